// Model-fit memory terms against docs/MODEL-FIT.md: weight precisions, weights per tensor
// group, KV bytes per token for every model (equal to the CSV), MLA and sliding windows, and
// the "what fits in 32 GB" table of the comparison page, on the real built-in catalog.
#include "modelfittestdata.h"

#include <QTest>

#include <cmath>

using namespace chipatlas;
using namespace chipatlas::fittest;

class TestModelFit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sramBandwidthOnlyForWhatFitsInSram();
    void costAtTheFewestChipsItFitsOn();
    void initTestCase() {
        const QString error = loadBuiltInCatalog();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(g_models.size(), 27);
    }

    void parsePrecision_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("bits");
        QTest::newRow("BF16") << "BF16" << true << "bf16" << 16.0;
        QTest::newRow("fp16") << "fp16" << true << "fp16" << 16.0;
        QTest::newRow("FP32") << "FP32" << true << "fp32" << 32.0;
        QTest::newRow("Fp8") << "Fp8" << true << "fp8" << 8.0;
        QTest::newRow(" int8 ") << " int8 " << true << "int8" << 8.0;
        QTest::newRow("INT4") << "INT4" << true << "int4" << 4.0;
        QTest::newRow("mxfp4") << "mxfp4" << true << "mxfp4" << 4.25;
        QTest::newRow("4.5") << "4.5" << true << "4.5" << 4.5;
        QTest::newRow("64") << "64" << true << "64" << 64.0;
        QTest::newRow("0") << "0" << false << "" << 0.0;
        QTest::newRow("-4") << "-4" << false << "" << 0.0;
        QTest::newRow("65") << "65" << false << "" << 0.0;
        QTest::newRow("abc") << "abc" << false << "" << 0.0;
        QTest::newRow("empty") << "" << false << "" << 0.0;
        QTest::newRow("nan") << "nan" << false << "" << 0.0;
        QTest::newRow("4,5") << "4,5" << false << "" << 0.0;
    }

    void parsePrecision() {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QString, key);
        QFETCH(double, bits);
        const auto parsed = WeightPrecision::parse(text);
        QCOMPARE(parsed.has_value(), valid);
        if (!valid)
            return;
        QCOMPARE(parsed->key(), key);
        QCOMPARE(parsed->bitsPerWeight(), bits);
        QCOMPARE(WeightPrecision::parse(parsed->key()), parsed); // the key round-trips
    }

    void precisionNames() {
        QCOMPARE(precision("mxfp4").displayName(), QStringLiteral("MXFP4 (4.25 bits)"));
        QCOMPARE(precision("bf16").displayName(), QStringLiteral("BF16"));
        QCOMPARE(precision("4.5").displayName(), QStringLiteral("4.5 bits"));
        QCOMPARE(kvPrecisionFromString(u"FP8"), KvPrecision::FP8);
        QCOMPARE(kvPrecisionFromString(u"int8"), KvPrecision::INT8);
        QCOMPARE(kvPrecisionFromString(u"bf16"), KvPrecision::BF16);
        QVERIFY(!kvPrecisionFromString(u"fp4"));
        QCOMPARE(kvBytesPerElement(KvPrecision::BF16), 2.0);
        QCOMPARE(kvBytesPerElement(KvPrecision::FP8), 1.0);
        QCOMPARE(kvPrecisionKey(KvPrecision::INT8), QStringLiteral("int8"));
    }

    // Every model's KV bytes per token at 16-bit equals the CSV's kv_bytes_per_token_16bit.
    void kvPerTokenMatchesCsv_data() {
        QTest::addColumn<QString>("id");
        QString error;
        const auto models = builtInModels(&error);
        QVERIFY(models);
        for (const LlmModel& m : models->models)
            QTest::newRow(qPrintable(m.id())) << m.id();
    }

    void kvPerTokenMatchesCsv() {
        QFETCH(QString, id);
        const LlmModel& m = model(id);
        QVERIFY(m.has(ModelField::KvBytesPerToken16bit));
        const double expected = double(m.value(ModelField::KvBytesPerToken16bit).toLongLong());
        QCOMPARE(kvBytesPerToken(m, KvPrecision::BF16), expected);
        QCOMPARE(kvBytesPerToken(m, KvPrecision::FP8), expected / 2.0);
    }

    // docs/MODEL-FIT.md 2.4.
    void llama70bWorkedExample() {
        const LlmModel& m = model(QStringLiteral("llama-3.1-70b"));
        QCOMPARE(kvBytesPerToken(m, KvPrecision::BF16), 327680.0);
        const FitResult fit =
            computeFit(m, chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 8192, 1, 0));
        QCOMPARE(fit.kvCacheBytes, 2684354560.0);
        QCOMPARE(rounded(fit.weightsBytes / 1e9, 2), 141.11);
        QCOMPARE(rounded(fit.weightsBytes / kGiB, 2), 131.42);
        QCOMPARE(rounded((fit.weightsBytes + fit.kvCacheBytes) / 1e9, 2), 143.79);
        QCOMPARE(fit.headroomBytes, 0.0);
    }

    void llama70bKvScaling_data() {
        QTest::addColumn<qint64>("context");
        QTest::addColumn<qint64>("batch");
        QTest::addColumn<double>("gb");
        QTest::addColumn<int>("decimals");
        QTest::newRow("8K x1") << qint64(8192) << qint64(1) << 2.68 << 2;
        QTest::newRow("8K x8") << qint64(8192) << qint64(8) << 21.5 << 1;
        QTest::newRow("8K x32") << qint64(8192) << qint64(32) << 85.9 << 1;
        QTest::newRow("32K x1") << qint64(32768) << qint64(1) << 10.7 << 1;
        QTest::newRow("32K x8") << qint64(32768) << qint64(8) << 85.9 << 1;
        QTest::newRow("32K x32") << qint64(32768) << qint64(32) << 343.6 << 1;
        QTest::newRow("128K x1") << qint64(131072) << qint64(1) << 42.9 << 1;
        QTest::newRow("128K x8") << qint64(131072) << qint64(8) << 343.6 << 1;
        QTest::newRow("128K x32") << qint64(131072) << qint64(32) << 1374.0 << 0;
    }

    void llama70bKvScaling() {
        QFETCH(qint64, context);
        QFETCH(qint64, batch);
        QFETCH(double, gb);
        QFETCH(int, decimals);
        const FitResult fit =
            computeFit(model(QStringLiteral("llama-3.1-70b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", context, batch, 15));
        QCOMPARE(fit.kvCacheBytes, 327680.0 * double(context) * double(batch));
        QCOMPARE(rounded(fit.kvCacheBytes / 1e9, decimals), gb);
    }

    // docs/MODEL-FIT.md 2.3: 61 x (512 + 64) x 2 B; 9.2 GB at 128K.
    void deepseekMla() {
        const LlmModel& m = model(QStringLiteral("deepseek-v3"));
        QCOMPARE(kvBytesPerToken(m, KvPrecision::BF16), 70272.0);
        const FitResult fit =
            computeFit(m, chip(QStringLiteral("nvidia-h200-sxm")), inputs("fp8", 131072, 1, 15));
        QCOMPARE(rounded(fit.kvCacheBytes / 1e9, 1), 9.2);
        QVERIFY(anyContains(fit.notes, QStringLiteral("MLA")));
        // FP8 weights: 671.026e9 x 1 byte.
        QCOMPARE(rounded(fit.weightsBytes / 1e9, 2), 671.03);
    }

    // docs/MODEL-FIT.md 1: mixed checkpoints are summed per tensor group.
    void mixedMxfp4Weights_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("gb");
        QTest::addColumn<double>("gib");
        QTest::newRow("gpt-oss-120b mxfp4") << "gpt-oss-120b"
                                            << "mxfp4" << 65.25 << 60.77;
        QTest::newRow("gpt-oss-20b mxfp4") << "gpt-oss-20b"
                                           << "mxfp4" << 13.76 << 12.82;
        QTest::newRow("gpt-oss-120b int4 ideal") << "gpt-oss-120b"
                                                 << "int4" << 58.41 << 54.40;
        QTest::newRow("gpt-oss-120b bf16") << "gpt-oss-120b"
                                           << "bf16" << 233.66 << 217.61;
        // A dense model takes 4.25 bits for every weight: 8.03e9 x 4.25 / 8.
        QTest::newRow("llama-3.1-8b mxfp4") << "llama-3.1-8b"
                                            << "mxfp4" << 4.27 << 3.97;
    }

    void mixedMxfp4Weights() {
        QFETCH(QString, id);
        QFETCH(QString, precision);
        QFETCH(double, gb);
        QFETCH(double, gib);
        const double bytes = weightBytes(model(id), *WeightPrecision::parse(precision));
        QCOMPARE(rounded(bytes / 1e9, 2), gb);
        QCOMPARE(rounded(bytes / kGiB, 2), gib);
    }

    void mxfp4Notes() {
        const Chip& h100 = chip(QStringLiteral("nvidia-h100-sxm"));
        const FitResult moe =
            computeFit(model(QStringLiteral("gpt-oss-120b")), h100, inputs("mxfp4", 8192, 1, 15));
        QVERIFY(anyContains(moe.notes, QStringLiteral("expert params at 4.25 bits")));
        // The model card: "fits one 80 GB GPU".
        QVERIFY(moe.fits);
        QCOMPARE(moe.chipsNeeded, 1);
        const FitResult dense =
            computeFit(model(QStringLiteral("llama-3.1-8b")), h100, inputs("mxfp4", 8192, 1, 15));
        QVERIFY(anyContains(dense.notes, QStringLiteral("4.25 bits for every weight")));
    }

    // docs/MODEL-FIT.md 2.2.
    void slidingWindow_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("context");
        QTest::addColumn<bool>("honour");
        QTest::addColumn<double>("bytes");
        const double gemmaLayer = 376832.0 / 46; // 8,192 bytes per layer and token
        QTest::newRow("gemma-2-27b 8K honoured")
            << "gemma-2-27b" << qint64(8192) << true << gemmaLayer * (23 * 8192 + 23 * 4096);
        QTest::newRow("gemma-2-27b 8K naive")
            << "gemma-2-27b" << qint64(8192) << false << 376832.0 * 8192;
        QTest::newRow("gemma-2-27b 2K (below the window)")
            << "gemma-2-27b" << qint64(2048) << true << 376832.0 * 2048;
        const double gptLayer = 73728.0 / 36;
        QTest::newRow("gpt-oss-120b 131K honoured")
            << "gpt-oss-120b" << qint64(131072) << true << gptLayer * (18 * 131072 + 18 * 128);
        QTest::newRow("gpt-oss-120b 131K naive")
            << "gpt-oss-120b" << qint64(131072) << false << 73728.0 * 131072;
        QTest::newRow("mistral-7b-v0.1 32K honoured")
            << "mistral-7b-v0.1" << qint64(32768) << true << 131072.0 * 4096;
        QTest::newRow("mistral-7b-v0.1 32K naive")
            << "mistral-7b-v0.1" << qint64(32768) << false << 131072.0 * 32768;
        QTest::newRow("phi-3-mini 4K: 2047 is full attention")
            << "phi-3-mini-4k-instruct" << qint64(4096) << true << 393216.0 * 4096;
        QTest::newRow("qwen2.5-7b: no window")
            << "qwen2.5-7b-instruct" << qint64(32768) << true << 57344.0 * 32768;
    }

    void slidingWindow() {
        QFETCH(QString, id);
        QFETCH(qint64, context);
        QFETCH(bool, honour);
        QFETCH(double, bytes);
        FitInputs in = inputs("bf16", context, 1, 15);
        in.honourSlidingWindow = honour;
        const FitResult fit = computeFit(model(id), chip(QStringLiteral("nvidia-h100-sxm")), in);
        QCOMPARE(fit.kvCacheBytes, bytes);
    }

    void slidingWindowWorkedFigures() {
        const Chip& h100 = chip(QStringLiteral("nvidia-h100-sxm"));
        FitInputs in = inputs("bf16", 8192, 1, 15);
        const LlmModel& gemma = model(QStringLiteral("gemma-2-27b"));
        QCOMPARE(rounded(computeFit(gemma, h100, in).kvCacheBytes / 1e9, 2), 2.32);
        in.honourSlidingWindow = false;
        QCOMPARE(rounded(computeFit(gemma, h100, in).kvCacheBytes / 1e9, 2), 3.09);

        const LlmModel& gptOss = model(QStringLiteral("gpt-oss-120b"));
        in = inputs("mxfp4", 131072, 1, 15);
        QCOMPARE(rounded(computeFit(gptOss, h100, in).kvCacheBytes / kGiB, 2), 4.50);
        in.honourSlidingWindow = false;
        QCOMPARE(rounded(computeFit(gptOss, h100, in).kvCacheBytes / kGiB, 2), 9.00);
    }

    // The comparison page's "What fits in 32 GB": weights only (headroom 0, context 0).
    void fitsIn32Gb_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("fp16");
        QTest::addColumn<bool>("int8");
        QTest::addColumn<bool>("int4");
        QTest::newRow("Llama 3.1 8B") << "llama-3.1-8b" << true << true << true;
        QTest::newRow("Llama 3.1 70B") << "llama-3.1-70b" << false << false << false;
        QTest::newRow("Llama 3.1 405B") << "llama-3.1-405b" << false << false << false;
        QTest::newRow("Llama 3.3 70B") << "llama-3.3-70b-instruct" << false << false << false;
        QTest::newRow("DeepSeek V3") << "deepseek-v3" << false << false << false;
        QTest::newRow("DeepSeek R1") << "deepseek-r1" << false << false << false;
        QTest::newRow("Qwen 2.5 7B") << "qwen2.5-7b-instruct" << true << true << true;
        QTest::newRow("Qwen 2.5 72B") << "qwen2.5-72b-instruct" << false << false << false;
        QTest::newRow("Mixtral 8x7B") << "mixtral-8x7b" << false << false << true;
        QTest::newRow("Mixtral 8x22B") << "mixtral-8x22b" << false << false << false;
        QTest::newRow("Gemma 2 27B") << "gemma-2-27b" << false << true << true;
        QTest::newRow("Command R+") << "command-r-plus" << false << false << false;
        QTest::newRow("Kimi K2") << "kimi-k2-instruct" << false << false << false;
    }

    void fitsIn32Gb() {
        QFETCH(QString, id);
        QFETCH(bool, fp16);
        QFETCH(bool, int8);
        QFETCH(bool, int4);
        const Chip chip32 = memoryOnlyChip(32);
        const LlmModel& m = model(id);
        QCOMPARE(computeFit(m, chip32, inputs("fp16", 0, 1, 0)).fits, fp16);
        QCOMPARE(computeFit(m, chip32, inputs("int8", 0, 1, 0)).fits, int8);
        QCOMPARE(computeFit(m, chip32, inputs("int4", 0, 1, 0)).fits, int4);
        // The page's chip, AWS Trainium (Trn1), has 32 GB too.
        QCOMPARE(computeFit(m, chip(QStringLiteral("aws-trainium1")), inputs("int8", 0, 1, 0)).fits,
                 int8);
    }

    void fitsIn32GbWeights_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("gb");
        QTest::newRow("Llama 3.1 8B FP16") << "llama-3.1-8b"
                                           << "fp16" << 16.06;
        QTest::newRow("Mixtral 8x7B INT4") << "mixtral-8x7b"
                                           << "int4" << 23.35;
        QTest::newRow("Gemma 2 27B INT8") << "gemma-2-27b"
                                          << "int8" << 27.23;
        QTest::newRow("Kimi K2 INT4") << "kimi-k2-instruct"
                                      << "int4" << 513.20;
    }

    void fitsIn32GbWeights() {
        QFETCH(QString, id);
        QFETCH(QString, precision);
        QFETCH(double, gb);
        const FitResult fit =
            computeFit(model(id), memoryOnlyChip(32), inputs(qPrintable(precision), 0, 1, 0));
        QCOMPARE(rounded(fit.weightsBytes / 1e9, 2), gb);
        QCOMPARE(fit.totalBytes, fit.weightsBytes);
        QCOMPARE(fit.marginBytes, 32e9 - fit.weightsBytes);
    }

    // With the default 15% headroom and an 8K context the page is too optimistic.
    void fitsIn32GbRealistic_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<bool>("pageSays");
        QTest::addColumn<bool>("fits");
        QTest::newRow("Gemma 2 27B INT8") << "gemma-2-27b"
                                          << "int8" << true << false;
        QTest::newRow("Gemma 2 27B INT4") << "gemma-2-27b"
                                          << "int4" << true << true;
        QTest::newRow("Llama 3.1 8B FP16") << "llama-3.1-8b"
                                           << "fp16" << true << true;
        QTest::newRow("Qwen 2.5 7B FP16") << "qwen2.5-7b-instruct"
                                          << "fp16" << true << true;
        QTest::newRow("Mixtral 8x7B INT4") << "mixtral-8x7b"
                                           << "int4" << true << true;
    }

    void fitsIn32GbRealistic() {
        QFETCH(QString, id);
        QFETCH(QString, precision);
        QFETCH(bool, pageSays);
        QFETCH(bool, fits);
        const Chip chip32 = memoryOnlyChip(32);
        QCOMPARE(computeFit(model(id), chip32, inputs(qPrintable(precision), 0, 1, 0)).fits,
                 pageSays);
        const FitResult fit =
            computeFit(model(id), chip32, inputs(qPrintable(precision), 8192, 1, 15));
        QCOMPARE(fit.fits, fits);
        QCOMPARE(fit.marginBytes < 0, !fits);
    }

    // docs/MODEL-FIT.md 0: a total in GB and in GiB.
};

