// Reading every chip into a snapshot (Catalog::open + Catalog::chips().all(), what every command
// and the calculator's baseline read) against the sqlite3 shell reading the same rows the same
// way: the source URLs, the chip rows ordered by id and every figure row as the table stores it, out
// to /dev/null. Target (README, Performance): at most 2x. Each side runs three times on a copy of
// the prepared catalog and the fastest run counts; the CPU times are printed beside (on a busy
// machine the wall time also counts the waiting for a core).

#include "benchcommon.h"
#include "storage/catalog.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <limits>
#include <sys/resource.h>

using namespace chipatlas;
using namespace chipatlas::bench;

namespace {
// The reader's three queries (storage/chipreader.cpp), as the shell runs them.
const QString kSameRows = QStringLiteral(
    "SELECT s.id, s.url FROM source s; "
    "SELECT c.pk, c.id, c.vendor, c.name, c.family_generation, c.kind, c.sparsity_note, "
    "c.source_urls, c.notes, c.origin FROM chip c ORDER BY c.id; "
    "SELECT f.chip, f.field, f.num, f.txt, f.status, f.source, f.note, f.sparsity_unstated, "
    "f.printed_unit, f.configuration, f.range_low, f.range_high, f.link_scope FROM figure f;");

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

// The shell reading the same rows; false (with a message) when it could not.
bool shellRead(const QString& sqlite3, const QString& path, Timing* best) {
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.setStandardOutputFile(QProcess::nullDevice());
    const double cpuBefore = childrenCpuMs();
    QElapsedTimer timer;
    timer.start();
    process.start(sqlite3, {path, kSameRows});
    if (!process.waitForStarted() || !process.waitForFinished(-1) ||
        process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        std::fprintf(stderr, "sqlite3 could not read %s: %s\n", qPrintable(path),
                     qPrintable(process.errorString()));
        return false;
    }
    best->wallMs = std::min(best->wallMs, double(timer.nsecsElapsed()) / 1e6);
    best->cpuMs = std::min(best->cpuMs, childrenCpuMs() - cpuBefore);
    return true;
}

// Catalog::open + chips().all(); the number of chips read, or -1 (with a message).
qsizetype catalogRead(const QString& path, Timing* best) {
    const std::clock_t cpuStart = std::clock();
    QElapsedTimer timer;
    timer.start();
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(path, &error);
    if (!catalog) {
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(path), qPrintable(error.message));
        return -1;
    }
    const double openMs = double(timer.nsecsElapsed()) / 1e6;
    const QList<Chip> chips = catalog->chips().all(&error);
    std::printf("open %.1f ms, read %.1f ms\n", openMs, double(timer.nsecsElapsed()) / 1e6 - openMs);
    best->wallMs = std::min(best->wallMs, double(timer.nsecsElapsed()) / 1e6);
    best->cpuMs =
        std::min(best->cpuMs, 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC);
    if (error) {
        std::fprintf(stderr, "cannot read %s: %s\n", qPrintable(path), qPrintable(error.message));
        return -1;
    }
    return chips.size();
}
} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QString sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    if (sqlite3.isEmpty()) {
        std::fprintf(stderr, "the sqlite3 shell is not installed: it is the baseline\n");
        return 2;
    }
    const QTemporaryDir dir;
    const QString path = copyOfPreparedCatalog(dir);

    constexpr int kRuns = 3;
    Timing shell;
    Timing catalog;
    qsizetype chips = 0;
    for (int run = 0; run < kRuns; ++run) {
        chips = catalogRead(path, &catalog);
        if (chips < 0 || !shellRead(sqlite3, path, &shell))
            return 1;
    }
    const QString count = QLocale::c().toString(chips);
    std::printf("read every chip (%s chips): %.1f ms of CPU time, sqlite3 %.1f ms (ratio %.2f); "
                "peak %.0f MB\n",
                qPrintable(count), catalog.cpuMs, shell.cpuMs,
                shell.cpuMs > 0 ? catalog.cpuMs / shell.cpuMs : 0.0, peakResidentMb());
    report(QStringLiteral("read every chip (%1 chips) against sqlite3 reading the same rows")
               .arg(count),
           catalog.wallMs, shell.wallMs, 2.0, QStringLiteral("ms"));
    return 0;
}
