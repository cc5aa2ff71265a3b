#include "resultrules.h"

#include "domain/modelfit.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <tuple>

namespace chipatlas {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

const LlmModel* findModel(const CatalogSnapshot& snapshot, const QString& idOrName) {
    if (const LlmModel* model = snapshot.model(idOrName))
        return model;
    for (const LlmModel& model : snapshot.models()) {
        if (model.id().compare(idOrName, Qt::CaseInsensitive) == 0 ||
            model.name().compare(idOrName, Qt::CaseInsensitive) == 0)
            return &model;
    }
    return nullptr;
}

bool sameModel(const Result& result, const LlmModel* model, const QString& modelId) {
    if (result.model.compare(modelId, Qt::CaseInsensitive) == 0)
        return true;
    return model && result.model.compare(model->name(), Qt::CaseInsensitive) == 0;
}

} // namespace

ResultTarget resultTarget(const CatalogSnapshot& snapshot, const Result& result) {
    ResultTarget target;
    target.model = findModel(snapshot, result.model);
    if (const Chip* chip = snapshot.chip(result.hardwareId)) {
        target.chip = chip;
    } else if (const System* system = snapshot.system(result.hardwareId)) {
        target.system = system;
        target.chip = snapshot.chip(system->chipId);
    }
    return target;
}

ResultBound resultBound(const CatalogSnapshot& snapshot, const Result& result) {
    return resultBound(result, resultTarget(snapshot, result));
}

FigureCheck checkFigure(const CatalogSnapshot& snapshot, const Result& result) {
    return checkFigure(result, resultTarget(snapshot, result).chip);
}

QString resultChipId(const CatalogSnapshot& snapshot, const Result& result) {
    if (snapshot.chip(result.hardwareId))
        return result.hardwareId;
    if (const System* system = snapshot.system(result.hardwareId))
        return system->chipId;
    return {};
}

QList<const Result*> resultsForHardware(const CatalogSnapshot& snapshot,
                                        const QString& hardwareId) {
    QList<const Result*> found = snapshot.resultsOn(hardwareId);
    const System* system = snapshot.system(hardwareId);
    const QString chipId = system ? system->chipId : hardwareId;
    if (chipId.isEmpty())
        return found;
    for (const Result* result : snapshot.resultsOnChip(chipId)) {
        if (result->hardwareId != hardwareId)
            found.append(result);
    }
    return found;
}

namespace {
// Of one round's results, the one a cost per token is read from: the load that keeps the chips
// busiest (Offline), then Server, a fixed concurrency, Interactive (tighter latency limits, fewer
// tokens per chip) and one request at a time.
int costScenarioPreference(const std::optional<Scenario>& scenario) {
    if (!scenario)
        return 5;
    switch (*scenario) {
    case Scenario::Offline:
        return 0;
    case Scenario::Server:
        return 1;
    case Scenario::Concurrency:
        return 2;
    case Scenario::Interactive:
        return 3;
    case Scenario::Single:
        return 4;
    }
    return 5;
}
} // namespace

ResultMatch bestMatchingResult(const CatalogSnapshot& snapshot, const QString& modelId,
                               const QString& hardwareId) {
    const LlmModel* model = findModel(snapshot, modelId);

    ResultMatch best;
    for (const Result* candidate : resultsForHardware(snapshot, hardwareId)) {
        const Result& result = *candidate;
        if (result.kind != ResultKind::Serving || !sameModel(result, model, modelId))
            continue;
        const bool same = result.hardwareId == hardwareId;
        const ResultTarget target = resultTarget(snapshot, result);
        const int chips = resultChips(result, target);
        std::optional<double> perChip = result.tokensPerSPerChip;
        if (!perChip && result.tokensPerS && chips > 0)
            perChip = *result.tokensPerS / chips;
        if (!perChip || !(*perChip > 0.0))
            continue;
        const auto key = [](bool sameHardware, const Result& r) {
            return std::make_tuple(!sameHardware, claimPreference(r.claim),
                                   -(r.date.isValid() ? r.date.toJulianDay() : 0),
                                   costScenarioPreference(r.scenario));
        };
        if (best.result) {
            const auto mine = key(same, result);
            const auto theirs = key(best.sameHardware, *best.result);
            if (mine > theirs || (mine == theirs && result.id >= best.result->id))
                continue;
        }
        best.result = &result;
        best.sameHardware = same;
        best.tokensPerSecondPerChip = *perChip;
    }
    return best;
}

CostFromResults costFromResults(const CatalogSnapshot& snapshot, const QString& modelId,
                                const QString& hardwareId, double usdPerChipHour,
                                std::optional<double> upperBoundUsd) {
    CostFromResults cost;
    cost.match = bestMatchingResult(snapshot, modelId, hardwareId);
    if (cost.match.result) {
        const double usd =
            costPerMillionTokens(usdPerChipHour, 1, cost.match.tokensPerSecondPerChip);
        if (std::isfinite(usd)) {
            cost.usdPerMillionTokens = usd;
            const Result& r = *cost.match.result;
            const QString rate = QLocale::c().toString(cost.match.tokensPerSecondPerChip, 'f', 0);
            cost.source =
                cost.match.sameHardware
                    ? tr("from result %1 (%2), %3 tokens/s per chip").arg(r.id, claimText(r), rate)
                    : tr("from result %1 (%2) on %3, the same chip, %4 tokens/s per chip")
                          .arg(r.id, claimText(r), r.hardwareId, rate);
            return cost;
        }
    }
    cost.match = {};
    cost.upperBound = true;
    cost.usdPerMillionTokens = upperBoundUsd;
    cost.source = tr("upper bound: no measured result of %1 on %2").arg(modelId, hardwareId);
    return cost;
}

} // namespace chipatlas
