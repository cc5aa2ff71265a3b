#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/catalog_p.h is internal to chipatlas_core: use storage/catalog.h"
#endif

// What the files that implement Catalog share (catalog.cpp, chipstates.cpp, modelstates.cpp,
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

// Item `number` (from 1) of a list to save, `what` ("chips", "LLM models"), is bad.
inline StorageError listRowError(const Db& db, const QString& what, int number, const QString& id,
                                 const QString& problem) {
    return {StorageError::Code::BadData,
            QStringLiteral("Could not save the %1 in %2: #%3 (\"%4\"): %5. Nothing was saved.")
                .arg(what, QDir::toNativeSeparators(db.path))
                .arg(number)
                .arg(id, problem)};
}
} // namespace storage

} // namespace chipatlas
