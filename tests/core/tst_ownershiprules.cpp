// Own or rent on the built-in catalog (application/ownershiprules.h, docs/MODEL-FIT.md section
// 9): a GB200 NVL72 and a Trn3 UltraServer at a buyer's own assumptions against rental offers,
// the break-even utilisation, the cost per million tokens from a measured result, the facility
// at 27 kW per rack, and what the report refuses to compare (another currency).

#include "application/catalogsnapshot.h"
#include "application/ownershiprows.h"
#include "application/ownershiprules.h"
#include "domain/modelfit.h"
#include "domain/ownershipdefaults.h"
#include "domain/validation.h"
#include "testbackend.h"

#include <QTest>

#include <cmath>

using namespace chipatlas;

namespace {
const QDate kToday(2026, 12, 5);
const QString kGb200 = QStringLiteral("nvidia-gb200-nvl72");
const QString kTrn3 = QStringLiteral("aws-trn3-ultraserver-gen2");

qint64 cents(double value) {
    return qRound64(value * 100.0);
}

Offer offer(const QString& id, const QString& target, int chips, Pricing pricing,
            double perInstanceHour, const QString& currency = QStringLiteral("USD")) {
    Offer o;
    o.id = id;
    o.targetId = target;
    o.provider = QStringLiteral("Test Cloud");
    o.instance = id;
    o.pricing = pricing;
    o.chips = chips;
    OfferPrice price;
    price.perInstanceHour = perInstanceHour;
    price.currency = currency;
    price.seen = QDate(2026, 11, 30);
    price.source = QStringLiteral("quote from our reseller, ref 1234");
    o.prices = {price};
    return o;
}

const Assumption* find(const OwnershipReport& report, const QString& key) {
    for (const Assumption& a : report.assumptions) {
        if (a.key == key)
            return &a;
    }
    return nullptr;
}

// A GB200 NVL72 rack as a buyer prices it: every number theirs.
OwnershipScenario gb200AtOurColo() {
    OwnershipScenario s;
    s.name = QStringLiteral("GB200 at our colo");
    s.hardwareId = kGb200;
    s.purchasePrice = 3'400'000.0;
    s.priceSource = QStringLiteral("reseller quote");
    s.infrastructurePct = 10.0;
    s.depreciationYears = 5.0;
    s.powerW = 130'000.0;
    s.pue = 1.2;
    s.electricityPerKwh = 0.10;
    s.hostingPerKwMonth = 150.0;
    s.supportPerYear = 50'000.0;
    s.utilisationPct = 70.0;
    s.model = QStringLiteral("llama-3.1-405b");
    return s;
}
} // namespace

class TestOwnershipRules : public QObject {
    Q_OBJECT

    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    CatalogSnapshot m_snapshot;
    CatalogSnapshot m_builtIn; // the built-in catalog's offers only

    // m_snapshot with more offers.
    CatalogSnapshot withOffers(const QList<Offer>& more) const {
        return CatalogSnapshot(m_snapshot.chips(), m_snapshot.models(), m_snapshot.prices(),
                               m_snapshot.systems(), m_snapshot.offers() + more,
                               m_snapshot.results());
    }

private Q_SLOTS:
    // The built-in catalog as a fresh catalog has it, with rental offers of the two systems
    // (the built-in catalog has none): on-demand and spot for the GB200 NVL72, on-demand for
    // the Trn3 UltraServer, and one in EUR.
    void initTestCase() {
        m_place = std::make_unique<catalogtest::CatalogPlace>();
        StorageError error;
        const std::unique_ptr<Catalog> catalog = m_place->open(&error);
        QVERIFY2(catalog, qPrintable(error.message));
        QList<Offer> offers = catalog->offers().all(&error);
        offers << offer(QStringLiteral("test-gb200-on-demand"), kGb200, 72, Pricing::OnDemand,
                        432.0) // $6.00 per chip-hour
               << offer(QStringLiteral("test-gb200-spot"), kGb200, 72, Pricing::Spot,
                        216.0) // $3.00 per chip-hour
               << offer(QStringLiteral("test-gb200-eur"), kGb200, 72, Pricing::OnDemand, 360.0,
                        QStringLiteral("EUR")) // 5.00 EUR per chip-hour
               << offer(QStringLiteral("test-trn3-on-demand"), kTrn3, 144, Pricing::OnDemand,
                        576.0); // $4.00 per chip-hour
        m_snapshot = CatalogSnapshot(catalog->chips().all(&error), catalog->models().all(&error),
                                     catalog->prices().all(&error), catalog->systems().all(&error),
                                     offers, catalog->results().all(&error));
        QVERIFY2(!error, qPrintable(error.message));
        m_builtIn = CatalogSnapshot(catalog->chips().all(&error), catalog->models().all(&error),
                                    catalog->prices().all(&error), catalog->systems().all(&error),
                                    catalog->offers().all(&error), catalog->results().all(&error));
        QVERIFY2(!error, qPrintable(error.message));
        QVERIFY(m_snapshot.system(kGb200));
        QVERIFY(m_snapshot.system(kTrn3));
    }

