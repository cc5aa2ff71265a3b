// The main window on a 1280x720 laptop screen (the offscreen platform with the screen of
// screens/laptop-1280x720.json, window frames included): a first start, with nothing
// remembered, opens a window that is on the screen whole, title bar and status bar included.
// So do the large dialogs, their OK and Cancel buttons included.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "editing/chipeditdialog.h"
#include "editing/modeleditdialog.h"
#include "editing/offereditdialog.h"
#include "editing/systemeditdialog.h"
#include "guistartup.h"
#include "table/catalogtablepage.h"
#include "window/aboutdialog.h"
#include "window/mainwindow.h"

#include <QScreen>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chipatlas;

namespace {
QByteArray onScreen(const QRect& frame, const QRect& available) {
    return QStringLiteral("window frame %1x%2 at %3,%4 on a screen of %5x%6")
        .arg(frame.width())
        .arg(frame.height())
        .arg(frame.x())
        .arg(frame.y())
        .arg(available.width())
        .arg(available.height())
        .toUtf8();
}
} // namespace

class TstWindowSmallScreen final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void firstWindowFitsTheScreen();
    void dialogFitsTheScreen_data();
    void dialogFitsTheScreen();
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
    QVERIFY2(available.contains(frame), onScreen(frame, available).constData());
    // The status bar is inside the window and shown.
    QVERIFY(window.statusBar()->isVisible());
    const QRect statusBar(window.statusBar()->mapTo(&window, QPoint(0, 0)),
                          window.statusBar()->size());
    QVERIFY(window.rect().contains(statusBar));
}

void TstWindowSmallScreen::dialogFitsTheScreen_data() {
    QTest::addColumn<QString>("dialog");
    for (const char* dialog : {"chip", "system", "model", "offer-price", "about"})
        QTest::newRow(dialog) << QString::fromLatin1(dialog);
}

// The dialogs that ask for more than 1280x720 take less, with their buttons on the screen.
void TstWindowSmallScreen::dialogFitsTheScreen() {
    QFETCH(QString, dialog);
    std::unique_ptr<QDialog> shown;
    if (dialog == QLatin1String("chip")) {
        shown = std::make_unique<ChipEditDialog>(ChipEditDialog::Setup{});
    } else if (dialog == QLatin1String("system")) {
        shown = std::make_unique<SystemEditDialog>(SystemEditDialog::Setup{});
    } else if (dialog == QLatin1String("model")) {
        shown = std::make_unique<ModelEditDialog>(ModelEditDialog::Mode::New, LlmModel{}, nullptr);
    } else if (dialog == QLatin1String("offer-price")) {
        OfferEditDialog::Setup setup;
        setup.mode = OfferEditDialog::Mode::RecordPrice;
        shown = std::make_unique<OfferEditDialog>(setup);
    } else {
        shown = std::make_unique<AboutDialog>(QStringLiteral("/tmp/catalog.sqlite"));
    }
    shown->show();
    QVERIFY(QTest::qWaitForWindowExposed(shown.get()));
    const QRect available = shown->screen()->availableGeometry();
    QCOMPARE(available.size(), QSize(1280, 720));
    const QRect frame = shown->frameGeometry();
    QVERIFY2(available.contains(frame), onScreen(frame, available).constData());
}

QTEST_MAIN(TstWindowSmallScreen)
#include "tst_window_small_screen.moc"
