// Model fit, the parallel degrees an engine can run beside the memory
// minimum (tensor parallelism divides the heads; KV heads are replicated in whole copies, and
// the headroom covers the copies; pipeline parallelism splits the layers), and the decode bound
// that is the smaller of the bandwidth and the compute bound.
#include "modelfittestdata.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::fittest;

class TestModelFitParallel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        const QString error = loadBuiltInCatalog();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void degrees_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("chipId");
        QTest::addColumn<double>("memoryGb"); // > 0: a chip with only this memory
        QTest::addColumn<QString>("precision");
        QTest::addColumn<int>("memoryMinimum");
        QTest::addColumn<int>("tensor");
        QTest::addColumn<int>("pipeline");
        QTest::addColumn<bool>("verdictIsPipeline");
        // (811.71 GB + 4.23 GB KV) x 1.15 = 938.3 GB fits on 7 x 141 GB, but 7
        // divides neither 128 attention heads nor 8 KV heads: tensor parallelism runs on 8.
        // Pipeline parallelism over 7 stages of 18 layers (134.0 GB each) needs fewer.
        QTest::newRow("Llama 3.1 405B BF16 on H200")
            << "llama-3.1-405b"
            << "nvidia-h200-sxm" << 0.0 << "bf16" << 7 << 8 << 7 << true;
        // 165.4 GB: 3 x 80 GB by memory; 3 does not divide 64 heads.
        QTest::newRow("Llama 3.1 70B BF16 on H100")
            << "llama-3.1-70b"
            << "nvidia-h100-sxm" << 0.0 << "bf16" << 3 << 4 << 3 << true;
        // Memory, TP and PP agree: the verdict is tensor parallelism.
        QTest::newRow("Llama 3.1 70B BF16 on H200")
            << "llama-3.1-70b"
            << "nvidia-h200-sxm" << 0.0 << "bf16" << 2 << 2 << 2 << false;
        // MLA: every rank holds DeepSeek V3's whole latent cache. 6 chips hold it by memory,
        // but TP must divide 128 heads: 8. Six stages of at most 11 of 61 layers fit.
        QTest::newRow("DeepSeek V3 FP8 on H200 (MLA)")
            << "deepseek-v3"
            << "nvidia-h200-sxm" << 0.0 << "fp8" << 6 << 8 << 6 << true;
        // Heads that 8 does not divide: Phi-4 has 40 attention heads and 10 KV heads, so its
        // degrees are 1, 2, 5, 10, 20, 40. 35.65 GB on 6 GB chips: 6 by memory, TP 10, PP 7
        // (stages of at most 6 of 40 layers, 5.35 GB).
        QTest::newRow("Phi-4 BF16 on 6 GB chips")
            << "phi-4" << QString() << 6.0 << "bf16" << 6 << 10 << 7 << true;
        // Qwen3 235B: 4 KV heads; the TP answer 8 replicates each KV head twice and PP needs 8
        // stages as well, so the verdict stays with tensor parallelism.
        QTest::newRow("Qwen3 235B BF16 on H100, 32K context")
            << "qwen3-235b-a22b"
            << "nvidia-h100-sxm" << 0.0 << "bf16" << 7 << 8 << 8 << false;
    }

    void degrees() {
        QFETCH(QString, id);
        QFETCH(QString, chipId);
        QFETCH(double, memoryGb);
        QFETCH(QString, precision);
        QFETCH(int, memoryMinimum);
        QFETCH(int, tensor);
        QFETCH(int, pipeline);
        QFETCH(bool, verdictIsPipeline);
        const Chip c = memoryGb > 0.0 ? memoryOnlyChip(memoryGb) : chip(chipId);
        const qint64 context = id.startsWith(QLatin1String("qwen3")) ? 32768 : 8192;
        const FitInputs in = inputs(qPrintable(precision), context, 1, 15);
        const FitResult fit = computeFit(model(id), c, in);
        QCOMPARE(fit.chipsNeeded, memoryMinimum);
        QCOMPARE(fit.tensorParallelDegree, tensor);
        QCOMPARE(fit.pipelineParallelDegree, pipeline);
        QCOMPARE(fit.verdictParallelism,
                 verdictIsPipeline ? Parallelism::Pipeline : Parallelism::Tensor);
        QCOMPARE(fit.verdictChips(), verdictIsPipeline ? pipeline : tensor);

        // The TP answer fits; no smaller degree does (the memory minimum is not a degree).
        FitInputs onTensor = in;
        onTensor.chips = tensor;
        QVERIFY(computeFit(model(id), c, onTensor).fits);
        onTensor.chips = memoryMinimum;
        QVERIFY(computeFit(model(id), c, onTensor).fits);

        // The explain view names each answer; the pipeline term only where PP is the verdict.
        QStringList keys;
        for (const FitTerm& term : fit.terms)
            keys << term.key;
        QVERIFY(keys.contains(QStringLiteral("chips_needed")));
        QVERIFY(keys.contains(QStringLiteral("tp_degree")));
        QCOMPARE(keys.contains(QStringLiteral("pp_degree")), verdictIsPipeline);
        QVERIFY(keys.contains(QStringLiteral("verdict_chips")));
        QCOMPARE(fit.terms.at(keys.indexOf(QStringLiteral("tp_degree"))).value, double(tensor));
        QCOMPARE(fit.terms.at(keys.indexOf(QStringLiteral("verdict_chips"))).value,
                 double(verdictIsPipeline ? pipeline : tensor));
    }

    void degreeThatDoesNotDivideTheHeadsIsNoted() {
        // 8 chips for Phi-4: 8 does not divide 40 heads.
        const FitResult phi = computeFit(model(QStringLiteral("phi-4")), memoryOnlyChip(6.0),
                                         inputs("bf16", 8192, 1, 15, 8));
        QVERIFY2(anyContains(phi.notes,
                             QStringLiteral("8 chips is not a tensor-parallel degree an engine "
                                            "runs for Phi-4 (it must divide its 40 attention "
                                            "heads and divide its 10 KV heads or be a multiple "
                                            "of them)")),
                 qPrintable(phi.notes.join(u'\n')));
        const FitResult ten = computeFit(model(QStringLiteral("phi-4")), memoryOnlyChip(6.0),
                                         inputs("bf16", 8192, 1, 15, 10));
        QVERIFY(!anyContains(ten.notes, QStringLiteral("is not a tensor-parallel degree")));
        // The 405B example: memory alone says 7, the verdict says which split runs.
        const FitResult big =
            computeFit(model(QStringLiteral("llama-3.1-405b")),
                       chip(QStringLiteral("nvidia-h200-sxm")), inputs("bf16", 8192, 1, 15));
        QVERIFY2(anyContains(big.notes, QStringLiteral("pipeline parallelism over 7 chips needs "
                                                       "fewer chips than tensor parallelism (8)")),
                 qPrintable(big.notes.join(u'\n')));
    }

    void memoryAloneButNoDegree() {
        // Llama 3.2 1B (16 layers, 32 heads, 8 KV heads) on chips of 0.1 GB: tensor
        // parallelism stops at 32 chips, pipeline parallelism at 16 stages (0.22 GB each), and
        // neither fits. Memory alone finds a number only far beyond, where every chip holds a
        // KV head of the replicated cache: no engine runs that.
        Chip tiny = memoryOnlyChip(0.1);
        tiny.figure(Field::MemoryBwGbs).value = 100.0;
        tiny.figure(Field::MemoryBwGbs).status = FigureStatus::Published;
        const FitResult fit =
            computeFit(model(QStringLiteral("llama-3.2-1b")), tiny, inputs("bf16", 8192, 1, 15));
        QVERIFY(fit.chipsNeeded);
        QVERIFY(*fit.chipsNeeded > 32);
        QVERIFY(!fit.tensorParallelDegree);
        QVERIFY(!fit.pipelineParallelDegree);
        QVERIFY(!fit.verdictChips());
        QVERIFY2(anyContains(fit.notes, QStringLiteral("no tensor- or pipeline-parallel degree "
                                                       "holds it")),
                 qPrintable(fit.notes.join(u'\n')));
    }

    void kvReplicatedInWholeCopies_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("chips");
        QTest::addColumn<double>("replication");
        // Qwen3 235B has 4 KV heads: TP 8 stores each twice, TP 16 four times.
        QTest::newRow("Qwen3 235B, TP 8") << "qwen3-235b-a22b" << 8 << 2.0;
        QTest::newRow("Qwen3 235B, TP 16") << "qwen3-235b-a22b" << 16 << 4.0;
        QTest::newRow("Qwen3 235B, TP 4") << "qwen3-235b-a22b" << 4 << 1.0;
        // 12 chips, 8 KV heads: every chip holds a whole head, so the copies are whole: 2.
        QTest::newRow("Llama 3.1 70B on 12 chips") << "llama-3.1-70b" << 12 << 2.0;
        QTest::newRow("DeepSeek V3, TP 8 (MLA)") << "deepseek-v3" << 8 << 8.0;
    }

    void kvReplicatedInWholeCopies() {
        QFETCH(QString, id);
        QFETCH(int, chips);
        QFETCH(double, replication);
        const FitResult fit = computeFit(model(id), chip(QStringLiteral("nvidia-h100-sxm")),
                                         inputs("bf16", 32768, 1, 15, chips));
        QCOMPARE(fit.kvReplication, replication);
        // Headroom is on the cache as allocated, every copy included.
        QCOMPARE(fit.headroomBytes, 0.15 * (fit.weightsBytes + fit.kvCacheBytes * replication));
        QCOMPARE(fit.totalBytes,
                 fit.weightsBytes + fit.kvCacheBytes * replication + fit.headroomBytes);
        if (replication > 1.0) {
            QVERIFY2(fit.terms.at(3).formula.contains(
                         QStringLiteral("x %1 (replicated)").arg(replication)),
                     qPrintable(fit.terms.at(3).formula));
        }
    }

    void replicatedHeadroomDecidesTheFit() {
        // Qwen3 235B BF16, 32K context on 8 x H100: 470.19 GB weights + 2 x 6.31 GB KV cache,
        // 15% on both: 555.2 GB. Headroom on one copy would have said 554.3 GB.
        const FitResult fit =
            computeFit(model(QStringLiteral("qwen3-235b-a22b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 32768, 1, 15, 8));
        QCOMPARE(fit.kvCacheBytes, 192512.0 * 32768);
        QCOMPARE(rounded(fit.totalBytes / 1e9, 1),
                 rounded(1.15 * (470.188e9 + 2 * 192512.0 * 32768) / 1e9, 1));
        QCOMPARE(rounded(fit.totalBytes / 1e9, 1), 555.2);
        QCOMPARE(fit.marginBytes, 8 * 80e9 - fit.totalBytes);
    }

    void computeBindsAtLargeBatches() {
        // Llama 3.1 8B BF16 on H100, 16 tokens x 1,024 sequences: the bandwidth bound is
        // 3,350 GB/s / 17.16 GB per step x 1,024 = 199,900 tokens/s, beyond the 989.5 TFLOPS /
        // (2 x 8.03e9) = 61,600 tokens/s the chip can compute.
        const FitResult fit =
            computeFit(model(QStringLiteral("llama-3.1-8b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 16, 1024, 15));
        const double compute = 989.5e12 / (2 * 8.03e9);
        QVERIFY(fit.decodeBandwidthBound);
        QVERIFY(fit.decodeComputeBound);
        QCOMPARE(*fit.decodeComputeBound, compute);
        QCOMPARE(rounded(*fit.decodeBandwidthBound, -2), 199900.0);
        QCOMPARE(fit.decodeLimit, DecodeLimit::Compute);
        QCOMPARE(*fit.decodeTokensPerSecondAggregate, compute);
        QCOMPARE(rounded(*fit.decodeTokensPerSecondAggregate, -2), 61600.0);
        QCOMPARE(*fit.decodeTokensPerSecondPerSequence, compute / 1024);
        QVERIFY(anyContains(fit.notes, QStringLiteral("decode is compute-bound there")));
        // The explain view shows both bounds and which one binds.
        QStringList keys;
        for (const FitTerm& term : fit.terms)
            keys << term.key;
        const qsizetype aggregate = keys.indexOf(QStringLiteral("decode_aggregate"));
        QVERIFY(aggregate > 0);
        QCOMPARE(fit.terms.at(keys.indexOf(QStringLiteral("decode_bandwidth"))).value,
                 *fit.decodeBandwidthBound);
        QCOMPARE(fit.terms.at(keys.indexOf(QStringLiteral("decode_compute"))).value, compute);
        QVERIFY2(fit.terms.at(aggregate).formula.endsWith(QStringLiteral("compute binds")),
                 qPrintable(fit.terms.at(aggregate).formula));

        // At batch 1 bandwidth binds, by far.
        const FitResult one =
            computeFit(model(QStringLiteral("llama-3.1-8b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 16, 1, 15));
        QCOMPARE(one.decodeLimit, DecodeLimit::Bandwidth);
        QCOMPARE(one.decodeTokensPerSecondAggregate, one.decodeBandwidthBound);
        QCOMPARE(*one.decodeComputeBound, compute);
        QVERIFY(!anyContains(one.notes, QStringLiteral("compute-bound")));
    }

    void mxfp4WithoutFp4UsesBf16() {
        // H100 publishes no FP4 throughput: MXFP4 runs weight-only, in BF16, and the compute
        // and prefill bounds use 989.5 TFLOPS rather than giving no bound.
        const FitResult h100 =
            computeFit(model(QStringLiteral("gpt-oss-120b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("mxfp4", 8192, 1, 15));
        QCOMPARE(h100.computePrecision, Precision::BF16);
        QCOMPARE(*h100.prefillTokensPerSecond, 989.5e12 / (2 * 5.712e9));
        QCOMPARE(h100.decodeComputeBound, h100.prefillTokensPerSecond);
        QVERIFY2(anyContains(h100.notes,
                             QStringLiteral("NVIDIA H100 SXM's FP4 throughput is unknown, so "
                                            "MXFP4 runs weight-only, dequantised to BF16")),
                 qPrintable(h100.notes.join(u'\n')));
        // B200 publishes FP4 (9,000 TFLOPS dense): that figure is used.
        const FitResult b200 =
            computeFit(model(QStringLiteral("gpt-oss-120b")), chip(QStringLiteral("nvidia-b200")),
                       inputs("mxfp4", 8192, 1, 15));
        QCOMPARE(b200.computePrecision, Precision::FP4);
        QCOMPARE(*b200.prefillTokensPerSecond, 9000e12 / (2 * 5.712e9));
        QVERIFY(!anyContains(b200.notes, QStringLiteral("weight-only")));
    }

    void numbersOnlyEqualsFull() {
        const FitInputs in = inputs("bf16", 8192, 64, 15.0, 4);
        for (const LlmModel& m : std::as_const(g_models)) {
            const FitCalculator calculator(m, in);
            for (const Chip& c : std::as_const(g_chips)) {
                const FitResult full = calculator.fit(c);
                const FitResult numbers = calculator.fit(c, FitCalculator::Detail::Numbers);
                QCOMPARE(numbers.tensorParallelDegree, full.tensorParallelDegree);
                QCOMPARE(numbers.pipelineParallelDegree, full.pipelineParallelDegree);
                QCOMPARE(numbers.verdictParallelism, full.verdictParallelism);
                QCOMPARE(numbers.decodeBandwidthBound, full.decodeBandwidthBound);
                QCOMPARE(numbers.decodeComputeBound, full.decodeComputeBound);
                QCOMPARE(numbers.decodeLimit, full.decodeLimit);
                // A degree an engine runs never needs fewer chips than memory alone.
                if (full.tensorParallelDegree)
                    QVERIFY(*full.tensorParallelDegree >= *full.chipsNeeded);
                if (full.decodeTokensPerSecondAggregate && full.decodeComputeBound)
                    QVERIFY(*full.decodeTokensPerSecondAggregate <= *full.decodeComputeBound);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestModelFitParallel)
#include "tst_modelfit_parallel.moc"
