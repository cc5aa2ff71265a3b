// Edits the catalog end to end through the real main window, offscreen: the menus and their
// shortcuts, a chip added, edited, undone and redone through the Chip and Edit menus, a
// built-in chip deleted and brought back, the undo history, and an import taken back by Undo.
// Each step is checked in the table (what it shows and selects) and in a separate connection
// to the catalog (what was stored).
#include "application/catalogsession.h"
#include "common/settings.h"
#include "details/detailspane.h"
#include "editing/catalogeditor.h"
#include "editing/chipeditdialog.h"
#include "editing/figureattributesedit.h"
#include "editing/figureedit.h"
#include "guistartup.h"
#include "io/catalogcsv.h"
#include "storage/catalog.h"
#include "table/catalogtablepage.h"
#include "table/chiptablemodel.h"
#include "transfer/catalogtransfer.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <QUndoView>

#include <algorithm>
#include <memory>
#include <optional>

using namespace chipatlas;

namespace {
constexpr int kBuiltInChipCount = 34;
const int kTdpColumn = ChipTableModel::columnForField(Field::TdpW);
const QString kNewId = QStringLiteral("acme-x1");
const QString kNewName = QStringLiteral("Acme X1");
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kL4 = QStringLiteral("nvidia-l4");

// The table's row showing `id`, or -1.
int rowOf(const QTableView* view, const QString& id) {
    const QAbstractItemModel* model = view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(ChipTableModel::ChipIdRole).toString() == id)
            return row;
    }
    return -1;
}

// The TDP the table shows for `id` (its sort value), or nullopt when the chip is not shown.
std::optional<double> shownTdp(const QTableView* view, const QString& id) {
    const int row = rowOf(view, id);
    if (row < 0)
        return std::nullopt;
    return view->model()->index(row, kTdpColumn).data(ChipTableModel::SortRole).toDouble();
}

QString shownTdpText(const QTableView* view, const QString& id) {
    const int row = rowOf(view, id);
    return row < 0 ? QString() : view->model()->index(row, kTdpColumn).data().toString();
}

// The id of the row the table's selection holds (one row), or empty.
QString selectedId(const QTableView* view) {
    const QModelIndexList rows = view->selectionModel()->selectedRows();
    return rows.size() == 1 ? rows.constFirst().data(ChipTableModel::ChipIdRole).toString()
                            : QString();
}

// The visible chip dialog among the top-level widgets, or nullptr.
ChipEditDialog* openChipDialog() {
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        if (auto* dialog = qobject_cast<ChipEditDialog*>(widget); dialog && dialog->isVisible())
            return dialog;
    }
    return nullptr;
}

QMenu* menuTitled(QMainWindow* window, const QString& title) {
    for (QAction* action : window->menuBar()->actions()) {
        if (action->menu() && action->text() == title)
            return action->menu();
    }
    return nullptr;
}

QAction* actionTexted(const QMenu* menu, const QString& text) {
    for (QAction* action : menu->actions()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

// The QUndoView's lines: the empty label, then each command's text.
QStringList historyLines(const QUndoView* view) {
    QStringList lines;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        lines.append(view->model()->index(row, 0).data().toString());
    return lines;
}
} // namespace

class TstMainWindowEditing : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void menusAndShortcuts();
    void addEditUndoRedoChip();
    void editFigureAttributesAndUndo();
    void deleteBuiltInChipAndUndo();
    void undoHistoryListsSteps();
    void importIsUndoneInMainWindow();
    void closingAfterAnEditDoesNotReload();

private:
    std::unique_ptr<MainWindow> openWindow();
    // What a separate connection to the catalog holds for `id`.
    std::optional<Chip> storedChip(const QString& id);
    int storedCount();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalogPath;
    std::unique_ptr<CatalogSession> m_session; // the GUI's connection, as main() opens it
    std::unique_ptr<Catalog> m_check;          // a separate connection, to read what was stored
};

void TstMainWindowEditing::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow_editing"));
}

// A fresh catalog for every test function: the edits of one do not leak into the next.
void TstMainWindowEditing::init() {
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
    QCOMPARE(storedCount(), kBuiltInChipCount);
}

void TstMainWindowEditing::cleanup() {
    // Dialogs left open by a failed check would find their way into the next test.
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        if (qobject_cast<QDialog*>(widget) && !widget->parentWidget())
            delete widget;
    }
    m_check.reset();
    m_session.reset();
    m_dir.reset();
}

