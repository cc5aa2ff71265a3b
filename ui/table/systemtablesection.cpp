#include "table/systemtablesection.h"

#include "common/settings.h"
#include "domain/systemcolumns.h"
#include "table/systemfilterproxymodel.h"
#include "table/systemtablemodel.h"

#include <QHeaderView>
#include <QTableView>

#include <utility>

namespace chipatlas {

namespace {
// Widest a column grows when sized to its contents: names get the most room, the long texts
// (fabric, availability) are elided sooner (the tooltip and the details pane have them).
int maxAutoColumnWidth(SystemColumn column) {
    if (column == SystemColumn::Name)
        return 220;
    return systemColumnIsNumeric(column) ? 160 : 150;
}
} // namespace

SystemTableSection::SystemTableSection(QWidget* parent)
    : EntryTableSection(parent)
    , m_model(new SystemTableModel(this))
    , m_proxy(new SystemFilterProxyModel(this)) {
    setUpSection(m_model, m_proxy, QStringLiteral("systemTable"), tr("Systems"),
                 tr("The systems the filters let through, one per row, with their totals; the "
                    "selected system's figures and sources are in the details pane"));
    resetColumns();
}

int SystemTableSection::rowForId(const QString& id) const {
    return m_model->rowForId(id);
}

QString SystemTableSection::idAt(int row) const {
    return m_model->rowAt(row).system.id;
}

void SystemTableSection::setSnapshot(const CatalogSnapshot& snapshot) {
    replaceRows(
        [&] {
            m_model->setSnapshot(snapshot);
            if (std::exchange(m_sizeColumnsOnLoad, false))
                sizeColumnsToContents();
        },
        true);
}

void SystemTableSection::setPrecision(Precision precision) {
    m_model->setPrecision(precision);
}

void SystemTableSection::setMemoryUnits(MemoryUnits units) {
    m_model->setMemoryUnits(units);
}

void SystemTableSection::setFilters(const QString& text, const QString& vendor, const QString& kind,
                                    int availability) {
    m_proxy->setFilters(text, vendor, kind, availability);
    emitCounts();
}

const System* SystemTableSection::currentSystem() const {
    const int row = currentRow();
    return row >= 0 ? &m_model->rowAt(row).system : nullptr;
}

void SystemTableSection::resetColumns() {
    QList<int> shown;
    for (SystemColumn column : defaultSystemColumns())
        shown.append(int(column));
    arrangeColumns(shown, int(SystemColumn::Name));
    if (isLoaded())
        sizeColumnsToContents();
    else
        m_sizeColumnsOnLoad = true;
}

void SystemTableSection::sizeColumnsToContents() {
    EntryTableSection::sizeColumnsToContents(
        [](int column) { return maxAutoColumnWidth(SystemColumn(column)); });
}

void SystemTableSection::restoreState(const Settings& settings) {
    QHeaderView* header = tableView()->horizontalHeader();
    const QByteArray state = settings.systemTableHeaderState(kSystemColumnCount);
    if (!state.isEmpty() && header->restoreState(state) && header->count() == kSystemColumnCount &&
        header->hiddenSectionCount() < header->count()) {
        m_sizeColumnsOnLoad = false;
        tableView()->sortByColumn(header->sortIndicatorSection(), header->sortIndicatorOrder());
    } else {
        resetColumns();
    }
}

void SystemTableSection::saveState(Settings& settings) const {
    settings.setSystemTableHeaderState(tableView()->horizontalHeader()->saveState(),
                                       kSystemColumnCount);
}

} // namespace chipatlas
