#include "catalogcopy.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

QList<ModelField> differingFields(const LlmModel& a, const LlmModel& b) {
    QList<ModelField> fields;
    for (const ModelFieldInfo& info : allModelFields()) {
        if (a.value(info.field) != b.value(info.field))
            fields.append(info.field);
    }
    return fields;
}

// The models and prices of the plan; chips are planned by planImport().
void planModels(const CatalogItems& source, const CatalogItems& target, CatalogCopyPlan* plan) {
    planById(
        source.models, target.models, [](const LlmModel& m) { return m.id(); },
        [&](qsizetype i) { plan->addedModels.append(source.models.at(i)); },
        [](const LlmModel& local, const LlmModel& model) -> std::optional<ModelChange> {
            QList<ModelField> fields = differingFields(local, model);
            if (fields.isEmpty())
                return std::nullopt;
            return ModelChange{local, model, std::move(fields)};
        },
        &plan->changedModels, &plan->unchangedModels);
    std::sort(plan->addedModels.begin(), plan->addedModels.end(),
              [](const LlmModel& a, const LlmModel& b) { return a.id() < b.id(); });
    std::sort(
        plan->changedModels.begin(), plan->changedModels.end(),
        [](const ModelChange& a, const ModelChange& b) { return a.local.id() < b.local.id(); });
    std::sort(plan->unchangedModels.begin(), plan->unchangedModels.end());
}

void planPrices(const CatalogItems& source, const CatalogItems& target, CatalogCopyPlan* plan) {
    planById(
        source.prices, target.prices, [](const ChipPrice& p) { return p.chipId; },
        [&](qsizetype i) { plan->addedPrices.append(source.prices.at(i)); },
        [](const ChipPrice& local, const ChipPrice& price) -> std::optional<PriceChange> {
            if (local == price)
                return std::nullopt;
            return PriceChange{local, price};
        },
        &plan->changedPrices, &plan->unchangedPrices);
    std::sort(plan->addedPrices.begin(), plan->addedPrices.end(),
              [](const ChipPrice& a, const ChipPrice& b) { return a.chipId < b.chipId; });
    std::sort(
        plan->changedPrices.begin(), plan->changedPrices.end(),
        [](const PriceChange& a, const PriceChange& b) { return a.local.chipId < b.local.chipId; });
    std::sort(plan->unchangedPrices.begin(), plan->unchangedPrices.end());
}
// Systems compare by content: a copy writes them as the user's, so the origin does not count.
bool sameSystem(System a, System b) {
    a.origin = b.origin = Origin::User;
    return a == b;
}

// An offer's identity fields: everything but the price history and the origin.
bool sameIdentity(Offer a, Offer b) {
    a.origin = b.origin = Origin::User;
    a.prices.clear();
    b.prices.clear();
    return a == b;
}

void planSystems(const CatalogItems& source, const CatalogItems& target, CatalogCopyPlan* plan) {
    // A copy writes the source's systems as the user's.
    const auto userCopy = [](System system) {
        system.origin = Origin::User;
        return system;
    };
    planById(
        source.systems, target.systems, [](const System& s) { return s.id; },
        [&](qsizetype i) { plan->addedSystems.append(userCopy(source.systems.at(i))); },
        [&](const System& local, const System& system) -> std::optional<SystemChange> {
            if (sameSystem(local, system))
                return std::nullopt;
            return SystemChange{local, userCopy(system)};
        },
        &plan->changedSystems, &plan->unchangedSystems);
    // The source's lists are ordered by id already; a plan made from other lists is sorted too.
    std::sort(plan->addedSystems.begin(), plan->addedSystems.end(),
              [](const System& a, const System& b) { return a.id < b.id; });
    std::sort(plan->unchangedSystems.begin(), plan->unchangedSystems.end());
}

