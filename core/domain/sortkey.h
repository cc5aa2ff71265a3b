#pragma once

#include "chip.h"

#include <QList>
#include <QString>
#include <QVariant>
#include <Qt>

#include <functional>

namespace chipatlas {

// The less-than of figure values for a sort in `order`, used the way Qt uses lessThan():
// ascending sorts by lessThan(a, b), descending by lessThan(b, a). Numbers compare
// numerically, text case-insensitively, and a missing value (null: "not published" or
// "unknown") ends up after every present value in BOTH directions, never sorted as zero.
bool figureLessThan(const QVariant& a, const QVariant& b, Qt::SortOrder order);

// One row of a sorted list of chips (or models): the value the sort compares and the name and
// id that break its ties.
struct RowSortKey {
    QVariant value; // null when missing
    QString name;
    QString id;
};

// The order of every sorted chip list: the chip table, the fit table, chipatlas-cli's
// list --sort, fit --all-chips and fits-on. Values by figureLessThan() (missing last in both
// directions); equal values (or two missing ones) by name, then by id, each case-insensitively
// first and exactly second, A to Z in BOTH directions, so that a descending sort does not
// reverse the ties. Qt's convention, as figureLessThan(): ascending sorts by
// rowLessThan(a, b), descending by rowLessThan(b, a).
bool rowLessThan(const RowSortKey& a, const RowSortKey& b, Qt::SortOrder order);
// Whether `a` comes before `b` in a list sorted in `order`: the comparison std::sort takes.
bool rowComesBefore(const RowSortKey& a, const RowSortKey& b, Qt::SortOrder order);
// rowLessThan()'s tie-break alone: whether name/id `a` comes before name/id `b` (the same in both
// directions).
bool tieComesBefore(const QString& nameA, const QString& idA, const QString& nameB,
                    const QString& idB);
// `chips` in that order by `value` (null when missing), each value read once (chipOrder()).
QList<Chip> sortedChips(const QList<Chip>& chips, const std::function<QVariant(const Chip&)>& value,
                        Qt::SortOrder order);

} // namespace chipatlas
