#include "facility.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace chipatlas {

namespace {
// lupdate files FacilityText::tr() under "Facility", the context it is looked up in.
class FacilityText final {
    Q_DECLARE_TR_FUNCTIONS(Facility)
};

// Numbers in the formula and the reasons as the English texts write them ("1,200", "1.82",
// "27"): at most `decimals` decimals, trailing zeros dropped.
QString number(double value, int decimals = 2) {
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    QString text = english.toString(value, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

Assumption powerAssumption() {
    Assumption a;
    a.key = QStringLiteral("power_w");
    a.label = FacilityText::tr("Power per unit");
    return a;
}

void setValue(Assumption& a, double watts) {
    a.value = watts;
    a.valueText = number(watts, 0) + QStringLiteral(" W");
}

// The estimate chips x TDP x overhead, with its formula as the source.
UnitPower estimate(const Chip& chip, int chips, const Assumption& serverOverhead) {
    UnitPower power;
    power.assumption = powerAssumption();
    const Figure& tdp = chip.figure(Field::TdpW);
    if (!tdp.hasValue() || tdp.number() <= 0 || chips < 1 ||
        serverOverhead.origin == AssumptionOrigin::Missing || serverOverhead.value < 1) {
        power.assumption.origin = AssumptionOrigin::Missing;
        power.assumption.valueText = FacilityText::tr("unknown");
        power.assumption.source =
            tdp.hasValue()
                ? FacilityText::tr("no published power and no server overhead factor")
                : FacilityText::tr("no published power and no published TDP of %1").arg(chip.name);
        return power;
    }
    setValue(power.assumption, chips * tdp.number() * serverOverhead.value);
    power.assumption.origin = AssumptionOrigin::Estimate;
    power.assumption.source =
        FacilityText::tr("estimate: %1 x %2 W x %3")
            .arg(number(chips, 0), number(tdp.number(), 0), number(serverOverhead.value, 3));
    return power;
}

UnitPower yours(double watts) {
    UnitPower power;
    power.assumption = powerAssumption();
    setValue(power.assumption, watts);
    power.assumption.origin = AssumptionOrigin::Yours;
    return power;
}

UnitPower published(const Figure& figure) {
    UnitPower power;
    power.assumption = powerAssumption();
    setValue(power.assumption, figure.number());
    if (figure.status != FigureStatus::Published)
        power.assumption.valueText += QStringLiteral(" (%1)").arg(statusDisplayName(figure.status));
    power.assumption.origin = AssumptionOrigin::Catalog;
    power.assumption.source = figure.source;
    return power;
}

bool hasNumber(const Figure& figure) {
    return figure.hasValue() && figure.number() > 0;
}

// Whether a system fills the rack whose power it publishes: its scale-up domain, where known, is
// no larger than the system (a VM of 4 GPUs of a 72-GPU rack does not).
bool fillsRack(const System& system) {
    const Figure& domain = system.figure(SystemField::ScaleupDomainChips);
    return !hasNumber(domain) || domain.number() <= system.chipCount;
}
} // namespace

UnitPower systemUnitPower(const System& system, const Chip& chip, std::optional<double> yoursW,
                          const Assumption& serverOverhead) {
    const Figure& systemPower = system.figure(SystemField::SystemPowerW);
    const Figure& rackPower = system.figure(SystemField::RackPowerW);
    const bool rack = hasNumber(rackPower) && fillsRack(system) &&
                      (!hasNumber(systemPower) || systemPower.number() <= rackPower.number());
    UnitPower power;
    if (yoursW)
        power = yours(*yoursW);
    else if (hasNumber(systemPower))
        power = published(systemPower);
    else if (rack)
        power = published(rackPower);
    else
        power = estimate(chip, system.chipCount, serverOverhead);
    power.isRack = rack;
    power.spansRacks = !rack && system.chipCount > kMaxServerChips;
    return power;
}

UnitPower chipServerPower(const Chip& chip, int serverChips, std::optional<double> yoursW,
                          const Assumption& serverOverhead) {
    return yoursW ? yours(*yoursW) : estimate(chip, serverChips, serverOverhead);
}

FacilityFit fitFacility(const FacilityInputs& in) {
    FacilityFit fit;
    if (!(in.unitKw > 0) || !std::isfinite(in.unitKw) || !(in.rackKw > 0) ||
        !std::isfinite(in.rackKw)) {
        fit.reason = FacilityText::tr("the power of one unit is not known");
        return fit;
    }
    const double tolerance = 1e-9 * in.rackKw; // 27 kW of units of 13.5 kW fit twice
    if (in.unitKw > in.rackKw + tolerance && in.unitSpansRacks && !in.unitIsRack) {
        // Several servers: spread over racks by the unit's total power (docs/MODEL-FIT.md
        // section 9.2).
        fit.placeable = true;
        fit.unitsPerRack = 1;
        fit.racksPerUnit = int(std::ceil(in.unitKw / in.rackKw - 1e-9));
        fit.rackKwAsDeployed = in.unitKw / fit.racksPerUnit;
        fit.placement = FacilityText::tr("spread by its total power over %1 racks of %2 kW: no "
                                         "power per rack is published")
                            .arg(fit.racksPerUnit)
                            .arg(number(in.rackKw));
    } else if (in.unitKw > in.rackKw + tolerance) {
        fit.reason = in.unitIsRack
                         ? FacilityText::tr("a %1 kW rack cannot be placed at %2 kW per rack")
                               .arg(number(in.unitKw), number(in.rackKw))
                         : FacilityText::tr("a %1 kW unit cannot be placed at %2 kW per rack")
                               .arg(number(in.unitKw), number(in.rackKw));
        if (in.tokensPerSecondPerUnit)
            fit.tokensPerSecondPerKw = *in.tokensPerSecondPerUnit / in.unitKw;
        return fit;
    } else {
        fit.placeable = true;
        fit.racksPerUnit = 1;
        fit.unitsPerRack =
            in.unitIsRack ? 1 : std::max(1, int(std::floor(in.rackKw / in.unitKw + 1e-9)));
        fit.rackKwAsDeployed = fit.unitsPerRack * in.unitKw;
    }
    if (in.tokensPerSecondPerUnit)
        fit.tokensPerSecondPerKw = *in.tokensPerSecondPerUnit / in.unitKw;
    if (in.facilityMw && *in.facilityMw > 0 && std::isfinite(*in.facilityMw)) {
        // The facility's IT power over one unit's draw (docs/MODEL-FIT.md section 9.2).
        const double units = std::floor(*in.facilityMw * 1000.0 / in.unitKw + 1e-9);
        fit.units = int(std::min(units, 2e9));
        fit.racks = fit.racksPerUnit > 1 ? int(std::min(double(*fit.units) * fit.racksPerUnit, 2e9))
                                         : int(std::ceil(double(*fit.units) / fit.unitsPerRack));
        fit.chips = qint64(*fit.units) * in.chipsPerUnit;
        if (in.tokensPerSecondPerUnit)
            fit.tokensPerSecond = *fit.units * *in.tokensPerSecondPerUnit;
    }
    return fit;
}

} // namespace chipatlas
