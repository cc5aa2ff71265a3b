#pragma once

#include "chipprice.h"
#include "offer.h"
#include "system.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Which offers price a chip or a system, the spread between them, and which one a cost per
// million tokens uses. Prices are compared per chip-hour, in one currency
// (USD: the currency of every cost the app shows); an offer in another currency is listed but
// takes no part in the spread or the default choice.
//
// The offers of a chip: those whose target is the chip, and those of every system built of it
// (its columns summarise every offer that rents it, per chip-hour).
// The offers of a system: those whose target is the system, and no other. An offer belongs to
// what it rents (docs/DOMAIN-RULES.md rule 8): AWS's p5.48xlarge rents 8 H100 SXM chips, not
// Azure's ND H100 v5 or an HGX H100 8-GPU, although all three hold 8 of them.
QList<Offer> offersForChip(const QString& chipId, const QList<System>& systems,
                           const QList<Offer>& offers);
QList<Offer> offersForSystem(const System& system, const QList<Offer>& offers);

// The index behind both answers (the functions above build one for a single answer): built once
// per catalog, in O(offers + systems), then each answer costs the offers it returns. A catalog of
// 100,000 chips and 25,000 offers asks for thousands of them at once (the chip table's offer
// columns, the fit table's prices, the Systems table): build it once and ask it.
class OfferIndex {
public:
    OfferIndex() = default;
    OfferIndex(const QList<System>& systems, const QList<Offer>& offers);

    QList<Offer> forChip(const QString& chipId) const;  // offersForChip(), same order
    QList<Offer> forSystem(const System& system) const; // offersForSystem(), same order
    // Every id forChip() has offers for (chips, and the targets that name no chip), unordered.
    QStringList chipIds() const;
    bool isEmpty() const { return m_offers.isEmpty(); }

private:
    QList<Offer> m_offers;                           // shared with the catalog's list
    QHash<QString, QList<qsizetype>> m_byTarget;     // target id -> offer rows, ascending
    QHash<QString, QList<qsizetype>> m_byTargetChip; // chip id -> rows of it and its systems
};

// The cheapest and the dearest current price (each offer's current() price, in USD) among the
// offers of one pricing type, per chip-hour, and their spread (dearest / cheapest; 1 with one
// offer). A spread compares like with like (docs/DOMAIN-RULES.md rule 8): on-demand with
// on-demand, reserved with reserved, spot with spot; never one type with another.
struct OfferSpread {
    std::optional<Pricing> pricing; // the type of every offer in it; nullopt: no priced offer
    int priced = 0;                 // offers of that type with a current USD price
    std::optional<Offer> cheapest;
    std::optional<Offer> dearest;
    std::optional<double> cheapestPerChipHour;
    std::optional<double> dearestPerChipHour;
    std::optional<double> spread;
};
// The spread among `offers` of `pricing`.
OfferSpread offerSpread(const QList<Offer>& offers, Pricing pricing);
// The spread a price column shows (the Systems table, the chip table, `systems`, `show`): that
// of the on-demand offers, the price anyone can rent at today; where no on-demand offer has a
// price, that of the reserved ones, else that of the spot ones. Its `pricing` says which.
OfferSpread offerSpread(const QList<Offer>& offers);
// One spread per pricing type that has a priced offer: on-demand, reserved, spot.
QList<OfferSpread> offerSpreads(const QList<Offer>& offers);

// "Lambda gpu_8x_h100_sxm5 on-demand": an offer as the price options and the price history name
// it (translated).
QString offerOptionName(const Offer& offer);

// A price a cost per million tokens can use: an offer's current price, or the price the user
// entered for the chip (ChipPrice, "your price").
struct PriceOption {
    enum class Kind { Offer, UserPrice };
    Kind kind = Kind::Offer;
    QString offerId;                // Kind::Offer
    std::optional<Pricing> pricing; // Kind::Offer: on-demand, reserved or spot
    double usdPerChipHour = 0.0;
    QString label; // "Lambda gpu_8x_h100_sxm5 on-demand, $2.99 per chip-hour, date not shown"
    QDate seen;    // invalid when not dated
};
// Every USD option for `chipId` (the chip's or the system's offers, see above, and the user's
// price), cheapest first; ties by label. The labels write prices in `locale` (formatMoney():
// "$2,99" in German); the CLI keeps the C locale.
QList<PriceOption> priceOptions(const QList<Offer>& offers,
                                const std::optional<ChipPrice>& userPrice, const QDate& today,
                                const QLocale& locale = QLocale::c());
// Which option a cost uses when nobody picked one (Preferences, Calculations): the cheapest of
// all, whatever the pricing (reserved and spot prices included; the default), or the cheapest
// on-demand offer, the price anyone can rent at today without a term or interruptions; a
// target without an on-demand offer falls back to the cheapest of all.
enum class OfferPolicy { Cheapest, CheapestOnDemand };
inline constexpr OfferPolicy kAllOfferPolicies[] = {OfferPolicy::Cheapest,
                                                    OfferPolicy::CheapestOnDemand};
QString offerPolicyKey(OfferPolicy policy); // "cheapest", "cheapest-on-demand"
std::optional<OfferPolicy> offerPolicyFromKey(QStringView key);
QString offerPolicyDisplayName(OfferPolicy policy); // translated

// The option a cost uses: the one whose offerId is `pickedOfferId` ("user" picks the user's
// price), or else the one `policy` chooses. nullopt when there is none.
std::optional<PriceOption> choosePriceOption(const QList<PriceOption>& options,
                                             const QString& pickedOfferId,
                                             OfferPolicy policy = OfferPolicy::Cheapest);
// "at $2.99 per chip-hour (Lambda gpu_8x_h100_sxm5 on-demand, the cheapest of 6 offers)":
// what a cost says about the price it used (translated); `policy` is the one that chose it
// when it was not picked; the price in `locale`, as priceOptions() writes it.
QString priceOptionUsedText(const PriceOption& used, const QList<PriceOption>& options, bool picked,
                            OfferPolicy policy = OfferPolicy::Cheapest,
                            const QLocale& locale = QLocale::c());

} // namespace chipatlas
