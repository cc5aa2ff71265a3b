// export --results and import --results end to end: a results file exports, imports and exports
// to the same bytes (CSV and JSON), and an MLPerf results folder (tests/data/mlperf, copies of
// MLCommons' published files) imports as audited results, all or nothing. What a bad results
// file gets is tst_import_dryrun's (tests/data/import-checks/results-*).
#include "clirunner.h"
#include "io/resultcsv.h"
#include "io/resultjson.h"
#include "testtree.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace chipatlas;

namespace {
QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const QString kMlperf =
    QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/mlperf/inference_results_v5.1/closed/");
const QString kChecks = QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/import-checks/");

} // namespace

class TestCliResultFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exportImportExportIsByteIdentical_data();
    void exportImportExportIsByteIdentical();
    void mlperfFolderImportsAuditedResults();
    void mlperfAcceleratorMapping();
    void mlperfUnknownRoundNeedsItsDate();
    void usageErrors();

private:
    QString freshCatalog(const QString& name) const;
    QList<QJsonObject> exportedResults(const QString& db, const QJsonArray& ids) const;

    QTemporaryDir m_dir;
    QString m_db;
    QProcessEnvironment m_env;
};

void TestCliResultFiles::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("HOME"), m_dir.path());
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
    m_env.insert(QStringLiteral("CHIPATLAS_TODAY"), QStringLiteral("2026-01-01"));
    QCOMPARE(runCliOn(m_db, {QStringLiteral("models")}, m_env).exitCode, 0); // creates it
}

QString TestCliResultFiles::freshCatalog(const QString& name) const {
    const QString path = m_dir.filePath(name + QStringLiteral(".sqlite"));
    QFile::remove(path);
    if (!QFile::copy(m_db, path))
        qWarning("cannot copy the catalog to %s", qPrintable(path));
    return path;
}

// The results with these ids, as export --results writes them to JSON (it writes the built-in
// ones too).
QList<QJsonObject> TestCliResultFiles::exportedResults(const QString& db,
                                                       const QJsonArray& ids) const {
    const QString path = m_dir.filePath(QStringLiteral("exported.json"));
    const CliResult r =
        runCliOn(db, {QStringLiteral("export"), QStringLiteral("--results"), path}, m_env);
    if (r.exitCode != 0)
        qWarning("export --results failed: %s", r.err.constData());
    QList<QJsonObject> results;
    const QJsonArray array =
        QJsonDocument::fromJson(readFile(path)).object().value(QStringLiteral("results")).toArray();
    for (const QJsonValue& value : array) {
        if (!ids.contains(value.toObject().value(QStringLiteral("id"))))
            continue;
        results << value.toObject();
    }
    return results;
}

void TestCliResultFiles::exportImportExportIsByteIdentical_data() {
    QTest::addColumn<QString>("extension");
    QTest::newRow("CSV") << QStringLiteral("csv");
    QTest::newRow("JSON") << QStringLiteral("json");
}

void TestCliResultFiles::exportImportExportIsByteIdentical() {
    QFETCH(QString, extension);
    const QString db = freshCatalog(QStringLiteral("roundtrip-") + extension);
    const CliResult imported = runCliOn(db,
                                        {QStringLiteral("import"), QStringLiteral("--results"),
                                         kChecks + QStringLiteral("results-valid.") + extension},
                                        m_env);
    QCOMPARE(imported.exitCode, 0);
    QVERIFY2(imported.text().contains(QLatin1String(": 4 new, 0 changed, 0 unchanged")),
             imported.out.constData());
    const QString first = m_dir.filePath(QStringLiteral("first.") + extension);
    const CliResult exported =
        runCliOn(db, {QStringLiteral("export"), QStringLiteral("--results"), first}, m_env);
    QCOMPARE(exported.exitCode, 0);
    QVERIFY2(exported.text().startsWith(QLatin1String("Exported ")), exported.out.constData());

    // Into another catalog and out again: the same bytes.
    const QString other = freshCatalog(QStringLiteral("roundtrip-other-") + extension);
    QCOMPARE(runCliOn(other, {QStringLiteral("import"), QStringLiteral("--results"), first}, m_env)
                 .exitCode,
             0);
    const QString second = m_dir.filePath(QStringLiteral("second.") + extension);
    QCOMPARE(runCliOn(other, {QStringLiteral("export"), QStringLiteral("--results"), second}, m_env)
                 .exitCode,
             0);
    QCOMPARE(readFile(second), readFile(first));
    // And importing it again changes nothing.
    const CliResult again =
        runCliOn(other, {QStringLiteral("import"), QStringLiteral("--results"), second}, m_env);
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.text().contains(QLatin1String("unchanged\nNothing to import")),
             again.out.constData());
}

