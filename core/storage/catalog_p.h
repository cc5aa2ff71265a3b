#pragma once

// What the files that implement Catalog share (catalog.cpp, chiprecords.cpp,
// modelrecords.cpp); not part of the API.

#include "catalog.h"
#include "sqlsupport.h"

namespace chipatlas {

struct Catalog::Private {
    storage::Db db;
};

namespace storage {
// Callers may pass no error pointer; every function reports into one anyway.
struct ErrorSink {
    explicit ErrorSink(StorageError* target)
        : error(target ? target : &local) {
        *error = {};
    }
    StorageError local;
    StorageError* error;
};
} // namespace storage

} // namespace chipatlas
