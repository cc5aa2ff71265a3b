#pragma once

// The fixture of the tests that drive the real main window offscreen: one catalog file, the
// GUI's session on it (as main() opens it), a second connection for the start-up checks, and a
// window opened on the session.

#include "application/catalogsession.h"
#include "common/settings.h"
#include "guistartup.h"
#include "storage/catalog.h"
#include "table/catalogtablepage.h"
#include "window/mainwindow.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

constexpr int kBuiltInChipCount = 30;

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
        auto window = std::make_unique<chipatlas::MainWindow>(m_session.get(), options);
        window->resize(1280, 800);
        window->show();
        return window;
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
