// chartToCsv(): the CSV export of a chart holds exactly the plotted points, with their units,
// statuses and precision, on the built-in chips and on awkward hand-built ones.
#include "charttestdata.h"
#include "domain/chartdata.h"
#include "domain/figureformat.h"
#include "io/catalogjson.h"
#include "io/chartexport.h"
#include "io/csvreader.h"
#include "testfigures.h"

#include <QTest>

#include <optional>

Q_DECLARE_METATYPE(chipatlas::ChartSpec)

using namespace chipatlas;
using namespace chipatlas::charttestdata;
using namespace chipatlas::testfigures;

namespace {
// The CSV row of the entry `id` (its first column), or none.
QStringList rowWithId(const CsvTable& table, const char* id) {
    for (const QStringList& row : table.rows) {
        if (row.at(0) == QLatin1String(id))
            return row;
    }
    return {};
}
} // namespace

class TestChartExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void csvEqualsThePlottedPoints_data();
    void csvEqualsThePlottedPoints();
    void csvStatuses();
    void csvCarriesThePrintedUnits();
    void csvFollowsTheMemoryUnits();

private:
    QList<Chip> m_builtIn;
};

void TestChartExport::initTestCase() {
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    QVERIFY2(file, qPrintable(error));
    m_builtIn = file->chips;
}

void TestChartExport::csvEqualsThePlottedPoints_data() {
    QTest::addColumn<ChartSpec>("spec");
    QTest::addColumn<QString>("xUnit");
    QTest::addColumn<QString>("yUnit");
    QTest::newRow("default") << ChartSpec() << "W"
                             << "TFLOPS";
    ChartSpec int8;
    int8.precision = Precision::INT8;
    QTest::newRow("INT8") << int8 << "W"
                          << "TOPS";
    QTest::newRow("release") << chartPresetSpec(ChartPreset::ThroughputVsRelease) << ""
                             << "TFLOPS";
    QTest::newRow("perf/W vs bandwidth") << specOf("memory_bw_gbs", "perf_per_watt") << "GB/s"
                                         << "TFLOPS/W";
    QTest::newRow("memory vs bandwidth") << chartPresetSpec(ChartPreset::MemoryVsBandwidth) << "GB"
                                         << "GB/s";
}

void TestChartExport::csvEqualsThePlottedPoints() {
    QFETCH(ChartSpec, spec);
    QFETCH(QString, xUnit);
    QFETCH(QString, yUnit);
    const ChartData data = buildChartData(chipEntries(m_builtIn), spec);
    QVERIFY(!data.points.isEmpty());
    const QByteArray csv = chartToCsv(data);
    QVERIFY(csv.endsWith("\r\n"));
    QString error;
    const std::optional<CsvTable> table = parseCsv(csv, &error);
    QVERIFY2(table, qPrintable(error));
    QCOMPARE(
        table->header,
        QString::fromLatin1("id,name,vendor,x_field,x,x_unit,x_status,y_field,y,y_unit,y_status,"
                            "precision")
            .split(QLatin1Char(',')));
    QCOMPARE(table->rows.size(), data.points.size());
    const int id = table->column(QStringLiteral("id"));
    const int x = table->column(QStringLiteral("x"));
    const int y = table->column(QStringLiteral("y"));
    for (qsizetype i = 0; i < data.points.size(); ++i) {
        const ChartPoint& point = data.points.at(i);
        const QStringList& row = table->rows.at(i);
        QCOMPARE(row.size(), table->header.size());
        QCOMPARE(row.at(id), point.id);
        QCOMPARE(row.at(table->column(QStringLiteral("name"))), point.name);
        QCOMPARE(row.at(table->column(QStringLiteral("vendor"))), point.vendor);
        QCOMPARE(row.at(table->column(QStringLiteral("x_field"))), spec.x.key());
        QCOMPARE(row.at(table->column(QStringLiteral("y_field"))), spec.y.key());
        // Each value in the unit its source printed: "GiB" for Trainium's 32 in a GB column.
        const auto printed = [](const Figure& figure, const QString& unit) {
            return figure.printedUnit == PrintedUnit::Binary && unit.startsWith(u"GB")
                       ? QStringLiteral("GiB") + unit.mid(2)
                       : unit;
        };
        QCOMPARE(row.at(table->column(QStringLiteral("x_unit"))), printed(point.xFigure, xUnit));
        QCOMPARE(row.at(table->column(QStringLiteral("y_unit"))), printed(point.yFigure, yUnit));
        QCOMPARE(row.at(table->column(QStringLiteral("precision"))), precisionKey(spec.precision));
        if (spec.x.isDate()) {
            QCOMPARE(row.at(x), point.xFigure.text());
            QCOMPARE(dateFigureMSecs(row.at(x)), point.x);
        } else {
            bool ok = false;
            // Exactly: shortest round-trip form; a GiB figure as printed, plotted in GB.
            QCOMPARE(row.at(x).toDouble(&ok) *
                         (printed(point.xFigure, xUnit) == xUnit ? 1.0 : kGigabytesPerGibibyte),
                     point.x);
            QVERIFY(ok);
        }
        bool ok = false;
        QCOMPARE(row.at(y).toDouble(&ok) *
                     (printed(point.yFigure, yUnit) == yUnit ? 1.0 : kGigabytesPerGibibyte),
                 point.y);
        QVERIFY(ok);
        QCOMPARE(row.at(table->column(QStringLiteral("x_status"))),
                 statusKey(point.xFigure.status) + (point.xFigure.sparsityUnstated
                                                        ? QStringLiteral(", sparsity_unstated")
                                                        : QString()));
        QCOMPARE(row.at(table->column(QStringLiteral("y_status"))),
                 statusKey(point.yFigure.status) + (point.yFigure.sparsityUnstated
                                                        ? QStringLiteral(", sparsity_unstated")
                                                        : QString()));
    }
    for (const ChartExclusion& exclusion : data.excluded) {
        for (const QStringList& row : table->rows)
            QVERIFY2(row.at(id) != exclusion.id, qPrintable(exclusion.id));
    }
}

