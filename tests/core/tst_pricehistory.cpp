#include "application/pricehistory.h"
#include "io/catalogjson.h"
#include "io/systemjson.h"
#include "pricehistoryrows.h"

#include <QTest>

#include <algorithm>

using namespace chipatlas;
using namespace pricehistoryrows;

// The price history of an offer, a chip or a system (application/pricehistory.h) on the
// built-in catalog's chips, systems and offers (real rows of resources/catalog/offers.json),
// with each price per chip-hour worked out by hand from its per-instance price.
class TestPriceHistory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aChipHasEveryOfferThatRentsItPerChipHour();
    void theCheapestCurrentOnDemandOfferIsMarked();
    void undatedPricesAreListedNotDrawn();
    void anOfferShowsItsTargetsOffersAndIsTheAskedOne();
    void aStepHoldsEachPriceUntilTheNextOne();
    void anotherCurrencyIsItsOwnSeriesAndAxis();
    void theUsersOwnPriceIsAPointOfItsOwn();
    void anUnknownIdSaysSo();
    void csvListsEveryPrice();

private:
    CatalogSnapshot snapshot(QList<Offer> extraOffers = {}, QList<ChipPrice> prices = {}) const;
    static const PriceHistorySeries* series(const PriceHistory& history, const QString& offerId);

    QList<Chip> m_chips;
    QList<System> m_systems;
    QList<Offer> m_offers;
};

namespace {
const QString kGmi = QStringLiteral("gmi-cloud-h100-sxm5-on-demand");
const QString kAwsP5 = QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand");
const QDate kToday(2026, 12, 5);
} // namespace

void TestPriceHistory::initTestCase() {
    QString error;
    const std::optional<ChipCatalogFile> chips = builtInChips(&error);
    const std::optional<SystemCatalogFile> systems = builtInSystems(&error);
    const std::optional<OfferCatalogFile> offers = builtInOffers(&error);
    QVERIFY2(chips && systems && offers, qPrintable(error));
    m_chips = chips->chips;
    m_systems = systems->systems;
    m_offers = offers->offers;
}

CatalogSnapshot TestPriceHistory::snapshot(QList<Offer> extraOffers,
                                           QList<ChipPrice> prices) const {
    QList<Offer> offers = m_offers;
    for (const Offer& extra : extraOffers) {
        offers.removeIf([&](const Offer& o) { return o.id == extra.id; });
        offers << extra;
    }
    std::sort(offers.begin(), offers.end(),
              [](const Offer& a, const Offer& b) { return a.id < b.id; });
    QList<Chip> chips = m_chips;
    std::sort(chips.begin(), chips.end(), [](const Chip& a, const Chip& b) { return a.id < b.id; });
    return CatalogSnapshot(chips, {}, prices, m_systems, offers);
}

const PriceHistorySeries* TestPriceHistory::series(const PriceHistory& history,
                                                   const QString& offerId) {
    for (const PriceHistorySeries& s : history.series) {
        if (s.offerId == offerId)
            return &s;
    }
    return nullptr;
}

