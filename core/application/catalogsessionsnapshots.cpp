// CatalogSession's saved snapshots and diffs (catalogsession.h): each call runs on the worker in
// turn with every other operation; the GUI thread gets the list, the diff or the error by
// signal and never reads storage itself.
#include "application/catalogsession.h"
#include "io/safefile.h"
#include "io/snapshotfile.h"
#include "storage/catalog.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

namespace chipatlas {

namespace {

// The snapshot `id` among `list`, or nullptr.
const SavedSnapshot* findSnapshot(const QList<SavedSnapshot>& list, qint64 id) {
    for (const SavedSnapshot& snapshot : list) {
        if (snapshot.id == id)
            return &snapshot;
    }
    return nullptr;
}

// A snapshot the list no longer has (deleted meanwhile, by another client of a team catalog).
StorageError snapshotGone(qint64 id) {
    return {StorageError::Code::NotFound,
            CatalogSession::tr("The catalog has no snapshot %1 any more: another window or "
                               "another user may have deleted it. The list shows what it has.")
                .arg(id)};
}

} // namespace

void CatalogSession::runSnapshotJob(const QString& failureText, bool relist,
                                    std::function<SnapshotOutcome(Catalog&)> job, bool diff) {
    if (!m_open)
        return;
    enqueue([this, failureText, relist, job = std::move(job), diff] {
        if (m_offline) {
            const StorageError error{
                StorageError::Code::Unreachable,
                tr("The team server %1 cannot be reached.").arg(m_connection.displayText())};
            if (diff)
                Q_EMIT diffFailed(failureText, error);
            else
                Q_EMIT snapshotFailed(failureText, error);
            finishOperation();
            return;
        }
        post([this, failureText, relist, job, diff](Catalog* catalog) {
            SnapshotOutcome outcome;
            outcome.error = injectedFault();
            if (!outcome.error)
                outcome = job(*catalog);
            if (!outcome.error && relist && !outcome.list) {
                StorageError listError;
                outcome.list = catalog->savedSnapshots().list(&listError);
            }
            deliver([this, failureText, diff, outcome = std::move(outcome)] {
                if (outcome.error.code == StorageError::Code::Unreachable)
                    goOffline();
                if (outcome.list) {
                    m_savedSnapshots = *outcome.list;
                    Q_EMIT savedSnapshotsChanged(m_savedSnapshots);
                }
                if (outcome.error && diff)
                    Q_EMIT diffFailed(failureText, outcome.error);
                else if (outcome.error)
                    Q_EMIT snapshotFailed(failureText, outcome.error);
                else if (outcome.diff)
                    Q_EMIT diffReady(*outcome.diff);
                if (!outcome.error && !outcome.text.isEmpty())
                    Q_EMIT snapshotDone(outcome.text);
                finishOperation();
            });
        });
    });
}

void CatalogSession::listSnapshots() {
    m_listingSnapshots = true;
    runSnapshotJob(tr("Could not read the catalog's snapshots."), false, [](Catalog& catalog) {
        SnapshotOutcome outcome;
        outcome.list = catalog.savedSnapshots().list(&outcome.error);
        return outcome;
    });
}

void CatalogSession::takeSnapshot(const QString& name, const QString& note) {
    const QString failure =
        name.isEmpty() ? tr("Could not take a snapshot; nothing was changed.")
                       : tr("Could not take the snapshot %1; nothing was changed.").arg(name);
    runSnapshotJob(failure, true, [name, note](Catalog& catalog) {
        SnapshotOutcome outcome;
        const std::optional<SavedSnapshot> taken =
            catalog.savedSnapshots().take(name, SnapshotReason::User, note, &outcome.error);
        if (taken)
            outcome.text = tr("Took the snapshot %1.").arg(taken->name);
        return outcome;
    });
}

void CatalogSession::renameSnapshot(qint64 id, const QString& name) {
    const SavedSnapshot* known = findSnapshot(m_savedSnapshots, id);
    const QString old = known ? known->name : QString::number(id);
    runSnapshotJob(tr("Could not rename the snapshot %1; nothing was changed.").arg(old), true,
                   [id, name, old](Catalog& catalog) {
                       SnapshotOutcome outcome;
                       if (catalog.savedSnapshots().rename(id, name, &outcome.error))
                           outcome.text = tr("Renamed the snapshot %1 to %2.").arg(old, name);
                       return outcome;
                   });
}

void CatalogSession::deleteSnapshot(qint64 id) {
    const SavedSnapshot* known = findSnapshot(m_savedSnapshots, id);
    const QString name = known ? known->name : QString::number(id);
    runSnapshotJob(tr("Could not delete the snapshot %1; nothing was changed.").arg(name), true,
                   [id, name](Catalog& catalog) {
                       SnapshotOutcome outcome;
                       if (catalog.savedSnapshots().remove(id, &outcome.error))
                           outcome.text = tr("Deleted the snapshot %1.").arg(name);
                       return outcome;
                   });
}

void CatalogSession::exportSnapshot(qint64 id, const QString& path) {
    const SavedSnapshot* known = findSnapshot(m_savedSnapshots, id);
    const QString name = known ? known->name : QString::number(id);
    runSnapshotJob(
        tr("Could not export the snapshot %1.").arg(name), false, [id, path](Catalog& catalog) {
            SnapshotOutcome outcome;
            SnapshotRepository snapshots = catalog.savedSnapshots();
            const std::optional<QList<SavedSnapshot>> list = snapshots.list(&outcome.error);
            if (!list)
                return outcome;
            outcome.list = list;
            const SavedSnapshot* snapshot = findSnapshot(*list, id);
            if (!snapshot) {
                outcome.error = snapshotGone(id);
                return outcome;
            }
            std::optional<CatalogItems> items = snapshots.read(id, &outcome.error);
            if (!items)
                return outcome;
            const QByteArray bytes =
                writeSnapshotFile(SnapshotFile{snapshot->name, snapshot->takenAt, snapshot->reason,
                                               snapshot->note, std::move(*items)});
            QString error;
            if (!SafeFile::save(path, bytes, &error)) {
                outcome.error = {StorageError::Code::CannotCreate, error};
                return outcome;
            }
            outcome.text = tr("Exported the snapshot %1 to %2.")
                               .arg(snapshot->name, QFileInfo(path).fileName());
            return outcome;
        });
}

void CatalogSession::importSnapshot(const QString& path, const QString& name) {
    const QString fileName = QFileInfo(path).fileName();
    runSnapshotJob(
        tr("Could not import the snapshot file %1; nothing was changed.").arg(path), true,
        [path, name](Catalog& catalog) {
            SnapshotOutcome outcome;
            const QString notAFile = notARegularFile(path);
            QFile file(path);
            QByteArray data;
            if (notAFile.isEmpty() && file.open(QIODevice::ReadOnly))
                data = file.readAll();
            if (!notAFile.isEmpty() || file.error() != QFileDevice::NoError) {
                outcome.error = {StorageError::Code::BadData,
                                 tr("Cannot read %1: %2.")
                                     .arg(path, notAFile.isEmpty() ? file.errorString()
                                                                   : tr("it is %1").arg(notAFile))};
                return outcome;
            }
            QString error;
            std::optional<SnapshotFile> read = readSnapshotFile(data, &error);
            if (!read) {
                outcome.error = {StorageError::Code::BadData, tr("%1: %2.").arg(path, error)};
                return outcome;
            }
            if (!name.isEmpty())
                read->name = name;
            const std::optional<SavedSnapshot> added =
                catalog.savedSnapshots().add(*read, &outcome.error);
            if (added)
                outcome.text = tr("Imported the snapshot %1.").arg(added->name);
            return outcome;
        });
}

void CatalogSession::diffSnapshots(qint64 from, std::optional<qint64> to) {
    runSnapshotJob(
        tr("Could not compare the snapshots."), false,
        [from, to](Catalog& catalog) {
            SnapshotOutcome outcome;
            SnapshotRepository snapshots = catalog.savedSnapshots();
            const std::optional<QList<SavedSnapshot>> list = snapshots.list(&outcome.error);
            if (!list)
                return outcome;
            outcome.list = list;
            const SavedSnapshot* before = findSnapshot(*list, from);
            const SavedSnapshot* after = to ? findSnapshot(*list, *to) : nullptr;
            if (!before || (to && !after)) {
                outcome.error = snapshotGone(before ? *to : from);
                return outcome;
            }
            const std::optional<CatalogItems> beforeItems = snapshots.read(from, &outcome.error);
            if (!beforeItems)
                return outcome;
            const std::optional<CatalogItems> afterItems =
                to ? snapshots.read(*to, &outcome.error)
                   : readCatalogItems(catalog, &outcome.error);
            if (!afterItems)
                return outcome;
            outcome.diff = diffCatalogs(*beforeItems, *afterItems, before->name,
                                        after ? after->name : tr("now"));
            outcome.diff->fromTime = before->takenAt;
            outcome.diff->toTime = after ? after->takenAt : QDateTime::currentDateTimeUtc();
            return outcome;
        },
        true);
}

} // namespace chipatlas
