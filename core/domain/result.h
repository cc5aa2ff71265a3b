#pragma once

#include "chip.h"
#include "precision.h"
#include "schema.h"

#include <QDate>
#include <QString>
#include <QStringView>

#include <optional>
#include <span>

namespace chipatlas {

// A measured result: what a chip or a system really did, and who says so. The calculator's
// figures are upper bounds (docs/MODEL-FIT.md); a result is a measurement beside them, and
// every result is a claim with its claimant (docs/DOMAIN-RULES.md).
//
// Two kinds share one entry:
// - a serving result: a model served by an engine on a number of chips or systems, with its
//   throughput (tokens per second in total, per chip, per user) and latencies where given;
// - a figure measurement: one chip figure measured (a GEMM's TFLOPS at a precision, a memory
//   copy's bandwidth) with the tool and the size, shown beside the published figure.

// Keys (CSV, JSON, database, command line): "serving", "figure".
enum class ResultKind { Serving, Figure };
QString resultKindKey(ResultKind kind);
QString resultKindDisplayName(ResultKind kind); // translated: "serving", "chip figure"
std::optional<ResultKind> resultKindFromKey(QStringView key);

// Who made the claim. Keys: "audited" (an audited benchmark: MLPerf, with its version,
// division, submitter and result id), "independent" (a measurement by someone who sells
// neither side), "vendor" (the chip's or the system's vendor, or a seller of it), "own" (the
// user's own run: theirs, not audited).
enum class ClaimKind { Audited, Independent, Vendor, Own };
QString claimKindKey(ClaimKind claim);
QString claimKindDisplayName(ClaimKind claim); // translated: "audited", "independent", ...
std::optional<ClaimKind> claimKindFromKey(QStringView key);

// How the load was offered. Keys: "offline" (all queries at once: MLPerf Offline), "server"
// (queries arriving at random with latency limits: MLPerf Server), "interactive" (MLPerf's
// Interactive scenario: Server with tighter latency limits), "concurrency" (a fixed number of
// requests in flight, Result::concurrency: what engine sweeps report), "single" (one request
// at a time). A figure measurement has no scenario.
enum class Scenario { Offline, Server, Interactive, Concurrency, Single };
QString scenarioKey(Scenario scenario);
QString scenarioDisplayName(Scenario scenario); // translated
std::optional<Scenario> scenarioFromKey(QStringView key);

// A result's fields: the result schema (schema.h), indexed by ResultField, plain values without
// a status (a result is a claim as a whole: its claimant and source say how far to trust it).
// The keys are the CSV's and JSON's column names and the words of `chipatlas-cli results`; they
// never change once released.
enum class ResultField {
    Kind,              // "kind": resultKindKey()
    Model,             // "model": a catalog model id, or a model's name when not in the catalog
    Checkpoint,        // "checkpoint": "meta-llama/Llama-2-70b-chat-hf"
    Quantization,      // "quantization": "FP8 weights and KV (ModelOpt)"
    Hardware,          // "hardware": the chip or system id it ran on
    HardwareCount,     // "hardware_count": how many of that chip or system
    Engine,            // "engine": "TensorRT-LLM", "vLLM", "SGLang"
    EngineVersion,     // "engine_version"
    Precision,         // "precision": the weights' (precisionKey())
    KvPrecision,       // "kv_precision": the KV cache's (precisionKey())
    Tp,                // "tp": tensor parallel degree
    Pp,                // "pp": pipeline parallel degree
    Ep,                // "ep": expert parallel degree
    Scenario,          // "scenario": scenarioKey()
    Concurrency,       // "concurrency": requests in flight
    InputTokens,       // "input_tokens": per request (mean when the source gives a mean)
    OutputTokens,      // "output_tokens": per request
    TokensPerS,        // "tokens_per_s": output tokens per second, all hardware together
    TokensPerSPerChip, // "tokens_per_s_per_chip"
    TokensPerSPerUser, // "tokens_per_s_per_user": one request's output rate (1000 / TPOT)
    TtftP50Ms,         // "ttft_p50_ms": time to first token, median
    TtftP99Ms,         // "ttft_p99_ms"
    TpotP50Ms,         // "tpot_p50_ms": time per output token, median
    TpotP99Ms,         // "tpot_p99_ms"
    Figure,            // "figure": the chip field a figure measurement measures (field.h key)
    MeasuredValue,     // "measured_value": in the figure's stored unit
    Unit,              // "unit": the unit as the source printed it ("TFLOPS", "GB/s")
    Tool,              // "tool": "cuBLASLt (nvbench)", "rocm-bandwidth-test"
    Size,              // "size": "M=N=K=8192", "1 GiB buffer"
    PowerW,            // "power_w": measured power, W, all hardware together
    Date,              // "date": when it was measured or published
    Source,            // "source": URL or free text
    Publisher,         // "publisher": who published it (MLPerf: the submitter)
    ClaimKind,         // "claim_kind": claimKindKey()
    MlperfVersion,     // "mlperf_version": "v5.0"
    MlperfDivision,    // "mlperf_division": "closed", "open"
    MlperfResultId,    // "mlperf_result_id": "5.0-0058"
    Notes,             // "notes"
};
inline constexpr int kResultFieldCount = int(ResultField::Notes) + 1;

const EntrySchema& resultSchema(); // result.cpp
using ResultFields = TypedSchema<ResultField, resultSchema>;
inline std::span<const FieldSpec> allResultFields() {
    return ResultFields::all();
}
inline const FieldSpec& resultFieldInfo(ResultField field) {
    return ResultFields::info(field);
}
inline QString resultFieldKey(ResultField field) {
    return ResultFields::key(field);
}
// Translated (context "ResultField").
inline QString resultFieldLabel(ResultField field) {
    return ResultFields::label(field);
}
inline std::optional<ResultField> resultFieldFromKey(QStringView key) {
    return ResultFields::fromKey(key);
}

struct Result {
    QString id; // slug, e.g. "mlperf-v5.0-llama2-70b-offline-nvidia-h200x8"
    ResultKind kind = ResultKind::Serving;