void TestPriceHistory::aChipHasEveryOfferThatRentsItPerChipHour() {
    QString error;
    const std::optional<PriceHistory> history =
        priceHistory(snapshot(), kH100, kToday, QLocale::c(), &error);
    QVERIFY2(history, qPrintable(error));
    QCOMPARE(history->subject, PriceHistory::Subject::Chip);
    QCOMPARE(history->title, QStringLiteral("Price history: NVIDIA H100 SXM"));
    QCOMPARE(history->xTitle, QStringLiteral("date seen"));
    // The seven built-in offers that rent an H100 SXM, by id.
    QStringList ids;
    for (const PriceHistorySeries& s : history->series)
        ids << s.offerId;
    QCOMPARE(ids,
             (QStringList{QStringLiteral("aws-us-east-1-p5.48xlarge-ec2-capacity-block-reserved"),
                          kAwsP5, kGmi, QStringLiteral("lambda-8x-h100-sxm-reservations-reserved"),
                          QStringLiteral(
                              "lambda-all-listed-regions-us-east-1-etc-gpu-8x-h100-sxm5-on-demand"),
                          QStringLiteral("lambda-us-east-1-gpu-1x-h100-sxm5-on-demand"),
                          QStringLiteral("runpod-8x-h100-sxm-secure-cloud-on-demand")}));
    // p5.48xlarge: $55.04 an hour for 8 chips, $6.88 per chip-hour, seen 2026-08-26.
    const PriceHistorySeries* p5 = series(*history, kAwsP5);
    QCOMPARE(p5->name, QStringLiteral("AWS p5.48xlarge on-demand, us-east-1"));
    QCOMPARE(p5->chips, 8);
    QCOMPARE(p5->dated.size(), 1);
    QCOMPARE(p5->dated.first().seen, QDate(2026, 8, 26));
    QCOMPARE(p5->dated.first().perInstanceHour, 55.04);
    QCOMPARE(p5->dated.first().perChipHour, 6.88);
    QCOMPARE(*p5->currentPerChipHour, 6.88);
    // One axis, in USD, to 1.15 x the dearest dated price.
    QCOMPARE(history->axes.size(), 1);
    QCOMPARE(history->axes.first().title, QStringLiteral("USD per chip-hour"));
    QVERIFY(qAbs(history->axes.first().yMax - 6.88 * 1.15) < 1e-9);
    // The date axis from the earliest dated price (GMI Cloud's, 2026-05-28) to today.
    QCOMPARE(history->from, QDate(2026, 5, 28));
    QCOMPARE(history->until, kToday);
}

void TestPriceHistory::theCheapestCurrentOnDemandOfferIsMarked() {
    const std::optional<PriceHistory> history =
        priceHistory(snapshot(), kH100, kToday, QLocale::c(), nullptr);
    QVERIFY(history);
    // On-demand per chip-hour: GMI $2.00, RunPod 22.32 / 8 = $2.79, Lambda 23.92 / 8 = $2.99,
    // Lambda 1x $3.29, AWS $6.88. Lambda's reserved $1.85 is cheaper but not on-demand: the
    // marker compares like with like, as the price columns do.
    QCOMPARE(history->cheapestOfferId, kGmi);
    QCOMPARE(
        history->cheapestLabel,
        QStringLiteral("cheapest current: $2.00 per chip-hour, GMI Cloud H100 SXM5 on-demand"));
    int marked = 0;
    for (const PriceHistorySeries& s : history->series)
        marked += s.cheapestCurrent ? 1 : 0;
    QCOMPARE(marked, 1);
    QVERIFY(series(*history, kGmi)->cheapestCurrent);
    QCOMPARE(*series(*history, QStringLiteral("runpod-8x-h100-sxm-secure-cloud-on-demand"))
                  ->currentPerChipHour,
             2.79);
}

void TestPriceHistory::undatedPricesAreListedNotDrawn() {
    const std::optional<PriceHistory> history =
        priceHistory(snapshot(), kH100, kToday, QLocale::c(), nullptr);
    QVERIFY(history);
    const PriceHistorySeries* lambda =
        series(*history, QStringLiteral("lambda-us-east-1-gpu-1x-h100-sxm5-on-demand"));
    QVERIFY(lambda->dated.isEmpty());
    QCOMPARE(lambda->undated.size(), 1);
    QVERIFY(priceHistorySteps(*lambda, kToday).isEmpty());
    QVERIFY(history->notes.contains(
        QStringLiteral("Lambda gpu_1x_h100_sxm5 on-demand, us-east-1: $3.29 per chip-hour, "
                       "seen not shown (same snapshot); listed, not drawn")));
    // Five of the seven offers have no date.
    QCOMPARE(history->notes.size(), 5);
}

