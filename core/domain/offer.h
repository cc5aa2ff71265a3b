#pragma once

#include "chip.h"
#include "schema.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace chipatlas {

// How an offer is priced. Keys (JSON, CSV, database, command line): "on_demand", "reserved",
// "spot"; pricingFromKey() also takes "on-demand" (offers.csv).
enum class Pricing { OnDemand, Reserved, Spot };
QString pricingKey(Pricing pricing);
QString pricingDisplayName(Pricing pricing); // "on-demand", "reserved", "spot" (translated)
std::optional<Pricing> pricingFromKey(QStringView key);

// One price of an offer as it was seen on one day. A new price for the same offer is added to
// its history; the old one stays with its date.
struct OfferPrice {
    double perInstanceHour = 0.0; // in `currency`, for the whole instance (Offer::chips chips)
    QString currency = QStringLiteral("USD"); // ISO 4217, three capital letters
    QDate seen; // when the price was seen; invalid when the source shows no date
    // How the source dates it, as printed: "file header 'Last updated'", "before 2025-01-01
    // (page: 'prices scheduled to be updated on January 1, 2025')", "not shown (SkyPilot
    // catalog snapshot, commit 11580132)". Empty for a plain date.
    QString seenNote;
    QString source;               // URL or free text ("quote from our reseller, ref 1234")
    Origin origin = Origin::User; // shipped with the built-in catalog, or the user's own quote

    friend bool operator==(const OfferPrice&, const OfferPrice&) = default;
};

// An offer's own fields (its id and price history aside), in the order of offers.csv: the offer
// schema (schema.h), indexed by OfferField. Plain values, without a status. The keys are the
// CSV's and JSON's column names and the words of `chipatlas-cli offers`: they never change.
enum class OfferField {
    TargetId,    // "target_id": the system or chip it rents
    Provider,    // "provider"
    Region,      // "region"
    Instance,    // "instance"
    Pricing,     // "pricing": pricingKey()
    PricingNote, // "pricing_note"
    Chips,       // "chips": chips in one instance
    Notes,       // "notes"
};
inline constexpr int kOfferFieldCount = int(OfferField::Notes) + 1;
std::span<const FieldSpec> allOfferFields();
const FieldSpec& offerFieldInfo(OfferField field);
QString offerFieldKey(OfferField field);
QString offerFieldLabel(OfferField field); // translated (context "chipatlas")

// A rental offer: a system or a chip at a provider. offers.csv has the dated public prices the
// built-in catalog ships; the user's own quotes sit beside them.
struct Offer {
    QString id;       // slug, offerId(): "aws-us-east-1-p5.48xlarge-on-demand"
    QString targetId; // the id of the system or the chip it rents
    QString provider; // "AWS", "Lambda"
    QString region;   // "us-east-1"; empty when the source names none
    QString instance; // "p5.48xlarge"
    Pricing pricing = Pricing::OnDemand;
    QString pricingNote; // "Capacity Block, effective rate"; "term not stated"
    int chips = 1;       // chips in one instance
    QString notes;
    Origin origin = Origin::User;
    // The price history, oldest first: by `seen`, undated prices before dated ones, prices of
    // the same day in the order they were recorded. current() is the last one.
    QList<OfferPrice> prices;

    const OfferPrice* current() const { return prices.isEmpty() ? nullptr : &prices.last(); }
    // The current price per instance hour / chips; nullopt without a price.
    std::optional<double> perChipHour() const;

    friend bool operator==(const Offer&, const Offer&) = default;
};

// The slug of an offer's identity: provider, region, instance and pricing, lowercased, runs of
// other characters as one '-': offerId("AWS", "us-east-1", "p5.48xlarge", OnDemand) is
// "aws-us-east-1-p5.48xlarge-on-demand".
QString offerId(const QString& provider, const QString& region, const QString& instance,
                Pricing pricing);
// Puts `prices` in history order (see Offer::prices); a stable sort.
void sortPriceHistory(QList<OfferPrice>& prices);
// Adds `price` to the offer's history, in order; a price equal to one already there (same
// value, currency, date and source) is not added twice. Returns whether it was added.
bool addPrice(Offer& offer, const OfferPrice& price);

// How old a price is, for every place that shows one: "seen 2026-08-26, 3 months ago",
// "seen 2026-11-30, 1 day ago", "seen today", "seen before 2025-01-01 (...)" (an undated
// price shows its seenNote), "date not shown". Months are calendar months (translated).
QString priceAgeText(const OfferPrice& price, const QDate& today);

} // namespace chipatlas
