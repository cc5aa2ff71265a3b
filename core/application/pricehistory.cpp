#include "application/pricehistory.h"

#include "domain/money.h"
#include "domain/offerchoice.h"
#include "io/csvwriter.h"

#include <QCoreApplication>

#include <algorithm>

namespace chipatlas {

namespace {
// lupdate files PriceHistoryText::tr() under "PriceHistory", the context the text is looked up
// in.
class PriceHistoryText final {
    Q_DECLARE_TR_FUNCTIONS(PriceHistory)
};

const QString kUsd = QStringLiteral("USD");
// The y axes reach this far above the dearest price drawn.
constexpr double kHeadroom = 1.15;

PriceHistorySeries offerSeries(const Offer& offer) {
    PriceHistorySeries series;
    series.kind = PriceHistorySeries::Kind::Offer;
    series.offerId = offer.id;
    series.targetId = offer.targetId;
    series.pricing = offer.pricing;
    series.chips = std::max(offer.chips, 1);
    series.currency = offer.current() ? offer.current()->currency : kUsd;
    // Two regions' offers of one instance have the same offerOptionName(): the region tells them
    // apart.
    series.name = offer.region.isEmpty()
                      ? offerOptionName(offer)
                      : PriceHistoryText::tr("%1, %2").arg(offerOptionName(offer), offer.region);
    for (const OfferPrice& price : offer.prices) {
        PriceHistoryPoint point;
        point.seen = price.seen;
        point.perInstanceHour = price.perInstanceHour;
        point.perChipHour = price.perInstanceHour / series.chips;
        point.seenNote = price.seenNote;
        point.source = price.source;
        (price.seen.isValid() ? series.dated : series.undated).append(point);
    }
    series.currentPerChipHour = offer.perChipHour();
    return series;
}

// An offer whose prices changed currency over time: each currency is a series of its own,
// never converted (the current price's series keeps the offer's current price).
QList<PriceHistorySeries> splitByCurrency(const Offer& offer) {
    QStringList currencies;
    for (const OfferPrice& price : offer.prices) {
        if (!currencies.contains(price.currency))
            currencies << price.currency;
    }
    if (currencies.size() <= 1)
        return {offerSeries(offer)};
    QList<PriceHistorySeries> result;
    for (const QString& currency : std::as_const(currencies)) {
        Offer part = offer;
        part.prices.removeIf([&](const OfferPrice& price) { return price.currency != currency; });
        PriceHistorySeries series = offerSeries(part);
        if (offer.current()->currency != currency)
            series.currentPerChipHour.reset();
        result << series;
    }
    return result;
}

QString dateText(const PriceHistoryPoint& point, const QDate& today) {
    OfferPrice price;
    price.seen = point.seen;
    price.seenNote = point.seenNote;
    return priceAgeText(price, today);
}
} // namespace

bool PriceHistory::hasDatedPrices() const {
    return std::any_of(series.cbegin(), series.cend(),
                       [](const PriceHistorySeries& s) { return !s.dated.isEmpty(); });
}

std::optional<PriceHistory> priceHistory(const CatalogSnapshot& snapshot, const QString& id,
                                         const QDate& today, const QLocale& locale,
                                         QString* error) {
    PriceHistory history;
    history.id = id;
    QString askedOffer;
    if (const Offer* offer = snapshot.offer(id)) {
        history.subject = PriceHistory::Subject::Offer;
        history.targetId = offer->targetId;
        askedOffer = offer->id;
    } else if (snapshot.system(id)) {
        history.subject = PriceHistory::Subject::System;
        history.targetId = id;
    } else if (snapshot.chip(id)) {
        history.subject = PriceHistory::Subject::Chip;
        history.targetId = id;
    } else {
        if (error)
            *error = PriceHistoryText::tr("no offer, chip or system has the id \"%1\"").arg(id);
        return std::nullopt;
    }

    // What the offers rent: a system's own offers; a chip's and its systems' (OfferIndex).
    const System* system = snapshot.system(history.targetId);
    const Chip* chip = system ? nullptr : snapshot.chip(history.targetId);
    QList<Offer> offers = system ? snapshot.offerIndex().forSystem(*system)
                                 : snapshot.offerIndex().forChip(history.targetId);
    if (offers.isEmpty() && !askedOffer.isEmpty())
        offers << *snapshot.offer(askedOffer); // an offer of an id no chip or system has
    std::sort(offers.begin(), offers.end(),
              [](const Offer& a, const Offer& b) { return a.id < b.id; });
    const QString targetName = system ? system->name : (chip ? chip->name : history.targetId);
    history.title = PriceHistoryText::tr("Price history: %1").arg(targetName);
    history.xTitle = PriceHistoryText::tr("date seen");

    for (const Offer& offer : std::as_const(offers)) {
        for (PriceHistorySeries& series : splitByCurrency(offer)) {
            series.asked = series.offerId == askedOffer;
            history.series << series;
        }
    }
    if (chip) {
        if (const std::optional<ChipPrice> own = snapshot.price(chip->id)) {
            PriceHistorySeries series;
            series.kind = PriceHistorySeries::Kind::UserPrice;
            series.targetId = chip->id;
            series.currency = kUsd;
            series.name = PriceHistoryText::tr("your price");
            PriceHistoryPoint point;
            point.seen = own->date;
            point.perChipHour = own->usdPerChipHour;
            point.perInstanceHour = own->usdPerChipHour;
            point.source = own->source;
            (point.seen.isValid() ? series.dated : series.undated).append(point);
            series.currentPerChipHour = own->usdPerChipHour;
            history.series << series;
        }
    }
    if (offers.isEmpty())
        history.notes << PriceHistoryText::tr("No offer in the catalog rents %1.").arg(targetName);

    // The marker: the offer a price column shows, by one rule (offerSpread()).
    const OfferSpread spread = offerSpread(offers);
    if (spread.cheapest && spread.cheapestPerChipHour) {
        history.cheapestOfferId = spread.cheapest->id;
        history.cheapestLabel =
            PriceHistoryText::tr("cheapest current: %1 per chip-hour, %2")
                .arg(formatPricePrecise(*spread.cheapestPerChipHour, kUsd, locale),
                     offerOptionName(*spread.cheapest));
        for (PriceHistorySeries& series : history.series) {
            series.cheapestCurrent = series.kind == PriceHistorySeries::Kind::Offer &&
                                     series.offerId == history.cheapestOfferId &&
                                     series.currency == kUsd && series.currentPerChipHour;
        }
    }

    // The axes: one per currency, USD first; each to a little above its dearest price.
    QStringList currencies;
    for (const PriceHistorySeries& series : std::as_const(history.series)) {
        if (!currencies.contains(series.currency))
            currencies << series.currency;
    }
    std::sort(currencies.begin(), currencies.end(), [](const QString& a, const QString& b) {
        if ((a == kUsd) != (b == kUsd))
            return a == kUsd;
        return a < b;
    });
    if (currencies.isEmpty())
        currencies << kUsd;
    for (const QString& currency : std::as_const(currencies)) {
        PriceHistoryAxis axis;
        axis.currency = currency;
        axis.title = PriceHistoryText::tr("%1 per chip-hour").arg(currency);
        double top = 0.0;
        for (const PriceHistorySeries& series : std::as_const(history.series)) {
            if (series.currency != currency)
                continue;
            for (const PriceHistoryPoint& point : series.dated)
                top = std::max(top, point.perChipHour);
        }
        axis.yMax = top > 0.0 ? top * kHeadroom : 1.0;
        history.axes << axis;
    }
    for (PriceHistorySeries& series : history.series) {
        if (series.currency != kUsd)
            series.name = PriceHistoryText::tr("%1 (%2)").arg(series.name, series.currency);
    }

    // The date axis, and what is listed but not drawn.
    history.until = today;
    for (const PriceHistorySeries& series : std::as_const(history.series)) {
        for (const PriceHistoryPoint& point : series.dated) {
            if (!history.from.isValid() || point.seen < history.from)
                history.from = point.seen;
            history.until = std::max(history.until, point.seen);
        }
        for (const PriceHistoryPoint& point : series.undated)
            history.notes << PriceHistoryText::tr("%1: %2 per chip-hour, %3; listed, not drawn")
                                 .arg(
                                     series.name,
                                     formatPricePrecise(point.perChipHour, series.currency, locale),
                                     dateText(point, today));
    }
    return history;
}

QList<PriceHistoryVertex> priceHistorySteps(const PriceHistorySeries& series, const QDate& until) {
    QList<PriceHistoryVertex> steps;
    for (qsizetype i = 0; i < series.dated.size(); ++i) {
        const PriceHistoryPoint& point = series.dated.at(i);
        if (!steps.isEmpty())
            steps.append({point.seen, steps.last().perChipHour}); // the old price up to here
        steps.append({point.seen, point.perChipHour});
    }
    if (!steps.isEmpty())
        steps.append({std::max(until, steps.last().date), steps.last().perChipHour});
    return steps;
}

QByteArray priceHistoryToCsv(const PriceHistory& history) {
    QByteArray out = csvLine(
        QStringLiteral("series,kind,offer_id,target_id,pricing,seen,seen_note,price_per_chip_hour,"
                       "price_per_instance_hour,chips,currency,current,cheapest_current,source")
            .split(QLatin1Char(',')));
    const QString yes = QStringLiteral("yes");
    for (const PriceHistorySeries& series : history.series) {
        const bool offer = series.kind == PriceHistorySeries::Kind::Offer;
        // The current price is the offer's last one: the last undated one when its history
        // ends undated (Offer::prices' order puts undated prices first, so it is the last
        // dated one whenever there is one).
        const PriceHistoryPoint* current = nullptr;
        if (series.currentPerChipHour)
            current = !series.dated.isEmpty() ? &series.dated.last() : &series.undated.last();
        for (const QList<PriceHistoryPoint>* points : {&series.undated, &series.dated}) {
            for (const PriceHistoryPoint& point : *points) {
                const bool isCurrent = &point == current;
                out += csvLine(
                    {series.name, offer ? QStringLiteral("offer") : QStringLiteral("your_price"),
                     series.offerId, series.targetId,
                     series.pricing ? pricingKey(*series.pricing) : QString(),
                     point.seen.isValid() ? point.seen.toString(Qt::ISODate) : QString(),
                     point.seenNote, csvNumber(point.perChipHour),
                     offer ? csvNumber(point.perInstanceHour) : QString(),
                     offer ? QString::number(series.chips) : QString(), series.currency,
                     isCurrent ? yes : QString(),
                     isCurrent && series.cheapestCurrent ? yes : QString(), point.source});
            }
        }
    }
    return out;
}

} // namespace chipatlas
