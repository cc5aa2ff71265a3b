#include "io/mlperfresults.h"
#include "testtree.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

namespace {
// Small copies of MLCommons' published files (tests/data/README.md).
const QString kRoot =
    QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/mlperf/inference_results_v5.1");

MlperfReadOptions catalogOptions() {
    MlperfReadOptions options;
    options.chipIds = {QStringLiteral("amd-mi300x"),      QStringLiteral("amd-mi325x"),
                       QStringLiteral("nvidia-b200"),     QStringLiteral("nvidia-gb200"),
                       QStringLiteral("nvidia-h100-sxm"), QStringLiteral("nvidia-h100-nvl"),
                       QStringLiteral("nvidia-l40"),      QStringLiteral("nvidia-l40s")};
    options.modelIds = {QStringLiteral("llama-3.1-405b"), QStringLiteral("llama-3.1-8b")};
    options.today = QDate(2026, 1, 1);
    return options;
}

} // namespace

class TestMlperfResults : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void chipOfAcceleratorName_data();
    void chipOfAcceleratorName();
    void modelOfBenchmark();
    void readsSubmitterFolder();
    void readsOneSystemFolder();
    void serverSummaryGivesLatencies();
    void unmappedAcceleratorIsRefusedOrMapped();
    void refusesOtherFolders();
    void refusesResultMissingFromSummary();
    void publicationDateOfEachRound();
    void unknownRoundIsRefusedOrDatedByTheUser();
};

void TestMlperfResults::chipOfAcceleratorName_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("chip");
    QTest::newRow("B200") << "NVIDIA B200-SXM-180GB"
                          << "nvidia-b200";
    QTest::newRow("GB200 is not B200") << "NVIDIA GB200"
                                       << "nvidia-gb200";
    QTest::newRow("H100 SXM, not NVL") << "NVIDIA H100-SXM-80GB"
                                       << "nvidia-h100-sxm";
    QTest::newRow("MI300X") << "AMD Instinct MI300X 192GB HBM3"
                            << "amd-mi300x";
    QTest::newRow("L40S, not L40") << "NVIDIA L40S"
                                   << "nvidia-l40s";
    QTest::newRow("H200 NVL: no chip") << "NVIDIA H200-NVL-141GB"
                                       << "";
    QTest::newRow("two kinds: none")
        << "AMD Instinct MI300X 192GB HBM3 (x32), AMD Instinct MI325X 256GB HBM3e (x16)"
        << "";
}

void TestMlperfResults::chipOfAcceleratorName() {
    QFETCH(QString, name);
    QFETCH(QString, chip);
    QStringList candidates;
    QCOMPARE(mlperfChipId(name, catalogOptions().chipIds, &candidates).value_or(QString()), chip);
    if (name.contains(QLatin1String("(x32)")))
        QCOMPARE(candidates,
                 (QStringList{QStringLiteral("amd-mi300x"), QStringLiteral("amd-mi325x")}));
}

void TestMlperfResults::modelOfBenchmark() {
    const QSet<QString> models = catalogOptions().modelIds;
    QCOMPARE(mlperfModelId(QStringLiteral("llama3.1-405b"), models),
             QStringLiteral("llama-3.1-405b"));
    QCOMPARE(mlperfModelId(QStringLiteral("llama3.1-8b-edge"), models),
             QStringLiteral("llama-3.1-8b"));
    // Not in the catalog: the benchmark's name.
    QCOMPARE(mlperfModelId(QStringLiteral("llama2-70b-99.9"), models),
             QStringLiteral("llama2-70b-99.9"));
    QCOMPARE(mlperfModelId(QStringLiteral("llama2-70b-99.9"), {QStringLiteral("llama-2-70b")}),
             QStringLiteral("llama-2-70b"));
}

