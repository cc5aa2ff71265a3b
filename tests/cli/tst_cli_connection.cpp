// Which catalog chipatlas-cli opens and where a team catalog's password comes from, with no
// server needed: --db and CHIPATLAS_DB, malformed connection strings (usage errors naming the
// wrong part), and the password lookup (PGPASSWORD, else the keychain; with neither a prompt
// error, exit 1). Runs under the keyring fixture (tools/testing/with-keyring), whose Secret
// Service the test fills through PasswordStore as the GUI would.
#include "clirunner.h"
#include "passwordstore.h"
#include "storage/catalogconnection.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kPassword = QStringLiteral("Cli-Connection-Pw-5e1b");

QStringList entries(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}
} // namespace

class TestCliConnection : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void malformedDbIsAUsageError_data();
    void malformedDbIsAUsageError();
    void malformedEnvironmentIsAUsageError();
    void environmentNamesTheCatalog();
    void noPasswordFailsPromptly();
    void noKeychainFailsPromptly();
    void keychainPasswordIsLookedUp();
    void helpDocumentsServers();

private:
    QString closedPortUrl() const;
    CliResult run(const QStringList& arguments, const QProcessEnvironment& environment) const {
        return runCli(arguments, environment, m_work.path());
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_work; // the CLI's working folder: nothing may appear in it
    QProcessEnvironment m_env;
};

void TestCliConnection::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY(m_work.isValid());
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("xdg-config")));
    m_env.remove(QStringLiteral("CHIPATLAS_DB"));
    m_env.remove(QStringLiteral("PGPASSWORD"));
    // The keyring fixture must be there: without it the keychain tests would test nothing.
    const PasswordStore::Result none = PasswordStore::read(closedPortUrl());
    QVERIFY2(
        none.status == PasswordStore::Status::NotFound,
        qPrintable(QStringLiteral("run under tools/testing/with-keyring: %1").arg(none.message)));
}

void TestCliConnection::cleanup() {
    PasswordStore::remove(CatalogConnection::fromText(closedPortUrl(), nullptr)->keychainKey());
    QCOMPARE(entries(m_work.path()), QStringList());
}

QString TestCliConnection::closedPortUrl() const {
    // Port 1 on loopback: nobody listens there, a connection is refused at once.
    return QStringLiteral("postgresql://bob@127.0.0.1:1/team");
}

void TestCliConnection::malformedDbIsAUsageError_data() {
    QTest::addColumn<QString>("db");
    QTest::addColumn<QString>("named");
    QTest::newRow("other scheme") << "mysql://bob@host/db"
                                  << "\"mysql://\"";
    QTest::newRow("no user") << "postgresql://host/db"
                             << "no user";
    QTest::newRow("no host") << "postgresql://bob@/db"
                             << "host";
    QTest::newRow("bad port") << "postgresql://bob@host:99999/db"
                              << "port";
    QTest::newRow("no database") << "postgresql://bob@host"
                                 << "no database";
    QTest::newRow("unknown option") << "postgresql://bob@host/db?application_name=x"
                                    << "unknown option \"application_name\"";
    QTest::newRow("bad sslmode") << "postgresql://bob@host/db?sslmode=on"
                                 << "unknown sslmode \"on\"";
    QTest::newRow("password") << QStringLiteral("postgresql://bob:%1@host/db").arg(kPassword)
                              << "password";
    QTest::newRow("no slashes") << "postgresql:bob@host/db"
                                << "postgresql://";
    // libpq's other spelling is not the one the README documents.
    QTest::newRow("postgres scheme") << "postgres://bob@host/db"
                                     << "\"postgres://\" is not a catalog ChipAtlas can open";
    QTest::newRow("no slashes, postgres") << "postgres:bob@host/db"
                                          << "does not start with \"postgresql://\"";
    // A NUL would cut libpq's connection string short: named, not "the connection was lost".
    QTest::newRow("NUL in the database name")
        << "postgresql://bob@127.0.0.1:1/db%00x"
        << "the database name \"db\\0x\" contains a control character";
    QTest::newRow("escape sequence in the user name")
        << "postgresql://%1B%5B2J@127.0.0.1:1/db"
        << "the user name \"\\x1b[2J\" contains a control character";
    // (An argument of a process holds at most 128 KiB on Linux.)
    QTest::newRow("100,000 characters of scheme")
        << QString(100000, QLatin1Char('x')) + QStringLiteral("://bob@host/db")
        << "… (100000 characters)://\"";
}

