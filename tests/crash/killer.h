#pragma once

// Runs a program and kills it with SIGKILL at a chosen moment, noting what it was doing on the
// catalog then: the program is stopped (SIGSTOP) first, so that its locks and files are read
// while nothing moves, and killed while stopped.

#include "catalogstate.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QThread>

#include <algorithm>
#include <csignal>
#include <functional>
#include <memory>
#include <optional>

namespace crashtest {

struct KillOutcome {
    bool started = false;
    bool killed = false;     // false: the program had finished before the moment came
    int exitCode = -1;       // when it finished by itself
    bool writeLock = false;  // it held the catalog's write lock when it died
    bool hotJournal = false; // a journal to play back lay beside the catalog when it died
    QByteArray output;       // what it printed on stdout
    QByteArray errorOutput;  // and on stderr
    qint64 elapsedMs = 0;    // from the start to the end (finished or killed)
};

namespace detail {
// Waits until the kernel shows `pid` stopped (state T in /proc/PID/stat) or gone.
inline void waitStopped(qint64 pid) {
    const QString statPath = QStringLiteral("/proc/%1/stat").arg(pid);
    for (int i = 0; i < 2000; ++i) {
        QFile stat(statPath);
        if (!stat.open(QIODevice::ReadOnly))
            return;
        const QByteArray text = stat.readAll();
        const qsizetype close = text.lastIndexOf(')');
        if (close < 0 || close + 2 >= text.size())
            return;
        const char state = text.at(close + 2);
        if (state == 'T' || state == 't' || state == 'Z' || state == 'X')
            return;
        QThread::usleep(500);
    }
}
} // namespace detail

// Starts `program` and kills it `killAfterMs` after `anchor` first returned true, unless it
// finished before. `anchor` is polled about every millisecond with what the program printed so
// far (a line "ready", or the catalog's write lock taken: writeLockAnchor()); none: the start.
// `catalog` is the file whose locks and journal are noted at the kill.
using Anchor = std::function<bool(const QByteArray& output)>;

inline KillOutcome runAndKill(const QString& program, const QStringList& arguments,
                              const QString& catalog, qint64 killAfterMs,
                              const Anchor& anchor = {}) {
    KillOutcome outcome;
    QProcess process;
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    if (!process.waitForStarted(30000))
        return outcome;
    outcome.started = true;
    if (anchor) {
        while (process.state() == QProcess::Running && !anchor(outcome.output)) {
            process.waitForReadyRead(1);
            outcome.output += process.readAllStandardOutput();
        }
    }
    QElapsedTimer sinceAnchor;
    sinceAnchor.start();
    for (qint64 left = killAfterMs; left > 0 && process.state() == QProcess::Running;
         left = killAfterMs - sinceAnchor.elapsed()) {
        process.waitForFinished(int(left));
    }
    if (process.state() == QProcess::Running) {
        const qint64 pid = process.processId();
        ::kill(pid_t(pid), SIGSTOP);
        detail::waitStopped(pid);
        outcome.writeLock = writeLockHeld(catalog);
        outcome.hotJournal = crashtest::hotJournal(catalog);
        ::kill(pid_t(pid), SIGKILL);
        process.waitForFinished(30000);
    }
    outcome.elapsedMs = timer.elapsed();
    outcome.killed = process.exitStatus() == QProcess::CrashExit;
    if (!outcome.killed)
        outcome.exitCode = process.exitCode();
    outcome.output += process.readAllStandardOutput();
    outcome.errorOutput = process.readAllStandardError();
    return outcome;
}

// Follows the catalog's write lock as polled: a write transaction is a hold that lasts
// kSustainedMs or more (opening a WAL file takes the lock for a moment to read the log).
class LockWatch {
public:
    static constexpr qint64 kSustainedMs = 20;

