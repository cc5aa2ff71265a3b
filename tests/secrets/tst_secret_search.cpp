// Where a team catalog's password must never be: the real CLI and GUI are
// run against the throwaway PostgreSQL server of the `postgres` fixture with its password (from
// PGPASSWORD and from the keyring fixture's keychain), and then the password is searched for
// in the settings and data files under the processes' XDG folders (a local SQLite catalog the
// team catalog was copied into among them), every table of the database, the stdout and stderr
// of every process (--verbose and the error of a wrong password included), the server's log,
// and /proc/*/cmdline of every process while the app runs. Nothing may hold it. The password is
// distinctive and random for each run, set on a role of its own that owns the test database;
// the CLI refuses it as an argument and in a --db URL without repeating it.
#include "passwordstore.h"
#include "pgserverstate.h"
#include "storage/catalogconnection.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <functional>
#include <memory>

using namespace chipatlas;
using catalogtest::PgConnection;
using catalogtest::PgServer;
using catalogtest::PgTestDatabase;

namespace {
// What a run left to search: its output, and the command lines that held the password.
struct Run {
    QString label;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QStringList leakingCommandLines;
    bool sawItsCommandLine = false; // /proc was read while it ran
    bool ready = false;             // `running` said it did its work (the GUI)
};
} // namespace

class TestSecretSearch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void cliLeavesNoSecret();
    void cliRefusesThePasswordAsAnArgument();
    void guiLeavesNoSecret();
    void guiWithAWrongPasswordLeavesNoSecret();
    void noSecretInFiles();
    void noSecretInDatabase();
    void noSecretInServerLog();

private:
    QList<QByteArray> needles() const;
    bool holdsSecret(const QByteArray& data) const;
    void scanCommandLines(Run* run, qint64 pid) const;
    // Starts `program` and reads every /proc/*/cmdline until it ends (at most a minute) or,
    // for the GUI, until `running` says it did its work: then it is asked to quit.
    Run runWatched(const QString& label, const QString& program, const QStringList& arguments,
                   const QProcessEnvironment& environment,
                   const std::function<bool()>& running = {});
    void verifyRun(const Run& run) const;
    int sessionsOnDatabase() const;
    bool runAsAdmin(const QString& sql) const;
    // The server's log files: where the fixture's pg_ctl -l put it (beside the data folder) or,
    // with the logging collector, in the data folder's log folder.
    QStringList serverLogs() const;
    QByteArray serverLogText() const;

    QTemporaryDir m_dir;
    PgServer m_server;
    std::unique_ptr<PgTestDatabase> m_database;
    PgServer m_app;          // the role the apps log in as, with this run's password
    QString m_url;           // the test database as m_app: what --db takes
    QString m_wrongPassword; // what a wrong PGPASSWORD gives: never printed either
    QProcessEnvironment m_env;
    QString m_keychainKey;
};

void TestSecretSearch::initTestCase() {
    QVERIFY(m_dir.isValid());
    QString problem;
    const std::optional<PgServer> server = PgServer::fromFixture(&problem);
    QVERIFY2(server, qPrintable(problem));
    m_server = *server;
    // Long enough that finding it means it leaked, not chance.
    QVERIFY2(m_server.password.size() >= 12, "the fixture's password is too short to search for");
    m_database = std::make_unique<PgTestDatabase>(m_server);
    QVERIFY2(m_database->isValid(), qPrintable(m_database->error()));

    // A role of this run, owning the database (so it may set it up), with a password found
    // nowhere else: random, with characters that a URL or a shell would have to escape.
    const auto random = [] {
        return QString::number(QRandomGenerator::system()->generate64(), 36);
    };
    m_app = m_server;
    m_app.user = QStringLiteral("chipatlas_secret_") + random();
    m_app.password = QStringLiteral("S3cret-%1:@/%%2").arg(random(), random());
    m_wrongPassword = QStringLiteral("Wr0ng-%1").arg(random());
    QVERIFY(runAsAdmin(
        QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(m_app.user, m_app.password)));
    QVERIFY(runAsAdmin(
        QStringLiteral("ALTER DATABASE %1 OWNER TO %2").arg(m_database->name(), m_app.user)));
    m_url = m_app.url(m_database->name());

    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("xdg-config")));
    m_env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("xdg-cache")));
    m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_env.remove(QStringLiteral("CHIPATLAS_DB"));
    m_env.remove(QStringLiteral("PGPASSWORD"));
    m_env.remove(QStringLiteral("PGPASSFILE"));

    // The entry the GUI's Settings, Catalog would store.
    m_keychainKey = CatalogConnection::fromText(m_url, nullptr)->keychainKey();
    const PasswordStore::Result stored = PasswordStore::write(m_keychainKey, m_app.password);
    QVERIFY2(
        stored.status == PasswordStore::Status::Ok,
        qPrintable(QStringLiteral("run under tools/testing/with-keyring: %1").arg(stored.message)));
}

