// Settings, Catalog: the typed settings of the catalog connection, the page's fields,
// validation that names the field, Test connection off the GUI thread with a busy bar and its
// sentences, and OK switching the session (and the main window) to another catalog.
#include "application/catalogsession.h"
#include "application/pricing.h"
#include "common/settings.h"
#include "modalbox.h"
#include "settings/catalogsettingsdialog.h"
#include "settings/catalogsettingspage.h"
#include "storage/catalog.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSemaphore>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <memory>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kSecret = QStringLiteral("s3cret-Passw0rd-for-tests");

template <typename Widget>
Widget* field(const QWidget* parent, const char* name) {
    auto* widget = parent->findChild<Widget*>(QLatin1String(name));
    if (!widget)
        qWarning("no %s", name);
    return widget;
}

void typeInto(QLineEdit* edit, const QString& text) {
    edit->clear();
    QTest::keyClicks(edit, text);
}

// One undo step in `session`: a price for the H100.
void setPrice(CatalogSession& session) {
    const ChipPrice price{kH100, 2.5, QDate(2025, 1, 1), QStringLiteral("quote")};
    session.change(&session, QStringLiteral("Could not store the price."),
                   [price](Catalog& catalog) {
                       return setChipPrice(catalog, QStringLiteral("set the price"), kH100, price);
                   });
}

} // namespace

#define SETTLE(session) QTRY_VERIFY_WITH_TIMEOUT(!(session).isBusy(), 10000)

class TstCatalogSettings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void settingsKeepBothKinds();
    void resetKeepsTheCatalog();
    void pageLoadsAndSavesWithoutPassword();
    void validationNamesTheField_data();
    void validationNamesTheField();
    void testConnectionReadsAFile();
    void testConnectionRunsOffTheGuiThread();
    void testConnectionSentences_data();
    void testConnectionSentences();
    void okSwitchesTheCatalogAfterAsking();
    void declinedSwitchKeepsTheCatalog();
    void failedSwitchKeepsTheCatalog();
    void mainWindowNamesTheNewCatalog();

private:
    QString makeCatalog(const QString& name);
    std::unique_ptr<CatalogSession> openSession(const QString& path);

    QTemporaryDir m_dir;
};

void TstCatalogSettings::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_catalogsettings"));
    QVERIFY(m_dir.isValid());
}

void TstCatalogSettings::init() {
    Settings().clear();
}

QString TstCatalogSettings::makeCatalog(const QString& name) {
    const QString path = m_dir.filePath(name);
    CatalogSession session;
    StorageError error;
    if (!session.open(CatalogConnection::sqliteFile(path), &error))
        qWarning("%s", qPrintable(error.message));
    return path;
}

std::unique_ptr<CatalogSession> TstCatalogSettings::openSession(const QString& path) {
    auto session = std::make_unique<CatalogSession>();
    StorageError error;
    if (!session->open(CatalogConnection::sqliteFile(path), &error))
        qWarning("%s", qPrintable(error.message));
    return session;
}

void TstCatalogSettings::settingsKeepBothKinds() {
    const QString ini = m_dir.filePath(QStringLiteral("kinds.ini"));
    const CatalogConnection server =
        CatalogConnection::postgres(QStringLiteral("db.example.com"), 6543, QStringLiteral("team"),
                                    QStringLiteral("bob"), QStringLiteral("require"));
    {
        Settings settings(ini);
        // Nothing chosen: the default file.
        QCOMPARE(settings.catalogConnection(), CatalogConnection::sqliteFile(QString()));
        QCOMPARE(settings.catalogServer().port, CatalogConnection::kDefaultPostgresPort);
        settings.setCatalogConnection(server);
        QCOMPARE(settings.catalogConnection(), server);
        settings.setCatalogConnection(CatalogConnection::sqliteFile(QStringLiteral("/a/b.sqlite")));
        QCOMPARE(settings.catalogConnection().path, QStringLiteral("/a/b.sqlite"));
        QCOMPARE(settings.catalogServer(), server); // kept while the file is chosen
        settings.setCatalogConnection(server);
        QCOMPARE(settings.catalogFile(), QStringLiteral("/a/b.sqlite"));
        settings.sync();
    }
    QCOMPARE(Settings(ini).catalogConnection(), server);
    {
        // A hand-edited port or SSL mode falls back to the default.
        QSettings raw(ini, QSettings::IniFormat);
        raw.setValue(QStringLiteral("CatalogConnection/port"), 99999);
        raw.setValue(QStringLiteral("CatalogConnection/sslMode"), QStringLiteral("sometimes"));
    }
    QCOMPARE(Settings(ini).catalogConnection().port, CatalogConnection::kDefaultPostgresPort);
    QCOMPARE(Settings(ini).catalogConnection().sslMode, QString());
}

