#pragma once

#include "domain/offer.h"

#include <QDate>
#include <QList>
#include <QPalette>
#include <QString>
#include <QUrl>

#include <optional>

namespace chipatlas::offershtml {

// The offers section of the details pane, for a chip (offersForChip()) and for a system
// (offersForSystem()): each offer with its provider, instance, region, pricing, price per
// instance hour and per chip-hour, and how old the price is ("seen 2026-08-26, 3 months ago");
// the user's own quotes marked beside the built-in prices; the cheapest, the dearest and their
// spread; links to record a new price of an offer, to show its price history and to add an
// offer for `targetId`.
QString sectionHtml(const QList<Offer>& offers, const QString& targetId, const QDate& today,
                    const QPalette& palette);

// The links of the section, which the details pane turns into requests.
QUrl recordPriceUrl(const QString& offerId);
QUrl priceHistoryUrl(const QString& offerId);
QUrl addOfferUrl(const QString& targetId);
// The offer id of a recordPriceUrl() or a priceHistoryUrl(), the target id of an addOfferUrl();
// nullopt for others.
std::optional<QString> offerIdOfRecordPriceUrl(const QUrl& url);
std::optional<QString> offerIdOfPriceHistoryUrl(const QUrl& url);
std::optional<QString> targetIdOfAddOfferUrl(const QUrl& url);

} // namespace chipatlas::offershtml
