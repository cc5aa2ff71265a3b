#include "fitoptions.h"

#include "clicontext.h"
#include "domain/excerpt.h"
#include "domain/validation.h"

#include <QCommandLineParser>

#include <cmath>
#include <limits>

namespace chipatlas::cli {

namespace {
QString defaultText(qint64 value) {
    return CliContext::locale().toString(value);
}
} // namespace

FitOptions::FitOptions(int options)
    : m_options(options)
    , m_precision(QStringLiteral("precision"),
                  QStringLiteral("Weight precision: fp32, bf16, fp16, fp8, int8, int4, mxfp4 "
                                 "(4.25 bits; MoE experts only, the rest at 16 bits), or a "
                                 "number of bits per weight such as 4.5 (default %1).")
                      .arg(kFitDefaults.weights.key()),
                  QStringLiteral("p"), kFitDefaults.weights.key())
    , m_kvPrecision(QStringLiteral("kv-precision"),
                    QStringLiteral("KV-cache precision: bf16, fp8, int8 (default %1).")
                        .arg(kvPrecisionKey(kFitDefaults.kv)),
                    QStringLiteral("p"), kvPrecisionKey(kFitDefaults.kv))
    , m_context(QStringLiteral("context"),
                QStringLiteral("Context length in tokens per sequence (default %1; 0: weights "
                               "only).")
                    .arg(defaultText(kFitDefaults.contextTokens)),
                QStringLiteral("n"), defaultText(kFitDefaults.contextTokens))
    , m_batch(QStringLiteral("batch"),
              QStringLiteral("Concurrent sequences (default %1).").arg(kFitDefaults.batch),
              QStringLiteral("n"), defaultText(kFitDefaults.batch))
    , m_headroom(QStringLiteral("headroom"),
                 QStringLiteral("Headroom in percent on top of weights and KV cache (default "
                                "%1).")
                     .arg(kFitDefaults.headroomPercent),
                 QStringLiteral("pct"), QString::number(kFitDefaults.headroomPercent))
    , m_chips(QStringLiteral("chips"),
              QStringLiteral("Number of chips the model is split over (default %1).")
                  .arg(kFitDefaults.chips),
              QStringLiteral("n"), defaultText(kFitDefaults.chips))
    , m_noSlidingWindow(QStringLiteral("no-sliding-window"),
                        QStringLiteral("Size the KV cache of sliding-window layers for the "
                                       "full context, as engines that ignore windows do."))
    , m_budget(QStringLiteral("budget"),
               QStringLiteral("Memory budget: rule-of-thumb (weights + KV cache + headroom within "
                              "the printed capacity read as decimal GB), vllm "
                              "(gpu_memory_utilization 0.92 of the visible memory), sglang "
                              "(mem_fraction_static from the GPU's memory and TP size) or trtllm "
                              "(free_gpu_memory_fraction 0.9 of what the weights leave, KV cache "
                              "only) (default %1).")
                   .arg(memoryBudgetProfile(kFitDefaults.budget.kind).key),
               QStringLiteral("name"), memoryBudgetProfile(kFitDefaults.budget.kind).key)
    , m_budgetFraction(QStringLiteral("budget-fraction"),
                       QStringLiteral("The engine budget's fraction in (0, 1] instead of its "
                                      "default."),
                       QStringLiteral("f")) {}

void FitOptions::addTo(QCommandLineParser& parser) const {
    const std::pair<Option, const QCommandLineOption*> options[] = {
        {WeightsOption, &m_precision},
        {KvOption, &m_kvPrecision},
        {ContextOption, &m_context},
        {BatchOption, &m_batch},
        {HeadroomOption, &m_headroom},
        {ChipsOption, &m_chips},
        {SlidingWindowOption, &m_noSlidingWindow},
        {BudgetOption, &m_budget},
        {BudgetOption, &m_budgetFraction},
    };
    for (const auto& [flag, option] : options) {
        if (m_options & flag)
            parser.addOption(*option);
    }
}

std::optional<FitInputs> FitOptions::read(CliContext& context,
                                          const QCommandLineParser& parser) const {
    FitInputs inputs = kFitDefaults;
    if (m_options & WeightsOption) {
        const QString text = parser.value(m_precision);
        const std::optional<WeightPrecision> precision = WeightPrecision::parse(text);
        // Command-line values are lower-case, as the help and the JSON keys spell them.
        if (!precision || text != text.toLower()) {
            context.usageError(QStringLiteral("--precision: unknown weight precision \"%1\"; use "
                                              "fp32, bf16, fp16, fp8, int8, int4, mxfp4 or a "
                                              "number of bits per weight in (0, 64]")
                                   .arg(excerpt(text)));
            return std::nullopt;
        }
        inputs.weights = *precision;
    }
    if (m_options & KvOption) {
        const QString text = parser.value(m_kvPrecision);
        const std::optional<KvPrecision> kv = kvPrecisionFromString(text);
        if (!kv || text != text.toLower()) {
            context.usageError(
                QStringLiteral("--kv-precision: unknown KV-cache precision \"%1\"; use bf16, "
                               "fp8 or int8")
                    .arg(excerpt(text)));
            return std::nullopt;
        }
        inputs.kv = *kv;
    }
    if (m_options & ContextOption) {
        const auto tokens = readInteger(context, QStringLiteral("context"), parser.value(m_context),
                                        0, kMaxContextTokens);
        if (!tokens)
            return std::nullopt;
        inputs.contextTokens = *tokens;
    }
    if (m_options & BatchOption) {
        const auto batch =
            readInteger(context, QStringLiteral("batch"), parser.value(m_batch), 1, kMaxBatch);
        if (!batch)
            return std::nullopt;
        inputs.batch = *batch;
    }
    if (m_options & HeadroomOption) {
        const QString text = parser.value(m_headroom);
        bool ok = false;
        const double percent = CliContext::locale().toDouble(text, &ok);
        if (ok && isTooSmallToMean(percent)) {
            context.usageError(QStringLiteral("--headroom: %1").arg(tooSmallToMeanText(text)));
            return std::nullopt;
        }
        if (!ok || !std::isfinite(percent) || percent < 0.0 || percent > kMaxHeadroomPercent) {
            context.usageError(QStringLiteral("--headroom: \"%1\" is not a percentage from 0 to "
                                              "%2")
                                   .arg(excerpt(text))
                                   .arg(kMaxHeadroomPercent));
            return std::nullopt;
        }
        inputs.headroomPercent = percent;
    }
    if (m_options & ChipsOption) {
        const auto chips =
            readInteger(context, QStringLiteral("chips"), parser.value(m_chips), 1, kMaxFitChips);
        if (!chips)
            return std::nullopt;
        inputs.chips = int(*chips);
    }
    if (m_options & SlidingWindowOption)
        inputs.honourSlidingWindow = !parser.isSet(m_noSlidingWindow);
    if ((m_options & BudgetOption) && !readBudget(context, parser, inputs.budget))
        return std::nullopt;
    return inputs;
}

bool FitOptions::readBudget(CliContext& context, const QCommandLineParser& parser,
                            MemoryBudget& budget) const {
    const QString name = parser.value(m_budget);
    const std::optional<MemoryBudgetKind> kind = memoryBudgetKindFromKey(name);
    if (!kind) {
        context.usageError(QStringLiteral("--budget: unknown memory budget \"%1\"; use "
                                          "rule-of-thumb, vllm, sglang or trtllm")
                               .arg(excerpt(name)));
        return false;
    }
    budget.kind = *kind;
    if (!parser.isSet(m_budgetFraction))
        return true;
    const QString text = parser.value(m_budgetFraction);
    if (*kind == MemoryBudgetKind::RuleOfThumb) {
        context.usageError(QStringLiteral("--budget-fraction: the rule of thumb has no fraction "
                                          "(its share is --headroom); choose an engine with "
                                          "--budget"));
        return false;
    }
    bool ok = false;
    const double fraction = CliContext::locale().toDouble(text, &ok);
    if (ok && isTooSmallToMean(fraction)) {
        context.usageError(QStringLiteral("--budget-fraction: %1").arg(tooSmallToMeanText(text)));
        return false;
    }
    if (!ok || !std::isfinite(fraction) || fraction <= 0.0 || fraction > 1.0) {
        context.usageError(
            QStringLiteral("--budget-fraction: \"%1\" is not a fraction above 0 and at most 1")
                .arg(excerpt(text)));
        return false;
    }
    budget.fraction = fraction;
    return true;
}

std::optional<qint64> readInteger(CliContext& context, const QString& name, const QString& text,
                                  qint64 min, qint64 max) {
    bool ok = false;
    const qint64 value = CliContext::locale().toLongLong(text, &ok);
    if (!ok || value < min || value > max) {
        context.usageError(QStringLiteral("--%1: \"%2\" is not a whole number from %3 to %4")
                               .arg(name, excerpt(text), defaultText(min), defaultText(max)));
        return std::nullopt;
    }
    return value;
}

std::optional<double> readPositiveNumber(CliContext& context, const QString& what,
                                         const QString& text) {
    bool ok = false;
    const double value = CliContext::locale().toDouble(text, &ok);
    if (!ok || !std::isfinite(value) || value <= 0.0) {
        context.usageError(
            QStringLiteral("%1: \"%2\" is not a number above zero").arg(what, excerpt(text)));
        return std::nullopt;
    }
    // Prices, rates and sizes are figures: none below the smallest a figure may have.
    if (value < kSmallestFigure) {
        context.usageError(QStringLiteral("%1: \"%2\" is below %3, the smallest value it takes")
                               .arg(what, excerpt(text), QString::number(kSmallestFigure, 'f', 6)));
        return std::nullopt;
    }
    return value;
}

} // namespace chipatlas::cli
