#pragma once

#include "domain/custommodel.h"

#include <QCommandLineOption>
#include <QString>

#include <optional>

class QCommandLineParser;

namespace chipatlas::cli {

class CliContext;

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
    // The model `id` names: the custom one these options describe, or the catalog's. On
    // failure the error is printed and `*exit` says which exit code the command returns.
    std::optional<LlmModel> model(CliContext& context, const QCommandLineParser& parser,
                                  const QString& id, int* exit) const;

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
