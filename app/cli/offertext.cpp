#include "offertext.h"

#include "clicontext.h"
#include "domain/money.h"
#include "io/systemjson.h"
#include "texttable.h"

#include <QJsonValue>

#include <algorithm>

namespace chipatlas::cli {

namespace {
QJsonValue optionalNumber(const std::optional<double>& value) {
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalOfferId(const std::optional<Offer>& offer) {
    return offer ? QJsonValue(offer->id) : QJsonValue(QJsonValue::Null);
}

QString offerCount(qsizetype count) {
    return count == 1 ? QStringLiteral("1 offer") : QStringLiteral("%1 offers").arg(count);
}
} // namespace

QString moneyText(double amount, const QString& currency) {
    return formatMoney(amount, currency, CliContext::locale(), 2);
}

QString offersTableText(const QList<Offer>& offers, const QDate& today, int limit) {
    TextTable table;
    table.addColumn(QStringLiteral("ID"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Target"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Provider"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Region"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Instance"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Pricing"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Chips"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("$/instance-h"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("$/chip-h"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Seen"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Source"), TextTable::Align::Left);
    const qsizetype shown = limit > 0 ? std::min<qsizetype>(limit, offers.size()) : offers.size();
    for (qsizetype i = 0; i < shown; ++i) {
        const Offer& offer = offers.at(i);
        const OfferPrice* price = offer.current();
        const std::optional<double> perChip = offer.perChipHour();
        table.addRow(
            {offer.id, offer.targetId, offer.provider,
             offer.region.isEmpty() ? QStringLiteral("-") : offer.region, offer.instance,
             pricingDisplayName(offer.pricing), QString::number(offer.chips),
             price ? moneyText(price->perInstanceHour, price->currency) : QStringLiteral("-"),
             price && perChip ? moneyText(*perChip, price->currency) : QStringLiteral("-"),
             price ? priceAgeText(*price, today) : QStringLiteral("no price"),
             price ? price->source : QString()});
    }
    QString text = offers.isEmpty() ? QString() : table.toString();
    if (shown < offers.size())
        text += QStringLiteral("%1 of %2 shown (--limit 0 or --json for all)\n")
                    .arg(shown)
                    .arg(offerCount(offers.size()));
    else
        text += offerCount(offers.size()) + QLatin1Char('\n');
    return text;
}

QString spreadText(const OfferSpread& spread) {
    if (spread.priced == 0 || !spread.pricing || !spread.cheapest || !spread.cheapestPerChipHour)
        return QStringLiteral("no offer with a current USD price");
    const QString pricing = pricingDisplayName(*spread.pricing);
    if (spread.priced == 1)
        return QStringLiteral("%1: one priced offer, %2 per chip-hour (%3)")
            .arg(pricing, moneyText(*spread.cheapestPerChipHour), spread.cheapest->id);
    return QStringLiteral("%1: cheapest %2 per chip-hour (%3), dearest %4 (%5), spread %6x over "
                          "%7 offers")
        .arg(pricing, moneyText(*spread.cheapestPerChipHour), spread.cheapest->id,
             spread.dearestPerChipHour ? moneyText(*spread.dearestPerChipHour)
                                       : QStringLiteral("-"),
             spread.dearest ? spread.dearest->id : QStringLiteral("-"),
             spread.spread ? CliContext::locale().toString(*spread.spread, 'f', 1)
                           : QStringLiteral("-"))
        .arg(spread.priced);
}

QString spreadsText(const QList<Offer>& offers, const QString& indent) {
    const QList<OfferSpread> spreads = offerSpreads(offers);
    if (spreads.isEmpty())
        return spreadText({});
    QStringList lines;
    for (const OfferSpread& spread : spreads)
        lines << spreadText(spread);
    return lines.join(QLatin1Char('\n') + indent);
}

QString priceHistoryText(const Offer& offer, const QDate& today) {
    QString text =
        QStringLiteral("%1 (%2 %3 %4, %5 chips), price history, oldest first:\n")
            .arg(offer.id, offer.provider, offer.instance, pricingDisplayName(offer.pricing))
            .arg(offer.chips);
    if (offer.prices.isEmpty())
        return text + QStringLiteral("  no price recorded\n");
    for (qsizetype i = 0; i < offer.prices.size(); ++i) {
        const OfferPrice& price = offer.prices.at(i);
        text +=
            QStringLiteral("  %1 per instance-hour, %2%3%4\n")
                .arg(moneyText(price.perInstanceHour, price.currency), priceAgeText(price, today),
                     price.source.isEmpty() ? QString()
                                            : QStringLiteral(", source: ") + price.source,
                     i + 1 == offer.prices.size() ? QStringLiteral("  (current)") : QString());
    }
    return text;
}

QJsonObject offerJson(const Offer& offer, const QDate& today) {
    QJsonObject object = offerToJson(offer);
    const OfferPrice* price = offer.current();
    if (!price) {
        object.insert(QLatin1String("current"), QJsonValue(QJsonValue::Null));
        return object;
    }
    object.insert(QLatin1String("current"),
                  QJsonObject{{QLatin1String("per_instance_hour"), price->perInstanceHour},
                              {QLatin1String("per_chip_hour"), optionalNumber(offer.perChipHour())},
                              {QLatin1String("currency"), price->currency},
                              {QLatin1String("seen"),
                               price->seen.isValid() ? QJsonValue(price->seen.toString(Qt::ISODate))
                                                     : QJsonValue(QJsonValue::Null)},
                              {QLatin1String("age"), priceAgeText(*price, today)}});
    return object;
}

QJsonObject spreadJson(const OfferSpread& spread) {
    return {{QLatin1String("pricing"),
             spread.pricing ? QJsonValue(pricingKey(*spread.pricing)) : QJsonValue()},
            {QLatin1String("priced"), spread.priced},
            {QLatin1String("cheapest"), optionalOfferId(spread.cheapest)},
            {QLatin1String("cheapest_per_chip_hour"), optionalNumber(spread.cheapestPerChipHour)},
            {QLatin1String("dearest"), optionalOfferId(spread.dearest)},
            {QLatin1String("dearest_per_chip_hour"), optionalNumber(spread.dearestPerChipHour)},
            {QLatin1String("spread"), optionalNumber(spread.spread)}};
}

QJsonArray spreadsJson(const QList<Offer>& offers) {
    QJsonArray array;
    for (const OfferSpread& spread : offerSpreads(offers))
        array.append(spreadJson(spread));
    return array;
}

} // namespace chipatlas::cli
