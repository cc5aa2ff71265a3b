#include "application/pricing.h"

#include <QCoreApplication>

namespace chipatlas {

namespace {
// lupdate files PricingText::tr() under "Pricing", the context the text is looked up in.
class PricingText final {
    Q_DECLARE_TR_FUNCTIONS(Pricing)
};

std::optional<Catalog::OfferState> offerState(const Catalog& catalog, const QString& id,
                                              StorageError* error) {
    const std::optional<QList<Catalog::OfferState>> states = catalog.offers().states({id}, error);
    if (!states)
        return std::nullopt;
    return states->constFirst();
}

ChangeResult offerChange(const QString& text, const Catalog::OfferState& before,
                         const Catalog::OfferState& after) {
    CatalogChange change;
    change.text = text;
    change.offersBefore = {before};
    change.offersAfter = {after};
    ChangeResult result;
    result.change = std::move(change);
    return result;
}
} // namespace

ChangeResult setChipPrice(const Catalog& catalog, const QString& text, const QString& chipId,
                          const std::optional<ChipPrice>& price) {
    ChangeResult result;
    const std::optional<PriceState> current = catalog.prices().state(chipId, &result.error);
    if (!current)
        return result;
    CatalogChange change;
    change.text = text;
    change.priceBefore = current;
    change.priceAfter = PriceState{chipId, price, current->version};
    result.change = std::move(change);
    return result;
}

ChangeResult recordOfferPrice(const Catalog& catalog, const QString& text, const QString& offerId,
                              const OfferPrice& price,
                              const std::optional<Catalog::OfferState>& base) {
    ChangeResult result;
    const std::optional<Catalog::OfferState> before =
        base ? base : offerState(catalog, offerId, &result.error);
    if (!before)
        return result;
    if (!before->offer) {
        result.error = {
            StorageError::Code::NotFound,
            PricingText::tr("There is no offer \"%1\" in %2.").arg(offerId, catalog.path())};
        return result;
    }
    Catalog::OfferState after = *before;
    addPrice(*after.offer, price);
    return offerChange(text, *before, after);
}

ChangeResult addOffer(const Catalog& catalog, const QString& text, const Offer& offer) {
    ChangeResult result;
    const std::optional<Catalog::OfferState> before = offerState(catalog, offer.id, &result.error);
    if (!before)
        return result;
    Catalog::OfferState after = *before;
    if (after.offer) {
        for (const OfferPrice& price : offer.prices)
            addPrice(*after.offer, price);
    } else {
        after.offer = offer;
        after.offer->origin = Origin::User;
        sortPriceHistory(after.offer->prices);
    }
    return offerChange(text, *before, after);
}

} // namespace chipatlas
