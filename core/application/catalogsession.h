#pragma once

#include "application/catalogchange.h"
#include "application/catalogconflict.h"
#include "application/catalogdiff.h"
#include "application/catalogsnapshot.h"
#include "application/changehistory.h"
#include "application/mailbox.h"
#include "domain/savedsnapshot.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"
#include "storage/storageerror.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QQueue>

#include <chrono>
#include <functional>
#include <memory>

class QThread;
class QTimer;

Q_DECLARE_METATYPE(chipatlas::StorageError)
Q_DECLARE_METATYPE(chipatlas::CatalogDiff)

namespace chipatlas {

class ReconnectScheduler;

// The GUI's one connection to the catalog, for the lifetime of the program: main() makes it
// before the main window, which shows it, and it outlives the window. Nothing else in ui/ or
// app/gui/ opens a Catalog (tst_catalogsession checks the sources).
//
// The Catalog lives on the session's worker thread (a Qt Sql connection belongs to the thread
// that opened it) and every read and write runs there, one after another, so that the GUI
// thread never waits on work that grows with the catalog. The views subscribe to
// snapshotChanged(): an immutable CatalogSnapshot of what they show.
//
// Every change is a step of the undo history: change() runs a job on the worker that works out
// the states before and after (a use case: chipedits.h, pricing.h, ...), writes the after side
// in one transaction and reads a new snapshot. Only when the write succeeded does the step go on
// history() and the views get the new snapshot; a failed write leaves both as they were and
// reports changeFailed(). Undo and redo (history()->undo(), redo(), setIndex(): also a click in
// the undo history) write on the worker the same way and move the history's index only as far
// as the writes succeeded, so that the history always matches the catalog.
// Operations run in the order they were asked for; each starts when the one before finished.
//
// Other clients (another window on the same file, other users of a team catalog) change the
// catalog too. Every write is based on the versions it read, and a write over someone else's
// newer save is refused: conflictOccurred() then reports the three sides and nothing is written.
// On a timer (setRefreshInterval()) the worker reads the catalog's change marker, and when it
// grew since the last snapshot, publishes a new one.
//
// A team server can go away. A job that fails with StorageError::Code::Unreachable puts the
// session offline (wentOffline()): the snapshot stays, and the views keep showing it. Changes
// asked for while offline, and the one that failed because the server went away, wait in order
// (pendingChanged()); they are not reported as failed. The session tries to reach the server
// again on its worker, after 1, 2, 4 ... up to 60 s (reconnectScheduled(); reconnectNow() tries
// at once), with the connection and the options it keeps. Once back, it writes the waiting
// changes in order, each as a normal change (an undo step; one refused with Code::Conflict is
// reported through conflictOccurred(), any other through changeFailed(); both through its
// `done`), reloads the snapshot and
// says backOnline(). Undo and redo are refused while offline (undoFailed()).
class CatalogSession final : public QObject {
    Q_OBJECT

public:
    explicit CatalogSession(QObject* parent = nullptr);
    ~CatalogSession() override; // waits for the operation in progress to finish

    // Opens the catalog on the worker (creating, migrating and seeding it as needed), and waits
    // for it: constant-time work, done before the window shows. On failure returns false, fills
    // `error` (the file is left as it was) and the session stays closed.
    // `options` (a team server's password) stay in memory for reconnecting; never written.
    bool open(const CatalogConnection& connection, const Catalog::Options& options,
              StorageError* error);
    bool open(const CatalogConnection& connection, StorageError* error) {
        return open(connection, Catalog::Options{}, error);
    }
    bool isOpen() const { return m_open; }
    // Runs `job` on the worker and waits for it. Start-up only, for constant-time checks of the
    // command line (the ids it names) before the window shows and while nothing else runs.
    void readBlocking(const std::function<void(const Catalog&)>& job);
    const CatalogConnection& connection() const { return m_connection; }

    // Switches to another catalog (Settings, Catalog), after the operations before it: opens
    // `connection` on the worker and only when it opened and its snapshot was read, closes the
    // old catalog, clears the undo history (its steps belong to the old catalog), emits
    // connectionChanged() and publishes the new snapshot, which the views follow. When the new
    // catalog cannot be opened the old one stays, with its undo history. `done` runs on the GUI
    // thread with the error (none on success), unless `context` is gone by then.
    void reopen(const CatalogConnection& connection, const Catalog::Options& options,
                QObject* context, std::function<void(const StorageError& error)> done);

