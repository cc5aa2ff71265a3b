// The main window while the team server cannot be reached, on an SQLite catalog with a fault
// injected on the session's worker: the banner (text, Try now), edit actions off while a chip
// dialog open already still saves (its edit waits), the banner gone with a status message once
// the edit is saved, and quitting with waiting edits: cancel, wait for the server, or save them
// to a file that import reads.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "editing/catalogeditor.h"
#include "editing/chipeditdialog.h"
#include "editing/figureedit.h"
#include "guistartup.h"
#include "io/catalogimport.h"
#include "specialfiles.h"
#include "storage/catalog.h"
#include "table/catalogtablepage.h"
#include "window/mainwindow.h"
#include "window/offlinebanner.h"
#include "window/pendingquitprompt.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <atomic>
#include <memory>

using namespace chipatlas;
using namespace std::chrono_literals;

namespace {
constexpr int kBuiltInChipCount = 34;
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kL4 = QStringLiteral("nvidia-l4");

ChipEditDialog* openChipDialog() {
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        if (auto* dialog = qobject_cast<ChipEditDialog*>(widget); dialog && dialog->isVisible())
            return dialog;
    }
    return nullptr;
}

// Runs `act` on the modal window named `name` as soon as it shows: the test is then blocked in
// the exec() that shows it.
void whenModal(const QString& name, std::function<void(QWidget*)> act) {
    auto* timer = new QTimer(qApp);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, qApp, [timer, name, act] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || modal->objectName() != name)
            return;
        timer->stop();
        timer->deleteLater();
        act(modal);
    });
    timer->start();
}

void clickInPrompt(const QString& button) {
    whenModal(QStringLiteral("pendingQuitPrompt"), [button](QWidget* box) {
        auto* clicked = box->findChild<QPushButton*>(button);
        if (!clicked) { // the standard Cancel button has no name
            for (QAbstractButton* b : static_cast<QMessageBox*>(box)->buttons()) {
                if (static_cast<QMessageBox*>(box)->buttonRole(b) == QMessageBox::RejectRole)
                    clicked = static_cast<QPushButton*>(b);
            }
        }
        QVERIFY(clicked);
        clicked->click();
    });
}
} // namespace

class TstMainWindowOffline : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void bannerAndAnOpenDialogSavedLater();
    void quitAsksAndWaitsForTheServer();
    void quitSavesTheQueueToAFile();
    void saveToRefusesAFifo();

private:
    std::unique_ptr<MainWindow> openWindow();
    void goDown(MainWindow* window);
    std::optional<Chip> storedChip(const QString& id);
    void queueEdit(MainWindow* window, const QString& id, double tdp);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalogPath;
    std::unique_ptr<CatalogSession> m_session;
    std::shared_ptr<std::atomic<bool>> m_down;
};

void TstMainWindowOffline::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow_offline"));
}

void TstMainWindowOffline::init() {
    Settings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_catalogPath = m_dir->filePath(QStringLiteral("catalog.sqlite"));
    StorageError error;
    m_session = std::make_unique<CatalogSession>();
    QVERIFY2(m_session->open(guiCatalogConnection(m_catalogPath), &error),
             qPrintable(error.message));
    m_down = std::make_shared<std::atomic<bool>>(false);
    m_session->setReconnectDelays(30s, 60s); // the tests press Try now
    m_session->setFaultInjection([down = m_down]() -> StorageError {
        if (!*down)
            return {};
        return {StorageError::Code::Unreachable, QStringLiteral("server closed the connection")};
    });
}

void TstMainWindowOffline::cleanup() {
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        if (qobject_cast<QDialog*>(widget) && !widget->parentWidget())
            delete widget;
    }
    m_session.reset();
    m_dir.reset();
}

std::unique_ptr<MainWindow> TstMainWindowOffline::openWindow() {
    auto window = std::make_unique<MainWindow>(m_session.get());
    window->resize(1280, 800);
    window->show();
    return window;
}

#define OPEN_WINDOW(window)                                                                        \
    const auto window = openWindow();                                                              \
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));                                           \
    QTRY_COMPARE_WITH_TIMEOUT(window->tablePage()->totalCount(), kBuiltInChipCount, 10000)

// The server goes away; File > Reload meets it.
void TstMainWindowOffline::goDown(MainWindow* window) {
    *m_down = true;
    window->reload();
    QTRY_VERIFY(m_session->isOffline());
    QTRY_VERIFY(window->offlineBanner()->isVisible());
}

