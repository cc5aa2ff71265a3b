#pragma once

#include "domain/chartdata.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include <functional>

class QChart;

namespace chipatlas {

// Exporting a chart without a window: the GUI's export and `chipatlas-cli chart` both come
// here, so a file looks the same from either. Needs a QApplication (Qt Charts draws through
// the graphics view); the CLI creates one on the offscreen platform.

inline constexpr QSize kDefaultChartExportSize{1600, 1000};
inline constexpr qreal kDefaultChartExportScale = 2.0;

// The chart drawn at `size` logical pixels with `scale` device pixels per logical pixel (a
// 1600x1000 chart at 2x is a 3200x2000 image whose text is as large as on a 1600x1000
// screen), on a white background.
QImage renderChartImage(const ChartData& data, QSize size = kDefaultChartExportSize,
                        qreal scale = kDefaultChartExportScale);

// Any chart drawn offscreen the same way (the catalog's chart, the own-or-rent chart):
// `makeChart` makes a new chart each time a picture is drawn; it is laid out at `size` in a
// scene of its own, which owns it.
using ChartMaker = std::function<QChart*()>;
QImage renderChartImage(const ChartMaker& makeChart, QSize size = kDefaultChartExportSize,
                        qreal scale = kDefaultChartExportScale);

enum class ChartFileFormat { Png, Svg, Csv };
// From the file name's extension, case-insensitively; nothing for another extension.
std::optional<ChartFileFormat> chartFileFormat(const QString& path);

// Writes the chart to `path` in the format its extension names: PNG (renderChartImage), SVG
// (QSvgGenerator, `size` in pixels, scale ignored) or CSV (chartToCsv, the plotted points).
// Written through SafeFile (core/io/safefile.h), so a failed export leaves an existing file as
// it was and a device or a FIFO is never written. On failure returns false with a message naming
// the file and what went wrong in `error`.
bool exportChart(const ChartData& data, const QString& path, QSize size, qreal scale,
                 QString* error);

// What exportChart() writes, for any chart: the chart to draw (PNG, SVG), the SVG's title and
// description, and the points (CSV).
struct ChartFileContent {
    ChartMaker makeChart;
    QString title;
    QString description;
    QByteArray csv;
};
// exportChart() for any chart: the same formats, checks and messages.
bool exportChartFile(const ChartFileContent& content, const QString& path, QSize size, qreal scale,
                     QString* error);

} // namespace chipatlas
