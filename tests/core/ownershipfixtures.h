#pragma once

#include "application/ownershiprules.h"

#include <QDate>
#include <QString>

namespace chipatlas::testing {

// Hand-made own-or-rent reports with hand-computed numbers (docs/MODEL-FIT.md section 9), for
// the tests of what shows and exports a report: they need no catalog and no scenario rules.

inline Assumption assumption(const QString& key, const QString& label, double value,
                             const QString& text, AssumptionOrigin origin,
                             const QString& source = QString(), QDate date = QDate()) {
    Assumption a;
    a.key = key;
    a.label = label;
    a.value = value;
    a.valueText = text;
    a.origin = origin;
    a.source = source;
    a.date = date;
    return a;
}

// An 8-GPU board: $300,000 + 10 % infrastructure over 4 years, 10.2 kW at PUE 1.3 and $0.10
// per kWh, $150 per kW-month hosting, $20,000 a year support, 60 % utilisation, against an
// offer at $2.99 per chip-hour.
//   capital  330,000 / (4 x 8760)      = 9.417808219 per hour
//   power    10.2 x 1.3 x 0.10         = 1.326
//   hosting  10.2 x 150 x 12 / 8760    = 2.095890411
//   support  20,000 / 8760             = 2.283105023
//   per hour                           = 15.122803653; per chip-hour 1.890350457
//   per used chip-hour at 60 %         = 3.150584094
//   break-even 100 x 1.890350457 / 2.99 = 63.222423 %
//   1 year 132,475.76; 3 years 397,427.28; renting 8 x 2.99 x 8760 x 0.6 = 125,723.52 a year
inline OwnershipReport boardReport() {
    OwnershipReport r;
    r.hardwareId = QStringLiteral("board-8x");
    r.hardwareName = QStringLiteral("Eight-GPU board");
    r.isSystem = true;
    r.units = 1;
    r.chips = 8;
    r.currency = QStringLiteral("USD");
    r.assumptions = {
        assumption(QStringLiteral("purchase_price"), QStringLiteral("Purchase price"), 300000,
                   QStringLiteral("$300,000"), AssumptionOrigin::Yours,
                   QStringLiteral("reseller quote 2026-11, ref 1234")),
        assumption(QStringLiteral("infrastructure_pct"), QStringLiteral("Infrastructure"), 10,
                   QStringLiteral("10 %"), AssumptionOrigin::Yours),
        assumption(QStringLiteral("depreciation_years"), QStringLiteral("Depreciation"), 4,
                   QStringLiteral("4 years"), AssumptionOrigin::Yours),
        assumption(QStringLiteral("power_w"), QStringLiteral("Power"), 10200,
                   QStringLiteral("10,200 W"), AssumptionOrigin::Estimate,
                   QStringLiteral("8 x 700 W x 1.82")),
        assumption(QStringLiteral("pue"), QStringLiteral("PUE"), 1.3, QStringLiteral("1.3"),
                   AssumptionOrigin::Default,
                   QStringLiteral("Uptime Institute Global Data Center Survey 2024"),
                   QDate(2024, 7, 1)),
        assumption(QStringLiteral("electricity_per_kwh"), QStringLiteral("Electricity"), 0.10,
                   QStringLiteral("$0.10 per kWh"), AssumptionOrigin::Yours),
        assumption(QStringLiteral("hosting_per_kw_month"), QStringLiteral("Hosting"), 150,
                   QStringLiteral("$150 per kW-month"), AssumptionOrigin::Yours),
        assumption(QStringLiteral("support_per_year"), QStringLiteral("Staff and support"), 20000,
                   QStringLiteral("$20,000 per year"), AssumptionOrigin::Yours),
        assumption(QStringLiteral("utilisation_pct"), QStringLiteral("Utilisation"), 60,
                   QStringLiteral("60 %"), AssumptionOrigin::Yours),
        assumption(QStringLiteral("offer_price"), QStringLiteral("Offer's price"), 2.99,
                   QStringLiteral("$2.99 per chip-hour"), AssumptionOrigin::Catalog,
                   QStringLiteral("Lambda gpu_8x_h100_sxm5 on-demand"), QDate(2026, 11, 2)),
    };
    OwnershipCost cost;
    cost.capitalPerHour = 330000.0 / (4 * 8760);
    cost.powerPerHour = 10.2 * 1.3 * 0.10;
    cost.hostingPerHour = 10.2 * 150 * 12 / 8760;
    cost.supportPerHour = 20000.0 / 8760;
    cost.perHour =
        cost.capitalPerHour + cost.powerPerHour + cost.hostingPerHour + cost.supportPerHour;
    cost.perChipHour = cost.perHour / 8;
    cost.oneYear = cost.perHour * 8760;
    cost.threeYears = cost.perHour * 8760 * 3;
    r.cost = cost;
    r.utilisationPct = 60;
    r.ownedPerUsedChipHour = cost.perChipHour / 0.6;
    PriceOption offer;
    offer.offerId = QStringLiteral("lambda--gpu_8x_h100_sxm5--on-demand");
    offer.pricing = Pricing::OnDemand;
    offer.usdPerChipHour = 2.99;
    offer.label = QStringLiteral("Lambda gpu_8x_h100_sxm5 on-demand, $2.99 per chip-hour");
    offer.seen = QDate(2026, 11, 2);
    r.offer = offer;
    r.offerText = QStringLiteral("at $2.99 per chip-hour (Lambda gpu_8x_h100_sxm5 on-demand)");
    r.breakEven = BreakEven{100.0 * cost.perChipHour / 2.99, true};
    r.rentedOneYear = 8 * 2.99 * 8760 * 0.6;
    r.rentedThreeYears = 8 * 2.99 * 8760 * 0.6 * 3;
    r.unitPower.assumption = r.assumptions.at(3);
    r.rackKw = assumption(QStringLiteral("rack_kw"), QStringLiteral("Power per rack"), 27,
                          QStringLiteral("27 kW"), AssumptionOrigin::Default,
                          QStringLiteral("2026 average of about 27 kW per rack"));
    r.facility.placeable = true;
    r.facility.unitsPerRack = 2;
    r.facility.rackKwAsDeployed = 20.4;
    return r;
}

// A 120 kW rack with no published price, under the board's scenario, in a facility of 10 MW:
// it cannot be placed at 27 kW per rack, and renting is cheaper at any utilisation.
inline OwnershipReport rackReport() {
    OwnershipReport r;
    r.hardwareId = QStringLiteral("rack-72x");
    r.hardwareName = QStringLiteral("Seventy-two-GPU rack");
    r.isSystem = true;
    r.units = 1;
    r.chips = 72;
    r.currency = QStringLiteral("USD");
    r.problems = {QStringLiteral("Enter a purchase price: the catalog has no published price for "
                                 "Seventy-two-GPU rack.")};
    r.availability = QStringLiteral("sold as a whole rack only");
    r.assumptions = {
        assumption(QStringLiteral("purchase_price"), QStringLiteral("Purchase price"), 0,
                   QStringLiteral("enter a purchase price"), AssumptionOrigin::Missing),
        assumption(QStringLiteral("pue"), QStringLiteral("PUE"), 1.3, QStringLiteral("1.3"),
                   AssumptionOrigin::Default,
                   QStringLiteral("Uptime Institute Global Data Center Survey 2024"),
                   QDate(2024, 7, 1)),
    };
    r.utilisationPct = 60;
    r.unitPower.assumption = assumption(QStringLiteral("power_w"), QStringLiteral("Power"), 120000,
                                        QStringLiteral("120,000 W"), AssumptionOrigin::Catalog,
                                        QStringLiteral("vendor's rack specification"));
    r.unitPower.isRack = true;
    r.rackKw = boardReport().rackKw;
    r.facilityMw = assumption(QStringLiteral("facility_mw"), QStringLiteral("Facility power"), 10,
                              QStringLiteral("10 MW"), AssumptionOrigin::Yours);
    r.facility.placeable = false;
    r.facility.reason = QStringLiteral("a 120 kW rack cannot be placed at 27 kW per rack");
    return r;
}

} // namespace chipatlas::testing
