// Measured results in the real main window, offscreen: the Results table (--table results at
// start, the Results menu), one's own run recorded through the dialog from the Results menu and
// from the details pane's link, stored as the user's own, undone and redone; a result edited and
// deleted, and undone. Each change is checked in a separate connection to the catalog.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "details/detailspane.h"
#include "details/resultshtml.h"
#include "editing/resulteditdialog.h"
#include "editing/resulteditor.h"
#include "guistartup.h"
#include "mainwindowfixture.h"
#include "storage/catalog.h"
#include "table/catalogtablepage.h"
#include "table/resulttablemodel.h"
#include "table/resulttablesection.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>
#include <optional>

using namespace chipatlas;

namespace {
const QString kH200 = QStringLiteral("nvidia-h200-sxm");
const QString kRun = QStringLiteral("my-llama-run");
} // namespace

class TstMainWindowResults
    : public QObject
    , private FreshCatalogWindowFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void resultsMenuAndStartOption();
    void resultsModeShowsTheHardwareAndIsRemembered();
    void startOptionOpensTheDialog();
    void recordOwnRunUndoAndRedo();
    void recordFromTheDetailsPane();
    void editAndDeleteWithUndo();

private:
    ResultEditDialog* waitForDialog(ResultEditor* editor, const std::function<void()>& open);
    // Fills the dialog with a valid own run of Llama 3.1 70B on the H200 and accepts it.
    static void fillAndAccept(ResultEditDialog* dialog);
};

void TstMainWindowResults::initTestCase() {
    initApplication(QStringLiteral("tst_mainwindow_results"));
}

void TstMainWindowResults::init() {
    openTestCatalog();
}

void TstMainWindowResults::cleanup() {
    closeTestCatalog();
}

ResultEditDialog* TstMainWindowResults::waitForDialog(ResultEditor* editor,
                                                      const std::function<void()>& open) {
    QSignalSpy shown(editor, &ResultEditor::dialogShown);
    open();
    if (shown.isEmpty() && !shown.wait(10000))
        return nullptr;
    return qobject_cast<ResultEditDialog*>(shown.constFirst().constFirst().value<QDialog*>());
}

void TstMainWindowResults::fillAndAccept(ResultEditDialog* dialog) {
    dialog->idEdit()->setText(kRun);
    dialog->setFieldText(ResultField::Model, QStringLiteral("llama-3.1-70b"));
    dialog->setFieldText(ResultField::HardwareCount, QStringLiteral("8"));
    dialog->setFieldText(ResultField::Engine, QStringLiteral("vLLM"));
    dialog->setFieldText(ResultField::Precision, QStringLiteral("fp8"));
    dialog->setFieldText(ResultField::Scenario, QStringLiteral("offline"));
    dialog->setFieldText(ResultField::TokensPerS, QStringLiteral("16000"));
    dialog->setFieldText(ResultField::Source, QStringLiteral("my benchmark notes"));
    dialog->okButton()->click();
}

void TstMainWindowResults::resultsMenuAndStartOption() {
    const GuiCommandLine commandLine = parseGuiCommandLine(
        {QStringLiteral("chipatlas"), QStringLiteral("--table"), QStringLiteral("results")});
    QCOMPARE(commandLine.action, GuiCommandLine::Action::Run);
    QCOMPARE(commandLine.view.table, std::optional(TableMode::Results));
    OPEN_LOADED_WINDOW(window, commandLine.view);
    QCOMPARE(window->tablePage()->mode(), TableMode::Results);
    const auto menus = window->menuBar()->findChildren<QMenu*>(QStringLiteral("resultsMenu"));
    QCOMPARE(menus.size(), 1);
    QStringList entries;
    for (QAction* action : menus.first()->actions())
        if (!action->isSeparator())
            entries << action->objectName();
    QCOMPARE(
        entries,
        (QStringList{QStringLiteral("showResultsAction"), QStringLiteral("recordResultAction"),
                     QStringLiteral("editResultAction"), QStringLiteral("deleteResultAction")}));
    // Nothing selected: a run can be recorded, none edited or deleted.
    ResultEditor* editor = window->resultEditor();
    QVERIFY(editor->recordAction()->isEnabled());
    QVERIFY(!editor->editAction()->isEnabled());
    QVERIFY(!editor->deleteAction()->isEnabled());
}

