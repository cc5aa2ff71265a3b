#include "domain/units.h"
#include "io/csvwriter.h"

#include <QTest>

using namespace chipatlas;

class TestUnits : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void formatQuantity_data();
    void formatQuantity();
    void binaryMemory_data();
    void binaryMemory();
    void formatNumber_data();
    void formatNumber();
    void nonFiniteIsEmpty();
    void bytesInMemoryUnits();
    void extremeMagnitudesStayShort();
};

void TestUnits::formatQuantity_data() {
    QTest::addColumn<QString>("localeName");
    QTest::addColumn<double>("value");
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<QString>("expected");

    const QString en = QStringLiteral("en_US");
    const QString de = QStringLiteral("de_DE");
    QTest::newRow("tflops below switch keeps digits")
        << en << 989.5 << Unit::Teraflops << QStringLiteral("989.5 TFLOPS");
    QTest::newRow("tflops two decimals")
        << en << 362.05 << Unit::Teraflops << QStringLiteral("362.05 TFLOPS");
    QTest::newRow("pflops") << en << 2307.0 << Unit::Teraflops << QStringLiteral("2.307 PFLOPS");
    QTest::newRow("pflops keeps every stored digit")
        << en << 1307.4 << Unit::Teraflops << QStringLiteral("1.3074 PFLOPS");
    QTest::newRow("pflops de") << de << 2517.0 << Unit::Teraflops << QStringLiteral("2,517 PFLOPS");
    QTest::newRow("tops") << en << 380.0 << Unit::Teraops << QStringLiteral("380 TOPS");
    QTest::newRow("pops") << en << 4500.0 << Unit::Teraops << QStringLiteral("4.5 POPS");
    QTest::newRow("gb") << en << 80.0 << Unit::Gigabyte << QStringLiteral("80 GB");
    QTest::newRow("sram gb") << en << 0.23 << Unit::Gigabyte << QStringLiteral("0.23 GB");
    QTest::newRow("tb") << en << 1440.0 << Unit::Gigabyte << QStringLiteral("1.44 TB");
    QTest::newRow("gb/s") << en << 820.0 << Unit::GigabytePerSecond << QStringLiteral("820 GB/s");
    QTest::newRow("tb/s") << en << 4900.0 << Unit::GigabytePerSecond << QStringLiteral("4.9 TB/s");
    QTest::newRow("tb/s de") << de << 7380.0 << Unit::GigabytePerSecond
                             << QStringLiteral("7,38 TB/s");
    QTest::newRow("watts stay watts") << en << 1400.0 << Unit::Watt << QStringLiteral("1,400 W");
    QTest::newRow("watts de") << de << 1400.0 << Unit::Watt << QStringLiteral("1.400 W");
    QTest::newRow("chips") << en << 9216.0 << Unit::Chips << QStringLiteral("9,216 chips");
    QTest::newRow("one chip") << en << 1.0 << Unit::Chips << QStringLiteral("1 chip");
    QTest::newRow("perf per watt")
        << en << 2.25 << Unit::TflopsPerWatt << QStringLiteral("2.25 TFLOPS/W");
    QTest::newRow("perf per watt rounds")
        << en << 362.05 / 350.0 << Unit::TflopsPerWatt << QStringLiteral("1.034 TFLOPS/W");
    QTest::newRow("dollars") << en << 25000.0 << Unit::UsDollar << QStringLiteral("$25,000");
    // The C locale (the CLI's, and the files it writes) has no currency format of its own: Qt
    // puts the symbol after the number ("14500$"); a dollar amount reads "$14500" as everywhere.
    QTest::newRow("dollars in the C locale")
        << QStringLiteral("C") << 14500.0 << Unit::UsDollar << QStringLiteral("$14500");
    // Japanese counts in 億 (10^8) and 兆 (10^12): 80 billion transistors are 800億, not
    // "80 ×10億".
    const QString ja = QStringLiteral("ja_JP");
    QTest::newRow("transistors") << en << 80.0 << Unit::BillionTransistors
                                 << QStringLiteral("80 billion");
    QTest::newRow("transistors ja")
        << ja << 80.0 << Unit::BillionTransistors << QStringLiteral("800\u5104");
    QTest::newRow("transistors ja thousands")
        << ja << 208.0 << Unit::BillionTransistors << QStringLiteral("2,080\u5104");
    QTest::newRow("transistors ja fraction")
        << ja << 21.15 << Unit::BillionTransistors << QStringLiteral("211.5\u5104");
    QTest::newRow("transistors ja trillions")
        << ja << 4000.0 << Unit::BillionTransistors << QStringLiteral("4\u5146");
}

