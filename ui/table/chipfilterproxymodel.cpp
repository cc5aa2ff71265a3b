#include "table/chipfilterproxymodel.h"

#include "table/chiptablemodel.h"

namespace chipatlas {

// What one request computed: the rows of the source's snapshot (or of `next`, which the source
// is to show with them) and, when a worker computed them, the snapshot's tie ranks to keep.
struct ChipFilterProxyModel::Result {
    quint64 request = 0;
    quint64 snapshotSerial = 0;
    std::optional<CatalogSnapshot> next;
    ChipTableModel::OfferSpreads nextSpreads; // ChipTableModel::offerSpreads(*next)
    std::vector<int> rows;
    std::shared_ptr<const std::vector<int>> tieRanks;
};

namespace {
// Everything an order needs, copied so that a worker thread shares nothing mutable.
struct OrderInput {
    CatalogSnapshot snapshot;
    ChipFilter filter;
    int column = -1;
    Qt::SortOrder order = Qt::AscendingOrder;
    Precision precision = Precision::BF16;
    std::shared_ptr<const std::vector<int>> tieRanks; // null: compare names (or compute them)
};

// The rows in order, and the tie ranks when `computeRanks` asked for them; std::nullopt when
// cancelled. The ranks pay off on a worker, where every later sort of the snapshot reuses them.
std::optional<std::pair<std::vector<int>, std::shared_ptr<const std::vector<int>>>>
computeOrder(OrderInput input, bool computeRanks, const std::function<bool()>& cancelled) {
    const CatalogSnapshot& snapshot = input.snapshot;
    const ChipRows chips{snapshot.chipCount(),
                         [&snapshot](int row) -> const Chip& { return snapshot.chipAt(row); }};
    ChipSortKey key;
    if (input.column >= 0) {
        key = {ChipTableModel::sortValueFunction(snapshot, input.column, input.precision),
               input.order};
        if (!input.tieRanks && computeRanks) {
            std::optional<std::vector<int>> ranks = chipTieRanks(chips, cancelled);
            if (!ranks)
                return std::nullopt;
            input.tieRanks = std::make_shared<const std::vector<int>>(std::move(*ranks));
        }
    }
    std::optional<std::vector<int>> rows =
        chipOrder(chips, input.filter, key, input.tieRanks.get(), cancelled);
    if (!rows)
        return std::nullopt;
    return std::make_pair(std::move(*rows), input.tieRanks);
}
} // namespace

ChipFilterProxyModel::ChipFilterProxyModel(QObject* parent)
    : QAbstractProxyModel(parent)
    , m_latest(std::make_shared<std::atomic<quint64>>(0)) {
    m_pool.setMaxThreadCount(1);
}

ChipFilterProxyModel::~ChipFilterProxyModel() {
    // A running job stops at its next check; its result, posted to this object, is discarded.
    m_latest->store(std::numeric_limits<quint64>::max());
    m_pool.clear();
    m_pool.waitForDone();
}

void ChipFilterProxyModel::setSourceModel(QAbstractItemModel* model) {
    if (m_chipModel)
        disconnect(m_chipModel, nullptr, this, nullptr);
    beginResetModel();
    m_chipModel = qobject_cast<ChipTableModel*>(model);
    QAbstractProxyModel::setSourceModel(model);
    m_rows.clear();
    m_proxyRow.clear();
    m_tieRanks.reset();
    ++m_snapshotSerial;
    endResetModel();
    if (!m_chipModel)
        return;
    connect(m_chipModel, &QAbstractItemModel::modelAboutToBeReset, this,
            &ChipFilterProxyModel::sourceAboutToBeReset);
    connect(m_chipModel, &QAbstractItemModel::modelReset, this, &ChipFilterProxyModel::sourceReset);
    connect(m_chipModel, &QAbstractItemModel::dataChanged, this,
            &ChipFilterProxyModel::sourceDataChanged);
    connect(m_chipModel, &QAbstractItemModel::headerDataChanged, this,
            &QAbstractItemModel::headerDataChanged);
    reorder();
}

void ChipFilterProxyModel::setFilterText(const QString& text) {
    ChipFilter filter = m_filter;
    filter.text = text.trimmed();
    setFilter(std::move(filter));
}

void ChipFilterProxyModel::setVendorFilter(const QString& vendor) {
    ChipFilter filter = m_filter;
    filter.vendor = vendor;
    setFilter(std::move(filter));
}

void ChipFilterProxyModel::setKindFilter(const QString& kind) {
    ChipFilter filter = m_filter;
    filter.kind = kind;
    setFilter(std::move(filter));
}

void ChipFilterProxyModel::setAvailabilityFilter(int classes) {
    ChipFilter filter = m_filter;
    filter.availability = classes;
    setFilter(std::move(filter));
}

void ChipFilterProxyModel::setFilter(ChipFilter filter) {
    filter.text = filter.text.trimmed();
    if (filter == m_filter)
        return;
    m_filter = std::move(filter);
    reorder();
}

void ChipFilterProxyModel::sort(int column, Qt::SortOrder order) {
    if (column == m_sortColumn && order == m_sortOrder)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    reorder();
}

void ChipFilterProxyModel::setSnapshot(CatalogSnapshot snapshot) {
    m_nextSnapshot = std::move(snapshot);
    reorder();
}

void ChipFilterProxyModel::reorder() {
    ++m_request;
    m_latest->store(m_request);
    if (!m_chipModel) {
        m_pending = false;
        return;
    }
    // A snapshot still waiting for its order comes with every newer request.
    std::optional<CatalogSnapshot> next = m_nextSnapshot;
    OrderInput input{next ? *next : m_chipModel->snapshot(),
                     m_filter,
                     m_sortColumn,
                     m_sortOrder,
                     m_chipModel->precision(),
                     next ? nullptr : m_tieRanks};
    const quint64 request = m_request;
    const quint64 serial = m_snapshotSerial;
    if (input.snapshot.chipCount() <= m_synchronousLimit) {
        m_pool.clear(); // an older job's result is stale already
        auto order = computeOrder(std::move(input), false, {});
        ChipTableModel::OfferSpreads spreads =
            next ? ChipTableModel::offerSpreads(*next) : ChipTableModel::OfferSpreads();
        apply({request, serial, std::move(next), std::move(spreads), std::move(order->first),
               std::move(order->second)});
        return;
    }
    m_pending = true;
    m_pool.clear();
    m_pool.start([this, input = std::move(input), next = std::move(next), request, serial,
                  latest = m_latest]() mutable {
        const auto cancelled = [&latest, request] { return latest->load() != request; };
        auto order = computeOrder(std::move(input), true, cancelled);
        if (!order)
            return;
        ChipTableModel::OfferSpreads spreads =
            next ? ChipTableModel::offerSpreads(*next) : ChipTableModel::OfferSpreads();
        auto result =
            std::make_shared<Result>(Result{request, serial, std::move(next), std::move(spreads),
                                            std::move(order->first), std::move(order->second)});
        QMetaObject::invokeMethod(
            this, [this, result] { apply(std::move(*result)); }, Qt::QueuedConnection);
    });
}

void ChipFilterProxyModel::apply(Result result) {
    if (result.request != m_request || !m_chipModel)
        return; // a newer request replaced this one
    m_pending = false;
    if (result.next) {
        m_nextSnapshot.reset();
        m_rowsForReset = std::move(result.rows);
        // The reset takes m_rowsForReset.
        m_chipModel->setSnapshot(std::move(*result.next), std::move(result.nextSpreads));
        m_tieRanks = std::move(result.tieRanks);
        Q_EMIT snapshotApplied();
        return;
    }
    if (result.snapshotSerial != m_snapshotSerial)
        return; // the source has reset since: its reset ordered its rows
    if (result.tieRanks)
        m_tieRanks = std::move(result.tieRanks);
    setRows(std::move(result.rows));
}

void ChipFilterProxyModel::setRows(std::vector<int> rows) {
    if (rows == m_rows)
        return;
    const auto rebuildProxyRows = [this] {
        m_proxyRow.assign(size_t(m_chipModel ? m_chipModel->rowCount() : 0), -1);
        for (size_t row = 0; row < m_rows.size(); ++row)
            m_proxyRow[size_t(m_rows[row])] = int(row);
    };
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = std::move(rows);
        rebuildProxyRows();
        endResetModel();
        return;
    }
    // The same number of rows: a new layout, in which the selection follows its chips.
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<int> sourceRows;
    sourceRows.reserve(before.size());
    for (const QModelIndex& index : before)
        sourceRows.append(index.isValid() ? m_rows[size_t(index.row())] : -1);
    m_rows = std::move(rows);
    rebuildProxyRows();
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int row = sourceRows[i] < 0 ? -1 : m_proxyRow[size_t(sourceRows[i])];
        after.append(row < 0 ? QModelIndex() : createIndex(row, before[i].column()));
    }
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void ChipFilterProxyModel::sourceAboutToBeReset() {
    beginResetModel();
}

