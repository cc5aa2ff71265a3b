#include "chartdecimation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

namespace chipatlas {

namespace {
// One axis of the grid: values mapped to cells evenly on the screen (log10 on a log axis).
class GridAxis {
public:
    GridAxis(const QList<ChartPoint>& points, double ChartPoint::*value, bool log, int cells)
        : m_value(value)
        , m_log(log)
        , m_cells(cells) {
        m_min = std::numeric_limits<double>::max();
        m_max = std::numeric_limits<double>::lowest();
        for (const ChartPoint& point : points) {
            const double v = scaled(point.*value);
            m_min = std::min(m_min, v);
            m_max = std::max(m_max, v);
        }
        if (!(m_max > m_min)) { // one value: a cell around it
            m_min -= 0.5;
            m_max += 0.5;
        }
    }

    int cell(const ChartPoint& point) const {
        const double t = (scaled(point.*m_value) - m_min) / (m_max - m_min);
        return std::clamp(int(t * m_cells), 0, m_cells - 1);
    }
    // Where cell `index` starts, in the axis's units.
    double edge(int index) const {
        const double v = m_min + (m_max - m_min) * index / m_cells;
        return m_log ? std::pow(10.0, v) : v;
    }

private:
    double scaled(double v) const { return m_log ? std::log10(v) : v; }

    double ChartPoint::*m_value;
    bool m_log;
    int m_cells;
    double m_min = 0.0;
    double m_max = 1.0;
};

// The points no other point beats on y while being at least as good on x, walking x from its
// best end: `xAscending` walks from the smallest x (top left), otherwise from the largest.
void markFrontier(const QList<ChartPoint>& points, bool xAscending, QList<bool>& keep) {
    struct Entry {
        double x;
        double y;
        qsizetype index;
    };
    // Sorted as a compact copy: the points themselves are large and far apart in memory.
    std::vector<Entry> order;
    order.reserve(size_t(points.size()));
    for (qsizetype i = 0; i < points.size(); ++i)
        order.push_back({points.at(i).x, points.at(i).y, i});
    std::sort(order.begin(), order.end(), [&](const Entry& a, const Entry& b) {
        if (a.x != b.x)
            return xAscending ? a.x < b.x : a.x > b.x;
        return a.y > b.y;
    });
    double best = std::numeric_limits<double>::lowest();
    for (const Entry& entry : order) {
        if (entry.y > best) {
            keep[entry.index] = true;
            best = entry.y;
        }
    }
}

void markExtremes(const QList<ChartPoint>& points, QList<bool>& keep) {
    const auto byX = [](const ChartPoint& a, const ChartPoint& b) { return a.x < b.x; };
    const auto byY = [](const ChartPoint& a, const ChartPoint& b) { return a.y < b.y; };
    const auto [minX, maxX] = std::minmax_element(points.begin(), points.end(), byX);
    const auto [minY, maxY] = std::minmax_element(points.begin(), points.end(), byY);
    for (const auto it : {minX, maxX, minY, maxY})
        keep[it - points.begin()] = true;
}
} // namespace

qsizetype ChartDecimation::binnedCount() const {
    qsizetype count = 0;
    for (const ChartBin& bin : bins)
        count += bin.points.size();
    return count;
}

ChartDecimation decimateChart(const ChartData& data, qsizetype drawAllLimit) {
    const QList<ChartPoint>& points = data.points;
    ChartDecimation result;
    if (points.size() <= drawAllLimit) {
        result.drawn.resize(points.size());
        std::iota(result.drawn.begin(), result.drawn.end(), qsizetype(0));
        return result;
    }
    // A date axis stays linear whatever the spec asks (the chart page says so).
    const GridAxis xAxis(points, &ChartPoint::x, data.spec.logX && !data.spec.x.isDate(),
                         kChartBinColumns);
    const GridAxis yAxis(points, &ChartPoint::y, data.spec.logY && !data.spec.y.isDate(),
                         kChartBinRows);
    QList<int> cellOf(points.size());
    QList<qsizetype> occupancy(kChartBinColumns * kChartBinRows, 0);
    for (qsizetype i = 0; i < points.size(); ++i) {
        cellOf[i] = xAxis.cell(points.at(i)) * kChartBinRows + yAxis.cell(points.at(i));
        ++occupancy[cellOf.at(i)];
    }

    QList<bool> keep(points.size(), false);
    for (qsizetype i = 0; i < points.size(); ++i)
        keep[i] = occupancy.at(cellOf.at(i)) == 1;
    markExtremes(points, keep);
    markFrontier(points, true, keep);
    markFrontier(points, false, keep);

    QList<qsizetype> binOf(occupancy.size(), -1); // cell -> index in result.bins
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (keep.at(i)) {
            result.drawn.append(i);
            continue;
        }
        const int cell = cellOf.at(i);
        if (binOf.at(cell) < 0) {
            const int column = cell / kChartBinRows;
            const int row = cell % kChartBinRows;
            binOf[cell] = result.bins.size();
            result.bins.append({xAxis.edge(column),
                                xAxis.edge(column + 1),
                                yAxis.edge(row),
                                yAxis.edge(row + 1),
                                {}});
        }
        result.bins[binOf.at(cell)].points.append(i);
    }
    return result;
}

} // namespace chipatlas
