// computeFit() and friends against the worked examples of model-fit-formulas.md, the CSV's
// KV bytes per token for every model, and the "what fits in 32 GB" table of the comparison
// page (reference/pages/002_de7815fa348ea8df.txt), on the real built-in catalog.
#include "domain/modelfit.h"
#include "io/catalogjson.h"

#include <QHash>
#include <QTest>

#include <cmath>

using namespace chipatlas;

namespace {
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QHash<QString, LlmModel> g_models;
QHash<QString, Chip> g_chips;

const LlmModel& model(const QString& id) {
    if (!g_models.contains(id))
        qFatal("no model %s", qPrintable(id));
    return g_models[id];
}

const Chip& chip(const QString& id) {
    if (!g_chips.contains(id))
        qFatal("no chip %s", qPrintable(id));
    return g_chips[id];
}

WeightPrecision precision(const char* key) {
    const auto parsed = WeightPrecision::parse(QString::fromLatin1(key));
    if (!parsed)
        qFatal("bad precision %s", key);
    return *parsed;
}

FitInputs inputs(const char* weights, qint64 context, qint64 batch, double headroom,
                 int chips = 1) {
    FitInputs in;
    in.weights = precision(weights);
    in.contextTokens = context;
    in.batch = batch;
    in.headroomPercent = headroom;
    in.chips = chips;
    return in;
}

// A chip with only a memory figure, e.g. the 32 GB of the comparison page.
Chip memoryOnlyChip(double gb) {
    Chip c;
    c.id = QStringLiteral("test-chip");
    c.name = QStringLiteral("Test chip");
    c.figure(Field::MemoryGb).value = gb;
    c.figure(Field::MemoryGb).status = FigureStatus::Published;
    return c;
}

double rounded(double value, int decimals) {
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

bool anyContains(const QStringList& notes, const QString& text) {
    for (const QString& note : notes) {
        if (note.contains(text))
            return true;
    }
    return false;
}
} // namespace

class TestModelFit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QString error;
        const auto models = builtInModels(&error);
        QVERIFY2(models, qPrintable(error));
        for (const LlmModel& m : models->models)
            g_models.insert(m.id(), m);
        const auto chips = builtInChips(&error);
        QVERIFY2(chips, qPrintable(error));
        for (const Chip& c : chips->chips)
            g_chips.insert(c.id, c);
        QCOMPARE(g_models.size(), 26);
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

    // model-fit-formulas.md 2.4.
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

    // model-fit-formulas.md 2.3: 61 x (512 + 64) x 2 B; 9.2 GB at 128K.
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

    // model-fit-formulas.md 1: mixed checkpoints are summed per tensor group.
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

    // model-fit-formulas.md 2.2.
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