void TstCatalogSettings::resetKeepsTheCatalog() {
    const CatalogConnection server = CatalogConnection::postgres(
        QStringLiteral("db.example.com"), 5432, QStringLiteral("team"), QStringLiteral("bob"));
    Settings settings(m_dir.filePath(QStringLiteral("reset.ini")));
    settings.setCatalogConnection(server);
    settings.setFilterText(QStringLiteral("h100"));
    settings.clearViewState(); // --reset-settings
    QCOMPARE(settings.filterText(), QString());
    QCOMPARE(settings.catalogConnection(), server);
}

void TstCatalogSettings::pageLoadsAndSavesWithoutPassword() {
    {
        Settings settings;
        settings.setCatalogConnection(CatalogConnection::sqliteFile(QStringLiteral("/x/y.sqlite")));
        settings.setCatalogConnection(CatalogConnection::postgres(
            QStringLiteral("db.example.com"), 6543, QStringLiteral("team"), QStringLiteral("bob"),
            QStringLiteral("verify-full")));
    }
    CatalogSettingsPage page;
    page.load(Settings());
    QVERIFY(field<QRadioButton>(&page, "serverKind")->isChecked());
    QCOMPARE(field<QLineEdit>(&page, "hostEdit")->text(), QStringLiteral("db.example.com"));
    QCOMPARE(field<QSpinBox>(&page, "portSpin")->value(), 6543);
    QCOMPARE(field<QLineEdit>(&page, "databaseEdit")->text(), QStringLiteral("team"));
    QCOMPARE(field<QLineEdit>(&page, "userEdit")->text(), QStringLiteral("bob"));
    QCOMPARE(field<QComboBox>(&page, "sslModeCombo")->currentData().toString(),
             QStringLiteral("verify-full"));
    QCOMPARE(field<QLineEdit>(&page, "fileEdit")->text(),
             QDir::toNativeSeparators(QStringLiteral("/x/y.sqlite")));
    QVERIFY(!field<QLineEdit>(&page, "fileEdit")->isEnabledTo(&page));
    // This test runs without a Secret Service (CMake points D-Bus nowhere): the page says that
    // the password will be asked for, and does not offer to remember it.
    QTRY_VERIFY_WITH_TIMEOUT(!field<QLabel>(&page, "keychainNote")->isHidden(), 15000);
    QCOMPARE(field<QLabel>(&page, "keychainNote")->text(),
             QStringLiteral("No keychain is available, so ChipAtlas asks for the password each "
                            "time it connects."));
    QVERIFY(!field<QCheckBox>(&page, "rememberCheck")->isEnabled());
    QVERIFY(!page.rememberPassword());

    typeInto(field<QLineEdit>(&page, "hostEdit"), QStringLiteral("127.0.0.1"));
    field<QSpinBox>(&page, "portSpin")->setValue(55461);
    typeInto(field<QLineEdit>(&page, "databaseEdit"), QStringLiteral("atlas"));
    typeInto(field<QLineEdit>(&page, "userEdit"), QStringLiteral("carol"));
    field<QComboBox>(&page, "sslModeCombo")->setCurrentIndex(0); // libpq's default
    auto* password = field<QLineEdit>(&page, "passwordEdit");
    QCOMPARE(password->echoMode(), QLineEdit::Password);
    typeInto(password, kSecret);
    QCOMPARE(page.password(), kSecret);
    {
        Settings settings;
        page.save(settings);
        settings.sync();
    }
    const CatalogConnection saved = Settings().catalogConnection();
    QCOMPARE(saved, CatalogConnection::postgres(QStringLiteral("127.0.0.1"), 55461,
                                                QStringLiteral("atlas"), QStringLiteral("carol")));
    QCOMPARE(Settings().catalogFile(), QStringLiteral("/x/y.sqlite"));
    QFile file(QSettings().fileName());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QByteArray stored = file.readAll();
    QVERIFY(stored.contains("carol"));
    QVERIFY2(!stored.contains(kSecret.toUtf8()), "the password reached the settings file");
}

