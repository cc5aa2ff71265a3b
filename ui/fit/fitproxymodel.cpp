#include "fit/fitproxymodel.h"

#include "domain/sortkey.h"
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
    if (const auto* fits = qobject_cast<const FitTableModel*>(sourceModel())) {
        const Chip& chip = fits->chipAt(sourceRow);
        for (const QString* text : {&chip.name, &chip.vendor, &chip.id}) {
            if (text->contains(m_text, Qt::CaseInsensitive))
                return true;
        }
        return false;
    }
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return index.data().toString().contains(m_text, Qt::CaseInsensitive) ||
           index.data(FitTableModel::ChipIdRole).toString().contains(m_text, Qt::CaseInsensitive);
}

bool FitProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const Qt::SortOrder order = sortOrder();
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    if (figureLessThan(a, b, order))
        return true;
    if (figureLessThan(b, a, order))
        return false;
    // Ties (and two missing values): chip name then id, A to Z in both directions; a
    // descending sort calls lessThan(right, left), hence the swap.
    const auto tieLess = [](const QModelIndex& x, const QModelIndex& y) {
        const QString xName = x.siblingAtColumn(FitTableModel::ChipColumn).data().toString();
        const QString yName = y.siblingAtColumn(FitTableModel::ChipColumn).data().toString();
        if (const int c = xName.compare(yName, Qt::CaseInsensitive); c != 0)
            return c < 0;
        return x.data(FitTableModel::ChipIdRole).toString() <
               y.data(FitTableModel::ChipIdRole).toString();
    };
    return order == Qt::AscendingOrder ? tieLess(left, right) : tieLess(right, left);
}

} // namespace chipatlas
