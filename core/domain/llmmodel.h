#pragma once

#include <QString>
#include <QStringView>
#include <QVariant>

#include <array>
#include <optional>
#include <span>

namespace chipatlas {

// Every column of the reference llm-models.csv, in its order. Keys are the CSV column names.
enum class ModelField {
    Id,
    Name,
    Family,
    ParamsTotalB,
    ParamsActiveB,
    NumLayers,
    HiddenSize,
    NumAttentionHeads,
    NumKvHeads,
    HeadDim,
    AttentionType,
    KvLoraRank,
    QkRopeHeadDim,
    SlidingWindow,
    MaxContext,
    VocabSize,
    NativeDtype,
    License,
    SourceUrls,
    Notes,
    ParamsCard,
    HfRepo,
    ConfigMaxPositionEmbeddings,
    IntermediateSize,
    MoeIntermediateSize,
    NumExperts,
    ExpertsPerToken,
    NumSharedExperts,
    TieWordEmbeddings,
    EmbeddingParamsB,
    ParamsActiveExclInputEmbeddingB,
    KvBytesPerToken16bit,
    KvGibAtMaxContextBs1_16bit,
};
inline constexpr int kModelFieldCount = int(ModelField::KvGibAtMaxContextBs1_16bit) + 1;

enum class ModelFieldKind { Integer, Number, Text, Bool, List };

struct ModelFieldInfo {
    ModelField field;
    const char* key;
    ModelFieldKind kind;
};

std::span<const ModelFieldInfo> allModelFields();
const ModelFieldInfo& modelFieldInfo(ModelField field);
std::optional<ModelField> modelFieldFromKey(QStringView key);

// An open LLM. Values are null when the reference leaves the cell empty; otherwise a
// qint64 (Integer), double (Number), QString (Text), bool (Bool) or QStringList (List).
struct LlmModel {
    std::array<QVariant, kModelFieldCount> values;

    const QVariant& value(ModelField field) const { return values[size_t(field)]; }
    QVariant& value(ModelField field) { return values[size_t(field)]; }
    QString id() const { return value(ModelField::Id).toString(); }
    QString name() const { return value(ModelField::Name).toString(); }
    bool has(ModelField field) const { return !value(field).isNull(); }

    friend bool operator==(const LlmModel&, const LlmModel&) = default;
};

} // namespace chipatlas