    // What the views show; not loaded until the first reload() publishes. On a catalog of
    // more than a page of chips the first reload() publishes the first page (a partial
    // snapshot: isComplete() false) and then the whole catalog.
    const CatalogSnapshot& snapshot() const { return m_snapshot; }
    // The changes written, for undo and redo (the GUI shows it through a QUndoStack that follows
    // it: ui/editing/undostackmirror.h).
    ChangeHistory* history() const { return m_history; }
    // Whether an operation is running or waiting (tests wait for it to be false).
    bool isBusy() const { return m_running || !m_queue.isEmpty(); }

    // Reads the snapshot again (File > Reload catalog); snapshotChanged() or loadFailed(). The
    // first reload() of a large catalog emits snapshotChanged() twice: a partial snapshot,
    // then the complete one.
    void reload();

    // Runs `job` on the worker with the catalog, then `done` on the GUI thread with its result
    // (not when `context` is gone). For reads that the snapshot does not hold (a chip's edit
    // marks, an import's plan).
    template <typename Result>
    void read(QObject* context, std::function<Result(const Catalog&)> job,
              std::function<void(const Result&)> done);

    // Runs `job` on the worker with the session's catalog and a second, temporary Catalog at
    // `other` (opened with `options`, created and seeded when it is a new file; nullptr with
    // `openError` set when it cannot be opened), closed again when the job returns; then `done`
    // on the GUI thread with its result (not when `context` is gone). Copying between catalogs
    // (File > Copy Catalog To/From) reads and writes the other catalog this way, off the GUI
    // thread and in turn with every other operation.
    template <typename Result>
    void withOther(
        QObject* context, const CatalogConnection& other, const Catalog::Options& options,
        std::function<Result(Catalog& current, Catalog* other, const StorageError& openError)> job,
        std::function<void(const Result&)> done);

    // A change job is a use case (chipedits.h, pricing.h, ...) on the worker's catalog: what it
    // returns, the session writes (unless the use case did, as an import does) and records.
    using ChangeResult = chipatlas::ChangeResult;
    using ChangeJob = std::function<ChangeResult(Catalog&)>;
    enum class Outcome { Changed, Unchanged, Failed };
    using ChangeDone = std::function<void(Outcome outcome, const StorageError& error)>;
    // Runs `job` on the worker; a change that changes nothing is no undo step. `done` runs on
    // the GUI thread after the history and the snapshot were updated (on failure after
    // changeFailed(failureText, error)), unless `context` is gone by then.
    // `info` says what the change is while it waits for a team server that went away.
    struct ChangeInfo {
        QString text;      // "edit chip H100 SXM"; empty: `failureText` stands for it
        QList<Chip> chips; // the chips it saves (added or edited), for an import file
    };
    void change(QObject* context, const QString& failureText, ChangeJob job, ChangeDone done = {},
                const ChangeInfo& info = {});

    // The team server: lost, and the changes waiting for it.
    bool isOffline() const { return m_offline; }
    QDateTime offlineSince() const { return m_offlineSince; }
    // When the next try to reach the server is due; null while online or trying.
    QDateTime nextReconnect() const;
    // Tries to reach the server now (the banner's Try now); nothing while online.
    void reconnectNow();
    // The waits between tries: 1 s doubling up to 60 s unless set (tests).
    void setReconnectDelays(std::chrono::milliseconds first, std::chrono::milliseconds longest);
    // The changes waiting for the server, in the order they were asked for.
    int pendingCount() const { return int(m_pending.size()); }
    QStringList pendingTexts() const;
    // The chips the waiting changes save, the last save of each id, for an import file; and
    // how many waiting changes a chip file cannot hold (deletions, reverts, models, prices).
    QList<Chip> pendingChips() const;
    int pendingWithoutFileForm() const;

    // Test hook: called on the worker thread before every job.
    void setWorkerHook(std::function<void()> hook);
    // Test hook: called on the worker thread before every change, reload and try to reconnect;
    // an error it returns fails that job as if the catalog had reported it (Code::Unreachable
    // stands for a server that went away).
    void setFaultInjection(std::function<StorageError()> fault);

    // How often to look for other clients' changes while nothing else runs; zero: never.
    void setRefreshInterval(std::chrono::milliseconds interval);
    std::chrono::milliseconds refreshInterval() const;
    // Looks now (between operations): a new snapshot when someone else changed the catalog.
    void checkForChanges();

