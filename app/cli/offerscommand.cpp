// chipatlas-cli offers [ID]: the rental offers of a chip, of a system or of the whole catalog,
// with each current price's age, the spread between the cheapest and the dearest, and on
// request every offer's price history.
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/offerchoice.h"
#include "fitoptions.h"
#include "io/systemjson.h"
#include "offertext.h"
#include "storage/catalog.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace chipatlas::cli {

namespace {
// Cheapest per chip-hour first, offers without a price last; ties by id.
void sortByPrice(QList<Offer>& offers) {
    std::stable_sort(offers.begin(), offers.end(), [](const Offer& a, const Offer& b) {
        const std::optional<double> pa = a.perChipHour();
        const std::optional<double> pb = b.perChipHour();
        if (pa.has_value() != pb.has_value())
            return pa.has_value();
        if (pa && pb && *pa != *pb)
            return *pa < *pb;
        return a.id < b.id;
    });
}

// The offers.csv rows for which the built-in catalog found no public price (offers.json's
// "not_found") and that rent one of `targets`.
std::optional<QList<OfferNotFound>> notFoundFor(CliContext& context, const QStringList& targets) {
    QString error;
    const std::optional<OfferCatalogFile> file = builtInOffers(&error);
    if (!file) {
        context.fail(ExitDataError, error);
        return std::nullopt;
    }
    QList<OfferNotFound> found;
    for (const OfferNotFound& missing : file->notFound) {
        if (targets.contains(missing.targetId))
            found << missing;
    }
    return found;
}

QJsonObject notFoundJson(const OfferNotFound& missing) {
    return {{QLatin1String("provider"), missing.provider},
            {QLatin1String("region"), missing.region},
            {QLatin1String("instance"), missing.instance},
            {QLatin1String("target_id"), missing.targetId},
            {QLatin1String("pricing"), pricingKey(missing.pricing)},
            {QLatin1String("source"), missing.source}};
}
} // namespace

int runOffers(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "List the rental offers of a chip or a system (or, without an id, of the whole\n"
        "catalog): provider, region, instance, pricing, chips per instance, the current\n"
        "price per instance-hour and per chip-hour, when it was seen and how long ago, and\n"
        "its source. With an id, cheapest first, then the cheapest and dearest current USD\n"
        "price per chip-hour and their spread, and under \"Not found\" the built-in offers\n"
        "whose public price was looked for and not found.\n\n"
        "A chip's offers include those of every system built of it; a system's include\n"
        "those of its chip with as many chips per instance.\n"
        "Ages count to today, or to CHIPATLAS_TODAY (YYYY-MM-DD) when that is set."));
    line.addArgument(
        QStringLiteral("ID"),
        QStringLiteral("A chip or system id, e.g. nvidia-h100-sxm (see: list, systems)."),
        QStringLiteral("[ID]"));
    line.addOptions({
        {QStringLiteral("all-prices"),
         QStringLiteral("Also print each offer's price history, oldest first.")},
        {QStringLiteral("limit"),
         QStringLiteral("Print at most N offers in the table (default %1; 0: all).")
             .arg(kDefaultOfferRows),
         QStringLiteral("N"), QString::number(kDefaultOfferRows)},
        {QStringLiteral("json"),
         QStringLiteral("Print {\"target\", \"kind\" (chip, system or null), \"offers\": [offers "
                        "as import reads them, each with \"current\"], \"spread\", "
                        "\"not_found\": [{\"provider\", \"region\", \"instance\", \"target_id\", "
                        "\"pricing\", \"source\"}]}.")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return context.usageError(
            QStringLiteral("offers takes at most one chip or system id, got %1")
                .arg(positional.size()));
    const std::optional<qint64> rows =
        readInteger(context, QStringLiteral("--limit"), line.value("limit"), 0, 1000000);
    if (!rows)
        return ExitUsageError;

    const std::optional<QList<Offer>> all = context.offers();
    if (!all)
        return ExitDataError;
    QString heading;
    QString kind;
    QList<Offer> offers = *all;
    QStringList targets;
    const QString id = positional.value(0);
    if (!id.isEmpty()) {
        const std::optional<std::variant<System, Chip>> entry = context.chipOrSystem(id);
        if (!entry)
            return ExitDataError;
        if (const System* system = std::get_if<System>(&*entry)) {
            offers = offersForSystem(*system, *all);
            targets << system->id;
            kind = QStringLiteral("system");
            heading = QStringLiteral("Offers for %1 (%2, system of %3 x %4)")
                          .arg(system->name, system->id)
                          .arg(system->chipCount)
                          .arg(system->chipId);
        } else {
            const Chip* const chip = &std::get<Chip>(*entry);
            const std::optional<QList<System>> systems = context.systems();
            if (!systems)
                return ExitDataError;
            offers = offersForChip(chip->id, *systems, *all);
            targets << chip->id;
            for (const System& built : *systems) {
                if (built.chipId == chip->id)
                    targets << built.id;
            }
            kind = QStringLiteral("chip");
            heading = QStringLiteral("Offers for %1 (%2, chip)").arg(chip->name, chip->id);
        }
    }
    sortByPrice(offers);
    const QList<Offer>& listed = offers;
    QList<OfferNotFound> missing;
    if (!targets.isEmpty()) {
        const std::optional<QList<OfferNotFound>> found = notFoundFor(context, targets);
        if (!found)
            return ExitDataError;
        missing = *found;
    }
    const OfferSpread spread = offerSpread(listed);
    const QDate today = CliContext::today();

    if (line.isSet("json")) {
        QJsonArray offerArray;
        for (const Offer& offer : std::as_const(listed))
            offerArray.append(offerJson(offer, today));
        QJsonArray missingArray;
        for (const OfferNotFound& entry : std::as_const(missing))
            missingArray.append(notFoundJson(entry));
        const QJsonValue null(QJsonValue::Null);
        context.printJson(QJsonObject{{QLatin1String("target"), id.isEmpty() ? null : id},
                                      {QLatin1String("kind"), kind.isEmpty() ? null : kind},
                                      {QLatin1String("offers"), offerArray},
                                      {QLatin1String("spread"), spreadJson(spread)},
                                      {QLatin1String("spreads"), spreadsJson(listed)},
                                      {QLatin1String("not_found"), missingArray}});
        return ExitOk;
    }

    QString text = heading.isEmpty() ? QString() : heading + QStringLiteral("\n\n");
    text += offersTableText(listed, today, int(*rows));
    if (!id.isEmpty())
        text += spreadsText(listed) + QLatin1Char('\n');
    if (!missing.isEmpty()) {
        text += QStringLiteral("\nNot found (the built-in catalog looked for a public price and "
                               "found none):\n");
        for (const OfferNotFound& entry : std::as_const(missing))
            text +=
                QStringLiteral("  %1 %2%3 (%4, %5)%6\n")
                    .arg(entry.provider, entry.instance,
                         entry.region.isEmpty() ? QString() : QStringLiteral(", ") + entry.region,
                         pricingDisplayName(entry.pricing), entry.targetId,
                         entry.source.isEmpty() ? QString() : QStringLiteral(": ") + entry.source);
    }
    if (line.isSet("all-prices")) {
        const qsizetype shown =
            *rows > 0 ? std::min<qsizetype>(*rows, listed.size()) : listed.size();
        for (qsizetype i = 0; i < shown; ++i)
            text += QLatin1Char('\n') + priceHistoryText(listed.at(i), today);
    }
    context.print(text);
    return ExitOk;
}

} // namespace chipatlas::cli
