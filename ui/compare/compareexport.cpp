#include "compare/compareexport.h"

#include "common/settings.h"
#include "io/comparisonexport.h"
#include "io/safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

namespace chipatlas {

QString askComparisonCsvPath(QWidget* parent, const QStringList& ids) {
    Settings settings;
    QString folder = settings.compareExportFolder();
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = QStringLiteral("comparison-%1.csv").arg(ids.join(QLatin1String("-vs-")));
    const QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("CompareView", "Export comparison as CSV"),
        QDir(folder).filePath(name),
        QCoreApplication::translate("CompareView", "CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        settings.setCompareExportFolder(QFileInfo(path).absolutePath());
    return path;
}

bool saveComparisonCsv(const Comparison& comparison, const QString& path, QString* error) {
    return SafeFile::save(path, comparisonToCsv(comparison), error);
}

} // namespace chipatlas