// A bandwidth bound reads the bandwidth of the memory that holds the weights (docs/MODEL-FIT.md
// section 5). Regression: DeepSeek V3 at FP8 on 8 Cerebras WSE-3 does not fit (671 GB of FP8
// weights, 8 x 44 GB of on-chip SRAM = 352 GB), yet showed a decode bound of 4,074,570 tokens/s:
// 8 x 21,000,000 GB/s of SRAM bandwidth / 41.2 GB read per step. The weights cannot be in that
// SRAM; the catalog publishes no external-memory bandwidth, so the bound is unknown.
void TestModelFit::sramBandwidthOnlyForWhatFitsInSram() {
    FitInputs in = inputs("fp8", 8192, 1, 15.0);
    in.chips = 8;
    const FitResult deepSeek = computeFit(model(QStringLiteral("deepseek-v3")),
                                          chip(QStringLiteral("cerebras-wse-3")), in);
    QVERIFY(!deepSeek.fits);
    QVERIFY(!deepSeek.decodeBandwidthBound);
    QVERIFY(!deepSeek.decodeTokensPerSecondPerSequence);
    QVERIFY(!deepSeek.decodeTokensPerSecondAggregate);
    QVERIFY(
        anyContains(deepSeek.notes,
                    QStringLiteral("decode bound: unknown. Cerebras WSE-3's memory bandwidth is "
                                   "its on-chip SRAM's; DeepSeek-V3 does not fit in the SRAM of "
                                   "8 chips")));
    // Groq's 230 MB of SRAM per chip: Llama 3.1 8B at FP8 does not fit on 8 of them either.
    const FitResult groq =
        computeFit(model(QStringLiteral("llama-3.1-8b")), chip(QStringLiteral("groq-lpu-v1")), in);
    QVERIFY(!groq.fits);
    QVERIFY(!groq.decodeBandwidthBound);
    // What fits in the SRAM reads it at the SRAM's bandwidth: Llama 3.1 8B at FP8 (8.03 GB +
    // KV) on one WSE-3's 44 GB.
    FitInputs one = inputs("fp8", 8192, 1, 15.0);
    const FitResult fits = computeFit(model(QStringLiteral("llama-3.1-8b")),
                                      chip(QStringLiteral("cerebras-wse-3")), one);
    QVERIFY(fits.fits);
    QVERIFY(fits.decodeBandwidthBound);
}

