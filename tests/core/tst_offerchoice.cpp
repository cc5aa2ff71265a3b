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
    void h100SpreadFromOffersCsv() {
        const OfferSpread spread = offerSpread(offersForChip(kH100, {}, h100Offers()));
        QCOMPARE(spread.priced, 7);
        QCOMPARE(*spread.cheapestPerChipHour, 1.85);
        QCOMPARE(spread.cheapest->provider, QStringLiteral("Lambda"));
        QCOMPARE(spread.cheapest->pricing, Pricing::Reserved);
        QCOMPARE(*spread.dearestPerChipHour, 6.88);
        QCOMPARE(spread.dearest->id, QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand"));
        QVERIFY(qAbs(*spread.spread - 6.88 / 1.85) < 1e-12);
    }

    void onlyUsdTakesPart() {
        QList<Offer> offers = h100Offers();
        offers[0].prices.last().currency = QStringLiteral("EUR");
        const OfferSpread spread = offerSpread(offers);
        QCOMPARE(spread.priced, 6);
        QCOMPARE(*spread.dearestPerChipHour, 39.33 / 8); // the Capacity Block, now the dearest
        QVERIFY(priceOptions(offers, std::nullopt, QDate(2026, 12, 1)).size() == 6);
    }

    void aSystemGetsItsChipsOffersOfTheSameCount() {
        const System hgx = hgxH100();
        QList<Offer> offers = h100Offers();
        Offer own = offers.first();
        own.targetId = hgx.id;
        own.chips = 8;
        own.id = QStringLiteral("own-quote");
        offers << own;
        const QList<Offer> forSystem = offersForSystem(hgx, offers);
        QCOMPARE(forSystem.size(), 7); // 5 priced 8-GPU offers, Google's, and the system's own
        for (const Offer& o : forSystem)
            QCOMPARE(o.chips, 8);
        // The chip sees the system's own offer too.
        QCOMPARE(offersForChip(kH100, {hgx}, offers).size(), offers.size());
        QCOMPARE(offersForChip(QStringLiteral("nvidia-b200"), {hgx}, offers).size(), 0);

        // The index lists the ids that have offers: the chip, and the system's own target.
        QStringList ids = OfferIndex({hgx}, offers).chipIds();
        ids.sort();
        QCOMPARE(ids, (QStringList{kH100, hgx.id}));
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
                if (offer.targetId == system.id ||
                    (offer.targetId == system.chipId && offer.chips == system.chipCount))
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
        const QList<PriceOption> options = priceOptions(offersForSystem(hgxH100(), h100Offers()),
                                                        std::nullopt, QDate(2026, 12, 1));
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
};

QTEST_GUILESS_MAIN(TestOfferChoice)
#include "tst_offerchoice.moc"
