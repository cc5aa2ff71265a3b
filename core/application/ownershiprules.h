#pragma once

#include "application/catalogsnapshot.h"
#include "application/resultrules.h"
#include "domain/facility.h"
#include "domain/offerchoice.h"
#include "domain/ownership.h"
#include "domain/ownershipscenario.h"

#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Own or rent on a catalog snapshot (docs/MODEL-FIT.md section 9): a scenario's assumptions, the
// catalog's figures (a system's published power and list price, the offers that rent it, the
// measured results of a model on it) and the defaults (ownershipdefaults.h) become one report.
// The GUI's "Own or rent" view, its chart and exports, and `chipatlas-cli tco` all show this
// report; tst_gui_cli_ownership proves that both front ends show the same numbers.
struct OwnershipReport {
    QString hardwareId;   // the scenario's hardware
    QString hardwareName; // "NVIDIA GB200 NVL72", "NVIDIA H100 SXM x 16"
    bool isSystem = false;
    int units = 0; // systems, or servers of a chip
    int chips = 0; // chips in all units
    QString currency;
    // Every number the answers use, in scenario field order (then the offer's price and the
    // tokens per second): what the view lists beside the result and every export carries.
    QList<Assumption> assumptions;
    // Why an answer is absent, for a user (translated): "Enter a purchase price: the catalog has
    // no published price for NVIDIA GB200 NVL72.", "The offer is priced in USD, the scenario in
    // EUR: ChipAtlas converts no currency.", "AWS sells no Trn3 UltraServer: it is only rented
    // (availability: ...); the price is yours to assume."
    QStringList problems;
    QString availability; // the system's availability text, where it has one

    // Owning (none without a price or a power).
    std::optional<OwnershipCost> cost;
    double utilisationPct = 0.0;
    std::optional<double> ownedPerUsedChipHour;

    // Renting: the offer the scenario names (one of ownershipOfferOptions()), else the cheapest
    // on-demand one of the hardware's own offers, else of the other offers of the same chip, in
    // the scenario's currency; offerText says when it is an offer of the same chip.
    std::optional<PriceOption> offer;
    QString offerText;        // priceOptionUsedText()
    bool offerPicked = false; // the scenario named it
    std::optional<BreakEven> breakEven;
    // Renting the same chips for the hours used (utilisation) over one and three years.
    std::optional<double> rentedOneYear;
    std::optional<double> rentedThreeYears;

    // Tokens (with a model): cost per million tokens owned (at the owned cost per used
    // chip-hour) and rented (at the offer's price), each from a matching measured result or the
    // upper bound, labelled (costFromResults()).
    QString modelId;
    std::optional<CostFromResults> ownedPerMillionTokens;
    std::optional<CostFromResults> rentedPerMillionTokens;
    // One unit's tokens per second: the matching result's per-chip rate x its chips, else the
    // decode bound (labelled); none without a model.
    std::optional<double> tokensPerSecondPerUnit;
    QString tokensSource; // translated: "from result ID (audited: ...)" / "upper bound: ..."

    // Power and the facility.
    UnitPower unitPower;
    Assumption rackKw;
    std::optional<Assumption> facilityMw;
    FacilityFit facility;
};

// The report of `scenario` on `snapshot`. Prices and costs are written in `locale` in the texts
// (the numbers themselves are plain). `today` dates the offers' prices.
OwnershipReport ownershipReport(const CatalogSnapshot& snapshot, const OwnershipScenario& scenario,
                                const QDate& today, const QLocale& locale = QLocale::c());

// The offers the scenario's hardware can be rented at, for the "Rent at" choice, in the
// scenario's currency (docs/MODEL-FIT.md section 9.1): the hardware's own offers (a system's, or
// every offer of a chip), cheapest first, then, for a system, the other offers of its chip,
// cheapest first: where a system has no offer of its own, renting its chip elsewhere is still
// the buyer's alternative, per chip-hour. Each label says what the offer rents ("CoreWeave
// gb200-4x on-demand, ...; rents 4 x NVIDIA GB200").
// ownershipReport() picks from this list. Empty when the hardware is not in the catalog.
QList<PriceOption> ownershipOfferOptions(const CatalogSnapshot& snapshot,
                                         const OwnershipScenario& scenario, const QDate& today,
                                         const QLocale& locale = QLocale::c());

// The same scenario on other hardware, to compare two systems under one scenario side by side:
// the assumptions about the site and the money stay; what belongs to the hardware (its price
// and the price's source, its power, the offer, the units and chips bought) is cleared, so that
// the other hardware's own catalog figures and cheapest offer apply.
OwnershipScenario scenarioOnHardware(const OwnershipScenario& scenario, const QString& hardwareId);

// A new scenario for a chip or a system with every number left to its default: what the view
// opens with for hardware that has no saved scenario. Named after the hardware.
OwnershipScenario defaultScenario(const CatalogSnapshot& snapshot, const QString& hardwareId);

} // namespace chipatlas
