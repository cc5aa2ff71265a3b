#include "application/reconnectscheduler.h"

#include <QTimer>

#include <algorithm>

namespace chipatlas {

ReconnectScheduler::ReconnectScheduler(QObject* parent)
    : QObject(parent)
    , m_timer(new QTimer(this)) {
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        m_next = {};
        Q_EMIT due();
    });
}

void ReconnectScheduler::setDelays(std::chrono::milliseconds first,
                                   std::chrono::milliseconds longest) {
    m_first = first;
    m_longest = std::max(first, longest);
}

void ReconnectScheduler::start() {
    schedule(m_first);
}

void ReconnectScheduler::retryLater() {
    schedule(std::min(m_wait * 2, m_longest));
}

void ReconnectScheduler::stop() {
    m_timer->stop();
    m_next = {};
}

bool ReconnectScheduler::isActive() const {
    return m_timer->isActive();
}

void ReconnectScheduler::schedule(std::chrono::milliseconds wait) {
    m_wait = wait;
    m_next = QDateTime::currentDateTime().addMSecs(wait.count());
    m_timer->start(wait);
    Q_EMIT scheduled(m_next);
}

} // namespace chipatlas
