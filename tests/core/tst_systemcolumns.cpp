#include "domain/systemcolumns.h"
#include "systemfixtures.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testing;

namespace {
Offer nvl72Offer(const QString& provider, double perInstanceHour) {
    Offer offer;
    offer.provider = provider;
    offer.instance = QStringLiteral("rack");
    offer.id = offerId(provider, QString(), offer.instance, Pricing::OnDemand);
    offer.targetId = QStringLiteral("nvidia-gb200-nvl72");
    offer.chips = 72;
    OfferPrice price;
    price.perInstanceHour = perInstanceHour;
    offer.prices << price;
    return offer;
}

QList<SystemRow> rows() {
    const QList<Chip> chips{builtInChip(QStringLiteral("aws-trainium3")),
                            builtInChip(QStringLiteral("nvidia-gb200"))};
    return systemRows({trn3UltraServer(), gb200Nvl72()}, chips,
                      {nvl72Offer(QStringLiteral("Acme"), 72 * 10.0),
                       nvl72Offer(QStringLiteral("Beta"), 72 * 4.0)});
}
} // namespace

class TestSystemColumns : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keysRoundTripAndDefaults() {
        QCOMPARE(systemColumnKeys().size(), kSystemColumnCount);
        for (SystemColumn column : allSystemColumns())
            QCOMPARE(systemColumnFromKey(systemColumnKey(column)), column);
        QCOMPARE(systemColumnKey(SystemColumn::DomainChips),
                 QStringLiteral("scaleup_domain_chips"));
        QVERIFY(!systemColumnFromKey(u"tdp_w"));
        const QList<SystemColumn> defaults = defaultSystemColumns();
        QCOMPARE(defaults.size(), kSystemColumnCount - 2);
        QVERIFY(!defaults.contains(SystemColumn::Id));
        QVERIFY(!defaults.contains(SystemColumn::ScaleupFabric));
    }

    void titlesNameTheirUnitUnlessTheCellsDo() {
        QCOMPARE(systemColumnTitle(SystemColumn::MemoryTotal, Precision::BF16),
                 QStringLiteral("Memory"));
        QVERIFY(systemColumnTitle(SystemColumn::Throughput, Precision::FP8)
                    .contains(QStringLiteral("FP8")));
        QVERIFY(systemColumnTitle(SystemColumn::Throughput, Precision::FP8)
                    .contains(QStringLiteral("TFLOPS")));
        QCOMPARE(systemColumnTitle(SystemColumn::CheapestPerChipHour, Precision::BF16),
                 QStringLiteral("Cheapest ($/chip-h)"));
        QCOMPARE(systemColumnBetter(SystemColumn::CheapestPerChipHour), Better::Lower);
        QCOMPARE(systemColumnBetter(SystemColumn::Throughput), Better::Higher);
        QVERIFY(!systemColumnIsNumeric(SystemColumn::Availability));
    }

    void cellsAndSortValues() {
        const QList<SystemRow> all = rows();
        QCOMPARE(all.size(), 2);
        const QLocale c = QLocale::c();
        const SystemRow& trn3 = all.at(0);
        const SystemRow& nvl72 = all.at(1);

        const Figure fp8 = systemColumnFigure(SystemColumn::Throughput, trn3, Precision::FP8);
        QCOMPARE(fp8.status, FigureStatus::Computed);
        QCOMPARE(systemSortValue(SystemColumn::Throughput, fp8), QVariant(362448.0));

        // No system power published: perf per watt is missing and sorts last (null).
        const Figure perfPerWatt =
            systemColumnFigure(SystemColumn::PerfPerWatt, nvl72, Precision::FP8);
        QVERIFY(!perfPerWatt.hasValue());
        QVERIFY(systemSortValue(SystemColumn::PerfPerWatt, perfPerWatt).isNull());
        QCOMPARE(systemCellText(SystemColumn::PerfPerWatt, perfPerWatt, c, {}), QString());

        const Figure cheapest =
            systemColumnFigure(SystemColumn::CheapestPerChipHour, nvl72, Precision::BF16);
        QCOMPARE(systemCellText(SystemColumn::CheapestPerChipHour, cheapest, c, {}),
                 QStringLiteral("$4.00"));
        QCOMPARE(systemCellText(
                     SystemColumn::DearestPerChipHour,
                     systemColumnFigure(SystemColumn::DearestPerChipHour, nvl72, Precision::BF16),
                     c, {}),
                 QStringLiteral("$10.00"));
        QCOMPARE(systemCellText(
                     SystemColumn::OfferSpread,
                     systemColumnFigure(SystemColumn::OfferSpread, nvl72, Precision::BF16), c, {}),
                 QStringLiteral("2.5x on-demand"));
        QVERIFY(!systemColumnFigure(SystemColumn::CheapestPerChipHour, trn3, Precision::BF16)
                     .hasValue());
        QCOMPARE(systemCellText(SystemColumn::ChipCount,
                                systemColumnFigure(SystemColumn::ChipCount, trn3, Precision::BF16),
                                c, {}),
                 QStringLiteral("144"));
        QCOMPARE(systemSortValue(SystemColumn::Name,
                                 systemColumnFigure(SystemColumn::Name, nvl72, Precision::BF16)),
                 QVariant(QStringLiteral("NVIDIA GB200 NVL72")));
    }

    void oneUnitPerColumn() {
        // Trn3 UltraServer: 144 x 144 GiB as printed (20,736 GiB = 22.265 TB) beside the NVL72's
        // 72 x 186 GB (13.392 TB): one unit for the whole column, never GiB beside TB.
        const QList<SystemRow> all = rows();
        const QLocale c = QLocale::c();
        const auto cells = [&](SystemColumn column, const ColumnUnit& unit) {
            QStringList texts;
            for (const SystemRow& row : all)
                texts << systemCellText(column, systemColumnFigure(column, row, Precision::BF16), c,
                                        unit);
            return texts;
        };
        const ColumnUnit memory = systemColumnUnit(SystemColumn::MemoryTotal, all, Precision::BF16);
        QCOMPARE(memory.symbol, QStringLiteral("TB"));
        QCOMPARE(systemColumnTitle(SystemColumn::MemoryTotal, Precision::BF16, memory),
                 QStringLiteral("Memory (TB)"));
        QCOMPARE(cells(SystemColumn::MemoryTotal, memory),
                 QStringList({QStringLiteral("22.265 ‡"), QStringLiteral("13.392")}));
        // Sorted by what the cells show: the converted figure, not the nominal 20,736.
        QCOMPARE(systemSortValue(
                     SystemColumn::MemoryTotal,
                     systemColumnFigure(SystemColumn::MemoryTotal, all.at(0), Precision::BF16))
                     .toDouble(),
                 20736.0 * kGigabytesPerGibibyte);

        // Preferences' "Memory in" GiB: every row in TiB, the GB figure converted too.
        const ColumnUnit binary =
            systemColumnUnit(SystemColumn::MemoryTotal, all, Precision::BF16, MemoryUnits::Binary);
        QCOMPARE(binary.symbol, QStringLiteral("TiB"));
        QCOMPARE(cells(SystemColumn::MemoryTotal, binary),
                 QStringList({QStringLiteral("20.25 ‡"), QStringLiteral("12.18")}));

        const ColumnUnit bandwidth =
            systemColumnUnit(SystemColumn::MemoryBwTotal, all, Precision::BF16);
        QCOMPARE(systemColumnTitle(SystemColumn::MemoryBwTotal, Precision::BF16, bandwidth),
                 QStringLiteral("Memory bandwidth (TB/s)"));
        QCOMPARE(cells(SystemColumn::MemoryBwTotal, bandwidth),
                 QStringList({QStringLiteral("705.6"), QStringLiteral("576")}));

        // A column whose largest value is an 8-chip server's 640 GB stays in GB; throughput
        // keeps its title's unit.
        QCOMPARE(columnUnitFor(Unit::Gigabyte, 640.0, MemoryUnits::Decimal).symbol,
                 QStringLiteral("GB"));
        QVERIFY(!systemColumnUnit(SystemColumn::Throughput, all, Precision::BF16).isScaled());
    }
};

QTEST_GUILESS_MAIN(TestSystemColumns)
#include "tst_systemcolumns.moc"
