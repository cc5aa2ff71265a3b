#pragma once

// Shared by the streaming tests (tst_cli_streaming, tst_cli_streaming_entries): files written and
// read whole, and a CLI run measured through chipatlas-peakrss (peakrss.cpp).

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace streamingtest {

inline QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeFile(const QString& path, const QByteArray& data) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data) == data.size();
}

// The CLI's exit status and its own peak resident memory in KiB.
struct MeasuredRun {
    int exitCode = -1;
    long peakKb = 0;
};

// Runs the CLI with `arguments`, its stdout into `out`, through chipatlas-peakrss: a child forked
// straight from the test would count the test's own memory.
inline MeasuredRun runMeasured(const QStringList& arguments, const QProcessEnvironment& environment,
                               const QString& out) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(QStringLiteral(CHIPATLAS_PEAKRSS_PATH),
                  QStringList{out, QStringLiteral(CHIPATLAS_CLI_PATH)} + arguments);
    MeasuredRun run;
    if (!process.waitForFinished(120000) || process.exitCode() != 0)
        return run;
    const QList<QByteArray> words = process.readAllStandardOutput().trimmed().split(' ');
    if (words.size() != 2)
        return run;
    run.exitCode = words.at(0).toInt();
    run.peakKb = words.at(1).toLong();
    return run;
}

} // namespace streamingtest
