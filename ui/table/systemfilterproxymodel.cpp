#include "table/systemfilterproxymodel.h"

#include "domain/chipfilter.h"
#include "domain/metrics.h"
#include "domain/sortkey.h"
#include "table/systemtablemodel.h"

namespace chipatlas {

SystemFilterProxyModel::SystemFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(SystemTableModel::SortRole);
    setDynamicSortFilter(true);
}

void SystemFilterProxyModel::setSourceModel(QAbstractItemModel* model) {
    m_systems = qobject_cast<SystemTableModel*>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void SystemFilterProxyModel::setFilters(const QString& text, const QString& vendor,
                                        const QString& kind, int availability) {
    const QString trimmed = text.trimmed();
    if (trimmed == m_text && vendor == m_vendor && kind == m_kind && availability == m_availability)
        return;
    m_text = trimmed;
    m_vendor = vendor;
    m_kind = kind;
    m_availability = availability;
    invalidateFilter();
}

bool SystemFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex&) const {
    if (!m_systems)
        return true;
    const SystemRow& row = m_systems->rowAt(sourceRow);
    if (!m_vendor.isEmpty() && row.system.vendor.compare(m_vendor, Qt::CaseInsensitive) != 0)
        return false;
    if (!m_kind.isEmpty() &&
        m_systems->chipKindAt(sourceRow).compare(m_kind, Qt::CaseInsensitive) != 0)
        return false;
    if (m_availability != 0 && !(availabilityClasses(row.entry.figures()) & m_availability))
        return false;
    return chipMatchesText(row.entry.figures(), m_text);
}

bool SystemFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const auto key = [this](const QModelIndex& index) {
        const SystemRow& row = m_systems->rowAt(index.row());
        return RowSortKey{index.data(sortRole()), row.system.name, row.system.id};
    };
    if (!m_systems)
        return QSortFilterProxyModel::lessThan(left, right);
    return rowLessThan(key(left), key(right), sortOrder());
}

} // namespace chipatlas
