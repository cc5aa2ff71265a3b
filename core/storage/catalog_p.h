#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/catalog_p.h is internal to chipatlas_core: use storage/catalog.h"
#endif

// What the files that implement Catalog share (catalog.cpp, chipstates.cpp, catalogstates.cpp,
// chipimport.cpp, modelwrites.cpp); not part of the API.

#include "catalog.h"
#include "sqlsupport.h"

#include <QDir>

namespace chipatlas {

struct Catalog::Private {
    storage::Db db;
};

namespace storage {
// A Qt Sql connection name no other Catalog uses.
QString uniqueConnectionName();

// Callers may pass no error pointer; every function reports into one anyway.
struct ErrorSink {
    explicit ErrorSink(StorageError* target)
        : error(target ? target : &local) {
        *error = {};
    }
    StorageError local;
    StorageError* error;
};

// Item `number` (from 1) of a list to save is bad; `doing` says what the list is for, as
// makeError() takes it ("save the chips").
StorageError listRowError(const Db& db, const QString& doing, int number, const QString& id,
                          const QString& problem);
} // namespace storage

} // namespace chipatlas
