// Model fit, the inverse: the longest context and the largest batch that fit (maxContext(),
// maxBatch() and their limits with notes), checked against computeFit() one token or one
// sequence beyond, on the real built-in catalog.
#include "modelfittestdata.h"

#include <QTest>

#include <cmath>

using namespace chipatlas;
using namespace chipatlas::fittest;

class TestModelFitInverse : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        const QString error = loadBuiltInCatalog();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(g_models.size(), 27);
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
};

QTEST_GUILESS_MAIN(TestModelFitInverse)
#include "tst_modelfit_inverse.moc"
