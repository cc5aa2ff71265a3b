// Settings, Catalog and start-up against a real PostgreSQL server (the `postgres` CTest
// fixture, a fresh database per test function through testpg.h) and a real keychain: Test
// connection's words for a closed port, a wrong password and an empty database; OK switching the
// session to the server, saving the fields and the password in the keychain (not in the settings
// file); start-up asking again after a refused password.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "passwordstore.h"
#include "settings/catalogsettingsdialog.h"
#include "settings/catalogsettingspage.h"
#include "startupcatalog.h"
#include "storage/catalog.h"
#include "testpg.h"

#include <QFile>
#include <QLineEdit>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace chipatlas;

namespace {
template <typename Widget>
Widget* field(const QWidget* parent, const char* name) {
    return parent->findChild<Widget*>(QLatin1String(name));
}

void typeInto(QLineEdit* edit, const QString& text) {
    edit->clear();
    QTest::keyClicks(edit, text);
}
} // namespace

class TstCatalogSettingsServer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void testConnectionWords_data();
    void testConnectionWords();
    void okSwitchesToTheServerAndStoresThePassword();
    void startupAsksAgainAfterARefusedPassword();

private:
    CatalogConnection connection(int port = 0) const;
    QString password() const { return m_database->password(); }
    void fillPage(CatalogSettingsPage* page, const CatalogConnection& target,
                  const QString& password);

    std::unique_ptr<testpg::Database> m_database; // fresh for each test function
};

void TstCatalogSettingsServer::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_catalogsettings_server"));
}

void TstCatalogSettingsServer::init() {
    Settings().clear();
    m_database = std::make_unique<testpg::Database>();
    QVERIFY2(m_database->isValid(), qPrintable(m_database->error()));
}

void TstCatalogSettingsServer::cleanup() {
    m_database.reset();
}

CatalogConnection TstCatalogSettingsServer::connection(int port) const {
    CatalogConnection result = m_database->connection();
    if (port)
        result.port = port;
    return result;
}

void TstCatalogSettingsServer::fillPage(CatalogSettingsPage* page, const CatalogConnection& target,
                                        const QString& password) {
    field<QRadioButton>(page, "serverKind")->setChecked(true);
    typeInto(field<QLineEdit>(page, "hostEdit"), target.host);
    field<QSpinBox>(page, "portSpin")->setValue(target.port);
    typeInto(field<QLineEdit>(page, "databaseEdit"), target.database);
    typeInto(field<QLineEdit>(page, "userEdit"), target.user);
    typeInto(field<QLineEdit>(page, "passwordEdit"), password);
}

void TstCatalogSettingsServer::testConnectionWords_data() {
    QTest::addColumn<bool>("closedPort");
    QTest::addColumn<bool>("wrongPassword");
    QTest::addColumn<int>("code"); // StorageError::Code, None: connected
    QTest::newRow("closed port") << true << false << int(StorageError::Code::Unreachable);
    QTest::newRow("wrong password") << false << true << int(StorageError::Code::AuthFailed);
    QTest::newRow("empty database") << false << false << int(StorageError::Code::None);
}

// The page shows the storage's own sentence for each failure, and nothing with the password.
void TstCatalogSettingsServer::testConnectionWords() {
    QFETCH(bool, closedPort);
    QFETCH(bool, wrongPassword);
    QFETCH(int, code);
    const CatalogConnection target = connection(closedPort ? 1 : 0);
    const QString typed = wrongPassword ? QStringLiteral("not-the-password") : password();
    Catalog::Options options;
    options.password = typed;
    StorageError expected;
    const bool reached = bool(Catalog::probe(target, options, &expected));
    QCOMPARE(int(expected.code), code);
    QCOMPARE(reached, code == int(StorageError::Code::None));

    CatalogSettingsPage page;
    fillPage(&page, target, typed);
    QSignalSpy finished(&page, &CatalogSettingsPage::testFinished);
    page.testConnection();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    QCOMPARE(finished.constFirst().constFirst().toBool(), reached);
    if (reached)
        QCOMPARE(page.statusText(),
                 QStringLiteral("Connected: the database is empty; ChipAtlas will set it up."));
    else
        QCOMPARE(page.statusText(), expected.message);
    QVERIFY(!page.statusText().contains(password()));
}

void TstCatalogSettingsServer::okSwitchesToTheServerAndStoresThePassword() {
    const CatalogConnection target = connection();
    CatalogSession session;
    StorageError error;
    QVERIFY(session.open(CatalogConnection::sqliteFile(
                             QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                             QStringLiteral("/local.sqlite")),
                         &error));
    CatalogSettingsDialog dialog(&session);
    dialog.show();
    fillPage(dialog.page(), target, password());
    QVERIFY(dialog.page()->rememberPassword());
    dialog.accept();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isVisible(), 20000);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(session.connection(), target);
    QCOMPARE(session.snapshot().chipCount(), 34); // set up and seeded on first connect

    QCOMPARE(Settings().catalogConnection(), target);
    QFile file(QSettings().fileName());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QVERIFY(!file.readAll().contains(password().toUtf8()));
    const PasswordStore::Result stored = PasswordStore::read(target.keychainKey());
    QCOMPARE(int(stored.status), int(PasswordStore::Status::Ok));
    QCOMPARE(stored.password, password());
    PasswordStore::remove(target.keychainKey());
}

void TstCatalogSettingsServer::startupAsksAgainAfterARefusedPassword() {
    const CatalogConnection target = connection();
    QStringList reasons;
    PasswordSources sources;
    sources.keychain = [](const QString&) {
        PasswordStore::Result stale;
        stale.status = PasswordStore::Status::Ok;
        stale.password = QStringLiteral("an-old-password");
        return stale;
    };
    sources.ask = [&](const CatalogConnection&, const QString& reason) {
        reasons.append(reason);
        return std::optional<QString>(reasons.size() == 1 ? QStringLiteral("still-wrong")
                                                          : password());
    };
    CatalogSession session;
    StorageError error;
    QCOMPARE(openStartupCatalog(session, target, sources, &error), StartupOpen::Opened);
    QCOMPARE(reasons.size(), 2);
    Catalog::Options wrong;
    wrong.password = QStringLiteral("still-wrong");
    StorageError refused;
    QVERIFY(!Catalog::probe(target, wrong, &refused));
    QCOMPARE(reasons.last(), refused.message); // the server's words
    QVERIFY(session.isOpen());
}

QTEST_MAIN(TstCatalogSettingsServer)
#include "tst_catalogsettings_server.moc"
