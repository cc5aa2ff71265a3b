#include "custommodel.h"

#include "clicontext.h"
#include "domain/excerpt.h"
#include "fitoptions.h"

#include <QCommandLineParser>

namespace chipatlas::cli {

namespace {
constexpr qint64 kMaxLayers = 10'000;
constexpr qint64 kMaxHeads = 65'536;
constexpr qint64 kMaxDim = 1'048'576;
constexpr qint64 kMaxTokens = 100'000'000;
constexpr double kMaxParamsB = 1'000'000.0;

} // namespace

CustomModelOptions::CustomModelOptions()
    : m_params(QStringLiteral("params-b"),
               QStringLiteral("Model custom: total parameters in billions, e.g. 70.554."),
               QStringLiteral("x"))
    , m_activeParams(QStringLiteral("active-params-b"),
                     QStringLiteral("Model custom: active parameters per token in billions "
                                    "(default: --params-b)."),
                     QStringLiteral("x"))
    , m_layers(QStringLiteral("layers"), QStringLiteral("Model custom: decoder layers."),
               QStringLiteral("n"))
    , m_kvHeads(QStringLiteral("kv-heads"),
                QStringLiteral("Model custom: KV heads (GQA; not needed with --kv-lora-rank)."),
                QStringLiteral("n"))
    , m_headDim(QStringLiteral("head-dim"),
                QStringLiteral("Model custom: head dimension (GQA; not needed with "
                               "--kv-lora-rank)."),
                QStringLiteral("n"))
    , m_kvLoraRank(QStringLiteral("kv-lora-rank"),
                   QStringLiteral("Model custom: MLA KV LoRA rank, with --rope-dim."),
                   QStringLiteral("n"))
    , m_ropeDim(QStringLiteral("rope-dim"),
                QStringLiteral("Model custom: MLA RoPE head dimension, with --kv-lora-rank."),
                QStringLiteral("n"))
    , m_slidingWindow(QStringLiteral("sliding-window"),
                      QStringLiteral("Model custom: sliding-window size in tokens."),
                      QStringLiteral("n"))
    , m_slidingLayers(QStringLiteral("sliding-layers"),
                      QStringLiteral("Model custom: which layers use the window, all or "
                                     "alternate (default all)."),
                      QStringLiteral("which"))
    , m_maxContext(QStringLiteral("max-context"),
                   QStringLiteral("Model custom: the model's maximum context in tokens."),
                   QStringLiteral("n")) {}

void CustomModelOptions::addTo(QCommandLineParser& parser) const {
    parser.addOptions({m_params, m_activeParams, m_layers, m_kvHeads, m_headDim, m_kvLoraRank,
                       m_ropeDim, m_slidingWindow, m_slidingLayers, m_maxContext});
}

bool CustomModelOptions::read(CliContext& context, const QCommandLineParser& parser,
                              const QString& id, std::optional<LlmModel>* custom) const {
    const QCommandLineOption* const all[] = {
        &m_params,     &m_activeParams, &m_layers,        &m_kvHeads,       &m_headDim,
        &m_kvLoraRank, &m_ropeDim,      &m_slidingWindow, &m_slidingLayers, &m_maxContext,
    };
    const auto name = [](const QCommandLineOption& option) {
        return QStringLiteral("--") + option.names().constFirst();
    };
    if (id != customModelId()) {
        for (const QCommandLineOption* option : all) {
            if (parser.isSet(*option)) {
                context.usageError(QStringLiteral("%1 describes a custom model; use it with the "
                                                  "model id %2, not \"%3\"")
                                       .arg(name(*option), customModelId(), excerpt(id)));
                return false;
            }
        }
        return true;
    }

    const auto required = [&](const QCommandLineOption& option, const QString& why) {
        if (parser.isSet(option))
            return true;
        context.usageError(QStringLiteral("%1 is required %2").arg(name(option), why));
        return false;
    };
    const auto number = [&](const QCommandLineOption& option) -> std::optional<double> {
        const std::optional<double> value =
            readPositiveNumber(context, name(option), parser.value(option));
        if (value && *value > kMaxParamsB) {
            context.usageError(QStringLiteral("%1: \"%2\" is more than %3 billion parameters")
                                   .arg(name(option), excerpt(parser.value(option)),
                                        CliContext::locale().toString(kMaxParamsB, 'f', 0)));
            return std::nullopt;
        }
        return value;
    };
    const auto integer = [&](const QCommandLineOption& option,
                             qint64 max) -> std::optional<qint64> {
        return readInteger(context, option.names().constFirst(), parser.value(option), 1, max);
    };
    const QString forCustom = QStringLiteral("with the model id %1").arg(customModelId());

    CustomModelParameters p;
    if (!required(m_params, forCustom))
        return false;
    const std::optional<double> params = number(m_params);
    if (!params)
        return false;
    p.paramsB = *params;
    if (parser.isSet(m_activeParams)) {
        p.activeParamsB = number(m_activeParams);
        if (!p.activeParamsB)
            return false;
        if (*p.activeParamsB > p.paramsB) {
            context.usageError(
                QStringLiteral("--active-params-b: \"%1\" is more than --params-b "
                               "\"%2\"")
                    .arg(excerpt(parser.value(m_activeParams)), excerpt(parser.value(m_params))));
            return false;
        }
    }
    if (!required(m_layers, forCustom))
        return false;
    const std::optional<qint64> layers = integer(m_layers, kMaxLayers);
    if (!layers)
        return false;
    p.layers = *layers;

    const bool mla = parser.isSet(m_kvLoraRank) || parser.isSet(m_ropeDim);
    if (mla) {
        const QString why =
            QStringLiteral("for MLA, with %1 and %2").arg(name(m_kvLoraRank), name(m_ropeDim));
        if (!required(m_kvLoraRank, why) || !required(m_ropeDim, why))
            return false;
    } else {
        const QString why = QStringLiteral("%1 (or, for MLA, %2 and %3)")
                                .arg(forCustom, name(m_kvLoraRank), name(m_ropeDim));
        if (!required(m_kvHeads, why) || !required(m_headDim, why))
            return false;
    }
    const std::pair<const QCommandLineOption*, std::optional<qint64>*> optionalIntegers[] = {
        {&m_kvHeads, &p.kvHeads},
        {&m_headDim, &p.headDim},
        {&m_kvLoraRank, &p.kvLoraRank},
        {&m_ropeDim, &p.ropeDim},
        {&m_slidingWindow, &p.slidingWindow},
        {&m_maxContext, &p.maxContext},
    };
    for (const auto& [option, value] : optionalIntegers) {
        if (!parser.isSet(*option))
            continue;
        const qint64 max = option == &m_kvHeads                                      ? kMaxHeads
                           : (option == &m_slidingWindow || option == &m_maxContext) ? kMaxTokens
                                                                                     : kMaxDim;
        *value = integer(*option, max);
        if (!*value)
            return false;
    }
    if (parser.isSet(m_slidingLayers)) {
        if (!p.slidingWindow)
            return required(m_slidingWindow, QStringLiteral("with %1").arg(name(m_slidingLayers)));
        const QString which = parser.value(m_slidingLayers);
        if (which != QLatin1String("all") && which != QLatin1String("alternate")) {
            context.usageError(QStringLiteral("--sliding-layers: \"%1\" is not all or alternate")
                                   .arg(excerpt(which)));
            return false;
        }
        p.alternatingWindow = which == QLatin1String("alternate");
    }
    *custom = customModel(p);
    return true;
}

std::optional<LlmModel> CustomModelOptions::model(CliContext& context,
                                                  const QCommandLineParser& parser,
                                                  const QString& id, int* exit) const {
    std::optional<LlmModel> custom;
    if (!read(context, parser, id, &custom)) {
        *exit = ExitUsageError;
        return std::nullopt;
    }
    if (custom)
        return custom;
    std::optional<LlmModel> catalog = context.model(id);
    if (!catalog)
        *exit = ExitDataError;
    return catalog;
}

} // namespace chipatlas::cli
