#pragma once

#include "catalogconnection.h"
#include "domain/chip.h"
#include "domain/chipprice.h"
#include "domain/llmmodel.h"
#include "domain/offer.h"
#include "domain/system.h"
#include "entryrepositories.h"
#include "io/catalogcopy.h"
#include "io/catalogimport.h"
#include "io/catalogjson.h"
#include "io/systemjson.h"
#include "storageerror.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace chipatlas {

// An open ChipAtlas catalog: an SQLite file, or a team catalog on a PostgreSQL server
// (open(CatalogConnection), serverconnection.cpp; the same storage code runs on both). Owns one
// Qt Sql connection, which belongs to the thread that opened it: a worker thread opens its own
// Catalog on the same path or connection.
//
// On a server, open() sets up an empty database (once, however many clients connect at once),
// refuses a database holding other tables (NotChipAtlas) or a newer schema (NewerSchema), and
// reports AuthFailed, NoDatabase, SslRequired or Unreachable in plain words. A connection lost
// later makes the next call fail with Code::Unreachable; open again to reconnect.
//
// open() checks the file before it writes anything: a file that is not SQLite, a database of
// another program, one with a newer schema than this build, a corrupt, read-only or locked
// file all fail with a StorageError and leave the file byte-for-byte as it was. Otherwise it
// applies the forward-only migrations in one transaction and seeds or updates the built-in
// catalog.
class Catalog final {
public:
    struct Options {
        int busyTimeoutMs = 3000; // how long to wait for another program's lock
        // A team server: how long one statement may run (waiting for another session's lock,
        // an overloaded server) before it is cancelled and reported as Unreachable, so that
        // a session goes offline and retries instead of waiting without end.
        int serverStatementTimeoutMs = 60000;
        bool seedBuiltIn = true; // insert or update the built-in chips and models
        // A team server's password (CatalogConnection::Kind::Postgres), held in memory only:
        // never written to the catalog, a log or a message. Empty: libpq's own lookup
        // (PGPASSWORD, ~/.pgpass) or none.
        QString password;
    };

    static std::unique_ptr<Catalog> open(const QString& path, const Options& options,
                                         StorageError* error);
    static std::unique_ptr<Catalog> open(const QString& path, StorageError* error) {
        return open(path, Options{}, error);
    }
    // The catalog `connection` describes (catalogconnection.cpp); a file as open(path) does.
    static std::unique_ptr<Catalog> open(const CatalogConnection& connection,
                                         const Options& options, StorageError* error);
    static std::unique_ptr<Catalog> open(const CatalogConnection& connection, StorageError* error) {
        return open(connection, Options{}, error);
    }

    // What is at `connection`, read without changing anything but a killed writer's rollback
    // journal, played back as open() does (Settings' "Test connection"): connects (a server with
    // options.password), checks that it is empty or a catalog this build can open, counts the
    // chips; else nullopt and open()'s `error` (NotChipAtlas, NewerSchema, AuthFailed, ...).
    struct ProbeResult {
        bool empty = false; // nothing there yet: open() would set it up and seed it
        int schemaVersion = 0;
        int chipCount = 0;
    };
    static std::optional<ProbeResult> probe(const CatalogConnection& connection,
                                            const Options& options, StorageError* error);

    // The schema version this build writes (PRAGMA user_version).
    static int currentSchemaVersion();

    // Qt's SQL drivers print lines of their own when a server connection is lost ("Unable to
    // free statement: no connection to the server", "QSqlQuery::exec: database not open"), one
    // per statement they clean up, before the StorageError that says what happened in one
    // sentence. A program calls this once at its start (the CLI and the GUI do): from then on
    // those lines go to the logging category "chipatlas.sql" (off unless QT_LOGGING_RULES has
    // "chipatlas.sql.debug=true"), and every other message of Qt goes where it went before.
    // So do the lines libpq would print itself (an error that arrives between statements); the
    // server's notices and warnings are not sent at all (client_min_messages=error).
    static void routeDriverMessages();

