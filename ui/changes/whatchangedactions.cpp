// WhatChangedView's buttons (whatchangedview.h): the snapshot calls it hands to the session, the
// dialogs that ask for a name, a confirmation or a file first, and the diff's export.
#include "application/catalogsession.h"
#include "changes/difftablemodel.h"
#include "changes/snapshotlistpanel.h"
#include "changes/snapshotnamedialog.h"
#include "changes/whatchangedview.h"
#include "common/exportjob.h"
#include "common/settings.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>

namespace chipatlas {

void WhatChangedView::takeSnapshot(const QString& name, const QString& note) {
    m_session->takeSnapshot(name, note);
}

void WhatChangedView::renameSnapshot(qint64 id, const QString& name) {
    m_session->renameSnapshot(id, name);
}

void WhatChangedView::deleteSnapshot(qint64 id) {
    m_session->deleteSnapshot(id);
}

void WhatChangedView::exportSnapshot(qint64 id, const QString& path) {
    m_session->exportSnapshot(id, path);
}

void WhatChangedView::importSnapshot(const QString& path) {
    m_session->importSnapshot(path);
}

void WhatChangedView::askTakeSnapshot() {
    QStringList taken;
    for (const SavedSnapshot& snapshot : m_panel->snapshots())
        taken.append(snapshot.name);
    const QString suggested =
        tr("Snapshot %1")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    SnapshotNameDialog dialog(SnapshotNameDialog::Purpose::Take, suggested, taken, this);
    if (dialog.exec() == QDialog::Accepted)
        takeSnapshot(dialog.name(), dialog.note());
}

void WhatChangedView::askRename(const SavedSnapshot& snapshot) {
    QStringList taken;
    for (const SavedSnapshot& other : m_panel->snapshots()) {
        if (other.id != snapshot.id)
            taken.append(other.name);
    }
    SnapshotNameDialog dialog(SnapshotNameDialog::Purpose::Rename, snapshot.name, taken, this);
    if (dialog.exec() == QDialog::Accepted && dialog.name() != snapshot.name)
        renameSnapshot(snapshot.id, dialog.name());
}

void WhatChangedView::askDelete(const SavedSnapshot& snapshot) {
    const auto answer = QMessageBox::question(
        this, tr("Delete Snapshot"),
        tr("Delete the snapshot %1? What it recorded can no longer be compared with; the "
           "catalog's entries stay as they are. This cannot be undone.")
            .arg(snapshot.name),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        deleteSnapshot(snapshot.id);
}

namespace {
// The folder a file dialog of this view starts in: where the last file went, else Documents.
QString startFolder(const Settings& settings) {
    QString folder = settings.changesExportFolder();
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return folder;
}

QString fileSafe(QString name) {
    static const QString kUnsafe = QStringLiteral("/\\:*?\"<>| ");
    for (QChar& c : name) {
        if (kUnsafe.contains(c))
            c = QLatin1Char('-');
    }
    return name;
}
} // namespace

void WhatChangedView::askExport(const SavedSnapshot& snapshot) {
    Settings settings;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Snapshot"),
        QDir(startFolder(settings)).filePath(fileSafe(snapshot.name) + QStringLiteral(".json")),
        tr("Snapshot files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setChangesExportFolder(QFileInfo(path).absolutePath());
    exportSnapshot(snapshot.id, path);
}

void WhatChangedView::askImport() {
    Settings settings;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import Snapshot"), startFolder(settings),
                                     tr("Snapshot files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setChangesExportFolder(QFileInfo(path).absolutePath());
    importSnapshot(path);
}

void WhatChangedView::askExportDiff(DiffExportFormat format) {
    Settings settings;
    const bool csv = format == DiffExportFormat::Csv;
    const QString extension = csv ? QStringLiteral("csv") : QStringLiteral("md");
    const CatalogDiff& diff = m_model->diff();
    const QString base =
        QStringLiteral("changes-%1-to-%2").arg(fileSafe(diff.fromLabel), fileSafe(diff.toLabel));
    QString path = QFileDialog::getSaveFileName(
        this, csv ? tr("Export Changes as CSV") : tr("Export Changes as a Markdown Memo"),
        QDir(startFolder(settings)).filePath(base + QLatin1Char('.') + extension),
        csv ? tr("CSV files (*.csv)") : tr("Markdown files (*.md)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + extension;
    settings.setChangesExportFolder(QFileInfo(path).absolutePath());
    exportDiff(path, format);
}

bool WhatChangedView::exportDiff(const QString& path, DiffExportFormat format) {
    // Copies the pool's thread reads: the entries the filter keeps are chosen there too.
    const CatalogDiff diff = m_model->diff();
    const DiffFilter filter = m_model->filter();
    const QString name = QFileInfo(path).fileName();
    return m_export->start(
        path, tr("Writing %1...").arg(name), tr("Exported the changes to %1.").arg(name),
        [diff, filter, format](const ImportControl&) -> std::optional<QByteArray> {
            return diffExportBytes(filteredDiff(diff, filter), format);
        });
}

} // namespace chipatlas
