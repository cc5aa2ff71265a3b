// The measured result's schema (one FieldSpec per ResultField) and the keys and display names of
// its kinds, claims and scenarios. A field as file text: resultfieldtext.cpp.

#include "result.h"

#include <QCoreApplication>

#include <iterator>

namespace chipatlas {

namespace {
constexpr auto kPlain = FigureMarks(0);

constexpr FieldSpec text(ResultField field, const char* key, const char* label) {
    return {
        .index = int(field), .key = key, .label = label, .kind = FieldKind::Text, .marks = kPlain};
}
constexpr FieldSpec number(ResultField field, const char* key, const char* label, Unit unit,
                           Better better, int decimals = 0) {
    return {.index = int(field),
            .key = key,
            .label = label,
            .kind = FieldKind::Number,
            .unit = unit,
            .better = better,
            .group = FieldGroup::Compute,
            .decimals = decimals,
            .marks = kPlain};
}

// One row per ResultField, in enum order (checked below).
constexpr FieldSpec kResultFields[] = {
    text(ResultField::Kind, "kind", QT_TRANSLATE_NOOP("ResultField", "Kind")),
    text(ResultField::Model, "model", QT_TRANSLATE_NOOP("ResultField", "Model")),
    text(ResultField::Checkpoint, "checkpoint", QT_TRANSLATE_NOOP("ResultField", "Checkpoint")),
    text(ResultField::Quantization, "quantization",
         QT_TRANSLATE_NOOP("ResultField", "Quantization")),
    text(ResultField::Hardware, "hardware", QT_TRANSLATE_NOOP("ResultField", "Hardware")),
    number(ResultField::HardwareCount, "hardware_count",
           QT_TRANSLATE_NOOP("ResultField", "How many"), Unit::None, Better::None),
    text(ResultField::Engine, "engine", QT_TRANSLATE_NOOP("ResultField", "Engine")),
    text(ResultField::EngineVersion, "engine_version",
         QT_TRANSLATE_NOOP("ResultField", "Engine version")),
    text(ResultField::Precision, "precision", QT_TRANSLATE_NOOP("ResultField", "Weight precision")),
    text(ResultField::KvPrecision, "kv_precision",
         QT_TRANSLATE_NOOP("ResultField", "KV cache precision")),
    number(ResultField::Tp, "tp", QT_TRANSLATE_NOOP("ResultField", "Tensor parallel"), Unit::None,
           Better::None),
    number(ResultField::Pp, "pp", QT_TRANSLATE_NOOP("ResultField", "Pipeline parallel"), Unit::None,
           Better::None),
    number(ResultField::Ep, "ep", QT_TRANSLATE_NOOP("ResultField", "Expert parallel"), Unit::None,
           Better::None),
    text(ResultField::Scenario, "scenario", QT_TRANSLATE_NOOP("ResultField", "Scenario")),
    number(ResultField::Concurrency, "concurrency", QT_TRANSLATE_NOOP("ResultField", "Concurrency"),
           Unit::None, Better::None),
    number(ResultField::InputTokens, "input_tokens",
           QT_TRANSLATE_NOOP("ResultField", "Input tokens"), Unit::Tokens, Better::None),
    number(ResultField::OutputTokens, "output_tokens",
           QT_TRANSLATE_NOOP("ResultField", "Output tokens"), Unit::Tokens, Better::None),
    number(ResultField::TokensPerS, "tokens_per_s",
           QT_TRANSLATE_NOOP("ResultField", "Tokens per second"), Unit::TokensPerSecond,
           Better::Higher),
    number(ResultField::TokensPerSPerChip, "tokens_per_s_per_chip",
           QT_TRANSLATE_NOOP("ResultField", "Tokens per second per chip"), Unit::TokensPerSecond,
           Better::Higher),
    number(ResultField::TokensPerSPerUser, "tokens_per_s_per_user",
           QT_TRANSLATE_NOOP("ResultField", "Tokens per second per user"), Unit::TokensPerSecond,
           Better::Higher, 1),
    number(ResultField::TtftP50Ms, "ttft_p50_ms",
           QT_TRANSLATE_NOOP("ResultField", "Time to first token, median"), Unit::Millisecond,
           Better::Lower),
    number(ResultField::TtftP99Ms, "ttft_p99_ms",
           QT_TRANSLATE_NOOP("ResultField", "Time to first token, p99"), Unit::Millisecond,
           Better::Lower),
    number(ResultField::TpotP50Ms, "tpot_p50_ms",
           QT_TRANSLATE_NOOP("ResultField", "Time per output token, median"), Unit::Millisecond,
           Better::Lower, 1),
    number(ResultField::TpotP99Ms, "tpot_p99_ms",
           QT_TRANSLATE_NOOP("ResultField", "Time per output token, p99"), Unit::Millisecond,
           Better::Lower, 1),
    text(ResultField::Figure, "figure", QT_TRANSLATE_NOOP("ResultField", "Measured figure")),
    number(ResultField::MeasuredValue, "measured_value",
           QT_TRANSLATE_NOOP("ResultField", "Measured value"), Unit::None, Better::Higher, 1),
    text(ResultField::Unit, "unit", QT_TRANSLATE_NOOP("ResultField", "Unit")),
    text(ResultField::Tool, "tool", QT_TRANSLATE_NOOP("ResultField", "Tool")),
    text(ResultField::Size, "size", QT_TRANSLATE_NOOP("ResultField", "Size")),
    number(ResultField::PowerW, "power_w", QT_TRANSLATE_NOOP("ResultField", "Measured power"),
           Unit::Watt, Better::Lower),
    {.index = int(ResultField::Date),
     .key = "date",
     .label = QT_TRANSLATE_NOOP("ResultField", "Date"),
     .kind = FieldKind::Date,
     .group = FieldGroup::Dates,
     .marks = kPlain},
    text(ResultField::Source, "source", QT_TRANSLATE_NOOP("ResultField", "Source")),
    text(ResultField::Publisher, "publisher", QT_TRANSLATE_NOOP("ResultField", "Published by")),
    text(ResultField::ClaimKind, "claim_kind", QT_TRANSLATE_NOOP("ResultField", "Whose claim")),
    text(ResultField::MlperfVersion, "mlperf_version",
         QT_TRANSLATE_NOOP("ResultField", "MLPerf version")),
    text(ResultField::MlperfDivision, "mlperf_division",
         QT_TRANSLATE_NOOP("ResultField", "MLPerf division")),
    text(ResultField::MlperfResultId, "mlperf_result_id",
         QT_TRANSLATE_NOOP("ResultField", "MLPerf result id")),
    text(ResultField::Notes, "notes", QT_TRANSLATE_NOOP("ResultField", "Notes")),
};
static_assert(std::size(kResultFields) == size_t(kResultFieldCount),
              "kResultFields must list every ResultField");
static_assert(schema_detail::inIndexOrder(kResultFields),
              "kResultFields must list every ResultField in enum order");
static_assert(schema_detail::uniqueKeys(kResultFields), "two ResultFields share a key");
static_assert(schema_detail::marksFollowUnits(kResultFields),
              "a ResultField takes no status, printed unit, configuration or range");

constexpr EntrySchema kResultSchema{"result", "ResultField", kResultFields};
} // namespace

const EntrySchema& resultSchema() {
    return kResultSchema;
}

QString resultKindKey(ResultKind kind) {
    return kind == ResultKind::Serving ? QStringLiteral("serving") : QStringLiteral("figure");
}

QString resultKindDisplayName(ResultKind kind) {
    return kind == ResultKind::Serving ? QCoreApplication::translate("Result", "serving")
                                       : QCoreApplication::translate("Result", "chip figure");
}

std::optional<ResultKind> resultKindFromKey(QStringView key) {
    const QString k = key.trimmed().toString().toLower();
    if (k == QLatin1String("serving"))
        return ResultKind::Serving;
    if (k == QLatin1String("figure"))
        return ResultKind::Figure;
    return std::nullopt;
}

QString claimKindKey(ClaimKind claim) {
    switch (claim) {
    case ClaimKind::Audited:
        return QStringLiteral("audited");
    case ClaimKind::Independent:
        return QStringLiteral("independent");
    case ClaimKind::Vendor:
        return QStringLiteral("vendor");
    case ClaimKind::Own:
        return QStringLiteral("own");
    }
    return {};
}

QString claimKindDisplayName(ClaimKind claim) {
    switch (claim) {
    case ClaimKind::Audited:
        return QCoreApplication::translate("Result", "audited benchmark");
    case ClaimKind::Independent:
        return QCoreApplication::translate("Result", "independent measurement");
    case ClaimKind::Vendor:
        return QCoreApplication::translate("Result", "vendor's claim");
    case ClaimKind::Own:
        return QCoreApplication::translate("Result", "your own run");
    }
    return {};
}

std::optional<ClaimKind> claimKindFromKey(QStringView key) {
    const QString k = key.trimmed().toString().toLower();
    for (ClaimKind claim :
         {ClaimKind::Audited, ClaimKind::Independent, ClaimKind::Vendor, ClaimKind::Own}) {
        if (k == claimKindKey(claim))
            return claim;
    }
    return std::nullopt;
}

QString scenarioKey(Scenario scenario) {
    switch (scenario) {
    case Scenario::Offline:
        return QStringLiteral("offline");
    case Scenario::Server:
        return QStringLiteral("server");
    case Scenario::Interactive:
        return QStringLiteral("interactive");
    case Scenario::Concurrency:
        return QStringLiteral("concurrency");
    case Scenario::Single:
        return QStringLiteral("single");
    }
    return {};
}

QString scenarioDisplayName(Scenario scenario) {
    switch (scenario) {
    case Scenario::Offline:
        return QCoreApplication::translate("Result", "offline");
    case Scenario::Server:
        return QCoreApplication::translate("Result", "server");
    case Scenario::Interactive:
        return QCoreApplication::translate("Result", "interactive");
    case Scenario::Concurrency:
        return QCoreApplication::translate("Result", "fixed concurrency");
    case Scenario::Single:
        return QCoreApplication::translate("Result", "one request at a time");
    }
    return {};
}

std::optional<Scenario> scenarioFromKey(QStringView key) {
    const QString k = key.trimmed().toString().toLower();
    for (Scenario scenario : {Scenario::Offline, Scenario::Server, Scenario::Interactive,
                              Scenario::Concurrency, Scenario::Single}) {
        if (k == scenarioKey(scenario))
            return scenario;
    }
    return std::nullopt;
}

std::optional<double> tokensPerSecondPerChip(const Result& result, int chipsPerUnit) {
    if (result.tokensPerSPerChip)
        return result.tokensPerSPerChip;
    const int chips = result.hardwareCount * chipsPerUnit;
    if (!result.tokensPerS || chips <= 0)
        return std::nullopt;
    return *result.tokensPerS / chips;
}

} // namespace chipatlas
