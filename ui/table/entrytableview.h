#pragma once

class QAbstractItemModel;
class QModelIndex;
class QTableView;

namespace chipatlas {

// What the chip table and the Systems table have alike: a header that wraps its titles (sections
// clickable to sort, movable, not highlighted), `model` shown sorted, one row selected at a
// time, no editing in place, text elided on one line, rows that drag out as the entries they
// show (entrymime.h, into the compare view) while the table takes no drops, no row numbers.
void setUpEntryTableView(QTableView* view, QAbstractItemModel* model);

// Makes `index` (of the view's model) the current and only selected row, scrolled to the
// middle; false, and nothing changes, when `index` is invalid (an id not loaded or filtered out).
bool selectRow(QTableView* view, const QModelIndex& index);

} // namespace chipatlas
