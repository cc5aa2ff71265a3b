#include "transfer/resulttransfer.h"

#include "application/catalogsession.h"
#include "common/settings.h"
#include "io/entryexportwriter.h"
#include "io/resultcsv.h"
#include "io/resultjson.h"
#include "transfer/acceleratormapdialog.h"
#include "transfer/importwriter.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>

namespace chipatlas {

ResultTransfer::ResultTransfer(CatalogSession* session, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_writer(new ImportWriter(session, window, this))
    , m_export(new ExportJob(window, this)) {
    connect(m_export, &ExportJob::statusMessage, this, &ResultTransfer::statusMessage);
    connect(m_writer, &ImportWriter::statusMessage, this, &ResultTransfer::statusMessage);
    connect(m_writer, &ImportWriter::failed, this, &ResultTransfer::failed);
    connect(m_writer, &ImportWriter::imported, this, &ResultTransfer::imported);
}

void ResultTransfer::setInteractive(bool interactive) {
    m_writer->setInteractive(interactive);
    m_export->setWindow(interactive ? m_window : nullptr);
}

QString ResultTransfer::Plan::summary() const {
    return ImportWriter::summary(tr("%n new result(s)", nullptr, int(import.plan.added.size())),
                                 import.plan.changed.size(), import.plan.unchanged.size());
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
        data, isJsonPath(path) ? CatalogFormat::Json : CatalogFormat::Csv, snapshot.chips(),
        snapshot.systems(), snapshot.results(), QDate::currentDate(), error);
    return found ? std::optional<Plan>(Plan{std::move(*found)}) : std::nullopt;
}

std::optional<ResultTransfer::Plan>
ResultTransfer::planFolder(const QString& folder, QString* error,
                           const QHash<QString, QString>& acceleratorChips,
                           QList<MlperfUnmatchedAccelerator>* unmatched) const {
    if (!snapshotReady(error))
        return std::nullopt;
    const CatalogSnapshot& snapshot = m_session->snapshot();
    std::optional<ResultFileImport> found = planMlperfFolder(
        folder, snapshot.chips(), snapshot.systems(), snapshot.models(), snapshot.results(),
        acceleratorChips, QDate::currentDate(), error, std::nullopt, unmatched);
    return found ? std::optional<Plan>(Plan{std::move(*found)}) : std::nullopt;
}

void ResultTransfer::importFile(const QString& path) {
    const QString fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_writer->refuse(fileName, file.errorString());
        return;
    }
    QString error;
    const std::optional<Plan> found = plan(file.readAll(), path, &error);
    previewAndSave(found, fileName, error);
}

void ResultTransfer::importMlperfFolder(const QString& folder,
                                        const QHash<QString, QString>& acceleratorChips) {
    const QString shown = QDir::toNativeSeparators(folder);
    QString error;
    QList<MlperfUnmatchedAccelerator> unmatched;
    std::optional<Plan> found = planFolder(folder, &error, acceleratorChips, &unmatched);
    if (!found && !unmatched.isEmpty() && m_writer->isInteractive()) {
        // The chips of the accelerators the catalog does not match, then the plan again.
        AcceleratorMapDialog dialog(shown, unmatched, m_session->snapshot().chips(), m_window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        QHash<QString, QString> mapped = acceleratorChips;
        mapped.insert(dialog.mapping());
        found = planFolder(folder, &error, mapped);
    }
    previewAndSave(found, shown, error);
}

void ResultTransfer::chooseAndImportMlperf() {
    Settings settings;
    const QString folder = QFileDialog::getExistingDirectory(
        m_window, tr("Import MLPerf Results"), folderOrDocuments(settings.catalogImportFolder()));
    if (folder.isEmpty())
        return;
    settings.setCatalogImportFolder(folder);
    importMlperfFolder(folder);
}

void ResultTransfer::previewAndSave(const std::optional<Plan>& found, const QString& name,
                                    const QString& problem) {
    if (!found) {
        m_writer->refuse(name, problem);
        return;
    }
    ImportWriter::Preview preview{
        name, found->summary(),      {},
        {},   found->import.skipped, QStringLiteral("resultImportPreview")};
    for (const Result& result : found->import.plan.added)
        preview.added.append(result.id);
    for (const ResultImportChange& change : found->import.plan.changed)
        preview.changed.append(QStringLiteral("%1 (%2)").arg(
            change.result.id, change.keys.join(QStringLiteral(", "))));
    m_writer->confirmAndWrite(
        preview, [import = found->import](Catalog& catalog, const QString& text) {
            return writeResultFileImport(catalog, import, text, UndoStates::Keep);
        });
}

void ResultTransfer::chooseAndExport() {
    Settings settings;
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export Results"),
                                     QDir(folderOrDocuments(settings.catalogExportFolder()))
                                         .filePath(QStringLiteral("chipatlas-results.csv")),
                                     tr("CSV files (*.csv);;JSON files (*.json)"));
    if (path.isEmpty())
        return;
    settings.setCatalogExportFolder(QFileInfo(path).absolutePath());
    exportTo(path);
}

void ResultTransfer::exportTo(const QString& path) {
    const QList<Result> results = m_session->snapshot().results();
    const int count = int(results.size());
    const QString native = QDir::toNativeSeparators(path);
    m_export->start(path, tr("Exporting %n result(s) to %1…", nullptr, count).arg(native),
                    tr("Exported %n result(s) to %1.", nullptr, count).arg(native),
                    [results, json = isJsonPath(path)](
                        const ImportControl& control) -> std::optional<QByteArray> {
                        if (control.cancelled())
                            return std::nullopt;
                        return exportEntries(results,
                                             json ? CatalogFormat::Json : CatalogFormat::Csv);
                    });
}

} // namespace chipatlas
