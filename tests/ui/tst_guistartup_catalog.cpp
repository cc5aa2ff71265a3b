// The GUI's start-up on a catalog: --db takes a file or a postgresql:// URL (a malformed one is
// an error before any window), else the connection saved in Settings, Catalog; a team server's
// password comes from the keychain, else from a masked prompt that says why it asks (no
// keychain, nothing saved, the server refused the last one); Cancel opens nothing. A saved
// catalog that cannot be opened gives way to the default one, and is left as it was.
#include "application/catalogsession.h"
#include "apppaths.h"
#include "common/settings.h"
#include "guistartup.h"
#include "settings/passworddialog.h"
#include "startupcatalog.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kSecret = QStringLiteral("s3cret-Passw0rd-for-tests");

// Nothing listens on port 1 of loopback (tcpmux is long gone): a connection is refused at once.
constexpr int kClosedPort = 1;

// Records what the prompt was asked and answers as told.
struct Prompt {
    QStringList reasons;
    std::optional<QString> answer = kSecret;

    PasswordSources sources(PasswordStore::Result keychain, QStringList* keysRead = nullptr) {
        PasswordSources result;
        result.keychain = [keychain, keysRead](const QString& key) {
            if (keysRead)
                keysRead->append(key);
            return keychain;
        };
        result.ask = [this](const CatalogConnection&, const QString& reason) {
            reasons.append(reason);
            return answer;
        };
        return result;
    }
};

PasswordStore::Result keychainAnswer(PasswordStore::Status status, const QString& password = {}) {
    PasswordStore::Result result;
    result.status = status;
    result.password = password;
    if (status == PasswordStore::Status::Unavailable)
        result.message = QStringLiteral("No keychain is available (test).");
    return result;
}
} // namespace

class TstGuiStartupCatalog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void commandLine_data();
    void commandLine();
    void savedConnectionUnlessDbIsGiven();
    void fileNeedsNoPassword();
    void noKeychainAsksEachTime();
    void nothingSavedAsks();
    void savedPasswordIsNotAsked();
    void cancelOpensNothing();
    void passwordDialogIsMaskedAndSaysWhy();
    void brokenSavedFileFallsBackToDefault();
    void teamServerFallsBackToChosenFileThenDefault();

private:
    CatalogConnection unreachableServer() const;
    QTemporaryDir m_dir;
};

void TstGuiStartupCatalog::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

CatalogConnection TstGuiStartupCatalog::unreachableServer() const {
    return CatalogConnection::postgres(QStringLiteral("127.0.0.1"), kClosedPort,
                                       QStringLiteral("atlas"), QStringLiteral("bob"));
}

void TstGuiStartupCatalog::commandLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("errorMentions"); // empty: accepted
    QTest::newRow("server") << QStringList{QStringLiteral("--db"),
                                           QStringLiteral("postgresql://bob@127.0.0.1:55461/"
                                                          "atlas?sslmode=require")}
                            << QString();
    QTest::newRow("file") << QStringList{QStringLiteral("--db"), QStringLiteral("/tmp/x.sqlite")}
                          << QString();
    QTest::newRow("no host") << QStringList{QStringLiteral("--db"),
                                            QStringLiteral("postgresql://bob@/atlas")}
                             << QStringLiteral("--db: the connection string has no host");
    QTest::newRow("password in the URL")
        << QStringList{QStringLiteral("--db"), QStringLiteral("postgresql://bob:pw@db/atlas")}
        << QStringLiteral("--db: the connection string contains a password");
    QTest::newRow("another scheme")
        << QStringList{QStringLiteral("--db"), QStringLiteral("mysql://bob@db/atlas")}
        << QStringLiteral("\"mysql://\" is not a catalog ChipAtlas can open");
    QTest::newRow("settings page")
        << QStringList{QStringLiteral("--settings"), QStringLiteral("catalog")} << QString();
    QTest::newRow("preferences page")
        << QStringList{QStringLiteral("--settings"), QStringLiteral("preferences")} << QString();
    QTest::newRow("unknown settings page")
        << QStringList{QStringLiteral("--settings"), QStringLiteral("colours")}
        << QStringLiteral("Unknown settings page \"colours\": use catalog or preferences.");
}

