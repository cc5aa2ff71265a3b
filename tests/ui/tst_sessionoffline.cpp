// A team server that goes away, on an SQLite catalog with a fault injected on the session's
// worker (a job fails with Code::Unreachable while the "server" is down): the session goes
// offline and keeps its snapshot, changes wait in order instead of failing, undo is refused,
// the session tries again with a growing wait, and once back writes the waiting changes in
// order as undo steps (one refused with a conflict is reported), then reloads.
#include "application/catalogsession.h"
#include "application/pricing.h"
#include "application/reconnectscheduler.h"
#include "storage/catalog.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace chipatlas;
using namespace std::chrono_literals;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

ChipPrice priceOf(double dollars) {
    return ChipPrice{kH100, dollars, QDate(2025, 1, 1), QStringLiteral("quote")};
}

// Sets the H100's price through the session, as the fit dialog does; counts the job's runs.
void setPrice(CatalogSession& session, double dollars, std::atomic<int>* runs = nullptr,
              std::function<void(CatalogSession::Outcome)> done = {}) {
    const QString text = QStringLiteral("set the price to %1").arg(dollars);
    session.change(
        &session, QStringLiteral("Could not store the price."),
        [dollars, text, runs](Catalog& catalog) {
            if (runs)
                ++*runs;
            return setChipPrice(catalog, text, kH100, priceOf(dollars));
        },
        [done](CatalogSession::Outcome outcome, const StorageError&) {
            if (done)
                done(outcome);
        },
        {text, {}});
}
} // namespace

#define SETTLE(session) QTRY_VERIFY_WITH_TIMEOUT(!(session).isBusy(), 10000)

class TstSessionOffline : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void backoffDoublesUpToTheLongestWait();
    void offlineKeepsSnapshotAndQueuesInOrder();
    void conflictOnReplayIsReported();
    void lostAgainWhileSavingKeepsTheRest();

private:
    std::optional<ChipPrice> storedPrice();
    void openDown(CatalogSession& session);

    QTemporaryDir m_dir;
    QString m_path;
    int m_run = 0;
    std::shared_ptr<std::atomic<bool>> m_down;
    std::shared_ptr<std::atomic<int>> m_tries; // faults injected while down
};

void TstSessionOffline::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TstSessionOffline::init() {
    m_path = m_dir.filePath(QStringLiteral("offline-%1.sqlite").arg(++m_run));
    m_down = std::make_shared<std::atomic<bool>>(false);
    m_tries = std::make_shared<std::atomic<int>>(0);
}

std::optional<ChipPrice> TstSessionOffline::storedPrice() {
    StorageError error;
    const auto check = Catalog::open(m_path, &error);
    return check ? check->prices().find(kH100, &error) : std::nullopt;
}

// Opens the session, loads the snapshot, then takes the "server" down.
void TstSessionOffline::openDown(CatalogSession& session) {
    StorageError error;
    QVERIFY2(session.open(CatalogConnection::sqliteFile(m_path), &error),
             qPrintable(error.message));
    session.setReconnectDelays(100ms, 400ms);
    session.setFaultInjection([down = m_down, tries = m_tries]() -> StorageError {
        if (!*down)
            return {};
        ++*tries;
        return {StorageError::Code::Unreachable, QStringLiteral("server closed the connection")};
    });
    session.reload();
    SETTLE(session);
    QVERIFY(session.snapshot().isLoaded());
    *m_down = true;
}

void TstSessionOffline::backoffDoublesUpToTheLongestWait() {
    ReconnectScheduler scheduler;
    scheduler.setDelays(1000ms, 5000ms);
    QSignalSpy scheduled(&scheduler, &ReconnectScheduler::scheduled);
    QList<qint64> waits;
    const auto lastWait = [&] {
        const QDateTime at = scheduled.constLast().constFirst().toDateTime();
        return (QDateTime::currentDateTime().msecsTo(at) + 50) / 1000; // in whole seconds
    };
    scheduler.start();
    waits.append(lastWait());
    for (int i = 0; i < 4; ++i) {
        scheduler.retryLater();
        waits.append(lastWait());
    }
    QCOMPARE(waits, (QList<qint64>{1, 2, 4, 5, 5}));
    QVERIFY(scheduler.isActive());
    scheduler.start(); // a new outage starts at the first wait again
    QCOMPARE(lastWait(), qint64(1));
    scheduler.stop();
    QVERIFY(!scheduler.isActive());
    QVERIFY(scheduler.nextTry().isNull());

    // Due after the wait, once.
    ReconnectScheduler quick;
    quick.setDelays(20ms, 20ms);
    QSignalSpy due(&quick, &ReconnectScheduler::due);
    quick.start();
    QTRY_COMPARE(due.size(), 1);
    QTest::qWait(60);
    QCOMPARE(due.size(), 1);
}