std::unique_ptr<MainWindow> TstMainWindowEditing::openWindow() {
    auto window = std::make_unique<MainWindow>(m_session.get());
    window->resize(1280, 800);
    window->show();
    return window;
}

std::optional<Chip> TstMainWindowEditing::storedChip(const QString& id) {
    StorageError error;
    const std::optional<QList<Catalog::ChipState>> states = m_check->chips().states({id}, &error);
    if (!states) {
        qWarning() << error.message;
        return std::nullopt;
    }
    return states->constFirst().chip;
}

int TstMainWindowEditing::storedCount() {
    StorageError error;
    const QList<Chip> chips = m_check->chips().all(&error);
    if (error)
        qWarning() << error.message;
    return int(chips.size());
}

// Opens a main window on the test catalog and waits until its chips are loaded.
#define OPEN_WINDOW(window)                                                                        \
    const auto window = openWindow();                                                              \
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));                                           \
    QTRY_COMPARE_WITH_TIMEOUT(window->tablePage()->totalCount(), kBuiltInChipCount, 10000)

// The stored TDP of `id`, or -1 when the chip is not stored.
#define STORED_TDP(id) (storedChip(id) ? storedChip(id)->figure(Field::TdpW).number() : -1.0)

void TstMainWindowEditing::menusAndShortcuts() {
    OPEN_WINDOW(window);
    auto* editor = window->findChild<CatalogEditor*>();
    QVERIFY(editor);

    // File: import and the two exports, beside reload and quit.
    QMenu* file = menuTitled(window.get(), QStringLiteral("&File"));
    QVERIFY(file);
    QAction* import = actionTexted(file, QStringLiteral("&Import..."));
    QVERIFY(import);
    QCOMPARE(import->objectName(), QStringLiteral("importAction"));
    QCOMPARE(import->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_I));
    QVERIFY(import->isEnabled());
    QVERIFY(actionTexted(file, QStringLiteral("Export &catalog...")));
    QVERIFY(actionTexted(file, QStringLiteral("Export &table...")));

    // Edit: Undo, Redo and the history, with the platform's shortcuts; nothing to undo yet.
    QMenu* edit = menuTitled(window.get(), QStringLiteral("&Edit"));
    QVERIFY(edit);
    QAction* undo = window->findChild<QAction*>(QStringLiteral("undoAction"));
    QAction* redo = window->findChild<QAction*>(QStringLiteral("redoAction"));
    QAction* history = window->findChild<QAction*>(QStringLiteral("undoHistoryAction"));
    QVERIFY(undo && redo && history);
    QCOMPARE(undo, editor->undoAction());
    QVERIFY(edit->actions().contains(undo));
    QVERIFY(edit->actions().contains(redo));
    QVERIFY(edit->actions().contains(history));
    QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    QCOMPARE(redo->shortcut(), QKeySequence(QKeySequence::Redo));
    QVERIFY(!undo->shortcut().isEmpty() && !redo->shortcut().isEmpty());
    QVERIFY(!undo->isEnabled());
    QVERIFY(!redo->isEnabled());

    // Chip: the editing actions; those on a selection wait for one.
    QMenu* chip = menuTitled(window.get(), QStringLiteral("&Chip"));
    QVERIFY(chip);
    for (QAction* action :
         {editor->newChipAction(), editor->duplicateChipAction(), editor->editChipAction(),
          editor->deleteChipsAction(), editor->revertChipsAction()})
        QVERIFY2(chip->actions().contains(action), qPrintable(action->objectName()));
    QVERIFY(editor->newChipAction()->isEnabled());
    QVERIFY(!editor->editChipAction()->isEnabled());
    QVERIFY(!editor->deleteChipsAction()->isEnabled());
    window->tablePage()->selectChip(kH100);
    QTRY_VERIFY(editor->editChipAction()->isEnabled());
    QVERIFY(editor->deleteChipsAction()->isEnabled());
    QVERIFY(editor->revertChipsAction()->isEnabled()); // a built-in chip
    // The table's context menu offers them too.
    const QList<QAction*> context = window->tablePage()->tableView()->actions();
    QVERIFY(context.contains(editor->editChipAction()));
    QVERIFY(context.contains(editor->deleteChipsAction()));
    QVERIFY(menuTitled(window.get(), QStringLiteral("&Models")));
}

