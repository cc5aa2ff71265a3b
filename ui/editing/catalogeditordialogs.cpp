// The dialogs CatalogEditor's actions open; accepted, they make the change through the editor.

#include "editing/catalogeditor.h"
#include "editing/chipeditdialog.h"
#include "editing/modeleditdialog.h"
#include "session/catalogsession.h"

#include <QInputDialog>

namespace chipatlas {

namespace {
struct ChipStateRead {
    std::optional<Catalog::ChipState> state;
    StorageError error;
};
} // namespace

// The dialog starts from the chip's stored state with its edit marks, which the snapshot does
// not hold: read on the session's worker, then shown.
void CatalogEditor::openChipDialog(int mode, const QString& id, const QString& doing) {
    m_session->read<ChipStateRead>(
        this,
        [id](const Catalog& catalog) {
            ChipStateRead read;
            if (const auto states = catalog.chipStates({id}, &read.error))
                read.state = states->constFirst();
            return read;
        },
        [this, mode, doing](const ChipStateRead& read) {
            if (!read.state) {
                reportError(tr("Could not %1.").arg(doing), read.error);
                return;
            }
            if (read.state->chip)
                showChipDialog(mode, *read.state);
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
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { saveModel(dialog->model()); });
    dialog->open();
    return dialog;
}

ModelEditDialog* CatalogEditor::openEditModelDialog(const QString& id) {
    const LlmModel* model = m_session->snapshot().model(id);
    if (!model)
        return nullptr;
    auto* dialog = new ModelEditDialog(ModelEditDialog::Mode::Edit, *model, {}, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { saveModel(dialog->model()); });
    dialog->open();
    return dialog;
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