void TestSecretSearch::cleanupTestCase() {
    PasswordStore::remove(m_keychainKey);
    m_database.reset();
    QVERIFY(runAsAdmin(QStringLiteral("DROP ROLE IF EXISTS %1").arg(m_app.user)));
}

bool TestSecretSearch::runAsAdmin(const QString& sql) const {
    PgConnection admin(m_server, QStringLiteral("postgres"));
    if (!admin.isOpen() || !admin.exec(sql)) {
        qWarning("%s", qPrintable(admin.error()));
        return false;
    }
    return true;
}

QList<QByteArray> TestSecretSearch::needles() const {
    QList<QByteArray> result;
    for (const QString& password : {m_app.password, m_server.password, m_wrongPassword}) {
        const QByteArray utf8 = password.toUtf8();
        result << utf8 << QUrl::toPercentEncoding(password) << utf8.toBase64();
    }
    return result;
}

bool TestSecretSearch::holdsSecret(const QByteArray& data) const {
    for (const QByteArray& needle : needles()) {
        if (data.contains(needle))
            return true;
    }
    return false;
}

void TestSecretSearch::scanCommandLines(Run* run, qint64 pid) const {
    const QStringList pids =
        QDir(QStringLiteral("/proc")).entryList({QStringLiteral("[0-9]*")}, QDir::Dirs);
    for (const QString& entry : pids) {
        QFile file(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (!file.open(QIODevice::ReadOnly))
            continue; // gone meanwhile
        QByteArray line = file.readAll();
        if (entry.toLongLong() == pid && !line.isEmpty())
            run->sawItsCommandLine = true;
        if (holdsSecret(line)) {
            line.replace('\0', ' ');
            run->leakingCommandLines
                << QStringLiteral("%1: %2").arg(entry, QString::fromUtf8(line));
        }
    }
}

Run TestSecretSearch::runWatched(const QString& label, const QString& program,
                                 const QStringList& arguments,
                                 const QProcessEnvironment& environment,
                                 const std::function<bool()>& running) {
    Run run;
    run.label = label;
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(m_dir.path());
    process.start(program, arguments);
    if (!process.waitForStarted(30000))
        return run;
    QElapsedTimer timer;
    timer.start();
    qint64 lastCheck = 0;
    while (process.state() != QProcess::NotRunning && timer.elapsed() < 60000) {
        scanCommandLines(&run, process.processId());
        if (running && !run.ready && timer.elapsed() - lastCheck > 250) {
            lastCheck = timer.elapsed();
            if (running()) {
                run.ready = true;
                scanCommandLines(&run, process.processId());
                process.terminate();
            }
        }
        process.waitForFinished(20);
    }
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

void TestSecretSearch::verifyRun(const Run& run) const {
    QVERIFY2(run.sawItsCommandLine, qPrintable(run.label + QStringLiteral(": /proc not read")));
    QVERIFY2(run.leakingCommandLines.isEmpty(),
             qPrintable(run.label + QStringLiteral(": ") +
                        run.leakingCommandLines.join(QLatin1Char('\n'))));
    QVERIFY2(!holdsSecret(run.out), qPrintable(run.label + QStringLiteral(": stdout")));
    QVERIFY2(!holdsSecret(run.err), qPrintable(run.label + QStringLiteral(": stderr")));
}

int TestSecretSearch::sessionsOnDatabase() const {
    PgConnection admin(m_server, QStringLiteral("postgres"));
    QSqlQuery query(admin.db());
    query.prepare(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = ?"));
    query.addBindValue(m_database->name());
    if (!query.exec() || !query.next())
        return -1;
    return query.value(0).toInt();
}

void TestSecretSearch::cliLeavesNoSecret() {
    const QString cli = QStringLiteral(CHIPATLAS_CLI_PATH);
    const QString db = m_url;
    const QString csv = m_dir.filePath(QStringLiteral("team.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("id,vendor,name,tdp_w\nsecret-search-chip,Acme,Search Chip,250\n");
    file.close();

    QProcessEnvironment withPgpassword = m_env;
    withPgpassword.insert(QStringLiteral("PGPASSWORD"), m_app.password);
    QProcessEnvironment withUrl = m_env;
    withUrl.insert(QStringLiteral("CHIPATLAS_DB"), db);

    const QList<Run> runs{
        runWatched(QStringLiteral("list, PGPASSWORD"), cli,
                   {QStringLiteral("--db"), db, QStringLiteral("list")}, withPgpassword),
        runWatched(QStringLiteral("list --json, keychain"), cli,
                   {QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--db"), db},
                   m_env),
        runWatched(QStringLiteral("import, keychain"), cli,
                   {QStringLiteral("--db"), db, QStringLiteral("import"), csv}, m_env),
        runWatched(QStringLiteral("show, CHIPATLAS_DB"), cli,
                   {QStringLiteral("show"), QStringLiteral("secret-search-chip")}, withUrl),
        runWatched(QStringLiteral("export, keychain"), cli,
                   {QStringLiteral("export"), m_dir.filePath(QStringLiteral("out.json"))}, withUrl),
        runWatched(QStringLiteral("chart --verbose, PGPASSWORD"), cli,
                   {QStringLiteral("--db"), db, QStringLiteral("chart"),
                    QStringLiteral("--verbose"), QStringLiteral("-o"),
                    m_dir.filePath(QStringLiteral("chart.csv"))},
                   withPgpassword),
        // Into a local SQLite catalog, which noSecretInFiles() searches.
        runWatched(QStringLiteral("copy to a file, keychain"), cli,
                   {QStringLiteral("copy"), QStringLiteral("--from"), db, QStringLiteral("--to"),
                    m_dir.filePath(QStringLiteral("local.sqlite"))},
                   m_env),
    };
    for (const Run& run : runs) {
        QVERIFY2(run.exitCode == 0,
                 qPrintable(run.label + QStringLiteral(": ") + QString::fromUtf8(run.err)));
        verifyRun(run);
    }
    QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("local.sqlite"))));

    // The error path: a wrong password is refused, in words that repeat neither password.
    QProcessEnvironment wrong = m_env;
    wrong.insert(QStringLiteral("PGPASSWORD"), m_wrongPassword);
    const Run refused = runWatched(QStringLiteral("list, wrong PGPASSWORD"), cli,
                                   {QStringLiteral("--db"), db, QStringLiteral("list")}, wrong);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains("Wrong password for user " + m_app.user.toUtf8()),
             refused.err.constData());
    verifyRun(refused);
}

void TestSecretSearch::cliRefusesThePasswordAsAnArgument() {
    // A usage error (exit status 2) before anything connects, which does not repeat it. The
    // password is on these command lines by the test's doing, so only the output is searched.
    const QString withPassword =
        QStringLiteral("postgresql://%1:%2@%3:%4/%5")
            .arg(m_app.user, QString::fromLatin1(QUrl::toPercentEncoding(m_app.password)),
                 m_app.host)
            .arg(m_app.port)
            .arg(m_database->name());
    const QList<QStringList> commandLines{
        {QStringLiteral("--db"), withPassword, QStringLiteral("list")},
        {QStringLiteral("--db"), m_url + QStringLiteral("?password=") + m_app.password,
         QStringLiteral("list")},
        {QStringLiteral("--password"), m_app.password, QStringLiteral("--db"), m_url,
         QStringLiteral("list")},
        {QStringLiteral("--db"), m_url, QStringLiteral("list"),
         QStringLiteral("--password=") + m_app.password},
        {QStringLiteral("copy"), QStringLiteral("--from"), withPassword, QStringLiteral("--to"),
         m_dir.filePath(QStringLiteral("refused.sqlite"))},
    };
    for (const QStringList& arguments : commandLines) {
        const Run run = runWatched(QStringLiteral("refused"), QStringLiteral(CHIPATLAS_CLI_PATH),
                                   arguments, m_env);
        const QString label =
            arguments.join(QLatin1Char(' ')).replace(m_app.password, QStringLiteral("***"));
        QVERIFY2(run.exitCode == 2,
                 qPrintable(label + QStringLiteral(": ") + QString::fromUtf8(run.err)));
        QVERIFY2(!holdsSecret(run.out) && !holdsSecret(run.err), qPrintable(label));
    }
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("refused.sqlite"))));
}

