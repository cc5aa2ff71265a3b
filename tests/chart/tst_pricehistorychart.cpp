// The price history chart (ui/chart/pricehistorychart.h) offscreen on the built-in offers: a
// step line per offer with a dated price, the cheapest current offer ringed, a date axis and a
// price axis per currency whose tick labels read as the ticks are.
#include "application/pricehistory.h"
#include "chart/pricehistorychart.h"
#include "io/catalogjson.h"
#include "io/systemjson.h"

#include <QApplication>
#include <QDateTimeAxis>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTest>
#include <QValueAxis>

#include <algorithm>

using namespace chipatlas;

class TestPriceHistoryChart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stepLinesAndTheRing();
    void priceLabelsHaveTheDecimalsOfTheirTicks();

private:
    PriceHistory history(const QString& id) const;
    CatalogSnapshot m_snapshot;
};

void TestPriceHistoryChart::initTestCase() {
    QString error;
    const std::optional<ChipCatalogFile> chips = builtInChips(&error);
    const std::optional<SystemCatalogFile> systems = builtInSystems(&error);
    const std::optional<OfferCatalogFile> offers = builtInOffers(&error);
    QVERIFY2(chips && systems && offers, qPrintable(error));
    QList<Chip> sorted = chips->chips;
    std::sort(sorted.begin(), sorted.end(),
              [](const Chip& a, const Chip& b) { return a.id < b.id; });
    QList<Offer> offerList = offers->offers;
    std::sort(offerList.begin(), offerList.end(),
              [](const Offer& a, const Offer& b) { return a.id < b.id; });
    m_snapshot = CatalogSnapshot(sorted, {}, {}, systems->systems, offerList);
}

PriceHistory TestPriceHistoryChart::history(const QString& id) const {
    return *priceHistory(m_snapshot, id, QDate(2026, 12, 5), QLocale::c(), nullptr);
}

void TestPriceHistoryChart::stepLinesAndTheRing() {
    PriceHistoryChart chart;
    chart.resize(1000, 600);
    chart.setHistory(history(QStringLiteral("nvidia-h100-sxm")));
    QCOMPARE(chart.stepLines().size(), 2);
    // GMI Cloud's $2.00 from 2026-05-28 to today.
    const QLineSeries* gmi = chart.stepLines().at(1);
    QCOMPARE(gmi->count(), 2);
    QCOMPARE(QDateTime::fromMSecsSinceEpoch(qint64(gmi->at(0).x())).date(), QDate(2026, 5, 28));
    QCOMPARE(QDateTime::fromMSecsSinceEpoch(qint64(gmi->at(1).x())).date(), QDate(2026, 12, 5));
    QVERIFY(chart.cheapestMarker());
    QCOMPARE(chart.cheapestMarker()->at(0), gmi->at(1));
    // Monthly ticks from May 2026 to January 2027.
    const auto* x = qobject_cast<QDateTimeAxis*>(chart.axes(Qt::Horizontal).first());
    QVERIFY(x);
    QCOMPARE(x->min().date(), QDate(2026, 5, 2));
    QCOMPARE(x->max().date(), QDate(2027, 1, 2));
    QCOMPARE(x->tickCount(), 9);
    QCOMPARE(x->format(), QStringLiteral("yyyy-MM"));
}

// The Trn1 offers top out at $1.34375: ticks every 0.25, labelled "0.25", not "0.3".
void TestPriceHistoryChart::priceLabelsHaveTheDecimalsOfTheirTicks() {
    PriceHistoryChart chart;
    chart.setHistory(history(QStringLiteral("aws-trn1-32xlarge")));
    const auto* y = qobject_cast<QValueAxis*>(chart.axes(Qt::Vertical).first());
    QVERIFY(y);
    QCOMPARE(y->tickInterval(), 0.25);
    QCOMPARE(y->labelFormat(), QStringLiteral("%.2f"));
    QCOMPARE(y->titleText(), QStringLiteral("USD per chip-hour"));
}

QTEST_MAIN(TestPriceHistoryChart)
#include "tst_pricehistorychart.moc"
