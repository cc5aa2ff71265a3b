#include "editing/catalogeditor.h"

#include "io/catalogjson.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMessageBox>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace chipatlas {

CatalogEditor::CatalogEditor(const QString& catalogPath, QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_stack(new QUndoStack(this)) {
    Catalog::Options options;
    options.seedBuiltIn = false; // the application opened and seeded it already
    m_catalog = Catalog::open(catalogPath, options, &m_context.openError);
    m_context.catalog = m_catalog.get();

    QString problem;
    if (const std::optional<ChipCatalogFile> chips = builtInChips(&problem)) {
        for (const Chip& chip : chips->chips)
            m_builtInChips.insert(chip.id, chip);
    }
    if (const std::optional<ModelCatalogFile> models = builtInModels(&problem)) {
        for (const LlmModel& model : models->models)
            m_builtInModels.insert(model.id(), model);
    }
    createActions();
    connect(m_stack, &QUndoStack::indexChanged, this, &CatalogEditor::onIndexChanged);
    updateActions();
}

CatalogEditor::~CatalogEditor() {
    // The commands point at m_context; the stack goes first. Clearing it emits indexChanged():
    // no catalogChanged() (and no reload by a window half gone) while going away.
    m_stack->disconnect(this);
    delete m_stack;
}

void CatalogEditor::createActions() {
    m_undo = m_stack->createUndoAction(this, tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_stack->createRedoAction(this, tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_redo->setShortcut(QKeySequence::Redo);
    // QUndoStack would just append the command to the prefix; a whole phrase lets a
    // translation put the words in its own order. Connected after the stack's own update.
    connect(m_stack, &QUndoStack::undoTextChanged, m_undo, [this](const QString& text) {
        m_undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(m_stack, &QUndoStack::redoTextChanged, m_redo, [this](const QString& text) {
        m_redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
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
            if (isBuiltInChip(id))
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
        make(tr("Revert model to built-in..."), "revertModelAction", QKeySequence(), [this] {
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

void CatalogEditor::updateActions() {
    const bool one = m_selection.size() == 1;
    m_duplicateChip->setEnabled(one);
    m_editChip->setEnabled(one);
    m_deleteChips->setEnabled(!m_selection.isEmpty());
    m_deleteChips->setText(m_selection.size() > 1
                               ? tr("Dele&te %n chips", nullptr, int(m_selection.size()))
                               : tr("Dele&te chip"));
    bool builtIn = false;
    for (const QString& id : std::as_const(m_selection))
        builtIn = builtIn || isBuiltInChip(id);
    m_revertChips->setEnabled(builtIn);
}

void CatalogEditor::onIndexChanged() {
    if (const std::optional<StorageError> failure = m_context.takeFailure()) {
        // Commands write in stack order and stop at the first failure, so the applied ones are
        // the first on the stack: point the index there without writing again.
        int applied = 0;
        while (applied < m_stack->count()) {
            const auto* command = static_cast<const CatalogCommand*>(m_stack->command(applied));
            if (!command->isApplied())
                break;
            ++applied;
        }
        m_context.setSuspended(true);
        m_stack->setIndex(applied);
        m_context.setSuspended(false);
        reportError(tr("The change could not be undone or redone; the catalog is as it was."),
                    *failure);
    }
    Q_EMIT catalogChanged();
}

void CatalogEditor::reportError(const QString& what, const StorageError& error) {
    const QString message =
        error.message.isEmpty() ? what : what + QLatin1Char(' ') + error.message;
    Q_EMIT errorOccurred(message);
    if (!m_window)
        return;
    auto* box = new QMessageBox(QMessageBox::Warning, QApplication::applicationDisplayName(), what,
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("catalogEditorError"));
    box->setInformativeText(error.message);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

std::optional<QList<Catalog::ChipState>> CatalogEditor::readChips(const QStringList& ids,
                                                                  const QString& doing) {
    StorageError error = m_context.openError;
    std::optional<QList<Catalog::ChipState>> states;
    if (m_catalog)
        states = m_catalog->chipStates(ids, &error);
    if (!states)
        reportError(tr("Could not %1.").arg(doing), error);
    return states;
}

std::optional<Catalog::ChipState> CatalogEditor::readChip(const QString& id, const QString& doing) {
    const std::optional<QList<Catalog::ChipState>> states = readChips({id}, doing);
    if (!states)
        return std::nullopt;
    return states->constFirst();
}

std::optional<QList<Catalog::ModelState>> CatalogEditor::readModels(const QStringList& ids,
                                                                    const QString& doing) {
    StorageError error = m_context.openError;
    std::optional<QList<Catalog::ModelState>> states;
    if (m_catalog)
        states = m_catalog->modelStates(ids, &error);
    if (!states)
        reportError(tr("Could not %1.").arg(doing), error);
    return states;
}

bool CatalogEditor::chipIdTaken(const QString& id) const {
    StorageError error;
    const std::optional<QList<Catalog::ChipState>> states =
        m_catalog ? m_catalog->chipStates({id}, &error) : std::nullopt;
    return states && states->constFirst().chip.has_value();
}

bool CatalogEditor::modelIdTaken(const QString& id) const {
    StorageError error;
    const std::optional<QList<Catalog::ModelState>> states =
        m_catalog ? m_catalog->modelStates({id}, &error) : std::nullopt;
    return states && states->constFirst().model.has_value();
}

bool CatalogEditor::applyChips(const QString& text, const QList<Catalog::ChipState>& before,
                               const QList<Catalog::ChipState>& after) {
    if (!m_context.write(after)) {
        reportError(tr("Could not %1; nothing was changed.").arg(text),
                    m_context.takeFailure().value_or(StorageError{}));
        return false;
    }
    recordChipStates(text, before, after);
    return true;
}

void CatalogEditor::recordChipStates(const QString& text, const QList<Catalog::ChipState>& before,
                                     const QList<Catalog::ChipState>& after) {
    m_stack->push(new ChipStatesCommand(&m_context, text, before, after)); // written already
}

bool CatalogEditor::applyModels(const QString& text, const QList<Catalog::ModelState>& before,
                                const QList<Catalog::ModelState>& after) {
    if (!m_context.write(after)) {
        reportError(tr("Could not %1; nothing was changed.").arg(text),
                    m_context.takeFailure().value_or(StorageError{}));
        return false;
    }
    m_stack->push(new ModelStatesCommand(&m_context, text, before, after));
    return true;
}

bool CatalogEditor::addChip(const Chip& chip) {
    const QString text = tr("add chip %1").arg(chip.name);
    const std::optional<Catalog::ChipState> before = readChip(chip.id, text);
    if (!before)
        return false;
    if (before->chip) {
        reportError(tr("Could not %1.").arg(text),
                    {StorageError::Code::BadData,
                     tr("The id \"%1\" is already used by another chip.").arg(chip.id)});
        return false;
    }
    Chip added = chip;
    added.origin = Origin::User;
    if (!applyChips(text, {*before}, {Catalog::editedState(*before, added)}))
        return false;
    Q_EMIT chipSaved(chip.id);
    return true;
}

bool CatalogEditor::editChip(const Chip& chip, const QList<Field>& revertedFields) {
    const QString text = tr("edit chip %1").arg(chip.name);
    const std::optional<Catalog::ChipState> before = readChip(chip.id, text);
    if (!before)
        return false;
    if (!before->chip) {
        reportError(tr("Could not %1.").arg(text),
                    {StorageError::Code::NotFound,
                     tr("The chip \"%1\" is no longer in the catalog.").arg(chip.id)});
        return false;
    }
    Chip edited = chip;
    edited.origin = before->chip->origin;
    const Catalog::ChipState after = Catalog::editedState(*before, edited, revertedFields);
    if (after == *before)
        return true; // nothing changed: no empty undo step
    if (!applyChips(text, {*before}, {after}))
        return false;
    Q_EMIT chipSaved(chip.id);
    return true;
}

bool CatalogEditor::deleteChips(const QStringList& ids) {
    if (ids.isEmpty())
        return false;
    const QString text = ids.size() == 1 ? tr("delete chip %1").arg(ids.constFirst())
                                         : tr("delete %n chips", nullptr, int(ids.size()));
    const std::optional<QList<Catalog::ChipState>> before = readChips(ids, text);
    if (!before)
        return false;
    QList<Catalog::ChipState> after;
    for (const Catalog::ChipState& state : *before)
        after.append(Catalog::deletedState(state));
    if (!applyChips(text, *before, after))
        return false;
    Q_EMIT statusMessage(tr("Deleted. Undo brings the chips back."));
    return true;
}

bool CatalogEditor::revertChipsToBuiltIn(const QStringList& ids) {
    if (ids.isEmpty())
        return false;
    const QString text = ids.size() == 1 ? tr("revert chip %1").arg(ids.constFirst())
                                         : tr("revert %n chips", nullptr, int(ids.size()));
    const std::optional<QList<Catalog::ChipState>> before = readChips(ids, text);
    if (!before)
        return false;
    QList<Catalog::ChipState> after;
    for (const Catalog::ChipState& state : *before) {
        StorageError error;
        const std::optional<Catalog::ChipState> reverted = Catalog::builtInState(state, &error);
        if (!reverted) {
            reportError(tr("Could not %1.").arg(text), error);
            return false;
        }
        after.append(*reverted);
    }
    return after == *before || applyChips(text, *before, after);
}

bool CatalogEditor::saveModel(const LlmModel& model) {
    const QString text = tr("save model %1").arg(model.name());
    const std::optional<QList<Catalog::ModelState>> before = readModels({model.id()}, text);
    if (!before)
        return false;
    // A user model, also when it was built in: a newer built-in catalog leaves it alone. A
    // tombstone stays, as for chips: deleting this model later keeps the built-in one away.
    const Catalog::ModelState after{model.id(), model, Origin::User,
                                    before->constFirst().tombstoned};
    return after == before->constFirst() || applyModels(text, *before, {after});
}

bool CatalogEditor::deleteModels(const QStringList& ids) {
    if (ids.isEmpty())
        return false;
    const QString text = tr("delete model %1").arg(ids.join(QStringLiteral(", ")));
    const std::optional<QList<Catalog::ModelState>> before = readModels(ids, text);
    if (!before)
        return false;
    QList<Catalog::ModelState> after;
    for (const Catalog::ModelState& state : *before)
        after.append(Catalog::deletedState(state)); // a built-in model stays deleted
    return applyModels(text, *before, after);
}

bool CatalogEditor::revertModelToBuiltIn(const QString& id) {
    const QString text = tr("revert model %1").arg(id);
    if (!isBuiltInModel(id)) {
        reportError(tr("Could not %1.").arg(text),
                    {StorageError::Code::NotFound,
                     tr("\"%1\" is not a built-in model; there is nothing to revert to.").arg(id)});
        return false;
    }
    const std::optional<QList<Catalog::ModelState>> before = readModels({id}, text);
    if (!before)
        return false;
    const Catalog::ModelState after{id, m_builtInModels.value(id), Origin::BuiltIn};
    return after == before->constFirst() || applyModels(text, *before, {after});
}

QDialog* CatalogEditor::showHistory() {
    if (!m_historyDialog) {
        m_historyDialog = new QDialog(m_window);
        m_historyDialog->setObjectName(QStringLiteral("undoHistoryDialog"));
        m_historyDialog->setWindowTitle(tr("Undo History"));
        auto* view = new QUndoView(m_stack, m_historyDialog);
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

} // namespace chipatlas