void TestSecretSearch::guiLeavesNoSecret() {
    // The GUI opens the team catalog with the keychain's password (no PGPASSWORD); once its
    // session shows on the server, it is asked to quit.
    const int before = sessionsOnDatabase();
    QVERIFY(before >= 0);
    const Run run = runWatched(QStringLiteral("GUI"), QStringLiteral(CHIPATLAS_GUI_PATH),
                               {QStringLiteral("--db"), m_url}, m_env,
                               [&] { return sessionsOnDatabase() > before; });
    QVERIFY2(run.ready, qPrintable(QStringLiteral("the GUI never connected to the team catalog: ") +
                                   QString::fromUtf8(run.err)));
    verifyRun(run);
    QVERIFY2(!QFile::exists(m_dir.filePath(QStringLiteral("postgresql:"))),
             "the GUI took the URL for a file path");
}

void TestSecretSearch::guiWithAWrongPasswordLeavesNoSecret() {
    // The keychain holds a wrong password: the server refuses it (its log says so), and the GUI
    // asks for the password again; then it is asked to quit. Its output holds neither.
    QVERIFY(PasswordStore::write(m_keychainKey, m_wrongPassword).status ==
            PasswordStore::Status::Ok);
    const QByteArray refusal =
        QByteArrayLiteral("password authentication failed for user \"") + m_app.user.toUtf8();
    const qsizetype before = serverLogText().count(refusal);
    const Run run = runWatched(QStringLiteral("GUI, wrong password"),
                               QStringLiteral(CHIPATLAS_GUI_PATH), {QStringLiteral("--db"), m_url},
                               m_env, [&] { return serverLogText().count(refusal) > before; });
    QVERIFY(PasswordStore::write(m_keychainKey, m_app.password).status ==
            PasswordStore::Status::Ok);
    QVERIFY2(run.ready, qPrintable(QStringLiteral("the server never refused the GUI: ") +
                                   QString::fromUtf8(run.err)));
    verifyRun(run);
}

