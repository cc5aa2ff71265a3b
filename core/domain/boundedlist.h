#pragma once

#include <QString>
#include <QStringList>

namespace chipatlas {

// A list that grows with the catalog (the chips a chart did not plot, the rows an import
// added) is never printed or shown whole by default: its first entries, then how many more
// ("and 39,998 more"), with the whole list on request (the CLI's --verbose, the GUI's "Show
// all" link).
inline constexpr qsizetype kBoundedListLength = 20;

struct BoundedList {
    QStringList shown;  // the first entries, in the list's order
    qsizetype more = 0; // how many were left out
};
BoundedList boundList(const QStringList& all, qsizetype limit = kBoundedListLength);

// "and 39,998 more" (translated, the count in the locale's digits); empty when `more` is 0.
QString andMoreText(qsizetype more);

} // namespace chipatlas
