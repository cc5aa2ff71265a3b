#pragma once

// The axes of a CatalogChart: which kind an axis is and what range it shows. Private to the
// chart library.
#include "domain/chartdata.h"

#include <QList>
#include <QString>

class QAbstractAxis;

namespace chipatlas {
struct ChartColors;
}

namespace chipatlas::chartaxes {

struct Range {
    double min = 0.0;
    double max = 1.0;
};

// A linear axis's range around `values`: padded so no point sits on the border, and from zero
// when the values are positive and zero is near (guides through the origin then show where
// they start).
Range linearRange(const QList<double>& values);
// The distance between a linear axis's ticks: 1, 2, 2.5 or 5 times a power of ten, about
// eight to a range.
double tickStep(const Range& range);
// A log axis's range around `values` (all positive): widened by a factor on each side.
Range logRange(const QList<double>& values);
// The base of a log axis over `range`: 2 over a few powers of two above 1, where base 10
// would leave one or two labels; otherwise 10.
double logBase(const Range& range);
// The printf format of a log axis's labels over `range` in `base`: "%.<n>g", n the digits of
// its largest tick (at least 6), so that each power reads as itself: "0.1", "1", "1,000,000",
// never "1,000,000.0" or "1E+07". Qt Charts writes it in the chart's locale.
QString logLabelFormat(const Range& range, double base);

// A date axis's range in msecs since the epoch, whole years (or quarters for a short span)
// around `values` in local time, nudged a day past each boundary so that tick labels name
// the year or month they stand for.
struct DateAxisLayout {
    Range range;
    int tickCount = 2;
    bool monthly = false; // "yyyy-MM" rather than "yyyy"
};
DateAxisLayout dateAxisLayout(const QList<double>& values);

// "%.1f" for ticks every 0.5, "%.0f" for every 500: no "3,000.0". Qt Charts formats it in the
// chart's locale (QChart::setLocalizeNumbers).
QString labelFormat(double smallestStep);
// Titles `axis` and gives it the chart's fonts and `colors`' text, line and grid colours.
void styleAxis(QAbstractAxis* axis, const QString& title, const ChartColors& colors);

// A styled axis for `quantity` over `values`: QDateTimeAxis for dates, QLogValueAxis when
// `log`, otherwise QValueAxis; titled `title`, in `colors`' text, line and grid colours.
QAbstractAxis* createAxis(const Quantity& quantity, bool log, const QList<double>& values,
                          const QString& title, const ChartColors& colors);

} // namespace chipatlas::chartaxes
