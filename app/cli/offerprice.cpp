#include "offerprice.h"

#include "application/pricing.h"
#include "clicontext.h"
#include "domain/excerpt.h"
#include "domain/offer.h"
#include "domain/validation.h"
#include "fitoptions.h"
#include "offertext.h"
#include "storage/catalog.h"

#include <QCommandLineParser>

namespace chipatlas::cli {

namespace {
int printOffer(CliContext& context, const QString& id, const QString& heading, bool json) {
    StorageError error;
    const std::optional<Offer> offer = context.catalog()->offers().find(id, &error);
    if (!offer)
        return context.fail(ExitDataError, error);
    if (json)
        context.printJson(offerJson(*offer, CliContext::today()));
    else
        context.print(heading + priceHistoryText(*offer, CliContext::today()));
    return ExitOk;
}
} // namespace

OfferPriceOptions::OfferPriceOptions()
    : m_perHour(QStringLiteral("per-hour"),
                QStringLiteral("An offer's price per instance-hour (with OFFER_ID or --new)."),
                QStringLiteral("x"))
    , m_new(QStringLiteral("new"), QStringLiteral("Record a new offer (with --target, "
                                                  "--provider, --instance, --chips, --per-hour)."))
    , m_target(QStringLiteral("target"),
               QStringLiteral("--new: the chip or system the offer rents."), QStringLiteral("id"))
    , m_provider(QStringLiteral("provider"), QStringLiteral("--new: the provider, e.g. AWS."),
                 QStringLiteral("name"))
    , m_instance(QStringLiteral("instance"),
                 QStringLiteral("--new: the instance name, e.g. p5.48xlarge."),
                 QStringLiteral("name"))
    , m_region(QStringLiteral("region"), QStringLiteral("--new: the region (optional)."),
               QStringLiteral("region"))
    , m_pricing(QStringLiteral("pricing"),
                QStringLiteral("--new: on_demand (default), reserved or spot."),
                QStringLiteral("kind"), QStringLiteral("on_demand"))
    , m_chips(QStringLiteral("chips"), QStringLiteral("--new: chips in one instance."),
              QStringLiteral("n"))
    , m_currency(QStringLiteral("currency"),
                 QStringLiteral("The price's currency, ISO 4217 (default USD)."),
                 QStringLiteral("code"), QStringLiteral("USD")) {}

void OfferPriceOptions::addTo(QCommandLineParser& parser) const {
    parser.addOptions({m_perHour, m_new, m_target, m_provider, m_instance, m_region, m_pricing,
                       m_chips, m_currency});
}

bool OfferPriceOptions::isSet(const QCommandLineParser& parser) const {
    return parser.isSet(m_perHour) || parser.isSet(m_new);
}

std::optional<int> OfferPriceOptions::show(CliContext& context, const QString& id, bool json) {
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    StorageError error;
    if (!catalog->offers().find(id, &error))
        return std::nullopt;
    return printOffer(context, id, QString(), json);
}

int OfferPriceOptions::run(CliContext& context, const QCommandLineParser& parser,
                           const QCommandLineOption& date, const QCommandLineOption& source,
                           bool json) const {
    const QStringList positional = parser.positionalArguments();
    const bool newOffer = parser.isSet(m_new);
    if (newOffer ? !positional.isEmpty() : positional.size() != 1)
        return context.usageError(
            newOffer ? QStringLiteral("price --new takes no id: the offer's id is made from "
                                      "--provider, --region, --instance and --pricing")
                     : QStringLiteral("--per-hour needs one offer id: price OFFER_ID --per-hour "
                                      "X (see: offers)"));
    if (!parser.isSet(m_perHour))
        return context.usageError(QStringLiteral("price --new needs --per-hour X"));
    for (const QCommandLineOption* option :
         {&m_target, &m_provider, &m_instance, &m_region, &m_pricing, &m_chips}) {
        if (!newOffer && parser.isSet(*option))
            return context.usageError(QStringLiteral("--%1 describes a new offer: give --new too")
                                          .arg(option->names().constFirst()));
    }

    OfferPrice price;
    const std::optional<double> perHour =
        readPositiveNumber(context, QStringLiteral("--per-hour"), parser.value(m_perHour));
    if (!perHour)
        return ExitUsageError;
    price.perInstanceHour = *perHour;
    price.currency = parser.value(m_currency);
    price.source = parser.value(source);
    price.origin = Origin::User;
    if (parser.isSet(date)) {
        price.seen = QDate::fromString(parser.value(date), Qt::ISODate);
        if (!price.seen.isValid())
            return context.usageError(
                QStringLiteral("--date: \"%1\" is not a date in the form YYYY-MM-DD")
                    .arg(excerpt(parser.value(date))));
    } else {
        price.seen = CliContext::today();
    }

    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    StorageError error;
    if (!newOffer) {
        // Record price... in the window does the same (application/pricing.h).
        const QString id = positional.constFirst();
        ChangeResult change =
            recordOfferPrice(*catalog, QStringLiteral("price %1").arg(id), id, price);
        if (!commitChange(*catalog, &change))
            return context.fail(ExitDataError,
                                change.error.code == StorageError::Code::NotFound
                                    ? QStringLiteral("no offer with id \"%1\" (try: %2 offers)")
                                          .arg(excerpt(id), CliContext::programName())
                                    : CliContext::storageMessage(change.error));
        return printOffer(context, id, QStringLiteral("Recorded a new price; the old ones stay.\n"),
                          json);
    }

    for (const QCommandLineOption* option : {&m_target, &m_provider, &m_instance, &m_chips}) {
        if (!parser.isSet(*option))
            return context.usageError(
                QStringLiteral("price --new needs --%1").arg(option->names().constFirst()));
    }
    const std::optional<Pricing> pricing = pricingFromKey(parser.value(m_pricing));
    if (!pricing)
        return context.usageError(
            QStringLiteral("--pricing: \"%1\" is not one of on_demand, reserved, spot")
                .arg(excerpt(parser.value(m_pricing))));
    const std::optional<qint64> chips =
        readInteger(context, QStringLiteral("--chips"), parser.value(m_chips), 1, 10000000);
    if (!chips)
        return ExitUsageError;
    Offer offer;
    offer.targetId = parser.value(m_target);
    offer.provider = parser.value(m_provider);
    offer.region = parser.value(m_region);
    offer.instance = parser.value(m_instance);
    offer.pricing = *pricing;
    offer.chips = int(*chips);
    offer.origin = Origin::User;
    offer.id = offerId(offer.provider, offer.region, offer.instance, offer.pricing);
    offer.prices = {price};
    if (const QList<ValidationIssue> issues = validateOffer(offer); !issues.isEmpty())
        return context.fail(ExitDataError, issuesText(issues));
    if (catalog->offers().find(offer.id, &error))
        return context.fail(ExitDataError,
                            QStringLiteral("offer \"%1\" exists already; add a price with: %2 "
                                           "price %1 --per-hour X")
                                .arg(offer.id, CliContext::programName()));
    // Add offer... in the window does the same (application/pricing.h): one that someone else
    // added since the check above keeps its details and gains the price, never overwritten.
    ChangeResult change = addOffer(*catalog, QStringLiteral("price --new %1").arg(offer.id), offer);
    if (!commitChange(*catalog, &change))
        return context.fail(ExitDataError, change.error);
    return printOffer(context, offer.id, QStringLiteral("Recorded a new offer.\n"), json);
}

} // namespace chipatlas::cli