void TestChartExport::csvStatuses() {
    const ChartData data = buildChartData(chipEntries(m_builtIn), ChartSpec());
    QString error;
    const std::optional<CsvTable> table = parseCsv(chartToCsv(data), &error);
    QVERIFY2(table, qPrintable(error));
    const auto rowOf = [&](const char* id) { return rowWithId(*table, id); };
    const QStringList trn1 = rowOf("aws-trainium1");
    QCOMPARE(trn1.at(table->column(QStringLiteral("x"))), QStringLiteral("500"));
    QCOMPARE(trn1.at(table->column(QStringLiteral("x_status"))), QStringLiteral("unverified"));
    QCOMPARE(trn1.at(table->column(QStringLiteral("y"))), QStringLiteral("190"));
    QCOMPARE(trn1.at(table->column(QStringLiteral("y_status"))), QStringLiteral("published"));
    const QStringList h100 = rowOf("nvidia-h100-sxm");
    QCOMPARE(h100.at(table->column(QStringLiteral("y"))), QStringLiteral("989.5"));
    QCOMPARE(h100.at(table->column(QStringLiteral("y_status"))), QStringLiteral("computed"));
    QCOMPARE(rowOf("aws-trainium2"), QStringList()); // TDP not published: not in the CSV
    QCOMPARE(rowOf("google-tpu-v4"), QStringList());

    // A ratio's status and exact value; a sparse-unstated figure says so.
    QList<Chip> chips{makeChip(QStringLiteral("a,\"b\""), number(350), sparse(1000))};
    chips[0].name = QStringLiteral("Chip, \"quoted\"");
    const ChartData sparseData = buildChartData(chipEntries(chips), specOf("tdp_w", "throughput"));
    const std::optional<CsvTable> sparseTable = parseCsv(chartToCsv(sparseData), &error);
    QVERIFY2(sparseTable, qPrintable(error));
    QCOMPARE(sparseTable->rows.size(), 1);
    QCOMPARE(sparseTable->rows.at(0).at(0), QStringLiteral("a,\"b\""));
    QCOMPARE(sparseTable->rows.at(0).at(1), QStringLiteral("Chip, \"quoted\""));
    QCOMPARE(sparseTable->rows.at(0).at(10), QStringLiteral("published, sparsity_unstated"));
    const ChartData ratio = buildChartData(chipEntries(chips), specOf("tdp_w", "perf_per_watt"));
    const std::optional<CsvTable> ratioTable = parseCsv(chartToCsv(ratio), &error);
    QVERIFY2(ratioTable, qPrintable(error));
    QCOMPARE(ratioTable->rows.at(0).at(8), QStringLiteral("2.857142857142857"));
    // A ratio of a figure whose sparsity is unstated carries the flag (docs/DOMAIN-RULES.md rule
    // 2).
    QCOMPARE(ratioTable->rows.at(0).at(10), QStringLiteral("computed, sparsity_unstated"));
}

