#pragma once

#include "domain/chip.h"
#include "domain/llmmodel.h"
#include "domain/modelfit.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas::cli {

// One computeFit() answer with what it was asked, as fit, fits-on and the tests print it.
struct FitReport {
    LlmModel model;
    Chip chip;
    FitInputs inputs;
    FitResult result;
};
FitReport makeFitReport(const LlmModel& model, const Chip& chip, const FitInputs& inputs);

// Bytes as a JSON integer (base 10, rounded to the nearest byte).
qint64 roundedBytes(double bytes);

// {model, chip, precision, kv_precision, context, batch, chips, weights_bytes, kv_cache_bytes,
// headroom_bytes, total_bytes, chip_memory_bytes, visible_memory_bytes, budget, fits,
// margin_bytes, chips_needed (the memory minimum), tp_degree, pp_degree, verdict_parallelism
// ("tensor", "pipeline"), decode_tokens_per_s_upper (per sequence),
// decode_tokens_per_s_upper_all (the smaller of decode_tokens_per_s_bandwidth_bound and
// decode_tokens_per_s_compute_bound), decode_bound ("bandwidth", "compute"),
// prefill_tokens_per_s_upper, no_bound_reason (why the bounds are null for chips that do not
// hold the model: "does not fit on 1 chip: needs 2 chips"; else null), notes, terms}. Bytes are
// integers; what the chip's figures cannot tell (memory, bandwidth, throughput) is null. budget is
// {name, parameter, fraction, engine_version, source, memory_figure, budget_bytes}; the rule of
// thumb has no parameter, fraction, version or source.
QJsonObject fitToJson(const FitReport& report);
// The same of a fit's parts, without copying the model and the chip into a FitReport.
QJsonObject fitToJson(const LlmModel& model, const Chip& chip, const FitInputs& inputs,
                      const FitResult& result);
// "15% headroom", "vLLM budget (gpu_memory_utilization 0.92)".
QString budgetText(const MemoryBudget& budget, double headroomPercent);

// "141.11 GB (131.42 GiB)"; below a megabyte "327680 bytes (320 KiB)".
QString bytesText(double bytes);
// "141.11" (GB, for table cells under a "(GB)" header).
QString gbNumber(double bytes);
// "Llama 3.1 70B on 1 x NVIDIA H100 SXM: BF16 weights, BF16 KV cache, 8,192 tokens x 1
// sequence, 15% headroom".
QString settingsLine(const FitReport& report);
// The same without a chip, or with `place` ("on 2 x NVIDIA H100 SXM") after the model name.
QString settingsLine(const LlmModel& model, const FitInputs& inputs,
                     const QString& place = QString());
// "fits on 1 x NVIDIA H100 SXM with 12.3 GB to spare", "does not fit: needs 8 chips with
// tensor parallelism (TP 8; memory alone 7 chips) (...)".
QString verdictText(const FitReport& report);
// The explain view: each term with its value and formula.
QString termsText(const FitReport& report);
// "Notes:\n- ...\n" or nothing.
QString notesText(const QStringList& notes);

} // namespace chipatlas::cli
