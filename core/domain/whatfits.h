#pragma once

#include "chip.h"
#include "llmmodel.h"
#include "modelfit.h"

#include <QList>

#include <array>

namespace chipatlas {

// "What fits on this chip": every model at FP16, INT8 and INT4 on one chip, each from
// computeFit(). The details pane's section and `chipatlas-cli fits-on` both show this.
//
// The context is capped at each model's maximum context: a model made for 4,096 tokens is
// not asked to hold 8,192, since no engine serves it a longer context. The model-fit
// calculator does the same (its context box stops at the model's maximum, and maxContext()
// searches no further), so a count here agrees with what the calculator says row by row.
inline constexpr std::array kWhatFitsFormats{
    WeightPrecision::Format::FP16, WeightPrecision::Format::INT8, WeightPrecision::Format::INT4};

struct WhatFitsRow {
    LlmModel model;
    qint64 contextTokens = 0; // the context the results hold: the inputs', capped
    std::array<FitResult, kWhatFitsFormats.size()> results; // in kWhatFitsFormats' order
};

struct WhatFits {
    bool memoryKnown = false; // false: the chip's memory is missing, nothing fits
    QList<WhatFitsRow> rows;  // one per model, in the models' order
    std::array<int, kWhatFitsFormats.size()> fitting{}; // models that fit, per format

    int modelCount() const { return int(rows.size()); }
};

// `inputs` for `model` with its weights at `format` and the context capped at the model's
// maximum (unchanged when the catalog gives none).
FitInputs whatFitsInputs(const LlmModel& model, const FitInputs& inputs,
                         WeightPrecision::Format format);
// What fits on one chip of `chip` with `inputs` (their weight precision and chip count are
// replaced: one chip, each of kWhatFitsFormats; their memory budget is kept).
WhatFits whatFitsOnChip(const Chip& chip, const QList<LlmModel>& models,
                        const FitInputs& inputs = kFitDefaults);

} // namespace chipatlas
