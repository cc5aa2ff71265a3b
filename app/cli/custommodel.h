#pragma once

#include "domain/llmmodel.h"

#include <QCommandLineOption>
#include <QString>

#include <optional>

class QCommandLineParser;

namespace chipatlas::cli {

class CliContext;

// The architecture of a model that is not in the catalog, as `fit custom` and
// `max-context custom` take it on the command line.
struct CustomModelParameters {
    double paramsB = 0.0;                // total parameters, billions
    std::optional<double> activeParamsB; // default: the total
    qint64 layers = 0;
    std::optional<qint64> kvHeads; // GQA (required unless MLA)
    std::optional<qint64> headDim;
    std::optional<qint64> kvLoraRank; // MLA: both or neither
    std::optional<qint64> ropeDim;
    std::optional<qint64> slidingWindow;
    bool alternatingWindow = false; // every other layer on the window, else all of them
    std::optional<qint64> maxContext;
};

// The model id that selects the custom parameters.
QString customModelId();

// The one place that turns the parameters into an LlmModel: id "custom", name
// "Custom model (X B)", and the attention_type that the core's architecture reader
// understands ("GQA", "MLA", "... + sliding-window (alternating local/global)").
LlmModel customModel(const CustomModelParameters& parameters);

// The --params-b ... --max-context options of fit and max-context.
class CustomModelOptions final {
public:
    CustomModelOptions();
    void addTo(QCommandLineParser& parser) const;
    // With the id "custom", the model the options describe; with any other id the options
    // must be absent. On a missing, bad or misplaced option prints a usage error naming the
    // option and the value and returns false (the caller returns ExitUsageError).
    bool read(CliContext& context, const QCommandLineParser& parser, const QString& id,
              std::optional<LlmModel>* custom) const;

private:
    QCommandLineOption m_params;
    QCommandLineOption m_activeParams;
    QCommandLineOption m_layers;
    QCommandLineOption m_kvHeads;
    QCommandLineOption m_headDim;
    QCommandLineOption m_kvLoraRank;
    QCommandLineOption m_ropeDim;
    QCommandLineOption m_slidingWindow;
    QCommandLineOption m_slidingLayers;
    QCommandLineOption m_maxContext;
};

} // namespace chipatlas::cli
