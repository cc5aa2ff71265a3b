// chipatlas-cli on a team catalog: the real binary against the throwaway PostgreSQL server of
// the `postgres` fixture, under the keyring fixture. The password comes from PGPASSWORD when it
// is set, else from the keychain entry the GUI stores for the connection; it never shows in
// what the CLI prints.
#include "clirunner.h"
#include "io/catalogimport.h"
#include "io/catalogjson.h"
#include "passwordstore.h"
#include "pgserverstate.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chipatlas;
using catalogtest::PgServer;
using catalogtest::PgTestDatabase;

namespace {
const QString kWrongPassword = QStringLiteral("Not-The-Password-41d2");
}

class TestCliServer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void pgpasswordOpensTheServer();
    void keychainWhenNoPgpassword();
    void pgpasswordComesFirst();
    void environmentNamesTheServer();
    void importNamesTheServer();
    void copyCarriesResultsThereAndBack();
    void exportAndListStreamTheServerAsTheFile();
    void exportOfSystemsOffersAndResultsStreamsTheServerAsTheFile();
    void serverStoppedMidWritePrintsOneLine();

private:
    QString keychainKey() const {
        return CatalogConnection::fromText(m_database->url(), nullptr)->keychainKey();
    }
    void storeInKeychain(const QString& password) {
        const PasswordStore::Result stored = PasswordStore::write(keychainKey(), password);
        QVERIFY2(stored.status == PasswordStore::Status::Ok, qPrintable(stored.message));
    }
    QProcessEnvironment withPgpassword(const QString& password) const {
        QProcessEnvironment environment = m_env;
        environment.insert(QStringLiteral("PGPASSWORD"), password);
        return environment;
    }
    // Neither password shows anywhere in what the CLI printed.
    void verifyNoSecret(const CliResult& result) const {
        for (const QString& secret : {m_server.password, kWrongPassword}) {
            QVERIFY(!result.out.contains(secret.toUtf8()));
            QVERIFY2(!result.err.contains(secret.toUtf8()), "a password on stderr");
        }
    }

    QTemporaryDir m_dir;
    PgServer m_server;
    std::unique_ptr<PgTestDatabase> m_database;
    QProcessEnvironment m_env;
};

void TestCliServer::initTestCase() {
    QVERIFY(m_dir.isValid());
    QString problem;
    const std::optional<PgServer> server = PgServer::fromFixture(&problem);
    QVERIFY2(server, qPrintable(problem));
    m_server = *server;
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("xdg-config")));
    m_env.remove(QStringLiteral("CHIPATLAS_DB"));
    m_env.remove(QStringLiteral("PGPASSWORD"));
    m_env.remove(QStringLiteral("PGPASSFILE"));
}

void TestCliServer::init() {
    m_database = std::make_unique<PgTestDatabase>(m_server);
    QVERIFY2(m_database->isValid(), qPrintable(m_database->error()));
}

void TestCliServer::cleanup() {
    if (m_database)
        PasswordStore::remove(keychainKey());
    m_database.reset();
}

void TestCliServer::pgpasswordOpensTheServer() {
    const CliResult result =
        runCliOn(m_database->url(), {QStringLiteral("list"), QStringLiteral("--json")},
                 withPgpassword(m_server.password));
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY(result.err.isEmpty());
    QVERIFY2(result.json().array().size() > 10, "the built-in chips, seeded on first connect");
    verifyNoSecret(result);

    const CliResult wrong =
        runCliOn(m_database->url(), {QStringLiteral("list")}, withPgpassword(kWrongPassword));
    QCOMPARE(wrong.exitCode, 1);
    QCOMPARE(wrong.out, QByteArray());
    QVERIFY(wrong.errorText().startsWith(QStringLiteral("chipatlas-cli: Wrong password")));
    // It never prompts, so it never asks to "enter" the password: it says where the refused
    // one came from and how to give the right one.
    QVERIFY2(!wrong.errorText().contains(QStringLiteral("Enter"), Qt::CaseInsensitive),
             wrong.err.constData());
    QVERIFY2(wrong.errorText().contains(QStringLiteral("The password came from PGPASSWORD: set "
                                                       "PGPASSWORD to the right one")),
             wrong.err.constData());
    QCOMPARE(wrong.err.count('\n'), 1);
    verifyNoSecret(wrong);
}

