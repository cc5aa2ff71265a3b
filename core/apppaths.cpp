#include "apppaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace chipatlas::AppPaths {

void setApplicationIdentity() {
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("ChipAtlas"));
}

QString defaultCatalogPath() {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(folder).filePath(QStringLiteral("catalog.sqlite"));
}

QString catalogPath(const QString& requested) {
    if (requested.isEmpty())
        return defaultCatalogPath();
    return QFileInfo(requested).absoluteFilePath();
}

} // namespace chipatlas::AppPaths