void TestSecretSearch::noSecretInFiles() {
    // Settings (QSettings under XDG_CONFIG_HOME), data, cache, exported files: everything the
    // processes wrote under the test's folder.
    QDirIterator it(m_dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    int searched = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QVERIFY2(!holdsSecret(file.readAll()), qPrintable(path));
        ++searched;
    }
    QVERIFY2(searched >= 2, "the CSV and the export, at least");
}

void TestSecretSearch::noSecretInDatabase() {
    PgConnection connection(m_server, m_database->name());
    QVERIFY2(connection.isOpen(), qPrintable(connection.error()));
    QSqlQuery tables(connection.db());
    QVERIFY(tables.exec(QStringLiteral(
        "SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) FROM "
        "information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN "
        "('pg_catalog', 'information_schema')")));
    QStringList names;
    while (tables.next())
        names << tables.value(0).toString();
    QVERIFY2(names.size() >= 2, "the catalog's tables");
    for (const QString& table : names) {
        QSqlQuery rows(connection.db());
        QVERIFY2(rows.exec(QStringLiteral("SELECT t::text FROM %1 AS t").arg(table)),
                 qPrintable(table));
        while (rows.next())
            QVERIFY2(!holdsSecret(rows.value(0).toString().toUtf8()), qPrintable(table));
    }
}

QStringList TestSecretSearch::serverLogs() const {
    PgConnection admin(m_server, QStringLiteral("postgres"));
    QSqlQuery query(admin.db());
    if (!query.exec(QStringLiteral("SHOW data_directory")) || !query.next())
        return {};
    const QDir data(query.value(0).toString());
    QStringList logs;
    for (const QDir& folder : {data, QDir(data.filePath(QStringLiteral(".."))),
                               QDir(data.filePath(QStringLiteral("log")))}) {
        for (const QFileInfo& info :
             folder.entryInfoList({QStringLiteral("*.log"), QStringLiteral("*.csv")}, QDir::Files))
            logs << info.absoluteFilePath();
    }
    return logs;
}

QByteArray TestSecretSearch::serverLogText() const {
    QByteArray text;
    for (const QString& path : serverLogs()) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            text += file.readAll();
    }
    return text;
}

void TestSecretSearch::noSecretInServerLog() {
    const QStringList logs = serverLogs();
    QVERIFY2(!logs.isEmpty(), "no server log beside or in the data folder");
    for (const QString& path : logs) {
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QVERIFY2(!holdsSecret(file.readAll()), qPrintable(path));
    }
}

QTEST_GUILESS_MAIN(TestSecretSearch)
#include "tst_secret_search.moc"