void TstSessionOffline::offlineKeepsSnapshotAndQueuesInOrder() {
    CatalogSession session;
    openDown(session);
    *m_down = false; // one undo step first
    setPrice(session, 1.0);
    SETTLE(session);
    *m_down = true;
    const CatalogSnapshot before = session.snapshot();
    QSignalSpy offline(&session, &CatalogSession::wentOffline);
    QSignalSpy failed(&session, &CatalogSession::changeFailed);
    QSignalSpy loadFailed(&session, &CatalogSession::loadFailed);
    QSignalSpy pending(&session, &CatalogSession::pendingChanged);
    QSignalSpy back(&session, &CatalogSession::backOnline);
    QSignalSpy undoFailed(&session, &CatalogSession::undoFailed);
    QList<qint64> waits; // each try's wait, to the nearest 100 ms
    connect(&session, &CatalogSession::reconnectScheduled, this, [&waits](const QDateTime& at) {
        waits.append((QDateTime::currentDateTime().msecsTo(at) + 50) / 100 * 100);
    });

    // The change that meets the lost server waits: not failed, no undo step, `done` not yet.
    std::atomic<int> runs = 0;
    QList<CatalogSession::Outcome> outcomes;
    const auto record = [&outcomes](CatalogSession::Outcome outcome) { outcomes.append(outcome); };
    setPrice(session, 2.5, &runs, record);
    SETTLE(session);
    QCOMPARE(offline.size(), 1);
    QCOMPARE(offline.constFirst().at(0).toString(), session.connection().displayText());
    QVERIFY(offline.constFirst().at(1).toDateTime().isValid());
    QVERIFY(session.isOffline());
    QCOMPARE(session.offlineSince(), offline.constFirst().at(1).toDateTime());
    QCOMPARE(session.pendingCount(), 1);
    QCOMPARE(failed.size(), 0);
    QVERIFY(outcomes.isEmpty());
    QCOMPARE(session.history()->count(), 1);
    QCOMPARE(runs.load(), 0); // the fault came first: the job never saw the catalog

    // While offline: a change waits without running, a reload keeps the snapshot, undo is refused.
    setPrice(session, 3.0, &runs, record);
    session.reload();
    session.history()->undo();
    SETTLE(session);
    QCOMPARE(runs.load(), 0);
    QCOMPARE(session.pendingCount(), 2);
    QCOMPARE(session.pendingTexts(), (QStringList{QStringLiteral("set the price to 2.5"),
                                                  QStringLiteral("set the price to 3")}));
    QCOMPARE(session.pendingWithoutFileForm(), 2); // prices: no chip file holds them
    QVERIFY(session.pendingChips().isEmpty());
    QCOMPARE(pending.constLast().constFirst().toInt(), 2);
    QCOMPARE(loadFailed.size(), 0);
    QCOMPARE(undoFailed.size(), 1);
    QCOMPARE(undoFailed.constFirst().at(1).value<StorageError>().code,
             StorageError::Code::Unreachable);
    QCOMPARE(session.history()->index(), 1);
    QCOMPARE(session.snapshot().chipCount(), before.chipCount());
    QCOMPARE(session.snapshot().prices(), before.prices());
    QCOMPARE(offline.size(), 1); // once per outage

    // It keeps trying, each wait twice the one before up to the longest, while the server
    // stays down.
    QTRY_VERIFY_WITH_TIMEOUT(waits.size() >= 4, 5000);
    QCOMPARE(waits.mid(0, 4), (QList<qint64>{100, 200, 400, 400}));
    QVERIFY(m_tries->load() >= 4); // the first change and three tries
    QVERIFY(session.isOffline());
    QCOMPARE(back.size(), 0);
    QCOMPARE(storedPrice()->usdPerChipHour, 1.0);

    // Back: both saved, in order (the last asked for wins), as undo steps, then reloaded.
    *m_down = false;
    QTRY_COMPARE_WITH_TIMEOUT(back.size(), 1, 5000);
    SETTLE(session);
    QCOMPARE(back.constFirst().constFirst().toInt(), 2);
    QVERIFY(!session.isOffline());
    QCOMPARE(session.pendingCount(), 0);
    QCOMPARE(failed.size(), 0);
    QCOMPARE(runs.load(), 2);
    QVERIFY(outcomes == (QList<CatalogSession::Outcome>{CatalogSession::Outcome::Changed,
                                                        CatalogSession::Outcome::Changed}));
    QCOMPARE(storedPrice()->usdPerChipHour, 3.0);
    QCOMPARE(session.snapshot().prices().constFirst().usdPerChipHour, 3.0);
    QCOMPARE(session.history()->count(), 3);
    QCOMPARE(session.history()->text(1), QStringLiteral("set the price to 2.5"));
    QCOMPARE(session.history()->text(2), QStringLiteral("set the price to 3"));

    // And they undo as usual.
    session.history()->undo();
    SETTLE(session);
    QCOMPARE(storedPrice()->usdPerChipHour, 2.5);
}

