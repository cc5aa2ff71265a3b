// What owning costs per hour, when it beats an offer (ownership.h), and what a facility's power
// allows (facility.h), on cases computed by hand (docs/MODEL-FIT.md section 9).

#include "domain/facility.h"
#include "domain/ownership.h"

#include <QTest>

using namespace chipatlas;

namespace {
// Money to the cent, as the report shows it.
qint64 cents(double value) {
    return qRound64(value * 100.0);
}

// An 8-GPU board bought for $250,000 with 15 % on top for networking, storage and installation,
// written off over 5 years; it draws 10.2 kW (DGX H100's published figure) at a PUE of 1.5,
// electricity at $0.10 per kWh, colocation at $150 per kW-month, $10,000 a year of support.
OwnershipInputs board() {
    OwnershipInputs in;
    in.purchasePrice = 250'000.0;
    in.infrastructurePct = 15.0;
    in.depreciationYears = 5.0;
    in.powerKw = 10.2;
    in.pue = 1.5;
    in.electricityPerKwh = 0.10;
    in.hostingPerKwMonth = 150.0;
    in.supportPerYear = 10'000.0;
    in.chips = 8;
    return in;
}

Chip chipOfTdp(double watts) {
    Chip chip;
    chip.id = QStringLiteral("test-gpu");
    chip.name = QStringLiteral("Test GPU");
    if (watts > 0) {
        chip.figure(Field::TdpW).value = watts;
        chip.figure(Field::TdpW).status = FigureStatus::Published;
    }
    return chip;
}

Assumption overhead(double factor) {
    Assumption a;
    a.key = QStringLiteral("server_overhead");
    a.value = factor;
    a.origin = AssumptionOrigin::Default;
    return a;
}

System rackSystem(int chips, double rackW, std::optional<double> domainChips) {
    System system;
    system.id = QStringLiteral("test-rack");
    system.name = QStringLiteral("Test rack");
    system.chipId = QStringLiteral("test-gpu");
    system.chipCount = chips;
    system.figure(SystemField::RackPowerW).value = rackW;
    system.figure(SystemField::RackPowerW).status = FigureStatus::Unverified;
    system.figure(SystemField::RackPowerW).source = QStringLiteral("https://example.org/rack");
    if (domainChips) {
        system.figure(SystemField::ScaleupDomainChips).value = *domainChips;
        system.figure(SystemField::ScaleupDomainChips).status = FigureStatus::Published;
    }
    return system;
}
} // namespace

