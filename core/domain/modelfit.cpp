// computeFit(): memory (weights + KV cache + headroom) against the chips' capacity, chips
// needed, and the decode and prefill upper bounds (docs/MODEL-FIT.md sections 1-5).
#include "modelfit_p.h"
#include "parallelism_p.h"

#include <QCoreApplication>

#include <algorithm>

namespace chipatlas {

namespace fitdetail {

FitInputs normalised(const FitInputs& inputs) {
    FitInputs result = inputs;
    result.chips = std::clamp(inputs.chips, 1, kMaxChips);
    result.batch = std::max<qint64>(1, inputs.batch);
    result.contextTokens = std::max<qint64>(0, inputs.contextTokens);
    result.headroomPercent = inputs.headroomPercent > 0.0 ? inputs.headroomPercent : 0.0;
    if (result.budget.kind == MemoryBudgetKind::RuleOfThumb ||
        (result.budget.fraction &&
         !(*result.budget.fraction > 0.0 && *result.budget.fraction <= 1.0)))
        result.budget.fraction.reset();
    return result;
}

MemoryPlan memoryPlan(const Architecture& arch, double chipMemoryBytes, const FitInputs& inputs,
                      int chips) {
    MemoryPlan plan;
    plan.weights = weightBytesOf(arch.expertParams, arch.totalParams - arch.expertParams, arch.moe,
                                 inputs.weights);
    plan.kvCache = kvCacheBytesOf(arch, kvBytesPerElement(inputs.kv), inputs.contextTokens,
                                  inputs.batch, inputs.honourSlidingWindow);
    plan.replication = kvReplication(arch, chips);
    // Headroom (the rule of thumb's; an engine budget keeps its own reserve) on the cache as
    // allocated: every replicated copy takes memory too.
    if (inputs.budget.kind == MemoryBudgetKind::RuleOfThumb)
        plan.headroom =
            inputs.headroomPercent / 100.0 * (plan.weights + plan.kvCache * plan.replication);
    plan.total = plan.weights + plan.kvCache * plan.replication + plan.headroom;
    plan.fraction = memoryBudgetFraction(inputs.budget, chipMemoryBytes, chips);
    plan.capacity = double(chips) * memoryBudgetBytesPerChip(inputs.budget, chipMemoryBytes, chips,
                                                             plan.weights / double(chips));
    // With an even split each chip holds total / chips, so the per-chip check is this one.
    plan.fits = chipMemoryBytes > 0.0 && plan.total <= plan.capacity;
    return plan;
}

int chipsNeededFor(const Architecture& arch, double chipMemoryBytes, const FitInputs& inputs) {
    if (chipMemoryBytes <= 0.0)
        return 0;
    for (int chips = 1; chips <= kMaxChips; ++chips) {
        if (memoryPlan(arch, chipMemoryBytes, inputs, chips).fits)
            return chips;
    }
    return 0;
}

namespace {

// "memory", "memory bandwidth", "FP4 throughput": the figure as a note names it.
QString figurePhrase(Field field) {
    if (field == Field::MemoryGb)
        return QCoreApplication::translate("ModelFit", "memory");
    if (field == Field::VisibleMemoryBytes)
        return QCoreApplication::translate("ModelFit", "memory visible to software");
    if (field == Field::MemoryBwGbs)
        return QCoreApplication::translate("ModelFit", "memory bandwidth");
    if (const auto precision = fieldInfo(field).precision)
        return QCoreApplication::translate("ModelFit", "%1 throughput")
            .arg(precisionName(*precision));
    return fieldLabel(field);
}

} // namespace

double usableFigure(const Chip& chip, Field field, const QString& purpose, QStringList& notes) {
    const Figure& figure = chip.figure(field);
    const QString phrase = figurePhrase(field);
    if (!figure.hasValue() || figure.number() <= 0.0) {
        notes << QCoreApplication::translate("ModelFit", "%1: %2's %3 is %4")
                     .arg(purpose, chip.name, phrase, statusDisplayName(figure.status));
        return 0.0;
    }
    if (figure.status == FigureStatus::Unverified)
        notes << QCoreApplication::translate("ModelFit", "%1 uses %2's unverified %3")
                     .arg(purpose, chip.name, phrase);
    if (figure.status == FigureStatus::DesignTarget)
        notes << QCoreApplication::translate("ModelFit",
                                             "%1 uses %2's %3, a design target, not shipping")
                     .arg(purpose, chip.name, phrase);
    if (figure.sparsityUnstated)
        notes << QCoreApplication::translate("ModelFit", "%1: %2's %3 may be a sparse figure")
                     .arg(purpose, chip.name, phrase);
    return figure.number();
}

namespace {

void addModelNotes(const FitDetails& d, QStringList& notes) {
    const Architecture& arch = d.arch;
    const FitInputs& in = d.inputs;
    notes << arch.notes;
    if (in.weights.format == WeightPrecision::Format::MXFP4) {
        if (arch.moe)
            notes << QCoreApplication::translate(
                         "ModelFit",
                         "MXFP4: %1 expert params at 4.25 bits, the other %2 params at 16 bits "
                         "(the way gpt-oss ships)")
                         .arg(billions(arch.expertParams),
                              billions(arch.totalParams - arch.expertParams));
        else
            notes << QCoreApplication::translate(
                         "ModelFit", "MXFP4 on the dense model %1: 4.25 bits for every weight")
                         .arg(arch.name);
    }
    if (arch.mla)
        notes << QCoreApplication::translate(
                     "ModelFit",
                     "%1 uses MLA: the KV cache holds the compressed latent (%2 + %3 per layer), "
                     "as MLA-aware engines store it")
                     .arg(arch.name, integer(arch.kvLoraRank), integer(arch.ropeDim));
    if (arch.windowIgnored)
        notes << QCoreApplication::translate(
                     "ModelFit", "%1's sliding_window of %2 is treated as full attention")
                     .arg(arch.name, integer(double(arch.window)));
    if (arch.windowedLayers > 0) {
        if (in.honourSlidingWindow)
            notes << QCoreApplication::translate(
                         "ModelFit",
                         "%1: %2 of %3 layers use a %4-token sliding window; their cache is "
                         "capped at the window")
                         .arg(arch.name, integer(arch.windowedLayers), integer(arch.layers),
                              integer(double(arch.window)));
        else
            notes << QCoreApplication::translate(
                         "ModelFit",
                         "%1: sliding windows not honoured, the engine allocates the full "
                         "context in all %2 layers")
                         .arg(arch.name, integer(arch.layers));
    }
    if (arch.maxContext > 0 && in.contextTokens > arch.maxContext)
        notes << QCoreApplication::translate("ModelFit",
                                             "context of %1 tokens exceeds %2's maximum of %3")
                     .arg(integer(double(in.contextTokens)), arch.name,
                          integer(double(arch.maxContext)));
    if (d.replication > 1.0) {
        if (arch.mla)
            notes << QCoreApplication::translate(
                         "ModelFit",
                         "MLA under tensor parallelism: each of the %1 chips holds %2's full "
                         "latent KV cache, %3x")
                         .arg(integer(in.chips), arch.name, decimal(d.replication, 0));
        else
            notes << QCoreApplication::translate(
                         "ModelFit",
                         "tensor parallelism over %1 chips exceeds %2's %3 KV heads: the KV "
                         "cache is replicated, %4x")
                         .arg(integer(in.chips), arch.name, integer(arch.kvHeads),
                              formulaLocale().toString(d.replication, 'g', 4));
    }
}

} // namespace
} // namespace fitdetail

FitResult computeFit(const LlmModel& model, const Chip& chip, const FitInputs& inputs) {
    return FitCalculator(model, inputs).fit(chip);
}

FitCalculator::FitCalculator(const LlmModel& model, const FitInputs& inputs)
    : m_arch(std::make_shared<const fitdetail::Architecture>(fitdetail::architectureOf(model)))
    , m_inputs(fitdetail::normalised(inputs)) {}

FitResult FitCalculator::fit(const Chip& chip, Detail detail) const {
    using namespace fitdetail;
    FitDetails d;
    d.arch = *m_arch;
    d.inputs = m_inputs;
    d.chipName = chip.name;
    const FitInputs& in = d.inputs;

    FitResult result;
    QStringList chipNotes;
    const QString fitPurpose = QCoreApplication::translate("ModelFit", "the fit");
    d.memory = chipMemoryFor(chip, in.budget.kind);
    const Figure& memory = chip.figure(Field::MemoryGb);
    if (memory.hasValue() && memory.number() > 0.0)
        d.memoryGb = d.memory.figure == MemoryFigure::Printed
                         ? usableFigure(chip, Field::MemoryGb, fitPurpose, chipNotes)
                         : memory.number();
    if (d.memory.figure == MemoryFigure::Visible)
        usableFigure(chip, Field::VisibleMemoryBytes, fitPurpose, chipNotes);
    else if (d.memory.figure == MemoryFigure::None)
        chipNotes << QCoreApplication::translate(
                         "ModelFit", "%1's memory is %2: whether %3 fits cannot be checked")
                         .arg(chip.name, statusDisplayName(memory.status), d.arch.name);
    const Figure& visible = chip.figure(Field::VisibleMemoryBytes);
    d.visibleMemoryBytes = visible.hasValue() && visible.number() > 0.0 ? visible.number() : 0.0;
    result.memoryKnown = d.memory.figure != MemoryFigure::None;
    result.chipMemoryBytes = d.memory.bytes;
    result.memoryFigure = d.memory.figure;
    result.memoryFallback = d.memory.fallback;
    result.visibleMemoryBytes = d.visibleMemoryBytes;

    const MemoryPlan plan = memoryPlan(d.arch, result.chipMemoryBytes, in, in.chips);
    result.budgetFraction = plan.fraction;
    result.budgetBytes = result.memoryKnown ? plan.capacity : 0.0;
    d.replication = plan.replication;
    result.weightsBytes = plan.weights;
    result.kvCacheBytes = plan.kvCache;
    result.headroomBytes = plan.headroom;
    result.totalBytes = plan.total;
    result.fits = plan.fits;
    result.kvReplication = plan.replication;
    if (result.memoryKnown) {
        result.marginBytes = plan.capacity - plan.total;
        if (const int needed = chipsNeededFor(d.arch, result.chipMemoryBytes, in))
            result.chipsNeeded = needed;
        else
            chipNotes << QCoreApplication::translate("ModelFit",
                                                     "no number of %1 chips up to %2 holds %3%4")
                             .arg(chip.name, integer(kMaxChips), d.arch.name,
                                  d.arch.mla || d.arch.kvHeads > 0
                                      ? QCoreApplication::translate(
                                            "ModelFit",
                                            ": beyond the KV heads, the replicated KV cache grows "
                                            "with every chip")
                                      : QString());
        const ParallelDegrees degrees = parallelDegrees(d.arch, result.chipMemoryBytes, in);
        if (degrees.tensor > 0)
            result.tensorParallelDegree = degrees.tensor;
        if (degrees.pipeline > 0)
            result.pipelineParallelDegree = degrees.pipeline;
        result.verdictParallelism = degrees.verdict;
    }

    // A cost counts the chips that hold the model: the typed ones, or the fewest it fits on.
    // A bound for chips that cannot hold the model is no answer: none, and the reason instead
    // (docs/MODEL-FIT.md section 5).
    d.kvPerToken = kvBytesPerTokenOf(d.arch, kvBytesPerElement(in.kv)); // the explain view's
    if (result.memoryKnown && !result.fits) {
        addNoThroughputBounds(chip, d, result, chipNotes);
        if (const std::optional<int> fewest = result.verdictChips()) {
            FitDetails atFewest = d;
            atFewest.inputs.chips = *fewest;
            FitResult bounds;
            QStringList unused;
            addThroughputBounds(
                chip, memoryPlan(d.arch, result.chipMemoryBytes, atFewest.inputs, *fewest),
                atFewest, bounds, unused);
            result.costChips = *fewest;
            result.costDecodeAggregate = bounds.decodeTokensPerSecondAggregate;
            result.computePrecision = bounds.computePrecision;
        }
    } else {
        addThroughputBounds(chip, plan, d, result, chipNotes);
        if (result.fits) {
            result.costChips = in.chips;
            result.costDecodeAggregate = result.decodeTokensPerSecondAggregate;
        }
    }

    if (detail != Detail::Numbers) {
        addModelNotes(d, result.notes);
        addParallelNotes(d.arch, in, result, result.notes);
        result.notes << chipNotes;
        result.notes << budgetNotes(d, result);
    }
    if (detail == Detail::Full)
        appendTerms(d, result);
    return result;
}

} // namespace chipatlas
