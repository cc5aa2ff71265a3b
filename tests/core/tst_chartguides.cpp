// The guide lines buildChartData(chipEntries()) chooses: constant TFLOPS per watt on power vs
// throughput, constant FLOP per byte on bandwidth vs throughput (either way round), none elsewhere;
// powers of two that span every point, at most seven.
#include "charttestdata.h"
#include "domain/chartdata.h"
#include "io/catalogjson.h"
#include "testfigures.h"

#include <QTest>

#include <cmath>
#include <optional>

Q_DECLARE_METATYPE(chipatlas::ChartSpec)

using namespace chipatlas;
using namespace chipatlas::charttestdata;
using namespace chipatlas::testfigures;

class TestChartGuides : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void perfPerWattGuides();
    void guidesFollowThePrecision();
    void throughputVsBandwidthGuides();
    void swappedAxesGuides();
    void noGuides_data();
    void noGuides();
    void atMostSevenGuidesSpanningThePoints_data();
    void atMostSevenGuidesSpanningThePoints();

private:
    QList<Chip> m_builtIn;
};

void TestChartGuides::initTestCase() {
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    QVERIFY2(file, qPrintable(error));
    m_builtIn = file->chips;
}

void TestChartGuides::perfPerWattGuides() {
    const ChartData data =
        buildChartData(chipEntries(m_builtIn), chartPresetSpec(ChartPreset::PerfPerWatt));
    QVERIFY(!data.points.isEmpty());
    // The built-in chips go from 0.38 (Trainium1) to 2.25 TFLOPS/W (B200).
    QStringList labels;
    for (const ChartGuide& guide : data.guides) {
        labels << guide.label;
        QCOMPARE(guide.slope, guide.value);
    }
    QCOMPARE(labels, QStringList({QStringLiteral("0.25 TFLOPS/W"), QStringLiteral("0.5 TFLOPS/W"),
                                  QStringLiteral("1 TFLOPS/W"), QStringLiteral("2 TFLOPS/W"),
                                  QStringLiteral("4 TFLOPS/W")}));
    // The GUI writes them in its locale, beside axes in that locale; the CLI's stay as above.
    const QLocale german(QLocale::German, QLocale::Germany);
    QCOMPARE(data.guides.at(0).labelIn(german), QStringLiteral("0,25 TFLOPS/W"));
    QCOMPARE(data.guides.at(1).labelIn(german), QStringLiteral("0,5 TFLOPS/W"));
    QCOMPARE(data.guides.at(1).labelIn(QLocale::c()), data.guides.at(1).label);
    for (const ChartPoint& point : data.points) {
        const double ratio = point.y / point.x;
        QVERIFY2(ratio >= data.guides.constFirst().value && ratio <= data.guides.constLast().value,
                 qPrintable(point.id));
    }
}

void TestChartGuides::guidesFollowThePrecision() {
    const QList<Chip> chips{makeChip(QStringLiteral("a"), number(100), number(100)),
                            makeChip(QStringLiteral("b"), number(100), number(300))};
    const ChartData bf16 = buildChartData(chipEntries(chips), ChartSpec());
    QCOMPARE(bf16.guides.size(), 3); // 1, 2, 4
    QCOMPARE(bf16.guides.constFirst().label, QStringLiteral("1 TFLOPS/W"));
    QCOMPARE(bf16.guides.constLast().label, QStringLiteral("4 TFLOPS/W"));

    QList<Chip> int8 = chips;
    int8[0].figure(Field::Int8TopsDense) = number(50);
    int8[1].figure(Field::Int8TopsDense) = number(100);
    ChartSpec spec;
    spec.precision = Precision::INT8;
    const ChartData data = buildChartData(chipEntries(int8), spec);
    QCOMPARE(data.guides.size(), 2);
    QCOMPARE(data.guides.at(0).label, QStringLiteral("0.5 TOPS/W"));
    QCOMPARE(data.guides.at(1).label, QStringLiteral("1 TOPS/W"));

    // All points on one ratio: a line below (or at) and one above.
    const ChartData one = buildChartData(chipEntries({chips.constFirst()}), ChartSpec());
    QCOMPARE(one.guides.size(), 2);
    QCOMPARE(one.guides.at(0).value, 1.0);
    QCOMPARE(one.guides.at(1).value, 2.0);
}

void TestChartGuides::throughputVsBandwidthGuides() {
    const ChartSpec spec = chartPresetSpec(ChartPreset::ThroughputVsBandwidth);
    const ChartData data = buildChartData(chipEntries(m_builtIn), spec);
    QCOMPARE(data.xTitle, QStringLiteral("Memory bandwidth (GB/s)"));
    QVERIFY(!data.guides.isEmpty());
    QVERIFY(data.guides.size() <= 7);
    for (const ChartGuide& guide : data.guides) {
        QCOMPARE(guide.slope, guide.value / 1000.0);
        QVERIFY2(guide.label.endsWith(QStringLiteral(" FLOP/B")), qPrintable(guide.label));
        QCOMPARE(guide.label, QStringLiteral("%1 FLOP/B").arg(guide.value));
    }
    // H100 SXM: 989.5 TFLOPS over 3350 GB/s is 295 FLOP per byte, between 256 and 512.
    const double h100 = 989.5 * 1000.0 / 3350.0;
    bool below = false;
    bool above = false;
    for (const ChartGuide& guide : data.guides) {
        below = below || guide.value <= h100;
        above = above || guide.value >= h100;
    }
    QVERIFY(below && above);
    for (const ChartPoint& point : data.points) {
        const double intensity = point.y * 1000.0 / point.x;
        QVERIFY2(intensity >= data.guides.constFirst().value &&
                     intensity <= data.guides.constLast().value,
                 qPrintable(point.id));
    }
    // Two chips by hand: 100 and 400 FLOP/B.
    QList<Chip> chips{makeChip(QStringLiteral("a"), {}, number(100)),
                      makeChip(QStringLiteral("b"), {}, number(400))};
    chips[0].figure(Field::MemoryBwGbs) = number(1000);
    chips[1].figure(Field::MemoryBwGbs) = number(1000);
    const ChartData hand = buildChartData(chipEntries(chips), spec);
    QStringList labels;
    for (const ChartGuide& guide : hand.guides)
        labels << guide.label;
    QCOMPARE(labels, QStringList({QStringLiteral("64 FLOP/B"), QStringLiteral("128 FLOP/B"),
                                  QStringLiteral("256 FLOP/B"), QStringLiteral("512 FLOP/B")}));
    QCOMPARE(hand.guides.at(0).slope, 0.064);
}

