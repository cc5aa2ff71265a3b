#include "application/catalogsession.h"

#include "application/reconnectscheduler.h"
#include "storage/catalog.h"

#include <QPointer>
#include <QThread>
#include <QTimer>

#include <algorithm>

namespace chipatlas {

CatalogSession::CatalogSession(QObject* parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_worker(new Mailbox)
    , m_inbox(new Mailbox(this))
    , m_catalog(std::make_shared<std::unique_ptr<Catalog>>())
    , m_hook(std::make_shared<std::function<void()>>())
    , m_fault(std::make_shared<std::function<StorageError()>>())
    , m_refreshTimer(new QTimer(this))
    , m_history(new ChangeHistory(this))
    , m_reconnect(new ReconnectScheduler(this)) {
    qRegisterMetaType<StorageError>();
    qRegisterMetaType<CatalogSnapshot>();
    qRegisterMetaType<CatalogConflict>();
    qRegisterMetaType<CatalogDiff>();
    qRegisterMetaType<QList<SavedSnapshot>>();
    connect(m_refreshTimer, &QTimer::timeout, this, &CatalogSession::checkForChanges);
    m_thread->setObjectName(QStringLiteral("CatalogSession"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_history, &ChangeHistory::moveRequested, this, &CatalogSession::moveTo);
    connect(m_reconnect, &ReconnectScheduler::due, this, &CatalogSession::tryReconnect);
    connect(m_reconnect, &ReconnectScheduler::scheduled, this, &CatalogSession::reconnectScheduled);
    startThreadAndWait(m_thread);
}

CatalogSession::~CatalogSession() {
    // The connection closes on the thread that opened it, after the jobs already posted (their
    // results, posted to this object, are dropped with it).
    m_worker->call([catalog = m_catalog] { catalog->reset(); });
    quitThreadAndWait(m_worker, m_thread);
}

bool CatalogSession::open(const CatalogConnection& connection, const Catalog::Options& options,
                          StorageError* error) {
    Q_ASSERT(!m_open);
    bool opened = false;
    m_worker->call([&] {
        *m_catalog = Catalog::open(connection, options, error);
        opened = bool(*m_catalog);
    });
    if (!opened && !*error) {
        error->code = StorageError::Code::Query;
        error->message = tr("Could not open the catalog %1.").arg(connection.displayText());
    }
    m_connection = connection;
    m_options = options;
    m_open = opened;
    return opened;
}

void CatalogSession::reopen(const CatalogConnection& connection, const Catalog::Options& options,
                            QObject* context, std::function<void(const StorageError&)> done) {
    QPointer<QObject> guard(context);
    enqueue([this, guard, connection, options, done = std::move(done)] {
        m_worker->post([this, guard, connection, options, done, catalog = m_catalog,
                        hook = m_hook] {
            if (*hook)
                (*hook)();
            StorageError error;
            std::unique_ptr<Catalog> next = Catalog::open(connection, options, &error);
            if (!next && !error) {
                error = {StorageError::Code::Query,
                         tr("Could not open the catalog %1.").arg(connection.displayText())};
            }
            Loaded loaded;
            if (next) {
                loaded = readSnapshot(*next);
                error = loaded.error;
            }
            if (loaded.snapshot)
                *catalog = std::move(next); // closes the old catalog, on its thread
            next.reset();
            deliver([this, guard, connection, options, done, error, loaded = std::move(loaded)] {
                if (loaded.snapshot) {
                    m_connection = connection;
                    m_options = options;
                    m_open = true;
                    m_history->clear(); // the old steps are gone, not undone
                    Q_EMIT connectionChanged(m_connection);
                    publish(loaded);
                }
                finishOperation(); // first: `done` may run a nested event loop
                if (done && guard)
                    done(error);
            });
        });
    });
}

void CatalogSession::readBlocking(const std::function<void(const Catalog&)>& job) {
    Q_ASSERT(m_open && !isBusy());
    m_worker->call([&job, catalog = m_catalog] { job(**catalog); });
}

void CatalogSession::setWorkerHook(std::function<void()> hook) {
    // Read on the worker: set between jobs only (tests set it before the first).
    *m_hook = std::move(hook);
}

void CatalogSession::setFaultInjection(std::function<StorageError()> fault) {
    *m_fault = std::move(fault); // read on the worker: set between jobs only
}

StorageError CatalogSession::injectedFault() const {
    return *m_fault ? (*m_fault)() : StorageError{};
}

void CatalogSession::enqueue(std::function<void()> start) {
    m_queue.enqueue(std::move(start));
    if (!m_running) {
        m_running = true;
        m_queue.dequeue()();
    }
}

void CatalogSession::finishOperation() {
    m_running = false;
    if (!m_queue.isEmpty()) {
        m_running = true;
        m_queue.dequeue()();
    }
}

void CatalogSession::post(std::function<void(Catalog*)> job) {
    m_worker->post([catalog = m_catalog, hook = m_hook, job = std::move(job)] {
        if (*hook)
            (*hook)();
        job(catalog->get());
    });
}

CatalogSession::Loaded CatalogSession::readSnapshot(const Catalog& catalog,
                                                    const std::function<void(Loaded)>& first) {
    Loaded loaded;
    // The marker first: a write that lands while the rows are read shows at the next check.
    const std::optional<qint64> marker = catalog.changeMarker(&loaded.error);
    if (!marker)
        return loaded;
    loaded.marker = *marker;
    QList<LlmModel> models = catalog.models().all(&loaded.error);
    if (loaded.error)
        return loaded;
    QList<ChipPrice> prices = catalog.prices().all(&loaded.error);
    if (loaded.error)
        return loaded;
    if (first) {
        const int total = catalog.chips().count(&loaded.error);
        if (loaded.error)
            return loaded;
        if (total > kFirstPageChips) {
            QList<Chip> page = catalog.chips().firstByName(kFirstPageChips, &loaded.error);
            if (loaded.error)
                return loaded;
            // The lists are implicitly shared with the complete snapshot below: no copy. The
            // systems and offers (25,000 with their price histories in an offer-level catalog)
            // come with the complete snapshot: the first rows do not wait for them.
            first(Loaded{CatalogSnapshot::partial(std::move(page), total, models, prices, {}, {}),
                         loaded.marker,
                         {}});
        }
    }
    QList<System> systems = catalog.systems().all(&loaded.error);
    if (loaded.error)
        return loaded;
    QList<Offer> offers = catalog.offers().all(&loaded.error);
    if (loaded.error)
        return loaded;
    QList<Result> results = catalog.results().all(&loaded.error);
    if (loaded.error)
        return loaded;
    QList<OwnershipScenario> scenarios = catalog.scenarios().all(&loaded.error);
    if (loaded.error)
        return loaded;
    QList<Chip> chips = catalog.chips().all(&loaded.error);
    if (loaded.error)
        return loaded;
    loaded.snapshot =
        CatalogSnapshot(std::move(chips), std::move(models), std::move(prices), std::move(systems),
                        std::move(offers), std::move(results), std::move(scenarios));
    return loaded;
}

std::unique_ptr<Catalog> CatalogSession::openCatalog(const CatalogConnection& connection,
                                                     const Catalog::Options& options,
                                                     StorageError* error) {
    std::unique_ptr<Catalog> catalog = Catalog::open(connection, options, error);
    if (!catalog && !*error) {
        error->code = StorageError::Code::Query;
        error->message = tr("Could not open the catalog %1.").arg(connection.displayText());
    }
    return catalog;
}

void CatalogSession::publish(const Loaded& loaded) {
    if (!loaded.snapshot) {
        Q_EMIT loadFailed(loaded.error);
        return;
    }
    m_snapshot = *loaded.snapshot;
    m_marker = loaded.marker;
    Q_EMIT snapshotChanged(m_snapshot);
    // An import, a copy or another client may have added or removed a saved snapshot.
    if (m_listingSnapshots)
        listSnapshots();
}

void CatalogSession::reload() {
    if (!m_open)
        return;
    enqueue([this] {
        if (m_offline) { // the snapshot stays what it was; backOnline() brings a new one
            finishOperation();
            return;
        }
        // The first load of a large catalog shows its first page while the rest is read; the
        // operations asked for meanwhile (edits) wait for the complete snapshot.
        const bool firstLoad = !m_snapshot.isLoaded();
        post([this, firstLoad](Catalog* catalog) {
            const auto publishFirst = [this](Loaded partial) {
                deliver([this, partial = std::move(partial)] { publish(partial); });
            };
            Loaded loaded;
            loaded.error = injectedFault();
            if (!loaded.error) {
                loaded =
                    readSnapshot(*catalog, firstLoad ? std::function<void(Loaded)>(publishFirst)
                                                     : std::function<void(Loaded)>());
            }
            deliver([this, loaded = std::move(loaded)] {
                if (loaded.error.code == StorageError::Code::Unreachable)
                    goOffline();
                else
                    publish(loaded);
                finishOperation();
            });
        });
    });
}

void CatalogSession::setRefreshInterval(std::chrono::milliseconds interval) {
    if (interval.count() <= 0) {
        m_refreshTimer->stop();
        return;
    }
    m_refreshTimer->start(interval);
}

std::chrono::milliseconds CatalogSession::refreshInterval() const {
    return m_refreshTimer->isActive() ? m_refreshTimer->intervalAsDuration()
                                      : std::chrono::milliseconds(0);
}

// One cheap read on the worker; the rows only when the marker moved. Skipped while anything
// else runs or waits: that operation publishes a snapshot of its own, or the next tick looks.
void CatalogSession::checkForChanges() {
    if (!m_open || m_offline || isBusy() || m_marker < 0)
        return;
    enqueue([this, known = m_marker] {
        post([this, known](Catalog* catalog) {
            StorageError error = injectedFault();
            std::optional<qint64> marker;
            if (!error)
                marker = catalog->changeMarker(&error);
            std::optional<Loaded> loaded;
            if (marker && *marker != known)
                loaded = readSnapshot(*catalog);
            if (loaded && !loaded->snapshot)
                error = loaded->error;
            deliver([this, loaded = std::move(loaded), error] {
                // A lost server puts the session offline; any other failed check stays
                // quiet: the next tick tries again, and the views keep their snapshot.
                if (error.code == StorageError::Code::Unreachable)
                    goOffline();
                else if (loaded && loaded->snapshot)
                    publish(*loaded);
                finishOperation();
            });
        });
    });
}

CatalogConflict CatalogSession::readConflict(const Catalog& catalog, const CatalogChange& mine,
                                             const QString& text, const StorageError& error) {
    CatalogConflict conflict;
    conflict.text = text;
    conflict.message = error.message;
    conflict.mine = mine;
    StorageError readError;
    if (!mine.chipsAfter.isEmpty()) {
        if (auto states = catalog.chips().states(mine.chipIds(), &readError))
            conflict.chipsTheirs = std::move(*states);
    }
    if (!mine.modelsAfter.isEmpty()) {
        if (auto states = catalog.models().states(mine.modelIds(), &readError))
            conflict.modelsTheirs = std::move(*states);
    }
    if (mine.priceAfter)
        conflict.priceTheirs = catalog.prices().state(mine.priceAfter->chipId, &readError);
    if (!mine.systemsAfter.isEmpty()) {
        if (auto states = catalog.systems().states(mine.systemIds(), &readError))
            conflict.systemsTheirs = std::move(*states);
    }
    if (!mine.offersAfter.isEmpty()) {
        if (auto states = catalog.offers().states(mine.offerIds(), &readError))
            conflict.offersTheirs = std::move(*states);
    }
    if (!mine.resultsAfter.isEmpty()) {
        if (auto states = catalog.results().states(mine.resultIds(), &readError))
            conflict.resultsTheirs = std::move(*states);
    }
    if (!mine.scenariosAfter.isEmpty()) {
        if (auto states = catalog.scenarios().states(mine.scenarioIds(), &readError))
            conflict.scenariosTheirs = std::move(*states);
    }
    return conflict;
}

void CatalogSession::change(QObject* context, const QString& failureText, ChangeJob job,
                            ChangeDone done, const ChangeInfo& info) {
    if (!m_open) {
        const StorageError error{StorageError::Code::Query, tr("The catalog is not open.")};
        Q_EMIT changeFailed(failureText, error);
        if (done)
            done(Outcome::Failed, error);
        return;
    }
    PendingChange pending{context, failureText, std::move(job), std::move(done), info};
    enqueue([this, pending = std::move(pending)] { runChange(pending, false); });
}

// `waiting`: the change is the first of m_pending, written now that the server is back.
void CatalogSession::runChange(const PendingChange& pending, bool waiting) {
    if (m_offline) {
        if (!waiting) {
            m_pending.append(pending);
            Q_EMIT pendingChanged(pendingCount());
        }
        finishOperation();
        return;
    }
    post([this, pending, waiting](Catalog* catalog) {
        ChangeResult result;
        result.error = injectedFault();
        bool ok = false;
        if (!result.error) {
            result = pending.job(*catalog);
            ok = commitChange(*catalog, &result);
        }
        const bool changes = result.change && !result.change->changesNothing();
        std::optional<CatalogConflict> conflict;
        if (!ok && result.change && result.error.code == StorageError::Code::Conflict)
            conflict = readConflict(*catalog, *result.change, result.change->text, result.error);
        Loaded loaded;
        if ((ok && changes) || conflict)
            loaded = readSnapshot(*catalog);
        deliver([this, pending, waiting, ok, changes, result = std::move(result),
                 loaded = std::move(loaded), conflict = std::move(conflict)] {
            finishChange(pending, waiting, result, ok, changes, loaded, conflict);
        });
    });
}

void CatalogSession::finishChange(const PendingChange& pending, bool waiting,
                                  const ChangeResult& result, bool ok, bool changes,
                                  const Loaded& loaded,
                                  const std::optional<CatalogConflict>& conflict) {
    if (!ok && result.error.code == StorageError::Code::Unreachable) {
        // Not failed: it waits for the server (in front of those asked for after it).
        if (!waiting) {
            m_pending.append(pending);
            Q_EMIT pendingChanged(pendingCount());
        }
        goOffline();
        finishOperation();
        return;
    }
    if (waiting) {
        m_pending.removeFirst();
        Q_EMIT pendingChanged(pendingCount());
    }
    if (conflict) {
        publish(loaded); // theirs, as the conflict shows it
        Q_EMIT conflictOccurred(*conflict);
    } else if (!ok) {
        Q_EMIT changeFailed(pending.failureText, result.error);
    } else if (changes) {
        m_history->add(*result.change); // written already
        publish(loaded);
    }
    finishOperation(); // first: `done` may run a nested event loop
    if (pending.done && pending.context) {
        pending.done(!ok       ? Outcome::Failed
                     : changes ? Outcome::Changed
                               : Outcome::Unchanged,
                     result.error);
    }
}

// The history asked for another step (undo, redo, a click in the history): move the catalog
// there through the worker; the history's index follows as far as the writes succeed.
void CatalogSession::moveTo(int target) {
    enqueue([this, target] {
        if (m_offline) {
            Q_EMIT undoFailed(
                tr("Undo and redo wait until the team server can be reached "
                   "again; the catalog is as it was."),
                {StorageError::Code::Unreachable,
                 tr("The team server %1 cannot be reached.").arg(m_connection.displayText())});
            finishOperation();
            return;
        }
        const int from = m_history->index();
        const int to = std::clamp(target, 0, m_history->count());
        if (to == from) {
            finishOperation();
            return;
        }
        // The changes to write, in order: undo walks down the history, redo up.
        const bool forward = to > from;
        QList<CatalogChange> changes;
        for (int i = from; i != to; i += forward ? 1 : -1) {
            const int at = forward ? i : i - 1;
            changes.append(m_history->change(at));
        }
        post([this, from, forward, changes](Catalog* catalog) mutable {
            int applied = 0;
            StorageError error;
            for (qsizetype i = 0; i < changes.size(); ++i) {
                if (!changes[i].write(*catalog, forward, &error))
                    break;
                ++applied;
                for (qsizetype next = i + 1; next < changes.size(); ++next)
                    changes[next].takeVersions(changes[i], forward, !forward);
            }
            const bool failed = applied < changes.size();
            std::optional<CatalogConflict> conflict;
            if (failed && error.code == StorageError::Code::Conflict) {
                // Mine is the side the undo or redo would have written, based on the other.
                const CatalogChange& refused = changes.at(applied);
                CatalogChange mine = refused;
                if (!forward) {
                    std::swap(mine.chipsBefore, mine.chipsAfter);
                    std::swap(mine.modelsBefore, mine.modelsAfter);
                    std::swap(mine.priceBefore, mine.priceAfter);
                    std::swap(mine.systemsBefore, mine.systemsAfter);
                    std::swap(mine.offersBefore, mine.offersAfter);
                    std::swap(mine.resultsBefore, mine.resultsAfter);
                    std::swap(mine.scenariosBefore, mine.scenariosAfter);
                }
                const QString text =
                    forward ? tr("redo %1").arg(refused.text) : tr("undo %1").arg(refused.text);
                conflict = readConflict(*catalog, mine, text, error);
            }
            Loaded loaded;
            if (applied > 0 || conflict)
                loaded = readSnapshot(*catalog);
            deliver([this, from, forward, applied, failed, error, changes = std::move(changes),
                     loaded = std::move(loaded), conflict = std::move(conflict)] {
                if (error.code == StorageError::Code::Unreachable)
                    goOffline();
                // The steps written keep the versions they hold now: the base of the next undo
                // or redo.
                for (int i = 0; i < applied; ++i)
                    m_history->replace(forward ? from + i : from - i - 1, changes.at(i));
                const int index = from + (forward ? applied : -applied);
                // The steps beyond (below an undo, above a redo) are based on what the writes
                // left.
                for (int i = 0; i < applied; ++i) {
                    const int first = forward ? index : 0;
                    const int last = forward ? m_history->count() : index;
                    for (int at = first; at < last; ++at) {
                        CatalogChange next = m_history->change(at);
                        next.takeVersions(changes.at(i), forward, !forward);
                        m_history->replace(at, next);
                    }
                }
                m_history->moveTo(index);
                if (applied > 0 || conflict)
                    publish(loaded);
                if (conflict) {
                    Q_EMIT conflictOccurred(*conflict);
                } else if (failed) {
                    Q_EMIT undoFailed(
                        tr("The change could not be undone or redone; the catalog is as "
                           "it was."),
                        error);
                }
                finishOperation();
            });
        });
    });
}

} // namespace chipatlas
