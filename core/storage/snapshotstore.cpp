// Taking, reading and changing the snapshots of a catalog (schema 11, migrations.cpp): an
// entry's body is its JSON as a snapshot file writes it (snapshotfile.h); the rows in
// snapshotrows.cpp.

#include "snapshotstore.h"

#include "catalog_p.h"
#include "domain/excerpt.h"
#include "snapshotrepository.h"
#include "snapshotrows.h"

#include <QDir>
#include <QHash>
#include <QJsonDocument>
#include <QSet>

namespace chipatlas {

using namespace storage;

namespace {
// Where each kind lives: the live rows with their version, and the join that finds the live row of
// a recorded entry (alias l), for reusing the entries of the snapshot before.
struct LiveTable {
    SnapshotEntryKind kind;
    const char* rows; // SELECT id, version
    const char* join; // joined to snapshot_entry e, giving l.version
};

constexpr LiveTable kLiveTables[] = {
    {SnapshotEntryKind::Chip, "SELECT id, version FROM chip", "JOIN chip l ON l.id = e.entry_id"},
    {SnapshotEntryKind::Price,
     "SELECT c.id, p.version FROM chip_price p JOIN chip c ON c.pk = p.chip",
     "JOIN chip c ON c.id = e.entry_id JOIN chip_price l ON l.chip = c.pk"},
    {SnapshotEntryKind::Model, "SELECT id, version FROM llm_model",
     "JOIN llm_model l ON l.id = e.entry_id"},
    {SnapshotEntryKind::System, "SELECT id, version FROM system",
     "JOIN system l ON l.id = e.entry_id"},
    {SnapshotEntryKind::Offer, "SELECT id, version FROM offer",
     "JOIN offer l ON l.id = e.entry_id"},
    {SnapshotEntryKind::Result, "SELECT id, version FROM result",
     "JOIN result l ON l.id = e.entry_id"},
    {SnapshotEntryKind::Scenario, "SELECT id, version FROM scenario",
     "JOIN scenario l ON l.id = e.entry_id"},
};

template <typename T, typename Id>
bool writeMissing(SnapshotEntryWriter& writer, SnapshotEntryKind kind, const QList<T>& entries,
                  Id id, const QHash<QString, qint64>& missing, StorageError* error) {
    for (const T& entry : entries) {
        const QString key = id(entry);
        const auto it = missing.constFind(key);
        if (it == missing.constEnd())
            continue;
        if (!writer.write(kind, key, snapshotEntryJson(entry), *it, error))
            return false;
    }
    return true;
}

// The pk of the newest snapshot taken from the catalog (not read from a file) before `pk`; 0
// when there is none.
qint64 previousTaken(const Db& db, qint64 pk, StorageError* error) {
    const QString doing = StorageText::tr("read the snapshots");
    QSqlQuery query(db.db);
    if (!prepare(db, query,
                 QStringLiteral("SELECT max(pk) FROM catalog_snapshot WHERE reason <> 'file' "
                                "AND pk <> ?"),
                 doing, error) ||
        !bindAndExec(db, query, {pk}, doing, error) || !nextRow(db, query, doing, error)) {
        return -1;
    }
    return query.value(0).isNull() ? 0 : query.value(0).toLongLong();
}

// Records every live entry of the catalog as a member of snapshot `pk`.
bool recordEntries(const Db& db, qint64 pk, const QString& doing, StorageError* error) {
    const qint64 previous = previousTaken(db, pk, error);
    if (previous < 0)
        return false;
    SnapshotEntryWriter writer(db, pk, doing);
    if (!writer.prepare(error))
        return false;
    for (const LiveTable& table : kLiveTables) {
        const QString kindKey = snapshotEntryKindKey(table.kind);
        // An entry the snapshot before recorded at the version the catalog still holds is the
        // same entry: share its row, without reading it.
        if (previous > 0) {
            QSqlQuery reuse(db.db);
            if (!prepare(db, reuse,
                         QStringLiteral("INSERT INTO snapshot_member (snapshot, entry, version) "
                                        "SELECT ?, m.entry, m.version FROM snapshot_member m "
                                        "JOIN snapshot_entry e ON e.pk = m.entry %1 AND "
                                        "l.version = m.version WHERE m.snapshot = ? AND e.kind = ?")
                             .arg(QLatin1String(table.join)),
                         doing, error) ||
                !bindAndExec(db, reuse, {pk, previous, kindKey}, doing, error)) {
                return false;
            }
        }
        QSet<QString> recorded;
        QSqlQuery members(db.db);
        if (!prepare(db, members,
                     QStringLiteral("SELECT e.entry_id FROM snapshot_member m JOIN snapshot_entry "
                                    "e ON e.pk = m.entry WHERE m.snapshot = ? AND e.kind = ?"),
                     doing, error) ||
            !bindAndExec(db, members, {pk, kindKey}, doing, error)) {
            return false;
        }
        while (members.next())
            recorded.insert(members.value(0).toString());
        if (!checkEnd(db, members, doing, error))
            return false;
        QHash<QString, qint64> missing; // id -> live version
        QSqlQuery live(db.db);
        if (!exec(db, live, QLatin1String(table.rows), doing, error))
            return false;
        while (live.next()) {
            const QString id = live.value(0).toString();
            if (!recorded.contains(id))
                missing.insert(id, live.value(1).toLongLong());
        }
        if (!checkEnd(db, live, doing, error))
            return false;
        if (missing.isEmpty())
            continue;

        // Read what changed: one chip at a time when few did, else every chip in one pass.
        bool ok = true;
        switch (table.kind) {
        case SnapshotEntryKind::Chip: {
            ChipRepository chips(db);
            QList<Chip> read;
            if (missing.size() <= 200) {
                // In the order of their ids, so that the same catalog gives the same rows.
                QStringList ids = missing.keys();
                ids.sort();
                for (qsizetype i = 0; i < ids.size() && ok; ++i) {
                    if (std::optional<Chip> chip = chips.find(ids.at(i), error))
                        read.append(std::move(*chip));
                    else
                        ok = false;
                }
            } else {
                read = chips.all(error);
                ok = !*error;
            }
            ok = ok &&
                 writeMissing(
                     writer, table.kind, read, [](const Chip& c) { return c.id; }, missing, error);
            break;
        }
        case SnapshotEntryKind::Price: {
            const QList<ChipPrice> read = PriceRepository(db).all(error);
            ok = !*error && writeMissing(
                                writer, table.kind, read,
                                [](const ChipPrice& p) { return p.chipId; }, missing, error);
            break;
        }
        case SnapshotEntryKind::Model: {
            const QList<LlmModel> read = ModelRepository(db).all(error);
            ok = !*error && writeMissing(
                                writer, table.kind, read, [](const LlmModel& m) { return m.id(); },
                                missing, error);
            break;
        }
        case SnapshotEntryKind::System: {
            const QList<System> read = SystemRepository(db).all(error);
            ok = !*error && writeMissing(
                                writer, table.kind, read, [](const System& s) { return s.id; },
                                missing, error);
            break;
        }
        case SnapshotEntryKind::Offer: {
            const QList<Offer> read = OfferRepository(db).all(error);
            ok = !*error &&
                 writeMissing(
                     writer, table.kind, read, [](const Offer& o) { return o.id; }, missing, error);
            break;
        }
        case SnapshotEntryKind::Result: {
            const QList<Result> read = ResultRepository(db).all(error);
            ok = !*error && writeMissing(
                                writer, table.kind, read, [](const Result& r) { return r.id; },
                                missing, error);
            break;
        }
        case SnapshotEntryKind::Scenario: {
            const QList<OwnershipScenario> read = ScenarioRepository(db).all(error);
            ok = !*error && writeMissing(
                                writer, table.kind, read,
                                [](const OwnershipScenario& s) { return s.id; }, missing, error);
            break;
        }
        }
        if (!ok)
            return false;
    }
    return true;
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
                 QStringLiteral("SELECT e.kind, e.entry_id, e.body FROM snapshot_member m JOIN "
                                "snapshot_entry e ON e.pk = m.entry WHERE m.snapshot = ?"),
                 doing, sink.error) ||
        !bindAndExec(*m_db, query, {id}, doing, sink.error)) {
        return std::nullopt;
    }
    CatalogItems items;
    while (query.next()) {
        const QString kindKey = query.value(0).toString();
        const QString entryId = query.value(1).toString();
        const std::optional<SnapshotEntryKind> kind = snapshotEntryKindFromKey(kindKey);
        QJsonParseError parseError;
        const QJsonDocument json =
            QJsonDocument::fromJson(query.value(2).toString().toUtf8(), &parseError);
        QString problem;
        if (!kind)
            problem = StorageText::tr("unknown kind \"%1\"").arg(excerpt(kindKey));
        else if (!json.isObject())
            problem = parseError.errorString();
        else
            appendSnapshotEntry(*kind, json.object(), &items, &problem);
        if (!problem.isEmpty()) {
            *sink.error = {StorageError::Code::BadData,
                           StorageText::tr("Snapshot \"%1\" in %2 holds %3 \"%4\", which cannot "
                                           "be read back: %5")
                               .arg(excerpt(snapshot->name), QDir::toNativeSeparators(m_db->path),
                                    kindKey, excerpt(entryId), problem)};
            return std::nullopt;
        }
    }
    if (!checkEnd(*m_db, query, doing, sink.error))
        return std::nullopt;
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
