#include "systemjson.h"

#include "catalogfile.h"
#include "domain/excerpt.h"
#include "figurejson.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

namespace chipatlas {

namespace {
const QString kFigures = QStringLiteral("figures");
const QString kPrices = QStringLiteral("prices");

// The text keys of a system and of an offer, with the member each one holds.
template <typename Entry>
using TextKey = std::pair<const char*, QString Entry::*>;
constexpr TextKey<System> kSystemTexts[] = {{"id", &System::id},
                                            {"vendor", &System::vendor},
                                            {"name", &System::name},
                                            {"chip_id", &System::chipId},
                                            {"notes", &System::notes}};
constexpr TextKey<Offer> kOfferTexts[] = {{"id", &Offer::id},
                                          {"target_id", &Offer::targetId},
                                          {"provider", &Offer::provider},
                                          {"region", &Offer::region},
                                          {"instance", &Offer::instance},
                                          {"pricing_note", &Offer::pricingNote},
                                          {"notes", &Offer::notes}};

template <typename Entry, size_t N>
QJsonObject textsToJson(const Entry& entry, const TextKey<Entry> (&keys)[N]) {
    QJsonObject o;
    for (const auto& [key, member] : keys)
        o.insert(QLatin1String(key), entry.*member);
    return o;
}

QString text(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toString();
}

// A key that must be present as non-empty text ("id", "chip_id").
bool requiredText(const QJsonObject& o, const char* key, QString* out, QString* error) {
    *out = text(o, key).trimmed();
    if (!out->isEmpty())
        return true;
    *error = QCoreApplication::translate("SystemJson", "%1: is missing or empty")
                 .arg(QString::fromLatin1(key));
    return false;
}

// A key that may be absent or null, and is otherwise text.
bool optionalText(const QJsonObject& o, const char* key, QString* out, QString* error) {
    const QJsonValue value = o.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) {
        out->clear();
        return true;
    }
    if (!value.isString()) {
        *error = QCoreApplication::translate("SystemJson", "%1: must be text")
                     .arg(QString::fromLatin1(key));
        return false;
    }
    *out = value.toString();
    return true;
}

// A whole number of at least 1 ("chip_count", "chips").
bool count(const QJsonObject& o, const char* key, int* out, QString* error) {
    const QJsonValue value = o.value(QLatin1String(key));
    const double number = value.toDouble();
    if (!value.isDouble() || number < 1 || number > 1e9 || number != std::floor(number)) {
        *error =
            QCoreApplication::translate("SystemJson", "%1: must be a whole number of at least 1")
                .arg(QString::fromLatin1(key));
        return false;
    }
    *out = int(number);
    return true;
}

bool flag(const QJsonObject& o, const char* key, bool* out, QString* error) {
    const QJsonValue value = o.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) {
        *out = false;
        return true;
    }
    if (!value.isBool()) {
        *error = QCoreApplication::translate("SystemJson", "%1: must be true or false")
                     .arg(QString::fromLatin1(key));
        return false;
    }
    *out = value.toBool();
    return true;
}

bool textList(const QJsonObject& o, const char* key, QStringList* out, QString* error) {
    const QJsonValue value = o.value(QLatin1String(key));
    out->clear();
    if (value.isUndefined() || value.isNull())
        return true;
    bool ok = value.isArray();
    for (const QJsonValue& item : value.toArray()) {
        ok = ok && item.isString();
        out->append(item.toString());
    }
    if (!ok)
        *error = QCoreApplication::translate("SystemJson", "%1: must be an array of text")
                     .arg(QString::fromLatin1(key));
    return ok;
}

Origin origin(bool builtIn) {
    return builtIn ? Origin::BuiltIn : Origin::User;
}

QJsonObject priceToJson(const OfferPrice& price, int chips) {
    QJsonObject o;
    o.insert(QLatin1String("per_instance_hour"), price.perInstanceHour);
    o.insert(QLatin1String("per_chip_hour"), chips > 0 ? price.perInstanceHour / chips : 0.0);
    o.insert(QLatin1String("currency"), price.currency);
    o.insert(QLatin1String("seen"),
             price.seen.isValid() ? QJsonValue(price.seen.toString(Qt::ISODate)) : QJsonValue());
    o.insert(QLatin1String("seen_note"), price.seenNote);
    o.insert(QLatin1String("source"), price.source);
    o.insert(QLatin1String("builtin"), price.origin == Origin::BuiltIn);
    return o;
}

