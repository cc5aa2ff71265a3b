// The password store with no Secret Service at all (no session bus, as on a server or in a
// container): every call answers Unavailable with a sentence for a person, within its timeout,
// and the password is written nowhere (QtKeychain's plain-text fallback stays off).
#include "passwordstore.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kKey = QStringLiteral("postgresql://bob@127.0.0.1:55440/team");
const QString kPassword = QStringLiteral("NoKeyring-Test-Pw-7c31");
constexpr int kTimeoutMs = 5000;
} // namespace

class TestPasswordStoreNoKeyring : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyCallIsUnavailable();
    void nothingIsWritten();

private:
    QTemporaryDir m_home;
};

void TestPasswordStoreNoKeyring::initTestCase() {
    QVERIFY(m_home.isValid());
    // Before the keychain is first used: no session bus to find (not even GLib's fallback,
    // $XDG_RUNTIME_DIR/bus, nor an X11 autolaunch), and a home of our own to search afterwards.
    qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    qunsetenv("DISPLAY");
    const QByteArray home = QFile::encodeName(m_home.path());
    qputenv("HOME", home);
    qputenv("XDG_CONFIG_HOME", home + "/.config");
    qputenv("XDG_DATA_HOME", home + "/.local/share");
    qputenv("XDG_CACHE_HOME", home + "/.cache");
    qputenv("XDG_RUNTIME_DIR", home);
}

void TestPasswordStoreNoKeyring::everyCallIsUnavailable() {
    QElapsedTimer timer;
    timer.start();
    const PasswordStore::Result written = PasswordStore::write(kKey, kPassword, kTimeoutMs);
    QCOMPARE(written.status, PasswordStore::Status::Unavailable);
    QVERIFY2(written.message.contains(QStringLiteral("keychain")), qPrintable(written.message));
    QVERIFY(!written.message.contains(kPassword));

    const PasswordStore::Result read = PasswordStore::read(kKey, kTimeoutMs);
    QCOMPARE(read.status, PasswordStore::Status::Unavailable);
    QVERIFY(read.password.isEmpty());
    QVERIFY2(read.message.contains(QStringLiteral("keychain")), qPrintable(read.message));

    const PasswordStore::Result removed = PasswordStore::remove(kKey, kTimeoutMs);
    QCOMPARE(removed.status, PasswordStore::Status::Unavailable);
    // Each call ends by its timeout at the latest (here: at once, there is no bus to wait for).
    QVERIFY2(timer.elapsed() < 3 * kTimeoutMs + 1000, qPrintable(QString::number(timer.elapsed())));

    std::optional<PasswordStore::Result> async;
    QObject context;
    PasswordStore::writeAsync(kKey, kPassword, &context,
                              [&](const PasswordStore::Result& result) { async = result; });
    QTRY_VERIFY_WITH_TIMEOUT(async.has_value(), kTimeoutMs);
    QCOMPARE(async->status, PasswordStore::Status::Unavailable);
}

void TestPasswordStoreNoKeyring::nothingIsWritten() {
    // No plain-text fallback: no file under HOME (and so under the XDG folders in it) holds
    // the password, and QSettings' file for the store's service does not exist.
    QDirIterator it(m_home.path(), QDir::Files | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    QStringList files;
    while (it.hasNext()) {
        const QString path = it.next();
        files << path;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue; // a socket or the like
        const QByteArray content = file.readAll();
        QVERIFY2(!content.contains(kPassword.toUtf8()), qPrintable(path));
        QVERIFY2(!content.contains(kPassword.toUtf8().toBase64()), qPrintable(path));
    }
    QVERIFY2(!QFile::exists(m_home.filePath(QStringLiteral(".config/ChipAtlas.conf"))),
             qPrintable(files.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestPasswordStoreNoKeyring)
#include "tst_passwordstore_nokeyring.moc"
