// Memory budgets: the rule of thumb and the engines' documented shares of a chip's memory
// (docs/MODEL-FIT.md section 3; each engine's own documented default, cited where it is used).
#include "memorybudget.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace chipatlas {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * kMiB;

std::array<MemoryBudgetProfile, kMemoryBudgetKindCount> makeProfiles() {
    return {{
        {MemoryBudgetKind::RuleOfThumb, QStringLiteral("rule-of-thumb"),
         QT_TRANSLATE_NOOP("ModelFit", "Rule of thumb"), QString(), 1.0, QString(), QString()},
        {MemoryBudgetKind::Vllm, QStringLiteral("vllm"), "vLLM",
         QStringLiteral("gpu_memory_utilization"), 0.92,
         QStringLiteral("vLLM main at 002f10e0 (0.92; 0.9 in earlier releases)"),
         QStringLiteral("https://github.com/vllm-project/vllm/blob/"
                        "002f10e0cfa1373a19a0d2756598a34b700d20e5/vllm/config/cache.py")},
        {MemoryBudgetKind::Sglang, QStringLiteral("sglang"), "SGLang",
         QStringLiteral("mem_fraction_static"), 0.88,
         QStringLiteral("SGLang server_args.py at 001067ff (mid-2025 rule)"),
         QStringLiteral("https://github.com/sgl-project/sglang/blob/"
                        "001067fffe33427bee0ed2f007fb7551a1d76b44/python/sglang/srt/"
                        "server_args.py")},
        {MemoryBudgetKind::TensorRtLlm, QStringLiteral("trtllm"), "TensorRT-LLM",
         QStringLiteral("free_gpu_memory_fraction"), 0.9,
         QStringLiteral("TensorRT-LLM llm_args.py at 00043967 (KvCacheConfig)"),
         QStringLiteral("https://github.com/NVIDIA/TensorRT-LLM/blob/"
                        "0004396720054fd8e205cbf616f21f0b57c6b412/tensorrt_llm/llmapi/"
                        "llm_args.py")},
    }};
}

// SGLang's chunked_prefill_size and cuda_graph_max_bs by the GPU's memory and TP size.
struct SglangTier {
    double chunkedPrefill;
    double cudaGraphMaxBs;
};

SglangTier sglangTier(double gpuMemGib, int tensorParallel) {
    const bool small = tensorParallel < 4;
    if (gpuMemGib < 20)
        return {2048, 8};
    if (gpuMemGib < 35)
        return {2048, small ? 24.0 : 80.0};
    if (gpuMemGib < 60)
        return {4096, small ? 32.0 : 160.0};
    if (gpuMemGib < 160)
        return {8192, small ? 256.0 : 512.0};
    return {16384, 512};
}

} // namespace

QString MemoryBudgetProfile::name() const {
    if (kind == MemoryBudgetKind::RuleOfThumb)
        return QCoreApplication::translate("ModelFit", sourceName);
    return QString::fromLatin1(sourceName); // an engine's own name
}

const MemoryBudgetProfile& memoryBudgetProfile(MemoryBudgetKind kind) {
    static const std::array<MemoryBudgetProfile, kMemoryBudgetKindCount> profiles = makeProfiles();
    return profiles[size_t(kind)];
}

std::optional<MemoryBudgetKind> memoryBudgetKindFromKey(QStringView key) {
    for (int i = 0; i < kMemoryBudgetKindCount; ++i) {
        const auto kind = MemoryBudgetKind(i);
        if (key == memoryBudgetProfile(kind).key)
            return kind;
    }
    return std::nullopt;
}

ChipMemory chipMemoryFor(const Chip& chip, MemoryBudgetKind kind) {
    ChipMemory memory;
    if (kind != MemoryBudgetKind::RuleOfThumb) {
        const Figure& visible = chip.figure(Field::VisibleMemoryBytes);
        if (visible.hasValue() && visible.number() > 0.0) {
            memory.figure = MemoryFigure::Visible;
            memory.bytes = visible.number();
            return memory;
        }
    }
    const Figure& printed = chip.figure(Field::MemoryGb);
    if (!printed.hasValue() || printed.number() <= 0.0)
        return memory;
    memory.figure = MemoryFigure::Printed;
    memory.fallback = kind != MemoryBudgetKind::RuleOfThumb;
    memory.binary = memory.fallback && printed.printedUnit == PrintedUnit::Binary;
    memory.bytes = printed.number() * (memory.binary ? kGiB : 1e9);
    return memory;
}

double sglangMemFractionStatic(double gpuMemMib, int tensorParallel) {
    if (gpuMemMib <= 0.0)
        return memoryBudgetProfile(MemoryBudgetKind::Sglang).defaultFraction;
    const double gpuMemGib = gpuMemMib / 1024.0;
    const SglangTier tier = sglangTier(gpuMemGib, tensorParallel);
    // 512 MB of metadata, the prefill chunk's activations, the CUDA graphs' buffers and the
    // communication buffers that grow with the parallel size (tp x pp / 8 GB).
    double reserved = 512.0 + std::max(tier.chunkedPrefill, 2048.0) * 1.5 +
                      tier.cudaGraphMaxBs * 2.0 + double(tensorParallel) / 8.0 * 1024.0;
    if (gpuMemGib > 60.0)
        reserved = std::max(reserved, 10240.0);
    // At absurd TP sizes the reserve exceeds the memory: nothing is left, not a negative share.
    return std::max(0.0, std::round((gpuMemMib - reserved) / gpuMemMib * 1000.0) / 1000.0);
}

double memoryBudgetFraction(const MemoryBudget& budget, double memoryBytes, int parallelChips) {
    if (budget.kind == MemoryBudgetKind::RuleOfThumb)
        return 1.0;
    if (budget.fraction)
        return *budget.fraction;
    if (budget.kind == MemoryBudgetKind::Sglang)
        // SGLang reads nvidia-smi's total in MiB; the visible figure is that total.
        return sglangMemFractionStatic(std::floor(memoryBytes / kMiB), parallelChips);
    return memoryBudgetProfile(budget.kind).defaultFraction;
}

double memoryBudgetBytesPerChip(const MemoryBudget& budget, double memoryBytes, int parallelChips,
                                double weightsPerChip) {
    if (memoryBytes <= 0.0)
        return 0.0;
    const double fraction = memoryBudgetFraction(budget, memoryBytes, parallelChips);
    switch (budget.kind) {
    case MemoryBudgetKind::RuleOfThumb:
        return memoryBytes;
    case MemoryBudgetKind::Vllm:
    case MemoryBudgetKind::Sglang:
        return fraction * memoryBytes;
    case MemoryBudgetKind::TensorRtLlm:
        if (weightsPerChip > memoryBytes)
            return memoryBytes;
        return weightsPerChip + fraction * (memoryBytes - weightsPerChip);
    }
    return memoryBytes;
}

} // namespace chipatlas
