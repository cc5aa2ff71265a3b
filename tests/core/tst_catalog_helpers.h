#pragma once

// Shared by core's white-box storage tests: on top of rawdb.h, building a catalog at an older
// schema with the real migrations (a storage internal) and the schema of a file as text.

#include "rawdb.h"
#include "storage/schema.h"
#include "testbackend.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUuid>

namespace catalogtest {

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

// Builds the catalog of `place` (a file or a server database) at `version`, as above.
inline bool buildSchema(const CatalogPlace& place, int version, QString* message) {
    if (!place.isPostgres())
        return buildSchema(place.path(), version, message);
    const std::unique_ptr<RawDb> raw = place.raw();
    chipatlas::storage::Db db{raw->db(), place.connection().displayText()};
    chipatlas::StorageError error;
    const bool ok = chipatlas::storage::migrate(db, version, &error);
    *message = error.message;
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
