#include "whatfits.h"

namespace chipatlas {

FitInputs whatFitsInputs(const LlmModel& model, const FitInputs& inputs,
                         WeightPrecision::Format format) {
    FitInputs result = inputs;
    result.weights = WeightPrecision{format, 0.0};
    result.chips = 1;
    if (const QVariant max = model.value(ModelField::MaxContext); !max.isNull()) {
        const qint64 tokens = max.toLongLong();
        if (tokens > 0 && result.contextTokens > tokens)
            result.contextTokens = tokens;
    }
    return result;
}

WhatFits whatFitsOnChip(const Chip& chip, const QList<LlmModel>& models, const FitInputs& inputs) {
    WhatFits result;
    result.memoryKnown = chipMemoryFor(chip, inputs.budget.kind).figure != MemoryFigure::None;
    result.rows.reserve(models.size());
    for (const LlmModel& model : models) {
        WhatFitsRow row{model, 0, {}};
        for (size_t f = 0; f < kWhatFitsFormats.size(); ++f) {
            const FitInputs columnInputs = whatFitsInputs(model, inputs, kWhatFitsFormats[f]);
            row.contextTokens = columnInputs.contextTokens;
            row.results[f] = computeFit(model, chip, columnInputs);
            result.fitting[f] += row.results[f].fits ? 1 : 0;
        }
        result.rows.append(row);
    }
    return result;
}

} // namespace chipatlas
