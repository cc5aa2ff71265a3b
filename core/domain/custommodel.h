#pragma once

#include "llmmodel.h"

#include <QString>

#include <optional>

namespace chipatlas {

// The architecture of a model that is not in the catalog, as the user types it into the
// model-fit dialog or onto the command line (`fit custom ...`).
struct CustomModelParameters {
    double paramsB = 0.0;                // total parameters, billions (every expert)
    std::optional<double> activeParamsB; // per token; default: the total
    qint64 layers = 0;
    std::optional<qint64> kvHeads; // GQA (unless MLA)
    std::optional<qint64> headDim;
    std::optional<qint64> kvLoraRank; // MLA: both or neither
    std::optional<qint64> ropeDim;
    std::optional<qint64> slidingWindow;
    bool alternatingWindow = false; // every other layer on the window, else all of them
    std::optional<qint64> maxContext;
};

// The model id that stands for custom parameters.
QString customModelId();

// The one place that turns the parameters into an LlmModel: id "custom", name
// "Custom model (X B)", and the attention_type that the model-fit architecture reader
// understands ("GQA", "MLA", "... + sliding-window (alternating local/global)").
LlmModel customModel(const CustomModelParameters& parameters);

} // namespace chipatlas
