// ChipTableModel's columns: header texts and tooltips at each precision, the column keys shared
// with the field and quantity registries, and the offer columns (cheapest, dearest, spread per
// chip-hour) under QAbstractItemModelTester. The cells: tst_chiptablemodel.
#include "chiptabletestdata.h"
#include "domain/systemcolumns.h"
#include "table/chiptablemodel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QTest>

#include <set>

using namespace chipatlas;
using namespace chipatlas::chiptabletest;

class TestChipTableModelColumns : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void headers_data();
    void headers();
    void columnKeys();
    void offerColumns();
};

void TestChipTableModelColumns::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestChipTableModelColumns::headers_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("expected");
    QTest::newRow("name") << "name"
                          << "Name";
    QTest::newRow("family") << "family_generation"
                            << "Family";
    QTest::newRow("tdp") << "tdp_w"
                         << "TDP\n(W)";
    // Capacities and bandwidths have one unit per column, in the header (docs/DOMAIN-RULES.md
    // rule 4).
    QTest::newRow("memory") << "memory_gb"
                            << "Memory\n(GB)";
    QTest::newRow("bandwidth") << "memory_bw_gbs"
                               << "Memory bandwidth\n(GB/s)";
    QTest::newRow("bf16") << "bf16_tflops_dense"
                          << "BF16 dense\n(TFLOPS)";
    QTest::newRow("int8") << "int8_tops_dense"
                          << "INT8 dense\n(TOPS)";
    QTest::newRow("text") << "memory_type"
                          << "Memory type";
    QTest::newRow("perf/W") << "perf_per_watt"
                            << "BF16 perf/W\n(TFLOPS/W)";
    QTest::newRow("bandwidth/TFLOP") << "bandwidth_per_tflop"
                                     << "Bandwidth per BF16 TFLOPS\n(GB/s per TFLOPS)";
}

void TestChipTableModelColumns::headers() {
    QFETCH(QString, key);
    QFETCH(QString, expected);
    ChipTableModel model;
    const int column = ChipTableModel::columnForKey(key);
    QCOMPARE(model.headerData(column, Qt::Horizontal).toString(), expected);
    const QString toolTip = model.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
    QVERIFY2(toolTip.startsWith(key + QStringLiteral(": ")), qPrintable(toolTip));
    QVERIFY(toolTip.size() > key.size() + 10);
}

void TestChipTableModelColumns::columnKeys() {
    std::set<QString> seen;
    for (int column = 0; column < ChipTableModel::ColumnCount; ++column) {
        const QString key = ChipTableModel::columnKey(column);
        QVERIFY2(!key.isEmpty(), qPrintable(QString::number(column)));
        QVERIFY2(seen.insert(key).second, qPrintable(key));
        QCOMPARE(ChipTableModel::columnForKey(key), column);
    }
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        const int column = ChipTableModel::columnForField(field);
        QCOMPARE(ChipTableModel::columnKey(column), QString::fromLatin1(info.key));
        QCOMPARE(ChipTableModel::fieldForColumn(column), std::optional<Field>(field));
    }
    QCOMPARE(ChipTableModel::columnKey(ChipTableModel::NameColumn), QStringLiteral("name"));
    QCOMPARE(ChipTableModel::columnKey(ChipTableModel::PerfPerWattColumn),
             QStringLiteral("perf_per_watt"));
    QCOMPARE(ChipTableModel::columnKey(ChipTableModel::BandwidthPerTflopColumn),
             QStringLiteral("bandwidth_per_tflop"));
    QCOMPARE(ChipTableModel::columnKey(ChipTableModel::IdColumn), QStringLiteral("id"));
    QCOMPARE(ChipTableModel::columnForKey(QStringLiteral("no_such_column")), -1);
    // throughput names a chart axis, not a column (quantity.h).
    QCOMPARE(ChipTableModel::columnForKey(QStringLiteral("throughput")), -1);
    QCOMPARE(ChipTableModel::columnForQuantity(Quantity::throughput()), -1);
    QCOMPARE(ChipTableModel::columnKey(ChipTableModel::ColumnCount), QString());
    // Every listable quantity of the registry is a column, and every column one of them, but
    // for the three offer columns, which take the Systems table's keys.
    QCOMPARE(int(seen.size()), int(Quantity::keys(QuantityUse::List).size()) + 3);
    QCOMPARE(ChipTableModel::columnKey(ChipTableModel::CheapestOfferColumn),
             systemColumnKey(SystemColumn::CheapestPerChipHour));
    QCOMPARE(ChipTableModel::columnForKey(QStringLiteral("offer_spread")),
             int(ChipTableModel::OfferSpreadColumn));
    for (const QString& key : Quantity::keys(QuantityUse::List)) {
        const int column = ChipTableModel::columnForKey(key);
        QVERIFY2(column >= 0, qPrintable(key));
        QCOMPARE(ChipTableModel::quantityForColumn(column), *Quantity::fromKey(key));
    }
    QVERIFY(!ChipTableModel::fieldForColumn(ChipTableModel::NameColumn));
    QVERIFY(!ChipTableModel::fieldForColumn(ChipTableModel::PerfPerWattColumn));
}

