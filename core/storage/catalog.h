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
#include "snapshotrepository.h"
#include "storageerror.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
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

    // Chips: their repository, on this catalog's connection.
    ChipRepository chips();
    const ChipRepository chips() const;
    using ChipState = chipatlas::ChipState;
    using ImportedStates = chipatlas::ImportedStates;

    // Saves what a copy from another catalog brings (resolveCatalogCopy()): the chips as
    // chips().import() does, the models as user models, the prices, then the systems and the
    // offers with their price histories merged into the stored ones, then the results and the
    // ownership scenarios (validateOwnershipScenario(), a name once per catalog), all in one
    // transaction. An import of a results file is this call with only `items.results`
    // (validateResult(); each result's hardware must be a chip or a system of the catalog or
    // of `items`).
    // Checked first as chips().import() checks chips (models with validateModel(), unique ids); a
    // bad price, a price for a chip the catalog does not have, or a cancel rolls everything back:
    // nothing changes. Every entry is merged with the stored one against `base` (copyBase(), or the
    // stored entries an import of systems or offers compared its file with) as chips().import()
    // merges chips. `states`, when given, receives the undo states of every entry written (the
    // prices of chips that were there before on their own; a new chip's price is part of its
    // state), and progress then runs over three passes of the entries: the states before, the
    // write, the states after.
    bool importItems(const CatalogItems& items, const CatalogItems& base,
                     const ImportControl& control, StorageError* error,
                     ImportedStates* states = nullptr);

    // One unit of work across kinds: runs `work`, which writes through this catalog's
    // repositories, in one write transaction that their own transactions join. All or nothing:
    // when `work` returns false (with its error set) or the commit fails, nothing it wrote stays.
    // An edit that deletes a system with its offers, and its undo, are written so.
    bool writeAsOne(const std::function<bool(StorageError*)>& work, StorageError* error);

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

    // Measured results (schema 9): their repository, on this catalog's connection. Many results
    // at once (a results file, a copy) go through importItems() with CatalogItems::results.
    ResultRepository results();
    const ResultRepository results() const;
    using ResultState = chipatlas::ResultState;

    // Ownership scenarios (schema 10): their repository, on this catalog's connection. A copy
    // between catalogs carries them through importItems() with CatalogItems::scenarios.
    ScenarioRepository scenarios();
    const ScenarioRepository scenarios() const;
    using OwnershipScenarioState = chipatlas::OwnershipScenarioState;

    // The snapshots saved in the catalog (schema 11): records of every entry, not entries
    // themselves (snapshotrepository.h).
    SnapshotRepository savedSnapshots();
    const SnapshotRepository savedSnapshots() const;

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

// Reads every chip, model, price, system, offer, result and scenario of `catalog` (what a copy
// carries,
// io/catalogcopy.h); nullopt with `error` set when a read fails.
std::optional<CatalogItems> readCatalogItems(const Catalog& catalog, StorageError* error);

} // namespace chipatlas
