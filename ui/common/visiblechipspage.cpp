#include "common/visiblechipspage.h"

namespace chipatlas {

QList<Chip> VisibleChipsPage::VisibleRows::chips() const {
    QList<Chip> chips;
    chips.reserve(rows.size());
    for (const int row : rows)
        chips.append(snapshot.chipAt(row));
    return chips;
}

} // namespace chipatlas
