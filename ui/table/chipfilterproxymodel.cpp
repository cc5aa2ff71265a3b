#include "table/chipfilterproxymodel.h"

#include "domain/chipfilter.h"
#include "domain/metrics.h"
#include "domain/sortkey.h"
#include "table/chiptablemodel.h"

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
    if (m_chipModel)
        return chipMatchesText(m_chipModel->chipAt(sourceRow), m_text);
    // Another model (or proxy) in between: the same rule on the texts it shows.
    Chip chip;
    chip.name = sourceText(sourceRow, ChipTableModel::NameColumn, sourceParent);
    chip.vendor = sourceText(sourceRow, ChipTableModel::VendorColumn, sourceParent);
    chip.familyGeneration = sourceText(sourceRow, ChipTableModel::FamilyColumn, sourceParent);
    chip.id = sourceModel()
                  ->index(sourceRow, ChipTableModel::NameColumn, sourceParent)
                  .data(ChipTableModel::ChipIdRole)
                  .toString();
    return chipMatchesText(chip, m_text);
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

RowSortKey ChipFilterProxyModel::rowKey(const QModelIndex& sourceIndex) const {
    if (m_chipModel) {
        const Chip& chip = m_chipModel->chipAt(sourceIndex.row());
        return {sourceIndex.data(sortRole()), chip.name, chip.id};
    }
    return {sourceIndex.data(sortRole()),
            sourceIndex.siblingAtColumn(ChipTableModel::NameColumn).data().toString(),
            sourceIndex.data(ChipTableModel::ChipIdRole).toString()};
}

bool ChipFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    return rowLessThan(rowKey(left), rowKey(right), sortOrder());
}

} // namespace chipatlas
