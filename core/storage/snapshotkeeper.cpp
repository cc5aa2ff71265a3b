// Keeping what a snapshot reads from the live rows before a write changes them
// (snapshotkeeper.h, schema 12 in migrationsteps.h).

#include "snapshotkeeper.h"

#include "catalog_p.h"
#include "columns.h"
#include "snapshotrows.h"

#include <QCryptographicHash>
#include <QDir>

namespace chipatlas::storage {

namespace {
QString keeping() {
    return StorageText::tr("keep what the snapshots recorded");
}

// The ids of `kind` that a snapshot reads from the live row.
bool liveMembers(const Db& db, SnapshotEntryKind kind, QSet<QString>* ids, StorageError* error) {
    QSqlQuery query(db.db);
    query.setForwardOnly(true);
    if (!prepare(db, query,
                 QStringLiteral("SELECT DISTINCT entry_id FROM snapshot_member WHERE kind = ? "
                                "AND entry IS NULL"),
                 keeping(), error) ||
        !bindAndExec(db, query, {snapshotEntryKindKey(kind)}, keeping(), error)) {
        return false;
    }
    while (query.next())
        ids->insert(query.value(0).toString());
    return checkEnd(db, query, keeping(), error);
}
} // namespace

bool SnapshotKeeper::keep(SnapshotEntryKind kind, const QStringList& ids, StorageError* error) {
    QSet<QString> needed;
    if (ids.size() > kFewEntries) {
        QSet<QString> read;
        if (!liveMembers(m_db, kind, &read, error))
            return false;
        for (const QString& id : ids) {
            if (read.contains(id))
                needed.insert(id);
        }
    } else {
        if (!m_prepared &&
            !prepare(m_db, m_find,
                     QStringLiteral("SELECT 1 FROM snapshot_member WHERE kind = ? AND "
                                    "entry_id = ? AND entry IS NULL LIMIT 1"),
                     keeping(), error)) {
            return false;
        }
        m_prepared = true;
        const QString kindKey = snapshotEntryKindKey(kind);
        for (const QString& id : ids) {
            if (!bindAndExec(m_db, m_find, {kindKey, nonNull(id)}, keeping(), error))
                return false;
            if (m_find.next())
                needed.insert(id);
            else if (!checkEnd(m_db, m_find, keeping(), error))
                return false;
            m_find.finish();
        }
    }
    return keepRead(kind, needed, error);
}

bool SnapshotKeeper::keepAll(SnapshotEntryKind kind, StorageError* error) {
    QSet<QString> needed;
    return liveMembers(m_db, kind, &needed, error) && keepRead(kind, needed, error);
}

bool SnapshotKeeper::keepRead(SnapshotEntryKind kind, const QSet<QString>& ids,
                              StorageError* error) {
    if (ids.isEmpty())
        return true;
    QSqlQuery entry(m_db.db);
    QSqlQuery members(m_db.db);
    if (!prepare(m_db, entry,
                 QStringLiteral("INSERT INTO snapshot_entry (kind, entry_id, digest, body) VALUES "
                                "(?, ?, ?, ?) ON CONFLICT (kind, entry_id, digest) DO NOTHING"),
                 keeping(), error) ||
        !prepare(m_db, members,
                 QStringLiteral("UPDATE snapshot_member SET entry = (SELECT pk FROM "
                                "snapshot_entry WHERE kind = ? AND entry_id = ? AND digest = ?) "
                                "WHERE kind = ? AND entry_id = ? AND entry IS NULL"),
                 keeping(), error)) {
        return false;
    }
    const QString kindKey = snapshotEntryKindKey(kind);
    qsizetype kept = 0;
    const bool read = forLiveEntries(
        m_db, kind, ids,
        [&](const auto& live) {
            const QString id = liveEntryId(live);
            const QByteArray body = snapshotEntryBody(snapshotEntryJson(live));
            const QString digest = QString::fromLatin1(
                QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex());
            ++kept;
            return bindAndExec(m_db, entry, {kindKey, id, digest, QString::fromUtf8(body)},
                               keeping(), error) &&
                   bindAndExec(m_db, members, {kindKey, id, digest, kindKey, id}, keeping(), error);
        },
        error);
    if (!read)
        return false;
    if (kept != ids.size()) {
        *error = {StorageError::Code::BadData,
                  StorageText::tr("Could not %1 in %2: a snapshot records %3 entries of kind "
                                  "\"%4\" that the catalog no longer holds.")
                      .arg(keeping(), QDir::toNativeSeparators(m_db.path))
                      .arg(ids.size() - kept)
                      .arg(kindKey)};
        return false;
    }
    return true;
}

} // namespace chipatlas::storage
