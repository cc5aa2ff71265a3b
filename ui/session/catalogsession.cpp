#include "session/catalogsession.h"

#include "storage/catalog.h"

#include <QPointer>
#include <QThread>
#include <QUndoStack>

namespace chipatlas {

CatalogSession::CatalogSession(QObject* parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_worker(new QObject)
    , m_catalog(std::make_shared<std::unique_ptr<Catalog>>())
    , m_hook(std::make_shared<std::function<void()>>())
    , m_stack(new QUndoStack(this)) {
    qRegisterMetaType<StorageError>();
    qRegisterMetaType<CatalogSnapshot>();
    m_thread->setObjectName(QStringLiteral("CatalogSession"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_stack, &QUndoStack::indexChanged, this, &CatalogSession::onIndexChanged);
    m_thread->start();
}

CatalogSession::~CatalogSession() {
    // Commands go first, without moving the catalog (clearing emits indexChanged()).
    m_stack->disconnect(this);
    // The connection closes on the thread that opened it, after the jobs already posted (their
    // results, posted to this object, are dropped with it).
    QMetaObject::invokeMethod(
        m_worker, [catalog = m_catalog] { catalog->reset(); }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

bool CatalogSession::open(const CatalogConnection& connection, const Catalog::Options& options,
                          StorageError* error) {
    Q_ASSERT(!m_open);
    bool opened = false;
    QMetaObject::invokeMethod(
        m_worker,
        [&] {
            *m_catalog = Catalog::open(connection, options, error);
            opened = bool(*m_catalog);
        },
        Qt::BlockingQueuedConnection);
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
        QMetaObject::invokeMethod(
            m_worker,
            [this, guard, connection, options, done, catalog = m_catalog, hook = m_hook] {
                if (*hook)
                    (*hook)();
                StorageError error;
                std::unique_ptr<Catalog> next = Catalog::open(connection, options, &error);
                if (!next && !error) {
                    error = {StorageError::Code::Query,
                             tr("Could not open the catalog %1.").arg(connection.displayText())};
                }
                std::optional<CatalogSnapshot> snapshot;
                if (next)
                    snapshot = readSnapshot(*next, &error);
                if (snapshot)
                    *catalog = std::move(next); // closes the old catalog, on its thread
                next.reset();
                QMetaObject::invokeMethod(
                    this,
                    [this, guard, connection, options, done, error,
                     snapshot = std::move(snapshot)] {
                        if (snapshot) {
                            m_connection = connection;
                            m_options = options;
                            m_open = true;
                            m_quiet = true; // the old steps are gone, not undone
                            m_stack->clear();
                            m_quiet = false;
                            m_index = 0;
                            Q_EMIT connectionChanged(m_connection);
                            publish(snapshot, {});
                        }
                        finishOperation(); // first: `done` may run a nested event loop
                        if (done && guard)
                            done(error);
                    },
                    Qt::QueuedConnection);
            },
            Qt::QueuedConnection);
    });
}

void CatalogSession::readBlocking(const std::function<void(const Catalog&)>& job) {
    Q_ASSERT(m_open && !isBusy());
    QMetaObject::invokeMethod(
        m_worker, [&job, catalog = m_catalog] { job(**catalog); }, Qt::BlockingQueuedConnection);
}

void CatalogSession::setWorkerHook(std::function<void()> hook) {
    // Read on the worker: set between jobs only (tests set it before the first).
    *m_hook = std::move(hook);
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
    QMetaObject::invokeMethod(
        m_worker,
        [catalog = m_catalog, hook = m_hook, job = std::move(job)] {
            if (*hook)
                (*hook)();
            job(catalog->get());
        },
        Qt::QueuedConnection);
}

std::optional<CatalogSnapshot> CatalogSession::readSnapshot(const Catalog& catalog,
                                                            StorageError* error) {
    QList<Chip> chips = catalog.chips(error);
    if (*error)
        return std::nullopt;
    QList<LlmModel> models = catalog.models(error);
    if (*error)
        return std::nullopt;
    QList<ChipPrice> prices = catalog.chipPrices(error);
    if (*error)
        return std::nullopt;
    return CatalogSnapshot(std::move(chips), std::move(models), std::move(prices));
}

std::unique_ptr<Catalog> CatalogSession::openOther(const CatalogConnection& connection,
                                                   const Catalog::Options& options,
                                                   StorageError* error) {
    std::unique_ptr<Catalog> catalog = Catalog::open(connection, options, error);
    if (!catalog && !*error) {
        error->code = StorageError::Code::Query;
        error->message = tr("Could not open the catalog %1.").arg(connection.displayText());
    }
    return catalog;
}

void CatalogSession::publish(const std::optional<CatalogSnapshot>& snapshot,
                             const StorageError& error) {
    if (!snapshot) {
        Q_EMIT loadFailed(error);
        return;
    }
    m_snapshot = *snapshot;
    Q_EMIT snapshotChanged(m_snapshot);
}

void CatalogSession::reload() {
    if (!m_open)
        return;
    enqueue([this] {
        post([this](Catalog* catalog) {
            StorageError error;
            std::optional<CatalogSnapshot> snapshot = readSnapshot(*catalog, &error);
            QMetaObject::invokeMethod(
                this,
                [this, snapshot = std::move(snapshot), error] {
                    publish(snapshot, error);
                    finishOperation();
                },
                Qt::QueuedConnection);
        });
    });
}

void CatalogSession::change(QObject* context, const QString& failureText, ChangeJob job,
                            ChangeDone done) {
    if (!m_open) {
        const StorageError error{StorageError::Code::Query, tr("The catalog is not open.")};
        Q_EMIT changeFailed(failureText, error);
        if (done)
            done(Outcome::Failed, error);
        return;
    }
    QPointer<QObject> guard(context);
    enqueue([this, guard, failureText, job = std::move(job), done = std::move(done)] {
        post([this, guard, failureText, job, done](Catalog* catalog) {
            ChangeResult result = job(*catalog);
            bool ok = result.change.has_value();
            const bool changes = ok && !result.change->changesNothing();
            if (changes && !result.written)
                ok = result.change->write(*catalog, true, &result.error);
            std::optional<CatalogSnapshot> snapshot;
            StorageError loadError;
            if (ok && changes)
                snapshot = readSnapshot(*catalog, &loadError);
            QMetaObject::invokeMethod(
                this,
                [this, guard, failureText, done, ok, changes, result = std::move(result),
                 snapshot = std::move(snapshot), loadError] {
                    if (!ok) {
                        Q_EMIT changeFailed(failureText, result.error);
                    } else if (changes) {
                        m_quiet = true; // written already: push() must not move the catalog
                        m_stack->push(new CatalogChangeCommand(*result.change));
                        m_quiet = false;
                        m_index = m_stack->index();
                        publish(snapshot, loadError);
                    }
                    finishOperation(); // first: `done` may run a nested event loop
                    if (done && guard) {
                        done(!ok       ? Outcome::Failed
                             : changes ? Outcome::Changed
                                       : Outcome::Unchanged,
                             result.error);
                    }
                },
                Qt::QueuedConnection);
        });
    });
}

// Something moved the stack's index (undo, redo, a click in the history): put it back where
// the catalog is and move the catalog there through the worker.
void CatalogSession::onIndexChanged(int index) {
    if (m_quiet)
        return;
    setIndexQuietly(m_index);
    moveTo(index);
}

void CatalogSession::setIndexQuietly(int index) {
    m_quiet = true;
    m_stack->setIndex(index);
    m_quiet = false;
}

void CatalogSession::moveTo(int target) {
    enqueue([this, target] {
        const int from = m_index;
        const int to = std::clamp(target, 0, m_stack->count());
        if (to == from) {
            finishOperation();
            return;
        }
        // The changes to write, in order: undo walks down the stack, redo up.
        const bool forward = to > from;
        QList<CatalogChange> changes;
        for (int i = from; i != to; i += forward ? 1 : -1) {
            const int at = forward ? i : i - 1;
            changes.append(
                static_cast<const CatalogChangeCommand*>(m_stack->command(at))->change());
        }
        post([this, from, forward, changes](Catalog* catalog) {
            int applied = 0;
            StorageError error;
            for (const CatalogChange& change : changes) {
                if (!change.write(*catalog, forward, &error))
                    break;
                ++applied;
            }
            std::optional<CatalogSnapshot> snapshot;
            StorageError loadError;
            if (applied > 0)
                snapshot = readSnapshot(*catalog, &loadError);
            const bool failed = applied < changes.size();
            QMetaObject::invokeMethod(
                this,
                [this, from, forward, applied, failed, error, snapshot = std::move(snapshot),
                 loadError] {
                    m_index = from + (forward ? applied : -applied);
                    setIndexQuietly(m_index);
                    if (applied > 0)
                        publish(snapshot, loadError);
                    if (failed) {
                        Q_EMIT undoFailed(
                            tr("The change could not be undone or redone; the catalog is as "
                               "it was."),
                            error);
                    }
                    finishOperation();
                },
                Qt::QueuedConnection);
        });
    });
}

} // namespace chipatlas
