#include "application/ownershipchart.h"
#include "io/csvreader.h"
#include "ownershipfixtures.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testing;

// The own-or-rent chart's series (application/ownershipchart.h) on a hand-made report: owning's
// cost per used chip-hour over the utilisation, a flat line per offer, the break-even points.
class TestOwnershipChart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void axesAreTitledWithTheirUnits();
    void owningIsACurveOverUtilisation();
    void eachOfferIsAFlatLineAndTheChosenOneIsMarked();
    void breakEvenPointsWhereTheCurveMeetsAnOffer();
    void anotherCurrencyDrawsNoOffer();
    void twoReportsShareTheChart();
    void csvHoldsEveryPoint();
};

namespace {
PriceOption option(const QString& id, double price) {
    PriceOption o;
    o.offerId = id;
    o.pricing = Pricing::OnDemand;
    o.usdPerChipHour = price;
    o.label = QStringLiteral("%1 on-demand, $%2 per chip-hour").arg(id).arg(price);
    return o;
}

// The board's offer (fixture: $2.99, chosen), a cheaper, a dearer one and one cheaper than
// owning at full use ($1.89 per chip-hour).
QList<PriceOption> boardOffers() {
    return {option(QStringLiteral("cheap"), 1.50), option(QStringLiteral("spot"), 1.99),
            *boardReport().offer, option(QStringLiteral("dear"), 4.50)};
}

const OwnershipChartLine* line(const OwnershipChartData& data, OwnershipChartLine::Kind kind,
                               const QString& offerId = QString(), int report = 0) {
    for (const OwnershipChartLine& l : data.lines) {
        if (l.kind == kind && l.offerId == offerId && l.report == report)
            return &l;
    }
    return nullptr;
}
} // namespace

void TestOwnershipChart::axesAreTitledWithTheirUnits() {
    const OwnershipChartData data = ownershipChartData({boardReport()}, {boardOffers()});
    QCOMPARE(data.xTitle, QStringLiteral("utilisation, %"));
    QCOMPARE(data.yTitle, QStringLiteral("USD per used chip-hour"));
    QCOMPARE(data.title, QStringLiteral("Own or rent: Eight-GPU board"));
    QCOMPARE(data.xMax, 100.0);
    // y to 1.15 x the larger of the dearest offer (4.50) and 4 x owning at full use (7.5614).
    QVERIFY(qAbs(data.yMax - 4 * 1.890350457 * 1.15) < 1e-6);
    // x from where owning's curve leaves the top: 100 x 1.890350 / 8.69561 = 21.7 %, floored.
    QCOMPARE(data.xMin, 21.0);
}

void TestOwnershipChart::owningIsACurveOverUtilisation() {
    const OwnershipChartData data = ownershipChartData({boardReport()}, {boardOffers()});
    QCOMPARE(data.lines.first().kind, OwnershipChartLine::Kind::Owning);
    const OwnershipChartLine* owning = line(data, OwnershipChartLine::Kind::Owning);
    QVERIFY(owning);
    QCOMPARE(owning->name, QStringLiteral("Owning: Eight-GPU board"));
    QVERIFY(owning->points.size() > 50);
    // It starts at the chart's top and ends at 100 % at the cost per chip-hour.
    QVERIFY(qAbs(owning->points.first().perUsedChipHour - data.yMax) < 1e-9);
    QCOMPARE(owning->points.last().utilisationPct, 100.0);
    QVERIFY(qAbs(owning->points.last().perUsedChipHour - 1.890350457) < 1e-8);
    for (const OwnershipChartPoint& p : owning->points)
        QVERIFY(qAbs(p.perUsedChipHour - 1.890350457 / (p.utilisationPct / 100)) < 1e-8);
    // Falling as the utilisation rises.
    for (qsizetype i = 1; i < owning->points.size(); ++i)
        QVERIFY(owning->points.at(i).perUsedChipHour < owning->points.at(i - 1).perUsedChipHour);
}

void TestOwnershipChart::eachOfferIsAFlatLineAndTheChosenOneIsMarked() {
    const OwnershipChartData data = ownershipChartData({boardReport()}, {boardOffers()});
    QCOMPARE(data.lines.size(), 5); // owning and four offers, the report's not twice
    int chosen = 0;
    for (const OwnershipChartLine& l : data.lines) {
        if (l.kind != OwnershipChartLine::Kind::Offer)
            continue;
        QCOMPARE(l.points.size(), 2);
        QCOMPARE(l.points.at(0).utilisationPct, data.xMin);
        QCOMPARE(l.points.at(1).utilisationPct, 100.0);
        QCOMPARE(l.points.at(0).perUsedChipHour, l.points.at(1).perUsedChipHour);
        chosen += l.chosen ? 1 : 0;
    }
    QCOMPARE(chosen, 1);
    const OwnershipChartLine* lambda =
        line(data, OwnershipChartLine::Kind::Offer, boardReport().offer->offerId);
    QVERIFY(lambda && lambda->chosen);
    QCOMPARE(lambda->points.at(0).perUsedChipHour, 2.99);
    QCOMPARE(lambda->name, boardReport().offer->label);

    // The report's offer is drawn even when the list lacks it.
    const OwnershipChartData alone = ownershipChartData({boardReport()}, {});
    QCOMPARE(alone.lines.size(), 2);
    QVERIFY(alone.lines.at(1).chosen);
}

