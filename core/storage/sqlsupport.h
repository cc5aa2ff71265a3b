#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/sqlsupport.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "storageerror.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <initializer_list>

namespace chipatlas::storage {

// The SQL a connection speaks. Storage code is one code path: where a statement must differ,
// both texts stand side by side at that statement, chosen by Db::dialect().
enum class Dialect { Sqlite, Postgres };

// The connection and catalog a storage operation works on; every error message names the
// file, or the server's URL (CatalogConnection::displayText(), never with a password).
struct Db {
    QSqlDatabase db;
    QString path;
    int statementTimeoutMs = 0; // a server's statement_timeout, named in its message
    // Write transactions open on this connection (Transaction): one that begins inside another
    // joins it, and a part that fails marks the whole as failed, so that it cannot commit.
    mutable int openWrites = 0;
    mutable bool writeFailed = false;

    bool isSqlite() const { return db.driverName() == QLatin1String("QSQLITE"); }
    Dialect dialect() const { return isSqlite() ? Dialect::Sqlite : Dialect::Postgres; }
    // Appended to a text column in ORDER BY: the same order on both (SQLite compares bytes,
    // PostgreSQL by the database's locale unless told "C", which is byte order in UTF-8).
    QLatin1String byteOrder() const {
        return isSqlite() ? QLatin1String("") : QLatin1String(" COLLATE \"C\"");
    }
};

// Maps a Qt Sql error to a StorageError whose message is a sentence for a person. `doing`
// completes "Could not ... in FILE" for errors that are not about the file itself. The first
// reads SQLite's codes for the file at `path`; the second the error of `db`'s driver: on a
// server, the SQLSTATE and libpq's text (wrong password, no such database, SSL required,
// unreachable or connection lost, ...), naming the user, database and URL.
StorageError makeError(const QString& path, const QSqlError& error, const QString& doing);
StorageError makeError(const Db& db, const QSqlError& error, const QString& doing);
// makeError() for a server connection that could not be made: a failure the words of which are
// not known is said to be one (with libpq's words), not a lost connection.
StorageError makeConnectError(const Db& db, const QSqlError& error);

// Whether `error` says that the connection to a server is gone or cannot be made (refused,
// timed out, closed, the server shutting down): Unreachable, and worth reconnecting.
bool isConnectionLost(const QSqlError& error);

// BadData for a stored figure row, of a chip or of a system, that cannot be read back; `what`
// says what is wrong with it.
enum class FigureOwner { Chip, System };
StorageError unreadableFigureError(const Db& db, FigureOwner owner, const QString& what);

// Message builders shared by the pre-open checks and the error mapping.
QString lockedMessage(const QString& path);
QString corruptMessage(const QString& path, const QString& detail);
QString readOnlyMessage(const QString& path);
QString notChipAtlasMessage(const QString& path);
QString notChipAtlasServerMessage(const QString& url);
QString newerSchemaMessage(const QString& path, int fileVersion, int currentVersion);

// exec()/prepare() wrappers that turn a failure into *error. They return false on failure.
bool exec(const Db& db, QSqlQuery& query, const QString& sql, const QString& doing,
          StorageError* error);
bool exec(const Db& db, const QString& sql, const QString& doing, StorageError* error);
bool prepare(const Db& db, QSqlQuery& query, const QString& sql, const QString& doing,
             StorageError* error);
bool execPrepared(const Db& db, QSqlQuery& query, const QString& doing, StorageError* error);
bool bindAndExec(const Db& db, QSqlQuery& query, std::initializer_list<QVariant> values,
                 const QString& doing, StorageError* error);
// query.next() for a statement that must return a row (PRAGMA, count(*)): false with *error
// set when it returned none or failed.
bool nextRow(const Db& db, QSqlQuery& query, const QString& doing, StorageError* error);
// After a SELECT: next() returned false because of an error rather than the end of the rows.
bool checkEnd(const Db& db, const QSqlQuery& query, const QString& doing, StorageError* error);

// A write transaction: BEGIN IMMEDIATE on SQLite (so a lock shows up at the start, not halfway
// through), BEGIN elsewhere. Rolls back in the destructor unless commit() succeeded.
//
// A Write transaction that begins while another is open on the same connection is part of it
// (a unit of work across kinds: Catalog::writeAsOne()): its begin and commit do nothing, and its
// rollback marks the outer one as failed, which then refuses to commit and rolls everything back.
//
// A Write transaction then bumps change_marker.generation (schema 6): the rows it writes carry
// the new generation as their version (kWriteVersion), and other clients notice the change.
// On a server the bump also serialises the write transactions on that one row, which makes
// "check the stored versions, then write" atomic there as BEGIN IMMEDIATE does on SQLite.
// Migrations run as Schema transactions, before the marker exists.
class Transaction final {
public:
    enum class Kind { Write, Schema };
    explicit Transaction(const Db& db, Kind kind = Kind::Write);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool begin(const QString& doing, StorageError* error);
    bool commit(const QString& doing, StorageError* error);
    void rollback();

    // Serialises this transaction against every other client's lock() on the same catalog
    // until it ends: setting up, migrating and seeding a server happen once however many
    // clients connect at once. SQLite's BEGIN IMMEDIATE already holds the only write lock.
    bool lock(const QString& doing, StorageError* error);

private:
    const Db& m_db;
    Kind m_kind;
    bool m_open = false;
    bool m_joined = false; // part of a Write transaction already open on m_db
};

// The version of the rows a Write transaction writes: an SQL expression to put where a value
// goes ("version = " + kWriteVersion).
inline constexpr const char* kWriteVersion = "(SELECT generation FROM change_marker WHERE id = 1)";

// An import of 100,000 chips inserts millions of figure rows into two indexes all over the
// file, and a snapshot of them writes every chip's record: with SQLite's default page cache
// (about 2 MB) each insert reads pages back from the file, and the time grows faster than the
// rows. While a LargeCache lives (an import's or a snapshot's transaction), the connection has a
// cache of up to 256 MiB (filled only as pages are touched); it gets its own size back after. A
// hint only: when a PRAGMA fails, the work runs with the cache it had. Nothing on a server.
class LargeCache final {
public:
    explicit LargeCache(const Db& db);
    ~LargeCache();
    LargeCache(const LargeCache&) = delete;
    LargeCache& operator=(const LargeCache&) = delete;

private:
    const Db& m_db;
    int m_previous = 0;
    bool m_set = false;
};

// The catalog's change marker: a number that grows with every write transaction (schema 6).
bool readChangeMarker(const Db& db, qint64* marker, StorageError* error);

} // namespace chipatlas::storage
