#pragma once

#include "chip.h"
#include "llmmodel.h"
#include "memorybudget.h"
#include "parallelism.h"
#include "precision.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <memory>
#include <optional>

class QLocale;

namespace chipatlas {

// How the weights are stored (docs/MODEL-FIT.md section 1). MXFP4 is 4.25 bits per weight
// (32 E2M1 values + one E8M0 scale per block). Mixed checkpoints are computed per tensor
// group: with MXFP4 an MoE model's expert weights take 4.25 bits and every other tensor stays
// 16-bit, the way gpt-oss ships.
struct WeightPrecision {
    enum class Format { FP32, BF16, FP16, FP8, INT8, INT4, MXFP4, CustomBits };
    Format format = Format::BF16;
    double customBits = 0.0; // for CustomBits: bits per weight, e.g. 4.5

    double bitsPerWeight() const;
    QString key() const;         // "bf16", "mxfp4", "4.5" (command-line form)
    QString displayName() const; // "BF16", "MXFP4 (4.25 bits)", "4.5 bits"
    // "fp32 bf16 fp16 fp8 int8 int4 mxfp4" (any case) or a number of bits in (0, 64].
    static std::optional<WeightPrecision> parse(QStringView text);

    friend bool operator==(const WeightPrecision&, const WeightPrecision&) = default;
};

enum class KvPrecision { BF16, FP8, INT8 };
QString kvPrecisionKey(KvPrecision precision); // "bf16", "fp8", "int8"
std::optional<KvPrecision> kvPrecisionFromString(QStringView text);
double kvBytesPerElement(KvPrecision precision);

// The member initialisers are the calculator's defaults; kFitDefaults names them.
struct FitInputs {
    WeightPrecision weights;
    KvPrecision kv = KvPrecision::BF16;
    qint64 contextTokens = 8192;
    qint64 batch = 1;              // concurrent sequences
    double headroomPercent = 15.0; // on top of weights + KV cache (docs/DOMAIN-RULES.md rule 5)
    int chips = 1;
    // Engines that honour sliding windows cap those layers' cache at the window; simpler
    // stacks allocate the full context in every layer.
    bool honourSlidingWindow = true;
    // What share of the chips' memory the model may fill (memorybudget.h). Engine budgets
    // reserve their own share, so headroomPercent applies to the rule of thumb only.
    MemoryBudget budget{};

