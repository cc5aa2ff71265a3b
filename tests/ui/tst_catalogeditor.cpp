// CatalogEditor: every kind of edit is written through the catalog session, undone to exactly
// the state before (edit marks, prices and tombstones included) and redone; a locked catalog
// changes nothing, neither the undo stack nor the snapshot the views show.

#include "application/catalogsession.h"
#include "editing/catalogeditor.h"
#include "editing/chipeditdialog.h"
#include "editing/figureedit.h"
#include "editing/modeleditdialog.h"
#include "rawdb.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUndoView>

using namespace chipatlas;
using catalogtest::RawDb;
using ChipStates = QList<Catalog::ChipState>;
using ModelStates = QList<Catalog::ModelState>;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kL4 = QStringLiteral("nvidia-l4");
const QString kNew = QStringLiteral("acme-x1");

Chip acmeChip() {
    Chip chip;
    chip.id = kNew;
    chip.vendor = QStringLiteral("Acme");
    chip.name = QStringLiteral("X1");
    chip.kind = QStringLiteral("asic");
    chip.figure(Field::TdpW).value = 300.0;
    chip.figure(Field::TdpW).status = FigureStatus::Published;
    return chip;
}
} // namespace

// Waits until the session has run every change, undo and redo asked of it (a locked catalog
// makes a write wait for the busy timeout first).
#define SETTLE() QTRY_VERIFY_WITH_TIMEOUT(!m_session->isBusy(), 10000)

class TestCatalogEditor : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void addChip();
    void duplicateChip();
    void editFigureThroughDialog();
    void deleteChips();
    void revertToBuiltIn();
    void addEditDeleteModel();
    void failedWriteChangesNothing();
    void failedUndoKeepsStackInStep();
    void actionsAndHistory();

private:
    ChipStates chips(const QStringList& ids) const;
    ModelStates models(const QStringList& ids) const;
    // Undo and redo the top command: the catalog matches `before`, then `after`.
    void checkUndoRedo(const QStringList& ids, const ChipStates& before, const ChipStates& after);
    // The chip dialog the editor opened last (it opens once the session has read the chip).
    ChipEditDialog* shownChipDialog() const;

    QTemporaryDir m_dir;
    QString m_path;
    int m_run = 0;
    std::unique_ptr<Catalog> m_check; // a second connection, as another reader sees the file
    std::unique_ptr<CatalogSession> m_session;
    std::unique_ptr<QWidget> m_window;
    CatalogEditor* m_editor = nullptr;
};

void TestCatalogEditor::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestCatalogEditor::init() {
    m_path = m_dir.filePath(QStringLiteral("editor-%1.sqlite").arg(++m_run));
    StorageError error;
    m_check = Catalog::open(m_path, &error);
    QVERIFY2(m_check, qPrintable(error.message));
    m_session = std::make_unique<CatalogSession>();
    QVERIFY2(m_session->open(CatalogConnection::sqliteFile(m_path), &error),
             qPrintable(error.message));
    m_session->reload();
    SETTLE();
    QVERIFY(m_session->snapshot().isLoaded());
    m_window = std::make_unique<QWidget>();
    m_editor = new CatalogEditor(m_session.get(), m_window.get());
}

void TestCatalogEditor::cleanup() {
    m_window.reset(); // deletes the editor
    m_editor = nullptr;
    m_session.reset();
    m_check.reset();
}

ChipEditDialog* TestCatalogEditor::shownChipDialog() const {
    for (ChipEditDialog* dialog : m_window->findChildren<ChipEditDialog*>()) {
        if (dialog->isVisible())
            return dialog;
    }
    return nullptr;
}

ChipStates TestCatalogEditor::chips(const QStringList& ids) const {
    StorageError error;
    const std::optional<ChipStates> states = m_check->chips().states(ids, &error);
    if (!states)
        qWarning("%s", qPrintable(error.message));
    return states.value_or(ChipStates{});
}

ModelStates TestCatalogEditor::models(const QStringList& ids) const {
    StorageError error;
    return m_check->models().states(ids, &error).value_or(ModelStates{});
}

void TestCatalogEditor::checkUndoRedo(const QStringList& ids, const ChipStates& before,
                                      const ChipStates& after) {
    QCOMPARE(chips(ids), after);
    QSignalSpy published(m_session.get(), &CatalogSession::snapshotChanged);
    m_editor->undoStack()->undo();
    SETTLE();
    QCOMPARE(chips(ids), before);
    m_editor->undoStack()->redo();
    SETTLE();
    QCOMPARE(chips(ids), after);
    QCOMPARE(published.count(), 2);
}

