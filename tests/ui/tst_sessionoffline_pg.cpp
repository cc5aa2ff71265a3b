// The team server really goes away: the main window on a session on a throwaway PostgreSQL
// cluster of its own (tools/testing/pg-test-cluster, as tst_catalog_server's lost connection:
// stopping the fixture's shared server would fail the tests running beside this one), the
// server stopped with pg_ctl stop -m fast, an edit made (it waits, the banner shows), the
// server started again, and the edit saved once the session is back: nothing lost.
// CHIPATLAS_GRAB_DIR=/tmp saves the window with the banner.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "editing/catalogeditor.h"
#include "storage/catalog.h"
#include "table/catalogtablepage.h"
#include "window/mainwindow.h"
#include "window/offlinebanner.h"

#include <QCoreApplication>
#include <QDebug>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QPushButton>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chipatlas;
using namespace std::chrono_literals;

namespace {
constexpr int kBuiltInChipCount = 34;
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kL4 = QStringLiteral("nvidia-l4");
const QString kScript =
    QStringLiteral(CHIPATLAS_SOURCE_DIR) + QStringLiteral("/tools/testing/pg-test-cluster");

bool runCluster(const QString& action, const QString& state, QString* output) {
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("PG_TEST_PORT")); // not the fixture's port
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(kScript, {action, state});
    const bool finished = process.waitForFinished(60000);
    *output = QString::fromLocal8Bit(process.readAll());
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

// The cluster's state file: host=, port=, user=, password=, dir= (data/ holds the cluster).
QHash<QString, QString> readState(const QString& path) {
    QHash<QString, QString> state;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return state;
    for (const QByteArray& line : file.readAll().split('\n')) {
        const qsizetype equals = line.indexOf('=');
        if (equals > 0)
            state.insert(QString::fromUtf8(line.left(equals)),
                         QString::fromUtf8(line.mid(equals + 1)));
    }
    return state;
}

// pg_ctl as the postgres user (the server refuses root); no password involved.
bool pgCtl(const QHash<QString, QString>& state, const QStringList& arguments, QString* output) {
    QStringList command{
        QStringLiteral("-u"), QStringLiteral("postgres"),
        QStringLiteral("--"), QStringLiteral("/usr/lib/postgresql/15/bin/pg_ctl"),
        QStringLiteral("-D"), state.value(QStringLiteral("dir")) + QStringLiteral("/data"),
        QStringLiteral("-w")};
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral("runuser"), command + arguments);
    const bool finished = process.waitForFinished(60000);
    *output = QString::fromLocal8Bit(process.readAll());
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

// `pg_ctl restart` on a stopped server starts it with the options it had (postmaster.opts).
QStringList restartArguments(const QHash<QString, QString>& state) {
    return {QStringLiteral("-l"),
            state.value(QStringLiteral("dir")) + QStringLiteral("/restart.log"),
            QStringLiteral("restart")};
}
} // namespace

class TstSessionOfflinePg : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void serverStoppedAndStartedLosesNothing();

private:
    std::optional<Chip> storedChip(const QString& id);

    QTemporaryDir m_dir;
    QString m_statePath;
    bool m_started = false;
    QHash<QString, QString> m_state;
    QString m_database;
    CatalogConnection m_connection;
    Catalog::Options m_options;
    bool m_stopped = false;
};

void TstSessionOfflinePg::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_sessionoffline_pg"));
    Settings().clear();
    QVERIFY(m_dir.isValid());
    m_statePath = m_dir.filePath(QStringLiteral("own.state"));
    QString output;
    QVERIFY2(runCluster(QStringLiteral("start"), m_statePath, &output), qPrintable(output));
    m_started = true;
    m_state = readState(m_statePath);
    QVERIFY(!m_state.value(QStringLiteral("dir")).isEmpty());

    // A database of its own on the fixture's server.
    m_database = QStringLiteral("chipatlas_offline_%1").arg(QCoreApplication::applicationPid());
    {
        QSqlDatabase admin =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("offline-admin"));
        admin.setHostName(m_state.value(QStringLiteral("host")));
        admin.setPort(m_state.value(QStringLiteral("port")).toInt());
        admin.setUserName(m_state.value(QStringLiteral("user")));
        admin.setPassword(m_state.value(QStringLiteral("password")));
        admin.setDatabaseName(QStringLiteral("postgres"));
        QVERIFY2(admin.open(), qPrintable(admin.lastError().text()));
        QSqlQuery create(admin);
        QVERIFY2(create.exec(QStringLiteral("CREATE DATABASE %1").arg(m_database)),
                 qPrintable(create.lastError().text()));
        admin.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("offline-admin"));
    m_connection = CatalogConnection::postgres(
        m_state.value(QStringLiteral("host")), m_state.value(QStringLiteral("port")).toInt(),
        m_database, m_state.value(QStringLiteral("user")), QStringLiteral("disable"));
    m_options.password = m_state.value(QStringLiteral("password"));
}