bool priceFromJson(const QJsonObject& o, OfferPrice* price, QString* error) {
    const QJsonValue value = o.value(QLatin1String("per_instance_hour"));
    if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() <= 0) {
        *error = QCoreApplication::translate("SystemJson",
                                             "per_instance_hour: must be a number greater than 0");
        return false;
    }
    price->perInstanceHour = value.toDouble();
    static const QRegularExpression currency(QStringLiteral("^[A-Z]{3}$"));
    const QJsonValue currencyValue = o.value(QLatin1String("currency"));
    if (!currencyValue.isUndefined()) {
        price->currency = currencyValue.toString();
        if (!currency.match(price->currency).hasMatch()) {
            *error = QCoreApplication::translate(
                         "SystemJson",
                         "currency: \"%1\" is not an ISO 4217 code (three capital letters)")
                         .arg(excerpt(price->currency));
            return false;
        }
    }
    QString seen;
    if (!optionalText(o, "seen", &seen, error))
        return false;
    price->seen = seen.isEmpty() ? QDate() : QDate::fromString(seen, Qt::ISODate);
    if (!seen.isEmpty() && (!price->seen.isValid() || seen.size() != 10)) {
        *error =
            QCoreApplication::translate("SystemJson", "seen: \"%1\" is not a date (YYYY-MM-DD)")
                .arg(excerpt(seen));
        return false;
    }
    bool builtIn = false;
    if (!optionalText(o, "seen_note", &price->seenNote, error) ||
        !optionalText(o, "source", &price->source, error) || !flag(o, "builtin", &builtIn, error))
        return false;
    price->origin = origin(builtIn);
    return true;
}

// The entries of a catalog file's array; an error names the entry ("system 3 (\"x\"): ...").
// `firstUse` is a QT_TRANSLATE_NOOP of "...already used by ... %1" (the index of the entry that
// has the id first): an id is used once.
template <typename Item, typename FromJson>
std::optional<QList<Item>> readItems(const QJsonArray& array, JsonEntryKind kind,
                                     const char* firstUse, FromJson fromJson, QString* error) {
    QList<Item> items;
    items.reserve(array.size());
    QHash<QString, qsizetype> indexOfId;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject object = array.at(i).toObject();
        QString itemError = QCoreApplication::translate("SystemJson", "is not an object");
        std::optional<Item> item =
            array.at(i).isObject() ? fromJson(object, &itemError) : std::nullopt;
        if (!item) {
            *error = jsonEntryError(kind, i, text(object, "id"), itemError);
            return std::nullopt;
        }
        if (const auto first = indexOfId.constFind(item->id); first != indexOfId.cend()) {
            *error =
                jsonEntryError(kind, i, item->id,
                               QCoreApplication::translate("SystemJson", firstUse).arg(*first + 1));
            return std::nullopt;
        }
        indexOfId.insert(item->id, i);
        items.append(std::move(*item));
    }
    return items;
}

QList<OfferNotFound> notFoundFromJson(const QByteArray& json) {
    QList<OfferNotFound> list;
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    for (const QJsonValue& value : doc.object().value(QLatin1String("not_found")).toArray()) {
        const QJsonObject o = value.toObject();
        list.append(
            {text(o, "provider"), text(o, "region"), text(o, "instance"), text(o, "target_id"),
             pricingFromKey(text(o, "pricing")).value_or(Pricing::OnDemand), text(o, "source")});
    }
    return list;
}
} // namespace

QJsonObject systemToJson(const System& system) {
    QJsonObject o = textsToJson(system, kSystemTexts);
    o.insert(QLatin1String("chip_count"), system.chipCount);
    o.insert(QLatin1String("vendor_throughput_sparse"), system.vendorThroughputSparse);
    o.insert(QLatin1String("source_urls"), QJsonArray::fromStringList(system.sourceUrls));
    o.insert(QLatin1String("builtin"), system.origin == Origin::BuiltIn);
    o.insert(kFigures, figuresToJson(systemSchema(), system.figures));
    return o;
}

std::optional<System> systemFromJson(const QJsonObject& o, QString* error) {
    System system;
    bool builtIn = false;
    if (!requiredText(o, "id", &system.id, error) ||
        !requiredText(o, "vendor", &system.vendor, error) ||
        !requiredText(o, "name", &system.name, error) ||
        !requiredText(o, "chip_id", &system.chipId, error) ||
        !count(o, "chip_count", &system.chipCount, error) ||
        !flag(o, "vendor_throughput_sparse", &system.vendorThroughputSparse, error) ||
        !textList(o, "source_urls", &system.sourceUrls, error) ||
        !optionalText(o, "notes", &system.notes, error) || !flag(o, "builtin", &builtIn, error)) {
        return std::nullopt;
    }
    system.origin = origin(builtIn);
    const QJsonValue figuresValue = o.value(kFigures);
    if (!figuresValue.isUndefined() && !figuresValue.isObject()) {
        *error =
            QCoreApplication::translate("SystemJson", "figures: must be an object keyed by figure");
        return std::nullopt;
    }
    const QJsonObject figures = figuresValue.toObject();
    if (const std::optional<QString> unknown = unknownFigureKey(systemSchema(), figures)) {
        *error = QCoreApplication::translate("SystemJson", "figures: unknown figure \"%1\"")
                     .arg(excerpt(*unknown));
        return std::nullopt;
    }
    if (!figuresFromJson(systemSchema(), figures, system.figures, error))
        return std::nullopt;
    return system;
}