void TstGuiStartupCatalog::commandLine() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, errorMentions);
    const GuiCommandLine result =
        parseGuiCommandLine(QStringList{QStringLiteral("chipatlas")} + arguments);
    if (!errorMentions.isEmpty()) {
        QCOMPARE(result.action, GuiCommandLine::Action::Error);
        QVERIFY2(result.message.contains(errorMentions), qPrintable(result.message));
        QVERIFY(!result.message.contains(QLatin1String(":pw@")));
        return;
    }
    QCOMPARE(result.action, GuiCommandLine::Action::Run);
    if (QLatin1String(QTest::currentDataTag()) == QLatin1String("server")) {
        QVERIFY(result.catalog);
        QCOMPARE(*result.catalog, CatalogConnection::postgres(
                                      QStringLiteral("127.0.0.1"), 55461, QStringLiteral("atlas"),
                                      QStringLiteral("bob"), QStringLiteral("require")));
    }
    QCOMPARE(result.view.catalogSettings, arguments.contains(QStringLiteral("catalog")));
    QCOMPARE(result.view.preferences, arguments.contains(QStringLiteral("preferences")));
}

void TstGuiStartupCatalog::savedConnectionUnlessDbIsGiven() {
    Settings settings(m_dir.filePath(QStringLiteral("startup.ini")));
    const GuiCommandLine plain = parseGuiCommandLine({QStringLiteral("chipatlas")});
    // Nothing saved: the default file.
    QCOMPARE(startupConnection(plain, settings),
             CatalogConnection::sqliteFile(AppPaths::defaultCatalogPath()));
    const CatalogConnection server = CatalogConnection::postgres(
        QStringLiteral("db.example.com"), 5432, QStringLiteral("team"), QStringLiteral("bob"));
    settings.setCatalogConnection(server);
    QCOMPARE(startupConnection(plain, settings), server);
    // --db wins over the saved one, a URL as well as a file.
    const GuiCommandLine url =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--db"),
                             QStringLiteral("postgresql://carol@127.0.0.1:55463/other")});
    QCOMPARE(startupConnection(url, settings).user, QStringLiteral("carol"));
    const QString file = m_dir.filePath(QStringLiteral("given.sqlite"));
    const GuiCommandLine given =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--db"), file});
    QCOMPARE(startupConnection(given, settings), CatalogConnection::sqliteFile(file));
    // A saved file is taken as the GUI takes a --db file.
    settings.setCatalogConnection(CatalogConnection::sqliteFile(file));
    QCOMPARE(startupConnection(plain, settings), CatalogConnection::sqliteFile(file));
}

void TstGuiStartupCatalog::fileNeedsNoPassword() {
    Prompt prompt;
    QStringList keysRead;
    CatalogSession session;
    StorageError error;
    const auto outcome = openStartupCatalog(
        session, CatalogConnection::sqliteFile(m_dir.filePath(QStringLiteral("local.sqlite"))),
        prompt.sources(keychainAnswer(PasswordStore::Status::NotFound), &keysRead), &error);
    QCOMPARE(outcome, StartupOpen::Opened);
    QVERIFY(session.isOpen());
    QVERIFY(keysRead.isEmpty());
    QVERIFY(prompt.reasons.isEmpty());
}

// Item 6: without a keychain the user is told so and asked; the password goes nowhere else.
void TstGuiStartupCatalog::noKeychainAsksEachTime() {
    const CatalogConnection server = unreachableServer();
    for (int start = 0; start < 2; ++start) {
        Prompt prompt;
        QStringList keysRead;
        CatalogSession session;
        StorageError error;
        const auto outcome = openStartupCatalog(
            session, server,
            prompt.sources(keychainAnswer(PasswordStore::Status::Unavailable), &keysRead), &error);
        QCOMPARE(keysRead, QStringList{server.keychainKey()});
        QCOMPARE(prompt.reasons.size(), 1);
        QVERIFY2(prompt.reasons.constFirst().startsWith(
                     QLatin1String("No keychain is available, so ChipAtlas asks for the password "
                                   "each time it connects.")),
                 qPrintable(prompt.reasons.constFirst()));
        QVERIFY(prompt.reasons.constFirst().contains(QLatin1String("(test)")));
        // Nothing listens on that port: the open fails, and it is not a password problem, so
        // the prompt does not come back.
        QCOMPARE(outcome, StartupOpen::Failed);
        QVERIFY(!session.isOpen());
        QVERIFY(!error.message.contains(kSecret));
    }
}

void TstGuiStartupCatalog::nothingSavedAsks() {
    Prompt prompt;
    CatalogSession session;
    StorageError error;
    openStartupCatalog(session, unreachableServer(),
                       prompt.sources(keychainAnswer(PasswordStore::Status::NotFound)), &error);
    QCOMPARE(prompt.reasons.size(), 1);
    QVERIFY2(prompt.reasons.constFirst().startsWith(
                 QLatin1String("No password is saved in the keychain for this connection.")),
             qPrintable(prompt.reasons.constFirst()));
}

