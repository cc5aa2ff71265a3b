#pragma once

#include <QDialog>
#include <QStringList>

class QLineEdit;
class QListView;
class QSortFilterProxyModel;

namespace chipatlas {

// The whole list of the chips a chart did not plot, and why ("Trainium3 (TDP not published)"),
// which the chart page's notes only begin (boundedlist.h): a list view that holds 40,000 rows
// without a widget each, and a search field that narrows it.
class NotPlottedDialog final : public QDialog {
    Q_OBJECT

public:
    explicit NotPlottedDialog(const QStringList& items, QWidget* parent = nullptr);

    QLineEdit* searchField() const { return m_search; }
    QListView* listView() const { return m_list; }
    // The rows the search lets through.
    int shownCount() const;

private:
    QLineEdit* m_search;
    QListView* m_list;
    QSortFilterProxyModel* m_filter;
};

} // namespace chipatlas