    // model-fit-formulas.md 0: a total in GB and in GiB.
    void gbVersusGib() {
        const FitResult fit =
            computeFit(model(QStringLiteral("llama-3.1-70b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 8192, 1, 0));
        QCOMPARE(fit.totalBytes, 70.554e9 * 2 + 2684354560.0);
        QCOMPARE(rounded(fit.totalBytes / 1e9, 2), 143.79);
        QCOMPARE(rounded(fit.totalBytes / kGiB, 2), 133.92);
        QCOMPARE(fit.chipMemoryBytes, 80e9);
    }

    void headroom() {
        const FitResult fit =
            computeFit(model(QStringLiteral("llama-3.1-70b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 8192, 1, 15));
        QCOMPARE(fit.headroomBytes, 0.15 * (fit.weightsBytes + fit.kvCacheBytes));
        QCOMPARE(fit.totalBytes, fit.weightsBytes + fit.kvCacheBytes + fit.headroomBytes);
    }

    void replication_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("chipId");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<int>("chips");
        QTest::addColumn<double>("replication");
        QTest::addColumn<QString>("note");
        QTest::newRow("Llama 70B on 8 chips") << "llama-3.1-70b"
                                              << "nvidia-h100-sxm"
                                              << "bf16" << 8 << 1.0 << "";
        QTest::newRow("Llama 70B on 16 chips")
            << "llama-3.1-70b"
            << "nvidia-h100-sxm"
            << "bf16" << 16 << 2.0
            << "tensor parallelism over 16 chips exceeds Llama 3.1 70B's 8 KV heads: the KV "
               "cache is replicated, 2x";
        QTest::newRow("DeepSeek V3 on 8 chips (MLA)")
            << "deepseek-v3"
            << "nvidia-h200-sxm"
            << "fp8" << 8 << 8.0
            << "each of the 8 chips holds DeepSeek-V3's full latent KV cache, 8x";
        QTest::newRow("DeepSeek V3 on 1 chip") << "deepseek-v3"
                                               << "nvidia-h200-sxm"
                                               << "fp8" << 1 << 1.0 << "";
    }

    void replication() {
        QFETCH(QString, id);
        QFETCH(QString, chipId);
        QFETCH(QString, precision);
        QFETCH(int, chips);
        QFETCH(double, replication);
        QFETCH(QString, note);
        const FitResult fit =
            computeFit(model(id), chip(chipId), inputs(qPrintable(precision), 8192, 1, 15, chips));
        QCOMPARE(fit.kvReplication, replication);
        QCOMPARE(fit.totalBytes,
                 fit.weightsBytes + fit.kvCacheBytes * replication + fit.headroomBytes);
        QCOMPARE(fit.marginBytes, double(chips) * fit.chipMemoryBytes - fit.totalBytes);
        if (note.isEmpty())
            QVERIFY(!anyContains(fit.notes, QStringLiteral("replicated")) &&
                    !anyContains(fit.notes, QStringLiteral("latent KV cache,")));
        else
            QVERIFY2(anyContains(fit.notes, note), qPrintable(fit.notes.join(u'\n')));
    }

    void chipsNeeded_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("chipId");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<qint64>("context");
        QTest::addColumn<double>("headroom");
        QTest::addColumn<int>("needed"); // 0: none
        // (141.11 + 2.68) x 1.15 = 165.4 GB > 160 GB.
        QTest::newRow("Llama 70B BF16 H100 15%") << "llama-3.1-70b"
                                                 << "nvidia-h100-sxm"
                                                 << "bf16" << qint64(8192) << 15.0 << 3;
        QTest::newRow("Llama 70B BF16 H100 0%") << "llama-3.1-70b"
                                                << "nvidia-h100-sxm"
                                                << "bf16" << qint64(8192) << 0.0 << 2;
        QTest::newRow("Llama 70B BF16 H200") << "llama-3.1-70b"
                                             << "nvidia-h200-sxm"
                                             << "bf16" << qint64(8192) << 15.0 << 2;
        QTest::newRow("Llama 8B BF16 H100") << "llama-3.1-8b"
                                            << "nvidia-h100-sxm"
                                            << "bf16" << qint64(8192) << 15.0 << 1;
        // 0.23 GB per chip: beyond 8 chips each holds a whole KV head of 2.68 / 8 GB.
        QTest::newRow("Llama 405B on Groq: never") << "llama-3.1-405b"
                                                   << "groq-lpu-v1"
                                                   << "int8" << qint64(8192) << 15.0 << 0;
    }

    void chipsNeeded() {
        QFETCH(QString, id);
        QFETCH(QString, chipId);
        QFETCH(QString, precision);
        QFETCH(qint64, context);
        QFETCH(double, headroom);
        QFETCH(int, needed);
        const LlmModel& m = model(id);
        const Chip& c = chip(chipId);
        const FitResult fit = computeFit(m, c, inputs(qPrintable(precision), context, 1, headroom));
        if (needed == 0) {
            QVERIFY(!fit.chipsNeeded);
            QVERIFY(anyContains(fit.notes, QStringLiteral("no number of")));
            return;
        }
        QCOMPARE(fit.chipsNeeded, needed);
        QCOMPARE(fit.fits, needed == 1);
        // The answer fits and one chip fewer does not.
        QVERIFY(computeFit(m, c, inputs(qPrintable(precision), context, 1, headroom, needed)).fits);
        if (needed > 1)
            QVERIFY(
                !computeFit(m, c, inputs(qPrintable(precision), context, 1, headroom, needed - 1))
                     .fits);
    }

    // model-fit-formulas.md 5.1 table: batch 1, ignoring KV reads (context 0).
    void decodeBound_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("chipId");
        QTest::addColumn<double>("tokensPerSecond");
        QTest::newRow("Llama 8B BF16 H100") << "llama-3.1-8b"
                                            << "bf16"
                                            << "nvidia-h100-sxm" << 223.0;
        QTest::newRow("Llama 8B BF16 H200") << "llama-3.1-8b"
                                            << "bf16"
                                            << "nvidia-h200-sxm" << 320.0;
        QTest::newRow("Llama 70B BF16 H100") << "llama-3.1-70b"
                                             << "bf16"
                                             << "nvidia-h100-sxm" << 24.0;
        QTest::newRow("Llama 70B BF16 H200") << "llama-3.1-70b"
                                             << "bf16"
                                             << "nvidia-h200-sxm" << 35.0;
        QTest::newRow("Llama 70B FP8 H100") << "llama-3.1-70b"
                                            << "fp8"
                                            << "nvidia-h100-sxm" << 48.0;
        QTest::newRow("Llama 70B INT8 H200") << "llama-3.1-70b"
                                             << "int8"
                                             << "nvidia-h200-sxm" << 69.0;
        QTest::newRow("Mixtral BF16 H100") << "mixtral-8x7b"
                                           << "bf16"
                                           << "nvidia-h100-sxm" << 131.0;
        QTest::newRow("Mixtral BF16 H200") << "mixtral-8x7b"
                                           << "bf16"
                                           << "nvidia-h200-sxm" << 188.0;
        QTest::newRow("DeepSeek V3 FP8 H100") << "deepseek-v3"
                                              << "fp8"
                                              << "nvidia-h100-sxm" << 92.0;
        QTest::newRow("DeepSeek V3 FP8 H200") << "deepseek-v3"
                                              << "fp8"
                                              << "nvidia-h200-sxm" << 131.0;
        QTest::newRow("gpt-oss-120b MXFP4 H100") << "gpt-oss-120b"
                                                 << "mxfp4"
                                                 << "nvidia-h100-sxm" << 670.0;
        QTest::newRow("gpt-oss-120b MXFP4 H200") << "gpt-oss-120b"
                                                 << "mxfp4"
                                                 << "nvidia-h200-sxm" << 959.0;
    }

    void decodeBound() {
        QFETCH(QString, id);
        QFETCH(QString, precision);
        QFETCH(QString, chipId);
        QFETCH(double, tokensPerSecond);
        const FitResult fit =
            computeFit(model(id), chip(chipId), inputs(qPrintable(precision), 0, 1, 15));
        QVERIFY(fit.decodeTokensPerSecondPerSequence);
        // The table rounds bytes per token to 0.1 GB and tokens/s to integers.
        const double bound = *fit.decodeTokensPerSecondPerSequence;
        QVERIFY2(std::abs(bound - tokensPerSecond) < 1.0 ||
                     std::abs(bound / tokensPerSecond - 1.0) < 0.01,
                 qPrintable(QString::number(*fit.decodeTokensPerSecondPerSequence)));
        QCOMPARE(fit.decodeTokensPerSecondAggregate, fit.decodeTokensPerSecondPerSequence);
    }

    void decodeReadsKvCache() {
        const LlmModel& m = model(QStringLiteral("llama-3.1-8b"));
        const Chip& h100 = chip(QStringLiteral("nvidia-h100-sxm"));
        const FitResult fit = computeFit(m, h100, inputs("bf16", 8192, 8, 15, 2));
        const double bytesPerStep = 7.505e9 * 2 + 131072.0 * 8192 * 8;
        QCOMPARE(*fit.decodeTokensPerSecondPerSequence, 2 * 3350e9 / bytesPerStep);
        QCOMPARE(*fit.decodeTokensPerSecondAggregate, 8 * 2 * 3350e9 / bytesPerStep);
    }

    void prefillBound() {
        const FitResult fit =
            computeFit(model(QStringLiteral("llama-3.1-70b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 8192, 1, 15));
        QVERIFY(fit.prefillTokensPerSecond);
        QCOMPARE(*fit.prefillTokensPerSecond, 989.5e12 / (2 * 70.554e9));
        QCOMPARE(rounded(*fit.prefillTokensPerSecond, -2), 7000.0);
    }

    void prefillPrecision_data() {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("tflops");
        QTest::addColumn<bool>("weightOnlyNote");
        // NVIDIA H100 SXM: BF16 989.5, FP16 989.5, FP8 1979, INT8 1979, FP32 67.
        QTest::newRow("bf16") << "bf16" << 989.5 << false;
        QTest::newRow("fp16") << "fp16" << 989.5 << false;
        QTest::newRow("fp8") << "fp8" << 1979.0 << false;
        QTest::newRow("int8") << "int8" << 1979.0 << false;
        QTest::newRow("fp32") << "fp32" << 67.0 << false;
        QTest::newRow("int4 computes in bf16") << "int4" << 989.5 << true;
        QTest::newRow("4.5 bits computes in bf16") << "4.5" << 989.5 << true;
    }

    void prefillPrecision() {
        QFETCH(QString, precision);
        QFETCH(double, tflops);
        QFETCH(bool, weightOnlyNote);
        const FitResult fit = computeFit(model(QStringLiteral("llama-3.1-8b")),
                                         chip(QStringLiteral("nvidia-h100-sxm")),
                                         inputs(qPrintable(precision), 8192, 1, 15));
        QCOMPARE(*fit.prefillTokensPerSecond, tflops * 1e12 / (2 * 8.03e9));
        QCOMPARE(anyContains(fit.notes, QStringLiteral("computes in 16-bit")), weightOnlyNote);
    }

    void missingFigures() {
        // H100 SXM publishes no FP4 throughput: MXFP4 prefill has no bound.
        const FitResult fp4 =
            computeFit(model(QStringLiteral("gpt-oss-120b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("mxfp4", 8192, 1, 15));
        QVERIFY(!fp4.prefillTokensPerSecond);
        QVERIFY2(anyContains(
                     fp4.notes,
                     QStringLiteral("prefill bound: NVIDIA H100 SXM's FP4 throughput is unknown")),
                 qPrintable(fp4.notes.join(u'\n')));
        QVERIFY(fp4.decodeTokensPerSecondPerSequence);

        // H100 NVL: memory bandwidth unknown.
        const FitResult nvl =
            computeFit(model(QStringLiteral("llama-3.1-8b")),
                       chip(QStringLiteral("nvidia-h100-nvl")), inputs("bf16", 8192, 1, 15));
        QVERIFY(nvl.memoryKnown);
        QVERIFY(nvl.fits);
        QVERIFY(!nvl.decodeTokensPerSecondPerSequence);
        QVERIFY(!nvl.decodeTokensPerSecondAggregate);
        QVERIFY(anyContains(
            nvl.notes,
            QStringLiteral("decode bound: NVIDIA H100 NVL's memory bandwidth is unknown")));

        // Memory not published: nothing about the fit can be said.
        Chip secret = chip(QStringLiteral("nvidia-h100-sxm"));
        secret.name = QStringLiteral("Secret chip");
        secret.figure(Field::MemoryGb) = Figure{{}, FigureStatus::NotPublished, {}, {}, false};
        const FitResult fit =
            computeFit(model(QStringLiteral("llama-3.1-8b")), secret, inputs("bf16", 8192, 1, 15));
        QVERIFY(!fit.memoryKnown);
        QVERIFY(!fit.fits);
        QVERIFY(!fit.chipsNeeded);
        QCOMPARE(fit.chipMemoryBytes, 0.0);
        QVERIFY(fit.weightsBytes > 0);
        QVERIFY(anyContains(fit.notes, QStringLiteral("Secret chip's memory is not published")));
        QVERIFY(!maxContext(model(QStringLiteral("llama-3.1-8b")), secret,
                            inputs("bf16", 8192, 1, 15)));
        QVERIFY(
            !maxBatch(model(QStringLiteral("llama-3.1-8b")), secret, inputs("bf16", 8192, 1, 15)));
    }

    void inverse_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("chipId");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<int>("chips");
        QTest::newRow("Llama 70B BF16 3x H100") << "llama-3.1-70b"
                                                << "nvidia-h100-sxm"
                                                << "bf16" << 3;
        QTest::newRow("Llama 70B FP8 H200") << "llama-3.1-70b"
                                            << "nvidia-h200-sxm"
                                            << "fp8" << 1;
        QTest::newRow("Llama 8B BF16 L4") << "llama-3.1-8b"
                                          << "nvidia-l4"
                                          << "bf16" << 1;
        QTest::newRow("Gemma 2 27B INT4 on 32 GB") << "gemma-2-27b"
                                                   << "aws-trainium1"
                                                   << "int4" << 1;
        QTest::newRow("gpt-oss-120b MXFP4 H100") << "gpt-oss-120b"
                                                 << "nvidia-h100-sxm"
                                                 << "mxfp4" << 1;
        QTest::newRow("DeepSeek V3 FP8 8x H200") << "deepseek-v3"
                                                 << "nvidia-h200-sxm"
                                                 << "fp8" << 8;
        QTest::newRow("Llama 70B BF16 16x L4") << "llama-3.1-70b"
                                               << "nvidia-l4"
                                               << "bf16" << 16;
    }

    void inverse() {
        QFETCH(QString, id);
        QFETCH(QString, chipId);
        QFETCH(QString, precision);
        QFETCH(int, chips);
        const LlmModel& m = model(id);
        const Chip& c = chip(chipId);
        FitInputs in = inputs(qPrintable(precision), 8192, 1, 15, chips);

        const auto context = maxContext(m, c, in);
        QVERIFY(context);
        in.contextTokens = *context;
        QVERIFY(computeFit(m, c, in).fits);
        if (*context < maxContextCap(m)) {
            in.contextTokens = *context + 1;
            QVERIFY(!computeFit(m, c, in).fits);
        }

        in.contextTokens = 8192;
        const auto batch = maxBatch(m, c, in);
        QVERIFY(batch);
        in.batch = *batch;
        QVERIFY(computeFit(m, c, in).fits);
        in.batch = *batch + 1;
        QVERIFY(!computeFit(m, c, in).fits);
    }

    void inverseLimits() {
        const Chip& h100 = chip(QStringLiteral("nvidia-h100-sxm"));
        // Mistral 7B v0.1's rolling buffer stops growing at 4,096 tokens: capped at 32K.
        const LlmModel& mistral = model(QStringLiteral("mistral-7b-v0.1"));
        QCOMPARE(maxContext(mistral, h100, inputs("bf16", 8192, 1, 15)), qint64(32768));
        QCOMPARE(maxContextCap(mistral), qint64(32768));
        // Llama 405B does not fit one H100 even without a cache.
        const LlmModel& big = model(QStringLiteral("llama-3.1-405b"));
        QVERIFY(!maxContext(big, h100, inputs("bf16", 8192, 1, 15)));
        QVERIFY(!maxBatch(big, h100, inputs("bf16", 8192, 1, 15)));
        // Llama 70B BF16 on two H100 without headroom: 160 GB - 141.11 GB leaves 18.89 GB of
        // KV, 57,653 tokens; with 15% headroom the weights alone (162.3 GB) do not fit.
        const LlmModel& llama = model(QStringLiteral("llama-3.1-70b"));
        QCOMPARE(maxContext(llama, h100, inputs("bf16", 8192, 1, 0, 2)),
                 qint64(std::floor((160e9 - 141.108e9) / 327680.0)));
        QVERIFY(!maxContext(llama, h100, inputs("bf16", 8192, 1, 15, 2)));
    }

    void explainTerms() {
        const FitResult fit =
            computeFit(model(QStringLiteral("llama-3.1-70b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 8192, 1, 15));
        QStringList keys;
        for (const FitTerm& term : fit.terms)
            keys << term.key;
        QCOMPARE(keys,
                 QStringLiteral("weights kv_per_token kv_cache headroom total capacity margin "
                                "chips_needed decode_per_sequence decode_aggregate prefill")
                     .split(u' '));
        QCOMPARE(fit.terms.at(0).formula, QStringLiteral("70.554e9 params x 2 bytes (BF16)"));
        QCOMPARE(fit.terms.at(0).value, fit.weightsBytes);
        QCOMPARE(fit.terms.at(1).formula,
                 QStringLiteral("2 x 80 layers x 8 KV heads x 128 head dim x 2 bytes (BF16) = "
                                "327,680 bytes per token"));
        QCOMPARE(fit.terms.at(1).value, 327680.0);
        QCOMPARE(fit.terms.at(2).formula,
                 QStringLiteral("327,680 bytes x 8,192 tokens x 1 sequence"));
        QCOMPARE(fit.terms.at(5).formula, QStringLiteral("80 GB x 1 chip"));
        QCOMPARE(fit.terms.at(5).value, 80e9);
        QCOMPARE(fit.terms.at(6).value, fit.marginBytes);
        QCOMPARE(fit.terms.at(7).value, 3.0);
        QVERIFY2(fit.terms.at(8).formula.startsWith(
                     QStringLiteral("3,350 GB/s x 1 chip / 141.69 GB per step")),
                 qPrintable(fit.terms.at(8).formula));
        QCOMPARE(fit.terms.at(8).unit, QStringLiteral("tokens/s"));
        QCOMPARE(
            fit.terms.at(10).formula,
            QStringLiteral("989.5 TFLOPS (BF16 dense) x 1 chip / (2 x 70.554e9 active params)"));
        QCOMPARE(fit.terms.at(10).value, *fit.prefillTokensPerSecond);
    }

    void explainMla() {
        const FitResult fit =
            computeFit(model(QStringLiteral("deepseek-v3")),
                       chip(QStringLiteral("nvidia-h200-sxm")), inputs("fp8", 8192, 1, 15, 8));
        QCOMPARE(fit.terms.at(1).formula,
                 QStringLiteral("61 layers x (512 KV LoRA rank + 64 RoPE dims) x 2 bytes (BF16) = "
                                "70,272 bytes per token"));
        QVERIFY2(fit.terms.at(4).formula.contains(QStringLiteral("x 8 (replicated)")),
                 qPrintable(fit.terms.at(4).formula));
    }

    void inverseNotes() {
        const Chip& h100 = chip(QStringLiteral("nvidia-h100-sxm"));
        const FitLimit capped = maxContextLimit(model(QStringLiteral("mistral-7b-v0.1")), h100,
                                                inputs("bf16", 0, 1, 15));
        QCOMPARE(capped.value, qint64(32768));
        QVERIFY(capped.capped);
        QCOMPARE(capped.notes,
                 QStringList(QStringLiteral("capped at Mistral 7B v0.1's maximum context of 32,768 "
                                            "tokens: a longer context would fit in memory")));

        const FitLimit none = maxBatchLimit(model(QStringLiteral("llama-3.1-405b")), h100,
                                            inputs("bf16", 8192, 4, 15));
        QVERIFY(!none.value);
        QVERIFY(!none.capped);
        QVERIFY2(anyContains(none.notes, QStringLiteral("Llama 3.1 405B does not fit on 1 x NVIDIA "
                                                        "H100 SXM even with 8,192 tokens x 1 "
                                                        "sequence")),
                 qPrintable(none.notes.join(u'\n')));

        // With no context a batch costs no memory: the search stops at its cap.
        const FitLimit batch =
            maxBatchLimit(model(QStringLiteral("llama-3.1-8b")), h100, inputs("bf16", 0, 1, 15));
        QCOMPARE(batch.value, kMaxBatch);
        QVERIFY(batch.capped);

        const FitLimit exact =
            maxBatchLimit(model(QStringLiteral("llama-3.1-8b")), h100, inputs("bf16", 8192, 1, 15));
        QVERIFY(exact.value);
        QVERIFY(!exact.capped);
        QVERIFY(exact.notes.isEmpty());
    }

    void kvPrecisionInFit() {
        FitInputs in = inputs("fp8", 8192, 1, 15);
        in.kv = KvPrecision::FP8;
        const FitResult fit = computeFit(model(QStringLiteral("llama-3.1-70b")),
                                         chip(QStringLiteral("nvidia-h100-sxm")), in);
        QCOMPARE(fit.kvCacheBytes, 163840.0 * 8192);
        QCOMPARE(fit.terms.at(1).formula,
                 QStringLiteral("2 x 80 layers x 8 KV heads x 128 head dim x 1 byte (FP8) = "
                                "163,840 bytes per token"));
        QCOMPARE(fit.terms.at(0).formula, QStringLiteral("70.554e9 params x 1 byte (FP8)"));
    }

    void computeBoundNote() {
        // Llama 3.1 8B at a batch of 1,024 short sequences: 1,024 x 195 tokens/s of bandwidth
        // bound is beyond the 61,600 tokens/s that 989.5 TFLOPS can compute.
        const FitResult fit =
            computeFit(model(QStringLiteral("llama-3.1-8b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 16, 1024, 15));
        QVERIFY(*fit.decodeTokensPerSecondAggregate > *fit.prefillTokensPerSecond);
        QVERIFY(anyContains(fit.notes, QStringLiteral("decode is compute-bound there")));
        const FitResult small =
            computeFit(model(QStringLiteral("llama-3.1-8b")),
                       chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 8192, 1, 15));
        QVERIFY(!anyContains(small.notes, QStringLiteral("compute-bound")));
    }

    void contextBeyondModel() {
        const FitResult fit =
            computeFit(model(QStringLiteral("gemma-2-9b")), chip(QStringLiteral("nvidia-h100-sxm")),
                       inputs("bf16", 16384, 1, 15));
        QVERIFY(anyContains(fit.notes, QStringLiteral("context of 16,384 tokens exceeds Gemma 2 "
                                                      "9B's maximum of 8,192")));
    }

    // A model entered by hand with only the fields a config.json always has.
    void customModelFallbacks() {
        LlmModel custom;
        custom.value(ModelField::Id) = QStringLiteral("custom");
        custom.value(ModelField::Name) = QStringLiteral("Custom 7B");
        custom.value(ModelField::ParamsTotalB) = 7.0;
        custom.value(ModelField::NumLayers) = qint64(32);
        custom.value(ModelField::HiddenSize) = qint64(4096);
        custom.value(ModelField::NumAttentionHeads) = qint64(32);
        QCOMPARE(kvBytesPerToken(custom, KvPrecision::BF16), 2.0 * 32 * 32 * 128 * 2);
        const FitResult fit =
            computeFit(custom, chip(QStringLiteral("nvidia-h100-sxm")), inputs("bf16", 1024, 1, 0));
        QCOMPARE(fit.weightsBytes, 14e9);
        QVERIFY(anyContains(fit.notes, QStringLiteral("Custom 7B has no num_kv_heads")));
        QVERIFY(anyContains(fit.notes, QStringLiteral("Custom 7B has no head_dim")));
        // Active params default to the total.
        QCOMPARE(*fit.prefillTokensPerSecond, 989.5e12 / 14e9);
        QCOMPARE(maxContextCap(custom), kMaxContextWithoutModelLimit);
    }

    void inputsAreClamped() {
        const LlmModel& m = model(QStringLiteral("llama-3.1-8b"));
        const Chip& h100 = chip(QStringLiteral("nvidia-h100-sxm"));
        FitInputs in = inputs("bf16", -5, 0, -10, 0);
        const FitResult fit = computeFit(m, h100, in);
        QCOMPARE(fit.kvCacheBytes, 0.0);
        QCOMPARE(fit.headroomBytes, 0.0);
        QCOMPARE(fit.totalBytes, fit.weightsBytes);
        QVERIFY(fit.fits);
        QCOMPARE(fit.decodeTokensPerSecondAggregate, fit.decodeTokensPerSecondPerSequence);
    }

    void cost() {
        QCOMPARE(costPerMillionTokens(2.0, 8, 1000.0), 2.0 * 8 / (1000.0 * 3600.0) * 1e6);
        QVERIFY(std::isnan(costPerMillionTokens(2.0, 1, 0.0)));
        QVERIFY(std::isnan(costPerMillionTokens(2.0, 0, 10.0)));
    }
};

QTEST_APPLESS_MAIN(TestModelFit)
#include "tst_modelfit.moc"