void TestCliResultFiles::mlperfFolderImportsAuditedResults() {
    const QString db = freshCatalog(QStringLiteral("mlperf"));
    const QString folder = kMlperf + QStringLiteral("NVIDIA");
    const QByteArray before = readFile(db);
    const QJsonObject dry = runCliJson(db,
                                       {QStringLiteral("import"), QStringLiteral("--results"),
                                        folder, QStringLiteral("--dry-run")},
                                       m_env)
                                .object();
    QCOMPARE(dry.value(QStringLiteral("new")).toArray(),
             QJsonArray{
                 QStringLiteral("mlperf-v5.1-nvidia-b200-sxm-180gbx8_trt-llama3.1-405b-offline")});
    QCOMPARE(dry.value(QStringLiteral("skipped")).toArray().size(), 1); // rgat: no tokens
    QCOMPARE(readFile(db), before);

    const CliResult real =
        runCliOn(db, {QStringLiteral("import"), QStringLiteral("--results"), folder}, m_env);
    QCOMPARE(real.exitCode, 0);
    QVERIFY2(real.text().contains(
                 QLatin1String("left out closed/NVIDIA/results/B200-SXM-180GBx8_TRT/rgat/Offline: "
                               "no tokens per second")),
             real.out.constData());
    const QList<QJsonObject> results =
        exportedResults(db, dry.value(QStringLiteral("new")).toArray());
    QCOMPARE(results.size(), 1);
    const QJsonObject r = results.first();
    QCOMPARE(r.value(QStringLiteral("hardware")).toString(), QStringLiteral("nvidia-b200"));
    QCOMPARE(r.value(QStringLiteral("hardware_count")).toInt(), 8);
    QCOMPARE(r.value(QStringLiteral("model")).toString(), QStringLiteral("llama-3.1-405b"));
    QCOMPARE(r.value(QStringLiteral("tokens_per_s")).toDouble(), 1624.11);
    QCOMPARE(r.value(QStringLiteral("claim_kind")).toString(), QStringLiteral("audited"));
    QCOMPARE(r.value(QStringLiteral("mlperf_result_id")).toString(), QStringLiteral("5.1-0069"));
    // Dated the day MLCommons published v5.1's results.
    QCOMPARE(r.value(QStringLiteral("date")).toString(), QStringLiteral("2025-09-09"));
}

void TestCliResultFiles::mlperfAcceleratorMapping() {
    const QString db = freshCatalog(QStringLiteral("mapping"));
    const QString folder = kMlperf + QStringLiteral("AMD/results/8xMI300X_2xEPYC_9575F");
    const QByteArray before = readFile(db);
    // A mapping to a chip the catalog lacks: refused, nothing written.
    const CliResult refused = runCliOn(db,
                                       {QStringLiteral("import"), QStringLiteral("--results"),
                                        folder, QStringLiteral("--accelerator"),
                                        QStringLiteral("AMD Instinct MI300X 192GB HBM3=acme-x9")},
                                       m_env);
    verifyCliError(refused, 1,
                   QStringLiteral("Hardware (hardware): 'acme-x9' is not a chip or system in the "
                                  "catalog; nothing was imported"));
    QCOMPARE(readFile(db), before);
    // Mapped to another chip of the catalog: its results are that chip's.
    const QJsonObject mapped =
        runCliJson(db,
                   {QStringLiteral("import"), QStringLiteral("--results"), folder,
                    QStringLiteral("--accelerator"),
                    QStringLiteral("AMD Instinct MI300X 192GB HBM3=amd-mi325x")},
                   m_env)
            .object();
    const QJsonArray ids = mapped.value(QStringLiteral("new")).toArray();
    QCOMPARE(ids.size(), 3);
    const QList<QJsonObject> results = exportedResults(db, ids);
    QCOMPARE(results.size(), 3);
    for (const QJsonObject& r : results)
        QCOMPARE(r.value(QStringLiteral("hardware")).toString(), QStringLiteral("amd-mi325x"));
}