void TstMainWindowEditing::addEditUndoRedoChip() {
    OPEN_WINDOW(window);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTableView* view = window->tablePage()->tableView();
    auto* countLabel = window->findChild<QLabel*>(QStringLiteral("countLabel"));
    QVERIFY(countLabel);
    QAction* newChip = window->findChild<QAction*>(QStringLiteral("newChipAction"));
    QAction* editChip = window->findChild<QAction*>(QStringLiteral("editChipAction"));
    QAction* undo = window->findChild<QAction*>(QStringLiteral("undoAction"));
    QAction* redo = window->findChild<QAction*>(QStringLiteral("redoAction"));
    QVERIFY(newChip && editChip && undo && redo);
    QCOMPARE(rowOf(view, kNewId), -1);

    // Chip › New chip...: fill in the dialog as a user would, and OK.
    QVERIFY(!openChipDialog());
    newChip->trigger();
    QPointer<ChipEditDialog> dialog = openChipDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->mode(), ChipEditDialog::Mode::New);
    QCOMPARE(dialog->parentWidget(), window.get());
    QTest::keyClicks(dialog->idEdit(), kNewId);
    QTest::keyClicks(dialog->vendorEdit(), QStringLiteral("Acme"));
    QTest::keyClicks(dialog->nameEdit(), kNewName);
    QTest::keyClicks(dialog->figureRow(Field::TdpW)->valueEdit(), QStringLiteral("350"));
    QVERIFY2(dialog->validationErrors().isEmpty(),
             qPrintable(dialog->validationErrors().join(QLatin1Char('\n'))));
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
    QTRY_VERIFY(!dialog); // closed and deleted

    // Stored, shown after the reload, and selected (the details show it too).
    QTRY_COMPARE(STORED_TDP(kNewId), 350.0);
    QCOMPARE(storedChip(kNewId)->origin, Origin::User);
    QCOMPARE(storedChip(kNewId)->name, kNewName);
    QTRY_COMPARE(window->tablePage()->totalCount(), kBuiltInChipCount + 1);
    QTRY_COMPARE(countLabel->text(), QStringLiteral("35 of 35 chips"));
    QCOMPARE(shownTdp(view, kNewId), std::optional<double>(350.0));
    QVERIFY2(shownTdpText(view, kNewId).contains(QLatin1String("350")),
             qPrintable(shownTdpText(view, kNewId)));
    QCOMPARE(view->model()->index(rowOf(view, kNewId), ChipTableModel::NameColumn).data(),
             QVariant(kNewName));
    QTRY_COMPARE(selectedId(view), kNewId);
    QVERIFY(window->tablePage()->currentChip());
    QCOMPARE(window->tablePage()->currentChip()->id, kNewId);
    QTRY_COMPARE(window->detailsPane()->chipId(), kNewId);
    QVERIFY(undo->isEnabled());
    // The Edit menu names the step.
    QVERIFY2(undo->text().startsWith(QLatin1String("&Undo")) && undo->text().contains(kNewName),
             qPrintable(undo->text()));

    // Chip › Edit chip... on the selected chip: the TDP becomes 420.
    QTRY_VERIFY(editChip->isEnabled());
    editChip->trigger();
    QTRY_VERIFY(openChipDialog()); // once the session has read the chip's edit marks
    dialog = openChipDialog();
    QCOMPARE(dialog->mode(), ChipEditDialog::Mode::Edit);
    QCOMPARE(dialog->idEdit()->text(), kNewId);
    QVERIFY(dialog->idEdit()->isReadOnly());
    QLineEdit* tdp = dialog->figureRow(Field::TdpW)->valueEdit();
    QCOMPARE(tdp->text(), QStringLiteral("350"));
    tdp->selectAll();
    QTest::keyClicks(tdp, QStringLiteral("420"));
    QCOMPARE(tdp->text(), QStringLiteral("420"));
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
    QTRY_VERIFY(!dialog);
    QTRY_COMPARE(STORED_TDP(kNewId), 420.0);
    QTRY_COMPARE(shownTdp(view, kNewId), std::optional<double>(420.0));
    QTRY_COMPARE(selectedId(view), kNewId);
    QCOMPARE(window->tablePage()->totalCount(), kBuiltInChipCount + 1);

    // Edit › Undo (through its shortcut, with the table focused): the old TDP is back.
    window->activateWindow(); // the dialog had it
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    view->setFocus();
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(STORED_TDP(kNewId), 350.0);
    QTRY_COMPARE(shownTdp(view, kNewId), std::optional<double>(350.0));
    QTRY_VERIFY2(redo->text().startsWith(QLatin1String("&Redo")) && redo->text().contains(kNewName),
                 qPrintable(redo->text()));

    // Undo again: the chip is gone, from the catalog and from the table.
    undo->trigger();
    QTRY_VERIFY(!storedChip(kNewId));
    QCOMPARE(storedCount(), kBuiltInChipCount);
    QTRY_COMPARE(window->tablePage()->totalCount(), kBuiltInChipCount);
    QCOMPARE(rowOf(view, kNewId), -1);
    QTRY_COMPARE(countLabel->text(), QStringLiteral("34 of 34 chips"));
    QVERIFY(!undo->isEnabled());

    // Redo twice: added, then edited again.
    redo->trigger();
    QTRY_COMPARE(STORED_TDP(kNewId), 350.0);
    QTRY_COMPARE(shownTdp(view, kNewId), std::optional<double>(350.0));
    redo->trigger();
    QTRY_VERIFY(!redo->isEnabled());
    QTRY_COMPARE(STORED_TDP(kNewId), 420.0);
    QCOMPARE(storedCount(), kBuiltInChipCount + 1);
    QTRY_COMPARE(shownTdp(view, kNewId), std::optional<double>(420.0));
    QCOMPARE(window->tablePage()->totalCount(), kBuiltInChipCount + 1);
    QCOMPARE(window->tablePage()->model()->snapshot().chips().size(), kBuiltInChipCount + 1);
}

