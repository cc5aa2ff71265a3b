#pragma once

// Systems and offers written in a test the way the application's imports and copies write them
// (Catalog::importItems()): each checked (validateSystem(), validateOffer(), an id once per
// list, a chip or target the catalog has), all or nothing, and merged with what is stored, so
// that an offer's new prices join its history.

#include "storage/catalog.h"

#include <utility>

namespace chipatlas::testwrites {

// `items` written on top of what the catalog holds now: the stored entries of these ids are the
// base the import merges against, so what `items` brings replaces them field by field.
inline bool importEntries(Catalog& catalog, const CatalogItems& items, StorageError* error) {
    CatalogItems base;
    for (const System& system : items.systems) {
        if (std::optional<System> stored = catalog.systems().find(system.id, nullptr))
            base.systems.append(std::move(*stored));
    }
    for (const Offer& offer : items.offers) {
        if (std::optional<Offer> stored = catalog.offers().find(offer.id, nullptr))
            base.offers.append(std::move(*stored));
    }
    return catalog.importItems(items, base, ImportControl{}, error);
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

} // namespace chipatlas::testwrites