void TestCliConnection::malformedDbIsAUsageError() {
    QFETCH(QString, db);
    QFETCH(QString, named);
    // Before the command (global option) and after it (the command's own).
    for (const QStringList& arguments :
         {QStringList{QStringLiteral("--db"), db, QStringLiteral("list")},
          QStringList{QStringLiteral("list"), QStringLiteral("--db"), db}}) {
        const CliResult result = run(arguments, m_env);
        verifyCliError(result, 2, named);
        QVERIFY2(result.errorText().startsWith(QStringLiteral("chipatlas-cli: --db: ")),
                 result.err.constData());
        QVERIFY(!result.err.contains(kPassword.toUtf8()));
        QVERIFY2(result.err.size() < 4096, result.err.left(300).constData());
    }
}

void TestCliConnection::malformedEnvironmentIsAUsageError() {
    QProcessEnvironment environment = m_env;
    environment.insert(QStringLiteral("CHIPATLAS_DB"), QStringLiteral("postgresql://bob@host"));
    const CliResult result = run({QStringLiteral("list")}, environment);
    verifyCliError(result, 2, QStringLiteral("CHIPATLAS_DB: "));
    QVERIFY(result.errorText().contains(QStringLiteral("no database")));

    // --db wins over CHIPATLAS_DB, so a bad variable does not matter then.
    const QString file = m_dir.filePath(QStringLiteral("given.sqlite"));
    QCOMPARE(run({QStringLiteral("--db"), file, QStringLiteral("models")}, environment).exitCode,
             0);
    QCOMPARE(run({QStringLiteral("models"), QStringLiteral("--db"), file}, environment).exitCode,
             0);
}

void TestCliConnection::environmentNamesTheCatalog() {
    const QString fromEnvironment = m_dir.filePath(QStringLiteral("env.sqlite"));
    const QString fromOption = m_dir.filePath(QStringLiteral("option.sqlite"));
    QProcessEnvironment environment = m_env;
    environment.insert(QStringLiteral("CHIPATLAS_DB"), fromEnvironment);

    CliResult result = run({QStringLiteral("list")}, environment);
    QCOMPARE(result.exitCode, 0);
    QVERIFY(QFile::exists(fromEnvironment));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("xdg-data"))));

    result = run({QStringLiteral("--db"), fromOption, QStringLiteral("list")}, environment);
    QCOMPARE(result.exitCode, 0);
    QVERIFY(QFile::exists(fromOption));

    // An import's summary names the catalog it wrote to.
    const QString csv = m_dir.filePath(QStringLiteral("one.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("id,vendor,name,tdp_w\nenv-chip,Acme,Env Chip,100\n");
    file.close();
    result = run({QStringLiteral("import"), csv}, environment);
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.text().contains(QStringLiteral("Imported 1 chip into %1.")
                                        .arg(QDir::toNativeSeparators(fromEnvironment))),
             result.out.constData());
}

