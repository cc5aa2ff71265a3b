#pragma once

#include "application/catalogdiff.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// The rows of a diff (application/catalogdiff.h) as the "What changed" table shows them: one per
// changed field of a changed entry, one per entry added or removed. Which rows, and in which
// order, is core's diffRows() for the filter and the sorted column (the same rows as
// `chipatlas-cli diff`); the texts are core's too (the views' figure format). This model only
// lays them out and right-aligns the numbers.
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

    void setDiff(const CatalogDiff& diff);
    const CatalogDiff& diff() const { return m_diff; }
    void setFilter(const DiffFilter& filter);
    const DiffFilter& filter() const { return m_filter; }
    // The entries the filter keeps, counted again: what an export of the table writes.
    CatalogDiff shownDiff() const { return filteredDiff(m_diff, m_filter); }
    // All the diff's rows, whatever the filter.
    int totalRowCount() const { return m_totalRows; }
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

private:
    QString text(const DiffRow& row, int column) const;
    void updateRows();

    CatalogDiff m_diff;
    DiffFilter m_filter;
    DiffColumn m_sortColumn = DiffColumn::Kind;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    QList<DiffRow> m_rows;
    int m_totalRows = 0;
};

} // namespace chipatlas
