// buildChartData(chipEntries()): axes, presets, exclusions with their reasons and date parsing, on
// the real built-in chips and on chips built by hand. The guide lines are in tst_chartguides.cpp,
// chartToCsv() in tst_chartexport.cpp.
#include "charttestdata.h"
#include "domain/chartdata.h"
#include "io/catalogjson.h"
#include "testfigures.h"

#include <QDateTime>
#include <QTest>

#include <cmath>
#include <optional>

Q_DECLARE_METATYPE(chipatlas::ChartSpec)

using namespace chipatlas;
using namespace chipatlas::charttestdata;
using namespace chipatlas::testfigures;

namespace {
const ChartPoint* pointOf(const ChartData& data, const QString& id) {
    for (const ChartPoint& point : data.points) {
        if (point.id == id)
            return &point;
    }
    return nullptr;
}

const ChartExclusion* exclusionOf(const ChartData& data, const QString& id) {
    for (const ChartExclusion& exclusion : data.excluded) {
        if (exclusion.id == id)
            return &exclusion;
    }
    return nullptr;
}

double msecs(int year, int month, int day) {
    return double(QDateTime(QDate(year, month, day), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch());
}

} // namespace

class TestChartData : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void quantityKeys();
    void textFieldsAreNotQuantities_data();
    void textFieldsAreNotQuantities();
    void defaultSpec();
    void builtInDefaultChart();
    void memoryAxesFollowTheMemoryUnits();
    void excludedSummaryText();
    void sparsityUnstatedIsFlagged();
    void missingFiguresAreNeverZero();
    void logAxisExcludesZeroAndNegative_data();
    void logAxisExcludesZeroAndNegative();
    void dateFigureParsing_data();
    void dateFigureParsing();
    void dateAxis();
    void precisionChangesThroughput_data();
    void precisionChangesThroughput();
    void presetsRoundTrip();

private:
    QList<Chip> m_builtIn;
};

void TestChartData::initTestCase() {
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    QVERIFY2(file, qPrintable(error));
    m_builtIn = file->chips;
    QVERIFY(m_builtIn.size() >= 20);
}

void TestChartData::quantityKeys() {
    // The chart's keys are the registry's chartable ones (tst_quantity walks the registry).
    const QStringList keys = Quantity::keys(QuantityUse::Chart);
    QCOMPARE(keys.mid(0, 3),
             QStringList({QStringLiteral("throughput"), QStringLiteral("perf_per_watt"),
                          QStringLiteral("bandwidth_per_tflop")}));
    for (const char* key : {"tdp_w", "memory_gb", "memory_bw_gbs", "bf16_tflops_dense",
                            "int8_tops_dense", "released", "announced", "launch_price_usd"})
        QVERIFY2(keys.contains(QString::fromLatin1(key)), key);
    QCOMPARE(QStringList(keys).removeDuplicates(), 0);
    for (const QString& key : keys) {
        const std::optional<Quantity> quantity = Quantity::fromKey(key, QuantityUse::Chart);
        QVERIFY2(quantity, qPrintable(key));
        const std::optional<Quantity> back = Quantity::fromKey(quantity->key());
        QVERIFY2(back, qPrintable(key));
        QCOMPARE(back->key(), key);
        QVERIFY(*back == *quantity);
    }
    QVERIFY(Quantity::fromKey(u"released")->isDate());
    QVERIFY(!Quantity::fromKey(u"tdp_w")->isDate());
    QVERIFY(Quantity::throughput().followsPrecision());
    QVERIFY(!Quantity::forField(Field::TdpW).followsPrecision());
}

void TestChartData::textFieldsAreNotQuantities_data() {
    QTest::addColumn<QString>("key");
    QTest::newRow("vendor") << "vendor";
    QTest::newRow("name") << "name";
    QTest::newRow("id") << "id";
    QTest::newRow("memory_type") << "memory_type";
    QTest::newRow("form_factor") << "form_factor";
    QTest::newRow("unknown") << "tdp";
    QTest::newRow("empty") << "";
}

