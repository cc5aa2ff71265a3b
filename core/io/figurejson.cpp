#include "figurejson.h"

#include "domain/excerpt.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMutex>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <list>
#include <vector>

namespace chipatlas {

namespace {
// What an error needs to name a figure and what its value must be.
struct FigureSpec {
    const char* key;
    FieldKind kind;
};

QString str(const char* latin1) {
    return QString::fromLatin1(latin1);
}

// A key of an attribute's enum ("binary", "host_to_chip"); absent, null or "" is unstated.
template <typename Enum>
bool enumFromJson(const FigureSpec& info, const QJsonObject& o, const char* key,
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
                       .arg(str(info.key), str(key), excerpt(value.toString()), choices)
                 : QCoreApplication::translate("CatalogJson",
                                               "figure \"%1\": %2 must be one of %3 (as text)")
                       .arg(str(info.key), str(key), choices);
    return false;
}

// The attributes of figure.h: "printed_unit", "configuration", "range": [low, high] and
// "link_scope". Whether the field may carry them is validateChip()'s to say.
bool attributesFromJson(const FigureSpec& info, const QJsonObject& o, Figure* figure,
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
} // namespace

namespace {
// One figure's members, in the order of their keys (QJsonObject's order, which the writer keeps
// without moving bytes when they come in it): configuration, link_scope, note, printed_unit,
// range, source, sparsity_unstated, status, unit, value.
template <typename Json>
void writeFigure(Json& json, const Figure& figure, FieldKind kind, Unit unit) {
    json.beginObject();
    if (!figure.configuration.isEmpty()) {
        json.key(QLatin1StringView("configuration"));
        json.value(figure.configuration);
    }
    if (figure.linkScope != LinkScope::Unstated) {
        json.key(QLatin1StringView("link_scope"));
        json.value(linkScopeKey(figure.linkScope));
    }
    json.key(QLatin1StringView("note"));
    json.value(figure.note);
    if (figure.printedUnit != PrintedUnit::Unstated) {
        json.key(QLatin1StringView("printed_unit"));
        json.value(printedUnitKey(figure.printedUnit));
    }
    if (figure.rangeLow || figure.rangeHigh) {
        json.key(QLatin1StringView("range"));
        json.beginArray();
        for (const std::optional<double>& end : {figure.rangeLow, figure.rangeHigh}) {
            if (end)
                json.value(*end);
            else
                json.null();
        }
        json.endArray();
    }
    json.key(QLatin1StringView("source"));
    json.value(figure.source);
    if (figure.sparsityUnstated) {
        json.key(QLatin1StringView("sparsity_unstated"));
        json.value(true);
    }
    json.key(QLatin1StringView("status"));
    json.value(statusKey(figure.status));
    json.key(QLatin1StringView("unit"));
    json.value(unitSymbol(unit));
    json.key(QLatin1StringView("value"));
    if (!figure.hasValue())
        json.null();
    else if (kind == FieldKind::Number)
        json.value(figure.number());
    else
        json.value(figure.text());
    json.endObject();
}

// A schema's fields in the order of their keys, as a "figures" object lists them; made once
// for each schema (a chip's, a system's).
std::span<const FieldSpec* const> fieldsByKey(const EntrySchema& schema) {
    static QMutex mutex;
    static std::list<std::pair<const FieldSpec*, std::vector<const FieldSpec*>>> orders;
    const QMutexLocker lock(&mutex);
    for (const auto& [table, order] : orders) {
        if (table == schema.fields.data())
            return order;
    }
    std::vector<const FieldSpec*> order;
    for (const FieldSpec& info : schema.fields)
        order.push_back(&info);
    std::sort(order.begin(), order.end(), [](const FieldSpec* a, const FieldSpec* b) {
        return std::strcmp(a->key, b->key) < 0;
    });
    orders.emplace_back(schema.fields.data(), std::move(order));
    return orders.back().second;
}

template <typename Json>
void writeFigures(Json& json, const EntrySchema& schema, std::span<const Figure> figures) {
    json.beginObject();
    for (const FieldSpec* info : fieldsByKey(schema)) {
        json.key(QLatin1StringView(info->key));
        writeFigure(json, figures[size_t(info->index)], info->kind, info->unit);
    }
    json.endObject();
}
} // namespace

void figuresJson(JsonObjectBuilder& json, const EntrySchema& schema,
                 std::span<const Figure> figures) {
    writeFigures(json, schema, figures);
}

void figuresJson(IndentedJsonWriter& json, const EntrySchema& schema,
                 std::span<const Figure> figures) {
    writeFigures(json, schema, figures);
}

QJsonObject figureToJsonObject(const Figure& figure, FieldKind kind, Unit unit) {
    JsonObjectBuilder json;
    writeFigure(json, figure, kind, unit);
    return json.object();
}

bool figureFromJsonValue(const QJsonValue& json, const char* key, FieldKind kind, Figure* figure,
                         QString* error) {
    const FigureSpec info{key, kind};
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
                     .arg(str(info.key), excerpt(statusText));
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

QJsonObject figuresToJson(const EntrySchema& schema, std::span<const Figure> figures) {
    JsonObjectBuilder json;
    writeFigures(json, schema, figures);
    return json.object();
}

std::optional<QString> unknownFigureKey(const EntrySchema& schema, const QJsonObject& figures) {
    for (auto it = figures.begin(); it != figures.end(); ++it) {
        if (!schema.indexOf(it.key()))
            return it.key();
    }
    return std::nullopt;
}

bool figuresFromJson(const EntrySchema& schema, const QJsonObject& json, std::span<Figure> figures,
                     QString* error) {
    for (const FieldSpec& info : schema.fields) {
        const QJsonValue value = json.value(str(info.key));
        if (value.isUndefined())
            continue; // stays unknown
        if (!figureFromJsonValue(value, info.key, info.kind, &figures[size_t(info.index)], error))
            return false;
    }
    return true;
}

} // namespace chipatlas