    // The catalog's saved snapshots (domain/savedsnapshot.h; not the CatalogSnapshot the views
    // show): each call runs on the worker in turn with every other operation, and its result
    // comes back by signal. Once listSnapshots() was called, the list is read again whenever
    // the catalog changes (an import or a copy adds an automatic snapshot) and after each of
    // the calls below: savedSnapshotsChanged(). Success says what was done in
    // snapshotDone() (for the status bar); failure says what was not in snapshotFailed().
    void listSnapshots();
    const QList<SavedSnapshot>& savedSnapshots() const { return m_savedSnapshots; }
    // `name` empty: an automatic name ("Snapshot 2026-12-05 11:30").
    void takeSnapshot(const QString& name, const QString& note);
    void renameSnapshot(qint64 id, const QString& name);
    void deleteSnapshot(qint64 id);
    // Writes the snapshot file (io/snapshotfile.h) through SafeFile.
    void exportSnapshot(qint64 id, const QString& path);
    // Reads a snapshot file and keeps it in the catalog (reason File), under `name` when
    // given, else the file's own name.
    void importSnapshot(const QString& path, const QString& name = {});
    // What changed from the snapshot `from` to `to`, or to the catalog now when `to` is unset
    // (application/catalogdiff.h): diffReady() or snapshotFailed(). The diff is computed on
    // the worker; the GUI thread only shows it.
    void diffSnapshots(qint64 from, std::optional<qint64> to);

Q_SIGNALS:
    // reopen() switched catalogs; snapshotChanged() follows.
    void connectionChanged(const chipatlas::CatalogConnection& connection);
    void snapshotChanged(const chipatlas::CatalogSnapshot& snapshot);
    void loadFailed(const chipatlas::StorageError& error);
    // A change, undo or redo that failed: `what` says which ("Could not delete chip
    // H100 SXM; nothing was changed."), `error` why.
    void changeFailed(const QString& what, const chipatlas::StorageError& error);
    // An undo or redo (or a move in the undo history) that stopped at a failed write; the
    // history's index stays where the catalog is.
    void undoFailed(const QString& what, const chipatlas::StorageError& error);
    // A change, undo or redo refused because someone else saved the same chip, model or price
    // in between (instead of changeFailed() or undoFailed()); nothing was written. Saving a
    // resolution (ConflictMerge::resolve()) through change() is a normal undoable change.
    void conflictOccurred(const chipatlas::CatalogConflict& conflict);
    // The team server `server` (its display text) cannot be reached since `since`.
    void wentOffline(const QString& server, const QDateTime& since);
    // The next try to reach the server is due at `at`.
    void reconnectScheduled(const QDateTime& at);
    // The number of changes waiting for the server changed.
    void pendingChanged(int count);
    // The server is back, the `saved` changes that waited were written (or reported through
    // changeFailed()) and the snapshot reloaded.
    void backOnline(int saved);
    // The saved snapshots, newest first (listSnapshots()).
    void savedSnapshotsChanged(const QList<chipatlas::SavedSnapshot>& snapshots);
    // A snapshot call that succeeded, in words for the status bar ("Took snapshot Q3 quotes.").
    void snapshotDone(const QString& text);
    // A snapshot call that failed: `what` says which ("Could not rename the snapshot Q3
    // quotes; nothing was changed."), `error` why.
    void snapshotFailed(const QString& what, const chipatlas::StorageError& error);
    // diffSnapshots()'s answer: the diff, or why there is none (instead of snapshotFailed()).
    void diffReady(const chipatlas::CatalogDiff& diff);
    void diffFailed(const QString& what, const chipatlas::StorageError& error);

private:
    // A snapshot with the change marker read just before it.
    struct Loaded {
        std::optional<CatalogSnapshot> snapshot;
        qint64 marker = 0;
        StorageError error;
    };
    struct PendingChange {
        QPointer<QObject> context;
        QString failureText;
        ChangeJob job;
        ChangeDone done;
        ChangeInfo info;
    };
    void runChange(const PendingChange& pending, bool waiting);
    void finishChange(const PendingChange& pending, bool waiting, const ChangeResult& result,
                      bool ok, bool changes, const Loaded& loaded,
                      const std::optional<CatalogConflict>& conflict);
    void replayNext();
    void goOffline();
    void tryReconnect();
    void comeBack();
    StorageError injectedFault() const; // on the worker
    void enqueue(std::function<void()> start);
    void finishOperation();
    void post(std::function<void(Catalog*)> job);
    // From the worker: runs `job` on the session's thread (dropped when the session is gone).
    void deliver(std::function<void()> job) { m_inbox->post(std::move(job)); }
    void moveTo(int target);
    void publish(const Loaded& loaded);
    // Reads the whole catalog. With `first` (the first load), a catalog of more than
    // kFirstPageChips chips first gives `first` a partial snapshot of its first page.
    static Loaded readSnapshot(const Catalog& catalog,
                               const std::function<void(Loaded)>& first = {});
    static constexpr int kFirstPageChips = 200;
    static CatalogConflict readConflict(const Catalog& catalog, const CatalogChange& mine,
                                        const QString& text, const StorageError& error);
    // Runs `job` (a snapshot call) on the worker; then lists the snapshots again when it
    // succeeded and `relist`, and reports what `job` returned.
    struct SnapshotOutcome {
        StorageError error;
        QString text; // snapshotDone()'s on success
        std::optional<QList<SavedSnapshot>> list;
        std::optional<CatalogDiff> diff;
    };
    // `diff`: a diffSnapshots(), whose failure goes to diffFailed().
    void runSnapshotJob(const QString& failureText, bool relist,
                        std::function<SnapshotOutcome(Catalog&)> job, bool diff = false);
    static std::unique_ptr<Catalog> openCatalog(const CatalogConnection& connection,
                                                const Catalog::Options& options,
                                                StorageError* error);

