#include "application/ownershiprows.h"
#include "ownershipfixtures.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testing;

// The rows every front end and export shows of an own-or-rent report (application/
// ownershiprows.h), on hand-made reports with hand-computed numbers (ownershipfixtures.h).
class TestOwnershipRows : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void owningRowsCarryTheCostAndItsSplit();
    void rentingAndBreakEvenSayWhichIsCheaper();
    void textsAreInTheGivenLocale();
    void everyAssumptionIsARowWithItsOriginAndSource();
    void twoReportsSideBySideShareRows();
    void aRackThatCannotBePlacedSaysWhy();
    void sectionsAreInOrder();
    void noUtilisationIsNoAnswer();
};

namespace {
const OwnershipCell& cell(const OwnershipTable& table, OwnershipSection section, const char* key,
                          int column = 0) {
    const OwnershipRow* row = table.row(section, QString::fromLatin1(key));
    if (!row)
        qFatal("no row %s", key);
    return row->cells.at(column);
}
} // namespace

void TestOwnershipRows::owningRowsCarryTheCostAndItsSplit() {
    const OwnershipTable table = ownershipTable({boardReport()});
    QCOMPARE(table.hardwareNames, QStringList{QStringLiteral("Eight-GPU board")});
    QCOMPARE(table.currency, QStringLiteral("USD"));
    const OwnershipSection s = OwnershipSection::Owning;

    const OwnershipCell& perHour = cell(table, s, "per_hour");
    QVERIFY(perHour.available);
    QCOMPARE(perHour.text, QStringLiteral("$15.12 per hour"));
    QVERIFY(qAbs(*perHour.number - 15.122803653) < 1e-6); // unrounded
    QCOMPARE(perHour.unit, QStringLiteral("USD/h"));
    QCOMPARE(cell(table, s, "capital_per_hour").text, QStringLiteral("$9.418 per hour"));
    QCOMPARE(cell(table, s, "power_per_hour").text, QStringLiteral("$1.326 per hour"));
    QCOMPARE(cell(table, s, "hosting_per_hour").text, QStringLiteral("$2.096 per hour"));
    QCOMPARE(cell(table, s, "support_per_hour").text, QStringLiteral("$2.283 per hour"));
    QCOMPARE(cell(table, s, "per_chip_hour").text, QStringLiteral("$1.890 per chip-hour"));
    QCOMPARE(cell(table, s, "per_chip_hour").unit, QStringLiteral("USD/chip-hour"));
    QCOMPARE(cell(table, s, "utilisation").text, QStringLiteral("60.0 %"));
    QCOMPARE(cell(table, s, "per_used_chip_hour").text,
             QStringLiteral("$3.151 per used chip-hour"));
    QCOMPARE(cell(table, s, "one_year").text, QStringLiteral("$132476"));
    QCOMPARE(*cell(table, s, "one_year").number, 132475.76);
    QCOMPARE(cell(table, s, "three_years").text, QStringLiteral("$397427"));
    QCOMPARE(cell(table, s, "three_years").unit, QStringLiteral("USD"));
    // No availability text: no row for it.
    QVERIFY(!table.row(s, QStringLiteral("availability")));
}

void TestOwnershipRows::rentingAndBreakEvenSayWhichIsCheaper() {
    const OwnershipTable table = ownershipTable({boardReport()});
    const OwnershipCell& offer = cell(table, OwnershipSection::Renting, "offer");
    QCOMPARE(offer.text,
             QStringLiteral("at $2.99 per chip-hour (Lambda gpu_8x_h100_sxm5 on-demand)"));
    QCOMPARE(*offer.number, 2.99);
    QCOMPARE(offer.origin, AssumptionOrigin::Catalog);
    QCOMPARE(offer.date, QDate(2026, 11, 2));
    QCOMPARE(cell(table, OwnershipSection::Renting, "rented_one_year").text,
             QStringLiteral("$125724"));

    const OwnershipCell& breakEven =
        cell(table, OwnershipSection::BreakEven, "break_even_utilisation");
    QCOMPARE(breakEven.text, QStringLiteral("owning is cheaper above 63.2 %"));
    QVERIFY(qAbs(*breakEven.number - 63.222423) < 1e-5);
    QCOMPARE(breakEven.unit, QStringLiteral("%"));
    // At 60 %, below the break-even: renting is cheaper by 3.150584 - 2.99 per used chip-hour.
    const OwnershipRow* cheaper =
        table.row(OwnershipSection::BreakEven, QStringLiteral("cheaper_at_utilisation"));
    QVERIFY(cheaper);
    QCOMPARE(cheaper->label, QStringLiteral("Cheaper at 60.0 %"));
    QCOMPARE(cheaper->cells.at(0).text, QStringLiteral("renting, by $0.161 per used chip-hour"));
    QVERIFY(qAbs(*cheaper->cells.at(0).number + 0.160584094) < 1e-8);

    OwnershipReport busy = boardReport();
    busy.utilisationPct = 90;
    busy.ownedPerUsedChipHour = busy.cost->perChipHour / 0.9; // 2.100389
    QCOMPARE(
        cell(ownershipTable({busy}), OwnershipSection::BreakEven, "cheaper_at_utilisation").text,
        QStringLiteral("owning, by $0.890 per used chip-hour"));

    OwnershipReport dear = boardReport();
    dear.breakEven = BreakEven{131.5, false};
    QCOMPARE(
        cell(ownershipTable({dear}), OwnershipSection::BreakEven, "break_even_utilisation").text,
        QStringLiteral("renting is cheaper at any utilisation (owning would need 131.5 %)"));
}