    void gb200OwnedAndRented() {
        const OwnershipReport report = ownershipReport(m_snapshot, gb200AtOurColo(), kToday);
        QCOMPARE(report.problems, QStringList());
        QVERIFY(report.isSystem);
        QCOMPARE(report.units, 1);
        QCOMPARE(report.chips, 72);
        QVERIFY(report.cost);
        // capital 3,400,000 x 1.10 / (5 x 8,760) = 85.3881; power 130 kW x 1.2 x 0.10 = 15.60;
        // hosting 130 x 150 x 12 / 8,760 = 26.7123; support 50,000 / 8,760 = 5.7078
        QCOMPARE(cents(report.cost->capitalPerHour), 8539);
        QCOMPARE(cents(report.cost->powerPerHour), 1560);
        QCOMPARE(cents(report.cost->hostingPerHour), 2671);
        QCOMPARE(cents(report.cost->supportPerHour), 571);
        // $133.4082 per hour, / 72 = $1.8529 per chip-hour, / 0.70 = $2.6470 per used chip-hour
        QCOMPARE(cents(report.cost->perHour), 13341);
        QCOMPARE(cents(report.cost->perChipHour), 185);
        QCOMPARE(cents(*report.ownedPerUsedChipHour), 265);
        // one year 748,000 + 136,656 + 234,000 + 50,000 = $1,168,656; three years $3,505,968
        QCOMPARE(cents(report.cost->oneYear), 116'865'600);
        QCOMPARE(cents(report.cost->threeYears), 350'596'800);

        // Renting: the cheapest on-demand offer ($6.00), not the cheaper spot one, and not the
        // one in EUR.
        QVERIFY(report.offer);
        QCOMPARE(report.offer->offerId, QStringLiteral("test-gb200-on-demand"));
        QCOMPARE(report.offer->usdPerChipHour, 6.0);
        QVERIFY(!report.offerPicked);
        QVERIFY(report.offerText.contains(QStringLiteral("$6.00 per chip-hour")));
        // break-even 100 x 1.85289 / 6.00 = 30.88 %
        QVERIFY(report.breakEven);
        QCOMPARE(qRound(report.breakEven->utilisationPct * 100), 3088);
        QVERIFY(report.breakEven->reachable);
        // renting the hours used: 6.00 x 72 x 8,760 x 0.70 = $2,649,024 a year
        QCOMPARE(cents(*report.rentedOneYear), 264'902'400);
        QCOMPARE(cents(*report.rentedThreeYears), 794'707'200);

        // Tokens: MLPerf v5.1's audited offline Llama 3.1 405B run on the GB200 NVL72,
        // 14,774.3 tokens/s over 72 chips = 205.20 per chip.
        QCOMPARE(report.modelId, QStringLiteral("llama-3.1-405b"));
        QCOMPARE(*report.tokensPerSecondPerUnit, 14774.3);
        QVERIFY(report.ownedPerMillionTokens && report.rentedPerMillionTokens);
        QVERIFY(report.ownedPerMillionTokens->match.result);
        QCOMPARE(report.ownedPerMillionTokens->match.result->id,
                 QStringLiteral("mlperf-v5.1-llama3.1-405b-offline-nvidia-gb200-nvl72"));
        QVERIFY(!report.ownedPerMillionTokens->upperBound);
        // owned: 2.64699 / (205.1986 x 3,600) x 1e6 = $3.58; rented: 6.00 / 738,715 x 1e6 = $8.12
        QCOMPARE(cents(*report.ownedPerMillionTokens->usdPerMillionTokens), 358);
        QCOMPARE(cents(*report.rentedPerMillionTokens->usdPerMillionTokens), 812);

        // Every assumption, in field order, each with its origin.
        QStringList keys;
        for (const Assumption& a : report.assumptions)
            keys << a.key;
        QCOMPARE(keys.join(QLatin1Char(' ')),
                 QStringLiteral("purchase_price infrastructure_pct depreciation_years power_w pue "
                                "electricity_per_kwh hosting_per_kw_month support_per_year "
                                "utilisation_pct offer_price tokens_per_second rack_kw"));
        QCOMPARE(find(report, QStringLiteral("purchase_price"))->origin, AssumptionOrigin::Yours);
        QCOMPARE(find(report, QStringLiteral("purchase_price"))->valueText,
                 QStringLiteral("$3400000.00 per system"));
        QCOMPARE(find(report, QStringLiteral("purchase_price"))->source,
                 QStringLiteral("reseller quote"));
        QCOMPARE(find(report, QStringLiteral("electricity_per_kwh"))->valueText,
                 QStringLiteral("$0.1000 per kWh"));
        QCOMPARE(find(report, QStringLiteral("offer_price"))->origin, AssumptionOrigin::Catalog);
        QCOMPARE(find(report, QStringLiteral("tokens_per_second"))->origin,
                 AssumptionOrigin::Catalog);
        // The facility's power per rack: the default, 27 kW, with its source.
        QCOMPARE(report.rackKw.origin, AssumptionOrigin::Default);
        QCOMPARE(report.rackKw.value, 27.0);
        QVERIFY(!report.rackKw.source.isEmpty());
        QVERIFY(!report.facility.placeable);
        QCOMPARE(report.facility.reason,
                 QStringLiteral("a 130 kW rack cannot be placed at 27 kW per rack"));
    }