void TestChartData::textFieldsAreNotQuantities() {
    QFETCH(QString, key);
    QVERIFY(!Quantity::fromKey(key, QuantityUse::Chart));
    QVERIFY(!Quantity::keys(QuantityUse::Chart).contains(key));
}

void TestChartData::defaultSpec() {
    const ChartSpec spec;
    QCOMPARE(spec.x.key(), QStringLiteral("tdp_w"));
    QCOMPARE(spec.y.key(), QStringLiteral("throughput"));
    QCOMPARE(spec.precision, Precision::BF16);
    QVERIFY(!spec.logX && !spec.logY);
    QCOMPARE(spec.x.title(spec.precision), QStringLiteral("TDP (W)"));
    QCOMPARE(spec.y.title(spec.precision), QStringLiteral("Dense BF16 throughput (TFLOPS)"));
    QCOMPARE(spec.y.field(spec.precision), std::optional(Field::Bf16TflopsDense));
    QCOMPARE(chartPresetOf(spec), ChartPreset::PerfPerWatt);
}

void TestChartData::builtInDefaultChart() {
    const ChartData data = buildChartData(chipEntries(m_builtIn), ChartSpec());
    QCOMPARE(data.xTitle, QStringLiteral("TDP (W)"));
    QCOMPARE(data.yTitle, QStringLiteral("Dense BF16 throughput (TFLOPS)"));
    // Every chip is either plotted or excluded, once, in the input's order.
    QCOMPARE(data.points.size() + data.excluded.size(), m_builtIn.size());
    QStringList order;
    for (const ChartPoint& point : data.points)
        order << point.id;
    QStringList inputOrder;
    for (const Chip& chip : m_builtIn) {
        if (order.contains(chip.id))
            inputOrder << chip.id;
    }
    QCOMPARE(order, inputOrder);
    for (const ChartPoint& point : data.points) {
        QVERIFY2(point.x > 0.0 && point.y > 0.0, qPrintable(point.id));
        QVERIFY(point.xFigure.hasValue() && point.yFigure.hasValue());
        QVERIFY(!exclusionOf(data, point.id));
    }

    const ChartPoint* h100 = pointOf(data, QStringLiteral("nvidia-h100-sxm"));
    QVERIFY(h100);
    QCOMPARE(h100->name, QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(h100->vendor, QStringLiteral("NVIDIA"));
    QCOMPARE(h100->x, 700.0);
    QCOMPARE(h100->y, 989.5);
    QCOMPARE(h100->yFigure.status, FigureStatus::Computed);
    const ChartPoint* trn1 = pointOf(data, QStringLiteral("aws-trainium1"));
    QVERIFY(trn1);
    QCOMPARE(trn1->x, 500.0);
    QCOMPARE(trn1->xFigure.status, FigureStatus::Unverified);

    const ChartExclusion* trn2 = exclusionOf(data, QStringLiteral("aws-trainium2"));
    QVERIFY(trn2);
    QCOMPARE(trn2->name, QStringLiteral("AWS Trainium2 (Trn2)"));
    QCOMPARE(trn2->reason, QStringLiteral("TDP not published"));
    QCOMPARE(exclusionOf(data, QStringLiteral("aws-inferentia2"))->reason,
             QStringLiteral("TDP unknown"));
    // Both figures missing: both named, once each.
    QCOMPARE(exclusionOf(data, QStringLiteral("groq-lpu-v1"))->reason,
             QStringLiteral("TDP not published; Dense BF16 throughput unknown"));

    QStringList vendors;
    for (const ChartPoint& point : data.points) {
        if (!vendors.contains(point.vendor))
            vendors << point.vendor;
    }
    QCOMPARE(data.vendors.size(), vendors.size());
    for (qsizetype i = 1; i < data.vendors.size(); ++i)
        QVERIFY(data.vendors.at(i - 1).compare(data.vendors.at(i), Qt::CaseInsensitive) < 0);
    QVERIFY(data.vendors.contains(QStringLiteral("AWS (Annapurna Labs)")));
    QVERIFY(!data.vendors.contains(QStringLiteral("Google"))); // no TPU publishes its TDP
}

void TestChartData::memoryAxesFollowTheMemoryUnits() {
    // Preferences' "Memory in" GiB: the memory axis is in GiB, as the table's column, every
    // capacity converted into it from the unit its source printed (docs/DOMAIN-RULES.md rule 4);
    // the bandwidth axis stays in GB/s, as the table's bandwidth column.
    const ChartSpec spec = chartPresetSpec(ChartPreset::MemoryVsBandwidth);
    const ChartData gb = buildChartData(chipEntries(m_builtIn), spec);
    const ChartData gib = buildChartData(chipEntries(m_builtIn), spec, MemoryUnits::Binary);
    QCOMPARE(gb.xTitle, QStringLiteral("Memory (GB)"));
    QCOMPARE(gib.xTitle, QStringLiteral("Memory (GiB)"));
    QCOMPARE(gib.xTitle, spec.x.columnTitle(spec.precision, MemoryUnits::Binary));
    QCOMPARE(gib.yTitle, QStringLiteral("Memory bandwidth (GB/s)"));
    QCOMPARE(gib.yTitle, spec.y.columnTitle(spec.precision, MemoryUnits::Binary));
    QCOMPARE(gib.xUnit.symbol, QStringLiteral("GiB"));
    QCOMPARE(gib.memoryUnits, MemoryUnits::Binary);
    QCOMPARE(gib.points.size(), gb.points.size());

    // The H100's 80 GB at 74.51 GiB; Trainium's 32 GiB as printed, at 32 on the GiB axis and at
    // 34.36 on the GB axis; both at their bandwidth in GB/s either way.
    const ChartPoint* h100 = pointOf(gib, QStringLiteral("nvidia-h100-sxm"));
    QVERIFY(h100);
    QCOMPARE(h100->x, 80e9 / double(1LL << 30));
    QCOMPARE(h100->y, pointOf(gb, QStringLiteral("nvidia-h100-sxm"))->y);
    const ChartPoint* trn1 = pointOf(gib, QStringLiteral("aws-trainium1"));
    QVERIFY(trn1);
    QCOMPARE(trn1->x, 32.0);
    QCOMPARE(pointOf(gb, QStringLiteral("aws-trainium1"))->x, 32.0 * kGigabytesPerGibibyte);
    QCOMPARE(trn1->y, 820.0 * kGigabytesPerGibibyte);

    // An axis of another quantity keeps its unit.
    const ChartData roofline =
        buildChartData(chipEntries(m_builtIn), chartPresetSpec(ChartPreset::ThroughputVsBandwidth),
                       MemoryUnits::Binary);
    QCOMPARE(roofline.xTitle, QStringLiteral("Memory bandwidth (GB/s)"));
    QCOMPARE(roofline.yTitle, QStringLiteral("Dense BF16 throughput (TFLOPS)"));
}

void TestChartData::excludedSummaryText() {
    QList<Chip> chips;
    for (const Chip& chip : m_builtIn) {
        if (chip.id.startsWith(QLatin1String("aws-")))
            chips << chip;
    }
    QCOMPARE(chips.size(), 5);
    const ChartData data = buildChartData(chipEntries(chips), ChartSpec());
    QCOMPARE(data.points.size(), 1);
    QCOMPARE(data.excludedSummary(),
             QStringLiteral("Not plotted: AWS Trainium2 (Trn2) (TDP not published), "
                            "AWS Trainium3 (Trn3) (TDP not published), "
                            "AWS Inferentia2 (Inf2) (TDP unknown), "
                            "AWS Trainium4 (design targets) (TDP unknown; Dense BF16 throughput "
                            "unknown)"));

    QList<Chip> plotted;
    for (const Chip& chip : m_builtIn) {
        if (chip.id == QLatin1String("nvidia-h100-sxm"))
            plotted << chip;
    }
    QCOMPARE(buildChartData(chipEntries(plotted), ChartSpec()).excludedSummary(), QString());
    QCOMPARE(buildChartData({}, ChartSpec()).excludedSummary(), QString());
}

void TestChartData::sparsityUnstatedIsFlagged() {
    // A throughput the vendor does not say is dense (the MI355X FP4 press figure) flags its
    // point, and the perf per watt built on it, as an unverified figure does.
    Chip sparseChip = makeChip(QStringLiteral("s"), number(1400.0), number(2500.0));
    sparseChip.figure(Field::Fp4TflopsDense) = sparse(10066.0);
    sparseChip.figure(Field::MemoryBwGbs) = number(8000.0);
    Chip denseChip = makeChip(QStringLiteral("d"), number(1000.0), number(2250.0));
    denseChip.figure(Field::Fp4TflopsDense) = number(9000.0);
    const QList<Chip> chips{sparseChip, denseChip};

    const ChartData throughput =
        buildChartData(chipEntries(chips), specOf("tdp_w", "throughput", Precision::FP4));
    QVERIFY(pointOf(throughput, QStringLiteral("s"))->isSparsityUnstated());
    QVERIFY(pointOf(throughput, QStringLiteral("s"))->isFlagged());
    QVERIFY(!pointOf(throughput, QStringLiteral("s"))->isUnverified());
    QVERIFY(!pointOf(throughput, QStringLiteral("d"))->isFlagged());
    QCOMPARE(throughput.sparsityUnstatedSummary(),
             QStringLiteral("Hollow markers and \"*\": the vendor does not say whether the "
                            "throughput is dense or sparse: Chip s (Dense FP4 throughput)"));
    QCOMPARE(throughput.unverifiedSummary(), QString());

    const ChartData perfPerWatt =
        buildChartData(chipEntries(chips), specOf("tdp_w", "perf_per_watt", Precision::FP4));
    QVERIFY(pointOf(perfPerWatt, QStringLiteral("s"))->isSparsityUnstated());
    QVERIFY(perfPerWatt.sparsityUnstatedSummary().endsWith(QLatin1String("Chip s (FP4 perf/W)")));
    const ChartData perTflop =
        buildChartData(chipEntries(chips), specOf("tdp_w", "bandwidth_per_tflop", Precision::FP4));
    QVERIFY(pointOf(perTflop, QStringLiteral("s"))->isFlagged());
    QVERIFY(perTflop.sparsityUnstatedSummary().endsWith(
        QLatin1String("Chip s (Bandwidth per FP4 TFLOPS)")));

    // At BF16 the same chips are clean.
    QCOMPARE(
        buildChartData(chipEntries(chips), specOf("tdp_w", "throughput")).sparsityUnstatedSummary(),
        QString());
}

void TestChartData::missingFiguresAreNeverZero() {
    const QList<Chip> chips{
        makeChip(QStringLiteral("a"), number(300), number(600)),
        makeChip(QStringLiteral("b"), missing(FigureStatus::NotPublished), number(400)),
        makeChip(QStringLiteral("c"), number(200), missing(FigureStatus::Unknown)),
        makeChip(QStringLiteral("d"), missing(FigureStatus::Unknown),
                 missing(FigureStatus::NotPublished)),
        makeChip(QStringLiteral("e"), number(0), number(0)), // a real zero is a value
    };
    const ChartData data = buildChartData(chipEntries(chips), ChartSpec());
    QCOMPARE(data.points.size(), 2);
    QCOMPARE(data.points.at(0).id, QStringLiteral("a"));
    QCOMPARE(data.points.at(1).id, QStringLiteral("e"));
    QCOMPARE(data.excluded.size(), 3);
    QCOMPARE(exclusionOf(data, QStringLiteral("b"))->reason, QStringLiteral("TDP not published"));
    QCOMPARE(exclusionOf(data, QStringLiteral("c"))->reason,
             QStringLiteral("Dense BF16 throughput unknown"));
    QCOMPARE(exclusionOf(data, QStringLiteral("d"))->reason,
             QStringLiteral("TDP unknown; Dense BF16 throughput not published"));
    QCOMPARE(exclusionOf(data, QStringLiteral("b"))->name, QStringLiteral("Chip b"));

    // A computed ratio is missing when an input is.
    ChartSpec ratio;
    ratio.y = Quantity::perfPerWatt();
    const ChartData perWatt = buildChartData(chipEntries(chips), ratio);
    QVERIFY(pointOf(perWatt, QStringLiteral("a")));
    QCOMPARE(pointOf(perWatt, QStringLiteral("a"))->y, 2.0);
    QCOMPARE(pointOf(perWatt, QStringLiteral("a"))->yFigure.status, FigureStatus::Computed);
    QVERIFY(exclusionOf(perWatt, QStringLiteral("b")));
    QVERIFY(exclusionOf(perWatt, QStringLiteral("c")));
    QVERIFY(exclusionOf(perWatt, QStringLiteral("e"))); // 0 / 0 W is no ratio

    // A number that is not finite is not plotted either, and the reason says so.
    const ChartData inf = buildChartData(
        chipEntries({makeChip(QStringLiteral("f"), number(INFINITY), number(100))}), ChartSpec());
    QVERIFY(inf.points.isEmpty());
    QCOMPARE(inf.excluded.size(), 1);
    QVERIFY2(inf.excluded.constFirst().reason.startsWith(QStringLiteral("TDP \"")),
             qPrintable(inf.excluded.constFirst().reason));
    QVERIFY2(inf.excluded.constFirst().reason.endsWith(QStringLiteral("is not a number")),
             qPrintable(inf.excluded.constFirst().reason));
}

void TestChartData::logAxisExcludesZeroAndNegative_data() {
    QTest::addColumn<bool>("logX");
    QTest::addColumn<bool>("logY");
    QTest::addColumn<double>("tdp");
    QTest::addColumn<double>("bf16");
    QTest::addColumn<QString>("reason"); // empty: plotted

    QTest::newRow("log x, TDP 0") << true << false << 0.0 << 100.0
                                  << "TDP is 0 W: a log axis cannot show it";
    QTest::newRow("log x, TDP negative")
        << true << false << -5.0 << 100.0 << "TDP is -5 W: a log axis cannot show it";
    QTest::newRow("log y, throughput 0")
        << false << true << 300.0 << 0.0
        << "Dense BF16 throughput is 0 TFLOPS: a log axis cannot show it";
    QTest::newRow("log both, both 0") << true << true << 0.0 << 0.0
                                      << "TDP is 0 W: a log axis cannot show it; Dense BF16 "
                                         "throughput is 0 TFLOPS: a log axis cannot show it";
    QTest::newRow("log x, throughput 0") << true << false << 300.0 << 0.0 << QString();
    QTest::newRow("linear, TDP 0") << false << false << 0.0 << 100.0 << QString();
}

void TestChartData::logAxisExcludesZeroAndNegative() {
    QFETCH(bool, logX);
    QFETCH(bool, logY);
    QFETCH(double, tdp);
    QFETCH(double, bf16);
    QFETCH(QString, reason);
    ChartSpec spec;
    spec.logX = logX;
    spec.logY = logY;
    const QList<Chip> chips{makeChip(QStringLiteral("ok"), number(400), number(800)),
                            makeChip(QStringLiteral("zero"), number(tdp), number(bf16))};
    const ChartData data = buildChartData(chipEntries(chips), spec);
    QCOMPARE(data.spec.logX, logX);
    QCOMPARE(data.spec.logY, logY);
    QVERIFY(pointOf(data, QStringLiteral("ok")));
    if (reason.isEmpty()) {
        QVERIFY(pointOf(data, QStringLiteral("zero")));
        QVERIFY(data.excluded.isEmpty());
        return;
    }
    QVERIFY(!pointOf(data, QStringLiteral("zero")));
    QCOMPARE(data.excluded.size(), 1);
    QCOMPARE(data.excluded.constFirst().reason, reason);
    QCOMPARE(data.excludedSummary(), QStringLiteral("Not plotted: Chip zero (%1)").arg(reason));
}

void TestChartData::dateFigureParsing_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected"); // NaN: not a date

    QTest::newRow("month") << "2022-10" << msecs(2022, 10, 1);
    QTest::newRow("day") << "2025-12-02" << msecs(2025, 12, 2);
    QTest::newRow("year") << "2024" << msecs(2024, 1, 1);
    QTest::newRow("spaces") << " 2023-12-06 " << msecs(2023, 12, 6);
    QTest::newRow("quarter") << "Q3 2025" << double(NAN);
    QTest::newRow("half") << "2024-H2" << double(NAN);
    QTest::newRow("month 13") << "2024-13" << double(NAN);
    QTest::newRow("February 30") << "2024-02-30" << double(NAN);
    QTest::newRow("empty") << "" << double(NAN);
    QTest::newRow("words") << "late 2024" << double(NAN);
}