void ChipFilterProxyModel::sourceReset() {
    ++m_snapshotSerial;
    m_tieRanks.reset();
    bool later = false;
    if (m_rowsForReset) {
        m_rows = std::move(*m_rowsForReset);
        m_rowsForReset.reset();
    } else if (m_chipModel->rowCount() <= m_synchronousLimit) {
        m_rows = computeOrder({m_chipModel->snapshot(), m_filter, m_sortColumn, m_sortOrder,
                               m_chipModel->precision(), nullptr},
                              false, {})
                     ->first;
    } else {
        // Reset by its owner, not through setSnapshot(): no rows until the worker has them.
        m_rows.clear();
        later = true;
    }
    m_proxyRow.assign(size_t(m_chipModel->rowCount()), -1);
    for (size_t row = 0; row < m_rows.size(); ++row)
        m_proxyRow[size_t(m_rows[row])] = int(row);
    endResetModel();
    if (later)
        reorder();
}

void ChipFilterProxyModel::sourceDataChanged(const QModelIndex& topLeft,
                                             const QModelIndex& bottomRight,
                                             const QList<int>& roles) {
    if (!m_rows.empty()) {
        if (topLeft.row() == bottomRight.row()) {
            const QModelIndex row = mapFromSource(topLeft);
            if (row.isValid())
                Q_EMIT dataChanged(row, row.siblingAtColumn(bottomRight.column()), roles);
        } else {
            Q_EMIT dataChanged(index(0, topLeft.column()),
                               index(rowCount() - 1, bottomRight.column()), roles);
        }
    }
    // A sorted-by value changed (the precision of a computed column): sort again.
    if (m_sortColumn >= topLeft.column() && m_sortColumn <= bottomRight.column())
        reorder();
}

