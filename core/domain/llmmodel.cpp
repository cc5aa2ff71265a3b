#include "llmmodel.h"

namespace chipatlas {

namespace {
using enum ModelFieldKind;
constexpr std::array<ModelFieldInfo, kModelFieldCount> kModelFields{{
    {ModelField::Id, "id", Text},
    {ModelField::Name, "name", Text},
    {ModelField::Family, "family", Text},
    {ModelField::ParamsTotalB, "params_total_b", Number},
    {ModelField::ParamsActiveB, "params_active_b", Number},
    {ModelField::NumLayers, "num_layers", Integer},
    {ModelField::HiddenSize, "hidden_size", Integer},
    {ModelField::NumAttentionHeads, "num_attention_heads", Integer},
    {ModelField::NumKvHeads, "num_kv_heads", Integer},
    {ModelField::HeadDim, "head_dim", Integer},
    {ModelField::AttentionType, "attention_type", Text},
    {ModelField::KvLoraRank, "kv_lora_rank", Integer},
    {ModelField::QkRopeHeadDim, "qk_rope_head_dim", Integer},
    {ModelField::SlidingWindow, "sliding_window", Integer},
    {ModelField::MaxContext, "max_context", Integer},
    {ModelField::VocabSize, "vocab_size", Integer},
    {ModelField::NativeDtype, "native_dtype", Text},
    {ModelField::License, "license", Text},
    {ModelField::SourceUrls, "source_urls", List},
    {ModelField::Notes, "notes", Text},
    {ModelField::ParamsCard, "params_card", Text},
    {ModelField::HfRepo, "hf_repo", Text},
    {ModelField::ConfigMaxPositionEmbeddings, "config_max_position_embeddings", Integer},
    {ModelField::IntermediateSize, "intermediate_size", Integer},
    {ModelField::MoeIntermediateSize, "moe_intermediate_size", Integer},
    {ModelField::NumExperts, "num_experts", Integer},
    {ModelField::ExpertsPerToken, "experts_per_token", Integer},
    {ModelField::NumSharedExperts, "num_shared_experts", Integer},
    {ModelField::TieWordEmbeddings, "tie_word_embeddings", Bool},
    {ModelField::EmbeddingParamsB, "embedding_params_b", Number},
    {ModelField::ParamsActiveExclInputEmbeddingB, "params_active_excl_input_embedding_b", Number},
    {ModelField::KvBytesPerToken16bit, "kv_bytes_per_token_16bit", Integer},
    {ModelField::KvGibAtMaxContextBs1_16bit, "kv_gib_at_max_context_bs1_16bit", Number},
}};

constexpr bool modelFieldsInEnumOrder() {
    for (int i = 0; i < kModelFieldCount; ++i) {
        if (int(kModelFields[size_t(i)].field) != i)
            return false;
    }
    return true;
}
static_assert(modelFieldsInEnumOrder(), "kModelFields must list every ModelField in enum order");
} // namespace

std::span<const ModelFieldInfo> allModelFields() {
    return kModelFields;
}

const ModelFieldInfo& modelFieldInfo(ModelField field) {
    return kModelFields[size_t(field)];
}

std::optional<ModelField> modelFieldFromKey(QStringView key) {
    for (const ModelFieldInfo& info : kModelFields) {
        if (key == QLatin1String(info.key))
            return info.field;
    }
    return std::nullopt;
}

} // namespace chipatlas
