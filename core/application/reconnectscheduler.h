#pragma once

#include <QDateTime>
#include <QObject>

#include <chrono>

class QTimer;

namespace chipatlas {

// When the session tries to reach a team server again after losing it: the first try after
// `first`, then each wait twice the one before, up to `longest` (1 s, 2 s, 4 s ... 60 s), so
// that a server that is down for long is not hammered and one that blinked is back soon.
class ReconnectScheduler final : public QObject {
    Q_OBJECT

public:
    explicit ReconnectScheduler(QObject* parent = nullptr);

    // Tests shorten the waits; the defaults are 1 s and 60 s.
    void setDelays(std::chrono::milliseconds first, std::chrono::milliseconds longest);
    // Schedules the first try (the server was just lost).
    void start();
    // The try failed: schedules the next one, after twice the wait (at most `longest`).
    void retryLater();
    void stop();
    bool isActive() const;
    // When the next try is due; null when none is scheduled.
    QDateTime nextTry() const { return m_next; }

Q_SIGNALS:
    void due();
    void scheduled(const QDateTime& at);

private:
    void schedule(std::chrono::milliseconds wait);

    QTimer* m_timer;
    std::chrono::milliseconds m_first{1000};
    std::chrono::milliseconds m_longest{60000};
    std::chrono::milliseconds m_wait{1000}; // the wait of the try scheduled last
    QDateTime m_next;
};

} // namespace chipatlas
