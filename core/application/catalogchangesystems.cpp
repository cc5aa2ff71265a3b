// The changes of systems and offers that the editors and the price recorder build: the states
// the catalog holds now (before) and what the edit leaves (after), for one undo step.

#include "application/catalogchange.h"

#include <QCoreApplication>

namespace chipatlas {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("CatalogChange", text);
}

StorageError notFound(const Catalog& catalog, const char* what, const QString& id) {
    return {StorageError::Code::NotFound, tr(what).arg(id, catalog.path())};
}

std::optional<QList<Catalog::SystemState>>
systemStates(const Catalog& catalog, const QStringList& ids, bool mustExist, StorageError* error) {
    std::optional<QList<Catalog::SystemState>> states = catalog.systemStates(ids, error);
    if (!states || !mustExist)
        return states;
    for (const Catalog::SystemState& state : *states) {
        if (!state.system) {
            *error = notFound(
                catalog, QT_TRANSLATE_NOOP("CatalogChange", "There is no system \"%1\" in %2."),
                state.id);
            return std::nullopt;
        }
    }
    return states;
}

std::optional<QList<Catalog::OfferState>>
offerStates(const Catalog& catalog, const QStringList& ids, bool mustExist, StorageError* error) {
    std::optional<QList<Catalog::OfferState>> states = catalog.offerStates(ids, error);
    if (!states || !mustExist)
        return states;
    for (const Catalog::OfferState& state : *states) {
        if (!state.offer) {
            *error = notFound(catalog,
                              QT_TRANSLATE_NOOP("CatalogChange", "There is no offer \"%1\" in %2."),
                              state.id);
            return std::nullopt;
        }
    }
    return states;
}
} // namespace

std::optional<CatalogChange> CatalogChange::forSystems(const Catalog& catalog, const QString& text,
                                                       const QList<System>& after,
                                                       StorageError* error) {
    StorageError local;
    error = error ? error : &local;
    QStringList ids;
    for (const System& system : after)
        ids.append(system.id);
    std::optional<QList<Catalog::SystemState>> before = systemStates(catalog, ids, false, error);
    if (!before)
        return std::nullopt;
    CatalogChange change;
    change.text = text;
    change.systemsBefore = *before;
    for (qsizetype i = 0; i < after.size(); ++i)
        change.systemsAfter.append(Catalog::editedState(before->at(i), after.at(i)));
    return change;
}

std::optional<CatalogChange> CatalogChange::forDeleteSystems(const Catalog& catalog,
                                                             const QString& text,
                                                             const QStringList& ids,
                                                             StorageError* error) {
    StorageError local;
    error = error ? error : &local;
    std::optional<QList<Catalog::SystemState>> before = systemStates(catalog, ids, true, error);
    if (!before)
        return std::nullopt;
    const QList<Offer> offers = catalog.offers(error);
    if (error->code != StorageError::Code::None)
        return std::nullopt;
    QStringList offerIds;
    for (const Offer& offer : offers) {
        if (ids.contains(offer.targetId))
            offerIds.append(offer.id);
    }
    std::optional<QList<Catalog::OfferState>> offersBefore =
        offerStates(catalog, offerIds, false, error);
    if (!offersBefore)
        return std::nullopt;
    CatalogChange change;
    change.text = text;
    change.systemsBefore = *before;
    for (const Catalog::SystemState& state : *before)
        change.systemsAfter.append(Catalog::deletedState(state));
    change.offersBefore = *offersBefore;
    for (const Catalog::OfferState& state : *offersBefore)
        change.offersAfter.append(Catalog::deletedState(state));
    return change;
}

std::optional<CatalogChange> CatalogChange::forOffers(const Catalog& catalog, const QString& text,
                                                      const QList<Offer>& after,
                                                      StorageError* error) {
    StorageError local;
    error = error ? error : &local;
    QStringList ids;
    for (const Offer& offer : after)
        ids.append(offer.id);
    std::optional<QList<Catalog::OfferState>> before = offerStates(catalog, ids, false, error);
    if (!before)
        return std::nullopt;
    CatalogChange change;
    change.text = text;
    change.offersBefore = *before;
    for (qsizetype i = 0; i < after.size(); ++i) {
        Catalog::OfferState state = before->at(i);
        state.offer = after.at(i);
        change.offersAfter.append(std::move(state));
    }
    return change;
}

std::optional<CatalogChange> CatalogChange::forDeleteOffers(const Catalog& catalog,
                                                            const QString& text,
                                                            const QStringList& ids,
                                                            StorageError* error) {
    StorageError local;
    error = error ? error : &local;
    std::optional<QList<Catalog::OfferState>> before = offerStates(catalog, ids, true, error);
    if (!before)
        return std::nullopt;
    CatalogChange change;
    change.text = text;
    change.offersBefore = *before;
    for (const Catalog::OfferState& state : *before)
        change.offersAfter.append(Catalog::deletedState(state));
    return change;
}

std::optional<CatalogChange>
CatalogChange::forOfferPrice(const Catalog& catalog, const QString& text, const QString& offerId,
                             const OfferPrice& price, StorageError* error) {
    StorageError local;
    error = error ? error : &local;
    std::optional<QList<Catalog::OfferState>> before = offerStates(catalog, {offerId}, true, error);
    if (!before)
        return std::nullopt;
    return forOfferPrice(catalog, text, *before->constFirst().offer, price, error);
}

std::optional<CatalogChange> CatalogChange::forOfferPrice(const Catalog& catalog,
                                                          const QString& text, const Offer& offer,
                                                          const OfferPrice& price,
                                                          StorageError* error) {
    StorageError local;
    error = error ? error : &local;
    std::optional<QList<Catalog::OfferState>> before =
        offerStates(catalog, {offer.id}, false, error);
    if (!before)
        return std::nullopt;
    Catalog::OfferState after = before->constFirst();
    if (!after.offer) {
        after.offer = offer;
        after.offer->origin = Origin::User;
        sortPriceHistory(after.offer->prices);
    }
    addPrice(*after.offer, price);
    CatalogChange change;
    change.text = text;
    change.offersBefore = *before;
    change.offersAfter = {after};
    return change;
}

} // namespace chipatlas
