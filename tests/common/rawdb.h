#pragma once

// A file's hash and a plain SQLite connection, as the sqlite3 shell or another program would
// have: for tests that look behind the Catalog API or hold a lock on a catalog. A test that
// includes this links Qt6::Sql itself (chipatlas_core keeps its Qt Sql link private).

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

namespace catalogtest {

inline QByteArray sha256(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex();
}

// A plain connection, as the sqlite3 shell or another program would have (or psql, on a
// server).
class RawDb final {
public:
    explicit RawDb(const QString& path)
        : m_name(QStringLiteral("raw-") + QUuid::createUuid().toString(QUuid::WithoutBraces)) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_ok = db.open();
    }
    // Takes over the Qt Sql connection `name` that the caller added (a server's: testbackend.h).
    struct Adopt {};
    RawDb(Adopt, const QString& name)
        : m_name(name)
        , m_ok(QSqlDatabase::database(name, false).isOpen()) {}
    ~RawDb() {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawDb(const RawDb&) = delete;
    RawDb& operator=(const RawDb&) = delete;

    bool isOpen() const { return m_ok; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

    // Runs a statement; returns the first column of its first row (or an invalid QVariant).
    QVariant run(const QString& sql, QString* error = nullptr) const {
        QSqlQuery query(db());
        if (!query.exec(sql)) {
            if (error)
                *error = query.lastError().text();
            else
                qWarning("RawDb: %s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
            return {};
        }
        return query.next() ? query.value(0) : QVariant();
    }

    bool isSqlite() const { return db().driverName() == QLatin1String("QSQLITE"); }

    // The schema version and whether `table` exists, on either backend (a server keeps the
    // version in table chipatlas_schema).
    int userVersion() const {
        return run(isSqlite() ? QStringLiteral("PRAGMA user_version")
                              : QStringLiteral("SELECT user_version FROM chipatlas_schema"))
            .toInt();
    }
    bool hasTable(const QString& table) const {
        return run(isSqlite() ? QStringLiteral("SELECT count(*) FROM sqlite_master WHERE "
                                               "type = 'table' AND name = '%1'")
                                    .arg(table)
                              : QStringLiteral("SELECT count(*) FROM information_schema.tables "
                                               "WHERE table_schema = current_schema() AND "
                                               "table_name = '%1'")
                                    .arg(table))
                   .toInt() == 1;
    }

    // Holds the catalog's write lock until this connection closes, as another program in the
    // middle of a write would: an exclusive transaction with a pending insert.
    bool holdWriteLock(QString* error) const {
        run(QStringLiteral("BEGIN EXCLUSIVE"), error);
        run(QStringLiteral("INSERT INTO source (url) VALUES ('https://pending.example')"), error);
        return error->isEmpty();
    }

private:
    QString m_name;
    bool m_ok = false;
};

} // namespace catalogtest
