#pragma once

#include "chip.h"
#include "field.h"
#include "figure.h"
#include "llmmodel.h"
#include "modelfit.h"
#include "parallelism.h"
#include "result.h"
#include "system.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// A measured result beside the calculator's bound (docs/MODEL-FIT.md section 8,
// docs/DOMAIN-RULES.md rule 7): the rules every view and `chipatlas-cli results` ask.

// What a result ran: the catalog model, and the chip (a system's chip when it ran on a system).
// Null where the catalog lacks it; the application layer looks them up (resultrules.h).
struct ResultTarget {
    const LlmModel* model = nullptr;
    const Chip* chip = nullptr;
    const System* system = nullptr; // set when the result's hardware is a system
};

// How many chips a result ran on: hardware_count x the system's chips (1 for a chip); 0 when
// the hardware is unknown.
int resultChips(const Result& result, const ResultTarget& target);
// The measured output tokens per second of all its hardware: tokens_per_s, else
// tokens_per_s_per_chip x resultChips(). nullopt without either (or without the chips).
std::optional<double> measuredTokensPerSecond(const Result& result, const ResultTarget& target);

// How the bound's batch was chosen.
enum class BoundBatch {
    Concurrency, // the result's concurrency (scenario "concurrency")
    One,         // one request at a time (scenario "single")
    MostThatFit, // Offline, Server, Interactive or no scenario: the most sequences that fit
};

// The calculator's decode bound for the same model, hardware, precisions, batch and lengths as
// the result, in the result's terms: output tokens per second of all its hardware.
struct ResultBound {
    // None with a reason: the model is not in the catalog, the hardware or one of its figures
    // is missing, the precision is one the calculator has no format for, or the model does not
    // fit. A figure measurement has no serving bound.
    std::optional<double> tokensPerSecond;
    QString noBoundReason;
    // The two decode bounds of all the hardware, and the one that binds (the smaller).
    std::optional<double> bandwidthBound;
    std::optional<double> computeBound;
    DecodeLimit limit = DecodeLimit::Bandwidth;
    std::optional<double> measured;   // measuredTokensPerSecond()
    std::optional<double> efficiency; // measured / bound
    // Measured above the bound: an error in the data or in the formula, shown, never hidden.
    bool aboveBound = false;

    // What the bound assumed.
    WeightPrecision weights;
    KvPrecision kv = KvPrecision::BF16;
    qint64 contextTokens = 0; // input + output tokens of one request
    BoundBatch batchBasis = BoundBatch::MostThatFit;
    qint64 batch = 0; // sequences on all the chips
    int chips = 0;    // all chips of the result (a system's chips x the systems)
    // The assumptions in words, in order: "batch: the most sequences that fit, 4,096 on 8
    // chips (Offline keeps the chips full)", "KV cache precision not given: BF16, the weights'".
    QStringList assumptions;
};

ResultBound resultBound(const Result& result, const ResultTarget& target);

// "above its bound: an error in the data or in the formula" (translated): the flag's words.
QString aboveBoundText();
// "the memory-bandwidth bound" / "the dense-compute bound" (translated).
QString decodeLimitText(DecodeLimit limit);

// A figure measurement beside the published figure of the same chip field.
struct FigureCheck {
    std::optional<Field> field;      // the chip field it measures; none when the key is unknown
    std::optional<double> published; // the chip's figure, in the field's unit
    FigureStatus publishedStatus = FigureStatus::Unknown;
    std::optional<double> measured; // measured_value, per chip, in the field's unit
    std::optional<double> fraction; // measured / published
    bool abovePublished = false;    // fraction > 1: flagged
    QString noneReason;             // why there is no fraction
};
// Only for ResultKind::Figure; `chip` is the chip it ran on (a system's chip), or null.
FigureCheck checkFigure(const Result& result, const Chip* chip);

// Whose claim a result is, in words (translated): "audited: MLPerf v5.0 closed, NVIDIA, result
// 5.0-0058", "independent: SemiAnalysis", "vendor claim: AMD", "your own run, not audited".
QString claimText(const Result& result);

// Which results compare (docs/DOMAIN-RULES.md rule 7): serving results of the same model and
// scenario; an audited (MLPerf) result only with audited results of the same MLPerf version
// (and model and scenario). Figure measurements compare when they measure the same figure.
struct Comparability {
    bool comparable = false;
    QString reason; // why not (translated); empty when comparable
};
Comparability resultsComparable(const Result& a, const Result& b);

// The order in which a cost prefers a matching result's claim: the user's own run first (it is
// their model, engine and settings), then audited, independent, and a vendor's claim last.
int claimPreference(ClaimKind claim); // 0 is preferred

} // namespace chipatlas
