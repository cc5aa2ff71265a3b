#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTest>

// Runs the real chipatlas-cli binary and collects what it printed.
struct CliResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    QString text() const { return QString::fromUtf8(out); }
    QString errorText() const { return QString::fromUtf8(err); }
    QJsonDocument json() const { return QJsonDocument::fromJson(out); }
};

// Runs in `workingDirectory` when one is given, in the test's otherwise.
inline CliResult runCli(const QStringList& arguments, const QProcessEnvironment& environment,
                        const QString& workingDirectory = QString()) {
    QProcess process;
    process.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(CHIPATLAS_CLI_PATH), arguments);
    CliResult result;
    if (!process.waitForFinished(120000)) {
        qWarning("chipatlas-cli did not finish: %s", qPrintable(process.errorString()));
        process.kill();
        process.waitForFinished();
        return result;
    }
    if (process.exitStatus() != QProcess::NormalExit) {
        qWarning("chipatlas-cli crashed: %s", process.readAllStandardError().constData());
        return result;
    }
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

// The same on the catalog at `db` (--db), and with --json, parsed; a failure is logged.
inline CliResult runCliOn(const QString& db, const QStringList& arguments,
                          const QProcessEnvironment& environment) {
    return runCli(QStringList{QStringLiteral("--db"), db} + arguments, environment);
}
inline QJsonDocument runCliJson(const QString& db, const QStringList& arguments,
                                const QProcessEnvironment& environment) {
    const CliResult r =
        runCliOn(db, arguments + QStringList{QStringLiteral("--json")}, environment);
    if (r.exitCode != 0 || !r.err.isEmpty())
        qWarning("%s failed (%d): %s", qPrintable(arguments.join(QLatin1Char(' '))), r.exitCode,
                 r.err.constData());
    return r.json();
}

// "compare a b --json" as arguments (split on spaces), for data tables.
inline QStringList cliArgs(const char* text) {
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// What every command error must do: exit with `exitCode`, print nothing on stdout, and print
// one "chipatlas-cli: ..." message on stderr that names the offending value (`named`).
inline void verifyCliError(const CliResult& result, int exitCode, const QString& named) {
    QCOMPARE(result.exitCode, exitCode);
    QCOMPARE(result.out, QByteArray());
    QVERIFY2(result.errorText().startsWith(QStringLiteral("chipatlas-cli: ")),
             result.err.constData());
    QVERIFY2(result.errorText().contains(named), result.err.constData());
}
