#pragma once

// The per-kind repositories of a Catalog (Catalog::chips(), Catalog::models(), Catalog::prices(),
// Catalog::systems(), Catalog::offers(), Catalog::results(), Catalog::scenarios()): small objects
// that work on the catalog's connection and its transactions, so that a kind's reading, writing
// and undo states live with the kind and not on Catalog itself. A repository is only valid while
// its Catalog is; get it from the Catalog where it is used rather than keeping it.

#include "domain/chip.h"
#include "domain/chipprice.h"
#include "domain/llmmodel.h"
#include "domain/offer.h"
#include "domain/ownershipscenario.h"
#include "domain/result.h"
#include "domain/system.h"
#include "io/catalogjson.h"
#include "io/importplan.h"
#include "io/resultcatalogfile.h"
#include "io/systemjson.h"
#include "storageerror.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace chipatlas {

namespace storage {
struct Db;
}

// Editing with exact undo (chipstates.cpp, catalogstates.cpp). A state is everything the
// catalog holds under one id, so that writing the state from before an edit undoes it
// exactly: the chip with its user-edited marks, its price (deleted with the chip) and
// whether the id is a deleted built-in chip that updates must not bring back.
//
// Concurrent edits (schema 6): `version` is the version of the stored chip row the state
// was read or written at (0: no chip). Writing a state is based on it: ChipRepository::restore()
// refuses with Conflict, writing nothing, when the catalog holds another version, because
// someone else (another window, another user of a team catalog) saved since. Versions are
// never reused. Two states are equal when they hold the same content, at any version.
struct ChipState {
    QString id;
    std::optional<Chip> chip;  // nullopt: no chip with this id
    QList<Field> editedFields; // the figures the user edited, in Field order
    bool descriptionEdited = false;
    std::optional<ChipPrice> price;
    bool tombstoned = false;
    qint64 version = 0;
    friend bool operator==(const ChipState& a, const ChipState& b) {
        return a.id == b.id && a.chip == b.chip && a.editedFields == b.editedFields &&
               a.descriptionEdited == b.descriptionEdited && a.price == b.price &&
               a.tombstoned == b.tombstoned;
    }
};

// A model's state, for exact undo as ChipState. The user's edit of a built-in model is
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

// A measured result's state (schema 9): the result (nullopt: none), whether the id is a
// deleted built-in result that updates must not bring back, and the row's version.
struct ResultState {
    QString id;
    std::optional<Result> result;
    bool tombstoned = false;
    qint64 version = 0;
    friend bool operator==(const ResultState& a, const ResultState& b) {
        return a.id == b.id && a.result == b.result && a.tombstoned == b.tombstoned;
    }
};

// An ownership scenario's state (schema 10): the scenario (nullopt: none) and the row's version.
// Scenarios are the user's (none ships built in), so there is no tombstone.
struct OwnershipScenarioState {
    QString id;
    std::optional<OwnershipScenario> scenario;
    qint64 version = 0;
    friend bool operator==(const OwnershipScenarioState& a, const OwnershipScenarioState& b) {
        return a.id == b.id && a.scenario == b.scenario;
    }
};

// Undo states of an import (Catalog::importItems(), ChipRepository::import()), read inside its
// write transaction: what the import replaced and what it wrote, so that undo restores exactly
// that.
struct ImportedStates {
    QList<ChipState> chipsBefore, chipsAfter;
    QList<ModelState> modelsBefore, modelsAfter;
    QList<PriceState> pricesBefore, pricesAfter;
    QList<SystemState> systemsBefore, systemsAfter;
    QList<OfferState> offersBefore, offersAfter;
    QList<ResultState> resultsBefore, resultsAfter;
    QList<OwnershipScenarioState> scenariosBefore, scenariosAfter;
};

// Chips, ordered by id: reading them, and the versioned writes (import, states and their
// restore, revert to built-in) that the application's edit, import and copy use cases use.
class ChipRepository final {
public:
    explicit ChipRepository(const storage::Db& db)
        : m_db(&db) {}