void TestChartExport::csvCarriesThePrintedUnits() {
    // Trainium's 32 and 820 were printed in GiB and GiB/s: the CSV says so, never GB.
    const ChartData data =
        buildChartData(chipEntries(m_builtIn), chartPresetSpec(ChartPreset::MemoryVsBandwidth));
    QString error;
    const std::optional<CsvTable> table = parseCsv(chartToCsv(data), &error);
    QVERIFY2(table, qPrintable(error));
    const auto rowOf = [&](const char* id) { return rowWithId(*table, id); };
    const QStringList trn1 = rowOf("aws-trainium1");
    QVERIFY(!trn1.isEmpty());
    QCOMPARE(trn1.at(table->column(QStringLiteral("x"))), QStringLiteral("32"));
    QCOMPARE(trn1.at(table->column(QStringLiteral("x_unit"))), QStringLiteral("GiB"));
    QCOMPARE(trn1.at(table->column(QStringLiteral("y"))), QStringLiteral("820"));
    QCOMPARE(trn1.at(table->column(QStringLiteral("y_unit"))), QStringLiteral("GiB/s"));
    // The chart's axes are in GB and GB/s: Trainium is plotted at 34.36 GB and 880.5 GB/s.
    for (const ChartPoint& point : data.points) {
        if (point.id == QLatin1String("aws-trainium1")) {
            QCOMPARE(point.x, 32.0 * kGigabytesPerGibibyte);
            QCOMPARE(point.y, 820.0 * kGigabytesPerGibibyte);
        }
    }
    const QStringList l40s = rowOf("nvidia-l40s");
    QCOMPARE(l40s.at(table->column(QStringLiteral("x_unit"))), QStringLiteral("GB"));
    QCOMPARE(l40s.at(table->column(QStringLiteral("y_unit"))), QStringLiteral("GB/s"));
}

void TestChartExport::csvFollowsTheMemoryUnits() {
    // Preferences' "Memory in" GiB: every capacity in GiB, as the chart's axis; one printed in
    // GiB keeps its printed number, one printed in GB is converted; bandwidths stay as printed.
    const ChartData data =
        buildChartData(chipEntries(m_builtIn), chartPresetSpec(ChartPreset::MemoryVsBandwidth),
                       MemoryUnits::Binary);
    QString error;
    const std::optional<CsvTable> table = parseCsv(chartToCsv(data), &error);
    QVERIFY2(table, qPrintable(error));
    const int x = table->column(QStringLiteral("x"));
    const int xUnit = table->column(QStringLiteral("x_unit"));
    QCOMPARE(table->rows.size(), data.points.size());
    for (qsizetype i = 0; i < data.points.size(); ++i) {
        const QStringList& row = table->rows.at(i);
        QCOMPARE(row.at(xUnit), QStringLiteral("GiB"));
        // The number the chart plots on its GiB axis.
        QCOMPARE(row.at(x).toDouble(), data.points.at(i).x);
    }
    const auto rowOf = [&](const char* id) { return rowWithId(*table, id); };
    const QStringList h100 = rowOf("nvidia-h100-sxm");
    QVERIFY(!h100.isEmpty());
    QCOMPARE(h100.at(x).toDouble(), 80e9 / double(1LL << 30));
    QCOMPARE(h100.at(table->column(QStringLiteral("y_unit"))), QStringLiteral("GB/s"));
    const QStringList trn1 = rowOf("aws-trainium1");
    QCOMPARE(trn1.at(x), QStringLiteral("32"));
    QCOMPARE(trn1.at(table->column(QStringLiteral("y"))), QStringLiteral("820"));
    QCOMPARE(trn1.at(table->column(QStringLiteral("y_unit"))), QStringLiteral("GiB/s"));
}

QTEST_GUILESS_MAIN(TestChartExport)
#include "tst_chartexport.moc"
