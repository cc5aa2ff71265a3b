#pragma once
// What every benchmark of tests/benchmarks/ shares: where the synthetic catalog is, how a result
// is reported, and the process's peak memory.
//
// A result is a measured value beside a baseline measured in the same run on the same machine,
// and the target is a bound on their ratio (value / baseline), never on a time. report() prints
// one line for people and one line `BENCH-RESULT {json}` that tests/benchmarks/run collects into
// bench-results.json: {"name","value","baseline","ratio","target","unit","meets"}.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QtGlobal>

#include <cstdio>
#include <cstdlib>

namespace chipatlas::bench {

// The folder tests/benchmarks/prepare filled: chips.csv, systems.csv, offers.csv (the
// generator's), catalog.sqlite (all three imported) and empty.sqlite (a new catalog: the
// built-in rows only). From CHIPATLAS_BENCH_DIR (CTest's fixture and the run script set it).
inline QDir benchDir() {
    const QByteArray dir = qgetenv("CHIPATLAS_BENCH_DIR");
    if (dir.isEmpty() || !QDir(QString::fromLocal8Bit(dir)).exists()) {
        std::fprintf(stderr, "CHIPATLAS_BENCH_DIR does not name the prepared catalog folder "
                             "(tests/benchmarks/prepare)\n");
        std::exit(2);
    }
    return QDir(QString::fromLocal8Bit(dir));
}
inline QString benchFile(const char* name) {
    return benchDir().filePath(QString::fromLatin1(name));
}

// A writable copy of the prepared catalog in `dir` (opening a catalog may write to it: WAL files,
// a migration; the prepared folder may be read-only); exits when it cannot be made.
inline QString copyOfPreparedCatalog(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    if (!dir.isValid() || !QFile::copy(benchFile("catalog.sqlite"), path) ||
        !QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        std::fprintf(stderr, "cannot copy the prepared catalog into %s\n", qPrintable(dir.path()));
        std::exit(2);
    }
    return path;
}

// `unit` is the unit of value and baseline ("ms", "MB"); `target` the largest ratio that meets
// the target. `peakMb`, when above 0, is the peak resident memory of the command timed
// (the README reports each CLI command's memory beside its time).
inline void report(const QString& name, double value, double baseline, double target,
                   const QString& unit, double peakMb = 0.0) {
    const double ratio = baseline > 0.0 ? value / baseline : 0.0;
    const bool meets = baseline > 0.0 && ratio <= target;
    const QString peak =
        peakMb > 0.0 ? QStringLiteral(" (peak %1 MB)").arg(peakMb, 0, 'f', 0) : QString();
    std::printf("%s: %.1f %s%s, baseline %.1f %s, ratio %.2f (target <= %g): %s\n",
                qPrintable(name), value, qPrintable(unit), qPrintable(peak), baseline,
                qPrintable(unit), ratio, target, meets ? "meets" : "MISSES");
    QJsonObject json{{QStringLiteral("name"), name},         {QStringLiteral("value"), value},
                     {QStringLiteral("baseline"), baseline}, {QStringLiteral("ratio"), ratio},
                     {QStringLiteral("target"), target},     {QStringLiteral("unit"), unit},
                     {QStringLiteral("meets"), meets}};
    if (peakMb > 0.0)
        json.insert(QStringLiteral("peak_mb"), peakMb);
    std::printf("BENCH-RESULT %s\n",
                QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

// The process's peak resident memory (VmHWM), in MB; 0 where /proc does not tell.
inline double peakResidentMb() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0.0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0.0;
}

// The sqlite3 shell, the baseline of the benchmarks that read or write the catalog's rows; empty,
// with a message on stderr, when it is not installed (tools/quickstart.sh deps installs it).
inline QString sqlite3Shell() {
    const QString shell = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    if (shell.isEmpty())
        std::fprintf(stderr, "the sqlite3 shell is not installed: it is the baseline\n");
    return shell;
}

// The chip reader's three queries (core/storage/chipreader.cpp) as a shell runs them: the source
// URLs, the chip rows ordered by id and every figure row as the table stores it. `order` follows
// the chip id in ORDER BY (the byte order on PostgreSQL, as the reader's).
inline QString readerRows(const char* order = "") {
    return QStringLiteral(
               "SELECT s.id, s.url FROM source s; "
               "SELECT c.pk, c.id, c.vendor, c.name, c.family_generation, c.kind, "
               "c.sparsity_note, c.source_urls, c.notes, c.origin FROM chip c ORDER BY c.id%1; "
               "SELECT f.chip, f.field, f.num, f.txt, f.status, f.source, f.note, "
               "f.sparsity_unstated, f.printed_unit, f.configuration, f.range_low, f.range_high, "
               "f.link_scope FROM figure f;")
        .arg(QLatin1String(order));
}

// Whether the temporary folder `temp` was made; a message on stderr when not.
inline bool madeFolder(const QTemporaryDir& temp) {
    if (!temp.isValid()) {
        std::fprintf(stderr, "cannot make a temporary folder: %s\n",
                     qPrintable(temp.errorString()));
    }
    return temp.isValid();
}

} // namespace chipatlas::bench