// The cheapest and dearest current offer per chip-hour and their spread: the chip's own
// offers and those of the systems built of it (offersForChip()); a chip without offers sorts
// last and says so.
void TestChipTableModelColumns::offerColumns() {
    const QList<Chip> chips = sampleChips();
    const QString l4 = chips.at(0).id;
    System board;
    board.id = QStringLiteral("acme-board");
    board.vendor = QStringLiteral("Acme");
    board.name = QStringLiteral("Acme board");
    board.chipId = l4;
    board.chipCount = 8;
    const auto offer = [](const QString& provider, const QString& target, int count, double price) {
        Offer o;
        o.provider = provider;
        o.instance = QStringLiteral("x8");
        o.targetId = target;
        o.chips = count;
        o.id = offerId(provider, {}, o.instance, Pricing::OnDemand);
        OfferPrice p;
        p.perInstanceHour = price;
        p.seen = QDate(2026, 8, 26);
        o.prices = {p};
        return o;
    };
    // 2.00 per chip-hour for the chip itself, 5.00 for the board built of it.
    const QList<Offer> offers{offer(QStringLiteral("Cheap"), l4, 1, 2.0),
                              offer(QStringLiteral("Dear"), board.id, 8, 40.0)};
    ChipTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(CatalogSnapshot(chips, {}, {}, {board}, offers));
    const QModelIndex cheapest =
        model.index(model.rowForId(l4), ChipTableModel::CheapestOfferColumn);
    const QModelIndex dearest = model.index(model.rowForId(l4), ChipTableModel::DearestOfferColumn);
    const QModelIndex spread = model.index(model.rowForId(l4), ChipTableModel::OfferSpreadColumn);
    QVERIFY2(cheapest.data().toString().contains(QStringLiteral("2.00")),
             qPrintable(cheapest.data().toString()));
    QVERIFY2(dearest.data().toString().contains(QStringLiteral("5.00")),
             qPrintable(dearest.data().toString()));
    QVERIFY2(spread.data().toString().startsWith(QStringLiteral("2.5")),
             qPrintable(spread.data().toString()));
    QCOMPARE(cheapest.data(ChipTableModel::SortRole).toDouble(), 2.0);
    QCOMPARE(cheapest.data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
    QVERIFY(cheapest.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Cheap")));
    QVERIFY(dearest.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Dear")));
    const QModelIndex none =
        model.index(model.rowForId(chips.at(1).id), ChipTableModel::CheapestOfferColumn);
    QVERIFY(none.data(ChipTableModel::SortRole).isNull());
    QCOMPARE(none.data(ChipTableModel::MissingRole).toBool(), true);
    QCOMPARE(none.data().toString(), QStringLiteral("no offer"));
    QCOMPARE(model.headerData(ChipTableModel::CheapestOfferColumn, Qt::Horizontal)
                 .toString()
                 .replace(QLatin1Char('\n'), QLatin1Char(' ')),
             systemColumnTitle(SystemColumn::CheapestPerChipHour, Precision::BF16));
}

QTEST_MAIN(TestChipTableModelColumns)
#include "tst_chiptablemodel_columns.moc"
