// The system, offer, result and scenario repositories: reading, seeding, and their undo states
// (entitystates.h).

#include "entitystates.h"
#include "resultstore.h"
#include "scenariostore.h"
#include "systemstore.h"

#include <QDir>

#include <algorithm>

namespace chipatlas {

using namespace storage;

namespace {
StorageError systemNotFound(const Db& db, const QString& id) {
    return {StorageError::Code::NotFound, StorageText::tr("There is no system \"%1\" in %2.")
                                              .arg(id, QDir::toNativeSeparators(db.path))};
}

StorageError resultNotFound(const Db& db, const QString& id) {
    return {StorageError::Code::NotFound, StorageText::tr("There is no result \"%1\" in %2.")
                                              .arg(id, QDir::toNativeSeparators(db.path))};
}

StorageError scenarioNotFound(const Db& db, const QString& id) {
    return {StorageError::Code::NotFound, StorageText::tr("There is no scenario \"%1\" in %2.")
                                              .arg(id, QDir::toNativeSeparators(db.path))};
}

StorageError offerNotFound(const Db& db, const QString& id) {
    return {StorageError::Code::NotFound, StorageText::tr("There is no offer \"%1\" in %2.")
                                              .arg(id, QDir::toNativeSeparators(db.path))};
}
} // namespace

QList<System> SystemRepository::all(StorageError* error) const {
    ErrorSink sink(error);
    QList<System> result;
    if (!readSystems(*m_db, QString(), &result, sink.error))
        return {};
    return result;
}

bool SystemRepository::forEach(const std::function<bool(const System&)>& visit, StorageError* error,
                               int pageSize) const {
    ErrorSink sink(error);
    return forEachSystemPage(
        *m_db, pageSize,
        [&visit](QList<System>& page) { return std::all_of(page.cbegin(), page.cend(), visit); },
        sink.error);
}

std::optional<System> SystemRepository::find(const QString& id, StorageError* error) const {
    ErrorSink sink(error);
    QList<System> result;
    if (!readSystems(*m_db, nonNull(id), &result, sink.error))
        return std::nullopt;
    if (result.isEmpty()) {
        *sink.error = systemNotFound(*m_db, id);
        return std::nullopt;
    }
    return result.constFirst();
}

QList<Offer> OfferRepository::all(StorageError* error) const {
    ErrorSink sink(error);
    QList<Offer> result;
    if (!readOffers(*m_db, QString(), &result, sink.error))
        return {};
    return result;
}

bool OfferRepository::forEach(const std::function<bool(const Offer&)>& visit, StorageError* error,
                              int pageSize) const {
    ErrorSink sink(error);
    return forEachOfferPage(
        *m_db, pageSize,
        [&visit](QList<Offer>& page) { return std::all_of(page.cbegin(), page.cend(), visit); },
        sink.error);
}

std::optional<Offer> OfferRepository::find(const QString& id, StorageError* error) const {
    ErrorSink sink(error);
    QList<Offer> result;
    if (!readOffers(*m_db, nonNull(id), &result, sink.error))
        return std::nullopt;
    if (result.isEmpty()) {
        *sink.error = offerNotFound(*m_db, id);
        return std::nullopt;
    }
    return result.constFirst();
}

bool SystemRepository::applyBuiltIn(const SystemCatalogFile& file, StorageError* error) {
    ErrorSink sink(error);
    return seedSystems(*m_db, file, sink.error);
}

bool OfferRepository::applyBuiltIn(const OfferCatalogFile& file, StorageError* error) {
    ErrorSink sink(error);
    return seedOffers(*m_db, file, sink.error);
}

std::optional<QList<SystemState>> SystemRepository::states(const QStringList& ids,
                                                           StorageError* error) const {
    ErrorSink sink(error);
    const auto read = [&](SystemState* state) {
        return readFirstEntry(*m_db, state, &readSystems, sink.error);
    };
    return readEntryStates<SystemState>(*m_db, ids, read, sink.error);
}

std::optional<QList<SystemState>> SystemRepository::restore(const QList<SystemState>& states,
                                                            StorageError* error) {
    ErrorSink sink(error);
    const auto write = [&](const SystemState& state, int) {
        return writeEntryState(
            *m_db, state,
            [&](const System& system) { return writeSystem(*m_db, system, sink.error); },
            sink.error);
    };
    return restoreStates(*m_db, states, write, sink.error);
}

SystemState SystemRepository::editedState(const SystemState& before, const System& system) {
    // Saved unchanged: nothing to write, and a built-in system stays built-in.
    if (before.system) {
        System same = system;
        same.origin = before.system->origin;
        if (same == *before.system)
            return before;
    }
    SystemState after = before;
    after.system = system;
    after.system->origin = Origin::User;
    return after;
}

SystemState SystemRepository::deletedState(const SystemState& before) {
    return deletedEntryState(before);
}

std::optional<QList<OfferState>> OfferRepository::states(const QStringList& ids,
                                                         StorageError* error) const {
    ErrorSink sink(error);
    const auto read = [&](OfferState* state) {
        return readFirstEntry(*m_db, state, &readOffers, sink.error);
    };
    return readEntryStates<OfferState>(*m_db, ids, read, sink.error);
}

std::optional<QList<OfferState>> OfferRepository::restore(const QList<OfferState>& states,
                                                          StorageError* error) {
    ErrorSink sink(error);
    // Exactly the history of the state: an undo takes a recorded price back.
    const auto write = [&](const OfferState& state, int) {
        return writeEntryState(
            *m_db, state, [&](const Offer& offer) { return writeOffer(*m_db, offer, sink.error); },
            sink.error);
    };
    return restoreStates(*m_db, states, write, sink.error);
}

OfferState OfferRepository::deletedState(const OfferState& before) {
    return deletedEntryState(before);
}

QList<Result> ResultRepository::all(StorageError* error) const {
    ErrorSink sink(error);
    QList<Result> result;
    if (!readResults(*m_db, QString(), &result, sink.error))
        return {};
    return result;
}

bool ResultRepository::forEach(const std::function<bool(const Result&)>& visit, StorageError* error,
                               int pageSize) const {
    ErrorSink sink(error);
    return forEachResultPage(
        *m_db, pageSize,
        [&visit](QList<Result>& page) { return std::all_of(page.cbegin(), page.cend(), visit); },
        sink.error);
}

std::optional<Result> ResultRepository::find(const QString& id, StorageError* error) const {
    ErrorSink sink(error);
    QList<Result> result;
    if (!readResults(*m_db, nonNull(id), &result, sink.error))
        return std::nullopt;
    if (result.isEmpty()) {
        *sink.error = resultNotFound(*m_db, id);
        return std::nullopt;
    }
    return result.constFirst();
}

bool ResultRepository::isHardware(const QString& id, bool* found, StorageError* error) const {
    ErrorSink sink(error);
    return hardwareExists(*m_db, nonNull(id), found, sink.error);
}

bool ResultRepository::applyBuiltIn(const ResultCatalogFile& file, StorageError* error) {
    ErrorSink sink(error);
    return seedResults(*m_db, file, sink.error);
}

std::optional<QList<ResultState>> ResultRepository::states(const QStringList& ids,
                                                           StorageError* error) const {
    ErrorSink sink(error);
    const auto read = [&](ResultState* state) {
        return readFirstEntry(*m_db, state, &readResults, sink.error);
    };
    return readEntryStates<ResultState>(*m_db, ids, read, sink.error);
}

std::optional<QList<ResultState>> ResultRepository::restore(const QList<ResultState>& states,
                                                            StorageError* error) {
    ErrorSink sink(error);
    const auto write = [&](const ResultState& state, int) {
        return writeEntryState(
            *m_db, state,
            [&](const Result& result) { return writeResult(*m_db, result, sink.error); },
            sink.error);
    };
    return restoreStates(*m_db, states, write, sink.error);
}

ResultState ResultRepository::editedState(const ResultState& before, const Result& result) {
    // Saved unchanged: nothing to write, and a built-in result stays built-in.
    if (before.result) {
        Result same = result;
        same.origin = before.result->origin;
        if (same == *before.result)
            return before;
    }
    ResultState after = before;
    after.result = result;
    after.result->origin = Origin::User;
    return after;
}

ResultState ResultRepository::deletedState(const ResultState& before) {
    return deletedEntryState(before);
}

QList<OwnershipScenario> ScenarioRepository::all(StorageError* error) const {
    ErrorSink sink(error);
    QList<OwnershipScenario> scenarios;
    if (!readScenarios(*m_db, QString(), &scenarios, sink.error))
        return {};
    return scenarios;
}

std::optional<OwnershipScenario> ScenarioRepository::find(const QString& id,
                                                          StorageError* error) const {
    ErrorSink sink(error);
    QList<OwnershipScenario> scenarios;
    if (!readScenarios(*m_db, nonNull(id), &scenarios, sink.error))
        return std::nullopt;
    if (scenarios.isEmpty()) {
        *sink.error = scenarioNotFound(*m_db, id);
        return std::nullopt;
    }
    return scenarios.constFirst();
}

std::optional<QList<OwnershipScenarioState>> ScenarioRepository::states(const QStringList& ids,
                                                                        StorageError* error) const {
    ErrorSink sink(error);
    const auto read = [&](OwnershipScenarioState* state) {
        return readFirstEntry(*m_db, state, &readScenarios, sink.error);
    };
    return readEntryStates<OwnershipScenarioState>(*m_db, ids, read, sink.error);
}

std::optional<QList<OwnershipScenarioState>>
ScenarioRepository::restore(const QList<OwnershipScenarioState>& states, StorageError* error) {
    ErrorSink sink(error);
    using Kind = StateKind<OwnershipScenarioState>;
    const auto write = [&](const OwnershipScenarioState& state, int) {
        if (state.scenario && state.scenario->id != state.id) {
            *sink.error = Kind::wrongId(*m_db, state.id, state.scenario->id);
            return false;
        }
        return state.scenario ? writeScenario(*m_db, *state.scenario, sink.error)
                              : deleteScenario(*m_db, state.id, sink.error);
    };
    return restoreStates(*m_db, states, write, sink.error);
}

} // namespace chipatlas
