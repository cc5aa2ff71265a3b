#pragma once

#include <QVariant>
#include <Qt>

namespace chipatlas {

// The less-than of figure values for a sort in `order`, used the way Qt uses lessThan():
// ascending sorts by lessThan(a, b), descending by lessThan(b, a). Numbers compare
// numerically, text case-insensitively, and a missing value (null: "not published" or
// "unknown") ends up after every present value in BOTH directions, never sorted as zero.
bool figureLessThan(const QVariant& a, const QVariant& b, Qt::SortOrder order);

} // namespace chipatlas
