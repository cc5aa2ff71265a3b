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

#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QStringView>
#include <QVariant>

#include <vector>

namespace chipatlas::storage {

// A value to bind, held without a QVariant: an import binds millions of them. Text is not
// copied: what it views must outlive the exec() it is bound in. An empty text binds as '',
// never as NULL (NOT NULL text columns; storage/columns.h); NULL is null().
struct BoundValue {
    enum class Type : quint8 { Null, Integer, Real, Text, Latin1 };
    Type type = Type::Null;
    qint64 integer = 0;
    double real = 0.0;
    QStringView text;
    QLatin1StringView latin1; // ASCII keys ("published"): bound as they are, UTF-8 alike

    static BoundValue null() { return {}; }
    static BoundValue number(qint64 value) { return {Type::Integer, value, 0.0, {}, {}}; }
    static BoundValue number(double value) { return {Type::Real, 0, value, {}, {}}; }
    static BoundValue string(QStringView value) { return {Type::Text, 0, 0.0, value, {}}; }
    static BoundValue ascii(QLatin1StringView value) { return {Type::Latin1, 0, 0.0, {}, value}; }

    // The value as QSqlQuery binds it (a server catalog's statements).
    QVariant toVariant() const;
};

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
    // The same with BoundValues. When `firstColumn` is given, the statement returns a row (an
    // INSERT ... RETURNING) and *firstColumn is its first column's integer.
    bool exec(const std::vector<BoundValue>& values, const QString& doing, StorageError* error,
              qint64* firstColumn = nullptr);

private:
    bool run(int bound, const QString& doing, StorageError* error, qint64* firstColumn);
    StorageError lastError(const QString& doing) const;

    const Db& m_db;
    void* m_connection = nullptr; // sqlite3*
    void* m_statement = nullptr;  // sqlite3_stmt*
};

} // namespace chipatlas::storage
