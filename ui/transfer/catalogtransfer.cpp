#include "transfer/catalogtransfer.h"

#include "application/catalogsession.h"
#include "application/chipfileimport.h"
#include "application/epochimport.h"
#include "application/storagemessage.h"
#include "common/settings.h"
#include "transfer/importpreviewdialog.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QProgressDialog>
#include <QStandardPaths>

#include <memory>

namespace chipatlas {

namespace {
constexpr int kProgressSteps = 1000;

QString startFolder(const QString& stored, QStandardPaths::StandardLocation fallback) {
    if (!stored.isEmpty() && QDir(stored).exists())
        return stored;
    return QStandardPaths::writableLocation(fallback);
}
} // namespace

struct CatalogTransfer::ReadResult {
    ChipFileResult::Status status = ChipFileResult::Status::Failed;
    QString error;
    ImportPlan plan;
    QStringList kept; // an Epoch AI file's figures that stay (application/epochimport.h)
};

CatalogTransfer::CatalogTransfer(CatalogSession* session, QWidget* parentWindow)
    : QObject(parentWindow)
    , m_session(session)
    , m_window(parentWindow)
    , m_export(new ExportJob(parentWindow, this)) {
    connect(m_export, &ExportJob::statusMessage, this, &CatalogTransfer::statusMessage);
}

void CatalogTransfer::setInteractive(bool interactive) {
    m_interactive = interactive;
    m_export->setWindow(interactive ? m_window : nullptr);
}

CatalogTransfer::~CatalogTransfer() {
    m_cancel->store(true);
    closeProgress();
}

void CatalogTransfer::chooseAndImport() {
    Settings settings;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Import Chips"),
        startFolder(settings.catalogImportFolder(), QStandardPaths::DocumentsLocation),
        tr("Chip files (*.csv *.json);;CSV files (*.csv);;JSON files (*.json)"));
    if (path.isEmpty())
        return;
    settings.setCatalogImportFolder(QFileInfo(path).absolutePath());
    importFile(path);
}

bool CatalogTransfer::importFile(const QString& path) {
    return start(path, std::nullopt);
}

bool CatalogTransfer::startImport(const QString& path, const ImportChoices& choices) {
    return start(path, choices);
}

bool CatalogTransfer::start(const QString& path, std::optional<ImportChoices> choices) {
    if (m_busy) {
        Q_EMIT statusMessage(tr("An import is already running."));
        return false;
    }
    m_busy = true;
    m_cancel->store(false);
    m_path = path;
    m_fileName = QFileInfo(path).fileName();
    m_autoChoices = std::move(choices);
    const int job = ++m_job;
    const std::optional<CatalogFormat> format = catalogFormatForPath(path);
    if (!format) {
        fail(tr("the file name must end in .csv or .json"));
        return true;
    }
    showProgress(Phase::Reading);
    m_session->read<ReadResult>(
        this,
        [path, format = *format, reading = workerControl(job, Phase::Reading),
         planning = workerControl(job, Phase::Planning)](const Catalog& catalog) {
            ReadResult result;
            QFile file(path);
            QByteArray data;
            if (file.open(QIODevice::ReadOnly))
                data = file.readAll();
            if (file.error() != QFileDevice::NoError) {
                result.error = tr("cannot read the file: %1").arg(file.errorString());
                return result;
            }
            file.close();
            // Epoch AI's hardware CSV is known by its header and goes through its own rules.
            if (format == CatalogFormat::Csv && looksLikeEpochCsv(data))
                return readEpoch(catalog, data, reading, planning);
            ChipFileResult read = readChipFile(data, format, reading);
            data = QByteArray(); // the chips hold what the import needs
            if (!read.ok()) {
                result.status = read.status;
                result.error = read.error;
                return result;
            }
            ChipImportPlanning planned = planChipImport(catalog, std::move(read.chips), planning);
            result.error = StorageMessage::text(planned.error);
            result.status = planned.status == ChipImportPlanning::Status::Ok
                                ? ChipFileResult::Status::Ok
                            : planned.status == ChipImportPlanning::Status::Cancelled
                                ? ChipFileResult::Status::Cancelled
                                : ChipFileResult::Status::Failed;
            result.plan = std::move(planned.plan);
            return result;
        },
        [this, job](const ReadResult& result) { readDone(job, result); });
    return true;
}

