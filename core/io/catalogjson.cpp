#include "catalogjson.h"

#include "catalogfile.h"
#include "catalogimport.h"
#include "domain/excerpt.h"
#include "figurejson.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace chipatlas {

namespace {
const QString kFigures = QStringLiteral("figures");

QString str(const char* latin1) {
    return QString::fromLatin1(latin1);
}

// "a number", "an array", ...: what a JSON value is, for a message about a wrong type.
QString jsonTypeName(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Bool:
        return QCoreApplication::translate("CatalogJson", "true or false");
    case QJsonValue::Double:
        return QCoreApplication::translate("CatalogJson", "a number");
    case QJsonValue::String:
        return QCoreApplication::translate("CatalogJson", "text");
    case QJsonValue::Array:
        return QCoreApplication::translate("CatalogJson", "an array");
    case QJsonValue::Object:
        return QCoreApplication::translate("CatalogJson", "an object");
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return QCoreApplication::translate("CatalogJson", "null");
}

// A text key: absent or null reads as empty; any other type is an error, so that a value
// written by another tool in the wrong type is reported rather than dropped.
bool textFromJson(const QJsonObject& o, const char* key, QString* out, QString* error) {
    const QJsonValue value = o.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) {
        out->clear();
        return true;
    }
    if (!value.isString()) {
        *error = QCoreApplication::translate("CatalogJson", "\"%1\" must be text, not %2")
                     .arg(str(key), jsonTypeName(value));
        return false;
    }
    *out = value.toString();
    return true;
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

// A chip's members: its texts (kChipTexts), "builtin" and "figures".
struct ChipMember {
    enum class Kind { Text, SourceUrls, Builtin, Figures };
    const char* key;
    Kind kind;
    QString Chip::*text = nullptr;
};

// The members in the order of their keys, as QJsonObject lists them (and the writer then keeps
// without moving bytes).
const std::vector<ChipMember>& chipMembersByKey() {
    static const std::vector<ChipMember> members = [] {
        std::vector<ChipMember> list;
        for (const auto& [key, member] : kChipTexts) {
            list.push_back(
                {key, member ? ChipMember::Kind::Text : ChipMember::Kind::SourceUrls, member});
        }
        list.push_back({"builtin", ChipMember::Kind::Builtin});
        list.push_back({"figures", ChipMember::Kind::Figures});
        std::sort(list.begin(), list.end(), [](const ChipMember& a, const ChipMember& b) {
            return std::strcmp(a.key, b.key) < 0;
        });
        return list;
    }();
    return members;
}

// The one description of a chip's JSON (catalogjson.h), for the builder and the writer.
template <typename Json>
void writeChipMembers(Json& json, const Chip& chip, ChipOrigin origin) {
    for (const ChipMember& member : chipMembersByKey()) {
        const QLatin1StringView key(member.key);
        switch (member.kind) {
        case ChipMember::Kind::Text:
            json.key(key);
            json.value(chip.*member.text);
            break;
        case ChipMember::Kind::SourceUrls:
            json.key(key);
            json.value(chip.sourceUrls);
            break;
        case ChipMember::Kind::Builtin:
            if (origin == ChipOrigin::Written) {
                json.key(key);
                json.value(chip.origin == Origin::BuiltIn);
            }
            break;
        case ChipMember::Kind::Figures:
            json.key(key);
            figuresJson(json, chipSchema(), chip.figures);
            break;
        }
    }
}

template <typename Item, typename FromJson>
std::optional<QList<Item>> readArray(const QByteArray& json, const char* arrayKey,
                                     const char* format, JsonEntryKind kind, int* revision,
                                     QString* contentHash, FromJson fromJson, QString* error) {
    const std::optional<QJsonArray> array =
        readCatalogArray(json, arrayKey, format, revision, contentHash, error);
    if (!array)
        return std::nullopt;
    QList<Item> items;
    items.reserve(array->size());
    for (qsizetype i = 0; i < array->size(); ++i) {
        QString itemError;
        const QJsonObject object = array->at(i).toObject();
        std::optional<Item> item = fromJson(object, &itemError);
        if (!item) {
            *error =
                jsonEntryError(kind, i, object.value(QLatin1String("id")).toString(), itemError);
            return std::nullopt;
        }
        items.append(std::move(*item));
    }
    return items;
}
} // namespace

