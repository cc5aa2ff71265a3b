#include "apppaths.h"

#include <QDir>
#include <QStandardPaths>

namespace chipatlas::AppPaths {

QString defaultCatalogPath() {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder);
    return QDir(folder).filePath(QStringLiteral("catalog.sqlite"));
}

} // namespace chipatlas::AppPaths
