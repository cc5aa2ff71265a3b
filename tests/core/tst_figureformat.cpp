// Figures shown in the unit their source printed, with the configuration and range they belong
// to: the one core function every view calls.
#include "domain/figureformat.h"
#include "domain/metrics.h"
#include "domain/quantity.h"
#include "testfigures.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testfigures;

namespace {
const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

Figure printed(double value, PrintedUnit unit) {
    Figure f = number(value);
    f.printedUnit = unit;
    return f;
}

// Gaudi 3's TDP: 900 W air-cooled, 1,200 W liquid-cooled.
Figure gaudi3Tdp() {
    Figure f = number(900.0);
    f.configuration = QStringLiteral("air-cooled");
    f.rangeLow = 900.0;
    f.rangeHigh = 1200.0;
    return f;
}
} // namespace

class TestFigureFormat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void asPrinted_data();
    void asPrinted();
    void printedAsNamesTheVendor();
    void configurationAndRange();
    void perfPerWattNamesTheTdpItUsed();
    void tableCellsCarryThePrintedUnit();
};

void TestFigureFormat::asPrinted_data() {
    QTest::addColumn<Figure>("figure");
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<MemoryUnits>("display");
    QTest::addColumn<QString>("expected");
    const auto gib = PrintedUnit::Binary;
    const auto gb = PrintedUnit::Decimal;
    const auto dec = MemoryUnits::Decimal;
    const auto bin = MemoryUnits::Binary;
    // Trainium1: AWS prints 32 GiB. The GiB display never turns it into 29.8 GiB.
    QTest::newRow("Trn1 32 GiB, GB display")
        << printed(32.0, gib) << Unit::Gigabyte << dec << QStringLiteral("32 GiB");
    QTest::newRow("Trn1 32 GiB, GiB display")
        << printed(32.0, gib) << Unit::Gigabyte << bin << QStringLiteral("32 GiB");
    // H100 SXM: NVIDIA prints 80 GB, which the GiB display still converts.
    QTest::newRow("H100 80 GB, GB display")
        << printed(80.0, gb) << Unit::Gigabyte << dec << QStringLiteral("80 GB");
    QTest::newRow("H100 80 GB, GiB display")
        << printed(80.0, gb) << Unit::Gigabyte << bin << QStringLiteral("74.51 GiB");
    QTest::newRow("unit not recorded, GiB display")
        << printed(80.0, PrintedUnit::Unstated) << Unit::Gigabyte << bin
        << QStringLiteral("74.51 GiB");
    // Bandwidths AWS prints in GiB/s: Trn1's 820 GiB/s and NeuronLink's 2,048 GiB/s.
    QTest::newRow("Trn1 820 GiB/s")
        << printed(820.0, gib) << Unit::GigabytePerSecond << bin << QStringLiteral("820 GiB/s");
    QTest::newRow("NeuronLink 2,048 GiB/s")
        << printed(2048.0, gib) << Unit::GigabytePerSecond << dec << QStringLiteral("2,048 GiB/s");
    QTest::newRow("H100 3.35 TB/s")
        << printed(3350.0, gb) << Unit::GigabytePerSecond << bin << QStringLiteral("3.35 TB/s");
    // Memory visible to software: nvidia-smi's 81,559 MiB on an "80 GB" H100 SXM.
    QTest::newRow("H100 visible memory, GB display")
        << number(85'520'809'984.0) << Unit::Byte << dec << QStringLiteral("85.52 GB (81,559 MiB)");
    QTest::newRow("H100 visible memory, GiB display")
        << number(85'520'809'984.0) << Unit::Byte << bin
        << QStringLiteral("79.65 GiB (81,559 MiB)");
    // "Binary" means nothing for a figure that is not a capacity or a bandwidth.
    QTest::newRow("TDP") << printed(700.0, gib) << Unit::Watt << bin << QStringLiteral("700 W");
    QTest::newRow("text") << text(QStringLiteral("HBM3")) << Unit::None << dec
                          << QStringLiteral("HBM3");
    QTest::newRow("not published")
        << missing(FigureStatus::NotPublished) << Unit::Gigabyte << dec << QString();
}

void TestFigureFormat::asPrinted() {
    QFETCH(Figure, figure);
    QFETCH(Unit, unit);
    QFETCH(MemoryUnits, display);
    QFETCH(QString, expected);
    QCOMPARE(formatFigure(figure, unit, kEnglish, display), expected);
}

void TestFigureFormat::printedAsNamesTheVendor() {
    QCOMPARE(vendorShortName(QStringLiteral("AWS (Annapurna Labs)")), QStringLiteral("AWS"));
    QCOMPARE(vendorShortName(QStringLiteral("Intel (Habana Labs)")), QStringLiteral("Intel"));
    QCOMPARE(vendorShortName(QStringLiteral("NVIDIA")), QStringLiteral("NVIDIA"));

    const QString aws = QStringLiteral("AWS (Annapurna Labs)");
    QCOMPARE(printedAsText(printed(32.0, PrintedUnit::Binary), Unit::Gigabyte, aws, kEnglish),
             QStringLiteral("32 GiB as printed by AWS"));
    QCOMPARE(
        printedAsText(printed(820.0, PrintedUnit::Binary), Unit::GigabytePerSecond, aws, kEnglish),
        QStringLiteral("820 GiB/s as printed by AWS"));
    QCOMPARE(printedAsText(printed(80.0, PrintedUnit::Decimal), Unit::Gigabyte,
                           QStringLiteral("NVIDIA"), kEnglish),
             QStringLiteral("80 GB as printed by NVIDIA"));
    // Nothing to say when nobody recorded the unit, or the figure is not a capacity/bandwidth.
    QVERIFY(printedAsText(printed(80.0, PrintedUnit::Unstated), Unit::Gigabyte, aws, kEnglish)
                .isEmpty());
    QVERIFY(
        printedAsText(printed(500.0, PrintedUnit::Binary), Unit::Watt, aws, kEnglish).isEmpty());
    QVERIFY(printedAsText(missing(FigureStatus::Unknown), Unit::Gigabyte, aws, kEnglish).isEmpty());
}

void TestFigureFormat::configurationAndRange() {
    QCOMPARE(describeFigure(gaudi3Tdp(), Unit::Watt, kEnglish),
             QStringLiteral("900 W (air-cooled; 900-1,200 W)"));
    QCOMPARE(figureContext(gaudi3Tdp(), Unit::Watt, kEnglish),
             QStringLiteral("air-cooled; 900-1,200 W"));
    // H100 PCIe: 300-350 W, no configuration named.
    Figure pcie = number(350.0);
    pcie.rangeLow = 300.0;
    pcie.rangeHigh = 350.0;
    QCOMPARE(describeFigure(pcie, Unit::Watt, kEnglish), QStringLiteral("350 W (300-350 W)"));
    // Maia 100: 700 W design, 500 W provisioned.
    Figure maia = number(700.0);
    maia.configuration = QStringLiteral("design");
    QCOMPARE(describeFigure(maia, Unit::Watt, kEnglish), QStringLiteral("700 W (design)"));
    QCOMPARE(describeFigure(number(700.0), Unit::Watt, kEnglish), QStringLiteral("700 W"));

    QCOMPARE(tdpUsedText(gaudi3Tdp(), kEnglish), QStringLiteral("at 900 W, air-cooled"));
    QCOMPARE(tdpUsedText(number(700.0), kEnglish), QStringLiteral("at 700 W"));
    QVERIFY(tdpUsedText(missing(FigureStatus::NotPublished), kEnglish).isEmpty());
}

void TestFigureFormat::perfPerWattNamesTheTdpItUsed() {
    Chip gaudi3;
    gaudi3.figure(Field::Bf16TflopsDense) = number(1835.0);
    gaudi3.figure(Field::TdpW) = gaudi3Tdp();
    const Figure perfPerWatt = Quantity::perfPerWatt().figure(gaudi3, Precision::BF16);
    QCOMPARE(perfPerWatt.number(), 1835.0 / 900.0);
    QVERIFY2(perfPerWatt.note.contains(QLatin1String("at 900 W, air-cooled")),
             qPrintable(perfPerWatt.note));
}

void TestFigureFormat::tableCellsCarryThePrintedUnit() {
    // The GUI table and `chipatlas-cli list` share these: one unit per column, in its header;
    // a figure printed in GiB is converted into it and marked (docs/DOMAIN-RULES.md rule 4).
    const Quantity memory = Quantity::forField(Field::MemoryGb);
    QVERIFY(memory.showsPrintedUnit());
    QCOMPARE(memory.columnTitle(Precision::BF16), QStringLiteral("Memory (GB)"));
    QCOMPARE(memory.columnTitle(Precision::BF16, MemoryUnits::Binary),
             QStringLiteral("Memory (GiB)"));
    QCOMPARE(memory.cellText(printed(32.0, PrintedUnit::Binary), kEnglish),
             QStringLiteral("34.36 ‡"));
    QCOMPARE(memory.cellText(printed(80.0, PrintedUnit::Decimal), kEnglish), QStringLiteral("80"));
    QCOMPARE(memory.cellText(printed(32.0, PrintedUnit::Binary), kEnglish, MemoryUnits::Binary),
             QStringLiteral("32 ‡"));
    QCOMPARE(memory.cellText(printed(80.0, PrintedUnit::Decimal), kEnglish, MemoryUnits::Binary),
             QStringLiteral("74.51"));
    const Quantity bandwidth = Quantity::forField(Field::MemoryBwGbs);
    QCOMPARE(bandwidth.columnTitle(Precision::BF16), QStringLiteral("Memory bandwidth (GB/s)"));
    QCOMPARE(bandwidth.cellText(printed(820.0, PrintedUnit::Binary), kEnglish),
             QStringLiteral("880.5 ‡"));
    QCOMPARE(
        binaryPrintedText(printed(820.0, PrintedUnit::Binary), Unit::GigabytePerSecond, kEnglish),
        QStringLiteral("820 GiB/s as printed = 880.5 GB/s"));
    // Other columns keep the unit in the header and the bare number in the cell.
    const Quantity tdp = Quantity::forField(Field::TdpW);
    QVERIFY(!tdp.showsPrintedUnit());
    QCOMPARE(tdp.columnTitle(Precision::BF16), QStringLiteral("TDP (W)"));
    QCOMPARE(tdp.cellText(gaudi3Tdp(), kEnglish), QStringLiteral("900"));
    // Sorting follows the cells: 32 GiB sorts as 34.36 GB.
    QCOMPARE(memory.sortValue(printed(32.0, PrintedUnit::Binary)).toDouble(),
             32.0 * kGigabytesPerGibibyte);
}

QTEST_GUILESS_MAIN(TestFigureFormat)
#include "tst_figureformat.moc"