void TestUnits::formatQuantity() {
    QFETCH(QString, localeName);
    QFETCH(double, value);
    QFETCH(Unit, unit);
    QFETCH(QString, expected);
    QCOMPARE(chipatlas::formatQuantity(value, unit, QLocale(localeName)), expected);
}

void TestUnits::binaryMemory_data() {
    QTest::addColumn<double>("gigabytes");
    QTest::addColumn<QString>("expected");
    // 80 GB = 80e9 bytes = 74.51 GiB; 1536 GB = 1430.51 GiB = 1.40 TiB.
    QTest::newRow("80 GB") << 80.0 << QStringLiteral("74.51 GiB");
    QTest::newRow("1 GiB") << 1.073741824 << QStringLiteral("1 GiB");
    QTest::newRow("1536 GB") << 1536.0 << QStringLiteral("1.4 TiB");
}

void TestUnits::binaryMemory() {
    QFETCH(double, gigabytes);
    QFETCH(QString, expected);
    QCOMPARE(chipatlas::formatQuantity(gigabytes, Unit::Gigabyte, QLocale(QLocale::English),
                                       MemoryUnits::Binary),
             expected);
}

void TestUnits::formatNumber_data() {
    QTest::addColumn<QString>("localeName");
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");
    QTest::newRow("fixed decimals")
        << QStringLiteral("en_US") << 989.5 << 1 << QStringLiteral("989.5");
    QTest::newRow("rounds to column decimals")
        << QStringLiteral("en_US") << 362.05 << 1 << QStringLiteral("362.1");
    QTest::newRow("pads to column decimals")
        << QStringLiteral("en_US") << 190.0 << 1 << QStringLiteral("190.0");
    QTest::newRow("group separator")
        << QStringLiteral("en_US") << 2307.0 << 1 << QStringLiteral("2,307.0");
    QTest::newRow("german") << QStringLiteral("de_DE") << 2307.0 << 1 << QStringLiteral("2.307,0");
    QTest::newRow("small value keeps two digits")
        << QStringLiteral("en_US") << 0.23 << 0 << QStringLiteral("0.23");
    QTest::newRow("zero") << QStringLiteral("en_US") << 0.0 << 0 << QStringLiteral("0");
}

void TestUnits::formatNumber() {
    QFETCH(QString, localeName);
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(chipatlas::formatNumber(value, decimals, QLocale(localeName)), expected);
}

void TestUnits::nonFiniteIsEmpty() {
    QVERIFY(chipatlas::formatQuantity(qQNaN(), Unit::Watt).isEmpty());
    QVERIFY(chipatlas::formatNumber(qInf(), 0).isEmpty());
}

void TestUnits::bytesInMemoryUnits() {
    // Llama 3.1 70B at BF16 (docs/MODEL-FIT.md): 141.11 GB = 131.42 GiB.
    const double weights = 70'553'706'496.0 * 2.0;
    QCOMPARE(qRound(bytesIn(weights, MemoryUnits::Decimal) * 100), 14111);
    QCOMPARE(qRound(bytesIn(weights, MemoryUnits::Binary) * 100), 13142);
    QCOMPARE(bytesIn(double(1LL << 30), MemoryUnits::Binary), 1.0);
    QCOMPARE(memoryUnitSymbol(MemoryUnits::Decimal), QStringLiteral("GB"));
    QCOMPARE(memoryUnitSymbol(MemoryUnits::Binary), QStringLiteral("GiB"));
}

// A subnormal double or an absurd magnitude (in a catalog written before input refused them)
// prints with an exponent, never as hundreds of digits; export keeps its exact value.
void TestUnits::extremeMagnitudesStayShort() {
    const QLocale c = QLocale::c();
    QCOMPARE(chipatlas::formatNumber(4.9e-324, 0, c), QStringLiteral("4.94e-324"));
    QCOMPARE(chipatlas::formatNumber(1e300, 1, c), QStringLiteral("1e+300"));
    QCOMPARE(chipatlas::formatNumber(0.0000012, 0, c), QStringLiteral("0.0000012"));
    QVERIFY(chipatlas::formatQuantity(2e23, Unit::TflopsPerWatt, c).size() < 20);
    QCOMPARE(csvNumber(4.9e-324), QStringLiteral("5e-324"));
    QCOMPARE(csvNumber(1e300), QStringLiteral("1e+300"));
    QCOMPARE(csvNumber(1307.4), QStringLiteral("1307.4"));
    QCOMPARE(csvNumber(0.000001), QStringLiteral("0.000001"));
    QCOMPARE(QString(csvNumber(4.9e-324)).toDouble(), 4.9e-324);
}

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
