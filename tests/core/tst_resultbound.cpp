// Measured results beside the calculator's bounds (docs/MODEL-FIT.md section 8), with real
// published numbers: MLPerf Inference v5.0 Llama 2 70B results and a measured BF16 matmul.
#include "application/resultrules.h"
#include "domain/resultbound.h"

#include <QTest>

Q_DECLARE_METATYPE(chipatlas::Result)

using namespace chipatlas;

namespace {

const QString kV50 =
    QStringLiteral("https://github.com/mlcommons/inference_results_v5.0/blob/main/closed/");

Chip builtInChip(const char* id) {
    const std::optional<Chip> chip = CatalogSnapshot::builtInChip(QString::fromLatin1(id));
    if (!chip)
        qFatal("no built-in chip %s", id);
    return *chip;
}

System builtInSystem(const char* id) {
    const std::optional<System> system = CatalogSnapshot::builtInSystem(QString::fromLatin1(id));
    if (!system)
        qFatal("no built-in system %s", id);
    return *system;
}

// Llama 2 70B from its config.json
// (https://huggingface.co/meta-llama/Llama-2-70b-hf/blob/main/config.json): Llama 3.1 70B's
// layers, heads, KV heads, head and MLP sizes, with Llama 2's 32,000-token vocabulary and
// 4,096-token context: 68.98e9 parameters, 0.262e9 of them the input embedding.
LlmModel llama2_70b() {
    const std::optional<LlmModel> base =
        CatalogSnapshot::builtInModel(QStringLiteral("llama-3.1-70b"));
    if (!base)
        qFatal("no built-in model llama-3.1-70b");
    LlmModel model = *base;
    model.value(ModelField::Id) = QStringLiteral("llama-2-70b");
    model.value(ModelField::Name) = QStringLiteral("Llama 2 70B");
    model.value(ModelField::ParamsTotalB) = 68.977;
    model.value(ModelField::ParamsActiveB) = 68.977;
    model.value(ModelField::VocabSize) = qint64(32000);
    model.value(ModelField::MaxContext) = qint64(4096);
    model.value(ModelField::ConfigMaxPositionEmbeddings) = qint64(4096);
    model.value(ModelField::EmbeddingParamsB) = 0.262;
    model.value(ModelField::ParamsActiveExclInputEmbeddingB) = 68.715;
    model.value(ModelField::KvGibAtMaxContextBs1_16bit) = 1.25;
    return model;
}

// An MLPerf Inference v5.0 closed Offline result of Llama 2 70B on 8 chips. The output length is
// the summary's tokens per second over its samples per second; the summary gives no input
// length, so the bound counts none (which can only raise it).
Result mlperfOffline(const QString& id, const QString& chip, Precision weights, double tokensPerS,
                     int outputTokens, const QString& publisher, const QString& source) {
    Result r;
    r.id = id;
    r.kind = ResultKind::Serving;
    r.model = QStringLiteral("llama-2-70b");
    r.hardwareId = chip;
    r.hardwareCount = 8;
    r.precision = weights;
    r.kvPrecision = Precision::FP8;
    r.scenario = Scenario::Offline;
    r.outputTokens = outputTokens;
    r.tokensPerS = tokensPerS;
    r.claim = ClaimKind::Audited;
    r.mlperfVersion = QStringLiteral("v5.0");
    r.mlperfDivision = QStringLiteral("closed");
    r.publisher = publisher;
    r.source = source;
    r.date = QDate(2025, 4, 2);
    return r;
}

// NVIDIA's configurations: Hopper FP8 weights, Blackwell FP4, both with an FP8 KV cache
// (kV50 + "NVIDIA/configs/llama2-70b/Offline/__init__.py").
// H200: 34,988.2 tokens/s at 120.008 samples/s (291.5 output tokens each),
// kV50 + "NVIDIA/results/H200-SXM-141GBx8_TRT/llama2-70b-99/Offline/performance/run_1/
// mlperf_log_summary.txt".
Result h200Offline() {
    return mlperfOffline(QStringLiteral("mlperf-v5.0-llama2-70b-offline-nvidia-h200x8"),
                         QStringLiteral("nvidia-h200-sxm"), Precision::FP8, 34988.2, 292,
                         QStringLiteral("NVIDIA"),
                         kV50 + QStringLiteral("NVIDIA/results/H200-SXM-141GBx8_TRT/llama2-70b-99/"
                                               "Offline/performance/run_1/mlperf_log_summary.txt"));
}
// H100 SXM: 31,306.8 tokens/s at 107.256 samples/s, kV50 +
// "NVIDIA/results/DGX-H100_H100-SXM-80GBx8_TRT/llama2-70b-99/Offline/performance/run_1/
// mlperf_log_summary.txt".
Result h100Offline() {
    return mlperfOffline(
        QStringLiteral("mlperf-v5.0-llama2-70b-offline-nvidia-h100x8"),
        QStringLiteral("nvidia-h100-sxm"), Precision::FP8, 31306.8, 292, QStringLiteral("NVIDIA"),
        kV50 + QStringLiteral("NVIDIA/results/DGX-H100_H100-SXM-80GBx8_TRT/llama2-70b-99/Offline/"
                              "performance/run_1/mlperf_log_summary.txt"));
}
// B200: 98,858 tokens/s at 363.895 samples/s (271.7 output tokens each), kV50 +
// "NVIDIA/results/B200-SXM-180GBx8_TRT/llama2-70b-99.9/Offline/performance/run_1/
// mlperf_log_summary.txt".
Result b200Offline() {
    return mlperfOffline(
        QStringLiteral("mlperf-v5.0-llama2-70b-offline-nvidia-b200x8"),
        QStringLiteral("nvidia-b200"), Precision::FP4, 98858.0, 272, QStringLiteral("NVIDIA"),
        kV50 + QStringLiteral("NVIDIA/results/B200-SXM-180GBx8_TRT/llama2-70b-99.9/Offline/"
                              "performance/run_1/mlperf_log_summary.txt"));
}
// MI325X: 33,928.1 tokens/s at 114.262 samples/s (296.9 output tokens each), kV50 +
// "AMD/results/8xMI325X_2xEPYC_9575F/llama2-70b-99.9/Offline/performance/run_1/
// mlperf_log_summary.txt"; FP8 weights and KV cache (AMD's write-up:
// https://rocm.blogs.amd.com/artificial-intelligence/mi325x-accelerates-mlperf-inference/README.html).
Result mi325xOffline() {
    return mlperfOffline(
        QStringLiteral("mlperf-v5.0-llama2-70b-offline-amd-mi325xx8"), QStringLiteral("amd-mi325x"),
        Precision::FP8, 33928.1, 297, QStringLiteral("AMD"),
        kV50 + QStringLiteral("AMD/results/8xMI325X_2xEPYC_9575F/llama2-70b-99.9/Offline/"
                              "performance/run_1/mlperf_log_summary.txt"));
}

// H200 in the Server scenario (queries arriving at random under TTFT and TPOT limits): 33,071.46
// tokens/s at 113.04 samples/s (292.6 output tokens each), kV50 +
// "NVIDIA/results/H200-SXM-141GBx8_TRT/llama2-70b-99.9/Server/performance/run_1/
// mlperf_log_summary.txt".
Result h200Server() {
    Result r = mlperfOffline(
        QStringLiteral("mlperf-v5.0-llama2-70b-server-nvidia-h200x8"),
        QStringLiteral("nvidia-h200-sxm"), Precision::FP8, 33071.46, 293, QStringLiteral("NVIDIA"),
        kV50 + QStringLiteral("NVIDIA/results/H200-SXM-141GBx8_TRT/llama2-70b-99.9/Server/"
                              "performance/run_1/mlperf_log_summary.txt"));
    r.scenario = Scenario::Server;
    return r;
}

CatalogSnapshot snapshotWith(QList<Result> results) {
    QList<Chip> chips{builtInChip("amd-mi325x"), builtInChip("google-tpu-v5p"),
                      builtInChip("nvidia-b200"), builtInChip("nvidia-h100-sxm"),
                      builtInChip("nvidia-h200-sxm")};
    QList<System> systems{builtInSystem("google-tpu-v5p-pod"),
                          builtInSystem("nvidia-hgx-h100-8gpu"),
                          builtInSystem("nvidia-hgx-h200-8gpu")};
    return CatalogSnapshot(chips, {llama2_70b()}, {}, systems, {}, std::move(results));
}

} // namespace

