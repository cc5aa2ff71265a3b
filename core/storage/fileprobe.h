#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/fileprobe.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "storageerror.h"

#include <QString>

namespace chipatlas::storage {

// What the catalog file looks like before SQLite touches it.
struct FileProbe {
    bool fresh = false; // missing (now its folder exists) or empty: nothing to check or keep
};

// Checks the file with plain file I/O, before any SQLite connection exists: creates the
// folder of a missing file; refuses what is not a regular file (a folder, a FIFO, a device, or
// a symbolic link to one), a file that does not start with the SQLite header, a header that
// names another program or a newer schema, and a file or folder without write permission. The
// file is never written.
bool probeFile(const QString& path, int currentSchemaVersion, qint32 applicationId,
               FileProbe* probe, StorageError* error);

} // namespace chipatlas::storage
