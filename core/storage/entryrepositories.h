#pragma once

// The per-kind repositories of a Catalog (Catalog::systems(), Catalog::offers()): small objects
// that work on the catalog's connection and its transactions, so that a kind's reading, writing
// and undo states live with the kind and not on Catalog itself. A repository is only valid while
// its Catalog is; get it from the Catalog where it is used rather than keeping it.

#include "domain/offer.h"
#include "domain/system.h"
#include "io/systemjson.h"
#include "storageerror.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

namespace storage {
struct Db;
}

// A system's state, for exact undo as Catalog::ChipState: the system (nullopt: none), whether
// the id is a deleted built-in system that updates must not bring back, and the row's version.
struct SystemState {
    QString id;
    std::optional<System> system;
    bool tombstoned = false;
    qint64 version = 0;
    friend bool operator==(const SystemState& a, const SystemState& b) {
        return a.id == b.id && a.system == b.system && a.tombstoned == b.tombstoned;
    }
};

// An offer's state: the offer with its whole price history (nullopt: none), and the version.
struct OfferState {
    QString id;
    std::optional<Offer> offer;
    bool tombstoned = false;
    qint64 version = 0;
    friend bool operator==(const OfferState& a, const OfferState& b) {
        return a.id == b.id && a.offer == b.offer && a.tombstoned == b.tombstoned;
    }
};

// Systems (schema 7), ordered by id.
class SystemRepository final {
public:
    explicit SystemRepository(const storage::Db& db)
        : m_db(&db) {}

    QList<System> all(StorageError* error) const;
    std::optional<System> find(const QString& id, StorageError* error) const;

    // Seeds or updates the built-in systems, as Catalog::applyBuiltInChips() does: by the
    // file's revision and content hash; a built-in system the user edited or deleted stays as
    // the user left it.
    bool applyBuiltIn(const SystemCatalogFile& file, StorageError* error);

    std::optional<QList<SystemState>> states(const QStringList& ids, StorageError* error) const;
    // Makes each id hold exactly its state in one transaction, based on each state's version
    // (Conflict as for chips); returns the states as written. Each system is checked with
    // validateSystem() and its chip must be in the catalog (BadData naming both ids).
    std::optional<QList<SystemState>> restore(const QList<SystemState>& states,
                                              StorageError* error);
    // What the user's edit of the system in `before` leaves: `system` as the user's
    // (Origin::User), which a newer built-in catalog leaves alone; `before` itself when
    // `system` is what it holds.
    static SystemState editedState(const SystemState& before, const System& system);
    // What deleting it leaves: no system, and a deleted built-in system's id tombstoned.
    static SystemState deletedState(const SystemState& before);

private:
    const storage::Db* m_db;
};

// Rental offers (schema 7), ordered by id, each with its price history oldest first
// (Offer::prices).
class OfferRepository final {
public:
    explicit OfferRepository(const storage::Db& db)
        : m_db(&db) {}

    QList<Offer> all(StorageError* error) const;
    std::optional<Offer> find(const QString& id, StorageError* error) const;

    // Seeds or updates the built-in offers; a built-in offer's prices are merged into its
    // history (never dropped).
    bool applyBuiltIn(const OfferCatalogFile& file, StorageError* error);

    std::optional<QList<OfferState>> states(const QStringList& ids, StorageError* error) const;
    // Writes each offer with exactly the history in its state (undo takes a recorded price
    // back), in one transaction, based on each state's version; returns the states as written.
    // Each offer is checked with validateOffer(); its target must be a chip or a system of the
    // catalog.
    std::optional<QList<OfferState>> restore(const QList<OfferState>& states, StorageError* error);
    // What deleting it leaves: no offer, and a deleted built-in offer's id tombstoned (a newer
    // built-in catalog does not bring it back).
    static OfferState deletedState(const OfferState& before);

private:
    const storage::Db* m_db;
};

} // namespace chipatlas
