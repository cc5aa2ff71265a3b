#include "resultchart.h"

#include "application/resultrules.h"
#include "domain/boundedlist.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace chipatlas {

namespace {

// The context of this file's translated words (lupdate reads ResultChart::tr()).
struct ResultChart {
    Q_DECLARE_TR_FUNCTIONS(ResultChart)
};

// "NVIDIA H200 SXM x8: Llama 2 70B, offline (MLPerf v5.1)": what ran on what, and the round.
QString pointName(const Result& result, const ResultTarget& target) {
    const QString hardware = target.system ? target.system->name
                             : target.chip ? target.chip->name
                                           : result.hardwareId;
    QString name = QStringLiteral("%1 x%2: %3")
                       .arg(hardware, QString::number(result.hardwareCount),
                            target.model ? target.model->name() : result.model);
    if (result.scenario)
        name += QStringLiteral(", ") + scenarioDisplayName(*result.scenario);
    if (result.claim == ClaimKind::Audited && !result.mlperfVersion.isEmpty())
        name += QStringLiteral(" (MLPerf %1)").arg(result.mlperfVersion);
    return name;
}

// "A, B and 3 more" (boundedlist.h).
QString namesText(const QStringList& names) {
    const BoundedList bounded = boundList(names);
    QStringList parts = bounded.shown;
    if (bounded.more > 0)
        parts << andMoreText(bounded.more);
    return parts.join(QStringLiteral(", "));
}

Figure numberFigure(double value, FigureStatus status) {
    Figure figure;
    figure.value = value;
    figure.status = status;
    return figure;
}

// Lines y = value x at 1-2-5 steps (..., 0.1, 0.2, 0.5, 1, 2, ...) spanning the points' ratios,
// at most seven (every other step where more would be needed), and `always` (the diagonal)
// whatever the points.
QList<ChartGuide> ratioGuides(const QList<ChartPoint>& points, const QString& unit,
                              std::optional<double> always) {
    QList<double> ratios;
    for (const ChartPoint& point : points) {
        if (point.x > 0 && point.y > 0)
            ratios << point.y / point.x;
    }
    QList<double> values;
    if (!ratios.isEmpty()) {
        auto [low, high] = std::minmax_element(ratios.cbegin(), ratios.cend());
        double from = *low, to = *high;
        if (always) {
            from = std::min(from, *always);
            to = std::max(to, *always);
        }
        // The 1-2-5 steps from the last at or below the lowest ratio to the first at or above
        // the highest.
        QList<double> steps;
        for (int decade = int(std::floor(std::log10(from))) - 1;
             decade <= int(std::ceil(std::log10(to))); ++decade) {
            for (const double mantissa : {1.0, 2.0, 5.0})
                steps << mantissa * std::pow(10.0, decade);
        }
        const auto first = std::upper_bound(steps.cbegin(), steps.cend(), from * (1 + 1e-9)) - 1;
        const auto last = std::lower_bound(steps.cbegin(), steps.cend(), to * (1 - 1e-9));
        QList<double> span(std::max(first, steps.cbegin()), std::min(last + 1, steps.cend()));
        const qsizetype stride = (span.size() + 6) / 7;
        for (qsizetype i = span.size() - 1; i >= 0; i -= stride)
            values.prepend(span.at(i));
    }
    if (always && !values.contains(*always))
        values << *always;
    std::sort(values.begin(), values.end());
    QList<ChartGuide> guides;
    for (const double value : std::as_const(values)) {
        ChartGuide guide;
        guide.value = value;
        guide.slope = value;
        guide.unit = unit;
        guide.label = guide.labelIn(QLocale::c());
        guides << guide;
    }
    return guides;
}

} // namespace

ChartData buildResultChartData(const CatalogSnapshot& snapshot, const ChartSpec& spec) {
    ChartData data;
    data.spec = spec;
    const bool perWatt = spec.subject == ChartSubject::TokensPerWatt;
    data.xAxis = perWatt ? ChartData::Axis{QStringLiteral("power_w"),
                                           ResultChart::tr("Measured power"), Unit::Watt}
                         : ChartData::Axis{QStringLiteral("bound_tokens_per_s"),
                                           ResultChart::tr("Bound for the same inputs"),
                                           Unit::TokensPerSecond};
    data.yAxis = {QStringLiteral("measured_tokens_per_s"), ResultChart::tr("Measured"),
                  Unit::TokensPerSecond};
    // Throughputs and power are no capacity or bandwidth: the axes are not scaled (figureformat.h).
    data.xUnit = {};
    data.yUnit = {};
    data.xTitle = QStringLiteral("%1 (%2)").arg(data.xAxis.label, unitSymbol(data.xAxis.unit));
    data.yTitle = QStringLiteral("%1 (%2)").arg(data.yAxis.label, unitSymbol(data.yAxis.unit));

    QStringList above;
    for (const Result& result : snapshot.results()) {
        if (result.kind != ResultKind::Serving)
            continue;
        const ResultTarget target = resultTarget(snapshot, result);
        const QString name = pointName(result, target);
        const ResultBound bound = resultBound(result, target);
        ChartExclusion excluded{result.id, name, QString()};
        if (!bound.measured)
            excluded.reason = ResultChart::tr("no measured rate");
        else if (perWatt && !(result.powerW && *result.powerW > 0))
            excluded.reason = ResultChart::tr("power not measured");
        else if (!perWatt && !bound.tokensPerSecond)
            excluded.reason = bound.noBoundReason;
        if (!excluded.reason.isEmpty()) {
            data.excluded << excluded;
            continue;
        }
        ChartPoint point;
        point.id = result.id;
        point.name = name;
        point.vendor = claimKindDisplayName(result.claim);
        point.x = perWatt ? *result.powerW : *bound.tokensPerSecond;
        point.y = *bound.measured;
        point.xFigure =
            numberFigure(point.x, perWatt ? FigureStatus::Published : FigureStatus::Computed);
        point.yFigure = numberFigure(point.y, FigureStatus::Published);
        point.aboveBound = bound.aboveBound;
        if (bound.aboveBound)
            above << name;
        if (!data.vendors.contains(point.vendor))
            data.vendors << point.vendor;
        data.points << point;
    }
    std::sort(data.vendors.begin(), data.vendors.end(), [](const QString& a, const QString& b) {
        return a.compare(b, Qt::CaseInsensitive) < 0;
    });
    data.guides = perWatt ? ratioGuides(data.points, ResultChart::tr("tok/s per W"), std::nullopt)
                          : ratioGuides(data.points, ResultChart::tr("× bound"), 1.0);
    if (!above.isEmpty())
        data.notes << ResultChart::tr("Hollow markers and \"!\": %1: %2")
                          .arg(aboveBoundText(), namesText(above));
    return data;
}

} // namespace chipatlas
