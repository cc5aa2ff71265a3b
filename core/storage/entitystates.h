#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/entitystates.h is internal to chipatlas_core: use storage/catalog.h"
#endif

// The state machinery every kind of entry shares (chips, LLM models, prices, systems, offers,
// results, ownership scenarios): a state is everything stored under one id, read and written as
// a whole so that writing the state from before an edit undoes it exactly, and written only when
// the stored row is still at the version the state was read at (versioncheck.h). What differs
// between the kinds is told by a StateKind<State>: which versioned row, which tombstone table
// (if the kind has built-in entries), how a state names its entry.

#include "catalog.h"
#include "catalog_p.h"
#include "columns.h"
#include "versioncheck.h"

#include <QDir>
#include <QSet>

#include <optional>

namespace chipatlas::storage {

// The ids of built-in entries the user deleted, one table per kind; a newer built-in catalog
// does not bring them back.
enum class Tombstone { Chip, Model, System, Offer, Result };
bool isTombstoned(const Db& db, Tombstone kind, const QString& id, bool* tombstoned,
                  StorageError* error);
// Every id the kind's table holds into `stored` and every tombstoned id into `tombstoned`: one
// statement each, however many ids a caller then looks up.
bool readKindIds(const Db& db, Tombstone kind, QSet<QString>* stored, QSet<QString>* tombstoned,
                 StorageError* error);
bool setTombstoned(const Db& db, Tombstone kind, const QString& id, bool tombstoned,
                   StorageError* error);
// Deletes the entry stored under `id` (what hangs on its row goes with it); an id not stored is
// left alone. `doing` as makeError() takes it.
bool removeEntry(const Db& db, Tombstone kind, const QString& id, const QString& doing,
                 StorageError* error);

// The id an entry is stored under.
inline QString entryId(const Chip& chip) {
    return chip.id;
}
inline QString entryId(const LlmModel& model) {
    return model.id();
}
inline QString entryId(const System& system) {
    return system.id;
}
inline QString entryId(const Offer& offer) {
    return offer.id;
}
inline QString entryId(const Result& result) {
    return result.id;
}
inline QString entryId(const OwnershipScenario& scenario) {
    return scenario.id;
}

template <typename State>
struct StateKind;

template <>
struct StateKind<Catalog::ChipState> {
    static constexpr VersionedRow row = VersionedRow::Chip;
    static constexpr Tombstone tombstone = Tombstone::Chip;
    template <typename S>
    static auto& entry(S& state) {
        return state.chip;
    }
    static QString id(const Catalog::ChipState& state) { return state.id; }
    static QString name(const Catalog::ChipState& state) {
        return state.chip ? state.chip->name : QString();
    }
    static bool builtIn(const Catalog::ChipState& state) {
        return state.chip && state.chip->origin == Origin::BuiltIn;
    }
    static QString starting();
    static QString finishing();
    static QString writing(const QString& id);
    static StorageError wrongId(const Db& db, const QString& id, const QString& held);
};

template <>
struct StateKind<Catalog::ModelState> {
    static constexpr VersionedRow row = VersionedRow::Model;
    static constexpr Tombstone tombstone = Tombstone::Model;
    template <typename S>
    static auto& entry(S& state) {
        return state.model;
    }
    static QString id(const Catalog::ModelState& state) { return state.id; }
    static QString name(const Catalog::ModelState& state) {
        return state.model ? state.model->name() : QString();
    }
    static bool builtIn(const Catalog::ModelState& state) {
        return state.model && state.origin == Origin::BuiltIn;
    }
    static QString starting();
    static QString finishing();
    static QString writing(const QString& id);
    static StorageError wrongId(const Db& db, const QString& id, const QString& held);
};

template <>
struct StateKind<Catalog::SystemState> {
    static constexpr VersionedRow row = VersionedRow::System;
    static constexpr Tombstone tombstone = Tombstone::System;
    template <typename S>
    static auto& entry(S& state) {
        return state.system;
    }
    static QString id(const Catalog::SystemState& state) { return state.id; }
    static QString name(const Catalog::SystemState& state) {
        return state.system ? state.system->name : QString();
    }
    static bool builtIn(const Catalog::SystemState& state) {
        return state.system && state.system->origin == Origin::BuiltIn;
    }
    static QString starting();
    static QString finishing();
    static QString writing(const QString& id);
    static StorageError wrongId(const Db& db, const QString& id, const QString& held);
};

template <>
struct StateKind<Catalog::OfferState> {
    static constexpr VersionedRow row = VersionedRow::Offer;
    static constexpr Tombstone tombstone = Tombstone::Offer;
    template <typename S>
    static auto& entry(S& state) {
        return state.offer;
    }
    static QString id(const Catalog::OfferState& state) { return state.id; }
    static QString name(const Catalog::OfferState& state) {
        return state.offer ? state.offer->instance : QString();
    }
    static bool builtIn(const Catalog::OfferState& state) {
        return state.offer && state.offer->origin == Origin::BuiltIn;
    }
    static QString starting();
    static QString finishing();
    static QString writing(const QString& id);
    static StorageError wrongId(const Db& db, const QString& id, const QString& held);
};

// A result is named by its id (it has no other name).
template <>
struct StateKind<Catalog::ResultState> {
    static constexpr VersionedRow row = VersionedRow::Result;
    static constexpr Tombstone tombstone = Tombstone::Result;
    template <typename S>
    static auto& entry(S& state) {
        return state.result;
    }
    static QString id(const Catalog::ResultState& state) { return state.id; }
    static QString name(const Catalog::ResultState& state) { return state.id; }
    static bool builtIn(const Catalog::ResultState& state) {
        return state.result && state.result->origin == Origin::BuiltIn;
    }
    static QString starting();
    static QString finishing();
    static QString writing(const QString& id);
    static StorageError wrongId(const Db& db, const QString& id, const QString& held);
};

// A scenario is named by its name (the scenario switcher shows it); there are no built-in
// scenarios and so no tombstone.
template <>
struct StateKind<Catalog::OwnershipScenarioState> {
    static constexpr VersionedRow row = VersionedRow::Scenario;
    template <typename S>
    static auto& entry(S& state) {
        return state.scenario;
    }
    static QString id(const Catalog::OwnershipScenarioState& state) { return state.id; }
    static QString name(const Catalog::OwnershipScenarioState& state) {
        return state.scenario ? state.scenario->name : QString();
    }
    static QString starting();
    static QString finishing();
    static StorageError wrongId(const Db& db, const QString& id, const QString& held);
};

// A price is stored under its chip's id and has no tombstone.
template <>
struct StateKind<Catalog::PriceState> {
    static constexpr VersionedRow row = VersionedRow::Price;
    template <typename S>
    static auto& entry(S& state) {
        return state.price;
    }
    static QString id(const Catalog::PriceState& state) { return nonNull(state.chipId); }
    static QString name(const Catalog::PriceState& state) { return id(state); }
    static QString starting();
    static QString finishing();
};

// Whether a kind keeps the ids of its deleted built-in entries (scenarios and prices do not).
template <typename State>
concept HasTombstone = requires {
    StateKind<State>::tombstone;
};

// Writes `states` in one Write transaction, all or nothing. Every state's version is checked
// first (checkVersion(): Conflict naming the entry when the stored row is at another), inside
// the transaction that writes, so that nobody can write in between (BEGIN IMMEDIATE; on a
// server, the change marker's row lock). Then `write(state, index)` writes each (index from 0).
// Returns the states as written, at the version the catalog now holds (0 for a state that holds
// no entry); nullopt with `error` set otherwise.
template <typename State, typename Write>
std::optional<QList<State>> restoreStates(const Db& db, const QList<State>& states, Write write,
                                          StorageError* error) {
    using Kind = StateKind<State>;
    Transaction transaction(db);
    if (!transaction.begin(Kind::starting(), error))
        return std::nullopt;
    for (const State& state : states) {
        if (!checkVersion(db, Kind::row, Kind::id(state), Kind::name(state), state.version, error))
            return std::nullopt;
    }
    for (qsizetype i = 0; i < states.size(); ++i) {
        if (!write(states.at(i), int(i)))
            return std::nullopt; // rolled back: nothing changed
    }
    qint64 version = 0;
    if (!writtenVersion(db, &version, error) || !transaction.commit(Kind::finishing(), error))
        return std::nullopt;
    QList<State> written = states;
    for (State& state : written)
        state.version = Kind::entry(state) ? version : 0;
    return written;
}

// Makes the id of a state with a tombstone hold exactly the state: the tombstone as recorded,
// then the entry, written by `write(entry)`, or no entry at all.
template <typename State, typename Write>
bool writeEntryState(const Db& db, const State& state, Write write, StorageError* error) {
    using Kind = StateKind<State>;
    const auto& entry = Kind::entry(state);
    if (entry && entryId(*entry) != state.id) {
        *error = Kind::wrongId(db, state.id, entryId(*entry));
        return false;
    }
    if (!setTombstoned(db, Kind::tombstone, state.id, state.tombstoned, error))
        return false;
    return entry ? write(*entry)
                 : removeEntry(db, Kind::tombstone, state.id, Kind::writing(state.id), error);
}

// The states of `ids` in their order: `read(state)` fills in what is stored under state->id (a
// null id reads as ""), and the tombstone, where the kind has one, is read here. Many ids (a
// copy's or an import's offers) first read which ids are stored and tombstoned at all, so that
// an id nothing is stored under costs no statement.
template <typename State, typename Read>
std::optional<QList<State>> readEntryStates(const Db& db, const QStringList& ids, Read read,
                                            StorageError* error) {
    constexpr qsizetype kManyIds = 64;
    QSet<QString> stored;
    QSet<QString> tombstoned;
    bool bulk = false;
    if constexpr (HasTombstone<State>) {
        bulk = ids.size() >= kManyIds;
        if (bulk && !readKindIds(db, StateKind<State>::tombstone, &stored, &tombstoned, error))
            return std::nullopt;
    }
    QList<State> states;
    states.reserve(ids.size());
    for (const QString& id : ids) {
        State state;
        state.id = nonNull(id);
        if ((!bulk || stored.contains(state.id)) && !read(&state))
            return std::nullopt;
        if constexpr (HasTombstone<State>) {
            if (bulk)
                state.tombstoned = tombstoned.contains(state.id);
            else if (!isTombstoned(db, StateKind<State>::tombstone, state.id, &state.tombstoned,
                                   error))
                return std::nullopt;
        }
        states.append(std::move(state));
    }
    return states;
}

// The first entry `readList(db, id, &entries, error, &versions)` finds under state->id, with
// its version; none leaves the state empty. Systems and offers read so.
template <typename State, typename ReadList>
bool readFirstEntry(const Db& db, State* state, ReadList readList, StorageError* error) {
    using Entry =
        typename std::remove_reference_t<decltype(StateKind<State>::entry(*state))>::value_type;
    QList<Entry> entries;
    QList<qint64> versions;
    if (!readList(db, state->id, &entries, error, &versions))
        return false;
    if (!entries.isEmpty()) {
        StateKind<State>::entry(*state) = entries.constFirst();
        state->version = versions.constFirst();
    }
    return true;
}

// What deleting the entry in `before` leaves: no entry, and a deleted built-in entry's id
// tombstoned, so that a newer built-in catalog does not bring it back.
template <typename State>
State deletedEntryState(const State& before) {
    State after;
    after.id = before.id;
    after.version = before.version;
    if constexpr (HasTombstone<State>)
        after.tombstoned = before.tombstoned || StateKind<State>::builtIn(before);
    return after;
}

} // namespace chipatlas::storage
