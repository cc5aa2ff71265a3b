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

// The options in the order of kOptions.
enum Option {
    Params,
    ActiveParams,
    Layers,
    KvHeads,
    HeadDim,
    KvLoraRank,
    RopeDim,
    SlidingWindow,
    SlidingLayers,
    MaxContext,
};
struct OptionText {
    const char* name;
    const char* description;
    const char* valueName;
};
constexpr OptionText kOptions[] = {
    {"params-b", "Model custom: total parameters in billions, e.g. 70.554.", "x"},
    {"active-params-b",
     "Model custom: active parameters per token in billions (default: --params-b).", "x"},
    {"layers", "Model custom: decoder layers.", "n"},
    {"kv-heads", "Model custom: KV heads (GQA; not needed with --kv-lora-rank).", "n"},
    {"head-dim", "Model custom: head dimension (GQA; not needed with --kv-lora-rank).", "n"},
    {"kv-lora-rank", "Model custom: MLA KV LoRA rank, with --rope-dim.", "n"},
    {"rope-dim", "Model custom: MLA RoPE head dimension, with --kv-lora-rank.", "n"},
    {"sliding-window", "Model custom: sliding-window size in tokens.", "n"},
    {"sliding-layers", "Model custom: which layers use the window, all or alternate (default all).",
     "which"},
    {"max-context", "Model custom: the model's maximum context in tokens.", "n"},
};

} // namespace

CustomModelOptions::CustomModelOptions() {
    for (const auto& [name, description, valueName] : kOptions)
        m_options.append(QCommandLineOption(QString::fromLatin1(name),
                                            QString::fromLatin1(description),
                                            QString::fromLatin1(valueName)));
}

void CustomModelOptions::addTo(QCommandLineParser& parser) const {
    parser.addOptions(m_options);
}

bool CustomModelOptions::read(CliContext& context, const QCommandLineParser& parser,
                              const QString& id, std::optional<LlmModel>* custom) const {
    const auto name = [](const QCommandLineOption& option) {
        return QStringLiteral("--") + option.names().constFirst();
    };
    if (id != customModelId()) {
        for (const QCommandLineOption& option : m_options) {
            if (parser.isSet(option)) {
                context.usageError(QStringLiteral("%1 describes a custom model; use it with the "
                                                  "model id %2, not \"%3\"")
                                       .arg(name(option), customModelId(), excerpt(id)));
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
    if (!required(m_options[Params], forCustom))
        return false;
    const std::optional<double> params = number(m_options[Params]);
    if (!params)
        return false;
    p.paramsB = *params;
    if (parser.isSet(m_options[ActiveParams])) {
        p.activeParamsB = number(m_options[ActiveParams]);
        if (!p.activeParamsB)
            return false;
        if (*p.activeParamsB > p.paramsB) {
            context.usageError(QStringLiteral("--active-params-b: \"%1\" is more than --params-b "
                                              "\"%2\"")
                                   .arg(excerpt(parser.value(m_options[ActiveParams])),
                                        excerpt(parser.value(m_options[Params]))));
            return false;
        }
    }
    if (!required(m_options[Layers], forCustom))
        return false;
    const std::optional<qint64> layers = integer(m_options[Layers], kMaxLayers);
    if (!layers)
        return false;
    p.layers = *layers;

    const bool mla = parser.isSet(m_options[KvLoraRank]) || parser.isSet(m_options[RopeDim]);
    if (mla) {
        const QString why = QStringLiteral("for MLA, with %1 and %2")
                                .arg(name(m_options[KvLoraRank]), name(m_options[RopeDim]));
        if (!required(m_options[KvLoraRank], why) || !required(m_options[RopeDim], why))
            return false;
    } else {
        const QString why =
            QStringLiteral("%1 (or, for MLA, %2 and %3)")
                .arg(forCustom, name(m_options[KvLoraRank]), name(m_options[RopeDim]));
        if (!required(m_options[KvHeads], why) || !required(m_options[HeadDim], why))
            return false;
    }
    struct OptionalInteger {
        Option option;
        std::optional<qint64>* value;
        qint64 max;
    };
    const OptionalInteger optionalIntegers[] = {
        {KvHeads, &p.kvHeads, kMaxHeads},
        {HeadDim, &p.headDim, kMaxDim},
        {KvLoraRank, &p.kvLoraRank, kMaxDim},
        {RopeDim, &p.ropeDim, kMaxDim},
        {SlidingWindow, &p.slidingWindow, kMaxTokens},
        {MaxContext, &p.maxContext, kMaxTokens},
    };
    for (const auto& [option, value, max] : optionalIntegers) {
        if (!parser.isSet(m_options[option]))
            continue;
        *value = integer(m_options[option], max);
        if (!*value)
            return false;
    }
    if (parser.isSet(m_options[SlidingLayers])) {
        if (!p.slidingWindow)
            return required(m_options[SlidingWindow],
                            QStringLiteral("with %1").arg(name(m_options[SlidingLayers])));
        const QString which = parser.value(m_options[SlidingLayers]);
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

ModelFitOptions::ModelFitOptions()
    : m_fit(FitOptions::AllOptions) {}

void ModelFitOptions::addTo(QCommandLineParser& parser) const {
    parser.addPositionalArgument(
        QStringLiteral("MODEL"),
        QStringLiteral("A model id, e.g. llama-3.1-70b (see: models), or custom with "
                       "--params-b, --layers and the attention "
                       "options below."));
    m_fit.addTo(parser);
    m_custom.addTo(parser);
}

std::optional<ModelFitOptions::Read> ModelFitOptions::read(CliContext& context,
                                                           const QCommandLineParser& parser,
                                                           const QString& id, int* exit) const {
    const std::optional<FitInputs> inputs = m_fit.read(context, parser);
    if (!inputs) {
        *exit = ExitUsageError;
        return std::nullopt;
    }
    std::optional<LlmModel> model = m_custom.model(context, parser, id, exit);
    if (!model)
        return std::nullopt;
    return Read{std::move(*model), *inputs};
}

} // namespace chipatlas::cli
