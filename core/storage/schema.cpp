#include "schema.h"

#include "migrations.h"

#include <QDir>
#include <QStringList>

namespace chipatlas::storage {

namespace {
QString native(const QString& path) {
    return QDir::toNativeSeparators(path);
}
} // namespace

int currentSchemaVersion() {
    return migrationCount();
}

namespace {
// PostgreSQL has no application_id or user_version: migration 1 creates table
// chipatlas_schema with one row holding both. The object count is what the database's current
// schema holds (tables, views, sequences, ...), as sqlite_master counts a file's objects.
bool readServerSchemaInfo(const Db& db, SchemaInfo* info, StorageError* error) {
    const QString doing = StorageText::tr("read the schema version");
    QSqlQuery query(db.db);
    if (!exec(db, query,
              QStringLiteral("SELECT count(*), to_regclass('chipatlas_schema') IS NOT NULL "
                             "FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n "
                             "ON n.oid = c.relnamespace WHERE n.nspname = current_schema() "
                             "AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')"),
              doing, error) ||
        !nextRow(db, query, doing, error)) {
        return false;
    }
    info->objectCount = query.value(0).toInt();
    const bool versioned = query.value(1).toBool();
    info->applicationId = 0;
    info->userVersion = 0;
    if (!versioned)
        return true;
    if (!exec(db, query,
              QStringLiteral("SELECT application_id, user_version FROM chipatlas_schema"), doing,
              error) ||
        !nextRow(db, query, doing, error)) {
        return false;
    }
    info->applicationId = query.value(0).toInt();
    info->userVersion = query.value(1).toInt();
    return true;
}

QString writeVersionSql(const Db& db, int version) {
    switch (db.dialect()) {
    case Dialect::Sqlite:
        return QStringLiteral("PRAGMA user_version = %1").arg(version);
    case Dialect::Postgres:
        return QStringLiteral("UPDATE chipatlas_schema SET user_version = %1").arg(version);
    }
    return {};
}
} // namespace

bool readSchemaInfo(const Db& db, SchemaInfo* info, StorageError* error) {
    if (db.dialect() == Dialect::Postgres)
        return readServerSchemaInfo(db, info, error);
    const QString doing = StorageText::tr("read the schema version");
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
        *error = {StorageError::Code::NotChipAtlas, db.dialect() == Dialect::Postgres
                                                        ? notChipAtlasServerMessage(db.path)
                                                        : notChipAtlasMessage(db.path)};
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

    Transaction transaction(db, Transaction::Kind::Schema);
    // A new catalog's first write is where a full disk shows: say what it was.
    const QString start = info.userVersion == 0 ? StorageText::tr("create the catalog")
                                                : StorageText::tr("start upgrading the catalog");
    if (!transaction.begin(start, error) || !transaction.lock(start, error))
        return false;
    // An upgrade of a large team catalog may run longer than the server's per-statement limit
    // (statement_timeout, meant for a session stuck behind a lock): it holds the schema lock and
    // finishes whatever it takes. Others who wait for that lock still get the limit's message.
    if (db.dialect() == Dialect::Postgres &&
        !exec(db, QStringLiteral("SET LOCAL statement_timeout = 0"),
              StorageText::tr("start upgrading the catalog"), error)) {
        return false;
    }
    // Another ChipAtlas may have migrated the catalog between our check and taking the lock.
    if (!readSchemaInfo(db, &info, error) || !checkSchema(db, info, error))
        return false;
    for (int version = info.userVersion + 1; version <= targetVersion; ++version) {
        const QString doing = StorageText::tr("upgrade the catalog from schema %1 to %2 (the "
                                              "file was left as it was)")
                                  .arg(version - 1)
                                  .arg(version);
        for (const QString& sql : migrationStatements(version, db.dialect())) {
            if (!exec(db, sql, doing, error))
                return false;
        }
        if (!exec(db, writeVersionSql(db, version), doing, error))
            return false;
    }
    return transaction.commit(StorageText::tr("save the upgraded schema"), error);
}

bool configureConnection(const Db& db, StorageError* error) {
    if (!db.isSqlite())
        return true;
    return exec(db, QStringLiteral("PRAGMA foreign_keys = ON"),
                StorageText::tr("turn on foreign keys"), error);
}

bool enableWal(const Db& db, StorageError* error) {
    if (!db.isSqlite())
        return true;
    const QString doing = StorageText::tr("switch the catalog to write-ahead logging");
    QSqlQuery query(db.db);
    if (!exec(db, query, QStringLiteral("PRAGMA journal_mode = WAL"), doing, error))
        return false;
    if (!nextRow(db, query, doing, error))
        return false;
    const QString mode = query.value(0).toString();
    if (mode.compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
        *error = {StorageError::Code::Query,
                  StorageText::tr("Could not %1 in %2: SQLite kept the journal mode \"%3\".")
                      .arg(doing, native(db.path), mode)};
        return false;
    }
    return true;
}

} // namespace chipatlas::storage
