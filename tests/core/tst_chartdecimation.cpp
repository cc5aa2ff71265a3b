// decimateChart(): which points of a big chart keep a marker of their own (the points alone in
// their cell, the extremes, the frontiers) and that every other point is in exactly one bin.
#include "domain/chartdecimation.h"

#include <QSet>
#include <QTest>

#include <cmath>

using namespace chipatlas;

namespace {
ChartPoint makePoint(int i, double x, double y) {
    ChartPoint point;
    point.id = QStringLiteral("chip-%1").arg(i);
    point.name = QStringLiteral("Chip %1").arg(i);
    point.vendor = QStringLiteral("Vendor %1").arg(i % 5);
    point.x = x;
    point.y = y;
    return point;
}

// `crowd` points packed into a small square of the perf-per-watt plane, and a few that stand
// out: ids "lone", "best-ratio", "top-right" and "lowest".
ChartData crowdedData(int crowd) {
    ChartData data;
    for (int i = 0; i < crowd; ++i)
        data.points << makePoint(i, 400.0 + (i % 50) * 0.01, 1000.0 + (i / 50) * 0.01);
    const auto add = [&](const QString& id, double x, double y) {
        ChartPoint point = makePoint(int(data.points.size()), x, y);
        point.id = id;
        data.points << point;
    };
    add(QStringLiteral("lone"), 800.0, 600.0);        // alone in its cell, inside the range
    add(QStringLiteral("best-ratio"), 100.0, 2000.0); // 20 TFLOPS/W, far above the crowd
    add(QStringLiteral("top-right"), 1500.0, 2600.0); // most of both
    add(QStringLiteral("lowest"), 700.0, 10.0);       // the bottom extreme
    return data;
}

QSet<QString> drawnIds(const ChartData& data, const ChartDecimation& decimation) {
    QSet<QString> ids;
    for (const qsizetype i : decimation.drawn)
        ids.insert(data.points.at(i).id);
    return ids;
}
} // namespace

class TestChartDecimation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void smallChartDrawsEveryPoint();
    void crowdIsBinnedOutliersAreDrawn();
    void everyPointDrawnOrInOneBin();
    void logAxisCellsAreEvenOnScreen();
};

void TestChartDecimation::smallChartDrawsEveryPoint() {
    const ChartData data = crowdedData(100);
    const ChartDecimation decimation = decimateChart(data);
    QCOMPARE(decimation.drawn.size(), data.points.size());
    QVERIFY(!decimation.isDecimated());
    QCOMPARE(decimation.binnedCount(), 0);
}

void TestChartDecimation::crowdIsBinnedOutliersAreDrawn() {
    const ChartData data = crowdedData(5000);
    const ChartDecimation decimation = decimateChart(data);
    QVERIFY(decimation.isDecimated());
    const QSet<QString> drawn = drawnIds(data, decimation);
    for (const char* id : {"lone", "best-ratio", "top-right", "lowest"})
        QVERIFY2(drawn.contains(QString::fromLatin1(id)), id);
    // The crowd shares a few cells: almost all of it is binned.
    QVERIFY2(decimation.drawn.size() < 50, qPrintable(QString::number(decimation.drawn.size())));
    QVERIFY(decimation.bins.size() < 20);
}

void TestChartDecimation::everyPointDrawnOrInOneBin() {
    ChartData data = crowdedData(3000);
    // And a spread: many cells of one point, many of several.
    for (int i = 0; i < 4000; ++i)
        data.points << makePoint(10000 + i, 50.0 + std::fmod(i * 7.31, 1400.0),
                                 20.0 + std::fmod(i * 13.77, 2500.0));
    const ChartDecimation decimation = decimateChart(data);
    QList<int> seen(data.points.size(), 0);
    for (const qsizetype i : decimation.drawn)
        ++seen[i];
    for (const ChartBin& bin : decimation.bins) {
        QVERIFY(!bin.points.isEmpty());
        QVERIFY(bin.xFrom < bin.xTo && bin.yFrom < bin.yTo);
        for (const qsizetype i : bin.points) {
            ++seen[i];
            const ChartPoint& p = data.points.at(i);
            // Inside its cell (the top and right edges of the last cell included).
            QVERIFY(p.x >= bin.xFrom - 1e-9 && p.x <= bin.xTo + 1e-9);
            QVERIFY(p.y >= bin.yFrom - 1e-9 && p.y <= bin.yTo + 1e-9);
        }
    }
    QVERIFY(std::all_of(seen.cbegin(), seen.cend(), [](int count) { return count == 1; }));
    QCOMPARE(decimation.drawn.size() + decimation.binnedCount(), data.points.size());
    QVERIFY(std::is_sorted(decimation.drawn.cbegin(), decimation.drawn.cend()));
}

void TestChartDecimation::logAxisCellsAreEvenOnScreen() {
    ChartData data = crowdedData(3000);
    data.spec.logX = true;
    data.spec.logY = true;
    const ChartDecimation decimation = decimateChart(data);
    QVERIFY(decimation.isDecimated());
    for (const ChartBin& bin : decimation.bins) {
        // Every cell spans the same factor on a log axis.
        const ChartBin& first = decimation.bins.constFirst();
        QVERIFY(qFuzzyCompare(bin.xTo / bin.xFrom, first.xTo / first.xFrom));
        QVERIFY(qFuzzyCompare(bin.yTo / bin.yFrom, first.yTo / first.yFrom));
    }
}

QTEST_GUILESS_MAIN(TestChartDecimation)
#include "tst_chartdecimation.moc"
