#include "sqlsupport.h"

#include "lockholder.h"

#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>

namespace chipatlas::storage {

namespace {
// SQLite primary result codes (sqlite3.h). Qt's QSQLITE driver reports them as the native
// error code; extended codes carry the primary code in their low byte.
enum SqliteCode {
    SqliteBusy = 5,
    SqliteLocked = 6,
    SqliteReadOnly = 8,
    SqliteIoErr = 10,
    SqliteCorrupt = 11,
    SqliteFull = 13,
    SqliteCantOpen = 14,
    SqliteNotADb = 26,
};

int primaryCode(const QSqlError& error) {
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

QString detail(const QSqlError& error) {
    QString text = error.databaseText().trimmed();
    if (text.isEmpty())
        text = error.driverText().trimmed();
    return text;
}

QString native(const QString& path) {
    return QDir::toNativeSeparators(path);
}

// SQLite reports ENOSPC as SQLITE_FULL only where it writes pages; where it creates or grows
// a -journal, -wal or -shm file (a read of a WAL catalog needs a -shm of 32 KiB) the same full
// disk is a "disk I/O error" or "unable to open database file". Such an error on a file system
// with less free space than that, and a few pages, is the full disk.
constexpr qint64 kNearlyFullBytes = 1024 * 1024;

bool onAFullDisk(const QString& path) {
    QStorageInfo disk(QFileInfo(path).absolutePath());
    disk.refresh();
    return disk.isValid() && disk.bytesAvailable() >= 0 && disk.bytesAvailable() < kNearlyFullBytes;
}
} // namespace

StorageError unreadableFigureError(const Db& db, FigureOwner owner, const QString& what) {
    const QString sentence =
        owner == FigureOwner::System
            ? StorageText::tr("%1 holds a system figure that ChipAtlas cannot read (%2). Restore "
                              "the file from a backup or open another catalog.")
            : StorageText::tr("%1 holds a figure that ChipAtlas cannot read (%2). Restore the file "
                              "from a backup or open another catalog.");
    return {StorageError::Code::BadData, sentence.arg(QDir::toNativeSeparators(db.path), what)};
}

QString lockedMessage(const QString& path) {
    // Nothing was written: the transaction that met the lock rolled back whole.
    if (const std::optional<LockHolder> holder = sqliteLockHolder(path)) {
        const QString who =
            holder->program.isEmpty()
                ? StorageText::tr("process %1").arg(holder->pid)
                : StorageText::tr("%1 (process %2)").arg(holder->program).arg(holder->pid);
        return StorageText::tr("%1 is locked by %2, which is writing to it (an import can take a "
                               "while). Nothing was changed: try again when it has finished.")
            .arg(native(path), who);
    }
    return StorageText::tr("%1 is locked by another program (another ChipAtlas or an sqlite3 "
                           "shell?). Nothing was changed: close it and try again.")
        .arg(native(path));
}

QString corruptMessage(const QString& path, const QString& detailText) {
    // SQLite's own words (SQLITE_CORRUPT), quoted as such like any other it reports.
    const QString reason =
        detailText.isEmpty() ? QStringLiteral("database disk image is malformed") : detailText;
    return StorageText::tr("%1 is damaged: SQLite reports \"%2\". Restore it from a backup or "
                           "open another catalog.")
        .arg(native(path), reason);
}

QString readOnlyMessage(const QString& path) {
    return StorageText::tr("%1 is read-only, and ChipAtlas needs to write to its catalog. Make "
                           "the file and its folder writable, or open another catalog.")
        .arg(native(path));
}

QString notChipAtlasMessage(const QString& path) {
    return StorageText::tr("%1 is not a ChipAtlas catalog: it is an SQLite database of another "
                           "program. Open a ChipAtlas catalog or a new file.")
        .arg(native(path));
}

QString notChipAtlasServerMessage(const QString& url) {
    return StorageText::tr("%1 is not a ChipAtlas catalog: the database holds another program's "
                           "tables. Choose an empty database or a ChipAtlas catalog.")
        .arg(url);
}

QString newerSchemaMessage(const QString& path, int fileVersion, int currentVersion) {
    return StorageText::tr("%1 was written by a newer ChipAtlas (schema %2; this version reads "
                           "up to %3). Update ChipAtlas or open another catalog.")
        .arg(native(path))
        .arg(fileVersion)
        .arg(currentVersion);
}

StorageError makeError(const QString& path, const QSqlError& error, const QString& doing) {
    const QString text = detail(error);
    const int code = primaryCode(error);
    if (code == SqliteBusy || code == SqliteLocked ||
        text.contains(QLatin1String("database is locked"))) {
        return {StorageError::Code::Locked, lockedMessage(path)};
    }
    if (code == SqliteCorrupt || code == SqliteNotADb || text.contains(QLatin1String("malformed")))
        return {StorageError::Code::Corrupt, corruptMessage(path, text)};
    if (code == SqliteReadOnly)
        return {StorageError::Code::ReadOnly, readOnlyMessage(path)};
    if (code == SqliteFull ||
        ((code == SqliteIoErr || code == SqliteCantOpen) && onAFullDisk(path))) {
        return {StorageError::Code::Query,
                //: %1 is what was being done, e.g. "save the chips"; %2 the catalog file.
                StorageText::tr("Could not %1 in %2: the disk is full. Free some space and try "
                                "again.")
                    .arg(doing, native(path))};
    }
    if (code == SqliteCantOpen) {
        return {StorageError::Code::CannotCreate,
                StorageText::tr("%1 cannot be opened or created: %2. Check that its folder "
                                "exists and is writable, or choose another file.")
                    .arg(native(path), text)};
    }
    if (code == SqliteIoErr) {
        return {StorageError::Code::Query,
                StorageText::tr("Could not %1 in %2 because of a disk input/output error (%3).")
                    .arg(doing, native(path), text)};
    }
    //: %1 is what was being done, e.g. "save the chips"; %2 the catalog; %3 SQLite's words.
    return {StorageError::Code::Query,
            StorageText::tr("Could not %1 in %2: %3.").arg(doing, native(path), text)};
}

namespace {
// What libpq and the server say, in words a person can act on. Connection failures carry no
// SQLSTATE (libpq reports them as text), so both are read: the SQLSTATE where there is one
// (PostgreSQL documentation, appendix A), else libpq's message.
bool says(const QString& text, const char* phrase) {
    return text.contains(QLatin1String(phrase), Qt::CaseInsensitive);
}

QString unreachableReason(const Db& db, const QString& text, bool connecting) {
    if (says(text, "Connection refused")) {
        return StorageText::tr("connection refused (is the server running and accepting "
                               "connections on port %1?)")
            .arg(db.db.port());
    }
    if (says(text, "timeout expired") || says(text, "timed out"))
        return StorageText::tr("timed out: the server did not answer within 5 seconds");
    if (says(text, "could not translate host name"))
        return StorageText::tr("the host name \"%1\" is unknown").arg(db.db.hostName());
    if (says(text, "Network is unreachable") || says(text, "No route to host"))
        return StorageText::tr("the network is unreachable");
    if (connecting && !text.isEmpty()) {
        //: %1 is libpq's own description, in English.
        return StorageText::tr("the connection could not be made (%1)")
            .arg(text.section(QLatin1Char('\n'), 0, 0).trimmed());
    }
    return StorageText::tr("the connection was lost (the server stopped or the network is down)");
}

StorageError serverError(const Db& db, const QSqlError& error, const QString& doing,
                         bool connecting) {
    const QString state = error.nativeErrorCode();
    const QString text = detail(error);
    const QString user = db.db.userName();
    if (state == QLatin1String("28P01") || says(text, "password authentication failed")) {
        return {StorageError::Code::AuthFailed,
                StorageText::tr("Wrong password for user %1 on %2. If you do not know the right "
                                "one, ask the server's administrator to reset it.")
                    .arg(user, db.path)};
    }
    if (says(text, "no password supplied")) {
        return {StorageError::Code::AuthFailed,
                StorageText::tr("The server %1 asks for the password of user %2, and none was "
                                "given. Enter it in Settings, Catalog (or set PGPASSWORD for the "
                                "command line).")
                    .arg(db.path, user)};
    }
    if (state == QLatin1String("3D000") ||
        (says(text, "database \"") && says(text, "does not exist"))) {
        return {StorageError::Code::NoDatabase,
                StorageText::tr("The server of %1 has no database \"%2\". Check the database "
                                "name, or ask the server's administrator to create it.")
                    .arg(db.path, db.db.databaseName())};
    }
    if (says(text, "server does not support SSL")) {
        return {StorageError::Code::SslRequired,
                StorageText::tr("The connection to %1 requires SSL, and the server does not "
                                "support SSL. Choose the SSL mode \"prefer\" or \"disable\", "
                                "or ask the server's administrator to turn SSL on.")
                    .arg(db.path)};
    }
    if (says(text, "no pg_hba.conf entry") &&
        (says(text, "no encryption") || says(text, "SSL off"))) {
        return {StorageError::Code::SslRequired,
                StorageText::tr("The server %1 requires SSL. Choose the SSL mode \"require\" (or "
                                "a stricter one) and connect again.")
                    .arg(db.path)};
    }
    if (state == QLatin1String("28000") || says(text, "no pg_hba.conf entry") ||
        (says(text, "role \"") && says(text, "does not exist"))) {
        return {StorageError::Code::AuthFailed,
                StorageText::tr("User %1 may not connect to %2 (the server says: %3). Ask the "
                                "server's administrator for access.")
                    .arg(user, db.path, text)};
    }
    // 57014: statement_timeout cancelled it. The server is there but does not answer in time;
    // like a lost connection, the statement's transaction is rolled back and trying again
    // later is what helps.
    if (state == QLatin1String("57014")) {
        return {StorageError::Code::Unreachable,
                StorageText::tr("The server %1 did not answer within its time limit of %L2 s: "
                                "it is overloaded, or another session holds a lock on the "
                                "catalog. Nothing was changed; try again later.")
                    .arg(db.path)
                    .arg(db.statementTimeoutMs / 1000.0)};
    }
    // QPSQL closes a connection it lost: later statements fail with "database not open".
    if (isConnectionLost(error) || !db.db.isOpen()) {
        return {StorageError::Code::Unreachable,
                StorageText::tr("Cannot reach the server %1: %2. Check the host and port and your "
                                "network; connect again once the server is back.")
                    .arg(db.path, unreachableReason(db, text, connecting))};
    }
    if (state == QLatin1String("42501")) {
        return {StorageError::Code::ReadOnly,
                StorageText::tr("Could not %1 in %2: user %3 lacks the permission (%4). Ask the "
                                "server's administrator for write access.")
                    .arg(doing, db.path, user, text)};
    }
    return {StorageError::Code::Query,
            StorageText::tr("Could not %1 in %2: %3.").arg(doing, db.path, text)};
}
} // namespace

bool isConnectionLost(const QSqlError& error) {
    const QString state = error.nativeErrorCode();
    // Class 08: connection exception; 57P01-57P03: the server is shutting down or starting.
    if (state.startsWith(QLatin1String("08")) || state == QLatin1String("57P01") ||
        state == QLatin1String("57P02") || state == QLatin1String("57P03")) {
        return true;
    }
    const QString text = detail(error);
    for (const char* phrase :
         {"Connection refused", "timeout expired", "timed out", "could not connect",
          "could not translate host name", "server closed the connection", "no connection to the",
          "connection to server", "terminating connection", "Network is unreachable",
          "No route to host", "SSL SYSCALL error", "could not send data", "could not receive data",
          "connection not open", "the database system is shutting down",
          "the database system is starting up"}) {
        if (says(text, phrase))
            return true;
    }
    return false;
}

StorageError makeError(const Db& db, const QSqlError& error, const QString& doing) {
    if (db.dialect() == Dialect::Postgres)
        return serverError(db, error, doing, false);
    return makeError(db.path, error, doing);
}

StorageError makeConnectError(const Db& db, const QSqlError& error) {
    return serverError(db, error, StorageText::tr("connect"), true);
}

bool exec(const Db& db, QSqlQuery& query, const QString& sql, const QString& doing,
          StorageError* error) {
    if (query.exec(sql))
        return true;
    *error = makeError(db, query.lastError(), doing);
    return false;
}

bool exec(const Db& db, const QString& sql, const QString& doing, StorageError* error) {
    QSqlQuery query(db.db);
    return exec(db, query, sql, doing, error);
}

bool prepare(const Db& db, QSqlQuery& query, const QString& sql, const QString& doing,
             StorageError* error) {
    if (query.prepare(sql))
        return true;
    *error = makeError(db, query.lastError(), doing);
    return false;
}

bool execPrepared(const Db& db, QSqlQuery& query, const QString& doing, StorageError* error) {
    if (query.exec())
        return true;
    *error = makeError(db, query.lastError(), doing);
    return false;
}

bool bindAndExec(const Db& db, QSqlQuery& query, std::initializer_list<QVariant> values,
                 const QString& doing, StorageError* error) {
    int i = 0;
    for (const QVariant& value : values)
        query.bindValue(i++, value);
    return execPrepared(db, query, doing, error);
}

bool checkEnd(const Db& db, const QSqlQuery& query, const QString& doing, StorageError* error) {
    if (!query.lastError().isValid())
        return true;
    *error = makeError(db, query.lastError(), doing);
    return false;
}

bool nextRow(const Db& db, QSqlQuery& query, const QString& doing, StorageError* error) {
    if (query.next())
        return true;
    if (!checkEnd(db, query, doing, error))
        return false;
    *error = {StorageError::Code::Query,
              StorageText::tr("Could not %1 in %2: the query returned no row.")
                  .arg(doing, native(db.path))};
    return false;
}

Transaction::Transaction(const Db& db, Kind kind)
    : m_db(db)
    , m_kind(kind) {}

Transaction::~Transaction() {
    rollback();
}

bool Transaction::begin(const QString& doing, StorageError* error) {
    if (m_kind == Kind::Write && m_db.openWrites > 0) {
        m_joined = true;
        m_open = true;
        ++m_db.openWrites;
        return true;
    }
    const QString sql =
        m_db.isSqlite() ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN");
    if (!exec(m_db, sql, doing, error))
        return false;
    m_open = true;
    if (m_kind == Kind::Schema)
        return true;
    ++m_db.openWrites;
    m_db.writeFailed = false;
    return exec(m_db,
                QStringLiteral("UPDATE change_marker SET generation = generation + 1 WHERE id = 1"),
                doing, error);
}

bool Transaction::commit(const QString& doing, StorageError* error) {
    if (m_joined) {
        m_open = false;
        --m_db.openWrites;
        return true; // the outer transaction commits
    }
    if (m_kind == Kind::Write && m_db.writeFailed) {
        // A part failed and reported why; what the other parts wrote must not stay.
        if (error && error->code == StorageError::Code::None)
            *error = {StorageError::Code::Query,
                      StorageText::tr("Could not %1: a part of it failed, so nothing was saved.")
                          .arg(doing)};
        return false; // the destructor rolls back
    }
    if (!exec(m_db, QStringLiteral("COMMIT"), doing, error))
        return false; // the destructor rolls back
    m_open = false;
    if (m_kind == Kind::Write)
        --m_db.openWrites;
    return true;
}

bool Transaction::lock(const QString& doing, StorageError* error) {
    if (m_db.dialect() == Dialect::Sqlite)
        return true;
    // Released by COMMIT or ROLLBACK. The key is the catalog's application id ('CHAT').
    return exec(m_db, QStringLiteral("SELECT pg_advisory_xact_lock(1128808788)"), doing, error);
}

void Transaction::rollback() {
    if (!m_open)
        return;
    m_open = false;
    if (m_joined) {
        --m_db.openWrites;
        m_db.writeFailed = true; // the outer transaction rolls back
        return;
    }
    if (m_kind == Kind::Write)
        --m_db.openWrites;
    // Nothing useful can be done if ROLLBACK itself fails: SQLite has already rolled back
    // (e.g. after SQLITE_FULL) or the connection is gone. The caller reports the first error.
    QSqlQuery query(m_db.db);
    (void)query.exec(QStringLiteral("ROLLBACK"));
}

bool readChangeMarker(const Db& db, qint64* marker, StorageError* error) {
    const QString doing = StorageText::tr("check the catalog for changes");
    QSqlQuery query(db.db);
    if (!exec(db, query, QStringLiteral("SELECT generation FROM change_marker WHERE id = 1"), doing,
              error) ||
        !nextRow(db, query, doing, error)) {
        return false;
    }
    *marker = query.value(0).toLongLong();
    return true;
}

LargeCache::LargeCache(const Db& db)
    : m_db(db) {
    if (!db.isSqlite())
        return;
    QSqlQuery query(db.db);
    if (!query.exec(QStringLiteral("PRAGMA cache_size")) || !query.next())
        return;
    m_previous = query.value(0).toInt();
    m_set = QSqlQuery(db.db).exec(QStringLiteral("PRAGMA cache_size = -262144"));
}

LargeCache::~LargeCache() {
    if (m_set)
        QSqlQuery(m_db.db).exec(QStringLiteral("PRAGMA cache_size = %1").arg(m_previous));
}

} // namespace chipatlas::storage
