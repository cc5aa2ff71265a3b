#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/snapshotstore.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "domain/savedsnapshot.h"
#include "sqlsupport.h"

#include <QString>

namespace chipatlas::storage {

// The automatic snapshot before an import, a copy or a built-in catalog update writes into the
// catalog: taken inside the caller's open Write transaction, before its writes, and only when
// the catalog holds at least one entry (an empty catalog has nothing to go back to). `note`
// names the file or the source catalog.
bool takeAutomaticSnapshot(const Db& db, SnapshotReason reason, const QString& note,
                           StorageError* error);

} // namespace chipatlas::storage