void TestPriceHistory::anOfferShowsItsTargetsOffersAndIsTheAskedOne() {
    QString error;
    const std::optional<PriceHistory> history =
        priceHistory(snapshot(), kTrn1OnDemand, kToday, QLocale::c(), &error);
    QVERIFY2(history, qPrintable(error));
    QCOMPARE(history->subject, PriceHistory::Subject::Offer);
    QCOMPARE(history->targetId, kTrn1);
    QCOMPARE(history->title, QStringLiteral("Price history: AWS EC2 trn1.32xlarge"));
    QCOMPARE(history->series.size(), 3);
    for (const PriceHistorySeries& s : history->series)
        QCOMPARE(s.asked, s.offerId == kTrn1OnDemand);
    // $21.50 an hour for 16 Trainium chips: $1.34375 per chip-hour, the only on-demand offer.
    QCOMPARE(series(*history, kTrn1OnDemand)->dated.first().perChipHour, 1.34375);
    QCOMPARE(history->cheapestOfferId, kTrn1OnDemand);
    // The system asked for directly has the same offers, none of them asked for.
    const std::optional<PriceHistory> system =
        priceHistory(snapshot(), kTrn1, kToday, QLocale::c(), nullptr);
    QVERIFY(system);
    QCOMPARE(system->subject, PriceHistory::Subject::System);
    QCOMPARE(system->series.size(), 3);
    QVERIFY(std::none_of(system->series.cbegin(), system->series.cend(),
                         [](const PriceHistorySeries& s) { return s.asked; }));
}

void TestPriceHistory::aStepHoldsEachPriceUntilTheNextOne() {
    // GMI Cloud's offer with two quotes of the user's after its published $2.00 of 2026-05-28:
    // $1.80 on 2026-09-01, and two of 2026-10-15, $1.90 then $1.70 (the later one is current).
    Offer gmi = *snapshot().offer(kGmi);
    for (const auto& [date, price] :
         {std::pair{QDate(2026, 9, 1), 1.80}, std::pair{QDate(2026, 10, 15), 1.90},
          std::pair{QDate(2026, 10, 15), 1.70}}) {
        OfferPrice quote;
        quote.perInstanceHour = price;
        quote.seen = date;
        quote.source = QStringLiteral("quote from our reseller");
        QVERIFY(addPrice(gmi, quote));
    }
    const std::optional<PriceHistory> history =
        priceHistory(snapshot({gmi}), kGmi, kToday, QLocale::c(), nullptr);
    QVERIFY(history);
    const PriceHistorySeries* s = series(*history, kGmi);
    QCOMPARE(s->dated.size(), 4);
    QCOMPARE(*s->currentPerChipHour, 1.70);
    const QList<PriceHistoryVertex> steps = priceHistorySteps(*s, kToday);
    const QList<std::pair<QDate, double>> expected{
        {QDate(2026, 5, 28), 2.00},  {QDate(2026, 9, 1), 2.00},
        {QDate(2026, 9, 1), 1.80},   {QDate(2026, 10, 15), 1.80},
        {QDate(2026, 10, 15), 1.90}, {QDate(2026, 10, 15), 1.90},
        {QDate(2026, 10, 15), 1.70}, {kToday, 1.70}};
    QCOMPARE(steps.size(), expected.size());
    for (qsizetype i = 0; i < steps.size(); ++i) {
        QCOMPARE(steps.at(i).date, expected.at(i).first);
        QCOMPARE(steps.at(i).perChipHour, expected.at(i).second);
    }
    // Still the cheapest current on-demand offer, now at $1.70.
    QCOMPARE(
        history->cheapestLabel,
        QStringLiteral("cheapest current: $1.70 per chip-hour, GMI Cloud H100 SXM5 on-demand"));
    // A history that ends after `until` ends at its last date.
    QCOMPARE(priceHistorySteps(*s, QDate(2026, 1, 1)).last().date, QDate(2026, 10, 15));
}

