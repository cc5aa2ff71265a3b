#include "application/ownershipchart.h"

#include "io/csvwriter.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace chipatlas {

namespace {
// lupdate files OwnershipChartText::tr() under "OwnershipChart", the context the text is looked
// up in.
class OwnershipChartText final {
    Q_DECLARE_TR_FUNCTIONS(OwnershipChart)
};
using T = OwnershipChartText;

// The points of the owning curve: ownershipCurve()'s, as many as the chart needs to look smooth.
constexpr int kCurveSteps = 96;
// The y axis reaches this far above the dearer of the dearest offer and owning at full use;
// owning's curve starts where it leaves the top.
constexpr double kHeadroom = 1.15;
constexpr double kOwningTimesFullUse = 4.0;

bool sameOption(const PriceOption& a, const PriceOption& b) {
    return a.kind == b.kind && a.offerId == b.offerId && a.pricing == b.pricing;
}

QString withHardware(const QString& name, const QString& hardware, bool two) {
    return two ? T::tr("%1 (%2)").arg(name, hardware) : name;
}
} // namespace

OwnershipChartData ownershipChartData(const QList<OwnershipReport>& reports,
                                      const QList<QList<PriceOption>>& offers,
                                      const QLocale& locale) {
    OwnershipChartData data;
    if (reports.isEmpty())
        return data;
    const bool two = reports.size() > 1;
    data.currency = reports.first().currency;
    QStringList names;
    for (const OwnershipReport& report : reports)
        names << report.hardwareName;
    data.title = T::tr("Own or rent: %1").arg(names.join(T::tr(" vs ")));
    data.xTitle = T::tr("utilisation, %");
    data.yTitle = T::tr("%1 per used chip-hour").arg(data.currency);

    // Each report's offers in its currency (every PriceOption is in USD), the chosen one among
    // them.
    QList<QList<PriceOption>> drawn(reports.size());
    double top = 0.0;
    for (int r = 0; r < reports.size(); ++r) {
        const OwnershipReport& report = reports.at(r);
        for (const QString& problem : report.problems) {
            if (!data.notes.contains(problem))
                data.notes << problem;
        }
        if (report.currency != QLatin1String("USD"))
            continue;
        drawn[r] = offers.value(r);
        if (report.offer &&
            std::none_of(drawn[r].cbegin(), drawn[r].cend(), [&](const PriceOption& option) {
                return sameOption(option, *report.offer);
            }))
            drawn[r].append(*report.offer);
        for (const PriceOption& option : drawn.at(r))
            top = std::max(top, option.usdPerChipHour);
        if (report.cost)
            top = std::max(top, kOwningTimesFullUse * report.cost->perChipHour);
    }
    data.yMax = top > 0.0 ? top * kHeadroom : 1.0;
    // Owning's curve starts where it is at the top of the chart (never below 5 %).
    double xMin = 100.0;
    for (const OwnershipReport& report : reports) {
        if (report.cost && report.cost->perChipHour > 0.0)
            xMin = std::min(xMin, 100.0 * report.cost->perChipHour / data.yMax);
    }
    data.xMin = std::clamp(std::floor(xMin), 5.0, 100.0);
    if (data.xMin >= 100.0)
        data.xMin = 5.0;

    for (int r = 0; r < reports.size(); ++r) {
        const OwnershipReport& report = reports.at(r);
        if (!report.cost)
            continue;
        OwnershipChartLine owning;
        owning.kind = OwnershipChartLine::Kind::Owning;
        owning.report = r;
        owning.hardwareId = report.hardwareId;
        owning.name = T::tr("Owning: %1").arg(report.hardwareName);
        // The curve from where it is at the chart's top, or from the chart's left edge.
        const double from =
            std::clamp(100.0 * report.cost->perChipHour / data.yMax, data.xMin, 100.0);
        for (const UtilisationPoint& point : ownershipCurve(*report.cost, from, kCurveSteps))
            owning.points.append({point.utilisationPct, point.ownedPerUsedChipHour});
        data.lines.append(owning);
    }
    for (int r = 0; r < reports.size(); ++r) {
        const OwnershipReport& report = reports.at(r);
        for (const PriceOption& option : drawn.at(r)) {
            OwnershipChartLine line;
            line.kind = OwnershipChartLine::Kind::Offer;
            line.report = r;
            line.hardwareId = report.hardwareId;
            line.name = withHardware(option.label, report.hardwareName, two);
            line.offerId = option.offerId;
            line.chosen = report.offer && sameOption(option, *report.offer);
            line.points = {{data.xMin, option.usdPerChipHour}, {100.0, option.usdPerChipHour}};
            data.lines.append(line);

            if (!report.cost || option.usdPerChipHour <= 0.0)
                continue;
            const std::optional<BreakEven> breakEven =
                breakEvenUtilisation(*report.cost, option.usdPerChipHour);
            if (!breakEven || !breakEven->reachable)
                continue;
            OwnershipBreakEvenMark mark;
            mark.report = r;
            mark.hardwareId = report.hardwareId;
            mark.offerId = option.offerId;
            mark.chosen = line.chosen;
            mark.utilisationPct = breakEven->utilisationPct;
            mark.perUsedChipHour = option.usdPerChipHour;
            mark.label = withHardware(
                T::tr("break-even %1 %").arg(locale.toString(breakEven->utilisationPct, 'f', 1)),
                report.hardwareName, two);
            data.breakEvens.append(mark);
        }
    }
    return data;
}

OwnershipChartData ownershipChartData(const CatalogSnapshot& snapshot,
                                      const QList<OwnershipReport>& reports, const QDate& today,
                                      const QLocale& locale) {
    QList<QList<PriceOption>> offers;
    for (const OwnershipReport& report : reports) {
        if (report.isSystem) {
            const System* system = snapshot.system(report.hardwareId);
            offers << (system ? priceOptions(snapshot.offerIndex().forSystem(*system), std::nullopt,
                                             today, locale)
                              : QList<PriceOption>());
        } else {
            offers << priceOptions(snapshot.offerIndex().forChip(report.hardwareId),
                                   snapshot.price(report.hardwareId), today, locale);
        }
    }
    return ownershipChartData(reports, offers, locale);
}

QByteArray ownershipChartToCsv(const OwnershipChartData& data) {
    QByteArray out = csvLine(QStringLiteral("line,kind,hardware_id,offer_id,chosen,utilisation_pct,"
                                            "cost_per_used_chip_hour,currency")
                                 .split(QLatin1Char(',')));
    const QString yes = QStringLiteral("yes");
    for (const OwnershipChartLine& line : data.lines) {
        const QString kind = line.kind == OwnershipChartLine::Kind::Owning
                                 ? QStringLiteral("owning")
                                 : QStringLiteral("offer");
        for (const OwnershipChartPoint& point : line.points)
            out += csvLine({line.name, kind, line.hardwareId, line.offerId,
                            line.chosen ? yes : QString(), csvNumber(point.utilisationPct),
                            csvNumber(point.perUsedChipHour), data.currency});
    }
    for (const OwnershipBreakEvenMark& mark : data.breakEvens)
        out += csvLine({mark.label, QStringLiteral("break_even"), mark.hardwareId, mark.offerId,
                        mark.chosen ? yes : QString(), csvNumber(mark.utilisationPct),
                        csvNumber(mark.perUsedChipHour), data.currency});
    return out;
}

} // namespace chipatlas
