#include "table/systemtablemodel.h"

#include "common/catalogtext.h"
#include "common/entrymime.h"
#include "domain/figureformat.h"
#include "domain/metrics.h"

namespace chipatlas {

namespace {
constexpr int kLastColumn = kSystemColumnCount - 1;

bool isMissing(const Figure& figure) {
    return !figure.hasValue() || figure.text().isEmpty();
}
} // namespace

SystemTableModel::SystemTableModel(QObject* parent)
    : EntryTableModel(Columns{kSystemColumnCount, 0, kLastColumn, 0, kLastColumn}, parent) {}

void SystemTableModel::setSnapshot(const CatalogSnapshot& snapshot) {
    beginResetModel();
    // The rows and their lookups come with the snapshot (computed on the session's worker): the
    // window does nothing here that grows with the catalog.
    m_snapshot = snapshot;
    m_rows = snapshot.systemRows();
    m_units.clear();
    endResetModel();
}

int SystemTableModel::rowForId(const QString& id) const {
    return m_snapshot.systemRowOf(id);
}

QString SystemTableModel::chipKindAt(int row) const {
    const Chip* chip = m_snapshot.chip(m_rows.at(row).system.chipId);
    return chip ? chip->kind : QString();
}

int SystemTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

EntryRef SystemTableModel::entryAt(int row) const {
    return EntryRef::system(m_rows.at(row).system.id);
}

// Text columns show their text with no status (identity and the system's own words).
bool SystemTableModel::isIdentityColumn(int column) const {
    switch (columnAt(column)) {
    case SystemColumn::Id:
    case SystemColumn::Name:
    case SystemColumn::Vendor:
    case SystemColumn::ChipId:
        return true;
    default:
        return false;
    }
}

bool SystemTableModel::isNumeric(int column) const {
    return systemColumnIsNumeric(columnAt(column));
}

Figure SystemTableModel::figureAt(int row, int column) const {
    return systemColumnFigure(columnAt(column), m_rows.at(row), precision());
}

const ColumnUnit& SystemTableModel::unitOf(int column) const {
    if (m_unitsFor != memoryUnits()) {
        m_units.clear();
        m_unitsFor = memoryUnits();
    }
    auto it = m_units.find(column);
    if (it == m_units.end())
        it = m_units.insert(column,
                            systemColumnUnit(columnAt(column), m_rows, precision(), memoryUnits()));
    return *it;
}

QString SystemTableModel::cellText(int column, const Figure& figure) const {
    const QString text = systemCellText(columnAt(column), figure, m_locale, unitOf(column));
    // The vendor's availability in the GUI's language (the stored text sorts and filters).
    return columnAt(column) == SystemColumn::Availability ? availabilityDisplayText(text) : text;
}

EntryTableModel::Cell SystemTableModel::cellAt(int row, int column) const {
    const Figure figure = figureAt(row, column);
    return {figure.status, isMissing(figure)};
}

QString SystemTableModel::displayText(int row, int column) const {
    const Figure figure = figureAt(row, column);
    const QString text = cellText(column, figure);
    if (isIdentityColumn(column))
        return text;
    return markedText(text, figure, text.isEmpty());
}

QVariant SystemTableModel::sortValue(int row, int column) const {
    return systemSortValue(columnAt(column), figureAt(row, column));
}

QString SystemTableModel::toolTipText(int row, int column) const {
    if (columnAt(column) == SystemColumn::Name)
        return catalogText(m_rows.at(row).system.notes);
    const Figure figure = figureAt(row, column);
    QStringList lines;
    const QString text = cellText(column, figure);
    if (text.isEmpty()) {
        lines << statusDisplayName(missingStatus(figure.status));
    } else {
        lines << text;
        // "20,736 GiB as printed = 22.2651 TB": a converted figure keeps its printed form.
        const QString printed = binaryPrintedText(figure, unitOf(column).unit, m_locale);
        if (!printed.isEmpty())
            lines << printed;
        if (!isIdentityColumn(column))
            lines << tr("Status: %1").arg(statusDisplayName(figure.status));
    }
    addFigureLines(&lines, figure,
                   tr("The vendor does not say whether this figure is dense or sparse."));
    return lines.join(QLatin1Char('\n'));
}

QString SystemTableModel::headerTitle(int column) const {
    // "Memory (GB)" -> "Memory\n(GB)", as the chip table wraps its titles.
    return wrappedTitle(systemColumnTitle(columnAt(column), precision(), unitOf(column)));
}

QString SystemTableModel::headerToolTip(int column) const {
    return QStringLiteral("%1: %2").arg(
        systemColumnKey(columnAt(column)),
        systemColumnTitle(columnAt(column), precision(), unitOf(column)));
}

} // namespace chipatlas