    CatalogConnection m_connection;
    Catalog::Options m_options;
    bool m_open = false;
    QThread* m_thread;
    // The hand-offs between the threads (mailbox.h): jobs for the worker, and their results for
    // the GUI thread. m_worker lives on m_thread; m_inbox on the session's thread.
    Mailbox* m_worker;
    Mailbox* m_inbox;
    std::shared_ptr<std::unique_ptr<Catalog>> m_catalog; // touched on the worker only
    std::shared_ptr<std::function<void()>> m_hook;
    std::shared_ptr<std::function<StorageError()>> m_fault;
    CatalogSnapshot m_snapshot;
    qint64 m_marker = -1; // the change marker m_snapshot was read at
    QTimer* m_refreshTimer;
    ChangeHistory* m_history;
    QQueue<std::function<void()>> m_queue;
    bool m_running = false;
    bool m_offline = false;
    bool m_reconnecting = false;
    QDateTime m_offlineSince;
    QList<PendingChange> m_pending;
    ReconnectScheduler* m_reconnect;
    QList<SavedSnapshot> m_savedSnapshots;
    bool m_listingSnapshots = false; // listSnapshots() was called: keep the list current
};

template <typename Result>
void CatalogSession::read(QObject* context, std::function<Result(const Catalog&)> job,
                          std::function<void(const Result&)> done) {
    QPointer<QObject> guard(context);
    if (!m_open)
        return;
    enqueue([this, guard, job = std::move(job), done = std::move(done)] {
        post([this, guard, job, done](Catalog* catalog) {
            auto result = std::make_shared<Result>(job(*catalog));
            deliver([this, guard, done, result] {
                finishOperation(); // first: `done` may run a nested event loop (a dialog)
                if (guard)
                    done(*result);
            });
        });
    });
}

template <typename Result>
void CatalogSession::withOther(
    QObject* context, const CatalogConnection& other, const Catalog::Options& options,
    std::function<Result(Catalog& current, Catalog* other, const StorageError& openError)> job,
    std::function<void(const Result&)> done) {
    QPointer<QObject> guard(context);
    if (!m_open)
        return;
    enqueue([this, guard, other, options, job = std::move(job), done = std::move(done)] {
        post([this, guard, other, options, job, done](Catalog* catalog) {
            StorageError openError;
            std::unique_ptr<Catalog> second = openCatalog(other, options, &openError);
            auto result = std::make_shared<Result>(job(*catalog, second.get(), openError));
            second.reset(); // closed on the thread that opened it
            deliver([this, guard, done, result] {
                finishOperation(); // first: `done` may run a nested event loop (a dialog)
                if (guard)
                    done(*result);
            });
        });
    });
}

} // namespace chipatlas
