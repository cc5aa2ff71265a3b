#include "entryjson.h"

#include "domain/excerpt.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>

namespace chipatlas {

namespace {
const QLatin1String kChip("chip");
const QLatin1String kUsdPerHour("usd_per_hour");
const QLatin1String kQuotedOn("quoted_on");
const QLatin1String kSource("source");
const QLatin1String kId("id");

QString tr(const char* text) {
    return QCoreApplication::translate("EntryJson", text);
}

QString unknownKey(const QString& key) {
    return tr("unknown key \"%1\"").arg(excerpt(key));
}
} // namespace

QJsonObject chipPriceToJson(const ChipPrice& price) {
    const QJsonValue null(QJsonValue::Null);
    return {
        {kChip, price.chipId},
        {kUsdPerHour, price.usdPerChipHour},
        {kQuotedOn, price.date.isValid() ? QJsonValue(price.date.toString(Qt::ISODate)) : null},
        {kSource, price.source},
    };
}

std::optional<ChipPrice> chipPriceFromJson(const QJsonObject& object, QString* error) {
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() != kChip && it.key() != kUsdPerHour && it.key() != kQuotedOn &&
            it.key() != kSource) {
            *error = unknownKey(it.key());
            return std::nullopt;
        }
    }
    ChipPrice price;
    const QJsonValue chip = object.value(kChip);
    if (!chip.isString() || chip.toString().trimmed().isEmpty()) {
        *error = tr("chip: is missing or empty");
        return std::nullopt;
    }
    price.chipId = chip.toString().trimmed();
    const QJsonValue usd = object.value(kUsdPerHour);
    if (!usd.isDouble() || !std::isfinite(usd.toDouble()) || usd.toDouble() <= 0) {
        *error = tr("usd_per_hour: must be a number above 0");
        return std::nullopt;
    }
    price.usdPerChipHour = usd.toDouble();
    const QJsonValue quoted = object.value(kQuotedOn);
    if (quoted.isString()) {
        price.date = QDate::fromString(quoted.toString(), Qt::ISODate);
        if (!price.date.isValid()) {
            *error =
                tr("quoted_on: \"%1\" is not a date (YYYY-MM-DD)").arg(excerpt(quoted.toString()));
            return std::nullopt;
        }
    } else if (!quoted.isNull() && !quoted.isUndefined()) {
        *error = tr("quoted_on: must be a date (YYYY-MM-DD) or null");
        return std::nullopt;
    }
    const QJsonValue source = object.value(kSource);
    if (source.isString()) {
        price.source = source.toString();
    } else if (!source.isNull() && !source.isUndefined()) {
        *error = tr("source: must be text");
        return std::nullopt;
    }
    return price;
}

QJsonObject scenarioToJson(const OwnershipScenario& scenario) {
    QJsonObject object{{kId, scenario.id}};
    for (const FieldSpec& spec : allOwnershipFields()) {
        const auto field = OwnershipField(spec.index);
        const QString text = ownershipText(scenario, field);
        QJsonValue value = text;
        if (text.isEmpty())
            value = QJsonValue(QJsonValue::Null);
        else if (spec.kind == FieldKind::Number)
            value = text.toDouble();
        object.insert(QString::fromLatin1(spec.key), value);
    }
    return object;
}

std::optional<OwnershipScenario> scenarioFromJson(const QJsonObject& object, QString* error) {
    OwnershipScenario scenario;
    const QJsonValue id = object.value(kId);
    if (!id.isString() || id.toString().trimmed().isEmpty()) {
        *error = tr("id: is missing or empty");
        return std::nullopt;
    }
    scenario.id = id.toString().trimmed();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() == kId)
            continue;
        const std::optional<OwnershipField> field = ownershipFieldFromKey(it.key());
        if (!field) {
            *error = unknownKey(it.key());
            return std::nullopt;
        }
        const QJsonValue value = it.value();
        QString text;
        if (value.isDouble()) {
            text = QString::number(value.toDouble(), 'g', 17);
        } else if (value.isString()) {
            text = value.toString();
        } else if (!value.isNull()) {
            *error = tr("%1: must be a number, text or null").arg(it.key());
            return std::nullopt;
        }
        const QString problem = setOwnershipText(scenario, *field, text);
        if (!problem.isEmpty()) {
            *error = problem;
            return std::nullopt;
        }
    }
    return scenario;
}

} // namespace chipatlas