    void poll(bool locked, qint64 now) {
        if (!locked) {
            if (m_holding)
                m_released = now;
            m_holding = false;
            m_since = -1;
            return;
        }
        if (m_since < 0)
            m_since = now;
        if (now - m_since >= kSustainedMs) {
            m_holding = true;
            if (m_taken < 0)
                m_taken = m_since;
        }
    }
    bool holding() const { return m_holding; }
    qint64 taken() const { return m_taken; }       // when the first write began; -1: none yet
    qint64 released() const { return m_released; } // when the last one ended; -1: none yet

private:
    qint64 m_since = -1;
    bool m_holding = false;
    qint64 m_taken = -1;
    qint64 m_released = -1;
};

// Anchors for runAndKill(): the program is writing to the catalog (it holds the write lock), or
// it was and it ended its first write.
inline Anchor writeLockTaken(const QString& catalog) {
    return [catalog, watch = std::make_shared<LockWatch>(),
            timer = std::make_shared<QElapsedTimer>()](const QByteArray&) {
        if (!timer->isValid())
            timer->start();
        watch->poll(writeLockHeld(catalog), timer->elapsed());
        return watch->holding();
    };
}
inline Anchor writeLockReleased(const QString& catalog) {
    return [catalog, watch = std::make_shared<LockWatch>(),
            timer = std::make_shared<QElapsedTimer>()](const QByteArray&) {
        if (!timer->isValid())
            timer->start();
        watch->poll(writeLockHeld(catalog), timer->elapsed());
        return watch->released() >= 0;
    };
}

// The seed of a test's kill moments: CHIPATLAS_CRASH_SEED when set (to repeat a run), else a new
// one. Printed, so that a failure can be repeated.
inline quint32 killSeed() {
    bool ok = false;
    quint32 seed = qEnvironmentVariable("CHIPATLAS_CRASH_SEED").toUInt(&ok);
    if (!ok)
        seed = QRandomGenerator::global()->generate();
    qInfo("kill moments seeded with %u (CHIPATLAS_CRASH_SEED=%u repeats them)", seed, seed);
    return seed;
}

// Runs `program` to its end; the time it took (or nullopt when it failed: `failure` says why).
inline std::optional<qint64> runToEnd(const QString& program, const QStringList& arguments,
                                      QByteArray* failure) {
    QProcess process;
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    if (!process.waitForFinished(300000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        *failure = program.toUtf8() + ' ' + arguments.join(QLatin1Char(' ')).toUtf8() + ": " +
                   process.readAllStandardError() + process.errorString().toUtf8();
        return std::nullopt;
    }
    return timer.elapsed();
}

// When, from its start, a complete run of a program began its first write transaction and ended
// its last (LockWatch, polled every millisecond or so), and when it ended.
struct Phases {
    qint64 locked = -1; // -1: never seen
    qint64 unlocked = -1;
    qint64 end = 0;

    // How long phase `phase` lasted: 0 before the first write, 1 while writing, 2 after the last.
    qint64 length(int phase) const {
        const qint64 from = phase == 0 ? 0 : phase == 1 ? locked : unlocked;
        const qint64 to = phase == 0 ? locked : phase == 1 ? unlocked : end;
        return std::max<qint64>(to - from, 1);
    }
};

inline std::optional<Phases> runWatchingLock(const QString& program, const QStringList& arguments,
                                             const QString& catalog, QByteArray* failure) {
    QProcess process;
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    Phases phases;
    LockWatch watch;
    if (process.waitForStarted(30000)) {
        while (process.state() == QProcess::Running && timer.elapsed() < 300000) {
            watch.poll(writeLockHeld(catalog), timer.elapsed());
            process.waitForFinished(1);
        }
    }
    phases.locked = watch.taken();
    phases.unlocked = watch.released();
    phases.end = timer.elapsed();
    if (process.state() != QProcess::NotRunning || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        *failure = program.toUtf8() + ' ' + arguments.join(QLatin1Char(' ')).toUtf8() + ": " +
                   process.readAllStandardError() + process.errorString().toUtf8();
        return std::nullopt;
    }
    return phases;
}

} // namespace crashtest
