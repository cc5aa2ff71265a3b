#include "domain/modelfit.h"
#include "domain/money.h"
#include "domain/offerchoice.h"
#include "io/systemjson.h"
#include "systemfixtures.h"

#include <QTest>

#include <algorithm>

using namespace chipatlas;
using namespace chipatlas::testing;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

Offer offer(const QString& provider, const QString& region, const QString& instance,
            Pricing pricing, int chips, double perInstanceHour, QDate seen,
            const QString& seenNote = QString()) {
    Offer o;
    o.provider = provider;
    o.region = region;
    o.instance = instance;
    o.pricing = pricing;
    o.id = offerId(provider, region, instance, pricing);
    o.targetId = kH100;
    o.chips = chips;
    o.origin = Origin::BuiltIn;
    OfferPrice price;
    price.perInstanceHour = perInstanceHour;
    price.seen = seen;
    price.seenNote = seenNote;
    price.origin = Origin::BuiltIn;
    o.prices << price;
    return o;
}

// The H100 SXM rows of the reference offers.csv (Azure's and Google's have no price found).
QList<Offer> h100Offers() {
    Offer google = offer(QStringLiteral("Google Cloud"), QString(), QStringLiteral("a3-highgpu-8g"),
                         Pricing::OnDemand, 8, 1.0, QDate());
    google.prices.clear();
    return {
        offer(QStringLiteral("AWS"), QStringLiteral("us-east-1"), QStringLiteral("p5.48xlarge"),
              Pricing::OnDemand, 8, 55.04, QDate(2026, 8, 26)),
        offer(QStringLiteral("AWS"), QStringLiteral("us-east-1"),
              QStringLiteral("p5.48xlarge (EC2 Capacity Block)"), Pricing::Reserved, 8, 39.33,
              QDate(), QStringLiteral("before 2025-01-01")),
        google,
        offer(QStringLiteral("Lambda"), QString(), QStringLiteral("gpu_8x_h100_sxm5"),
              Pricing::OnDemand, 8, 23.92, QDate()),
        offer(QStringLiteral("Lambda"), QStringLiteral("us-east-1"),
              QStringLiteral("gpu_1x_h100_sxm5"), Pricing::OnDemand, 1, 3.29, QDate()),
        offer(QStringLiteral("RunPod"), QString(), QStringLiteral("8x H100 SXM (Secure Cloud)"),
              Pricing::OnDemand, 8, 22.32, QDate(), QStringLiteral("2026-04")),
        offer(QStringLiteral("Lambda"), QString(), QStringLiteral("8x H100 SXM (Reservations)"),
              Pricing::Reserved, 8, 14.8, QDate(), QStringLiteral("2026-04")),
        offer(QStringLiteral("GMI Cloud"), QString(), QStringLiteral("H100 SXM5"),
              Pricing::OnDemand, 1, 2.0, QDate(2026, 5, 28)),
    };
}

System hgxH100() {
    return baseSystem(QStringLiteral("nvidia-hgx-h100-8gpu"), QStringLiteral("NVIDIA"),
                      QStringLiteral("NVIDIA HGX H100 8-GPU"), kH100, 8);
}
} // namespace

