#pragma once
// The benchmarks' team catalog: the prepared catalog (benchcommon.h) copied once onto a
// PostgreSQL server, which every benchmark that measures PostgreSQL then reads.
//
// The server is CHIPATLAS_BENCH_PG_URL (with PGPASSWORD) when that is set: a catalog of one's
// own that already holds the prepared rows. Otherwise it is the test cluster of the CTest
// fixture "postgres" (CHIPATLAS_TEST_PG_STATE, tests/common/testpg.h; tests/benchmarks/run
// starts one for its run): there the catalog is a database named after the prepared folder,
// filled with `chipatlas-cli copy --from catalog.sqlite` by the first benchmark that asks for
// it, under a lock, so that benchmarks run side by side fill it once. A benchmark that links
// this links Qt6::Sql.

#include "benchcommon.h"
#include "testpg.h"

#include <QDir>
#include <QLockFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <optional>

namespace chipatlas::bench {

struct PgCatalog {
    QString url;      // postgresql://user@host:port/database, what --db and the GUI take
    QString password; // also put into this process's PGPASSWORD, which its children inherit
    QString host;
    int port = 0;
    QString user;
    QString database;
};

namespace pgdetail {
// Runs `sql` on the server's maintenance database; "" or the error.
inline QString admin(const testpg::Server& server, const QString& sql, bool* found = nullptr) {
    const QString name = QStringLiteral("bench-admin");
    QString problem;
    {
        QSqlDatabase db = testpg::connect(server, QStringLiteral("postgres"), name);
        QSqlQuery query(db);
        if (!db.isOpen())
            problem = db.lastError().text();
        else if (!query.exec(sql))
            problem = query.lastError().text();
        else if (found)
            *found = query.next();
    }
    QSqlDatabase::removeDatabase(name);
    return problem;
}
} // namespace pgdetail

// The prepared catalog on the server, or nullopt with `problem` set. `cli` is chipatlas-cli,
// which copies the catalog onto the test cluster when it is not there yet.
inline std::optional<PgCatalog> preparedPgCatalog(const QString& cli, QString* problem) {
    PgCatalog result;
    const QString ownUrl = qEnvironmentVariable("CHIPATLAS_BENCH_PG_URL");
    if (!ownUrl.isEmpty()) {
        const std::optional<CatalogConnection> connection =
            CatalogConnection::fromText(ownUrl, problem);
        if (!connection)
            return std::nullopt;
        result.url = ownUrl;
        result.password = qEnvironmentVariable("PGPASSWORD");
        result.host = connection->host;
        result.port = connection->port;
        result.user = connection->user;
        result.database = connection->database;
        return result;
    }
    const std::optional<testpg::Server> server = testpg::server(problem);
    if (!server)
        return std::nullopt;
    // The folder and what it was prepared with (its count and seed): one database for each.
    QFile stamp(benchFile("prepared"));
    if (!stamp.open(QIODevice::ReadOnly)) {
        *problem = QStringLiteral("the prepared folder has no \"prepared\" stamp");
        return std::nullopt;
    }
    QString name = QStringLiteral("chipatlas_%1_%2")
                       .arg(benchDir().dirName(), QString::fromUtf8(stamp.readAll().trimmed()))
                       .toLower();
    name.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]")), QStringLiteral("_"));
    name.truncate(60);
    result.host = server->host;
    result.port = server->port;
    result.user = server->user;
    result.password = server->password;
    result.database = name;
    const auto urlOf = [&](const QString& database) {
        return QStringLiteral("postgresql://%1@%2:%3/%4")
            .arg(server->user, server->host)
            .arg(server->port)
            .arg(database);
    };
    result.url = urlOf(name);
    qputenv("PGPASSWORD", server->password.toUtf8());

    QLockFile lock(QDir::temp().filePath(QStringLiteral("%1-%2.lock").arg(name).arg(server->port)));
    lock.setStaleLockTime(0); // a copy of 100,000 chips takes minutes: stale only when its
                              // process is gone
    if (!lock.lock()) {
        *problem = QStringLiteral("cannot lock %1").arg(lock.fileName());
        return std::nullopt;
    }
    bool exists = false;
    *problem = pgdetail::admin(
        *server, QStringLiteral("SELECT 1 FROM pg_database WHERE datname = '%1'").arg(name),
        &exists);
    if (!problem->isEmpty() || exists)
        return problem->isEmpty() ? std::optional<PgCatalog>(result) : std::nullopt;

    // Filled under another name and renamed when complete: a copy that failed is never read.
    const QString filling = name + QStringLiteral("_filling");
    *problem = pgdetail::admin(
        *server, QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(filling));
    if (problem->isEmpty())
        *problem = pgdetail::admin(*server, QStringLiteral("CREATE DATABASE %1").arg(filling));
    if (!problem->isEmpty())
        return std::nullopt;
    std::printf("Copying the prepared catalog to %s\n", qPrintable(result.url));
    std::fflush(stdout);
    QProcess copy;
    copy.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    copy.setStandardOutputFile(QProcess::nullDevice());
    copy.start(cli, {QStringLiteral("copy"), QStringLiteral("--from"), benchFile("catalog.sqlite"),
                     QStringLiteral("--to"), urlOf(filling)});
    if (!copy.waitForFinished(-1) || copy.exitStatus() != QProcess::NormalExit ||
        copy.exitCode() != 0) {
        *problem = QStringLiteral("chipatlas-cli copy to the test server failed");
        return std::nullopt;
    }
    *problem = pgdetail::admin(*server,
                               QStringLiteral("ALTER DATABASE %1 RENAME TO %2").arg(filling, name));
    if (!problem->isEmpty())
        return std::nullopt;
    return result;
}

// psql's arguments to connect to `catalog` quietly, unaligned, without headers or psqlrc.
inline QStringList psqlArguments(const PgCatalog& catalog) {
    return {QStringLiteral("-X"), QStringLiteral("-q"),          QStringLiteral("-A"),
            QStringLiteral("-t"), QStringLiteral("-h"),          catalog.host,
            QStringLiteral("-p"), QString::number(catalog.port), QStringLiteral("-U"),
            catalog.user,         QStringLiteral("-d"),          catalog.database};
}

// psql, the baseline of the PostgreSQL benchmarks; empty, with a message, when not installed.
inline QString psqlShell() {
    const QString shell = QStandardPaths::findExecutable(QStringLiteral("psql"));
    if (shell.isEmpty())
        std::fprintf(stderr, "psql is not installed: it is the baseline\n");
    return shell;
}

} // namespace chipatlas::bench
