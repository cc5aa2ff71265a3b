// CSV import into the catalog against the sqlite3 shell's `.import --csv` of the same file
// (at most 2x). Both start from nothing in the same temporary folder: the shell
// into a new database (it makes the table from the header), the CLI into a new catalog. Each
// runs twice and the faster run counts, to keep the benchmark short at 100,000 chips.
//
// Then the same import into an empty PostgreSQL catalog (a new database on the CTest fixture's
// server, set up by the CLI), once, against `psql \copy` of the same rows (the prepared
// catalog's sources, chips and figures; pgbench.h): at most 3x.
//
// Beside the SQLite import, for reference: what SQLite alone takes to store
// the same rows in the catalog's tables, copying the prepared catalog's sources, chips and figures
// into a new catalog with INSERT ... SELECT in one transaction, its value index rebuilt after the
// rows as the import does (storage/deferredindexes). No parsing, no validation: the least any
// import of this file into this schema can take. It is held to the import's 2x: were it to miss,
// no import into these tables could meet the target.

#include "benchcommon.h"
#include "pgbench.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <sys/resource.h>

namespace {
using namespace chipatlas::bench;

// Runs `program arguments` and returns its wall time in ms, or -1 (with a message) when it
// could not run or failed.
double timedRun(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    if (!process.waitForStarted() || !process.waitForFinished(-1)) {
        std::fprintf(stderr, "could not run %s: %s\n", qPrintable(program),
                     qPrintable(process.errorString()));
        return -1.0;
    }
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        std::fprintf(stderr, "%s %s failed with exit code %d\n", qPrintable(program),
                     qPrintable(arguments.join(QLatin1Char(' '))), process.exitCode());
        return -1.0;
    }
    return ms;
}

// The largest peak resident memory of the children waited for so far, in MB.
double childrenPeakMb() {
    rusage usage{};
    if (getrusage(RUSAGE_CHILDREN, &usage) != 0)
        return 0.0;
    return double(usage.ru_maxrss) / 1024.0; // KiB on Linux
}
} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QString csv = benchFile("chips.csv");
    if (!QFileInfo::exists(csv)) {
        std::fprintf(stderr, "%s does not exist (tests/benchmarks/prepare)\n", qPrintable(csv));
        return 2;
    }
    const QString sqlite3 = sqlite3Shell();
    if (sqlite3.isEmpty())
        return 2;
    QTemporaryDir temp;
    if (!madeFolder(temp))
        return 2;

    constexpr int kRuns = 2;
    double cliMs = std::numeric_limits<double>::max();
    double sqliteMs = std::numeric_limits<double>::max();
    // The CLI first, so that the children's peak memory read after it is the CLI's alone.
    for (int run = 0; run < kRuns; ++run) {
        const QString db = temp.filePath(QStringLiteral("catalog-%1.sqlite").arg(run));
        const double ms = timedRun(QStringLiteral(CHIPATLAS_CLI),
                                   {QStringLiteral("--db"), db, QStringLiteral("import"), csv});
        if (ms < 0)
            return 1;
        cliMs = std::min(cliMs, ms);
        QFile::remove(db);
    }
    const double cliPeakMb = childrenPeakMb();
    qint64 rows = 0;
    for (int run = 0; run < kRuns; ++run) {
        const QString db = temp.filePath(QStringLiteral("shell-%1.sqlite").arg(run));
        const double ms =
            timedRun(sqlite3, {db, QStringLiteral(".import --csv '%1' chips").arg(csv)});
        if (ms < 0)
            return 1;
        sqliteMs = std::min(sqliteMs, ms);
        if (run == 0) {
            // The file's rows, as the shell counts them (notes hold line breaks).
            QProcess count;
            count.start(sqlite3, {db, QStringLiteral("SELECT count(*) FROM chips")});
            if (count.waitForFinished(-1) && count.exitCode() == 0)
                rows = count.readAllStandardOutput().trimmed().toLongLong();
        }
        QFile::remove(db);
    }

    // The engine's own floor (above): a copy of the new catalog, the prepared rows past its
    // built-in chips.
    const QString floorSql = temp.filePath(QStringLiteral("floor.sql"));
    {
        QFile script(floorSql);
        if (!script.open(QIODevice::WriteOnly))
            return 2;
        script.write(
            QStringLiteral("ATTACH '%1' AS src; BEGIN; DROP INDEX figure_by_value; "
                           "INSERT INTO main.source SELECT * FROM src.source "
                           "WHERE id NOT IN (SELECT id FROM main.source); "
                           "CREATE TEMP TABLE builtin AS SELECT max(pk) AS pk FROM main.chip; "
                           "INSERT INTO main.chip SELECT * FROM src.chip "
                           "WHERE pk > (SELECT pk FROM temp.builtin); "
                           "INSERT INTO main.figure SELECT * FROM src.figure "
                           "WHERE chip > (SELECT pk FROM temp.builtin); "
                           "CREATE INDEX figure_by_value ON figure (field, num); COMMIT;\n")
                .arg(benchFile("catalog.sqlite"))
                .toUtf8());
    }
    double floorMs = std::numeric_limits<double>::max();
    for (int run = 0; run < kRuns; ++run) {
        const QString db = temp.filePath(QStringLiteral("floor-%1.sqlite").arg(run));
        if (!QFile::copy(benchFile("empty.sqlite"), db) ||
            !QFile::setPermissions(db, QFileDevice::ReadOwner | QFileDevice::WriteOwner))
            return 2;
        const double ms = timedRun(sqlite3, {db, QStringLiteral(".read '%1'").arg(floorSql)});
        if (ms < 0)
            return 1;
        floorMs = std::min(floorMs, ms);
        QFile::remove(db);
    }

    std::printf("chipatlas-cli import of %s (%.0f MB): peak resident memory %.0f MB\n",
                qPrintable(csv), double(QFileInfo(csv).size()) / 1e6, cliPeakMb);
    report(QStringLiteral("CSV import of %1 chips").arg(rows), cliMs, sqliteMs, 2.0,
           QStringLiteral("ms"), cliPeakMb);
    report(QStringLiteral("SQLite alone storing the same %1 chips in the catalog's tables, for "
                          "reference")
               .arg(rows),
           floorMs, sqliteMs, 2.0, QStringLiteral("ms"));

    const std::optional<PgServer> server = PgServer::fromState();
    if (!server)
        return 2;
    const QString database = server->createDatabase();
    if (database.isEmpty())
        return 1;
    const Measured pg =
        measure(QStringLiteral(CHIPATLAS_CLI),
                {QStringLiteral("--db"), server->url(database), QStringLiteral("import"), csv});
    server->dropDatabase(database);
    if (pg.ms < 0)
        return 1;
    const double psqlMs = psqlCopyMs(
        *server, QStringLiteral(CHIPATLAS_CLI), copyOfPreparedCatalog(temp),
        {QStringLiteral("source"), QStringLiteral("chip"), QStringLiteral("figure")}, temp);
    if (psqlMs < 0)
        return 1;
    report(QStringLiteral("CSV import of %1 chips (PostgreSQL)").arg(rows), pg.ms, psqlMs, 3.0,
           QStringLiteral("ms"), pg.peakMb);
    return 0;
}