void TstGuiStartupCatalog::savedPasswordIsNotAsked() {
    Prompt prompt;
    CatalogSession session;
    StorageError error;
    const auto outcome = openStartupCatalog(
        session, unreachableServer(),
        prompt.sources(keychainAnswer(PasswordStore::Status::Ok, kSecret)), &error);
    QCOMPARE(outcome, StartupOpen::Failed);
    QVERIFY(prompt.reasons.isEmpty());
}

void TstGuiStartupCatalog::cancelOpensNothing() {
    Prompt prompt;
    prompt.answer = std::nullopt;
    CatalogSession session;
    StorageError error;
    const auto outcome =
        openStartupCatalog(session, unreachableServer(),
                           prompt.sources(keychainAnswer(PasswordStore::Status::NotFound)), &error);
    QCOMPARE(outcome, StartupOpen::Cancelled);
    QVERIFY(!session.isOpen());
}

void TstGuiStartupCatalog::passwordDialogIsMaskedAndSaysWhy() {
    const CatalogConnection server = unreachableServer();
    PasswordDialog dialog(server, QStringLiteral("The server refused the password."));
    dialog.show();
    QCOMPARE(dialog.passwordEdit()->echoMode(), QLineEdit::Password);
    QCOMPARE(dialog.reasonLabel()->text(), QStringLiteral("The server refused the password."));
    QTest::keyClicks(dialog.passwordEdit(), kSecret);
    QTest::keyClick(dialog.passwordEdit(), Qt::Key_Return);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.password(), kSecret);
}

void TstGuiStartupCatalog::brokenSavedFileFallsBackToDefault() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString brokenPath = dir.filePath(QStringLiteral("broken.sqlite"));
    const QByteArray garbage("this is a spreadsheet, not a catalog\n");
    {
        QFile file(brokenPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(garbage);
    }
    const CatalogConnection broken = CatalogConnection::sqliteFile(brokenPath);
    const CatalogConnection defaultFile =
        CatalogConnection::sqliteFile(dir.filePath(QStringLiteral("default.sqlite")));

    CatalogSession session;
    StorageError error;
    Prompt prompt;
    const StartupOpen outcome = openStartupCatalog(
        session, broken, prompt.sources(keychainAnswer(PasswordStore::Status::NotFound)), &error);
    QCOMPARE(outcome, StartupOpen::Failed);
    QCOMPARE(error.code, StorageError::Code::NotSqlite);

    // Saved in Settings: the default catalog opens instead.
    const QList<CatalogConnection> fallbacks =
        startupFallbacks(broken, outcome, false, broken, defaultFile);
    QCOMPARE(fallbacks, QList<CatalogConnection>{defaultFile});
    QVERIFY2(session.open(fallbacks.constFirst(), &error), qPrintable(error.message));
    // Named with --db: its error is the answer, nothing else opens.
    QVERIFY(startupFallbacks(broken, outcome, true, broken, defaultFile).isEmpty());
    // The default catalog itself failing has nothing to fall back to.
    QVERIFY(startupFallbacks(defaultFile, outcome, false, defaultFile, defaultFile).isEmpty());

    QFile file(brokenPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), garbage); // nothing written to the file that did not open
}

void TstGuiStartupCatalog::teamServerFallsBackToChosenFileThenDefault() {
    const CatalogConnection server = unreachableServer();
    const CatalogConnection chosen =
        CatalogConnection::sqliteFile(QStringLiteral("/a/team.sqlite"));
    const CatalogConnection defaultFile =
        CatalogConnection::sqliteFile(QStringLiteral("/b/catalog.sqlite"));
    const QList<CatalogConnection> both{chosen, defaultFile};
    QCOMPARE(startupFallbacks(server, StartupOpen::Failed, false, chosen, defaultFile), both);
    QCOMPARE(startupFallbacks(server, StartupOpen::Cancelled, false, chosen, defaultFile), both);
    // A cancelled prompt for a server named with --db still opens a catalog on this computer.
    QCOMPARE(startupFallbacks(server, StartupOpen::Cancelled, true, chosen, defaultFile), both);
    QVERIFY(startupFallbacks(server, StartupOpen::Failed, true, chosen, defaultFile).isEmpty());
    QCOMPARE(startupFallbacks(server, StartupOpen::Failed, false, defaultFile, defaultFile),
             QList<CatalogConnection>{defaultFile});
    QVERIFY(startupFallbacks(server, StartupOpen::Opened, false, chosen, defaultFile).isEmpty());
}

QTEST_MAIN(TstGuiStartupCatalog)
#include "tst_guistartup_catalog.moc"
