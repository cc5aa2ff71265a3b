#pragma once

#include "domain/savedsnapshot.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>

namespace chipatlas {

// What every import plans, whatever the kind (chips: catalogimport.h; systems and offers:
// systemimportplan.h): the entries read are new (no stored entry has the id), changed (the
// kind's comparison finds a difference, field by field) or unchanged. What a kind compares,
// and what it keeps of the stored entry (a chip's fields the file leaves unsaid, an offer's
// price history), is its own.

// Progress and cancellation of a long import. Both members may be empty. `progress` is called
// from the thread that runs the import with (items done, items in total); `cancel` is polled
// between items, so another thread may set it (or a GUI's progress dialog may answer true).
struct ImportControl {
    std::function<void(qint64 done, qint64 total)> progress;
    std::function<bool()> cancel;
    // The automatic snapshot an import or a copy takes of a catalog that holds something, before
    // it writes (Catalog::importItems()): why (Import, or Copy for a copy between catalogs) and
    // its note (the file's name, or the source catalog).
    SnapshotReason snapshotReason = SnapshotReason::Import;
    QString snapshotNote;

    // A control that polls an atomic flag (e.g. set by a Cancel button on another thread).
    static ImportControl withFlag(const std::atomic<bool>* flag,
                                  std::function<void(qint64, qint64)> progress = {});

    bool cancelled() const { return cancel && cancel(); }
    void report(qint64 done, qint64 total) const {
        if (progress)
            progress(done, total);
    }
    // For a loop over `total` items, at item `done`: every 256 items, whether it is cancelled,
    // and if not, the progress reported.
    bool cancelledAt(qsizetype done, qint64 total) const {
        if (done % 256 != 0)
            return false;
        if (cancelled())
            return true;
        report(done, total);
        return false;
    }
};

// An import's plan: the entries new to the catalog, the changes (each kind's Change names the
// stored entry, the read one and what differs) and the ids of the entries that do not change.
template <typename Entry, typename Change>
struct EntryImportPlan {
    QList<Entry> added;
    QList<Change> changed;
    QStringList unchanged;

    bool isEmpty() const { return added.isEmpty() && changed.isEmpty(); }
};

// The one walk behind each plan: an entry of `read` is new when no entry of `stored` has its id
// (`id(entry)`, for either list), and then `add(index in read)` takes it; else
// `compare(stored, read)` returns the change for `changed`, or std::nullopt when nothing
// differs and the id joins `unchanged`. `control` is asked before each entry and told the
// progress every 256; false when it cancelled the walk.
template <typename Read, typename Stored, typename Id, typename Add, typename Compare,
          typename Change>
bool planById(const QList<Read>& read, const QList<Stored>& stored, Id id, Add add, Compare compare,
              QList<Change>* changed, QStringList* unchanged, const ImportControl& control = {}) {
    QHash<QString, const Stored*> storedById;
    storedById.reserve(stored.size());
    for (const Stored& entry : stored)
        storedById.insert(id(entry), &entry);
    const qint64 total = read.size();
    for (qsizetype i = 0; i < read.size(); ++i) {
        if (control.cancelled())
            return false;
        if (i % 256 == 0)
            control.report(i, total);
        const Read& entry = read.at(i);
        const Stored* const found = storedById.value(id(entry), nullptr);
        if (!found) {
            add(i);
            continue;
        }
        if (auto change = compare(*found, entry))
            changed->append(std::move(*change));
        else
            unchanged->append(id(entry));
    }
    return true;
}

} // namespace chipatlas
