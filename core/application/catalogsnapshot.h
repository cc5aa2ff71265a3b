#pragma once

#include "domain/chip.h"
#include "domain/chipprice.h"
#include "domain/llmmodel.h"
#include "domain/offer.h"
#include "domain/offerchoice.h"
#include "domain/ownershipscenario.h"
#include "domain/result.h"
#include "domain/system.h"
#include "domain/systemcolumns.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace chipatlas {

// What the views show of the catalog at one moment: the chips, the LLM models, the user's
// prices and which ids are built in (for "Revert to built-in"). Immutable and implicitly shared:
// CatalogSession publishes a new snapshot after every load and every change, and copying one
// costs a reference count.
//
// Views read chips through chipCount(), chipAt() and chip(id), never through a list they copy.
// The session's first load of a large catalog publishes a partial snapshot (the first page of
// chips in the table's start order) and then the complete one; every later snapshot is
// complete.
class CatalogSnapshot final {
public:
    CatalogSnapshot(); // nothing loaded yet
    CatalogSnapshot(QList<Chip> chips, QList<LlmModel> models, QList<ChipPrice> prices,
                    QList<System> systems = {}, QList<Offer> offers = {},
                    QList<Result> results = {}, QList<OwnershipScenario> scenarios = {});
    // The first chips of a catalog that holds `totalChipCount` (isComplete() false while
    // fewer): what the session publishes first on a large catalog, before the whole catalog is
    // read, with the models and prices; its systems, offers and results come with the complete
    // snapshot (the session passes none).
    static CatalogSnapshot partial(QList<Chip> firstChips, int totalChipCount,
                                   QList<LlmModel> models, QList<ChipPrice> prices,
                                   QList<System> systems, QList<Offer> offers);

    // False until the session's first load arrives.
    bool isLoaded() const;

    int chipCount() const;
    // Whether every chip of the catalog is in the snapshot. On a large catalog the session may
    // first publish the first page of chips in the chip table's start order, then the whole
    // catalog; until then chipCount() is the chips loaded so far and totalChipCount() the
    // catalog's. Views show what is loaded and say that the rest is coming.
    bool isComplete() const;
    int totalChipCount() const;
    const Chip& chipAt(int row) const;         // 0 <= row < chipCount(), ordered by id
    const Chip* chip(const QString& id) const; // nullptr: no such chip
    int rowOf(const QString& id) const;        // the chipAt() row of an id; -1: no such chip
    const QList<Chip>& chips() const;
    // The distinct vendors and kinds of the chips, sorted case-insensitively (the filter bar's
    // choices; a lazy snapshot answers them from a query, not by reading every row).
    const QStringList& vendors() const;
    const QStringList& kinds() const;

    const QList<LlmModel>& models() const;
    const LlmModel* model(const QString& id) const;
    const QList<ChipPrice>& prices() const;
    std::optional<ChipPrice> price(const QString& chipId) const;

    // Systems ordered by id, and offers ordered by id with their price histories.
    const QList<System>& systems() const;
    const System* system(const QString& id) const;
    const QList<Offer>& offers() const;
    const Offer* offer(const QString& id) const;
    // The offers of each chip and system (offersForChip()/offersForSystem()), indexed once.
    const OfferIndex& offerIndex() const;
    // The Systems table's rows (systemRows() in domain/systemcolumns.h): every system with its
    // totals and the spread of its offers, in the systems' order, computed once with the
    // snapshot (on the session's worker, not in the window).
    const QList<SystemRow>& systemRows() const;
    int systemRowOf(const QString& id) const; // the systems() row of an id; -1: no such system

    // Measured results ordered by id, and the results that ran on one chip or system (its id),
    // in the same order.
    const QList<Result>& results() const;
    const Result* result(const QString& id) const;
    QList<const Result*> resultsOn(const QString& hardwareId) const;
    // The results whose hardware is the chip or a system built of it (resultChipId() in
    // application/resultrules.h), in id order: indexed once with the snapshot, so that a view
    // asking for each of its rows does not read every result.
    QList<const Result*> resultsOnChip(const QString& chipId) const;

    // Ownership scenarios ordered by name (case-insensitively, then by id), as the scenario
    // switcher and `chipatlas-cli scenarios` list them; one by its id (nullptr: none).
    const QList<OwnershipScenario>& scenarios() const;
    const OwnershipScenario* scenario(const QString& id) const;

    // Whether the id ships with ChipAtlas (the compiled-in catalog), so that it can be
    // reverted; also true for a built-in chip the user deleted.
    static bool isBuiltInChip(const QString& id);
    static bool isBuiltInModel(const QString& id);
    static std::optional<Chip> builtInChip(const QString& id);
    static std::optional<LlmModel> builtInModel(const QString& id);
    static bool isBuiltInSystem(const QString& id);
    static std::optional<System> builtInSystem(const QString& id);

private:
    struct Data;
    explicit CatalogSnapshot(std::shared_ptr<const Data> data);
    static std::shared_ptr<Data> makeData(QList<Chip> chips, QList<LlmModel> models,
                                          QList<ChipPrice> prices, QList<System> systems,
                                          QList<Offer> offers, QList<Result> results = {},
                                          QList<OwnershipScenario> scenarios = {});
    std::shared_ptr<const Data> d;
};

} // namespace chipatlas

Q_DECLARE_METATYPE(chipatlas::CatalogSnapshot)
