#include "table/chipfilterproxymodel.h"

#include "table/chiptablemodel.h"
#include "domain/metrics.h"
#include "domain/sortkey.h"

namespace chipatlas {

ChipFilterProxyModel::ChipFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(ChipTableModel::SortRole);
    setDynamicSortFilter(true);
}

void ChipFilterProxyModel::setSourceModel(QAbstractItemModel* model) {
    m_chipModel = qobject_cast<ChipTableModel*>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void ChipFilterProxyModel::setFilterText(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    invalidateFilter();
}

void ChipFilterProxyModel::setVendorFilter(const QString& vendor) {
    if (vendor == m_vendor)
        return;
    m_vendor = vendor;
    invalidateFilter();
}

void ChipFilterProxyModel::setKindFilter(const QString& kind) {
    if (kind == m_kind)
        return;
    m_kind = kind;
    invalidateFilter();
}

void ChipFilterProxyModel::setAvailabilityFilter(int classes) {
    if (classes == m_availability)
        return;
    m_availability = classes;
    invalidateFilter();
}

QString ChipFilterProxyModel::sourceText(int sourceRow, int column,
                                         const QModelIndex& sourceParent) const {
    return sourceModel()->index(sourceRow, column, sourceParent).data(Qt::DisplayRole).toString();
}

bool ChipFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (!m_vendor.isEmpty() && sourceText(sourceRow, ChipTableModel::VendorColumn, sourceParent)
                                       .compare(m_vendor, Qt::CaseInsensitive) != 0)
        return false;
    if (!m_kind.isEmpty() && sourceText(sourceRow, ChipTableModel::KindColumn, sourceParent)
                                     .compare(m_kind, Qt::CaseInsensitive) != 0)
        return false;
    if (m_availability != 0 && !(availabilityClassesAt(sourceRow, sourceParent) & m_availability))
        return false;
    if (m_text.isEmpty())
        return true;
    for (int column :
         {ChipTableModel::NameColumn, ChipTableModel::VendorColumn, ChipTableModel::FamilyColumn}) {
        if (sourceText(sourceRow, column, sourceParent).contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

int ChipFilterProxyModel::availabilityClassesAt(int sourceRow,
                                                const QModelIndex& sourceParent) const {
    if (m_chipModel)
        return availabilityClasses(m_chipModel->chipAt(sourceRow));
    // Another model (or proxy) in between: classify the availability text it shows.
    Chip chip;
    chip.figure(Field::Availability).value =
        sourceModel()
            ->index(sourceRow, ChipTableModel::columnForField(Field::Availability), sourceParent)
            .data(ChipTableModel::SortRole);
    return availabilityClasses(chip);
}

QString ChipFilterProxyModel::nameAt(const QModelIndex& sourceIndex) const {
    if (m_chipModel)
        return m_chipModel->chipAt(sourceIndex.row()).name;
    return sourceIndex.siblingAtColumn(ChipTableModel::NameColumn).data().toString();
}

bool ChipFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const Qt::SortOrder order = sortOrder();
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    if (figureLessThan(a, b, order))
        return true;
    if (figureLessThan(b, a, order))
        return false;

    // Equal values (or both missing): name, then id, always A to Z. A descending sort calls
    // lessThan(right, left), so the tie-break is inverted for it to keep names ascending.
    const auto tieLess = [this](const QModelIndex& x, const QModelIndex& y) {
        const QString xName = nameAt(x);
        const QString yName = nameAt(y);
        if (const int c = xName.compare(yName, Qt::CaseInsensitive); c != 0)
            return c < 0;
        if (const int c = xName.compare(yName, Qt::CaseSensitive); c != 0)
            return c < 0;
        return x.data(ChipTableModel::ChipIdRole).toString() <
               y.data(ChipTableModel::ChipIdRole).toString();
    };
    return order == Qt::AscendingOrder ? tieLess(left, right) : tieLess(right, left);
}

} // namespace chipatlas
