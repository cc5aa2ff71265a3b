// The dialogs CatalogEditor's actions open; accepted, they make the change through the editor.

#include "editing/catalogeditor.h"
#include "editing/chipeditdialog.h"
#include "editing/modeleditdialog.h"

#include <QInputDialog>

namespace chipatlas {

ChipEditDialog* CatalogEditor::openChipDialog(int mode, const Catalog::ChipState& state) {
    ChipEditDialog::Setup setup;
    setup.mode = ChipEditDialog::Mode(mode);
    setup.chip = state.chip.value_or(Chip{});
    setup.editedFields = state.editedFields;
    if (setup.mode == ChipEditDialog::Mode::Edit && setup.chip.origin == Origin::BuiltIn &&
        isBuiltInChip(state.id)) {
        setup.builtIn = m_builtInChips.value(state.id);
    }
    setup.idTaken = [this](const QString& id) { return chipIdTaken(id); };
    auto* dialog = new ChipEditDialog(setup, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->mode() == ChipEditDialog::Mode::Edit)
            editChip(dialog->chip(), dialog->revertedFields());
        else
            addChip(dialog->chip());
    });
    dialog->open();
    return dialog;
}

ChipEditDialog* CatalogEditor::openNewChipDialog() {
    Catalog::ChipState empty;
    Chip chip;
    chip.kind = QStringLiteral("gpu");
    empty.chip = chip;
    return openChipDialog(int(ChipEditDialog::Mode::New), empty);
}

ChipEditDialog* CatalogEditor::openDuplicateChipDialog() {
    if (m_selection.size() != 1)
        return nullptr;
    const std::optional<Catalog::ChipState> state =
        readChip(m_selection.constFirst(), tr("duplicate the chip"));
    if (!state || !state->chip)
        return nullptr;
    return openChipDialog(int(ChipEditDialog::Mode::Duplicate), *state);
}

ChipEditDialog* CatalogEditor::openEditChipDialog() {
    if (m_selection.size() != 1)
        return nullptr;
    const std::optional<Catalog::ChipState> state =
        readChip(m_selection.constFirst(), tr("edit the chip"));
    if (!state || !state->chip)
        return nullptr;
    return openChipDialog(int(ChipEditDialog::Mode::Edit), *state);
}

ModelEditDialog* CatalogEditor::openNewModelDialog() {
    auto* dialog = new ModelEditDialog(
        ModelEditDialog::Mode::New, LlmModel{},
        [this](const QString& id) { return modelIdTaken(id); }, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { saveModel(dialog->model()); });
    dialog->open();
    return dialog;
}

ModelEditDialog* CatalogEditor::openEditModelDialog(const QString& id) {
    const std::optional<QList<Catalog::ModelState>> states = readModels({id}, tr("edit the model"));
    if (!states || !states->constFirst().model)
        return nullptr;
    auto* dialog =
        new ModelEditDialog(ModelEditDialog::Mode::Edit, *states->constFirst().model, {}, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { saveModel(dialog->model()); });
    dialog->open();
    return dialog;
}

// Models have no view of their own yet: ask which one.
QString CatalogEditor::chooseModel(const QString& title, bool builtInOnly) {
    StorageError error = m_context.openError;
    const QList<LlmModel> models = m_catalog ? m_catalog->models(&error) : QList<LlmModel>{};
    if (error) {
        reportError(tr("Could not read the LLM models."), error);
        return {};
    }
    QStringList items;
    QStringList ids;
    for (const LlmModel& model : models) {
        if (builtInOnly && !isBuiltInModel(model.id()))
            continue;
        items.append(QStringLiteral("%1 (%2)").arg(model.name(), model.id()));
        ids.append(model.id());
    }
    bool ok = false;
    const QString item = QInputDialog::getItem(m_window, title, tr("Model:"), items, 0, false, &ok);
    return ok ? ids.value(items.indexOf(item)) : QString();
}

} // namespace chipatlas
