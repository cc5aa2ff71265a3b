#pragma once

#include "entry.h"

#include <QList>
#include <QString>

namespace chipatlas {

// Like-for-like rules between systems and chips (README, "Systems and rental offers"). Systems
// and chips are compared as entries (entry.h) with compareEntries(); a system and a chip compare
// only when the chip is taken the system's chip count of times ("72 x NVIDIA GB200" beside a
// GB200 NVL72). The counts are the entries' own (Entry::chipCount()).

// Why `entries` do not compare like for like, or an empty string: "compare NVIDIA GB200 NVL72
// with 72 x NVIDIA GB200, not with NVIDIA GB200" (translated). Systems beside systems, and
// chips beside chips, always compare.
QString likeForLikeProblem(const QList<Entry>& entries);

// `entries` with every single chip taken the chip count of the systems among them
// (Entry::ofChips()), when those systems share one chip count; otherwise unchanged.
QList<Entry> likeForLikeEntries(const QList<Entry>& entries);

} // namespace chipatlas
