// chipatlas-cli on a team catalog: the real binary against the throwaway PostgreSQL server of
// the `postgres` fixture, under the keyring fixture. The password comes from PGPASSWORD when it
// is set, else from the keychain entry the GUI stores for the connection; it never shows in
// what the CLI prints.
#include "clirunner.h"
#include "passwordstore.h"
#include "pgserverstate.h"
#include "storage/catalogconnection.h"

#include <QJsonArray>
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
    QVERIFY(wrong.errorText().startsWith(QStringLiteral("chipatlas-cli: ")));
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

QTEST_GUILESS_MAIN(TestCliServer)
#include "tst_cli_server.moc"
