#include "transfer/resulttransfer.h"

#include "application/catalogsession.h"
#include "application/storagemessage.h"
#include "common/settings.h"
#include "io/resultcsv.h"
#include "io/resultjson.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>

namespace chipatlas {

using Outcome = CatalogSession::Outcome;

namespace {
bool isJson(const QString& path) {
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

QString folderOr(const QString& folder) {
    return folder.isEmpty() || !QFileInfo(folder).isDir()
               ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
               : folder;
}
} // namespace

ResultTransfer::ResultTransfer(CatalogSession* session, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_export(new ExportJob(window, this)) {
    connect(m_export, &ExportJob::statusMessage, this, &ResultTransfer::statusMessage);
}

void ResultTransfer::setInteractive(bool interactive) {
    m_interactive = interactive;
    m_export->setWindow(interactive ? m_window : nullptr);
}

QString ResultTransfer::Plan::summary() const {
    return tr("%1, %2 changed, %3 unchanged")
        .arg(tr("%n new result(s)", nullptr, int(import.plan.added.size())))
        .arg(import.plan.changed.size())
        .arg(import.plan.unchanged.size());
}

bool ResultTransfer::snapshotReady(QString* error) const {
    const CatalogSnapshot& snapshot = m_session->snapshot();
    if (snapshot.isLoaded() && snapshot.isComplete())
        return true;
    // A result's hardware is checked against every chip and system.
    *error = tr("the catalog is still loading; import the results once it has loaded");
    return false;
}

std::optional<ResultTransfer::Plan>
ResultTransfer::plan(const QByteArray& data, const QString& path, QString* error) const {
    if (!snapshotReady(error))
        return std::nullopt;
    // The CLI's import and its dry run read, check and plan the file alike.
    const CatalogSnapshot& snapshot = m_session->snapshot();
    std::optional<ResultFileImport> found = planResultsFile(
        data, isJson(path) ? CatalogFormat::Json : CatalogFormat::Csv, snapshot.chips(),
        snapshot.systems(), snapshot.results(), QDate::currentDate(), error);
    return found ? std::optional<Plan>(Plan{std::move(*found)}) : std::nullopt;
}

std::optional<ResultTransfer::Plan> ResultTransfer::planFolder(const QString& folder,
                                                               QString* error) const {
    if (!snapshotReady(error))
        return std::nullopt;
    const CatalogSnapshot& snapshot = m_session->snapshot();
    std::optional<ResultFileImport> found =
        planMlperfFolder(folder, snapshot.chips(), snapshot.systems(), snapshot.models(),
                         snapshot.results(), {}, QDate::currentDate(), error);
    return found ? std::optional<Plan>(Plan{std::move(*found)}) : std::nullopt;
}

void ResultTransfer::importFile(const QString& path) {
    const QString fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(tr("%1: %2").arg(fileName, file.errorString()));
        return;
    }
    QString error;
    const std::optional<Plan> found = plan(file.readAll(), path, &error);
    previewAndSave(found, fileName, error);
}

void ResultTransfer::importMlperfFolder(const QString& folder) {
    QString error;
    const std::optional<Plan> found = planFolder(folder, &error);
    previewAndSave(found, QDir::toNativeSeparators(folder), error);
}

void ResultTransfer::chooseAndImportMlperf() {
    Settings settings;
    const QString folder = QFileDialog::getExistingDirectory(
        m_window, tr("Import MLPerf Results"), folderOr(settings.catalogImportFolder()));
    if (folder.isEmpty())
        return;
    settings.setCatalogImportFolder(folder);
    importMlperfFolder(folder);
}

void ResultTransfer::previewAndSave(const std::optional<Plan>& found, const QString& name,
                                    const QString& problem) {
    if (!found) {
        fail(tr("%1: %2").arg(name, problem));
        return;
    }
    const ResultImportPlan& plan = found->import.plan;
    if (plan.isEmpty()) {
        Q_EMIT statusMessage(tr("%1 changes nothing: %2.").arg(name, found->summary()));
        return;
    }
    if (m_interactive) {
        QMessageBox box(QMessageBox::Question, tr("Import %1").arg(name),
                        tr("Import %1? %2.").arg(name, found->summary()),
                        QMessageBox::Ok | QMessageBox::Cancel, m_window);
        box.setObjectName(QStringLiteral("resultImportPreview"));
        QStringList lines;
        for (const Result& result : plan.added)
            lines.append(tr("new: %1").arg(result.id));
        for (const ResultImportChange& change : plan.changed)
            lines.append(tr("changed: %1 (%2)")
                             .arg(change.result.id, change.keys.join(QStringLiteral(", "))));
        for (const QString& skipped : found->import.skipped)
            lines.append(tr("left out: %1").arg(skipped));
        box.setDetailedText(lines.join(QLatin1Char('\n')));
        box.setInformativeText(tr("One Undo takes the whole import back."));
        if (box.exec() != QMessageBox::Ok)
            return;
    }
    const QString text = tr("import %1").arg(name);
    const QString failure = tr("Could not import %1; nothing was changed.").arg(name);
    m_session->change(
        this, failure,
        [text, import = found->import](Catalog& catalog) {
            ChangeResult result = writeResultFileImport(catalog, import, text, UndoStates::Keep);
            // As SystemTransfer does: someone else's change since the plan fails the import.
            if (result.error.code == StorageError::Code::Conflict)
                result.error.code = StorageError::Code::Query;
            return result;
        },
        [this, failure, name, summary = found->summary()](Outcome outcome,
                                                          const StorageError& error) {
            if (outcome == Outcome::Failed) {
                if (error.code != StorageError::Code::Conflict)
                    fail(failure + QLatin1Char(' ') + StorageMessage::text(error));
                return;
            }
            Q_EMIT statusMessage(tr("Imported %1: %2.").arg(name, summary));
            if (outcome == Outcome::Changed)
                Q_EMIT imported();
        },
        {text, {}});
}

void ResultTransfer::fail(const QString& message) {
    Q_EMIT failed(message);
    Q_EMIT statusMessage(message);
    if (m_interactive)
        QMessageBox::warning(m_window, tr("Import Failed"), message);
}

void ResultTransfer::chooseAndExport() {
    Settings settings;
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export Results"),
                                     QDir(folderOr(settings.catalogExportFolder()))
                                         .filePath(QStringLiteral("chipatlas-results.csv")),
                                     tr("CSV files (*.csv);;JSON files (*.json)"));
    if (path.isEmpty())
        return;
    settings.setCatalogExportFolder(QFileInfo(path).absolutePath());
    const QList<Result> results = m_session->snapshot().results();
    const int count = int(results.size());
    const QString native = QDir::toNativeSeparators(path);
    m_export->start(
        path, tr("Exporting %n result(s) to %1…", nullptr, count).arg(native),
        tr("Exported %n result(s) to %1.", nullptr, count).arg(native),
        [results, json = isJson(path)](const ImportControl& control) -> std::optional<QByteArray> {
            if (control.cancelled())
                return std::nullopt;
            return json ? exportResultsJson(results) : exportResultsCsv(results);
        });
}

} // namespace chipatlas