void TstSessionOfflinePg::cleanupTestCase() {
    if (!m_started)
        return;
    QString output;
    if (m_stopped) // a failed check left it down: the script stops a running cluster
        pgCtl(m_state, restartArguments(m_state), &output);
    QVERIFY2(runCluster(QStringLiteral("stop"), m_statePath, &output), qPrintable(output));
}

std::optional<Chip> TstSessionOfflinePg::storedChip(const QString& id) {
    StorageError error;
    const auto check = Catalog::open(m_connection, m_options, &error);
    const auto states = check ? check->chips().states({id}, &error) : std::nullopt;
    if (!states)
        qWarning() << error.message;
    return states ? states->constFirst().chip : std::nullopt;
}

void TstSessionOfflinePg::serverStoppedAndStartedLosesNothing() {
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(m_connection, m_options, &error), qPrintable(error.message));
    session.setReconnectDelays(500ms, 2s);
    MainWindow window(&session);
    window.resize(1100, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE_WITH_TIMEOUT(window.tablePage()->totalCount(), kBuiltInChipCount, 20000);
    auto* editor = window.findChild<CatalogEditor*>();
    QVERIFY(editor);

    // One edit saved while the server is there.
    Chip l4 = *session.snapshot().chip(kL4);
    l4.figure(Field::TdpW).value = 71.0;
    editor->editChip(l4);
    QTRY_COMPARE_WITH_TIMEOUT(session.history()->count(), 1, 10000);

    // The server stops; the next edit meets it gone, and waits.
    QString output;
    QVERIFY2(pgCtl(m_state, {QStringLiteral("-m"), QStringLiteral("fast"), QStringLiteral("stop")},
                   &output),
             qPrintable(output));
    m_stopped = true;
    Chip h100 = *session.snapshot().chip(kH100);
    h100.figure(Field::TdpW).value = 690.0;
    editor->editChip(h100);
    QTRY_VERIFY_WITH_TIMEOUT(session.isOffline(), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(session.pendingCount(), 1, 20000);
    QVERIFY(window.offlineBanner()->isVisible());
    QVERIFY2(window.offlineBanner()->text().startsWith(
                 QStringLiteral("The team server %1 cannot be reached since ")
                     .arg(m_connection.displayText())),
             qPrintable(window.offlineBanner()->text()));
    QCOMPARE(window.tablePage()->totalCount(), kBuiltInChipCount); // the last snapshot
    QCOMPARE(session.snapshot().chip(kH100)->figure(Field::TdpW).number(), 700.0);
    if (const QString dir = qEnvironmentVariable("CHIPATLAS_GRAB_DIR"); !dir.isEmpty()) {
        QTest::qWait(50);
        QVERIFY(window.grab().save(dir + QStringLiteral("/offline-banner-postgres.png")));
    }
    QTest::qWait(1500); // a try or two while it is down
    QVERIFY(session.isOffline());

    // It starts again (with the options it had); the session comes back and saves the edit.
    QVERIFY2(pgCtl(m_state, restartArguments(m_state), &output), qPrintable(output));
    m_stopped = false;
    QTRY_VERIFY_WITH_TIMEOUT(!window.offlineBanner()->isVisible(), 20000);
    QVERIFY(!session.isOffline());
    QCOMPARE(session.pendingCount(), 0);
    QCOMPARE(session.history()->count(), 2);
    QTRY_COMPARE(session.snapshot().chip(kH100)->figure(Field::TdpW).number(), 690.0);
    QCOMPARE(storedChip(kH100)->figure(Field::TdpW).number(), 690.0);
    QCOMPARE(storedChip(kL4)->figure(Field::TdpW).number(), 71.0);
}

QTEST_MAIN(TstSessionOfflinePg)
#include "tst_sessionoffline_pg.moc"
