#include "catalogjson.h"

#include "catalogfile.h"
#include "figurejson.h"

#include <QCoreApplication>

#include <cmath>

namespace chipatlas {

namespace {
const QString kFigures = QStringLiteral("figures");

QString str(const char* latin1) {
    return QString::fromLatin1(latin1);
}

QJsonValue modelValueToJson(ModelFieldKind kind, const QVariant& value) {
    if (value.isNull())
        return QJsonValue();
    switch (kind) {
    case ModelFieldKind::Integer:
        return QJsonValue(value.toLongLong());
    case ModelFieldKind::Number:
        return QJsonValue(value.toDouble());
    case ModelFieldKind::Bool:
        return QJsonValue(value.toBool());
    case ModelFieldKind::List:
        return QJsonArray::fromStringList(value.toStringList());
    case ModelFieldKind::Text:
        return QJsonValue(value.toString());
    }
    return QJsonValue();
}

template <typename Item, typename FromJson>
std::optional<QList<Item>> readArray(const QByteArray& json, const char* arrayKey,
                                     const char* format, int* revision, QString* contentHash,
                                     FromJson fromJson, QString* error) {
    const std::optional<QJsonArray> array =
        readCatalogArray(json, arrayKey, format, revision, contentHash, error);
    if (!array)
        return std::nullopt;
    QList<Item> items;
    items.reserve(array->size());
    for (qsizetype i = 0; i < array->size(); ++i) {
        QString itemError;
        std::optional<Item> item = fromJson(array->at(i).toObject(), &itemError);
        if (!item) {
            *error = QCoreApplication::translate("CatalogJson", "%1 #%2: %3")
                         .arg(str(arrayKey))
                         .arg(i + 1)
                         .arg(itemError);
            return std::nullopt;
        }
        items.append(std::move(*item));
    }
    return items;
}
} // namespace

QJsonObject figureToJson(Field field, const Figure& figure) {
    const FieldInfo& info = fieldInfo(field);
    return figureToJsonObject(figure, info.kind, info.unit);
}

QJsonObject chipToJson(const Chip& chip) {
    QJsonObject o;
    o.insert(QLatin1String("id"), chip.id);
    o.insert(QLatin1String("vendor"), chip.vendor);
    o.insert(QLatin1String("name"), chip.name);
    o.insert(QLatin1String("family_generation"), chip.familyGeneration);
    o.insert(QLatin1String("kind"), chip.kind);
    o.insert(QLatin1String("sparsity_note"), chip.sparsityNote);
    o.insert(QLatin1String("source_urls"), QJsonArray::fromStringList(chip.sourceUrls));
    o.insert(QLatin1String("notes"), chip.notes);
    o.insert(QLatin1String("builtin"), chip.origin == Origin::BuiltIn);
    QJsonObject figures;
    for (const FieldInfo& info : allFields())
        figures.insert(str(info.key), figureToJson(info.field, chip.figure(info.field)));
    o.insert(kFigures, figures);
    return o;
}

std::optional<Chip> chipFromJson(const QJsonObject& o, QString* error) {
    Chip chip;
    chip.id = o.value(QLatin1String("id")).toString().trimmed();
    chip.vendor = o.value(QLatin1String("vendor")).toString().trimmed();
    chip.name = o.value(QLatin1String("name")).toString().trimmed();
    for (const auto& [key, value] : {std::pair{"id", chip.id}, std::pair{"vendor", chip.vendor},
                                     std::pair{"name", chip.name}}) {
        if (value.isEmpty()) {
            *error = QCoreApplication::translate("CatalogJson", "\"%1\" is missing or empty")
                         .arg(str(key));
            return std::nullopt;
        }
    }
    chip.familyGeneration = o.value(QLatin1String("family_generation")).toString();
    chip.kind = o.value(QLatin1String("kind")).toString();
    chip.sparsityNote = o.value(QLatin1String("sparsity_note")).toString();
    for (const QJsonValue& url : o.value(QLatin1String("source_urls")).toArray())
        chip.sourceUrls << url.toString();
    chip.notes = o.value(QLatin1String("notes")).toString();
    chip.origin = o.value(QLatin1String("builtin")).toBool() ? Origin::BuiltIn : Origin::User;
    const QJsonObject figures = o.value(kFigures).toObject();
    for (auto it = figures.begin(); it != figures.end(); ++it) {
        if (!fieldFromKey(it.key())) {
            *error =
                QCoreApplication::translate("CatalogJson", "chip \"%1\": unknown figure \"%2\"")
                    .arg(chip.id, it.key());
            return std::nullopt;
        }
    }
    for (const FieldInfo& info : allFields()) {
        const QJsonValue value = figures.value(str(info.key));
        if (value.isUndefined())
            continue; // stays unknown
        QString figureError;
        if (!figureFromJsonValue(value, info.key, info.kind, &chip.figure(info.field),
                                 &figureError)) {
            *error = QCoreApplication::translate("CatalogJson", "chip \"%1\": %2")
                         .arg(chip.id, figureError);
            return std::nullopt;
        }
    }
    return chip;
}

QJsonObject modelToJson(const LlmModel& model) {
    QJsonObject o;
    for (const ModelFieldInfo& info : allModelFields())
        o.insert(str(info.key), modelValueToJson(info.kind, model.value(info.field)));
    return o;
}

std::optional<LlmModel> modelFromJson(const QJsonObject& o, QString* error) {
    LlmModel model;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!modelFieldFromKey(it.key())) {
            *error = QCoreApplication::translate("CatalogJson", "unknown key \"%1\"").arg(it.key());
            return std::nullopt;
        }
    }
    for (const ModelFieldInfo& info : allModelFields()) {
        const QJsonValue v = o.value(str(info.key));
        QVariant& out = model.value(info.field);
        if (v.isNull() || v.isUndefined())
            continue;
        bool ok = true;
        switch (info.kind) {
        case ModelFieldKind::Integer:
            ok = v.isDouble() && v.toDouble() == std::floor(v.toDouble());
            out = qint64(v.toDouble());
            break;
        case ModelFieldKind::Number:
            ok = v.isDouble() && std::isfinite(v.toDouble());
            out = v.toDouble();
            break;
        case ModelFieldKind::Bool:
            ok = v.isBool();
            out = v.toBool();
            break;
        case ModelFieldKind::List: {
            QStringList list;
            for (const QJsonValue& item : v.toArray())
                list << item.toString();
            ok = v.isArray();
            out = list;
            break;
        }
        case ModelFieldKind::Text:
            ok = v.isString();
            out = v.toString();
            break;
        }
        if (!ok) {
            *error = QCoreApplication::translate("CatalogJson", "\"%1\" has the wrong type")
                         .arg(str(info.key));
            return std::nullopt;
        }
    }
    if (model.id().isEmpty() || model.name().isEmpty()) {
        *error = QCoreApplication::translate("CatalogJson", "\"id\" and \"name\" are required");
        return std::nullopt;
    }
    return model;
}

