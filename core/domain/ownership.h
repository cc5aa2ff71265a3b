#pragma once

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// What owning hardware costs per hour and when it beats renting (docs/MODEL-FIT.md section 9):
// the formulas on plain numbers, with no catalog in sight. core/application/ownershiprules.h
// gathers the numbers from a scenario and a catalog snapshot and calls these; the GUI's "Own or
// rent" view and `chipatlas-cli tco` show what they return.

// Where one number of a report comes from (docs/DOMAIN-RULES.md rule 8: a cost travels with
// every assumption that made it).
enum class AssumptionOrigin {
    Yours,    // the scenario sets it (the user typed it)
    Default,  // ownershipdefaults.h: a public figure with its source and date
    Catalog,  // a figure of the catalog (a system's published power or list price, an offer)
    Estimate, // worked out from other figures; `source` holds the formula with its numbers
    Missing,  // neither the user nor the catalog has it: the answers that need it are absent
};

// One assumption as every view and export lists it: "PUE: 1.56 (default: Uptime Institute
// Global Data Center Survey 2024)".
struct Assumption {
    QString key;        // the scenario's field key ("pue"), or a key of its own ("offer_price")
    QString label;      // translated: "PUE"
    double value = 0.0; // meaningful unless origin is Missing
    QString valueText;  // the value as shown, with its unit: "1.56", "$0.0813 per kWh"
    AssumptionOrigin origin = AssumptionOrigin::Missing;
    QString source; // the default's or the figure's source (URL or text), or the formula
    QDate date;     // the default's or the figure's date, when it has one

    friend bool operator==(const Assumption&, const Assumption&) = default;
};
QString assumptionOriginKey(AssumptionOrigin origin);         // "yours", "default", "catalog", ...
QString assumptionOriginDisplayName(AssumptionOrigin origin); // translated

// The numbers one cost of ownership needs, all in one currency.
struct OwnershipInputs {
    double purchasePrice = 0.0;     // all units together, before the infrastructure share
    double infrastructurePct = 0.0; // added on top of the price: networking, storage, install
    double depreciationYears = 0.0; // > 0: straight line, no interest, no resale value
    double powerKw = 0.0;           // all units together, at full draw
    double pue = 1.0;               // >= 1
    double electricityPerKwh = 0.0;
    double hostingPerKwMonth = 0.0; // billed on the power provisioned (powerKw)
    double supportPerYear = 0.0;
    int chips = 0; // chips in all units together, >= 1
};

// What owning costs per hour, whatever the utilisation (the hardware is paid for, powered and
// hosted every hour it is owned), and how it splits.
struct OwnershipCost {
    double capitalPerHour = 0.0; // price x (1 + share) / (years x 8760)
    double powerPerHour = 0.0;   // kW x PUE x price per kWh
    double hostingPerHour = 0.0; // kW x per kW-month x 12 / 8760
    double supportPerHour = 0.0; // per year / 8760
    double perHour = 0.0;        // the sum
    double perChipHour = 0.0;    // perHour / chips
    // Totals over one and three years: perHour x 8760 x years (capital as depreciated in
    // those years, not the price paid up front).
    double oneYear = 0.0;
    double threeYears = 0.0;
};
inline constexpr double kHoursPerYear = 8760.0;
// nullopt when an input is out of range (validateOwnershipScenario() refuses those first).
std::optional<OwnershipCost> ownershipCost(const OwnershipInputs& inputs);

// What one hour of useful work on one chip costs when owned at `utilisationPct` (0 < u <= 100):
// perChipHour / (u / 100). nullopt outside that range.
std::optional<double> ownedPerUsedChipHour(const OwnershipCost& cost, double utilisationPct);

// The utilisation (percent) above which owning costs less per used chip-hour than renting at
// `offerPerChipHour`: 100 x owned per chip-hour / offer per chip-hour. Above 100: renting is
// cheaper at any utilisation (`reachable` false). nullopt without a positive offer price.
struct BreakEven {
    double utilisationPct = 0.0;
    bool reachable = false; // utilisationPct <= 100
};
std::optional<BreakEven> breakEvenUtilisation(const OwnershipCost& cost, double offerPerChipHour);

// The cost per used chip-hour of owning and of renting at utilisations from `fromPct` to 100 %,
// `steps` points (the chart's curve; renting is flat: you rent the hours you use).
struct UtilisationPoint {
    double utilisationPct = 0.0;
    double ownedPerUsedChipHour = 0.0;
};
QList<UtilisationPoint> ownershipCurve(const OwnershipCost& cost, double fromPct = 5.0,
                                       int steps = 96);

} // namespace chipatlas