// A figure's printed unit, configuration, range and link scope, set in the chip dialog: stored,
// marked as the user's edit, and taken back by Undo.
void TstMainWindowEditing::editFigureAttributesAndUndo() {
    OPEN_WINDOW(window);
    QTableView* view = window->tablePage()->tableView();
    QAction* editChip = window->findChild<QAction*>(QStringLiteral("editChipAction"));
    QAction* undo = window->findChild<QAction*>(QStringLiteral("undoAction"));
    QVERIFY(editChip && undo);
    const std::optional<Chip> before = storedChip(kH100);
    QVERIFY(before);

    window->tablePage()->selectChip(kH100);
    QTRY_COMPARE(selectedId(view), kH100);
    QTRY_VERIFY(editChip->isEnabled());
    editChip->trigger();
    QTRY_VERIFY(openChipDialog());
    QPointer<ChipEditDialog> dialog = openChipDialog();
    FigureAttributesEditor* memory = dialog->figureRow(Field::MemoryGb)->attributes();
    memory->printedUnitCombo()->setCurrentIndex(
        memory->printedUnitCombo()->findData(printedUnitKey(PrintedUnit::Binary)));
    FigureRowEditor* tdp = dialog->figureRow(Field::TdpW);
    tdp->moreButton()->click();
    QVERIFY(tdp->attributes()->panel()->isVisible());
    QTest::keyClicks(tdp->attributes()->configurationEdit(), QStringLiteral("liquid-cooled"));
    QTest::keyClicks(tdp->attributes()->rangeLowEdit(), QStringLiteral("600"));
    QTest::keyClicks(tdp->attributes()->rangeHighEdit(), QStringLiteral("700"));
    QComboBox* link = dialog->figureRow(Field::InterconnectBwGbs)->attributes()->linkScopeCombo();
    link->setCurrentIndex(link->findData(linkScopeKey(LinkScope::HostToChip)));
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
    QTRY_VERIFY(!dialog);

    QTRY_COMPARE(storedChip(kH100)->figure(Field::TdpW).configuration,
                 QStringLiteral("liquid-cooled"));
    const Chip after = *storedChip(kH100);
    QCOMPARE(after.figure(Field::MemoryGb).printedUnit, PrintedUnit::Binary);
    QCOMPARE(after.figure(Field::TdpW).rangeLow, std::optional<double>(600.0));
    QCOMPARE(after.figure(Field::TdpW).rangeHigh, std::optional<double>(700.0));
    QCOMPARE(after.figure(Field::TdpW).number(), 700.0);
    QCOMPARE(after.figure(Field::InterconnectBwGbs).linkScope, LinkScope::HostToChip);
    StorageError error;
    QList<Field> marked = m_check->chips().editedFields(kH100, &error);
    std::sort(marked.begin(), marked.end());
    QCOMPARE(marked, (QList<Field>{Field::TdpW, Field::MemoryGb, Field::InterconnectBwGbs}));

    QTRY_VERIFY2(undo->isEnabled() && undo->text().contains(QLatin1String("H100")),
                 qPrintable(undo->text()));
    undo->trigger();
    QTRY_COMPARE(storedChip(kH100)->figure(Field::TdpW).configuration, QString());
    QCOMPARE(*storedChip(kH100), *before);
    QVERIFY(m_check->chips().editedFields(kH100, &error).isEmpty());
}

