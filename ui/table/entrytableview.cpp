#include "table/entrytableview.h"

#include "table/wrappingheaderview.h"

#include <QHeaderView>
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

} // namespace chipatlas
