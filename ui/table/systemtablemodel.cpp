#include "table/systemtablemodel.h"

#include "common/entrymime.h"
#include "domain/figureformat.h"

#include <QBrush>
#include <QGuiApplication>
#include <QMimeData>
#include <QPalette>

#include <algorithm>

namespace chipatlas {

namespace {
// Text columns show their text with no status (identity and the system's own words).
bool isIdentityColumn(SystemColumn column) {
    switch (column) {
    case SystemColumn::Id:
    case SystemColumn::Name:
    case SystemColumn::Vendor:
    case SystemColumn::ChipId:
        return true;
    default:
        return false;
    }
}

int alignmentFor(SystemColumn column) {
    return int((systemColumnIsNumeric(column) ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
}

// As the chip table: "not published" when withheld, "unknown" for everything else.
FigureStatus missingStatus(FigureStatus status) {
    return status == FigureStatus::NotPublished ? FigureStatus::NotPublished
                                                : FigureStatus::Unknown;
}

bool isMissing(const Figure& figure) {
    return !figure.hasValue() || figure.text().isEmpty();
}
} // namespace

SystemTableModel::SystemTableModel(QObject* parent)
    : QAbstractTableModel(parent) {
    m_italicFont.setItalic(true);
}

void SystemTableModel::setSnapshot(const CatalogSnapshot& snapshot) {
    beginResetModel();
    m_rows = systemRows(
        snapshot.systems(), [&snapshot](const QString& id) { return snapshot.chip(id); },
        snapshot.offerIndex());
    m_rowOfId.clear();
    for (int row = 0; row < m_rows.size(); ++row)
        m_rowOfId.insert(m_rows.at(row).system.id, row);
    m_chipKinds.clear();
    for (const SystemRow& row : std::as_const(m_rows)) {
        if (const Chip* chip = snapshot.chip(row.system.chipId))
            m_chipKinds.insert(chip->id, chip->kind);
    }
    endResetModel();
}

QString SystemTableModel::chipKindAt(int row) const {
    return m_chipKinds.value(m_rows.at(row).system.chipId);
}

void SystemTableModel::setPrecision(Precision precision) {
    if (precision == m_precision)
        return;
    m_precision = precision;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, kSystemColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, kSystemColumnCount - 1));
}

void SystemTableModel::setMemoryUnits(MemoryUnits units) {
    if (units == m_memoryUnits)
        return;
    m_memoryUnits = units;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, kSystemColumnCount - 1),
                           {Qt::DisplayRole, Qt::ToolTipRole});
}

int SystemTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SystemTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kSystemColumnCount;
}

QString SystemTableModel::displayText(const SystemRow& row, SystemColumn column) const {
    const Figure figure = systemColumnFigure(column, row, m_precision);
    const QString text = systemCellText(column, figure, m_locale, m_memoryUnits);
    if (isIdentityColumn(column))
        return text;
    if (text.isEmpty())
        return statusDisplayName(missingStatus(figure.status));
    if (figure.status == FigureStatus::Unverified)
        return text + QStringLiteral(" ?");
    if (figure.sparsityUnstated)
        return text + QStringLiteral(" *");
    return text;
}

QString SystemTableModel::toolTipText(const SystemRow& row, SystemColumn column) const {
    const Figure figure = systemColumnFigure(column, row, m_precision);
    QStringList lines;
    const QString text = systemCellText(column, figure, m_locale, m_memoryUnits);
    if (text.isEmpty()) {
        lines << statusDisplayName(missingStatus(figure.status));
    } else {
        lines << text;
        if (!isIdentityColumn(column))
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

QVariant SystemTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SystemRow& row = m_rows.at(index.row());
    const SystemColumn column = columnAt(index.column());
    switch (role) {
    case SystemIdRole:
        return row.system.id;
    case Qt::DisplayRole:
    case Qt::EditRole:
        return displayText(row, column);
    case SortRole:
        return systemSortValue(column, systemColumnFigure(column, row, m_precision));
    case MissingRole:
        return isMissing(systemColumnFigure(column, row, m_precision));
    case StatusRole: {
        const Figure figure = systemColumnFigure(column, row, m_precision);
        return int(isMissing(figure) ? missingStatus(figure.status) : figure.status);
    }
    case Qt::TextAlignmentRole:
        return alignmentFor(column);
    case Qt::ForegroundRole:
        if (!isIdentityColumn(column) && isMissing(systemColumnFigure(column, row, m_precision)))
            return QBrush(QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text));
        return {};
    case Qt::FontRole: {
        if (isIdentityColumn(column))
            return {};
        const Figure figure = systemColumnFigure(column, row, m_precision);
        if (!isMissing(figure) &&
            (figure.status == FigureStatus::Unverified || figure.status == FigureStatus::Computed))
            return m_italicFont;
        return {};
    }
    case Qt::ToolTipRole:
        if (column == SystemColumn::Name)
            return row.system.notes.isEmpty() ? QVariant() : QVariant(row.system.notes);
        return toolTipText(row, column);
    default:
        return {};
    }
}

QVariant SystemTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= kSystemColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    const SystemColumn column = columnAt(section);
    if (role == Qt::DisplayRole) {
        // "Memory (GB)" -> "Memory\n(GB)", as the chip table wraps its titles.
        QString title = systemColumnTitle(column, m_precision);
        const qsizetype open = title.lastIndexOf(QStringLiteral(" ("));
        if (open > 0 && title.endsWith(QLatin1Char(')')))
            title[open] = QLatin1Char('\n');
        return title;
    }
    if (role == Qt::ToolTipRole)
        return QStringLiteral("%1: %2").arg(systemColumnKey(column),
                                            systemColumnTitle(column, m_precision));
    if (role == Qt::TextAlignmentRole)
        return alignmentFor(column);
    return QAbstractTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags SystemTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid())
        flags |= Qt::ItemIsDragEnabled;
    return flags;
}

QStringList SystemTableModel::mimeTypes() const {
    return {entriesMimeType()};
}

QMimeData* SystemTableModel::mimeData(const QModelIndexList& indexes) const {
    QList<int> rows;
    for (const QModelIndex& index : indexes) {
        if (index.isValid() && index.model() == this && !rows.contains(index.row()))
            rows.append(index.row());
    }
    if (rows.isEmpty())
        return nullptr;
    std::sort(rows.begin(), rows.end());
    QList<EntryRef> systems;
    for (int row : rows)
        systems.append(EntryRef::system(m_rows.at(row).system.id));
    return createEntriesMimeData(systems);
}

} // namespace chipatlas