void TestCliServer::keychainWhenNoPgpassword() {
    storeInKeychain(m_server.password);
    const CliResult result = runCliOn(m_database->url(), {QStringLiteral("models")}, m_env);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY(result.err.isEmpty());
    QVERIFY(!result.out.isEmpty());
    verifyNoSecret(result);
}

void TestCliServer::pgpasswordComesFirst() {
    // A wrong keychain entry does not matter when PGPASSWORD is right...
    storeInKeychain(kWrongPassword);
    CliResult result =
        runCliOn(m_database->url(), {QStringLiteral("models")}, withPgpassword(m_server.password));
    QVERIFY2(result.exitCode == 0, result.err.constData());
    verifyNoSecret(result);
    // ...and a wrong PGPASSWORD is used even though the keychain holds the right one.
    storeInKeychain(m_server.password);
    result =
        runCliOn(m_database->url(), {QStringLiteral("models")}, withPgpassword(kWrongPassword));
    QCOMPARE(result.exitCode, 1);
    QCOMPARE(result.out, QByteArray());
    verifyNoSecret(result);
    // A wrong keychain entry is named as the one refused.
    storeInKeychain(kWrongPassword);
    result = runCliOn(m_database->url(), {QStringLiteral("models")}, m_env);
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.errorText().contains(QStringLiteral("The password came from the keychain")),
             result.err.constData());
    QVERIFY2(!result.errorText().contains(QStringLiteral("Enter"), Qt::CaseInsensitive),
             result.err.constData());
    verifyNoSecret(result);
}

void TestCliServer::environmentNamesTheServer() {
    QProcessEnvironment environment = withPgpassword(m_server.password);
    environment.insert(QStringLiteral("CHIPATLAS_DB"), m_database->url());
    const CliResult result =
        runCli({QStringLiteral("show"), QStringLiteral("nvidia-h100-sxm")}, environment);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY(result.text().contains(QStringLiteral("H100")));
    // No SQLite catalog appeared in its stead.
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("xdg-data"))));
    verifyNoSecret(result);
}

