#include "editing/resulteditor.h"

#include "application/catalogsession.h"
#include "application/resultedits.h"
#include "editing/resulteditdialog.h"

#include <QAction>
#include <QMenu>

namespace chipatlas {

ResultEditor::ResultEditor(CatalogSession* session, QWidget* window)
    : SessionEditor(session, window, QStringLiteral("resultEditorError"))
    , m_record(new QAction(tr("&Record my own run..."), this))
    , m_edit(new QAction(tr("&Edit result..."), this))
    , m_delete(new QAction(tr("&Delete result"), this)) {
    m_record->setObjectName(QStringLiteral("recordResultAction"));
    m_record->setStatusTip(tr("Record what your own run measured: the model, the hardware, the "
                              "tokens per second; it is marked as yours, not audited"));
    m_edit->setObjectName(QStringLiteral("editResultAction"));
    m_edit->setStatusTip(tr("Edit the selected measured result"));
    m_delete->setObjectName(QStringLiteral("deleteResultAction"));
    m_delete->setStatusTip(tr("Delete the selected measured result; Undo brings it back"));
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
    connect(m_session, &CatalogSession::wentOffline, this, &ResultEditor::updateActions);
    connect(m_session, &CatalogSession::backOnline, this, &ResultEditor::updateActions);
    connect(m_session, &CatalogSession::snapshotChanged, this, &ResultEditor::updateActions);
    updateActions();
}

void ResultEditor::populateResultMenu(QMenu* menu) const {
    menu->addAction(m_record);
    menu->addAction(m_edit);
    menu->addAction(m_delete);
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

QString ResultEditor::failedText(const QString& change) const {
    return tr("Could not %1; nothing was changed.").arg(change);
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
    auto* dialog = openDialog(new ResultEditDialog(setup, m_window),
                              [this](ResultEditDialog* added) { recordResult(added->result()); });
    Q_EMIT dialogShown(dialog);
    return dialog;
}

// The dialog starts from the stored state (its version is the base of the write).
void ResultEditor::openEditDialog(const QString& id) {
    readState<Catalog::ResultState>(
        [id](const Catalog& catalog, StorageError* error) {
            return catalog.results().states({id}, error);
        },
        tr("Could not edit the result."),
        [this](const Catalog::ResultState& state) {
            if (!state.result) {
                reportError(tr("Could not edit the result."), StorageError{});
                return;
            }
            ResultEditDialog::Setup setup;
            setup.mode = ResultEditDialog::Mode::Edit;
            setup.result = *state.result;
            setup.snapshot = m_session->snapshot();
            Q_EMIT dialogShown(openDialog(
                new ResultEditDialog(setup, m_window),
                [this, state](ResultEditDialog* dialog) { editResult(dialog->result(), state); }));
        });
}

} // namespace chipatlas
