// Catalog's states of LLM models, prices, systems and offers (chipstates.cpp: chips), read and
// written with the machinery every kind shares (entitystates.h).

#include "entitystates.h"
#include "modelstore.h"
#include "pricestore.h"
#include "systemstore.h"

namespace chipatlas {

using namespace storage;

std::optional<QList<Catalog::ModelState>> Catalog::modelStates(const QStringList& ids,
                                                               StorageError* error) const {
    ErrorSink sink(error);
    const auto read = [&](ModelState* state) {
        QList<Origin> origins;
        const auto readList = [&](const Db& db, const QString& id, QList<LlmModel>* models,
                                  StorageError* e, QList<qint64>* versions) {
            return readModels(db, id, models, e, versions, &origins);
        };
        if (!readFirstEntry(d->db, state, readList, sink.error))
            return false;
        state->origin = origins.isEmpty() ? Origin::User : origins.constFirst();
        return true;
    };
    return readEntryStates<ModelState>(d->db, ids, read, sink.error);
}

std::optional<QList<Catalog::ModelState>>
Catalog::restoreModelStates(const QList<ModelState>& states, StorageError* error) {
    ErrorSink sink(error);
    const auto write = [&](const ModelState& state, int) {
        const RowOrigin origin =
            state.origin == Origin::BuiltIn ? RowOrigin::BuiltIn : RowOrigin::User;
        return writeEntryState(
            d->db, state,
            [&](const LlmModel& model) { return writeModels(d->db, {model}, origin, sink.error); },
            sink.error);
    };
    return restoreStates(d->db, states, write, sink.error);
}

Catalog::ModelState Catalog::deletedState(const ModelState& before) {
    return deletedEntryState(before);
}

std::optional<Catalog::PriceState> Catalog::priceState(const QString& chipId,
                                                       StorageError* error) const {
    ErrorSink sink(error);
    PriceState state;
    state.chipId = nonNull(chipId);
    state.price = chipPrice(state.chipId, sink.error);
    if (*sink.error ||
        !storedVersion(d->db, VersionedRow::Price, state.chipId, &state.version, sink.error)) {
        return std::nullopt;
    }
    return state;
}

std::optional<Catalog::PriceState> Catalog::restorePriceState(const PriceState& state,
                                                              StorageError* error) {
    ErrorSink sink(error);
    const auto write = [&](const PriceState& written, int) {
        const QString id = StateKind<PriceState>::id(written);
        if (!written.price)
            return deletePrice(d->db, id, sink.error);
        ChipPrice price = *written.price;
        price.chipId = id;
        return writePrice(d->db, price, sink.error);
    };
    const std::optional<QList<PriceState>> written =
        restoreStates(d->db, QList<PriceState>{state}, write, sink.error);
    if (!written)
        return std::nullopt;
    return written->constFirst();
}

std::optional<QList<Catalog::SystemState>> Catalog::systemStates(const QStringList& ids,
                                                                 StorageError* error) const {
    ErrorSink sink(error);
    const auto read = [&](SystemState* state) {
        return readFirstEntry(d->db, state, &readSystems, sink.error);
    };
    return readEntryStates<SystemState>(d->db, ids, read, sink.error);
}

std::optional<QList<Catalog::SystemState>>
Catalog::restoreSystemStates(const QList<SystemState>& states, StorageError* error) {
    ErrorSink sink(error);
    const auto write = [&](const SystemState& state, int) {
        return writeEntryState(
            d->db, state,
            [&](const System& system) { return writeSystem(d->db, system, sink.error); },
            sink.error);
    };
    return restoreStates(d->db, states, write, sink.error);
}

Catalog::SystemState Catalog::editedState(const SystemState& before, const System& system) {
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

Catalog::SystemState Catalog::deletedState(const SystemState& before) {
    return deletedEntryState(before);
}

std::optional<QList<Catalog::OfferState>> Catalog::offerStates(const QStringList& ids,
                                                               StorageError* error) const {
    ErrorSink sink(error);
    const auto read = [&](OfferState* state) {
        return readFirstEntry(d->db, state, &readOffers, sink.error);
    };
    return readEntryStates<OfferState>(d->db, ids, read, sink.error);
}

std::optional<QList<Catalog::OfferState>>
Catalog::restoreOfferStates(const QList<OfferState>& states, StorageError* error) {
    ErrorSink sink(error);
    // Exactly the history of the state: an undo takes a recorded price back.
    const auto write = [&](const OfferState& state, int) {
        return writeEntryState(
            d->db, state, [&](const Offer& offer) { return writeOffer(d->db, offer, sink.error); },
            sink.error);
    };
    return restoreStates(d->db, states, write, sink.error);
}

Catalog::OfferState Catalog::deletedState(const OfferState& before) {
    return deletedEntryState(before);
}

std::optional<qint64> Catalog::changeMarker(StorageError* error) const {
    ErrorSink sink(error);
    qint64 marker = 0;
    if (!readChangeMarker(d->db, &marker, sink.error))
        return std::nullopt;
    return marker;
}

} // namespace chipatlas