std::optional<ChipCatalogFile> readChipCatalog(const QByteArray& json, QString* error) {
    ChipCatalogFile file;
    auto chips = readArray<Chip>(json, "chips", "chipatlas-catalog", &file.revision,
                                 &file.contentHash, chipFromJson, error);
    if (!chips)
        return std::nullopt;
    file.chips = std::move(*chips);
    return file;
}

std::optional<ModelCatalogFile> readModelCatalog(const QByteArray& json, QString* error) {
    ModelCatalogFile file;
    auto models = readArray<LlmModel>(json, "models", "chipatlas-models", &file.revision,
                                      &file.contentHash, modelFromJson, error);
    if (!models)
        return std::nullopt;
    file.models = std::move(*models);
    return file;
}

std::optional<ChipCatalogFile> builtInChips(QString* error) {
    const std::optional<QByteArray> json =
        readBuiltInCatalog(QStringLiteral(":/catalog/chips.json"), error);
    if (!json)
        return std::nullopt;
    std::optional<ChipCatalogFile> file = readChipCatalog(*json, error);
    if (file) {
        for (Chip& chip : file->chips)
            chip.origin = Origin::BuiltIn;
    }
    return file;
}

std::optional<ModelCatalogFile> builtInModels(QString* error) {
    const std::optional<QByteArray> json =
        readBuiltInCatalog(QStringLiteral(":/catalog/models.json"), error);
    return json ? readModelCatalog(*json, error) : std::nullopt;
}

} // namespace chipatlas