std::optional<Chip> TstMainWindowOffline::storedChip(const QString& id) {
    StorageError error;
    const auto check = Catalog::open(m_catalogPath, &error);
    const auto states = check ? check->chips().states({id}, &error) : std::nullopt;
    return states ? states->constFirst().chip : std::nullopt;
}

// An edit saved from a dialog while the server is away: it waits.
void TstMainWindowOffline::queueEdit(MainWindow* window, const QString& id, double tdp) {
    auto* editor = window->findChild<CatalogEditor*>();
    QVERIFY(editor);
    Chip chip = *m_session->snapshot().chip(id);
    chip.figure(Field::TdpW).value = tdp;
    const int waiting = m_session->pendingCount();
    editor->editChip(chip);
    QTRY_COMPARE(m_session->pendingCount(), waiting + 1);
}

void TstMainWindowOffline::bannerAndAnOpenDialogSavedLater() {
    OPEN_WINDOW(window);
    auto* editor = window->findChild<CatalogEditor*>();
    QAction* editChip = editor->editChipAction();
    QAction* importAction = window->findChild<QAction*>(QStringLiteral("importAction"));
    QVERIFY(importAction);
    OfflineBanner* banner = window->offlineBanner();
    QVERIFY(!banner->isVisible());

    // A chip dialog is open when the server goes away.
    window->tablePage()->selectChip(kH100);
    QTRY_VERIFY(editChip->isEnabled());
    editChip->trigger();
    QTRY_VERIFY(openChipDialog());
    QPointer<ChipEditDialog> dialog = openChipDialog();
    goDown(window.get());

    // The banner, above the table; the window stays usable, read-only.
    QCOMPARE(banner->parentWidget()->parentWidget(), window.get());
    const QRegularExpression text(
        QStringLiteral(
            "^The team server %1 cannot be reached since \\d\\d:\\d\\d(:\\d\\d)?\\. Showing the "
            "catalog as it was; edits wait until it is back\\. Next try in "
            "(29|30) s\\.$")
            .arg(QRegularExpression::escape(m_session->connection().displayText())));
    QVERIFY2(text.match(banner->text()).hasMatch(), qPrintable(banner->text()));
    QVERIFY(banner->tryNowButton()->isEnabled());
    for (QAction* action : {editChip, editor->newChipAction(), editor->deleteChipsAction(),
                            editor->duplicateChipAction(), editor->newModelAction(), importAction})
        QVERIFY2(!action->isEnabled(), qPrintable(action->objectName()));
    QCOMPARE(window->tablePage()->totalCount(), kBuiltInChipCount); // the last snapshot

    // The open dialog still saves: its edit waits, nothing is reported as failed.
    QLineEdit* tdp = dialog->figureRow(Field::TdpW)->valueEdit();
    tdp->selectAll();
    QTest::keyClicks(tdp, QStringLiteral("650"));
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
    QTRY_VERIFY(!dialog);
    QTRY_COMPARE(m_session->pendingCount(), 1);
    QTRY_VERIFY2(banner->text().contains(
                     QLatin1String("; 1 edit is waiting and will be saved when it is back.")),
                 qPrintable(banner->text()));
    QVERIFY(!window->findChild<QMessageBox*>(QStringLiteral("catalogEditorError")));
    QCOMPARE(storedChip(kH100)->figure(Field::TdpW).number(), 700.0);
    queueEdit(window.get(), kL4, 70);
    QTRY_VERIFY2(banner->text().contains(QLatin1String("; 2 edits are waiting")),
                 qPrintable(banner->text()));

    // CHIPATLAS_GRAB_DIR=/tmp saves the window with the banner, to look at it.
    if (const QString dir = qEnvironmentVariable("CHIPATLAS_GRAB_DIR"); !dir.isEmpty()) {
        QTest::qWait(50);
        QVERIFY(window->grab().save(dir + QStringLiteral("/offline-banner.png")));
    }

    // Still down: Try now fails and schedules the next try, later.
    QTest::mouseClick(banner->tryNowButton(), Qt::LeftButton);
    QTRY_VERIFY(banner->text().contains(QLatin1String("Next try in 60 s.")) ||
                banner->text().contains(QLatin1String("Next try in 59 s.")));
    QVERIFY(banner->isVisible());

    // Back: the edits are saved in order, the banner goes, the status bar says so.
    *m_down = false;
    QTest::mouseClick(banner->tryNowButton(), Qt::LeftButton);
    QTRY_VERIFY(!banner->isVisible());
    QCOMPARE(window->statusBar()->currentMessage(),
             QStringLiteral("The team server %1 is back; 2 waiting edits were saved.")
                 .arg(m_session->connection().displayText()));
    QCOMPARE(storedChip(kH100)->figure(Field::TdpW).number(), 650.0);
    QCOMPARE(storedChip(kL4)->figure(Field::TdpW).number(), 70.0);
    QCOMPARE(m_session->history()->count(), 2);
    QTRY_VERIFY(editChip->isEnabled());
    QVERIFY(importAction->isEnabled());
}

