#pragma once

class QAbstractItemModel;
class QAbstractProxyModel;
class QTableView;

namespace chipatlas {

// How the chip table and the Systems table look and behave alike: titles wrapped over two lines
// (WrappingHeaderView), sorted by a click on a title, columns the user may move, whole rows
// selected one at a time, nothing edited in place, long text elided, rows dragged out as entry
// ids (into the compare view) and no drops taken, rows one line high without numbers.
void setUpEntryTableView(QTableView* view, QAbstractItemModel* model);

// Selects the row the proxy shows of its source's `row` and scrolls it to the middle; false
// when there is no such row (-1) or the filters hide it.
bool selectSourceRow(QTableView* view, const QAbstractProxyModel* proxy, int row);

} // namespace chipatlas
