#pragma once
// Running a command of the benchmarks (chipatlas-cli, the sqlite3 shell, psql) as its own
// process: its wall time and its own peak resident memory (wait4()), so that each CLI command's
// memory is reported beside its time (README, Performance).

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <fcntl.h>
#include <limits>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace chipatlas::bench {

struct Measured {
    double ms = -1.0;
    double peakMb = 0.0;
};

// Runs `program arguments` with stdout to `output` (/dev/null unless given): its wall time and its
// own peak resident memory; ms < 0 (with a message) when it could not run or failed.
inline Measured measure(const QString& program, const QStringList& arguments,
                        const QString& output = QStringLiteral("/dev/null")) {
    const QByteArray outputPath = output.toLocal8Bit();
    QList<QByteArray> args{program.toLocal8Bit()};
    for (const QString& argument : arguments)
        args << argument.toLocal8Bit();
    std::vector<char*> argv;
    for (QByteArray& arg : args)
        argv.push_back(arg.data());
    argv.push_back(nullptr);

    Measured result;
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid == 0) {
        const int fd = ::open(outputPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0 || dup2(fd, STDOUT_FILENO) < 0)
            _exit(127);
        execv(argv[0], argv.data());
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (pid < 0 || wait4(pid, &status, 0, &usage) != pid) {
        std::fprintf(stderr, "could not run %s\n", qPrintable(program));
        return result;
    }
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "%s %s failed (status %d)\n", qPrintable(program),
                     qPrintable(arguments.join(QLatin1Char(' '))), status);
        return result;
    }
    result.ms = ms;
    result.peakMb = double(usage.ru_maxrss) / 1024.0; // KiB on Linux
    return result;
}

// The faster of two runs, with the larger peak.
inline Measured best(const QString& program, const QStringList& arguments) {
    Measured best{std::numeric_limits<double>::max(), 0.0};
    for (int run = 0; run < 2; ++run) {
        const Measured one = measure(program, arguments);
        if (one.ms < 0)
            return one;
        best.ms = std::min(best.ms, one.ms);
        best.peakMb = std::max(best.peakMb, one.peakMb);
    }
    return best;
}
} // namespace chipatlas::bench