void TstMainWindowOffline::quitAsksAndWaitsForTheServer() {
    OPEN_WINDOW(window);
    goDown(window.get());
    queueEdit(window.get(), kH100, 640);

    // Cancel: the window stays, the edit waits.
    clickInPrompt(QString());
    window->close();
    QVERIFY(window->isVisible());
    QCOMPARE(m_session->pendingCount(), 1);

    // Wait: the window stays, and closes by itself once the edit is saved.
    clickInPrompt(QStringLiteral("waitButton"));
    window->close();
    QVERIFY(window->isVisible());
    QCOMPARE(m_session->pendingCount(), 1);
    *m_down = false;
    m_session->reconnectNow();
    QTRY_VERIFY(!window->isVisible());
    QCOMPARE(m_session->pendingCount(), 0);
    QCOMPARE(storedChip(kH100)->figure(Field::TdpW).number(), 640.0);
}

void TstMainWindowOffline::quitSavesTheQueueToAFile() {
    OPEN_WINDOW(window);
    goDown(window.get());
    queueEdit(window.get(), kH100, 640);
    queueEdit(window.get(), kH100, 660); // the last save of a chip goes to the file
    auto* editor = window->findChild<CatalogEditor*>();
    editor->deleteChips({kL4}); // no file form: the prompt says it is lost
    QTRY_COMPARE(m_session->pendingCount(), 3);

    const QString path = m_dir->filePath(QStringLiteral("waiting.json"));
    QString informative;
    QString details;
    whenModal(QStringLiteral("pendingQuitPrompt"), [&](QWidget* widget) {
        auto* box = static_cast<QMessageBox*>(widget);
        informative = box->informativeText();
        details = box->detailedText();
        whenModal(QStringLiteral("pendingSaveDialog"), [&path](QWidget* dialog) {
            // As a user does: the path typed into the file name box. (selectFile() leaves the
            // box as it was when it has the focus, which depends on the folder the dialog
            // opened in: the last one visited.)
            auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            QVERIFY(name);
            name->setText(path);
            static_cast<QDialog*>(dialog)->accept(); // QFileDialog's own checks
        });
        box->findChild<QPushButton*>(QStringLiteral("saveAndQuitButton"))->click();
    });
    window->close();
    QVERIFY(!window->isVisible());
    QVERIFY2(informative.contains(QLatin1String("One of them cannot go into a file")),
             qPrintable(informative));
    QCOMPARE(details, QStringLiteral("edit chip NVIDIA H100 SXM\nedit chip NVIDIA H100 SXM\n"
                                     "delete 1 chip (nvidia-l4)"));

    // The file is one import reads, with the chip as last saved.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ChipFileResult read = readChipsJson(file.readAll());
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.chips.size(), 1);
    QCOMPARE(read.chips.constFirst().chip.id, kH100);
    QCOMPARE(read.chips.constFirst().chip.figure(Field::TdpW).number(), 660.0);
    QCOMPARE(storedChip(kH100)->figure(Field::TdpW).number(), 700.0); // the server never got it
}

// The file is written through core's SafeFile: a FIFO chosen as the file is refused (the prompt
// shows the message and the window stays), not replaced by a file.
void TstMainWindowOffline::saveToRefusesAFifo() {
    const QString fifo = m_dir->filePath(QStringLiteral("fifo.json"));
    CHIPATLAS_MAKE_SPECIAL_FILE(made, fifo, QStringLiteral("fifo"));
    PendingQuitPrompt prompt(m_session.get(), nullptr);
    QString error;
    QVERIFY(!prompt.saveTo(fifo, &error));
    QVERIFY2(error.contains(QStringLiteral("Could not write %1: it is a named pipe (FIFO), not a "
                                           "regular file")
                                .arg(fifo)),
             qPrintable(error));
    QCOMPARE(catalogtest::fileType(fifo), mode_t(S_IFIFO));
}

QTEST_MAIN(TstMainWindowOffline)
#include "tst_mainwindow_offline.moc"
