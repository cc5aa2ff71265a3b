#include "resulttext.h"

#include "application/resultrules.h"
#include "clicontext.h"
#include "domain/boundedlist.h"
#include "domain/units.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QSet>

#include <algorithm>

namespace chipatlas::cli {

namespace {

QString number(double value, int decimals) {
    return formatNumber(value, decimals, CliContext::locale());
}

QString optionalNumber(const std::optional<double>& value, int decimals) {
    return value ? number(*value, decimals) : QStringLiteral("-");
}

QJsonValue jsonNumber(const std::optional<double>& value) {
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QString hardwareText(const Result& result) {
    return QStringLiteral("%1 x %2").arg(result.hardwareId).arg(result.hardwareCount);
}

QString scenarioText(const Result& result) {
    if (!result.scenario)
        return QStringLiteral("-");
    if (*result.scenario == Scenario::Concurrency && result.concurrency)
        return QStringLiteral("concurrency %1").arg(*result.concurrency);
    return scenarioKey(*result.scenario);
}

QString limitKey(DecodeLimit limit) {
    return limit == DecodeLimit::Compute ? QStringLiteral("compute") : QStringLiteral("bandwidth");
}

QString flagText(bool above) {
    return above ? QStringLiteral("ABOVE BOUND") : QString();
}

QString andMore(qsizetype more) {
    return more > 0 ? QStringLiteral("... ") + andMoreText(more) + QLatin1Char('\n') : QString();
}

QString servingTable(const CatalogSnapshot& snapshot, const QList<const Result*>& results,
                     qsizetype limit) {
    TextTable table;
    using Align = TextTable::Align;
    table.addColumn(QStringLiteral("ID"), Align::Left);
    table.addColumn(QStringLiteral("MODEL"), Align::Left);
    table.addColumn(QStringLiteral("HARDWARE"), Align::Left);
    table.addColumn(QStringLiteral("SCENARIO"), Align::Left);
    table.addColumn(QStringLiteral("TOK/S"), Align::Right);
    table.addColumn(QStringLiteral("PER CHIP"), Align::Right);
    table.addColumn(QStringLiteral("BOUND"), Align::Right);
    table.addColumn(QStringLiteral("EFFICIENCY"), Align::Right);
    table.addColumn(QStringLiteral("BINDS"), Align::Left);
    table.addColumn(QStringLiteral("CLAIM"), Align::Left);
    table.addColumn(QStringLiteral("FLAG"), Align::Left);
    qsizetype shown = 0;
    for (const Result* result : results) {
        if (limit >= 0 && shown == limit)
            break;
        ++shown;
        const ResultBound bound = resultBound(snapshot, *result);
        const ResultTarget target = resultTarget(snapshot, *result);
        const int chips = resultChips(*result, target);
        std::optional<double> perChip = result->tokensPerSPerChip;
        if (!perChip && bound.measured && chips > 0)
            perChip = *bound.measured / chips;
        table.addRow(
            {result->id, result->model, hardwareText(*result), scenarioText(*result),
             optionalNumber(bound.measured, 0), optionalNumber(perChip, 0),
             bound.tokensPerSecond ? number(*bound.tokensPerSecond, 0) : QStringLiteral("none"),
             optionalNumber(bound.efficiency, 2),
             bound.tokensPerSecond ? limitKey(bound.limit) : QStringLiteral("-"),
             claimText(*result), flagText(bound.aboveBound)});
    }
    return table.toString() + andMore(results.size() - shown);
}

QString figureTable(const CatalogSnapshot& snapshot, const QList<const Result*>& results,
                    qsizetype limit) {
    TextTable table;
    using Align = TextTable::Align;
    table.addColumn(QStringLiteral("ID"), Align::Left);
    table.addColumn(QStringLiteral("HARDWARE"), Align::Left);
    table.addColumn(QStringLiteral("FIGURE"), Align::Left);
    table.addColumn(QStringLiteral("MEASURED"), Align::Right);
    table.addColumn(QStringLiteral("PUBLISHED"), Align::Right);
    table.addColumn(QStringLiteral("FRACTION"), Align::Right);
    table.addColumn(QStringLiteral("CLAIM"), Align::Left);
    table.addColumn(QStringLiteral("FLAG"), Align::Left);
    qsizetype shown = 0;
    for (const Result* result : results) {
        if (limit >= 0 && shown == limit)
            break;
        ++shown;
        const FigureCheck check = checkFigure(snapshot, *result);
        table.addRow({result->id, hardwareText(*result), result->figure,
                      optionalNumber(check.measured, 1), optionalNumber(check.published, 1),
                      optionalNumber(check.fraction, 2), claimText(*result),
                      check.abovePublished ? QStringLiteral("ABOVE PUBLISHED") : QString()});
    }
    return table.toString() + andMore(results.size() - shown);
}

} // namespace

std::optional<CatalogSnapshot> resultsSnapshot(CliContext& context, const QList<Result>& results) {
    QSet<QString> hardware;
    for (const Result& result : results)
        hardware.insert(result.hardwareId);
    QList<Chip> chips;
    QList<System> systems;
    QSet<QString> chipIds;
    for (const QString& id : std::as_const(hardware)) {
        bool failed = false;
        QString chipId = id;
        if (const std::optional<System> system = context.findSystem(id, &failed)) {
            systems << *system;
            chipId = system->chipId;
        }
        if (failed)
            return std::nullopt;
        if (chipIds.contains(chipId))
            continue;
        chipIds.insert(chipId);
        if (const std::optional<Chip> chip = context.findChip(chipId, &failed))
            chips << *chip;
        if (failed)
            return std::nullopt;
    }
    Catalog* catalog = context.catalog();
    if (!catalog)
        return std::nullopt;
    StorageError error;
    QList<LlmModel> models = catalog->models().all(&error);
    if (error) {
        context.fail(ExitDataError, error);
        return std::nullopt;
    }
    const auto byId = [](const auto& a, const auto& b) { return a.id < b.id; };
    std::sort(chips.begin(), chips.end(), byId);
    std::sort(systems.begin(), systems.end(), byId);
    std::sort(models.begin(), models.end(),
              [](const LlmModel& a, const LlmModel& b) { return a.id() < b.id(); });
    return CatalogSnapshot(chips, models, {}, systems, {}, results);
}

QString resultsTableText(const CatalogSnapshot& snapshot, const QList<const Result*>& results,
                         qsizetype limit) {
    QList<const Result*> serving;
    QList<const Result*> figures;
    for (const Result* result : results)
        (result->kind == ResultKind::Serving ? serving : figures) << result;
    if (results.isEmpty())
        return QStringLiteral("No results.\n");
    QString text;
    if (!serving.isEmpty())
        text += QStringLiteral("Serving results (%1), output tokens/s beside the calculator's "
                               "upper bound for the same inputs:\n")
                    .arg(serving.size()) +
                servingTable(snapshot, serving, limit);
    if (!figures.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) +
                QStringLiteral("Chip figures measured (%1), beside the published figure:\n")
                    .arg(figures.size()) +
                figureTable(snapshot, figures, limit);
    return text;
}

QString resultDetailsText(const CatalogSnapshot& snapshot, const Result& result) {
    QString text = QStringLiteral("Result %1 (%2)\n").arg(result.id, claimText(result));
    for (const FieldSpec& spec : allResultFields()) {
        const ResultField field = ResultField(spec.index);
        const QString value = resultText(result, field);
        if (!value.isEmpty())
            text += QStringLiteral("  %1: %2\n").arg(QString::fromLatin1(spec.key), value);
    }
    if (result.kind == ResultKind::Figure) {
        const FigureCheck check = checkFigure(snapshot, result);
        if (check.fraction)
            text += QStringLiteral("\nMeasured %1 of a published %2: %3 of the datasheet%4\n")
                        .arg(number(*check.measured, 1), number(*check.published, 1),
                             number(*check.fraction, 2),
                             check.abovePublished
                                 ? QStringLiteral(" (ABOVE PUBLISHED: an error in the data)")
                                 : QString());
        else
            text += QStringLiteral("\nNo fraction of the datasheet: %1\n").arg(check.noneReason);
        return text;
    }
    const ResultBound bound = resultBound(snapshot, result);
    if (!bound.tokensPerSecond) {
        text += QStringLiteral("\nBound: none (%1)\n").arg(bound.noBoundReason);
        return text;
    }
    text += QStringLiteral("\nBound: %1 output tokens/s on %2 chips, %3 (bandwidth %4, compute "
                           "%5)\n")
                .arg(number(*bound.tokensPerSecond, 0))
                .arg(bound.chips)
                .arg(decodeLimitText(bound.limit), optionalNumber(bound.bandwidthBound, 0),
                     optionalNumber(bound.computeBound, 0));
    if (bound.efficiency)
        text +=
            QStringLiteral("Measured: %1 output tokens/s, efficiency %2 of the bound%3\n")
                .arg(number(*bound.measured, 0), number(*bound.efficiency, 2),
                     bound.aboveBound ? QStringLiteral(" (") + aboveBoundText() + QLatin1Char(')')
                                      : QString());
    else
        text += QStringLiteral("Measured: no tokens/s given\n");
    text += QStringLiteral("Assumed:\n");
    for (const QString& assumption : bound.assumptions)
        text += QStringLiteral("  %1\n").arg(assumption);
    return text;
}

QJsonObject resultJson(const CatalogSnapshot& snapshot, const Result& result) {
    QJsonObject object{{QLatin1String("id"), result.id}};
    for (const FieldSpec& spec : allResultFields()) {
        const QString value = resultText(result, ResultField(spec.index));
        if (value.isEmpty())
            continue;
        if (spec.kind == FieldKind::Number)
            object.insert(QLatin1String(spec.key), value.toDouble());
        else
            object.insert(QLatin1String(spec.key), value);
    }
    object.insert(QLatin1String("claim"), claimText(result));
    if (result.kind == ResultKind::Figure) {
        const FigureCheck check = checkFigure(snapshot, result);
        object.insert(QLatin1String("figure_check"),
                      QJsonObject{{QLatin1String("published"), jsonNumber(check.published)},
                                  {QLatin1String("fraction"), jsonNumber(check.fraction)},
                                  {QLatin1String("above_published"), check.abovePublished},
                                  {QLatin1String("none_reason"), check.noneReason.isEmpty()
                                                                     ? QJsonValue(QJsonValue::Null)
                                                                     : check.noneReason}});
        return object;
    }
    const ResultBound bound = resultBound(snapshot, result);
    const bool has = bound.tokensPerSecond.has_value();
    const QJsonValue null(QJsonValue::Null);
    const QString basis = bound.batchBasis == BoundBatch::Concurrency
                              ? QStringLiteral("concurrency")
                          : bound.batchBasis == BoundBatch::One ? QStringLiteral("one")
                                                                : QStringLiteral("most_that_fit");
    object.insert(
        QLatin1String("bound"),
        QJsonObject{
            {QLatin1String("tokens_per_s"), jsonNumber(bound.tokensPerSecond)},
            {QLatin1String("measured_tokens_per_s"), jsonNumber(bound.measured)},
            {QLatin1String("bandwidth_bound"), jsonNumber(bound.bandwidthBound)},
            {QLatin1String("compute_bound"), jsonNumber(bound.computeBound)},
            {QLatin1String("binds"), has ? QJsonValue(limitKey(bound.limit)) : null},
            {QLatin1String("efficiency"), jsonNumber(bound.efficiency)},
            {QLatin1String("above_bound"), bound.aboveBound},
            {QLatin1String("batch"), has ? QJsonValue(double(bound.batch)) : null},
            {QLatin1String("batch_basis"), has ? QJsonValue(basis) : null},
            {QLatin1String("context_tokens"), has ? QJsonValue(double(bound.contextTokens)) : null},
            {QLatin1String("chips"), bound.chips},
            {QLatin1String("assumptions"), QJsonArray::fromStringList(bound.assumptions)},
            {QLatin1String("no_bound_reason"),
             bound.noBoundReason.isEmpty() ? null : QJsonValue(bound.noBoundReason)}});
    return object;
}

std::optional<QList<Result>> allResults(CliContext& context) {
    Catalog* catalog = context.catalog();
    if (!catalog)
        return std::nullopt;
    StorageError error;
    QList<Result> results = catalog->results().all(&error);
    if (error) {
        context.fail(ExitDataError, error);
        return std::nullopt;
    }
    return results;
}

std::optional<ResultCostText> resultCost(CliContext& context, const QString& modelId,
                                         const QString& hardwareId, const PriceOption& price,
                                         std::optional<double> upperBoundUsd) {
    const std::optional<QList<Result>> results = allResults(context);
    if (!results)
        return std::nullopt;
    const std::optional<CatalogSnapshot> snapshot = resultsSnapshot(context, *results);
    if (!snapshot)
        return std::nullopt;
    const CostFromResults cost =
        costFromResults(*snapshot, modelId, hardwareId, price.usdPerChipHour, upperBoundUsd);
    ResultCostText out;
    const QString usd = cost.usdPerMillionTokens
                            ? number(*cost.usdPerMillionTokens, 2) + QStringLiteral(" USD")
                            : QStringLiteral("none");
    if (!cost.usdPerMillionTokens)
        out.text = QStringLiteral("Cost: none, %1, and the calculator has none: nothing holds the "
                                  "model\n")
                       .arg(cost.source);
    else if (cost.match.result)
        out.text = QStringLiteral("Cost: %1 per million tokens %2\n").arg(usd, cost.source);
    else
        out.text = QStringLiteral("Cost: %1 per million tokens, %2\n").arg(usd, cost.source);
    const QJsonValue null(QJsonValue::Null);
    out.json = QJsonObject{
        {QLatin1String("usd_per_million_tokens"), jsonNumber(cost.usdPerMillionTokens)},
        {QLatin1String("upper_bound"), cost.upperBound},
        {QLatin1String("result"), cost.match.result ? QJsonValue(cost.match.result->id) : null},
        {QLatin1String("claim"),
         cost.match.result ? QJsonValue(claimText(*cost.match.result)) : null},
        {QLatin1String("same_hardware"),
         cost.match.result ? QJsonValue(cost.match.sameHardware) : null},
        {QLatin1String("tokens_per_s_per_chip"),
         cost.match.result ? QJsonValue(cost.match.tokensPerSecondPerChip) : null},
        {QLatin1String("source"), cost.source}};
    return out;
}

} // namespace chipatlas::cli
