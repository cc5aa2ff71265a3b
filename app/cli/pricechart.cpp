#include "pricechart.h"

#include "application/pricehistory.h"
#include "chart/pricehistorychart.h"
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/excerpt.h"
#include "storage/catalog.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace chipatlas::cli {

int writePriceHistoryChart(CliContext& context, const CommandLine& line, const QString& id,
                           const QString& path, ChartFileFormat format, QSize chartSize,
                           qreal chartScale, QSize pixels) {
    std::optional<QList<Chip>> chips = context.chips();
    if (!chips)
        return ExitDataError;
    const std::optional<QList<System>> systems = context.systems();
    if (!systems)
        return ExitDataError;
    const std::optional<QList<Offer>> offers = context.offers();
    if (!offers)
        return ExitDataError;
    StorageError error;
    QList<ChipPrice> prices = context.catalog()->prices().all(&error);
    if (error)
        return context.fail(ExitDataError, error);
    std::sort(chips->begin(), chips->end(),
              [](const Chip& a, const Chip& b) { return a.id < b.id; });
    const CatalogSnapshot snapshot(std::move(*chips), {}, std::move(prices), *systems, *offers);

    QString unknown;
    const std::optional<PriceHistory> history =
        priceHistory(snapshot, id, CliContext::today(), CliContext::locale(), &unknown);
    if (!history)
        return context.fail(ExitDataError,
                            QStringLiteral("--prices: %1 (see: %2 offers, %2 list, %2 systems)")
                                .arg(unknown, CliContext::programName()));

    QString exportError;
    if (!exportPriceHistoryChart(*history, path, chartSize, chartScale, &exportError))
        return context.fail(
            ExitDataError,
            exportError.isEmpty()
                ? QStringLiteral("cannot write %1").arg(QDir::toNativeSeparators(path))
                : exportError);

    const QSize written = format == ChartFileFormat::Svg ? chartSize : pixels;
    const QString shown = QDir::toNativeSeparators(path);
    QStringList drawn;
    for (const PriceHistorySeries& series : history->series) {
        if (!series.dated.isEmpty())
            drawn << series.name;
    }
    if (line.isSet("json")) {
        QJsonArray series;
        for (const PriceHistorySeries& s : history->series)
            series.append(QJsonObject{{QStringLiteral("name"), s.name},
                                      {QStringLiteral("offer_id"), s.offerId},
                                      {QStringLiteral("currency"), s.currency},
                                      {QStringLiteral("dated"), int(s.dated.size())},
                                      {QStringLiteral("undated"), int(s.undated.size())},
                                      {QStringLiteral("cheapest_current"), s.cheapestCurrent}});
        QJsonObject json{
            {QStringLiteral("path"), shown},
            {QStringLiteral("format"), format == ChartFileFormat::Csv   ? QStringLiteral("csv")
                                       : format == ChartFileFormat::Svg ? QStringLiteral("svg")
                                                                        : QStringLiteral("png")},
            {QStringLiteral("title"), history->title},
            {QStringLiteral("series"), series},
            {QStringLiteral("cheapest_current"), history->cheapestOfferId},
            {QStringLiteral("notes"), QJsonArray::fromStringList(history->notes)}};
        if (format != ChartFileFormat::Csv) {
            json.insert(QStringLiteral("width"), written.width());
            json.insert(QStringLiteral("height"), written.height());
        }
        context.printJson(json);
        return ExitOk;
    }
    QString text = format == ChartFileFormat::Csv
                       ? QStringLiteral("Wrote %1 (CSV)\n").arg(shown)
                       : QStringLiteral("Wrote %1 (%2x%3 %4)\n")
                             .arg(shown)
                             .arg(written.width())
                             .arg(written.height())
                             .arg(format == ChartFileFormat::Svg ? QStringLiteral("SVG")
                                                                 : QStringLiteral("PNG"));
    text += history->title + QLatin1Char('\n');
    // One arg() call: a name holding "%1" stays as it is.
    text += QStringLiteral("%1 of %2 drawn (a dated price): %3\n")
                .arg(QString::number(drawn.size()),
                     history->series.size() == 1
                         ? QStringLiteral("1 price line")
                         : QStringLiteral("%1 price lines").arg(history->series.size()),
                     drawn.isEmpty() ? QStringLiteral("none") : drawn.join(QStringLiteral("; ")));
    if (!history->cheapestLabel.isEmpty())
        text += history->cheapestLabel.at(0).toUpper() + history->cheapestLabel.mid(1) +
                QLatin1Char('\n');
    for (const QString& note : history->notes)
        text += note + QLatin1Char('\n');
    context.print(text);
    return ExitOk;
}

} // namespace chipatlas::cli
