#pragma once

// What a catalog file holds once the process writing it was killed, read as the next program to
// open it reads it (SQLite rolls back a hot journal and ignores uncommitted WAL frames), and
// what that process was doing when it died (the write lock it held). For the crash tests; links
// Qt6::Sql.

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUuid>
#include <QVariant>

#include <fcntl.h>
#include <unistd.h>

namespace crashtest {

// The files of one catalog: the database and what SQLite keeps beside it.
inline QStringList catalogFiles(const QString& path) {
    return {path, path + QStringLiteral("-wal"), path + QStringLiteral("-shm"),
            path + QStringLiteral("-journal")};
}

inline void removeCatalog(const QString& path) {
    for (const QString& file : catalogFiles(path))
        QFile::remove(file);
}

// Copies the catalog at `from` with its -wal, -shm and -journal (those that exist) to `to`,
// replacing what was there: the state a kill left, to be read without changing the original.
inline bool copyCatalog(const QString& from, const QString& to) {
    removeCatalog(to);
    const QStringList sources = catalogFiles(from);
    const QStringList targets = catalogFiles(to);
    for (qsizetype i = 0; i < sources.size(); ++i) {
        if (QFile::exists(sources[i]) && !QFile::copy(sources[i], targets[i]))
            return false;
    }
    return true;
}

struct CatalogState {
    QString error;     // the file could not be read; empty otherwise
    QString integrity; // what PRAGMA integrity_check answered, rows joined by newlines
    int userVersion = -1;
    QByteArray digest; // the schema and every table's rows, in order

    bool intact() const { return error.isEmpty() && integrity == QLatin1String("ok"); }
};

namespace detail {
inline QString quoted(const QString& identifier) {
    return QLatin1Char('"') + QString(identifier).replace(QLatin1Char('"'), QLatin1String("\"\"")) +
           QLatin1Char('"');
}

// Feeds every row `sql` returns (one text column) to `hash`; false with `error` set on failure.
inline bool hashRows(const QSqlDatabase& db, const QString& sql, QCryptographicHash& hash,
                     QString* error) {
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql)) {
        *error = sql + QStringLiteral(": ") + query.lastError().text();
        return false;
    }
    while (query.next()) {
        hash.addData(query.value(0).toString().toUtf8());
        hash.addData(QByteArrayView("\n"));
    }
    return true;
}

inline CatalogState readOpen(const QSqlDatabase& db) {
    CatalogState state;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("PRAGMA integrity_check"))) {
        state.error = query.lastError().text();
        return state;
    }
    QStringList answers;
    while (query.next())
        answers << query.value(0).toString();
    state.integrity = answers.join(QLatin1Char('\n'));
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        state.error = query.lastError().text();
        return state;
    }
    state.userVersion = query.value(0).toInt();

    // The schema as written (not where its pages are), then each table's rows as SQL literals,
    // ordered by every column: two files digest alike when they hold the same rows (a snapshot's
    // time and name aside).
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray::number(state.userVersion));
    if (!hashRows(db,
                  QStringLiteral("SELECT type || ' ' || name || ' ' || tbl_name || ' ' || "
                                 "coalesce(sql, '') FROM sqlite_master ORDER BY type, name"),
                  hash, &state.error)) {
        return state;
    }
    QStringList tables;
    if (!query.exec(
            QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"))) {
        state.error = query.lastError().text();
        return state;
    }
    while (query.next())
        tables << query.value(0).toString();
    for (const QString& table : tables) {
        QStringList columns;
        if (!query.exec(QStringLiteral("PRAGMA table_info(%1)").arg(quoted(table)))) {
            state.error = query.lastError().text();
            return state;
        }
        while (query.next()) {
            // When an automatic snapshot was taken, and the name that says so, differ between two
            // runs of the same import: the rest of its row and its entries do not.
            const QString column = query.value(1).toString();
            if (table == QLatin1String("catalog_snapshot") &&
                (column == QLatin1String("taken_at") || column == QLatin1String("name")))
                continue;
            columns << quoted(column);
        }
        QStringList literals;
        for (const QString& column : columns)
            literals << QStringLiteral("quote(%1)").arg(column);
        hash.addData(table.toUtf8());
        if (!hashRows(db,
                      QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                          .arg(literals.join(QStringLiteral(" || ',' || ")), quoted(table),
                               columns.join(QStringLiteral(", "))),
                      hash, &state.error)) {
            return state;
        }
    }
    state.digest = hash.result().toHex();
    return state;
}
} // namespace detail

// Opens `path` as the next program would (read-write, so that SQLite recovers what a killed
// writer left) and reads its integrity and digest. The connection is closed again.
inline CatalogState readCatalog(const QString& path) {
    const QString name =
        QStringLiteral("crash-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    CatalogState state;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open())
            state = detail::readOpen(db);
        else
            state.error = db.lastError().text();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return state;
}

// Whether another process holds a lock on bytes [start, start + length) of `path` that a write
// lock would conflict with (fcntl F_GETLK: SQLite's locks are POSIX advisory locks). This
// process must hold no SQLite connection to the file: closing the descriptor drops its locks.
inline bool lockedByOther(const QString& path, off_t start, off_t length) {
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR);
    if (fd < 0)
        return false;
    struct flock lock = {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = start;
    lock.l_len = length;
    const bool locked = ::fcntl(fd, F_GETLK, &lock) == 0 && lock.l_type != F_UNLCK;
    ::close(fd);
    return locked;
}

// Whether the catalog is in WAL mode: the file format bytes of its header say 2.
inline bool walMode(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = file.read(20);
    return header.size() == 20 && header[18] == 2;
}

// Whether another process is in the middle of a write transaction on the catalog: in WAL mode
// it holds the WAL write lock (byte 120 of the -shm file), in rollback mode the RESERVED lock
// (byte 0x40000001 of the database). https://www.sqlite.org/lockingv3.html, walformat.html.
inline bool writeLockHeld(const QString& path) {
    if (walMode(path))
        return lockedByOther(path + QStringLiteral("-shm"), 120, 1);
    return lockedByOther(path, 0x40000001, 1);
}

// Whether a rollback journal that the next open must play back lies beside the catalog: a
// -journal whose header was written (its magic), with at least one page after it.
inline bool hotJournal(const QString& path) {
    QFile file(path + QStringLiteral("-journal"));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    static const QByteArray magic = QByteArray::fromHex("d9d505f920a163d7");
    return file.size() > 512 && file.read(8) == magic;
}

} // namespace crashtest