QJsonObject figureToJson(Field field, const Figure& figure) {
    const FieldSpec& info = fieldInfo(field);
    return figureToJsonObject(figure, info.kind, info.unit);
}

QJsonObject chipToJson(const Chip& chip) {
    JsonObjectBuilder json;
    json.beginObject();
    writeChipMembers(json, chip, ChipOrigin::Written);
    json.endObject();
    return json.object();
}

void chipJsonMembers(IndentedJsonWriter& json, const Chip& chip, ChipOrigin origin) {
    writeChipMembers(json, chip, origin);
}

std::optional<Chip> chipFromJson(const QJsonObject& o, QString* error) {
    Chip chip;
    for (const auto& [key, member] : kChipTexts) {
        if (member && !textFromJson(o, key, &(chip.*member), error))
            return std::nullopt;
    }
    for (QString* value : {&chip.id, &chip.vendor, &chip.name})
        *value = value->trimmed();
    for (const auto& [key, value] : {std::pair{"id", chip.id}, std::pair{"vendor", chip.vendor},
                                     std::pair{"name", chip.name}}) {
        if (value.isEmpty()) {
            *error = QCoreApplication::translate("CatalogJson", "\"%1\" is missing or empty")
                         .arg(str(key));
            return std::nullopt;
        }
    }
    const QJsonValue urls = o.value(QLatin1String("source_urls"));
    if (!urls.isUndefined() && !urls.isNull() && !urls.isArray()) {
        *error = QCoreApplication::translate("CatalogJson",
                                             "\"source_urls\" must be an array of texts, not %1")
                     .arg(jsonTypeName(urls));
        return std::nullopt;
    }
    for (const QJsonValue& url : urls.toArray()) {
        if (!url.isString()) {
            *error = QCoreApplication::translate("CatalogJson",
                                                 "\"source_urls\" must be an array of texts, "
                                                 "and one entry is %1")
                         .arg(jsonTypeName(url));
            return std::nullopt;
        }
        chip.sourceUrls << url.toString();
    }
    chip.origin = o.value(QLatin1String("builtin")).toBool() ? Origin::BuiltIn : Origin::User;
    const QJsonValue figuresValue = o.value(kFigures);
    if (!figuresValue.isUndefined() && !figuresValue.isNull() && !figuresValue.isObject()) {
        *error = QCoreApplication::translate(
                     "CatalogJson", "\"figures\" must be an object keyed by figure, not %1")
                     .arg(jsonTypeName(figuresValue));
        return std::nullopt;
    }
    const QJsonObject figures = figuresValue.toObject();
    if (const std::optional<QString> unknown = unknownFigureKey(chipSchema(), figures)) {
        *error = QCoreApplication::translate("CatalogJson", "unknown figure \"%1\"")
                     .arg(excerpt(*unknown));
        return std::nullopt;
    }
    if (!figuresFromJson(chipSchema(), figures, chip.figures, error))
        return std::nullopt;
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
            *error = QCoreApplication::translate("CatalogJson", "unknown key \"%1\"")
                         .arg(excerpt(it.key()));
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
        case ModelFieldKind::Integer: {
            // A whole number a qint64 holds exactly; a larger one (1e300) is refused, not
            // converted, which would be undefined.
            const double number = v.toDouble();
            ok = v.isDouble() && number == std::floor(number) && std::abs(number) < 0x1p53;
            if (ok)
                out = qint64(number);
            break;
        }
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
    auto chips = readArray<Chip>(json, "chips", "chipatlas-catalog", JsonEntryKind::Chip,
                                 &file.revision, &file.contentHash, chipFromJson, error);
    if (!chips)
        return std::nullopt;
    file.chips = std::move(*chips);
    return file;
}

std::optional<ModelCatalogFile> readModelCatalog(const QByteArray& json, QString* error) {
    ModelCatalogFile file;
    auto models = readArray<LlmModel>(json, "models", "chipatlas-models", JsonEntryKind::Model,
                                      &file.revision, &file.contentHash, modelFromJson, error);
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
