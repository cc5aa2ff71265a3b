#include "editing/resulteditor.h"

#include "application/catalogsession.h"
#include "application/resultedits.h"
#include "editing/resulteditdialog.h"

#include <QAction>

namespace chipatlas {

ResultEditor::ResultEditor(CatalogSession* session, QWidget* window)
    : SessionEditor(session, window, QStringLiteral("resultEditorError"))
    , m_record(addAction(tr("&Record my own run..."), QStringLiteral("recordResultAction"),
                         tr("Record what your own run measured: the model, the hardware, the "
                            "tokens per second; it is marked as yours, not audited")))
    , m_edit(addAction(tr("&Edit result..."), QStringLiteral("editResultAction"),
                       tr("Edit the selected measured result")))
    , m_delete(addAction(tr("&Delete result"), QStringLiteral("deleteResultAction"),
                         tr("Delete the selected measured result; Undo brings it back"))) {
    // Queued: chosen at start-up (--open record-result) as soon as the catalog is loaded, the
    // dialog opens once the window has shown that catalog and its selection.
    connect(m_record, &QAction::triggered, this, [this] {
        QMetaObject::invokeMethod(
            this, [this] { openRecordDialog(m_hardwareId); }, Qt::QueuedConnection);
    });
    connect(m_edit, &QAction::triggered, this, [this] {
        if (!m_resultId.isEmpty())
            openEditDialog(m_resultId);
    });
    connect(m_delete, &QAction::triggered, this, [this] {
        if (!m_resultId.isEmpty())
            deleteResult(m_resultId);
    });
    updateActionsWith([this] { updateActions(); }, true);
}

void ResultEditor::setCurrentResult(const Result* result) {
    m_resultId = result ? result->id : QString();
    if (result)
        m_hardwareId = result->hardwareId;
    updateActions();
}

void ResultEditor::setCurrentHardware(const QString& hardwareId) {
    m_hardwareId = hardwareId;
}

// While the team server cannot be reached the catalog is read-only, as for chips.
void ResultEditor::updateActions() {
    const bool online = !m_session->isOffline();
    const bool stored = m_session->snapshot().result(m_resultId) != nullptr;
    m_record->setEnabled(online && m_session->snapshot().isLoaded());
    m_edit->setEnabled(online && stored);
    m_delete->setEnabled(online && stored);
}

void ResultEditor::recordResult(const Result& result) {
    const QString text = tr("record result %1").arg(result.id);
    submit(
        text,
        [text, result](Catalog& catalog) { return chipatlas::recordResult(catalog, text, result); },
        [this, id = result.id] {
            Q_EMIT statusMessage(tr("Recorded your run %1, marked as yours.").arg(id));
            Q_EMIT resultSaved(id);
        });
}

void ResultEditor::editResult(const Result& result, const Catalog::ResultState& base) {
    const QString text = tr("edit result %1").arg(result.id);
    submit(
        text,
        [text, result, base](Catalog& catalog) {
            return chipatlas::editResult(catalog, text, result, base);
        },
        [this, id = result.id] { Q_EMIT resultSaved(id); });
}

void ResultEditor::deleteResult(const QString& id) {
    const QString text = tr("delete result %1").arg(id);
    submit(
        text, [text, id](Catalog& catalog) { return deleteResults(catalog, text, {id}); },
        [this] { Q_EMIT statusMessage(tr("Deleted. Undo brings the result back.")); });
}

ResultEditDialog* ResultEditor::openRecordDialog(const QString& hardwareId) {
    ResultEditDialog::Setup setup;
    setup.result = ResultEditDialog::newRun(hardwareId, setup.today);
    setup.snapshot = m_session->snapshot();
    setup.idTaken = [this](const QString& id) {
        return m_session->snapshot().result(id) != nullptr;
    };
    return openDialog(new ResultEditDialog(setup, m_window),
                      [this](ResultEditDialog* added) { recordResult(added->result()); });
}

// The dialog starts from the stored state (its version is the base of the write).
void ResultEditor::openEditDialog(const QString& id) {
    readStoredState<Catalog::ResultState>(
        [id](const Catalog& catalog, StorageError* error) {
            return catalog.results().states({id}, error);
        },
        tr("Could not edit the result."),
        [](const Catalog::ResultState& state) { return state.result.has_value(); },
        [this](const Catalog::ResultState& state) {
            ResultEditDialog::Setup setup;
            setup.mode = ResultEditDialog::Mode::Edit;
            setup.result = *state.result;
            setup.snapshot = m_session->snapshot();
            openDialog(
                new ResultEditDialog(setup, m_window),
                [this, state](ResultEditDialog* dialog) { editResult(dialog->result(), state); });
        });
}

} // namespace chipatlas