class TestResultBound : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Five audited MLPerf v5.0 results (four Offline, one Server) land below the bound for the same
    // model, chips, precisions and lengths, at an efficiency a real engine reaches.
    void mlperfResultsLandBelowTheirBounds_data() {
        QTest::addColumn<Result>("result");
        QTest::addColumn<double>("expectedBound");
        QTest::newRow("H200 x8") << h200Offline() << 8 * 1979.0e12 / (2 * 68.977e9);
        QTest::newRow("H100 SXM x8") << h100Offline() << 8 * 1979.0e12 / (2 * 68.977e9);
        QTest::newRow("B200 x8 FP4") << b200Offline() << 8 * 9000.0e12 / (2 * 68.977e9);
        QTest::newRow("MI325X x8") << mi325xOffline() << 8 * 2614.9e12 / (2 * 68.977e9);
        QTest::newRow("H200 x8 Server") << h200Server() << 8 * 1979.0e12 / (2 * 68.977e9);
    }
    void mlperfResultsLandBelowTheirBounds() {
        QFETCH(Result, result);
        QFETCH(double, expectedBound);
        const CatalogSnapshot snapshot = snapshotWith({result});
        const ResultBound bound = resultBound(snapshot, result);
        QVERIFY2(bound.noBoundReason.isEmpty(), qPrintable(bound.noBoundReason));
        QVERIFY(bound.tokensPerSecond);
        // Offline keeps the chips full: at the most sequences that fit, the dense-compute bound
        // (2 x 68.98e9 FLOP per token at the chips' dense throughput) binds, not the bandwidth.
        QCOMPARE(bound.batchBasis, BoundBatch::MostThatFit);
        QVERIFY(bound.batch > 1000);
        QCOMPARE(bound.limit, DecodeLimit::Compute);
        QVERIFY(bound.bandwidthBound && *bound.bandwidthBound > *bound.computeBound);
        QVERIFY(qAbs(*bound.tokensPerSecond / expectedBound - 1.0) < 0.002);
        QCOMPARE(bound.chips, 8);
        QCOMPARE(bound.contextTokens, qint64(*result.outputTokens));
        QVERIFY(bound.efficiency);
        QVERIFY2(*bound.efficiency > 0.1 && *bound.efficiency < 1.0,
                 qPrintable(QString::number(*bound.efficiency)));
        QVERIFY(!bound.aboveBound);
        QVERIFY(bound.assumptions.first().startsWith(
            QStringLiteral("batch: the most sequences that fit, ")));
        QVERIFY(bound.assumptions.contains(QStringLiteral(
            "input length not given: counted as no tokens, which can only raise the bound")));
    }

    // The H200's 34,988 tokens/s made ten times faster is above the bound: flagged as an error
    // in the data or in the formula, with the efficiency shown, not clipped.
    void aResultTenTimesTooFastIsFlagged() {
        Result result = h200Offline();
        result.tokensPerS = *result.tokensPerS * 10;
        const ResultBound bound = resultBound(snapshotWith({result}), result);
        QVERIFY(bound.aboveBound);
        QVERIFY(*bound.efficiency > 1.0);
        QCOMPARE(*bound.measured, 349882.0);
        QCOMPARE(aboveBoundText(),
                 QStringLiteral("above its bound: an error in the data or in the formula"));
    }

    // On a system: one instance per group of chips, replicas on the rest; the total covers
    // every instance of every system. Llama 2 70B at FP8 fits one H200, so an HGX H200 board
    // holds 8 instances, and its bound equals that of 8 single chips.
    void aResultOnASystemUsesTheSystemFit() {
        Result result = h200Offline();
        result.hardwareId = QStringLiteral("nvidia-hgx-h200-8gpu");
        result.hardwareCount = 1;
        const ResultBound bound = resultBound(snapshotWith({result}), result);
        QVERIFY2(bound.noBoundReason.isEmpty(), qPrintable(bound.noBoundReason));
        QCOMPARE(bound.chips, 8);
        QVERIFY(qAbs(*bound.tokensPerSecond / (8 * 1979.0e12 / (2 * 68.977e9)) - 1.0) < 0.002);
        QVERIFY(*bound.efficiency > 0.1 && *bound.efficiency < 1.0);
    }

    // A bound is the most any deployment of the result's chips could reach, so a result on two
    // systems is bounded as all their chips in one pool (weights once, every chip's memory for
    // the KV cache): Cisco's MLPerf v5.1 Offline result on two HGX H100 8-GPU boards, 62,351.6
    // tokens/s (5.1-0015, https://github.com/mlcommons/inference_results_v5.1/blob/main/closed/
    // Cisco/results/HGX-H100_H100-SXM-80GBx16_TRT/llama2-70b-99/Offline/performance/run_1/
    // mlperf_log_summary.txt), lands below its bound at the efficiency of the same run recorded
    // as 16 H100 SXM; one-chip instances with room for a few sequences each would put the
    // "bound" below the measurement.
    void aResultOnSystemsIsBoundedAsAllTheirChips() {
        Result onSystems = h100Offline();
        onSystems.id = QStringLiteral("mlperf-v5.1-llama2-70b-offline-cisco-hgx-h100x2");
        onSystems.hardwareId = QStringLiteral("nvidia-hgx-h100-8gpu");
        onSystems.hardwareCount = 2;
        onSystems.kvPrecision.reset();
        onSystems.outputTokens = 294;
        onSystems.tokensPerS = 62351.6;
        Result onChips = onSystems;
        onChips.hardwareId = QStringLiteral("nvidia-h100-sxm");
        onChips.hardwareCount = 16;

        const ResultBound systems = resultBound(snapshotWith({onSystems}), onSystems);
        const ResultBound chips = resultBound(snapshotWith({onChips}), onChips);
        QVERIFY2(systems.noBoundReason.isEmpty(), qPrintable(systems.noBoundReason));
        QVERIFY(chips.tokensPerSecond);
        QCOMPARE(systems.chips, 16);
        QVERIFY(*systems.tokensPerSecond > *systems.measured);
        QVERIFY(!systems.aboveBound);
        QCOMPARE(*systems.tokensPerSecond, *chips.tokensPerSecond);
        QCOMPARE(*systems.efficiency, *chips.efficiency);
        QCOMPARE(systems.batch, chips.batch);
        QCOMPARE(systems.limit, chips.limit);
        QVERIFY2(systems.assumptions.contains(
                     QStringLiteral("on 2 systems of 8 chips: bounded as all 16 chips in one pool "
                                    "(the weights once, every chip's memory for the KV cache)")),
                 qPrintable(systems.assumptions.join(QLatin1Char('\n'))));
    }

    // A bound is the most any deployment reaches, and one pool is not always it: a whole TPU
    // v5p pod (8,960 chips) as one pool of the fit's most, 4,096 chips, serves Llama 2 70B in
    // BF16 at a batch its per-chip memory limits, while small groups of chips, each at the most
    // sequences that fit, reach at least 1,120 times the compute-bound rate of 8 chips. The
    // same chips recorded as a chip x 8,960 get the same bound.
    void aResultOnAPodTakesItsBestDeployment() {
        Result onPod = h200Offline();
        onPod.hardwareId = QStringLiteral("google-tpu-v5p-pod");
        onPod.hardwareCount = 1;
        onPod.precision = Precision::BF16;
        onPod.kvPrecision = Precision::BF16;
        onPod.tokensPerS = 1.0e6;
        Result onEight = onPod;
        onEight.hardwareId = QStringLiteral("google-tpu-v5p");
        onEight.hardwareCount = 8;
        Result onChips = onPod;
        onChips.hardwareId = QStringLiteral("google-tpu-v5p");
        onChips.hardwareCount = 8960;
        const ResultBound pod = resultBound(snapshotWith({onPod}), onPod);
        const ResultBound eight = resultBound(snapshotWith({onEight}), onEight);
        const ResultBound chips = resultBound(snapshotWith({onChips}), onChips);
        QVERIFY2(pod.noBoundReason.isEmpty(), qPrintable(pod.noBoundReason));
        QVERIFY2(eight.noBoundReason.isEmpty(), qPrintable(eight.noBoundReason));
        QCOMPARE(pod.chips, 8960);
        QCOMPARE(eight.limit, DecodeLimit::Compute);
        QVERIFY2(*pod.tokensPerSecond >= *eight.tokensPerSecond * 8960 / 8 * (1.0 - 1e-9),
                 qPrintable(QString::number(*pod.tokensPerSecond)));
        QCOMPARE(*chips.tokensPerSecond, *pod.tokensPerSecond);
        QVERIFY2(pod.assumptions.contains(QStringLiteral("on one system of 8,960 chips")),
                 qPrintable(pod.assumptions.join(QLatin1Char('\n'))));
    }

    // A concurrency is the batch: at 8 requests on one H200 decode reads the weights for 8
    // sequences, and the bandwidth bound binds.
    void aConcurrencyIsTheBatch() {
        Result result = h200Offline();
        result.hardwareCount = 1;
        result.scenario = Scenario::Concurrency;
        result.concurrency = 8;
        result.claim = ClaimKind::Own;
        result.inputTokens = 1000;
        result.outputTokens = 1000;
        result.tokensPerS = 300.0;
        const ResultBound bound = resultBound(snapshotWith({result}), result);
        QVERIFY2(bound.noBoundReason.isEmpty(), qPrintable(bound.noBoundReason));
        QCOMPARE(bound.batchBasis, BoundBatch::Concurrency);
        QCOMPARE(bound.batch, qint64(8));
        QCOMPARE(bound.contextTokens, qint64(2000));
        QCOMPARE(bound.limit, DecodeLimit::Bandwidth);
        QCOMPARE(bound.assumptions.first(), QStringLiteral("batch: the concurrency of 8"));
    }

    // No bound, and why: the model is not in the catalog, the hardware is unknown, the weight
    // precision is not given, or the model does not fit the chips.
    void noBoundSaysWhy() {
        Result unknownModel = h200Offline();
        unknownModel.model = QStringLiteral("Llama 9 900B");
        QCOMPARE(resultBound(snapshotWith({}), unknownModel).noBoundReason,
                 QStringLiteral("model 'Llama 9 900B' is not in the catalog: no bound"));
        QVERIFY(!resultBound(snapshotWith({}), unknownModel).tokensPerSecond);

        Result unknownChip = h200Offline();
        unknownChip.hardwareId = QStringLiteral("acme-x1");
        QCOMPARE(resultBound(snapshotWith({}), unknownChip).noBoundReason,
                 QStringLiteral("hardware 'acme-x1' is not a chip or system of the catalog: no "
                                "bound"));

        Result noPrecision = h200Offline();
        noPrecision.precision.reset();
        QCOMPARE(resultBound(snapshotWith({}), noPrecision).noBoundReason,
                 QStringLiteral("the weight precision is not given: no bound"));

        // BF16 Llama 2 70B (138 GB of weights) on one 80 GB H100.
        Result tooBig = h100Offline();
        tooBig.hardwareCount = 1;
        tooBig.precision = Precision::BF16;
        const ResultBound bound = resultBound(snapshotWith({}), tooBig);
        QVERIFY(!bound.tokensPerSecond);
        QVERIFY2(bound.noBoundReason.startsWith(QStringLiteral("does not fit on 1 chip")),
                 qPrintable(bound.noBoundReason));
    }

    // A measured BF16 matmul beside the datasheet: 792.1 TFLOPS on an H100 SXM (stas00's
    // Maximum Achievable Matmul FLOPS table, https://github.com/stas00/ml-engineering/tree/
    // master/compute/accelerator#maximum-achievable-matmul-flops-comparison-table, CUDA 12.1,
    // shape 6144x17920x2816) is about 80% of the published dense BF16 figure.
    void aGemmMeasurementShowsItsFractionOfTheDatasheet() {
        Result gemm;
        gemm.id = QStringLiteral("mamf-h100-sxm-bf16");
        gemm.kind = ResultKind::Figure;
        gemm.hardwareId = QStringLiteral("nvidia-h100-sxm");
        gemm.figure = QStringLiteral("bf16_tflops_dense");
        gemm.measuredValue = 792.1;
        gemm.unit = QStringLiteral("TFLOPS");
        gemm.tool = QStringLiteral("mamf-finder.py");
        gemm.size = QStringLiteral("6144x17920x2816");
        gemm.claim = ClaimKind::Independent;
        const CatalogSnapshot snapshot = snapshotWith({gemm});
        const FigureCheck check = checkFigure(snapshot, gemm);
        QVERIFY2(check.noneReason.isEmpty(), qPrintable(check.noneReason));
        QCOMPARE(check.field, Field::Bf16TflopsDense);
        const double published =
            builtInChip("nvidia-h100-sxm").figure(Field::Bf16TflopsDense).number();
        QCOMPARE(*check.published, published);
        QCOMPARE(*check.fraction, 792.1 / published);
        QVERIFY(*check.fraction > 0.79 && *check.fraction < 0.81);
        QVERIFY(!check.abovePublished);

        gemm.measuredValue = 1500.0; // more than the chip can do: flagged
        QVERIFY(checkFigure(snapshot, gemm).abovePublished);
        gemm.figure = QStringLiteral("memory_type");
        QCOMPARE(checkFigure(snapshot, gemm).noneReason,
                 QStringLiteral("'memory_type' is not a numeric chip figure"));
        // A figure measurement has no serving bound.
        QCOMPARE(resultBound(snapshot, gemm).noBoundReason,
                 QStringLiteral("a chip-figure measurement has no serving bound"));
    }

    // Cost per million tokens uses the matching result and says which and whose claim: at $3.00
    // per chip-hour, the H200's 34,988.2 tokens/s over 8 chips (4,373.5 per chip) cost
    // 3 / (4,373.5 x 3600) x 1e6 = $0.1905 per million tokens.
    void costPerMillionTokensUsesAMatchingResult() {
        Result vendor = h200Offline();
        vendor.id = QStringLiteral("vendor-h200-claim");
        vendor.claim = ClaimKind::Vendor;
        vendor.tokensPerS = 60000.0; // cheaper and newer, but a vendor's claim loses to an audit
        vendor.date = QDate(2025, 6, 1);
        const CatalogSnapshot snapshot = snapshotWith({h200Offline(), vendor});
        const CostFromResults cost = costFromResults(snapshot, QStringLiteral("llama-2-70b"),
                                                     QStringLiteral("nvidia-h200-sxm"), 3.0, 0.05);
        QVERIFY(cost.match.result);
        QCOMPARE(cost.match.result->id, h200Offline().id);
        QVERIFY(!cost.upperBound);
        QVERIFY(cost.match.sameHardware);
        QVERIFY(qAbs(*cost.usdPerMillionTokens - 3.0 / (34988.2 / 8 * 3600) * 1e6) < 1e-9);
        QCOMPARE(cost.source,
                 QStringLiteral("from result mlperf-v5.0-llama2-70b-offline-nvidia-h200x8 "
                                "(audited: MLPerf v5.0 closed, NVIDIA), 4374 tokens/s per chip"));

        // The HGX H200 board is built of H200s: the chip's result carries over, and says so.
        const CostFromResults board =
            costFromResults(snapshot, QStringLiteral("llama-2-70b"),
                            QStringLiteral("nvidia-hgx-h200-8gpu"), 3.0, std::nullopt);
        QVERIFY(board.match.result);
        QVERIFY(!board.match.sameHardware);
        QVERIFY(board.source.contains(QStringLiteral("on nvidia-h200-sxm, the same chip")));

        // The user's own run wins over the audit: it is their model, engine and settings.
        Result own = h200Offline();
        own.id = QStringLiteral("my-h200-run");
        own.claim = ClaimKind::Own;
        own.tokensPerS = 20000.0;
        own.date = QDate(2025, 1, 15); // older than the audit, and still preferred
        const CatalogSnapshot withOwn = snapshotWith({h200Offline(), own}); // outlives the match
        const CostFromResults mine = costFromResults(withOwn, QStringLiteral("llama-2-70b"),
                                                     QStringLiteral("nvidia-h200-sxm"), 3.0, 0.05);
        QCOMPARE(mine.match.result->id, QStringLiteral("my-h200-run"));
        QVERIFY(mine.source.contains(QStringLiteral("your own run, not audited")));

        // One round's results of the same day: the cost reads the Offline one, not Interactive's
        // fewer tokens per chip under tighter latency limits. MLPerf v5.1 closed, Nebius, 8 x H200
        // SXM, Llama 2 70B: Offline 34,812.1 tokens/s and Interactive 23,079.95 tokens/s,
        // https://github.com/mlcommons/inference_results_v5.1/blob/main/closed/Nebius/results/
        // H200-SXM-141GBx8_TRT/llama2-70b-99/{Offline,Interactive}/performance/run_1/
        // mlperf_log_summary.txt
        Result offline51 = h200Offline();
        offline51.id = QStringLiteral("mlperf-v5.1-llama2-70b-offline-nebius-h200x8");
        offline51.tokensPerS = 34812.1;
        offline51.publisher = QStringLiteral("Nebius");
        offline51.mlperfVersion = QStringLiteral("v5.1");
        offline51.mlperfResultId = QStringLiteral("5.1-0075");
        offline51.date = QDate(2025, 9, 9);
        Result interactive51 = offline51;
        interactive51.id = QStringLiteral("mlperf-v5.1-llama2-70b-interactive-nebius-h200x8");
        interactive51.scenario = Scenario::Interactive;
        interactive51.tokensPerS = 23079.95;
        const CatalogSnapshot oneRound = snapshotWith({interactive51, offline51});
        const CostFromResults round = costFromResults(oneRound, QStringLiteral("llama-2-70b"),
                                                      QStringLiteral("nvidia-h200-sxm"), 3.0, 0.05);
        QCOMPARE(round.match.result->id, offline51.id);

        // No result of the model on that chip: the upper bound, labelled as one.
        const CostFromResults none = costFromResults(snapshot, QStringLiteral("llama-2-70b"),
                                                     QStringLiteral("amd-mi325x"), 3.0, 0.05);
        QVERIFY(none.upperBound);
        QVERIFY(!none.match.result);
        QCOMPARE(*none.usdPerMillionTokens, 0.05);
        QCOMPARE(none.source,
                 QStringLiteral("upper bound: no measured result of llama-2-70b on amd-mi325x"));
    }

    // An MLPerf result compares only with MLPerf results of the same version and scenario (and
    // model); other results of the same model and scenario compare with each other.
    void whichResultsCompare() {
        const Result h200 = h200Offline();
        QVERIFY(resultsComparable(h200, b200Offline()).comparable);

        Result server = b200Offline();
        server.scenario = Scenario::Server;
        QCOMPARE(resultsComparable(h200, server).reason,
                 QStringLiteral("different scenarios (offline, server)"));

        Result v51 = b200Offline();
        v51.mlperfVersion = QStringLiteral("v5.1");
        QVERIFY(resultsComparable(h200, v51).reason.startsWith(
            QStringLiteral("different MLPerf versions (v5.0, v5.1)")));

        Result own = b200Offline();
        own.claim = ClaimKind::Own;
        QCOMPARE(resultsComparable(h200, own).reason,
                 QStringLiteral("an audited MLPerf result compares only with audited MLPerf "
                                "results"));
        Result vendor = h200Offline();
        vendor.claim = ClaimKind::Vendor;
        QVERIFY(resultsComparable(own, vendor).comparable);

        Result otherModel = h200Offline();
        otherModel.model = QStringLiteral("llama-3.1-405b");
        QVERIFY(!resultsComparable(h200, otherModel).comparable);
    }

    void claimTexts() {
        Result r = h200Offline();
        r.mlperfResultId = QStringLiteral("5.0-0058");
        QCOMPARE(claimText(r),
                 QStringLiteral("audited: MLPerf v5.0 closed, NVIDIA, result 5.0-0058"));
        r.claim = ClaimKind::Own;
        QCOMPARE(claimText(r), QStringLiteral("your own run, not audited"));
        r.claim = ClaimKind::Vendor;
        r.publisher = QStringLiteral("AMD");
        QCOMPARE(claimText(r), QStringLiteral("vendor claim: AMD"));
    }
};

QTEST_GUILESS_MAIN(TestResultBound)
#include "tst_resultbound.moc"
