#pragma once

#include "domain/custommodel.h"
#include "fitoptions.h"

#include <QCommandLineOption>
#include <QList>
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
    QList<QCommandLineOption> m_options; // in the order of custommodel.cpp's kOptions
};

// What fit and max-context share: the MODEL argument (a catalog model's id, or custom with the
// options of CustomModelOptions) and every model-fit setting (FitOptions::AllOptions).
class ModelFitOptions final {
public:
    struct Read {
        LlmModel model;
        FitInputs inputs;
    };

    ModelFitOptions();
    // The MODEL argument, the fit settings, then the custom model's options.
    void addTo(QCommandLineParser& parser) const;
    // The fit settings, then the model `id` names. On failure the error is printed and
    // `*exit` says which exit code the command returns.
    std::optional<Read> read(CliContext& context, const QCommandLineParser& parser,
                             const QString& id, int* exit) const;

private:
    FitOptions m_fit;
    CustomModelOptions m_custom;
};

} // namespace chipatlas::cli