    // The texts in the user's locale, the numbers plain.
    // The tokens-per-second answer says where it comes from as its assumption does: a matching
    // measured result is the catalog's, the decode bound an estimate (the row said "catalog"
    // for both before).
    void tokensRowHasItsAssumptionsOrigin() {
        const auto rowOrigin = [](const OwnershipReport& report) {
            const OwnershipTable table = ownershipTable({report});
            const OwnershipRow* row =
                table.row(OwnershipSection::Tokens, QStringLiteral("tokens_per_second_per_unit"));
            return row ? row->cells.at(0).origin : std::nullopt;
        };
        const OwnershipReport measured =
            ownershipReport(m_snapshot, gb200AtOurColo(), QDate(2026, 12, 1));
        QVERIFY(measured.ownedPerMillionTokens && measured.ownedPerMillionTokens->match.result);
        QCOMPARE(rowOrigin(measured), std::optional(AssumptionOrigin::Catalog));

        OwnershipScenario bound = gb200AtOurColo();
        bound.model = QStringLiteral("mistral-7b-v0.3");
        const OwnershipReport estimated = ownershipReport(m_snapshot, bound, QDate(2026, 12, 1));
        QVERIFY(estimated.tokensPerSecondPerUnit);
        QVERIFY(!estimated.ownedPerMillionTokens->match.result);
        QCOMPARE(rowOrigin(estimated), std::optional(AssumptionOrigin::Estimate));
    }