QJsonObject offerToJson(const Offer& offer) {
    QJsonObject o = textsToJson(offer, kOfferTexts);
    o.insert(QLatin1String("pricing"), pricingKey(offer.pricing));
    o.insert(QLatin1String("chips"), offer.chips);
    o.insert(QLatin1String("builtin"), offer.origin == Origin::BuiltIn);
    QJsonArray prices;
    for (const OfferPrice& price : offer.prices)
        prices.append(priceToJson(price, offer.chips));
    o.insert(kPrices, prices);
    return o;
}

std::optional<Offer> offerFromJson(const QJsonObject& o, QString* error) {
    Offer offer;
    bool builtIn = false;
    if (!optionalText(o, "id", &offer.id, error) ||
        !requiredText(o, "target_id", &offer.targetId, error) ||
        !requiredText(o, "provider", &offer.provider, error) ||
        !optionalText(o, "region", &offer.region, error) ||
        !requiredText(o, "instance", &offer.instance, error) ||
        !optionalText(o, "pricing_note", &offer.pricingNote, error) ||
        !count(o, "chips", &offer.chips, error) || !optionalText(o, "notes", &offer.notes, error) ||
        !flag(o, "builtin", &builtIn, error)) {
        return std::nullopt;
    }
    const QString pricing = text(o, "pricing");
    const std::optional<Pricing> parsed = pricingFromKey(pricing);
    if (!parsed) {
        *error = QCoreApplication::translate(
                     "SystemJson", "pricing: \"%1\" is not one of on_demand, reserved, spot")
                     .arg(excerpt(pricing));
        return std::nullopt;
    }
    offer.pricing = *parsed;
    offer.origin = origin(builtIn);
    offer.id = offer.id.trimmed();
    if (offer.id.isEmpty())
        offer.id = offerId(offer.provider, offer.region, offer.instance, offer.pricing);
    const QJsonValue prices = o.value(kPrices);
    if (!prices.isUndefined() && !prices.isArray()) {
        *error = QCoreApplication::translate("SystemJson", "prices: must be an array");
        return std::nullopt;
    }
    const QJsonArray array = prices.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        OfferPrice price;
        QString priceError;
        if (!array.at(i).isObject()) {
            *error =
                QCoreApplication::translate("SystemJson", "price %1: is not an object").arg(i + 1);
            return std::nullopt;
        }
        if (!priceFromJson(array.at(i).toObject(), &price, &priceError)) {
            *error = QCoreApplication::translate("SystemJson", "price %1: %2")
                         .arg(i + 1)
                         .arg(priceError);
            return std::nullopt;
        }
        offer.prices.append(price);
    }
    sortPriceHistory(offer.prices);
    return offer;
}

std::optional<SystemCatalogFile> readSystemCatalog(const QByteArray& json, QString* error) {
    SystemCatalogFile file;
    const std::optional<QJsonArray> array = readCatalogArray(
        json, "systems", "chipatlas-systems", &file.revision, &file.contentHash, error);
    if (!array)
        return std::nullopt;
    auto systems =
        readItems<System>(*array, JsonEntryKind::System,
                          QT_TRANSLATE_NOOP("SystemJson", "the id is already used by system %1"),
                          systemFromJson, error);
    if (!systems)
        return std::nullopt;
    file.systems = std::move(*systems);
    return file;
}

std::optional<OfferCatalogFile> readOfferCatalog(const QByteArray& json, QString* error) {
    OfferCatalogFile file;
    const std::optional<QJsonArray> array = readCatalogArray(
        json, "offers", "chipatlas-offers", &file.revision, &file.contentHash, error);
    if (!array)
        return std::nullopt;
    auto offers =
        readItems<Offer>(*array, JsonEntryKind::Offer,
                         QT_TRANSLATE_NOOP("SystemJson", "the id is already used by offer %1"),
                         offerFromJson, error);
    if (!offers)
        return std::nullopt;
    file.offers = std::move(*offers);
    file.notFound = notFoundFromJson(json);
    return file;
}

std::optional<SystemCatalogFile> builtInSystems(QString* error) {
    const std::optional<QByteArray> json =
        readBuiltInCatalog(QStringLiteral(":/catalog/systems.json"), error);
    std::optional<SystemCatalogFile> file = json ? readSystemCatalog(*json, error) : std::nullopt;
    if (file) {
        for (System& system : file->systems)
            system.origin = Origin::BuiltIn;
    }
    return file;
}

std::optional<OfferCatalogFile> builtInOffers(QString* error) {
    const std::optional<QByteArray> json =
        readBuiltInCatalog(QStringLiteral(":/catalog/offers.json"), error);
    std::optional<OfferCatalogFile> file = json ? readOfferCatalog(*json, error) : std::nullopt;
    if (file) {
        for (Offer& offer : file->offers) {
            offer.origin = Origin::BuiltIn;
            for (OfferPrice& price : offer.prices)
                price.origin = Origin::BuiltIn;
        }
    }
    return file;
}

} // namespace chipatlas
