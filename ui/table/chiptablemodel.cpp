#include "table/chiptablemodel.h"

#include "common/entrymime.h"
#include "domain/figureformat.h"
#include "domain/systemcolumns.h"
#include "domain/units.h"

#include <QBrush>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QMimeData>
#include <QPalette>

#include <algorithm>
#include <array>

namespace chipatlas {

namespace {
// The quantities of the columns before and after the Field columns, in column order.
const std::array kLeadingColumns{Quantity::name(), Quantity::vendor(), Quantity::familyGeneration(),
                                 Quantity::kind()};
const std::array kTrailingColumns{Quantity::perfPerWatt(), Quantity::bandwidthPerTflop(),
                                  Quantity::id()};
static_assert(std::tuple_size_v<decltype(kLeadingColumns)> ==
              size_t(ChipTableModel::FirstFigureColumn));
static_assert(std::tuple_size_v<decltype(kTrailingColumns)> ==
              size_t(ChipTableModel::CheapestOfferColumn - ChipTableModel::PerfPerWattColumn));
// The Systems table's columns the offer columns show, in column order.
constexpr std::array kOfferColumns{SystemColumn::CheapestPerChipHour,
                                   SystemColumn::DearestPerChipHour, SystemColumn::OfferSpread};
static_assert(kOfferColumns.size() ==
              size_t(ChipTableModel::ColumnCount - ChipTableModel::CheapestOfferColumn));

SystemColumn offerColumn(int column) {
    return kOfferColumns[size_t(column - ChipTableModel::CheapestOfferColumn)];
}

// Identity columns show their text as it is, with no status.
bool isIdentityColumn(int column) {
    return column < ChipTableModel::FirstFigureColumn || column == ChipTableModel::IdColumn;
}

// Qt 6.4's views and QAbstractItemModelTester read TextAlignmentRole as an int.
int alignmentFor(int column) {
    const bool numeric = ChipTableModel::isNumericColumn(column);
    return int((numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
}

// The status a missing cell shows: "not published" when the vendor withholds it, "unknown"
// for everything else (including an inconsistent "published" figure without a value).
FigureStatus missingStatus(FigureStatus status) {
    return status == FigureStatus::NotPublished ? FigureStatus::NotPublished
                                                : FigureStatus::Unknown;
}

// What the column's header tooltip says after the key.
QString columnSentence(int column, Precision precision) {
    switch (column) {
    case ChipTableModel::CheapestOfferColumn:
        return ChipTableModel::tr("The cheapest current rental price per chip-hour (USD) among "
                                  "the offers for this chip and the systems built of it.");
    case ChipTableModel::DearestOfferColumn:
        return ChipTableModel::tr("The dearest current rental price per chip-hour (USD) among "
                                  "the offers for this chip and the systems built of it.");
    case ChipTableModel::OfferSpreadColumn:
        return ChipTableModel::tr("How many times the cheapest offer the dearest one costs.");
    default:
        break;
    }
    const Quantity quantity = ChipTableModel::quantityForColumn(column);
    const QString p = precisionName(precision);
    switch (column) {
    case ChipTableModel::NameColumn:
        return ChipTableModel::tr("The chip's product name.");
    case ChipTableModel::VendorColumn:
        return ChipTableModel::tr("The company that sells or operates the chip.");
    case ChipTableModel::FamilyColumn:
        return ChipTableModel::tr("The architecture family and generation.");
    case ChipTableModel::KindColumn:
        return ChipTableModel::tr("GPU, ASIC, TPU or wafer-scale engine.");
    case ChipTableModel::IdColumn:
        return ChipTableModel::tr("The chip's stable id, as the command line and imports name "
                                  "it.");
    case ChipTableModel::PerfPerWattColumn:
        return ChipTableModel::tr("Dense %1 %2 per watt of TDP: higher is more efficient.")
            .arg(p, unitSymbol(throughputUnit(precision)));
    case ChipTableModel::BandwidthPerTflopColumn:
        return ChipTableModel::tr("Memory bandwidth in GB/s per dense %1 %2: higher means the "
                                  "chip is less likely to be starved by memory.")
            .arg(p, unitSymbol(throughputUnit(precision)));
    default:
        break;
    }
    const Field field = *ChipTableModel::fieldForColumn(column);
    if (quantity.showsPrintedUnit())
        return ChipTableModel::tr("%1 in the unit its source printed (%2 or %3); sorted by the "
                                  "printed number, as vendors and buyers compare.")
            .arg(quantity.label(precision), unitSymbol(quantity.unit(precision)),
                 quantity.unit(precision) == Unit::Gigabyte ? QStringLiteral("GiB")
                                                            : QStringLiteral("GiB/s"));
    const QString symbol = unitSymbol(quantity.unit(precision));
    QString sentence = symbol.isEmpty()
                           ? quantity.label(precision)
                           : ChipTableModel::tr("%1 in %2").arg(quantity.label(precision), symbol);
    if (fieldInfo(field).precision && field != Field::Fp64Tflops && field != Field::Fp32Tflops)
        sentence += ChipTableModel::tr(", dense (without 2:4 sparsity)");
    return sentence + QLatin1Char('.');
}
} // namespace

ChipTableModel::ChipTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_locale() {
    m_italicFont.setItalic(true);
}

ChipTableModel::OfferSpreads ChipTableModel::offerSpreads(const CatalogSnapshot& snapshot) {
    OfferSpreads spreads;
    const OfferIndex& index = snapshot.offerIndex();
    for (const QString& id : index.chipIds()) {
        if (snapshot.chip(id)) // not a system's own offers
            spreads.insert(id, offerSpread(index.forChip(id)));
    }
    return spreads;
}

void ChipTableModel::setSnapshot(CatalogSnapshot snapshot) {
    OfferSpreads spreads = offerSpreads(snapshot);
    setSnapshot(std::move(snapshot), std::move(spreads));
}

void ChipTableModel::setSnapshot(CatalogSnapshot snapshot, OfferSpreads spreads) {
    beginResetModel();
    m_snapshot = std::move(snapshot);
    m_offerSpreads = std::move(spreads);
    endResetModel();
}

void ChipTableModel::setChips(QList<Chip> chips) {
    setSnapshot(CatalogSnapshot(std::move(chips), {}, {}));
}

void ChipTableModel::setPrecision(Precision precision) {
    if (precision == m_precision)
        return;
    m_precision = precision;
    Q_EMIT headerDataChanged(Qt::Horizontal, PerfPerWattColumn, BandwidthPerTflopColumn);
    if (m_snapshot.chipCount() > 0)
        Q_EMIT dataChanged(index(0, PerfPerWattColumn),
                           index(rowCount() - 1, BandwidthPerTflopColumn));
}

void ChipTableModel::setMemoryUnits(MemoryUnits units) {
    if (units == m_memoryUnits)
        return;
    m_memoryUnits = units;
    if (m_snapshot.chipCount() > 0)
        Q_EMIT dataChanged(index(0, FirstFigureColumn),
                           index(rowCount() - 1, PerfPerWattColumn - 1),
                           {Qt::DisplayRole, Qt::ToolTipRole});
}

Quantity ChipTableModel::quantityForColumn(int column) {
    Q_ASSERT(column >= 0 && column < CheapestOfferColumn);
    if (column < FirstFigureColumn)
        return kLeadingColumns[size_t(column)];
    if (column < PerfPerWattColumn)
        return Quantity::forField(Field(column - FirstFigureColumn));
    return kTrailingColumns[size_t(column - PerfPerWattColumn)];
}

bool ChipTableModel::isNumericColumn(int column) {
    return isOfferColumn(column) || quantityForColumn(column).isNumeric();
}

int ChipTableModel::columnForQuantity(const Quantity& quantity) {
    for (int column = 0; column < CheapestOfferColumn; ++column) {
        if (quantityForColumn(column) == quantity)
            return column;
    }
    return -1;
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
    if (isOfferColumn(column))
        return systemColumnKey(offerColumn(column));
    return column >= 0 && column < ColumnCount ? quantityForColumn(column).key() : QString();
}

int ChipTableModel::columnForKey(const QString& key) {
    for (int column = CheapestOfferColumn; column < ColumnCount; ++column) {
        if (key == columnKey(column))
            return column;
    }
    const std::optional<Quantity> quantity = Quantity::fromKey(key, QuantityUse::List);
    return quantity ? columnForQuantity(*quantity) : -1;
}

int ChipTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_snapshot.chipCount();
}

int ChipTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(ColumnCount);
}

ChipTableModel::Cell ChipTableModel::cellAt(const Chip& chip, int column) const {
    // The note-free value: data() runs for every visible cell. The tooltip asks for the full
    // figure.
    const Quantity quantity = quantityForColumn(column);
    const Figure figure = quantity.value(chip, m_precision);
    return {figure.status, quantity.isMissing(figure)};
}

QString ChipTableModel::displayText(const Chip& chip, int column) const {
    const Quantity quantity = quantityForColumn(column);
    const Figure figure = quantity.value(chip, m_precision);
    if (quantity.isMissing(figure))
        return statusDisplayName(missingStatus(figure.status));
    QString text = quantity.cellText(figure, m_locale, m_memoryUnits);
    // A value only a third-party page gives, or a ratio built on one, reads as doubtful in the
    // cell itself; so does a throughput that may be sparse, and every ratio built on it.
    if (figure.status == FigureStatus::Unverified)
        text += QStringLiteral(" ?");
    else if (figure.sparsityUnstated)
        text += QStringLiteral(" *");
    return text;
}

QString ChipTableModel::toolTipText(const Chip& chip, int column) const {
    const Quantity quantity = quantityForColumn(column);
    const Figure figure = quantity.figure(chip, m_precision);
    const Unit unit = quantity.unit(m_precision);
    QStringList lines;
    if (quantity.isMissing(figure)) {
        lines << statusDisplayName(missingStatus(figure.status));
    } else {
        lines << describeFigure(figure, unit, m_locale, m_memoryUnits);
        const QString printed = printedAsText(figure, unit, chip.vendor, m_locale);
        if (!printed.isEmpty())
            lines << printed;
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

// The offer cells are the Systems table's: the same rule, over the chip's offers.
Figure ChipTableModel::offerFigure(const OfferSpreads& spreads, const Chip& chip, int column,
                                   Precision precision) {
    SystemRow row;
    row.offers = spreads.value(chip.id);
    return systemColumnFigure(offerColumn(column), row, precision);
}

Figure ChipTableModel::offerFigure(const Chip& chip, int column) const {
    return offerFigure(m_offerSpreads, chip, column, m_precision);
}

// The one rule of SortRole, for data() and for the proxy's order.
QVariant ChipTableModel::sortValue(const OfferSpreads& spreads, const Chip& chip, int column,
                                   Precision precision) {
    if (isOfferColumn(column))
        return systemSortValue(offerColumn(column), offerFigure(spreads, chip, column, precision));
    if (const std::optional<Field> field = fieldForColumn(column)) // the figure, not a copy
        return Quantity::forField(*field).sortValue(chip.figure(*field));
    return quantityForColumn(column).sortValue(chip, precision);
}

std::function<QVariant(const Chip&)>
ChipTableModel::sortValueFunction(const CatalogSnapshot& snapshot, int column,
                                  Precision precision) {
    // The values of sortValue(), with what does not depend on the chip looked up once: a sort
    // reads 100,000 of them.
    if (const std::optional<Field> field = fieldForColumn(column)) {
        return [quantity = Quantity::forField(*field), field = *field](const Chip& chip) {
            return quantity.sortValue(chip.figure(field));
        };
    }
    OfferSpreads spreads = isOfferColumn(column) ? offerSpreads(snapshot) : OfferSpreads();
    return [spreads = std::move(spreads), column, precision](const Chip& chip) {
        return sortValue(spreads, chip, column, precision);
    };
}

QVariant ChipTableModel::offerData(const Chip& chip, int column, int role) const {
    const Figure figure = offerFigure(chip, column);
    const QString text = systemCellText(offerColumn(column), figure, m_locale);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return text.isEmpty() ? tr("no offer") : text;
    case SortRole:
        return sortValue(m_offerSpreads, chip, column, m_precision);
    case MissingRole:
        return text.isEmpty();
    case StatusRole:
        return int(text.isEmpty() ? FigureStatus::Unknown : figure.status);
    case Qt::TextAlignmentRole:
        return alignmentFor(column);
    case Qt::ForegroundRole:
        if (text.isEmpty())
            return QBrush(QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text));
        return {};
    case Qt::ToolTipRole: {
        const OfferSpread spread = m_offerSpreads.value(chip.id);
        const std::optional<Offer>& offer =
            column == DearestOfferColumn ? spread.dearest : spread.cheapest;
        if (!offer)
            return tr("No current offer in US dollars for this chip.");
        return tr("%1 %2 %3 (%n priced offer(s))", nullptr, spread.priced)
            .arg(offer->provider, offer->instance, pricingDisplayName(offer->pricing));
    }
    default:
        return {};
    }
}

QVariant ChipTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Chip& chip = m_snapshot.chipAt(index.row());
    const int column = index.column();

