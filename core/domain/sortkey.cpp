#include "sortkey.h"

#include "chiporder.h"

namespace chipatlas {

bool figureLessThan(const QVariant& a, const QVariant& b, Qt::SortOrder order) {
    const bool aMissing = a.isNull() || !a.isValid();
    const bool bMissing = b.isNull() || !b.isValid();
    if (aMissing || bMissing) {
        // Descending sorts call lessThan(b, a): a missing value must then be the "smaller"
        // one to land last, and the "larger" one in ascending order.
        if (aMissing == bMissing)
            return false;
        return order == Qt::AscendingOrder ? bMissing : aMissing;
    }
    // Type checks first: parsing strings as numbers would cost more than the comparison.
    const bool aIsText = a.typeId() == QMetaType::QString;
    const bool bIsText = b.typeId() == QMetaType::QString;
    if (aIsText && bIsText)
        return a.toString().compare(b.toString(), Qt::CaseInsensitive) < 0;
    if (!aIsText && !bIsText)
        return a.toDouble() < b.toDouble();
    return a.toString().compare(b.toString(), Qt::CaseInsensitive) < 0;
}

namespace {
// -1, 0 or 1: case-insensitively first, exactly when that finds no difference.
int compareText(const QString& a, const QString& b) {
    if (const int c = a.compare(b, Qt::CaseInsensitive); c != 0)
        return c;
    return a.compare(b, Qt::CaseSensitive);
}

bool tieLessThan(const RowSortKey& a, const RowSortKey& b) {
    return tieComesBefore(a.name, a.id, b.name, b.id);
}
} // namespace

bool tieComesBefore(const QString& nameA, const QString& idA, const QString& nameB,
                    const QString& idB) {
    if (const int c = compareText(nameA, nameB); c != 0)
        return c < 0;
    return compareText(idA, idB) < 0;
}

bool rowLessThan(const RowSortKey& a, const RowSortKey& b, Qt::SortOrder order) {
    if (figureLessThan(a.value, b.value, order))
        return true;
    if (figureLessThan(b.value, a.value, order))
        return false;
    // A descending sort calls rowLessThan(b, a): swap back so that ties stay A to Z.
    return order == Qt::AscendingOrder ? tieLessThan(a, b) : tieLessThan(b, a);
}

bool rowComesBefore(const RowSortKey& a, const RowSortKey& b, Qt::SortOrder order) {
    return order == Qt::AscendingOrder ? rowLessThan(a, b, order) : rowLessThan(b, a, order);
}

QList<Chip> sortedChips(const QList<Chip>& chips, const std::function<QVariant(const Chip&)>& value,
                        Qt::SortOrder order) {
    const std::vector<int> rows = *chipOrder(ChipRows::of(chips), {}, ChipSortKey{value, order});
    QList<Chip> result;
    result.reserve(qsizetype(rows.size()));
    for (int row : rows)
        result.append(chips.at(row));
    return result;
}

} // namespace chipatlas
