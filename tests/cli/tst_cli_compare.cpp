// chipatlas-cli compare, end to end: the real binary on a catalog in a temporary folder gives
// the same rows and sentences as compareEntries(chipEntries()) on the built-in chips.
#include "clirunner.h"
#include "domain/comparison.h"
#include "io/catalogjson.h"
#include "io/comparisonexport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace chipatlas;

class TestCliCompare : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void jsonEqualsCompareChips_data();
    void jsonEqualsCompareChips();
    void text();
    void precision();
    void errors_data();
    void errors();

private:
    CliResult run(const QStringList& arguments) const {
        return runCli(QStringList{QStringLiteral("--db"), m_db} + arguments, m_env);
    }
    Comparison expected(const QStringList& ids, Precision precision = Precision::BF16) const;

    QTemporaryDir m_dir;
    QString m_db;
    QProcessEnvironment m_env;
    QList<Chip> m_builtIn;
};

void TestCliCompare::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("xdg-config")));
    // The CLI's output must not follow the system's language.
    m_env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    QVERIFY2(file, qPrintable(error));
    m_builtIn = file->chips;
}

Comparison TestCliCompare::expected(const QStringList& ids, Precision precision) const {
    QList<Chip> chips;
    for (const QString& id : ids) {
        for (const Chip& chip : m_builtIn) {
            if (chip.id == id)
                chips << chip;
        }
    }
    return compareEntries(chipEntries(chips), precision, QLocale::c());
}

void TestCliCompare::jsonEqualsCompareChips_data() {
    QTest::addColumn<QStringList>("ids");
    const auto ids = [](const char* text) {
        return QString::fromLatin1(text).split(QLatin1Char(' '));
    };
    QTest::newRow("L40S vs Trn1") << ids("nvidia-l40s aws-trainium1");
    QTest::newRow("H200 vs MI300X") << ids("nvidia-h200-sxm amd-mi300x");
    QTest::newRow("four chips") << ids("amd-mi355x nvidia-b200 aws-trainium2 cerebras-wse-3");
}

void TestCliCompare::jsonEqualsCompareChips() {
    QFETCH(QStringList, ids);
    const CliResult r =
        run(QStringList{QStringLiteral("compare")} + ids + QStringList{QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QByteArray());
    const QJsonObject json = r.json().object();
    const Comparison comparison = expected(ids);
    QCOMPARE(json[u"chips"].toArray(), QJsonArray::fromStringList(ids));
    QCOMPARE(json[u"summary"].toArray(), QJsonArray::fromStringList(comparison.summary));
    QCOMPARE(json[u"rows"].toArray().size(), comparison.rows.size());
    QCOMPARE(json, comparisonToJson(comparison));
}

void TestCliCompare::text() {
    const CliResult r = run({QStringLiteral("compare"), QStringLiteral("nvidia-l40s"),
                             QStringLiteral("aws-trainium1")});
    QCOMPARE(r.exitCode, 0);
    const QString text = r.text();
    const Comparison comparison =
        expected({QStringLiteral("nvidia-l40s"), QStringLiteral("aws-trainium1")});
    QCOMPARE(
        comparison.summary.value(0),
        QStringLiteral("NVIDIA L40S is faster for training: 1.91x the dense BF16 throughput of "
                       "AWS Trainium (Trn1) (362.05 vs 190 TFLOPS)."));
    for (const QString& sentence : comparison.summary)
        QVERIFY2(text.contains(sentence), qPrintable(sentence));
    for (const char* part :
         {"Compute (dense)", "Power and efficiency", "362.05 TFLOPS", "190 TFLOPS (0.52x)",
          "500 W ?", "TFLOPS/W", "GB/s", "Winner", "Markers:"})
        QVERIFY2(text.contains(QString::fromUtf8(part)), part);
    QVERIFY(!text.contains(QStringLiteral("362,05")));
}

void TestCliCompare::precision() {
    const CliResult r = run({QStringLiteral("compare"), QStringLiteral("amd-mi300x"),
                             QStringLiteral("nvidia-h200-sxm"), QStringLiteral("--precision"),
                             QStringLiteral("fp8"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = r.json().object();
    QCOMPARE(json[u"precision"].toString(), QStringLiteral("fp8"));
    QCOMPARE(json, comparisonToJson(
                       expected({QStringLiteral("amd-mi300x"), QStringLiteral("nvidia-h200-sxm")},
                                Precision::FP8)));
    QVERIFY(json[u"summary"].toArray().at(2).toString().contains(QStringLiteral("at FP8")));
}

void TestCliCompare::errors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("named");
    QTest::newRow("one id") << cliArgs("compare nvidia-l40s") << 2 << "got 1";
    QTest::newRow("no id") << cliArgs("compare --json") << 2 << "got 0";
    QTest::newRow("five ids") << cliArgs("compare nvidia-l40s aws-trainium1 amd-mi300x "
                                         "nvidia-h200-sxm nvidia-b200")
                              << 2 << "got 5";
    QTest::newRow("unknown id") << cliArgs("compare nvidia-l40s no-such-chip") << 1
                                << "\"no-such-chip\"";
    QTest::newRow("unknown id, json")
        << cliArgs("compare no-such-chip nvidia-l40s --json") << 1 << "\"no-such-chip\"";
    QTest::newRow("duplicate id") << cliArgs("compare nvidia-l40s aws-trainium1 nvidia-l40s") << 2
                                  << "\"nvidia-l40s\"";
    QTest::newRow("unknown precision")
        << cliArgs("compare nvidia-l40s aws-trainium1 --precision fp7") << 2 << "\"fp7\"";
}

void TestCliCompare::errors() {
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, named);
    verifyCliError(run(arguments), exitCode, named);
}

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
