#pragma once

#include "editing/catalogcommands.h"
#include "domain/chip.h"
#include "domain/llmmodel.h"

#include <QHash>
#include <QObject>
#include <QStringList>

#include <memory>

class QAction;
class QDialog;
class QMenu;
class QUndoStack;
class QWidget;

namespace chipatlas {

class ChipEditDialog;
class ModelEditDialog;

// Every change the user makes to the catalog in the GUI: add, duplicate, edit, delete and
// revert chips; add, edit, delete and revert LLM models. Each change is written at once (one
// transaction) and pushed on an undo stack as the states before and after, so that undo and
// redo put back exactly what was stored, edit marks and tombstones included. A write that
// fails (a locked or read-only catalog) changes nothing, reports errorOccurred() and leaves
// the stack where the catalog is.
//
// The main window installs the actions (populate*Menu()), tells the editor the selection and
// reloads on catalogChanged().
class CatalogEditor final : public QObject {
    Q_OBJECT

public:
    // Opens its own connection to the catalog at `catalogPath` (already open and seeded);
    // `window` parents the dialogs.
    CatalogEditor(const QString& catalogPath, QWidget* window);
    ~CatalogEditor() override;

    QUndoStack* undoStack() const { return m_stack; }
    void setSelectedChipIds(const QStringList& ids);
    void setCurrentChip(const Chip* chip);
    QStringList selectedChipIds() const { return m_selection; }

    // Undo, Redo, Undo history...
    void populateEditMenu(QMenu* menu) const;
    // New chip..., Duplicate chip..., Edit chip..., Delete chips, Revert to built-in
    void populateChipMenu(QMenu* menu) const;
    // New model..., Edit model..., Delete model..., Revert model to built-in...
    void populateModelMenu(QMenu* menu) const;

    // The changes; each is one undo step. False (and errorOccurred()) when nothing changed.
    bool addChip(const Chip& chip); // a new id (new or duplicated chip)
    bool editChip(const Chip& chip, const QList<Field>& revertedFields = {});
    bool deleteChips(const QStringList& ids);
    bool revertChipsToBuiltIn(const QStringList& ids);
    bool saveModel(const LlmModel& model); // adds or replaces
    bool deleteModels(const QStringList& ids);
    bool revertModelToBuiltIn(const QString& id);
    // A change written elsewhere (an import, on a worker thread): pushed as one undo step
    // without writing it again.
    void recordChipStates(const QString& text, const QList<Catalog::ChipState>& before,
                          const QList<Catalog::ChipState>& after);

    // The dialogs the actions open (non-modal; accepted, they call the changes above).
    ChipEditDialog* openNewChipDialog();
    ChipEditDialog* openDuplicateChipDialog();
    ChipEditDialog* openEditChipDialog();
    ModelEditDialog* openNewModelDialog();
    ModelEditDialog* openEditModelDialog(const QString& id);
    QDialog* showHistory();

    bool isBuiltInChip(const QString& id) const { return m_builtInChips.contains(id); }
    bool isBuiltInModel(const QString& id) const { return m_builtInModels.contains(id); }

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
    void catalogChanged();
    void chipSaved(const QString& id); // added, duplicated or edited: worth selecting
    void errorOccurred(const QString& message);
    void statusMessage(const QString& text);

private:
    void createActions();
    void updateActions();
    void onIndexChanged();
    bool applyChips(const QString& text, const QList<Catalog::ChipState>& before,
                    const QList<Catalog::ChipState>& after);
    bool applyModels(const QString& text, const QList<Catalog::ModelState>& before,
                     const QList<Catalog::ModelState>& after);
    std::optional<QList<Catalog::ChipState>> readChips(const QStringList& ids,
                                                       const QString& doing);
    std::optional<Catalog::ChipState> readChip(const QString& id, const QString& doing);
    std::optional<QList<Catalog::ModelState>> readModels(const QStringList& ids,
                                                         const QString& doing);
    bool chipIdTaken(const QString& id) const;
    bool modelIdTaken(const QString& id) const;
    ChipEditDialog* openChipDialog(int mode, const Catalog::ChipState& state);
    QString chooseModel(const QString& title, bool builtInOnly);
    void reportError(const QString& what, const StorageError& error);

    QWidget* m_window;
    std::unique_ptr<Catalog> m_catalog;
    CommandContext m_context;
    QUndoStack* m_stack;
    QStringList m_selection;
    QHash<QString, Chip> m_builtInChips;
    QHash<QString, LlmModel> m_builtInModels;
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