void TstCatalogSettings::validationNamesTheField_data() {
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("focused");
    QTest::addColumn<QString>("message");
    QTest::newRow("no host") << QString() << "atlas"
                             << "bob"
                             << "hostEdit"
                             << "Host: enter the name or address of the PostgreSQL server.";
    QTest::newRow("host with a space") << "db example"
                                       << "atlas"
                                       << "bob"
                                       << "hostEdit"
                                       << "Host: \"db example\" is not a host name or address.";
    QTest::newRow("no database") << "db" << QString() << "bob"
                                 << "databaseEdit"
                                 << "Database: enter the name of the database on the server.";
    QTest::newRow("no user") << "db"
                             << "atlas" << QString() << "userEdit"
                             << "User: enter the user name that ChipAtlas connects as.";
}

void TstCatalogSettings::validationNamesTheField() {
    QFETCH(QString, host);
    QFETCH(QString, database);
    QFETCH(QString, user);
    QFETCH(QString, focused);
    QFETCH(QString, message);
    CatalogSettingsPage page;
    int probes = 0;
    page.setProbe([&probes](const CatalogConnection&, const Catalog::Options&, StorageError*) {
        ++probes;
        return std::optional<Catalog::ProbeResult>{};
    });
    page.show();
    field<QRadioButton>(&page, "serverKind")->setChecked(true);
    typeInto(field<QLineEdit>(&page, "hostEdit"), host);
    typeInto(field<QLineEdit>(&page, "databaseEdit"), database);
    typeInto(field<QLineEdit>(&page, "userEdit"), user);
    QSignalSpy finished(&page, &CatalogSettingsPage::testFinished);
    QTest::mouseClick(field<QPushButton>(&page, "testButton"), Qt::LeftButton);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.constFirst().constFirst().toBool(), false);
    QCOMPARE(page.statusText(), message);
    QCOMPARE(page.focusWidget(), field<QWidget>(&page, qPrintable(focused)));
    QCOMPARE(probes, 0); // nothing is tried with a field missing
}

void TstCatalogSettings::testConnectionReadsAFile() {
    const QString catalog = makeCatalog(QStringLiteral("probe-me.sqlite"));
    const QString notes = m_dir.filePath(QStringLiteral("notes.txt"));
    {
        QFile file(notes);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a catalog\n");
    }
    CatalogSettingsPage page;
    QSignalSpy finished(&page, &CatalogSettingsPage::testFinished);
    typeInto(field<QLineEdit>(&page, "fileEdit"), catalog);
    page.testConnection();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(page.statusText(), QStringLiteral("Found: ChipAtlas catalog, schema %1, 34 chips.")
                                    .arg(Catalog::currentSchemaVersion()));
    typeInto(field<QLineEdit>(&page, "fileEdit"), notes);
    page.testConnection();
    QTRY_COMPARE(finished.size(), 2);
    QCOMPARE(finished.last().constFirst().toBool(), false);
    QVERIFY2(page.statusText().contains(QLatin1String("is not a ChipAtlas catalog")),
             qPrintable(page.statusText()));
}

