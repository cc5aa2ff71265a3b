#include "table/chiptablemodel.h"

#include "table/chipmime.h"
#include "domain/metrics.h"
#include "domain/units.h"

#include <QBrush>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QMimeData>
#include <QPalette>

#include <algorithm>

namespace chipatlas {

namespace {
constexpr int kIdentityColumnCount = ChipTableModel::FirstFigureColumn;

struct IdentityColumn {
    const char* key;
    const char* label;
};
constexpr std::array<IdentityColumn, kIdentityColumnCount> kIdentityColumns{{
    {"name", QT_TRANSLATE_NOOP("ChipTableModel", "Name")},
    {"vendor", QT_TRANSLATE_NOOP("ChipTableModel", "Vendor")},
    {"family_generation", QT_TRANSLATE_NOOP("ChipTableModel", "Family")},
    {"kind", QT_TRANSLATE_NOOP("ChipTableModel", "Kind")},
}};

bool isComputedColumn(int column) {
    return column == ChipTableModel::PerfPerWattColumn ||
           column == ChipTableModel::BandwidthPerTflopColumn;
}

bool isNumericColumn(int column) {
    if (isComputedColumn(column))
        return true;
    const std::optional<Field> field = ChipTableModel::fieldForColumn(column);
    return field && fieldInfo(*field).kind == FieldKind::Number;
}

// Qt 6.4's views and QAbstractItemModelTester read TextAlignmentRole as an int.
int alignmentFor(int column) {
    return int((isNumericColumn(column) ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
}

// A text figure holding an empty string is as missing as a null one.
bool figureMissing(const Figure& figure, bool numeric) {
    return !figure.hasValue() || (!numeric && figure.text().isEmpty());
}

// The status a missing cell shows: "not published" when the vendor withholds it, "unknown"
// for everything else (including an inconsistent "published" figure without a value).
FigureStatus missingStatus(FigureStatus status) {
    return status == FigureStatus::NotPublished ? FigureStatus::NotPublished
                                                : FigureStatus::Unknown;
}

const QString& identityText(const Chip& chip, int column) {
    switch (column) {
    case ChipTableModel::NameColumn:
        return chip.name;
    case ChipTableModel::VendorColumn:
        return chip.vendor;
    case ChipTableModel::FamilyColumn:
        return chip.familyGeneration;
    default:
        return chip.kind;
    }
}
} // namespace

ChipTableModel::ChipTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_locale() {
    m_italicFont.setItalic(true);
}

void ChipTableModel::setChips(QList<Chip> chips) {
    beginResetModel();
    m_chips = std::move(chips);
    m_rowById.clear();
    m_rowById.reserve(m_chips.size());
    for (int row = 0; row < m_chips.size(); ++row)
        m_rowById.insert(m_chips.at(row).id, row);
    endResetModel();
}

int ChipTableModel::rowForId(const QString& id) const {
    return m_rowById.value(id, -1);
}

void ChipTableModel::setPrecision(Precision precision) {
    if (precision == m_precision)
        return;
    m_precision = precision;
    Q_EMIT headerDataChanged(Qt::Horizontal, PerfPerWattColumn, BandwidthPerTflopColumn);
    if (!m_chips.isEmpty())
        Q_EMIT dataChanged(index(0, PerfPerWattColumn),
                           index(rowCount() - 1, BandwidthPerTflopColumn));
}

std::optional<Field> ChipTableModel::fieldForColumn(int column) {
    if (column < FirstFigureColumn || column >= PerfPerWattColumn)
        return std::nullopt;
    return Field(column - FirstFigureColumn);
}

int ChipTableModel::columnForField(Field field) {
    return FirstFigureColumn + int(field);
}

QString ChipTableModel::columnKey(int column) {
    if (column >= 0 && column < kIdentityColumnCount)
        return QString::fromLatin1(kIdentityColumns[size_t(column)].key);
    if (const std::optional<Field> field = fieldForColumn(column))
        return fieldKey(*field);
    if (column == PerfPerWattColumn)
        return QStringLiteral("perf_per_watt");
    if (column == BandwidthPerTflopColumn)
        return QStringLiteral("bandwidth_per_tflop");
    return {};
}

int ChipTableModel::columnForKey(const QString& key) {
    for (int column = 0; column < ColumnCount; ++column) {
        if (columnKey(column) == key)
            return column;
    }
    return -1;
}

int ChipTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_chips.size());
}

int ChipTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(ColumnCount);
}

