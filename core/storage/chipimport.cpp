// Catalog's import of chips, and of the chips, models, prices, systems, offers, results and
// scenarios a copy from another catalog (or a results file) brings: validated first, then, in one
// transaction, merged with what is stored at that moment against what the plan saw
// (io/importmerge.h) and saved as user edits.

#include "catalog.h"
#include "catalog_p.h"
#include "chipstore.h"
#include "deferredindexes.h"
#include "domain/validation.h"
#include "io/importmerge.h"
#include "modelstore.h"
#include "pricestore.h"
#include "resultstore.h"
#include "scenariostore.h"
#include "snapshotstore.h"
#include "storedchips.h"
#include "systemstore.h"

#include <QDir>
#include <QHash>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>

namespace chipatlas {

using namespace storage;

namespace {
StorageError cancelledError(const Db& db) {
    return {StorageError::Code::Cancelled,
            StorageText::tr("The import into %1 was cancelled; nothing was saved.")
                .arg(QDir::toNativeSeparators(db.path))};
}

// Each item valid and its id unique within the list, before the transaction starts: a bad
// list never takes the lock.
template <typename T, typename Id, typename Validate>
bool checkList(const Db& db, const QString& doing, const QList<T>& items, Id id, Validate validate,
               StorageError* error) {
    QSet<QString> ids;
    for (qsizetype row = 0; row < items.size(); ++row) {
        const T& item = items.at(row);
        const QList<ValidationIssue> issues = validate(item);
        if (!issues.isEmpty()) {
            *error = listRowError(db, doing, int(row) + 1, id(item), issuesText(issues));
            return false;
        }
        if (ids.contains(id(item))) {
            *error = listRowError(db, doing, int(row) + 1, id(item),
                                  StorageText::tr("the id appears twice in the import"));
            return false;
        }
        ids.insert(id(item));
    }
    return true;
}

// The entries of a plan's base by id.
template <typename T, typename Id>
QHash<QString, const T*> byId(const QList<T>& list, Id id) {
    QHash<QString, const T*> found;
    found.reserve(list.size());
    for (const T& item : list)
        found.insert(id(item), &item);
    return found;
}

template <typename T>
std::optional<T> entry(const QHash<QString, const T*>& found, const QString& id) {
    const T* item = found.value(id, nullptr);
    return item ? std::optional<T>(*item) : std::nullopt;
}

StorageError conflictError(const Db& db, const ImportConflict& conflict) {
    //: %1 says which entry and field someone else changed; %2 is the catalog
    return {StorageError::Code::Conflict,
            StorageText::tr("%1 Nothing was imported into %2; run the import again.")
                .arg(importConflictText(conflict), QDir::toNativeSeparators(db.path))};
}

// The ids of a list, in its order.
template <typename T, typename Id>
QStringList idsOf(const QList<T>& items, Id id) {
    QStringList ids;
    ids.reserve(items.size());
    for (const T& item : items)
        ids.append(id(item));
    return ids;
}

// The chip states an import reads at a time (ChipRepository::states()): between two chunks a large
// import can be cancelled and shows progress.
constexpr qsizetype kStateChunk = 256;

// What is stored under the ids an import writes, in the order of its lists.
struct StoredStates {
    explicit StoredStates(bool everyChipState)
        : chips(everyChipState) {}
    StoredChips chips;
    QList<Catalog::ModelState> models;
    QList<Catalog::PriceState> prices; // of the chips in the catalog before the import
    QList<Catalog::SystemState> systems;
    QList<Catalog::OfferState> offers;
    QList<Catalog::ResultState> results;
    QList<Catalog::OwnershipScenarioState> scenarios;
};

// Reads the states of what `items` writes into `out`: the chips a chunk at a time, polling
// `control` for a cancel when `cancellable` and reporting progress from `offset` when `report`;
// the prices of the chips in `priceChips`.
bool readStoredStates(const Db& db, const CatalogItems& items, const QStringList& priceChips,
                      const ImportControl& control, qint64 offset, qint64 total, bool cancellable,
                      bool report, StoredStates* out, StorageError* error) {
    const QStringList chipIds = idsOf(items.chips, [](const Chip& c) { return c.id; });
    for (qsizetype first = 0; first < chipIds.size(); first += kStateChunk) {
        if (cancellable && control.cancelled()) {
            *error = cancelledError(db);
            return false;
        }
        if (report)
            control.report(offset + first, total);
        std::optional<QList<Catalog::ChipState>> chunk =
            ChipRepository(db).states(chipIds.mid(first, kStateChunk), error);
        if (!chunk)
            return false;
        out->chips.append(std::move(*chunk));
    }
    std::optional<QList<Catalog::ModelState>> models = ModelRepository(db).states(
        idsOf(items.models, [](const LlmModel& m) { return m.id(); }), error);
    if (!models)
        return false;
    out->models = std::move(*models);
    for (const QString& chipId : priceChips) {
        std::optional<Catalog::PriceState> price = PriceRepository(db).state(chipId, error);
        if (!price)
            return false;
        out->prices.append(std::move(*price));
    }
    std::optional<QList<Catalog::SystemState>> systems = SystemRepository(db).states(
        idsOf(items.systems, [](const System& s) { return s.id; }), error);
    if (!systems)
        return false;
    out->systems = std::move(*systems);
    std::optional<QList<Catalog::OfferState>> offers =
        OfferRepository(db).states(idsOf(items.offers, [](const Offer& o) { return o.id; }), error);
    if (!offers)
        return false;
    out->offers = std::move(*offers);
    std::optional<QList<Catalog::ResultState>> results = ResultRepository(db).states(
        idsOf(items.results, [](const Result& r) { return r.id; }), error);
    if (!results)
        return false;
    out->results = std::move(*results);
    std::optional<QList<Catalog::OwnershipScenarioState>> scenarios = ScenarioRepository(db).states(
        idsOf(items.scenarios, [](const OwnershipScenario& s) { return s.id; }), error);
    if (!scenarios)
        return false;
    out->scenarios = std::move(*scenarios);
    return true;
}

// The states of the prices in `items.prices` whose chip the catalog holds now (a new chip's
// price is part of the chip's state). A price whose chip is not there is left to the write,
// which refuses it.
bool readPriceStates(const Db& db, const CatalogItems& items, const StoredChips& chipStates,
                     QList<Catalog::PriceState>* prices, StorageError* error) {
    if (items.prices.isEmpty())
        return true;
    QHash<QString, bool> written; // chip id -> whether it was there before the import
    for (qsizetype row = 0; row < items.chips.size(); ++row)
        written.insert(items.chips.at(row).id, chipStates.chip(row).has_value());
    for (const ChipPrice& price : items.prices) {
        if (const auto it = written.constFind(price.chipId); it != written.cend() && !*it)
            continue;
        StorageError problem;
        std::optional<Catalog::PriceState> state =
            PriceRepository(db).state(price.chipId, &problem);
        if (state) {
            prices->append(std::move(*state));
        } else if (problem.code != StorageError::Code::NotFound) {
            *error = problem;
            return false;
        }
    }
    return true;
}

// Each entry of `planned` merged with its stored state against `base`: the entries to write
// (those that end up different from the stored ones), or false with a Conflict.
template <typename T, typename State, typename Id, typename Stored>
bool mergeAll(const Db& db, const QList<T>& planned, const QList<T>& base,
              const QList<State>& stored, Id id, Stored storedOf, QList<T>* merged,
              StorageError* error) {
    const QHash<QString, const T*> bases = byId(base, id);
    for (qsizetype row = 0; row < planned.size(); ++row) {
        const std::optional<T>& now = storedOf(stored.at(row));
        ImportConflict conflict;
        std::optional<T> entryToWrite =
            mergeImported(entry(bases, id(planned.at(row))), planned.at(row), now, &conflict);
        if (!entryToWrite) {
            *error = conflictError(db, conflict);
            return false;
        }
        if (!now || !(*entryToWrite == *now))
            merged->append(std::move(*entryToWrite));
    }
    return true;
}

// Drops the figure table's indexes into `deferred` when the chips the import adds (those not
// stored, in `stored`) outnumber those the catalog holds.
bool deferFigureIndexes(const Db& db, const StoredChips& stored, DeferredIndexes* deferred,
                        const QString& doing, StorageError* error) {
    const qint64 adding = stored.absentCount();
    if (!db.isSqlite() || !DeferredIndexes::worthIt(adding, 0))
        return true;
    QSqlQuery query(db.db);
    if (!exec(db, query, QStringLiteral("SELECT count(*) FROM chip"), doing, error) ||
        !nextRow(db, query, doing, error)) {
        return false;
    }
    const qint64 holding = query.value(0).toLongLong();
    query.finish(); // SQLite drops no index while a statement reads
    if (!DeferredIndexes::worthIt(adding, holding))
        return true;
    return deferred->drop(QStringLiteral("figure"), doing, error);
}

// Catalog::importItems() on `db`.
bool importInto(const Db& db, const CatalogItems& items, const CatalogItems& base,
                const ImportControl& control, StorageError* error, ImportedStates* states) {
    ErrorSink sink(error);
    const auto noIssues = [](const auto&) { return QList<ValidationIssue>{}; };
    if (!checkList(
            db, StorageText::tr("save the chips"), items.chips, [](const Chip& c) { return c.id; },
            [](const Chip& c) { return validateChip(c); }, sink.error) ||
        !checkList(
            db, StorageText::tr("save the LLM models"), items.models,
            [](const LlmModel& m) { return m.id(); },
            [](const LlmModel& m) { return validateModel(m); }, sink.error) ||
        !checkList(
            db, StorageText::tr("save the prices"), items.prices,
            [](const ChipPrice& p) { return p.chipId; }, noIssues, sink.error) ||
        !checkList(
            db, StorageText::tr("save the systems"), items.systems,
            [](const System& s) { return s.id; }, [](const System& s) { return validateSystem(s); },
            sink.error) ||
        !checkList(
            db, StorageText::tr("save the offers"), items.offers,
            [](const Offer& o) { return o.id; }, [](const Offer& o) { return validateOffer(o); },
            sink.error) ||
        !checkList(
            db, StorageText::tr("save the results"), items.results,
            [](const Result& r) { return r.id; },
            [](const Result& r) { return validateResult(r, QDate::currentDate()); }, sink.error) ||
        !checkList(
            db, StorageText::tr("save the scenarios"), items.scenarios,
            [](const OwnershipScenario& s) { return s.id; },
            [](const OwnershipScenario& s) { return validateOwnershipScenario(s); }, sink.error)) {
        return false;
    }
    if (control.cancelled()) {
        *sink.error = cancelledError(db);
        return false;
    }

    // A multi-row INSERT keeps a statement journal (to undo that statement alone): in memory,
    // not in a temporary file written a few bytes at a time.
    if (db.isSqlite() && !exec(db, QStringLiteral("PRAGMA temp_store = MEMORY"),
                               StorageText::tr("prepare importing chips"), sink.error)) {
        return false;
    }
    const LargeCache cache(db);
    Transaction transaction(db);
    if (!transaction.begin(StorageText::tr("start importing chips"), sink.error))
        return false;
    // From here on nobody else writes until the commit (BEGIN IMMEDIATE; on a server the change
    // marker's row lock): what is read now is what the import is written onto.
    const qint64 count = items.chips.size() + items.models.size() + items.prices.size() +
                         items.systems.size() + items.offers.size() + items.results.size() +
                         items.scenarios.size();
    const qint64 total = states ? 3 * count : count;
    const qint64 writing = states ? count : 0;
    StoredStates before(states != nullptr);
    if (!readStoredStates(db, items, {}, control, 0, total, true, states != nullptr, &before,
                          sink.error) ||
        !readPriceStates(db, items, before.chips, &before.prices, sink.error)) {
        return false;
    }

    // The write, merged field by field with what is stored (io/importmerge.h).
    QHash<QString, std::optional<ChipPrice>> storedPrices;
    for (const PriceState& state : std::as_const(before.prices))
        storedPrices.insert(state.chipId, state.price);
    QList<std::optional<ChipPrice>> pricesNow; // per price of items.prices
    for (const ChipPrice& price : items.prices)
        pricesNow.append(storedPrices.value(price.chipId));
    QList<LlmModel> models;
    QList<ChipPrice> prices;
    QList<System> systems;
    QList<Offer> offers;
    QList<Result> results;
    QList<OwnershipScenario> scenarios;
    if (!mergeAll(
            db, items.models, base.models, before.models, [](const LlmModel& m) { return m.id(); },
            [](const ModelState& s) -> const std::optional<LlmModel>& { return s.model; }, &models,
            sink.error) ||
        !mergeAll(
            db, items.prices, base.prices, pricesNow, [](const ChipPrice& p) { return p.chipId; },
            [](const std::optional<ChipPrice>& p) -> const std::optional<ChipPrice>& { return p; },
            &prices, sink.error) ||
        !mergeAll(
            db, items.systems, base.systems, before.systems, [](const System& s) { return s.id; },
            [](const SystemState& s) -> const std::optional<System>& { return s.system; }, &systems,
            sink.error) ||
        !mergeAll(
            db, items.offers, base.offers, before.offers, [](const Offer& o) { return o.id; },
            [](const OfferState& s) -> const std::optional<Offer>& { return s.offer; }, &offers,
            sink.error) ||
        !mergeAll(
            db, items.results, base.results, before.results, [](const Result& r) { return r.id; },
            [](const ResultState& s) -> const std::optional<Result>& { return s.result; }, &results,
            sink.error) ||
        !mergeAll(
            db, items.scenarios, base.scenarios, before.scenarios,
            [](const OwnershipScenario& s) { return s.id; },
            [](const OwnershipScenarioState& s) -> const std::optional<OwnershipScenario>& {
                return s.scenario;
            },
            &scenarios, sink.error)) {
        return false;
    }

    // Before anything is written, a snapshot of what the catalog held (snapshotstore.h), in this
    // transaction: when the import rolls back, so does the snapshot.
    bool writesChips = false;
    for (qsizetype row = 0; row < items.chips.size() && !writesChips; ++row) {
        const std::optional<Chip>& stored = before.chips.chip(row);
        writesChips = !stored || !(*stored == items.chips.at(row));
    }
    if ((writesChips || !models.isEmpty() || !prices.isEmpty() || !systems.isEmpty() ||
         !offers.isEmpty() || !results.isEmpty() || !scenarios.isEmpty()) &&
        !takeAutomaticSnapshot(db, control.snapshotReason, control.snapshotNote, sink.error)) {
        return false;
    }

    // What a snapshot reads of the chips about to change is kept in one pass, not chip by chip
    // (snapshotkeeper.h).
    QStringList changing;
    for (qsizetype row = 0; row < items.chips.size(); ++row) {
        const std::optional<Chip>& stored = before.chips.chip(row);
        if (stored && !(*stored == items.chips.at(row)))
            changing.append(items.chips.at(row).id);
    }
    if (!SnapshotKeeper(db).keep(SnapshotEntryKind::Chip, changing, sink.error))
        return false;

    // The figure rows of all the chips go in a few large writes (on a server, COPY); finish()
    // stores the last of them before anything below reads or refers to the chips.
    ChipWriter writer(db, ChipWriter::Batch::AcrossChips);
    if (!writer.prepare(sink.error))
        return false;
    const QHash<QString, const Chip*> chipBases =
        byId(base.chips, [](const Chip& c) { return c.id; });
    // Many new chips (an import into a new catalog): the figure indexes are built once after
    // their rows are in (storage/deferredindexes.h).
    DeferredIndexes figureIndexes(db);
    const QString indexing = StorageText::tr("save the imported chips");
    if (!deferFigureIndexes(db, before.chips, &figureIndexes, indexing, sink.error))
        return false;
    for (qsizetype row = 0; row < items.chips.size(); ++row) {
        if (control.cancelled()) {
            *sink.error = cancelledError(db);
            return false; // the transaction rolls back
        }
        if (row % 64 == 0)
            control.report(writing + row, total);
        const Chip& planned = items.chips.at(row);
        const std::optional<Chip>& stored = before.chips.chip(row);
        if (!stored && !chipBases.contains(planned.id)) {
            // New, and new when planned: the merge is the planned chip, which checkList()
            // validated (io/importmerge.h), and the id is known to be free.
            if (!writer.writeNew(planned, WriteMode::UserEdit, sink.error))
                return false;
            continue;
        }
        ImportConflict conflict;
        const std::optional<Chip> merged =
            mergeImported(entry(chipBases, planned.id), planned, stored, &conflict);
        if (!merged) {
            *sink.error = conflictError(db, conflict);
            return false;
        }
        if (stored && *merged == *stored)
            continue; // someone else saved the same already
        if (const QList<ValidationIssue> issues = validateChip(*merged); !issues.isEmpty()) {
            *sink.error = listRowError(db, StorageText::tr("save the chips"), int(row) + 1,
                                       planned.id, issuesText(issues));
            return false;
        }
        if (!writer.write(*merged, WriteMode::UserEdit, sink.error, stored ? &*stored : nullptr)) {
            return false;
        }
    }
    if (!writer.finish(sink.error) || !figureIndexes.restore(indexing, sink.error))
        return false;
    if (!models.isEmpty() && !writeModels(db, models, RowOrigin::User, sink.error))
        return false;
    for (const ChipPrice& price : std::as_const(prices)) {
        if (!writePrice(db, price, sink.error))
            return false;
    }
    // Systems after the chips they are built of, offers after the chips and systems they rent;
    // an offer's history was merged with the stored one, never replaced.
    for (qsizetype row = 0; row < systems.size(); ++row) {
        if (!writeSystem(db, systems.at(row), sink.error))
            return false;
    }
    OfferWriter offerWriter(db);
    for (qsizetype row = 0; row < offers.size(); ++row) {
        if (!offerWriter.write(offers.at(row), sink.error))
            return false;
    }
    // Results after the chips and systems they ran on.
    for (const Result& result : std::as_const(results)) {
        if (!writeResult(db, result, sink.error))
            return false;
    }
    // Scenarios name their hardware by id and need nothing else.
    for (const OwnershipScenario& scenario : std::as_const(scenarios)) {
        if (!writeScenario(db, scenario, sink.error))
            return false;
    }
    if (states) {
        // What undo writes back and what it is based on: read before the commit, so nobody else's
        // write can come in between.
        QStringList priceChips;
        for (const PriceState& price : std::as_const(before.prices))
            priceChips.append(price.chipId);
        StoredStates after(true);
        if (!readStoredStates(db, items, priceChips, control, 2 * count, total, false, true, &after,
                              sink.error)) {
            return false;
        }
        *states = {before.chips.takeAll(),      after.chips.takeAll(),     std::move(before.models),
                   std::move(after.models),     std::move(before.prices),  std::move(after.prices),
                   std::move(before.systems),   std::move(after.systems),  std::move(before.offers),
                   std::move(after.offers),     std::move(before.results), std::move(after.results),
                   std::move(before.scenarios), std::move(after.scenarios)};
    }
    if (control.cancelled()) {
        *sink.error = cancelledError(db);
        return false;
    }
    if (!transaction.commit(StorageText::tr("save the imported chips"), sink.error))
        return false;
    control.report(total, total);
    return true;
}
} // namespace

bool ChipRepository::import(const QList<Chip>& chips, const QList<Chip>& base,
                            const ImportControl& control, StorageError* error,
                            ImportedStates* states) {
    CatalogItems items;
    items.chips = chips;
    CatalogItems planned;
    planned.chips = base;
    return importInto(*m_db, items, planned, control, error, states);
}

bool Catalog::importItems(const CatalogItems& items, const CatalogItems& base,
                          const ImportControl& control, StorageError* error,
                          ImportedStates* states) {
    return importInto(d->db, items, base, control, error, states);
}

} // namespace chipatlas
