// The parallel degrees an engine can run (docs/MODEL-FIT.md section 4): the smallest
// tensor-parallel degree that divides the heads and fits, and the smallest pipeline-parallel
// degree that fits, beside the memory minimum (chipsNeededFor), which may be any number.
#include "parallelism_p.h"

#include <QCoreApplication>

#include <algorithm>

namespace chipatlas {

QString parallelismKey(Parallelism parallelism) {
    return parallelism == Parallelism::Pipeline ? QStringLiteral("pipeline")
                                                : QStringLiteral("tensor");
}

QString decodeLimitKey(DecodeLimit limit) {
    return limit == DecodeLimit::Compute ? QStringLiteral("compute") : QStringLiteral("bandwidth");
}

namespace fitdetail {

bool isTensorParallelDegree(const Architecture& arch, int degree) {
    if (degree < 1)
        return false;
    if (arch.attentionHeads > 0 && arch.attentionHeads % degree != 0)
        return false;
    // MLA: the one latent "head" is held by every rank, whatever the degree.
    if (arch.mla || arch.kvHeads <= 0)
        return true;
    return arch.kvHeads % degree == 0 || degree % arch.kvHeads == 0;
}

int tensorParallelLimit(const Architecture& arch) {
    return arch.attentionHeads > 0 ? std::min(arch.attentionHeads, kMaxChips) : kMaxChips;
}

PipelinePlan pipelinePlan(const Architecture& arch, double chipMemoryBytes, const FitInputs& inputs,
                          int stages) {
    PipelinePlan plan;
    plan.stages = stages;
    // One chip's plan holds the whole model with one copy of the cache; a stage holds its
    // layers' share of it.
    const MemoryPlan whole = memoryPlan(arch, chipMemoryBytes, inputs, 1);
    plan.capacity = whole.capacity;
    if (arch.layers <= 0 || stages < 1 || stages > arch.layers)
        return plan;
    plan.stageLayers = (arch.layers + stages - 1) / stages;
    plan.share = double(plan.stageLayers) / double(arch.layers);
    plan.stageBytes = whole.total * plan.share;
    plan.fits = chipMemoryBytes > 0.0 && plan.stageBytes <= plan.capacity;
    return plan;
}

ParallelDegrees parallelDegrees(const Architecture& arch, double chipMemoryBytes,
                                const FitInputs& inputs) {
    ParallelDegrees degrees;
    if (chipMemoryBytes <= 0.0)
        return degrees;
    const int limit = tensorParallelLimit(arch);
    for (int degree = 1; degree <= limit; ++degree) {
        if (isTensorParallelDegree(arch, degree) &&
            memoryPlan(arch, chipMemoryBytes, inputs, degree).fits) {
            degrees.tensor = degree;
            break;
        }
    }
    for (int stages = 1; stages <= std::min(arch.layers, kMaxChips); ++stages) {
        if (pipelinePlan(arch, chipMemoryBytes, inputs, stages).fits) {
            degrees.pipeline = stages;
            break;
        }
    }
    if (degrees.pipeline > 0 && (degrees.tensor == 0 || degrees.pipeline < degrees.tensor))
        degrees.verdict = Parallelism::Pipeline;
    return degrees;
}

void addParallelNotes(const Architecture& arch, const FitInputs& inputs, const FitResult& result,
                      QStringList& notes) {
    if (inputs.chips > 1 && !isTensorParallelDegree(arch, inputs.chips)) {
        QStringList rules;
        if (arch.attentionHeads > 0)
            rules << QCoreApplication::translate("ModelFit", "divide its %1 attention heads")
                         .arg(integer(arch.attentionHeads));
        if (!arch.mla && arch.kvHeads > 0)
            rules << QCoreApplication::translate("ModelFit",
                                                 "divide its %1 KV heads or be a multiple of them")
                         .arg(integer(arch.kvHeads));
        notes << QCoreApplication::translate(
                     "ModelFit",
                     "%1 chips is not a tensor-parallel degree an engine runs for %2 (it must %3); "
                     "the figures for %1 chips assume an even split")
                     .arg(integer(inputs.chips), arch.name,
                          rules.join(QCoreApplication::translate("ModelFit", " and ")));
    }
    if (arch.attentionHeads <= 0 && result.tensorParallelDegree)
        notes << QCoreApplication::translate(
                     "ModelFit", "%1 has no num_attention_heads: the tensor-parallel degree is "
                                 "checked against its KV heads only")
                     .arg(arch.name);
    if (!result.memoryKnown || !result.chipsNeeded)
        return;
    const int tensor = result.tensorParallelDegree.value_or(0);
    const int pipeline = result.pipelineParallelDegree.value_or(0);
    if (result.verdictParallelism == Parallelism::Pipeline) {
        notes << (tensor > 0
                      ? QCoreApplication::translate(
                            "ModelFit",
                            "pipeline parallelism over %1 chips needs fewer chips than tensor "
                            "parallelism (%2): the verdict uses %1 stages. A sequence passes the "
                            "stages one after another, so its decode rate is one stage's, and the "
                            "aggregate needs at least %1 sequences in flight")
                            .arg(integer(pipeline), integer(tensor))
                      : QCoreApplication::translate(
                            "ModelFit", "no tensor-parallel degree of %1 fits; pipeline "
                                        "parallelism over %2 chips does")
                            .arg(arch.name, integer(pipeline)));
    } else if (tensor > *result.chipsNeeded) {
        notes << QCoreApplication::translate(
                     "ModelFit",
                     "memory alone needs %1 chips, but tensor parallelism runs on %2: the "
                     "smallest degree that divides %3's heads and fits")
                     .arg(integer(*result.chipsNeeded), integer(tensor), arch.name);
    }
}

} // namespace fitdetail

} // namespace chipatlas
