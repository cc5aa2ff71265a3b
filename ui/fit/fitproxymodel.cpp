#include "fit/fitproxymodel.h"

#include "domain/chipfilter.h"
#include "fit/fittablemodel.h"

namespace chipatlas {

FitProxyModel::FitProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(FitTableModel::SortRole);
    setDynamicSortFilter(true);
}

void FitProxyModel::setFilterText(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    invalidateFilter();
}

bool FitProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (m_text.isEmpty())
        return true;
    if (const auto* fits = qobject_cast<const FitTableModel*>(sourceModel()))
        return chipMatchesText(fits->chipAt(sourceRow), m_text);
    // Another model in between: the same rule on the name and id it gives.
    const QModelIndex index =
        sourceModel()->index(sourceRow, FitTableModel::ChipColumn, sourceParent);
    Chip chip;
    chip.name = index.data().toString();
    chip.id = index.data(FitTableModel::ChipIdRole).toString();
    return chipMatchesText(chip, m_text);
}

RowSortKey FitProxyModel::rowKey(const QModelIndex& sourceIndex) const {
    if (const auto* fits = qobject_cast<const FitTableModel*>(sourceModel())) {
        const Chip& chip = fits->chipAt(sourceIndex.row());
        return {sourceIndex.data(sortRole()), chip.name, chip.id};
    }
    return {sourceIndex.data(sortRole()),
            sourceIndex.siblingAtColumn(FitTableModel::ChipColumn).data().toString(),
            sourceIndex.data(FitTableModel::ChipIdRole).toString()};
}

bool FitProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    return rowLessThan(rowKey(left), rowKey(right), sortOrder());
}

} // namespace chipatlas
