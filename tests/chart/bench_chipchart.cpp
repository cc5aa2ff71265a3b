// How the chart's cost grows with the catalog: building the chart and laying out its labels
// for N chips, reported as a ratio to a 1,000-chip baseline measured in the same run (never a
// time limit). Linear growth gives a ratio near N / 1,000; the quadratic layout this guards
// against gave hundreds of times that.
#include "chart/chipchart.h"

#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QTest>

#include <cmath>

using namespace chipatlas;

namespace {
constexpr int kBaseline = 1000;

// N synthetic chips from eight vendors, spread over the perf-per-watt plane.
ChartData syntheticData(int count) {
    ChartData data;
    data.xTitle = QStringLiteral("TDP (W)");
    data.yTitle = QStringLiteral("Dense BF16 throughput (TFLOPS)");
    for (int i = 0; i < count; ++i) {
        ChartPoint point;
        point.chipId = QStringLiteral("chip-%1").arg(i);
        point.name = QStringLiteral("Chip %1").arg(i);
        point.vendor = QStringLiteral("Vendor %1").arg(i % 8);
        point.x = 50.0 + std::fmod(i * 7.31, 1400.0);
        point.y = 20.0 + std::fmod(i * 13.77, 2500.0);
        point.xFigure.value = point.x;
        point.yFigure.value = point.y;
        data.points.append(point);
        if (!data.vendors.contains(point.vendor))
            data.vendors.append(point.vendor);
    }
    data.guides = {{1.0, 1.0, QStringLiteral("1 TFLOPS/W")}};
    return data;
}

// Sets the data and lays the chart out at a typical size: what the chart tab does on a change.
qint64 nanosecondsToShow(const ChartData& data) {
    QGraphicsScene scene;
    auto* chart = new ChipChart;
    scene.addItem(chart);
    chart->setGeometry(0, 0, 1200, 800);
    QElapsedTimer timer;
    timer.start();
    chart->setChartData(data);
    chart->setGeometry(0, 0, 1201, 800); // a resize lays the overlays out again
    QCoreApplication::processEvents();
    return timer.nsecsElapsed();
}
} // namespace

class BenchChipChart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void growth_data();
    void growth();
};

void BenchChipChart::growth_data() {
    QTest::addColumn<int>("count");
    QTest::newRow("10000 chips") << 10000;
    QTest::newRow("30000 chips") << 30000;
}

void BenchChipChart::growth() {
    QFETCH(int, count);
    const ChartData baseline = syntheticData(kBaseline);
    const ChartData large = syntheticData(count);
    qint64 baselineNs = 0;
    qint64 largeNs = 0;
    QBENCHMARK_ONCE {
        baselineNs = nanosecondsToShow(baseline);
        largeNs = nanosecondsToShow(large);
    }
    const double ratio = double(largeNs) / double(std::max<qint64>(baselineNs, 1));
    qInfo("%d chips: %.1f ms, %d chips: %.1f ms, ratio %.1f (linear: %.0f)", kBaseline,
          baselineNs / 1e6, count, largeNs / 1e6, ratio, double(count) / kBaseline);
}

QTEST_MAIN(BenchChipChart)
#include "bench_chipchart.moc"