    ~Catalog();
    Catalog(const Catalog&) = delete;
    Catalog& operator=(const Catalog&) = delete;

    QString path() const;

    // Chips ordered by id. Reading 100,000 chips must stay a single pass over two queries.
    QList<Chip> chips(StorageError* error) const;
    std::optional<Chip> chip(const QString& id, StorageError* error) const;
    int chipCount(StorageError* error) const;
    // The first `count` chips in the chip table's start order (by name, case-insensitively, then
    // id), returned ordered by id: what a large catalog shows first while the rest is read.
    QList<Chip> firstChipsByName(int count, StorageError* error) const;

    // Inserts or replaces chips in one transaction; all or nothing. Used by seeding, tests
    // and (later) import and editing.
    bool saveChips(const QList<Chip>& chips, StorageError* error);

    enum class SaveMode {
        Replace,  // store the chips as given; the user-edited marks of their figures stay
        UserEdit, // the user changed them: mark every figure (and the description) that
                  // differs from the stored chip as user-edited, so that a newer built-in
                  // catalog leaves it alone
    };
    bool saveChips(const QList<Chip>& chips, SaveMode mode, StorageError* error);

    // Deletes chips in one transaction (all or nothing; an unknown id fails with NotFound). A
    // deleted built-in chip is remembered, and a newer built-in catalog does not restore it.
    bool deleteChips(const QStringList& ids, StorageError* error);

    // Undo states of an import (see ChipState below), read inside its write transaction: what
    // the import replaced and what it wrote, so that undo restores exactly that.
    struct ImportedStates;

    // Saves the chips of an import (resolveImport()) in one transaction, as user edits
    // (SaveMode::UserEdit): a newer built-in catalog leaves the imported figures alone. Each
    // chip is checked with validateChip() first and ids must be unique within the list; a bad
    // chip (BadData), a lock (Locked), a read-only file (ReadOnly) or a cancel through
    // `control` (Cancelled; polled between chips) rolls everything back: nothing changes.
    //
    // `base` holds the chips as the import's plan saw them (importBase()); a chip id not in it
    // was absent then. Inside the transaction each chip is merged with the stored one field by
    // field (mergeImported(), io/importmerge.h): what someone else saved since the plan stays,
    // and a field both changed fails the whole import with Conflict naming the chip and the
    // field. Only the fields the import changes are marked as edited.
    bool importChips(const QList<Chip>& chips, const QList<Chip>& base,
                     const ImportControl& control, StorageError* error,
                     ImportedStates* states = nullptr);
    bool importChips(const QList<Chip>& chips, const QList<Chip>& base, StorageError* error) {
        return importChips(chips, base, ImportControl{}, error);
    }
    // Saves what a copy from another catalog brings (resolveCatalogCopy()): the chips as
    // importChips() does, the models as user models (models().save()), the prices
    // (prices().set()), then the systems (systems().save()) and the offers with their price
    // histories merged into the stored ones (offers().save()), all in one transaction. Checked
    // first as importChips() checks chips (models with validateModel(), unique ids); a bad price, a
    // price for a chip the catalog does not have, or a cancel rolls everything back: nothing
    // changes. Every entry is merged with the stored one against `base` (copyBase(), or the stored
    // entries an import of systems or offers compared its file with) as importChips() merges chips.
    // `states`, when given, receives the undo states of every entry written (the prices of
    // chips that were there before on their own; a new chip's price is part of its state), and
    // progress then runs over three passes of the entries: the states before, the write, the
    // states after.
    bool importItems(const CatalogItems& items, const CatalogItems& base,
                     const ImportControl& control, StorageError* error,
                     ImportedStates* states = nullptr);

    // The figures of a chip the user has edited (empty for an unknown id).
    QList<Field> editedFields(const QString& id, StorageError* error) const;

