#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/systemstore.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "domain/offer.h"
#include "domain/system.h"
#include "io/systemjson.h"
#include "snapshotkeeper.h"
#include "sqlsupport.h"

#include <QList>
#include <QString>

#include <functional>

namespace chipatlas::storage {

// The tables of schema 7: system with its system_figure rows, offer with its offer_price
// history (the tombstones of deleted built-in systems and offers: entitystates.h). Writers run
// inside the caller's Write transaction and stamp the rows they write with its version.

// Systems ordered by id; all of them when `id` is null, else at most that one. `versions`,
// when given, receives each system's row version in the same order.
bool readSystems(const Db& db, const QString& id, QList<System>* systems, StorageError* error,
                 QList<qint64>* versions = nullptr);
// Every system, `pageSize` at a time in id order (forEachEntryPage() in entryrows.h).
bool forEachSystemPage(const Db& db, int pageSize, const std::function<bool(QList<System>&)>& visit,
                       StorageError* error);
// Inserts or replaces the system with exactly its figures. Refuses a system that
// validateSystem() rejects or whose chip the catalog does not have (BadData naming both ids).
bool writeSystem(const Db& db, const System& system, StorageError* error);
// Whether `id` names a chip or a system of the catalog: the hardware an offer rents or a result
// ran on.
bool hardwareExists(const Db& db, const QString& id, bool* exists, StorageError* error);

// Offers ordered by id, each with its price history oldest first; all when `id` is null.
bool readOffers(const Db& db, const QString& id, QList<Offer>* offers, StorageError* error,
                QList<qint64>* versions = nullptr);
// Every offer with its price history, `pageSize` at a time in id order (forEachEntryPage()).
bool forEachOfferPage(const Db& db, int pageSize, const std::function<bool(QList<Offer>&)>& visit,
                      StorageError* error);
// Inserts or replaces the offer with exactly its price history (in the order given). Refuses
// an offer that validateOffer() rejects or whose target is neither a chip nor a system of
// the catalog (BadData).
bool writeOffer(const Db& db, const Offer& offer, StorageError* error);
// writeOffer() for many offers in one transaction: its statements are prepared once, not once
// per offer (on a server each preparation is a round trip, and so is releasing it; README,
// "Performance").
class OfferWriter final {
public:
    explicit OfferWriter(const Db& db);
    bool write(const Offer& offer, StorageError* error);

private:
    bool prepare(StorageError* error);

    const Db& m_db;
    bool m_prepared = false;
    QSqlQuery m_hardware;
    QSqlQuery m_upsert;
    QSqlQuery m_deletePrices;
    QSqlQuery m_insertPrice;
    SnapshotKeeper m_keeper;
};
// The stored offer with `offer`'s identity fields and the prices it brings added to the stored
// history (addPrice(): an old price is never dropped, a repeated one not doubled); `offer`, its
// prices in history order, when none is stored.
bool mergedOffer(const Db& db, const Offer& offer, Offer* merged, StorageError* error);

// Seeds or updates the built-in systems, then the built-in offers (seeder.cpp calls them after
// the chips). Each is one transaction, done only for a newer revision or content hash.
bool seedSystems(const Db& db, const SystemCatalogFile& file, StorageError* error);
bool seedOffers(const Db& db, const OfferCatalogFile& file, StorageError* error);

} // namespace chipatlas::storage