    // Reading 100,000 chips must stay a single pass over two queries.
    QList<Chip> all(StorageError* error) const;
    // Hands every chip to `visit` in id order (as all() lists them), reading `pageSize` chips
    // at a time and the next page only when `visit` has seen the last: what an export or a
    // listing streams, in memory that grows with a page, not with the catalog. `visit` returns
    // false to stop early (not an error). False with `error` when a read failed, possibly
    // after some pages were visited.
    bool forEach(const std::function<bool(const Chip&)>& visit, StorageError* error,
                 int pageSize = kChipPageSize) const;
    // The same for the chips with `ids` (each once), in the order of `ids`; an id the catalog
    // does not hold is left out.
    bool forEach(const QStringList& ids, const std::function<bool(const Chip&)>& visit,
                 StorageError* error, int pageSize = kChipPageSize) const;
    static constexpr int kChipPageSize = 256;
    std::optional<Chip> find(const QString& id, StorageError* error) const;
    int count(StorageError* error) const;
    // The first `count` chips in the chip table's start order (by name, case-insensitively, then
    // id), returned ordered by id: what a large catalog shows first while the rest is read.
    QList<Chip> firstByName(int count, StorageError* error) const;
    // The figures of a chip the user has edited (empty for an unknown id).
    QList<Field> editedFields(const QString& id, StorageError* error) const;

    // Deletes chips in one transaction (all or nothing; an unknown id fails with NotFound). A
    // deleted built-in chip is remembered, and a newer built-in catalog does not restore it.
    bool remove(const QStringList& ids, StorageError* error);

    // Saves the chips of an import (resolveImport()) in one transaction, as user edits: a newer
    // built-in catalog leaves the imported figures alone. Each chip is checked with
    // validateChip() first and ids must be unique within the list; a bad chip (BadData), a lock
    // (Locked), a read-only file (ReadOnly) or a cancel through `control` (Cancelled; polled
    // between chips) rolls everything back: nothing changes.
    //
    // `base` holds the chips as the import's plan saw them (importBase()); a chip id not in it
    // was absent then. Inside the transaction each chip is merged with the stored one field by
    // field (mergeImported(), io/importmerge.h): what someone else saved since the plan stays,
    // and a field both changed fails the whole import with Conflict naming the chip and the
    // field. Only the fields the import changes are marked as edited.
    bool import(const QList<Chip>& chips, const QList<Chip>& base, const ImportControl& control,
                StorageError* error, ImportedStates* states = nullptr);
    bool import(const QList<Chip>& chips, const QList<Chip>& base, StorageError* error) {
        return import(chips, base, ImportControl{}, error);
    }

    // Seeds or updates the built-in chips from a parsed catalog, as Catalog::open() does with
    // the compiled-in one; does nothing unless `revision` is higher than the stored one, or the
    // same with another non-empty content hash. A built-in chip or model that `file` no longer
    // has is removed, unless the user edited it (or priced it): then it stays, as the user's.
    bool applyBuiltIn(const ChipCatalogFile& file, StorageError* error);

    // The states of these ids, in their order (an id not in the catalog reads as absent);
    // nullopt on error. Read a few hundred ids per query, so thousands of ids cost little more
    // than reading the chips.
    std::optional<QList<ChipState>> states(const QStringList& ids, StorageError* error) const;
    // Makes each id hold exactly its state, in one transaction (all or nothing), based on each
    // state's `version`; Conflict (naming the chip) when the catalog holds another. The price is
    // written only when the state brings back a deleted chip: a stored chip keeps its price.
    // Returns the states as written, at the versions the catalog now holds (the base of the
    // next write of these ids: an undo); nullopt with `error` set otherwise.
    std::optional<QList<ChipState>> restore(const QList<ChipState>& states, StorageError* error);
    // Puts the built-in chips back as shipped (also deleted ones), without edit marks; a price
    // stays. NotFound for an id that the built-in catalog does not have; all or nothing.
    bool revertToBuiltIn(const QStringList& ids, StorageError* error);
    // What the user's edit, delete or revert of a chip in `before` leaves. An edit marks what
    // differs from `before` (and keeps earlier marks) except the figures in `reverted`, which
    // the user set back to the built-in value; deleting a built-in chip tombstones its id.
    static ChipState editedState(const ChipState& before, const Chip& chip,
                                 const QList<Field>& reverted = {});
    static ChipState deletedState(const ChipState& before);
    static std::optional<ChipState> builtInState(const ChipState& before, StorageError* error);

private:
    const storage::Db* m_db;
};

// LLM models, ordered by id.
class ModelRepository final {
public:
    explicit ModelRepository(const storage::Db& db)
        : m_db(&db) {}

    QList<LlmModel> all(StorageError* error) const;
    std::optional<LlmModel> find(const QString& id, StorageError* error) const;

    // Seeds or updates the built-in models, as ChipRepository::applyBuiltIn() does the chips.
    bool applyBuiltIn(const ModelCatalogFile& file, StorageError* error);

    // Deletes models in one transaction; an unknown id fails with NotFound and deletes
    // nothing. A deleted built-in model is remembered, and a newer built-in catalog does not
    // restore it (as with chips).
    bool remove(const QStringList& ids, StorageError* error);

