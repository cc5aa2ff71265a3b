// `chipatlas-cli copy` of the prepared catalog into an empty PostgreSQL catalog, and from there
// into an empty SQLite catalog, each against `psql \copy` of the same rows into a database with
// the same schema (pgbench.h; at most 3x each). Each command is its own process, reported with
// its own peak memory. The server is the CTest fixture's ("postgres").

#include "pgbench.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cstdio>

using namespace chipatlas::bench;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const std::optional<PgServer> server = PgServer::fromState();
    if (!server)
        return 2;
    QTemporaryDir temp;
    if (!madeFolder(temp))
        return 2;
    const QString catalog = copyOfPreparedCatalog(temp);
    const QString cli = QStringLiteral(CHIPATLAS_CLI);

    // The copy into a new database: the CLI sets up the catalog, then copies.
    const QString target = server->createDatabase();
    if (target.isEmpty())
        return 1;
    const Measured toPg = measure(cli, {QStringLiteral("copy"), QStringLiteral("--from"), catalog,
                                        QStringLiteral("--to"), server->url(target)});
    if (toPg.ms < 0)
        return 1;
    const QString back = temp.filePath(QStringLiteral("back.sqlite"));
    const Measured toSqlite = measure(cli, {QStringLiteral("copy"), QStringLiteral("--from"),
                                            server->url(target), QStringLiteral("--to"), back});
    server->dropDatabase(target);
    if (toSqlite.ms < 0)
        return 1;

    // What the copy writes: every kind's rows (the prepared catalog holds chips, models,
    // systems, offers and their prices, and results).
    const QStringList tables = {
        QStringLiteral("source"),    QStringLiteral("chip"),        QStringLiteral("figure"),
        QStringLiteral("llm_model"), QStringLiteral("system"),      QStringLiteral("system_figure"),
        QStringLiteral("offer"),     QStringLiteral("offer_price"), QStringLiteral("result")};
    const double psqlMs = psqlCopyMs(*server, cli, catalog, tables, temp);
    if (psqlMs < 0)
        return 1;

    std::printf("chipatlas-cli copy of %s (%.0f MB) into PostgreSQL and back\n",
                qPrintable(benchFile("catalog.sqlite")), double(QFileInfo(catalog).size()) / 1e6);
    report(QStringLiteral("copy SQLite -> empty catalog (PostgreSQL)"), toPg.ms, psqlMs, 3.0,
           QStringLiteral("ms"), toPg.peakMb);
    report(QStringLiteral("copy PostgreSQL -> empty catalog (SQLite)"), toSqlite.ms, psqlMs, 3.0,
           QStringLiteral("ms"), toSqlite.peakMb);
    return 0;
}
