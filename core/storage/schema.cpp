#include "schema.h"

#include "modelstore.h"
#include "pricestore.h"

#include <QDir>
#include <QStringList>

#include <array>
#include <functional>

namespace chipatlas::storage {

namespace {
using Migration = std::function<QStringList()>;

// Schema 1: the chip catalog. A figure row exists only for figures that carry something
// (a value, a status other than unknown, a source or a note); a missing row reads as unknown.
// Sources are stored once and referenced by id, so 100,000 chips do not repeat their URLs.
QStringList migration1() {
    return {
        QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId),
        QStringLiteral("CREATE TABLE source ("
                       "id INTEGER PRIMARY KEY, "
                       "url TEXT NOT NULL UNIQUE)"),
        QStringLiteral("CREATE TABLE chip ("
                       "pk INTEGER PRIMARY KEY, "
                       "id TEXT NOT NULL UNIQUE CHECK (id <> ''), "
                       "vendor TEXT NOT NULL DEFAULT '', "
                       "name TEXT NOT NULL DEFAULT '', "
                       "family_generation TEXT NOT NULL DEFAULT '', "
                       "kind TEXT NOT NULL DEFAULT '', "
                       "sparsity_note TEXT NOT NULL DEFAULT '', "
                       "source_urls TEXT NOT NULL DEFAULT '', " // newline-joined
                       "notes TEXT NOT NULL DEFAULT '')"),
        // `field` is the reference CSV column name (fieldKey()); numbers go to `num`, text and
        // dates to `txt`.
        QStringLiteral("CREATE TABLE figure ("
                       "chip INTEGER NOT NULL REFERENCES chip (pk) ON DELETE CASCADE, "
                       "field TEXT NOT NULL, "
                       "num REAL, "
                       "txt TEXT, "
                       "status TEXT NOT NULL CHECK (status IN ('published', 'computed', "
                       "'not_published', 'unknown', 'unverified')), "
                       "source INTEGER REFERENCES source (id), "
                       "note TEXT NOT NULL DEFAULT '', "
                       "sparsity_unstated INTEGER NOT NULL DEFAULT 0, "
                       "PRIMARY KEY (chip, field)) WITHOUT ROWID"),
        // Sorting the table by a figure: an index range scan per field, NULLs (missing) first.
        QStringLiteral("CREATE INDEX figure_by_value ON figure (field, num)"),
    };
}

// Schema 2: what seeding and updating the built-in catalog needs, and the LLM models.
// Rows that existed at schema 1 were entered by the user, hence the 'user' default.
QStringList migration2() {
    QStringList statements{
        QStringLiteral("ALTER TABLE chip ADD COLUMN origin TEXT NOT NULL DEFAULT 'user' "
                       "CHECK (origin IN ('builtin', 'user'))"),
        // Set when the user changed the chip's descriptive columns (name, notes, ...).
        QStringLiteral("ALTER TABLE chip ADD COLUMN user_edited INTEGER NOT NULL DEFAULT 0"),
        // A figure the user changed is never overwritten by a newer built-in catalog.
        QStringLiteral("ALTER TABLE figure ADD COLUMN user_edited INTEGER NOT NULL DEFAULT 0"),
        // builtin_chips_revision, builtin_models_revision: the built-in catalog revisions
        // seeded so far.
        QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        // Built-in chips the user deleted: a newer built-in catalog does not bring them back.
        QStringLiteral("CREATE TABLE builtin_tombstone (id TEXT PRIMARY KEY)"),
    };
    statements.append(modelTableDdlV2());
    return statements;
}

// Schema 3: hourly prices the user enters per chip (cost per million tokens). No built-in
// price is shipped, so the table starts empty.
QStringList migration3() {
    return priceTableDdlV3();
}

// Schema 4: built-in LLM models the user deleted, so that a newer built-in catalog does not
// bring them back (as builtin_tombstone does for chips). Nothing to carry over: a model
// deleted before schema 4 left no trace.
QStringList migration4() {
    return modelTombstoneDdlV4();
}

const std::array<Migration, 4> kMigrations{migration1, migration2, migration3, migration4};

QString native(const QString& path) {
    return QDir::toNativeSeparators(path);
}
} // namespace

