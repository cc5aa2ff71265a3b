#include "table/entrytablesection.h"

#include "table/entrytableview.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace chipatlas {

EntryTableSection::EntryTableSection(QWidget* parent)
    : QWidget(parent)
    , m_view(new QTableView(this))
    , m_layout(new QVBoxLayout(this)) {
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    m_layout->addWidget(m_view);
}

void EntryTableSection::setUpSection(QAbstractItemModel* model, QSortFilterProxyModel* proxy,
                                     const QString& objectName, const QString& accessibleName,
                                     const QString& accessibleDescription) {
    m_model = model;
    m_proxy = proxy;
    m_proxy->setSourceModel(m_model);
    m_view->setObjectName(objectName);
    m_view->setAccessibleName(accessibleName);
    m_view->setAccessibleDescription(accessibleDescription);
    setUpEntryTableView(m_view, m_proxy);

    const auto counts = [this] { emitCounts(); };
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, counts);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, counts);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, counts);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, counts);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &EntryTableSection::currentChanged);
}

int EntryTableSection::shownCount() const {
    return m_proxy->rowCount();
}

int EntryTableSection::totalCount() const {
    return m_model->rowCount();
}

void EntryTableSection::emitCounts() {
    Q_EMIT countsChanged(shownCount(), totalCount());
}

int EntryTableSection::currentRow() const {
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return -1;
    const QModelIndex source = m_proxy->mapToSource(rows.first());
    return source.isValid() ? source.row() : -1;
}

void EntryTableSection::select(const QString& id) {
    if (!m_loaded || !selectNow(id))
        m_pendingSelection = id;
}

bool EntryTableSection::has(const QString& id) const {
    return rowForId(id) >= 0;
}

bool EntryTableSection::isShown(const QString& id) const {
    const int row = rowForId(id);
    return row >= 0 && m_proxy->mapFromSource(m_model->index(row, 0)).isValid();
}

bool EntryTableSection::selectNow(const QString& id) {
    const int row = rowForId(id);
    return row >= 0 && selectRow(m_view, m_proxy->mapFromSource(m_model->index(row, 0)));
}

void EntryTableSection::replaceRows(const std::function<void()>& setRows, bool loaded) {
    const int current = currentRow();
    const QString currentId = current >= 0 ? idAt(current) : QString();
    const int scrollY = m_view->verticalScrollBar()->value();
    setRows();
    m_loaded = loaded;
    const QString wanted = std::exchange(m_pendingSelection, QString());
    if (wanted.isEmpty() || !selectNow(wanted)) {
        if (!wanted.isEmpty() && !m_loaded)
            m_pendingSelection = wanted;
        if (!currentId.isEmpty())
            selectNow(currentId);
        m_view->verticalScrollBar()->setValue(scrollY);
    }
    emitCounts();
    Q_EMIT currentChanged();
}

void EntryTableSection::arrangeColumns(const QList<int>& shown, int sortColumn) {
    QHeaderView* header = m_view->horizontalHeader();
    int visual = 0;
    for (int column : shown) {
        header->moveSection(header->visualIndex(column), visual++);
        header->setSectionHidden(column, false);
    }
    for (int column = 0; column < header->count(); ++column) {
        if (!shown.contains(column))
            header->setSectionHidden(column, true);
    }
    m_view->sortByColumn(sortColumn, Qt::AscendingOrder);
}

void EntryTableSection::sizeColumnsToContents(const std::function<int(int column)>& maxWidth) {
    const QHeaderView* header = m_view->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        m_view->resizeColumnToContents(column);
        m_view->setColumnWidth(column, std::min(header->sectionSize(column), maxWidth(column)));
    }
}

} // namespace chipatlas