    void textsInTheLocale() {
        const OwnershipReport report = ownershipReport(m_snapshot, gb200AtOurColo(), kToday,
                                                       QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(find(report, QStringLiteral("purchase_price"))->valueText,
                 QStringLiteral("$3.400.000,00 per system"));
        QCOMPARE(find(report, QStringLiteral("power_w"))->valueText, QStringLiteral("130.000 W"));
        QCOMPARE(find(report, QStringLiteral("utilisation_pct"))->valueText,
                 QStringLiteral("70 %"));
        QCOMPARE(find(report, QStringLiteral("purchase_price"))->value, 3'400'000.0);
    }

    void gb200AtTheCatalogsPowerAndTheDefaults() {
        OwnershipScenario s;
        s.hardwareId = kGb200;
        s.purchasePrice = 3'000'000.0;
        const OwnershipReport report = ownershipReport(m_snapshot, s, kToday);
        // The rack's power as the catalog has it, with its status and source.
        const Figure& rack = m_snapshot.system(kGb200)->figure(SystemField::RackPowerW);
        QVERIFY(rack.hasValue());
        QVERIFY(report.unitPower.isRack);
        QCOMPARE(report.unitPower.assumption.origin, AssumptionOrigin::Catalog);
        QCOMPARE(report.unitPower.assumption.value, rack.number());
        QCOMPARE(report.unitPower.assumption.source, rack.source);
        // Every default applies with its source; the cost is there without a utilisation, the
        // cost per used chip-hour is not, and the report asks for it.
        for (const char* key : {"depreciation_years", "pue", "electricity_per_kwh",
                                "hosting_per_kw_month", "rack_kw"}) {
            const Assumption* a = find(report, QString::fromLatin1(key));
            QVERIFY2(a && a->origin == AssumptionOrigin::Default, key);
            QCOMPARE(a->value, *ownershipDefault(*ownershipFieldFromKey(a->key))->value);
            QVERIFY2(!a->source.isEmpty(), key);
        }
        QCOMPARE(find(report, QStringLiteral("support_per_year"))->valueText,
                 QStringLiteral("not included"));
        QVERIFY(report.cost);
        QCOMPARE(report.ownedPerUsedChipHour, std::nullopt);
        QVERIFY(report.breakEven);
        QCOMPARE(report.problems.size(), 1);
        QVERIFY(report.problems.first().startsWith(QStringLiteral("Enter a utilisation")));
        // At 27 kW per rack the rack cannot be placed; at 140 kW it can, and 10 MW holds
        // floor(10,000 kW / rack kW) of them.
        QVERIFY(!report.facility.placeable);
        QCOMPARE(report.facility.reason,
                 QStringLiteral("a %1 kW rack cannot be placed at 27 kW per rack")
                     .arg(rack.number() / 1000.0));
        s.rackKw = 140.0;
        s.facilityMw = 10.0;
        const OwnershipReport dense = ownershipReport(m_snapshot, s, kToday);
        QVERIFY(dense.facility.placeable);
        const int racks = int(10'000.0 / (rack.number() / 1000.0));
        QCOMPARE(dense.facility.units, std::optional(racks));
        QCOMPARE(dense.facility.chips, std::optional<qint64>(racks * 72));
        QCOMPARE(find(dense, QStringLiteral("facility_mw"))->origin, AssumptionOrigin::Yours);
    }

    void trn3IsOnlyRented() {
        OwnershipScenario s;
        s.hardwareId = kTrn3;
        s.purchasePrice = 5'000'000.0;
        s.utilisationPct = 80.0;
        OwnershipReport report = ownershipReport(m_snapshot, s, kToday);
        const QString availability =
            m_snapshot.system(kTrn3)->figure(SystemField::Availability).text();
        const QString name = m_snapshot.system(kTrn3)->name;
        QVERIFY(report.problems.contains(
            QStringLiteral("%1 is not sold: it is only rented (availability: %2); the price is "
                           "yours to assume.")
                .arg(name, availability)));
        QCOMPARE(report.availability, availability);
        QCOMPARE(report.chips, 144);
        // The renting side works without a power; owning needs one.
        QVERIFY(report.offer);
        QCOMPARE(report.offer->usdPerChipHour, 4.0);
        if (report.unitPower.assumption.origin == AssumptionOrigin::Missing) {
            QVERIFY(!report.cost);
            QVERIFY(report.problems.contains(
                QStringLiteral("Enter the power of one unit: the catalog publishes none for %1 "
                               "and its chip's TDP is not known either.")
                    .arg(name)));
        }

        // With the buyer's own power: $5,000,000 over 6 years (the default) = $95.1294 an hour;
        // 150 kW at the defaults' PUE, electricity and hosting.
        s.powerW = 150'000.0;
        report = ownershipReport(m_snapshot, s, kToday);
        QVERIFY(report.cost);
        const double pue = *ownershipDefault(OwnershipField::Pue)->value;
        const double kwh = *ownershipDefault(OwnershipField::ElectricityPerKwh)->value;
        const double colo = *ownershipDefault(OwnershipField::HostingPerKwMonth)->value;
        QCOMPARE(cents(report.cost->capitalPerHour),
                 cents(5'000'000.0 /
                       (*ownershipDefault(OwnershipField::DepreciationYears)->value * 8760.0)));
        QCOMPARE(cents(report.cost->powerPerHour), cents(150.0 * pue * kwh));
        QCOMPARE(cents(report.cost->hostingPerHour), cents(150.0 * colo * 12.0 / 8760.0));
        QVERIFY(report.breakEven);
        QCOMPARE(report.breakEven->utilisationPct, 100.0 * report.cost->perChipHour / 4.0);
        // 144 chips in several servers: spread by its 150 kW over ceil(150 / 27) = 6 racks.
        QVERIFY(report.unitPower.spansRacks);
        QVERIFY(report.facility.placeable);
        QCOMPARE(report.facility.racksPerUnit, 6);
        QCOMPARE(report.facility.placement,
                 QStringLiteral("spread by its total power over 6 racks of 27 kW: no power per "
                                "rack is published"));
    }

    void namedOfferWins() {
        OwnershipScenario s = gb200AtOurColo();
        s.offerId = QStringLiteral("test-gb200-spot");
        const OwnershipReport report = ownershipReport(m_snapshot, s, kToday);
        QVERIFY(report.offer);
        QCOMPARE(report.offer->offerId, s.offerId);
        QVERIFY(report.offerPicked);
        // 100 x 1.85289 / 3.00 = 61.76 %
        QCOMPARE(qRound(report.breakEven->utilisationPct * 100), 6176);
    }

    // The built-in catalog has no offer of the GB200 NVL72 itself, but CoreWeave rents GB200
    // chips (4 per node of an NVL72 rack) on demand: renting them is the buyer's alternative,
    // and the report says that it is an offer of the same chip.
    void systemWithoutOwnOfferRentsItsChip() {
        const QString coreWeave = QStringLiteral("coreweave-north-america-gb200-4x-on-demand");
        QVERIFY(m_builtIn.offer(coreWeave));
        QVERIFY(m_builtIn.offerIndex().forSystem(*m_builtIn.system(kGb200)).isEmpty());
        const OwnershipReport report = ownershipReport(m_builtIn, gb200AtOurColo(), kToday);
        QVERIFY(report.offer);
        QCOMPARE(report.offer->offerId, coreWeave);
        QCOMPARE(report.offer->usdPerChipHour, 10.5);
        QVERIFY2(report.offerText.startsWith(
                     QStringLiteral("an offer of the same chip: at $10.50 per chip-hour")),
                 qPrintable(report.offerText));
        // break-even 100 x 1.85289 / 10.50 = 17.65 %
        QVERIFY(report.breakEven);
        QCOMPARE(qRound(report.breakEven->utilisationPct * 100), 1765);
        QVERIFY(report.rentedPerMillionTokens);
        // The "Rent at" choice lists it, saying what it rents.
        const QList<PriceOption> options =
            ownershipOfferOptions(m_builtIn, gb200AtOurColo(), kToday);
        QCOMPARE(options.size(), 1);
        QCOMPARE(options.first().offerId, coreWeave);
        QVERIFY2(options.first().label.endsWith(
                     QStringLiteral("; rents 4 x %1")
                         .arg(m_builtIn.chip(QStringLiteral("nvidia-gb200"))->name)),
                 qPrintable(options.first().label));
    }

    // A system's own offers come first: its own on-demand offer is the default although an
    // offer of its chip is cheaper; that one can still be named.
    void systemsOwnOfferWinsOverItsChips() {
        const CatalogSnapshot snapshot =
            withOffers({offer(QStringLiteral("test-gb200-chip"), QStringLiteral("nvidia-gb200"), 4,
                              Pricing::OnDemand, 16.0)}); // $4.00 per chip-hour
        OwnershipScenario s = gb200AtOurColo();
        OwnershipReport report = ownershipReport(snapshot, s, kToday);
        QVERIFY(report.offer);
        QCOMPARE(report.offer->offerId, QStringLiteral("test-gb200-on-demand"));
        QVERIFY(!report.offerText.contains(QStringLiteral("same chip")));
        QStringList ids;
        for (const PriceOption& option : ownershipOfferOptions(snapshot, s, kToday))
            ids << option.offerId;
        QCOMPARE(ids, (QStringList{QStringLiteral("test-gb200-spot"),
                                   QStringLiteral("test-gb200-on-demand"),
                                   QStringLiteral("test-gb200-chip"),
                                   QStringLiteral("coreweave-north-america-gb200-4x-on-demand")}));
        s.offerId = QStringLiteral("test-gb200-chip");
        report = ownershipReport(snapshot, s, kToday);
        QCOMPARE(report.problems, QStringList());
        QVERIFY(report.offer);
        QCOMPARE(report.offer->offerId, s.offerId);
        QVERIFY(report.offerPicked);
        QVERIFY2(report.offerText.startsWith(QStringLiteral("an offer of the same chip: ")),
                 qPrintable(report.offerText));
        // 100 x 1.85289 / 4.00 = 46.32 %
        QCOMPARE(qRound(report.breakEven->utilisationPct * 100), 4632);
    }

    // An offer of another chip is not renting the same thing: refused, saying what it rents.
    void offerOfAnotherChipIsRefused() {
        OwnershipScenario s = gb200AtOurColo();
        s.offerId = QStringLiteral("test-trn3-on-demand");
        const OwnershipReport report = ownershipReport(m_snapshot, s, kToday);
        QCOMPARE(report.offer, std::nullopt);
        QCOMPARE(report.breakEven, std::nullopt);
        QCOMPARE(
            report.problems,
            QStringList{QStringLiteral("The offer test-trn3-on-demand rents %1, not %2 or its "
                                       "chip %3: pick an offer of %2 or of the same chip.")
                            .arg(m_snapshot.system(kTrn3)->name, m_snapshot.system(kGb200)->name,
                                 m_snapshot.chip(QStringLiteral("nvidia-gb200"))->name)});
    }

    void offerInAnotherCurrencyIsNotCompared() {
        OwnershipScenario s = gb200AtOurColo();
        s.offerId = QStringLiteral("test-gb200-eur");
        OwnershipReport report = ownershipReport(m_snapshot, s, kToday);
        QCOMPARE(report.offer, std::nullopt);
        QCOMPARE(report.breakEven, std::nullopt);
        QCOMPARE(report.problems, QStringList{QStringLiteral(
                                      "The offer is priced in EUR, the scenario in USD: ChipAtlas "
                                      "converts no currency.")});
        // A scenario in EUR compares its EUR offer, and no USD default applies to it.
        s.currency = QStringLiteral("EUR");
        s.offerId.clear();
        s.electricityPerKwh.reset();
        report = ownershipReport(m_snapshot, s, kToday);
        QVERIFY(report.offer);
        QCOMPARE(report.offer->offerId, QStringLiteral("test-gb200-eur"));
        QCOMPARE(report.offer->usdPerChipHour, 5.0);
        QCOMPARE(find(report, QStringLiteral("electricity_per_kwh"))->origin,
                 AssumptionOrigin::Missing);
        QCOMPARE(report.cost, std::nullopt);
        QVERIFY(report.problems.contains(
            QStringLiteral("Enter Electricity price per kWh: the cost of owning needs it.")));
        // Naming a USD offer from a EUR scenario is refused the same way.
        s.offerId = QStringLiteral("test-gb200-on-demand");
        report = ownershipReport(m_snapshot, s, kToday);
        QCOMPARE(report.offer, std::nullopt);
        QVERIFY(report.problems.contains(QStringLiteral(
            "The offer is priced in USD, the scenario in EUR: ChipAtlas converts no currency.")));
    }

    void noPriceIsAskedFor() {
        OwnershipScenario s;
        s.hardwareId = kGb200;
        s.utilisationPct = 50.0;
        const OwnershipReport report = ownershipReport(m_snapshot, s, kToday);
        const std::optional<SystemField> listPrice = systemFieldFromKey(u"list_price_usd");
        if (listPrice && m_snapshot.system(kGb200)->figure(*listPrice).hasValue())
            QSKIP("the built-in catalog publishes a price for the GB200 NVL72");
        QCOMPARE(report.cost, std::nullopt);
        QVERIFY(report.problems.contains(
            QStringLiteral("Enter a purchase price: the catalog has no published price for %1.")
                .arg(m_snapshot.system(kGb200)->name)));
        // Power and the facility still answer.
        QCOMPARE(report.unitPower.assumption.origin, AssumptionOrigin::Catalog);
        QVERIFY(!report.facility.reason.isEmpty());
    }

    // A system's published list price is the price where the scenario sets none, with its
    // status and source: Intel's Gaudi 3 kit of 8 accelerators.
    void catalogListPriceOfASystem() {
        const QString gaudi = QStringLiteral("intel-gaudi3-ubb-8x");
        const System* system = m_snapshot.system(gaudi);
        QVERIFY(system);
        const std::optional<SystemField> field = systemFieldFromKey(u"list_price_usd");
        QVERIFY(field);
        const Figure& listPrice = system->figure(*field);
        QVERIFY(listPrice.hasValue());
        OwnershipScenario s;
        s.hardwareId = gaudi;
        s.utilisationPct = 60.0;
        const OwnershipReport report = ownershipReport(m_snapshot, s, kToday);
        const Assumption* price = find(report, QStringLiteral("purchase_price"));
        QCOMPARE(price->origin, AssumptionOrigin::Catalog);
        QCOMPARE(price->value, listPrice.number());
        QCOMPARE(price->source, listPrice.source);
        if (listPrice.status == FigureStatus::Unverified)
            QVERIFY2(price->valueText.endsWith(QStringLiteral(" per system (unverified)")),
                     qPrintable(price->valueText));
        QVERIFY(report.cost);
        // the catalog's price over the default years: price / (years x 8,760)
        QCOMPARE(cents(report.cost->capitalPerHour),
                 cents(listPrice.number() /
                       (*ownershipDefault(OwnershipField::DepreciationYears)->value * 8760.0)));
        // In another currency the catalog's USD price is not used.
        s.currency = QStringLiteral("EUR");
        const OwnershipReport eur = ownershipReport(m_snapshot, s, kToday);
        QCOMPARE(find(eur, QStringLiteral("purchase_price"))->origin, AssumptionOrigin::Missing);
        QVERIFY(eur.problems.contains(
            QStringLiteral("The catalog's price of %1 is in USD, the scenario in EUR: ChipAtlas "
                           "converts no currency; enter a purchase price in EUR.")
                .arg(system->name)));
    }

    // A pod of thousands of chips at its published power is spread over racks by that power,
    // and a facility's MW hold whole pods.
    void podSpreadOverRacks() {
        const QString pod = QStringLiteral("google-tpu7x-ironwood-pod");
        const System* system = m_snapshot.system(pod);
        QVERIFY(system);
        const Figure& power = system->figure(SystemField::SystemPowerW);
        if (!power.hasValue())
            QSKIP("the built-in catalog has no power of the Ironwood pod");
        OwnershipScenario s;
        s.hardwareId = pod;
        s.facilityMw = 100.0;
        const OwnershipReport report = ownershipReport(m_snapshot, s, kToday);
        QCOMPARE(report.unitPower.assumption.origin, AssumptionOrigin::Catalog);
        QVERIFY(report.unitPower.spansRacks);
        const double kw = power.number() / 1000.0;
        QVERIFY(report.facility.placeable);
        QCOMPARE(report.facility.racksPerUnit, int(std::ceil(kw / 27.0)));
        // 100 MW / the pod's MW, in whole pods
        const int pods = int(100'000.0 / kw);
        QCOMPARE(report.facility.units, std::optional(pods));
        QCOMPARE(report.facility.chips, std::optional<qint64>(qint64(pods) * system->chipCount));
        QCOMPARE(report.facility.racks, std::optional(pods * report.facility.racksPerUnit));
    }

    void chipBoughtByTheServer() {
        OwnershipScenario s;
        s.hardwareId = QStringLiteral("nvidia-h100-sxm");
        s.chipCount = 16;
        s.purchasePrice = 25'000.0;
        s.utilisationPct = 60.0;
        const OwnershipReport report = ownershipReport(m_snapshot, s, kToday);
        QVERIFY(!report.isSystem);
        QCOMPARE(report.chips, 16);
        QCOMPARE(report.units, 2); // servers of 8
        QCOMPARE(report.hardwareName, QStringLiteral("NVIDIA H100 SXM x 16"));
        // 8 x 700 W x the default overhead factor, labelled as an estimate
        const double overhead = *ownershipDefault(OwnershipField::ServerOverhead)->value;
        QCOMPARE(report.unitPower.assumption.origin, AssumptionOrigin::Estimate);
        QCOMPARE(report.unitPower.assumption.value, 8 * 700.0 * overhead);
        QVERIFY(find(report, QStringLiteral("server_overhead")));
        QVERIFY(report.cost);
        // the price is per chip: 16 x 25,000 over the default years
        QCOMPARE(cents(report.cost->capitalPerHour),
                 cents(16 * 25'000.0 /
                       (*ownershipDefault(OwnershipField::DepreciationYears)->value * 8760.0)));
        QVERIFY(report.offer); // the built-in H100 offers
    }

    void badScenarioIsNotAnswered() {
        OwnershipScenario s = gb200AtOurColo();
        s.utilisationPct = 101.0;
        const OwnershipReport report = ownershipReport(m_snapshot, s, kToday);
        QCOMPARE(report.problems,
                 QStringList{QStringLiteral(
                     "Utilisation (utilisation_pct): 101 % is above the maximum of 100 %")});
        QCOMPARE(report.cost, std::nullopt);
        s = gb200AtOurColo();
        s.hardwareId = QStringLiteral("no-such-system");
        QCOMPARE(ownershipReport(m_snapshot, s, kToday).problems,
                 QStringList{QStringLiteral("no-such-system is not a chip or system in the "
                                            "catalog.")});
    }

    void otherHardwareUnderOneScenario() {
        OwnershipScenario s = gb200AtOurColo();
        s.offerId = QStringLiteral("test-gb200-spot");
        const OwnershipScenario other = scenarioOnHardware(s, kTrn3);
        QCOMPARE(other.hardwareId, kTrn3);
        QCOMPARE(other.purchasePrice, std::nullopt);
        QCOMPARE(other.powerW, std::nullopt);
        QCOMPARE(other.offerId, QString());
        QCOMPARE(other.pue, s.pue);
        QCOMPARE(other.utilisationPct, s.utilisationPct);
        QCOMPARE(other.model, s.model);

        const OwnershipScenario fresh = defaultScenario(m_snapshot, kGb200);
        QCOMPARE(fresh.hardwareId, kGb200);
        QCOMPARE(fresh.name, m_snapshot.system(kGb200)->name);
        QCOMPARE(fresh.id, ownershipScenarioId(fresh.name));
        QCOMPARE(fresh.pue, std::nullopt);
        QCOMPARE(validateOwnershipScenario(fresh).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestOwnershipRules)
#include "tst_ownershiprules.moc"
