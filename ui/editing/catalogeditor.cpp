#include "editing/catalogeditor.h"

#include "application/catalogsession.h"
#include "application/chipedits.h"
#include "application/resultedits.h"
#include "domain/boundedlist.h"
#include "editing/chipeditdialog.h"
#include "editing/conflictdialog.h"
#include "editing/modeleditdialog.h"
#include "editing/undostackmirror.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLocale>
#include <QMenu>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace chipatlas {

using Outcome = CatalogSession::Outcome;

CatalogEditor::CatalogEditor(CatalogSession* session, QWidget* window)
    : SessionEditor(session, window, QStringLiteral("catalogEditorError"))
    , m_undoStack(new UndoStackMirror(session->history(), this)) {
    createActions();
    connect(m_session, &CatalogSession::undoFailed, this, &CatalogEditor::reportError);
    connect(m_session, &CatalogSession::conflictOccurred, this, &CatalogEditor::showConflict);
    updateActionsWith([this] { updateActions(); }, false);
}

CatalogEditor::~CatalogEditor() = default;

QUndoStack* CatalogEditor::undoStack() const {
    return m_undoStack->stack();
}

void CatalogEditor::createActions() {
    QUndoStack* stack = undoStack();
    m_undo = stack->createUndoAction(this, tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = stack->createRedoAction(this, tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_redo->setShortcut(QKeySequence::Redo);
    // QUndoStack would just append the command to the prefix; a whole phrase lets a
    // translation put the words in its own order. Connected after the stack's own update.
    connect(stack, &QUndoStack::undoTextChanged, m_undo, [undo = m_undo](const QString& text) {
        undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(stack, &QUndoStack::redoTextChanged, m_redo, [redo = m_redo](const QString& text) {
        redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });
    m_history = new QAction(tr("Undo &history..."), this);
    m_history->setObjectName(QStringLiteral("undoHistoryAction"));
    connect(m_history, &QAction::triggered, this, &CatalogEditor::showHistory);

    const auto make = [this](const QString& text, const char* name, const QKeySequence& key,
                             auto slot) {
        auto* action = new QAction(text, this);
        action->setObjectName(QLatin1String(name));
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    m_newChip = make(tr("&New chip..."), "newChipAction", QKeySequence::New,
                     [this] { openNewChipDialog(); });
    m_duplicateChip =
        make(tr("&Duplicate chip..."), "duplicateChipAction", QKeySequence(Qt::CTRL | Qt::Key_D),
             [this] { openDuplicateChipDialog(); });
    m_editChip = make(tr("&Edit chip..."), "editChipAction", QKeySequence(Qt::Key_F2),
                      [this] { openEditChipDialog(); });
    m_deleteChips = make(tr("Dele&te chip"), "deleteChipsAction", QKeySequence::Delete,
                         [this] { deleteChips(m_selection); });
    m_revertChips = make(tr("&Revert to built-in"), "revertChipsAction", QKeySequence(), [this] {
        QStringList ids;
        for (const QString& id : std::as_const(m_selection)) {
            if (CatalogSnapshot::isBuiltInChip(id))
                ids.append(id);
        }
        revertChipsToBuiltIn(ids);
    });
    m_revertChips->setStatusTip(tr("Put back the figures and description that ship with "
                                   "ChipAtlas, forgetting your edits"));
    m_newModel = make(tr("New &model..."), "newModelAction", QKeySequence(),
                      [this] { openNewModelDialog(); });
    m_editModel = make(tr("Edit m&odel..."), "editModelAction", QKeySequence(), [this] {
        if (const QString id = chooseModel(tr("Edit Model"), false); !id.isEmpty())
            openEditModelDialog(id);
    });
    m_deleteModel = make(tr("Delete mod&el..."), "deleteModelAction", QKeySequence(), [this] {
        if (const QString id = chooseModel(tr("Delete Model"), false); !id.isEmpty())
            deleteModels({id});
    });
    m_revertModel =
        make(tr("Revert model to &built-in..."), "revertModelAction", QKeySequence(), [this] {
            const QString id = chooseModel(tr("Revert Model"), true);
            if (!id.isEmpty())
                revertModelToBuiltIn(id);
        });
}

void CatalogEditor::populateEditMenu(QMenu* menu) const {
    menu->addAction(m_undo);
    menu->addAction(m_redo);
    menu->addSeparator();
    menu->addAction(m_history);
}

void CatalogEditor::populateChipMenu(QMenu* menu) const {
    for (QAction* action : {m_newChip, m_duplicateChip, m_editChip, m_deleteChips, m_revertChips})
        menu->addAction(action);
}

void CatalogEditor::populateModelMenu(QMenu* menu) const {
    for (QAction* action : {m_newModel, m_editModel, m_deleteModel, m_revertModel})
        menu->addAction(action);
}

void CatalogEditor::setSelectedChipIds(const QStringList& ids) {
    m_selection = ids;
    updateActions();
}

void CatalogEditor::setCurrentChip(const Chip* chip) {
    setSelectedChipIds(chip ? QStringList{chip->id} : QStringList());
}

// While the team server cannot be reached the catalog is read-only: no new edit starts (a
// dialog open already still saves; its change waits for the server in the session).
void CatalogEditor::updateActions() {
    const bool online = !m_session->isOffline();
    for (QAction* action : {m_newChip, m_newModel, m_editModel, m_deleteModel, m_revertModel})
        action->setEnabled(online);
    const bool one = online && m_selection.size() == 1;
    m_duplicateChip->setEnabled(one);
    m_editChip->setEnabled(one);
    m_deleteChips->setEnabled(online && !m_selection.isEmpty());
    m_deleteChips->setText(m_selection.size() > 1
                               ? tr("Dele&te %n chips", nullptr, int(m_selection.size()))
                               : tr("Dele&te chip"));
    bool builtIn = false;
    for (const QString& id : std::as_const(m_selection))
        builtIn = builtIn || CatalogSnapshot::isBuiltInChip(id);
    m_revertChips->setEnabled(online && builtIn);
}

QString CatalogEditor::failedText(const QString& change) const {
    return tr("Could not %1; nothing was changed.").arg(change);
}

void CatalogEditor::addChip(const Chip& chip) {
    Chip added = chip;
    added.origin = Origin::User;
    const QString text = tr("add chip %1").arg(chip.name);
    submit(
        text, [text, added](Catalog& catalog) { return chipatlas::addChip(catalog, text, added); },
        [this, id = chip.id] { Q_EMIT chipSaved(id); }, {added});
}

void CatalogEditor::editChip(const Chip& chip, const QList<Field>& revertedFields,
                             const std::optional<Catalog::ChipState>& base) {
    const QString text = tr("edit chip %1").arg(chip.name);
    submit(
        text,
        [text, chip, revertedFields, base](Catalog& catalog) {
            return chipatlas::editChip(catalog, text, chip, revertedFields, base);
        },
        [this, id = chip.id] { Q_EMIT chipSaved(id); }, {chip});
}

namespace {
// The ids an undo step names: the first few, then how many more ("a, b, c and 97 more").
QString idsText(const QStringList& ids) {
    const BoundedList bounded = boundList(ids, 3);
    if (bounded.more == 0)
        return QLocale().createSeparatedList(bounded.shown);
    return bounded.shown.join(QStringLiteral(", ")) + QLatin1Char(' ') + andMoreText(bounded.more);
}
} // namespace

void CatalogEditor::deleteChips(const QStringList& ids) {
    if (ids.isEmpty())
        return;
    const QString text = tr("delete %Ln chips (%1)", nullptr, int(ids.size())).arg(idsText(ids));
    // Their measured results go with them (a result needs its hardware) and come back on Undo.
    const QList<Result>& snapshotResults = m_session->snapshot().results();
    const int results = int(resultIdsOn(snapshotResults, ids).size());
    submit(
        text,
        [text, ids, snapshotResults](Catalog& catalog) {
            return chipatlas::deleteChips(catalog, text, ids, snapshotResults);
        },
        [this, results] {
            Q_EMIT statusMessage(
                results == 0 ? tr("Deleted. Undo brings the chips back.")
                             : tr("Deleted with their %n measured results. Undo brings them back.",
                                  nullptr, results));
        });
}

void CatalogEditor::revertChipsToBuiltIn(const QStringList& ids) {
    if (ids.isEmpty())
        return;
    const QString text = tr("revert %Ln chips (%1)", nullptr, int(ids.size())).arg(idsText(ids));
    submit(text, [text, ids](Catalog& catalog) {
        return chipatlas::revertChipsToBuiltIn(catalog, text, ids);
    });
}

void CatalogEditor::saveModel(const LlmModel& model) {
    const QString text = tr("save model %1").arg(model.name());
    submit(text,
           [text, model](Catalog& catalog) { return chipatlas::saveModel(catalog, text, model); });
}

void CatalogEditor::deleteModels(const QStringList& ids) {
    if (ids.isEmpty())
        return;
    const QString text = tr("delete model %1").arg(ids.join(QStringLiteral(", ")));
    submit(text,
           [text, ids](Catalog& catalog) { return chipatlas::deleteModels(catalog, text, ids); });
}

void CatalogEditor::revertModelToBuiltIn(const QString& id) {
    const QString text = tr("revert model %1").arg(id);
    if (StorageError error; !builtInModelToRevert(id, &error)) {
        reportError(tr("Could not %1.").arg(text), error);
        return;
    }
    submit(text, [text, id](Catalog& catalog) {
        return chipatlas::revertModelToBuiltIn(catalog, text, id);
    });
}

QDialog* CatalogEditor::showHistory() {
    if (!m_historyDialog) {
        m_historyDialog = new QDialog(m_window);
        m_historyDialog->setObjectName(QStringLiteral("undoHistoryDialog"));
        m_historyDialog->setWindowTitle(tr("Undo History"));
        auto* view = new QUndoView(undoStack(), m_historyDialog);
        view->setObjectName(QStringLiteral("undoView"));
        view->setEmptyLabel(tr("<catalog as opened>"));
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, m_historyDialog);
        connect(buttons, &QDialogButtonBox::rejected, m_historyDialog, &QDialog::close);
        auto* layout = new QVBoxLayout(m_historyDialog);
        layout->addWidget(view);
        layout->addWidget(buttons);
        m_historyDialog->resize(360, 420);
    }
    m_historyDialog->show();
    m_historyDialog->raise();
    m_historyDialog->activateWindow();
    return m_historyDialog;
}

ConflictDialog* CatalogEditor::showConflict(const CatalogConflict& conflict) {
    auto* dialog = new ConflictDialog(conflict, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const CatalogChange resolution = dialog->resolution();
        const QString failure = failedText(resolution.text);
        m_session->change(
            this, failure,
            [resolution](Catalog&) {
                return ChangeResult{resolution, false, {}};
            },
            [this, failure](Outcome outcome, const StorageError& error) {
                if (outcome == Outcome::Failed && error.code != StorageError::Code::Conflict)
                    reportError(failure, error);
            });
    });
    dialog->open();
    Q_EMIT conflictShown(dialog);
    return dialog;
}

// The dialog starts from the chip's stored state with its edit marks, which the snapshot does
// not hold: read on the session's worker, then shown.
void CatalogEditor::openChipDialog(int mode, const QString& id, const QString& doing) {
    readState<Catalog::ChipState>(
        [id](const Catalog& catalog, StorageError* error) {
            return catalog.chips().states({id}, error);
        },
        tr("Could not %1.").arg(doing),
        [this, mode](const Catalog::ChipState& state) {
            if (state.chip)
                showChipDialog(mode, state);
        });
}

ChipEditDialog* CatalogEditor::showChipDialog(int mode, const Catalog::ChipState& state) {
    ChipEditDialog::Setup setup;
    setup.mode = ChipEditDialog::Mode(mode);
    setup.chip = state.chip.value_or(Chip{});
    setup.editedFields = state.editedFields;
    if (setup.mode == ChipEditDialog::Mode::Edit && setup.chip.origin == Origin::BuiltIn) {
        if (const std::optional<Chip> builtIn = CatalogSnapshot::builtInChip(state.id))
            setup.builtIn = *builtIn;
    }
    setup.idTaken = [this](const QString& id) { return m_session->snapshot().chip(id) != nullptr; };
    return openDialog(new ChipEditDialog(setup, m_window), [this, state](ChipEditDialog* dialog) {
        if (dialog->mode() == ChipEditDialog::Mode::Edit)
            editChip(dialog->chip(), dialog->revertedFields(), state);
        else
            addChip(dialog->chip());
    });
}

ChipEditDialog* CatalogEditor::openNewChipDialog() {
    Catalog::ChipState empty;
    Chip chip;
    chip.kind = QStringLiteral("gpu");
    empty.chip = chip;
    return showChipDialog(int(ChipEditDialog::Mode::New), empty);
}

void CatalogEditor::openDuplicateChipDialog() {
    if (m_selection.size() == 1)
        openChipDialog(int(ChipEditDialog::Mode::Duplicate), m_selection.constFirst(),
                       tr("duplicate the chip"));
}

void CatalogEditor::openEditChipDialog() {
    if (m_selection.size() == 1)
        openChipDialog(int(ChipEditDialog::Mode::Edit), m_selection.constFirst(),
                       tr("edit the chip"));
}

ModelEditDialog* CatalogEditor::openNewModelDialog() {
    auto* dialog = new ModelEditDialog(
        ModelEditDialog::Mode::New, LlmModel{},
        [this](const QString& id) { return m_session->snapshot().model(id) != nullptr; }, m_window);
    return openDialog(dialog, [this](ModelEditDialog* model) { saveModel(model->model()); });
}

ModelEditDialog* CatalogEditor::openEditModelDialog(const QString& id) {
    const LlmModel* model = m_session->snapshot().model(id);
    if (!model)
        return nullptr;
    return openDialog(new ModelEditDialog(ModelEditDialog::Mode::Edit, *model, {}, m_window),
                      [this](ModelEditDialog* dialog) { saveModel(dialog->model()); });
}

// Models have no view of their own yet: ask which one.
QString CatalogEditor::chooseModel(const QString& title, bool builtInOnly) {
    QStringList items;
    QStringList ids;
    for (const LlmModel& model : m_session->snapshot().models()) {
        if (builtInOnly && !CatalogSnapshot::isBuiltInModel(model.id()))
            continue;
        items.append(QStringLiteral("%1 (%2)").arg(model.name(), model.id()));
        ids.append(model.id());
    }
    bool ok = false;
    const QString item = QInputDialog::getItem(m_window, title, tr("Model:"), items, 0, false, &ok);
    return ok ? ids.value(items.indexOf(item)) : QString();
}

} // namespace chipatlas
