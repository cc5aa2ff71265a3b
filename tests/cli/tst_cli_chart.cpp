// chipatlas-cli chart, end to end: the real binary, without a display, on a catalog in a
// temporary folder (the built-in chips plus one with a TDP of 0 W) writes PNG, SVG and CSV
// files that match buildChartData(chipEntries()) and chartToCsv() on the same chips.
#include "catalogwrites.h"
#include "clirunner.h"
#include "domain/boundedlist.h"
#include "domain/chartdata.h"
#include "io/chartexport.h"
#include "storage/catalog.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace chipatlas;

namespace {
const QString kZeroId = QStringLiteral("test-zero-watt");
const QString kZeroName = QStringLiteral("Zero Watt Test Chip");
} // namespace

class TestCliChart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pngAtTheDefaultSize();
    void pngAtAGivenSize();
    void svgHasAxisTitles();
    void csvEqualsChartToCsv_data();
    void csvEqualsChartToCsv();
    void filterRestrictsPoints();
    void summaryNamesChipsNotPlotted();
    void logAxisNamesTheChip();
    void notPlottedIsBounded();
    void json();
    void help();
    void errors_data();
    void errors();
    void unwritablePath();

private:
    CliResult run(const QStringList& arguments) const {
        return runCli(QStringList{QStringLiteral("--db"), m_db} + arguments, m_env);
    }
    QString file(const QString& name) const { return m_dir.filePath(name); }
    // The chips `list --filter` lists, from the catalog, in its order.
    QList<Chip> listed(const QString& filter) const;
    QByteArray readFile(const QString& path) const;

    QTemporaryDir m_dir;
    QString m_db;
    QProcessEnvironment m_env;
    QList<Chip> m_chips; // the catalog's, as chipatlas-cli reads them
};

void TestCliChart::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("xdg-config")));
    m_env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
    // No display, no platform chosen and no XDG runtime folder, as on a server: chart must
    // pick the offscreen platform itself, and Qt must not warn on stderr.
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
        m_env.remove(QString::fromLatin1(name));

    StorageError error;
    std::unique_ptr<Catalog> catalog = Catalog::open(m_db, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    Chip zero;
    zero.id = kZeroId;
    zero.name = kZeroName;
    zero.vendor = QStringLiteral("Testvendor");
    zero.figure(Field::TdpW).value = 0.0;
    zero.figure(Field::TdpW).status = FigureStatus::Published;
    zero.figure(Field::Bf16TflopsDense).value = 100.0;
    zero.figure(Field::Bf16TflopsDense).status = FigureStatus::Published;
    // Stored as an edit writes it: an import would refuse the zero TDP.
    QVERIFY2(testwrites::editChips(*catalog, {zero}, &error), qPrintable(error.message));
    m_chips = catalog->chips().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    QVERIFY(m_chips.size() > 20);
}

QList<Chip> TestCliChart::listed(const QString& filter) const {
    const CliResult r =
        run({QStringLiteral("list"), QStringLiteral("--filter"), filter, QStringLiteral("--json")});
    if (r.exitCode != 0)
        qWarning("list failed: %s", r.err.constData());
    QList<Chip> chips;
    for (const QJsonValue& value : r.json().array()) {
        for (const Chip& chip : m_chips) {
            if (chip.id == value[u"id"].toString())
                chips << chip;
        }
    }
    return chips;
}

QByteArray TestCliChart::readFile(const QString& path) const {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

void TestCliChart::pngAtTheDefaultSize() {
    const QString path = file(QStringLiteral("default.png"));
    const CliResult r = run({QStringLiteral("chart"), QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QImage image(path);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(3200, 2000));
    // Not a blank image: a white background with something drawn on it.
    QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));
    int dark = 0;
    for (int y = 0; y < image.height(); y += 8) {
        for (int x = 0; x < image.width(); x += 8)
            dark += qGray(image.pixel(x, y)) < 128 ? 1 : 0;
    }
    QVERIFY2(dark > 100, qPrintable(QString::number(dark)));
    const ChartData data = buildChartData(chipEntries(m_chips), ChartSpec());
    QVERIFY2(r.text().contains(path), r.out.constData());
    QVERIFY2(r.text().contains(QStringLiteral("\n%1 chips plotted\n").arg(data.points.size())),
             r.out.constData());
}

