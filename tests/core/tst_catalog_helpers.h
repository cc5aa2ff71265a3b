#pragma once

// Shared by core's white-box storage tests: on top of rawdb.h, building a catalog at an older
// schema with the real migrations (a storage internal) and the schema of a file as text.

#include "rawdb.h"
#include "storage/schema.h"
#include "testbackend.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
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

// Copies every row of the SQLite catalog `file` into the server catalog of `place`, which is
// at the same schema version (buildSchema()), keeping the keys: a file an older ChipAtlas
// wrote, as it would be on a server.
inline bool copyRowsToServer(const QString& file, const CatalogPlace& place, QString* message) {
    const RawDb from(file);
    const std::unique_ptr<RawDb> to = place.raw();
    // Referenced tables first.
    const QStringList tables{QStringLiteral("source"),
                             QStringLiteral("chip"),
                             QStringLiteral("figure"),
                             QStringLiteral("meta"),
                             QStringLiteral("builtin_tombstone"),
                             QStringLiteral("llm_model"),
                             QStringLiteral("chip_price"),
                             QStringLiteral("builtin_model_tombstone")};
    for (const QString& table : tables) {
        if (!from.hasTable(table))
            continue;
        QSqlQuery rows(from.db());
        if (!rows.exec(QStringLiteral("SELECT * FROM %1").arg(table))) {
            *message = rows.lastError().text();
            return false;
        }
        while (rows.next()) {
            const QSqlRecord record = rows.record();
            QStringList columns;
            QStringList marks;
            for (int i = 0; i < record.count(); ++i) {
                columns.append(record.fieldName(i));
                marks.append(QStringLiteral("?"));
            }
            QSqlQuery insert(to->db());
            insert.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                               .arg(table, columns.join(QLatin1String(", ")),
                                    marks.join(QLatin1String(", "))));
            for (int i = 0; i < record.count(); ++i)
                insert.bindValue(i, rows.value(i));
            if (!insert.exec()) {
                *message = QStringLiteral("%1: %2").arg(table, insert.lastError().text());
                return false;
            }
        }
    }
    // The identity columns continue after the copied keys.
    for (const auto& [table, column] : {std::pair{"chip", "pk"}, std::pair{"source", "id"}}) {
        to->run(QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', '%2'), "
                               "(SELECT coalesce(max(%2), 0) + 1 FROM %1), false)")
                    .arg(QLatin1String(table), QLatin1String(column)),
                message);
        if (!message->isEmpty())
            return false;
    }
    return true;
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
