// The explain view of a fit: each term with its formula, the catalog figures and inputs filled
// in. Numbers use the C locale with group separators, so the CLI and the GUI show one text.
#include "modelfit_p.h"
#include "parallelism_p.h"

#include <QCoreApplication>

#include <algorithm>

namespace chipatlas::fitdetail {

namespace {

// "2 bytes (BF16)", "1 byte (INT8)", "0.5 bytes (INT4)", "4.25 bits (MXFP4)", "4.5 bits".
QString perWeight(const WeightPrecision& precision) {
    using Format = WeightPrecision::Format;
    const double bits = precision.bitsPerWeight();
    if (precision.format == Format::CustomBits)
        return precision.displayName();
    if (precision.format == Format::MXFP4)
        return QCoreApplication::translate("ModelFit", "4.25 bits (MXFP4)");
    const QString bytes = formulaLocale().toString(bits / 8.0, 'g', 6);
    const QString name = precision.key().toUpper();
    return bits == 8.0 ? QCoreApplication::translate("ModelFit", "1 byte (%1)").arg(name)
                       : QCoreApplication::translate("ModelFit", "%1 bytes (%2)").arg(bytes, name);
}

QString perElement(KvPrecision kv) {
    const QString name = kvPrecisionKey(kv).toUpper();
    return kv == KvPrecision::BF16
               ? QCoreApplication::translate("ModelFit", "2 bytes (%1)").arg(name)
               : QCoreApplication::translate("ModelFit", "1 byte (%1)").arg(name);
}

QString weightsFormula(const FitDetails& d) {
    const Architecture& arch = d.arch;
    if (d.inputs.weights.format == WeightPrecision::Format::MXFP4 && arch.moe)
        return QCoreApplication::translate(
                   "ModelFit",
                   "%1 expert params x 4.25 bits (MXFP4) + %2 other params x 2 bytes (BF16)")
            .arg(billions(arch.expertParams), billions(arch.totalParams - arch.expertParams));
    return QCoreApplication::translate("ModelFit", "%1 params x %2")
        .arg(billions(arch.totalParams), perWeight(d.inputs.weights));
}

QString kvPerTokenFormula(const FitDetails& d) {
    const Architecture& arch = d.arch;
    const QString perToken = integer(d.kvPerToken);
    if (arch.mla)
        return QCoreApplication::translate(
                   "ModelFit",
                   "%1 layers x (%2 KV LoRA rank + %3 RoPE dims) x %4 = %5 bytes per token")
            .arg(integer(arch.layers), integer(arch.kvLoraRank), integer(arch.ropeDim),
                 perElement(d.inputs.kv), perToken);
    return QCoreApplication::translate(
               "ModelFit", "2 x %1 layers x %2 KV heads x %3 head dim x %4 = %5 bytes per token")
        .arg(integer(arch.layers), integer(arch.kvHeads), integer(arch.headDim),
             perElement(d.inputs.kv), perToken);
}

QString kvCacheFormula(const FitDetails& d) {
    const Architecture& arch = d.arch;
    const FitInputs& in = d.inputs;
    const QString sequences = fitdetail::sequences(double(in.batch));
    if (in.honourSlidingWindow && arch.windowedLayers > 0) {
        const double perLayer = arch.layers > 0 ? d.kvPerToken / arch.layers : 0.0;
        const qint64 capped = std::min(in.contextTokens, arch.window);
        return QCoreApplication::translate(
                   "ModelFit",
                   "%1 bytes per layer and token x (%2 full layers x %3 tokens + %4 sliding-window "
                   "layers x %5 tokens) x %6")
            .arg(integer(perLayer), integer(arch.layers - arch.windowedLayers),
                 integer(double(in.contextTokens)), integer(arch.windowedLayers),
                 integer(double(capped)), sequences);
    }
    return QCoreApplication::translate("ModelFit", "%1 bytes x %2 x %3")
        .arg(integer(d.kvPerToken), fitdetail::tokens(double(in.contextTokens)), sequences);
}

FitTerm term(const char* key, const char* label, const QString& formula, double value,
             const char* unit) {
    return FitTerm{QString::fromLatin1(key), QCoreApplication::translate("ModelFit", label),
                   formula, value, QString::fromLatin1(unit)};
}

QString computeFormula(const FitDetails& d, const QString& chipsText) {
    // TOPS for the integer precisions, TFLOPS for the others: the throughput field's own unit.
    const Unit unit = fieldInfo(throughputField(d.computePrecision)).unit;
    return QCoreApplication::translate("ModelFit", "%1 %2 (%3 dense) x %4 / (2 x %5 active params)")
        .arg(formulaLocale().toString(d.tflops, 'g', 10), unitSymbol(unit),
             precisionName(d.computePrecision), chipsText, billions(d.arch.activeParams));
}

// What one chip offers under the budget, as the chips-needed formulas name it: "80 GB" (the
// rule of thumb) or "the vLLM budget per chip".
QString perChipBudgetText(const FitDetails& d) {
    if (d.inputs.budget.kind == MemoryBudgetKind::RuleOfThumb)
        return formulaLocale().toString(d.memoryGb, 'g', 10) + QStringLiteral(" GB");
    return QCoreApplication::translate("ModelFit", "the %1 budget per chip")
        .arg(memoryBudgetProfile(d.inputs.budget.kind).name());
}

// The tensor-parallel degree, the pipeline-parallel one where it needs fewer chips, and the
// chips the verdict uses.
void appendParallelTerms(const FitDetails& d, FitResult& result) {
    const Architecture& arch = d.arch;
    const QString memory = perChipBudgetText(d);
    QList<FitTerm>& terms = result.terms;
    if (const auto tensor = result.tensorParallelDegree) {
        QString rule;
        if (arch.mla)
            rule = QCoreApplication::translate(
                       "ModelFit", "divides %1 attention heads (MLA: the latent on every chip)")
                       .arg(integer(arch.attentionHeads));
        else if (arch.attentionHeads > 0)
            rule = QCoreApplication::translate(
                       "ModelFit",
                       "divides %1 attention heads and divides %2 KV heads or is a multiple of "
                       "them")
                       .arg(integer(arch.attentionHeads), integer(arch.kvHeads));
        else
            rule = QCoreApplication::translate("ModelFit",
                                               "divides %1 KV heads or is a multiple of them")
                       .arg(integer(arch.kvHeads));
        const MemoryPlan plan = memoryPlan(arch, result.chipMemoryBytes, d.inputs, *tensor);
        terms << term("tp_degree", QT_TRANSLATE_NOOP("ModelFit", "Tensor-parallel degree"),
                      QCoreApplication::translate(
                          "ModelFit", "smallest n that %1, with %2 (KV cache x %3) <= n x %4")
                          .arg(rule, gb(plan.total),
                               formulaLocale().toString(plan.replication, 'g', 4), memory),
                      *tensor, "chips");
    }
    const auto pipeline = result.pipelineParallelDegree;
    if (pipeline && result.verdictParallelism == Parallelism::Pipeline) {
        const PipelinePlan plan = pipelinePlan(arch, result.chipMemoryBytes, d.inputs, *pipeline);
        terms << term(
            "pp_degree", QT_TRANSLATE_NOOP("ModelFit", "Pipeline-parallel degree"),
            QCoreApplication::translate(
                "ModelFit", "smallest n <= %1 layers whose largest stage (%2 of %1 layers: %3) "
                            "<= %4")
                .arg(integer(arch.layers), integer(plan.stageLayers), gb(plan.stageBytes), memory),
            *pipeline, "chips");
    }
    if (const auto chips = result.verdictChips())
        terms << term(
            "verdict_chips", QT_TRANSLATE_NOOP("ModelFit", "Chips the verdict uses"),
            result.verdictParallelism == Parallelism::Pipeline
                ? (result.tensorParallelDegree
                       ? QCoreApplication::translate(
                             "ModelFit", "pipeline parallelism: %1 stages < tensor-parallel %2")
                             .arg(integer(*chips), integer(*result.tensorParallelDegree))
                       : QCoreApplication::translate(
                             "ModelFit", "pipeline parallelism: no tensor-parallel degree fits"))
                : QCoreApplication::translate("ModelFit", "tensor parallelism"),
            *chips, "chips");
}

// The two decode bounds of all sequences, the smaller (the one that binds) and a sequence's
// share of it.
void appendDecodeTerms(const FitDetails& d, FitResult& result) {
    if (!result.decodeTokensPerSecondAggregate)
        return;
    const FitInputs& in = d.inputs;
    const QString chipsText = fitdetail::chips(in.chips);
    const QString sequences = fitdetail::sequences(double(in.batch));
    QList<FitTerm>& terms = result.terms;
    const double bandwidth = *result.decodeBandwidthBound;
    terms << term(
        "decode_bandwidth", QT_TRANSLATE_NOOP("ModelFit", "Decode bound from memory bandwidth"),
        QCoreApplication::translate("ModelFit",
                                    "%1 GB/s x %2 / %3 per step (%4 active weights + %5) x %6")
            .arg(formulaLocale().toString(d.bandwidthGbs, 'g', 10), chipsText, gb(d.bytesPerStep),
                 gb(d.activeWeightBytes), kvTotalPart(d, result.kvCacheBytes), sequences),
        bandwidth, "tokens/s");
    QString aggregate;
    if (result.decodeComputeBound) {
        terms << term("decode_compute", QT_TRANSLATE_NOOP("ModelFit", "Decode bound from compute"),
                      computeFormula(d, chipsText), *result.decodeComputeBound, "tokens/s");
        aggregate = (result.decodeLimit == DecodeLimit::Compute
                         ? QCoreApplication::translate(
                               "ModelFit", "min(%1 bandwidth, %2 compute): compute binds")
                         : QCoreApplication::translate(
                               "ModelFit", "min(%1 bandwidth, %2 compute): memory bandwidth binds"))
                        .arg(decimal(bandwidth, 1), decimal(*result.decodeComputeBound, 1));
    } else {
        aggregate = QCoreApplication::translate(
                        "ModelFit", "%1 bandwidth (no compute bound: the %2 throughput is missing)")
                        .arg(decimal(bandwidth, 1), precisionName(d.computePrecision));
    }
    terms << term("decode_aggregate",
                  QT_TRANSLATE_NOOP("ModelFit", "Decode upper bound, all sequences"), aggregate,
                  *result.decodeTokensPerSecondAggregate, "tokens/s");
    terms << term("decode_per_sequence",
                  QT_TRANSLATE_NOOP("ModelFit", "Decode upper bound per sequence"),
                  QCoreApplication::translate("ModelFit", "%1 tokens/s / %2")
                      .arg(decimal(*result.decodeTokensPerSecondAggregate, 1), sequences),
                  *result.decodeTokensPerSecondPerSequence, "tokens/s");
}

} // namespace

QString kvTotalPart(const FitDetails& d, double kvCache) {
    if (d.replication > 1.0)
        return QCoreApplication::translate("ModelFit", "%1 KV cache x %2 (replicated)")
            .arg(gb(kvCache), formulaLocale().toString(d.replication, 'g', 4));
    return QCoreApplication::translate("ModelFit", "%1 KV cache").arg(gb(kvCache));
}

void appendTerms(const FitDetails& d, FitResult& result) {
    const FitInputs& in = d.inputs;
    const QString chipsText = fitdetail::chips(in.chips);
    QList<FitTerm>& terms = result.terms;

    terms << term("weights", QT_TRANSLATE_NOOP("ModelFit", "Weights"), weightsFormula(d),
                  result.weightsBytes, "bytes");
    terms << term("kv_per_token", QT_TRANSLATE_NOOP("ModelFit", "KV cache per token"),
                  kvPerTokenFormula(d), d.kvPerToken, "bytes");
    terms << term("kv_cache", QT_TRANSLATE_NOOP("ModelFit", "KV cache"), kvCacheFormula(d),
                  result.kvCacheBytes, "bytes");
    terms << term("headroom", QT_TRANSLATE_NOOP("ModelFit", "Headroom"), headroomFormula(d, result),
                  result.headroomBytes, "bytes");
    terms << term("total", QT_TRANSLATE_NOOP("ModelFit", "Total"),
                  QCoreApplication::translate("ModelFit", "%1 weights + %2 + %3 headroom")
                      .arg(gb(result.weightsBytes), kvTotalPart(d, result.kvCacheBytes),
                           gb(result.headroomBytes)),
                  result.totalBytes, "bytes");
    if (result.memoryKnown) {
        const QString memory = perChipBudgetText(d);
        terms << memoryTerm(d);
        terms << budgetTerm(d, result, chipsText);
        terms << term("margin", QT_TRANSLATE_NOOP("ModelFit", "Margin"),
                      QCoreApplication::translate("ModelFit", "%1 capacity - %2 total")
                          .arg(gb(result.budgetBytes), gb(result.totalBytes)),
                      result.marginBytes, "bytes");
        if (result.chipsNeeded)
            terms << term(
                "chips_needed", QT_TRANSLATE_NOOP("ModelFit", "Chips needed, memory alone"),
                QCoreApplication::translate(
                    "ModelFit", "smallest n with weights + KV cache %1 + headroom <= n x %2")
                    .arg(d.arch.mla
                             ? QCoreApplication::translate("ModelFit", "(MLA: one copy per chip)")
                             : QCoreApplication::translate("ModelFit",
                                                           "(replicated beyond %1 KV heads)")
                                   .arg(integer(d.arch.kvHeads)),
                         memory),
                *result.chipsNeeded, "chips");
    }
    if (result.memoryKnown)
        appendParallelTerms(d, result);
    appendDecodeTerms(d, result);
    if (result.prefillTokensPerSecond)
        terms << term("prefill", QT_TRANSLATE_NOOP("ModelFit", "Prefill upper bound"),
                      computeFormula(d, chipsText), *result.prefillTokensPerSecond, "tokens/s");
}

} // namespace chipatlas::fitdetail
