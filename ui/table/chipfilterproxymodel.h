#pragma once

#include "application/catalogsnapshot.h"
#include "domain/chiporder.h"

#include <QAbstractProxyModel>
#include <QPointer>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace chipatlas {

class ChipTableModel;

// The chip table's rows: the chips of a ChipTableModel that the filters accept (the text by
// core's chipMatchesText(); vendor, kind and availability class: ChipFilter), sorted by the
// model's SortRole in core's chipOrder(): numbers numerically, "not published"/"unknown" last in
// both directions, ties by name then id. chipatlas-cli list --filter/--sort give the same rows.
//
// The mapping is a vector of source rows that chipOrder() computes over the model's immutable
// snapshot. Over at most synchronousLimit() chips it is computed at once; over more, on a
// worker thread: the rows shown stay those of the previous order until the new one is ready, the
// newest request wins and a stale result is dropped. A new order over the same number of rows
// arrives as layoutChanged (persistent indexes, hence the selection, follow their chips); any
// other as a reset.
class ChipFilterProxyModel final : public QAbstractProxyModel {
    Q_OBJECT

public:
    explicit ChipFilterProxyModel(QObject* parent = nullptr);
    ~ChipFilterProxyModel() override;

    void setFilterText(const QString& text); // trimmed
    QString filterText() const { return m_filter.text; }
    void setVendorFilter(const QString& vendor); // empty: all vendors
    QString vendorFilter() const { return m_filter.vendor; }
    void setKindFilter(const QString& kind); // empty: all kinds
    QString kindFilter() const { return m_filter.kind; }
    void setAvailabilityFilter(int classes); // OR of AvailabilityClass; 0: all
    int availabilityFilter() const { return m_filter.availability; }
    // Every filter at once: one new order.
    void setFilter(ChipFilter filter);
    const ChipFilter& filter() const { return m_filter; }

    // -1: the model's order (by id).
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // Orders over more chips than this run on a worker thread (default: none do).
    void setSynchronousLimit(int chips) { m_synchronousLimit = chips; }
    int synchronousLimit() const { return m_synchronousLimit; }
    // Whether an order is being computed on the worker thread.
    bool isOrderPending() const { return m_pending; }

    // Shows `snapshot` in the source model once its rows are ordered (at once when that is
    // synchronous); until then the source keeps the previous one. Then snapshotApplied().
    void setSnapshot(CatalogSnapshot snapshot);

    // A ChipTableModel (any other model shows no rows).
    void setSourceModel(QAbstractItemModel* model) override;

    QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex& idx) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // The source model shows the snapshot given to setSnapshot(), in its order.
    void snapshotApplied();

private:
    struct Result;

    void reorder();
    void apply(Result result);
    void setRows(std::vector<int> rows);
    void sourceAboutToBeReset();
    void sourceReset();
    void sourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                           const QList<int>& roles);

    QPointer<ChipTableModel> m_chipModel;
    ChipFilter m_filter;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    int m_synchronousLimit = std::numeric_limits<int>::max();

    std::vector<int> m_rows;     // proxy row -> source row
    std::vector<int> m_proxyRow; // source row -> proxy row, -1 when filtered out
    // The tie ranks of the source's snapshot (chipTieRanks()), once a worker has computed them.
    std::shared_ptr<const std::vector<int>> m_tieRanks;
    quint64 m_snapshotSerial = 0;                   // counts the snapshots the source has shown
    std::optional<CatalogSnapshot> m_nextSnapshot;  // given to setSnapshot(), not shown yet
    std::optional<std::vector<int>> m_rowsForReset; // the order a source reset brings in

    QThreadPool m_pool; // one thread: the newest request waits for no older one
    std::shared_ptr<std::atomic<quint64>> m_latest; // the newest request, read by the jobs
    quint64 m_request = 0;
    bool m_pending = false;
};

} // namespace chipatlas
