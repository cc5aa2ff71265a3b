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
    bool aIsNumber = false;
    bool bIsNumber = false;
    const double x = a.toDouble(&aIsNumber);
    const double y = b.toDouble(&bIsNumber);
    if (a.typeId() != QMetaType::QString && b.typeId() != QMetaType::QString && aIsNumber &&
        bIsNumber)
        return x < y;
    return a.toString().compare(b.toString(), Qt::CaseInsensitive) < 0;
}

} // namespace chipatlas