ChipTableModel::Cell ChipTableModel::cellAt(const Chip& chip, int column) const {
    if (isComputedColumn(column)) {
        // The note-free variants: data() runs for every visible cell and for every comparison
        // of a sort over 100,000 rows. The tooltip asks metrics for the full figure.
        const Figure figure = column == PerfPerWattColumn
                                  ? perfPerWattValue(chip, m_precision)
                                  : bandwidthPerTflopValue(chip, m_precision);
        return {figure.value, figure.status, !figure.hasValue()};
    }
    const std::optional<Field> field = fieldForColumn(column);
    Q_ASSERT(field);
    const Figure& figure = chip.figure(*field);
    const bool numeric = fieldInfo(*field).kind == FieldKind::Number;
    if (figureMissing(figure, numeric))
        return {QVariant(), figure.status, true};
    return {numeric ? QVariant(figure.number()) : QVariant(figure.text()), figure.status, false};
}

Figure ChipTableModel::figureAt(const Chip& chip, int column) const {
    if (column == PerfPerWattColumn)
        return perfPerWatt(chip, m_precision);
    if (column == BandwidthPerTflopColumn)
        return bandwidthPerTflop(chip, m_precision);
    if (const std::optional<Field> field = fieldForColumn(column))
        return chip.figure(*field);
    return {};
}

QString ChipTableModel::displayText(const Cell& cell, int column) const {
    if (cell.missing)
        return statusDisplayName(missingStatus(cell.status));
    QString text;
    if (column == PerfPerWattColumn || column == BandwidthPerTflopColumn) {
        text = formatNumber(cell.value.toDouble(), 2, m_locale);
    } else {
        const FieldInfo& info = fieldInfo(Field(column - FirstFigureColumn));
        text = info.kind == FieldKind::Number
                   ? formatNumber(cell.value.toDouble(), info.decimals, m_locale)
                   : cell.value.toString();
    }
    // A value only a third-party page gives, or a ratio built on one, reads as doubtful in the
    // cell itself.
    if (cell.status == FigureStatus::Unverified)
        text += QStringLiteral(" ?");
    return text;
}

QString ChipTableModel::toolTipText(const Chip& chip, int column) const {
    const Figure figure = figureAt(chip, column);
    const bool numeric = isNumericColumn(column);
    QStringList lines;
    if (figureMissing(figure, numeric)) {
        lines << statusDisplayName(missingStatus(figure.status));
    } else {
        Unit unit = Unit::None;
        if (column == PerfPerWattColumn)
            unit = Unit::TflopsPerWatt;
        else if (column == BandwidthPerTflopColumn)
            unit = Unit::GbpsPerTflops;
        else
            unit = fieldInfo(*fieldForColumn(column)).unit;
        lines << (numeric ? formatQuantity(figure.number(), unit, m_locale) : figure.text());
        lines << tr("Status: %1").arg(statusDisplayName(figure.status));
    }
    if (figure.sparsityUnstated)
        lines << tr("The vendor does not say whether this figure is dense or sparse.");
    if (!figure.note.isEmpty())
        lines << figure.note;
    if (!figure.source.isEmpty())
        lines << tr("Source: %1").arg(figure.source);
    return lines.join(QLatin1Char('\n'));
}

