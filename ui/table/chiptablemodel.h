#pragma once

#include "application/catalogsnapshot.h"
#include "domain/chip.h"
#include "domain/offerchoice.h"
#include "domain/precision.h"
#include "domain/quantity.h"
#include "table/entrytablemodel.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace chipatlas {

// The chip table: one column per listable Quantity (quantity.h): identity columns, one column
// per Field (in Field order), two computed columns (perf per watt and memory bandwidth per
// TFLOP at the chosen precision) and the chip's id; then the chip's rental offers: the
// cheapest and the dearest current price per chip-hour and their spread, the cells of the
// Systems table's columns of the same keys (systemcolumns.h) over offersForChip(). Keys, labels,
// units, values and sort values all come from the registry; only the column order is the table's
// own, and it only grows at the end, because saved layouts (QHeaderView::saveState) name columns by
// position.
//
// Display text is locale-formatted in the column's unit (the unit is in the header);
// SortRole gives the raw value (double, QString, or a null QVariant when the figure is
// missing) so that ChipFilterProxyModel sorts numbers numerically and missing values last
// (entrytablemodel.h).
class ChipTableModel final : public EntryTableModel {
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        VendorColumn,
        FamilyColumn,
        KindColumn,
        FirstFigureColumn,
        PerfPerWattColumn = FirstFigureColumn + kFieldCount,
        BandwidthPerTflopColumn,
        IdColumn, // added after the others: older saved layouts still fit (CatalogTablePage)
        CheapestOfferColumn, // the offer columns, added after the id column for the same reason
        DearestOfferColumn,
        OfferSpreadColumn,
        ColumnCount
    };
    static constexpr int ChipIdRole = IdRole; // the chip's id, on every column

    explicit ChipTableModel(QObject* parent = nullptr);

    // The rows: the chips of the catalog session's snapshot, read through chipCount(),
    // chipAt() and rowOf(), never copied, so that a snapshot that fetches rows on demand needs
    // no change here.
    void setSnapshot(CatalogSnapshot snapshot);
    // The offers' spread of each priced chip (the offer columns' figures): work that grows with
    // the offers, which ChipFilterProxyModel does on its worker thread and hands in here.
    using OfferSpreads = QHash<QString, OfferSpread>; // chip id -> its offers' spread
    static OfferSpreads offerSpreads(const CatalogSnapshot& snapshot);
    void setSnapshot(CatalogSnapshot snapshot, OfferSpreads spreads);
    // Tests and the import preview: a snapshot of just these chips.
    void setChips(QList<Chip> chips);
    const CatalogSnapshot& snapshot() const { return m_snapshot; }
    const Chip& chipAt(int row) const { return m_snapshot.chipAt(row); }
    int rowForId(const QString& id) const { return m_snapshot.rowOf(id); } // -1 when absent

    // setPrecision(): the precision of the computed columns (BF16 by default).
    // setMemoryUnits(): GB or GiB for capacities printed in GB; GiB-printed ones stay GiB.

    // The quantity a column shows (0 <= column < CheapestOfferColumn), and back.
    static Quantity quantityForColumn(int column);
    static int columnForQuantity(const Quantity& quantity); // -1 when not a column
    static std::optional<Field> fieldForColumn(int column);
    static int columnForField(Field field);
    // The key of a column's quantity ("name", "tdp_w", "perf_per_watt", ...) or of an offer
    // column ("cheapest_per_chip_hour"); empty when out of range.
    static QString columnKey(int column);
    static int columnForKey(const QString& key); // -1 when unknown
    static bool isOfferColumn(int column) {
        return column >= CheapestOfferColumn && column <= OfferSpreadColumn;
    }
    static bool isNumericColumn(int column);
    // The SortRole value of `column` for the chips of `snapshot` at `precision`: what the chip
    // table sorts by. The function reads only the snapshot (and the offer spreads it computes
    // from it at once), so a worker thread may build and call it.
    static std::function<QVariant(const Chip&)> sortValueFunction(const CatalogSnapshot& snapshot,
                                                                  int column, Precision precision);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    static Figure offerFigure(const OfferSpreads& spreads, const Chip& chip, int column,
                              Precision precision);
    static QVariant chipSortValue(const OfferSpreads& spreads, const Chip& chip, int column,
                                  Precision precision);

    EntryRef entryAt(int row) const override;
    bool isIdentityColumn(int column) const override;
    bool isNumeric(int column) const override { return isNumericColumn(column); }
    Cell cellAt(int row, int column) const override; // not the offer columns
    QString displayText(int row, int column) const override;
    QVariant sortValue(int row, int column) const override;
    QString toolTipText(int row, int column) const override;
    QString headerTitle(int column) const override;
    QString headerToolTip(int column) const override;

    Figure offerFigure(const Chip& chip, int column) const; // offer columns
    QVariant offerData(const Chip& chip, int column, int role) const;

    CatalogSnapshot m_snapshot;
    OfferSpreads m_offerSpreads; // the priced chips
};

} // namespace chipatlas
