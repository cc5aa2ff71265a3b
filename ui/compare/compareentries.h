#pragma once

#include "application/catalogsnapshot.h"
#include "domain/chip.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QMimeData;

namespace chipatlas {

// What one slot of the compare view holds, and what compareChips() compares for it. The view
// keeps each slot as a text id, the form the settings remember and a drop carries:
//   "nvidia-h100-sxm"            a chip; taken x N when a system is compared beside it
//   "nvidia-h100-sxm*16"         a chip taken 16 times (the slot's spin box set N)
//   "system:nvidia-gb200-nvl72"  a system (systemEntryId() below)
// A system is compared through systemAsChip(), a chip beside systems through chipTimes() with
// N = the systems' chip count (core's likeForLikeEntries(): "8 x H100 SXM" against an HGX H100
// board), unless the user chose N; core's likeForLikeProblem() says when the set does not
// compare like for like (a chip beside systems of other chip counts, or N set to another count).
struct CompareEntry {
    enum class Kind { Chip, ScaledChip, System };
    QString id; // the slot's id, as above
    Kind kind = Kind::Chip;
    QString targetId;         // the chip's or the system's id
    QString chipId;           // the chip (a system's chip)
    int count = 1;            // chips the entry stands for
    bool countChosen = false; // N came from the slot's spin box, not from a system
    Chip entry;               // what the comparison shows for the slot
};

// A system's slot id, "system:ID" (the line chipmime.h's drags carry), and back: the system id
// of such an id, empty for a chip's.
QString systemEntryId(const QString& systemId);
QString systemIdOfEntry(const QString& entryId);
// The slot ids a drop carries: its chip ids, then its systems as "system:ID"; and whether it
// carries any.
QStringList compareIdsFromMimeData(const QMimeData* data);
bool hasCompareIds(const QMimeData* data);

// The chip id and N of "chip*N" (N >= 1); nullopt for another form.
std::optional<std::pair<QString, int>> scaledChipId(const QString& id);
// "chip*N": the chip taken N times by choice (N = 1 too: one chip beside a system).
QString scaledChipIdText(const QString& chipId, int count);

// Whether the catalog has what `id` names (a system whose chip is missing still counts: its
// chip figures read unknown with a note).
bool isKnownCompareId(const QString& id, const CatalogSnapshot& catalog);
// The name a message gives the id: the chip's or system's name, or the id itself.
QString compareIdName(const QString& id, const CatalogSnapshot& catalog);

// What the slots hold, resolved against the catalog.
struct CompareSet {
    QList<CompareEntry> entries; // of the known ids, in order
    QString problem;             // likeForLikeProblem(): why it does not compare, or empty
};
CompareSet compareSet(const QStringList& ids, const CatalogSnapshot& catalog);

} // namespace chipatlas