// Results compare by content, as systems do: a copy writes them as the user's.
void planResults(const CatalogItems& source, const CatalogItems& target, CatalogCopyPlan* plan) {
    const auto userCopy = [](Result result) {
        result.origin = Origin::User;
        return result;
    };
    planById(
        source.results, target.results, [](const Result& r) { return r.id; },
        [&](qsizetype i) { plan->addedResults.append(userCopy(source.results.at(i))); },
        [&](const Result& local, const Result& result) -> std::optional<ResultChange> {
            if (userCopy(local) == userCopy(result))
                return std::nullopt;
            return ResultChange{local, userCopy(result)};
        },
        &plan->changedResults, &plan->unchangedResults);
    std::sort(plan->addedResults.begin(), plan->addedResults.end(),
              [](const Result& a, const Result& b) { return a.id < b.id; });
    std::sort(plan->unchangedResults.begin(), plan->unchangedResults.end());
}

// Scenarios are the user's on both sides: they compare as they are.
void planScenarios(const CatalogItems& source, const CatalogItems& target, CatalogCopyPlan* plan) {
    planById(
        source.scenarios, target.scenarios, [](const OwnershipScenario& s) { return s.id; },
        [&](qsizetype i) { plan->addedScenarios.append(source.scenarios.at(i)); },
        [&](const OwnershipScenario& local,
            const OwnershipScenario& scenario) -> std::optional<ScenarioChange> {
            if (local == scenario)
                return std::nullopt;
            return ScenarioChange{local, scenario};
        },
        &plan->changedScenarios, &plan->unchangedScenarios);
    std::sort(plan->addedScenarios.begin(), plan->addedScenarios.end(),
              [](const OwnershipScenario& a, const OwnershipScenario& b) { return a.id < b.id; });
    std::sort(plan->unchangedScenarios.begin(), plan->unchangedScenarios.end());
}

void planOffers(const CatalogItems& source, const CatalogItems& target, CatalogCopyPlan* plan) {
    planById(
        source.offers, target.offers, [](const Offer& o) { return o.id; },
        [&](qsizetype i) {
            Offer imported = source.offers.at(i);
            imported.origin = Origin::User;
            plan->addedOffers.append(imported);
        },
        [](const Offer& local, const Offer& offer) -> std::optional<OfferChange> {
            Offer merged = local;
            QList<OfferPrice> newPrices;
            for (const OfferPrice& price : offer.prices) {
                if (addPrice(merged, price))
                    newPrices.append(price);
            }
            const bool identity = sameIdentity(local, offer);
            if (identity && newPrices.isEmpty())
                return std::nullopt;
            Offer imported = offer;
            // Only new prices: the offer stays as the target has it (built-in or the user's).
            imported.origin = identity ? local.origin : Origin::User;
            return OfferChange{local, imported, newPrices};
        },
        &plan->changedOffers, &plan->unchangedOffers);
    std::sort(plan->addedOffers.begin(), plan->addedOffers.end(),
              [](const Offer& a, const Offer& b) { return a.id < b.id; });
    std::sort(plan->unchangedOffers.begin(), plan->unchangedOffers.end());
}
} // namespace

std::optional<CatalogCopyPlan> planCatalogCopy(CatalogItems source, const CatalogItems& target,
                                               const ImportControl& control) {
    // A catalog states every figure with its provenance: nothing is absent or value-only, so
    // the import's merge keeps nothing of the target that the source holds differently. The
    // chips move on into the plan (a chip is large): a source passed with std::move() is not
    // copied at all.
    QList<ImportedChip> imported;
    {
        QList<Chip> chips = std::move(source.chips);
        imported.reserve(chips.size());
        for (Chip& chip : chips) {
            ImportedChip item;
            item.chip = std::move(chip);
            item.chip.origin = Origin::User;
            imported.append(std::move(item));
        }
    }
    std::optional<ImportPlan> chips = planImport(target.chips, std::move(imported), control);
    if (!chips || control.cancelled())
        return std::nullopt;
    CatalogCopyPlan plan;
    plan.chips = std::move(*chips);
    planModels(source, target, &plan);
    planPrices(source, target, &plan);
    planSystems(source, target, &plan);
    planOffers(source, target, &plan);
    planResults(source, target, &plan);
    planScenarios(source, target, &plan);
    return plan;
}