void TestCatalogEditor::addChip() {
    const ChipStates before = chips({kNew});
    QSignalSpy published(m_session.get(), &CatalogSession::snapshotChanged);
    QSignalSpy saved(m_editor, &CatalogEditor::chipSaved);
    m_editor->addChip(acmeChip());
    QCOMPARE(saved.count(), 0); // asynchronous: written on the session's worker
    SETTLE();
    QCOMPARE(published.count(), 1);
    QVERIFY(m_session->snapshot().chip(kNew));
    QCOMPARE(saved.value(0).value(0).toString(), kNew);
    const ChipStates after = chips({kNew});
    QCOMPARE(*after.constFirst().chip, acmeChip());
    QCOMPARE(m_editor->undoStack()->undoText(), QStringLiteral("add chip X1"));
    checkUndoRedo({kNew}, before, after);
    m_editor->undoStack()->undo();
    SETTLE();
    QVERIFY(!chips({kNew}).constFirst().tombstoned); // undoing an add leaves no tombstone
    QVERIFY(!m_session->snapshot().chip(kNew));

    // An id in use is refused.
    QSignalSpy errors(m_editor, &CatalogEditor::errorOccurred);
    Chip taken = acmeChip();
    taken.id = kH100;
    const int steps = m_editor->undoStack()->count();
    m_editor->addChip(taken);
    SETTLE();
    QCOMPARE(errors.count(), 1);
    QCOMPARE(m_editor->undoStack()->count(), steps);
}

void TestCatalogEditor::duplicateChip() {
    const QString copy = kH100 + QStringLiteral("-copy");
    const ChipStates before = chips({copy});
    m_editor->setSelectedChipIds({kH100});
    m_editor->openDuplicateChipDialog();
    QTRY_VERIFY(shownChipDialog());
    ChipEditDialog* dialog = shownChipDialog();
    QCOMPARE(dialog->idEdit()->text(), copy);
    dialog->nameEdit()->setText(QStringLiteral("H100 SXM (copy)"));
    dialog->okButton()->click();
    SETTLE();
    const ChipStates after = chips({copy});
    QVERIFY(after.constFirst().chip);
    QCOMPARE(after.constFirst().chip->origin, Origin::User);
    QCOMPARE(after.constFirst().chip->figures, chips({kH100}).constFirst().chip->figures);
    checkUndoRedo({copy}, before, after);
}

void TestCatalogEditor::editFigureThroughDialog() {
    StorageError error;
    QVERIFY(
        m_check->prices().set({kH100, 2.5, QDate(2025, 1, 1), QStringLiteral("quote")}, &error));
    const ChipStates before = chips({kH100});
    m_editor->setSelectedChipIds({kH100});
    m_editor->openEditChipDialog();
    QTRY_VERIFY(shownChipDialog());
    ChipEditDialog* dialog = shownChipDialog();
    FigureRowEditor* tdp = dialog->figureRow(Field::TdpW);
    tdp->valueEdit()->setText(QStringLiteral("650"));
    tdp->statusCombo()->setCurrentIndex(tdp->statusCombo()->findData(QStringLiteral("unverified")));
    tdp->sourceEdit()->setText(QStringLiteral("https://lab.example/h100"));
    tdp->noteEdit()->setText(QStringLiteral("measured at the wall"));
    dialog->okButton()->click();
    SETTLE();

    const ChipStates after = chips({kH100});
    const Catalog::ChipState& state = after.constFirst();
    QCOMPARE(state.chip->figure(Field::TdpW).number(), 650.0);
    QCOMPARE(state.chip->figure(Field::TdpW).status, FigureStatus::Unverified);
    QCOMPARE(state.chip->figure(Field::TdpW).source, QStringLiteral("https://lab.example/h100"));
    QCOMPARE(state.chip->figure(Field::TdpW).note, QStringLiteral("measured at the wall"));
    QCOMPARE(state.editedFields, QList<Field>{Field::TdpW});
    QCOMPARE(state.price, before.constFirst().price);
    checkUndoRedo({kH100}, before, after);

    // OK without a change adds no undo step.
    const int count = m_editor->undoStack()->count();
    QTRY_VERIFY(!shownChipDialog());
    m_editor->openEditChipDialog();
    QTRY_VERIFY(shownChipDialog());
    shownChipDialog()->okButton()->click();
    SETTLE();
    QCOMPARE(m_editor->undoStack()->count(), count);
}

void TestCatalogEditor::deleteChips() {
    StorageError error;
    QVERIFY(m_check->prices().set({kL4, 0.7, QDate(2025, 1, 1), QStringLiteral("quote")}, &error));
    m_editor->addChip(acmeChip());
    SETTLE();
    const QStringList ids{kL4, kNew};
    const ChipStates before = chips(ids);
    m_editor->setSelectedChipIds(ids);
    QCOMPARE(m_editor->deleteChipsAction()->text(), QStringLiteral("Dele&te 2 chips"));
    m_editor->deleteChipsAction()->trigger();
    SETTLE();
    const ChipStates after = chips(ids);
    QVERIFY(!after[0].chip && after[0].tombstoned); // built in: remembered as deleted
    QVERIFY(!after[1].chip && !after[1].tombstoned);
    checkUndoRedo(ids, before, after);
    m_editor->undoStack()->undo();
    SETTLE();
    QVERIFY(m_check->prices().find(kL4, &error)); // the price came back with the chip
    QVERIFY(!chips(ids)[0].tombstoned);
}