// A round ChipAtlas does not know the date of: refused, nothing written, the message naming
// --published; with it, every result has the date given.
void TestCliResultFiles::mlperfUnknownRoundNeedsItsDate() {
    const QString db = freshCatalog(QStringLiteral("unknown-round"));
    const QString root = m_dir.filePath(QStringLiteral("inference_results_v6.0"));
    testtree::copyTree(kMlperf + QStringLiteral(".."), root);
    testtree::replaceInFile(root + QStringLiteral("/summary_results.json"), "\"version\": \"v5.1\"",
                            "\"version\": \"v6.0\"");
    const QString folder = root + QStringLiteral("/closed/NVIDIA");
    const QByteArray before = readFile(db);
    const CliResult refused =
        runCliOn(db, {QStringLiteral("import"), QStringLiteral("--results"), folder}, m_env);
    verifyCliError(refused, 1,
                   QStringLiteral("ChipAtlas does not know when MLCommons published MLPerf "
                                  "Inference v6.0"));
    QVERIFY2(refused.err.contains("--published YYYY-MM-DD"), refused.err.constData());
    QCOMPARE(readFile(db), before);

    const QJsonObject dated =
        runCliJson(db,
                   {QStringLiteral("import"), QStringLiteral("--results"), folder,
                    QStringLiteral("--published"), QStringLiteral("2025-12-01")},
                   m_env)
            .object();
    const QList<QJsonObject> results =
        exportedResults(db, dated.value(QStringLiteral("new")).toArray());
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.first().value(QStringLiteral("date")).toString(),
             QStringLiteral("2025-12-01"));
    QCOMPARE(results.first().value(QStringLiteral("mlperf_version")).toString(),
             QStringLiteral("v6.0"));
}

void TestCliResultFiles::usageErrors() {
    verifyCliError(
        runCliOn(m_db,
                 {QStringLiteral("import"), QStringLiteral("--published"),
                  QStringLiteral("2025-09-09"), kChecks + QStringLiteral("results-valid.csv")},
                 m_env),
        2,
        QStringLiteral("--published dates an MLPerf folder's results; it goes with "
                       "--results"));
    verifyCliError(runCliOn(m_db,
                            {QStringLiteral("import"), QStringLiteral("--results"),
                             QStringLiteral("--published"), QStringLiteral("9 Sept 2025"),
                             kMlperf + QStringLiteral("AMD")},
                            m_env),
                   2, QStringLiteral("--published \"9 Sept 2025\": write the date as YYYY-MM-DD"));
    verifyCliError(runCliOn(m_db,
                            {QStringLiteral("import"), QStringLiteral("--results"),
                             QStringLiteral("--published"), QStringLiteral("2025-09-09"),
                             kChecks + QStringLiteral("results-valid.csv")},
                            m_env),
                   2, QStringLiteral("a results file gives each result's date in its date column"));
    verifyCliError(runCliOn(m_db,
                            {QStringLiteral("import"), QStringLiteral("--accelerator"),
                             QStringLiteral("a=b"), kChecks + QStringLiteral("results-valid.csv")},
                            m_env),
                   2, QStringLiteral("it goes with --results"));
    verifyCliError(
        runCliOn(m_db,
                 {QStringLiteral("import"), QStringLiteral("--results"),
                  QStringLiteral("--systems"), kChecks + QStringLiteral("results-valid.csv")},
                 m_env),
        2, QStringLiteral("one of --systems, --offers and --results"));
    verifyCliError(runCliOn(m_db,
                            {QStringLiteral("import"), QStringLiteral("--results"),
                             QStringLiteral("--accelerator"), QStringLiteral("no-equals"),
                             kMlperf + QStringLiteral("AMD")},
                            m_env),
                   2, QStringLiteral("--accelerator \"no-equals\": write it as NAME=CHIP_ID"));
    verifyCliError(runCliOn(m_db,
                            {QStringLiteral("export"), QStringLiteral("--results"),
                             QStringLiteral("--offers"), m_dir.filePath(QStringLiteral("x.csv"))},
                            m_env),
                   2, QStringLiteral("one of --systems, --offers and --results"));
    // A folder that is not MLPerf's layout.
    verifyCliError(
        runCliOn(m_db, {QStringLiteral("import"), QStringLiteral("--results"), kChecks}, m_env), 1,
        QStringLiteral("is not an MLPerf results folder"));
}

QTEST_GUILESS_MAIN(TestCliResultFiles)
#include "tst_cli_result_files.moc"
