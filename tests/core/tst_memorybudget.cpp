// Memory budgets (core/domain/memorybudget.h): the rule of thumb within the printed capacity,
// and vLLM, SGLang and TensorRT-LLM sized from the memory visible to software, with the
// numbers of docs/MODEL-FIT.md section 3 and the engines' own documented defaults.
#include "domain/memorybudget.h"
#include "domain/whatfits.h"
#include "modelfittestdata.h"

#include <QTest>

#include <cmath>

using namespace chipatlas;
using namespace chipatlas::fittest;

namespace {

// nvidia-smi's 81,559 MiB for an "80 GB" H100 SXM (visible-memory.csv).
constexpr double kH100Visible = 85'520'809'984.0;

// The built-in H100 SXM with its visible memory set by hand (or cleared: 0).
Chip h100(double visibleBytes = kH100Visible) {
    Chip c = chip(QStringLiteral("nvidia-h100-sxm"));
    Figure& visible = c.figure(Field::VisibleMemoryBytes);
    visible = Figure{};
    if (visibleBytes > 0.0) {
        visible.value = visibleBytes;
        visible.status = FigureStatus::Published;
    }
    return c;
}

FitInputs under(MemoryBudgetKind kind, FitInputs in, std::optional<double> fraction = {}) {
    in.budget = MemoryBudget{kind, fraction};
    return in;
}

const FitTerm* findTerm(const FitResult& fit, const QString& key) {
    for (const FitTerm& term : fit.terms) {
        if (term.key == key)
            return &term;
    }
    return nullptr;
}

} // namespace

