#include "comparisonsystems.h"

#include "systemaggregates.h"

#include <QCoreApplication>

#include <optional>

namespace chipatlas {

namespace {
std::optional<int> systemChipCount(const Chip& entry, const QList<System>& systems) {
    for (const System& system : systems) {
        if (system.id == entry.id)
            return system.chipCount;
    }
    return std::nullopt;
}

// The chip count every system among `entries` has, or none (no system, or several counts).
std::optional<int> sharedSystemCount(const QList<Chip>& entries, const QList<System>& systems,
                                     bool* several) {
    std::optional<int> shared;
    *several = false;
    for (const Chip& entry : entries) {
        if (!isSystemEntry(entry))
            continue;
        const std::optional<int> count = systemChipCount(entry, systems);
        if (!count)
            continue;
        if (shared && *shared != *count)
            *several = true;
        shared = count;
    }
    return *several ? std::nullopt : shared;
}

// The name of one chip of an entry: "NVIDIA B200" for "8 x NVIDIA B200".
QString singleChipName(const Chip& entry) {
    const int count = entryChipCount(entry);
    const QString prefix = QStringLiteral("%1 x ").arg(count);
    return count > 1 && entry.name.startsWith(prefix) ? entry.name.mid(prefix.size()) : entry.name;
}
} // namespace

QString likeForLikeProblem(const QList<Chip>& entries, const QList<System>& systems) {
    for (const Chip& system : entries) {
        if (!isSystemEntry(system))
            continue;
        const std::optional<int> count = systemChipCount(system, systems);
        if (!count)
            continue;
        for (const Chip& chip : entries) {
            if (isSystemEntry(chip) || entryChipCount(chip) == *count)
                continue;
            return QCoreApplication::translate("Comparison", "compare %1 with %2 x %3, not with %4")
                .arg(system.name, QString::number(*count), singleChipName(chip), chip.name);
        }
    }
    return {};
}

QList<Chip> likeForLikeEntries(const QList<Chip>& entries, const QList<System>& systems) {
    bool several = false;
    const std::optional<int> count = sharedSystemCount(entries, systems, &several);
    if (!count)
        return entries;
    QList<Chip> scaled;
    for (const Chip& entry : entries) {
        const bool single = !isSystemEntry(entry) && entryChipCount(entry) == 1;
        scaled << (single ? chipTimes(entry, *count) : entry);
    }
    return scaled;
}

} // namespace chipatlas
