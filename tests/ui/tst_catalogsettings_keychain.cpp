// Settings, Catalog with a real keychain (a Secret Service under the test's own D-Bus session,
// tools/testing/with-keyring): the page reads the saved server's password from the keychain, one
// entry per connection, and never from the settings file.
#include "common/settings.h"
#include "passwordstore.h"
#include "settings/catalogsettingspage.h"

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kSecret = QStringLiteral("s3cret-Passw0rd-for-tests");
} // namespace

class TstCatalogSettingsKeychain : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void pageReadsTheSavedPassword();
    void anotherConnectionHasItsOwnEntry();

private:
    const CatalogConnection m_server = CatalogConnection::postgres(
        QStringLiteral("db.example.com"), 5432, QStringLiteral("team"), QStringLiteral("bob"));
};

void TstCatalogSettingsKeychain::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_catalogsettings_keychain"));
    Settings().clear();
    const PasswordStore::Result stored = PasswordStore::write(m_server.keychainKey(), kSecret);
    QVERIFY2(stored.status == PasswordStore::Status::Ok, qPrintable(stored.message));
    Settings settings;
    settings.setCatalogConnection(m_server);
}

void TstCatalogSettingsKeychain::cleanupTestCase() {
    PasswordStore::remove(m_server.keychainKey());
    Settings().clear();
}

void TstCatalogSettingsKeychain::pageReadsTheSavedPassword() {
    CatalogSettingsPage page;
    page.load(Settings());
    auto* password = page.findChild<QLineEdit*>(QStringLiteral("passwordEdit"));
    QTRY_COMPARE_WITH_TIMEOUT(password->text(), kSecret, 10000);
    QVERIFY(page.keychainAvailable());
    QVERIFY(page.rememberPassword());
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("keychainNote"))->isHidden());
    // The settings file holds the connection, not the password.
    QSettings().sync();
    QFile file(QSettings().fileName());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QByteArray stored = file.readAll();
    QVERIFY(stored.contains("db.example.com"));
    QVERIFY(!stored.contains(kSecret.toUtf8()));
}

void TstCatalogSettingsKeychain::anotherConnectionHasItsOwnEntry() {
    CatalogConnection other = m_server;
    other.user = QStringLiteral("carol");
    {
        Settings settings;
        settings.setCatalogConnection(other);
    }
    CatalogSettingsPage page;
    page.load(Settings());
    QTRY_VERIFY_WITH_TIMEOUT(page.keychainAvailable(), 10000);
    QCOMPARE(page.password(), QString());
    QVERIFY(page.rememberPassword());
    Settings().setCatalogConnection(m_server);
}

QTEST_MAIN(TstCatalogSettingsKeychain)
#include "tst_catalogsettings_keychain.moc"
