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
        const Figure memory = systemColumnFigure(SystemColumn::MemoryTotal, trn3, Precision::BF16);
        QVERIFY(
            systemCellText(SystemColumn::MemoryTotal, memory, c).contains(QStringLiteral("GiB")));

        // No system power published: perf per watt is missing and sorts last (null).
        const Figure perfPerWatt =
            systemColumnFigure(SystemColumn::PerfPerWatt, nvl72, Precision::FP8);
        QVERIFY(!perfPerWatt.hasValue());
        QVERIFY(systemSortValue(SystemColumn::PerfPerWatt, perfPerWatt).isNull());
        QCOMPARE(systemCellText(SystemColumn::PerfPerWatt, perfPerWatt, c), QString());

        const Figure cheapest =
            systemColumnFigure(SystemColumn::CheapestPerChipHour, nvl72, Precision::BF16);
        QCOMPARE(systemCellText(SystemColumn::CheapestPerChipHour, cheapest, c),
                 QStringLiteral("$4.00"));
        QCOMPARE(systemCellText(
                     SystemColumn::DearestPerChipHour,
                     systemColumnFigure(SystemColumn::DearestPerChipHour, nvl72, Precision::BF16),
                     c),
                 QStringLiteral("$10.00"));
        QCOMPARE(systemCellText(
                     SystemColumn::OfferSpread,
                     systemColumnFigure(SystemColumn::OfferSpread, nvl72, Precision::BF16), c),
                 QStringLiteral("2.5x on-demand"));
        QVERIFY(!systemColumnFigure(SystemColumn::CheapestPerChipHour, trn3, Precision::BF16)
                     .hasValue());
        QCOMPARE(systemCellText(SystemColumn::ChipCount,
                                systemColumnFigure(SystemColumn::ChipCount, trn3, Precision::BF16),
                                c),
                 QStringLiteral("144"));
        QCOMPARE(systemSortValue(SystemColumn::Name,
                                 systemColumnFigure(SystemColumn::Name, nvl72, Precision::BF16)),
                 QVariant(QStringLiteral("NVIDIA GB200 NVL72")));
    }
};

QTEST_GUILESS_MAIN(TestSystemColumns)
#include "tst_systemcolumns.moc"