void TestChartData::dateFigureParsing() {
    QFETCH(QString, text);
    QFETCH(double, expected);
    const std::optional<double> value = dateFigureMSecs(text);
    if (std::isnan(expected)) {
        QVERIFY2(!value, qPrintable(QString::number(value.value_or(0.0))));
        return;
    }
    QVERIFY(value);
    QCOMPARE(*value, expected);
}

void TestChartData::dateAxis() {
    const QList<Chip> chips{[] {
                                Chip chip = makeChip(QStringLiteral("month"), {}, number(100));
                                chip.figure(Field::Released) = text(QStringLiteral("2022-10"));
                                return chip;
                            }(),
                            [] {
                                Chip chip = makeChip(QStringLiteral("day"), {}, number(200));
                                chip.figure(Field::Released) = text(QStringLiteral("2025-12-02"));
                                return chip;
                            }(),
                            [] {
                                Chip chip = makeChip(QStringLiteral("quarter"), {}, number(300));
                                chip.figure(Field::Released) = text(QStringLiteral("Q3 2025"));
                                return chip;
                            }(),
                            makeChip(QStringLiteral("none"), {}, number(400))};
    ChartSpec spec = chartPresetSpec(ChartPreset::ThroughputVsRelease);
    spec.logX = true; // a date axis has no log scale
    spec.logY = true;
    const ChartData data = buildChartData(chipEntries(chips), spec);
    QVERIFY(!data.spec.logX);
    QVERIFY(data.spec.logY);
    QCOMPARE(data.xTitle, QStringLiteral("Released"));
    QCOMPARE(data.points.size(), 2);
    QCOMPARE(pointOf(data, QStringLiteral("month"))->x, msecs(2022, 10, 1));
    QCOMPARE(pointOf(data, QStringLiteral("month"))->xFigure.text(), QStringLiteral("2022-10"));
    QCOMPARE(pointOf(data, QStringLiteral("day"))->x, msecs(2025, 12, 2));
    QCOMPARE(exclusionOf(data, QStringLiteral("quarter"))->reason,
             QStringLiteral("Released \"Q3 2025\" is not a date"));
    QCOMPARE(exclusionOf(data, QStringLiteral("none"))->reason, QStringLiteral("Released unknown"));
    QVERIFY(data.guides.isEmpty());

    // The built-in chips: Trainium3's "2025-12-02" and Trainium1's "2022-10" are plotted.
    const ChartData builtIn =
        buildChartData(chipEntries(m_builtIn), chartPresetSpec(ChartPreset::ThroughputVsRelease));
    QCOMPARE(pointOf(builtIn, QStringLiteral("aws-trainium3"))->x, msecs(2025, 12, 2));
    QCOMPARE(pointOf(builtIn, QStringLiteral("aws-trainium1"))->x, msecs(2022, 10, 1));
    QCOMPARE(exclusionOf(builtIn, QStringLiteral("nvidia-b200"))->reason,
             QStringLiteral("Released unknown"));
}