// A server can take seconds to answer: the probe runs on another thread, the page shows a busy
// bar and keeps handling events, and the probe gets the typed password.
void TstCatalogSettings::testConnectionRunsOffTheGuiThread() {
    CatalogSettingsPage page;
    page.show();
    QSemaphore release;
    QThread* probeThread = nullptr;
    QString probePassword;
    page.setProbe([&](const CatalogConnection&, const Catalog::Options& options, StorageError*) {
        probeThread = QThread::currentThread();
        probePassword = options.password;
        release.acquire();
        return std::optional<Catalog::ProbeResult>(Catalog::ProbeResult{false, 6, 30});
    });
    field<QRadioButton>(&page, "serverKind")->setChecked(true);
    typeInto(field<QLineEdit>(&page, "hostEdit"), QStringLiteral("127.0.0.1"));
    field<QSpinBox>(&page, "portSpin")->setValue(55462);
    typeInto(field<QLineEdit>(&page, "databaseEdit"), QStringLiteral("atlas"));
    typeInto(field<QLineEdit>(&page, "userEdit"), QStringLiteral("bob"));
    typeInto(field<QLineEdit>(&page, "passwordEdit"), kSecret);
    QSignalSpy finished(&page, &CatalogSettingsPage::testFinished);
    QTest::mouseClick(field<QPushButton>(&page, "testButton"), Qt::LeftButton);
    QVERIFY(page.isBusy());
    QVERIFY(field<QProgressBar>(&page, "testBusy")->isVisible());
    QVERIFY(!field<QPushButton>(&page, "testButton")->isEnabled());
    QCOMPARE(page.statusText(),
             QStringLiteral("Connecting to postgresql://bob@127.0.0.1:55462/atlas..."));
    QTest::qWait(200); // events keep flowing while the probe waits
    QCOMPARE(finished.size(), 0);
    release.release();
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY(probeThread && probeThread != QThread::currentThread());
    QCOMPARE(probePassword, kSecret);
    QVERIFY(!page.isBusy());
    QVERIFY(!field<QProgressBar>(&page, "testBusy")->isVisible());
    QVERIFY(field<QPushButton>(&page, "testButton")->isEnabled());
    QCOMPARE(page.statusText(),
             QStringLiteral("Connected: ChipAtlas catalog, schema 6, 30 chips."));
}

void TstCatalogSettings::testConnectionSentences_data() {
    QTest::addColumn<bool>("ok");
    QTest::addColumn<bool>("empty");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("shown");
    QTest::newRow("empty database")
        << true << true << QString()
        << "Connected: the database is empty; ChipAtlas will set it up.";
    QTest::newRow("catalog") << true << false << QString()
                             << "Connected: ChipAtlas catalog, schema 6, 30 chips.";
    const QString refused = QStringLiteral(
        "The server at 127.0.0.1:55462 refused the password of bob: check the password.");
    QTest::newRow("error in the storage's words") << false << false << refused << refused;
}

void TstCatalogSettings::testConnectionSentences() {
    QFETCH(bool, ok);
    QFETCH(bool, empty);
    QFETCH(QString, error);
    QFETCH(QString, shown);
    CatalogSettingsPage page;
    page.setProbe([=](const CatalogConnection&, const Catalog::Options&, StorageError* failure) {
        if (!ok) {
            *failure = {StorageError::Code::AuthFailed, error};
            return std::optional<Catalog::ProbeResult>{};
        }
        return std::optional<Catalog::ProbeResult>(Catalog::ProbeResult{empty, 6, 30});
    });
    field<QRadioButton>(&page, "serverKind")->setChecked(true);
    typeInto(field<QLineEdit>(&page, "hostEdit"), QStringLiteral("127.0.0.1"));
    typeInto(field<QLineEdit>(&page, "databaseEdit"), QStringLiteral("atlas"));
    typeInto(field<QLineEdit>(&page, "userEdit"), QStringLiteral("bob"));
    QSignalSpy finished(&page, &CatalogSettingsPage::testFinished);
    page.testConnection();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.constFirst().constFirst().toBool(), ok);
    QCOMPARE(page.statusText(), shown);
}

void TstCatalogSettings::okSwitchesTheCatalogAfterAsking() {
    const QString first = makeCatalog(QStringLiteral("switch-a.sqlite"));
    const QString second = m_dir.filePath(QStringLiteral("switch-b.sqlite")); // created on OK
    std::unique_ptr<CatalogSession> session = openSession(first);
    session->reload();
    setPrice(*session);
    SETTLE(*session);
    QCOMPARE(session->history()->count(), 1);
    QVERIFY(session->snapshot().price(kH100));

    CatalogSettingsDialog dialog(session.get());
    dialog.show();
    QSignalSpy switched(session.get(), &CatalogSession::connectionChanged);
    QSignalSpy published(session.get(), &CatalogSession::snapshotChanged);
    typeInto(field<QLineEdit>(&dialog, "fileEdit"), second);
    QString asked;
    catalogtest::answerNextBox(&dialog, QStringLiteral("Open"), &asked);
    dialog.accept();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isVisible(), 10000);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY2(asked.contains(QLatin1String("The change you can undo was made in")),
             qPrintable(asked));
    QCOMPARE(switched.size(), 1);
    QCOMPARE(session->connection(), CatalogConnection::sqliteFile(second));
    QCOMPARE(session->history()->count(), 0);
    QVERIFY(published.size() >= 1);
    QVERIFY(!session->snapshot().price(kH100)); // the new catalog's snapshot
    QCOMPARE(session->snapshot().chipCount(), 34);
    QCOMPARE(Settings().catalogConnection(), CatalogConnection::sqliteFile(second));
}

