#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/migrations.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include <QStringList>

namespace chipatlas::storage {

// The number of forward-only migrations: the schema version after the last one.
int migrationCount();
// The SQL of migration `version` (1 .. migrationCount()), which takes a catalog from schema
// version - 1 to `version`: frozen text, never derived from today's field tables.
QStringList migrationStatements(int version);

} // namespace chipatlas::storage