void TestCliChart::pngAtAGivenSize() {
    const QString path = file(QStringLiteral("small.PNG"));
    const CliResult r =
        run({QStringLiteral("chart"), QStringLiteral("--size"), QStringLiteral("640x400"),
             QStringLiteral("--scale"), QStringLiteral("1.5"), QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QImage(path).size(), QSize(960, 600));
    QVERIFY2(r.text().startsWith(QStringLiteral("Wrote %1 (960x600 PNG)\n").arg(path)),
             r.out.constData());
}

void TestCliChart::svgHasAxisTitles() {
    const QString path = file(QStringLiteral("chart.svg"));
    CliResult r = run({QStringLiteral("chart"), QStringLiteral("--size"), QStringLiteral("800x500"),
                       QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    QByteArray svg = readFile(path);
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("TDP (W)"));
    QVERIFY(svg.contains("Dense BF16 throughput (TFLOPS)"));

    r = run({QStringLiteral("chart"), QStringLiteral("--preset"),
             QStringLiteral("throughput-vs-bandwidth"), QStringLiteral("--precision"),
             QStringLiteral("int8"), QStringLiteral("--size"), QStringLiteral("800x500"),
             QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    svg = readFile(path);
    QVERIFY(svg.contains("Memory bandwidth (GB/s)"));
    QVERIFY(svg.contains("Dense INT8 throughput (TOPS)"));
    QVERIFY(!svg.contains("TDP (W)"));
}

void TestCliChart::csvEqualsChartToCsv_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("x");
    QTest::addColumn<QString>("y");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<bool>("logX");

    QTest::newRow("default") << QStringList() << QString() << "tdp_w"
                             << "throughput"
                             << "bf16" << false;
    QTest::newRow("filter nvidia") << cliArgs("--filter nvidia") << "nvidia"
                                   << "tdp_w"
                                   << "throughput"
                                   << "bf16" << false;
    QTest::newRow("filter family, any case") << cliArgs("-f HOPPER") << "HOPPER"
                                             << "tdp_w"
                                             << "throughput"
                                             << "bf16" << false;
    QTest::newRow("release preset at fp8")
        << cliArgs("--preset throughput-vs-release --precision fp8") << QString() << "released"
        << "throughput"
        << "fp8" << false;
    QTest::newRow("preset, y overridden")
        << cliArgs("--preset memory-vs-bandwidth --y perf_per_watt") << QString() << "memory_gb"
        << "perf_per_watt"
        << "bf16" << false;
    QTest::newRow("explicit axes")
        << cliArgs("--x memory_bw_gbs --y bandwidth_per_tflop") << QString() << "memory_bw_gbs"
        << "bandwidth_per_tflop"
        << "bf16" << false;
    QTest::newRow("log x") << cliArgs("--log-x") << QString() << "tdp_w"
                           << "throughput"
                           << "bf16" << true;
}

void TestCliChart::csvEqualsChartToCsv() {
    QFETCH(QStringList, options);
    QFETCH(QString, filter);
    QFETCH(QString, x);
    QFETCH(QString, y);
    QFETCH(QString, precision);
    QFETCH(bool, logX);
    const QString path = file(QStringLiteral("points.csv"));
    QFile::remove(path);
    const CliResult r = run(QStringList{QStringLiteral("chart")} + options +
                            QStringList{QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY2(r.text().startsWith(QStringLiteral("Wrote %1 (CSV)\n").arg(path)), r.out.constData());

    ChartSpec spec;
    spec.x = *Quantity::fromKey(x, QuantityUse::Chart);
    spec.y = *Quantity::fromKey(y, QuantityUse::Chart);
    spec.precision = *precisionFromString(precision);
    spec.logX = logX;
    const QList<Chip> chips = filter.isEmpty() ? m_chips : listed(filter);
    QVERIFY(!chips.isEmpty());
    const ChartData data = buildChartData(chipEntries(chips), spec);
    QVERIFY(!data.points.isEmpty());
    QCOMPARE(readFile(path), chartToCsv(data));
    QVERIFY2(r.text().contains(QStringLiteral("\n%1 chips plotted\n").arg(data.points.size())),
             r.out.constData());
}

void TestCliChart::filterRestrictsPoints() {
    const QString path = file(QStringLiteral("amd.csv"));
    const CliResult r = run({QStringLiteral("chart"), QStringLiteral("--filter"),
                             QStringLiteral("amd"), QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = readFile(path).split('\n');
    // The header, one row per AMD Instinct chip, and the empty rest after the last CRLF.
    QCOMPARE(lines.size(), 1 + 4 + 1);
    for (const QByteArray& line : lines.mid(1, 4))
        QVERIFY2(line.startsWith("\"amd-"), line.constData());
    QVERIFY2(r.text().contains(QStringLiteral("\n4 chips plotted\n")), r.out.constData());
    // The MI455X has neither figure yet: named, not drawn.
    QVERIFY2(r.text().endsWith(QStringLiteral(
                 "\nNot plotted: AMD Instinct MI455X (TDP unknown; Dense BF16 throughput "
                 "unknown)\n")),
             r.out.constData());

    const CliResult none = run({QStringLiteral("chart"), QStringLiteral("--filter"),
                                QStringLiteral("no such vendor"), QStringLiteral("--out"), path});
    QCOMPARE(none.exitCode, 0);
    QVERIFY2(none.text().contains(QStringLiteral("\n0 chips plotted\n")), none.out.constData());
    QCOMPARE(readFile(path), chartToCsv(buildChartData({}, ChartSpec())));
}

void TestCliChart::summaryNamesChipsNotPlotted() {
    const CliResult r =
        run({QStringLiteral("chart"), QStringLiteral("--filter"), QStringLiteral("aws"),
             QStringLiteral("--out"), file(QStringLiteral("aws.csv"))});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.text(), QStringLiteral("Wrote %1 (CSV)\n"
                                      "Dense BF16 throughput (TFLOPS) vs TDP (W)\n"
                                      "Guide lines: 0.25 TFLOPS/W, 0.5 TFLOPS/W\n"
                                      "1 chip plotted\n"
                                      "Hollow markers and \"?\": unverified figures, seen on a "
                                      "third-party page and confirmed by no source: "
                                      "AWS Trainium (Trn1) (TDP)\n"
                                      "Not plotted: AWS Inferentia2 (Inf2) (TDP unknown), "
                                      "AWS Trainium2 (Trn2) (TDP not published), "
                                      "AWS Trainium3 (Trn3) (TDP not published), "
                                      "AWS Trainium4 (design targets) (TDP unknown; Dense "
                                      "BF16 throughput unknown)\n")
                           .arg(file(QStringLiteral("aws.csv"))));

    const CliResult all =
        run({QStringLiteral("chart"), QStringLiteral("--out"), file(QStringLiteral("all.csv"))});
    QCOMPARE(all.exitCode, 0);
    const ChartData data = buildChartData(chipEntries(m_chips), ChartSpec());
    QVERIFY(data.excludedSummary().contains(QStringLiteral("Cloud TPU v4 (TDP not published)")));
    QVERIFY2(all.text().contains(data.excludedSummary() + QLatin1Char('\n')), all.out.constData());
}

void TestCliChart::logAxisNamesTheChip() {
    const QString path = file(QStringLiteral("log.csv"));
    const CliResult linear = run({QStringLiteral("chart"), QStringLiteral("--filter"),
                                  QStringLiteral("zero watt"), QStringLiteral("--out"), path});
    QCOMPARE(linear.exitCode, 0);
    QVERIFY2(linear.text().contains(QStringLiteral("\n1 chip plotted\n")), linear.out.constData());
    QVERIFY(readFile(path).contains(kZeroId.toUtf8()));

    const CliResult r =
        run({QStringLiteral("chart"), QStringLiteral("--log-x"), QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    const QString reason = QStringLiteral("TDP is 0 W: a log axis cannot show it");
    QVERIFY2(r.text().contains(
                 QStringLiteral("Log axis: %1 is not plotted: %2\n").arg(kZeroName, reason)),
             r.out.constData());
    QVERIFY2(r.text().contains(QStringLiteral("%1 (%2)").arg(kZeroName, reason)),
             r.out.constData());
    QVERIFY(!readFile(path).contains(kZeroId.toUtf8()));
    // Only the chip the log axis drops gets that line, not those missing a figure.
    QCOMPARE(r.text().count(QStringLiteral("Log axis: ")), 1);
}

// A catalog whose chips grow past the bounded list's length: the summary names the first
// chips not plotted and counts the rest; --verbose names them all.
void TestCliChart::notPlottedIsBounded() {
    const QString db = file(QStringLiteral("many.sqlite"));
    {
        StorageError error;
        Catalog::Options options;
        options.seedBuiltIn = false;
        std::unique_ptr<Catalog> catalog = Catalog::open(db, options, &error);
        QVERIFY2(catalog, qPrintable(error.message));
        QList<Chip> chips;
        for (int i = 0; i < kBoundedListLength + 15; ++i) {
            Chip chip;
            chip.id = QStringLiteral("unplotted-%1").arg(i, 2, 10, QLatin1Char('0'));
            chip.name = QStringLiteral("Unplotted %1").arg(i, 2, 10, QLatin1Char('0'));
            chip.vendor = QStringLiteral("Testvendor");
            chip.figure(Field::Bf16TflopsDense).value = 100.0 + i;
            chip.figure(Field::Bf16TflopsDense).status = FigureStatus::Published;
            chips << chip;
        }
        QVERIFY2(testwrites::editChips(*catalog, chips, &error), qPrintable(error.message));
    }
    const QString out = file(QStringLiteral("many.csv"));
    // English, so that the count reads "and 15 more" whatever the translations hold.
    QProcessEnvironment env = m_env;
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    const QString last = QStringLiteral("Unplotted %1 (TDP unknown)").arg(kBoundedListLength + 14);
    const CliResult bounded = runCli(
        {QStringLiteral("--db"), db, QStringLiteral("chart"), QStringLiteral("--out"), out}, env);
    QCOMPARE(bounded.exitCode, 0);
    // The JSON summary lists every chip not plotted (the built-in ones the CLI seeds, and ours).
    const CliResult json = runCli({QStringLiteral("--db"), db, QStringLiteral("chart"),
                                   QStringLiteral("--out"), out, QStringLiteral("--json")},
                                  env);
    const qsizetype excluded = json.json()[u"excluded"].toArray().size();
    QVERIFY(excluded >= kBoundedListLength + 15);
    QVERIFY2(bounded.text().contains(
                 QStringLiteral(", and %1 more\n").arg(excluded - kBoundedListLength)),
             bounded.out.constData());
    QVERIFY2(!bounded.text().contains(last), bounded.out.constData());

    const CliResult verbose = runCli({QStringLiteral("--db"), db, QStringLiteral("chart"),
                                      QStringLiteral("--out"), out, QStringLiteral("--verbose")},
                                     env);
    QCOMPARE(verbose.exitCode, 0);
    QVERIFY2(verbose.text().contains(last + QLatin1Char('\n')), verbose.out.constData());
    QVERIFY2(!verbose.text().contains(QStringLiteral("more")), verbose.out.constData());
    // The CSV holds every plotted point whatever the summary shows: a header and one row each.
    QCOMPARE(readFile(out).count('\n'), 1 + json.json()[u"plotted"].toArray().size());
}

void TestCliChart::json() {
    const QString path = file(QStringLiteral("json.svg"));
    const CliResult r =
        run({QStringLiteral("chart"), QStringLiteral("--filter"), QStringLiteral("nvidia"),
             QStringLiteral("--size"), QStringLiteral("800x500"), QStringLiteral("--log-y"),
             QStringLiteral("--json"), QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = r.json().object();
    QCOMPARE(json[u"path"].toString(), path);
    QCOMPARE(json[u"format"].toString(), QStringLiteral("svg"));
    QCOMPARE(json[u"width"].toInt(), 800);
    QCOMPARE(json[u"height"].toInt(), 500);
    QCOMPARE(json[u"x"].toString(), QStringLiteral("tdp_w"));
    QCOMPARE(json[u"y"].toString(), QStringLiteral("throughput"));
    QCOMPARE(json[u"log_y"].toBool(), true);
    ChartSpec spec;
    spec.logY = true;
    const ChartData data = buildChartData(chipEntries(listed(QStringLiteral("nvidia"))), spec);
    QStringList ids;
    for (const ChartPoint& point : data.points)
        ids << point.id;
    QCOMPARE(json[u"plotted"].toArray(), QJsonArray::fromStringList(ids));
    const QJsonArray excluded = json[u"excluded"].toArray();
    QCOMPARE(excluded.size(), data.excluded.size());
    QCOMPARE(excluded.at(0)[u"id"].toString(), data.excluded.at(0).id);
    QCOMPARE(excluded.at(0)[u"reason"].toString(), data.excluded.at(0).reason);
}

void TestCliChart::help() {
    const CliResult r = run({QStringLiteral("chart"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    for (const char* part : {"chipatlas-cli [global options] chart", "--out", "--log-x", "--size",
                             "perf-per-watt", "bandwidth_per_tflop", "released"})
        QVERIFY2(r.text().contains(QString::fromLatin1(part)), part);
    const CliResult global = run({QStringLiteral("--help")});
    QCOMPARE(global.exitCode, 0);
    QVERIFY(global.text().contains(QStringLiteral("  chart ")));
}

void TestCliChart::errors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("named");
    const QString out = QStringLiteral(" --out ") + file(QStringLiteral("never.png"));
    const auto args = [&](const char* text) { return cliArgs(text) + cliArgs(qPrintable(out)); };
    QTest::newRow("unknown x") << args("chart --x tdp") << 2 << "unknown field \"tdp\" for --x";
    QTest::newRow("unknown y lists fields") << args("chart --y nope") << 2 << "tdp_w, memory_gb";
    QTest::newRow("vendor") << args("chart --x vendor") << 2
                            << "vendor is text: a chart needs numbers or dates";
    QTest::newRow("memory type") << args("chart --y memory_type") << 2
                                 << "memory_type is text: a chart needs numbers or dates";
    QTest::newRow("unknown preset") << args("chart --preset fast") << 2 << "\"fast\"";
    QTest::newRow("unknown preset lists the results' charts")
        << args("chart --preset fast") << 2 << "measured-vs-bound, tokens-per-watt";
    QTest::newRow("axis on a results chart")
        << args("chart --preset measured-vs-bound --x tdp_w") << 2
        << "--x does not apply to --preset measured-vs-bound";
    QTest::newRow("systems on a results chart")
        << args("chart --preset tokens-per-watt --systems") << 2
        << "--systems does not apply to --preset tokens-per-watt";
    QTest::newRow("unknown precision") << args("chart --precision fp7") << 2 << "\"fp7\"";
    QTest::newRow("missing --out") << cliArgs("chart --x tdp_w") << 2 << "--out";
    QTest::newRow("bad extension") << cliArgs("chart --out chart.jpg") << 2 << "\"chart.jpg\"";
    QTest::newRow("no extension") << cliArgs("chart --out chart") << 2 << "\"chart\"";
    QTest::newRow("bad size") << args("chart --size 1600") << 2 << "\"1600\"";
    QTest::newRow("size too small") << args("chart --size 10x10") << 2 << "\"10x10\"";
    QTest::newRow("size not numbers") << args("chart --size axb") << 2 << "\"axb\"";
    QTest::newRow("bad scale") << args("chart --scale 0") << 2 << "--scale \"0\"";
    QTest::newRow("scale not a number") << args("chart --scale two") << 2 << "\"two\"";
    QTest::newRow("image too large")
        << args("chart --size 10000x5000 --scale 4") << 2 << "40000x20000";
    QTest::newRow("argument") << args("chart extra") << 2 << "\"extra\"";
    QTest::newRow("unknown option") << args("chart --colour red") << 2 << "colour";
}

void TestCliChart::errors() {
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, named);
    verifyCliError(run(arguments), exitCode, named);
    QVERIFY(!QFile::exists(file(QStringLiteral("never.png"))));
}

void TestCliChart::unwritablePath() {
    const QString path = file(QStringLiteral("no-such-folder/chart.png"));
    verifyCliError(run({QStringLiteral("chart"), QStringLiteral("--out"), path}), 1,
                   QStringLiteral("chart.png"));
    QVERIFY(!QFile::exists(path));

    // A folder where the file should be.
    const QString folder = file(QStringLiteral("folder.csv"));
    QVERIFY(QDir().mkpath(folder));
    verifyCliError(run({QStringLiteral("chart"), QStringLiteral("--out"), folder}), 1,
                   QStringLiteral("folder.csv"));
}

QTEST_GUILESS_MAIN(TestCliChart)
#include "tst_cli_chart.moc"
