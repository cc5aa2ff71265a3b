#pragma once

// Shared by the tst_catalog_* tests: file hashes, a raw SQLite connection for looking behind
// the Catalog API, and building a catalog at an older schema.

#include "storage/schema.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUuid>

namespace catalogtest {

inline QByteArray sha256(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex();
}

// A plain connection, as the sqlite3 shell or another program would have.
class RawDb final {
public:
    explicit RawDb(const QString& path)
        : m_name(QStringLiteral("raw-") + QUuid::createUuid().toString(QUuid::WithoutBraces)) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_ok = db.open();
    }
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

private:
    QString m_name;
    bool m_ok = false;
};

// Builds a catalog file at `version` with the real migrations (no WAL, no seeding), the way
// an older ChipAtlas left it.
inline bool buildSchema(const QString& path, int version, QString* message) {
    const QString name = QStringLiteral("build-") + QUuid::createUuid().toString();
    bool ok = false;
    {
        chipatlas::storage::Db db{QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name), path};
        db.db.setDatabaseName(path);
        if (db.db.open()) {
            chipatlas::StorageError error;
            ok = chipatlas::storage::configureConnection(db, &error) &&
                 chipatlas::storage::migrate(db, version, &error);
            *message = error.message;
        } else {
            *message = db.db.lastError().text();
        }
        db.db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// The schema of a catalog file as text: its application_id and user_version, then the SQL of
// every object in sqlite_master ordered by type and name ("-- type name on table" for an index
// SQLite made itself). tests/data/schema/schema-N.sql hold this text after migration N.
inline QString schemaText(const QString& path) {
    RawDb raw(path);
    QStringList lines{QStringLiteral("PRAGMA application_id = %1;")
                          .arg(raw.run(QStringLiteral("PRAGMA application_id")).toLongLong()),
                      QStringLiteral("PRAGMA user_version = %1;")
                          .arg(raw.run(QStringLiteral("PRAGMA user_version")).toLongLong())};
    QSqlQuery query(raw.db());
    if (!query.exec(QStringLiteral("SELECT type, name, tbl_name, sql FROM sqlite_master "
                                   "ORDER BY type, name")))
        return query.lastError().text();
    while (query.next()) {
        lines.append(query.value(3).isNull()
                         ? QStringLiteral("-- %1 %2 on %3")
                               .arg(query.value(0).toString(), query.value(1).toString(),
                                    query.value(2).toString())
                         : query.value(3).toString() + QLatin1Char(';'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace catalogtest
