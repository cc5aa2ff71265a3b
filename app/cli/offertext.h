#pragma once

#include "domain/offer.h"
#include "domain/offerchoice.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace chipatlas::cli {

// How offers read on the command line (offers, show, fit): one table, one spread line, one
// price history, the same everywhere.

// The first rows `offers` prints unless --limit says otherwise: a table stays readable and
// --json (or --limit 0) gives them all.
inline constexpr int kDefaultOfferRows = 40;

// "$2.99": an amount in US dollars with cents; another currency as "2.99 EUR" (formatMoney()).
QString moneyText(double amount, const QString& currency = QStringLiteral("USD"));

// Offers as a table: id, target, provider, region, instance, pricing, chips, $/instance-h,
// $/chip-h, seen (priceAgeText() to `today`) and source of each current price. At most
// `limit` rows (0: all), then "N of M offers shown (...)"; otherwise "M offers".
QString offersTableText(const QList<Offer>& offers, const QDate& today, int limit);

// "on-demand: cheapest $2.99 per chip-hour (lambda-...), dearest $12.29 (aws-...), spread 4.1x"
// or "no offer with a current USD price". A spread is within one pricing type (offerSpread()).
QString spreadText(const OfferSpread& spread);
// One spreadText() line per pricing type (offerSpreads()), joined with "\n" + `indent`; "no
// offer with a current USD price" when none has one.
QString spreadsText(const QList<Offer>& offers, const QString& indent = QString());

// Each price of the offer, oldest first, with its age and source; the current one marked.
QString priceHistoryText(const Offer& offer, const QDate& today);

// offerToJson() plus "current": {"per_instance_hour", "per_chip_hour", "currency", "seen",
// "age"} (null without a price).
QJsonObject offerJson(const Offer& offer, const QDate& today);
// {"pricing", "priced", "cheapest", "cheapest_per_chip_hour", "dearest",
// "dearest_per_chip_hour", "spread"}: the pricing type's key, offer ids and USD per chip-hour,
// null where there is none.
QJsonObject spreadJson(const OfferSpread& spread);
// spreadJson() of each pricing type that has a priced offer (offerSpreads()).
QJsonArray spreadsJson(const QList<Offer>& offers);

} // namespace chipatlas::cli
