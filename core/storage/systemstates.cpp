// Catalog's system and offer states: everything stored under a system or offer id, for exact
// undo, written based on the versions they were read at.

#include "catalog.h"
#include "catalog_p.h"
#include "systemstore.h"
#include "versioncheck.h"

namespace chipatlas {

using namespace storage;

namespace {
QString nonNull(const QString& id) {
    return id.isNull() ? QStringLiteral("") : id;
}

// `sentence` names the kind of entry: "Could not restore system \"%1\": ...".
StorageError wrongId(const QString& sentence, const QString& stateId, const QString& itemId) {
    return {StorageError::Code::BadData, sentence.arg(stateId, itemId)};
}

// Writes `states` in one transaction after checking every version; `write` writes one state.
// Returns the written version, or nullopt with `error` set.
template <typename State, typename Name, typename Write>
std::optional<qint64> restore(const Db& db, VersionedRow row, const QList<State>& states, Name name,
                              Write write, StorageError* error) {
    Transaction transaction(db);
    if (!transaction.begin(StorageText::tr("start restoring entries"), error))
        return std::nullopt;
    for (const State& state : states) {
        if (!checkVersion(db, row, state.id, name(state), state.version, error))
            return std::nullopt;
    }
    for (qsizetype i = 0; i < states.size(); ++i) {
        if (!write(states.at(i), int(i) + 1))
            return std::nullopt;
    }
    qint64 version = 0;
    if (!writtenVersion(db, &version, error) ||
        !transaction.commit(StorageText::tr("restore the entries"), error)) {
        return std::nullopt;
    }
    return version;
}
} // namespace

std::optional<QList<Catalog::SystemState>> Catalog::systemStates(const QStringList& ids,
                                                                 StorageError* error) const {
    ErrorSink sink(error);
    QList<SystemState> states;
    for (const QString& id : ids) {
        SystemState state;
        state.id = nonNull(id);
        QList<System> systems;
        QList<qint64> versions;
        if (!readSystems(d->db, state.id, &systems, sink.error, &versions) ||
            !isTombstoned(d->db, Tombstone::System, state.id, &state.tombstoned, sink.error)) {
            return std::nullopt;
        }
        if (!systems.isEmpty()) {
            state.system = systems.constFirst();
            state.version = versions.constFirst();
        }
        states.append(std::move(state));
    }
    return states;
}

std::optional<QList<Catalog::SystemState>>
Catalog::restoreSystemStates(const QList<SystemState>& states, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = d->db;
    const auto name = [](const SystemState& s) { return s.system ? s.system->name : QString(); };
    const auto write = [&](const SystemState& state, int row) {
        if (state.system && state.system->id != state.id) {
            *sink.error =
                wrongId(StorageText::tr("Could not restore system \"%1\": the state holds \"%2\"."),
                        state.id, state.system->id);
            return false;
        }
        if (!setTombstoned(db, Tombstone::System, state.id, state.tombstoned, sink.error))
            return false;
        return state.system ? writeSystem(db, *state.system, row, sink.error)
                            : removeSystem(db, state.id, sink.error);
    };
    const std::optional<qint64> version =
        restore(db, VersionedRow::System, states, name, write, sink.error);
    if (!version)
        return std::nullopt;
    QList<SystemState> written = states;
    for (SystemState& state : written)
        state.version = state.system ? *version : 0;
    return written;
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
    SystemState after;
    after.id = before.id;
    after.version = before.version;
    after.tombstoned =
        before.tombstoned || (before.system && before.system->origin == Origin::BuiltIn);
    return after;
}

std::optional<QList<Catalog::OfferState>> Catalog::offerStates(const QStringList& ids,
                                                               StorageError* error) const {
    ErrorSink sink(error);
    QList<OfferState> states;
    for (const QString& id : ids) {
        OfferState state;
        state.id = nonNull(id);
        QList<Offer> offers;
        QList<qint64> versions;
        if (!readOffers(d->db, state.id, &offers, sink.error, &versions) ||
            !isTombstoned(d->db, Tombstone::Offer, state.id, &state.tombstoned, sink.error)) {
            return std::nullopt;
        }
        if (!offers.isEmpty()) {
            state.offer = offers.constFirst();
            state.version = versions.constFirst();
        }
        states.append(std::move(state));
    }
    return states;
}

std::optional<QList<Catalog::OfferState>>
Catalog::restoreOfferStates(const QList<OfferState>& states, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = d->db;
    const auto name = [](const OfferState& s) { return s.offer ? s.offer->instance : QString(); };
    const auto write = [&](const OfferState& state, int row) {
        if (state.offer && state.offer->id != state.id) {
            *sink.error =
                wrongId(StorageText::tr("Could not restore offer \"%1\": the state holds \"%2\"."),
                        state.id, state.offer->id);
            return false;
        }
        if (!setTombstoned(db, Tombstone::Offer, state.id, state.tombstoned, sink.error))
            return false;
        // Exactly the history of the state: an undo takes a recorded price back.
        return state.offer ? writeOffer(db, *state.offer, row, sink.error)
                           : removeOffer(db, state.id, sink.error);
    };
    const std::optional<qint64> version =
        restore(db, VersionedRow::Offer, states, name, write, sink.error);
    if (!version)
        return std::nullopt;
    QList<OfferState> written = states;
    for (OfferState& state : written)
        state.version = state.offer ? *version : 0;
    return written;
}

Catalog::OfferState Catalog::deletedState(const OfferState& before) {
    OfferState after;
    after.id = before.id;
    after.version = before.version;
    after.tombstoned =
        before.tombstoned || (before.offer && before.offer->origin == Origin::BuiltIn);
    return after;
}

} // namespace chipatlas
