#pragma once

#include "chip.h"
#include "schema.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <span>

namespace chipatlas {

// An ownership scenario: what a buyer would buy and at which assumptions, saved under a name so
// that "own or rent" can be answered again, for another system, or by a colleague on the team
// catalog (docs/MODEL-FIT.md section 9). Several per catalog.
//
// Every number is optional: an empty one takes the default (ownershipdefaults.h, each with its
// public source) or, for the price and the power, the catalog's published figure; the report
// says which (ownership.h, Assumption). Percentages are stored as percent (15 for 15 %).
//
// The keys are the scenario's column names in the database and JSON and the words of
// `chipatlas-cli scenarios` and `tco`; they never change once released.
enum class OwnershipField {
    Name,              // "name": shown in the scenario switcher; unique in a catalog
    Hardware,          // "hardware": a system id, or a chip id (then chip_count chips)
    Units,             // "units": systems bought (a system); default 1
    ChipCount,         // "chip_count": chips bought (a chip)
    ServerChips,       // "server_chips": chips in one server (a chip); default 8
    PurchasePrice,     // "purchase_price": per unit (one system, or one chip), in currency
    PriceSource,       // "price_source": the user's quote ("reseller quote 2026-11, ref 1234")
    Currency,          // "currency": ISO 4217; default USD
    InfrastructurePct, // "infrastructure_pct": networking, storage, installation, % of price
    DepreciationYears, // "depreciation_years"
    PowerW,            // "power_w": one unit's draw, W (else published, else estimated)
    ServerOverhead,    // "server_overhead": factor over chips x TDP for an estimated power
    Pue,               // "pue": power usage effectiveness, >= 1
    ElectricityPerKwh, // "electricity_per_kwh": in currency
    HostingPerKwMonth, // "hosting_per_kw_month": colocation, in currency per kW and month
    SupportPerYear,    // "support_per_year": staff and support, in currency
    UtilisationPct,    // "utilisation_pct": share of hours the hardware does useful work
    Offer,             // "offer": the rental offer to compare with (an offer id)
    Model,             // "model": the model whose tokens a cost per million tokens counts
    RackKw,            // "rack_kw": the facility's power per rack, kW
    FacilityMw,        // "facility_mw": the facility's total IT power, MW
    Notes,             // "notes"
};
inline constexpr int kOwnershipFieldCount = int(OwnershipField::Notes) + 1;

const EntrySchema& ownershipSchema(); // ownershipscenario.cpp
using OwnershipFields = TypedSchema<OwnershipField, ownershipSchema>;
inline std::span<const FieldSpec> allOwnershipFields() {
    return OwnershipFields::all();
}
inline const FieldSpec& ownershipFieldInfo(OwnershipField field) {
    return OwnershipFields::info(field);
}
inline QString ownershipFieldKey(OwnershipField field) {
    return OwnershipFields::key(field);
}
// Translated (context "OwnershipField").
inline QString ownershipFieldLabel(OwnershipField field) {
    return OwnershipFields::label(field);
}
inline std::optional<OwnershipField> ownershipFieldFromKey(QStringView key) {
    return OwnershipFields::fromKey(key);
}

struct OwnershipScenario {
    QString id; // slug, e.g. "gb200-nvl72-at-our-colo"
    QString name;
    QString hardwareId;
    std::optional<int> units;
    std::optional<int> chipCount;
    std::optional<int> serverChips;
    std::optional<double> purchasePrice;
    QString priceSource;
    QString currency = QStringLiteral("USD");
    std::optional<double> infrastructurePct;
    std::optional<double> depreciationYears;
    std::optional<double> powerW;
    std::optional<double> serverOverhead;
    std::optional<double> pue;
    std::optional<double> electricityPerKwh;
    std::optional<double> hostingPerKwMonth;
    std::optional<double> supportPerYear;
    std::optional<double> utilisationPct;
    QString offerId;
    QString model;
    std::optional<double> rackKw;
    std::optional<double> facilityMw;
    QString notes;
    Origin origin = Origin::User; // scenarios are the user's; none ships built in

    friend bool operator==(const OwnershipScenario&, const OwnershipScenario&) = default;
};

// A field's value as files and the command line write it: numbers in C locale with as many
// digits as they need, "" when not given (the default applies).
QString ownershipText(const OwnershipScenario& scenario, OwnershipField field);
// Sets a field from its text ("" clears an optional one; "60%" and "60" both mean 60 for a
// percentage). Returns an error naming the field and what is wrong ("Utilisation
// (utilisation_pct): 'busy' is not a number"), or an empty string. Translated ("Validation").
QString setOwnershipText(OwnershipScenario& scenario, OwnershipField field, QStringView text);

// A slug for a scenario's name ("GB200 at our colo" -> "gb200-at-our-colo").
QString ownershipScenarioId(const QString& name);

} // namespace chipatlas