void TestChartData::precisionChangesThroughput_data() {
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<Field>("field");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("h100"); // the H100 SXM's figure, as text
    QTest::newRow("BF16") << Precision::BF16 << Field::Bf16TflopsDense
                          << "Dense BF16 throughput (TFLOPS)"
                          << "989.5";
    QTest::newRow("FP8") << Precision::FP8 << Field::Fp8TflopsDense
                         << "Dense FP8 throughput (TFLOPS)"
                         << "1979";
    QTest::newRow("INT8") << Precision::INT8 << Field::Int8TopsDense
                          << "Dense INT8 throughput (TOPS)"
                          << "1979";
}

void TestChartData::precisionChangesThroughput() {
    QFETCH(Precision, precision);
    QFETCH(Field, field);
    QFETCH(QString, title);
    QFETCH(QString, h100);
    const Quantity throughput = Quantity::throughput();
    QCOMPARE(throughput.field(precision), std::optional(field));
    QCOMPARE(throughput.title(precision), title);
    QVERIFY(Quantity::forField(Field::TdpW).title(precision) == QStringLiteral("TDP (W)"));

    ChartSpec spec;
    spec.precision = precision;
    const ChartData data = buildChartData(chipEntries(m_builtIn), spec);
    QCOMPARE(data.yTitle, title);
    QCOMPARE(data.xTitle, QStringLiteral("TDP (W)"));
    for (const Chip& chip : m_builtIn) {
        const ChartPoint* point = pointOf(data, chip.id);
        if (!point) {
            QVERIFY(!chip.figure(field).hasValue() || !chip.figure(Field::TdpW).hasValue());
            continue;
        }
        QCOMPARE(point->y, chip.figure(field).number());
        QCOMPARE(point->yFigure, chip.figure(field));
    }
    QCOMPARE(QString::number(pointOf(data, QStringLiteral("nvidia-h100-sxm"))->y), h100);

    // A ratio follows the precision too.
    QCOMPARE(Quantity::perfPerWatt().label(precision),
             QStringLiteral("%1 perf/W").arg(precisionName(precision)));
    QCOMPARE(Quantity::perfPerWatt().field(precision), std::optional(field));
}

