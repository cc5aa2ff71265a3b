#include "compare/compareentries.h"

#include "domain/comparisonsystems.h"
#include "domain/systemaggregates.h"
#include "table/chipmime.h"

namespace chipatlas {

QString systemEntryId(const QString& systemId) {
    return systemIdLinePrefix() + systemId;
}

QString systemIdOfEntry(const QString& entryId) {
    const QString prefix = systemIdLinePrefix();
    return entryId.startsWith(prefix) ? entryId.mid(prefix.size()) : QString();
}

QStringList compareIdsFromMimeData(const QMimeData* data) {
    QStringList ids = chipIdsFromMimeData(data);
    for (const QString& system : systemIdsFromMimeData(data))
        ids.append(systemEntryId(system));
    return ids;
}

bool hasCompareIds(const QMimeData* data) {
    return hasChipIds(data) || hasSystemIds(data);
}

std::optional<std::pair<QString, int>> scaledChipId(const QString& id) {
    const qsizetype star = id.lastIndexOf(QLatin1Char('*'));
    if (star <= 0)
        return std::nullopt;
    bool ok = false;
    const int count = id.mid(star + 1).toInt(&ok);
    if (!ok || count < 1)
        return std::nullopt;
    return std::pair{id.left(star), count};
}

QString scaledChipIdText(const QString& chipId, int count) {
    return QStringLiteral("%1*%2").arg(chipId).arg(count);
}

bool isKnownCompareId(const QString& id, const CatalogSnapshot& catalog) {
    if (const QString system = systemIdOfEntry(id); !system.isEmpty())
        return catalog.system(system) != nullptr;
    if (const auto scaled = scaledChipId(id))
        return catalog.chip(scaled->first) != nullptr;
    return catalog.chip(id) != nullptr;
}

QString compareIdName(const QString& id, const CatalogSnapshot& catalog) {
    if (const QString systemId = systemIdOfEntry(id); !systemId.isEmpty()) {
        const System* system = catalog.system(systemId);
        return system ? system->name : systemId;
    }
    if (const auto scaled = scaledChipId(id)) {
        const Chip* chip = catalog.chip(scaled->first);
        return QStringLiteral("%1 x %2").arg(scaled->second).arg(chip ? chip->name : scaled->first);
    }
    const Chip* chip = catalog.chip(id);
    return chip ? chip->name : id;
}

CompareSet compareSet(const QStringList& ids, const CatalogSnapshot& catalog) {
    QList<System> systems;
    QList<CompareEntry> entries;
    for (const QString& id : ids) {
        CompareEntry entry;
        entry.id = id;
        if (const QString systemId = systemIdOfEntry(id); !systemId.isEmpty()) {
            const System* system = catalog.system(systemId);
            if (!system)
                continue;
            entry.kind = CompareEntry::Kind::System;
            entry.targetId = system->id;
            entry.chipId = system->chipId;
            entry.count = system->chipCount;
            const Chip* chip = catalog.chip(system->chipId);
            entry.entry = systemAsChip(*system, chip ? std::optional(*chip) : std::nullopt);
            entries.append(entry);
            systems.append(*system);
            continue;
        }
        const auto scaled = scaledChipId(id);
        const QString chipId = scaled ? scaled->first : id;
        const Chip* chip = catalog.chip(chipId);
        if (!chip)
            continue;
        entry.targetId = chipId;
        entry.chipId = chipId;
        entry.countChosen = scaled.has_value();
        entry.count = scaled ? scaled->second : 1;
        entry.kind = scaled ? CompareEntry::Kind::ScaledChip : CompareEntry::Kind::Chip;
        entry.entry = scaled ? chipTimes(*chip, entry.count) : *chip;
        entries.append(entry);
    }
    QList<Chip> chips;
    for (const CompareEntry& entry : std::as_const(entries))
        chips.append(entry.entry);
    // The plain chips beside systems, scaled by core's rule; a chosen N stays as chosen.
    const QList<Chip> scaled = likeForLikeEntries(chips, systems);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        CompareEntry& entry = entries[i];
        if (entry.kind != CompareEntry::Kind::Chip || entryChipCount(scaled.at(i)) == 1)
            continue;
        entry.kind = CompareEntry::Kind::ScaledChip;
        entry.count = entryChipCount(scaled.at(i));
        entry.entry = scaled.at(i);
        chips[i] = scaled.at(i);
    }
    return {entries, likeForLikeProblem(chips, systems)};
}

} // namespace chipatlas