void TstMainWindowEditing::deleteBuiltInChipAndUndo() {
    OPEN_WINDOW(window);
    QTableView* view = window->tablePage()->tableView();
    QAction* remove = window->findChild<QAction*>(QStringLiteral("deleteChipsAction"));
    QAction* undo = window->findChild<QAction*>(QStringLiteral("undoAction"));
    QVERIFY(remove && undo);
    QCOMPARE(STORED_TDP(kL4), 72.0);
    QCOMPARE(shownTdp(view, kL4), std::optional<double>(72.0));

    window->tablePage()->selectChip(kL4);
    QTRY_COMPARE(selectedId(view), kL4);
    QTRY_VERIFY(remove->isEnabled());
    remove->trigger();
    QTRY_VERIFY(!storedChip(kL4));
    QCOMPARE(storedCount(), kBuiltInChipCount - 1);
    QTRY_COMPARE(window->tablePage()->totalCount(), kBuiltInChipCount - 1);
    QCOMPARE(rowOf(view, kL4), -1);
    QVERIFY(!window->tablePage()->currentChip() || window->tablePage()->currentChip()->id != kL4);
    QTRY_VERIFY2(undo->text().contains(kL4), qPrintable(undo->text()));

    // A new connection sees the deletion too (a tombstone, not a reseed).
    {
        StorageError error;
        Catalog::Options options;
        options.seedBuiltIn = false;
        const auto fresh = Catalog::open(m_catalogPath, options, &error);
        QVERIFY2(fresh, qPrintable(error.message));
        QCOMPARE(fresh->chips().all(&error).size(), kBuiltInChipCount - 1);
    }

    undo->trigger();
    QTRY_COMPARE(STORED_TDP(kL4), 72.0);
    QCOMPARE(storedChip(kL4)->origin, Origin::BuiltIn);
    QCOMPARE(storedCount(), kBuiltInChipCount);
    QTRY_COMPARE(window->tablePage()->totalCount(), kBuiltInChipCount);
    QCOMPARE(shownTdp(view, kL4), std::optional<double>(72.0));
}

