#pragma once

// The fixtures of the tests that drive the real main window offscreen: one catalog file, the
// GUI's session on it (as main() opens it), a second connection for the checks, and a window
// opened on the session. MainWindowFixture opens the catalog once for all the tests of a class;
// FreshCatalogWindowFixture opens a new one for each test.

#include "application/catalogsession.h"
#include "common/settings.h"
#include "guistartup.h"
#include "storage/catalog.h"
#include "table/catalogtablepage.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDebug>
#include <QDialog>
#include <QLocale>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

constexpr int kBuiltInChipCount = 34;

// A main window on `session`, shown at the size the tests expect.
inline std::unique_ptr<chipatlas::MainWindow>
openMainWindow(chipatlas::CatalogSession* session, const chipatlas::ViewOptions& options) {
    auto window = std::make_unique<chipatlas::MainWindow>(session, options);
    window->resize(1280, 800);
    window->show();
    return window;
}

// A test class derives from it (after QObject), calls initWindowFixture() from initTestCase()
// and clearSettings() from init().
class MainWindowFixture {
protected:
    void initWindowFixture(const QString& applicationName) {
        using namespace chipatlas;
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
        QCoreApplication::setApplicationName(applicationName);
        QVERIFY(m_dir.isValid());
        m_catalogPath = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        StorageError error;
        m_session = std::make_unique<CatalogSession>();
        QVERIFY2(m_session->open(guiCatalogConnection(m_catalogPath), &error),
                 qPrintable(error.message));
        m_catalog = Catalog::open(m_catalogPath, &error);
        QVERIFY2(m_catalog, qPrintable(error.message));
    }

    static void clearSettings() { chipatlas::Settings().clear(); }

    std::unique_ptr<chipatlas::MainWindow> openWindow(const chipatlas::ViewOptions& options = {}) {
        return openMainWindow(m_session.get(), options);
    }

    QTemporaryDir m_dir;
    QString m_catalogPath;
    std::unique_ptr<chipatlas::CatalogSession>
        m_session;                                 // the GUI's connection, as main() opens it
    std::unique_ptr<chipatlas::Catalog> m_catalog; // a second one, for the start-up checks
};

// Opens a main window on the test catalog and waits until its chips are loaded.
#define OPEN_WINDOW(window, options)                                                               \
    const auto window = openWindow(options);                                                       \
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));                                           \
    QTRY_COMPARE_WITH_TIMEOUT(window->tablePage()->totalCount(), kBuiltInChipCount, 10000)

// The entry `id` as `repository` reads it; nullopt when it is not stored (another error is
// printed).
template <typename Repository>
auto storedEntry(const Repository& repository, const QString& id) {
    chipatlas::StorageError error;
    auto entry = repository.find(id, &error);
    if (!entry && error.code != chipatlas::StorageError::Code::NotFound)
        qWarning() << error.message;
    return entry;
}

// Each test its own new catalog: a test class derives from it (after QObject), calls
// initApplication() from initTestCase(), openTestCatalog() from init() and closeTestCatalog()
// from cleanup(). The second connection (m_check) reads what the window wrote; it does not seed
// the built-in rows itself.
class FreshCatalogWindowFixture {
protected:
    static void initApplication(const QString& applicationName) {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
        QCoreApplication::setApplicationName(applicationName);
    }

    void openTestCatalog() {
        using namespace chipatlas;
        Settings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_catalogPath = m_dir->filePath(QStringLiteral("catalog.sqlite"));
        StorageError error;
        m_session = std::make_unique<CatalogSession>();
        QVERIFY2(m_session->open(guiCatalogConnection(m_catalogPath), &error),
                 qPrintable(error.message));
        Catalog::Options options;
        options.seedBuiltIn = false;
        m_check = Catalog::open(m_catalogPath, options, &error);
        QVERIFY2(m_check, qPrintable(error.message));
    }

    // Closes the dialogs a test left open, then the catalog.
    void closeTestCatalog() {
        for (QWidget* widget : QApplication::topLevelWidgets()) {
            if (qobject_cast<QDialog*>(widget) && !widget->parentWidget())
                delete widget;
        }
        m_check.reset();
        m_session.reset();
        m_dir.reset();
    }

    std::unique_ptr<chipatlas::MainWindow> openWindow(const chipatlas::ViewOptions& options = {}) {
        return openMainWindow(m_session.get(), options);
    }

    // The entry as the second connection reads it; nullopt when it is not stored (another
    // error is printed).
    std::optional<chipatlas::Result> storedResult(const QString& id) {
        return storedEntry(m_check->results(), id);
    }
    std::optional<chipatlas::System> storedSystem(const QString& id) {
        return storedEntry(m_check->systems(), id);
    }
    std::optional<chipatlas::Offer> storedOffer(const QString& id) {
        return storedEntry(m_check->offers(), id);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalogPath;
    std::unique_ptr<chipatlas::CatalogSession> m_session; // the GUI's connection
    std::unique_ptr<chipatlas::Catalog> m_check;          // a second one, for the checks
};

// Opens a main window on the test catalog and waits until its session has loaded.
#define OPEN_LOADED_WINDOW(window, options)                                                        \
    const auto window = openWindow(options);                                                       \
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));                                           \
    QTRY_VERIFY_WITH_TIMEOUT(window->tablePage()->isLoaded(), 10000)
