#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/deferredindexes.h is internal to chipatlas_core: use storage/catalog.h"
#endif

// A table's secondary indexes dropped while a large write adds its rows, and made again before
// the commit. An import of 10,000 chips into a new catalog puts 240,000 figure rows into
// figure_by_value at places all over the index; building the index once from all the rows
// takes a fraction of that (README, "Performance"). Inside the caller's transaction: a rollback
// (a failure, a cancel, a crash) brings the indexes back as they were, and the indexes made again
// are the same statements (their text in sqlite_master). SQLite only: on a server nothing is
// dropped.

#include "sqlsupport.h"

#include <QStringList>

namespace chipatlas::storage {

class DeferredIndexes final {
public:
    explicit DeferredIndexes(const Db& db)
        : m_db(db) {}

    // Whether adding `adding` entries to a table that holds `holding` is worth rebuilding its
    // indexes for: at least kFrom entries and at least as many as are there.
    static bool worthIt(qint64 adding, qint64 holding) {
        return adding >= kFrom && adding >= holding;
    }
    // Drops the indexes of `table` (those made by CREATE INDEX, not a key's own).
    bool drop(const QString& table, const QString& doing, StorageError* error);
    // Makes the dropped indexes again; nothing when none were dropped.
    bool restore(const QString& doing, StorageError* error);

private:
    static constexpr qint64 kFrom = 1000;

    const Db& m_db;
    QStringList m_names;
    QStringList m_statements; // CREATE INDEX ..., per name
};

} // namespace chipatlas::storage