QVariant ChipTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Chip& chip = m_chips.at(index.row());
    const int column = index.column();

    if (role == ChipIdRole)
        return chip.id;

    if (column < FirstFigureColumn) {
        const QString& text = identityText(chip, column);
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
            return text;
        case SortRole:
            return text.isEmpty() ? QVariant() : QVariant(text);
        case MissingRole:
            return text.isEmpty();
        case Qt::TextAlignmentRole:
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        case Qt::ToolTipRole:
            return column == NameColumn && !chip.notes.isEmpty() ? QVariant(chip.notes)
                                                                 : QVariant();
        default:
            return {};
        }
    }

    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return displayText(cellAt(chip, column), column);
    case SortRole:
        return cellAt(chip, column).value;
    case MissingRole:
        return cellAt(chip, column).missing;
    case StatusRole: {
        const Cell cell = cellAt(chip, column);
        return int(cell.missing ? missingStatus(cell.status) : cell.status);
    }
    case Qt::TextAlignmentRole:
        return alignmentFor(column);
    case Qt::ForegroundRole:
        if (cellAt(chip, column).missing)
            return QBrush(QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text));
        return {};
    case Qt::FontRole: {
        const Cell cell = cellAt(chip, column);
        if (!cell.missing &&
            (cell.status == FigureStatus::Unverified || cell.status == FigureStatus::Computed))
            return m_italicFont;
        return {};
    }
    case Qt::ToolTipRole:
        return toolTipText(chip, column);
    default:
        return {};
    }
}

QVariant ChipTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);

    if (role == Qt::DisplayRole) {
        if (section < FirstFigureColumn)
            return QCoreApplication::translate("ChipTableModel",
                                               kIdentityColumns[size_t(section)].label);
        QString label;
        Unit unit = Unit::None;
        if (section == PerfPerWattColumn) {
            label = tr("%1 perf/W").arg(precisionName(m_precision));
            unit = Unit::TflopsPerWatt;
        } else if (section == BandwidthPerTflopColumn) {
            label = tr("Bandwidth per %1 TFLOPS").arg(precisionName(m_precision));
            unit = Unit::GbpsPerTflops;
        } else {
            const Field field = *fieldForColumn(section);
            label = fieldLabel(field);
            unit = fieldInfo(field).unit;
        }
        const QString symbol = unitSymbol(unit);
        return symbol.isEmpty() ? label : QStringLiteral("%1\n(%2)").arg(label, symbol);
    }

    if (role == Qt::ToolTipRole) {
        QString sentence;
        if (section == NameColumn)
            sentence = tr("The chip's product name.");
        else if (section == VendorColumn)
            sentence = tr("The company that sells or operates the chip.");
        else if (section == FamilyColumn)
            sentence = tr("The architecture family and generation.");
        else if (section == KindColumn)
            sentence = tr("GPU, ASIC, TPU or wafer-scale engine.");
        else if (section == PerfPerWattColumn)
            sentence = tr("Dense %1 TFLOPS per watt of TDP: higher is more efficient.")
                           .arg(precisionName(m_precision));
        else if (section == BandwidthPerTflopColumn)
            sentence = tr("Memory bandwidth in GB/s per dense %1 TFLOPS: higher means the "
                          "chip is less likely to be starved by memory.")
                           .arg(precisionName(m_precision));
        else {
            const Field field = *fieldForColumn(section);
            const FieldInfo& info = fieldInfo(field);
            const QString symbol = unitSymbol(info.unit);
            sentence = symbol.isEmpty() ? fieldLabel(field)
                                        : tr("%1 in %2").arg(fieldLabel(field), symbol);
            if (info.precision && field != Field::Fp64Tflops && field != Field::Fp32Tflops)
                sentence += tr(", dense (without 2:4 sparsity)");
            sentence += QLatin1Char('.');
        }
        return QStringLiteral("%1: %2").arg(columnKey(section), sentence);
    }

    if (role == Qt::TextAlignmentRole)
        return alignmentFor(section);

    return QAbstractTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags ChipTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid())
        flags |= Qt::ItemIsDragEnabled;
    return flags;
}

QStringList ChipTableModel::mimeTypes() const {
    return {chipIdsMimeType()};
}

QMimeData* ChipTableModel::mimeData(const QModelIndexList& indexes) const {
    // A selected row arrives once per column: keep each chip once, in row order.
    QList<int> rows;
    for (const QModelIndex& index : indexes) {
        if (index.isValid() && index.model() == this && !rows.contains(index.row()))
            rows.append(index.row());
    }
    if (rows.isEmpty())
        return nullptr;
    std::sort(rows.begin(), rows.end());
    QStringList ids;
    for (int row : rows)
        ids.append(m_chips.at(row).id);
    return createChipIdsMimeData(ids);
}

} // namespace chipatlas