    // What ran (serving).
    QString model;        // a catalog model id, or a name when the catalog lacks the model
    QString checkpoint;   // optional
    QString quantization; // optional, free text

    // On what: a chip or a system of the catalog, and how many of it.
    QString hardwareId;
    int hardwareCount = 1;

    QString engine;
    QString engineVersion;
    std::optional<chipatlas::Precision> precision;   // weights
    std::optional<chipatlas::Precision> kvPrecision; // KV cache
    std::optional<int> tp, pp, ep;
    std::optional<chipatlas::Scenario> scenario;
    std::optional<int> concurrency;
    std::optional<int> inputTokens, outputTokens;

    std::optional<double> tokensPerS;
    std::optional<double> tokensPerSPerChip;
    std::optional<double> tokensPerSPerUser;
    std::optional<double> ttftP50Ms, ttftP99Ms, tpotP50Ms, tpotP99Ms;

    // A figure measurement: the chip field it measures (field.h key, e.g. "bf16_tflops_dense",
    // "memory_bw_gbs"), the value in that field's stored unit, the unit as printed, the tool
    // and the size.
    QString figure;
    std::optional<double> measuredValue;
    QString unit;
    QString tool;
    QString size;

    std::optional<double> powerW; // measured, all hardware together
    QDate date;
    QString source;
    QString publisher;
    chipatlas::ClaimKind claim = chipatlas::ClaimKind::Own;
    QString mlperfVersion;  // audited MLPerf results: "v5.0"
    QString mlperfDivision; // "closed", "open"
    QString mlperfResultId; // "5.0-0058"
    QString notes;
    Origin origin = Origin::User;

    friend bool operator==(const Result&, const Result&) = default;
};

// A field's value as the files write it: keys for the kinds, scenarios, claims and precisions,
// ISO dates, numbers in C locale with as many digits as they need, "" when not given.
QString resultText(const Result& result, ResultField field);
// Sets a field from its file text ("" clears an optional one). Returns an error message naming
// the field and what is wrong ("Tokens per second (tokens_per_s): 'fast' is not a number"), or
// an empty string. Translated (context "Validation").
QString setResultText(Result& result, ResultField field, QStringView text);

// What refuses a result whose hardware the catalog does not have (the storage, recording or
// editing one, an import): "Hardware (hardware): 'x' is not a chip or system in the catalog".
// Translated (context "Validation").
QString hardwareNotInCatalog(const QString& hardwareId);

// Output tokens per second per chip: the figure as given, else the total divided by the chips
// the result ran on (`chipsPerUnit` chips in one unit of its hardware: 1 for a chip, a system's
// chip count). nullopt without either.
std::optional<double> tokensPerSecondPerChip(const Result& result, int chipsPerUnit);

} // namespace chipatlas
