// Mailbox (core/application/mailbox.h): the hand-off of the catalog session's jobs and results
// between the GUI thread and the worker. Jobs run on the mailbox's thread, in the order they
// were posted from any number of threads; call() returns only after its job ran; a mailbox
// deleted with jobs waiting drops them without running them.
#include "application/mailbox.h"

#include <QTest>
#include <QThread>

#include <memory>
#include <mutex>
#include <thread>
#include <vector>

using namespace chipatlas;

class TestMailbox final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void jobsRunOnTheMailboxThreadInOrder();
    void postsFromManyThreadsAllRun();
    void callWaitsForItsJob();
    void deletedMailboxDropsWaitingJobs();
};

namespace {
// A thread with an event loop and a mailbox on it, stopped and joined when it goes.
struct WorkerThread {
    WorkerThread()
        : mailbox(new Mailbox) {
        mailbox->moveToThread(&thread);
        QObject::connect(&thread, &QThread::finished, mailbox, &QObject::deleteLater);
        startThreadAndWait(&thread);
    }
    ~WorkerThread() { quitThreadAndWait(mailbox, &thread); }
    QThread thread;
    Mailbox* mailbox;
};
} // namespace

void TestMailbox::jobsRunOnTheMailboxThreadInOrder() {
    WorkerThread worker;
    std::mutex mutex;
    std::vector<int> order;
    std::vector<QThread*> threads;
    for (int i = 0; i < 100; ++i) {
        worker.mailbox->post([&, i] {
            const std::lock_guard lock(mutex);
            order.push_back(i);
            threads.push_back(QThread::currentThread());
        });
    }
    worker.mailbox->call([] {});
    const std::lock_guard lock(mutex);
    QCOMPARE(order.size(), 100u);
    for (int i = 0; i < 100; ++i) {
        QCOMPARE(order[std::size_t(i)], i);
        QCOMPARE(threads[std::size_t(i)], &worker.thread);
    }
}

void TestMailbox::postsFromManyThreadsAllRun() {
    // The GUI thread's mailbox gets jobs from four threads at once, as the session's inbox gets
    // results from its worker while the window posts its own.
    Mailbox inbox;
    int ran = 0; // touched on this thread only, by the jobs
    std::vector<std::thread> senders;
    for (int t = 0; t < 4; ++t) {
        senders.emplace_back([&inbox, &ran] {
            for (int i = 0; i < 250; ++i)
                inbox.post([&ran] { ++ran; });
        });
    }
    for (std::thread& sender : senders)
        sender.join();
    QTRY_COMPARE(ran, 1000);
}

void TestMailbox::callWaitsForItsJob() {
    WorkerThread worker;
    QThread* ranOn = nullptr;
    int value = 0;
    worker.mailbox->post([] { QThread::msleep(50); }); // call() waits behind this one too
    worker.mailbox->call([&] {
        ranOn = QThread::currentThread();
        value = 42;
    });
    // No lock here: call() returning is what makes the job's writes visible.
    QCOMPARE(ranOn, &worker.thread);
    QCOMPARE(value, 42);
}

void TestMailbox::deletedMailboxDropsWaitingJobs() {
    int runs = 0;
    auto token = std::make_shared<int>(0);
    const std::weak_ptr<int> watch = token;
    {
        Mailbox inbox; // on this thread: nothing runs until the event loop does
        for (int i = 0; i < 3; ++i)
            inbox.post([&runs, token] { ++runs; });
    }
    token.reset();
    QCoreApplication::processEvents();
    QCOMPARE(runs, 0);
    QVERIFY2(watch.expired(), "the dropped jobs' captures were not destroyed");
}

QTEST_GUILESS_MAIN(TestMailbox)
#include "tst_mailbox.moc"