void TestChartData::presetsRoundTrip() {
    QStringList keys;
    for (const ChartPreset preset : kAllChartPresets) {
        const QString key = chartPresetKey(preset);
        keys << key;
        QCOMPARE(chartPresetFromKey(key), preset);
        QCOMPARE(chartPresetFromKey(key.toUpper()), preset);
        QVERIFY(!chartPresetName(preset).isEmpty());
        ChartSpec spec = chartPresetSpec(preset);
        QCOMPARE(chartPresetOf(spec), preset);
        // Precision and log scales do not change which preset the axes are.
        spec.precision = Precision::FP8;
        spec.logX = true;
        spec.logY = true;
        QCOMPARE(chartPresetOf(spec), preset);
        // Nor do the keys of its quantities.
        QCOMPARE(chartPresetOf(specOf(qPrintable(spec.x.key()), qPrintable(spec.y.key()))), preset);
    }
    QCOMPARE(keys,
             QStringList({QStringLiteral("perf-per-watt"), QStringLiteral("memory-vs-bandwidth"),
                          QStringLiteral("throughput-vs-bandwidth"),
                          QStringLiteral("throughput-vs-release")}));
    QVERIFY(!chartPresetFromKey(u"perf_per_watt"));
    QVERIFY(!chartPresetFromKey(u""));
    QVERIFY(chartPresetSpec(ChartPreset::PerfPerWatt) == ChartSpec());
    // Swapped axes are no preset.
    QCOMPARE(chartPresetOf(specOf("throughput", "tdp_w")), std::nullopt);
}

QTEST_GUILESS_MAIN(TestChartData)
#include "tst_chartdata.moc"