void TestCliConnection::noPasswordFailsPromptly() {
    // No PGPASSWORD, no keychain entry: exit 1 with a message that says what to do, at once.
    // stdin stays open: a prompt would wait on it until the timeout below.
    for (const QStringList& arguments :
         {QStringList{QStringLiteral("--db"), closedPortUrl(), QStringLiteral("list")},
          QStringList{QStringLiteral("show"), QStringLiteral("--db"), closedPortUrl(),
                      QStringLiteral("nvidia-h100-sxm")}}) {
        QElapsedTimer timer;
        timer.start();
        const CliResult result = run(arguments, m_env);
        verifyCliError(result, 1, QStringLiteral("no password for %1").arg(closedPortUrl()));
        QVERIFY2(result.errorText().contains(QStringLiteral("PGPASSWORD")), result.err.constData());
        QVERIFY2(result.errorText().contains(QStringLiteral("keychain")), result.err.constData());
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    }
    // The same through CHIPATLAS_DB.
    QProcessEnvironment environment = m_env;
    environment.insert(QStringLiteral("CHIPATLAS_DB"), closedPortUrl());
    verifyCliError(run({QStringLiteral("models")}, environment), 1,
                   QStringLiteral("no password for %1").arg(closedPortUrl()));
    verifyCliError(run({QStringLiteral("models")}, environment), 1,
                   QStringLiteral("PGPASSWORD is not set and the keychain has no entry"));
    // An empty PGPASSWORD is no password, as for libpq, and is named as what it is.
    environment.insert(QStringLiteral("PGPASSWORD"), QString());
    const CliResult empty = run({QStringLiteral("models")}, environment);
    verifyCliError(empty, 1, QStringLiteral("no password for %1").arg(closedPortUrl()));
    QVERIFY2(empty.errorText().contains(
                 QStringLiteral("PGPASSWORD is empty and the keychain has no entry")),
             empty.err.constData());
}

void TestCliConnection::noKeychainFailsPromptly() {
    // No session bus at all (a server, a cron job): the keychain cannot answer, and the CLI
    // says so instead of waiting.
    QTemporaryDir runtime;
    QVERIFY(runtime.isValid());
    QProcessEnvironment environment = m_env;
    environment.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
    environment.remove(QStringLiteral("DISPLAY"));
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
    QElapsedTimer timer;
    timer.start();
    const CliResult result =
        run({QStringLiteral("--db"), closedPortUrl(), QStringLiteral("list")}, environment);
    verifyCliError(result, 1, QStringLiteral("no password for %1").arg(closedPortUrl()));
    QVERIFY2(result.errorText().contains(QStringLiteral("keychain cannot be read")),
             result.err.constData());
    QVERIFY2(timer.elapsed() < 12000, qPrintable(QString::number(timer.elapsed())));
}

void TestCliConnection::keychainPasswordIsLookedUp() {
    // The entry the GUI stores for this connection (its sslmode does not matter): the CLI takes
    // it and goes on to connect, which fails here (nobody listens) without naming the password.
    const CatalogConnection connection = *CatalogConnection::fromText(closedPortUrl(), nullptr);
    const PasswordStore::Result stored = PasswordStore::write(connection.keychainKey(), kPassword);
    QVERIFY2(stored.status == PasswordStore::Status::Ok, qPrintable(stored.message));
    const CliResult result =
        run({QStringLiteral("--db"), closedPortUrl() + QStringLiteral("?sslmode=disable"),
             QStringLiteral("list")},
            m_env);
    QCOMPARE(result.exitCode, 1);
    QCOMPARE(result.out, QByteArray());
    QVERIFY2(!result.errorText().contains(QStringLiteral("no password")), result.err.constData());
    QVERIFY2(result.errorText().contains(connection.displayText() +
                                         QStringLiteral("?sslmode=disable")) ||
                 result.errorText().contains(QStringLiteral("127.0.0.1")),
             result.err.constData());
    QVERIFY(!result.err.contains(kPassword.toUtf8()));
}

void TestCliConnection::helpDocumentsServers() {
    const CliResult result = run({QStringLiteral("--help")}, m_env);
    QCOMPARE(result.exitCode, 0);
    for (const char* named : {"CHIPATLAS_DB", "postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=MODE]",
                              "PGPASSWORD", "keychain", "never prompts", "verify-full"})
        QVERIFY2(result.text().contains(QLatin1String(named)), named);
    const CliResult list = run({QStringLiteral("list"), QStringLiteral("--help")}, m_env);
    QVERIFY(list.text().contains(QStringLiteral("postgresql://")));
}

QTEST_GUILESS_MAIN(TestCliConnection)
#include "tst_cli_connection.moc"