void TestOwnershipRows::textsAreInTheGivenLocale() {
    const OwnershipTable table = ownershipTable({boardReport()}, QLocale(QLocale::German));
    QCOMPARE(cell(table, OwnershipSection::Owning, "per_hour").text,
             QStringLiteral("$15,12 per hour"));
    QCOMPARE(cell(table, OwnershipSection::Owning, "one_year").text, QStringLiteral("$132.476"));
    QCOMPARE(cell(table, OwnershipSection::BreakEven, "break_even_utilisation").text,
             QStringLiteral("owning is cheaper above 63,2 %"));
    QCOMPARE(*cell(table, OwnershipSection::Owning, "one_year").number, 132475.76);
}

void TestOwnershipRows::everyAssumptionIsARowWithItsOriginAndSource() {
    const OwnershipReport report = boardReport();
    const OwnershipTable table = ownershipTable({report});
    const QList<OwnershipRow> rows = table.section(OwnershipSection::Assumptions);
    QCOMPARE(rows.size(), report.assumptions.size());
    for (int i = 0; i < rows.size(); ++i) {
        const Assumption& a = report.assumptions.at(i);
        QCOMPARE(rows.at(i).key, a.key);
        QCOMPARE(rows.at(i).label, a.label);
        QCOMPARE(rows.at(i).cells.at(0).text, a.valueText);
        QCOMPARE(*rows.at(i).cells.at(0).number, a.value);
        QCOMPARE(rows.at(i).cells.at(0).origin, a.origin);
        QCOMPARE(rows.at(i).cells.at(0).source, a.source);
        QCOMPARE(rows.at(i).cells.at(0).date, a.date);
    }
    QCOMPARE(cell(table, OwnershipSection::Assumptions, "electricity_per_kwh").unit,
             QStringLiteral("USD/kWh"));
    QCOMPARE(cell(table, OwnershipSection::Assumptions, "power_w").unit, QStringLiteral("W"));
    QCOMPARE(cell(table, OwnershipSection::Assumptions, "pue").unit, QString());
}

void TestOwnershipRows::twoReportsSideBySideShareRows() {
    const OwnershipTable table = ownershipTable({boardReport(), rackReport()});
    QCOMPARE(table.hardwareIds,
             (QStringList{QStringLiteral("board-8x"), QStringLiteral("rack-72x")}));
    QCOMPARE(table.problems.at(0), QStringList());
    QCOMPARE(table.problems.at(1), rackReport().problems);
    for (const OwnershipRow& row : table.rows)
        QCOMPARE(row.cells.size(), 2);

    // The rack has no price: no cost, said as "not available".
    const OwnershipCell& rackPerHour = cell(table, OwnershipSection::Owning, "per_hour", 1);
    QVERIFY(!rackPerHour.available);
    QCOMPARE(rackPerHour.text, QStringLiteral("not available"));
    QVERIFY(!rackPerHour.number);
    QCOMPARE(cell(table, OwnershipSection::Owning, "per_hour", 0).text,
             QStringLiteral("$15.12 per hour"));
    // A row only the second has comes at the end of its section, absent in the first.
    const QList<OwnershipRow> owning = table.section(OwnershipSection::Owning);
    QCOMPARE(owning.last().key, QStringLiteral("availability"));
    QVERIFY(!owning.last().cells.at(0).available);
    QCOMPARE(owning.last().cells.at(1).text, QStringLiteral("sold as a whole rack only"));
    // The facility's totals, because one report gives a facility power.
    QVERIFY(table.row(OwnershipSection::Facility, QStringLiteral("facility_mw")));
    QCOMPARE(cell(table, OwnershipSection::Facility, "facility_mw", 1).text,
             QStringLiteral("10 MW"));
    // The missing price keeps the report's own words.
    const OwnershipCell& price = cell(table, OwnershipSection::Assumptions, "purchase_price", 1);
    QVERIFY(!price.available);
    QCOMPARE(price.text, QStringLiteral("enter a purchase price"));
    QCOMPARE(price.origin, AssumptionOrigin::Missing);
    // An assumption only the first lists is absent in the second's column.
    QVERIFY(!cell(table, OwnershipSection::Assumptions, "support_per_year", 1).available);
    // No model in either: no tokens rows.
    QVERIFY(table.section(OwnershipSection::Tokens).isEmpty());
}

