#pragma once

#include "chip.h"
#include "system.h"

#include <QList>
#include <QString>

namespace chipatlas {

// Like-for-like rules between systems and chips (issue 13, item 4). Systems are compared
// through their entries (systemAsChip(), chipTimes()) with compareChips(); a system and a
// chip compare only when the chip is scaled to the system's chip count ("72 x NVIDIA GB200"
// beside a GB200 NVL72). `systems` gives the chip count of each system entry (by id).

// Why `entries` do not compare like for like, or an empty string: "compare NVIDIA GB200 NVL72
// with 72 x NVIDIA GB200, not with NVIDIA GB200" (translated). Systems beside systems, and
// chips beside chips, always compare.
QString likeForLikeProblem(const QList<Chip>& entries, const QList<System>& systems);

// `entries` with every single chip scaled to the chip count of the systems among them
// (chipTimes()), when those systems share one chip count; otherwise unchanged.
QList<Chip> likeForLikeEntries(const QList<Chip>& entries, const QList<System>& systems);

} // namespace chipatlas
