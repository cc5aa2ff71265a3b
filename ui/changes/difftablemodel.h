#pragma once

#include "application/catalogdiff.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

namespace chipatlas {

// The rows of a diff (application/catalogdiff.h) as the "What changed" table shows them: one per
// changed field of a changed entry, one per entry added or removed. Which rows, and in which
// order, is core's diffRows() for the filter and the sorted column (the same rows as
// `chipatlas-cli diff`); the texts are core's too (the views' figure format). This model only
// lays them out and right-aligns the numbers. Over at most synchronousLimit() rows the rows are
// chosen and sorted at once; over more, on a worker thread: the table keeps showing the rows it
// has until the new ones are ready (rowsUpdated()), the newest request wins and a stale answer is
// dropped, so that a diff of a whole catalog never stalls the window.
class DiffTableModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        EntryColumn,
        KindColumn,
        ChangeColumn,
        FieldColumn,
        BeforeColumn,
        BeforeStatusColumn,
        AfterColumn,
        AfterStatusColumn,
        SourceColumn,
        MoveColumn,
        ColumnCount
    };
    enum Role {
        IdRole = Qt::UserRole + 1, // the entry's id
    };

    explicit DiffTableModel(QObject* parent = nullptr);
    ~DiffTableModel() override;

    // The diff and the filter asked for last; the rows shown follow once they are ready.
    void setDiff(const CatalogDiff& diff);
    // The diff with the filter its rows are shown through: one request.
    void setDiff(const CatalogDiff& diff, const DiffFilter& filter);
    const CatalogDiff& diff() const { return m_diff; }
    void setFilter(const DiffFilter& filter);
    const DiffFilter& filter() const { return m_filter; }
    // All the diff's rows, whatever the filter.
    int totalRowCount() const { return m_totalRows; }
    void setSynchronousLimit(int rows) { m_synchronousLimit = rows; }
    // Whether the rows asked for are being chosen and sorted on the worker thread.
    bool isUpdating() const { return m_pending; }
    // The entry and the field (nullptr for an added or removed entry) of a row.
    const EntryDiff& entryAt(int row) const;
    const FieldDiff* fieldAt(int row) const;
    // The core column a table column sorts by; nullopt: the column does not sort (the statuses
    // and "source changed" are read beside their values).
    static std::optional<DiffColumn> sortColumn(int column);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // Sorts by diffRows(); a column that does not sort leaves the order as it is.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

Q_SIGNALS:
    // The rows shown are those of the diff, the filter and the order asked for last.
    void rowsUpdated();

private:
    QString text(const DiffRow& row, int column) const;
    // Chooses and sorts the rows of the diff, filter and order asked for (at once, or on the
    // worker), then shows them.
    void updateRows();
    void apply(quint64 request, const CatalogDiff& diff, QList<DiffRow> rows);

    // What was asked for last.
    CatalogDiff m_diff;
    DiffFilter m_filter;
    DiffColumn m_sortColumn = DiffColumn::Kind;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    int m_totalRows = 0;
    // What is shown: the rows index into the diff they were chosen from.
    CatalogDiff m_shownDiff;
    QList<DiffRow> m_rows;

    int m_synchronousLimit = 2000;
    bool m_pending = false;
    bool m_diffChanged = false; // the next rows shown come from another diff: a model reset
    quint64 m_request = 0;
    QThreadPool m_pool; // one thread: the newest request waits for no older one
    std::shared_ptr<std::atomic<quint64>> m_latest; // the newest request, read by the jobs
};

} // namespace chipatlas
