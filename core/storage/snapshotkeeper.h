#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/snapshotkeeper.h is internal to chipatlas_core: use storage/catalog.h"
#endif

// A snapshot records the live rows' versions and reads an unchanged entry from its live row
// (schema 12, docs/ARCHITECTURE.md section 2a): taking one writes a member row per entry and
// reads nothing. The entry's body is stored when the live row is about to change: every write
// that changes or deletes a versioned row asks a SnapshotKeeper to keep it first, in the same
// transaction. Triggers refuse a write that did not.

#include "catalog.h"
#include "entryrepositories.h"
#include "io/snapshotfile.h"
#include "sqlsupport.h"

#include <QSet>
#include <QStringList>

namespace chipatlas::storage {

// The id a snapshot records an entry under (a price: its chip's id).
inline QString liveEntryId(const Chip& chip) {
    return chip.id;
}
inline QString liveEntryId(const ChipPrice& price) {
    return price.chipId;
}
inline QString liveEntryId(const LlmModel& model) {
    return model.id();
}
inline QString liveEntryId(const System& system) {
    return system.id;
}
inline QString liveEntryId(const Offer& offer) {
    return offer.id;
}
inline QString liveEntryId(const Result& result) {
    return result.id;
}
inline QString liveEntryId(const OwnershipScenario& scenario) {
    return scenario.id;
}

// Up to this many entries are read one at a time; more, and every entry of the kind is read.
inline constexpr qsizetype kFewEntries = 200;

class SnapshotKeeper final {
public:
    explicit SnapshotKeeper(const Db& db)
        : m_db(db)
        , m_find(db.db) {}

    // Before a write changes or deletes the entries `ids` of `kind` (a price by its chip's id):
    // stores the body of each one a snapshot reads from the live row, and points those members
    // at it. Ids no snapshot reads so are left alone, at the cost of an index lookup each.
    bool keep(SnapshotEntryKind kind, const QStringList& ids, StorageError* error);
    bool keep(SnapshotEntryKind kind, const QString& id, StorageError* error) {
        return keep(kind, QStringList{id}, error);
    }
    // The same for every entry of `kind` (a write that replaces many at once).
    bool keepAll(SnapshotEntryKind kind, StorageError* error);

private:
    bool keepRead(SnapshotEntryKind kind, const QSet<QString>& ids, StorageError* error);

    const Db& m_db;
    QSqlQuery m_find;
    bool m_prepared = false;
};

// Calls `use(entry)` for each live entry of `kind` whose id is in `ids` (a price: its chip's id),
// reading them one at a time when they are few, else every entry of the kind in one pass.
// `use` takes each entry type (a generic lambda) and returns false to stop.
template <typename Use>
bool forLiveEntries(const Db& db, SnapshotEntryKind kind, const QSet<QString>& ids, Use use,
                    StorageError* error) {
    if (ids.isEmpty())
        return true;
    const auto each = [&](const auto& repository) {
        if (ids.size() <= kFewEntries) {
            QStringList sorted(ids.cbegin(), ids.cend());
            sorted.sort(); // the same catalog gives the same rows
            for (const QString& key : std::as_const(sorted)) {
                auto entry = repository.find(key, error);
                if (!entry || !use(*entry))
                    return false;
            }
            return true;
        }
        const auto all = repository.all(error);
        if (*error)
            return false;
        for (const auto& entry : all) {
            if (ids.contains(liveEntryId(entry)) && !use(entry))
                return false;
        }
        return true;
    };
    switch (kind) {
    case SnapshotEntryKind::Chip:
        return each(ChipRepository(db));
    case SnapshotEntryKind::Price:
        return each(PriceRepository(db));
    case SnapshotEntryKind::Model:
        return each(ModelRepository(db));
    case SnapshotEntryKind::System:
        return each(SystemRepository(db));
    case SnapshotEntryKind::Offer:
        return each(OfferRepository(db));
    case SnapshotEntryKind::Result:
        return each(ResultRepository(db));
    case SnapshotEntryKind::Scenario:
        return each(ScenarioRepository(db));
    }
    return true;
}

} // namespace chipatlas::storage
