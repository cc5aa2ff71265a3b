// Tests cannot reach each other (README, "Developing"): every test runs under
// tools/testing/isolated, with a HOME and XDG folders of its own that are removed afterwards.
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <unistd.h>

class TstTestIsolation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void thisTestHasAHomeOfItsOwn();
    void qtTestModeStaysInThatHome();
    void theHomeIsRemovedAfterwardsAndTheStatusKept();
    void twoRunsNeverShareAHome();
};

namespace {
QString env(const char* name) {
    return QString::fromLocal8Bit(qgetenv(name));
}

// What `isolated` runs `script` with prints, and whether it ended with `status`.
QStringList runIsolated(const QString& script, int* status) {
    QProcess process;
    process.start(QStringLiteral(CHIPATLAS_ISOLATED),
                  {QStringLiteral("/bin/sh"), QStringLiteral("-c"), script});
    if (!process.waitForFinished(30000))
        return {};
    *status = process.exitCode();
    return QString::fromLocal8Bit(process.readAllStandardOutput())
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}
} // namespace

void TstTestIsolation::thisTestHasAHomeOfItsOwn() {
    const QString home = env("HOME");
    QVERIFY(!home.isEmpty());
    const passwd* user = getpwuid(getuid());
    QVERIFY(user);
    QVERIFY2(QDir(home) != QDir(QString::fromLocal8Bit(user->pw_dir)), qPrintable(home));
    QVERIFY2(QFileInfo(home).fileName().startsWith(QLatin1String("chipatlas-test-home.")),
             qPrintable(home));
    for (const char* name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
                             "XDG_STATE_HOME", "XDG_RUNTIME_DIR"}) {
        const QString folder = env(name);
        QVERIFY2(folder.startsWith(home + QLatin1Char('/')), name);
        QVERIFY2(QFileInfo(folder).isDir(), name);
    }
    QCOMPARE(QFileInfo(env("XDG_RUNTIME_DIR")).permissions() & 0x0077, QFileDevice::Permissions{});
    QVERIFY(qgetenv("DBUS_SESSION_BUS_ADDRESS").isEmpty());
}

void TstTestIsolation::qtTestModeStaysInThatHome() {
    // Qt's test mode keeps settings and the file dialogs' QtProject.conf below HOME.
    QStandardPaths::setTestModeEnabled(true);
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    QStandardPaths::setTestModeEnabled(false);
    QVERIFY2(config.startsWith(env("HOME") + QLatin1Char('/')), qPrintable(config));
}

void TstTestIsolation::theHomeIsRemovedAfterwardsAndTheStatusKept() {
    int status = -1;
    const QStringList lines =
        runIsolated(QStringLiteral("echo \"$HOME\"; touch \"$HOME/left-behind\" "
                                   "\"$XDG_CONFIG_HOME/QtProject.conf\"; exit 7"),
                    &status);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(status, 7);
    QVERIFY2(!QFileInfo::exists(lines.constFirst()), qPrintable(lines.constFirst()));
}

void TstTestIsolation::twoRunsNeverShareAHome() {
    int first = -1;
    int second = -1;
    const QStringList a = runIsolated(QStringLiteral("echo \"$HOME\"; ls -A \"$HOME/.config\""),
                                      &first);
    const QStringList b = runIsolated(QStringLiteral("echo \"$HOME\"; ls -A \"$HOME/.config\""),
                                      &second);
    QCOMPARE(first, 0);
    QCOMPARE(second, 0);
    // Each starts empty: nothing but the home itself is printed.
    QCOMPARE(a.size(), 1);
    QCOMPARE(b.size(), 1);
    QVERIFY(a.constFirst() != b.constFirst());
}

QTEST_GUILESS_MAIN(TstTestIsolation)
#include "tst_test_isolation.moc"
