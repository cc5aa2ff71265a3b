#pragma once

#include "application/catalogsnapshot.h"
#include "domain/precision.h"
#include "domain/systemcolumns.h"
#include "table/entrytablemodel.h"

#include <QHash>
#include <QList>

namespace chipatlas {

// The Systems table (the table page's Systems mode): one row per system of the snapshot, one
// column per SystemColumn (systemcolumns.h, in its order), so that the GUI table and
// `chipatlas-cli systems` show the same titles, cells and order. SortRole gives
// systemSortValue() (null when missing: sorted last by the proxy); missing cells show their
// status as the chip table does, unverified values a "?" and sparsity-unstated ones a "*"
// (entrytablemodel.h).
class SystemTableModel final : public EntryTableModel {
    Q_OBJECT

public:
    static constexpr int SystemIdRole = IdRole; // the system's id, on every column

    explicit SystemTableModel(QObject* parent = nullptr);

    // The rows: the snapshot's systemRows(), computed with the snapshot.
    void setSnapshot(const CatalogSnapshot& snapshot);
    const SystemRow& rowAt(int row) const { return m_rows.at(row); }
    int rowForId(const QString& id) const;
    // The kind of the system's chip ("gpu", "tpu"): what the kind filter matches.
    QString chipKindAt(int row) const;

    static SystemColumn columnAt(int column) { return SystemColumn(column); }

    int rowCount(const QModelIndex& parent = {}) const override;

private:
    EntryRef entryAt(int row) const override;
    bool isIdentityColumn(int column) const override;
    bool isNumeric(int column) const override;
    Cell cellAt(int row, int column) const override;
    QString displayText(int row, int column) const override;
    QVariant sortValue(int row, int column) const override;
    QString toolTipText(int row, int column) const override;
    QString headerTitle(int column) const override;
    QString headerToolTip(int column) const override;

    Figure figureAt(int row, int column) const;
    QString cellText(int column, const Figure& figure) const;
    // The column's one unit for all rows (systemColumnUnit()), computed once per snapshot and
    // memory unit.
    const ColumnUnit& unitOf(int column) const;

    CatalogSnapshot m_snapshot;
    QList<SystemRow> m_rows;                // m_snapshot.systemRows()
    mutable QHash<int, ColumnUnit> m_units; // column -> unit, for m_unitsFor
    mutable MemoryUnits m_unitsFor = MemoryUnits::Decimal;
};

} // namespace chipatlas