void TstMainWindowEditing::undoHistoryListsSteps() {
    OPEN_WINDOW(window);
    auto* editor = window->findChild<CatalogEditor*>();
    QVERIFY(editor);
    // Two steps through the editor's API (the dialogs have their own test above).
    std::optional<Chip> h100 = storedChip(kH100);
    QVERIFY(h100);
    h100->figure(Field::TdpW).value = 710.0;
    editor->editChip(*h100);
    editor->deleteChips({kL4});
    QTRY_COMPARE(editor->undoStack()->count(), 2);

    QAction* history = window->findChild<QAction*>(QStringLiteral("undoHistoryAction"));
    QVERIFY(history);
    history->trigger();
    auto* dialog = window->findChild<QDialog*>(QStringLiteral("undoHistoryDialog"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto* undoView = dialog->findChild<QUndoView*>(QStringLiteral("undoView"));
    QVERIFY(undoView);
    const QStringList lines = historyLines(undoView);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(0), QStringLiteral("<catalog as opened>"));
    QVERIFY2(lines.at(1).contains(QLatin1String("NVIDIA H100 SXM")), qPrintable(lines.at(1)));
    QVERIFY2(lines.at(2).contains(kL4), qPrintable(lines.at(2)));
    // The current step is the last one; clicking the first line undoes back to it.
    QCOMPARE(undoView->currentIndex().row(), 2);
    const QModelIndex first = undoView->model()->index(1, 0);
    QTest::mouseClick(undoView->viewport(), Qt::LeftButton, {},
                      undoView->visualRect(first).center());
    QTRY_COMPARE(editor->undoStack()->index(), 1);
    QTRY_VERIFY(storedChip(kL4));
    QCOMPARE(STORED_TDP(kH100), 710.0);
    QTRY_COMPARE(window->tablePage()->totalCount(), kBuiltInChipCount);
}

void TstMainWindowEditing::importIsUndoneInMainWindow() {
    OPEN_WINDOW(window);
    QTableView* view = window->tablePage()->tableView();
    auto* transfer = window->findChild<CatalogTransfer*>();
    auto* editor = window->findChild<CatalogEditor*>();
    QVERIFY(transfer && editor);
    QAction* undo = window->findChild<QAction*>(QStringLiteral("undoAction"));
    QVERIFY(undo);

    // A file that changes the H100's TDP and adds a chip.
    std::optional<Chip> h100 = storedChip(kH100);
    QVERIFY(h100);
    QCOMPARE(h100->figure(Field::TdpW).number(), 700.0);
    h100->figure(Field::TdpW).value = 777.0;
    Chip added = *h100;
    added.id = QStringLiteral("imported-chip");
    added.name = QStringLiteral("Imported Chip");
    added.origin = Origin::User;
    const QString path = m_dir->filePath(QStringLiteral("chips.csv"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray csv = exportChipsCsv({*h100, added});
        QCOMPARE(file.write(csv), csv.size());
    }

    transfer->setInteractive(false);
    QSignalSpy finished(transfer, &CatalogTransfer::finished);
    QVERIFY(transfer->startImport(path, ImportChoices{}));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QCOMPARE(finished.constFirst().constFirst().value<CatalogTransfer::Outcome>(),
             CatalogTransfer::Outcome::Imported);

    // Stored, shown, and one step on the main window's undo stack.
    QCOMPARE(STORED_TDP(kH100), 777.0);
    QCOMPARE(STORED_TDP(added.id), 777.0);
    QTRY_COMPARE(window->tablePage()->totalCount(), kBuiltInChipCount + 1);
    QTRY_COMPARE(shownTdp(view, kH100), std::optional<double>(777.0));
    QVERIFY(rowOf(view, added.id) >= 0);
    QCOMPARE(editor->undoStack()->count(), 1);
    QVERIFY(undo->isEnabled());
    QVERIFY2(undo->text().contains(QLatin1String("chips.csv")), qPrintable(undo->text()));

    // Edit › Undo takes the whole import back.
    undo->trigger();
    QTRY_COMPARE(STORED_TDP(kH100), 700.0);
    QVERIFY(!storedChip(added.id));
    QCOMPARE(storedCount(), kBuiltInChipCount);
    QTRY_COMPARE(window->tablePage()->totalCount(), kBuiltInChipCount);
    QTRY_COMPARE(shownTdp(view, kH100), std::optional<double>(700.0));
    QCOMPARE(rowOf(view, added.id), -1);
}

// The session outlives the window (main() makes it first). Closing the window after an edit
// must leave the edit in the catalog and on the session's stack, and a later snapshot of the
// session must not reach the destroyed views (a use after free that would corrupt the heap on
// quit).
void TstMainWindowEditing::closingAfterAnEditDoesNotReload() {
    std::unique_ptr<MainWindow> window = openWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QTRY_COMPARE_WITH_TIMEOUT(window->tablePage()->totalCount(), kBuiltInChipCount, 10000);
    auto* editor = window->findChild<CatalogEditor*>();
    QVERIFY(editor);
    editor->deleteChips({kL4});
    QTRY_COMPARE(window->tablePage()->totalCount(), kBuiltInChipCount - 1);

    bool pageGone = false;
    connect(window->tablePage(), &QObject::destroyed, this, [&] { pageGone = true; });
    window->close();
    window.reset();
    QVERIFY(pageGone);
    QSignalSpy published(m_session.get(), &CatalogSession::snapshotChanged);
    m_session->reload();
    QTRY_COMPARE(published.size(), 1);
    QCOMPARE(m_session->snapshot().chipCount(), kBuiltInChipCount - 1);
    QCOMPARE(m_session->history()->count(), 1);
    QVERIFY(!storedChip(kL4)); // the edit stays; closing is not undoing
}

QTEST_MAIN(TstMainWindowEditing)
#include "tst_mainwindow_editing.moc"
