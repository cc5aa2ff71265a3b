#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/migrations.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "sqlsupport.h"

#include <QStringList>

namespace chipatlas::storage {

// The number of forward-only migrations: the schema version after the last one.
int migrationCount();
// The SQL of migration `version` (1 .. migrationCount()), which takes a catalog from schema
// version - 1 to `version`: frozen text, never derived from today's field tables. The same
// statements in `dialect`: PostgreSQL's text where it must differ from SQLite's.
QStringList migrationStatements(int version, Dialect dialect);

} // namespace chipatlas::storage