namespace {
// Everything resolveCatalogCopy() writes but the chips.
CatalogItems resolveAllButChips(const CatalogCopyPlan& plan, const ImportChoices& choices) {
    CatalogItems items;
    items.models = plan.addedModels;
    for (const ModelChange& change : plan.changedModels)
        items.models.append(change.imported);
    std::sort(items.models.begin(), items.models.end(),
              [](const LlmModel& a, const LlmModel& b) { return a.id() < b.id(); });

    // A price needs its chip: one the target has (changed or unchanged) or one being added.
    QSet<QString> chipIds;
    for (const ChipChange& change : plan.chips.changed)
        chipIds.insert(change.local.id);
    for (const QString& id : plan.chips.unchanged)
        chipIds.insert(id);
    for (const Chip& chip : plan.chips.added) {
        if (!choices.skippedNew.contains(chip.id))
            chipIds.insert(chip.id);
    }
    for (const ChipPrice& price : plan.addedPrices) {
        if (chipIds.contains(price.chipId))
            items.prices.append(price);
    }
    for (const PriceChange& change : plan.changedPrices)
        items.prices.append(change.imported); // its chip is in the target already
    std::sort(items.prices.begin(), items.prices.end(),
              [](const ChipPrice& a, const ChipPrice& b) { return a.chipId < b.chipId; });

    // A system needs its chip; an offer its chip or its system.
    QSet<QString> systemIds;
    for (const SystemChange& change : plan.changedSystems) {
        systemIds.insert(change.local.id);
        if (chipIds.contains(change.imported.chipId))
            items.systems.append(change.imported);
    }
    for (const QString& id : plan.unchangedSystems)
        systemIds.insert(id);
    for (const System& system : plan.addedSystems) {
        if (chipIds.contains(system.chipId)) {
            systemIds.insert(system.id);
            items.systems.append(system);
        }
    }
    std::sort(items.systems.begin(), items.systems.end(),
              [](const System& a, const System& b) { return a.id < b.id; });
    for (const Offer& offer : plan.addedOffers) {
        if (chipIds.contains(offer.targetId) || systemIds.contains(offer.targetId))
            items.offers.append(offer);
    }
    for (const OfferChange& change : plan.changedOffers) {
        if (chipIds.contains(change.imported.targetId) ||
            systemIds.contains(change.imported.targetId)) {
            items.offers.append(change.imported);
        }
    }
    std::sort(items.offers.begin(), items.offers.end(),
              [](const Offer& a, const Offer& b) { return a.id < b.id; });
    // A result needs its chip or its system.
    const auto hardwareThere = [&](const Result& result) {
        return chipIds.contains(result.hardwareId) || systemIds.contains(result.hardwareId);
    };
    for (const Result& result : plan.addedResults) {
        if (hardwareThere(result))
            items.results.append(result);
    }
    for (const ResultChange& change : plan.changedResults) {
        if (hardwareThere(change.imported))
            items.results.append(change.imported);
    }
    std::sort(items.results.begin(), items.results.end(),
              [](const Result& a, const Result& b) { return a.id < b.id; });
    // A scenario needs nothing else: it names its hardware by id and outlives it.
    items.scenarios = plan.addedScenarios;
    for (const ScenarioChange& change : plan.changedScenarios)
        items.scenarios.append(change.imported);
    std::sort(items.scenarios.begin(), items.scenarios.end(),
              [](const OwnershipScenario& a, const OwnershipScenario& b) { return a.id < b.id; });
    return items;
}
} // namespace

CatalogItems resolveCatalogCopy(const CatalogCopyPlan& plan, const ImportChoices& choices) {
    CatalogItems items = resolveAllButChips(plan, choices);
    items.chips = resolveImport(plan.chips, choices);
    return items;
}

CatalogItems resolveCatalogCopy(CatalogCopyPlan&& plan, const ImportChoices& choices) {
    CatalogItems items = resolveAllButChips(plan, choices);
    items.chips = resolveImport(std::move(plan.chips), choices);
    return items;
}

