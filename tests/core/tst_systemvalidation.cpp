#include "domain/validation.h"
#include "systemfixtures.h"

#include <QTest>

#include <limits>

using namespace chipatlas;
using namespace chipatlas::testing;

namespace {
QStringList keys(const QList<ValidationIssue>& issues) {
    QStringList result;
    for (const ValidationIssue& issue : issues)
        result << issue.key;
    return result;
}

Offer validOffer() {
    Offer offer;
    offer.id = QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand");
    offer.targetId = QStringLiteral("nvidia-h100-sxm");
    offer.provider = QStringLiteral("AWS");
    offer.region = QStringLiteral("us-east-1");
    offer.instance = QStringLiteral("p5.48xlarge");
    offer.chips = 8;
    OfferPrice price;
    price.perInstanceHour = 55.04;
    price.seen = QDate(2026, 8, 26);
    price.source =
        QStringLiteral("https://github.com/tsaol/aws-gpu/blob/main/data/p5_instances.js");
    offer.prices << price;
    return offer;
}
} // namespace

class TestSystemValidation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void referenceSystemsAreValid() {
        for (const System& system : {trn3UltraServer(), gb200Nvl72(), hgxB200()})
            QVERIFY2(validateSystem(system).isEmpty(),
                     qPrintable(issuesText(validateSystem(system))));
        QVERIFY(validateOffer(validOffer()).isEmpty());
    }

    void negativePowerIsRefusedNamingTheField() {
        System system = gb200Nvl72();
        system.figure(SystemField::SystemPowerW) = published(-5.0);
        const QList<ValidationIssue> issues = validateSystem(system);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.first().key, QStringLiteral("system_power_w"));
        QCOMPARE(issues.first().message,
                 QStringLiteral("System power (system_power_w): -5 W is negative"));
        QCOMPARE(issues.first().problem, QStringLiteral("-5 W is negative"));
    }

    void negativeListPriceIsRefusedNamingTheField() {
        System system = gb200Nvl72();
        system.figure(SystemField::ListPriceUsd) = published(-1.0);
        const QList<ValidationIssue> issues = validateSystem(system);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.first().key, QStringLiteral("list_price_usd"));
        QCOMPARE(issues.first().message,
                 QStringLiteral("List price (list_price_usd): -1 USD is negative"));
        system.figure(SystemField::ListPriceUsd) = published(125000.0);
        QVERIFY(validateSystem(system).isEmpty());
        system.figure(SystemField::ListPriceUsd) = published(0.0);
        QVERIFY(!validateSystem(system).isEmpty()); // zero: leave it empty instead
    }

    void boundsOfSystemFigures() {
        System system = gb200Nvl72();
        system.figure(SystemField::RackPowerW) = published(2e8); // above 100 MW
        system.figure(SystemField::ScaleupDomainChips) = published(7.5);
        system.figure(SystemField::VendorTotalFp8Tflops) = published(0.0);
        QCOMPARE(
            keys(validateSystem(system)),
            (QStringList{QStringLiteral("scaleup_domain_chips"), QStringLiteral("rack_power_w"),
                         QStringLiteral("vendor_total_fp8_tflops")}));
        system = gb200Nvl72();
        system.figure(SystemField::HostMemoryGb) =
            published(std::numeric_limits<double>::quiet_NaN());
        QVERIFY(validateSystem(system).first().message.contains(QStringLiteral("finite")));
    }

    void zeroChipsAndMissingIdentityAreRefused() {
        System system = gb200Nvl72();
        system.chipCount = 0;
        system.vendor.clear();
        system.chipId = QStringLiteral("NVIDIA GB200");
        const QList<ValidationIssue> issues = validateSystem(system);
        QCOMPARE(keys(issues), (QStringList{QStringLiteral("vendor"), QStringLiteral("chip_id"),
                                            QStringLiteral("chip_count")}));
        QVERIFY(issues.at(1).message.startsWith(QStringLiteral("Chip (chip_id): ")));
        QVERIFY(issues.at(2).message.startsWith(QStringLiteral("Chips (chip_count): 0 chips")));
    }

    void printedUnitOnlyWhereTheFieldTakesOne() {
        System system = gb200Nvl72();
        system.figure(SystemField::ScaleupFabric).printedUnit = PrintedUnit::Binary;
        system.figure(SystemField::SystemPowerW) = published(14300.0, PrintedUnit::Decimal);
        QCOMPARE(keys(validateSystem(system)),
                 (QStringList{QStringLiteral("scaleup_fabric"), QStringLiteral("system_power_w")}));
        system = gb200Nvl72();
        system.figure(SystemField::ScaleoutNetwork) = published(QStringLiteral("  "));
        system.figure(SystemField::Availability).status = FigureStatus::NotPublished;
        QCOMPARE(keys(validateSystem(system)),
                 (QStringList{QStringLiteral("scaleout_network"), QStringLiteral("availability")}));
    }

    void badCurrencyAndPricesAreRefused() {
        Offer offer = validOffer();
        offer.prices.first().currency = QStringLiteral("usd");
        offer.prices.first().perInstanceHour = 0.0;
        const QList<ValidationIssue> issues = validateOffer(offer);
        QCOMPARE(keys(issues), (QStringList{QStringLiteral("price_per_instance_hour"),
                                            QStringLiteral("currency")}));
        QVERIFY(issues.at(1).message.startsWith(QStringLiteral("Currency (currency): \"usd\"")));
    }

    void datesFrom2000To2200() {
        Offer offer = validOffer();
        offer.prices.first().seen = QDate(1999, 12, 31);
        QCOMPARE(keys(validateOffer(offer)), QStringList{QStringLiteral("seen")});
        offer.prices.first().seen = QDate(2201, 1, 1);
        QCOMPARE(keys(validateOffer(offer)), QStringList{QStringLiteral("seen")});
        offer.prices.first().seen = QDate(2200, 12, 31);
        QVERIFY(validateOffer(offer).isEmpty());
        offer.prices.first().seen = QDate(); // "not shown": allowed, its note says how
        QVERIFY(validateOffer(offer).isEmpty());
    }

    void offerIdentityAndChips() {
        Offer offer = validOffer();
        offer.id = QStringLiteral("AWS p5");
        offer.targetId.clear();
        offer.provider = QStringLiteral(" ");
        offer.chips = 0;
        QCOMPARE(keys(validateOffer(offer)),
                 (QStringList{QStringLiteral("id"), QStringLiteral("target_id"),
                              QStringLiteral("provider"), QStringLiteral("chips")}));
    }

    // What an import and its dry run refuse besides the rules above: a chip or a target the
    // catalog does not have (Catalog::importItems() refuses them too).
    void referencesMustBeInTheCatalog() {
        const QSet<QString> chips{QStringLiteral("nvidia-b200"), QStringLiteral("nvidia-h100-sxm")};
        const QSet<QString> systems{QStringLiteral("nvidia-hgx-b200-8gpu")};
        System system = hgxB200();
        QVERIFY(validateSystemReferences(system, chips).isEmpty());
        system.chipId = QStringLiteral("no-such-chip");
        const QList<ValidationIssue> issues = validateSystemReferences(system, chips);
        QCOMPARE(keys(issues), QStringList{QStringLiteral("chip_id")});
        QCOMPARE(
            issues.first().message,
            QStringLiteral("Chip (chip_id): \"no-such-chip\" is not a chip of the catalog; add "
                           "or import that chip first, or name one the catalog has"));

        Offer offer = validOffer();
        QVERIFY(validateOfferReferences(offer, chips, {}).isEmpty());
        offer.targetId = QStringLiteral("nvidia-hgx-b200-8gpu");
        QVERIFY(validateOfferReferences(offer, chips, systems).isEmpty());
        QCOMPARE(keys(validateOfferReferences(offer, chips, {})),
                 QStringList{QStringLiteral("target_id")});
        offer.targetId = QStringLiteral("no-such-system");
        QCOMPARE(validateOfferReferences(offer, chips, systems).first().problem,
                 QStringLiteral("\"no-such-system\" is neither a chip nor a system of the catalog; "
                                "add or import it first, or name one the catalog has"));
    }
};

QTEST_GUILESS_MAIN(TestSystemValidation)
#include "tst_systemvalidation.moc"
