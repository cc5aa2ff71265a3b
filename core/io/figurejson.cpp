#include "figurejson.h"

#include "domain/excerpt.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

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

QJsonObject figureToJsonObject(const Figure& figure, FieldKind kind, Unit unit) {
    QJsonObject o;
    if (!figure.hasValue())
        o.insert(QLatin1String("value"), QJsonValue());
    else if (kind == FieldKind::Number)
        o.insert(QLatin1String("value"), figure.number());
    else
        o.insert(QLatin1String("value"), figure.text());
    o.insert(QLatin1String("unit"), unitSymbol(unit));
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
    QJsonObject json;
    for (const FieldSpec& info : schema.fields) {
        json.insert(str(info.key),
                    figureToJsonObject(figures[size_t(info.index)], info.kind, info.unit));
    }
    return json;
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
