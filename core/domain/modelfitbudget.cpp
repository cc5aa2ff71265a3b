// The memory budget's part of a fit's explain view: which memory figure it read, what the
// chips offer weights + KV cache, and what the engine profile does not model.
#include "modelfit_p.h"

#include <QCoreApplication>

#include <cmath>

namespace chipatlas::fitdetail {

namespace {

QString fractionText(double fraction) {
    return formulaLocale().toString(fraction, 'g', 4);
}

// "gpu_memory_utilization 0.92 (vLLM default)", "mem_fraction_static 0.835 (SGLang's rule for
// 81,559 MiB at TP 1)", "free_gpu_memory_fraction 0.8 (set)".
QString parameterText(const FitDetails& d, double fraction) {
    const MemoryBudgetProfile& profile = memoryBudgetProfile(d.inputs.budget.kind);
    QString origin;
    if (d.inputs.budget.fraction)
        origin = QCoreApplication::translate("ModelFit", "set");
    else if (d.inputs.budget.kind == MemoryBudgetKind::Sglang)
        origin = QCoreApplication::translate("ModelFit", "SGLang's rule for %1 MiB at TP %2")
                     .arg(integer(std::floor(d.memory.bytes / (1024.0 * 1024.0))),
                          integer(d.inputs.chips));
    else
        origin = QCoreApplication::translate("ModelFit", "%1 default").arg(profile.name());
    return QStringLiteral("%1 %2 (%3)").arg(profile.parameter, fractionText(fraction), origin);
}

} // namespace

FitTerm memoryTerm(const FitDetails& d) {
    QString formula;
    const QString printed = formulaLocale().toString(d.memoryGb, 'g', 10);
    if (d.memory.figure == MemoryFigure::Visible)
        formula = QCoreApplication::translate("ModelFit", "%1 bytes visible to software (%2)")
                      .arg(integer(d.memory.bytes), gb(d.memory.bytes));
    else if (!d.memory.fallback)
        formula = QCoreApplication::translate("ModelFit",
                                              "rule of thumb: %1 GB as printed, read as decimal GB")
                      .arg(printed);
    else if (d.memory.binary)
        formula = QCoreApplication::translate("ModelFit",
                                              "visible memory unknown: the printed %1 GiB (%2)")
                      .arg(printed, gb(d.memory.bytes));
    else
        formula =
            QCoreApplication::translate("ModelFit", "visible memory unknown: the printed %1 GB")
                .arg(printed);
    return FitTerm{QStringLiteral("chip_memory"),
                   QCoreApplication::translate("ModelFit", "Memory per chip"), formula,
                   d.memory.bytes, QStringLiteral("bytes")};
}

FitTerm budgetTerm(const FitDetails& d, const FitResult& result, const QString& chipsText) {
    const MemoryBudgetKind kind = d.inputs.budget.kind;
    const double fraction = result.budgetFraction;
    QString formula;
    switch (kind) {
    case MemoryBudgetKind::RuleOfThumb:
        formula = QCoreApplication::translate("ModelFit", "%1 x %2")
                      .arg(formulaLocale().toString(d.memoryGb, 'g', 10) + QStringLiteral(" GB"),
                           chipsText);
        return FitTerm{QStringLiteral("capacity"),
                       QCoreApplication::translate("ModelFit", "Capacity"), formula,
                       result.budgetBytes, QStringLiteral("bytes")};
    case MemoryBudgetKind::Vllm:
    case MemoryBudgetKind::Sglang:
        formula = QCoreApplication::translate("ModelFit", "%1 x %2 x %3")
                      .arg(parameterText(d, fraction), gb(d.memory.bytes), chipsText);
        break;
    case MemoryBudgetKind::TensorRtLlm: {
        const double weightsPerChip = result.weightsBytes / double(d.inputs.chips);
        formula = weightsPerChip > d.memory.bytes
                      ? QCoreApplication::translate(
                            "ModelFit", "%1 x %2: the weights alone (%3 per chip) do not fit")
                            .arg(gb(d.memory.bytes), chipsText, gb(weightsPerChip))
                      : QCoreApplication::translate("ModelFit",
                                                    "(%1 weights + %2 x (%3 - %1 weights)) x %4")
                            .arg(gb(weightsPerChip), parameterText(d, fraction), gb(d.memory.bytes),
                                 chipsText);
        break;
    }
    }
    return FitTerm{QStringLiteral("capacity"),
                   QCoreApplication::translate("ModelFit", "Budget for weights + KV cache"),
                   formula, result.budgetBytes, QStringLiteral("bytes")};
}

QString headroomFormula(const FitDetails& d, const FitResult& result) {
    if (d.inputs.budget.kind == MemoryBudgetKind::RuleOfThumb)
        return QCoreApplication::translate("ModelFit", "%1% x (%2 weights + %3)")
            .arg(formulaLocale().toString(d.inputs.headroomPercent, 'g', 6),
                 gb(result.weightsBytes), kvTotalPart(d, result.kvCacheBytes));
    return QCoreApplication::translate("ModelFit", "none: the %1 budget keeps its own reserve")
        .arg(memoryBudgetProfile(d.inputs.budget.kind).name());
}

QStringList budgetNotes(const FitDetails& d, const FitResult& result) {
    const MemoryBudget& budget = d.inputs.budget;
    if (budget.kind == MemoryBudgetKind::RuleOfThumb || !result.memoryKnown)
        return {};
    const MemoryBudgetProfile& profile = memoryBudgetProfile(budget.kind);
    QStringList notes;
    notes << QCoreApplication::translate("ModelFit", "memory budget: %1 %2 %3, following %4 (%5)")
                 .arg(profile.name(), profile.parameter, fractionText(result.budgetFraction),
                      profile.engineVersion, profile.source);
    if (d.memory.fallback)
        notes << QCoreApplication::translate(
                     "ModelFit", "%1's memory visible to software is unknown: the %2 budget "
                                 "reads the printed capacity, %3")
                     .arg(d.chipName, profile.name(),
                          d.memory.binary
                              ? QCoreApplication::translate("ModelFit", "%1 GiB as printed")
                                    .arg(formulaLocale().toString(d.memoryGb, 'g', 10))
                              : gb(d.memory.bytes));
    switch (budget.kind) {
    case MemoryBudgetKind::RuleOfThumb:
        break;
    case MemoryBudgetKind::Vllm:
        notes << QCoreApplication::translate(
            "ModelFit",
            "vLLM's budget also holds the activation peak it profiles at start-up, allocations "
            "outside PyTorch (NCCL, cuBLAS) and, when estimated, CUDA graphs; they are not "
            "modelled here, so the KV cache it allocates is smaller than this budget leaves");
        break;
    case MemoryBudgetKind::Sglang:
        notes << QCoreApplication::translate(
            "ModelFit",
            "SGLang's reserve (1 - mem_fraction_static) holds activations, CUDA graph buffers "
            "and metadata; the rule followed leaves out its DP-attention, piecewise-graph, "
            "speculative-decoding and vision-model terms");
        break;
    case MemoryBudgetKind::TensorRtLlm:
        notes << QCoreApplication::translate(
            "ModelFit",
            "TensorRT-LLM gives the KV cache a fraction of the memory free after loading; the "
            "runtime's own buffers, also taken before that, are not modelled here");
        break;
    }
    if (d.inputs.headroomPercent > 0.0)
        notes << QCoreApplication::translate(
                     "ModelFit", "the %1% headroom applies to the rule of thumb only; the %2 "
                                 "budget keeps its own reserve")
                     .arg(formulaLocale().toString(d.inputs.headroomPercent, 'g', 6),
                          profile.name());
    return notes;
}

} // namespace chipatlas::fitdetail
