#pragma once

#include "domain/chipprice.h"
#include "domain/llmmodel.h"
#include "domain/offer.h"
#include "domain/ownershipscenario.h"
#include "domain/result.h"
#include "domain/system.h"
#include "io/catalogimport.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Copying one catalog's contents into another (File > Copy Catalog To... / From...,
// `chipatlas-cli copy`): a local file to the team server and back. It is an import whose
// "file" is the other catalog, so it goes through the same steps and the same writer:
//   1. readCatalogItems() of both sides (storage/catalog.h);
//   2. planCatalogCopy(): chips through planImport() (new, changed field by field, unchanged),
//      LLM models and prices compared the same way;
//   3. resolveCatalogCopy(): what to write, from the plan and the preview's chip choices;
//   4. Catalog::importItems(): chips, models and prices in one transaction, all or nothing,
//      merged with what someone else saved since step 2 (io/importmerge.h) against copyBase().
//
// What a copy does with the target:
// * It never deletes: a chip, model or price the source does not have stays in the target.
// * A chip or model the source holds differently takes the source's values (in the preview,
//   field by field, unless the user keeps the target's). The written values count as the
//   user's edits in the target (as an import marks them; a copied model is a user model), so that
//   a newer built-in catalog leaves them alone; the target's own edit marks stay. The
//   source's edit marks and deleted built-in ids are not copied: a copy adds and updates.
// * A built-in chip or model that both sides hold unchanged is unchanged: nothing is written.
// * A price is copied with its chip: the price of a new chip that the preview leaves out is
//   left out too. Likewise a system needs its chip, and an offer its chip or system.
// * Systems are copied as the user's, as chips are. An offer's price history is merged: the
//   target keeps every price it has and gains those the source adds.
// * Measured results are copied as the user's (with their claim as it is: an audited result
//   stays audited), each with its chip or system: one whose hardware the target neither has
//   nor gets is left out.
// * Ownership scenarios are copied as they are (they are the user's), whatever their hardware:
//   a scenario names its hardware by id and outlives it. A scenario whose name a scenario of
//   another id in the target has refuses the copy (Catalog::importItems(): names are unique).

// What a catalog holds that a copy carries, each list ordered by id.
struct CatalogItems {
    QList<Chip> chips;
    QList<LlmModel> models;
    QList<ChipPrice> prices;
    QList<System> systems;              // schema 7
    QList<Offer> offers;                // with their price histories
    QList<Result> results;              // schema 9
    QList<OwnershipScenario> scenarios; // schema 10

    bool isEmpty() const {
        return chips.isEmpty() && models.isEmpty() && prices.isEmpty() && systems.isEmpty() &&
               offers.isEmpty() && results.isEmpty() && scenarios.isEmpty();
    }
};

struct ModelChange {
    LlmModel local;           // as the target holds it
    LlmModel imported;        // as the source holds it
    QList<ModelField> fields; // the fields that differ, in ModelField order
};

struct PriceChange {
    ChipPrice local;
    ChipPrice imported;
};

struct SystemChange {
    System local;    // as the target holds it
    System imported; // as the source holds it
};

// An offer the source holds with other identity fields or with prices the target's history
// lacks. Writing it adds those prices to the target's history (Catalog::importItems()): a copy
// never drops a price.
struct OfferChange {
    Offer local;
    Offer imported;
    QList<OfferPrice> newPrices; // the source's prices the target's history lacks, oldest first
};

struct ResultChange {
    Result local;    // as the target holds it
    Result imported; // as the source holds it
};

struct ScenarioChange {
    OwnershipScenario local;    // as the target holds it
    OwnershipScenario imported; // as the source holds it
};

struct CatalogCopyPlan {
    ImportPlan chips;
    QList<LlmModel> addedModels; // sorted by id
    QList<ModelChange> changedModels;
    QStringList unchangedModels;
    QList<ChipPrice> addedPrices; // chips without a price in the target, sorted by chip id
    QList<PriceChange> changedPrices;
    QStringList unchangedPrices; // chip ids
    QList<System> addedSystems;  // sorted by id
    QList<SystemChange> changedSystems;
    QStringList unchangedSystems;
    QList<Offer> addedOffers; // sorted by id
    QList<OfferChange> changedOffers;
    QStringList unchangedOffers;
    QList<Result> addedResults; // sorted by id
    QList<ResultChange> changedResults;
    QStringList unchangedResults;
    QList<OwnershipScenario> addedScenarios; // sorted by id
    QList<ScenarioChange> changedScenarios;
    QStringList unchangedScenarios;

    bool isEmpty() const {
        return chips.isEmpty() && addedModels.isEmpty() && changedModels.isEmpty() &&
               addedPrices.isEmpty() && changedPrices.isEmpty() && addedSystems.isEmpty() &&
               changedSystems.isEmpty() && addedOffers.isEmpty() && changedOffers.isEmpty() &&
               addedResults.isEmpty() && changedResults.isEmpty() && addedScenarios.isEmpty() &&
               changedScenarios.isEmpty();
    }
};

// Compares `source` with `target` (matched by id). std::nullopt when `control` cancelled it.
// The source's chips move into the plan: pass it with std::move() when it is not needed
// afterwards, and a large copy holds its chips once, not twice.
std::optional<CatalogCopyPlan> planCatalogCopy(CatalogItems source, const CatalogItems& target,
                                               const ImportControl& control = {});

// What to write into the target: resolveImport() of the chips with `choices`, every new and
// changed model, every new and changed price whose chip the target has or gets, every new and
// changed system whose chip the target has or gets, every new and changed offer whose chip
// or system the target has or gets, every new and changed result whose chip or system the
// target has or gets, and every new and changed scenario. The second form moves the new chips
// out of `plan` (resolveImport()).
CatalogItems resolveCatalogCopy(const CatalogCopyPlan& plan, const ImportChoices& choices = {});
CatalogItems resolveCatalogCopy(CatalogCopyPlan&& plan, const ImportChoices& choices = {});

// The target's entries as the plan saw them (the `local` of every changed chip, model, price,
// system, offer, result and scenario): the base Catalog::importItems() merges the copy against. A
// new entry's id is not in it: it was absent.
CatalogItems copyBase(const CatalogCopyPlan& plan);

// "chips: 12 new, 3 changed, 40 unchanged; LLM models: 1 new, ...; prices: ...; systems: ...;
// offers: ...; results: ...; scenarios: ...": the counts
// of a plan in one line, for the CLI and the status bar (the preview shows the details).
QString catalogCopySummary(const CatalogCopyPlan& plan);

// "Copied 13 chips, 0 LLM models, 1 price, 2 systems, 3 offers, 4 results and 1 scenario to
// <target>.": what a copy wrote, every kind named, for the CLI's copy and the window's Copy
// Catalog alike.
QString catalogCopiedSummary(const CatalogItems& written, const QString& target);

} // namespace chipatlas
