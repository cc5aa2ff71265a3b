#pragma once

#include "domain/entry.h"

#include <QDialog>
#include <QList>
#include <QString>

#include <optional>

class QLineEdit;
class QListView;
class QLabel;
class QSortFilterProxyModel;
class QStandardItemModel;

namespace chipatlas {

// Finds one entry to compare among many (a slot's "Find…" when a vendor has more chips than a
// menu can list): a filter field over the names, vendors and ids, and the list of matches.
// Enter or a double click takes the current match.
class CompareFindDialog final : public QDialog {
    Q_OBJECT

public:
    struct Entry {
        EntryRef ref; // what CompareView::placeEntries() takes: a chip or a system
        QString name; // "H100 SXM"
        QString vendor;
        bool enabled = true; // false: already compared
    };
    CompareFindDialog(const QString& title, const QList<Entry>& entries, QWidget* parent = nullptr);

    void setFilterText(const QString& text);
    int matchCount() const;
    // The current match; none when there is none or it is already compared.
    std::optional<EntryRef> chosen() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyFilter(const QString& text);
    void updateCount();

    QList<Entry> m_entries;
    QLineEdit* m_filter;
    QListView* m_list;
    QLabel* m_count;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
};

} // namespace chipatlas