void TestCatalogEditor::revertToBuiltIn() {
    const ChipStates original = chips({kH100});
    Chip edited = *original.constFirst().chip;
    edited.figure(Field::MemoryGb).value = 96.0;
    edited.notes = QStringLiteral("ours");
    m_editor->editChip(edited);
    SETTLE();
    const ChipStates before = chips({kH100});
    QCOMPARE(before.constFirst().editedFields, QList<Field>{Field::MemoryGb});
    QVERIFY(before.constFirst().descriptionEdited);

    m_editor->setSelectedChipIds({kH100, kNew});
    QVERIFY(m_editor->revertChipsAction()->isEnabled());
    m_editor->revertChipsAction()->trigger();
    SETTLE();
    const ChipStates after = chips({kH100});
    QCOMPARE(after, original);
    checkUndoRedo({kH100}, before, after);

    // A deleted built-in chip comes back by revert, too.
    m_editor->deleteChips({kL4});
    SETTLE();
    const ChipStates deleted = chips({kL4});
    m_editor->revertChipsToBuiltIn({kL4});
    SETTLE();
    QVERIFY(chips({kL4}).constFirst().chip && !chips({kL4}).constFirst().tombstoned);
    checkUndoRedo({kL4}, deleted, chips({kL4}));
}

void TestCatalogEditor::addEditDeleteModel() {
    StorageError error;
    const LlmModel shipped = m_check->models().all(&error).constFirst();
    const QString id = shipped.id();
    const QString newId = QStringLiteral("acme-llm-7b");

    // Add through the dialog.
    const ModelStates beforeAdd = models({newId});
    ModelEditDialog* dialog = m_editor->openNewModelDialog();
    qobject_cast<QLineEdit*>(dialog->editor(ModelField::Id))->setText(newId);
    qobject_cast<QLineEdit*>(dialog->editor(ModelField::Name))->setText(QStringLiteral("Acme 7B"));
    qobject_cast<QLineEdit*>(dialog->editor(ModelField::ParamsTotalB))
        ->setText(QStringLiteral("7"));
    dialog->okButton()->click();
    SETTLE();
    const ModelStates afterAdd = models({newId});
    QVERIFY(afterAdd.constFirst().model);
    QCOMPARE(afterAdd.constFirst().model->value(ModelField::ParamsTotalB).toDouble(), 7.0);
    m_editor->undoStack()->undo();
    SETTLE();
    QCOMPARE(models({newId}), beforeAdd);
    m_editor->undoStack()->redo();
    SETTLE();
    QCOMPARE(models({newId}), afterAdd);

    // Edit a built-in model: it becomes the user's, which an update leaves alone.
    const ModelStates beforeEdit = models({id});
    dialog = m_editor->openEditModelDialog(id);
    QVERIFY(dialog);
    qobject_cast<QLineEdit*>(dialog->editor(ModelField::MaxContext))
        ->setText(QStringLiteral("4096"));
    dialog->okButton()->click();
    SETTLE();
    const ModelStates afterEdit = models({id});
    QCOMPARE(afterEdit.constFirst().origin, Origin::User);
    QCOMPARE(afterEdit.constFirst().model->value(ModelField::MaxContext), QVariant(qint64(4096)));
    m_editor->undoStack()->undo();
    SETTLE();
    QCOMPARE(models({id}), beforeEdit);
    m_editor->undoStack()->redo();
    SETTLE();
    QCOMPARE(models({id}), afterEdit);

    // Revert it, then delete both.
    m_editor->revertModelToBuiltIn(id);
    SETTLE();
    QCOMPARE(models({id}), beforeEdit);
    m_editor->undoStack()->undo();
    SETTLE();
    QCOMPARE(models({id}), afterEdit);
    m_editor->undoStack()->redo();
    SETTLE();
    const ModelStates beforeDelete = models({id, newId});
    m_editor->deleteModels({id, newId});
    SETTLE();
    QVERIFY(!models({id, newId})[0].model && !models({id, newId})[1].model);
    QVERIFY(!m_session->snapshot().model(newId));
    m_editor->undoStack()->undo();
    SETTLE();
    QCOMPARE(models({id, newId}), beforeDelete);
    QVERIFY(m_session->snapshot().model(newId));
}

