// A model's architecture as the model-fit formulas need it (docs/MODEL-FIT.md sections 1
// and 2): parameter groups for mixed-precision weights, KV elements per token for GQA and MLA,
// sliding-window layers; weight and KV-cache bytes.
#include "modelfit_p.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>
#include <cmath>

namespace chipatlas {

namespace fitdetail {

namespace {

// Per-model facts that the catalog's columns do not carry. Keep every such fact here, with its
// source, and nowhere else.
struct ArchitectureFact {
    const char* modelId;
    // Leading dense (non-MoE) decoder layers: config.json first_k_dense_replace.
    int denseLeadingLayers;
    // The config's sliding_window is treated as full attention for sizing.
    bool windowIsFullAttention;
    const char* source;
};

constexpr ArchitectureFact kArchitectureFacts[] = {
    {"deepseek-v3", 3, false,
     "config.json first_k_dense_replace = 3; llm-models.csv notes: \"first 3 layers dense\""},
    {"deepseek-r1", 3, false, "same architecture and config as DeepSeek-V3 (llm-models.csv notes)"},
    {"kimi-k2-instruct", 1, false,
     "config.json first_k_dense_replace = 1; llm-models.csv notes: \"only first layer dense\""},
    {"phi-3-mini-4k-instruct", 0, true,
     "docs/MODEL-FIT.md 2.2: Phi-3's sliding_window 2047 is treated as full attention"},
    {"phi-3-medium-4k-instruct", 0, true,
     "docs/MODEL-FIT.md 2.2: Phi-3's sliding_window 2047 is treated as full attention"},
};

const ArchitectureFact* factFor(const QString& modelId) {
    for (const ArchitectureFact& fact : kArchitectureFacts) {
        if (modelId == QLatin1String(fact.modelId))
            return &fact;
    }
    return nullptr;
}

qint64 integerOf(const LlmModel& model, ModelField field) {
    return model.has(field) ? model.value(field).toLongLong() : 0;
}

double billionsOf(const LlmModel& model, ModelField field) {
    return model.has(field) ? model.value(field).toDouble() * 1e9 : 0.0;
}

QString fieldKey(ModelField field) {
    return QString::fromLatin1(modelFieldInfo(field).key);
}

} // namespace

Architecture architectureOf(const LlmModel& model) {
    Architecture arch;
    arch.name = model.name().isEmpty() ? model.id() : model.name();
    const auto missing = [&arch](ModelField field, ModelField fallback) {
        arch.notes << QCoreApplication::translate("ModelFit", "%1 has no %2: %3 is used instead")
                          .arg(arch.name, fieldKey(field), fieldKey(fallback));
    };

    arch.totalParams = billionsOf(model, ModelField::ParamsTotalB);
    arch.activeParams = billionsOf(model, ModelField::ParamsActiveB);
    if (!model.has(ModelField::ParamsActiveB)) {
        arch.activeParams = arch.totalParams;
        missing(ModelField::ParamsActiveB, ModelField::ParamsTotalB);
    }
    arch.activeReadParams = billionsOf(model, ModelField::ParamsActiveExclInputEmbeddingB);
    if (!model.has(ModelField::ParamsActiveExclInputEmbeddingB)) {
        arch.activeReadParams = arch.activeParams;
        missing(ModelField::ParamsActiveExclInputEmbeddingB, ModelField::ParamsActiveB);
    }

    arch.layers = int(integerOf(model, ModelField::NumLayers));
    const QString attention = model.value(ModelField::AttentionType).toString();
    arch.kvLoraRank = int(integerOf(model, ModelField::KvLoraRank));
    arch.ropeDim = int(integerOf(model, ModelField::QkRopeHeadDim));
    arch.mla = attention.contains(QLatin1String("MLA"), Qt::CaseInsensitive) && arch.kvLoraRank > 0;
    // KV heads and head_dim size a GQA/MHA cache; an MLA cache does not use them, so their
    // absence is only worth a note for the others.
    arch.attentionHeads = int(integerOf(model, ModelField::NumAttentionHeads));
    arch.kvHeads = int(integerOf(model, ModelField::NumKvHeads));
    if (arch.kvHeads <= 0) {
        arch.kvHeads = arch.attentionHeads;
        if (!arch.mla)
            missing(ModelField::NumKvHeads, ModelField::NumAttentionHeads);
    }
    arch.headDim = int(integerOf(model, ModelField::HeadDim));
    const qint64 hidden = integerOf(model, ModelField::HiddenSize);
    if (arch.headDim <= 0) {
        const qint64 heads = integerOf(model, ModelField::NumAttentionHeads);
        arch.headDim = heads > 0 ? int(hidden / heads) : 0;
        if (!arch.mla)
            arch.notes << QCoreApplication::translate(
                              "ModelFit",
                              "%1 has no head_dim: hidden_size / num_attention_heads is used")
                              .arg(arch.name);
    }

    const ArchitectureFact* fact = factFor(model.id());

    // Sliding windows: "alternating local/global" puts half the layers (the local ones) on
    // the window (Gemma 2, gpt-oss); otherwise every layer is windowed (Mistral 7B v0.1).
    // A sliding_window value without "sliding" in the attention type is not used (Qwen2.5).
    const qint64 window = integerOf(model, ModelField::SlidingWindow);
    if (window > 0 && attention.contains(QLatin1String("sliding"), Qt::CaseInsensitive)) {
        if (fact && fact->windowIsFullAttention) {
            arch.windowIgnored = true;
            arch.window = window;
        } else {
            arch.window = window;
            arch.windowedLayers =
                attention.contains(QLatin1String("alternating"), Qt::CaseInsensitive)
                    ? arch.layers / 2
                    : arch.layers;
        }
    }
    arch.maxContext = integerOf(model, ModelField::MaxContext);

    // MoE: every routed and shared expert of every MoE layer is an MLP of three
    // hidden x moe_intermediate matrices (gate, up, down; biases are left in the other group).
    const qint64 experts = integerOf(model, ModelField::NumExperts);
    const qint64 perToken = integerOf(model, ModelField::ExpertsPerToken);
    const qint64 shared = integerOf(model, ModelField::NumSharedExperts);
    const qint64 moeInter = integerOf(model, ModelField::MoeIntermediateSize);
    if (experts > 0 && moeInter > 0 && hidden > 0 && arch.layers > 0) {
        arch.moe = true;
        arch.moeLayers = std::max(0, arch.layers - (fact ? fact->denseLeadingLayers : 0));
        const double expertSize = 3.0 * double(hidden) * double(moeInter);
        arch.expertParams = std::min(arch.totalParams, double(arch.moeLayers) *
                                                           double(experts + shared) * expertSize);
        arch.activeExpertParams = std::min(
            arch.activeReadParams, double(arch.moeLayers) * double(perToken + shared) * expertSize);
    }
    return arch;
}

double kvElementsPerLayerToken(const Architecture& arch) {
    if (arch.mla)
        return double(arch.kvLoraRank + arch.ropeDim);
    return 2.0 * double(arch.kvHeads) * double(arch.headDim);
}

double kvBytesPerTokenOf(const Architecture& arch, double bytesPerElement) {
    return double(arch.layers) * kvElementsPerLayerToken(arch) * bytesPerElement;
}

double kvCacheBytesOf(const Architecture& arch, double bytesPerElement, qint64 tokens, qint64 batch,
                      bool honourWindow) {
    const double perLayerToken = kvElementsPerLayerToken(arch) * bytesPerElement;
    const double t = double(std::max<qint64>(0, tokens));
    double layerTokens = double(arch.layers) * t;
    if (honourWindow && arch.windowedLayers > 0) {
        const double capped = double(std::min<qint64>(std::max<qint64>(0, tokens), arch.window));
        layerTokens =
            double(arch.layers - arch.windowedLayers) * t + double(arch.windowedLayers) * capped;
    }
    return perLayerToken * layerTokens * double(std::max<qint64>(0, batch));
}

double weightBytesOf(double expertParams, double otherParams, bool moe,
                     const WeightPrecision& precision) {
    if (precision.format == WeightPrecision::Format::MXFP4 && moe)
        return expertParams * precision.bitsPerWeight() / 8.0 + otherParams * 2.0;
    return (expertParams + otherParams) * precision.bitsPerWeight() / 8.0;
}

double kvReplication(const Architecture& arch, int chips) {
    if (chips <= 1)
        return 1.0;
    if (arch.mla)
        return double(chips);
    // Beyond the KV heads each chip holds one head: ceil(chips / kv_heads) copies of each, a
    // whole number (exactly chips / kv_heads at a valid tensor-parallel degree).
    if (arch.kvHeads > 0 && chips > arch.kvHeads)
        return double((chips + arch.kvHeads - 1) / arch.kvHeads);
    return 1.0;
}

namespace {
QLocale cWithGroupSeparators() {
    QLocale locale = QLocale::c();
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    return locale;
}
QLocale& formulaLocaleStore() {
    static QLocale locale = cWithGroupSeparators();
    return locale;
}
// A count with its noun, the plural form chosen by the translation ("%1 chips" is "1 chip").
QString counted(const char* text, double count) {
    const int form = int(std::clamp(std::round(count), 0.0, double(INT_MAX)));
    return QCoreApplication::translate("ModelFit", text, nullptr, form).arg(integer(count));
}
} // namespace

QLocale formulaLocale() {
    return formulaLocaleStore();
}

QString integer(double value) {
    return formulaLocale().toString(std::round(value), 'f', 0);
}

QString decimal(double value, int decimals) {
    return formulaLocale().toString(value, 'f', decimals);
}

QString gb(double bytes) {
    return decimal(bytes / 1e9, 2) + QStringLiteral(" GB");
}

QString billions(double params) {
    QString text = formulaLocale().toString(params / 1e9, 'f', 3);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text + QStringLiteral("e9");
}

QString chips(double count) {
    return counted(QT_TRANSLATE_N_NOOP("ModelFit", "%1 chips"), count);
}

QString tokens(double count) {
    return counted(QT_TRANSLATE_N_NOOP("ModelFit", "%1 tokens"), count);
}

QString sequences(double count) {
    return counted(QT_TRANSLATE_N_NOOP("ModelFit", "%1 sequences"), count);
}

} // namespace fitdetail

void setFormulaLocale(const QLocale& locale) {
    QLocale withGroups = locale;
    withGroups.setNumberOptions(QLocale::DefaultNumberOptions);
    fitdetail::formulaLocaleStore() = withGroups;
}

double kvBytesPerToken(const LlmModel& model, KvPrecision kv) {
    return fitdetail::kvBytesPerTokenOf(fitdetail::architectureOf(model), kvBytesPerElement(kv));
}

double weightBytes(const LlmModel& model, const WeightPrecision& precision) {
    const fitdetail::Architecture arch = fitdetail::architectureOf(model);
    return fitdetail::weightBytesOf(arch.expertParams, arch.totalParams - arch.expertParams,
                                    arch.moe, precision);
}

} // namespace chipatlas
