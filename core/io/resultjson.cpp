#include "resultjson.h"

#include "catalogfile.h"
#include "domain/excerpt.h"
#include "domain/validation.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>

namespace chipatlas {

namespace {
const QString kId = QStringLiteral("id");
const QString kFormat = QStringLiteral("chipatlas-results");

const ResultField kRequired[] = {ResultField::Kind, ResultField::Hardware, ResultField::Source,
                                 ResultField::ClaimKind};

// The file text of a JSON value for setResultText(), or an error naming the key.
std::optional<QString> valueText(const FieldSpec& info, const QJsonValue& value, QString* error) {
    const QString key = QString::fromLatin1(info.key);
    if (value.isNull())
        return QString();
    if (info.kind == FieldKind::Number) {
        if (!value.isDouble()) {
            *error = QCoreApplication::translate("ResultJson", "%1: must be a number").arg(key);
            return std::nullopt;
        }
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    }
    if (!value.isString()) {
        *error = QCoreApplication::translate("ResultJson", "%1: must be text").arg(key);
        return std::nullopt;
    }
    return value.toString();
}
} // namespace

QJsonObject resultToJson(const Result& result) {
    QJsonObject o;
    o.insert(kId, result.id);
    for (const FieldSpec& info : allResultFields()) {
        const QString text = resultText(result, ResultField(info.index));
        if (text.isEmpty())
            continue;
        const QString key = QString::fromLatin1(info.key);
        if (info.kind == FieldKind::Number)
            o.insert(key, QLocale::c().toDouble(text));
        else
            o.insert(key, text);
    }
    return o;
}

std::optional<Result> resultFromJson(const QJsonObject& o, const QDate& today, QString* error) {
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() != kId && !resultFieldFromKey(it.key())) {
            *error =
                QCoreApplication::translate(
                    "ResultJson",
                    "unknown key \"%1\"; a result has \"id\" and the keys of the results CSV's "
                    "columns")
                    .arg(excerpt(it.key()));
            return std::nullopt;
        }
    }
    Result result;
    const QJsonValue id = o.value(kId);
    if (!id.isString() || id.toString().trimmed().isEmpty()) {
        *error = QCoreApplication::translate("ResultJson", "id: is missing or empty");
        return std::nullopt;
    }
    result.id = id.toString().trimmed();
    for (const ResultField field : kRequired) {
        if (!o.contains(resultFieldKey(field))) {
            *error = QCoreApplication::translate("ResultJson", "%1: is missing")
                         .arg(resultFieldKey(field));
            return std::nullopt;
        }
    }
    for (const FieldSpec& info : allResultFields()) {
        const QJsonValue value = o.value(QLatin1String(info.key));
        if (value.isUndefined())
            continue;
        const std::optional<QString> text = valueText(info, value, error);
        if (!text)
            return std::nullopt;
        if (QString problem = setResultText(result, ResultField(info.index), *text);
            !problem.isEmpty()) {
            *error = problem;
            return std::nullopt;
        }
    }
    const QList<ValidationIssue> issues = validateResult(result, today);
    if (!issues.isEmpty()) {
        *error = issues.constFirst().message;
        return std::nullopt;
    }
    return result;
}

std::optional<ResultCatalogFile> readResultCatalog(const QByteArray& json, const QDate& today,
                                                   QString* error) {
    ResultCatalogFile file;
    const std::optional<QJsonArray> array = readCatalogArray(
        json, "results", "chipatlas-results", &file.revision, &file.contentHash, error);
    if (!array)
        return std::nullopt;
    QHash<QString, qsizetype> indexOfId;
    file.results.reserve(array->size());
    for (qsizetype i = 0; i < array->size(); ++i) {
        const QJsonValue value = array->at(i);
        const QJsonObject object = value.toObject();
        QString problem = QCoreApplication::translate("ResultJson", "is not an object");
        std::optional<Result> result =
            value.isObject() ? resultFromJson(object, today, &problem) : std::nullopt;
        if (!result) {
            *error =
                jsonEntryError(JsonEntryKind::Result, i, object.value(kId).toString(), problem);
            return std::nullopt;
        }
        if (const auto first = indexOfId.constFind(result->id); first != indexOfId.cend()) {
            *error = jsonEntryError(
                JsonEntryKind::Result, i, result->id,
                QCoreApplication::translate("ResultJson", "the id is already used by result %1")
                    .arg(*first + 1));
            return std::nullopt;
        }
        indexOfId.insert(result->id, i);
        file.results.append(std::move(*result));
    }
    return file;
}

QString resultCatalogFormat() {
    return kFormat;
}

QByteArray exportResultsJson(QList<Result> results) {
    std::sort(results.begin(), results.end(),
              [](const Result& a, const Result& b) { return a.id < b.id; });
    QJsonArray array;
    for (const Result& result : results)
        array.append(resultToJson(result));
    QJsonObject root;
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("results"), array);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace chipatlas
