#include "ownershiprules.h"

#include "application/ownershiprules_p.h"
#include "domain/modelfit.h"
#include "domain/systemfit.h"
#include "domain/units.h"
#include "domain/validation.h"

#include <algorithm>
#include <cmath>

namespace chipatlas {

using namespace ownership_detail;

namespace {
constexpr int kDefaultServerChips = 8; // an HGX or DGX board's GPUs

// What the scenario buys, found in the snapshot.
struct Hardware {
    const System* system = nullptr;
    const Chip* chip = nullptr; // the chip bought, or the system's chip (may be null)
    Chip placeholder;           // a system's chip the catalog lacks: no TDP
    int chipsPerUnit = 0;       // a system's chips, or a server's
};

bool isCatalogPrice(const Figure& figure) {
    return figure.hasValue() && figure.number() > 0 &&
           (figure.status == FigureStatus::Published || figure.status == FigureStatus::Unverified);
}

// The catalog's price of one unit: a system's published list price (the `list_price_usd`
// figure, where the catalog has that field), a chip's launch price; nullptr when none.
const Figure* catalogPrice(const Hardware& hw) {
    if (hw.system) {
        const std::optional<SystemField> field = systemFieldFromKey(u"list_price_usd");
        if (field && isCatalogPrice(hw.system->figure(*field)))
            return &hw.system->figure(*field);
        return nullptr;
    }
    const Figure& launch = hw.chip->figure(Field::LaunchPriceUsd);
    return isCatalogPrice(launch) ? &launch : nullptr;
}

QString statusSuffix(const Figure& figure) {
    return figure.status == FigureStatus::Published
               ? QString()
               : QStringLiteral(" (%1)").arg(statusDisplayName(figure.status));
}

// The price of one unit (a system, or a chip): the user's, else the catalog's in USD.
Assumption priceAssumption(const OwnershipScenario& s, const Hardware& hw, const QString& name,
                           const QLocale& locale, QStringList& problems) {
    Assumption a;
    a.key = ownershipFieldKey(OwnershipField::PurchasePrice);
    a.label = ownershipFieldLabel(OwnershipField::PurchasePrice);
    const QString per =
        hw.system ? OwnershipText::tr("%1 per system") : OwnershipText::tr("%1 per chip");
    if (s.purchasePrice) {
        a.value = *s.purchasePrice;
        a.origin = AssumptionOrigin::Yours;
        a.valueText = per.arg(moneyText(a.value, s.currency, locale));
        a.source = s.priceSource;
        return a;
    }
    a.valueText = OwnershipText::tr("not given");
    const Figure* figure = catalogPrice(hw);
    if (!figure) {
        problems << OwnershipText::tr(
                        "Enter a purchase price: the catalog has no published price for %1.")
                        .arg(name);
        return a;
    }
    if (s.currency != QLatin1String("USD")) {
        problems << OwnershipText::tr(
                        "The catalog's price of %1 is in USD, the scenario in %2: ChipAtlas "
                        "converts no currency; enter a purchase price in %2.")
                        .arg(name, s.currency);
        a.source = figure->source;
        return a;
    }
    a.value = figure->number();
    a.origin = AssumptionOrigin::Catalog;
    a.valueText = per.arg(moneyText(a.value, s.currency, locale)) + statusSuffix(*figure);
    a.source = figure->source;
    return a;
}

UnitPower unitPower(const OwnershipScenario& s, const Hardware& hw,
                    const Assumption& serverOverhead, const QLocale& locale) {
    UnitPower power = hw.system
                          ? systemUnitPower(*hw.system, *hw.chip, s.powerW, serverOverhead)
                          : chipServerPower(*hw.chip, hw.chipsPerUnit, s.powerW, serverOverhead);
    Assumption& a = power.assumption;
    a.label =
        hw.system ? OwnershipText::tr("Power per system") : OwnershipText::tr("Power per server");
    if (a.origin != AssumptionOrigin::Missing) {
        // In the user's locale; a catalog figure keeps its status.
        QString suffix;
        if (a.origin == AssumptionOrigin::Catalog && hw.system) {
            const Figure& system = hw.system->figure(SystemField::SystemPowerW);
            suffix = statusSuffix(system.hasValue() ? system
                                                    : hw.system->figure(SystemField::RackPowerW));
        }
        a.valueText = valueText(OwnershipField::PowerW, a.value, s.currency, locale) + suffix;
    }
    return power;
}

// Tokens per second of one unit and the costs per million tokens, owned and rented.
void tokens(const CatalogSnapshot& snapshot, const OwnershipScenario& s, const Hardware& hw,
            const QLocale& locale, OwnershipReport& report) {
    const LlmModel* model = snapshot.model(s.model);
    if (!model) {
        report.problems << OwnershipText::tr("The model %1 is not in the catalog.").arg(s.model);
        return;
    }
    report.modelId = model->id();
    // The calculator's defaults (kFitDefaults) on one unit: the upper bound where no measured
    // result matches (docs/MODEL-FIT.md section 8.3).
    FitInputs inputs = kFitDefaults;
    inputs.chips = hw.chipsPerUnit;
    std::optional<SystemFit> systemFit;
    std::optional<FitResult> chipFit;
    std::optional<double> bound;
    if (hw.system && snapshot.chip(hw.system->chipId)) {
        systemFit = computeSystemFit(*model, *hw.system, *hw.chip, inputs);
        bound = systemFit->decodeAggregate;
    } else if (!hw.system) {
        chipFit = computeFit(*model, *hw.chip, inputs);
        bound = chipFit->decodeTokensPerSecondAggregate;
    }
    const ResultMatch match = bestMatchingResult(snapshot, model->id(), report.hardwareId);
    Assumption a;
    a.key = QStringLiteral("tokens_per_second");
    a.label = hw.system ? OwnershipText::tr("Tokens per second per system")
                        : OwnershipText::tr("Tokens per second per server");
    if (match.result) {
        report.tokensPerSecondPerUnit = match.tokensPerSecondPerChip * hw.chipsPerUnit;
        report.tokensSource =
            OwnershipText::tr("from result %1, %2 tokens/s per chip x %3 chips")
                .arg(match.result->id, trimmedNumber(match.tokensPerSecondPerChip, 0, locale))
                .arg(hw.chipsPerUnit);
        a.origin = AssumptionOrigin::Catalog;
        a.source = match.result->source;
        a.date = match.result->date;
    } else if (bound) {
        report.tokensPerSecondPerUnit = bound;
        report.tokensSource =
            OwnershipText::tr("upper bound: the decode bound at the calculator's defaults; no "
                              "measured result of %1 on %2")
                .arg(model->name(), report.hardwareName);
        a.origin = AssumptionOrigin::Estimate;
        a.source = report.tokensSource;
    } else {
        report.tokensSource =
            OwnershipText::tr("no measured result of %1 on %2 and no upper bound: %3")
                .arg(model->name(), report.hardwareName,
                     systemFit ? systemFit->noBoundReason
                               : (chipFit ? chipFit->noBoundReason
                                          : OwnershipText::tr("its chip is unknown")));
        a.valueText = OwnershipText::tr("not known");
        a.source = report.tokensSource;
    }
    if (report.tokensPerSecondPerUnit) {
        a.value = *report.tokensPerSecondPerUnit;
        a.valueText = OwnershipText::tr("%1 tokens/s").arg(trimmedNumber(a.value, 0, locale));
    }
    const auto perMillion = [&](double perChipHour) {
        std::optional<double> upper;
        if (systemFit)
            upper = systemCostPerMillionTokens(*systemFit, perChipHour, systemFit->decodeAggregate,
                                               true);
        else if (chipFit)
            if (const std::optional<FitCost> cost = fitCost(*chipFit, perChipHour, std::nullopt))
                upper = cost->usdPerMillionTokens;
        return costFromResults(snapshot, model->id(), report.hardwareId, perChipHour, upper);
    };
    if (report.ownedPerUsedChipHour)
        report.ownedPerMillionTokens = perMillion(*report.ownedPerUsedChipHour);
    if (report.offer)
        report.rentedPerMillionTokens = perMillion(report.offer->usdPerChipHour);
    report.assumptions << a;
}

// Finds the hardware; false (and a problem) when the catalog has neither a system nor a chip
// of that id.
bool findHardware(const CatalogSnapshot& snapshot, const OwnershipScenario& s, Hardware& hw,
                  OwnershipReport& report) {
    hw.system = snapshot.system(s.hardwareId);
    if (hw.system) {
        hw.chip = snapshot.chip(hw.system->chipId);
        if (!hw.chip) {
            hw.placeholder.id = hw.system->chipId;
            hw.placeholder.name = hw.system->chipId;
            hw.chip = &hw.placeholder;
        }
        hw.chipsPerUnit = hw.system->chipCount;
        report.isSystem = true;
        report.units = s.units.value_or(1);
        report.chips = report.units * hw.chipsPerUnit;
        report.hardwareName = report.units > 1
                                  ? QStringLiteral("%1 x %2").arg(hw.system->name).arg(report.units)
                                  : hw.system->name;
        report.availability = hw.system->figure(SystemField::Availability).text();
        return true;
    }
    hw.chip = snapshot.chip(s.hardwareId);
    if (!hw.chip) {
        report.problems
            << OwnershipText::tr("%1 is not a chip or system in the catalog.").arg(s.hardwareId);
        return false;
    }
    hw.chipsPerUnit = s.serverChips.value_or(kDefaultServerChips);
    report.chips = s.chipCount.value_or(hw.chipsPerUnit);
    report.units = (report.chips + hw.chipsPerUnit - 1) / hw.chipsPerUnit;
    report.hardwareName = QStringLiteral("%1 x %2").arg(hw.chip->name).arg(report.chips);
    return true;
}

// Hardware a vendor does not sell (its availability names no way to buy it): said once, so
// that an owned cost of it reads as the user's assumption.
void cloudOnly(const OwnershipReport& report, QStringList& problems) {
    const QString availability = report.availability.trimmed();
    if (availability.isEmpty() || availability.contains(QLatin1String("buy"), Qt::CaseInsensitive))
        return;
    problems << OwnershipText::tr(
                    "%1 is not sold: it is only rented (availability: %2); the price is yours to "
                    "assume.")
                    .arg(report.hardwareName, availability);
}
} // namespace

OwnershipReport ownershipReport(const CatalogSnapshot& snapshot, const OwnershipScenario& s,
                                const QDate& today, const QLocale& locale) {
    OwnershipReport report;
    report.hardwareId = s.hardwareId;
    report.currency = s.currency;
    report.modelId = s.model;
    // What validation refuses cannot be answered; an unsaved scenario (no id or name yet) can.
    for (const ValidationIssue& issue : validateOwnershipScenario(s)) {
        if (issue.key != QLatin1String("id") && issue.key != QLatin1String("name"))
            report.problems << issue.message;
    }
    if (!report.problems.isEmpty())
        return report;
    Hardware hw;
    if (!findHardware(snapshot, s, hw, report))
        return report;
    cloudOnly(report, report.problems);

    using F = OwnershipField;
    const QString& currency = s.currency;
    const Assumption price = priceAssumption(s, hw, report.hardwareName, locale, report.problems);
    if (!hw.system) {
        report.assumptions << fieldAssumption(
            F::ServerChips, double(s.serverChips.value_or(kDefaultServerChips)), currency, locale);
        if (!s.serverChips) {
            report.assumptions.last().origin = AssumptionOrigin::Default;
            report.assumptions.last().source =
                OwnershipText::tr("8 chips per server, as HGX and DGX boards");
        }
    }
    report.assumptions << price;
    const Assumption infrastructure =
        extraAssumption(F::InfrastructurePct, s.infrastructurePct, currency, locale);
    const Assumption years =
        fieldAssumption(F::DepreciationYears, s.depreciationYears, currency, locale);
    report.assumptions << infrastructure << years;
    const Assumption overhead =
        fieldAssumption(F::ServerOverhead, s.serverOverhead, currency, locale);
    report.unitPower = unitPower(s, hw, overhead, locale);
    report.assumptions << report.unitPower.assumption;
    if (report.unitPower.assumption.origin == AssumptionOrigin::Estimate ||
        (report.unitPower.assumption.origin == AssumptionOrigin::Missing && !s.powerW))
        report.assumptions << overhead;
    const Assumption pue = fieldAssumption(F::Pue, s.pue, currency, locale);
    const Assumption electricity =
        fieldAssumption(F::ElectricityPerKwh, s.electricityPerKwh, currency, locale);
    const Assumption hosting =
        fieldAssumption(F::HostingPerKwMonth, s.hostingPerKwMonth, currency, locale);
    const Assumption support =
        extraAssumption(F::SupportPerYear, s.supportPerYear, currency, locale);
    const Assumption utilisation =
        fieldAssumption(F::UtilisationPct, s.utilisationPct, currency, locale);
    report.assumptions << pue << electricity << hosting << support << utilisation;

    // Owning (docs/MODEL-FIT.md section 9.1).
    const bool havePower = report.unitPower.assumption.origin != AssumptionOrigin::Missing;
    if (!havePower)
        report.problems << OwnershipText::tr(
                               "Enter the power of one unit: the catalog publishes none for %1 "
                               "and its chip's TDP is not known either.")
                               .arg(report.hardwareName);
    QStringList missing;
    for (const Assumption* a : {&years, &pue, &electricity, &hosting}) {
        if (a->origin == AssumptionOrigin::Missing)
            missing << a->label;
    }
    if (!missing.isEmpty())
        report.problems << OwnershipText::tr("Enter %1: the cost of owning needs it.")
                               .arg(missing.join(QStringLiteral(", ")));
    if (price.origin != AssumptionOrigin::Missing && havePower && missing.isEmpty()) {
        OwnershipInputs in;
        in.purchasePrice = price.value * (hw.system ? report.units : report.chips);
        in.infrastructurePct = infrastructure.value;
        in.depreciationYears = years.value;
        in.powerKw = report.unitPower.assumption.value * report.units / 1000.0;
        in.pue = pue.value;
        in.electricityPerKwh = electricity.value;
        in.hostingPerKwMonth = hosting.value;
        in.supportPerYear = support.value;
        in.chips = report.chips;
        report.cost = ownershipCost(in);
    }
    if (utilisation.origin != AssumptionOrigin::Missing) {
        report.utilisationPct = utilisation.value;
        if (report.cost)
            report.ownedPerUsedChipHour = ownedPerUsedChipHour(*report.cost, utilisation.value);
    } else {
        report.problems << OwnershipText::tr(
            "Enter a utilisation: no public figure says how busy accelerators "
            "are; the break-even utilisation shows where owning wins.");
    }

    // Renting.
    chooseOffer(snapshot, s, hw.system, *hw.chip, report.hardwareName, today, locale, report);
    if (report.offer) {
        if (report.cost)
            report.breakEven = breakEvenUtilisation(*report.cost, report.offer->usdPerChipHour);
        if (utilisation.origin != AssumptionOrigin::Missing) {
            const double usedHours = kHoursPerYear * report.utilisationPct / 100.0;
            report.rentedOneYear = report.offer->usdPerChipHour * report.chips * usedHours;
            report.rentedThreeYears = *report.rentedOneYear * 3.0;
        }
    }

    if (!s.model.isEmpty())
        tokens(snapshot, s, hw, locale, report);

    // Power and the facility (docs/MODEL-FIT.md section 9.2).
    report.rackKw = fieldAssumption(F::RackKw, s.rackKw, currency, locale);
    report.assumptions << report.rackKw;
    if (s.facilityMw) {
        report.facilityMw = fieldAssumption(F::FacilityMw, s.facilityMw, currency, locale);
        report.assumptions << *report.facilityMw;
    }
    FacilityInputs facility;
    facility.unitKw = havePower ? report.unitPower.assumption.value / 1000.0 : 0.0;
    facility.unitIsRack = report.unitPower.isRack;
    facility.unitSpansRacks = report.unitPower.spansRacks;
    facility.chipsPerUnit = hw.chipsPerUnit;
    facility.rackKw = report.rackKw.value;
    facility.facilityMw = s.facilityMw;
    facility.tokensPerSecondPerUnit = report.tokensPerSecondPerUnit;
    report.facility = fitFacility(facility);
    return report;
}

QList<PriceOption> ownershipOfferOptions(const CatalogSnapshot& snapshot,
                                         const OwnershipScenario& scenario, const QDate& today,
                                         const QLocale& locale) {
    OwnershipReport unused;
    Hardware hw;
    if (!findHardware(snapshot, scenario, hw, unused))
        return {};
    const RentalOptions rental =
        rentalOptions(snapshot, hw.system, hw.chip->id, scenario.currency, today, locale);
    return rental.own + rental.sameChip;
}

OwnershipScenario scenarioOnHardware(const OwnershipScenario& scenario, const QString& hardwareId) {
    OwnershipScenario other = scenario;
    other.hardwareId = hardwareId;
    other.purchasePrice.reset();
    other.priceSource.clear();
    other.powerW.reset();
    other.offerId.clear();
    other.units.reset();
    other.chipCount.reset();
    other.serverChips.reset();
    return other;
}

OwnershipScenario defaultScenario(const CatalogSnapshot& snapshot, const QString& hardwareId) {
    OwnershipScenario scenario;
    scenario.hardwareId = hardwareId;
    if (const System* system = snapshot.system(hardwareId))
        scenario.name = system->name;
    else if (const Chip* chip = snapshot.chip(hardwareId))
        scenario.name = chip->name;
    else
        scenario.name = hardwareId;
    scenario.id = ownershipScenarioId(scenario.name);
    return scenario;
}

} // namespace chipatlas
