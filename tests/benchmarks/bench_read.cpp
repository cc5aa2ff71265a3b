// Reading every chip into a snapshot (Catalog::open + Catalog::chips().all(), what every command
// and the calculator's baseline read) against the sqlite3 shell reading the same rows the same
// way: the source URLs, the chip rows ordered by id and every figure row as the table stores it,
// out to /dev/null. Target (README, Performance): at most 2x. Each side runs three times on a copy
// of the prepared catalog and the fastest run counts; the CPU times are printed beside (on a busy
// machine the wall time also counts the waiting for a core).
//
// Then the same on PostgreSQL (benchpg.h: the prepared catalog on the test cluster of the CTest
// fixture "postgres", or on the server CHIPATLAS_BENCH_PG_URL names), against `psql` reading the
// same rows.

#include "benchcommon.h"
#include "benchpg.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <limits>
#include <sys/resource.h>

using namespace chipatlas;
using namespace chipatlas::bench;

namespace {
struct Timing {
    double wallMs = std::numeric_limits<double>::max();
    double cpuMs = std::numeric_limits<double>::max();
};

double childrenCpuMs() {
    rusage usage{};
    if (getrusage(RUSAGE_CHILDREN, &usage) != 0)
        return 0.0;
    return 1000.0 * double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

// The engine's shell (`program arguments`) reading the same rows; false (with a message) when it
// could not.
bool shellRead(const QString& program, const QStringList& arguments, Timing* best) {
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.setStandardOutputFile(QProcess::nullDevice());
    const double cpuBefore = childrenCpuMs();
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    if (!process.waitForStarted() || !process.waitForFinished(-1) ||
        process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        std::fprintf(stderr, "%s %s failed: %s\n", qPrintable(program),
                     qPrintable(arguments.join(QLatin1Char(' '))),
                     qPrintable(process.errorString()));
        return false;
    }
    best->wallMs = std::min(best->wallMs, double(timer.nsecsElapsed()) / 1e6);
    best->cpuMs = std::min(best->cpuMs, childrenCpuMs() - cpuBefore);
    return true;
}

using Opener = std::function<std::unique_ptr<Catalog>(StorageError*)>;

// `open` + chips().all(); the number of chips read, or -1 (with a message).
qsizetype catalogRead(const Opener& open, Timing* best) {
    const std::clock_t cpuStart = std::clock();
    QElapsedTimer timer;
    timer.start();
    StorageError error;
    const std::unique_ptr<Catalog> catalog = open(&error);
    if (!catalog) {
        std::fprintf(stderr, "cannot open the catalog: %s\n", qPrintable(error.message));
        return -1;
    }
    const double openMs = double(timer.nsecsElapsed()) / 1e6;
    const QList<Chip> chips = catalog->chips().all(&error);
    const double wallMs = double(timer.nsecsElapsed()) / 1e6;
    const double cpuMs = 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::printf("  Catalog::open %.1f ms, chips().all() %.1f ms\n", openMs, wallMs - openMs);
    best->wallMs = std::min(best->wallMs, wallMs);
    best->cpuMs = std::min(best->cpuMs, cpuMs);
    if (error) {
        std::fprintf(stderr, "cannot read the catalog: %s\n", qPrintable(error.message));
        return -1;
    }
    return chips.size();
}

// Both sides kRuns times, alternating; reports the ratio of the fastest runs. False when either
// could not measure.
bool compare(const QString& engine, const Opener& open, const QString& shell,
             const QStringList& arguments) {
    constexpr int kRuns = 3;
    Timing baseline;
    Timing catalog;
    qsizetype chips = 0;
    for (int run = 0; run < kRuns; ++run) {
        chips = catalogRead(open, &catalog);
        if (chips < 0 || !shellRead(shell, arguments, &baseline))
            return false;
    }
    const QString count = QLocale::c().toString(chips);
    std::printf("read every chip on %s (%s chips): %.1f ms of CPU time, %s %.1f ms of CPU time "
                "(ratio %.2f); peak %.0f MB\n",
                qPrintable(engine), qPrintable(count), catalog.cpuMs,
                qPrintable(QFileInfo(shell).fileName()), baseline.cpuMs,
                baseline.cpuMs > 0 ? catalog.cpuMs / baseline.cpuMs : 0.0, peakResidentMb());
    report(QStringLiteral("read every chip on %1 (%2 chips) against %3 reading the same rows")
               .arg(engine, count, QFileInfo(shell).fileName()),
           catalog.wallMs, baseline.wallMs, 2.0, QStringLiteral("ms"));
    return true;
}
} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QString sqlite3 = sqlite3Shell();
    if (sqlite3.isEmpty())
        return 2;
    const QTemporaryDir dir;
    if (!madeFolder(dir))
        return 2;
    const QString path = copyOfPreparedCatalog(dir);
    if (!compare(QStringLiteral("SQLite"),
                 [&](StorageError* error) { return Catalog::open(path, error); }, sqlite3,
                 {path, readerRows()})) {
        return 1;
    }

    // The same rows on PostgreSQL (benchpg.h: the test cluster, or CHIPATLAS_BENCH_PG_URL).
    QString problem;
    const std::optional<PgCatalog> pg = preparedPgCatalog(QStringLiteral(CHIPATLAS_CLI), &problem);
    const QString psql = psqlShell();
    if (!pg || psql.isEmpty()) {
        std::fprintf(stderr, "cannot measure PostgreSQL: %s\n", qPrintable(problem));
        return 2;
    }
    const CatalogConnection connection =
        CatalogConnection::postgres(pg->host, pg->port, pg->database, pg->user);
    Catalog::Options options;
    options.password = pg->password;
    return compare(
               QStringLiteral("PostgreSQL"),
               [&](StorageError* error) { return Catalog::open(connection, options, error); }, psql,
               psqlArguments(*pg) + QStringList{QStringLiteral("-o"), QProcess::nullDevice(),
                                                QStringLiteral("-c"), readerRows(" COLLATE \"C\"")})
               ? 0
               : 1;
}