void TstMainWindowResults::resultsModeShowsTheHardwareAndIsRemembered() {
    {
        OPEN_LOADED_WINDOW(window, ViewOptions{});
        ResultEditor* editor = window->resultEditor();
        ResultEditDialog* dialog = waitForDialog(editor, [&] { editor->openRecordDialog(kH200); });
        QVERIFY(dialog);
        fillAndAccept(dialog);
        CatalogTablePage* page = window->tablePage();
        page->resultsModeAction()->trigger();
        QCOMPARE(page->mode(), TableMode::Results);
        QTRY_VERIFY_WITH_TIMEOUT(page->resultSection()->hasResult(kRun), 10000);
        const auto* countLabel = window->findChild<QLabel*>(QStringLiteral("countLabel"));
        QCOMPARE(countLabel->text(),
                 QStringLiteral("%1 of %1 results").arg(page->resultSection()->totalCount()));
        // The selected result's hardware in the details pane, with its results.
        page->resultSection()->selectResult(kRun);
        QCOMPARE(window->detailsPane()->chipId(), kH200);
        QVERIFY(window->detailsPane()->browser()->toPlainText().contains(
            QStringLiteral("Measured results")));
        QVERIFY(!page->currentChip());
        window->close();
    }
    QCOMPARE(Settings().tableMode(), QStringLiteral("results"));
    OPEN_LOADED_WINDOW(again, ViewOptions{});
    QCOMPARE(again->tablePage()->mode(), TableMode::Results);
    QVERIFY(again->tablePage()->resultsModeAction()->isChecked());
}

void TstMainWindowResults::startOptionOpensTheDialog() {
    const GuiCommandLine commandLine =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--select"), kH200,
                             QStringLiteral("--open"), QStringLiteral("record-result")});
    QCOMPARE(commandLine.action, GuiCommandLine::Action::Run);
    QCOMPARE(commandLine.view.startAction, QStringLiteral("recordResultAction"));
    auto window = std::make_unique<MainWindow>(m_session.get(), commandLine.view);
    QSignalSpy shown(window->resultEditor(), &ResultEditor::dialogShown);
    window->resize(1280, 800);
    window->show();
    QVERIFY(shown.wait(10000));
    auto* dialog =
        qobject_cast<ResultEditDialog*>(shown.constFirst().constFirst().value<QDialog*>());
    QVERIFY(dialog);
    QCOMPARE(dialog->fieldText(ResultField::Hardware), kH200);
    QCOMPARE(dialog->fieldText(ResultField::ClaimKind), QStringLiteral("own"));
}

void TstMainWindowResults::recordOwnRunUndoAndRedo() {
    OPEN_LOADED_WINDOW(window, ViewOptions{});
    window->tablePage()->selectChip(kH200);
    QTRY_VERIFY(window->tablePage()->currentChip());
    ResultEditor* editor = window->resultEditor();
    ResultEditDialog* dialog = waitForDialog(editor, [&] { editor->recordAction()->trigger(); });
    QVERIFY(dialog);
    // A new run starts on the selected chip, as the user's own.
    QCOMPARE(dialog->fieldText(ResultField::Hardware), kH200);
    QCOMPARE(dialog->fieldText(ResultField::ClaimKind), QStringLiteral("own"));
    fillAndAccept(dialog);
    QTRY_VERIFY_WITH_TIMEOUT(storedResult(kRun).has_value(), 10000);
    const Result stored = *storedResult(kRun);
    QCOMPARE(stored.claim, ClaimKind::Own);
    QCOMPARE(stored.origin, Origin::User);
    QCOMPARE(stored.hardwareId, kH200);
    QCOMPARE(stored.tokensPerS, std::optional(16000.0));
    // The table lists it, the details pane of the chip too.
    QTRY_VERIFY(window->tablePage()->resultSection()->hasResult(kRun));
    QTRY_VERIFY(
        window->detailsPane()->browser()->toPlainText().contains(QStringLiteral("your own run")));

    ChangeHistory* history = m_session->history();
    QTRY_COMPARE(history->undoText(), QStringLiteral("record result %1").arg(kRun));
    history->undo();
    QTRY_VERIFY_WITH_TIMEOUT(!storedResult(kRun).has_value(), 10000);
    QTRY_VERIFY(!window->tablePage()->resultSection()->hasResult(kRun));
    history->redo();
    QTRY_VERIFY_WITH_TIMEOUT(storedResult(kRun).has_value(), 10000);
    QTRY_VERIFY(window->tablePage()->resultSection()->hasResult(kRun));
}

