#include "comparisonsystems.h"

#include <QCoreApplication>

#include <optional>

namespace chipatlas {

namespace {
// The chip count every system among `entries` has, or none (no system, or several counts).
std::optional<int> sharedSystemCount(const QList<Entry>& entries) {
    std::optional<int> shared;
    for (const Entry& entry : entries) {
        if (!entry.isSystem())
            continue;
        if (shared && *shared != entry.chipCount())
            return std::nullopt;
        shared = entry.chipCount();
    }
    return shared;
}
} // namespace

QString likeForLikeProblem(const QList<Entry>& entries) {
    for (const Entry& system : entries) {
        if (!system.isSystem())
            continue;
        for (const Entry& chip : entries) {
            if (chip.isSystem() || chip.chipCount() == system.chipCount())
                continue;
            return QCoreApplication::translate("Comparison", "compare %1 with %2 x %3, not with %4")
                .arg(system.name(), QString::number(system.chipCount()), chip.chipName(),
                     chip.name());
        }
    }
    return {};
}

QList<Entry> likeForLikeEntries(const QList<Entry>& entries) {
    const std::optional<int> count = sharedSystemCount(entries);
    if (!count)
        return entries;
    QList<Entry> scaled;
    scaled.reserve(entries.size());
    for (const Entry& entry : entries) {
        const bool single = entry.kind() == EntryKind::Chip;
        scaled << (single ? Entry::ofChips(entry.figures(), *count) : entry);
    }
    return scaled;
}

} // namespace chipatlas
