#pragma once

#include <QList>
#include <QString>
#include <QWidget>

#include <functional>

class QAbstractItemModel;
class QSortFilterProxyModel;
class QTableView;
class QVBoxLayout;

namespace chipatlas {

// What the Systems and the Results table of the table page have alike: the view over a filter/
// sort proxy of the kind's model, the selection kept by id across snapshots (an id asked for
// before the entries arrived is selected once they have), the counts of shown and all rows,
// and the default column layout sized to the contents within each column's widest.
class EntryTableSection : public QWidget {
    Q_OBJECT

public:
    int shownCount() const;
    int totalCount() const;
    QTableView* tableView() const { return m_view; }

Q_SIGNALS:
    void currentChanged(); // the selected entry
    void countsChanged(int shown, int total);

protected:
    explicit EntryTableSection(QWidget* parent);

    // Shows `proxy` (over `model`) in the view, named `objectName` and described to assistive
    // technology; the layout holds the view (the section may insert a bar above it).
    void setUpSection(QAbstractItemModel* model, QSortFilterProxyModel* proxy,
                      const QString& objectName, const QString& accessibleName,
                      const QString& accessibleDescription);
    QVBoxLayout* sectionLayout() const { return m_layout; }

    // The model's row of an entry's id (-1: none), and the id of a model row.
    virtual int rowForId(const QString& id) const = 0;
    virtual QString idAt(int row) const = 0;

    // The model row of the selected entry, or -1.
    int currentRow() const;
    // Selects the entry now, or once the entries have arrived (a snapshot with `loaded`).
    void select(const QString& id);
    bool has(const QString& id) const;
    // Whether the filters let the entry through.
    bool isShown(const QString& id) const;

    // Runs `setRows` (the model takes a new snapshot), then selects the entry asked for, else
    // the one selected before at the same scroll position, and reports counts and current.
    // `loaded`: the snapshot holds every entry (an id not among them will not come).
    void replaceRows(const std::function<void()>& setRows, bool loaded);
    bool isLoaded() const { return m_loaded; }

    // Shows `shown` first in that order, hides every other column and sorts by `sortColumn`.
    void arrangeColumns(const QList<int>& shown, int sortColumn);
    // Sizes each shown column to its contents, at most `maxWidth(column)`.
    void sizeColumnsToContents(const std::function<int(int column)>& maxWidth);

    void emitCounts();

private:
    bool selectNow(const QString& id);

    QAbstractItemModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_view;
    QVBoxLayout* m_layout;
    bool m_loaded = false;
    QString m_pendingSelection;
};

} // namespace chipatlas
