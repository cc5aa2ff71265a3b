#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/lockholder.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include <QString>

#include <optional>

namespace chipatlas::storage {

// Another process that holds the write lock of the SQLite catalog at `path`: its id and its
// program's name ("chipatlas-cli", "sqlite3"), so that a "locked" message can say who to wait
// for. Read from /proc/locks (Linux) without opening the catalog or its -shm file: closing a
// descriptor of a file drops every POSIX lock this process holds on it, SQLite's own included.
// nullopt when nobody else holds it, or where that cannot be told.
struct LockHolder {
    qint64 pid = 0;
    QString program;
};
std::optional<LockHolder> sqliteLockHolder(const QString& path);

} // namespace chipatlas::storage
