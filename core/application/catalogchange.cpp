#include "application/catalogchange.h"

namespace chipatlas {

CatalogChange CatalogChange::fromImport(const QString& text, Catalog::ImportedStates states) {
    CatalogChange change;
    change.text = text;
    change.chipsBefore = std::move(states.chipsBefore);
    change.chipsAfter = std::move(states.chipsAfter);
    change.modelsBefore = std::move(states.modelsBefore);
    change.modelsAfter = std::move(states.modelsAfter);
    change.pricesBefore = std::move(states.pricesBefore);
    change.pricesAfter = std::move(states.pricesAfter);
    change.systemsBefore = std::move(states.systemsBefore);
    change.systemsAfter = std::move(states.systemsAfter);
    change.offersBefore = std::move(states.offersBefore);
    change.offersAfter = std::move(states.offersAfter);
    change.resultsBefore = std::move(states.resultsBefore);
    change.resultsAfter = std::move(states.resultsAfter);
    change.scenariosBefore = std::move(states.scenariosBefore);
    change.scenariosAfter = std::move(states.scenariosAfter);
    return change;
}

bool commitChange(Catalog& catalog, ChangeResult* result) {
    if (!result->change)
        return false;
    if (result->written || result->change->changesNothing())
        return true;
    return result->change->write(catalog, true, &result->error);
}

bool CatalogChange::changesNothing() const {
    return chipsBefore == chipsAfter && modelsBefore == modelsAfter && priceBefore == priceAfter &&
           pricesBefore == pricesAfter && systemsBefore == systemsAfter &&
           offersBefore == offersAfter && resultsBefore == resultsAfter &&
           scenariosBefore == scenariosAfter;
}

namespace {
// `states` (one side) at the versions of `base` (the other side), id by id.
template <typename State>
QList<State> basedOn(QList<State> states, const QList<State>& base) {
    for (qsizetype i = 0; i < states.size() && i < base.size(); ++i)
        states[i].version = base[i].version;
    return states;
}
} // namespace

bool CatalogChange::write(Catalog& catalog, bool after, StorageError* error) {
    // Every kind the change holds, in one transaction: a delete of a system and its offers, or
    // its undo, never leaves one without the other (docs/ARCHITECTURE.md section 2, Changing).
    // The parts keep the versions they wrote; on a copy, so that a change that rolled back
    // still holds the versions it is based on.
    CatalogChange written = *this;
    if (!catalog.writeAsOne(
            [&](StorageError* partError) { return written.writeParts(catalog, after, partError); },
            error)) {
        return false;
    }
    *this = std::move(written);
    return true;
}

bool CatalogChange::writeParts(Catalog& catalog, bool after, StorageError* error) {
    QList<Catalog::ChipState>& chips = after ? chipsAfter : chipsBefore;
    QList<Catalog::ModelState>& models = after ? modelsAfter : modelsBefore;
    std::optional<PriceState>& price = after ? priceAfter : priceBefore;
    const QList<Catalog::ChipState>& chipBase = after ? chipsBefore : chipsAfter;
    const QList<Catalog::ModelState>& modelBase = after ? modelsBefore : modelsAfter;
    const std::optional<PriceState>& priceBase = after ? priceBefore : priceAfter;
    if (!chips.isEmpty()) {
        auto written = catalog.chips().restore(basedOn(chips, chipBase), error);
        if (!written)
            return false;
        chips = std::move(*written);
    }
    if (!models.isEmpty()) {
        auto written = catalog.models().restore(basedOn(models, modelBase), error);
        if (!written)
            return false;
        models = std::move(*written);
    }
    QList<Catalog::SystemState>& systems = after ? systemsAfter : systemsBefore;
    if (!systems.isEmpty()) {
        auto written = catalog.systems().restore(
            basedOn(systems, after ? systemsBefore : systemsAfter), error);
        if (!written)
            return false;
        systems = std::move(*written);
    }
    QList<Catalog::OfferState>& offers = after ? offersAfter : offersBefore;
    if (!offers.isEmpty()) {
        auto written =
            catalog.offers().restore(basedOn(offers, after ? offersBefore : offersAfter), error);
        if (!written)
            return false;
        offers = std::move(*written);
    }
    QList<Catalog::ResultState>& results = after ? resultsAfter : resultsBefore;
    if (!results.isEmpty()) {
        auto written = catalog.results().restore(
            basedOn(results, after ? resultsBefore : resultsAfter), error);
        if (!written)
            return false;
        results = std::move(*written);
    }
    QList<Catalog::OwnershipScenarioState>& scenarios = after ? scenariosAfter : scenariosBefore;
    if (!scenarios.isEmpty()) {
        auto written = catalog.scenarios().restore(
            basedOn(scenarios, after ? scenariosBefore : scenariosAfter), error);
        if (!written)
            return false;
        scenarios = std::move(*written);
    }
    if (price) {
        PriceState toWrite = *price;
        if (priceBase)
            toWrite.version = priceBase->version;
        std::optional<PriceState> written = catalog.prices().restore(toWrite, error);
        if (!written)
            return false;
        price = std::move(*written);
    }
    QList<PriceState>& prices = after ? pricesAfter : pricesBefore;
    const QList<PriceState>& priceBases = after ? pricesBefore : pricesAfter;
    for (qsizetype i = 0; i < prices.size(); ++i) {
        PriceState toWrite = prices[i];
        if (i < priceBases.size())
            toWrite.version = priceBases[i].version;
        std::optional<PriceState> written = catalog.prices().restore(toWrite, error);
        if (!written)
            return false;
        prices[i] = std::move(*written);
    }
    return true;
}

namespace {
template <typename State>
void copyVersions(const QList<State>& from, QList<State>* to) {
    for (const State& written : from) {
        for (State& state : *to) {
            if (state.id == written.id)
                state.version = written.version;
        }
    }
}
} // namespace

void CatalogChange::takeVersions(const CatalogChange& written, bool writtenAfter,
                                 bool mySideAfter) {
    copyVersions(writtenAfter ? written.chipsAfter : written.chipsBefore,
                 mySideAfter ? &chipsAfter : &chipsBefore);
    copyVersions(writtenAfter ? written.modelsAfter : written.modelsBefore,
                 mySideAfter ? &modelsAfter : &modelsBefore);
    copyVersions(writtenAfter ? written.systemsAfter : written.systemsBefore,
                 mySideAfter ? &systemsAfter : &systemsBefore);
    copyVersions(writtenAfter ? written.offersAfter : written.offersBefore,
                 mySideAfter ? &offersAfter : &offersBefore);
    copyVersions(writtenAfter ? written.resultsAfter : written.resultsBefore,
                 mySideAfter ? &resultsAfter : &resultsBefore);
    copyVersions(writtenAfter ? written.scenariosAfter : written.scenariosBefore,
                 mySideAfter ? &scenariosAfter : &scenariosBefore);
    const std::optional<PriceState>& price =
        writtenAfter ? written.priceAfter : written.priceBefore;
    std::optional<PriceState>& mine = mySideAfter ? priceAfter : priceBefore;
    if (price && mine && mine->chipId == price->chipId)
        mine->version = price->version;
    for (const PriceState& state : writtenAfter ? written.pricesAfter : written.pricesBefore) {
        for (PriceState& own : mySideAfter ? pricesAfter : pricesBefore) {
            if (own.chipId == state.chipId)
                own.version = state.version;
        }
    }
}

QStringList CatalogChange::chipIds() const {
    QStringList ids;
    for (const Catalog::ChipState& state : chipsBefore)
        ids.append(state.id);
    return ids;
}

QStringList CatalogChange::modelIds() const {
    QStringList ids;
    for (const Catalog::ModelState& state : modelsBefore)
        ids.append(state.id);
    return ids;
}

QStringList CatalogChange::systemIds() const {
    QStringList ids;
    for (const Catalog::SystemState& state : systemsBefore)
        ids.append(state.id);
    return ids;
}

QStringList CatalogChange::offerIds() const {
    QStringList ids;
    for (const Catalog::OfferState& state : offersBefore)
        ids.append(state.id);
    return ids;
}

QStringList CatalogChange::resultIds() const {
    QStringList ids;
    for (const Catalog::ResultState& state : resultsBefore)
        ids.append(state.id);
    return ids;
}

QStringList CatalogChange::scenarioIds() const {
    QStringList ids;
    for (const Catalog::OwnershipScenarioState& state : scenariosBefore)
        ids.append(state.id);
    return ids;
}

} // namespace chipatlas