void TestPriceHistory::anotherCurrencyIsItsOwnSeriesAndAxis() {
    // A user's offer in euros for the H100: drawn on a EUR axis of its own, never converted,
    // never the cheapest (the marker compares USD prices).
    Offer eur;
    eur.id = QStringLiteral("eu-cloud-h100-on-demand");
    eur.targetId = kH100;
    eur.provider = QStringLiteral("EU Cloud");
    eur.instance = QStringLiteral("h100-1");
    eur.chips = 1;
    OfferPrice price;
    price.perInstanceHour = 1.5;
    price.currency = QStringLiteral("EUR");
    price.seen = QDate(2026, 7, 1);
    eur.prices << price;
    const std::optional<PriceHistory> history =
        priceHistory(snapshot({eur}), kH100, kToday, QLocale::c(), nullptr);
    QVERIFY(history);
    QCOMPARE(history->axes.size(), 2);
    QCOMPARE(history->axes.at(0).currency, QStringLiteral("USD"));
    QCOMPARE(history->axes.at(1).currency, QStringLiteral("EUR"));
    QCOMPARE(history->axes.at(1).title, QStringLiteral("EUR per chip-hour"));
    QVERIFY(qAbs(history->axes.at(1).yMax - 1.5 * 1.15) < 1e-9);
    const PriceHistorySeries* s = series(*history, eur.id);
    QCOMPARE(s->currency, QStringLiteral("EUR"));
    QCOMPARE(s->name, QStringLiteral("EU Cloud h100-1 on-demand (EUR)"));
    QCOMPARE(s->dated.first().perChipHour, 1.5);
    QVERIFY(!s->cheapestCurrent);
    QCOMPARE(history->cheapestOfferId, kGmi);
}

void TestPriceHistory::theUsersOwnPriceIsAPointOfItsOwn() {
    const ChipPrice own{kH100, 2.25, QDate(2026, 11, 2), QStringLiteral("negotiated rate")};
    const std::optional<PriceHistory> history =
        priceHistory(snapshot({}, {own}), kH100, kToday, QLocale::c(), nullptr);
    QVERIFY(history);
    const PriceHistorySeries& last = history->series.last();
    QCOMPARE(last.kind, PriceHistorySeries::Kind::UserPrice);
    QCOMPARE(last.name, QStringLiteral("your price"));
    QCOMPARE(last.dated.size(), 1);
    QCOMPARE(last.dated.first().seen, QDate(2026, 11, 2));
    QCOMPARE(last.dated.first().perChipHour, 2.25);
    QVERIFY(!last.cheapestCurrent);
    // A system has no price of the user's (a ChipPrice is a chip's).
    const std::optional<PriceHistory> system =
        priceHistory(snapshot({}, {own}), kTrn1, kToday, QLocale::c(), nullptr);
    QVERIFY(std::none_of(system->series.cbegin(), system->series.cend(), [](const auto& s) {
        return s.kind == PriceHistorySeries::Kind::UserPrice;
    }));
}

void TestPriceHistory::anUnknownIdSaysSo() {
    QString error;
    QVERIFY(
        !priceHistory(snapshot(), QStringLiteral("no-such-thing"), kToday, QLocale::c(), &error));
    QCOMPARE(error, QStringLiteral("no offer, chip or system has the id \"no-such-thing\""));
    // A chip nobody rents has a history without a line, and says why.
    const std::optional<PriceHistory> history =
        priceHistory(snapshot(), QStringLiteral("google-tpu-v5e"), kToday, QLocale::c(), &error);
    QVERIFY(history);
    QVERIFY(history->series.isEmpty());
    QVERIFY(!history->hasDatedPrices());
    QCOMPARE(history->notes,
             QStringList{QStringLiteral("No offer in the catalog rents Cloud TPU v5e.")});
}

void TestPriceHistory::csvListsEveryPrice() {
    const std::optional<PriceHistory> history =
        priceHistory(snapshot(), kTrn1, kToday, QLocale::c(), nullptr);
    QVERIFY(history);
    QCOMPARE(priceHistoryToCsv(*history), kTrn1Csv);
}

QTEST_GUILESS_MAIN(TestPriceHistory)
#include "tst_pricehistory.moc"
