#include "fitreport.h"

#include "clicontext.h"
#include "texttable.h"

#include <QJsonArray>

#include <cmath>

namespace chipatlas::cli {

namespace {

QJsonValue optionalNumber(const std::optional<double>& value) {
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QString countText(qint64 count, const QString& singular, const QString& plural) {
    return QStringLiteral("%1 %2").arg(CliContext::locale().toString(count),
                                       count == 1 ? singular : plural);
}

QString chipsOf(const FitReport& report, int chips) {
    return QStringLiteral("%1 x %2").arg(chips).arg(report.chip.name);
}

QString termValueText(const FitTerm& term) {
    if (term.unit == QLatin1String("bytes"))
        return bytesText(term.value);
    if (term.unit == QLatin1String("tokens/s"))
        return formatNumber(term.value, 1, CliContext::locale()) + QStringLiteral(" tokens/s");
    if (term.unit == QLatin1String("chips"))
        return countText(qint64(std::llround(term.value)), QStringLiteral("chip"),
                         QStringLiteral("chips"));
    const QString number = CliContext::locale().toString(term.value, 'g', 10);
    return term.unit.isEmpty() ? number : number + QLatin1Char(' ') + term.unit;
}

QJsonObject budgetToJson(const FitInputs& in, const FitResult& r) {
    const MemoryBudgetProfile& profile = memoryBudgetProfile(in.budget.kind);
    const bool engine = in.budget.kind != MemoryBudgetKind::RuleOfThumb;
    const QJsonValue null(QJsonValue::Null);
    QJsonObject o;
    o.insert(QLatin1String("name"), profile.key);
    o.insert(QLatin1String("parameter"), engine ? QJsonValue(profile.parameter) : null);
    o.insert(QLatin1String("fraction"),
             engine && r.memoryKnown ? QJsonValue(r.budgetFraction) : null);
    o.insert(QLatin1String("engine_version"), engine ? QJsonValue(profile.engineVersion) : null);
    o.insert(QLatin1String("source"), engine ? QJsonValue(profile.source) : null);
    // "visible", "printed" or null (the chip's memory is missing).
    o.insert(QLatin1String("memory_figure"),
             r.memoryFigure == MemoryFigure::Visible   ? QJsonValue(QStringLiteral("visible"))
             : r.memoryFigure == MemoryFigure::Printed ? QJsonValue(QStringLiteral("printed"))
                                                       : null);
    o.insert(QLatin1String("budget_bytes"),
             r.memoryKnown ? QJsonValue(roundedBytes(r.budgetBytes)) : null);
    return o;
}
// The chips an engine needs and the split it uses: "8 chips with tensor parallelism (TP 8;
// memory alone 7 chips)". Needs result.chipsNeeded.
QString parallelText(const FitResult& r) {
    const auto chips = [](int count) {
        return countText(count, QStringLiteral("chip"), QStringLiteral("chips"));
    };
    const QString memory = QStringLiteral("memory alone %1").arg(chips(*r.chipsNeeded));
    if (!r.verdictChips())
        return QStringLiteral("no tensor- or pipeline-parallel degree fits; %1").arg(memory);
    if (r.verdictParallelism == Parallelism::Pipeline)
        return QStringLiteral("%1 with pipeline parallelism (PP %2; %3; %4)")
            .arg(chips(*r.pipelineParallelDegree))
            .arg(*r.pipelineParallelDegree)
            .arg(r.tensorParallelDegree
                     ? QStringLiteral("tensor parallelism needs %1").arg(*r.tensorParallelDegree)
                     : QStringLiteral("no tensor-parallel degree fits"),
                 memory);
    return QStringLiteral("%1 with tensor parallelism (TP %2; %3)")
        .arg(chips(*r.tensorParallelDegree))
        .arg(*r.tensorParallelDegree)
        .arg(memory);
}

} // namespace

FitReport makeFitReport(const LlmModel& model, const Chip& chip, const FitInputs& inputs) {
    return {model, chip, inputs, computeFit(model, chip, inputs)};
}

qint64 roundedBytes(double bytes) {
    return qint64(std::llround(bytes));
}

QJsonObject fitToJson(const FitReport& report) {
    return fitToJson(report.model, report.chip, report.inputs, report.result);
}

QJsonObject fitToJson(const LlmModel& model, const Chip& chip, const FitInputs& in,
                      const FitResult& r) {
    const QJsonValue null(QJsonValue::Null);
    QJsonObject o;
    o.insert(QLatin1String("model"), model.id());
    o.insert(QLatin1String("chip"), chip.id);
    o.insert(QLatin1String("precision"), in.weights.key());
    o.insert(QLatin1String("kv_precision"), kvPrecisionKey(in.kv));
    o.insert(QLatin1String("context"), in.contextTokens);
    o.insert(QLatin1String("batch"), in.batch);
    o.insert(QLatin1String("chips"), in.chips);
    o.insert(QLatin1String("weights_bytes"), roundedBytes(r.weightsBytes));
    o.insert(QLatin1String("kv_cache_bytes"), roundedBytes(r.kvCacheBytes));
    o.insert(QLatin1String("headroom_bytes"), roundedBytes(r.headroomBytes));
    o.insert(QLatin1String("total_bytes"), roundedBytes(r.totalBytes));
    // A chip whose memory is not published neither fits nor fails: it is unknown.
    o.insert(QLatin1String("chip_memory_bytes"),
             r.memoryKnown ? QJsonValue(roundedBytes(r.chipMemoryBytes)) : null);
    o.insert(QLatin1String("visible_memory_bytes"),
             r.visibleMemoryBytes > 0.0 ? QJsonValue(roundedBytes(r.visibleMemoryBytes)) : null);
    o.insert(QLatin1String("budget"), budgetToJson(in, r));
    o.insert(QLatin1String("fits"), r.memoryKnown ? QJsonValue(r.fits) : null);
    o.insert(QLatin1String("margin_bytes"),
             r.memoryKnown ? QJsonValue(roundedBytes(r.marginBytes)) : null);
    o.insert(QLatin1String("chips_needed"), r.chipsNeeded ? QJsonValue(*r.chipsNeeded) : null);
    const auto degree = [&null](const std::optional<int>& value) {
        return value ? QJsonValue(*value) : null;
    };
    o.insert(QLatin1String("tp_degree"), degree(r.tensorParallelDegree));
    o.insert(QLatin1String("pp_degree"), degree(r.pipelineParallelDegree));
    o.insert(QLatin1String("verdict_parallelism"),
             r.verdictChips() ? QJsonValue(parallelismKey(r.verdictParallelism)) : null);
    o.insert(QLatin1String("decode_tokens_per_s_upper"),
             optionalNumber(r.decodeTokensPerSecondPerSequence));
    o.insert(QLatin1String("decode_tokens_per_s_upper_all"),
             optionalNumber(r.decodeTokensPerSecondAggregate));
    o.insert(QLatin1String("decode_tokens_per_s_bandwidth_bound"),
             optionalNumber(r.decodeBandwidthBound));
    o.insert(QLatin1String("decode_tokens_per_s_compute_bound"),
             optionalNumber(r.decodeComputeBound));
    o.insert(QLatin1String("decode_bound"),
             r.decodeTokensPerSecondAggregate ? QJsonValue(decodeLimitKey(r.decodeLimit)) : null);
    o.insert(QLatin1String("prefill_tokens_per_s_upper"), optionalNumber(r.prefillTokensPerSecond));
    o.insert(QLatin1String("no_bound_reason"),
             r.noBoundReason.isEmpty() ? null : QJsonValue(r.noBoundReason));
    o.insert(QLatin1String("notes"), QJsonArray::fromStringList(r.notes));
    QJsonArray terms;
    for (const FitTerm& term : r.terms) {
        terms.append(QJsonObject{{QLatin1String("key"), term.key},
                                 {QLatin1String("label"), term.label},
                                 {QLatin1String("formula"), term.formula},
                                 {QLatin1String("value"), term.value},
                                 {QLatin1String("unit"), term.unit}});
    }
    o.insert(QLatin1String("terms"), terms);
    return o;
}

QString bytesText(double bytes) {
    const QLocale locale = CliContext::locale();
    // Per-token figures read better in bytes than as 0.00033 GB.
    if (std::abs(bytes) < 1e6)
        return QStringLiteral("%1 bytes (%2 KiB)")
            .arg(locale.toString(std::llround(bytes)), formatNumber(bytes / 1024.0, 2, locale));
    return QStringLiteral("%1 GB (%2 GiB)")
        .arg(formatNumber(bytesIn(bytes, MemoryUnits::Decimal), 2, locale),
             formatNumber(bytesIn(bytes, MemoryUnits::Binary), 2, locale));
}

QString gbNumber(double bytes) {
    return formatNumber(bytesIn(bytes, MemoryUnits::Decimal), 2, CliContext::locale());
}

QString budgetText(const MemoryBudget& budget, double headroomPercent) {
    const QLocale locale = CliContext::locale();
    if (budget.kind == MemoryBudgetKind::RuleOfThumb)
        return QStringLiteral("%1% headroom").arg(locale.toString(headroomPercent, 'g', 6));
    const MemoryBudgetProfile& profile = memoryBudgetProfile(budget.kind);
    QString fraction;
    if (budget.fraction)
        fraction = locale.toString(*budget.fraction, 'g', 4);
    else if (budget.kind == MemoryBudgetKind::Sglang)
        fraction = QStringLiteral("by SGLang's rule");
    else
        fraction = locale.toString(profile.defaultFraction, 'g', 4);
    return QStringLiteral("%1 budget (%2 %3)").arg(profile.name(), profile.parameter, fraction);
}

QString settingsLine(const LlmModel& model, const FitInputs& in, const QString& place) {
    const QString name =
        place.isEmpty() ? model.name() : QStringLiteral("%1 on %2").arg(model.name(), place);
    return QStringLiteral("%1: %2 weights, %3 KV cache, %4 x %5, %6%7")
        .arg(name, in.weights.displayName(), kvPrecisionKey(in.kv).toUpper(),
             countText(in.contextTokens, QStringLiteral("token"), QStringLiteral("tokens")),
             countText(in.batch, QStringLiteral("sequence"), QStringLiteral("sequences")),
             budgetText(in.budget, in.headroomPercent),
             in.honourSlidingWindow ? QString() : QStringLiteral(", sliding windows not honoured"));
}

QString settingsLine(const FitReport& report) {
    return settingsLine(report.model, report.inputs, chipsOf(report, report.inputs.chips));
}

QString verdictText(const FitReport& report) {
    const FitResult& r = report.result;
    const QLocale locale = CliContext::locale();
    if (!r.memoryKnown)
        return QStringLiteral("unknown: the memory of %1 is not in the catalog")
            .arg(report.chip.name);
    if (r.fits)
        return QStringLiteral("fits on %1 with %2 GB to spare")
            .arg(chipsOf(report, report.inputs.chips),
                 formatNumber(bytesIn(r.marginBytes, MemoryUnits::Decimal), 1, locale));
    const QString shortBy =
        QStringLiteral("%1 is %2 GB short")
            .arg(chipsOf(report, report.inputs.chips),
                 formatNumber(bytesIn(-r.marginBytes, MemoryUnits::Decimal), 1, locale));
    if (!r.chipsNeeded)
        return QStringLiteral("does not fit: no number of chips is enough (%1)").arg(shortBy);
    return QStringLiteral("does not fit: needs %1 (%2)").arg(parallelText(r), shortBy);
}
QString termsText(const FitReport& report) {
    TextTable table;
    table.addColumn(QStringLiteral("Term"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Value"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Formula"), TextTable::Align::Left);
    for (const FitTerm& term : report.result.terms)
        table.addRow({term.label, termValueText(term), term.formula});
    return table.toString();
}

QString notesText(const QStringList& notes) {
    if (notes.isEmpty())
        return {};
    QString text = QStringLiteral("Notes:\n");
    for (const QString& note : notes)
        text += QStringLiteral("- %1\n").arg(note);
    return text;
}

} // namespace chipatlas::cli
