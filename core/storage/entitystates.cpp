#include "entitystates.h"

#include "snapshotkeeper.h"

#include <QDir>

namespace chipatlas::storage {

// What each kind says its state writes do, in messages.
QString StateKind<Catalog::ChipState>::starting() {
    return StorageText::tr("start restoring chips");
}
QString StateKind<Catalog::ChipState>::finishing() {
    return StorageText::tr("restore the chips");
}
QString StateKind<Catalog::ChipState>::writing(const QString& id) {
    return StorageText::tr("restore chip \"%1\"").arg(id);
}
StorageError StateKind<Catalog::ChipState>::wrongId(const Db& db, const QString& id,
                                                    const QString& held) {
    return {StorageError::Code::BadData,
            StorageText::tr("Could not %1 in %2: the state holds chip \"%3\".")
                .arg(writing(id), QDir::toNativeSeparators(db.path), held)};
}

QString StateKind<Catalog::ModelState>::starting() {
    return StorageText::tr("start restoring LLM models");
}
QString StateKind<Catalog::ModelState>::finishing() {
    return StorageText::tr("restore the LLM models");
}
QString StateKind<Catalog::ModelState>::writing(const QString& id) {
    return StorageText::tr("restore LLM model \"%1\"").arg(id);
}
StorageError StateKind<Catalog::ModelState>::wrongId(const Db&, const QString& id,
                                                     const QString& held) {
    return {StorageError::Code::BadData,
            StorageText::tr("Could not %1: the state holds model \"%2\".").arg(writing(id), held)};
}

QString StateKind<Catalog::SystemState>::starting() {
    return StorageText::tr("start restoring entries");
}
QString StateKind<Catalog::SystemState>::finishing() {
    return StorageText::tr("restore the entries");
}
QString StateKind<Catalog::SystemState>::writing(const QString& id) {
    return StorageText::tr("delete system \"%1\"").arg(id);
}
StorageError StateKind<Catalog::SystemState>::wrongId(const Db&, const QString& id,
                                                      const QString& held) {
    return {
        StorageError::Code::BadData,
        StorageText::tr("Could not restore system \"%1\": the state holds \"%2\".").arg(id, held)};
}

QString StateKind<Catalog::OfferState>::starting() {
    return StorageText::tr("start restoring entries");
}
QString StateKind<Catalog::OfferState>::finishing() {
    return StorageText::tr("restore the entries");
}
QString StateKind<Catalog::OfferState>::writing(const QString& id) {
    return StorageText::tr("delete offer \"%1\"").arg(id);
}
StorageError StateKind<Catalog::OfferState>::wrongId(const Db&, const QString& id,
                                                     const QString& held) {
    return {
        StorageError::Code::BadData,
        StorageText::tr("Could not restore offer \"%1\": the state holds \"%2\".").arg(id, held)};
}

QString StateKind<Catalog::ResultState>::starting() {
    return StorageText::tr("start restoring entries");
}
QString StateKind<Catalog::ResultState>::finishing() {
    return StorageText::tr("restore the entries");
}
QString StateKind<Catalog::ResultState>::writing(const QString& id) {
    return StorageText::tr("delete result \"%1\"").arg(id);
}
StorageError StateKind<Catalog::ResultState>::wrongId(const Db&, const QString& id,
                                                      const QString& held) {
    return {
        StorageError::Code::BadData,
        StorageText::tr("Could not restore result \"%1\": the state holds \"%2\".").arg(id, held)};
}

QString StateKind<Catalog::OwnershipScenarioState>::starting() {
    return StorageText::tr("start saving the scenarios");
}
QString StateKind<Catalog::OwnershipScenarioState>::finishing() {
    return StorageText::tr("save the scenarios");
}
StorageError StateKind<Catalog::OwnershipScenarioState>::wrongId(const Db&, const QString& id,
                                                                 const QString& held) {
    return {
        StorageError::Code::BadData,
        StorageText::tr("Could not save scenario \"%1\": the state holds \"%2\".").arg(id, held)};
}

QString StateKind<Catalog::PriceState>::starting() {
    return StorageText::tr("start saving a chip price");
}
QString StateKind<Catalog::PriceState>::finishing() {
    return StorageText::tr("save the chip price");
}

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
    case Tombstone::Result:
        return {"result", "builtin_result_tombstone"};
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
    case Tombstone::Result:
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
    case Tombstone::Result:
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

bool readKindIds(const Db& db, Tombstone kind, QSet<QString>* stored, QSet<QString>* tombstoned,
                 StorageError* error) {
    const KindTables names = tables(kind);
    const auto readIds = [&](const char* table, const QString& doing, QSet<QString>* ids) {
        QSqlQuery query(db.db);
        query.setForwardOnly(true);
        if (!exec(db, query, QStringLiteral("SELECT id FROM %1").arg(QLatin1String(table)), doing,
                  error)) {
            return false;
        }
        while (query.next())
            ids->insert(query.value(0).toString());
        return checkEnd(db, query, doing, error);
    };
    return readIds(names.entries, StorageText::tr("read which entries the catalog holds"),
                   stored) &&
           readIds(names.tombstones, readingTombstones(kind), tombstoned);
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
    SnapshotKeeper keeper(db);
    switch (kind) {
    case Tombstone::Chip:
        if (!keeper.keep(SnapshotEntryKind::Chip, id, error) ||
            !keeper.keep(SnapshotEntryKind::Price, id, error)) {
            return false;
        }
        break;
    case Tombstone::Model:
        if (!keeper.keep(SnapshotEntryKind::Model, id, error))
            return false;
        break;
    case Tombstone::System:
        if (!keeper.keep(SnapshotEntryKind::System, id, error))
            return false;
        break;
    case Tombstone::Offer:
        if (!keeper.keep(SnapshotEntryKind::Offer, id, error))
            return false;
        break;
    case Tombstone::Result:
        if (!keeper.keep(SnapshotEntryKind::Result, id, error))
            return false;
        break;
    }
    QSqlQuery query(db.db);
    return prepare(db, query,
                   QStringLiteral("DELETE FROM %1 WHERE id = ?")
                       .arg(QLatin1String(tables(kind).entries)),
                   doing, error) &&
           bindAndExec(db, query, {id}, doing, error);
}

} // namespace chipatlas::storage
