// chipatlas-cli price [ID [USD_PER_HOUR [--date D] [--source S] | --remove]]: the hourly price
// the user pays per chip, which fit --measured-tps turns into a cost per million tokens; and
// the prices of rental offers (offerprice.h).
#include "application/pricing.h"
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/excerpt.h"
#include "fitoptions.h"
#include "io/entryjson.h"
#include "offerprice.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace chipatlas::cli {

namespace {
QString usdText(double usd) {
    return CliContext::locale().toString(usd, 'g', 12);
}

// chipPriceToJson(), or the same keys with null values for a chip without a price.
QJsonObject priceToJson(const QString& chipId, const std::optional<ChipPrice>& price) {
    if (price)
        return chipPriceToJson(*price);
    const QJsonValue null(QJsonValue::Null);
    return {{QLatin1String("chip"), chipId},
            {QLatin1String("usd_per_hour"), null},
            {QLatin1String("quoted_on"), null},
            {QLatin1String("source"), null}};
}

QString priceText(const QString& chipId, const std::optional<ChipPrice>& price) {
    if (!price)
        return QStringLiteral("%1: no price stored").arg(chipId);
    QString text =
        QStringLiteral("%1: %2 USD per chip-hour").arg(chipId, usdText(price->usdPerChipHour));
    if (price->date.isValid())
        text += QStringLiteral(", quoted %1").arg(price->date.toString(Qt::ISODate));
    if (!price->source.isEmpty())
        text += QStringLiteral(", source: %1").arg(price->source);
    return text;
}

QString listText(const QList<ChipPrice>& prices) {
    if (prices.isEmpty())
        return QStringLiteral("No prices stored (set one with: %1 price ID USD_PER_HOUR)")
            .arg(CliContext::programName());
    TextTable table;
    table.addColumn(QStringLiteral("Chip"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Price (USD/chip-hour)"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Quoted on"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Source"), TextTable::Align::Left);
    for (const ChipPrice& price : prices)
        table.addRow({price.chipId, usdText(price.usdPerChipHour),
                      price.date.isValid() ? price.date.toString(Qt::ISODate) : QString(),
                      price.source});
    return table.toString();
}
} // namespace

int runPrice(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "Show, set or remove what one chip costs you per hour (a cloud quote, a\n"
        "negotiated rate, an amortised purchase). Without an id, lists every stored\n"
        "price. fit --measured-tps turns it into a cost per million tokens.\n\n"
        "Offers (see: offers): 'price OFFER_ID --per-hour X' records a new price of an\n"
        "offer per instance-hour; its old prices stay in its history. 'price --new\n"
        "--target ID --provider P --instance I [--region R] [--pricing on_demand|reserved|\n"
        "spot] --chips N --per-hour X' records a new offer of a chip or a system. Both take\n"
        "--date (default: today, or CHIPATLAS_TODAY when set) and --source.\n"
        "'price OFFER_ID' alone prints the offer's price history."));
    line.addArgument(QStringLiteral("ID"),
                     QStringLiteral("A chip id, e.g. nvidia-h100-sxm (see: list), or an offer "
                                    "id (see: offers)."),
                     QStringLiteral("[ID"));
    line.addArgument(QStringLiteral("USD_PER_HOUR"),
                     QStringLiteral("The new price in US dollars per chip-hour, "
                                    "above zero."),
                     QStringLiteral("[USD_PER_HOUR]]"));
    line.addOptions({
        {QStringLiteral("date"), QStringLiteral("When the price was quoted (YYYY-MM-DD)."),
         QStringLiteral("date")},
        {QStringLiteral("source"), QStringLiteral("Where the price comes from (URL or text)."),
         QStringLiteral("text")},
        {QStringLiteral("remove"), QStringLiteral("Remove the chip's price.")},
        {QStringLiteral("json"),
         QStringLiteral("Print {\"chip\", \"usd_per_hour\", \"quoted_on\", \"source\"} (null "
                        "without a price), or an array of them without an id.")},
    });
    const OfferPriceOptions offerOptions;
    offerOptions.addTo(line.parser());
    // QCommandLineParser would take "-3" for an option; name it as the price it was meant to be.
    for (const QString& argument : arguments.mid(1)) {
        bool number = false;
        CliContext::locale().toDouble(argument, &number);
        if (number && argument.startsWith(QLatin1Char('-')))
            return context.usageError(
                QStringLiteral("USD_PER_HOUR: \"%1\" is not a number above zero")
                    .arg(excerpt(argument)));
    }
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    if (offerOptions.isSet(parser)) {
        if (line.isSet("remove"))
            return context.usageError(QStringLiteral("--remove takes a chip id; an offer's prices "
                                                     "stay in its history"));
        return offerOptions.run(context, parser, line.option("date"), line.option("source"),
                                line.isSet("json"));
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 2)
        return context.usageError(
            QStringLiteral("price takes a chip id and a price, got %1 arguments")
                .arg(positional.size()));
    const bool setting = positional.size() == 2;
    if (!setting && (line.isSet("date") || line.isSet("source")))
        return context.usageError(QStringLiteral("--date and --source go with a new price: "
                                                 "price ID USD_PER_HOUR --date ... --source ..."));
    if (line.isSet("remove") && positional.size() != 1)
        return context.usageError(QStringLiteral("--remove takes a chip id and no price"));

    ChipPrice newPrice;
    if (setting) {
        const std::optional<double> usd =
            readPositiveNumber(context, QStringLiteral("USD_PER_HOUR"), positional.at(1));
        if (!usd)
            return ExitUsageError;
        newPrice.chipId = positional.at(0);
        newPrice.usdPerChipHour = *usd;
        newPrice.source = line.value("source");
        if (line.isSet("date")) {
            newPrice.date = QDate::fromString(line.value("date"), Qt::ISODate);
            if (!newPrice.date.isValid())
                return context.usageError(
                    QStringLiteral("--date: \"%1\" is not a date in the form YYYY-MM-DD")
                        .arg(excerpt(line.value("date"))));
        }
    }

    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    StorageError error;
    if (positional.isEmpty()) {
        const QList<ChipPrice> prices = catalog->prices().all(&error);
        if (error)
            return context.fail(ExitDataError, error);
        if (line.isSet("json")) {
            QJsonArray array;
            for (const ChipPrice& price : prices)
                array.append(priceToJson(price.chipId, price));
            context.printJson(array);
        } else {
            context.print(listText(prices));
        }
        return ExitOk;
    }

    const QString id = positional.constFirst();
    if (positional.size() == 1 && !line.isSet("remove")) {
        if (const std::optional<int> shown =
                OfferPriceOptions::show(context, id, line.isSet("json")))
            return *shown;
    }
    if (!context.chip(id))
        return ExitDataError;
    if (setting || line.isSet("remove")) {
        // The calculator's Set price... does the same (application/pricing.h).
        ChangeResult change = setChipPrice(*catalog, QStringLiteral("price %1").arg(id), id,
                                           setting ? std::optional(newPrice) : std::nullopt);
        if (!commitChange(*catalog, &change))
            return context.fail(ExitDataError, change.error);
    }
    const std::optional<ChipPrice> stored = catalog->prices().find(id, &error);
    if (error)
        return context.fail(ExitDataError, error);
    if (line.isSet("json"))
        context.printJson(priceToJson(id, stored));
    else
        context.print(priceText(id, stored));
    return ExitOk;
}

} // namespace chipatlas::cli
