#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/resultstore.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "domain/result.h"
#include "io/resultcatalogfile.h"
#include "sqlsupport.h"

#include <QList>
#include <QString>

#include <functional>

namespace chipatlas::storage {

// The result table of schema 9: one row per measured result, a column per result field named
// by its key (migrations.cpp). The tombstones of deleted built-in results: entitystates.h.
// Writers run inside the caller's Write transaction and stamp the rows they write with its
// version.

// Results ordered by id; all of them when `id` is null, else at most that one. `versions`,
// when given, receives each result's row version in the same order.
bool readResults(const Db& db, const QString& id, QList<Result>* results, StorageError* error,
                 QList<qint64>* versions = nullptr);
// Every result, `pageSize` at a time in id order (forEachEntryPage() in entryrows.h).
bool forEachResultPage(const Db& db, int pageSize, const std::function<bool(QList<Result>&)>& visit,
                       StorageError* error);
// Inserts or replaces the result. Refuses a result that validateResult() rejects or whose
// hardware is neither a chip nor a system of the catalog (BadData naming the result).
bool writeResult(const Db& db, const Result& result, StorageError* error);

// Seeds or updates the built-in results (seeder.cpp calls it after the systems and offers):
// one transaction, done only for a newer revision or content hash. A result the user deleted
// or edited stays as the user left it; one whose hardware is not in the catalog is not added; a
// built-in result the new file no longer has is removed.
bool seedResults(const Db& db, const ResultCatalogFile& file, StorageError* error);

} // namespace chipatlas::storage
