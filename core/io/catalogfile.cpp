#include "catalogfile.h"

#include "domain/excerpt.h"
#include "textencoding.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace chipatlas {

std::optional<QJsonDocument> parseJsonFile(const QByteArray& json, QString* error) {
    if (const QString problem = textEncodingProblem(json); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    QJsonParseError parseError;
    QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isNull())
        return doc;
    // The offset counts bytes; the column counts characters (UTF-8 continuation bytes are none).
    const qsizetype offset = std::clamp<qsizetype>(parseError.offset, 0, json.size());
    const QByteArrayView before = QByteArrayView(json).first(offset);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    const qsizetype column = std::count_if(before.begin() + lineStart, before.end(),
                                           [](char c) { return (uchar(c) & 0xC0) != 0x80; }) +
                             1;
    //: %3 is Qt's description of the error, in English.
    *error = QCoreApplication::translate("CatalogJson", "line %1, column %2: not valid JSON (%3)")
                 .arg(before.count('\n') + 1)
                 .arg(column)
                 .arg(parseError.errorString());
    return std::nullopt;
}

QString jsonEntryError(JsonEntryKind kind, qsizetype index, const QString& id,
                       const QString& problem) {
    // Each kind in both forms, with and without an id, so that a translation can inflect it.
    struct Texts {
        const char* context;
        const char* withId;
        const char* withoutId;
    };
    static const Texts texts[] = {
        {"CatalogJson", QT_TRANSLATE_NOOP("CatalogJson", "chip %1 (\"%2\"): %3"),
         QT_TRANSLATE_NOOP("CatalogJson", "chip %1 (without an id): %2")},
        {"CatalogJson", QT_TRANSLATE_NOOP("CatalogJson", "model %1 (\"%2\"): %3"),
         QT_TRANSLATE_NOOP("CatalogJson", "model %1 (without an id): %2")},
        {"SystemJson", QT_TRANSLATE_NOOP("SystemJson", "system %1 (\"%2\"): %3"),
         QT_TRANSLATE_NOOP("SystemJson", "system %1 (without an id): %2")},
        {"SystemJson", QT_TRANSLATE_NOOP("SystemJson", "offer %1 (\"%2\"): %3"),
         QT_TRANSLATE_NOOP("SystemJson", "offer %1 (without an id): %2")},
        {"ResultJson", QT_TRANSLATE_NOOP("ResultJson", "result %1 (\"%2\"): %3"),
         QT_TRANSLATE_NOOP("ResultJson", "result %1 (without an id): %2")},
        {"EntryJson", QT_TRANSLATE_NOOP("EntryJson", "price %1 (chip \"%2\"): %3"),
         QT_TRANSLATE_NOOP("EntryJson", "price %1 (without a chip): %2")},
        {"EntryJson", QT_TRANSLATE_NOOP("EntryJson", "scenario %1 (\"%2\"): %3"),
         QT_TRANSLATE_NOOP("EntryJson", "scenario %1 (without an id): %2")},
    };
    const Texts& text = texts[int(kind)];
    if (id.trimmed().isEmpty())
        return QCoreApplication::translate(text.context, text.withoutId)
            .arg(index + 1)
            .arg(problem);
    return QCoreApplication::translate(text.context, text.withId)
        .arg(index + 1)
        .arg(excerpt(id), problem);
}

std::optional<QJsonArray> readCatalogArray(const QByteArray& json, const char* arrayKey,
                                           const char* format, int* revision, QString* contentHash,
                                           QString* error) {
    const std::optional<QJsonDocument> parsed = parseJsonFile(json, error);
    if (!parsed)
        return std::nullopt;
    const QJsonDocument& doc = *parsed;
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
