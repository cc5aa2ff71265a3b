#pragma once

// The snapshots saved in a catalog (Catalog::savedSnapshots()): taking, listing, reading back,
// renaming, deleting, and adding one read from a snapshot file. Its SQL is in snapshotstore.cpp.

#include "domain/savedsnapshot.h"
#include "io/catalogcopy.h"
#include "io/snapshotfile.h"
#include "storageerror.h"

#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

namespace storage {
struct Db;
}

// A snapshot records every entry of the catalog as its JSON (snapshotfile.h). An entry that an
// earlier snapshot recorded at the version the catalog still holds is shared with it, so a
// snapshot costs the space of what changed since the one before (schema 11, migrations.cpp).
// Snapshots are not entries: no undo, no versions; writing one runs in its own write
// transaction, or joins the one already open (an import's automatic snapshot).
class SnapshotRepository final {
public:
    explicit SnapshotRepository(const storage::Db& db)
        : m_db(&db) {}

    // Records the whole catalog as it is now, in one transaction. An empty `name` takes an
    // automatic name (automaticSnapshotName(), " (2)" and so on added when it is taken); a name
    // validateSnapshotName() refuses or one another snapshot has fails with BadData naming it.
    // An automatic snapshot (isAutomaticSnapshot()) deletes the oldest automatic ones beyond
    // kMaxAutomaticSnapshots; the user's and files' stay until deleted.
    std::optional<SavedSnapshot> take(const QString& name, SnapshotReason reason,
                                      const QString& note, StorageError* error);
    // Every snapshot, newest first.
    std::optional<QList<SavedSnapshot>> list(StorageError* error) const;
    // The snapshot of that name (exactly), else the one whose key is that number; NotFound
    // naming it otherwise.
    std::optional<SavedSnapshot> find(const QString& nameOrId, StorageError* error) const;
    // What the snapshot recorded, each list ordered by id (sortSnapshotItems()).
    std::optional<CatalogItems> read(qint64 id, StorageError* error) const;
    bool rename(qint64 id, const QString& name, StorageError* error);
    // Deletes the snapshot and every recorded entry no other snapshot shares.
    bool remove(qint64 id, StorageError* error);
    // Saves the snapshot of a file (readSnapshotFile()) under its name, date and note, with the
    // reason File; its entries are checked as the file reader checks them.
    std::optional<SavedSnapshot> add(const SnapshotFile& file, StorageError* error);

private:
    const storage::Db* m_db;
};

} // namespace chipatlas
