// Taking, reading and changing the snapshots of a catalog (schemas 11 and 12, migrationsteps.h):
// a member reads an unchanged entry from its live row (snapshotkeeper.h), a changed one from its
// body, the entry's JSON as a snapshot file writes it (snapshotfile.h); the rows in
// snapshotrows.cpp.

#include "snapshotstore.h"

#include "catalog_p.h"
#include "domain/excerpt.h"
#include "snapshotkeeper.h"
#include "snapshotrepository.h"
#include "snapshotrows.h"

#include <QDir>
#include <QHash>
#include <QJsonDocument>
#include <QSet>

namespace chipatlas {

using namespace storage;

namespace {
// Where each kind lives: its live rows as (id, version), for the member rows of a snapshot.
struct LiveTable {
    SnapshotEntryKind kind;
    const char* rows; // FROM ... giving id and version
};

constexpr LiveTable kLiveTables[] = {
    {SnapshotEntryKind::Chip, "SELECT id, version FROM chip"},
    {SnapshotEntryKind::Price,
     "SELECT c.id, p.version FROM chip_price p JOIN chip c ON c.pk = p.chip"},
    {SnapshotEntryKind::Model, "SELECT id, version FROM llm_model"},
    {SnapshotEntryKind::System, "SELECT id, version FROM system"},
    {SnapshotEntryKind::Offer, "SELECT id, version FROM offer"},
    {SnapshotEntryKind::Result, "SELECT id, version FROM result"},
    {SnapshotEntryKind::Scenario, "SELECT id, version FROM scenario"},
};

// Records every live entry of the catalog as a member of snapshot `pk`, at its version, without
// reading it: the engine copies (id, version) pairs (schema 12, snapshotkeeper.h).
bool recordEntries(const Db& db, qint64 pk, const QString& doing, StorageError* error) {
    for (const LiveTable& table : kLiveTables) {
        const QString select = QLatin1String(table.rows);
        QSqlQuery query(db.db);
        if (!prepare(db, query,
                     QStringLiteral("INSERT INTO snapshot_member (snapshot, kind, entry_id, "
                                    "version) SELECT ?, ?, %1")
                         .arg(select.mid(int(qstrlen("SELECT ")))),
                     doing, error) ||
            !bindAndExec(db, query, {pk, snapshotEntryKindKey(table.kind)}, doing, error)) {
            return false;
        }
    }
    return true;
}

void appendItem(CatalogItems* items, const Chip& chip) {
    items->chips.append(chip);
}
void appendItem(CatalogItems* items, const ChipPrice& price) {
    items->prices.append(price);
}
void appendItem(CatalogItems* items, const LlmModel& model) {
    items->models.append(model);
}
void appendItem(CatalogItems* items, const System& system) {
    items->systems.append(system);
}
void appendItem(CatalogItems* items, const Offer& offer) {
    items->offers.append(offer);
}
void appendItem(CatalogItems* items, const Result& result) {
    items->results.append(result);
}
void appendItem(CatalogItems* items, const OwnershipScenario& scenario) {
    items->scenarios.append(scenario);
}

// Keeps the newest kMaxAutomaticSnapshots automatic snapshots.
bool dropOldAutomatic(const Db& db, const QString& doing, StorageError* error) {
    QSqlQuery query(db.db);
    if (!exec(db, query,
              QStringLiteral("SELECT pk FROM catalog_snapshot WHERE reason IN ('import', 'copy', "
                             "'update') ORDER BY taken_at DESC, pk DESC"),
              doing, error)) {
        return false;
    }
    QList<qint64> old;
    for (int kept = 0; query.next(); ++kept) {
        if (kept >= kMaxAutomaticSnapshots)
            old.append(query.value(0).toLongLong());
    }
    if (!checkEnd(db, query, doing, error))
        return false;
    for (const qint64 pk : old) {
        if (!deleteSnapshotRows(db, pk, doing, error))
            return false;
    }
    return old.isEmpty() || pruneSnapshotEntries(db, doing, error);
}

std::optional<SavedSnapshot> takeSnapshot(const Db& db, const QString& wanted,
                                          SnapshotReason reason, const QString& note,
                                          StorageError* error) {
    const QString doing = StorageText::tr("take a snapshot of the catalog");
    const LargeCache cache(db);
    Transaction transaction(db);
    if (!transaction.begin(doing, error))
        return std::nullopt;
    QString name;
    if (!chooseSnapshotName(db, wanted, reason, &name, error))
        return std::nullopt;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const qint64 pk =
        insertSnapshot(db, name, now.addMSecs(-now.time().msec()), reason, note, error);
    if (pk == 0 || !recordEntries(db, pk, doing, error))
        return std::nullopt;
    if (isAutomaticSnapshot(reason) && !dropOldAutomatic(db, doing, error))
        return std::nullopt;
    std::optional<SavedSnapshot> snapshot = readSnapshot(db, pk, error);
    if (!snapshot || !transaction.commit(doing, error))
        return std::nullopt;
    return snapshot;
}

// Whether the catalog holds any entry.
bool holdsEntries(const Db& db, bool* holds, StorageError* error) {
    const QString doing = StorageText::tr("read the catalog");
    QStringList parts;
    for (const char* table : {"chip", "llm_model", "system", "offer", "result", "scenario"}) {
        parts << QStringLiteral("EXISTS (SELECT 1 FROM %1)").arg(QLatin1String(table));
    }
    QSqlQuery query(db.db);
    if (!exec(db, query,
              QStringLiteral("SELECT CASE WHEN %1 THEN 1 ELSE 0 END")
                  .arg(parts.join(QStringLiteral(" OR "))),
              doing, error) ||
        !nextRow(db, query, doing, error)) {
        return false;
    }
    *holds = query.value(0).toInt() != 0;
    return true;
}
} // namespace

namespace storage {
bool takeAutomaticSnapshot(const Db& db, SnapshotReason reason, const QString& note,
                           StorageError* error) {
    bool holds = false;
    if (!holdsEntries(db, &holds, error))
        return false;
    return !holds || takeSnapshot(db, QString(), reason, note, error).has_value();
}
} // namespace storage

std::optional<SavedSnapshot> SnapshotRepository::take(const QString& name, SnapshotReason reason,
                                                      const QString& note, StorageError* error) {
    ErrorSink sink(error);
    return takeSnapshot(*m_db, name, reason, note, sink.error);
}

std::optional<QList<SavedSnapshot>> SnapshotRepository::list(StorageError* error) const {
    ErrorSink sink(error);
    QList<SavedSnapshot> snapshots;
    if (!readSnapshots(*m_db, std::nullopt, &snapshots, sink.error))
        return std::nullopt;
    return snapshots;
}

std::optional<SavedSnapshot> SnapshotRepository::find(const QString& nameOrId,
                                                      StorageError* error) const {
    ErrorSink sink(error);
    qint64 pk = snapshotNamed(*m_db, nameOrId, sink.error);
    if (pk < 0)
        return std::nullopt;
    if (pk == 0) {
        bool number = false;
        pk = nameOrId.toLongLong(&number);
        if (!number || pk <= 0) {
            *sink.error = snapshotNotFound(*m_db, nameOrId);
            return std::nullopt;
        }
    }
    std::optional<SavedSnapshot> snapshot = readSnapshot(*m_db, pk, sink.error);
    if (!snapshot && sink.error->code == StorageError::Code::NotFound)
        *sink.error = snapshotNotFound(*m_db, nameOrId);
    return snapshot;
}

std::optional<CatalogItems> SnapshotRepository::read(qint64 id, StorageError* error) const {
    ErrorSink sink(error);
    const std::optional<SavedSnapshot> snapshot = readSnapshot(*m_db, id, sink.error);
    if (!snapshot)
        return std::nullopt;
    const QString doing = StorageText::tr("read snapshot \"%1\"").arg(snapshot->name);
    QSqlQuery query(m_db->db);
    query.setForwardOnly(true);
    if (!prepare(*m_db, query,
                 QStringLiteral("SELECT m.kind, m.entry_id, e.body FROM snapshot_member m LEFT "
                                "JOIN snapshot_entry e ON e.pk = m.entry WHERE m.snapshot = ?"),
                 doing, sink.error) ||
        !bindAndExec(*m_db, query, {id}, doing, sink.error)) {
        return std::nullopt;
    }
    const auto unreadable = [&](const QString& kindKey, const QString& entryId,
                                const QString& problem) {
        *sink.error = {StorageError::Code::BadData,
                       StorageText::tr("Snapshot \"%1\" in %2 holds %3 \"%4\", which cannot "
                                       "be read back: %5")
                           .arg(excerpt(snapshot->name), QDir::toNativeSeparators(m_db->path),
                                kindKey, excerpt(entryId), problem)};
    };
    CatalogItems items;
    QHash<SnapshotEntryKind, QSet<QString>> live; // unchanged since: read from the live rows
    while (query.next()) {
        const QString kindKey = query.value(0).toString();
        const QString entryId = query.value(1).toString();
        const std::optional<SnapshotEntryKind> kind = snapshotEntryKindFromKey(kindKey);
        if (!kind) {
            unreadable(kindKey, entryId,
                       StorageText::tr("unknown kind \"%1\"").arg(excerpt(kindKey)));
            return std::nullopt;
        }
        if (query.isNull(2)) {
            live[*kind].insert(entryId);
            continue;
        }
        QJsonParseError parseError;
        const QJsonDocument json =
            QJsonDocument::fromJson(query.value(2).toString().toUtf8(), &parseError);
        QString problem;
        if (!json.isObject())
            problem = parseError.errorString();
        else
            appendSnapshotEntry(*kind, json.object(), &items, &problem);
        if (!problem.isEmpty()) {
            unreadable(kindKey, entryId, problem);
            return std::nullopt;
        }
    }
    if (!checkEnd(*m_db, query, doing, sink.error))
        return std::nullopt;
    for (auto it = live.cbegin(); it != live.cend(); ++it) {
        qsizetype read = 0;
        if (!forLiveEntries(
                *m_db, it.key(), it.value(),
                [&](const auto& entry) {
                    appendItem(&items, entry);
                    ++read;
                    return true;
                },
                sink.error)) {
            return std::nullopt;
        }
        if (read != it.value().size()) {
            *sink.error = {StorageError::Code::BadData,
                           StorageText::tr("Snapshot \"%1\" in %2 records %3 entries of kind "
                                           "\"%4\" that the catalog no longer holds; it cannot "
                                           "be read back.")
                               .arg(excerpt(snapshot->name), QDir::toNativeSeparators(m_db->path))
                               .arg(it.value().size() - read)
                               .arg(snapshotEntryKindKey(it.key()))};
            return std::nullopt;
        }
    }
    sortSnapshotItems(&items);
    return items;
}

bool SnapshotRepository::rename(qint64 id, const QString& name, StorageError* error) {
    ErrorSink sink(error);
    const QString doing = StorageText::tr("rename snapshot \"%1\"").arg(name);
    Transaction transaction(*m_db);
    if (!transaction.begin(doing, sink.error))
        return false;
    const std::optional<SavedSnapshot> snapshot = readSnapshot(*m_db, id, sink.error);
    if (!snapshot)
        return false;
    if (snapshot->name == name)
        return transaction.commit(doing, sink.error);
    if (const QString problem = validateSnapshotName(name); !problem.isEmpty()) {
        *sink.error = {StorageError::Code::BadData, problem};
        return false;
    }
    const qint64 other = snapshotNamed(*m_db, name, sink.error);
    if (other < 0)
        return false;
    if (other > 0) {
        *sink.error = snapshotNameTaken(*m_db, name);
        return false;
    }
    QSqlQuery query(m_db->db);
    return prepare(*m_db, query,
                   QStringLiteral("UPDATE catalog_snapshot SET name = ? WHERE pk = ?"), doing,
                   sink.error) &&
           bindAndExec(*m_db, query, {name, id}, doing, sink.error) &&
           transaction.commit(doing, sink.error);
}

bool SnapshotRepository::remove(qint64 id, StorageError* error) {
    ErrorSink sink(error);
    const QString doing = StorageText::tr("delete a snapshot");
    Transaction transaction(*m_db);
    return transaction.begin(doing, sink.error) && readSnapshot(*m_db, id, sink.error) &&
           deleteSnapshotRows(*m_db, id, doing, sink.error) &&
           pruneSnapshotEntries(*m_db, doing, sink.error) && transaction.commit(doing, sink.error);
}

std::optional<SavedSnapshot> SnapshotRepository::add(const SnapshotFile& file,
                                                     StorageError* error) {
    ErrorSink sink(error);
    const QString doing = StorageText::tr("save snapshot \"%1\"").arg(file.name);
    Transaction transaction(*m_db);
    if (!transaction.begin(doing, sink.error))
        return std::nullopt;
    QString name;
    if (!chooseSnapshotName(*m_db, file.name, SnapshotReason::File, &name, sink.error))
        return std::nullopt;
    const qint64 pk = insertSnapshot(
        *m_db, name, file.takenAt.isValid() ? file.takenAt : QDateTime::currentDateTimeUtc(),
        SnapshotReason::File, file.note, sink.error);
    if (pk == 0)
        return std::nullopt;
    SnapshotEntryWriter writer(*m_db, pk, doing);
    if (!writer.prepare(sink.error))
        return std::nullopt;
    const auto writeAll = [&](SnapshotEntryKind kind, const auto& list, auto id) {
        for (const auto& entry : list) {
            if (!writer.write(kind, id(entry), snapshotEntryJson(entry), std::nullopt, sink.error))
                return false;
        }
        return true;
    };
    const CatalogItems& items = file.items;
    if (!writeAll(SnapshotEntryKind::Chip, items.chips, [](const Chip& c) { return c.id; }) ||
        !writeAll(SnapshotEntryKind::Price, items.prices,
                  [](const ChipPrice& p) { return p.chipId; }) ||
        !writeAll(SnapshotEntryKind::Model, items.models,
                  [](const LlmModel& m) { return m.id(); }) ||
        !writeAll(SnapshotEntryKind::System, items.systems, [](const System& s) { return s.id; }) ||
        !writeAll(SnapshotEntryKind::Offer, items.offers, [](const Offer& o) { return o.id; }) ||
        !writeAll(SnapshotEntryKind::Result, items.results, [](const Result& r) { return r.id; }) ||
        !writeAll(SnapshotEntryKind::Scenario, items.scenarios,
                  [](const OwnershipScenario& s) { return s.id; })) {
        return std::nullopt;
    }
    std::optional<SavedSnapshot> snapshot = readSnapshot(*m_db, pk, sink.error);
    if (!snapshot || !transaction.commit(doing, sink.error))
        return std::nullopt;
    return snapshot;
}

} // namespace chipatlas