int currentSchemaVersion() {
    return int(kMigrations.size());
}

bool readSchemaInfo(const Db& db, SchemaInfo* info, StorageError* error) {
    const QString doing = QStringLiteral("read the schema version");
    QSqlQuery query(db.db);
    if (!exec(db, query, QStringLiteral("PRAGMA application_id"), doing, error))
        return false;
    if (!nextRow(db, query, doing, error))
        return false;
    info->applicationId = query.value(0).toInt();
    if (!exec(db, query, QStringLiteral("PRAGMA user_version"), doing, error))
        return false;
    if (!nextRow(db, query, doing, error))
        return false;
    info->userVersion = query.value(0).toInt();
    if (!exec(db, query, QStringLiteral("SELECT count(*) FROM sqlite_master"), doing, error))
        return false;
    if (!nextRow(db, query, doing, error))
        return false;
    info->objectCount = query.value(0).toInt();
    return true;
}

bool checkSchema(const Db& db, const SchemaInfo& info, StorageError* error) {
    const bool fresh = info.userVersion == 0 && info.objectCount == 0 &&
                       (info.applicationId == 0 || info.applicationId == kApplicationId);
    const bool ours = info.applicationId == kApplicationId && info.userVersion > 0;
    if (!fresh && !ours) {
        *error = {StorageError::Code::NotChipAtlas, notChipAtlasMessage(db.path)};
        return false;
    }
    if (info.userVersion > currentSchemaVersion()) {
        *error = {StorageError::Code::NewerSchema,
                  newerSchemaMessage(db.path, info.userVersion, currentSchemaVersion())};
        return false;
    }
    return true;
}

bool migrate(const Db& db, int targetVersion, StorageError* error) {
    SchemaInfo info;
    if (!readSchemaInfo(db, &info, error))
        return false;
    if (info.userVersion >= targetVersion)
        return true;

    Transaction transaction(db);
    if (!transaction.begin(QStringLiteral("start upgrading the catalog"), error))
        return false;
    // Another ChipAtlas may have migrated the file between our check and BEGIN IMMEDIATE.
    if (!readSchemaInfo(db, &info, error) || !checkSchema(db, info, error))
        return false;
    for (int version = info.userVersion + 1; version <= targetVersion; ++version) {
        const QString doing = QStringLiteral("upgrade the catalog from schema %1 to %2 (the "
                                             "file was left as it was)")
                                  .arg(version - 1)
                                  .arg(version);
        for (const QString& sql : kMigrations[size_t(version - 1)]()) {
            if (!exec(db, sql, doing, error))
                return false;
        }
        if (!exec(db, QStringLiteral("PRAGMA user_version = %1").arg(version), doing, error))
            return false;
    }
    return transaction.commit(QStringLiteral("save the upgraded schema"), error);
}

bool configureConnection(const Db& db, StorageError* error) {
    if (!db.isSqlite())
        return true;
    return exec(db, QStringLiteral("PRAGMA foreign_keys = ON"),
                QStringLiteral("turn on foreign keys"), error);
}

bool enableWal(const Db& db, StorageError* error) {
    if (!db.isSqlite())
        return true;
    const QString doing = QStringLiteral("switch the catalog to write-ahead logging");
    QSqlQuery query(db.db);
    if (!exec(db, query, QStringLiteral("PRAGMA journal_mode = WAL"), doing, error))
        return false;
    if (!nextRow(db, query, doing, error))
        return false;
    const QString mode = query.value(0).toString();
    if (mode.compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
        *error = {StorageError::Code::Query,
                  QStringLiteral("Could not %1 in %2: SQLite kept the journal mode \"%3\".")
                      .arg(doing, native(db.path), mode)};
        return false;
    }
    return true;
}

} // namespace chipatlas::storage