CatalogTransfer::ReadResult CatalogTransfer::readEpoch(const Catalog& catalog,
                                                       const QByteArray& data,
                                                       const ImportControl& reading,
                                                       const ImportControl& planning) {
    ReadResult result;
    const EpochFileResult read = readEpochCsv(data, epochReference(), reading);
    if (!read.ok()) {
        result.status = read.status == EpochFileResult::Status::Cancelled
                            ? ChipFileResult::Status::Cancelled
                            : ChipFileResult::Status::Failed;
        result.error = read.error;
        return result;
    }
    EpochImportPlanning planned = planEpochImport(catalog, read.rows, planning);
    result.error =
        planned.error.isEmpty() ? StorageMessage::text(planned.planning.error) : planned.error;
    result.status = planned.planning.status == ChipImportPlanning::Status::Ok
                        ? ChipFileResult::Status::Ok
                    : planned.planning.status == ChipImportPlanning::Status::Cancelled
                        ? ChipFileResult::Status::Cancelled
                        : ChipFileResult::Status::Failed;
    result.plan = std::move(planned.planning.plan);
    for (const EpochNotice& notice : std::as_const(planned.notices))
        result.kept << epochNoticeText(notice);
    return result;
}

void CatalogTransfer::readDone(int job, const ReadResult& result) {
    if (job != m_job)
        return;
    closeProgress();
    if (result.status == ChipFileResult::Status::Cancelled || m_cancel->load()) {
        finish(Outcome::Cancelled,
               tr("Import of %1 cancelled; the catalog is unchanged.").arg(m_fileName));
        return;
    }
    if (result.status != ChipFileResult::Status::Ok) {
        fail(result.error);
        return;
    }
    if (m_autoChoices && result.plan.isEmpty()) {
        finish(Outcome::NothingToImport,
               tr("Nothing to import from %1: the catalog already holds these chips.")
                   .arg(m_fileName));
        return;
    }
    ImportChoices choices;
    if (m_autoChoices) {
        choices = *m_autoChoices;
    } else {
        ImportPreviewDialog preview(result.plan, m_fileName, m_window);
        preview.showKept(result.kept);
        if (preview.exec() != QDialog::Accepted) {
            finish(Outcome::Declined,
                   tr("Import of %1 cancelled; the catalog is unchanged.").arg(m_fileName));
            return;
        }
        choices = preview.choices();
    }
    save(result.plan, choices);
}

// The import is one change of the session: written here, with progress and cancel, so the
// session only puts it on its undo history and publishes the new snapshot.
void CatalogTransfer::save(const ImportPlan& plan, const ImportChoices& choices) {
    m_cancel->store(false);
    const int job = ++m_job;
    m_saveCount = plan.added.size() - choices.skippedNew.size() + plan.changed.size();
    showProgress(Phase::Saving);
    // Filled on the worker, read on this thread once the session reports the change.
    auto result = std::make_shared<ChipImportWrite>();
    m_session->change(
        this, tr("Could not import %1; nothing was changed.").arg(m_fileName),
        [result, plan, choices, fileName = m_fileName,
         control = workerControl(job, Phase::Saving)](Catalog& catalog) {
            *result = saveChipImport(catalog, plan, choices, control, UndoStates::Keep);
            ChangeResult change;
            change.written = true;
            switch (result->status) {
            case ChipImportWrite::Status::Saved:
                change.change = result->change;
                change.change->text =
                    tr("Import %Ln chips from %1", nullptr, int(change.change->chipsAfter.size()))
                        .arg(fileName);
                break;
            case ChipImportWrite::Status::Nothing:
                change.change = CatalogChange{}; // changes nothing: no undo step
                break;
            case ChipImportWrite::Status::Cancelled:
            case ChipImportWrite::Status::Failed:
                // Reported here, not left waiting for a team server that went away: the import
                // runs again only when the user asks for it.
                change.error = {StorageError::Code::Query, StorageMessage::text(result->error)};
                break;
            }
            return change;
        },
        [this, job, result](CatalogSession::Outcome, const StorageError&) {
            saveDone(job, *result);
        });
}