void TestCatalogEditor::failedWriteChangesNothing() {
    const ChipStates before = chips({kH100});
    const QByteArray hash = catalogtest::sha256(m_path);
    {
        RawDb holder(m_path);
        QString sqlError;
        holder.holdWriteLock(&sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        QSignalSpy errors(m_editor, &CatalogEditor::errorOccurred);
        QSignalSpy published(m_session.get(), &CatalogSession::snapshotChanged);
        const CatalogSnapshot shown = m_session->snapshot();
        m_editor->deleteChips({kH100});
        SETTLE();
        QCOMPARE(errors.count(), 1);
        QCOMPARE(published.count(), 0); // the views keep what they show
        QVERIFY(m_session->snapshot().chip(kH100));
        QCOMPARE(m_session->snapshot().chipCount(), shown.chipCount());
        QVERIFY2(errors.value(0).value(0).toString().contains(QStringLiteral("locked")),
                 qPrintable(errors.value(0).value(0).toString()));
        QCOMPARE(m_editor->undoStack()->count(), 0); // nothing to undo
        QVERIFY(m_window->findChild<QWidget*>(QStringLiteral("catalogEditorError")));
        holder.run(QStringLiteral("ROLLBACK"));
    }
    QCOMPARE(chips({kH100}), before);
    Q_UNUSED(hash);
}

void TestCatalogEditor::failedUndoKeepsStackInStep() {
    const ChipStates before = chips({kH100, kNew});
    m_editor->addChip(acmeChip());
    m_editor->deleteChips({kH100});
    SETTLE();
    const ChipStates after = chips({kH100, kNew});
    QUndoStack* stack = m_editor->undoStack();
    {
        RawDb holder(m_path);
        QString sqlError;
        holder.holdWriteLock(&sqlError);
        QSignalSpy errors(m_editor, &CatalogEditor::errorOccurred);
        QSignalSpy published(m_session.get(), &CatalogSession::snapshotChanged);
        stack->setIndex(0);          // as a click in the undo history does: two undos, both fail
        QCOMPARE(stack->index(), 2); // moves only once the catalog has moved
        SETTLE();
        QCOMPARE(errors.count(), 1);
        QCOMPARE(stack->index(), 2); // still where the catalog is
        QCOMPARE(published.count(), 0);
        QVERIFY(!m_session->snapshot().chip(kH100));
        holder.run(QStringLiteral("ROLLBACK"));
    }
    QCOMPARE(chips({kH100, kNew}), after);
    stack->setIndex(0); // writable again: both undone
    SETTLE();
    QCOMPARE(stack->index(), 0);
    QCOMPARE(chips({kH100, kNew}), before);
    QVERIFY(m_session->snapshot().chip(kH100));
    stack->setIndex(2);
    SETTLE();
    QCOMPARE(chips({kH100, kNew}), after);
}

void TestCatalogEditor::actionsAndHistory() {
    QCOMPARE(m_editor->undoAction()->shortcut(), QKeySequence(QKeySequence::Undo));
    QCOMPARE(m_editor->redoAction()->shortcut(), QKeySequence(QKeySequence::Redo));
    QVERIFY(!m_editor->undoAction()->isEnabled());
    m_editor->setSelectedChipIds({});
    QVERIFY(!m_editor->editChipAction()->isEnabled());
    QVERIFY(!m_editor->deleteChipsAction()->isEnabled());
    QVERIFY(m_editor->newChipAction()->isEnabled());
    m_editor->setSelectedChipIds({kH100});
    QVERIFY(m_editor->editChipAction()->isEnabled());
    QVERIFY(m_editor->revertChipsAction()->isEnabled());

    m_editor->addChip(acmeChip());
    SETTLE();
    QVERIFY(m_editor->undoAction()->isEnabled());
    QCOMPARE(m_editor->undoAction()->text(), QStringLiteral("&Undo add chip X1"));
    m_editor->undoStack()->undo();
    SETTLE();
    QCOMPARE(m_editor->undoAction()->text(), QStringLiteral("&Undo"));
    QCOMPARE(m_editor->redoAction()->text(), QStringLiteral("&Redo add chip X1"));
    m_editor->undoStack()->redo();
    SETTLE();
    QCOMPARE(m_editor->redoAction()->text(), QStringLiteral("&Redo"));
    m_editor->setSelectedChipIds({kNew});
    QVERIFY(!m_editor->revertChipsAction()->isEnabled()); // not a built-in chip

    QDialog* history = m_editor->showHistory();
    QVERIFY(history->isVisible());
    auto* view = history->findChild<QUndoView*>();
    QVERIFY(view);
    QCOMPARE(view->stack(), m_editor->undoStack());
    QCOMPARE(view->model()->rowCount(), 2); // the catalog as opened, and the add
}

QTEST_MAIN(TestCatalogEditor)
#include "tst_catalogeditor.moc"
