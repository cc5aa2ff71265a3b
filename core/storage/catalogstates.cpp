// Catalog's states of LLM models and prices (chipstates.cpp: chips; entryrepositories.cpp:
// systems and offers), read and written with the machinery every kind shares (entitystates.h).

#include "entitystates.h"
#include "modelstore.h"
#include "pricestore.h"

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

std::optional<qint64> Catalog::changeMarker(StorageError* error) const {
    ErrorSink sink(error);
    qint64 marker = 0;
    if (!readChangeMarker(d->db, &marker, sink.error))
        return std::nullopt;
    return marker;
}

} // namespace chipatlas