void TstSessionOffline::conflictOnReplayIsReported() {
    CatalogSession session;
    openDown(session);
    setPrice(session, 2.5);
    SETTLE(session);
    QCOMPARE(session.pendingCount(), 1);

    // Someone else's newer row: the waiting change is refused when written, through the
    // failure path every change has (changeFailed() and its `done`).
    QSignalSpy failed(&session, &CatalogSession::changeFailed);
    QSignalSpy back(&session, &CatalogSession::backOnline);
    std::optional<CatalogSession::Outcome> outcome;
    session.change(
        &session, QStringLiteral("Could not edit chip H100."),
        [](Catalog&) {
            CatalogSession::ChangeResult result;
            result.error = {StorageError::Code::Conflict, QStringLiteral("changed by bob")};
            return result;
        },
        [&outcome](CatalogSession::Outcome o, const StorageError&) { outcome = o; });
    SETTLE(session);
    QCOMPARE(session.pendingCount(), 2);
    *m_down = false;
    session.reconnectNow();
    QTRY_COMPARE_WITH_TIMEOUT(back.size(), 1, 5000);
    SETTLE(session);
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed.constFirst().at(0).toString(), QStringLiteral("Could not edit chip H100."));
    QCOMPARE(failed.constFirst().at(1).value<StorageError>().code, StorageError::Code::Conflict);
    QVERIFY(outcome == CatalogSession::Outcome::Failed);
    QCOMPARE(session.pendingCount(), 0);
    QCOMPARE(storedPrice()->usdPerChipHour, 2.5);
    QCOMPARE(session.history()->count(), 1);
}

void TstSessionOffline::lostAgainWhileSavingKeepsTheRest() {
    CatalogSession session;
    openDown(session);
    setPrice(session, 1.0);
    setPrice(session, 2.0);
    setPrice(session, 3.0);
    SETTLE(session);
    QCOMPARE(session.pendingCount(), 3);

    // The server answers the reconnect and the first write, then goes away again.
    QSignalSpy offline(&session, &CatalogSession::wentOffline);
    QSignalSpy back(&session, &CatalogSession::backOnline);
    session.setReconnectDelays(10s, 10s); // only Try now from here
    auto allowed = std::make_shared<std::atomic<int>>(2);
    session.setFaultInjection([allowed]() -> StorageError {
        if (--*allowed >= 0)
            return {};
        return {StorageError::Code::Unreachable, QStringLiteral("gone again")};
    });
    session.reconnectNow();
    QTRY_COMPARE_WITH_TIMEOUT(offline.size(), 1, 5000);
    SETTLE(session);
    QVERIFY(session.isOffline());
    QCOMPARE(back.size(), 0);
    QCOMPARE(session.pendingCount(), 2);
    QCOMPARE(session.pendingTexts(), (QStringList{QStringLiteral("set the price to 2"),
                                                  QStringLiteral("set the price to 3")}));
    QCOMPARE(storedPrice()->usdPerChipHour, 1.0);

    session.setFaultInjection({});
    session.reconnectNow();
    QTRY_COMPARE_WITH_TIMEOUT(back.size(), 1, 5000);
    SETTLE(session);
    QCOMPARE(back.constFirst().constFirst().toInt(), 2);
    QCOMPARE(storedPrice()->usdPerChipHour, 3.0);
    QCOMPARE(session.history()->count(), 3);
}

QTEST_MAIN(TstSessionOffline)
#include "tst_sessionoffline.moc"
