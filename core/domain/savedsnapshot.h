#pragma once

#include <QDateTime>
#include <QString>
#include <QStringView>

#include <optional>

namespace chipatlas {

// A snapshot saved in a catalog: a named, dated record of every entry the catalog held (chips
// with their figures, chip prices, LLM models, systems, offers with their price histories,
// measured results, ownership scenarios). It is not an entry kind: it has no undo and no
// versions of its own (docs/ARCHITECTURE.md, "Snapshots: a record of entries, not a kind").
// "Snapshot" alone names the session's in-memory view (application/catalogsnapshot.h).

// Why a snapshot was taken: by the user, automatically before an import, a copy into the
// catalog or an update of the built-in catalog, or read back from a snapshot file.
enum class SnapshotReason { User, Import, Copy, Update, File };

// The key stored in the catalog and written in a snapshot file: "user", "import", "copy",
// "update", "file".
QString snapshotReasonKey(SnapshotReason reason);
// Translated (context "SnapshotReason"): "taken by you", "before an import", ...
QString snapshotReasonDisplayName(SnapshotReason reason);
std::optional<SnapshotReason> snapshotReasonFromKey(QStringView key);
// Import, copy and update: kept up to kMaxAutomaticSnapshots, the oldest going first.
bool isAutomaticSnapshot(SnapshotReason reason);
inline constexpr int kMaxAutomaticSnapshots = 20;

// How many entries of each kind a snapshot recorded; offerPrices counts the prices of all its
// offers' histories.
struct SnapshotCounts {
    int chips = 0, prices = 0, models = 0, systems = 0, offers = 0, offerPrices = 0, results = 0,
        scenarios = 0;
    friend bool operator==(const SnapshotCounts&, const SnapshotCounts&) = default;
};

struct SavedSnapshot {
    qint64 id = 0;     // the catalog's key of the snapshot
    QString name;      // unique in its catalog
    QDateTime takenAt; // UTC, whole seconds
    SnapshotReason reason = SnapshotReason::User;
    QString note; // the imported file's name, the source catalog of a copy, or the user's words
    SnapshotCounts counts;
    friend bool operator==(const SavedSnapshot&, const SavedSnapshot&) = default;
};

// Empty when `name` can name a snapshot; else a message naming the problem (translated, context
// "SnapshotReason"): empty, only spaces, spaces around it, a line break or control character, or
// longer than 200 characters.
QString validateSnapshotName(const QString& name);

// The name of an automatic snapshot taken at `when` (local time, to the minute):
// "Before import 2026-12-05 11:30", "Before copy ...", "Before update ...", "Snapshot ..." for
// the user's without a name, "Imported ..." for a file's. Kept in the catalog as it is, in
// English, whoever reads it.
QString automaticSnapshotName(SnapshotReason reason, const QDateTime& when);

} // namespace chipatlas