void CatalogTransfer::saveDone(int job, const ChipImportWrite& result) {
    if (job != m_job)
        return;
    closeProgress();
    switch (result.status) {
    case ChipImportWrite::Status::Nothing:
        finish(Outcome::NothingToImport,
               tr("Nothing to import from %1: the chosen values are already in the catalog.")
                   .arg(m_fileName));
        return;
    case ChipImportWrite::Status::Cancelled:
        finish(Outcome::Cancelled,
               tr("Import of %1 cancelled; the catalog is unchanged.").arg(m_fileName));
        return;
    case ChipImportWrite::Status::Failed:
        fail(StorageMessage::text(result.error));
        return;
    case ChipImportWrite::Status::Saved:
        break;
    }
    finish(Outcome::Imported, tr("Imported %1: %2 new, %3 changed.")
                                  .arg(m_fileName)
                                  .arg(result.added)
                                  .arg(result.changed));
}

ImportControl CatalogTransfer::workerControl(int job, Phase phase) {
    // Posting every report would flood the GUI thread with 100,000 events: post a change of
    // at least one step in kProgressSteps.
    // The reports go through the session, which outlives this object; `self` is read on the
    // GUI thread only.
    auto lastStep = std::make_shared<qint64>(-1);
    ImportControl control;
    control.snapshotNote = m_fileName; // of the automatic snapshot before the import
    control.cancel = [flag = m_cancel] { return flag->load(); };
    control.progress = [self = QPointer<CatalogTransfer>(this), session = m_session, job, phase,
                        hook = m_hook, lastStep](qint64 done, qint64 total) {
        if (hook)
            hook(phase, done, total);
        const qint64 step = total > 0 ? done * kProgressSteps / total : 0;
        if (step == *lastStep)
            return;
        *lastStep = step;
        QMetaObject::invokeMethod(
            session,
            [self, job, phase, done, total] {
                if (self)
                    self->onProgress(job, phase, done, total);
            },
            Qt::QueuedConnection);
    };
    return control;
}

void CatalogTransfer::onProgress(int job, Phase phase, qint64 done, qint64 total) {
    if (job != m_job)
        return;
    Q_EMIT progressed(phase, done, total);
    if (!m_progress || !m_progressBar)
        return;
    m_progress->setLabelText(phaseText(phase));
    m_progressBar->setValue(total > 0 ? int(done * kProgressSteps / total) : 0);
}

QString CatalogTransfer::phaseText(Phase phase) const {
    switch (phase) {
    case Phase::Reading:
        return tr("Reading %1…").arg(m_fileName);
    case Phase::Planning:
        return tr("Comparing %1 with the catalog…").arg(m_fileName);
    case Phase::Saving:
        break;
    }
    return tr("Saving %Ln chips…", nullptr, int(m_saveCount));
}

void CatalogTransfer::showProgress(Phase phase) {
    if (!m_interactive)
        return;
    closeProgress();
    m_progress = makeTransferProgress(m_window, tr("Import"), phaseText(phase), kProgressSteps,
                                      &m_progressBar);
    connect(m_progress, &QProgressDialog::canceled, this, &CatalogTransfer::cancel);
}

void CatalogTransfer::closeProgress() {
    if (m_progress) {
        m_progress->hide();
        m_progress->deleteLater();
    }
    m_progress = nullptr;
    m_progressBar = nullptr;
}

