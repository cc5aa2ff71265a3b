// One vocabulary: the GUI's start-up options (parseGuiCommandLine) and the real chipatlas-cli
// accept exactly the same keys for sorting, listing and charting, and show them with the same
// labels and units.
#include "clirunner.h"
#include "domain/chartdata.h"
#include "domain/quantity.h"
#include "domain/systemcolumns.h"
#include "guistartup.h"
#include "storage/catalog.h"
#include "table/chiptablemodel.h"

#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>

using namespace chipatlas;

class TestCliVocabulary : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sameKeys_data();
    void sameKeys();
    void tableColumnsAreTheListableKeys();
    void sameHeaders_data();
    void sameHeaders();
    void sameCells_data();
    void sameCells();

private:
    CliResult run(const QStringList& arguments) const {
        return runCli(QStringList{QStringLiteral("--db"), m_db} + arguments, m_env);
    }
    static bool guiAccepts(const QString& option, const QString& key) {
        const GuiCommandLine commandLine =
            parseGuiCommandLine({QStringLiteral("chipatlas"), QLatin1String("--") + option, key});
        return commandLine.action == GuiCommandLine::Action::Run;
    }

    QTemporaryDir m_dir;
    QString m_db;
    QList<Chip> m_chips; // the binary's catalog, read in-process as the GUI reads it
    QProcessEnvironment m_env;
};

void TestCliVocabulary::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("xdg-config")));
    // Creates and seeds the catalog once, so that each run below only reads it.
    QCOMPARE(
        run({QStringLiteral("list"), QStringLiteral("--filter"), QStringLiteral("H100")}).exitCode,
        0);
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(guiCatalogConnection(m_db), &error);
    QVERIFY2(catalog, qPrintable(error.message));
    m_chips = catalog->chips().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
}

void TestCliVocabulary::sameKeys_data() {
    QTest::addColumn<QString>("key");
    for (const Quantity& quantity : Quantity::all())
        QTest::newRow(qPrintable(quantity.key())) << quantity.key();
    // Near misses of real keys: refused everywhere.
    for (const char* key : {"tdp", "TDP_W", "perf_per_W", "throughputs", "family"})
        QTest::newRow(key) << QString::fromLatin1(key);
}

void TestCliVocabulary::sameKeys() {
    QFETCH(QString, key);
    const auto accepted = [](const CliResult& result) {
        if (result.exitCode != 0 && result.exitCode != 2)
            qWarning("unexpected exit %d: %s", result.exitCode, result.err.constData());
        return result.exitCode == 0;
    };
    const QString nothing = QStringLiteral("no chip has this name");

    const bool sortable = Quantity::fromKey(key, QuantityUse::Sort).has_value();
    QCOMPARE(guiAccepts(QStringLiteral("sort"), key), sortable);
    QCOMPARE(accepted(run({QStringLiteral("list"), QStringLiteral("--sort"), key,
                           QStringLiteral("--filter"), nothing})),
             sortable);

    const bool listable = Quantity::fromKey(key, QuantityUse::List).has_value();
    QCOMPARE(guiAccepts(QStringLiteral("columns"), key), listable);
    QCOMPARE(accepted(run({QStringLiteral("list"), QStringLiteral("--columns"), key,
                           QStringLiteral("--filter"), nothing})),
             listable);

    const bool chartable = Quantity::fromKey(key, QuantityUse::Chart).has_value();
    const QString out = m_dir.filePath(QStringLiteral("chart.csv"));
    for (const char* axis : {"x", "y"}) {
        QCOMPARE(guiAccepts(QStringLiteral("chart-") + QLatin1String(axis), key), chartable);
        const CliResult chart =
            run({QStringLiteral("chart"), QLatin1String("--") + QLatin1String(axis), key,
                 QStringLiteral("--out"), out, QStringLiteral("--json")});
        QCOMPARE(accepted(chart), chartable);
        if (!chartable) {
            // The error names the key and lists the valid ones.
            QVERIFY2(chart.errorText().contains(key.trimmed()), chart.err.constData());
            QVERIFY2(chart.errorText().contains(QLatin1String("throughput")),
                     chart.err.constData());
            continue;
        }
        // The axis title the CLI prints is the one the GUI's chart shows.
        const GuiCommandLine gui = parseGuiCommandLine(
            {QStringLiteral("chipatlas"), QStringLiteral("--chart-") + QLatin1String(axis), key});
        QVERIFY(gui.view.chart);
        ChartSpec spec;
        if (QLatin1String(axis) == QLatin1String("x"))
            spec.x = *gui.view.chart->x;
        else
            spec.y = *gui.view.chart->y;
        const ChartData data = buildChartData({}, spec);
        const QJsonObject summary = chart.json().object();
        QCOMPARE(summary[QLatin1String(axis) + QLatin1String("_title")].toString(),
                 QLatin1String(axis) == QLatin1String("x") ? data.xTitle : data.yTitle);
    }
}

