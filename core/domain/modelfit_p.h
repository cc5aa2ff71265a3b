#pragma once

// Internal to the model-fit computation (modelfit*.cpp): the model's architecture reduced to
// the numbers the formulas need, and the memory plan that computeFit(), chipsNeeded and the
// inverse searches share, so that every caller applies one predicate.

#include "modelfit.h"

#include <QLocale>
#include <QString>
#include <QStringList>

namespace chipatlas::fitdetail {

// What docs/MODEL-FIT.md needs from a model, derived from its catalog fields (and, for
// the few facts the catalog lacks, from the table in modelfitarch.cpp).
struct Architecture {
    QString name;
    double totalParams = 0;        // every expert
    double activeParams = 0;       // per token, for prefill FLOPs (params_active_b)
    double activeReadParams = 0;   // per decode step (params_active_excl_input_embedding_b)
    double expertParams = 0;       // routed + shared MoE expert MLP weights, all layers
    double activeExpertParams = 0; // routed top-k + shared, all MoE layers
    bool moe = false;
    int moeLayers = 0;
    int layers = 0;
    bool mla = false;
    int attentionHeads = 0; // num_attention_heads; 0 when the catalog does not give it
    int kvHeads = 0;
    int headDim = 0;
    int kvLoraRank = 0;
    int ropeDim = 0;
    int windowedLayers = 0; // layers whose cache is capped at `window` when honoured
    qint64 window = 0;
    bool windowIgnored = false; // a config window treated as full attention (Phi-3)
    qint64 maxContext = 0;      // 0 when the catalog does not give one
    QStringList notes;          // fallbacks used (missing fields)
};

Architecture architectureOf(const LlmModel& model);

// Elements of K and V (or the MLA latent) per token per layer.
double kvElementsPerLayerToken(const Architecture& arch);
// One sequence, no window cap.
double kvBytesPerTokenOf(const Architecture& arch, double bytesPerElement);
// All sequences at `tokens`, before replication under tensor parallelism.
double kvCacheBytesOf(const Architecture& arch, double bytesPerElement, qint64 tokens, qint64 batch,
                      bool honourWindow);

// Weight bytes of params split into expert and other parameters at a precision.
double weightBytesOf(double expertParams, double otherParams, bool moe,
                     const WeightPrecision& precision);

// How many times the KV cache is stored across `chips` chips: 1 when it is split evenly, else
// a whole number of copies (every chip holds at least one KV head, or the whole MLA latent).
double kvReplication(const Architecture& arch, int chips);

// The memory side of a fit, cheap enough for searches.
struct MemoryPlan {
    double weights = 0;
    double kvCache = 0; // before replication
    double replication = 1;
    double headroom = 0; // the rule of thumb's; engine budgets reserve their own share
    double total = 0;
    double fraction = 1; // the budget's fraction (memoryBudgetFraction)
    double capacity = 0; // what the chips offer weights + KV cache under the budget
    bool fits = false;
};

// `chipMemoryBytes` is the memory figure the budget reads (chipMemoryFor()).
MemoryPlan memoryPlan(const Architecture& arch, double chipMemoryBytes, const FitInputs& inputs,
                      int chips);
// The smallest number of chips in 1..kMaxChips that fits, or 0.
int chipsNeededFor(const Architecture& arch, double chipMemoryBytes, const FitInputs& inputs);
inline constexpr int kMaxChips = kMaxFitChips;

// Numbers in formulas and notes, in the locale setFormulaLocale() chose (the C locale with
// group separators until then: "327,680"; the GUI's language: "327.680" in German).
QLocale formulaLocale();
QString integer(double value);               // "327,680"
QString decimal(double value, int decimals); // "141.11"
QString gb(double bytes);                    // "141.11 GB"
QString billions(double params);             // "70.554e9"
QString chips(double count);                 // "1 chip", "8 chips"
QString tokens(double count);                // "8,192 tokens"
QString sequences(double count);             // "1 sequence"

} // namespace chipatlas::fitdetail

namespace chipatlas::fitdetail {

// Inputs clamped to their valid ranges (chips 1..kMaxChips, batch >= 1, context >= 0,
// headroom >= 0, a budget fraction in (0, 1] or the profile's default).
FitInputs normalised(const FitInputs& inputs);

// The chip-side figures and intermediate values a FitResult was computed from, for the
// explain view.
struct FitDetails {
    Architecture arch;
    FitInputs inputs; // normalised
    QString chipName;
    double memoryGb = 0;           // 0 when unknown
    ChipMemory memory;             // the figure the budget read
    double visibleMemoryBytes = 0; // 0 when unknown
    double replication = 1;
    double kvPerToken = 0;
    double activeWeightBytes = 0;
    double bytesPerStep = 0;
    double bandwidthGbs = 0; // 0 when missing
    double tflops = 0;       // 0 when missing
    Precision computePrecision = Precision::BF16;
};

// "2.68 GB KV cache", or "2.68 GB KV cache x 8 (replicated)" when the cache is stored more
// than once across the chips.
QString kvTotalPart(const FitDetails& details, double kvCache);

// Appends FitResult::terms in their documented order (modelfitexplain.cpp).
void appendTerms(const FitDetails& details, FitResult& result);

// The memory budget's terms and notes (modelfitbudget.cpp): the memory figure read, what the
// chips offer weights + KV cache ("capacity"), the headroom formula, and what the engine
// profile does not model.
FitTerm memoryTerm(const FitDetails& details);
FitTerm budgetTerm(const FitDetails& details, const FitResult& result, const QString& chipsText);
QString headroomFormula(const FitDetails& details, const FitResult& result);
QStringList budgetNotes(const FitDetails& details, const FitResult& result);
// The value of a chip figure, or 0 with a note saying why it cannot be used (`purpose`:
// "decode bound"); notes an unverified, design-target or possibly sparse figure it uses.
double usableFigure(const Chip& chip, Field field, const QString& purpose, QStringList& notes);

// The chip's fast memory is on-chip SRAM (its memory_type says so: Cerebras WSE-3, Groq LPU):
// its memory and bandwidth figures are the SRAM's, not those of an external memory.
bool fastMemoryIsOnChipSram(const Chip& chip);

// The decode bounds (bandwidth, compute, the smaller of them) and the prefill bound of `chip`
// for a fit whose memory side is `plan` (throughputbounds.cpp).
void addThroughputBounds(const Chip& chip, const MemoryPlan& plan, FitDetails& details,
                         FitResult& result, QStringList& notes);
// No bounds for a fit that does not hold the model on the chips typed: sets
// FitResult::noBoundReason and notes it (and, for an on-chip-SRAM chip, that its bandwidth is
// the SRAM's). Needs the result's memory, chipsNeeded and parallel degrees.
void addNoThroughputBounds(const Chip& chip, const FitDetails& details, FitResult& result,
                           QStringList& notes);

} // namespace chipatlas::fitdetail
