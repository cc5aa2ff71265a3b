// The LLM model and price repositories (modelwrites.cpp: deleting models): reading,
// seeding, and their states (chipstates.cpp: chips; entryrepositories.cpp: systems and offers),
// read and written with the machinery every kind shares (entitystates.h).

#include "entitystates.h"
#include "modelstore.h"
#include "pricestore.h"
#include "seeder.h"

namespace chipatlas {

using namespace storage;

QList<ChipPrice> PriceRepository::all(StorageError* error) const {
    ErrorSink sink(error);
    QList<ChipPrice> result;
    if (!readPrices(*m_db, QString(), &result, sink.error))
        return {};
    return result;
}

std::optional<ChipPrice> PriceRepository::find(const QString& chipId, StorageError* error) const {
    ErrorSink sink(error);
    const QString id = chipId.isNull() ? QStringLiteral("") : chipId;
    QList<ChipPrice> result;
    if (!readPrices(*m_db, id, &result, sink.error))
        return std::nullopt;
    if (!result.isEmpty())
        return result.constFirst();
    // No price: a known chip without one is not an error, an unknown chip is.
    bool exists = false;
    if (!chipExists(*m_db, id, &exists, sink.error))
        return std::nullopt;
    if (!exists) {
        *sink.error = {StorageError::Code::NotFound,
                       StorageText::tr("There is no chip \"%1\" in %2.")
                           .arg(id, QDir::toNativeSeparators(m_db->path))};
    }
    return std::nullopt;
}

bool PriceRepository::set(const ChipPrice& price, StorageError* error) {
    ErrorSink sink(error);
    Transaction transaction(*m_db);
    return transaction.begin(StorageText::tr("start saving a chip price"), sink.error) &&
           writePrice(*m_db, price, sink.error) &&
           transaction.commit(StorageText::tr("save the chip price"), sink.error);
}

bool PriceRepository::remove(const QString& chipId, StorageError* error) {
    ErrorSink sink(error);
    Transaction transaction(*m_db);
    return transaction.begin(StorageText::tr("start removing a chip price"), sink.error) &&
           deletePrice(*m_db, chipId.isNull() ? QStringLiteral("") : chipId, sink.error) &&
           transaction.commit(StorageText::tr("remove the chip price"), sink.error);
}

QList<LlmModel> ModelRepository::all(StorageError* error) const {
    ErrorSink sink(error);
    QList<LlmModel> result;
    if (!readModels(*m_db, QString(), &result, sink.error))
        return {};
    return result;
}

std::optional<LlmModel> ModelRepository::find(const QString& id, StorageError* error) const {
    ErrorSink sink(error);
    QList<LlmModel> result;
    if (!readModels(*m_db, id.isNull() ? QStringLiteral("") : id, &result, sink.error))
        return std::nullopt;
    if (result.isEmpty()) {
        *sink.error = {StorageError::Code::NotFound,
                       StorageText::tr("There is no LLM model \"%1\" in %2.").arg(id, m_db->path)};
        return std::nullopt;
    }
    return result.constFirst();
}

bool ModelRepository::applyBuiltIn(const ModelCatalogFile& file, StorageError* error) {
    ErrorSink sink(error);
    return seedModels(*m_db, file, sink.error);
}

std::optional<QList<ModelState>> ModelRepository::states(const QStringList& ids,
                                                         StorageError* error) const {
    ErrorSink sink(error);
    const auto read = [&](ModelState* state) {
        QList<Origin> origins;
        const auto readList = [&](const Db& db, const QString& id, QList<LlmModel>* models,
                                  StorageError* e, QList<qint64>* versions) {
            return readModels(db, id, models, e, versions, &origins);
        };
        if (!readFirstEntry(*m_db, state, readList, sink.error))
            return false;
        state->origin = origins.isEmpty() ? Origin::User : origins.constFirst();
        return true;
    };
    return readEntryStates<ModelState>(*m_db, ids, read, sink.error);
}

std::optional<QList<ModelState>> ModelRepository::restore(const QList<ModelState>& states,
                                                          StorageError* error) {
    ErrorSink sink(error);
    const auto write = [&](const ModelState& state, int) {
        const RowOrigin origin =
            state.origin == Origin::BuiltIn ? RowOrigin::BuiltIn : RowOrigin::User;
        return writeEntryState(
            *m_db, state,
            [&](const LlmModel& model) { return writeModels(*m_db, {model}, origin, sink.error); },
            sink.error);
    };
    return restoreStates(*m_db, states, write, sink.error);
}

ModelState ModelRepository::deletedState(const ModelState& before) {
    return deletedEntryState(before);
}

std::optional<PriceState> PriceRepository::state(const QString& chipId, StorageError* error) const {
    ErrorSink sink(error);
    PriceState state;
    state.chipId = nonNull(chipId);
    state.price = find(state.chipId, sink.error);
    if (*sink.error ||
        !storedVersion(*m_db, VersionedRow::Price, state.chipId, &state.version, sink.error)) {
        return std::nullopt;
    }
    return state;
}

std::optional<PriceState> PriceRepository::restore(const PriceState& state, StorageError* error) {
    ErrorSink sink(error);
    const auto write = [&](const PriceState& written, int) {
        const QString id = StateKind<PriceState>::id(written);
        if (!written.price)
            return deletePrice(*m_db, id, sink.error);
        ChipPrice price = *written.price;
        price.chipId = id;
        return writePrice(*m_db, price, sink.error);
    };
    const std::optional<QList<PriceState>> written =
        restoreStates(*m_db, QList<PriceState>{state}, write, sink.error);
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

bool Catalog::writeAsOne(const std::function<bool(StorageError*)>& work, StorageError* error) {
    ErrorSink sink(error);
    Transaction transaction(d->db);
    if (!transaction.begin(StateKind<SystemState>::starting(), sink.error))
        return false;
    if (!work(sink.error))
        return false; // rolled back: nothing changed
    return transaction.commit(StateKind<SystemState>::finishing(), sink.error);
}

} // namespace chipatlas
