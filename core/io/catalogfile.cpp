#include "catalogfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace chipatlas {

std::optional<QJsonArray> readCatalogArray(const QByteArray& json, const char* arrayKey,
                                           const char* format, int* revision, QString* contentHash,
                                           QString* error) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        *error = QCoreApplication::translate("CatalogJson", "not valid JSON at offset %1: %2")
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    *revision = 0;
    contentHash->clear();
    if (doc.isArray())
        return doc.array();
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(format)) {
        *error = QCoreApplication::translate("CatalogJson", "the \"format\" key is not \"%1\"")
                     .arg(QString::fromLatin1(format));
        return std::nullopt;
    }
    *revision = root.value(QLatin1String("revision")).toInt();
    *contentHash = root.value(QLatin1String("content_hash")).toString();
    return root.value(QLatin1String(arrayKey)).toArray();
}

std::optional<QByteArray> readBuiltInCatalog(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error =
            QCoreApplication::translate("CatalogJson", "cannot read the built-in catalog %1: %2")
                .arg(path, file.errorString());
        return std::nullopt;
    }
    return file.readAll();
}

} // namespace chipatlas
