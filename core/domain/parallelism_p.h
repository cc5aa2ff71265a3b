#pragma once

// Internal to the model-fit computation: the parallel degrees an engine can run, searched with
// the memory predicate every fit uses (fitdetail::memoryPlan).

#include "modelfit_p.h"

namespace chipatlas::fitdetail {

bool isTensorParallelDegree(const Architecture& arch, int degree);
// The largest tensor-parallel degree worth searching: the attention heads (a degree divides
// them), or kMaxChips when the catalog does not give them.
int tensorParallelLimit(const Architecture& arch);

// Pipeline parallelism over `stages` chips: each stage holds whole layers and their KV cache
// (nothing replicated), the largest stage ceil(layers / stages) of them. The stage's share of
// the one-chip plan must fit one chip.
struct PipelinePlan {
    int stages = 1;
    int stageLayers = 0; // layers on the largest stage
    double share = 1.0;  // stageLayers / layers
    double stageBytes = 0;
    double capacity = 0; // one chip
    bool fits = false;
};
PipelinePlan pipelinePlan(const Architecture& arch, double chipMemoryBytes, const FitInputs& inputs,
                          int stages);

struct ParallelDegrees {
    int tensor = 0;   // 0: none fits
    int pipeline = 0; // 0: none fits
    Parallelism verdict = Parallelism::Tensor;
};
ParallelDegrees parallelDegrees(const Architecture& arch, double chipMemoryBytes,
                                const FitInputs& inputs);

// Notes: the chips of the inputs are not a tensor-parallel degree; the verdict's split.
void addParallelNotes(const Architecture& arch, const FitInputs& inputs, const FitResult& result,
                      QStringList& notes);

} // namespace chipatlas::fitdetail
