#pragma once

// Chips, models, systems, offers, results and scenarios written in a test the way the
// application's imports and copies write them (Catalog::importItems()): each checked
// (validateChip(), validateModel(), validateSystem(), validateOffer(), validateResult(),
// validateOwnershipScenario(), an id once per list, a chip or target the catalog has), all
// or nothing, and merged with what is stored, so that an offer's new prices join its history.
// What a write changes in a stored chip is marked as the user's edit (a newer built-in catalog
// leaves it alone), and a written model is the user's, as the application's imports leave them.

#include "io/snapshotfile.h"
#include "storage/catalog.h"

#include <QStringList>

#include <optional>
#include <utility>

namespace chipatlas::testwrites {

// `items` written on top of what the catalog holds now: the stored entries of these ids are the
// base the import merges against, so what `items` brings replaces them field by field.
inline bool importEntries(Catalog& catalog, const CatalogItems& items, StorageError* error) {
    CatalogItems base;
    QStringList chipIds;
    for (const Chip& chip : items.chips)
        chipIds.append(chip.id);
    if (!chipIds.isEmpty()) {
        // One batched read: a test may write thousands of chips.
        const std::optional<QList<ChipState>> stored = catalog.chips().states(chipIds, error);
        if (!stored)
            return false;
        for (const ChipState& state : *stored) {
            if (state.chip)
                base.chips.append(*state.chip);
        }
    }
    for (const LlmModel& model : items.models) {
        if (std::optional<LlmModel> stored = catalog.models().find(model.id(), nullptr))
            base.models.append(std::move(*stored));
    }
    for (const System& system : items.systems) {
        if (std::optional<System> stored = catalog.systems().find(system.id, nullptr))
            base.systems.append(std::move(*stored));
    }
    for (const Offer& offer : items.offers) {
        if (std::optional<Offer> stored = catalog.offers().find(offer.id, nullptr))
            base.offers.append(std::move(*stored));
    }
    for (const Result& result : items.results) {
        if (std::optional<Result> stored = catalog.results().find(result.id, nullptr))
            base.results.append(std::move(*stored));
    }
    for (const OwnershipScenario& scenario : items.scenarios) {
        if (std::optional<OwnershipScenario> stored =
                catalog.scenarios().find(scenario.id, nullptr))
            base.scenarios.append(std::move(*stored));
    }
    return catalog.importItems(items, base, ImportControl{}, error);
}

inline bool saveChips(Catalog& catalog, const QList<Chip>& chips, StorageError* error) {
    CatalogItems items;
    items.chips = chips;
    return importEntries(catalog, items, error);
}

// Chips written the way the user's edit writes them (the edit use case: ChipRepository::
// editedState() on the stored state, then ChipRepository::restore(), based on its version): every
// figure and the description that differ from the stored chip are marked as the user's, so that
// a newer built-in catalog leaves them alone; a chip that is not there is added without marks.
inline bool editChips(Catalog& catalog, const QList<Chip>& chips, StorageError* error) {
    QStringList ids;
    for (const Chip& chip : chips)
        ids.append(chip.id);
    const std::optional<QList<ChipState>> before = catalog.chips().states(ids, error);
    if (!before)
        return false;
    QList<ChipState> after;
    for (qsizetype i = 0; i < chips.size(); ++i)
        after.append(ChipRepository::editedState(before->at(i), chips.at(i)));
    return catalog.chips().restore(after, error).has_value();
}

inline bool saveModels(Catalog& catalog, const QList<LlmModel>& models, StorageError* error) {
    CatalogItems items;
    items.models = models;
    return importEntries(catalog, items, error);
}

inline bool saveSystems(Catalog& catalog, const QList<System>& systems, StorageError* error) {
    CatalogItems items;
    items.systems = systems;
    return importEntries(catalog, items, error);
}

inline bool saveOffers(Catalog& catalog, const QList<Offer>& offers, StorageError* error) {
    CatalogItems items;
    items.offers = offers;
    return importEntries(catalog, items, error);
}

// What the catalog holds, each list as a snapshot reads back (ordered by id).
inline CatalogItems catalogNow(const Catalog& catalog) {
    StorageError error;
    std::optional<CatalogItems> items = readCatalogItems(catalog, &error);
    if (!items)
        qFatal("%s", qPrintable(error.message));
    sortSnapshotItems(&*items);
    return *items;
}

} // namespace chipatlas::testwrites
