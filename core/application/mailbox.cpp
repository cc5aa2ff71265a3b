#include "application/mailbox.h"

#include <QMetaObject>
#include <QThread>

#include <condition_variable>
#include <mutex>

namespace chipatlas {

Mailbox::~Mailbox() {
    std::deque<std::function<void()>> dropped; // destroyed after the lock: nothing runs
    const std::lock_guard lock(m_mutex);
    dropped.swap(m_jobs);
}

void startThreadAndWait(QThread* thread) {
    std::mutex mutex;
    std::condition_variable started;
    bool up = false;
    const QMetaObject::Connection connection = QObject::connect(
        thread, &QThread::started, thread,
        [&] {
            const std::lock_guard lock(mutex);
            up = true;
            started.notify_all();
        },
        Qt::DirectConnection);
    thread->start();
    std::unique_lock lock(mutex);
    started.wait(lock, [&up] { return up; });
    QObject::disconnect(connection);
}

void quitThreadAndWait(Mailbox* mailbox, QThread* thread) {
    mailbox->post([thread] { thread->quit(); });
    thread->wait();
}

void Mailbox::post(std::function<void()> job) {
    const std::lock_guard lock(m_mutex);
    m_jobs.push_back(std::move(job));
    // One wake-up per job, posted under the lock: see the class comment.
    QMetaObject::invokeMethod(this, "drain", Qt::QueuedConnection);
}

void Mailbox::call(const std::function<void()>& job) {
    Q_ASSERT(thread() != QThread::currentThread());
    bool ran = false;
    post([this, &job, &ran] {
        job();
        const std::lock_guard lock(m_mutex);
        ran = true;
        m_ran.notify_all();
    });
    std::unique_lock lock(m_mutex);
    m_ran.wait(lock, [&ran] { return ran; });
}

// One job per wake-up, as invokeMethod() with a functor would run it: events posted in between
// (a repaint, a timer) keep their place.
void Mailbox::drain() {
    std::function<void()> job;
    {
        const std::lock_guard lock(m_mutex);
        if (m_jobs.empty())
            return;
        job = std::move(m_jobs.front());
        m_jobs.pop_front();
    }
    job(); // without the lock: a job may post more, or run a nested event loop
}

} // namespace chipatlas
