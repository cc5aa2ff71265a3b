#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/sqlitebulk.h is internal to chipatlas_core: use storage/catalog.h"
#endif

// One prepared statement run many times on a SQLite catalog through SQLite's own C interface,
// on the connection Qt's QSQLITE driver opened. QSqlQuery spends more on each bound value (it
// names every position for its placeholder map) than SQLite spends storing it, and an import
// of 100,000 chips binds 34 million values (README, "Performance"). The statement runs in the
// caller's transaction, like a QSqlQuery on the same connection; its errors are worded as
// theirs are (makeError).
//
// SQLite is reached where the driver already loaded it (libsqlite3.so.0, dlopen with
// RTLD_NOLOAD): the handle belongs to that library. A driver built with its own copy of SQLite,
// or a server catalog, has no SqliteBulk: available() is false and the caller uses QSqlQuery.

#include "sqlsupport.h"

#include <QList>
#include <QString>
#include <QVariant>

namespace chipatlas::storage {

class SqliteBulk final {
public:
    explicit SqliteBulk(const Db& db);
    ~SqliteBulk();
    SqliteBulk(const SqliteBulk&) = delete;
    SqliteBulk& operator=(const SqliteBulk&) = delete;

    // Whether `db` is a SQLite catalog whose driver uses the shared SQLite library.
    static bool available(const Db& db);

    bool prepare(const QString& sql, const QString& doing, StorageError* error);
    // Binds `values` to the statement's positions in order (a null QVariant or a null QString
    // as NULL, as QSqlQuery does), runs it to its end and resets it.
    bool exec(const QList<QVariant>& values, const QString& doing, StorageError* error);

private:
    StorageError lastError(const QString& doing) const;

    const Db& m_db;
    void* m_connection = nullptr; // sqlite3*
    void* m_statement = nullptr;  // sqlite3_stmt*
};

} // namespace chipatlas::storage
