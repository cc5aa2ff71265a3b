#pragma once
// The PostgreSQL server of the benchmarks that write to one (bench_import, bench_copy): the
// cluster tools/testing/pg-test-cluster started, named by CHIPATLAS_TEST_PG_STATE (the CTest
// fixture "postgres"; tests/benchmarks/run starts one for its run; testpg.h reads it). A
// benchmark that includes this links chipatlas_core and Qt6::Sql (benchpg.h). The commands the
// benchmark runs (measure(), benchprocess.h) reach it through PGHOST, PGPORT, PGUSER and PGPASSWORD
// in the environment they inherit, never a password on a command line.
//
// The baseline of a write is `psql \copy` of the same rows: the SQLite catalog's tables dumped as
// CSV by the sqlite3 shell (not timed), loaded into a database with the same schema (a catalog
// the CLI made, its rows of those tables removed first), all tables in one psql and one
// transaction.

#include "benchpg.h"
#include "benchprocess.h"

#include <QProcess>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>
#include <QUuid>

#include <cstdio>
#include <optional>

namespace chipatlas::bench {

struct PgServer {
    QString host;
    QString port;
    QString user;
    QString password;
    QString psql;

    // The server from CHIPATLAS_TEST_PG_STATE, put into this process's environment; nullopt,
    // with a message on stderr, without one.
    static std::optional<PgServer> fromState() {
        QString problem;
        const std::optional<testpg::Server> found = testpg::server(&problem);
        const QString psql = psqlShell();
        if (!found || psql.isEmpty()) {
            if (!found)
                std::fprintf(stderr, "no PostgreSQL server: %s\n", qPrintable(problem));
            return std::nullopt;
        }
        const PgServer server{found->host, QString::number(found->port), found->user,
                              found->password, psql};
        server.exportEnvironment();
        return server;
    }

    // Puts the server into this process's environment, which the commands it runs inherit.
    void exportEnvironment() const {
        qputenv("PGHOST", host.toUtf8());
        qputenv("PGPORT", port.toUtf8());
        qputenv("PGUSER", user.toUtf8());
        qputenv("PGPASSWORD", password.toUtf8());
        qputenv("PGDATABASE", "postgres");
    }

    // The URL the CLI opens `database` by.
    QString url(const QString& database) const {
        return QStringLiteral("postgresql://%1@%2:%3/%4?sslmode=disable")
            .arg(user, host, port, database);
    }

    // A new, empty database's name, or "" (with a message).
    QString createDatabase() const {
        const QString name = QStringLiteral("chipatlas_bench_") +
                             QUuid::createUuid().toString(QUuid::Id128).left(16);
        return measure(psql,
                       {QStringLiteral("-qXc"), QStringLiteral("CREATE DATABASE %1").arg(name)})
                           .ms < 0
                   ? QString()
                   : name;
    }
    void dropDatabase(const QString& name) const {
        measure(psql, {QStringLiteral("-qXc"),
                       QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name)});
    }
};

// The baseline: `psql \copy` of the rows of `tables` (in an order their foreign keys allow) of
// the SQLite catalog `catalog` into a catalog the CLI `cli` made in a new database, in ms; -1
// (with a message) when it could not be measured. The CSV files go to `temp`.
inline double psqlCopyMs(const PgServer& server, const QString& cli, const QString& catalog,
                         const QStringList& tables, const QTemporaryDir& temp) {
    const QString sqlite3 = sqlite3Shell();
    if (sqlite3.isEmpty())
        return -1.0;
    const QString database = server.createDatabase();
    if (database.isEmpty() ||
        measure(cli, {QStringLiteral("--db"), server.url(database), QStringLiteral("list")}).ms <
            0) {
        return -1.0;
    }
    QStringList copies{QStringLiteral("-qX1"), QStringLiteral("-v"),
                       QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-d"), database};
    for (const QString& table : tables) {
        QProcess columns;
        columns.start(sqlite3, {catalog, QStringLiteral("SELECT group_concat(name, ', ') FROM "
                                                        "pragma_table_info('%1')")
                                             .arg(table)});
        if (!columns.waitForFinished(-1) || columns.exitCode() != 0) {
            std::fprintf(stderr, "cannot read the columns of %s\n", qPrintable(table));
            return -1.0;
        }
        const QString list = QString::fromUtf8(columns.readAllStandardOutput()).trimmed();
        const QString csv = temp.filePath(table + QStringLiteral(".csv"));
        QProcess dump;
        dump.setStandardOutputFile(csv);
        dump.start(sqlite3, {QStringLiteral("-csv"), catalog,
                             QStringLiteral("SELECT %1 FROM %2").arg(list, table)});
        if (!dump.waitForFinished(-1) || dump.exitCode() != 0) {
            std::fprintf(stderr, "cannot dump %s as CSV\n", qPrintable(table));
            return -1.0;
        }
        copies
            << QStringLiteral("-c")
            << QStringLiteral("\\copy %1 (%2) FROM '%3' WITH (FORMAT csv)").arg(table, list, csv);
    }
    if (measure(server.psql,
                {QStringLiteral("-qX"), QStringLiteral("-d"), database, QStringLiteral("-c"),
                 QStringLiteral("SET client_min_messages = warning; TRUNCATE %1 CASCADE")
                     .arg(tables.join(QStringLiteral(", ")))})
            .ms < 0) {
        return -1.0;
    }
    const double ms = measure(server.psql, copies).ms;
    server.dropDatabase(database);
    return ms;
}

} // namespace chipatlas::bench
