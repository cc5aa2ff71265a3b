#include "table/entrytableview.h"

#include "table/wrappingheaderview.h"

#include <QAbstractProxyModel>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTableView>

namespace chipatlas {

void setUpEntryTableView(QTableView* view, QAbstractItemModel* model) {
    view->setHorizontalHeader(new WrappingHeaderView(Qt::Horizontal, view));
    view->setModel(model);
    view->setSortingEnabled(true);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setTextElideMode(Qt::ElideRight);
    view->setWordWrap(false);
    view->setCornerButtonEnabled(false);
    view->setDragEnabled(true);
    view->setDragDropMode(QAbstractItemView::DragOnly);
    view->setDefaultDropAction(Qt::CopyAction);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    QHeaderView* header = view->horizontalHeader();
    header->setSectionsClickable(true); // a replaced header is not clickable by default
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
}

bool selectSourceRow(QTableView* view, const QAbstractProxyModel* proxy, int row) {
    if (row < 0)
        return false;
    const QModelIndex index = proxy->mapFromSource(proxy->sourceModel()->index(row, 0));
    if (!index.isValid())
        return false;
    view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                       QItemSelectionModel::Rows);
    view->scrollTo(index, QAbstractItemView::PositionAtCenter);
    return true;
}

} // namespace chipatlas
