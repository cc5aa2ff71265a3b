#pragma once

// Shared by the import and export tests: the built-in chips, new chips made from them and the
// large file of kLargeChips chips.
#include "domain/chip.h"
#include "storage/catalog.h"

#include <QList>
#include <QString>
#include <QTemporaryDir>

namespace chipatlas::transfertest {

// The large import: enough chips for many progress reports in each phase (every 64 chips,
// every 256 states), a multiple of 256 so that a third of the saving ends on a report.
inline constexpr int kLargeChips = 5120;

// The built-in chips, as a fresh catalog file holds them; empty with `error` set on failure.
inline QList<Chip> builtInCatalogChips(StorageError* error) {
    QTemporaryDir dir;
    const auto catalog = Catalog::open(dir.filePath(QStringLiteral("builtin.sqlite")), error);
    if (!catalog)
        return {};
    return catalog->chips().all(error);
}

inline Chip chipById(const QList<Chip>& chips, const QString& id) {
    for (const Chip& chip : chips) {
        if (chip.id == id)
            return chip;
    }
    return {};
}

inline Chip newChip(const Chip& from, const QString& id) {
    Chip chip = from;
    chip.id = id;
    chip.name = QStringLiteral("Test %1").arg(id);
    chip.origin = Origin::User;
    return chip;
}

// kLargeChips new chips, copies of `builtIn` in turn.
inline QList<Chip> largeChips(const QList<Chip>& builtIn) {
    QList<Chip> chips;
    chips.reserve(kLargeChips);
    for (int i = 0; i < kLargeChips; ++i) {
        chips.append(newChip(builtIn.at(i % builtIn.size()),
                             QStringLiteral("bulk-%1").arg(i, 5, 10, QLatin1Char('0'))));
    }
    return chips;
}

} // namespace chipatlas::transfertest