    // Seeds or updates the built-in chips from a parsed catalog, as open() does with
    // the compiled-in one; does nothing unless `revision` is higher than the stored one, or the
    // same with another non-empty content hash. A built-in chip or model that `file` no longer
    // has is removed, unless the user edited it (or priced it): then it stays, as
    // the user's.
    bool applyBuiltInChips(const ChipCatalogFile& file, StorageError* error);

    // Editing with exact undo (chipstates.cpp, catalogstates.cpp). A state is everything the
    // catalog holds under one id, so that writing the state from before an edit undoes it
    // exactly: the chip with its user-edited marks, its price (deleted with the chip) and
    // whether the id is a deleted built-in chip that updates must not bring back.
    //
    // Concurrent edits (schema 6): `version` is the version of the stored chip row the state
    // was read or written at (0: no chip). Writing a state is based on it: restoreChipStates()
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
    // The states of these ids, in their order (an id not in the catalog reads as absent);
    // nullopt on error. Read a few hundred ids per query, so thousands of ids cost little more
    // than reading the chips.
    std::optional<QList<ChipState>> chipStates(const QStringList& ids, StorageError* error) const;
    // Makes each id hold exactly its state, in one transaction (all or nothing), based on each
    // state's `version`; Conflict (naming the chip) when the catalog holds another. The price is
    // written only when the state brings back a deleted chip: a stored chip keeps its price.
    // Returns the states as written, at the versions the catalog now holds (the base of the
    // next write of these ids: an undo); nullopt with `error` set otherwise.
    std::optional<QList<ChipState>> restoreChipStates(const QList<ChipState>& states,
                                                      StorageError* error);
    // Puts the built-in chips back as shipped (also deleted ones), without edit marks; a price
    // stays. NotFound for an id that the built-in catalog does not have; all or nothing.
    bool revertChipsToBuiltIn(const QStringList& ids, StorageError* error);
    // What the user's edit, delete or revert of a chip in `before` leaves. An edit marks what
    // differs from `before` (and keeps earlier marks) except the figures in `reverted`, which
    // the user set back to the built-in value; deleting a built-in chip tombstones its id.
    static ChipState editedState(const ChipState& before, const Chip& chip,
                                 const QList<Field>& reverted = {});
    static ChipState deletedState(const ChipState& before);
    static std::optional<ChipState> builtInState(const ChipState& before, StorageError* error);

    // LLM models and chip prices: their repositories, on this catalog's connection.
    ModelRepository models();
    const ModelRepository models() const;
    PriceRepository prices();
    const PriceRepository prices() const;
    using ModelState = chipatlas::ModelState;
    using PriceState = chipatlas::PriceState;

    // Systems and rental offers (schema 7): their repositories, on this catalog's connection.
    SystemRepository systems();
    const SystemRepository systems() const;
    OfferRepository offers();
    const OfferRepository offers() const;
    using SystemState = chipatlas::SystemState;
    using OfferState = chipatlas::OfferState;

    struct ImportedStates {
        QList<ChipState> chipsBefore, chipsAfter;
        QList<ModelState> modelsBefore, modelsAfter;
        QList<PriceState> pricesBefore, pricesAfter;
        QList<SystemState> systemsBefore, systemsAfter;
        QList<OfferState> offersBefore, offersAfter;
    };

    // A number that grows with every write to the catalog, by this client or another one: a
    // client that read the catalog at one marker has read what is there until it grows.
    std::optional<qint64> changeMarker(StorageError* error) const;

private:
    Catalog();
    static std::optional<ProbeResult> probeServer(const CatalogConnection& connection,
                                                  const Options& options, StorageError* error);
    static std::unique_ptr<Catalog> openServer(const CatalogConnection& connection,
                                               const Options& options, StorageError* error);
    struct Private;
    std::unique_ptr<Private> d;
};

// Reads every chip, model, price, system and offer of `catalog` (what a copy carries,
// io/catalogcopy.h); nullopt with `error` set when a read fails.
std::optional<CatalogItems> readCatalogItems(const Catalog& catalog, StorageError* error);

} // namespace chipatlas