QModelIndex ChipFilterProxyModel::mapToSource(const QModelIndex& proxyIndex) const {
    if (!m_chipModel || !proxyIndex.isValid() || proxyIndex.model() != this ||
        size_t(proxyIndex.row()) >= m_rows.size())
        return {};
    return m_chipModel->index(m_rows[size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex ChipFilterProxyModel::mapFromSource(const QModelIndex& sourceIndex) const {
    if (!m_chipModel || !sourceIndex.isValid() || sourceIndex.model() != m_chipModel ||
        size_t(sourceIndex.row()) >= m_proxyRow.size())
        return {};
    const int row = m_proxyRow[size_t(sourceIndex.row())];
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

QModelIndex ChipFilterProxyModel::index(int row, int column, const QModelIndex& parent) const {
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex ChipFilterProxyModel::parent(const QModelIndex& /*child*/) const {
    return {};
}

QModelIndex ChipFilterProxyModel::sibling(int row, int column, const QModelIndex& idx) const {
    return idx.isValid() ? index(row, column) : QModelIndex();
}

int ChipFilterProxyModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ChipFilterProxyModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_chipModel ? 0 : m_chipModel->columnCount();
}

bool ChipFilterProxyModel::hasChildren(const QModelIndex& parent) const {
    return !parent.isValid() && rowCount() > 0 && columnCount() > 0;
}

QVariant ChipFilterProxyModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (!m_chipModel)
        return {};
    if (orientation == Qt::Horizontal)
        return m_chipModel->headerData(section, orientation, role);
    if (section < 0 || size_t(section) >= m_rows.size())
        return {};
    return m_chipModel->headerData(m_rows[size_t(section)], orientation, role);
}

} // namespace chipatlas
