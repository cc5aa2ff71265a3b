#include "chart/chartaxes.h"

#include "chart/catalogchart.h"

#include <QDateTime>
#include <QDateTimeAxis>
#include <QFont>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace chipatlas::chartaxes {

namespace {
std::pair<double, double> bounds(const QList<double>& values) {
    if (values.isEmpty())
        return {0.0, 1.0};
    const auto [low, high] = std::minmax_element(values.begin(), values.end());
    return {*low, *high};
}
} // namespace

QString labelFormat(double smallestStep) {
    const int decimals =
        smallestStep > 0.0 ? std::max(0, -int(std::floor(std::log10(smallestStep) + 1e-9))) : 0;
    return QStringLiteral("%.%1f").arg(decimals);
}

void styleAxis(QAbstractAxis* axis, const QString& title, const ChartColors& colors) {
    axis->setTitleText(title);
    QFont titleFont = axis->titleFont();
    titleFont.setPointSizeF(11.5);
    titleFont.setBold(false);
    axis->setTitleFont(titleFont);
    axis->setTitleBrush(colors.axisText);
    QFont labelsFont = axis->labelsFont();
    labelsFont.setPointSizeF(10.0);
    axis->setLabelsFont(labelsFont);
    axis->setLabelsBrush(colors.axisText);
    axis->setLinePen(QPen(colors.axisLine, 1.0));
    axis->setGridLinePen(QPen(colors.grid, 1.0));
    axis->setMinorGridLinePen(QPen(colors.minorGrid, 1.0));
    axis->setShadesVisible(false);
}

double tickStep(const Range& range) {
    const double raw = (range.max - range.min) / 8.0;
    if (!(raw > 0.0))
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double fraction = raw / magnitude;
    const double nice = fraction < 1.5    ? 1.0
                        : fraction < 2.25 ? 2.0
                        : fraction < 3.5  ? 2.5
                        : fraction < 7.5  ? 5.0
                                          : 10.0;
    return nice * magnitude;
}

Range linearRange(const QList<double>& values) {
    auto [low, high] = bounds(values);
    if (low == high) {
        const double half = low == 0.0 ? 1.0 : std::abs(low) * 0.1;
        return {low - half, high + half};
    }
    const double span = high - low;
    const double pad = span * 0.06;
    // From zero when that leaves the lowest point clear of the axis; a point drawn on the axis
    // line would be half hidden.
    const bool fromZero = low > 0.0 && low < 0.3 * high && low > 0.02 * high;
    const double min = fromZero ? 0.0 : low - pad;
    return {min, high + pad};
}

Range logRange(const QList<double>& values) {
    auto [low, high] = bounds(values);
    if (!(low > 0.0))
        return {1.0, 10.0};
    const double factor = std::clamp(std::pow(high / low, 0.06), 1.25, 3.0);
    return {low / factor, high * factor};
}

double logBase(const Range& range) {
    return range.min >= 1.0 && range.max / range.min < 2000.0 ? 2.0 : 10.0;
}

QString logLabelFormat(const Range& range, double base) {
    const double largest = std::pow(base, std::floor(std::log(range.max) / std::log(base) + 1e-9));
    const int digits = largest >= 1.0 ? int(std::floor(std::log10(largest) + 1e-9)) + 1 : 1;
    return QStringLiteral("%.%1g").arg(std::max(6, digits));
}

DateAxisLayout dateAxisLayout(const QList<double>& values) {
    auto [low, high] = bounds(values);
    constexpr double kPadMSecs = 45.0 * 24 * 3600 * 1000; // no point closer to the border
    const QDateTime first = QDateTime::fromMSecsSinceEpoch(qint64(low - kPadMSecs));
    const QDateTime last = QDateTime::fromMSecsSinceEpoch(qint64(high + kPadMSecs));
    const int firstYear = first.date().year();
    int years = last.date().year() + 1 - firstYear;
    DateAxisLayout layout;
    layout.monthly = years <= 3;
    int step = 1; // years per tick
    if (!layout.monthly) {
        step = (years + 9) / 10; // at most about ten year labels
        years = (years + step - 1) / step * step;
    }
    // Ticks fall evenly, years are not: a day past 1 January keeps every tick within the
    // first days of its year (or quarter), whatever the leap years and time zone.
    const QDateTime start = QDateTime(QDate(firstYear, 1, 1), QTime(0, 0)).addDays(1);
    const QDateTime end = QDateTime(QDate(firstYear + years, 1, 1), QTime(0, 0)).addDays(1);
    layout.range = {double(start.toMSecsSinceEpoch()), double(end.toMSecsSinceEpoch())};
    layout.tickCount = layout.monthly ? years * 4 + 1 : years / step + 1;
    return layout;
}

QAbstractAxis* createAxis(const Quantity& quantity, bool log, const QList<double>& values,
                          const QString& title, const ChartColors& colors) {
    QAbstractAxis* result = nullptr;
    if (quantity.isDate()) {
        const DateAxisLayout layout = dateAxisLayout(values);
        auto* axis = new QDateTimeAxis;
        axis->setFormat(layout.monthly ? QStringLiteral("yyyy-MM") : QStringLiteral("yyyy"));
        axis->setTickCount(layout.tickCount);
        axis->setRange(QDateTime::fromMSecsSinceEpoch(qint64(layout.range.min)),
                       QDateTime::fromMSecsSinceEpoch(qint64(layout.range.max)));
        result = axis;
    } else if (log) {
        const Range range = logRange(values);
        auto* axis = new QLogValueAxis;
        axis->setBase(logBase(range));
        // Base 10: minor grid lines at 2..9 times each power, so values can be read off.
        axis->setMinorTickCount(axis->base() == 10.0 ? -1 : 0);
        axis->setRange(range.min, range.max);
        axis->setLabelFormat(logLabelFormat(range, axis->base()));
        result = axis;
    } else {
        const Range range = linearRange(values);
        auto* axis = new QValueAxis;
        // Ticks at round numbers from zero, the range where the data needs it: a nice range
        // would put a "-50 GB" tick under a point at 0.23 GB.
        const double step = tickStep(range);
        axis->setRange(range.min, range.max);
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0.0);
        axis->setTickInterval(step);
        axis->setLabelFormat(labelFormat(step));
        result = axis;
    }
    styleAxis(result, title, colors);
    return result;
}

} // namespace chipatlas::chartaxes