    if (role == ChipIdRole)
        return chip.id;
    if (isOfferColumn(column))
        return offerData(chip, column, role);

    if (isIdentityColumn(column)) {
        const QString text = quantityForColumn(column).value(chip, m_precision).text();
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
            return text;
        case SortRole:
            return sortValue(m_offerSpreads, chip, column, m_precision);
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
        return displayText(chip, column);
    case SortRole:
        return sortValue(m_offerSpreads, chip, column, m_precision);
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

    if (role == Qt::DisplayRole && isOfferColumn(section)) {
        QString title = systemColumnTitle(offerColumn(section), m_precision);
        const qsizetype open = title.lastIndexOf(QStringLiteral(" ("));
        if (open > 0 && title.endsWith(QLatin1Char(')')))
            title[open] = QLatin1Char('\n');
        return title;
    }
    if (role == Qt::DisplayRole) {
        const Quantity quantity = quantityForColumn(section);
        // The unit under the label, unless the cells name their own ("80 GB", "32 GiB").
        const QString symbol =
            quantity.showsPrintedUnit() ? QString() : unitSymbol(quantity.unit(m_precision));
        const QString label = quantity.label(m_precision);
        return symbol.isEmpty() ? label : QStringLiteral("%1\n(%2)").arg(label, symbol);
    }

    if (role == Qt::ToolTipRole)
        return QStringLiteral("%1: %2").arg(columnKey(section),
                                            columnSentence(section, m_precision));

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
    return {entriesMimeType()};
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
    QList<EntryRef> chips;
    for (int row : rows)
        chips.append(EntryRef::chip(m_snapshot.chipAt(row).id));
    return createEntriesMimeData(chips);
}

} // namespace chipatlas