class TestMemoryBudget : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        const QString error = loadBuiltInCatalog();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void profiles() {
        QCOMPARE(kFitDefaults.budget.kind, MemoryBudgetKind::RuleOfThumb);
        for (int i = 0; i < kMemoryBudgetKindCount; ++i) {
            const auto kind = MemoryBudgetKind(i);
            QCOMPARE(memoryBudgetKindFromKey(memoryBudgetProfile(kind).key), kind);
        }
        QVERIFY(!memoryBudgetKindFromKey(u"llama.cpp"));
        const MemoryBudgetProfile& vllm = memoryBudgetProfile(MemoryBudgetKind::Vllm);
        QCOMPARE(vllm.parameter, QStringLiteral("gpu_memory_utilization"));
        QCOMPARE(vllm.defaultFraction, 0.92);
        QVERIFY(vllm.source.contains(u"002f10e0cfa1373a19a0d2756598a34b700d20e5"));
        QVERIFY(vllm.engineVersion.contains(u"0.9"));
        const MemoryBudgetProfile& sglang = memoryBudgetProfile(MemoryBudgetKind::Sglang);
        QCOMPARE(sglang.parameter, QStringLiteral("mem_fraction_static"));
        QVERIFY(sglang.source.contains(u"001067fffe33427bee0ed2f007fb7551a1d76b44"));
        const MemoryBudgetProfile& trt = memoryBudgetProfile(MemoryBudgetKind::TensorRtLlm);
        QCOMPARE(trt.parameter, QStringLiteral("free_gpu_memory_fraction"));
        QCOMPARE(trt.defaultFraction, 0.9);
        QVERIFY(trt.source.contains(u"0004396720054fd8e205cbf616f21f0b57c6b412"));
    }

    // SGLang's rule for its static fraction, worked through for a few memory sizes.
    void sglangFraction_data() {
        QTest::addColumn<double>("mib");
        QTest::addColumn<int>("tp");
        QTest::addColumn<double>("fraction");
        QTest::newRow("H100 TP1") << 81559.0 << 1 << 0.835;
        QTest::newRow("H100 TP8") << 81559.0 << 8 << 0.818;
        QTest::newRow("H200 TP8") << 143771.0 << 8 << 0.897;
        QTest::newRow("B200 TP8") << 183359.0 << 8 << 0.852;
        QTest::newRow("L40S TP1") << 46068.0 << 1 << 0.851;
        QTest::newRow("L4 TP1") << 23034.0 << 1 << 0.837;
    }

    void sglangFraction() {
        QFETCH(double, mib);
        QFETCH(int, tp);
        QFETCH(double, fraction);
        QCOMPARE(sglangMemFractionStatic(mib, tp), fraction);
    }

    void sglangFitUsesTheComputedFraction() {
        const LlmModel& llama = model(QStringLiteral("llama-3.1-70b"));
        FitInputs in = under(MemoryBudgetKind::Sglang, inputs("bf16", 8192, 1, 15, 1));
        FitResult fit = computeFit(llama, h100(), in);
        QCOMPARE(fit.budgetFraction, 0.835);
        QCOMPARE(fit.budgetBytes, 0.835 * kH100Visible);
        in.chips = 8;
        fit = computeFit(llama, h100(), in);
        QCOMPARE(fit.budgetFraction, 0.818);
        QCOMPARE(fit.budgetBytes, 8 * 0.818 * kH100Visible);
        QVERIFY2(findTerm(fit, QStringLiteral("capacity"))
                     ->formula.startsWith(
                         u"mem_fraction_static 0.818 (SGLang's rule for 81,559 MiB at TP 8)"),
                 qPrintable(findTerm(fit, QStringLiteral("capacity"))->formula));
    }

    // An H100 under the vLLM budget is sized from its visible 85.5 GB.
    void vllmSizesH100FromVisibleMemory() {
        const LlmModel& llama = model(QStringLiteral("llama-3.1-70b"));
        const FitInputs in = under(MemoryBudgetKind::Vllm, inputs("fp8", 8192, 1, 15));
        const FitResult fit = computeFit(llama, h100(), in);
        QCOMPARE(fit.memoryFigure, MemoryFigure::Visible);
        QVERIFY(!fit.memoryFallback);
        QCOMPARE(fit.chipMemoryBytes, kH100Visible);
        QCOMPARE(fit.visibleMemoryBytes, kH100Visible);
        QCOMPARE(fit.budgetFraction, 0.92);
        QCOMPARE(fit.budgetBytes, 0.92 * kH100Visible);
        // The engine keeps its own reserve: no headroom on top.
        QCOMPARE(fit.headroomBytes, 0.0);
        QCOMPARE(fit.totalBytes, fit.weightsBytes + fit.kvCacheBytes);
        QVERIFY(fit.fits);
        QCOMPARE(fit.marginBytes, 0.92 * kH100Visible - fit.totalBytes);
        QCOMPARE(findTerm(fit, QStringLiteral("chip_memory"))->formula,
                 QStringLiteral("85,520,809,984 bytes visible to software (85.52 GB)"));
        QCOMPARE(findTerm(fit, QStringLiteral("capacity"))->formula,
                 QStringLiteral("gpu_memory_utilization 0.92 (vLLM default) x 85.52 GB x 1 chip"));
        QVERIFY(anyContains(fit.notes, QStringLiteral("profiles at start-up")));
        QVERIFY(anyContains(fit.notes, QStringLiteral("002f10e0")));
        QVERIFY(anyContains(fit.notes, QStringLiteral("headroom applies to the rule of thumb")));
        // The rule of thumb would not fit the same 8,192-token context with 15% headroom in 80 GB.
        QVERIFY(!computeFit(llama, h100(), inputs("fp8", 8192, 1, 15)).fits);

        // The inverse answers use the same budget: the KV cache gets 0.92 x visible - weights.
        const double weights = weightBytes(llama, precision("fp8"));
        QCOMPARE(*maxContext(llama, h100(), in),
                 qint64(std::floor((0.92 * kH100Visible - weights) / 327680.0)));
        // The fraction is editable: 0.9, vLLM's default before.
        const FitInputs older = under(MemoryBudgetKind::Vllm, in, 0.9);
        QCOMPARE(computeFit(llama, h100(), older).budgetBytes, 0.9 * kH100Visible);
        QCOMPARE(*maxContext(llama, h100(), older),
                 qint64(std::floor((0.9 * kH100Visible - weights) / 327680.0)));
        QCOMPARE(*maxBatch(llama, h100(), older),
                 qint64(std::floor((0.9 * kH100Visible - weights) / (327680.0 * 8192))));
    }

    // TensorRT-LLM: KV cache = 0.9 x (visible - weights).
    void trtllmKvIsAFractionOfWhatTheWeightsLeave() {
        const LlmModel& llama = model(QStringLiteral("llama-3.1-70b"));
        const FitInputs in = under(MemoryBudgetKind::TensorRtLlm, inputs("fp8", 8192, 1, 0));
        const FitResult fit = computeFit(llama, h100(), in);
        const double weights = weightBytes(llama, precision("fp8"));
        QCOMPARE(fit.budgetFraction, 0.9);
        QCOMPARE(fit.budgetBytes, weights + 0.9 * (kH100Visible - weights));
        QCOMPARE(*maxContext(llama, h100(), in),
                 qint64(std::floor(0.9 * (kH100Visible - weights) / 327680.0)));
        // On two chips each holds half the weights and gives 0.9 of the rest to the cache.
        FitInputs two = in;
        two.chips = 2;
        QCOMPARE(computeFit(llama, h100(), two).budgetBytes,
                 2 * (weights / 2 + 0.9 * (kH100Visible - weights / 2)));
        // BF16 weights (141 GB) do not fit one chip at all, whatever the fraction.
        const FitResult bf16 = computeFit(
            llama, h100(), under(MemoryBudgetKind::TensorRtLlm, inputs("bf16", 0, 1, 0)));
        QVERIFY(!bf16.fits);
        QCOMPARE(bf16.budgetBytes, kH100Visible);
    }

    // Where the visible memory is unknown, an engine budget reads the printed capacity in the
    // unit it was printed in and says so.
    void fallbackToThePrintedCapacity() {
        const LlmModel& llama = model(QStringLiteral("llama-3.1-8b"));
        const FitInputs in = under(MemoryBudgetKind::Vllm, inputs("bf16", 8192, 1, 15));
        FitResult fit = computeFit(llama, h100(0), in);
        QCOMPARE(fit.memoryFigure, MemoryFigure::Printed);
        QVERIFY(fit.memoryFallback);
        QCOMPARE(fit.visibleMemoryBytes, 0.0);
        QCOMPARE(fit.chipMemoryBytes, 80e9);
        QCOMPARE(fit.budgetBytes, 0.92 * 80e9);
        QCOMPARE(findTerm(fit, QStringLiteral("chip_memory"))->formula,
                 QStringLiteral("visible memory unknown: the printed 80 GB"));
        QVERIFY(anyContains(fit.notes, QStringLiteral("NVIDIA H100 SXM's memory visible to "
                                                      "software is unknown: the vLLM budget reads "
                                                      "the printed capacity, 80.00 GB")));

        // Trainium1's "32 GiB" as AWS printed it.
        Chip trn1 = memoryOnlyChip(32);
        trn1.figure(Field::MemoryGb).printedUnit = PrintedUnit::Binary;
        fit = computeFit(llama, trn1, in);
        QCOMPARE(fit.chipMemoryBytes, 32 * kGiB);
        QCOMPARE(fit.budgetBytes, 0.92 * 32 * kGiB);
        QCOMPARE(findTerm(fit, QStringLiteral("chip_memory"))->formula,
                 QStringLiteral("visible memory unknown: the printed 32 GiB (34.36 GB)"));
        QVERIFY(anyContains(fit.notes, QStringLiteral("reads the printed capacity, 32 GiB as "
                                                      "printed")));
        // The rule of thumb keeps reading the nominal number as decimal GB.
        QCOMPARE(computeFit(llama, trn1, inputs("bf16", 8192, 1, 15)).chipMemoryBytes, 32e9);
    }

    void ruleOfThumbIsUnchanged() {
        const LlmModel& llama = model(QStringLiteral("llama-3.1-70b"));
        const FitInputs in = inputs("fp8", 8192, 1, 15);
        const FitResult withVisible = computeFit(llama, h100(), in);
        const FitResult without = computeFit(llama, h100(0), in);
        QCOMPARE(withVisible.memoryFigure, MemoryFigure::Printed);
        QVERIFY(!withVisible.memoryFallback);
        QCOMPARE(withVisible.chipMemoryBytes, 80e9);
        QCOMPARE(withVisible.budgetBytes, 80e9);
        QCOMPARE(withVisible.budgetFraction, 1.0);
        QCOMPARE(withVisible.totalBytes, without.totalBytes);
        QCOMPARE(withVisible.marginBytes, without.marginBytes);
        QCOMPARE(withVisible.chipsNeeded, without.chipsNeeded);
        QCOMPARE(findTerm(withVisible, QStringLiteral("chip_memory"))->formula,
                 QStringLiteral("rule of thumb: 80 GB as printed, read as decimal GB"));
        QCOMPARE(findTerm(withVisible, QStringLiteral("capacity"))->formula,
                 QStringLiteral("80 GB x 1 chip"));
        QVERIFY(!anyContains(withVisible.notes, QStringLiteral("memory budget")));
    }

    // The details pane's "what fits" sizes under the same budget: Llama 3.1 70B at INT8 fits an
    // H100 under vLLM's 0.92 x 85.5 GB, not under 15% headroom within 80 GB.
    void whatFitsUsesTheBudget() {
        const QList<LlmModel> models{model(QStringLiteral("llama-3.1-70b"))};
        constexpr size_t int8 = 1;
        QCOMPARE(kWhatFitsFormats[int8], WeightPrecision::Format::INT8);
        const WhatFits rule = whatFitsOnChip(h100(), models, kFitDefaults);
        QVERIFY(!rule.rows.at(0).results[int8].fits);
        const WhatFits vllm =
            whatFitsOnChip(h100(), models, under(MemoryBudgetKind::Vllm, kFitDefaults));
        QVERIFY(vllm.rows.at(0).results[int8].fits);
        QCOMPARE(vllm.rows.at(0).results[int8].budgetBytes, 0.92 * kH100Visible);
    }
};

QTEST_GUILESS_MAIN(TestMemoryBudget)
#include "tst_memorybudget.moc"
