#include "catalogjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

#include <cmath>

namespace chipatlas {

namespace {
const QString kFigures = QStringLiteral("figures");

QString str(const char* latin1) {
    return QString::fromLatin1(latin1);
}

// A key of an attribute's enum ("binary", "host_to_chip"); absent, null or "" is unstated.
template <typename Enum>
bool enumFromJson(const FieldInfo& info, const QJsonObject& o, const char* key,
                  std::optional<Enum> (*fromKey)(QStringView), QString (*toKey)(Enum),
                  std::initializer_list<Enum> accepted, Enum* out, QString* error) {
    const QJsonValue value = o.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return true;
    const std::optional<Enum> parsed =
        value.isString() ? fromKey(value.toString()) : std::optional<Enum>();
    if (parsed) {
        *out = *parsed;
        return true;
    }
    QStringList keys;
    for (Enum e : accepted)
        keys << toKey(e);
    const QString choices = keys.join(QStringLiteral(", "));
    *error = value.isString()
                 ? QCoreApplication::translate("CatalogJson",
                                               "figure \"%1\": %2 \"%3\" is not one of %4")
                       .arg(str(info.key), str(key), value.toString(), choices)
                 : QCoreApplication::translate("CatalogJson",
                                               "figure \"%1\": %2 must be one of %3 (as text)")
                       .arg(str(info.key), str(key), choices);
    return false;
}

// The attributes of figure.h: "printed_unit", "configuration", "range": [low, high] and
// "link_scope". Whether the field may carry them is validateChip()'s to say.
bool attributesFromJson(const FieldInfo& info, const QJsonObject& o, Figure* figure,
                        QString* error) {
    if (!enumFromJson(info, o, "printed_unit", printedUnitFromKey, printedUnitKey,
                      {PrintedUnit::Decimal, PrintedUnit::Binary}, &figure->printedUnit, error) ||
        !enumFromJson(info, o, "link_scope", linkScopeFromKey, linkScopeKey,
                      {LinkScope::ChipToChip, LinkScope::HostToChip}, &figure->linkScope, error)) {
        return false;
    }
    const QJsonValue configuration = o.value(QLatin1String("configuration"));
    if (!configuration.isUndefined() && !configuration.isNull() && !configuration.isString()) {
        *error =
            QCoreApplication::translate("CatalogJson", "figure \"%1\": configuration must be text")
                .arg(str(info.key));
        return false;
    }
    figure->configuration = configuration.toString();
    const QJsonValue range = o.value(QLatin1String("range"));
    if (range.isUndefined() || range.isNull())
        return true;
    const QJsonArray ends = range.toArray();
    if (!range.isArray() || ends.size() != 2 || !ends.at(0).isDouble() || !ends.at(1).isDouble() ||
        !std::isfinite(ends.at(0).toDouble()) || !std::isfinite(ends.at(1).toDouble())) {
        *error = QCoreApplication::translate(
                     "CatalogJson", "figure \"%1\": range must be [low, high], two numbers")
                     .arg(str(info.key));
        return false;
    }
    figure->rangeLow = ends.at(0).toDouble();
    figure->rangeHigh = ends.at(1).toDouble();
    return true;
}

bool figureFromJson(Field field, const QJsonValue& json, Figure* figure, QString* error) {
    const FieldInfo& info = fieldInfo(field);
    if (!json.isObject()) {
        *error = QCoreApplication::translate("CatalogJson", "figure \"%1\" is not an object")
                     .arg(str(info.key));
        return false;
    }
    const QJsonObject o = json.toObject();
    const QJsonValue value = o.value(QLatin1String("value"));
    if (value.isNull() || value.isUndefined()) {
        figure->value = QVariant();
    } else if (info.kind == FieldKind::Number) {
        if (!value.isDouble() || !std::isfinite(value.toDouble())) {
            *error =
                QCoreApplication::translate("CatalogJson", "figure \"%1\": value must be a number")
                    .arg(str(info.key));
            return false;
        }
        figure->value = value.toDouble();
    } else {
        if (!value.isString()) {
            *error = QCoreApplication::translate("CatalogJson", "figure \"%1\": value must be text")
                         .arg(str(info.key));
            return false;
        }
        figure->value = value.toString();
    }
    const QString statusText = o.value(QLatin1String("status")).toString();
    const std::optional<FigureStatus> status = statusFromKey(statusText);
    if (!status) {
        *error = QCoreApplication::translate("CatalogJson", "figure \"%1\": unknown status \"%2\"")
                     .arg(str(info.key), statusText);
        return false;
    }
    figure->status = *status;
    const bool missingStatus =
        figure->status == FigureStatus::NotPublished || figure->status == FigureStatus::Unknown;
    if (missingStatus == figure->hasValue()) {
        *error =
            missingStatus
                ? QCoreApplication::translate("CatalogJson", "figure \"%1\" is %2 but has a value")
                      .arg(str(info.key), statusText)
                : QCoreApplication::translate("CatalogJson", "figure \"%1\" is %2 but has no value")
                      .arg(str(info.key), statusText);
        return false;
    }
    figure->source = o.value(QLatin1String("source")).toString();
    figure->note = o.value(QLatin1String("note")).toString();
    figure->sparsityUnstated = o.value(QLatin1String("sparsity_unstated")).toBool();
    return attributesFromJson(info, o, figure, error);
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
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        *error = QCoreApplication::translate("CatalogJson", "not valid JSON at offset %1: %2")
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    QJsonArray array;
    *revision = 0;
    contentHash->clear();
    if (doc.isArray()) {
        array = doc.array();
    } else {
        const QJsonObject root = doc.object();
        if (root.value(QLatin1String("format")).toString() != QLatin1String(format)) {
            *error = QCoreApplication::translate("CatalogJson", "the \"format\" key is not \"%1\"")
                         .arg(str(format));
            return std::nullopt;
        }
        *revision = root.value(QLatin1String("revision")).toInt();
        *contentHash = root.value(QLatin1String("content_hash")).toString();
        array = root.value(QLatin1String(arrayKey)).toArray();
    }
    QList<Item> items;
    items.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        QString itemError;
        std::optional<Item> item = fromJson(array.at(i).toObject(), &itemError);
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

std::optional<QByteArray> readResource(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error =
            QCoreApplication::translate("CatalogJson", "cannot read the built-in catalog %1: %2")
                .arg(path, file.errorString());
        return std::nullopt;
    }
    return file.readAll();
}
} // namespace

QJsonObject figureToJson(Field field, const Figure& figure) {
    const FieldInfo& info = fieldInfo(field);
    QJsonObject o;
    if (!figure.hasValue())
        o.insert(QLatin1String("value"), QJsonValue());
    else if (info.kind == FieldKind::Number)
        o.insert(QLatin1String("value"), figure.number());
    else
        o.insert(QLatin1String("value"), figure.text());
    o.insert(QLatin1String("unit"), unitSymbol(info.unit));
    o.insert(QLatin1String("status"), statusKey(figure.status));
    o.insert(QLatin1String("source"), figure.source);
    o.insert(QLatin1String("note"), figure.note);
    if (figure.sparsityUnstated)
        o.insert(QLatin1String("sparsity_unstated"), true);
    if (figure.printedUnit != PrintedUnit::Unstated)
        o.insert(QLatin1String("printed_unit"), printedUnitKey(figure.printedUnit));
    if (!figure.configuration.isEmpty())
        o.insert(QLatin1String("configuration"), figure.configuration);
    if (figure.rangeLow || figure.rangeHigh) {
        const auto end = [](std::optional<double> number) {
            return number ? QJsonValue(*number) : QJsonValue();
        };
        o.insert(QLatin1String("range"), QJsonArray{end(figure.rangeLow), end(figure.rangeHigh)});
    }
    if (figure.linkScope != LinkScope::Unstated)
        o.insert(QLatin1String("link_scope"), linkScopeKey(figure.linkScope));
    return o;
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
        if (!figureFromJson(info.field, value, &chip.figure(info.field), &figureError)) {
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
        readResource(QStringLiteral(":/catalog/chips.json"), error);
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
        readResource(QStringLiteral(":/catalog/models.json"), error);
    return json ? readModelCatalog(*json, error) : std::nullopt;
}

} // namespace chipatlas
