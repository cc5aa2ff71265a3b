// `export` (CSV and JSON; of the systems and offers too, their peak memory) and `list --json`
// (and the sorted text `list`) of the prepared catalog
// against the sqlite3 shell reading the same rows out as CSV (every chip joined with its
// figures): time at most 2x, and each command's peak resident memory at most 1.5x the catalog
// file (README, Performance); then the same on PostgreSQL against psql's \copy of those rows as
// CSV (benchpg.h), their memory against the same file. Each runs twice and the faster run counts;
// the peak is the larger of the two runs', measured per process (wait4()).

#include "benchcommon.h"
#include "benchpg.h"
#include "benchprocess.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace chipatlas::bench;

namespace {
// Each command on the catalog `db` (a file or a server's URL): its time against `baselineMs` and
// its peak memory against `fileMb`, each report's name ending in `engine`. False when a command
// failed.
bool measureCommands(const QString& cli, const QString& db, const QTemporaryDir& temp,
                     double baselineMs, double fileMb, const QString& engine) {
    struct Command {
        const char* name;
        QStringList arguments;
    };
    const QList<Command> commands{
        {"export CSV", {QStringLiteral("export"), temp.filePath(QStringLiteral("chips.csv"))}},
        {"export JSON", {QStringLiteral("export"), temp.filePath(QStringLiteral("chips.json"))}},
        {"list --json", {QStringLiteral("list"), QStringLiteral("--json")}},
        {"list (text, sorted)",
         {QStringLiteral("list"), QStringLiteral("--sort"), QStringLiteral("perf_per_watt"),
          QStringLiteral("--desc")}},
    };
    for (const Command& command : commands) {
        const Measured run = best(cli, QStringList{QStringLiteral("--db"), db} + command.arguments);
        if (run.ms < 0)
            return false;
        const QString name = QString::fromLatin1(command.name);
        report(QStringLiteral("%1 time%2").arg(name, engine), run.ms, baselineMs, 2.0,
               QStringLiteral("ms"), run.peakMb);
        report(QStringLiteral("%1 peak memory / catalog file%2").arg(name, engine), run.peakMb,
               fileMb, 1.5, QStringLiteral("MB"));
    }
    // The systems and offers (1 per 100 chips, 1 per 4) stream a page at a time too: their
    // peak against the catalog file, as the chips' (their time is far below the shell's).
    for (const char* kind : {"systems", "offers"}) {
        for (const char* suffix : {"csv", "json"}) {
            const Measured run = best(cli, {QStringLiteral("--db"), db, QStringLiteral("export"),
                                            QStringLiteral("--%1").arg(QLatin1String(kind)),
                                            temp.filePath(QStringLiteral("%1.%2").arg(
                                                QLatin1String(kind), QLatin1String(suffix)))});
            if (run.ms < 0)
                return false;
            report(QStringLiteral("export --%1 %2 peak memory / catalog file%3")
                       .arg(QLatin1String(kind), QString::fromLatin1(suffix).toUpper(), engine),
                   run.peakMb, fileMb, 1.5, QStringLiteral("MB"));
        }
    }
    return true;
}
} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QString sqlite3 = sqlite3Shell();
    if (sqlite3.isEmpty())
        return 2;
    QTemporaryDir temp;
    if (!madeFolder(temp))
        return 2;
    const QString db = copyOfPreparedCatalog(temp);
    const double fileMb = double(QFileInfo(db).size()) / (1024.0 * 1024.0);
    const QString cli = QStringLiteral(CHIPATLAS_CLI);
    // Opening the catalog once first (a migration, WAL files) keeps that out of the timings.
    if (measure(cli,
                {QStringLiteral("--db"), db, QStringLiteral("list"), QStringLiteral("--columns"),
                 QStringLiteral("id"), QStringLiteral("--filter"), QStringLiteral("no such chip")})
            .ms < 0)
        return 1;

    const Measured shell =
        best(sqlite3, {QStringLiteral("-csv"), db,
                       QStringLiteral("SELECT c.*, f.* FROM chip c JOIN figure f ON f.chip = c.pk "
                                      "ORDER BY c.id")});
    if (shell.ms < 0)
        return 1;
    std::printf("sqlite3 -csv of every chip joined with its figures: %.0f ms; catalog file "
                "%.0f MB\n",
                shell.ms, fileMb);

    if (!measureCommands(cli, db, temp, shell.ms, fileMb, QString()))
        return 1;

    // The same commands on PostgreSQL (benchpg.h) against psql's \copy of the same rows as CSV;
    // their peak memory against the same catalog file (the same rows in SQLite).
    QString problem;
    const std::optional<PgCatalog> pg = preparedPgCatalog(cli, &problem);
    const QString psql = psqlShell();
    if (!pg || psql.isEmpty()) {
        std::fprintf(stderr, "cannot measure PostgreSQL: %s\n", qPrintable(problem));
        return 2;
    }
    const Measured psqlCopy = best(
        psql, psqlArguments(*pg) +
                  QStringList{QStringLiteral("-c"),
                              QStringLiteral("\\copy (SELECT c.*, f.* FROM chip c JOIN figure f "
                                             "ON f.chip = c.pk ORDER BY c.id COLLATE \"C\") "
                                             "TO STDOUT WITH CSV")});
    if (psqlCopy.ms < 0)
        return 1;
    std::printf("psql \\copy of every chip joined with its figures: %.0f ms\n", psqlCopy.ms);
    return measureCommands(cli, pg->url, temp, psqlCopy.ms, fileMb, QStringLiteral(" (PostgreSQL)"))
               ? 0
               : 1;
}