// A cost is computed where the model fits (docs/MODEL-FIT.md section 6). By hand: Llama 3.1 70B
// at FP8 needs 70.55 GB weights + 2.68 GB KV cache + 15% = 84.22 GB; one 80 GB H100 SXM is 4.2 GB
// short; TP 2 (divides 64 heads and 8 KV heads) holds it in 160 GB. At $2 per chip-hour and a
// measured 1,000 tokens/s: $2 x 2 / (1,000 x 3600) x 1e6 = $1.11 per million tokens.
void TestModelFit::costAtTheFewestChipsItFitsOn() {
    const FitInputs in = inputs("fp8", 8192, 1, 15.0);
    const FitResult one = computeFit(model(QStringLiteral("llama-3.1-70b")),
                                     chip(QStringLiteral("nvidia-h100-sxm")), in);
    QVERIFY(!one.fits);
    QCOMPARE(one.costChips, 2);
    const std::optional<FitCost> measured = fitCost(one, 2.0, 1000.0);
    QVERIFY(measured);
    QCOMPARE(measured->chips, 2);
    QVERIFY(measured->atFewest);
    QCOMPARE(measured->usdPerMillionTokens, 2.0 * 2 / (1000.0 * 3600) * 1e6);
    // At the bound: the decode bound on the 2 chips, not on the 1 typed.
    FitInputs two = in;
    two.chips = 2;
    const FitResult atTwo = computeFit(model(QStringLiteral("llama-3.1-70b")),
                                       chip(QStringLiteral("nvidia-h100-sxm")), two);
    QVERIFY(atTwo.fits);
    const std::optional<FitCost> bound = fitCost(one, 2.0, std::nullopt);
    QVERIFY(bound);
    QCOMPARE(bound->usdPerMillionTokens,
             costPerMillionTokens(2.0, 2, *atTwo.decodeTokensPerSecondAggregate));
    // Where the typed chips hold it, the cost is at them.
    const std::optional<FitCost> typed = fitCost(atTwo, 2.0, 1000.0);
    QCOMPARE(typed->chips, 2);
    QVERIFY(!typed->atFewest);
    // Nothing holds it: no cost.
    FitResult none;
    QVERIFY(!fitCost(none, 2.0, 1000.0));
}

QTEST_GUILESS_MAIN(TestModelFit)
#include "tst_modelfit.moc"
