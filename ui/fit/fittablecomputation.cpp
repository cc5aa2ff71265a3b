#include "fit/fittablecomputation.h"

#include <QMetaObject>

namespace chipatlas {

namespace {
// Progress is posted every this many chips: about 50 events for 100,000 chips.
constexpr int kProgressStep = 2048;
} // namespace

FitTableComputation::FitTableComputation(QObject* parent)
    : QObject(parent) {
    // One worker: the other core stays with the GUI thread.
    m_pool.setMaxThreadCount(1);
}

FitTableComputation::~FitTableComputation() {
    cancel();
    m_pool.waitForDone();
}

void FitTableComputation::cancel() {
    if (m_run)
        m_run->cancelled = true;
    m_run.reset();
}

void FitTableComputation::start(CatalogSnapshot snapshot, FitCalculator calculator) {
    cancel();
    auto run = std::make_shared<Run>();
    m_run = run;
    m_pool.start([this, run, snapshot = std::move(snapshot), calculator = std::move(calculator)] {
        const int total = snapshot.chipCount();
        QList<FitResult> results;
        results.reserve(total);
        for (int row = 0; row < total; ++row) {
            if (run->cancelled)
                return;
            results.append(calculator.fit(snapshot.chipAt(row), FitCalculator::Detail::Numbers));
            if ((row + 1) % kProgressStep == 0)
                QMetaObject::invokeMethod(
                    this, [this, run, row, total] { deliverProgress(run, row + 1, total); },
                    Qt::QueuedConnection);
        }
        QMetaObject::invokeMethod(
            this,
            [this, run, total, results = std::move(results)]() mutable {
                deliverProgress(run, total, total);
                deliverResults(run, std::move(results));
            },
            Qt::QueuedConnection);
    });
}

// On this object's thread: only the newest computation speaks.
void FitTableComputation::deliverProgress(const std::shared_ptr<Run>& run, int done, int total) {
    if (run == m_run)
        Q_EMIT progress(done, total);
}

void FitTableComputation::deliverResults(const std::shared_ptr<Run>& run,
                                         QList<FitResult> results) {
    if (run != m_run)
        return;
    m_run.reset();
    Q_EMIT finished(results);
}

} // namespace chipatlas
