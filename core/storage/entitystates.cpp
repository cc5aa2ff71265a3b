#include "entitystates.h"

namespace chipatlas::storage {

namespace {
struct KindTables {
    const char* entries;    // the kind's table, keyed by `id`
    const char* tombstones; // the ids of its deleted built-in entries
};

KindTables tables(Tombstone kind) {
    switch (kind) {
    case Tombstone::Chip:
        return {"chip", "builtin_tombstone"};
    case Tombstone::Model:
        return {"llm_model", "builtin_model_tombstone"};
    case Tombstone::System:
        return {"system", "builtin_system_tombstone"};
    case Tombstone::Offer:
        return {"offer", "builtin_offer_tombstone"};
    }
    return {};
}

// What a failed tombstone query says it was doing.
QString readingTombstones(Tombstone kind) {
    switch (kind) {
    case Tombstone::Chip:
        return StorageText::tr("read the deleted built-in chips");
    case Tombstone::Model:
        return StorageText::tr("read the deleted built-in LLM models");
    case Tombstone::System:
    case Tombstone::Offer:
        break;
    }
    return StorageText::tr("read the deleted built-in entries");
}

QString recordingTombstone(Tombstone kind, const QString& id) {
    switch (kind) {
    case Tombstone::Chip:
        return StateKind<Catalog::ChipState>::writing(id);
    case Tombstone::Model:
        return StorageText::tr("record the deleted built-in LLM model \"%1\"").arg(id);
    case Tombstone::System:
    case Tombstone::Offer:
        break;
    }
    return StorageText::tr("record the deleted built-in entry \"%1\"").arg(id);
}
} // namespace

bool isTombstoned(const Db& db, Tombstone kind, const QString& id, bool* tombstoned,
                  StorageError* error) {
    const QString doing = readingTombstones(kind);
    QSqlQuery query(db.db);
    if (!prepare(db, query,
                 QStringLiteral("SELECT 1 FROM %1 WHERE id = ?")
                     .arg(QLatin1String(tables(kind).tombstones)),
                 doing, error) ||
        !bindAndExec(db, query, {id}, doing, error)) {
        return false;
    }
    *tombstoned = query.next();
    return checkEnd(db, query, doing, error);
}

bool setTombstoned(const Db& db, Tombstone kind, const QString& id, bool tombstoned,
                   StorageError* error) {
    const QString doing = recordingTombstone(kind, id);
    const QLatin1String table(tables(kind).tombstones);
    const QString sql =
        tombstoned ? QStringLiteral("INSERT INTO %1 (id) VALUES (?) ON CONFLICT (id) DO NOTHING")
                         .arg(table)
                   : QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(table);
    QSqlQuery query(db.db);
    return prepare(db, query, sql, doing, error) && bindAndExec(db, query, {id}, doing, error);
}

bool removeEntry(const Db& db, Tombstone kind, const QString& id, const QString& doing,
                 StorageError* error) {
    QSqlQuery query(db.db);
    return prepare(db, query,
                   QStringLiteral("DELETE FROM %1 WHERE id = ?")
                       .arg(QLatin1String(tables(kind).entries)),
                   doing, error) &&
           bindAndExec(db, query, {id}, doing, error);
}

} // namespace chipatlas::storage