void TstMainWindowResults::recordFromTheDetailsPane() {
    OPEN_LOADED_WINDOW(window, ViewOptions{});
    window->tablePage()->selectChip(kH200);
    QTRY_VERIFY(window->detailsPane()->browser()->toPlainText().contains(
        QStringLiteral("Record my own run...")));
    ResultEditor* editor = window->resultEditor();
    ResultEditDialog* dialog = waitForDialog(editor, [&] {
        Q_EMIT window->detailsPane()->browser()->anchorClicked(resultshtml::recordResultUrl(kH200));
    });
    QVERIFY(dialog);
    QCOMPARE(dialog->fieldText(ResultField::Hardware), kH200);
    fillAndAccept(dialog);
    QTRY_VERIFY_WITH_TIMEOUT(storedResult(kRun).has_value(), 10000);
}

void TstMainWindowResults::editAndDeleteWithUndo() {
    OPEN_LOADED_WINDOW(window, ViewOptions{});
    ResultEditor* editor = window->resultEditor();
    ResultEditDialog* dialog = waitForDialog(editor, [&] { editor->openRecordDialog(kH200); });
    QVERIFY(dialog);
    fillAndAccept(dialog);
    QTRY_VERIFY_WITH_TIMEOUT(storedResult(kRun).has_value(), 10000);

    // Edit: select it in the Results table, Results > Edit result...
    CatalogTablePage* page = window->tablePage();
    page->setMode(TableMode::Results);
    QTRY_VERIFY(page->resultSection()->hasResult(kRun));
    page->resultSection()->selectResult(kRun);
    QTRY_VERIFY(editor->editAction()->isEnabled());
    ResultEditDialog* edit = waitForDialog(editor, [&] { editor->editAction()->trigger(); });
    QVERIFY(edit);
    QVERIFY(edit->idEdit()->isReadOnly());
    edit->setFieldText(ResultField::TokensPerS, QStringLiteral("18000"));
    edit->okButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(storedResult(kRun)->tokensPerS, std::optional(18000.0), 10000);
    // Each change is on the undo stack once the session has written it.
    ChangeHistory* history = m_session->history();
    QTRY_COMPARE(history->undoText(), QStringLiteral("edit result %1").arg(kRun));
    history->undo();
    QTRY_COMPARE_WITH_TIMEOUT(storedResult(kRun)->tokensPerS, std::optional(16000.0), 10000);

    // Delete, and undo brings it back.
    QTRY_VERIFY(page->currentResult() && page->currentResult()->id == kRun);
    QTRY_VERIFY(editor->deleteAction()->isEnabled());
    editor->deleteAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!storedResult(kRun).has_value(), 10000);
    QTRY_COMPARE(history->undoText(), QStringLiteral("delete result %1").arg(kRun));
    history->undo();
    QTRY_VERIFY_WITH_TIMEOUT(storedResult(kRun).has_value(), 10000);
}

QTEST_MAIN(TstMainWindowResults)
#include "tst_mainwindow_results.moc"