    friend bool operator==(const FitInputs&, const FitInputs&) = default;
};

// The fit defaults, written once: BF16 weights and KV cache, 8,192 tokens of context, one
// sequence, 15% headroom on weights + KV cache within the printed capacity (the pages' rule of
// thumb budget, docs/DOMAIN-RULES.md rule 5), one chip, sliding windows honoured. The fit dialog's
// inputs, its stored settings, the details pane's "what fits" and the CLI's fit options start from
// these.
inline constexpr FitInputs kFitDefaults{};

// One line of the "explain" view: a term, its formula with the catalog figures filled in,
// and its value.
struct FitTerm {
    QString key;     // "weights_bytes", "kv_cache_bytes", ...
    QString label;   // "Weights"
    QString formula; // "70.554e9 params x 2 bytes (BF16)"
    double value = 0.0;
    QString unit; // "bytes", "tokens/s", "chips"
};

struct FitResult {
    double weightsBytes = 0; // every expert counted for MoE
    double kvCacheBytes = 0; // all sequences, at the KV precision, before replication
    double headroomBytes = 0;
    double totalBytes = 0; // weights + KV + headroom (+ replicated KV on several chips)
    // Per chip, the memory figure the budget read (memoryFigure): the printed capacity or the
    // memory visible to software, in bytes; 0 when the chip's memory is missing.
    double chipMemoryBytes = 0;
    bool memoryKnown = false; // false when the chip's memory is not published / unknown
    bool fits = false;        // on FitInputs::chips chips
    double marginBytes = 0;   // the budget of those chips minus what they need (negative: short)
    // The memory budget the fit was sized under (FitInputs::budget).
    MemoryFigure memoryFigure = MemoryFigure::None;
    bool memoryFallback = false;   // an engine budget read the printed capacity: visible unknown
    double visibleMemoryBytes = 0; // the chip's memory visible to software; 0 when unknown
    double budgetFraction = 1.0;   // the fraction applied (1 for the rule of thumb)
    double budgetBytes = 0; // what FitInputs::chips chips offer weights + KV cache (+ headroom)
    std::optional<int> chipsNeeded; // none when no number of chips is enough (or memory unknown)
    // Upper bounds from the chip's published figures; none with a note when a figure is missing.
    // Decode needs the memory bandwidth; the aggregate is the smaller of the bandwidth and the
    // compute bound, and a sequence gets its share of it.
    std::optional<double> decodeTokensPerSecondPerSequence;
    std::optional<double> decodeTokensPerSecondAggregate;
    std::optional<double> prefillTokensPerSecond;
    // Why the bounds above (decode, prefill, bandwidth and compute) are none although the chip's
    // memory is known: the model does not fit on FitInputs::chips chips, and a bound for chips
    // that cannot hold it is no answer (docs/MODEL-FIT.md section 5). "does not fit on 1 chip:
    // needs 2 chips"; empty when the model fits or the chip's memory is unknown. The GUI's fit
    // table and `chipatlas-cli fit --chip CHIP` show it in place of the bounds.
    QString noBoundReason;
    QStringList
        notes; // replication of the KV cache under TP, MLA, sliding windows, missing figures
    QList<FitTerm> terms; // the explain view, in order
    // How many times the KV cache is stored across the chips: 1 when it splits evenly, a whole
    // number of copies when tensor parallelism exceeds the KV heads (GQA) or replicates the MLA
    // latent on every rank.
    double kvReplication = 1.0;

    // The parallel degrees an engine can run (parallelism.cpp). chipsNeeded above is the memory
    // minimum, any number of chips; these are what an engine accepts. None when no degree fits
    // (or memory is unknown).
    std::optional<int> tensorParallelDegree;   // divides the heads (see isTensorParallelDegree)
    std::optional<int> pipelineParallelDegree; // layers split into stages, at most num_layers
    // The split the verdict uses: tensor parallelism, unless pipeline parallelism needs fewer.
    Parallelism verdictParallelism = Parallelism::Tensor;
    // The chips of the verdict's split: tensorParallelDegree or pipelineParallelDegree.
    std::optional<int> verdictChips() const {
        return verdictParallelism == Parallelism::Pipeline ? pipelineParallelDegree
                                                           : tensorParallelDegree;
    }

    // The two decode bounds of all sequences (decodeTokensPerSecondAggregate is the smaller):
    // memory bandwidth over the bytes a step reads, x batch; and dense compute at the compute
    // precision over 2 x active params FLOP per token. None where a figure is missing.
    std::optional<double> decodeBandwidthBound;
    std::optional<double> decodeComputeBound;
    DecodeLimit decodeLimit = DecodeLimit::Bandwidth; // the bound that binds
    Precision computePrecision = Precision::BF16;     // of the compute and prefill bounds

    // The chips a cost counts (docs/MODEL-FIT.md section 6): FitInputs::chips when they hold the
    // model, else the fewest an engine runs it on (verdictChips()); none when nothing holds it or
    // the memory is unknown. costDecodeAggregate: the decode bound of all sequences on them.
    std::optional<int> costChips;
    std::optional<double> costDecodeAggregate;
};

// KV-cache bytes per token for one sequence at `kv` precision (MLA, GQA; no sliding-window
// cap): Llama 3.1 70B at BF16 is 327,680; DeepSeek V3 is 70,272.
double kvBytesPerToken(const LlmModel& model, KvPrecision kv);
// Weight bytes of the whole model at a precision (every expert).
double weightBytes(const LlmModel& model, const WeightPrecision& precision);

FitResult computeFit(const LlmModel& model, const Chip& chip, const FitInputs& inputs);

// The locale of the numbers in a FitResult's formulas and notes. Until it is set they are in
// the C locale with group separators ("327,680 bytes"), as the CLI prints them; the GUI sets
// its language's locale at start-up, before any fit is computed (it is not synchronised).
void setFormulaLocale(const QLocale& locale);

namespace fitdetail {
struct Architecture;
}

// computeFit() for one model and one set of inputs against many chips: the model is reduced
// to its architecture once, not per chip. Detail::Numbers leaves `notes` and `terms` empty
// (every number is the same), for tables that compute and sort thousands of rows;
// Detail::Notes leaves only `terms` empty, for lists that print the notes but not the explain
// view.
class FitCalculator final {
public:
    enum class Detail { Full, Notes, Numbers };