void TestOwnershipRows::aRackThatCannotBePlacedSaysWhy() {
    const OwnershipTable table = ownershipTable({rackReport()});
    const OwnershipCell& power = cell(table, OwnershipSection::Facility, "unit_power");
    QCOMPARE(power.text, QStringLiteral("120 kW (one rack)"));
    QCOMPARE(*power.number, 120.0);
    QCOMPARE(power.unit, QStringLiteral("kW"));
    QCOMPARE(power.origin, AssumptionOrigin::Catalog);
    const OwnershipCell& placement = cell(table, OwnershipSection::Facility, "placement");
    QVERIFY(placement.available);
    QCOMPARE(placement.text, QStringLiteral("a 120 kW rack cannot be placed at 27 kW per rack"));
    QVERIFY(!placement.number);
    QVERIFY(!cell(table, OwnershipSection::Facility, "rack_kw_as_deployed").available);
    QVERIFY(!cell(table, OwnershipSection::Facility, "facility_units").available);

    const OwnershipTable board = ownershipTable({boardReport()});
    QCOMPARE(cell(board, OwnershipSection::Facility, "unit_power").text, QStringLiteral("10.2 kW"));
    QCOMPARE(cell(board, OwnershipSection::Facility, "unit_power").source,
             QStringLiteral("8 x 700 W x 1.82"));
    QCOMPARE(cell(board, OwnershipSection::Facility, "placement").text, QStringLiteral("2"));
    QCOMPARE(cell(board, OwnershipSection::Facility, "rack_kw_as_deployed").text,
             QStringLiteral("20.4 kW"));
    QVERIFY(!board.row(OwnershipSection::Facility, QStringLiteral("facility_mw")));
}

void TestOwnershipRows::sectionsAreInOrder() {
    OwnershipReport report = boardReport();
    report.modelId = QStringLiteral("llama-3.1-70b");
    CostFromResults owned;
    owned.usdPerMillionTokens = 0.87;
    owned.upperBound = true;
    owned.source = QStringLiteral("upper bound: decode at full bandwidth");
    report.ownedPerMillionTokens = owned;
    const OwnershipTable table = ownershipTable({report});
    int last = -1;
    for (const OwnershipRow& row : table.rows) {
        QVERIFY2(int(row.section) >= last, qPrintable(row.key));
        last = int(row.section);
    }
    const OwnershipCell& tokens = cell(table, OwnershipSection::Tokens, "owned_per_million_tokens");
    QCOMPARE(tokens.text, QStringLiteral("$0.870 per million tokens"));
    QCOMPARE(tokens.origin, AssumptionOrigin::Estimate);
    QCOMPARE(tokens.source, owned.source);
    QVERIFY(!cell(table, OwnershipSection::Tokens, "rented_per_million_tokens").available);
    QCOMPARE(cell(table, OwnershipSection::Tokens, "model").text, QStringLiteral("llama-3.1-70b"));
    QCOMPARE(ownershipSectionKey(OwnershipSection::BreakEven), QStringLiteral("break_even"));
    QCOMPARE(ownershipSectionTitle(OwnershipSection::Facility),
             QStringLiteral("Power and facility"));
}

// Utilisation has no default: a report without one says nothing about it (the view showed
// "0.0 %" and "Cheaper at 0.0 %" before).
void TestOwnershipRows::noUtilisationIsNoAnswer() {
    OwnershipReport report = boardReport();
    report.utilisationPct = 0;
    report.ownedPerUsedChipHour.reset();
    const OwnershipTable table = ownershipTable({report});
    QVERIFY(!cell(table, OwnershipSection::Owning, "utilisation").available);
    QVERIFY(!cell(table, OwnershipSection::Owning, "utilisation").text.contains(u'0'));
    const OwnershipRow* cheaper =
        table.row(OwnershipSection::BreakEven, QStringLiteral("cheaper_at_utilisation"));
    QVERIFY(cheaper);
    QCOMPARE(cheaper->label, QStringLiteral("Cheaper at your utilisation"));
    QVERIFY(!cheaper->cells.at(0).available);
}

QTEST_GUILESS_MAIN(TestOwnershipRows)
#include "tst_ownershiprows.moc"