void TestCliServer::importNamesTheServer() {
    storeInKeychain(m_server.password);
    const QString csv = m_dir.filePath(QStringLiteral("team.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("id,vendor,name,tdp_w\nteam-chip,Acme,Team Chip,300\n");
    file.close();
    const CliResult result = runCliOn(m_database->url(), {QStringLiteral("import"), csv}, m_env);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY2(result.text().contains(
                 QStringLiteral("Imported 1 chip into %1.")
                     .arg(CatalogConnection::fromText(m_database->url(), nullptr)->displayText())),
             result.out.constData());
    verifyNoSecret(result);
    const CliResult shown =
        runCliOn(m_database->url(), {QStringLiteral("show"), QStringLiteral("team-chip")}, m_env);
    QVERIFY2(shown.exitCode == 0, shown.err.constData());
    QVERIFY(shown.text().contains(QStringLiteral("Team Chip")));
}

// `copy` from a file to the team catalog and back to another file: the measured results and the
// ownership scenarios arrive with every field as the first file holds them.
void TestCliServer::copyCarriesResultsThereAndBack() {
    const QString first = m_dir.filePath(QStringLiteral("results-first.sqlite"));
    const QString last = m_dir.filePath(QStringLiteral("results-last.sqlite"));
    Result result;
    result.id = QStringLiteral("team-h100-llama");
    result.model = QStringLiteral("llama-3.1-70b");
    result.checkpoint = QStringLiteral("meta-llama/Llama-3.1-70B-Instruct");
    result.hardwareId = QStringLiteral("nvidia-h100-sxm");
    result.hardwareCount = 8;
    result.engine = QStringLiteral("vLLM");
    result.precision = Precision::FP8;
    result.tp = 8;
    result.scenario = Scenario::Concurrency;
    result.concurrency = 64;
    result.inputTokens = 1024;
    result.outputTokens = 1024;
    result.tokensPerS = 9876.54321;
    result.tpotP99Ms = 41.25;
    result.powerW = 5600.5;
    result.date = QDate(2026, 10, 1);
    result.source = QStringLiteral("our lab notebook");
    result.notes = QStringLiteral("two lines\nof notes");
    OwnershipScenario scenario;
    scenario.id = QStringLiteral("h100-at-our-colo");
    scenario.name = QStringLiteral("H100 at our colo");
    scenario.hardwareId = QStringLiteral("nvidia-h100-sxm");
    scenario.chipCount = 64;
    scenario.purchasePrice = 25000.0 + 0.1 + 0.2;
    scenario.currency = QStringLiteral("EUR");
    scenario.pue = 1.25;
    scenario.utilisationPct = 62.5;
    scenario.notes = QStringLiteral("our \"quote\"\nof 2026-11");
    {
        StorageError error;
        const std::unique_ptr<Catalog> catalog = Catalog::open(first, &error);
        QVERIFY2(catalog, qPrintable(error.message));
        CatalogItems items;
        items.results = {result};
        items.scenarios = {scenario};
        QVERIFY2(catalog->importItems(items, {}, {}, &error), qPrintable(error.message));
    }
    const QProcessEnvironment environment = withPgpassword(m_server.password);
    const CliResult there = runCli({QStringLiteral("copy"), QStringLiteral("--from"), first,
                                    QStringLiteral("--to"), m_database->url()},
                                   environment);
    QVERIFY2(there.exitCode == 0, there.err.constData());
    QVERIFY2(there.text().contains(QStringLiteral(", 1 result and 1 scenario to ")),
             there.out.constData());
    const CliResult back = runCli({QStringLiteral("copy"), QStringLiteral("--from"),
                                   m_database->url(), QStringLiteral("--to"), last},
                                  environment);
    QVERIFY2(back.exitCode == 0, back.err.constData());
    verifyNoSecret(back);

    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(last, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<Result> copied = catalog->results().find(result.id, &error);
    QVERIFY2(copied, qPrintable(error.message));
    QVERIFY(*copied == result);
    const std::optional<OwnershipScenario> copiedScenario =
        catalog->scenarios().find(scenario.id, &error);
    QVERIFY2(copiedScenario, qPrintable(error.message));
    QVERIFY(*copiedScenario == scenario);
}

// The server stops while an import writes: the one message the README promises, not a line of
// the driver's for each statement it cleans up ("Unable to free statement", "QSqlQuery::exec:
// database not open") nor libpq's ("FATAL: terminating connection ..."). On a cluster of its
// own, started and stopped here (tools/testing/pg-test-cluster), as tst_catalog_server's.
void TestCliServer::serverStoppedMidWritePrintsOneLine() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString script =
        QStringLiteral(CHIPATLAS_SOURCE_DIR) + QStringLiteral("/tools/testing/pg-test-cluster");
    const QString state = dir.filePath(QStringLiteral("own.state"));
    QProcess cluster;
    QProcessEnvironment clusterEnvironment = QProcessEnvironment::systemEnvironment();
    clusterEnvironment.remove(QStringLiteral("PG_TEST_PORT")); // not the fixture's port
    cluster.setProcessEnvironment(clusterEnvironment);
    cluster.start(script, {QStringLiteral("start"), state});
    QVERIFY(cluster.waitForFinished(60000));
    QVERIFY2(cluster.exitCode() == 0, cluster.readAllStandardError().constData());
    bool stopped = false;
    const auto stop = [&] {
        QProcess stopper;
        stopper.setProcessEnvironment(clusterEnvironment);
        stopper.start(script, {QStringLiteral("stop"), state});
        stopped = stopper.waitForFinished(60000) && stopper.exitCode() == 0;
        return stopped;
    };
    const auto stopAtTheEnd = qScopeGuard([&] {
        if (!stopped)
            stop();
    });

    const QByteArray fixtureState = qgetenv("CHIPATLAS_TEST_PG_STATE");
    qputenv("CHIPATLAS_TEST_PG_STATE", state.toUtf8());
    QString problem;
    const std::optional<PgServer> own = PgServer::fromFixture(&problem);
    qputenv("CHIPATLAS_TEST_PG_STATE", fixtureState);
    QVERIFY2(own, qPrintable(problem));
    auto database = std::make_unique<PgTestDatabase>(*own);
    QVERIFY2(database->isValid(), qPrintable(database->error()));
    QProcessEnvironment environment = m_env;
    environment.insert(QStringLiteral("PGPASSWORD"), own->password);
    QCOMPARE(runCliOn(database->url(), {QStringLiteral("models")}, environment).exitCode, 0);

    // Enough chips that the write is still under way when the server stops.
    const QString csv = dir.filePath(QStringLiteral("many.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("id,vendor,name,tdp_w,notes\n");
    for (int i = 0; i < 60000; ++i)
        file.write(
            QStringLiteral("stop-%1,Acme,Chip %1,%2,a note\n").arg(i).arg(100 + i % 500).toUtf8());
    file.close();

    QProcess import;
    import.setProcessEnvironment(environment);
    import.start(QStringLiteral(CHIPATLAS_CLI_PATH),
                 {QStringLiteral("--db"), database->url(), QStringLiteral("import"), csv});
    QVERIFY(import.waitForStarted());
    {
        catalogtest::PgConnection watcher(*own, database->name());
        QVERIFY2(watcher.isOpen(), qPrintable(watcher.error()));
        QElapsedTimer timer;
        timer.start();
        bool writing = false;
        // Reading and checking 60,000 chips before the write takes seconds, but minutes under
        // the sanitizers (whose test timeout is 900 s).
        while (!writing && timer.elapsed() < 240000 && import.state() == QProcess::Running) {
            QSqlQuery query(watcher.db());
            // The write: statements of the import's transaction (QPSQL runs them as EXECUTE).
            writing = query.exec(QStringLiteral(
                          "SELECT 1 FROM pg_stat_activity WHERE application_name = 'ChipAtlas' "
                          "AND xact_start IS NOT NULL AND query LIKE 'EXECUTE%'")) &&
                      query.next();
            if (!writing)
                QTest::qWait(20);
        }
        QVERIFY2(writing, qPrintable(QStringLiteral("the import never wrote, or finished first "
                                                    "(%1): %2")
                                         .arg(import.state())
                                         .arg(QString::fromUtf8(import.readAllStandardError()))));
    }
    QVERIFY(stop());
    QVERIFY(import.waitForFinished(120000));
    const QByteArray err = import.readAllStandardError();
    QCOMPARE(import.exitCode(), 1);
    QCOMPARE(import.readAllStandardOutput(), QByteArray());
    QVERIFY2(err.startsWith("chipatlas-cli: Cannot reach the server "), err.constData());
    QVERIFY2(err.contains("the connection was lost"), err.constData());
    QVERIFY2(err.count('\n') == 1, err.constData());
    database.reset(); // its DROP fails quietly: the cluster and its folder are gone
}

void TestCliServer::exportAndListStreamTheServerAsTheFile() {
    // More chips than a page of ChipRepository::forEach() (256), copied to the server: export
    // and list read them a page at a time there too (ids compared by byte, COLLATE "C") and
    // print what the file prints.
    QString error;
    const std::optional<ChipCatalogFile> builtIn = builtInChips(&error);
    QVERIFY2(builtIn, qPrintable(error));
    QList<Chip> copies;
    for (int i = 0; i < 600; ++i) {
        Chip chip = builtIn->chips.at(i % builtIn->chips.size());
        chip.id = QStringLiteral("zz-%1-%2").arg(i, 4, 10, QLatin1Char('0')).arg(chip.id);
        chip.name = QStringLiteral("%1 copy %2").arg(chip.name).arg(i % 7);
        chip.origin = Origin::User;
        copies.append(chip);
    }
    const QString json = m_dir.filePath(QStringLiteral("copies.json"));
    {
        QFile file(json);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(exportChipsJson(copies));
    }
    const QString local = m_dir.filePath(QStringLiteral("pages.sqlite"));
    const QProcessEnvironment environment = withPgpassword(m_server.password);
    CliResult r = runCli({QStringLiteral("--db"), local, QStringLiteral("import"), json}, m_env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = runCli({QStringLiteral("copy"), QStringLiteral("--from"), local, QStringLiteral("--to"),
                m_database->url()},
               environment);
    QVERIFY2(r.exitCode == 0, r.err.constData());

    const auto readAll = [](const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    for (const QString& suffix : {QStringLiteral("csv"), QStringLiteral("json")}) {
        const QString fromFile = m_dir.filePath(QStringLiteral("file.") + suffix);
        const QString fromServer = m_dir.filePath(QStringLiteral("server.") + suffix);
        r = runCli({QStringLiteral("--db"), local, QStringLiteral("export"), fromFile}, m_env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = runCli(
            {QStringLiteral("--db"), m_database->url(), QStringLiteral("export"), fromServer},
            environment);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.text().startsWith(QStringLiteral("Exported 634 chips")), r.out.constData());
        QCOMPARE(readAll(fromServer), readAll(fromFile));
    }
    for (const QStringList& options :
         {QStringList{}, QStringList{QStringLiteral("--sort"), QStringLiteral("name"),
                                     QStringLiteral("--desc")}}) {
        const QStringList arguments =
            QStringList{QStringLiteral("list"), QStringLiteral("--json")} + options;
        const CliResult file =
            runCli(QStringList{QStringLiteral("--db"), local} + arguments, m_env);
        const CliResult server =
            runCli(QStringList{QStringLiteral("--db"), m_database->url()} + arguments, environment);
        QCOMPARE(file.exitCode, 0);
        QVERIFY2(server.exitCode == 0, server.err.constData());
        QCOMPARE(server.json().array().size(), 634);
        QCOMPARE(server.out, file.out);
    }
}

void TestCliServer::exportOfSystemsOffersAndResultsStreamsTheServerAsTheFile() {
    // More systems, offers and results than a page (256) on the server and in a file, with ids
    // that '.', '-' and '_' order differently by byte than by a locale's rules: export reads
    // them a page at a time on both (COLLATE "C" on the server) and writes the same bytes.
    const QString local = m_dir.filePath(QStringLiteral("entries.sqlite"));
    const QProcessEnvironment environment = withPgpassword(m_server.password);
    const auto readAll = [](const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    static const char* const prefixes[] = {"zz", "0z", "a_b", "a.b", "a-b"};
    for (const QString& kind :
         {QStringLiteral("systems"), QStringLiteral("offers"), QStringLiteral("results")}) {
        const QString builtIn = m_dir.filePath(QStringLiteral("built-in-%1.json").arg(kind));
        CliResult r = runCli({QStringLiteral("--db"), local, QStringLiteral("export"),
                              QStringLiteral("--") + kind, builtIn},
                             m_env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonDocument document = QJsonDocument::fromJson(readAll(builtIn));
        const bool results = kind == QLatin1String("results");
        const QJsonArray entries = results
                                       ? document.object().value(QLatin1String("results")).toArray()
                                       : document.array();
        QVERIFY(!entries.isEmpty());
        QJsonArray copies;
        for (int i = 0; i < 300; ++i) {
            QJsonObject entry = entries.at(i % entries.size()).toObject();
            entry.insert(QLatin1String("id"),
                         QStringLiteral("%1-%2-%3")
                             .arg(QLatin1String(prefixes[i % 5]))
                             .arg(i, 4, 10, QLatin1Char('0'))
                             .arg(entry.value(QLatin1String("id")).toString()));
            copies.append(entry);
        }
        if (results) {
            QJsonObject object = document.object();
            object.insert(QLatin1String("results"), copies);
            document = QJsonDocument(object);
        } else {
            document = QJsonDocument(copies);
        }
        const QString file = m_dir.filePath(QStringLiteral("copies-%1.json").arg(kind));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(document.toJson());
        }
        for (const QString& db : {local, m_database->url()}) {
            r = runCli({QStringLiteral("--db"), db, QStringLiteral("import"),
                        QStringLiteral("--") + kind, file},
                       db == local ? m_env : environment);
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        for (const QString& suffix : {QStringLiteral("csv"), QStringLiteral("json")}) {
            const QString fromFile = m_dir.filePath(QStringLiteral("file-%1.%2").arg(kind, suffix));
            const QString fromServer =
                m_dir.filePath(QStringLiteral("server-%1.%2").arg(kind, suffix));
            r = runCli({QStringLiteral("--db"), local, QStringLiteral("export"),
                        QStringLiteral("--") + kind, fromFile},
                       m_env);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            r = runCli({QStringLiteral("--db"), m_database->url(), QStringLiteral("export"),
                        QStringLiteral("--") + kind, fromServer},
                       environment);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY2(r.text().startsWith(QStringLiteral("Exported 3")), r.out.constData());
            QVERIFY(readAll(fromServer).size() > 10000);
            QCOMPARE(readAll(fromServer), readAll(fromFile));
        }
    }
}

QTEST_GUILESS_MAIN(TestCliServer)
#include "tst_cli_server.moc"