void CatalogTransfer::fail(const QString& error) {
    const QString message = QStringLiteral("%1: %2").arg(m_fileName, error);
    Q_EMIT failed(message);
    if (m_interactive) {
        QMessageBox box(QMessageBox::Warning, tr("Import Failed"),
                        tr("Could not import %1.").arg(QDir::toNativeSeparators(m_path)),
                        QMessageBox::Ok, m_window);
        box.setInformativeText(
            tr("%1\n\nNothing was imported; the catalog is unchanged.").arg(message));
        box.exec();
    }
    finish(Outcome::Failed, tr("Import of %1 failed; the catalog is unchanged.").arg(m_fileName));
}

void CatalogTransfer::finish(Outcome outcome, const QString& status) {
    m_busy = false;
    m_autoChoices.reset();
    Q_EMIT statusMessage(status);
    Q_EMIT finished(outcome);
}

bool CatalogTransfer::exportChips(const QList<Chip>& chips, ExportScope scope) {
    const QString path = askExportPath(scope);
    return !path.isEmpty() && startExport(chips, path);
}

bool CatalogTransfer::exportRows(const CatalogSnapshot& snapshot, const QList<int>& rows,
                                 ExportScope scope) {
    const QString path = askExportPath(scope);
    return !path.isEmpty() && startExport(
                                  int(rows.size()),
                                  [snapshot, rows] {
                                      QList<Chip> chips;
                                      chips.reserve(rows.size());
                                      for (const int row : rows)
                                          chips.append(snapshot.chipAt(row));
                                      return chips;
                                  },
                                  path);
}

QString CatalogTransfer::askExportPath(ExportScope scope) {
    Settings settings;
    const QString csvFilter = tr("CSV files (*.csv)");
    const QString jsonFilter = tr("JSON files (*.json)");
    QFileDialog dialog(
        m_window, scope == ExportScope::Catalog ? tr("Export Catalog") : tr("Export Table"),
        startFolder(settings.catalogExportFolder(), QStandardPaths::DocumentsLocation),
        csvFilter + QLatin1String(";;") + jsonFilter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("csv"));
    dialog.selectFile(scope == ExportScope::Catalog ? QStringLiteral("chipatlas-catalog.csv")
                                                    : QStringLiteral("chipatlas-table.csv"));
    // The filter picks the format of a name typed without an extension.
    connect(&dialog, &QFileDialog::filterSelected, &dialog,
            [&dialog, jsonFilter](const QString& f) {
                dialog.setDefaultSuffix(f == jsonFilter ? QStringLiteral("json")
                                                        : QStringLiteral("csv"));
            });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    const QString path = dialog.selectedFiles().constFirst();
    settings.setCatalogExportFolder(QFileInfo(path).absolutePath());
    return path;
}

bool CatalogTransfer::startExport(const QList<Chip>& chips, const QString& path) {
    // `chips` is the snapshot's list: shared, never changed, so the pool's thread may read it.
    return startExport(
        int(chips.size()), [chips] { return chips; }, path);
}

bool CatalogTransfer::startExport(int count, std::function<QList<Chip>()> chips,
                                  const QString& path) {
    const std::optional<CatalogFormat> format = catalogFormatForPath(path);
    if (!format) {
        if (m_interactive) {
            QMessageBox::warning(m_window, tr("Export Failed"),
                                 tr("Could not write %1:\n%2")
                                     .arg(QDir::toNativeSeparators(path),
                                          tr("the file name must end in .csv or .json")));
        }
        return false;
    }
    const QString native = QDir::toNativeSeparators(path);
    return m_export->start(
        path, tr("Exporting %Ln chips to %1…", nullptr, count).arg(native),
        tr("Exported %Ln chips to %1.", nullptr, count).arg(native),
        [chips = std::move(chips), format = *format](const ImportControl& control) {
            return chipatlas::exportChips(chips(), format, control);
        });
}

} // namespace chipatlas