void TestChartGuides::swappedAxesGuides() {
    // Throughput on x, TDP on y: the same TFLOPS/W lines, as y = x / value.
    const ChartData perfPerWatt =
        buildChartData(chipEntries(m_builtIn), specOf("throughput", "tdp_w"));
    const ChartData straight = buildChartData(chipEntries(m_builtIn), ChartSpec());
    QCOMPARE(perfPerWatt.points.size(), straight.points.size());
    QCOMPARE(perfPerWatt.guides.size(), straight.guides.size());
    for (qsizetype i = 0; i < perfPerWatt.guides.size(); ++i) {
        const ChartGuide& guide = perfPerWatt.guides.at(i);
        QCOMPARE(guide.value, straight.guides.at(i).value);
        QCOMPARE(guide.label, straight.guides.at(i).label);
        QCOMPARE(guide.slope, 1.0 / guide.value);
    }
    // Throughput on x, bandwidth on y: GB/s = TFLOPS * 1000 / (FLOP/B).
    const ChartData ridge =
        buildChartData(chipEntries(m_builtIn), specOf("throughput", "memory_bw_gbs"));
    const ChartData ridgeStraight =
        buildChartData(chipEntries(m_builtIn), chartPresetSpec(ChartPreset::ThroughputVsBandwidth));
    QCOMPARE(ridge.guides.size(), ridgeStraight.guides.size());
    QVERIFY(!ridge.guides.isEmpty());
    for (qsizetype i = 0; i < ridge.guides.size(); ++i) {
        const ChartGuide& guide = ridge.guides.at(i);
        QCOMPARE(guide.value, ridgeStraight.guides.at(i).value);
        QCOMPARE(guide.label, ridgeStraight.guides.at(i).label);
        QCOMPARE(guide.slope, 1000.0 / guide.value);
    }
}

void TestChartGuides::noGuides_data() {
    QTest::addColumn<ChartSpec>("spec");
    QTest::newRow("memory vs bandwidth") << chartPresetSpec(ChartPreset::MemoryVsBandwidth);
    QTest::newRow("throughput vs release") << chartPresetSpec(ChartPreset::ThroughputVsRelease);
    QTest::newRow("tdp vs memory") << specOf("tdp_w", "memory_gb");
    QTest::newRow("tdp vs perf/W") << specOf("tdp_w", "perf_per_watt");
    QTest::newRow("throughput vs throughput") << specOf("bf16_tflops_dense", "fp8_tflops_dense");
}

void TestChartGuides::noGuides() {
    QFETCH(ChartSpec, spec);
    const ChartData data = buildChartData(chipEntries(m_builtIn), spec);
    QVERIFY(!data.points.isEmpty());
    QVERIFY(data.guides.isEmpty());
}

void TestChartGuides::atMostSevenGuidesSpanningThePoints_data() {
    QTest::addColumn<double>("low");  // TFLOPS/W of one chip
    QTest::addColumn<double>("high"); // of the other
    QTest::addColumn<int>("count");
    QTest::newRow("one octave") << 1.0 << 2.0 << 2;
    QTest::newRow("six octaves") << 1.0 / 8 << 8.0 << 7;
    QTest::newRow("seven octaves") << 1.0 / 8 << 16.0 << 5;
    QTest::newRow("eleven octaves") << 1.0 / 32 << 64.0 << 7;
    QTest::newRow("twelve octaves") << 1.0 / 32 << 128.0 << 7;
    QTest::newRow("thirteen octaves") << 1.0 / 64 << 128.0 << 6;
    QTest::newRow("thirty octaves") << std::ldexp(1.0, -15) << std::ldexp(1.0, 15) << 7;
    QTest::newRow("twenty-five octaves") << std::ldexp(1.0, -12) << std::ldexp(1.0, 13) << 6;
    QTest::newRow("between powers") << 0.3 << 3.0 << 5;
}

void TestChartGuides::atMostSevenGuidesSpanningThePoints() {
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(int, count);
    const QList<Chip> chips{makeChip(QStringLiteral("low"), number(100), number(100 * low)),
                            makeChip(QStringLiteral("high"), number(100), number(100 * high))};
    const ChartData data = buildChartData(chipEntries(chips), ChartSpec());
    QCOMPARE(data.guides.size(), count);
    QVERIFY(data.guides.size() <= 7);
    QVERIFY(data.guides.constFirst().value <= low);
    QVERIFY(data.guides.constLast().value >= high);
    for (qsizetype i = 1; i < data.guides.size(); ++i) {
        // Powers of two, evenly spaced.
        const double stepUp = data.guides.at(i).value / data.guides.at(i - 1).value;
        QCOMPARE(stepUp, data.guides.at(1).value / data.guides.at(0).value);
        QCOMPARE(std::log2(stepUp), std::round(std::log2(stepUp)));
    }
}

QTEST_GUILESS_MAIN(TestChartGuides)
#include "tst_chartguides.moc"
