#pragma once

#include "application/catalogchange.h"
#include "domain/chip.h"
#include "domain/llmmodel.h"
#include "editing/conflictdialog.h"
#include "editing/sessioneditor.h"
#include "storage/catalog.h"

#include <QStringList>

#include <functional>
#include <optional>

class QAction;
class QDialog;
class QMenu;
class QUndoStack;
class QWidget;

namespace chipatlas {

class ChipEditDialog;
class ModelEditDialog;
class UndoStackMirror;

// Every change the user makes to the catalog in the GUI: add, duplicate, edit, delete and
// revert chips; add, edit, delete and revert LLM models (prices: FitDialog). Each
// change goes to the session as one undoable command (the states before and after, so that
// undo and redo put back exactly what was stored, edit marks and tombstones included). The
// changes are asynchronous: the session writes on its worker and publishes a new snapshot; a
// write that fails (a locked or read-only catalog) changes nothing and reports errorOccurred().
//
// The main window installs the actions (populate*Menu()) and tells the editor the selection.
class CatalogEditor final : public SessionEditor {
    Q_OBJECT

public:
    // `window` parents the dialogs.
    CatalogEditor(CatalogSession* session, QWidget* window);
    ~CatalogEditor() override;

    // The session's undo history as a QUndoStack (the Edit menu's actions and the Undo history
    // dialog): moving it asks the session to move the catalog.
    QUndoStack* undoStack() const;
    void setSelectedChipIds(const QStringList& ids);
    void setCurrentChip(const Chip* chip);
    QStringList selectedChipIds() const { return m_selection; }

    // Undo, Redo, Undo history...
    void populateEditMenu(QMenu* menu) const;
    // New chip..., Duplicate chip..., Edit chip..., Delete chips, Revert to built-in
    void populateChipMenu(QMenu* menu) const;
    // New model..., Edit model..., Delete model..., Revert model to built-in...
    void populateModelMenu(QMenu* menu) const;

    // The changes; each is one undo step, written through the session. A failure (also "the
    // id is taken") reports errorOccurred() and changes nothing.
    void addChip(const Chip& chip); // a new id (new or duplicated chip)
    // `base`: the chip's state the edit started from (the edit dialog's); a chip saved by
    // someone else since then is a conflict, not overwritten. Without one, what is stored.
    void editChip(const Chip& chip, const QList<Field>& revertedFields = {},
                  const std::optional<Catalog::ChipState>& base = std::nullopt);
    void deleteChips(const QStringList& ids);
    void revertChipsToBuiltIn(const QStringList& ids);
    void saveModel(const LlmModel& model); // adds or replaces
    void deleteModels(const QStringList& ids);
    void revertModelToBuiltIn(const QString& id);

    // The dialogs the actions open (non-modal; accepted, they call the changes above). The
    // dialogs that start from a chip's stored edit marks open once the session has read them.
    ChipEditDialog* openNewChipDialog();
    void openDuplicateChipDialog();
    void openEditChipDialog();
    ModelEditDialog* openNewModelDialog();
    ModelEditDialog* openEditModelDialog(const QString& id);
    QDialog* showHistory();
    // The dialog for a change that someone else's save refused (the session reports it);
    // accepted, its resolution is saved as one more undoable change.
    ConflictDialog* showConflict(const CatalogConflict& conflict);

    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    QAction* historyAction() const { return m_history; }
    QAction* newChipAction() const { return m_newChip; }
    QAction* duplicateChipAction() const { return m_duplicateChip; }
    QAction* editChipAction() const { return m_editChip; }
    QAction* deleteChipsAction() const { return m_deleteChips; }
    QAction* revertChipsAction() const { return m_revertChips; }
    QAction* newModelAction() const { return m_newModel; }
    QAction* editModelAction() const { return m_editModel; }
    QAction* deleteModelAction() const { return m_deleteModel; }
    QAction* revertModelAction() const { return m_revertModel; }

Q_SIGNALS:
    void chipSaved(const QString& id); // added, duplicated or edited: worth selecting
    void conflictShown(chipatlas::ConflictDialog* dialog);

private:
    void createActions();
    void updateActions();
    QString failedText(const QString& change) const override;
    void openChipDialog(int mode, const QString& id, const QString& doing);
    ChipEditDialog* showChipDialog(int mode, const Catalog::ChipState& state);
    QString chooseModel(const QString& title, bool builtInOnly);

    UndoStackMirror* m_undoStack;
    QStringList m_selection;
    QDialog* m_historyDialog = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_history = nullptr;
    QAction* m_newChip = nullptr;
    QAction* m_duplicateChip = nullptr;
    QAction* m_editChip = nullptr;
    QAction* m_deleteChips = nullptr;
    QAction* m_revertChips = nullptr;
    QAction* m_newModel = nullptr;
    QAction* m_editModel = nullptr;
    QAction* m_deleteModel = nullptr;
    QAction* m_revertModel = nullptr;
};

} // namespace chipatlas
