// A process that holds a team catalog's password cannot dump core. The real
// CLI and GUI are pointed at a "server" that accepts the connection and never answers, with the
// password from PGPASSWORD or from the keychain (the keyring fixture): once the connection
// arrives, the process holds the password and waits. Its core size limit must be 0 (and, when
// the test runs as another user than root, its /proc entry root's: not dumpable); then it is
// crashed with SIGSEGV or SIGABRT, and no core file may appear, nor the password in its output.
// This test raises its own core limit first, so that a process that did not forbid core dumps
// would leave one where the kernel's core_pattern puts it.
#include "passwordstore.h"
#include "storage/catalogconnection.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace chipatlas;

namespace {
// "Max core file size  0  0  bytes" from /proc/PID/limits: the soft and hard limits.
QStringList coreLimits(qint64 pid) {
    QFile file(QStringLiteral("/proc/%1/limits").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray& line : file.readAll().split('\n')) {
        if (line.startsWith("Max core file size")) {
            const QStringList words = QString::fromLatin1(line.mid(18)).simplified().split(u' ');
            return words.mid(0, 2);
        }
    }
    return {};
}

// Where the kernel writes a core file of a process working in `workingDir`, and the start of
// its name; empty when core_pattern pipes it to a program (then only "dumpable" stops it).
std::optional<QFileInfo> coreLocation(const QString& workingDir) {
    QFile file(QStringLiteral("/proc/sys/kernel/core_pattern"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QString pattern = QString::fromLocal8Bit(file.readAll()).trimmed();
    if (pattern.isEmpty() || pattern.startsWith(u'|'))
        return std::nullopt;
    const QString full = QDir::isAbsolutePath(pattern) ? pattern : workingDir + u'/' + pattern;
    return QFileInfo(full.left(full.indexOf(u'%') < 0 ? full.size() : full.indexOf(u'%')));
}
} // namespace

class TestSecretCoreDump : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void crashLeavesNoCore_data();
    void crashLeavesNoCore();

private:
    QTcpServer m_silentServer; // accepts, never answers: the client waits with its password
    QString m_password;
    QString m_url;
    QString m_keychainKey;
};

void TestSecretCoreDump::initTestCase() {
    rlimit limit{};
    QVERIFY(getrlimit(RLIMIT_CORE, &limit) == 0);
    limit.rlim_cur = limit.rlim_max;
    QVERIFY(setrlimit(RLIMIT_CORE, &limit) == 0);
    QVERIFY2(limit.rlim_cur != 0, "the hard core limit is 0: a leak could not show");

    // Distinctive, random per run: finding it means it leaked.
    m_password = QStringLiteral("ChipAtlas-core-%1-%2")
                     .arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'))
                     .arg(QRandomGenerator::system()->generate(), 8, 16, QLatin1Char('0'));
    QVERIFY(m_silentServer.listen(QHostAddress::LocalHost));
    m_url =
        QStringLiteral("postgresql://coredump@127.0.0.1:%1/team").arg(m_silentServer.serverPort());
    const std::optional<CatalogConnection> connection = CatalogConnection::fromText(m_url, nullptr);
    QVERIFY(connection);
    m_keychainKey = connection->keychainKey();
    const PasswordStore::Result stored = PasswordStore::write(m_keychainKey, m_password);
    QVERIFY2(
        stored.status == PasswordStore::Status::Ok,
        qPrintable(QStringLiteral("run under tools/testing/with-keyring: %1").arg(stored.message)));
}

void TestSecretCoreDump::cleanupTestCase() {
    PasswordStore::remove(m_keychainKey);
}

void TestSecretCoreDump::crashLeavesNoCore_data() {
    QTest::addColumn<bool>("gui");
    QTest::addColumn<bool>("fromEnvironment"); // PGPASSWORD, else the keychain
    QTest::addColumn<int>("signal");
    QTest::newRow("CLI, PGPASSWORD, SIGSEGV") << false << true << SIGSEGV;
    QTest::newRow("CLI, keychain, SIGABRT") << false << false << SIGABRT;
    QTest::newRow("GUI, keychain, SIGSEGV") << true << false << SIGSEGV;
    QTest::newRow("GUI, keychain, SIGABRT") << true << false << SIGABRT;
}

void TestSecretCoreDump::crashLeavesNoCore() {
    QFETCH(bool, gui);
    QFETCH(bool, fromEnvironment);
    QFETCH(int, signal);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("xdg-data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("xdg-config")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("xdg-cache")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.remove(QStringLiteral("CHIPATLAS_DB"));
    env.remove(QStringLiteral("PGPASSFILE"));
    if (fromEnvironment)
        env.insert(QStringLiteral("PGPASSWORD"), m_password);
    else
        env.remove(QStringLiteral("PGPASSWORD"));

    QProcess process;
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir.path());
    const QDateTime started = QDateTime::currentDateTime().addSecs(-1);
    if (gui)
        process.start(QStringLiteral(CHIPATLAS_GUI_PATH), {QStringLiteral("--db"), m_url});
    else
        process.start(QStringLiteral(CHIPATLAS_CLI_PATH),
                      {QStringLiteral("--db"), m_url, QStringLiteral("list")});
    QVERIFY(process.waitForStarted(30000));

    // Connecting: it has read its password, and waits for the server's answer (5 seconds).
    QVERIFY2(m_silentServer.waitForNewConnection(60000),
             "the process never connected to the server");
    std::unique_ptr<QTcpSocket> connection(m_silentServer.nextPendingConnection());
    const qint64 pid = process.processId();
    QCOMPARE(coreLimits(pid), (QStringList{QStringLiteral("0"), QStringLiteral("0")}));
    if (getuid() != 0) {
        // A process that is not dumpable has its /proc entries owned by root.
        QCOMPARE(QFileInfo(QStringLiteral("/proc/%1/status").arg(pid)).ownerId(), 0u);
    }

    QVERIFY(::kill(pid_t(pid), signal) == 0);
    QVERIFY(process.waitForFinished(30000));
    // Killed by the signal; under AddressSanitizer, which catches SIGSEGV, an exit with 1.
    QVERIFY(process.exitStatus() == QProcess::CrashExit || process.exitCode() != 0);

    const QByteArray secret = m_password.toUtf8();
    QVERIFY(!process.readAllStandardOutput().contains(secret));
    QVERIFY(!process.readAllStandardError().contains(secret));
    if (const std::optional<QFileInfo> core = coreLocation(dir.path())) {
        const QFileInfoList files = core->dir().entryInfoList(
            {core->fileName() + u'*'}, QDir::Files | QDir::Hidden | QDir::System);
        for (const QFileInfo& file : files) {
            QVERIFY2(file.lastModified() < started,
                     qPrintable(QStringLiteral("a core file: %1").arg(file.filePath())));
        }
    }
}

QTEST_GUILESS_MAIN(TestSecretCoreDump)
#include "tst_secret_coredump.moc"