class TestOfferChoice : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A spread compares like with like: the on-demand offers' spread is the headline, the
    // reserved offers have their own, and Lambda's reserved $1.85 never sits beside AWS p5's
    // on-demand $6.88 in one spread.
    void h100SpreadFromOffersCsv() {
        const QList<Offer> offers = offersForChip(kH100, {}, h100Offers());
        const OfferSpread spread = offerSpread(offers);
        QCOMPARE(spread.pricing, Pricing::OnDemand);
        QCOMPARE(spread.priced, 5);
        QCOMPARE(*spread.cheapestPerChipHour, 2.0);
        QCOMPARE(spread.cheapest->provider, QStringLiteral("GMI Cloud"));
        QCOMPARE(*spread.dearestPerChipHour, 6.88);
        QCOMPARE(spread.dearest->id, QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand"));
        QVERIFY(qAbs(*spread.spread - 6.88 / 2.0) < 1e-12);

        const QList<OfferSpread> spreads = offerSpreads(offers);
        QCOMPARE(spreads.size(), 2);
        QCOMPARE(spreads.at(0).pricing, Pricing::OnDemand);
        QCOMPARE(spreads.at(1).pricing, Pricing::Reserved);
        QCOMPARE(spreads.at(1).priced, 2);
        QCOMPARE(*spreads.at(1).cheapestPerChipHour, 1.85);
        QCOMPARE(*spreads.at(1).dearestPerChipHour, 39.33 / 8);
        for (const OfferSpread& one : spreads) {
            QCOMPARE(one.cheapest->pricing, *one.pricing);
            QCOMPARE(one.dearest->pricing, *one.pricing);
        }
        QCOMPARE(offerSpread(offers, Pricing::Spot).priced, 0);

        // Without an on-demand price, the headline is the reserved spread, and says so.
        QList<Offer> reserved;
        for (const Offer& o : offers) {
            if (o.pricing != Pricing::OnDemand)
                reserved << o;
        }
        QCOMPARE(offerSpread(reserved).pricing, Pricing::Reserved);
        QVERIFY(!offerSpread({}).pricing);
    }

    void onlyUsdTakesPart() {
        QList<Offer> offers = h100Offers();
        offers[0].prices.last().currency = QStringLiteral("EUR");
        const OfferSpread spread = offerSpread(offers);
        QCOMPARE(spread.priced, 4);
        QCOMPARE(*spread.dearestPerChipHour, 3.29); // Lambda's 1-GPU instance, now the dearest
        QVERIFY(priceOptions(offers, std::nullopt, QDate(2026, 12, 1)).size() == 6);
    }

    // An offer belongs to what it rents: a system's offers are those that name it, never the
    // offers of other systems or instances built of the same chips in the same count.
    void aSystemGetsOnlyItsOwnOffers() {
        const System hgx = hgxH100();
        QList<Offer> offers = h100Offers();
        Offer own = offers.first();
        own.targetId = hgx.id;
        own.chips = 8;
        own.id = QStringLiteral("own-quote");
        offers << own;
        const QList<Offer> forSystem = offersForSystem(hgx, offers);
        QCOMPARE(forSystem.size(), 1);
        QCOMPARE(forSystem.first().id, QStringLiteral("own-quote"));
        // The chip sees the system's own offer too.
        QCOMPARE(offersForChip(kH100, {hgx}, offers).size(), offers.size());
        QCOMPARE(offersForChip(QStringLiteral("nvidia-b200"), {hgx}, offers).size(), 0);

        // The index lists the ids that have offers: the chip, and the system's own target.
        QStringList ids = OfferIndex({hgx}, offers).chipIds();
        ids.sort();
        QCOMPARE(ids, (QStringList{kH100, hgx.id}));
    }

    // The Azure ND H100 v5 row of the built-in catalog: its own offer (Azure's) has no public
    // price, so its price columns are empty. They showed "cheapest $1.85, dearest $6.88, 3.7x":
    // Lambda's reserved and AWS p5's on-demand price, offers of other instances.
    void azureNdH100V5ShowsOnlyItsOwnPrice() {
        QString error;
        const std::optional<SystemCatalogFile> systemFile = builtInSystems(&error);
        const std::optional<OfferCatalogFile> offerFile = builtInOffers(&error);
        QVERIFY2(systemFile && offerFile, qPrintable(error));
        const QList<System>& systems = systemFile->systems;
        const OfferIndex index(systems, offerFile->offers);
        const auto system = [&](const QString& id) {
            const auto it = std::find_if(systems.cbegin(), systems.cend(),
                                         [&](const System& s) { return s.id == id; });
            return it == systems.cend() ? System() : *it;
        };
        const System azure = system(QStringLiteral("azure-nd-h100-v5"));
        QCOMPARE(azure.chipId, kH100);
        // Its own offer is listed as not found (no public price), so it has no priced offer.
        QVERIFY(std::any_of(offerFile->notFound.cbegin(), offerFile->notFound.cend(),
                            [&](const OfferNotFound& o) { return o.targetId == azure.id; }));
        const QList<Offer> azureOffers = index.forSystem(azure);
        for (const Offer& o : azureOffers)
            QCOMPARE(o.targetId, azure.id);
        const OfferSpread azureSpread = offerSpread(azureOffers);
        QCOMPARE(azureSpread.priced, 0);
        QVERIFY(!azureSpread.cheapest && !azureSpread.dearest && !azureSpread.spread);
        QVERIFY(index.forSystem(system(QStringLiteral("nvidia-hgx-h100-8gpu"))).isEmpty());

        // The H100 SXM chip summarises every offer that rents it; its headline spread is the
        // on-demand one, and the reserved prices have a spread of their own.
        const QList<OfferSpread> chip = offerSpreads(index.forChip(kH100));
        QVERIFY(chip.size() >= 2);
        QCOMPARE(chip.at(0).pricing, Pricing::OnDemand);
        QCOMPARE(*chip.at(0).dearestPerChipHour, 6.88);
        QVERIFY(*chip.at(0).cheapestPerChipHour > 1.85);
        QCOMPARE(chip.at(1).pricing, Pricing::Reserved);
        QCOMPARE(*chip.at(1).cheapestPerChipHour, 1.85);
    }

    // The index (behind offersForChip() and offersForSystem() too) gives the rule's answers, in
    // the offers' order, for every chip and system of the built-in catalog and for offers of a
    // system and of its chip side by side. The rule, as offerchoice.h states it, is written out
    // here as a scan of every offer.
    void indexFollowsTheRule() {
        QString error;
        const std::optional<SystemCatalogFile> systemFile = builtInSystems(&error);
        const std::optional<OfferCatalogFile> offerFile = builtInOffers(&error);
        QVERIFY2(systemFile && offerFile, qPrintable(error));
        QList<System> systems = systemFile->systems;
        systems << hgxH100();
        QList<Offer> offers = offerFile->offers;
        for (Offer o : h100Offers()) {
            o.id += QStringLiteral("-test");
            offers << o;
        }
        Offer own = offers.first();
        own.id = QStringLiteral("own-quote");
        own.targetId = hgxH100().id;
        offers.insert(3, own);
        const OfferIndex index(systems, offers);
        QStringList chipIds{kH100, QStringLiteral("nvidia-b200"), QStringLiteral("no-such-chip")};
        for (const System& system : std::as_const(systems))
            chipIds << system.chipId;
        const auto ofChip = [&](const QString& chipId) {
            QList<Offer> found;
            for (const Offer& offer : std::as_const(offers)) {
                const bool ofItsSystem =
                    std::any_of(systems.cbegin(), systems.cend(), [&](const System& s) {
                        return s.id == offer.targetId && s.chipId == chipId;
                    });
                if (offer.targetId == chipId || ofItsSystem)
                    found << offer;
            }
            return found;
        };
        const auto ofSystem = [&](const System& system) {
            QList<Offer> found;
            for (const Offer& offer : std::as_const(offers)) {
                if (offer.targetId == system.id)
                    found << offer;
            }
            return found;
        };
        int nonEmpty = 0;
        for (const QString& chipId : std::as_const(chipIds)) {
            const QList<Offer> expected = ofChip(chipId);
            QCOMPARE(index.forChip(chipId), expected);
            QCOMPARE(offersForChip(chipId, systems, offers), expected);
            nonEmpty += expected.isEmpty() ? 0 : 1;
        }
        for (const System& system : std::as_const(systems)) {
            QCOMPARE(index.forSystem(system), ofSystem(system));
            QCOMPARE(offersForSystem(system, offers), ofSystem(system));
        }
        QVERIFY(nonEmpty > 5);
        QVERIFY(index.forChip(kH100).size() > h100Offers().size()); // its systems' offers too
    }

    void defaultIsTheCheapestAndAPickWins() {
        const QList<PriceOption> options =
            priceOptions(h100Offers(), std::nullopt, QDate(2026, 12, 1));
        QCOMPARE(options.size(), 7);
        QCOMPARE(options.first().usdPerChipHour, 1.85);
        QCOMPARE(options.last().usdPerChipHour, 6.88);
        QCOMPARE(options.last().label,
                 QStringLiteral("AWS p5.48xlarge on-demand, $6.88 per chip-hour, seen "
                                "2026-08-26, 3 months ago"));
        QCOMPARE(choosePriceOption(options, QString())->usdPerChipHour, 1.85);
        const QString aws = QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand");
        QCOMPARE(choosePriceOption(options, aws)->offerId, aws);
        QCOMPARE(choosePriceOption(options, QStringLiteral("gone"))->usdPerChipHour, 1.85);
        QVERIFY(!choosePriceOption({}, QString()));

        const ChipPrice mine{kH100, 1.5, QDate(2026, 11, 30), QStringLiteral("our reseller")};
        const QList<PriceOption> withMine = priceOptions(h100Offers(), mine, QDate(2026, 12, 1));
        QCOMPARE(withMine.first().kind, PriceOption::Kind::UserPrice);
        QCOMPARE(choosePriceOption(withMine, QStringLiteral("user"))->usdPerChipHour, 1.5);
    }

    // $55.04 an hour for 8 chips at 10,000 tokens/s is $1.5289 per million
    // tokens, and the cost says which offer it used.
    void costPerMillionTokensFromAnOffer() {
        QList<Offer> eightGpu; // the 8-GPU offers, as a system's own offers
        for (Offer o : h100Offers()) {
            o.targetId = hgxH100().id;
            if (o.chips == 8)
                eightGpu << o;
        }
        const QList<PriceOption> options =
            priceOptions(offersForSystem(hgxH100(), eightGpu), std::nullopt, QDate(2026, 12, 1));
        const QString aws = QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand");
        const PriceOption used = *choosePriceOption(options, aws);
        const double cost = costPerMillionTokens(used.usdPerChipHour, 8, 10000.0);
        QVERIFY(qAbs(cost - 55.04 / 36.0) < 1e-9);
        QCOMPARE(QString::number(cost, 'f', 4), QStringLiteral("1.5289"));
        QCOMPARE(priceOptionUsedText(used, options, true),
                 QStringLiteral("at $6.88 per chip-hour (AWS p5.48xlarge on-demand, picked of 5 "
                                "offers)"));
        const PriceOption cheapest = *choosePriceOption(options, QString());
        QCOMPARE(priceOptionUsedText(cheapest, options, false),
                 QStringLiteral("at $1.85 per chip-hour (Lambda 8x H100 SXM (Reservations) "
                                "reserved, the cheapest of 5 offers)"));
    }

    // The calculator's price choices and the price a cost used write the amount in the GUI's
    // locale, like every other number beside them ("$1,85" in German, not "$1.85"); the CLI
    // keeps the C locale.
    void pricesFollowTheLocale() {
        const QLocale german(QLocale::German, QLocale::Germany);
        const QList<PriceOption> options =
            priceOptions(h100Offers(), std::nullopt, QDate(2026, 12, 1), german);
        QCOMPARE(options.last().label,
                 QStringLiteral("AWS p5.48xlarge on-demand, $6,88 per chip-hour, seen "
                                "2026-08-26, 3 months ago"));
        const PriceOption cheapest = *choosePriceOption(options, QString());
        QCOMPARE(priceOptionUsedText(cheapest, options, false, OfferPolicy::Cheapest, german),
                 QStringLiteral("at $1,85 per chip-hour (Lambda 8x H100 SXM (Reservations) "
                                "reserved, the cheapest of 7 offers)"));
        const QList<PriceOption> plain =
            priceOptions(h100Offers(), std::nullopt, QDate(2026, 12, 1));
        QCOMPARE(priceOptionUsedText(*choosePriceOption(plain, QString()), plain, false),
                 QStringLiteral("at $1.85 per chip-hour (Lambda 8x H100 SXM (Reservations) "
                                "reserved, the cheapest of 7 offers)"));
    }

    // Preferences, Calculations: the cheapest on-demand offer instead of the cheapest of all,
    // unless the user picked one; a target with no on-demand offer gets the cheapest and says
    // why.
    void onDemandPolicySkipsReservedAndSpot() {
        const QList<PriceOption> options =
            priceOptions(h100Offers(), std::nullopt, QDate(2026, 12, 1));
        const PriceOption onDemand =
            *choosePriceOption(options, QString(), OfferPolicy::CheapestOnDemand);
        QCOMPARE(onDemand.pricing, Pricing::OnDemand);
        QCOMPARE(onDemand.usdPerChipHour, 2.0); // GMI Cloud; Lambda's $1.85 is reserved
        QCOMPARE(priceOptionUsedText(onDemand, options, false, OfferPolicy::CheapestOnDemand),
                 QStringLiteral("at $2.00 per chip-hour (GMI Cloud H100 SXM5 on-demand, the "
                                "cheapest on-demand of 7 offers)"));
        const QString aws = QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand");
        QCOMPARE(choosePriceOption(options, aws, OfferPolicy::CheapestOnDemand)->offerId, aws);
        QCOMPARE(choosePriceOption(options, QString(), OfferPolicy::Cheapest)->usdPerChipHour,
                 1.85);

        QList<Offer> reservedOnly;
        for (const Offer& offer : h100Offers()) {
            if (offer.pricing == Pricing::Reserved)
                reservedOnly << offer;
        }
        const QList<PriceOption> reserved =
            priceOptions(reservedOnly, std::nullopt, QDate(2026, 12, 1));
        const PriceOption fallback =
            *choosePriceOption(reserved, QString(), OfferPolicy::CheapestOnDemand);
        QCOMPARE(fallback.usdPerChipHour, 1.85);
        QCOMPARE(priceOptionUsedText(fallback, reserved, false, OfferPolicy::CheapestOnDemand),
                 QStringLiteral("at $1.85 per chip-hour (Lambda 8x H100 SXM (Reservations) "
                                "reserved, the cheapest of 2 offers; none is on-demand)"));

        for (OfferPolicy policy : kAllOfferPolicies)
            QCOMPARE(offerPolicyFromKey(offerPolicyKey(policy)), policy);
        QVERIFY(!offerPolicyFromKey(u"dearest"));
    }

    void priceAge() {
        OfferPrice price;
        price.seen = QDate(2026, 8, 26);
        QCOMPARE(priceAgeText(price, QDate(2026, 12, 1)),
                 QStringLiteral("seen 2026-08-26, 3 months ago"));
        price.seen = QDate(2026, 11, 30);
        QCOMPARE(priceAgeText(price, QDate(2026, 12, 1)),
                 QStringLiteral("seen 2026-11-30, 1 day ago"));
        price.seen = QDate();
        QCOMPARE(priceAgeText(price, QDate(2026, 12, 1)), QStringLiteral("date not shown"));
        price.seenNote = QStringLiteral("before 2025-01-01");
        QCOMPARE(priceAgeText(price, QDate(2026, 12, 1)), QStringLiteral("seen before 2025-01-01"));
    }

    // The details pane, the offer editor and the CLI's offers, show and price write an amount
    // this one way: a dollar sign before US dollars, any other currency's code after the number.
    void money() {
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        QCOMPARE(formatMoney(98.321, QStringLiteral("USD"), english, 2), QStringLiteral("$98.32"));
        QCOMPARE(formatMoney(2.49, QStringLiteral("USD"), english, 3), QStringLiteral("$2.490"));
        QCOMPARE(formatMoney(12.5, QStringLiteral("EUR"), english, 2), QStringLiteral("12.50 EUR"));
        QCOMPARE(formatMoney(1234.5, QStringLiteral("USD"), english, 2),
                 QStringLiteral("$1,234.50"));
        QCOMPARE(formatMoney(1234.5, QStringLiteral("EUR"),
                             QLocale(QLocale::German, QLocale::Germany), 2),
                 QStringLiteral("1.234,50 EUR"));
    }

    // The details pane, the offer editor and the diff of two records of a catalog write a price
    // with three decimals below 10, else two.
    void price() {
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        QCOMPARE(formatPrice(2.49, QStringLiteral("USD"), english), QStringLiteral("$2.490"));
        QCOMPARE(formatPrice(9.9999, QStringLiteral("USD"), english), QStringLiteral("$10.000"));
        QCOMPARE(formatPrice(98.321, QStringLiteral("USD"), english), QStringLiteral("$98.32"));
        QCOMPARE(formatPrice(12.5, QStringLiteral("EUR"), english), QStringLiteral("12.50 EUR"));
        QCOMPARE(
            formatPrice(2.49, QStringLiteral("USD"), QLocale(QLocale::German, QLocale::Germany)),
            QStringLiteral("$2,490"));
    }

    // The price options and the price history write a price to the cent, or with the decimals it
    // has, at most four.
    void precisePrice() {
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        QCOMPARE(formatPricePrecise(2.99, QStringLiteral("USD"), english), QStringLiteral("$2.99"));
        QCOMPARE(formatPricePrecise(4.916, QStringLiteral("USD"), english),
                 QStringLiteral("$4.916"));
        QCOMPARE(formatPricePrecise(1.23456, QStringLiteral("EUR"), english),
                 QStringLiteral("1.2346 EUR"));
        QCOMPARE(formatPricePrecise(3.0, QStringLiteral("USD"), english), QStringLiteral("$3.00"));
        QCOMPARE(formatPricePrecise(4.916, QStringLiteral("USD"),
                                    QLocale(QLocale::German, QLocale::Germany)),
                 QStringLiteral("$4,916"));
    }
};

QTEST_GUILESS_MAIN(TestOfferChoice)
#include "tst_offerchoice.moc"
