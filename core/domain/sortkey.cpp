#include "sortkey.h"

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

} // namespace chipatlas
