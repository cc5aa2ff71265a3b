#include "table/resultfilterproxymodel.h"

#include "domain/sortkey.h"
#include "table/resulttablemodel.h"

namespace chipatlas {

ResultFilterProxyModel::ResultFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(ResultTableModel::SortRole);
    setDynamicSortFilter(true);
}

void ResultFilterProxyModel::setSourceModel(QAbstractItemModel* model) {
    m_results = qobject_cast<ResultTableModel*>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void ResultFilterProxyModel::setFilters(const QString& text, const QString& vendor,
                                        const QString& kind) {
    const QString trimmed = text.trimmed();
    if (trimmed == m_text && vendor == m_vendor && kind == m_kind)
        return;
    m_text = trimmed;
    m_vendor = vendor;
    m_kind = kind;
    invalidateFilter();
}

void ResultFilterProxyModel::setClaim(std::optional<ClaimKind> claim) {
    if (claim == m_claim)
        return;
    m_claim = claim;
    invalidateFilter();
}

bool ResultFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex&) const {
    if (!m_results)
        return true;
    const Result& result = m_results->resultAt(sourceRow);
    if (m_claim && result.claim != *m_claim)
        return false;
    if (!m_vendor.isEmpty() &&
        m_results->hardwareVendorAt(sourceRow).compare(m_vendor, Qt::CaseInsensitive) != 0)
        return false;
    if (!m_kind.isEmpty() &&
        m_results->chipKindAt(sourceRow).compare(m_kind, Qt::CaseInsensitive) != 0)
        return false;
    if (m_text.isEmpty())
        return true;
    const QModelIndex what = m_results->index(sourceRow, ResultTableModel::ModelColumn);
    for (const QString& text :
         {what.data().toString(), result.model, result.figure, result.hardwareId,
          m_results->hardwareNameAt(sourceRow), result.engine, result.publisher, result.id}) {
        if (text.contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool ResultFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    if (!m_results)
        return QSortFilterProxyModel::lessThan(left, right);
    const auto key = [this](const QModelIndex& index) {
        const Result& result = m_results->resultAt(index.row());
        return RowSortKey{index.data(sortRole()), result.model, result.id};
    };
    return rowLessThan(key(left), key(right), sortOrder());
}

} // namespace chipatlas
