#include "result.h"

#include "excerpt.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
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

// lupdate files ResultText::tr() under "Validation", the context validation.cpp's messages are
// looked up in.
class ResultText final {
    Q_DECLARE_TR_FUNCTIONS(Validation)
};

QString named(ResultField field, const QString& problem) {
    return QStringLiteral("%1 (%2): %3")
        .arg(resultFieldLabel(field), resultFieldKey(field), problem);
}

QString numberText(const std::optional<double>& value) {
    return value ? QString::number(*value, 'g', QLocale::FloatingPointShortest) : QString();
}
QString intText(const std::optional<int>& value) {
    return value ? QString::number(*value) : QString();
}

// A number in C locale ("1234.5", "1.2e4"); an error message when it is not one.
QString readNumber(ResultField field, QStringView text, std::optional<double>& out) {
    const QString trimmed = text.trimmed().toString();
    if (trimmed.isEmpty()) {
        out.reset();
        return {};
    }
    bool ok = false;
    const double value = QLocale::c().toDouble(trimmed, &ok);
    if (!ok || !std::isfinite(value))
        return named(field, ResultText::tr("'%1' is not a number").arg(excerpt(trimmed)));
    out = value;
    return {};
}
QString readWhole(ResultField field, QStringView text, std::optional<int>& out) {
    std::optional<double> value;
    if (QString error = readNumber(field, text, value); !error.isEmpty())
        return error;
    if (!value) {
        out.reset();
        return {};
    }
    if (*value != std::floor(*value) || std::abs(*value) > 2e9)
        return named(field,
                     ResultText::tr("'%1' is not a whole number").arg(excerpt(text.trimmed())));
    out = int(*value);
    return {};
}
QString readPrecision(ResultField field, QStringView text,
                      std::optional<chipatlas::Precision>& out) {
    if (text.trimmed().isEmpty()) {
        out.reset();
        return {};
    }
    const std::optional<chipatlas::Precision> precision = precisionFromString(text.trimmed());
    if (!precision)
        return named(field, ResultText::tr("'%1' is not a precision (fp64, fp32, tf32, fp16, bf16, "
                                           "fp8, int8, fp4)")
                                .arg(excerpt(text.trimmed())));
    out = precision;
    return {};
}
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

QString resultText(const Result& r, ResultField field) {
    switch (field) {
    case ResultField::Kind:
        return resultKindKey(r.kind);
    case ResultField::Model:
        return r.model;
    case ResultField::Checkpoint:
        return r.checkpoint;
    case ResultField::Quantization:
        return r.quantization;
    case ResultField::Hardware:
        return r.hardwareId;
    case ResultField::HardwareCount:
        return QString::number(r.hardwareCount);
    case ResultField::Engine:
        return r.engine;
    case ResultField::EngineVersion:
        return r.engineVersion;
    case ResultField::Precision:
        return r.precision ? precisionKey(*r.precision) : QString();
    case ResultField::KvPrecision:
        return r.kvPrecision ? precisionKey(*r.kvPrecision) : QString();
    case ResultField::Tp:
        return intText(r.tp);
    case ResultField::Pp:
        return intText(r.pp);
    case ResultField::Ep:
        return intText(r.ep);
    case ResultField::Scenario:
        return r.scenario ? scenarioKey(*r.scenario) : QString();
    case ResultField::Concurrency:
        return intText(r.concurrency);
    case ResultField::InputTokens:
        return intText(r.inputTokens);
    case ResultField::OutputTokens:
        return intText(r.outputTokens);
    case ResultField::TokensPerS:
        return numberText(r.tokensPerS);
    case ResultField::TokensPerSPerChip:
        return numberText(r.tokensPerSPerChip);
    case ResultField::TokensPerSPerUser:
        return numberText(r.tokensPerSPerUser);
    case ResultField::TtftP50Ms:
        return numberText(r.ttftP50Ms);
    case ResultField::TtftP99Ms:
        return numberText(r.ttftP99Ms);
    case ResultField::TpotP50Ms:
        return numberText(r.tpotP50Ms);
    case ResultField::TpotP99Ms:
        return numberText(r.tpotP99Ms);
    case ResultField::Figure:
        return r.figure;
    case ResultField::MeasuredValue:
        return numberText(r.measuredValue);
    case ResultField::Unit:
        return r.unit;
    case ResultField::Tool:
        return r.tool;
    case ResultField::Size:
        return r.size;
    case ResultField::PowerW:
        return numberText(r.powerW);
    case ResultField::Date:
        return r.date.isValid() ? r.date.toString(Qt::ISODate) : QString();
    case ResultField::Source:
        return r.source;
    case ResultField::Publisher:
        return r.publisher;
    case ResultField::ClaimKind:
        return claimKindKey(r.claim);
    case ResultField::MlperfVersion:
        return r.mlperfVersion;
    case ResultField::MlperfDivision:
        return r.mlperfDivision;
    case ResultField::MlperfResultId:
        return r.mlperfResultId;
    case ResultField::Notes:
        return r.notes;
    }
    return {};
}

