#pragma once

#include "application/catalogsnapshot.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// The price history of an offer, a chip or a system (README, "Price history"): every offer that
// rents it (OfferIndex: a chip's own offers and those of its systems; a system's own; for an
// offer, every offer of what it rents), each as a step line of its price per chip-hour over the
// dates its prices were seen. A price without a date is listed, never drawn (nobody knows where
// on the time axis it belongs). The user's own price of a chip (ChipPrice, "your price") is a
// point of its own at the date it was quoted. Prices are never converted: each currency has an
// axis of its own, USD first. The GUI's "Price history" view draws it
// (ui/chart/pricehistorychart.h), `chipatlas-cli chart --prices ID` writes it.

struct PriceHistoryPoint {
    QDate seen;                   // invalid: undated (listed, not drawn)
    double perChipHour = 0.0;     // in the series' currency
    double perInstanceHour = 0.0; // what the source quotes; the user's price: per chip-hour
    QString seenNote;             // how the source dates it (OfferPrice::seenNote)
    QString source;
};

struct PriceHistorySeries {
    enum class Kind { Offer, UserPrice };
    Kind kind = Kind::Offer;
    QString offerId;  // Kind::Offer
    QString targetId; // the system or chip it rents (the user's price: the chip)
    // The legend's words: "GMI Cloud H100 SXM5 on-demand" (as the price options name an offer, with
    // its region after a comma when it names one), "your price"; with the currency after it when
    // that is not USD: "OVH h100-1 on-demand, gra (EUR)".
    QString name;
    std::optional<Pricing> pricing; // Kind::Offer
    QString currency;
    int chips = 1;
    QList<PriceHistoryPoint> dated;   // oldest first, prices of one day in recorded order
    QList<PriceHistoryPoint> undated; // in recorded order
    // The offer's current price (its last one, dated or not) per chip-hour.
    std::optional<double> currentPerChipHour;
    bool cheapestCurrent = false; // the marked one (see PriceHistory::cheapest)
    bool asked = false;           // the offer whose history was asked for
};

// One vertex of a step line: the price holds from one date until the next price's date.
struct PriceHistoryVertex {
    QDate date;
    double perChipHour = 0.0;
};

// The y axis of one currency.
struct PriceHistoryAxis {
    QString currency;
    QString title; // "USD per chip-hour"
    double yMax = 1.0;
};

struct PriceHistory {
    enum class Subject { Offer, Chip, System };
    Subject subject = Subject::Chip;
    QString id;                       // as asked
    QString targetId;                 // the chip or system whose offers are drawn
    QString title;                    // "Price history: NVIDIA H100 SXM"
    QString xTitle;                   // "date seen"
    QList<PriceHistoryAxis> axes;     // USD first, then the other currencies by code
    QList<PriceHistorySeries> series; // offers by id, then the user's price
    // The date axis: from the earliest dated price to `until` (today, or the latest date seen
    // when that is later). Invalid `from` when nothing is dated.
    QDate from;
    QDate until;
    // The cheapest current offer (the marker): the one a price column shows, the cheapest
    // current USD on-demand offer, else reserved, else spot (offerSpread(), docs/DOMAIN-RULES.md
    // rule 8); its label "cheapest current: $2.00 per chip-hour, GMI Cloud H100 SXM5
    // on-demand". Empty when no offer has a current USD price.
    QString cheapestOfferId;
    QString cheapestLabel;
    // For a user: what is not drawn and why ("Lambda gpu_1x_h100_sxm5 on-demand: $3.29 per
    // chip-hour, date not shown; listed, not drawn"), and "no offer rents it".
    QStringList notes;

    bool hasDatedPrices() const;
};

// The history of `id` (an offer, a chip or a system on `snapshot`); nullopt with `error` set
// ("no offer, chip or system has the id \"x\"; see: chipatlas-cli offers, list, systems") when
// none has it. `today` ends the step lines; prices in `locale`.
std::optional<PriceHistory> priceHistory(const CatalogSnapshot& snapshot, const QString& id,
                                         const QDate& today, const QLocale& locale, QString* error);

// A series' step line up to `until`: each dated price from its date to the next one's, the
// last to `until` (never before its own date). Empty without a dated price.
QList<PriceHistoryVertex> priceHistorySteps(const PriceHistorySeries& series, const QDate& until);

// The history as CSV (RFC 4180, CRLF line ends), one line per price, dated and undated, after
// the header:
//   series,kind,offer_id,target_id,pricing,seen,seen_note,price_per_chip_hour,
//   price_per_instance_hour,chips,currency,current,cheapest_current,source
// kind "offer" or "your_price"; pricing its key; seen ISO 8601 or empty; current "yes" on
// each offer's current price; cheapest_current "yes" on the marked offer's current price;
// numbers in the C locale, shortest exact form.
QByteArray priceHistoryToCsv(const PriceHistory& history);

} // namespace chipatlas
