// A result's fields as file text (resultText(), setResultText()): what the CSV, JSON, MLPerf
// readers and the result table of storage read and write, with the messages of a value that
// does not read.

#include "excerpt.h"
#include "result.h"
#include "units.h"
#include "validation.h"

#include <QCoreApplication>

#include <cmath>

namespace chipatlas {

namespace {
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
    return value ? plainNumber(*value) : QString();
}
QString intText(const std::optional<int>& value) {
    return value ? QString::number(*value) : QString();
}

// A number (readOptionalNumber()), or why not, named by the field.
QString readNumber(ResultField field, QStringView text, std::optional<double>& out) {
    const QString problem = readOptionalNumber(text, out);
    return problem.isEmpty() ? problem : named(field, problem);
}
QString readWhole(ResultField field, QStringView text, std::optional<int>& out) {
    const QString problem = readOptionalWholeNumber(text, out);
    return problem.isEmpty() ? problem : named(field, problem);
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

} // namespace chipatlas
