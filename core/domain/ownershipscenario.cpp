#include "ownershipscenario.h"

#include "excerpt.h"
#include "units.h"
#include "validation.h"


#include <iterator>

namespace chipatlas {

namespace {
using enum FieldKind;
using enum FieldGroup;
constexpr auto kPlain = FigureMarks(0);

constexpr FieldSpec text(OwnershipField field, const char* key, const char* label,
                         FieldGroup group = Availability) {
    return {.index = int(field),
            .key = key,
            .label = label,
            .kind = Text,
            .group = group,
            .marks = kPlain};
}
constexpr FieldSpec number(OwnershipField field, const char* key, const char* label,
                           FieldGroup group, int decimals, Unit unit = Unit::None) {
    return {.index = int(field),
            .key = key,
            .label = label,
            .kind = Number,
            .unit = unit,
            .group = group,
            .decimals = decimals,
            .marks = kPlain};
}

// One row per OwnershipField, in enum order (checked below). A scenario's numbers are plain
// values (the user's assumptions), without a status: where they come from is the report's
// Assumption::origin (ownership.h). Money is in the scenario's currency, so it has no unit here.
constexpr FieldSpec kOwnershipFields[] = {
    text(OwnershipField::Name, "name", QT_TRANSLATE_NOOP("OwnershipField", "Name")),
    text(OwnershipField::Hardware, "hardware",
         QT_TRANSLATE_NOOP("OwnershipField", "System or chip"), Compute),
    number(OwnershipField::Units, "units", QT_TRANSLATE_NOOP("OwnershipField", "Units"), Compute,
           0),
    number(OwnershipField::ChipCount, "chip_count", QT_TRANSLATE_NOOP("OwnershipField", "Chips"),
           Compute, 0, Unit::Chips),
    number(OwnershipField::ServerChips, "server_chips",
           QT_TRANSLATE_NOOP("OwnershipField", "Chips per server"), Compute, 0, Unit::Chips),
    number(OwnershipField::PurchasePrice, "purchase_price",
           QT_TRANSLATE_NOOP("OwnershipField", "Purchase price"), Availability, 0),
    text(OwnershipField::PriceSource, "price_source",
         QT_TRANSLATE_NOOP("OwnershipField", "Price source")),
    text(OwnershipField::Currency, "currency", QT_TRANSLATE_NOOP("OwnershipField", "Currency")),
    number(OwnershipField::InfrastructurePct, "infrastructure_pct",
           QT_TRANSLATE_NOOP("OwnershipField", "Infrastructure share"), Availability, 1),
    number(OwnershipField::DepreciationYears, "depreciation_years",
           QT_TRANSLATE_NOOP("OwnershipField", "Depreciation"), Availability, 1),
    number(OwnershipField::PowerW, "power_w", QT_TRANSLATE_NOOP("OwnershipField", "Power"), Power,
           0, Unit::Watt),
    number(OwnershipField::ServerOverhead, "server_overhead",
           QT_TRANSLATE_NOOP("OwnershipField", "Server overhead factor"), Power, 2),
    number(OwnershipField::Pue, "pue", QT_TRANSLATE_NOOP("OwnershipField", "PUE"), Power, 2),
    number(OwnershipField::ElectricityPerKwh, "electricity_per_kwh",
           QT_TRANSLATE_NOOP("OwnershipField", "Electricity price per kWh"), Power, 4),
    number(OwnershipField::HostingPerKwMonth, "hosting_per_kw_month",
           QT_TRANSLATE_NOOP("OwnershipField", "Hosting per kW-month"), Power, 2),
    number(OwnershipField::SupportPerYear, "support_per_year",
           QT_TRANSLATE_NOOP("OwnershipField", "Staff and support per year"), Availability, 0),
    number(OwnershipField::UtilisationPct, "utilisation_pct",
           QT_TRANSLATE_NOOP("OwnershipField", "Utilisation"), Compute, 1),
    text(OwnershipField::Offer, "offer", QT_TRANSLATE_NOOP("OwnershipField", "Rental offer")),
    text(OwnershipField::Model, "model", QT_TRANSLATE_NOOP("OwnershipField", "Model"), Compute),
    number(OwnershipField::RackKw, "rack_kw", QT_TRANSLATE_NOOP("OwnershipField", "Power per rack"),
           Power, 1),
    number(OwnershipField::FacilityMw, "facility_mw",
           QT_TRANSLATE_NOOP("OwnershipField", "Facility power"), Power, 2),
    text(OwnershipField::Notes, "notes", QT_TRANSLATE_NOOP("OwnershipField", "Notes")),
};
static_assert(std::size(kOwnershipFields) == size_t(kOwnershipFieldCount),
              "kOwnershipFields must list every OwnershipField");
static_assert(schema_detail::inIndexOrder(kOwnershipFields),
              "kOwnershipFields must list every OwnershipField in enum order");
static_assert(schema_detail::uniqueKeys(kOwnershipFields), "two OwnershipFields share a key");
static_assert(schema_detail::marksFollowUnits(kOwnershipFields),
              "an OwnershipField takes no status, printed unit, configuration or range");

constexpr EntrySchema kOwnershipSchema{"scenario", "OwnershipField", kOwnershipFields};

QString named(OwnershipField field, const QString& problem) {
    return QStringLiteral("%1 (%2): %3")
        .arg(ownershipFieldLabel(field), ownershipFieldKey(field), problem);
}

QString numberText(const std::optional<double>& value) {
    return value ? plainNumber(*value) : QString();
}
QString intText(const std::optional<int>& value) {
    return value ? QString::number(*value) : QString();
}

bool isPercent(OwnershipField field) {
    return field == OwnershipField::InfrastructurePct || field == OwnershipField::UtilisationPct;
}

// A number (readOptionalNumber(); a percentage may end in "%"), or why not, named by the field.
// Empty text clears the value (the default applies).
QString readNumber(OwnershipField field, QStringView text, std::optional<double>& out) {
    QStringView number = text.trimmed();
    if (isPercent(field) && number.endsWith(QLatin1Char('%')))
        number = number.chopped(1);
    const QString problem = readOptionalNumber(number, out);
    return problem.isEmpty() ? problem : named(field, problem);
}
QString readWhole(OwnershipField field, QStringView text, std::optional<int>& out) {
    const QString problem = readOptionalWholeNumber(text, out);
    return problem.isEmpty() ? problem : named(field, problem);
}
} // namespace

const EntrySchema& ownershipSchema() {
    return kOwnershipSchema;
}

QString ownershipText(const OwnershipScenario& s, OwnershipField field) {
    switch (field) {
    case OwnershipField::Name:
        return s.name;
    case OwnershipField::Hardware:
        return s.hardwareId;
    case OwnershipField::Units:
        return intText(s.units);
    case OwnershipField::ChipCount:
        return intText(s.chipCount);
    case OwnershipField::ServerChips:
        return intText(s.serverChips);
    case OwnershipField::PurchasePrice:
        return numberText(s.purchasePrice);
    case OwnershipField::PriceSource:
        return s.priceSource;
    case OwnershipField::Currency:
        return s.currency;
    case OwnershipField::InfrastructurePct:
        return numberText(s.infrastructurePct);
    case OwnershipField::DepreciationYears:
        return numberText(s.depreciationYears);
    case OwnershipField::PowerW:
        return numberText(s.powerW);
    case OwnershipField::ServerOverhead:
        return numberText(s.serverOverhead);
    case OwnershipField::Pue:
        return numberText(s.pue);
    case OwnershipField::ElectricityPerKwh:
        return numberText(s.electricityPerKwh);
    case OwnershipField::HostingPerKwMonth:
        return numberText(s.hostingPerKwMonth);
    case OwnershipField::SupportPerYear:
        return numberText(s.supportPerYear);
    case OwnershipField::UtilisationPct:
        return numberText(s.utilisationPct);
    case OwnershipField::Offer:
        return s.offerId;
    case OwnershipField::Model:
        return s.model;
    case OwnershipField::RackKw:
        return numberText(s.rackKw);
    case OwnershipField::FacilityMw:
        return numberText(s.facilityMw);
    case OwnershipField::Notes:
        return s.notes;
    }
    return {};
}

QString setOwnershipText(OwnershipScenario& s, OwnershipField field, QStringView text) {
    const QString plain = text.toString();
    switch (field) {
    case OwnershipField::Name:
        s.name = plain;
        return {};
    case OwnershipField::Hardware:
        s.hardwareId = plain.trimmed();
        return {};
    case OwnershipField::Units:
        return readWhole(field, text, s.units);
    case OwnershipField::ChipCount:
        return readWhole(field, text, s.chipCount);
    case OwnershipField::ServerChips:
        return readWhole(field, text, s.serverChips);
    case OwnershipField::PurchasePrice:
        return readNumber(field, text, s.purchasePrice);
    case OwnershipField::PriceSource:
        s.priceSource = plain;
        return {};
    case OwnershipField::Currency: {
        // Empty means the default currency; "usd" is read as "USD".
        const QString code = plain.trimmed().toUpper();
        s.currency = code.isEmpty() ? QStringLiteral("USD") : code;
        return {};
    }
    case OwnershipField::InfrastructurePct:
        return readNumber(field, text, s.infrastructurePct);
    case OwnershipField::DepreciationYears:
        return readNumber(field, text, s.depreciationYears);
    case OwnershipField::PowerW:
        return readNumber(field, text, s.powerW);
    case OwnershipField::ServerOverhead:
        return readNumber(field, text, s.serverOverhead);
    case OwnershipField::Pue:
        return readNumber(field, text, s.pue);
    case OwnershipField::ElectricityPerKwh:
        return readNumber(field, text, s.electricityPerKwh);
    case OwnershipField::HostingPerKwMonth:
        return readNumber(field, text, s.hostingPerKwMonth);
    case OwnershipField::SupportPerYear:
        return readNumber(field, text, s.supportPerYear);
    case OwnershipField::UtilisationPct:
        return readNumber(field, text, s.utilisationPct);
    case OwnershipField::Offer:
        s.offerId = plain.trimmed();
        return {};
    case OwnershipField::Model:
        s.model = plain.trimmed();
        return {};
    case OwnershipField::RackKw:
        return readNumber(field, text, s.rackKw);
    case OwnershipField::FacilityMw:
        return readNumber(field, text, s.facilityMw);
    case OwnershipField::Notes:
        s.notes = plain;
        return {};
    }
    return {};
}

QString ownershipScenarioId(const QString& name) {
    // Lowercase letters and digits stay; every run of anything else becomes one '-'; the slug
    // starts with a letter or digit (validateId()) and is at most kMaxIdLength long.
    QString id;
    bool dash = false;
    for (const QChar c : name.trimmed().toLower()) {
        const bool keep = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
                          (c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
                          c == QLatin1Char('.') || c == QLatin1Char('_');
        if (keep) {
            if (dash && !id.isEmpty())
                id += QLatin1Char('-');
            dash = false;
            id += c;
        } else {
            dash = true;
        }
    }
    while (!id.isEmpty() && !id.front().isLetterOrNumber())
        id.remove(0, 1);
    id.truncate(kMaxIdLength);
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    return id.isEmpty() ? QStringLiteral("scenario") : id;
}

} // namespace chipatlas
