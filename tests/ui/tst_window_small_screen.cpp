// The main window on a 1280x720 laptop screen (the offscreen platform with the screen of
// screens/laptop-1280x720.json, window frames included): a first start, with nothing
// remembered, opens a window that is on the screen whole, title bar and status bar included.
#include "guistartup.h"
#include "session/catalogsession.h"
#include "table/chiptablepage.h"
#include "window/mainwindow.h"
#include "window/settings.h"

#include <QScreen>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

class TstWindowSmallScreen final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void firstWindowFitsTheScreen();
};

void TstWindowSmallScreen::firstWindowFitsTheScreen() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_window_small_screen"));
    Settings().clear();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(guiCatalogConnection(dir.filePath(QStringLiteral("c.sqlite"))), &error),
             qPrintable(error.message));

    MainWindow window(&session, ViewOptions());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(window.tablePage()->totalCount() > 0, 10000);
    const QRect available = window.screen()->availableGeometry();
    QCOMPARE(available.size(), QSize(1280, 720));
    const QRect frame = window.frameGeometry();
    QVERIFY2(available.contains(frame),
             qPrintable(QStringLiteral("window frame %1x%2 at %3,%4 on a screen of %5x%6")
                            .arg(frame.width())
                            .arg(frame.height())
                            .arg(frame.x())
                            .arg(frame.y())
                            .arg(available.width())
                            .arg(available.height())));
    // The status bar is inside the window and shown.
    QVERIFY(window.statusBar()->isVisible());
    const QRect statusBar(window.statusBar()->mapTo(&window, QPoint(0, 0)),
                          window.statusBar()->size());
    QVERIFY(window.rect().contains(statusBar));
}

QTEST_MAIN(TstWindowSmallScreen)
#include "tst_window_small_screen.moc"
