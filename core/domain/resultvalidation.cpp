// validateResult(): the rules of validation.h for measured results, in the words validation.cpp
// uses for chips (validation_p.h).

#include "excerpt.h"
#include "field.h"
#include "result.h"
#include "validation.h"
#include "validation_p.h"

#include <QCoreApplication>

#include <cmath>

namespace chipatlas {

using namespace validation_detail;

namespace {
// lupdate files the tr() of validateResult(), a free function, under the namespace "chipatlas".
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

QString fieldName(ResultField field) {
    return named(resultFieldLabel(field), resultFieldKey(field));
}

// Its own tr() looks up, and lupdate files, its texts under "Validation" too (not under
// "chipatlas::Issues", where no lookup would find them).
struct Issues {
    Q_DECLARE_TR_FUNCTIONS(Validation)

public:
    QList<ValidationIssue>* list;
    void add(ResultField field, const QString& message) const {
        validation_detail::add(list, resultFieldKey(field), std::nullopt, message);
    }
    void required(ResultField field, const QString& value) const {
        if (value.trimmed().isEmpty())
            add(field, tr("%1: required").arg(fieldName(field)));
    }
    void range(ResultField field, const std::optional<double>& value, double maximum,
               bool whole) const {
        if (!value)
            return;
        const QString name = fieldName(field);
        const Unit unit = resultFieldInfo(field).unit;
        if (!std::isfinite(*value))
            add(field, tr("%1: the value is not a finite number").arg(name));
        else if (*value < 0)
            add(field, tr("%1: %2 is negative").arg(name, withUnit(*value, unit)));
        else if (*value == 0)
            add(field, tr("%1: %2 is zero; leave it empty when the source gives none")
                           .arg(name, withUnit(*value, unit)));
        else if (*value > maximum)
            add(field, tr("%1: %2 is above the maximum of %3")
                           .arg(name, withUnit(*value, unit), withUnit(maximum, unit)));
        else if (whole && *value < 1)
            add(field, tr("%1: %2 is below the minimum of 1").arg(name, numberText(*value)));
    }
    void range(ResultField field, const std::optional<int>& value) const {
        range(field, value ? std::optional<double>(*value) : std::nullopt, 1e7, true);
    }
};

constexpr double kMaxTokensPerSecond = 1e12;
constexpr double kMaxMilliseconds = 1e7;
constexpr double kMaxPowerW = 1e9;
} // namespace

QList<ValidationIssue> validateResult(const Result& r, const QDate& today) {
    QList<ValidationIssue> list;
    const Issues issues{&list};

    if (const QString problem = validateId(r.id); !problem.isEmpty())
        validation_detail::add(&list, QStringLiteral("id"), std::nullopt, problem);
    issues.required(ResultField::Hardware, r.hardwareId);
    if (!r.hardwareId.isEmpty()) {
        if (const QString problem = validateId(r.hardwareId); !problem.isEmpty()) {
            issues.add(ResultField::Hardware,
                       tr("%1: '%2' is not a chip or system id (a lowercase slug)")
                           .arg(fieldName(ResultField::Hardware), excerpt(r.hardwareId)));
        }
    }
    issues.range(ResultField::HardwareCount, std::optional<int>(r.hardwareCount));
    issues.required(ResultField::Source, r.source);
    if (r.claim == ClaimKind::Audited) {
        issues.required(ResultField::Publisher, r.publisher);
        issues.required(ResultField::MlperfVersion, r.mlperfVersion);
        issues.required(ResultField::MlperfResultId, r.mlperfResultId);
    }

    if (r.kind == ResultKind::Serving) {
        issues.required(ResultField::Model, r.model);
        if (!r.scenario) {
            issues.add(ResultField::Scenario,
                       tr("%1: required for a serving result (offline, server, interactive, "
                          "concurrency or single)")
                           .arg(fieldName(ResultField::Scenario)));
        } else if (*r.scenario == Scenario::Concurrency && !r.concurrency) {
            issues.add(ResultField::Concurrency, tr("%1: required when the scenario is concurrency")
                                                     .arg(fieldName(ResultField::Concurrency)));
        }
        if (!r.tokensPerS && !r.tokensPerSPerChip && !r.tokensPerSPerUser) {
            issues.add(ResultField::TokensPerS,
                       tr("%1: a serving result needs a throughput: tokens_per_s, "
                          "tokens_per_s_per_chip or tokens_per_s_per_user")
                           .arg(fieldName(ResultField::TokensPerS)));
        }
        if (!r.figure.isEmpty() || r.measuredValue) {
            issues.add(ResultField::Figure,
                       tr("%1: only a figure measurement (kind figure) measures a chip figure")
                           .arg(fieldName(ResultField::Figure)));
        }
    } else {
        const std::optional<Field> field = fieldFromKey(r.figure);
        if (r.figure.isEmpty()) {
            issues.required(ResultField::Figure, r.figure);
        } else if (!field || fieldInfo(*field).kind != FieldKind::Number) {
            issues.add(ResultField::Figure,
                       tr("%1: '%2' is not a chip figure with a number (for example "
                          "bf16_tflops_dense or memory_bw_gbs)")
                           .arg(fieldName(ResultField::Figure), excerpt(r.figure)));
        }
        if (!r.measuredValue) {
            issues.add(ResultField::MeasuredValue, tr("%1: required for a figure measurement")
                                                       .arg(fieldName(ResultField::MeasuredValue)));
        }
        if (r.tokensPerS || r.tokensPerSPerChip || r.tokensPerSPerUser) {
            issues.add(ResultField::TokensPerS,
                       tr("%1: a figure measurement has no token throughput; record a serving "
                          "result for it")
                           .arg(fieldName(ResultField::TokensPerS)));
        }
    }

    for (ResultField field :
         {ResultField::Tp, ResultField::Pp, ResultField::Ep, ResultField::Concurrency,
          ResultField::InputTokens, ResultField::OutputTokens}) {
        const std::optional<int> value = field == ResultField::Tp            ? r.tp
                                         : field == ResultField::Pp          ? r.pp
                                         : field == ResultField::Ep          ? r.ep
                                         : field == ResultField::Concurrency ? r.concurrency
                                         : field == ResultField::InputTokens ? r.inputTokens
                                                                             : r.outputTokens;
        issues.range(field, value);
    }
    issues.range(ResultField::TokensPerS, r.tokensPerS, kMaxTokensPerSecond, false);
    issues.range(ResultField::TokensPerSPerChip, r.tokensPerSPerChip, kMaxTokensPerSecond, false);
    issues.range(ResultField::TokensPerSPerUser, r.tokensPerSPerUser, kMaxTokensPerSecond, false);
    issues.range(ResultField::TtftP50Ms, r.ttftP50Ms, kMaxMilliseconds, false);
    issues.range(ResultField::TtftP99Ms, r.ttftP99Ms, kMaxMilliseconds, false);
    issues.range(ResultField::TpotP50Ms, r.tpotP50Ms, kMaxMilliseconds, false);
    issues.range(ResultField::TpotP99Ms, r.tpotP99Ms, kMaxMilliseconds, false);
    issues.range(ResultField::MeasuredValue, r.measuredValue, 1e12, false);
    issues.range(ResultField::PowerW, r.powerW, kMaxPowerW, false);

    if (r.date.isValid() && (r.date < QDate(2000, 1, 1) || r.date.year() > 2200 ||
                             (today.isValid() && r.date > today.addDays(1)))) {
        issues.add(ResultField::Date,
                   tr("%1: %2 is not a date from 2000-01-01 to today")
                       .arg(fieldName(ResultField::Date), r.date.toString(Qt::ISODate)));
    }

    for (const FieldSpec& spec : allResultFields()) {
        if (spec.kind != FieldKind::Text)
            continue;
        const auto field = ResultField(spec.index);
        const bool multiLine = field == ResultField::Notes;
        issues.add(field, textProblem(fieldName(field), resultText(r, field), multiLine));
    }
    return list;
}

} // namespace chipatlas
