#pragma once

#include "chartdata.h"

#include <QList>

namespace chipatlas {

// A chart of a big catalog cannot draw a marker per point and stay fast or readable: past
// kChartDrawAllLimit points it draws the points that stand out, one marker each, and shades
// the others as bins of a grid over the plotted range (CatalogChart). The grid is about 10 pixels
// a cell at a typical size, so that "alone in its cell" means "alone on the screen around it".
inline constexpr qsizetype kChartDrawAllLimit = 2000;
inline constexpr int kChartBinColumns = 128;
inline constexpr int kChartBinRows = 80;

// The points of one grid cell that are not drawn one by one.
struct ChartBin {
    // The cell, in the axes' units (msecs for dates): on a log axis its edges are powers of the
    // grid's step in log space, so that every cell has the same size on the screen.
    double xFrom = 0.0;
    double xTo = 0.0;
    double yFrom = 0.0;
    double yTo = 0.0;
    QList<qsizetype> points; // indices into ChartData::points, ascending
};

struct ChartDecimation {
    // Indices into ChartData::points of the points drawn with a marker of their own, ascending:
    // every point when there are at most kChartDrawAllLimit.
    QList<qsizetype> drawn;
    QList<ChartBin> bins; // empty when every point is drawn

    qsizetype binnedCount() const;
    bool isDecimated() const { return !bins.isEmpty(); }
};

// Which points of `data` a chart draws, and the bins of the others. Drawn beside the points
// alone in their cell: the extremes of each axis and the points no other beats on both axes
// towards the top left (more y for less x: the frontier of the best perf per watt, which holds
// the best ratio y / x) and towards the top right (more of both: memory and bandwidth). The
// chart adds the selected chips itself, whatever this says.
ChartDecimation decimateChart(const ChartData& data, qsizetype drawAllLimit = kChartDrawAllLimit);

} // namespace chipatlas