    std::optional<QList<ModelState>> states(const QStringList& ids, StorageError* error) const;
    // Makes each id hold exactly its state (model, origin and tombstone), in one transaction,
    // based on each state's version as ChipRepository::restore() is; returns the states as
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
    // Hands every system to `visit` in id order, as ChipRepository::forEach() hands chips: a
    // page of `pageSize` at a time, the next only when `visit` has seen the last (an export
    // streams them). `visit` returns false to stop early; false with `error` when a read failed.
    bool forEach(const std::function<bool(const System&)>& visit, StorageError* error,
                 int pageSize = ChipRepository::kChipPageSize) const;
    std::optional<System> find(const QString& id, StorageError* error) const;

    // Seeds or updates the built-in systems, as ChipRepository::applyBuiltIn() does: by the
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
    // Hands every offer (with its price history) to `visit` in id order, as
    // ChipRepository::forEach() hands chips: a page of `pageSize` at a time, the next only when
    // `visit` has seen the last (an export streams them). `visit` returns false to stop early;
    // false with `error` when a read failed.
    bool forEach(const std::function<bool(const Offer&)>& visit, StorageError* error,
                 int pageSize = ChipRepository::kChipPageSize) const;
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

// Measured results (schema 9), ordered by id. Written one by one through states (the
// use cases in application/resultedits.h), or many at once, in one transaction with other kinds,
// through Catalog::importItems() (CatalogItems::results): the import of a results file and the
// copy between catalogs.
class ResultRepository final {
public:
    explicit ResultRepository(const storage::Db& db)
        : m_db(&db) {}

    QList<Result> all(StorageError* error) const;
    // Hands every result to `visit` in id order, as ChipRepository::forEach() hands chips: a
    // page of `pageSize` at a time, the next only when `visit` has seen the last (an export
    // streams them). `visit` returns false to stop early; false with `error` when a read failed.
    bool forEach(const std::function<bool(const Result&)>& visit, StorageError* error,
                 int pageSize = ChipRepository::kChipPageSize) const;
    // NotFound for an id the catalog does not have.
    std::optional<Result> find(const QString& id, StorageError* error) const;
    // Whether `id` names a chip or a system of the catalog: what a result's hardware must be.
    bool isHardware(const QString& id, bool* found, StorageError* error) const;

    // Seeds or updates the built-in results, as SystemRepository::applyBuiltIn() does the
    // systems: by the file's revision and content hash; a built-in result the user edited or
    // deleted stays as the user left it; one whose hardware is not in the catalog is left out.
    bool applyBuiltIn(const ResultCatalogFile& file, StorageError* error);

    std::optional<QList<ResultState>> states(const QStringList& ids, StorageError* error) const;
    // Makes each id hold exactly its state in one transaction, based on each state's version
    // (Conflict naming the result when the catalog holds another); returns the states as
    // written. Each result is checked with validateResult() and its hardware must be a chip or
    // a system of the catalog (BadData naming the result: hardwareNotInCatalog()).
    std::optional<QList<ResultState>> restore(const QList<ResultState>& states,
                                              StorageError* error);
    // What the user's edit of the result in `before` leaves: `result` as the user's
    // (Origin::User), which a newer built-in catalog leaves alone; `before` itself when
    // `result` is what it holds.
    static ResultState editedState(const ResultState& before, const Result& result);
    // What deleting it leaves: no result, and a deleted built-in result's id tombstoned.
    static ResultState deletedState(const ResultState& before);

private:
    const storage::Db* m_db;
};

// Ownership scenarios (schema 10), ordered by id: the user's named "own or rent" assumptions
// (docs/MODEL-FIT.md section 9). Written one by one through states (the use cases in
// application/scenarioedits.h), or many at once, in one transaction with other kinds, through
// Catalog::importItems() (CatalogItems::scenarios): the copy between catalogs.
class ScenarioRepository final {
public:
    explicit ScenarioRepository(const storage::Db& db)
        : m_db(&db) {}

    QList<OwnershipScenario> all(StorageError* error) const;
    // NotFound for an id the catalog does not have.
    std::optional<OwnershipScenario> find(const QString& id, StorageError* error) const;

    std::optional<QList<OwnershipScenarioState>> states(const QStringList& ids,
                                                        StorageError* error) const;
    // Makes each id hold exactly its state in one transaction, based on each state's version
    // (Conflict naming the scenario when the catalog holds another); returns the states as
    // written. BadData naming the scenario, nothing written, for one that
    // validateOwnershipScenario() refuses or whose name another scenario of the catalog has
    // (without regard to case).
    std::optional<QList<OwnershipScenarioState>>
    restore(const QList<OwnershipScenarioState>& states, StorageError* error);

private:
    const storage::Db* m_db;
};

} // namespace chipatlas