void TestOwnershipChart::breakEvenPointsWhereTheCurveMeetsAnOffer() {
    const OwnershipChartData data = ownershipChartData({boardReport()}, {boardOffers()});
    // $1.50 is cheaper than owning at full use ($1.89): no break-even.
    QCOMPARE(data.breakEvens.size(), 3);
    const auto mark = [&](const QString& id) {
        for (const OwnershipBreakEvenMark& m : data.breakEvens) {
            if (m.offerId == id)
                return m;
        }
        return OwnershipBreakEvenMark{};
    };
    const OwnershipBreakEvenMark chosen = mark(boardReport().offer->offerId);
    QVERIFY(chosen.chosen);
    QVERIFY(qAbs(chosen.utilisationPct - 63.222423) < 1e-5);
    QCOMPARE(chosen.perUsedChipHour, 2.99);
    QCOMPARE(chosen.label, QStringLiteral("break-even 63.2 %"));
    QVERIFY(qAbs(mark(QStringLiteral("spot")).utilisationPct - 94.992485) < 1e-5);
    QVERIFY(qAbs(mark(QStringLiteral("dear")).utilisationPct - 42.007788) < 1e-5);
    QVERIFY(!mark(QStringLiteral("dear")).chosen);
    QCOMPARE(ownershipChartData({boardReport()}, {boardOffers()}, QLocale(QLocale::German))
                 .breakEvens.at(1)
                 .label,
             QStringLiteral("break-even 63,2 %"));
}

void TestOwnershipChart::anotherCurrencyDrawsNoOffer() {
    OwnershipReport euro = boardReport();
    euro.currency = QStringLiteral("EUR");
    euro.offer.reset();
    euro.breakEven.reset();
    euro.problems = {QStringLiteral("The offer is priced in USD, the scenario in EUR: ChipAtlas "
                                    "converts no currency.")};
    const OwnershipChartData data = ownershipChartData({euro}, {boardOffers()});
    QCOMPARE(data.yTitle, QStringLiteral("EUR per used chip-hour"));
    QCOMPARE(data.lines.size(), 1);
    QCOMPARE(data.lines.at(0).kind, OwnershipChartLine::Kind::Owning);
    QVERIFY(data.breakEvens.isEmpty());
    QCOMPARE(data.notes, euro.problems);
}

void TestOwnershipChart::twoReportsShareTheChart() {
    OwnershipReport rack = rackReport(); // no cost: its offers only
    rack.offer = option(QStringLiteral("rack-offer"), 6.0);
    const OwnershipChartData data = ownershipChartData({boardReport(), rack}, {boardOffers(), {}});
    QCOMPARE(data.title, QStringLiteral("Own or rent: Eight-GPU board vs Seventy-two-GPU rack"));
    QVERIFY(line(data, OwnershipChartLine::Kind::Owning, QString(), 0));
    QVERIFY(!line(data, OwnershipChartLine::Kind::Owning, QString(), 1));
    const OwnershipChartLine* rackOffer =
        line(data, OwnershipChartLine::Kind::Offer, QStringLiteral("rack-offer"), 1);
    QVERIFY(rackOffer && rackOffer->chosen);
    QCOMPARE(rackOffer->name,
             QStringLiteral("rack-offer on-demand, $6 per chip-hour (Seventy-two-GPU rack)"));
    QCOMPARE(rackOffer->hardwareId, QStringLiteral("rack-72x"));
    QCOMPARE(data.breakEvens.first().label, QStringLiteral("break-even 95.0 % (Eight-GPU board)"));
    QCOMPARE(data.notes, rack.problems);
    // y reaches above the rack's $6 offer too: 7.5614 x 1.15.
    QVERIFY(data.yMax > 6.0);
}

void TestOwnershipChart::csvHoldsEveryPoint() {
    const OwnershipChartData data = ownershipChartData({boardReport()}, {boardOffers()});
    QString error;
    const std::optional<CsvTable> csv = parseCsv(ownershipChartToCsv(data), &error);
    QVERIFY2(csv, qPrintable(error));
    QCOMPARE(csv->header.join(QLatin1Char(',')),
             QStringLiteral("line,kind,hardware_id,offer_id,chosen,utilisation_pct,"
                            "cost_per_used_chip_hour,currency"));
    qsizetype points = data.breakEvens.size();
    for (const OwnershipChartLine& l : data.lines)
        points += l.points.size();
    QCOMPARE(csv->rows.size(), points);
    const QStringList last = csv->rows.last();
    QCOMPARE(last.at(1), QStringLiteral("break_even"));
    QCOMPARE(last.at(2), QStringLiteral("board-8x"));
    QCOMPARE(last.at(3), QStringLiteral("dear"));
    QCOMPARE(last.at(6), QStringLiteral("4.5"));
    QCOMPARE(last.at(7), QStringLiteral("USD"));
}

QTEST_GUILESS_MAIN(TestOwnershipChart)
#include "tst_ownershipchart.moc"
