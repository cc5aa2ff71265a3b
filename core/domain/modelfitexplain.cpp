// The explain view of a fit: each term with its formula, the catalog figures and inputs filled
// in. Numbers use the C locale with group separators, so the CLI and the GUI show one text.
#include "modelfit_p.h"

#include <QCoreApplication>

#include <algorithm>

namespace chipatlas::fitdetail {

namespace {

// "1 chip", "8 chips"; callers mark the words with QT_TRANSLATE_NOOP.
QString count(double value, const char* singular, const char* plural) {
    return QStringLiteral("%1 %2").arg(
        integer(value), QCoreApplication::translate("ModelFit", value == 1.0 ? singular : plural));
}

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
    const QString sequences = count(double(in.batch), QT_TRANSLATE_NOOP("ModelFit", "sequence"),
                                    QT_TRANSLATE_NOOP("ModelFit", "sequences"));
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
        .arg(integer(d.kvPerToken),
             count(double(in.contextTokens), QT_TRANSLATE_NOOP("ModelFit", "token"),
                   QT_TRANSLATE_NOOP("ModelFit", "tokens")),
             sequences);
}

QString kvTotalPart(const FitDetails& d, double kvCache) {
    if (d.replication > 1.0)
        return QCoreApplication::translate("ModelFit", "%1 KV cache x %2 (replicated)")
            .arg(gb(kvCache), formulaLocale().toString(d.replication, 'g', 4));
    return QCoreApplication::translate("ModelFit", "%1 KV cache").arg(gb(kvCache));
}

FitTerm term(const char* key, const char* label, const QString& formula, double value,
             const char* unit) {
    return FitTerm{QString::fromLatin1(key), QCoreApplication::translate("ModelFit", label),
                   formula, value, QString::fromLatin1(unit)};
}

} // namespace

void appendTerms(const FitDetails& d, FitResult& result) {
    const FitInputs& in = d.inputs;
    const QString chipsText = count(in.chips, QT_TRANSLATE_NOOP("ModelFit", "chip"),
                                    QT_TRANSLATE_NOOP("ModelFit", "chips"));
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
        const QString memory =
            in.budget.kind == MemoryBudgetKind::RuleOfThumb
                ? formulaLocale().toString(d.memoryGb, 'g', 10) + QStringLiteral(" GB")
                : QCoreApplication::translate("ModelFit", "the %1 budget per chip")
                      .arg(memoryBudgetProfile(in.budget.kind).name);
        terms << memoryTerm(d);
        terms << budgetTerm(d, result, chipsText);
        terms << term("margin", QT_TRANSLATE_NOOP("ModelFit", "Margin"),
                      QCoreApplication::translate("ModelFit", "%1 capacity - %2 total")
                          .arg(gb(result.budgetBytes), gb(result.totalBytes)),
                      result.marginBytes, "bytes");
        if (result.chipsNeeded)
            terms << term(
                "chips_needed", QT_TRANSLATE_NOOP("ModelFit", "Chips needed"),
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
    if (result.decodeTokensPerSecondPerSequence) {
        const double perSequence = *result.decodeTokensPerSecondPerSequence;
        terms << term("decode_per_sequence",
                      QT_TRANSLATE_NOOP("ModelFit", "Decode upper bound per sequence"),
                      QCoreApplication::translate(
                          "ModelFit", "%1 GB/s x %2 / %3 per step (%4 active weights + %5)")
                          .arg(formulaLocale().toString(d.bandwidthGbs, 'g', 10), chipsText,
                               gb(d.bytesPerStep), gb(d.activeWeightBytes),
                               kvTotalPart(d, result.kvCacheBytes)),
                      perSequence, "tokens/s");
        terms << term("decode_aggregate",
                      QT_TRANSLATE_NOOP("ModelFit", "Decode upper bound, all "
                                                    "sequences"),
                      QCoreApplication::translate("ModelFit", "%1 tokens/s x %2")
                          .arg(decimal(perSequence, 1),
                               count(double(in.batch), QT_TRANSLATE_NOOP("ModelFit", "sequence"),
                                     QT_TRANSLATE_NOOP("ModelFit", "sequences"))),
                      *result.decodeTokensPerSecondAggregate, "tokens/s");
    }
    if (result.prefillTokensPerSecond)
        terms << term(
            "prefill", QT_TRANSLATE_NOOP("ModelFit", "Prefill upper bound"),
            QCoreApplication::translate("ModelFit",
                                        "%1 TFLOPS (%2 dense) x %3 / (2 x %4 active params)")
                .arg(formulaLocale().toString(d.tflops, 'g', 10), precisionName(d.computePrecision),
                     chipsText, billions(d.arch.activeParams)),
            *result.prefillTokensPerSecond, "tokens/s");
}

} // namespace chipatlas::fitdetail
