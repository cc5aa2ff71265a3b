#pragma once

#include "chip.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace chipatlas {

// How much of a chip's memory a fit may fill (docs/DOMAIN-RULES.md rule 5): the chip-comparison
// pages' rule of thumb, or the documented share an inference engine budgets for itself
// (docs/MODEL-FIT.md section 3).
enum class MemoryBudgetKind {
    RuleOfThumb, // weights + KV cache + headroom % within the printed capacity read as decimal GB
    Vllm,        // gpu_memory_utilization x visible memory: weights, activation peak, KV cache
    Sglang,      // mem_fraction_static x visible memory: weights and the KV pool
    TensorRtLlm, // free_gpu_memory_fraction x (visible memory - weights): the KV cache only
};
inline constexpr int kMemoryBudgetKindCount = int(MemoryBudgetKind::TensorRtLlm) + 1;

struct MemoryBudget {
    MemoryBudgetKind kind = MemoryBudgetKind::RuleOfThumb;
    // The engine's fraction as the user set it; none: the profile's default (SGLang's is
    // computed from the chip's memory and the parallel size). The rule of thumb has none.
    std::optional<double> fraction{};

    friend bool operator==(const MemoryBudget&, const MemoryBudget&) = default;
};

// What a budget follows: the engine's parameter, its documented default, the version and the
// code it was read in.
struct MemoryBudgetProfile {
    MemoryBudgetKind kind;
    QString key;            // "rule-of-thumb", "vllm", "sglang", "trtllm" (CLI, JSON, settings)
    const char* sourceName; // "vLLM"; the rule of thumb's is translated: name()
    QString parameter;      // "gpu_memory_utilization"; empty for the rule of thumb
    double defaultFraction; // SGLang: its fallback when the GPU's memory is unknown
    QString
        engineVersion; // what the default follows, e.g. "vLLM main at 002f10e0 (0.92; 0.9 before)"
    QString source;    // the code or documentation, with its commit

    // The name to show, in the GUI's language: translated when asked for, not when the
    // profiles are made (that may be before the translators are installed).
    QString name() const;
};

const MemoryBudgetProfile& memoryBudgetProfile(MemoryBudgetKind kind);
std::optional<MemoryBudgetKind> memoryBudgetKindFromKey(QStringView key);

// The memory figure a budget reads for one chip.
enum class MemoryFigure {
    None,    // the chip's memory is missing: nothing can be sized
    Printed, // the printed capacity
    Visible, // Field::VisibleMemoryBytes, the total the driver reports
};

struct ChipMemory {
    MemoryFigure figure = MemoryFigure::None;
    double bytes = 0; // per chip; 0 with MemoryFigure::None
    // Printed: whether it was read as GiB (the source printed a binary unit) or decimal GB.
    bool binary = false;
    bool fallback = false; // an engine budget reads the printed capacity: visible is unknown
};

// The memory a budget sizes against: the rule of thumb reads the printed capacity as decimal GB
// (as the comparison pages do); an engine reads the memory visible to software, or where that
// is unknown the printed capacity in the unit it was printed in (GiB when the source printed a
// binary unit), marked as a fallback.
ChipMemory chipMemoryFor(const Chip& chip, MemoryBudgetKind kind);

// SGLang's mem_fraction_static when the user sets none (server_args.py,
// _handle_gpu_memory_settings, the mid-2025 rule without the DP-attention, piecewise-graph,
// speculative-decoding and VLM terms): round((gpu_mem - reserved) / gpu_mem, 3) with gpu_mem in
// MiB, one pipeline stage. H100's 81,559 MiB at TP 1 gives 0.835, at TP 8 0.818.
double sglangMemFractionStatic(double gpuMemMib, int tensorParallel);

// The fraction a budget applies on `parallelChips` chips of `memoryBytes` each: the user's, or
// the profile's default (SGLang's computed). 1 for the rule of thumb.
double memoryBudgetFraction(const MemoryBudget& budget, double memoryBytes, int parallelChips);

// The bytes one chip offers for weights + KV cache under `budget`, holding `weightsPerChip` of
// the weights, on `parallelChips` chips of `memoryBytes` each. The rule of thumb offers the whole
// capacity (its headroom is counted on what the model needs); vLLM and SGLang a fraction of the
// memory; TensorRT-LLM the weights plus its fraction of what the weights leave (the whole memory
// when the weights alone do not fit). Every fit, search and "what fits" sizes with this.
double memoryBudgetBytesPerChip(const MemoryBudget& budget, double memoryBytes, int parallelChips,
                                double weightsPerChip);

} // namespace chipatlas
