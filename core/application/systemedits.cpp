#include "application/systemedits.h"

#include "application/resultedits.h"

#include <QCoreApplication>

namespace chipatlas {

namespace {
// lupdate files SystemEditsText::tr() under "SystemEdits", the context the text is looked up in.
class SystemEditsText final {
    Q_DECLARE_TR_FUNCTIONS(SystemEdits)
};

using SystemStates = QList<Catalog::SystemState>;
using OfferStates = QList<Catalog::OfferState>;

// The change from the states before (the bases, or else read) to what `after` makes of them.
template <typename After>
ChangeResult systemChange(const Catalog& catalog, const QString& text, const QStringList& systemIds,
                          const QStringList& offerIds,
                          const std::optional<SystemStates>& systemBase, After after) {
    ChangeResult result;
    std::optional<SystemStates> systems = systemBase;
    if (!systems)
        systems = systemIds.isEmpty() ? SystemStates{}
                                      : catalog.systems().states(systemIds, &result.error);
    if (!systems)
        return result;
    const std::optional<OfferStates> offers =
        offerIds.isEmpty() ? OfferStates{} : catalog.offers().states(offerIds, &result.error);
    if (!offers)
        return result;
    SystemStates systemsAfter = *systems;
    OfferStates offersAfter = *offers;
    if (!after(systemsAfter, offersAfter, &result.error))
        return result;
    CatalogChange change;
    change.text = text;
    change.systemsBefore = *systems;
    change.systemsAfter = std::move(systemsAfter);
    change.offersBefore = *offers;
    change.offersAfter = std::move(offersAfter);
    result.change = std::move(change);
    return result;
}
} // namespace

ChangeResult addSystem(const Catalog& catalog, const QString& text, const System& system) {
    System added = system;
    added.origin = Origin::User;
    return systemChange(
        catalog, text, {system.id}, {}, std::nullopt,
        [&added](SystemStates& systems, OfferStates&, StorageError* error) {
            if (systems.constFirst().system) {
                *error = {StorageError::Code::BadData,
                          SystemEditsText::tr("The id \"%1\" is already used by another system.")
                              .arg(added.id)};
                return false;
            }
            systems.first().system = added;
            return true;
        });
}

ChangeResult editSystem(const Catalog& catalog, const QString& text, const System& system,
                        const std::optional<Catalog::SystemState>& base) {
    return systemChange(
        catalog, text, {system.id}, {}, base ? std::optional(SystemStates{*base}) : std::nullopt,
        [&system](SystemStates& systems, OfferStates&, StorageError* error) {
            if (!systems.constFirst().system) {
                *error = {StorageError::Code::NotFound,
                          SystemEditsText::tr("The system \"%1\" is no longer in the catalog.")
                              .arg(system.id)};
                return false;
            }
            systems.first() = SystemRepository::editedState(systems.constFirst(), system);
            return true;
        });
}

ChangeResult deleteSystems(const Catalog& catalog, const QString& text, const QStringList& ids,
                           const QList<Offer>& offers, const QList<Result>& results) {
    QStringList offerIds;
    for (const Offer& offer : offers) {
        if (ids.contains(offer.targetId))
            offerIds.append(offer.id);
    }
    ChangeResult deleted =
        systemChange(catalog, text, ids, offerIds, std::nullopt,
                     [](SystemStates& systems, OfferStates& offerStates, StorageError*) {
                         for (Catalog::SystemState& state : systems)
                             state = SystemRepository::deletedState(state);
                         for (Catalog::OfferState& state : offerStates)
                             state = OfferRepository::deletedState(state);
                         return true;
                     });
    if (deleted.change && !takeResultsAlong(catalog, resultIdsOn(results, ids), &deleted))
        deleted.change.reset();
    return deleted;
}

} // namespace chipatlas