class TestOwnership : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void costPerHourOfAnEightGpuBoard() {
        const std::optional<OwnershipCost> cost = ownershipCost(board());
        QVERIFY(cost);
        // capital: 250,000 x 1.15 / (5 x 8,760) = 287,500 / 43,800 = $6.5639 per hour
        QCOMPARE(cents(cost->capitalPerHour), 656);
        QVERIFY(qFuzzyCompare(cost->capitalPerHour, 287'500.0 / 43'800.0));
        // power: 10.2 kW x 1.5 x $0.10 = $1.53 per hour
        QCOMPARE(cents(cost->powerPerHour), 153);
        // hosting: 10.2 kW x $150 x 12 / 8,760 = 18,360 / 8,760 = $2.0959 per hour
        QCOMPARE(cents(cost->hostingPerHour), 210);
        // support: 10,000 / 8,760 = $1.1416 per hour
        QCOMPARE(cents(cost->supportPerHour), 114);
        // the sum: 6.5639 + 1.53 + 2.0959 + 1.1416 = $11.3314 per hour
        QCOMPARE(cents(cost->perHour), 1133);
        // per chip-hour: 11.3314 / 8 = $1.4164
        QCOMPARE(cents(cost->perChipHour), 142);
        QVERIFY(qFuzzyCompare(cost->perChipHour, cost->perHour / 8));
        // one year: 57,500 (capital) + 13,402.80 (1.53 x 8,760) + 18,360 + 10,000 = $99,262.80
        QCOMPARE(cents(cost->oneYear), 9'926'280);
        // three years: 3 x 99,262.80 = $297,788.40
        QCOMPARE(cents(cost->threeYears), 29'778'840);
    }

    void costPerUsedChipHour() {
        const OwnershipCost cost = *ownershipCost(board());
        // at 60 %: 1.4164 / 0.6 = $2.3607 per used chip-hour
        QCOMPARE(cents(*ownedPerUsedChipHour(cost, 60.0)), 236);
        // at 100 % a used chip-hour costs what an owned one does
        QCOMPARE(*ownedPerUsedChipHour(cost, 100.0), cost.perChipHour);
        QCOMPARE(ownedPerUsedChipHour(cost, 0.0), std::nullopt);
        QCOMPARE(ownedPerUsedChipHour(cost, 101.0), std::nullopt);
    }

    void breakEvenAgainstAnOffer() {
        const OwnershipCost cost = *ownershipCost(board());
        // against $2.50 per chip-hour: 100 x 1.41642 / 2.50 = 56.66 %
        const std::optional<BreakEven> breakEven = breakEvenUtilisation(cost, 2.50);
        QVERIFY(breakEven);
        QCOMPARE(qRound(breakEven->utilisationPct * 100), 5666);
        QVERIFY(breakEven->reachable);
        // At the break-even utilisation owning costs what renting does.
        QVERIFY(qFuzzyCompare(*ownedPerUsedChipHour(cost, breakEven->utilisationPct), 2.50));
    }

    void offerCheaperThanOwningAtFullUse() {
        const OwnershipCost cost = *ownershipCost(board());
        // $1.20 per chip-hour is below the $1.4164 owning costs at 100 %: 118.04 %, not reachable
        const std::optional<BreakEven> breakEven = breakEvenUtilisation(cost, 1.20);
        QVERIFY(breakEven);
        QCOMPARE(qRound(breakEven->utilisationPct * 100), 11804);
        QVERIFY(!breakEven->reachable);
        QCOMPARE(breakEvenUtilisation(cost, 0.0), std::nullopt);
    }

    void outOfRangeInputsGiveNoCost() {
        OwnershipInputs in = board();
        in.depreciationYears = 0;
        QCOMPARE(ownershipCost(in), std::nullopt);
        in = board();
        in.purchasePrice = -1;
        QCOMPARE(ownershipCost(in), std::nullopt);
        in = board();
        in.pue = 0.9;
        QCOMPARE(ownershipCost(in), std::nullopt);
        in = board();
        in.chips = 0;
        QCOMPARE(ownershipCost(in), std::nullopt);
    }

    void curveFallsTowardsFullUse() {
        const OwnershipCost cost = *ownershipCost(board());
        const QList<UtilisationPoint> curve = ownershipCurve(cost, 5.0, 96);
        QCOMPARE(curve.size(), 96);
        QCOMPARE(curve.first().utilisationPct, 5.0);
        QCOMPARE(curve.last().utilisationPct, 100.0);
        // at 5 %: 1.41642 x 20 = $28.33 per used chip-hour
        QCOMPARE(cents(curve.first().ownedPerUsedChipHour), 2833);
        QCOMPARE(curve.last().ownedPerUsedChipHour, cost.perChipHour);
        for (qsizetype i = 1; i < curve.size(); ++i)
            QVERIFY(curve[i].ownedPerUsedChipHour < curve[i - 1].ownedPerUsedChipHour);
    }

    void originKeys() {
        QCOMPARE(assumptionOriginKey(AssumptionOrigin::Yours), QStringLiteral("yours"));
        QCOMPARE(assumptionOriginKey(AssumptionOrigin::Catalog), QStringLiteral("catalog"));
        QCOMPARE(assumptionOriginKey(AssumptionOrigin::Estimate), QStringLiteral("estimate"));
        QVERIFY(!assumptionOriginDisplayName(AssumptionOrigin::Default).isEmpty());
    }

    // A 120 kW rack (GB200 NVL72's figure) cannot be placed at the 27 kW per rack of an average
    // 2026 facility, and can at 130 kW.
    void rackAboveTheFacilitysDensity() {
        FacilityInputs in;
        in.unitKw = 120.0;
        in.unitIsRack = true;
        in.chipsPerUnit = 72;
        in.rackKw = 27.0;
        FacilityFit fit = fitFacility(in);
        QVERIFY(!fit.placeable);
        QCOMPARE(fit.reason, QStringLiteral("a 120 kW rack cannot be placed at 27 kW per rack"));

        in.rackKw = 130.0;
        in.facilityMw = 10.0;
        fit = fitFacility(in);
        QVERIFY(fit.placeable);
        QCOMPARE(fit.unitsPerRack, 1);
        QCOMPARE(fit.rackKwAsDeployed, 120.0);
        // 10 MW / 120 kW = 83.3: 83 racks, 83 x 72 = 5,976 chips
        QCOMPARE(fit.units, std::optional(83));
        QCOMPARE(fit.racks, std::optional(83));
        QCOMPARE(fit.chips, std::optional<qint64>(5976));
    }

    // A server of 8 chips of 1,000 W at an overhead factor of 1.5 draws 12 kW; two share a
    // 27 kW rack.
    void estimatedServerPerRack() {
        const UnitPower power = chipServerPower(chipOfTdp(1000.0), 8, std::nullopt, overhead(1.5));
        QCOMPARE(power.assumption.key, QStringLiteral("power_w"));
        QCOMPARE(power.assumption.origin, AssumptionOrigin::Estimate);
        // 8 x 1,000 W x 1.5 = 12,000 W
        QCOMPARE(power.assumption.value, 12'000.0);
        QCOMPARE(power.assumption.source, QStringLiteral("estimate: 8 x 1,000 W x 1.5"));
        QVERIFY(!power.isRack);

        FacilityInputs in;
        in.unitKw = power.assumption.value / 1000.0;
        in.chipsPerUnit = 8;
        in.rackKw = 27.0;
        in.facilityMw = 1.0;
        in.tokensPerSecondPerUnit = 2000.0;
        const FacilityFit fit = fitFacility(in);
        QVERIFY(fit.placeable);
        // floor(27 / 12) = 2 servers per rack, drawing 24 kW
        QCOMPARE(fit.unitsPerRack, 2);
        QCOMPARE(fit.rackKwAsDeployed, 24.0);
        // 1 MW: floor(1,000 / 12) = 83 servers in ceil(83 / 2) = 42 racks, 83 x 8 = 664 chips,
        // 83 x 2,000 = 166,000 tokens/s; 2,000 / 12 = 166.67 tokens/s per kW
        QCOMPARE(fit.units, std::optional(83));
        QCOMPARE(fit.racks, std::optional(42));
        QCOMPARE(fit.chips, std::optional<qint64>(664));
        QCOMPARE(fit.tokensPerSecond, std::optional(166'000.0));
        QCOMPARE(qRound(*fit.tokensPerSecondPerKw * 100), 16667);
    }

    // A system of several servers (an UltraServer, a TPU pod) that draws more than one rack is
    // spread over racks by its total power, and says so.
    void severalServersSpreadOverRacks() {
        FacilityInputs in;
        in.unitKw = 150.0;
        in.unitSpansRacks = true;
        in.chipsPerUnit = 144;
        in.rackKw = 27.0;
        in.facilityMw = 3.0;
        FacilityFit fit = fitFacility(in);
        QVERIFY(fit.placeable);
        QCOMPARE(fit.reason, QString());
        // ceil(150 / 27) = ceil(5.56) = 6 racks, each drawing 150 / 6 = 25 kW
        QCOMPARE(fit.racksPerUnit, 6);
        QCOMPARE(fit.unitsPerRack, 1);
        QCOMPARE(fit.rackKwAsDeployed, 25.0);
        QCOMPARE(fit.placement, QStringLiteral("spread by its total power over 6 racks of 27 kW: "
                                               "no power per rack is published"));
        // 3 MW: floor(3,000 / 150) = 20 systems in 20 x 6 = 120 racks, 20 x 144 = 2,880 chips
        QCOMPARE(fit.units, std::optional(20));
        QCOMPARE(fit.racks, std::optional(120));
        QCOMPARE(fit.chips, std::optional<qint64>(2880));

        // Within one rack's power it is placed as any unit.
        in.unitKw = 20.0;
        fit = fitFacility(in);
        QCOMPARE(fit.racksPerUnit, 1);
        QCOMPARE(fit.unitsPerRack, 1);
        QCOMPARE(fit.placement, QString());
        QCOMPARE(fit.racks, std::optional(150)); // floor(3,000 / 20) = 150 systems, one a rack
    }

    void serverAboveTheDensityIsRefused() {
        FacilityInputs in;
        in.unitKw = 14.3; // DGX B200
        in.chipsPerUnit = 8;
        in.rackKw = 10.0;
        in.facilityMw = 1.0;
        const FacilityFit fit = fitFacility(in);
        QVERIFY(!fit.placeable);
        QCOMPARE(fit.reason, QStringLiteral("a 14.3 kW unit cannot be placed at 10 kW per rack"));
        QCOMPARE(fit.units, std::nullopt);
    }

    void powerOfASystem() {
        const Chip chip = chipOfTdp(1200.0);
        // A rack that publishes its power and fills it: the unit is the rack.
        UnitPower power =
            systemUnitPower(rackSystem(72, 120'000.0, 72.0), chip, std::nullopt, overhead(1.82));
        QVERIFY(power.isRack);
        QVERIFY(!power.spansRacks);
        QCOMPARE(power.assumption.origin, AssumptionOrigin::Catalog);
        QCOMPARE(power.assumption.value, 120'000.0);
        QCOMPARE(power.assumption.source, QStringLiteral("https://example.org/rack"));
        QCOMPARE(power.assumption.valueText, QStringLiteral("120,000 W (unverified)"));

        // Yours wins over the catalog's.
        power = systemUnitPower(rackSystem(72, 120'000.0, 72.0), chip, 132'000.0, overhead(1.82));
        QCOMPARE(power.assumption.origin, AssumptionOrigin::Yours);
        QCOMPARE(power.assumption.value, 132'000.0);
        QVERIFY(power.isRack);

        // A VM of 4 GPUs of a 72-GPU rack does not draw the rack's power: estimated.
        power = systemUnitPower(rackSystem(4, 120'000.0, 72.0), chip, std::nullopt, overhead(1.82));
        QVERIFY(!power.isRack);
        QCOMPARE(power.assumption.origin, AssumptionOrigin::Estimate);
        // 4 x 1,200 W x 1.82 = 8,736 W
        QCOMPARE(power.assumption.value, 8736.0);
        QCOMPARE(power.assumption.source, QStringLiteral("estimate: 4 x 1,200 W x 1.82"));
        QVERIFY(!power.spansRacks); // one server

        // 144 chips without a rack of their own: several servers, which may span racks.
        power = systemUnitPower(rackSystem(144, 0, 144.0), chip, 150'000.0, overhead(1.82));
        QVERIFY(!power.isRack);
        QVERIFY(power.spansRacks);

        // The system's own published power comes first.
        System dgx = rackSystem(8, 0, std::nullopt);
        dgx.figure(SystemField::RackPowerW) = Figure{};
        dgx.figure(SystemField::SystemPowerW).value = 14'300.0;
        dgx.figure(SystemField::SystemPowerW).status = FigureStatus::Published;
        power = systemUnitPower(dgx, chip, std::nullopt, overhead(1.82));
        QCOMPARE(power.assumption.value, 14'300.0);
        QCOMPARE(power.assumption.valueText, QStringLiteral("14,300 W"));
        QVERIFY(!power.isRack);

        // No power and no TDP: missing, and the answers that need it are absent.
        power = systemUnitPower(rackSystem(4, 120'000.0, 72.0), chipOfTdp(0), std::nullopt,
                                overhead(1.82));
        QCOMPARE(power.assumption.origin, AssumptionOrigin::Missing);
        QVERIFY(power.assumption.source.contains(QStringLiteral("Test GPU")));
    }
};

QTEST_GUILESS_MAIN(TestOwnership)
#include "tst_ownership.moc"
