#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/snapshotrows.h is internal to chipatlas_core: use storage/catalog.h"
#endif

// The rows of the snapshot tables (schema 11): what taking, reading and changing a snapshot
// share (snapshotstore.cpp). Each runs inside the caller's transaction.

#include "domain/savedsnapshot.h"
#include "io/snapshotfile.h"
#include "sqlsupport.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas::storage {

// BadData: `name` is taken by another snapshot of the catalog.
StorageError snapshotNameTaken(const Db& db, const QString& name);
// NotFound naming `nameOrId`.
StorageError snapshotNotFound(const Db& db, const QString& nameOrId);
// The key of the snapshot named `name`, 0 when there is none; -1 on error.
qint64 snapshotNamed(const Db& db, const QString& name, StorageError* error);
// The snapshots (all of them, or the one with key `pk`), newest first, with their counts.
bool readSnapshots(const Db& db, std::optional<qint64> pk, QList<SavedSnapshot>* snapshots,
                   StorageError* error);
std::optional<SavedSnapshot> readSnapshot(const Db& db, qint64 pk, StorageError* error);
// Inserts the catalog_snapshot row; its key, or 0 on error.
qint64 insertSnapshot(const Db& db, const QString& name, const QDateTime& takenAt,
                      SnapshotReason reason, const QString& note, StorageError* error);
// Whether the newest snapshot of the catalog was taken for `reason` with `note` (false when there
// is none): an update that an earlier open started and did not finish has its snapshot already.
bool newestSnapshotIs(const Db& db, SnapshotReason reason, const QString& note, bool* is,
                      StorageError* error);
// Deletes the snapshot and its members (not the entries: pruneSnapshotEntries()).
bool deleteSnapshotRows(const Db& db, qint64 pk, const QString& doing, StorageError* error);
// Deletes every snapshot_entry that no snapshot records any more.
bool pruneSnapshotEntries(const Db& db, const QString& doing, StorageError* error);
// `wanted` when validateSnapshotName() takes it and no snapshot has it (else BadData naming
// it); when empty, the automatic name for `reason` now, made unique with " (2)", " (3)", ...
bool chooseSnapshotName(const Db& db, const QString& wanted, SnapshotReason reason, QString* name,
                        StorageError* error);

// Writes the entries of one snapshot: each body stored once per (kind, id, digest), each a member
// with `version` (null for a file's).
class SnapshotEntryWriter final {
public:
    SnapshotEntryWriter(const Db& db, qint64 snapshot, const QString& doing);
    bool prepare(StorageError* error);
    bool write(SnapshotEntryKind kind, const QString& id, const QJsonObject& json,
               std::optional<qint64> version, StorageError* error);

private:
    const Db& m_db;
    qint64 m_snapshot;
    QString m_doing;
    QSqlQuery m_entry;
    QSqlQuery m_member;
};

} // namespace chipatlas::storage