void TstCatalogSettings::declinedSwitchKeepsTheCatalog() {
    const QString first = makeCatalog(QStringLiteral("stay-a.sqlite"));
    std::unique_ptr<CatalogSession> session = openSession(first);
    session->reload();
    setPrice(*session);
    SETTLE(*session);
    CatalogSettingsDialog dialog(session.get());
    dialog.show();
    typeInto(field<QLineEdit>(&dialog, "fileEdit"),
             m_dir.filePath(QStringLiteral("stay-b.sqlite")));
    QString asked;
    catalogtest::answerNextBox(&dialog, QStringLiteral("Cancel"), &asked);
    dialog.accept();
    QVERIFY(!asked.isEmpty());
    QVERIFY(dialog.isVisible());
    SETTLE(*session);
    QCOMPARE(session->connection(), CatalogConnection::sqliteFile(first));
    QCOMPARE(session->history()->count(), 1);
    QCOMPARE(Settings().catalogConnection(), CatalogConnection::sqliteFile(QString()));
}

void TstCatalogSettings::failedSwitchKeepsTheCatalog() {
    const QString first = makeCatalog(QStringLiteral("keep-a.sqlite"));
    const QString notes = m_dir.filePath(QStringLiteral("keep-notes.txt"));
    {
        QFile file(notes);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a catalog\n");
    }
    std::unique_ptr<CatalogSession> session = openSession(first);
    session->reload();
    SETTLE(*session);
    CatalogSettingsDialog dialog(session.get());
    dialog.show();
    QSignalSpy switched(session.get(), &CatalogSession::connectionChanged);
    typeInto(field<QLineEdit>(&dialog, "fileEdit"), notes);
    dialog.accept(); // no undo steps: nothing to ask
    SETTLE(*session);
    QTRY_VERIFY(!dialog.page()->isBusy());
    QVERIFY(dialog.isVisible());
    QVERIFY2(dialog.page()->statusText().contains(QLatin1String("is not a ChipAtlas catalog")),
             qPrintable(dialog.page()->statusText()));
    QVERIFY(dialog.page()->statusText().contains(QLatin1String("stays on the catalog it shows")));
    QCOMPARE(switched.size(), 0);
    QCOMPARE(session->connection(), CatalogConnection::sqliteFile(first));
    QCOMPARE(session->snapshot().chipCount(), 34);
    QCOMPARE(Settings().catalogConnection(), CatalogConnection::sqliteFile(QString()));
}

void TstCatalogSettings::mainWindowNamesTheNewCatalog() {
    const QString first = makeCatalog(QStringLiteral("window-a.sqlite"));
    const QString second = makeCatalog(QStringLiteral("window-b.sqlite"));
    std::unique_ptr<CatalogSession> session = openSession(first);
    MainWindow window(session.get());
    window.show();
    SETTLE(*session);
    auto* path = window.findChild<QLabel*>(QStringLiteral("pathLabel"));
    QVERIFY(path);
    QCOMPARE(path->text(), QDir::toNativeSeparators(first));
    QCOMPARE(window.windowTitle(), QStringLiteral("window-a.sqlite"));
    QCOMPARE(window.catalogSettingsAction()->text(), QStringLiteral("Catalog &Settings..."));

    window.catalogSettingsAction()->trigger();
    CatalogSettingsDialog* dialog = window.findChild<CatalogSettingsDialog*>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    typeInto(field<QLineEdit>(dialog, "fileEdit"), second);
    dialog->accept();
    QTRY_COMPARE(path->text(), QDir::toNativeSeparators(second));
    QCOMPARE(window.windowTitle(), QStringLiteral("window-b.sqlite"));
    SETTLE(*session);
    QCOMPARE(session->connection().path, second);
    window.close();
}

QTEST_MAIN(TstCatalogSettings)
#include "tst_catalogsettings.moc"
