// Seeding and updating the built-in systems and offers (schema 7), after the built-in chips, and
// the built-in results (schema 9) after them.

#include "entitystates.h"
#include "resultstore.h"
#include "seeder.h"
#include "snapshotkeeper.h"
#include "systemstore.h"

#include <QSet>
#include <QStringList>

namespace chipatlas::storage {

namespace {
bool exists(const Db& db, const QString& table, const QString& id, bool* found,
            StorageError* error) {
    const QString doing = StorageText::tr("look up \"%1\"").arg(id);
    QSqlQuery query(db.db);
    if (!prepare(db, query, QStringLiteral("SELECT 1 FROM %1 WHERE id = ?").arg(table), doing,
                 error) ||
        !bindAndExec(db, query, {id}, doing, error)) {
        return false;
    }
    *found = query.next();
    return checkEnd(db, query, doing, error);
}

// Built-in systems the shipped catalog no longer has are removed, except those an offer rents:
// they stay, as the user's, so that no offer (and no price) is lost.
bool dropRemovedBuiltInSystems(const Db& db, const QSet<QString>& shipped, StorageError* error) {
    const QString doing = StorageText::tr("remove the systems the built-in catalog dropped");
    QSqlQuery query(db.db);
    if (!exec(db, query,
              QStringLiteral("SELECT s.id, EXISTS (SELECT 1 FROM offer o WHERE o.target_id = s.id) "
                             "FROM system s WHERE s.origin = 'builtin'"),
              doing, error)) {
        return false;
    }
    QStringList removed;
    QStringList kept;
    while (query.next()) {
        if (!shipped.contains(query.value(0).toString()))
            (query.value(1).toBool() ? kept : removed).append(query.value(0).toString());
    }
    if (!checkEnd(db, query, doing, error))
        return false;
    query.finish();
    for (const QString& id : removed) {
        if (!removeEntry(db, Tombstone::System, id, StorageText::tr("delete system \"%1\"").arg(id),
                         error)) {
            return false;
        }
    }
    if (!SnapshotKeeper(db).keep(SnapshotEntryKind::System, kept, error) ||
        !prepare(db, query,
                 QStringLiteral("UPDATE system SET origin = 'user', version = ") +
                     QLatin1String(kWriteVersion) + QStringLiteral(" WHERE id = ?"),
                 doing, error)) {
        return false;
    }
    for (const QString& id : kept) {
        if (!bindAndExec(db, query, {id}, doing, error))
            return false;
    }
    return true;
}

// Starts the seeding transaction when the file is newer than what was seeded (checked again
// under the lock: another client may have seeded it meanwhile).
bool beginIfNeeded(const Db& db, Transaction& transaction, const QString& revisionKey,
                   const QString& hashKey, int revision, const QString& hash, bool* needed,
                   StorageError* error) {
    if (!needsUpdate(db, revisionKey, hashKey, revision, hash, needed, error))
        return false;
    if (!*needed)
        return true;
    const QString doing = StorageText::tr("start updating the built-in catalog");
    return transaction.begin(doing, error) && transaction.lock(doing, error) &&
           needsUpdate(db, revisionKey, hashKey, revision, hash, needed, error);
}
} // namespace

bool seedSystems(const Db& db, const SystemCatalogFile& file, StorageError* error) {
    Transaction transaction(db);
    bool needed = false;
    if (!beginIfNeeded(db, transaction, kSystemsRevisionKey, kSystemsHashKey, file.revision,
                       file.contentHash, &needed, error)) {
        return false;
    }
    if (!needed)
        return true;
    QSet<QString> shipped;
    for (System system : file.systems) {
        shipped.insert(system.id);
        bool tombstoned = false;
        bool chipThere = false;
        QList<System> stored;
        if (!isTombstoned(db, Tombstone::System, system.id, &tombstoned, error) ||
            !exists(db, QStringLiteral("chip"), system.chipId, &chipThere, error) ||
            !readSystems(db, system.id, &stored, error)) {
            return false;
        }
        // Deleted or edited by the user (an edit makes it the user's): left as the user left
        // it. A system whose chip the user deleted is not added.
        if (tombstoned || !chipThere ||
            (!stored.isEmpty() && stored.constFirst().origin == Origin::User)) {
            continue;
        }
        system.origin = Origin::BuiltIn;
        if (!stored.isEmpty() && stored.constFirst() == system)
            continue;
        if (!writeSystem(db, system, error))
            return false;
    }
    return dropRemovedBuiltInSystems(db, shipped, error) &&
           storeRevision(db, kSystemsRevisionKey, kSystemsHashKey, file.revision, file.contentHash,
                         error) &&
           transaction.commit(StorageText::tr("save the built-in systems"), error);
}

// A built-in offer's prices are merged into the stored history, never replacing it; its
// identity fields follow the new catalog unless the offer is the user's. An offer the user
// deleted, or whose chip or system is not in the catalog, is not added. A built-in offer the
// new catalog no longer has stays with its history.
bool seedOffers(const Db& db, const OfferCatalogFile& file, StorageError* error) {
    Transaction transaction(db);
    bool needed = false;
    if (!beginIfNeeded(db, transaction, kOffersRevisionKey, kOffersHashKey, file.revision,
                       file.contentHash, &needed, error)) {
        return false;
    }
    if (!needed)
        return true;
    for (Offer offer : file.offers) {
        bool tombstoned = false;
        bool chip = false;
        bool system = false;
        QList<Offer> stored;
        if (!isTombstoned(db, Tombstone::Offer, offer.id, &tombstoned, error) ||
            !exists(db, QStringLiteral("chip"), offer.targetId, &chip, error) ||
            !exists(db, QStringLiteral("system"), offer.targetId, &system, error) ||
            !readOffers(db, offer.id, &stored, error)) {
            return false;
        }
        if (tombstoned || (!chip && !system))
            continue;
        offer.origin = Origin::BuiltIn;
        for (OfferPrice& price : offer.prices)
            price.origin = Origin::BuiltIn;
        Offer merged;
        if (!mergedOffer(db, offer, &merged, error))
            return false;
        if (!stored.isEmpty()) {
            const Offer& old = stored.constFirst();
            if (old.origin == Origin::User) {
                const QList<OfferPrice> prices = merged.prices;
                merged = old;
                merged.prices = prices;
            }
            if (merged == old)
                continue;
        }
        if (!writeOffer(db, merged, error))
            return false;
    }
    return storeRevision(db, kOffersRevisionKey, kOffersHashKey, file.revision, file.contentHash,
                         error) &&
           transaction.commit(StorageText::tr("save the built-in offers"), error);
}

bool seedResults(const Db& db, const ResultCatalogFile& file, StorageError* error) {
    Transaction transaction(db);
    bool needed = false;
    if (!beginIfNeeded(db, transaction, kResultsRevisionKey, kResultsHashKey, file.revision,
                       file.contentHash, &needed, error)) {
        return false;
    }
    if (!needed)
        return true;
    QSet<QString> shipped;
    for (Result result : file.results) {
        shipped.insert(result.id);
        bool tombstoned = false;
        bool hardware = false;
        QList<Result> stored;
        if (!isTombstoned(db, Tombstone::Result, result.id, &tombstoned, error) ||
            !hardwareExists(db, result.hardwareId, &hardware, error) ||
            !readResults(db, result.id, &stored, error)) {
            return false;
        }
        // Deleted or edited by the user (an edit makes it the user's): left as the user left
        // it. A result whose chip or system is not in the catalog is not added.
        if (tombstoned || !hardware ||
            (!stored.isEmpty() && stored.constFirst().origin == Origin::User)) {
            continue;
        }
        result.origin = Origin::BuiltIn;
        if (!stored.isEmpty() && stored.constFirst() == result)
            continue;
        if (!writeResult(db, result, error))
            return false;
    }
    // A built-in result the shipped file no longer has goes (nothing hangs on a result).
    const QString doing = StorageText::tr("remove the results the built-in catalog dropped");
    QSqlQuery query(db.db);
    if (!exec(db, query, QStringLiteral("SELECT id FROM result WHERE origin = 'builtin'"), doing,
              error)) {
        return false;
    }
    QStringList removed;
    while (query.next()) {
        if (!shipped.contains(query.value(0).toString()))
            removed.append(query.value(0).toString());
    }
    if (!checkEnd(db, query, doing, error))
        return false;
    query.finish();
    for (const QString& id : std::as_const(removed)) {
        if (!removeEntry(db, Tombstone::Result, id, doing, error))
            return false;
    }
    return storeRevision(db, kResultsRevisionKey, kResultsHashKey, file.revision, file.contentHash,
                         error) &&
           transaction.commit(StorageText::tr("save the built-in results"), error);
}

} // namespace chipatlas::storage