void TestCliVocabulary::tableColumnsAreTheListableKeys() {
    // Besides the listable keys, the chip table has the offer columns, named as the Systems
    // table names them (systemcolumns.h); `chipatlas-cli offers ID` prints what they show.
    QStringList columns;
    QStringList offerColumns;
    for (int column = 0; column < ChipTableModel::ColumnCount; ++column)
        (ChipTableModel::isOfferColumn(column) ? offerColumns : columns)
            << ChipTableModel::columnKey(column);
    QCOMPARE(offerColumns, (QStringList{systemColumnKey(SystemColumn::CheapestPerChipHour),
                                        systemColumnKey(SystemColumn::DearestPerChipHour),
                                        systemColumnKey(SystemColumn::OfferSpread)}));
    QStringList listable = Quantity::keys(QuantityUse::List);
    columns.sort();
    listable.sort();
    QCOMPARE(columns, listable);
    // --sort and --columns name the column of their key.
    for (const QString& key : Quantity::keys(QuantityUse::Sort)) {
        const GuiCommandLine sort = parseGuiCommandLine(
            {QStringLiteral("chipatlas"), QStringLiteral("--sort"), key + QStringLiteral(":desc")});
        QCOMPARE(ChipTableModel::columnKey(sort.view.sortColumn), key);
        const GuiCommandLine shown =
            parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--columns"), key});
        QCOMPARE(shown.view.columns, QList<int>{ChipTableModel::columnForKey(key)});
    }
}

void TestCliVocabulary::sameHeaders_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<Precision>("precision");
    for (const QString& key : Quantity::keys(QuantityUse::List))
        QTest::addRow("%s bf16", qPrintable(key)) << key << Precision::BF16;
    for (const char* key : {"perf_per_watt", "bandwidth_per_tflop", "int8_tops_dense"})
        QTest::addRow("%s int8", key) << QString::fromLatin1(key) << Precision::INT8;
}

void TestCliVocabulary::sameHeaders() {
    QFETCH(QString, key);
    QFETCH(Precision, precision);
    const CliResult result = run({QStringLiteral("list"), QStringLiteral("--columns"), key,
                                  QStringLiteral("--precision"), precisionKey(precision),
                                  QStringLiteral("--filter"), QStringLiteral("H100 SXM")});
    QCOMPARE(result.exitCode, 0);
    const QString header = result.text().section(QLatin1Char('\n'), 0, 0).trimmed();

    ChipTableModel model;
    model.setPrecision(precision);
    const QString tableHeader = model.headerData(ChipTableModel::columnForKey(key), Qt::Horizontal)
                                    .toString()
                                    .replace(QLatin1Char('\n'), QLatin1Char(' '));
    QCOMPARE(header, tableHeader);
    if (precision == Precision::INT8 && key != QLatin1String("int8_tops_dense")) {
        QVERIFY2(header.contains(QLatin1String("TOPS")), qPrintable(header));
        QVERIFY2(!header.contains(QLatin1String("TFLOPS")), qPrintable(header));
    }
}

void TestCliVocabulary::sameCells_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("key");
    QTest::addColumn<Precision>("precision");
    const auto row = [](const char* id, const char* key, Precision precision) {
        QTest::addRow("%s %s %s", id, key, qPrintable(precisionKey(precision)))
            << QString::fromLatin1(id) << QString::fromLatin1(key) << precision;
    };
    // A published chip; Trainium1, whose TDP only a third-party page gives; Groq, whose INT8
    // figure may be sparse; the MI355X, whose FP4 press figure may be.
    for (const char* key : {"memory_gb", "memory_bw_gbs", "tdp_w", "perf_per_watt"}) {
        row("nvidia-h100-sxm", key, Precision::BF16);
        row("aws-trainium1", key, Precision::BF16);
    }
    for (const char* key : {"memory_gb", "int8_tops_dense", "bandwidth_per_tflop"})
        row("groq-lpu-v1", key, Precision::INT8);
    for (const char* key : {"fp4_tflops_dense", "perf_per_watt", "bandwidth_per_tflop"})
        row("amd-mi355x", key, Precision::FP4);
    row("amd-mi355x", "perf_per_watt", Precision::BF16);
}

void TestCliVocabulary::sameCells() {
    // `list` prints a cell as the GUI's table shows it, both through Quantity::cellText(): the
    // same number in the column's unit ("80", "34.36 ‡") and the same marker, "?" for an
    // unverified figure and "*" for one that may be sparse, carried into every ratio built on it.
    QFETCH(QString, id);
    QFETCH(QString, key);
    QFETCH(Precision, precision);
    const auto chip =
        std::find_if(m_chips.cbegin(), m_chips.cend(), [&](const Chip& c) { return c.id == id; });
    QVERIFY(chip != m_chips.cend());
    const QLocale previous;
    QLocale::setDefault(QLocale::c()); // the CLI's locale, whatever the system's
    ChipTableModel model;
    QLocale::setDefault(previous);
    model.setChips({*chip});
    model.setPrecision(precision);
    QString tableCell = model.index(0, ChipTableModel::columnForKey(key)).data().toString();
    tableCell.replace(QStringLiteral(" ?"), QStringLiteral("?"));
    tableCell.replace(QStringLiteral(" *"), QStringLiteral("*"));

    const CliResult result = run({QStringLiteral("list"), QStringLiteral("--columns"), key,
                                  QStringLiteral("--precision"), precisionKey(precision),
                                  QStringLiteral("--filter"), id});
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.text().section(QLatin1Char('\n'), 2, 2).trimmed(), tableCell);
    if (id == QLatin1String("amd-mi355x") && precision == Precision::FP4)
        QVERIFY2(tableCell.endsWith(QLatin1Char('*')), qPrintable(tableCell));
    if (id == QLatin1String("groq-lpu-v1") && key != QLatin1String("memory_gb"))
        QVERIFY2(tableCell.endsWith(QLatin1Char('*')), qPrintable(tableCell));
}

QTEST_MAIN(TestCliVocabulary)
#include "tst_cli_vocabulary.moc"
