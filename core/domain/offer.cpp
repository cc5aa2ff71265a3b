#include "offer.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <iterator>

namespace chipatlas {

namespace {
using enum FieldKind;
constexpr auto kPlain = FigureMarks(0);

// One row per OfferField, in enum order (checked below). The labels are validation's words for
// the fields ("Provider (provider): ..."), filed under "chipatlas" as its free tr() is.
constexpr FieldSpec kOfferFields[] = {
    {.index = int(OfferField::TargetId),
     .key = "target_id",
     .label = QT_TRANSLATE_NOOP("chipatlas", "System or chip"),
     .kind = Text,
     .marks = kPlain},
    {.index = int(OfferField::Provider),
     .key = "provider",
     .label = QT_TRANSLATE_NOOP("chipatlas", "Provider"),
     .kind = Text,
     .marks = kPlain},
    {.index = int(OfferField::Region),
     .key = "region",
     .label = QT_TRANSLATE_NOOP("chipatlas", "Region"),
     .kind = Text,
     .marks = kPlain},
    {.index = int(OfferField::Instance),
     .key = "instance",
     .label = QT_TRANSLATE_NOOP("chipatlas", "Instance"),
     .kind = Text,
     .marks = kPlain},
    {.index = int(OfferField::Pricing),
     .key = "pricing",
     .label = QT_TRANSLATE_NOOP("chipatlas", "Pricing"),
     .kind = Text,
     .marks = kPlain},
    {.index = int(OfferField::PricingNote),
     .key = "pricing_note",
     .label = QT_TRANSLATE_NOOP("chipatlas", "Pricing note"),
     .kind = Text,
     .marks = kPlain},
    {.index = int(OfferField::Chips),
     .key = "chips",
     .label = QT_TRANSLATE_NOOP("chipatlas", "Chips"),
     .kind = Number,
     .unit = Unit::Chips,
     .better = Better::Higher,
     .marks = kPlain},
    {.index = int(OfferField::Notes),
     .key = "notes",
     .label = QT_TRANSLATE_NOOP("chipatlas", "Notes"),
     .kind = Text,
     .marks = kPlain},
};
static_assert(std::size(kOfferFields) == size_t(kOfferFieldCount),
              "kOfferFields must list every OfferField");
static_assert(schema_detail::inIndexOrder(kOfferFields),
              "kOfferFields must list every OfferField in enum order");
static_assert(schema_detail::uniqueKeys(kOfferFields), "two OfferFields share a key");
static_assert(schema_detail::marksFollowUnits(kOfferFields),
              "an OfferField takes no printed unit, configuration or range");

constexpr EntrySchema kOfferSchema{"offer", "chipatlas", kOfferFields};
} // namespace

const EntrySchema& offerSchema() {
    return kOfferSchema;
}

std::span<const FieldSpec> allOfferFields() {
    return kOfferFields;
}

const FieldSpec& offerFieldInfo(OfferField field) {
    return kOfferFields[size_t(field)];
}

QString offerFieldKey(OfferField field) {
    return kOfferSchema.key(int(field));
}

QString offerFieldLabel(OfferField field) {
    return kOfferSchema.label(int(field));
}

QString pricingKey(Pricing pricing) {
    switch (pricing) {
    case Pricing::OnDemand:
        return QStringLiteral("on_demand");
    case Pricing::Reserved:
        return QStringLiteral("reserved");
    case Pricing::Spot:
        return QStringLiteral("spot");
    }
    return {};
}

QString pricingDisplayName(Pricing pricing) {
    switch (pricing) {
    case Pricing::OnDemand:
        return QCoreApplication::translate("Offer", "on-demand");
    case Pricing::Reserved:
        return QCoreApplication::translate("Offer", "reserved");
    case Pricing::Spot:
        return QCoreApplication::translate("Offer", "spot");
    }
    return {};
}

std::optional<Pricing> pricingFromKey(QStringView key) {
    const QString k =
        key.trimmed().toString().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    if (k == QLatin1String("on_demand"))
        return Pricing::OnDemand;
    if (k == QLatin1String("reserved"))
        return Pricing::Reserved;
    if (k == QLatin1String("spot"))
        return Pricing::Spot;
    return std::nullopt;
}

std::optional<double> Offer::perChipHour() const {
    const OfferPrice* price = current();
    if (!price || chips <= 0)
        return std::nullopt;
    return price->perInstanceHour / chips;
}

QString offerId(const QString& provider, const QString& region, const QString& instance,
                Pricing pricing) {
    static const QRegularExpression other(QStringLiteral("[^a-z0-9.]+"));
    QStringList parts;
    for (const QString& part : {provider, region, instance, pricingKey(pricing)}) {
        QString slug = part.toLower().replace(other, QStringLiteral("-"));
        while (slug.startsWith(QLatin1Char('-')) || slug.startsWith(QLatin1Char('.')))
            slug.remove(0, 1);
        while (slug.endsWith(QLatin1Char('-')) || slug.endsWith(QLatin1Char('.')))
            slug.chop(1);
        if (!slug.isEmpty())
            parts.append(slug);
    }
    return parts.join(QLatin1Char('-'));
}

void sortPriceHistory(QList<OfferPrice>& prices) {
    std::stable_sort(prices.begin(), prices.end(), [](const OfferPrice& a, const OfferPrice& b) {
        if (a.seen.isValid() != b.seen.isValid())
            return !a.seen.isValid(); // undated first
        return a.seen.isValid() && a.seen < b.seen;
    });
}

bool addPrice(Offer& offer, const OfferPrice& price) {
    const bool known =
        std::any_of(offer.prices.cbegin(), offer.prices.cend(), [&](const OfferPrice& p) {
            return p.perInstanceHour == price.perInstanceHour && p.currency == price.currency &&
                   p.seen == price.seen && p.source == price.source;
        });
    if (known)
        return false;
    offer.prices.append(price);
    sortPriceHistory(offer.prices);
    return true;
}

QString priceAgeText(const OfferPrice& price, const QDate& today) {
    if (!price.seen.isValid()) {
        if (price.seenNote.isEmpty())
            return QCoreApplication::translate("Offer", "date not shown");
        return QCoreApplication::translate("Offer", "seen %1").arg(price.seenNote);
    }
    const QString date = price.seen.toString(Qt::ISODate);
    const qint64 days = price.seen.daysTo(today);
    if (days < 0)
        return QCoreApplication::translate("Offer", "seen %1").arg(date);
    if (days == 0)
        return QCoreApplication::translate("Offer", "seen %1, today").arg(date);
    int months = (today.year() - price.seen.year()) * 12 + today.month() - price.seen.month();
    if (today.day() < price.seen.day())
        --months;
    // One string for one and one for more: "1 day ago", "3 months ago" read right without a
    // plural-aware English translation (a %n string would print "3 month(s)").
    if (months <= 0) {
        if (days == 1)
            return QCoreApplication::translate("Offer", "seen %1, 1 day ago").arg(date);
        return QCoreApplication::translate("Offer", "seen %1, %2 days ago").arg(date).arg(days);
    }
    if (months == 1)
        return QCoreApplication::translate("Offer", "seen %1, 1 month ago").arg(date);
    if (months < 24) {
        return QCoreApplication::translate("Offer", "seen %1, %2 months ago").arg(date).arg(months);
    }
    return QCoreApplication::translate("Offer", "seen %1, %2 years ago").arg(date).arg(months / 12);
}

} // namespace chipatlas
