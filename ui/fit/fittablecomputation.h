#pragma once

#include "application/catalogsnapshot.h"
#include "domain/modelfit.h"

#include <QList>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>

namespace chipatlas {

// The fit of one model with one set of inputs on every chip of a snapshot, computed on a worker
// thread of its own pool, never on the GUI thread: FitCalculator::Detail::Numbers (no notes,
// no explain terms), one FitResult per chip in the snapshot's row order.
//
// start() cancels the computation under way, if any, and starts the new one: the newest wins,
// and an older one's progress or result is never reported. The worker checks for cancellation
// between chips. The destructor cancels and waits for the worker, so that no result outlives
// its receiver.
class FitTableComputation final : public QObject {
    Q_OBJECT

public:
    explicit FitTableComputation(QObject* parent = nullptr);
    ~FitTableComputation() override;

    void start(CatalogSnapshot snapshot, FitCalculator calculator);
    void cancel();
    bool isRunning() const { return m_run != nullptr; }

Q_SIGNALS:
    // `done` of `total` chips computed (reported every few thousand chips and at the end).
    void progress(int done, int total);
    void finished(const QList<chipatlas::FitResult>& results);

private:
    struct Run {
        std::atomic<bool> cancelled{false};
    };
    void deliverProgress(const std::shared_ptr<Run>& run, int done, int total);
    void deliverResults(const std::shared_ptr<Run>& run, QList<FitResult> results);

    QThreadPool m_pool;
    std::shared_ptr<Run> m_run; // the computation whose signals are emitted; null when idle
};

} // namespace chipatlas
