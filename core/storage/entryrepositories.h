#pragma once

// The per-kind repositories of a Catalog (Catalog::models(), Catalog::prices(),
// Catalog::systems(), Catalog::offers()): small objects
// that work on the catalog's connection and its transactions, so that a kind's reading, writing
// and undo states live with the kind and not on Catalog itself. A repository is only valid while
// its Catalog is; get it from the Catalog where it is used rather than keeping it.

#include "domain/chip.h"
#include "domain/chipprice.h"
#include "domain/llmmodel.h"
#include "domain/offer.h"
#include "domain/system.h"
#include "io/catalogjson.h"
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

// A model's state, for exact undo as Catalog::ChipState. The user's edit of a built-in model is
// stored with Origin::User, which a newer built-in catalog leaves alone; reverting writes the
// built-in model back (and clears the tombstone). `tombstoned`: the id is a deleted built-in
// model that updates must not bring back. `version` as for ChipState: of the stored model row,
// 0 for none.
struct ModelState {
    QString id;
    std::optional<LlmModel> model; // nullopt: no model with this id
    Origin origin = Origin::User;
    bool tombstoned = false;
    qint64 version = 0;
    friend bool operator==(const ModelState& a, const ModelState& b) {
        return a.id == b.id && a.model == b.model && a.origin == b.origin &&
               a.tombstoned == b.tombstoned;
    }
};

// The price a chip has (or not), at the version of its price row (0: no price).
struct PriceState {
    QString chipId;
    std::optional<ChipPrice> price;
    qint64 version = 0;
    friend bool operator==(const PriceState& a, const PriceState& b) {
        return a.chipId == b.chipId && a.price == b.price;
    }
};

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

// LLM models, ordered by id.
class ModelRepository final {
public:
    explicit ModelRepository(const storage::Db& db)
        : m_db(&db) {}

    QList<LlmModel> all(StorageError* error) const;
    std::optional<LlmModel> find(const QString& id, StorageError* error) const;

    // Seeds or updates the built-in models, as Catalog::applyBuiltInChips() does the chips.
    bool applyBuiltIn(const ModelCatalogFile& file, StorageError* error);

    // Adds or replaces models (the model editor), in one transaction, all or nothing.
    // Each is checked with validateModel(); ids must be unique within the list. A saved model
    // is a user model, so a newer built-in catalog does not overwrite it (an edited built-in
    // model becomes the user's).
    bool save(const QList<LlmModel>& models, StorageError* error);
    // Deletes models in one transaction; an unknown id fails with NotFound and deletes
    // nothing. A deleted built-in model is remembered, and a newer built-in catalog does not
    // restore it (as with chips).
    bool remove(const QStringList& ids, StorageError* error);

    std::optional<QList<ModelState>> states(const QStringList& ids, StorageError* error) const;
    // Makes each id hold exactly its state (model, origin and tombstone), in one transaction,
    // based on each state's version as Catalog::restoreChipStates() is; returns the states as
    // written.
    std::optional<QList<ModelState>> restore(const QList<ModelState>& states, StorageError* error);
    // What deleting the model in `before` leaves: no model, and a deleted built-in model's id
    // tombstoned (as remove() does).
    static ModelState deletedState(const ModelState& before);

private:
    const storage::Db* m_db;
};

// Hourly prices the user entered (one per chip), ordered by chip id.
class PriceRepository final {
public:
    explicit PriceRepository(const storage::Db& db)
        : m_db(&db) {}

    QList<ChipPrice> all(StorageError* error) const;
    // The chip's price; nullopt without an error for a known chip without one, NotFound for an
    // unknown chip.
    std::optional<ChipPrice> find(const QString& chipId, StorageError* error) const;
    // Replaces the chip's price; refuses a negative, zero, NaN or infinite price and an unknown
    // chip id.
    bool set(const ChipPrice& price, StorageError* error);
    bool remove(const QString& chipId, StorageError* error);

    // nullopt with NotFound for an unknown chip.
    std::optional<PriceState> state(const QString& chipId, StorageError* error) const;
    // Sets or removes the price, based on the state's version (Conflict as for chips); returns
    // the state as written.
    std::optional<PriceState> restore(const PriceState& state, StorageError* error);

private:
    const storage::Db* m_db;
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
