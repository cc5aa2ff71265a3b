#include "ownership.h"

#include <QCoreApplication>

#include <cmath>

namespace chipatlas {

QString assumptionOriginKey(AssumptionOrigin origin) {
    switch (origin) {
    case AssumptionOrigin::Yours:
        return QStringLiteral("yours");
    case AssumptionOrigin::Default:
        return QStringLiteral("default");
    case AssumptionOrigin::Catalog:
        return QStringLiteral("catalog");
    case AssumptionOrigin::Estimate:
        return QStringLiteral("estimate");
    case AssumptionOrigin::Missing:
        return QStringLiteral("missing");
    }
    return {};
}

QString assumptionOriginDisplayName(AssumptionOrigin origin) {
    switch (origin) {
    case AssumptionOrigin::Yours:
        return QCoreApplication::translate("Ownership", "yours");
    case AssumptionOrigin::Default:
        return QCoreApplication::translate("Ownership", "default");
    case AssumptionOrigin::Catalog:
        return QCoreApplication::translate("Ownership", "catalog");
    case AssumptionOrigin::Estimate:
        return QCoreApplication::translate("Ownership", "estimate");
    case AssumptionOrigin::Missing:
        return QCoreApplication::translate("Ownership", "missing");
    }
    return {};
}

namespace {
bool finite(std::initializer_list<double> values) {
    for (const double value : values) {
        if (!std::isfinite(value))
            return false;
    }
    return true;
}
} // namespace

std::optional<OwnershipCost> ownershipCost(const OwnershipInputs& in) {
    if (!finite({in.purchasePrice, in.infrastructurePct, in.depreciationYears, in.powerKw, in.pue,
                 in.electricityPerKwh, in.hostingPerKwMonth, in.supportPerYear}))
        return std::nullopt;
    if (in.purchasePrice < 0 || in.infrastructurePct < 0 || in.depreciationYears <= 0 ||
        in.powerKw < 0 || in.pue < 1 || in.electricityPerKwh < 0 || in.hostingPerKwMonth < 0 ||
        in.supportPerYear < 0 || in.chips < 1)
        return std::nullopt;
    OwnershipCost cost;
    // Straight-line depreciation of the price and the infrastructure added on top of it.
    cost.capitalPerHour = in.purchasePrice * (1.0 + in.infrastructurePct / 100.0) /
                          (in.depreciationYears * kHoursPerYear);
    // Full draw every hour, times the facility's overhead (PUE).
    cost.powerPerHour = in.powerKw * in.pue * in.electricityPerKwh;
    // Colocation bills the kW provisioned, per month: 12 months spread over the year's hours.
    cost.hostingPerHour = in.powerKw * in.hostingPerKwMonth * 12.0 / kHoursPerYear;
    cost.supportPerHour = in.supportPerYear / kHoursPerYear;
    cost.perHour =
        cost.capitalPerHour + cost.powerPerHour + cost.hostingPerHour + cost.supportPerHour;
    cost.perChipHour = cost.perHour / in.chips;
    cost.oneYear = cost.perHour * kHoursPerYear;
    cost.threeYears = cost.perHour * kHoursPerYear * 3.0;
    return cost;
}

std::optional<double> ownedPerUsedChipHour(const OwnershipCost& cost, double utilisationPct) {
    if (!std::isfinite(utilisationPct) || utilisationPct <= 0 || utilisationPct > 100)
        return std::nullopt;
    return cost.perChipHour / (utilisationPct / 100.0);
}

std::optional<BreakEven> breakEvenUtilisation(const OwnershipCost& cost, double offerPerChipHour) {
    if (!std::isfinite(offerPerChipHour) || offerPerChipHour <= 0)
        return std::nullopt;
    BreakEven breakEven;
    breakEven.utilisationPct = 100.0 * cost.perChipHour / offerPerChipHour;
    breakEven.reachable = breakEven.utilisationPct <= 100.0;
    return breakEven;
}

QList<UtilisationPoint> ownershipCurve(const OwnershipCost& cost, double fromPct, int steps) {
    QList<UtilisationPoint> points;
    if (!std::isfinite(fromPct) || fromPct <= 0 || fromPct > 100 || steps < 1)
        return points;
    if (steps == 1 || fromPct == 100)
        steps = 1;
    points.reserve(steps);
    for (int i = 0; i < steps; ++i) {
        const double u =
            steps == 1 ? 100.0 : fromPct + (100.0 - fromPct) * double(i) / double(steps - 1);
        points.append({u, cost.perChipHour / (u / 100.0)});
    }
    return points;
}

} // namespace chipatlas
