#include "application/ownershiprules.h"
#include "application/ownershiprules_p.h"

#include <algorithm>

// Which offer renting compares with (docs/MODEL-FIT.md section 9.1).

namespace chipatlas::ownership_detail {

namespace {
// A PriceOption for an offer priced in a currency other than USD (priceOptions() lists USD
// only): the scenario compares it only in its own currency.
std::optional<PriceOption> optionInCurrency(const Offer& offer, const QString& currency) {
    const OfferPrice* price = offer.current();
    const std::optional<double> perChip = offer.perChipHour();
    if (!price || !perChip || price->currency != currency)
        return std::nullopt;
    PriceOption option;
    option.offerId = offer.id;
    option.pricing = offer.pricing;
    option.usdPerChipHour = *perChip; // in `currency`
    option.label = QStringLiteral("%1 %2 %3")
                       .arg(offer.provider, offer.instance, pricingDisplayName(offer.pricing));
    option.seen = price->seen;
    return option;
}

// The offers renting can compare with (docs/MODEL-FIT.md section 9.1): the hardware's own (a
// system's offers, or every offer of a chip), then, for a system, the other offers of its chip:
// where the system has no offer of its own, renting its chip elsewhere is still the buyer's
// alternative, per chip-hour.
struct RentalOffers {
    QList<Offer> own;
    QList<Offer> sameChip;
};

RentalOffers rentalOffers(const CatalogSnapshot& snapshot, const System* system,
                          const QString& chipId) {
    RentalOffers offers;
    if (!system) {
        offers.own = snapshot.offerIndex().forChip(chipId);
        return offers;
    }
    offers.own = snapshot.offerIndex().forSystem(*system);
    for (const Offer& offer : snapshot.offerIndex().forChip(system->chipId)) {
        if (offer.targetId != system->id)
            offers.sameChip << offer;
    }
    return offers;
}

// What an offer rents, for its label: a system's name, else "4 x NVIDIA GB200".
QString rentsText(const CatalogSnapshot& snapshot, const Offer& offer) {
    if (const System* system = snapshot.system(offer.targetId))
        return offer.chips == system->chipCount
                   ? system->name
                   : OwnershipText::tr("%1 x %2 of %3")
                         .arg(offer.chips)
                         .arg(snapshot.chip(system->chipId) ? snapshot.chip(system->chipId)->name
                                                            : system->chipId,
                              system->name);
    if (const Chip* chip = snapshot.chip(offer.targetId))
        return OwnershipText::tr("%1 x %2").arg(offer.chips).arg(chip->name);
    return offer.targetId; // a target the snapshot does not hold
}

// The options of `offers` in the scenario's currency, cheapest first, each labelled with what
// it rents.
QList<PriceOption> optionsOf(const CatalogSnapshot& snapshot, const QList<Offer>& offers,
                             const QString& currency, const QDate& today, const QLocale& locale) {
    QList<PriceOption> options;
    if (currency == QLatin1String("USD")) {
        options = priceOptions(offers, std::nullopt, today, locale);
    } else {
        for (const Offer& offer : offers) {
            if (std::optional<PriceOption> option = optionInCurrency(offer, currency))
                options << *option;
        }
        std::stable_sort(options.begin(), options.end(), [](const auto& a, const auto& b) {
            return a.usdPerChipHour < b.usdPerChipHour;
        });
    }
    for (PriceOption& option : options) {
        if (const Offer* offer = snapshot.offer(option.offerId))
            option.label =
                OwnershipText::tr("%1; rents %2").arg(option.label, rentsText(snapshot, *offer));
    }
    return options;
}

// The default: the cheapest on-demand option, else the cheapest of any pricing.
std::optional<PriceOption> cheapestOnDemand(const QList<PriceOption>& options) {
    for (const PriceOption& option : options) {
        if (option.pricing == Pricing::OnDemand)
            return option;
    }
    return std::nullopt;
}

} // namespace

RentalOptions rentalOptions(const CatalogSnapshot& snapshot, const System* system,
                            const QString& chipId, const QString& currency, const QDate& today,
                            const QLocale& locale) {
    const RentalOffers rental = rentalOffers(snapshot, system, chipId);
    return {optionsOf(snapshot, rental.own, currency, today, locale),
            optionsOf(snapshot, rental.sameChip, currency, today, locale)};
}

// The offer renting compares with: the one the scenario names (the hardware's own or one of the
// same chip), else the cheapest on-demand one of the hardware's own, else of the same chip, in
// the scenario's currency.
void chooseOffer(const CatalogSnapshot& snapshot, const OwnershipScenario& s, const System* system,
                 const Chip& chip, const QString& name, const QDate& today, const QLocale& locale,
                 OwnershipReport& report) {
    const RentalOffers rental = rentalOffers(snapshot, system, chip.id);
    const QList<Offer> offers = rental.own + rental.sameChip;
    const bool usd = s.currency == QLatin1String("USD");
    const QList<PriceOption> own = optionsOf(snapshot, rental.own, s.currency, today, locale);
    const QList<PriceOption> sameChip =
        optionsOf(snapshot, rental.sameChip, s.currency, today, locale);
    const auto otherCurrency = [&](const Offer& offer) {
        const OfferPrice* price = offer.current();
        return price && price->currency != s.currency ? price->currency : QString();
    };
    if (!s.offerId.isEmpty()) {
        const Offer* named = snapshot.offer(s.offerId);
        const bool rentsIt = std::any_of(offers.cbegin(), offers.cend(),
                                         [&](const Offer& o) { return o.id == s.offerId; });
        if (!named) {
            report.problems
                << OwnershipText::tr("The offer %1 is not in the catalog.").arg(s.offerId);
            return;
        }
        if (!rentsIt) {
            report.problems << (system ? OwnershipText::tr(
                                             "The offer %1 rents %2, not %3 or its chip %4: "
                                             "pick an offer of %3 or of the same chip.")
                                             .arg(s.offerId, rentsText(snapshot, *named), name,
                                                  chip.name)
                                       : OwnershipText::tr("The offer %1 rents %2, not %3.")
                                             .arg(s.offerId, named->targetId, name));
            return;
        }
        if (const QString currency = otherCurrency(*named); !currency.isEmpty()) {
            report.problems << OwnershipText::tr(
                                   "The offer is priced in %1, the scenario in %2: ChipAtlas "
                                   "converts no currency.")
                                   .arg(currency, s.currency);
            return;
        }
    }
    bool fromSameChip = false;
    const auto choose = [&]() -> std::optional<PriceOption> {
        if (!s.offerId.isEmpty()) {
            const std::optional<PriceOption> picked =
                choosePriceOption(own, s.offerId, OfferPolicy::CheapestOnDemand);
            if (picked && picked->offerId == s.offerId)
                return picked;
            fromSameChip = true;
            return choosePriceOption(sameChip, s.offerId, OfferPolicy::CheapestOnDemand);
        }
        if (std::optional<PriceOption> option = cheapestOnDemand(own))
            return option;
        if (std::optional<PriceOption> option = cheapestOnDemand(sameChip)) {
            fromSameChip = true;
            return option;
        }
        if (std::optional<PriceOption> option = choosePriceOption(own, QString()))
            return option;
        fromSameChip = true;
        return choosePriceOption(sameChip, QString());
    };
    report.offer = choose();
    if (!report.offer) {
        QString currency;
        for (const Offer& offer : offers) {
            if (currency.isEmpty())
                currency = otherCurrency(offer);
        }
        if (!currency.isEmpty())
            report.problems << OwnershipText::tr(
                                   "The offers of %1 are priced in %2, the scenario in %3: "
                                   "ChipAtlas converts no currency.")
                                   .arg(name, currency, s.currency);
        else
            report.problems << OwnershipText::tr(
                                   "No rental offer of %1 is in the catalog: renting cannot be "
                                   "compared.")
                                   .arg(name);
        return;
    }
    report.offerPicked = !s.offerId.isEmpty();
    const QList<PriceOption>& group = fromSameChip ? sameChip : own;
    report.offerText = usd ? priceOptionUsedText(*report.offer, group, report.offerPicked,
                                                 OfferPolicy::CheapestOnDemand, locale)
                           : OwnershipText::tr("at %1 per chip-hour (%2)")
                                 .arg(moneyText(report.offer->usdPerChipHour, s.currency, locale),
                                      report.offer->label);
    if (fromSameChip)
        report.offerText = OwnershipText::tr("an offer of the same chip: %1").arg(report.offerText);
    Assumption a;
    a.key = QStringLiteral("offer_price");
    a.label = OwnershipText::tr("Rental price per chip-hour");
    a.value = report.offer->usdPerChipHour;
    a.valueText = moneyText(a.value, s.currency, locale);
    a.origin = AssumptionOrigin::Catalog;
    if (const Offer* offer = snapshot.offer(report.offer->offerId); offer && offer->current())
        a.source = offer->current()->source;
    a.date = report.offer->seen;
    report.assumptions << a;
}

} // namespace chipatlas::ownership_detail
