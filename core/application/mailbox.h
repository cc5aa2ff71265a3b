#pragma once

#include <QObject>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>

class QThread;

namespace chipatlas {

// Jobs for the thread a Mailbox lives on, handed over so that ThreadSanitizer can follow them.
//
// QMetaObject::invokeMethod() with a functor copies the functor's captures into an event that
// the other thread reads, and the hand-off goes through Qt's own locks. Debian's Qt is not built
// with TSan, so those locks are invisible to it and every capture looks like a data race. Here
// the jobs wait in a queue behind a std::mutex (which TSan sees), and the event that wakes the
// mailbox's thread carries no data: a slot invoked by name, posted while the mutex is held, so
// that the event itself is made before, and freed after, a lock the other side takes.
//
// post() from any thread; the jobs run on the mailbox's thread in the order they were posted.
// A mailbox deleted with jobs still waiting drops them (their captures are destroyed).
class Mailbox final : public QObject {
    Q_OBJECT

public:
    explicit Mailbox(QObject* parent = nullptr)
        : QObject(parent) {}
    // Takes the lock once more, so that the thread that deletes the mailbox (the worker, when its
    // thread ends) is ordered after the last call() that waited on it.
    ~Mailbox() override;

    void post(std::function<void()> job);
    // Posts `job` and waits until it ran: from another thread than the mailbox's only.
    void call(const std::function<void()>& job);

private:
    Q_INVOKABLE void drain();

    std::mutex m_mutex;
    std::condition_variable m_ran; // call(): its job ran
    std::deque<std::function<void()>> m_jobs;
};

// Starts `thread` and returns once its event loop's dispatcher exists. The first post() to a
// mailbox on a thread wakes that dispatcher through a descriptor the thread made; waiting here
// orders the two for ThreadSanitizer (Qt's own hand-over of the dispatcher is invisible to it).
void startThreadAndWait(QThread* thread);
// Ends the event loop of the thread `mailbox` lives on, after the jobs posted before, and waits
// for the thread to finish. The quit goes through the mailbox, so that the thread's closing of
// its wake-up descriptor is ordered after every wake-up sent to it.
void quitThreadAndWait(Mailbox* mailbox, QThread* thread);

} // namespace chipatlas
