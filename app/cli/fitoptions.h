#pragma once

#include "domain/modelfit.h"

#include <QCommandLineOption>
#include <QList>

#include <optional>

class QCommandLineParser;

namespace chipatlas::cli {

class CliContext;

// The model-fit settings that fit, fits-on and max-context share, each command taking the
// ones that mean something for it. The defaults are core's kFitDefaults, the GUI's too.
class FitOptions final {
public:
    enum Option {
        WeightsOption = 1 << 0,       // --precision
        KvOption = 1 << 1,            // --kv-precision
        ContextOption = 1 << 2,       // --context
        BatchOption = 1 << 3,         // --batch
        HeadroomOption = 1 << 4,      // --headroom
        ChipsOption = 1 << 5,         // --chips
        SlidingWindowOption = 1 << 6, // --no-sliding-window
        BudgetOption = 1 << 7,        // --budget, --budget-fraction
        AllOptions = (1 << 8) - 1,
    };

    explicit FitOptions(int options);
    void addTo(QCommandLineParser& parser) const;
    // The inputs the options give; on a bad value prints a usage error naming the option and
    // the value and returns nothing (the caller returns ExitUsageError).
    std::optional<FitInputs> read(CliContext& context, const QCommandLineParser& parser) const;

private:
    bool readBudget(CliContext& context, const QCommandLineParser& parser,
                    MemoryBudget& budget) const;

    int m_options;
    QCommandLineOption m_precision;
    QCommandLineOption m_kvPrecision;
    QCommandLineOption m_context;
    QCommandLineOption m_batch;
    QCommandLineOption m_headroom;
    QCommandLineOption m_chips;
    QCommandLineOption m_noSlidingWindow;
    QCommandLineOption m_budget;
    QCommandLineOption m_budgetFraction;
};

// An integer option in [min, max]; a usage error naming --name and the text otherwise.
std::optional<qint64> readInteger(CliContext& context, const QString& name, const QString& text,
                                  qint64 min, qint64 max);
// A finite number above zero (prices, token rates); a usage error naming what and the text
// otherwise.
std::optional<double> readPositiveNumber(CliContext& context, const QString& what,
                                         const QString& text);

} // namespace chipatlas::cli