    FitCalculator(const LlmModel& model, const FitInputs& inputs);
    FitResult fit(const Chip& chip, Detail detail = Detail::Full) const;

private:
    std::shared_ptr<const fitdetail::Architecture> m_arch;
    FitInputs m_inputs; // normalised
};

// The inverse: the longest context (at inputs.batch) and the largest batch (at
// inputs.contextTokens) that fit on inputs.chips chips; none when not even one token / one
// sequence fits or the chip's memory is unknown.
std::optional<qint64> maxContext(const LlmModel& model, const Chip& chip, const FitInputs& inputs);
std::optional<qint64> maxBatch(const LlmModel& model, const Chip& chip, const FitInputs& inputs);
// Upper ends of the inverse searches: maxContext() stops at the model's max_context (or at
// kMaxContextWithoutModelLimit when the catalog gives none), maxBatch() at kMaxBatch. A result
// equal to its cap means "at least this much", not "exactly this much".
inline constexpr qint64 kMaxContextWithoutModelLimit = 10'000'000;
inline constexpr qint64 kMaxBatch = 1'000'000;

// What a fit's inputs may be, the same in the calculator, its start-up options and the CLI:
// a context or a headroom beyond these is a typo, and a fit considers at most kMaxFitChips chips
// (a larger count would be computed at kMaxFitChips). The batch's bound is kMaxBatch.
inline constexpr qint64 kMaxContextTokens = 100'000'000;
inline constexpr int kMaxFitChips = 4096;
inline constexpr double kMaxHeadroomPercent = 1000.0;
qint64 maxContextCap(const LlmModel& model);
// maxContext() / maxBatch() with the notes a view shows beside the answer: the cap reached
// ("capped at Mistral 7B v0.1's maximum context of 32,768 tokens"), or why there is none.
struct FitLimit {
    std::optional<qint64> value;
    bool capped = false; // value is the search's cap: more would fit as well
    QStringList notes;
};
FitLimit maxContextLimit(const LlmModel& model, const Chip& chip, const FitInputs& inputs);
FitLimit maxBatchLimit(const LlmModel& model, const Chip& chip, const FitInputs& inputs);

// Cost per million tokens from a price per chip-hour, the number of chips and a token rate:
// price x chips / (tokens/s x 3600) x 1e6. NaN when tokens/s <= 0, chips < 1 or the price is
// negative or not finite.
double costPerMillionTokens(double usdPerChipHour, int chips, double tokensPerSecond);

// The cost per million tokens where the model fits (docs/MODEL-FIT.md section 6): at the chips
// typed when they hold the model, else at the fewest chips it fits on (FitResult::costChips),
// and `atFewest` says so. `measuredTokensPerSecond` is a measured rate on those chips; without
// one the cost is at their decode bound. The GUI's fit table and `chipatlas-cli fit` both ask
// this. nullopt when nothing holds the model, without a rate or with an invalid price.
struct FitCost {
    double usdPerMillionTokens = 0.0;
    int chips = 0;
    bool atFewest = false; // the typed chips do not hold the model: costed at `chips`
};
std::optional<FitCost> fitCost(const FitResult& fit, double usdPerChipHour,
                               std::optional<double> measuredTokensPerSecond);

} // namespace chipatlas
