#include "compare/compareentries.h"

#include "domain/comparisonsystems.h"

namespace chipatlas {

bool isKnownEntry(const EntryRef& ref, const CatalogSnapshot& catalog) {
    if (ref.kind == EntryKind::System)
        return catalog.system(ref.id) != nullptr;
    return catalog.chip(ref.id) != nullptr;
}

QString entryName(const EntryRef& ref, const CatalogSnapshot& catalog) {
    if (ref.kind == EntryKind::System) {
        const System* system = catalog.system(ref.id);
        return system ? system->name : ref.id;
    }
    const Chip* chip = catalog.chip(ref.id);
    const QString name = chip ? chip->name : ref.id;
    return ref.kind == EntryKind::Chips ? QStringLiteral("%1 x %2").arg(ref.count).arg(name) : name;
}

CompareSet compareSet(const QList<EntryRef>& refs, const CatalogSnapshot& catalog) {
    QList<CompareEntry> entries;
    for (const EntryRef& ref : refs) {
        if (ref.kind == EntryKind::System) {
            if (const System* system = catalog.system(ref.id))
                entries.append({ref, Entry::ofSystem(*system, catalog.chip(system->chipId))});
            continue;
        }
        const Chip* chip = catalog.chip(ref.id);
        if (!chip)
            continue;
        entries.append({ref, ref.kind == EntryKind::Chips ? Entry::ofChips(*chip, ref.count)
                                                          : Entry::ofChip(*chip)});
    }
    QList<Entry> compared;
    compared.reserve(entries.size());
    for (const CompareEntry& entry : std::as_const(entries))
        compared.append(entry.entry);
    // The plain chips beside systems, scaled by core's rule; a chosen N stays as chosen.
    const QList<Entry> scaled = likeForLikeEntries(compared);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (entries.at(i).ref.kind != EntryKind::Chip || scaled.at(i).chipCount() == 1)
            continue;
        entries[i].entry = scaled.at(i);
        compared[i] = scaled.at(i);
    }
    return {entries, likeForLikeProblem(compared)};
}

} // namespace chipatlas