CatalogItems copyBase(const CatalogCopyPlan& plan) {
    CatalogItems base;
    base.chips = importBase(plan.chips);
    for (const ModelChange& change : plan.changedModels)
        base.models.append(change.local);
    for (const PriceChange& change : plan.changedPrices)
        base.prices.append(change.local);
    for (const SystemChange& change : plan.changedSystems)
        base.systems.append(change.local);
    for (const OfferChange& change : plan.changedOffers)
        base.offers.append(change.local);
    for (const ResultChange& change : plan.changedResults)
        base.results.append(change.local);
    for (const ScenarioChange& change : plan.changedScenarios)
        base.scenarios.append(change.local);
    return base;
}

QString catalogCopySummary(const CatalogCopyPlan& plan) {
    const ImportPlan& chips = plan.chips;
    return tr("chips: %1 new, %2 changed, %3 unchanged; LLM models: %4 new, %5 changed, "
              "%6 unchanged; prices: %7 new, %8 changed, %9 unchanged")
               .arg(chips.added.size())
               .arg(chips.changed.size())
               .arg(chips.unchanged.size())
               .arg(plan.addedModels.size())
               .arg(plan.changedModels.size())
               .arg(plan.unchangedModels.size())
               .arg(plan.addedPrices.size())
               .arg(plan.changedPrices.size())
               .arg(plan.unchangedPrices.size()) +
           tr("; systems: %1 new, %2 changed, %3 unchanged; offers: %4 new, %5 changed, "
              "%6 unchanged")
               .arg(plan.addedSystems.size())
               .arg(plan.changedSystems.size())
               .arg(plan.unchangedSystems.size())
               .arg(plan.addedOffers.size())
               .arg(plan.changedOffers.size())
               .arg(plan.unchangedOffers.size()) +
           tr("; results: %1 new, %2 changed, %3 unchanged")
               .arg(plan.addedResults.size())
               .arg(plan.changedResults.size())
               .arg(plan.unchangedResults.size()) +
           tr("; scenarios: %1 new, %2 changed, %3 unchanged")
               .arg(plan.addedScenarios.size())
               .arg(plan.changedScenarios.size())
               .arg(plan.unchangedScenarios.size());
}

QString catalogCopiedSummary(const CatalogItems& written, const QString& target) {
    const auto counted = [](qsizetype count, const char* one, const char* many) {
        return tr(count == 1 ? one : many).arg(count);
    };
    return tr("Copied %1, %2, %3, %4, %5, %6 and %7 to %8.")
        .arg(counted(written.chips.size(), QT_TRANSLATE_NOOP("chipatlas", "%1 chip"),
                     QT_TRANSLATE_NOOP("chipatlas", "%1 chips")),
             counted(written.models.size(), QT_TRANSLATE_NOOP("chipatlas", "%1 LLM model"),
                     QT_TRANSLATE_NOOP("chipatlas", "%1 LLM models")),
             counted(written.prices.size(), QT_TRANSLATE_NOOP("chipatlas", "%1 price"),
                     QT_TRANSLATE_NOOP("chipatlas", "%1 prices")),
             counted(written.systems.size(), QT_TRANSLATE_NOOP("chipatlas", "%1 system"),
                     QT_TRANSLATE_NOOP("chipatlas", "%1 systems")),
             counted(written.offers.size(), QT_TRANSLATE_NOOP("chipatlas", "%1 offer"),
                     QT_TRANSLATE_NOOP("chipatlas", "%1 offers")),
             counted(written.results.size(), QT_TRANSLATE_NOOP("chipatlas", "%1 result"),
                     QT_TRANSLATE_NOOP("chipatlas", "%1 results")),
             counted(written.scenarios.size(), QT_TRANSLATE_NOOP("chipatlas", "%1 scenario"),
                     QT_TRANSLATE_NOOP("chipatlas", "%1 scenarios")),
             target);
}

} // namespace chipatlas
