#pragma once

#include "application/catalogsnapshot.h"
#include "domain/entry.h"

#include <QList>
#include <QString>

namespace chipatlas {

// What one slot of the compare view holds: the entry it names and the entry compareEntries()
// compares for it. The slot names a chip, a chip taken N times by choice (the slot's spin box
// set N) or a system (EntryRef; the settings and a drop carry it as a line, entrymime.h). A chip
// beside systems is taken N = the systems' chip count (core's likeForLikeEntries(): "8 x H100
// SXM" against an HGX H100 board), unless the user chose N; core's likeForLikeProblem() says
// when the set does not compare like for like (a chip beside systems of other chip counts, or N
// set to another count).
struct CompareEntry {
    EntryRef ref; // what the slot names
    Entry entry;  // what the comparison shows for it

    // The slot takes its chip N times (by choice, or beside systems): it shows N.
    bool takesChipNTimes() const {
        return ref.kind == EntryKind::Chips || entry.kind() == EntryKind::Chips;
    }
    // N came from the slot's spin box, not from a system.
    bool countChosen() const { return ref.kind == EntryKind::Chips; }
};

// Whether the catalog has what `ref` names (a system whose chip is missing still counts: its
// chip figures read unknown with a note).
bool isKnownEntry(const EntryRef& ref, const CatalogSnapshot& catalog);
// The name a message gives the entry: the chip's or system's name ("16 x NVIDIA H100 SXM" for a
// chip taken 16 times), or its id.
QString entryName(const EntryRef& ref, const CatalogSnapshot& catalog);

// What the slots hold, resolved against the catalog.
struct CompareSet {
    QList<CompareEntry> entries; // of the known entries, in order
    QString problem;             // likeForLikeProblem(): why it does not compare, or empty
};
CompareSet compareSet(const QList<EntryRef>& refs, const CatalogSnapshot& catalog);

} // namespace chipatlas
