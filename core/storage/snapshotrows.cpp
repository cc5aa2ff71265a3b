// The rows of the snapshot tables (schema 11, migrations.cpp) that taking, reading and changing a
// snapshot share (snapshotstore.cpp).

#include "snapshotrows.h"

#include "columns.h"
#include "domain/excerpt.h"

#include <QCryptographicHash>
#include <QDir>
#include <QHash>

namespace chipatlas::storage {

namespace {
QString native(const Db& db) {
    return QDir::toNativeSeparators(db.path);
}

StorageError badName(const QString& problem) {
    return {StorageError::Code::BadData, problem};
}

QString takenAtText(const QDateTime& when) {
    return when.toUTC().toString(Qt::ISODate);
}

QString offerPricesSql(const Db& db) {
    return db.isSqlite() ? QStringLiteral("json_array_length(e.body, '$.prices')")
                         : QStringLiteral("json_array_length(e.body::json -> 'prices')");
}

void addCount(SnapshotCounts* counts, const QString& kindKey, int count, int offerPrices) {
    switch (snapshotEntryKindFromKey(kindKey).value_or(SnapshotEntryKind::Chip)) {
    case SnapshotEntryKind::Chip:
        counts->chips += count;
        break;
    case SnapshotEntryKind::Price:
        counts->prices += count;
        break;
    case SnapshotEntryKind::Model:
        counts->models += count;
        break;
    case SnapshotEntryKind::System:
        counts->systems += count;
        break;
    case SnapshotEntryKind::Offer:
        counts->offers += count;
        counts->offerPrices += offerPrices;
        break;
    case SnapshotEntryKind::Result:
        counts->results += count;
        break;
    case SnapshotEntryKind::Scenario:
        counts->scenarios += count;
        break;
    }
}
} // namespace

StorageError snapshotNameTaken(const Db& db, const QString& name) {
    return {StorageError::Code::BadData,
            StorageText::tr("%1 already has a snapshot named \"%2\"; choose another name.")
                .arg(native(db), excerpt(name))};
}

StorageError snapshotNotFound(const Db& db, const QString& nameOrId) {
    return {
        StorageError::Code::NotFound,
        StorageText::tr("There is no snapshot \"%1\" in %2.").arg(excerpt(nameOrId), native(db))};
}

// The pk of the snapshot named `name`, 0 when none; -1 on error.
qint64 snapshotNamed(const Db& db, const QString& name, StorageError* error) {
    const QString doing = StorageText::tr("read the snapshots");
    QSqlQuery query(db.db);
    if (!prepare(db, query, QStringLiteral("SELECT pk FROM catalog_snapshot WHERE name = ?"), doing,
                 error) ||
        !bindAndExec(db, query, {nonNull(name)}, doing, error)) {
        return -1;
    }
    if (query.next())
        return query.value(0).toLongLong();
    return checkEnd(db, query, doing, error) ? 0 : -1;
}

// The snapshots (all, or the one with key `pk`), newest first, with their counts.
bool readSnapshots(const Db& db, std::optional<qint64> pk, QList<SavedSnapshot>* snapshots,
                   StorageError* error) {
    const QString doing = StorageText::tr("read the snapshots");
    QSqlQuery query(db.db);
    const QString where = pk ? QStringLiteral(" WHERE pk = ?") : QString();
    if (!prepare(db, query,
                 QStringLiteral("SELECT pk, name, taken_at, reason, note FROM catalog_snapshot%1 "
                                "ORDER BY taken_at DESC, pk DESC")
                     .arg(where),
                 doing, error)) {
        return false;
    }
    if (pk)
        query.bindValue(0, *pk);
    if (!execPrepared(db, query, doing, error))
        return false;
    QHash<qint64, qsizetype> index;
    while (query.next()) {
        SavedSnapshot snapshot;
        snapshot.id = query.value(0).toLongLong();
        snapshot.name = query.value(1).toString();
        snapshot.takenAt = QDateTime::fromString(query.value(2).toString(), Qt::ISODate).toUTC();
        snapshot.reason =
            snapshotReasonFromKey(query.value(3).toString()).value_or(SnapshotReason::User);
        snapshot.note = query.value(4).toString();
        index.insert(snapshot.id, snapshots->size());
        snapshots->append(snapshot);
    }
    if (!checkEnd(db, query, doing, error))
        return false;
    if (snapshots->isEmpty())
        return true;
    QSqlQuery counts(db.db);
    if (!prepare(
            db, counts,
            QStringLiteral("SELECT m.snapshot, m.kind, count(*), sum(CASE WHEN m.kind <> "
                           "'offer' THEN 0 WHEN e.body IS NULL THEN (SELECT count(*) FROM "
                           "offer_price op JOIN offer o ON o.pk = op.offer WHERE o.id = "
                           "m.entry_id) ELSE %1 END) FROM snapshot_member m LEFT JOIN "
                           "snapshot_entry e ON e.pk = m.entry%2 GROUP BY m.snapshot, m.kind")
                .arg(offerPricesSql(db), pk ? QStringLiteral(" WHERE m.snapshot = ?") : QString()),
            doing, error)) {
        return false;
    }
    if (pk)
        counts.bindValue(0, *pk);
    if (!execPrepared(db, counts, doing, error))
        return false;
    while (counts.next()) {
        const auto it = index.constFind(counts.value(0).toLongLong());
        if (it == index.constEnd())
            continue;
        addCount(&(*snapshots)[*it].counts, counts.value(1).toString(), counts.value(2).toInt(),
                 counts.value(3).toInt());
    }
    return checkEnd(db, counts, doing, error);
}

std::optional<SavedSnapshot> readSnapshot(const Db& db, qint64 pk, StorageError* error) {
    QList<SavedSnapshot> snapshots;
    if (!readSnapshots(db, pk, &snapshots, error))
        return std::nullopt;
    if (snapshots.isEmpty()) {
        *error = snapshotNotFound(db, QString::number(pk));
        return std::nullopt;
    }
    return snapshots.constFirst();
}

// Inserts the catalog_snapshot row; its pk, or 0 on error.
qint64 insertSnapshot(const Db& db, const QString& name, const QDateTime& takenAt,
                      SnapshotReason reason, const QString& note, StorageError* error) {
    const QString doing = StorageText::tr("save snapshot \"%1\"").arg(name);
    QSqlQuery query(db.db);
    if (!prepare(db, query,
                 QStringLiteral("INSERT INTO catalog_snapshot (name, taken_at, reason, note) "
                                "VALUES (?, ?, ?, ?)"),
                 doing, error) ||
        !bindAndExec(
            db, query,
            {nonNull(name), takenAtText(takenAt), snapshotReasonKey(reason), nonNull(note)}, doing,
            error)) {
        return 0;
    }
    const qint64 pk = snapshotNamed(db, name, error);
    return pk > 0 ? pk : 0;
}

// Writes the entries of one snapshot: each body stored once per (kind, id, digest), each a member

// Deletes every snapshot_entry that no snapshot records any more.
bool pruneSnapshotEntries(const Db& db, const QString& doing, StorageError* error) {
    return exec(db,
                QStringLiteral("DELETE FROM snapshot_entry WHERE NOT EXISTS (SELECT 1 FROM "
                               "snapshot_member m WHERE m.entry = snapshot_entry.pk)"),
                doing, error);
}

bool newestSnapshotIs(const Db& db, SnapshotReason reason, const QString& note, bool* is,
                      StorageError* error) {
    const QString doing = StorageText::tr("read the snapshots");
    QSqlQuery query(db.db);
    if (!exec(db, query,
              QStringLiteral("SELECT reason, note FROM catalog_snapshot ORDER BY pk DESC LIMIT 1"),
              doing, error)) {
        return false;
    }
    *is = query.next() && query.value(0).toString() == snapshotReasonKey(reason) &&
          query.value(1).toString() == note;
    return checkEnd(db, query, doing, error);
}

bool deleteSnapshotRows(const Db& db, qint64 pk, const QString& doing, StorageError* error) {
    QSqlQuery query(db.db);
    return prepare(db, query, QStringLiteral("DELETE FROM snapshot_member WHERE snapshot = ?"),
                   doing, error) &&
           bindAndExec(db, query, {pk}, doing, error) &&
           prepare(db, query, QStringLiteral("DELETE FROM catalog_snapshot WHERE pk = ?"), doing,
                   error) &&
           bindAndExec(db, query, {pk}, doing, error);
}

// `wanted`, or when empty the automatic name for `reason` now, made unique with " (2)", ...
bool chooseSnapshotName(const Db& db, const QString& wanted, SnapshotReason reason, QString* name,
                        StorageError* error) {
    if (!wanted.isEmpty()) {
        if (const QString problem = validateSnapshotName(wanted); !problem.isEmpty()) {
            *error = badName(problem);
            return false;
        }
        const qint64 taken = snapshotNamed(db, wanted, error);
        if (taken < 0)
            return false;
        if (taken > 0) {
            *error = snapshotNameTaken(db, wanted);
            return false;
        }
        *name = wanted;
        return true;
    }
    const QString base = automaticSnapshotName(reason, QDateTime::currentDateTime());
    for (int n = 1;; ++n) {
        const QString candidate = n == 1 ? base : QStringLiteral("%1 (%2)").arg(base).arg(n);
        const qint64 taken = snapshotNamed(db, candidate, error);
        if (taken < 0)
            return false;
        if (taken == 0) {
            *name = candidate;
            return true;
        }
    }
}

SnapshotEntryWriter::SnapshotEntryWriter(const Db& db, qint64 snapshot, const QString& doing)
    : m_db(db)
    , m_snapshot(snapshot)
    , m_doing(doing)
    , m_entry(db.db)
    , m_member(db.db) {}

bool SnapshotEntryWriter::prepare(StorageError* error) {
    return storage::prepare(m_db, m_entry,
                            QStringLiteral("INSERT INTO snapshot_entry (kind, entry_id, "
                                           "digest, body) VALUES (?, ?, ?, ?) ON CONFLICT "
                                           "(kind, entry_id, digest) DO NOTHING"),
                            m_doing, error) &&
           storage::prepare(m_db, m_member,
                            QStringLiteral("INSERT INTO snapshot_member (snapshot, kind, "
                                           "entry_id, version, entry) SELECT ?, kind, "
                                           "entry_id, ?, pk FROM snapshot_entry WHERE kind = ? "
                                           "AND entry_id = ? AND digest = ?"),
                            m_doing, error);
}

bool SnapshotEntryWriter::write(SnapshotEntryKind kind, const QString& id, const QJsonObject& json,
                                std::optional<qint64> version, StorageError* error) {
    const QByteArray body = snapshotEntryBody(json);
    const QString digest =
        QString::fromLatin1(QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex());
    const QString kindKey = snapshotEntryKindKey(kind);
    const QVariant versionValue =
        version ? QVariant(*version) : QVariant(QMetaType(QMetaType::LongLong));
    return bindAndExec(m_db, m_entry, {kindKey, nonNull(id), digest, QString::fromUtf8(body)},
                       m_doing, error) &&
           bindAndExec(m_db, m_member, {m_snapshot, versionValue, kindKey, nonNull(id), digest},
                       m_doing, error);
}

} // namespace chipatlas::storage