QString setResultText(Result& r, ResultField field, QStringView text) {
    const QString plain = text.toString();
    switch (field) {
    case ResultField::Kind: {
        const std::optional<ResultKind> kind = resultKindFromKey(text);
        if (!kind)
            return named(field,
                         ResultText::tr("'%1' is not serving or figure").arg(excerpt(plain)));
        r.kind = *kind;
        return {};
    }
    case ResultField::Model:
        r.model = plain;
        return {};
    case ResultField::Checkpoint:
        r.checkpoint = plain;
        return {};
    case ResultField::Quantization:
        r.quantization = plain;
        return {};
    case ResultField::Hardware:
        r.hardwareId = plain;
        return {};
    case ResultField::HardwareCount: {
        std::optional<int> count;
        if (QString error = readWhole(field, text, count); !error.isEmpty())
            return error;
        r.hardwareCount = count.value_or(1);
        return {};
    }
    case ResultField::Engine:
        r.engine = plain;
        return {};
    case ResultField::EngineVersion:
        r.engineVersion = plain;
        return {};
    case ResultField::Precision:
        return readPrecision(field, text, r.precision);
    case ResultField::KvPrecision:
        return readPrecision(field, text, r.kvPrecision);
    case ResultField::Tp:
        return readWhole(field, text, r.tp);
    case ResultField::Pp:
        return readWhole(field, text, r.pp);
    case ResultField::Ep:
        return readWhole(field, text, r.ep);
    case ResultField::Scenario: {
        if (text.trimmed().isEmpty()) {
            r.scenario.reset();
            return {};
        }
        const std::optional<chipatlas::Scenario> scenario = scenarioFromKey(text);
        if (!scenario)
            return named(field, ResultText::tr("'%1' is not offline, server, interactive, "
                                               "concurrency or single")
                                    .arg(excerpt(plain)));
        r.scenario = scenario;
        return {};
    }
    case ResultField::Concurrency:
        return readWhole(field, text, r.concurrency);
    case ResultField::InputTokens:
        return readWhole(field, text, r.inputTokens);
    case ResultField::OutputTokens:
        return readWhole(field, text, r.outputTokens);
    case ResultField::TokensPerS:
        return readNumber(field, text, r.tokensPerS);
    case ResultField::TokensPerSPerChip:
        return readNumber(field, text, r.tokensPerSPerChip);
    case ResultField::TokensPerSPerUser:
        return readNumber(field, text, r.tokensPerSPerUser);
    case ResultField::TtftP50Ms:
        return readNumber(field, text, r.ttftP50Ms);
    case ResultField::TtftP99Ms:
        return readNumber(field, text, r.ttftP99Ms);
    case ResultField::TpotP50Ms:
        return readNumber(field, text, r.tpotP50Ms);
    case ResultField::TpotP99Ms:
        return readNumber(field, text, r.tpotP99Ms);
    case ResultField::Figure:
        r.figure = plain;
        return {};
    case ResultField::MeasuredValue:
        return readNumber(field, text, r.measuredValue);
    case ResultField::Unit:
        r.unit = plain;
        return {};
    case ResultField::Tool:
        r.tool = plain;
        return {};
    case ResultField::Size:
        r.size = plain;
        return {};
    case ResultField::PowerW:
        return readNumber(field, text, r.powerW);
    case ResultField::Date: {
        if (text.trimmed().isEmpty()) {
            r.date = {};
            return {};
        }
        const QDate date = QDate::fromString(text.trimmed().toString(), Qt::ISODate);
        if (!date.isValid())
            return named(field,
                         ResultText::tr("'%1' is not a date (YYYY-MM-DD)").arg(excerpt(plain)));
        r.date = date;
        return {};
    }
    case ResultField::Source:
        r.source = plain;
        return {};
    case ResultField::Publisher:
        r.publisher = plain;
        return {};
    case ResultField::ClaimKind: {
        const std::optional<ClaimKind> claim = claimKindFromKey(text);
        if (!claim)
            return named(field, ResultText::tr("'%1' is not audited, independent, vendor or own")
                                    .arg(excerpt(plain)));
        r.claim = *claim;
        return {};
    }
    case ResultField::MlperfVersion:
        r.mlperfVersion = plain;
        return {};
    case ResultField::MlperfDivision:
        r.mlperfDivision = plain;
        return {};
    case ResultField::MlperfResultId:
        r.mlperfResultId = plain;
        return {};
    case ResultField::Notes:
        r.notes = plain;
        return {};
    }
    return {};
}

QString hardwareNotInCatalog(const QString& hardwareId) {
    return named(ResultField::Hardware,
                 ResultText::tr("'%1' is not a chip or system in the catalog").arg(hardwareId));
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