void TestMlperfResults::readsSubmitterFolder() {
    QString error;
    const std::optional<MlperfResults> read =
        readMlperfResults(kRoot + QStringLiteral("/closed/AMD"), catalogOptions(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->results.size(), 3); // llama2-70b-99: Interactive, Offline, Server
    QVERIFY(read->skipped.isEmpty());
    const Result& offline = read->results.at(1);
    QCOMPARE(offline.id,
             QStringLiteral("mlperf-v5.1-amd-8xmi300x_2xepyc_9575f-llama2-70b-99-offline"));
    QCOMPARE(offline.kind, ResultKind::Serving);
    QCOMPARE(offline.model, QStringLiteral("llama2-70b-99"));
    QCOMPARE(offline.hardwareId, QStringLiteral("amd-mi300x"));
    QCOMPARE(offline.hardwareCount, 8);
    QCOMPARE(offline.scenario, std::optional(Scenario::Offline));
    QCOMPARE(offline.tokensPerS, std::optional(27803.9)); // "Tokens per second: 27803.9"
    QVERIFY(!offline.ttftP50Ms); // an Offline summary has no latencies per token
    QCOMPARE(offline.precision, std::optional(Precision::FP8));
    QCOMPARE(offline.claim, ClaimKind::Audited);
    QCOMPARE(offline.publisher, QStringLiteral("AMD"));
    QCOMPARE(offline.mlperfVersion, QStringLiteral("v5.1"));
    QCOMPARE(offline.mlperfDivision, QStringLiteral("closed"));
    QCOMPARE(offline.mlperfResultId, QStringLiteral("5.1-0001"));
    QCOMPARE(offline.source,
             QStringLiteral("https://github.com/mlcommons/inference_results_v5.1/blob/main/closed/"
                            "AMD/results/8xMI300X_2xEPYC_9575F/llama2-70b-99/Offline/performance/"
                            "run_1/mlperf_log_summary.txt"));
    // The day MLCommons published v5.1's results: the files do not say it.
    QCOMPARE(offline.date, QDate(2025, 9, 9));
    QVERIFY2(offline.notes.contains(QLatin1String("Supermicro AS-8125GS-TNMR2")),
             qPrintable(offline.notes));
    // The Interactive folder's summary says "Scenario : Server": the folder tells.
    QCOMPARE(read->results.at(0).scenario, std::optional(Scenario::Interactive));
    QCOMPARE(read->results.at(0).tokensPerS, std::optional(8840.42));
}

void TestMlperfResults::readsOneSystemFolder() {
    QString error;
    const std::optional<MlperfResults> read =
        readMlperfResults(kRoot + QStringLiteral("/closed/NVIDIA/results/B200-SXM-180GBx8_TRT"),
                          catalogOptions(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->results.size(), 1);
    const Result& r = read->results.first();
    QCOMPARE(r.model, QStringLiteral("llama-3.1-405b"));
    QCOMPARE(r.hardwareId, QStringLiteral("nvidia-b200"));
    QCOMPARE(r.hardwareCount, 8);
    QCOMPARE(r.tokensPerS, std::optional(1624.11));
    QCOMPARE(r.precision, std::optional(Precision::FP4));
    QCOMPARE(r.mlperfResultId, QStringLiteral("5.1-0069"));
    // rgat reports samples, not tokens: left out, and said so.
    QCOMPARE(read->skipped.size(), 1);
    QVERIFY2(read->skipped.first().startsWith(
                 QLatin1String("closed/NVIDIA/results/B200-SXM-180GBx8_TRT/rgat/Offline: no "
                               "tokens per second")),
             qPrintable(read->skipped.first()));
}

void TestMlperfResults::serverSummaryGivesLatencies() {
    QString error;
    const std::optional<MlperfResults> read =
        readMlperfResults(kRoot + QStringLiteral("/closed/AMD"), catalogOptions(), &error);
    QVERIFY2(read, qPrintable(error));
    const Result& server = read->results.at(2);
    QCOMPARE(server.scenario, std::optional(Scenario::Server));
    QCOMPARE(server.tokensPerS, std::optional(24593.77)); // "Completed tokens per second"
    QCOMPARE(server.ttftP50Ms, std::optional(875.073063));
    QCOMPARE(server.ttftP99Ms, std::optional(1914.647645));
    QCOMPARE(server.tpotP50Ms, std::optional(151.044504));
    QCOMPARE(server.tpotP99Ms, std::optional(193.380124));
}

void TestMlperfResults::unmappedAcceleratorIsRefusedOrMapped() {
    MlperfReadOptions options = catalogOptions();
    options.chipIds.removeAll(QStringLiteral("amd-mi300x"));
    QString error;
    QVERIFY(!readMlperfResults(kRoot + QStringLiteral("/closed/AMD"), options, &error));
    QVERIFY2(error.startsWith(QLatin1String(
                 "closed/AMD/systems/8xMI300X_2xEPYC_9575F.json: the accelerator \"AMD Instinct "
                 "MI300X 192GB HBM3\" is no chip of the catalog")),
             qPrintable(error));
    // Asked to, the read lists the accelerators it cannot match (what the GUI asks the user to
    // map), with the same message.
    QList<MlperfUnmatchedAccelerator> unmatched;
    QString listed;
    QVERIFY(
        !readMlperfResults(kRoot + QStringLiteral("/closed/AMD"), options, &listed, &unmatched));
    QCOMPARE(unmatched, (QList<MlperfUnmatchedAccelerator>{
                            {QStringLiteral("AMD Instinct MI300X 192GB HBM3"), {}}}));
    QCOMPARE(listed, error);
    options.acceleratorChips.insert(QStringLiteral("AMD Instinct MI300X 192GB HBM3"),
                                    QStringLiteral("amd-mi325x"));
    const std::optional<MlperfResults> read =
        readMlperfResults(kRoot + QStringLiteral("/closed/AMD"), options, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->results.first().hardwareId, QStringLiteral("amd-mi325x"));
}

void TestMlperfResults::refusesOtherFolders() {
    QString error;
    QVERIFY(!readMlperfResults(kRoot + QStringLiteral("/closed"), catalogOptions(), &error));
    QVERIFY2(error.endsWith(QLatin1String("/closed: is not an MLPerf results folder; give a "
                                          "submitter's folder (with results/ and systems/, e.g. "
                                          "closed/NVIDIA) or one system's folder under its "
                                          "results/")),
             qPrintable(error));
    QVERIFY(!isMlperfResultsFolder(kRoot + QStringLiteral("/closed")));
    QVERIFY(isMlperfResultsFolder(kRoot + QStringLiteral("/closed/AMD")));

    // Without summary_results.json above it, the result ids are unknown.
    QTemporaryDir dir;
    testtree::copyTree(kRoot + QStringLiteral("/closed"), dir.filePath(QStringLiteral("closed")));
    QVERIFY(
        !readMlperfResults(dir.filePath(QStringLiteral("closed/AMD")), catalogOptions(), &error));
    QVERIFY2(error.contains(QLatin1String("no summary_results.json in the folders above it")),
             qPrintable(error));
}

void TestMlperfResults::refusesResultMissingFromSummary() {
    QTemporaryDir dir;
    testtree::copyTree(kRoot, dir.path());
    testtree::replaceInFile(dir.filePath(QStringLiteral("summary_results.json")),
                            "llama2-70b-99/Server", "llama2-70b-99/Elsewhere");
    QString error;
    QVERIFY(
        !readMlperfResults(dir.filePath(QStringLiteral("closed/AMD")), catalogOptions(), &error));
    QCOMPARE(error, QStringLiteral("closed/AMD/results/8xMI300X_2xEPYC_9575F/llama2-70b-99/Server: "
                                   "is not in summary_results.json, so its result id is unknown"));
}

// MLCommons' announcements of the rounds: 2 April 2025 (v5.0), 9 September 2025 (v5.1).
void TestMlperfResults::publicationDateOfEachRound() {
    QCOMPARE(mlperfPublicationDate(QStringLiteral("v5.0")), std::optional(QDate(2025, 4, 2)));
    QCOMPARE(mlperfPublicationDate(QStringLiteral("5.1")), std::optional(QDate(2025, 9, 9)));
    QCOMPARE(mlperfPublicationDate(QStringLiteral("V5.1")), std::optional(QDate(2025, 9, 9)));
    QCOMPARE(mlperfPublicationDate(QStringLiteral("v4.1")), std::nullopt);
    QCOMPARE(mlperfPublicationDate(QString()), std::nullopt);
}

// A round ChipAtlas does not know: refused with the round and what to do, not dated by a guess;
// with the user's date, every result has it.
void TestMlperfResults::unknownRoundIsRefusedOrDatedByTheUser() {
    QTemporaryDir dir;
    testtree::copyTree(kRoot, dir.path());
    testtree::replaceInFile(dir.filePath(QStringLiteral("summary_results.json")),
                            "\"version\": \"v5.1\"", "\"version\": \"v6.0\"");
    const QString folder = dir.filePath(QStringLiteral("closed/AMD"));
    QString error;
    QVERIFY(!readMlperfResults(folder, catalogOptions(), &error));
    QVERIFY2(
        error.startsWith(QLatin1String("closed/AMD/results/8xMI300X_2xEPYC_9575F/llama2-70b-99/"
                                       "Interactive: ChipAtlas does not know when MLCommons "
                                       "published MLPerf Inference v6.0")) &&
            error.contains(QLatin1String("--published YYYY-MM-DD")),
        qPrintable(error));

    MlperfReadOptions options = catalogOptions();
    options.publishedOn = QDate(2025, 12, 1);
    const std::optional<MlperfResults> read = readMlperfResults(folder, options, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->results.size(), 3);
    for (const Result& result : read->results) {
        QCOMPARE(result.date, QDate(2025, 12, 1));
        QCOMPARE(result.mlperfVersion, QStringLiteral("v6.0"));
    }
    // A date after today is refused as any result's date is.
    options.publishedOn = QDate(2026, 6, 1);
    QVERIFY(!readMlperfResults(folder, options, &error));
    QVERIFY2(error.contains(QLatin1String("2026-06-01")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestMlperfResults)
#include "tst_mlperfresults.moc"
