#include "table/systemtablesection.h"

#include "domain/systemcolumns.h"
#include "table/entrytableview.h"
#include "table/systemfilterproxymodel.h"
#include "table/systemtablemodel.h"
#include "window/settings.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

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
    : QWidget(parent)
    , m_model(new SystemTableModel(this))
    , m_proxy(new SystemFilterProxyModel(this))
    , m_view(new QTableView(this)) {
    m_proxy->setSourceModel(m_model);
    setUpEntryTableView(m_view, m_proxy); // rows drag out as system ids
    m_view->setObjectName(QStringLiteral("systemTable"));
    m_view->setAccessibleName(tr("Systems"));
    m_view->setAccessibleDescription(
        tr("The systems the filters let through, one per row, with their totals; the selected "
           "system's figures and sources are in the details pane"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);

    const auto emitCounts = [this] { Q_EMIT countsChanged(shownCount(), totalCount()); };
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, emitCounts);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, emitCounts);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, emitCounts);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, emitCounts);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &SystemTableSection::currentSystemChanged);
    resetColumns();
}

void SystemTableSection::setSnapshot(const CatalogSnapshot& snapshot) {
    const System* current = currentSystem();
    const QString currentId = current ? current->id : QString();
    const int scrollY = m_view->verticalScrollBar()->value();
    m_model->setSnapshot(snapshot);
    m_loaded = true;
    if (m_sizeColumnsOnLoad) {
        sizeColumnsToContents();
        m_sizeColumnsOnLoad = false;
    }
    const QString wanted = std::exchange(m_pendingSelection, QString());
    if (wanted.isEmpty() || !selectNow(wanted)) {
        if (!currentId.isEmpty())
            selectNow(currentId);
        m_view->verticalScrollBar()->setValue(scrollY);
    }
    Q_EMIT countsChanged(shownCount(), totalCount());
    Q_EMIT currentSystemChanged();
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
    Q_EMIT countsChanged(shownCount(), totalCount());
}

const System* SystemTableSection::currentSystem() const {
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return nullptr;
    const QModelIndex source = m_proxy->mapToSource(rows.first());
    return source.isValid() ? &m_model->rowAt(source.row()).system : nullptr;
}

void SystemTableSection::selectSystem(const QString& id) {
    if (!m_loaded || !selectNow(id))
        m_pendingSelection = id;
}

bool SystemTableSection::hasSystem(const QString& id) const {
    return m_model->rowForId(id) >= 0;
}

bool SystemTableSection::isShown(const QString& id) const {
    const int row = m_model->rowForId(id);
    return row >= 0 && m_proxy->mapFromSource(m_model->index(row, 0)).isValid();
}

bool SystemTableSection::selectNow(const QString& id) {
    return selectSourceRow(m_view, m_proxy, m_model->rowForId(id));
}

int SystemTableSection::shownCount() const {
    return m_proxy->rowCount();
}

int SystemTableSection::totalCount() const {
    return m_model->rowCount();
}

void SystemTableSection::resetColumns() {
    QHeaderView* header = m_view->horizontalHeader();
    const QList<SystemColumn> shown = defaultSystemColumns();
    int visual = 0;
    for (SystemColumn column : shown) {
        header->moveSection(header->visualIndex(int(column)), visual++);
        header->setSectionHidden(int(column), false);
    }
    for (SystemColumn column : allSystemColumns()) {
        if (!shown.contains(column))
            header->setSectionHidden(int(column), true);
    }
    m_view->sortByColumn(int(SystemColumn::Name), Qt::AscendingOrder);
    if (m_loaded)
        sizeColumnsToContents();
    else
        m_sizeColumnsOnLoad = true;
}

void SystemTableSection::sizeColumnsToContents() {
    const QHeaderView* header = m_view->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        m_view->resizeColumnToContents(column);
        const int width = header->sectionSize(column);
        m_view->setColumnWidth(column, std::min(width, maxAutoColumnWidth(SystemColumn(column))));
    }
}

void SystemTableSection::restoreState(const Settings& settings) {
    QHeaderView* header = m_view->horizontalHeader();
    const QByteArray state = settings.systemTableHeaderState(kSystemColumnCount);
    if (!state.isEmpty() && header->restoreState(state) && header->count() == kSystemColumnCount &&
        header->hiddenSectionCount() < header->count()) {
        m_sizeColumnsOnLoad = false;
        m_view->sortByColumn(header->sortIndicatorSection(), header->sortIndicatorOrder());
    } else {
        resetColumns();
    }
}

void SystemTableSection::saveState(Settings& settings) const {
    settings.setSystemTableHeaderState(m_view->horizontalHeader()->saveState(), kSystemColumnCount);
}

} // namespace chipatlas
