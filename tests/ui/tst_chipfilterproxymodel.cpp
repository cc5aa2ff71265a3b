#include "table/chipfilterproxymodel.h"
#include "table/chiptablemodel.h"
#include "domain/metrics.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace chipatlas;
using namespace Qt::StringLiterals;

namespace {

Figure figure(const QVariant& value, FigureStatus status = FigureStatus::Published) {
    Figure f;
    f.value = value;
    f.status = value.isValid() ? status : FigureStatus::NotPublished;
    return f;
}

// tdp: an invalid QVariant for "not published".
Chip makeChip(const char* id, const char* vendor, const char* name, const char* family,
              const char* kind, const char* availability, const QVariant& tdp, double bf16) {
    Chip chip;
    chip.id = QString::fromLatin1(id);
    chip.vendor = QString::fromLatin1(vendor);
    chip.name = QString::fromLatin1(name);
    chip.familyGeneration = QString::fromLatin1(family);
    chip.kind = QString::fromLatin1(kind);
    chip.figure(Field::Availability) = figure(QString::fromLatin1(availability));
    chip.figure(Field::TdpW) = figure(tdp);
    chip.figure(Field::Bf16TflopsDense) = figure(bf16);
    return chip;
}

// Figures of real chips (resources/reference/accelerators.csv). The source order is not
// sorted by anything, so a sort has work to do.
QList<Chip> sampleChips() {
    const QVariant notPublished;
    return {
        makeChip("nvidia-b200", "NVIDIA", "NVIDIA B200", "Blackwell (2 dies, NV-HBI)", "gpu", "buy",
                 1000.0, 2250),
        makeChip("aws-trainium2", "AWS (Annapurna Labs)", "AWS Trainium2 (Trn2)",
                 "Trainium gen 2 (8x NeuronCore-v3)", "asic", "cloud-only (EC2 Trn2)", notPublished,
                 667),
        makeChip("nvidia-l4", "NVIDIA", "NVIDIA L4", "Ada Lovelace (AD104)", "gpu", "buy", 72.0,
                 121),
        makeChip("google-tpu-v5e", "Google", "Cloud TPU v5e", "TPU v5e", "tpu",
                 "cloud-only (Google Cloud)", notPublished, 197),
        makeChip("nvidia-l40s", "NVIDIA", "NVIDIA L40S", "Ada Lovelace (AD102)", "gpu", "buy",
                 350.0, 362.05),
    };
}

QStringList idsInOrder(const QAbstractItemModel& model) {
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.index(row, 0).data(ChipTableModel::ChipIdRole).toString();
    return ids;
}

QStringList sorted(QStringList list) {
    list.sort();
    return list;
}

} // namespace

class TestChipFilterProxyModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void modelTester();
    void textFilter_data();
    void textFilter();
    void vendorAndKindFilters();
    void availabilityFilter();
    void combinedFilters();
    void unchangedFilterDoesNothing();
    void numericSort_data();
    void numericSort();
    void textSort();
    void tiesSortByName();
    void sortFollowsPrecision();

private:
    ChipTableModel* m_model = nullptr;
    ChipFilterProxyModel* m_proxy = nullptr;
};

void TestChipFilterProxyModel::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestChipFilterProxyModel::init() {
    delete m_proxy;
    delete m_model;
    m_model = new ChipTableModel(this);
    m_model->setChips(sampleChips());
    m_proxy = new ChipFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
}

void TestChipFilterProxyModel::modelTester() {
    QAbstractItemModelTester tester(m_proxy,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(m_proxy->sortRole(), int(ChipTableModel::SortRole));
    QVERIFY(m_proxy->dynamicSortFilter());
    m_proxy->sort(ChipTableModel::columnForField(Field::TdpW), Qt::DescendingOrder);
    m_proxy->setFilterText(QStringLiteral("nvidia"));
    m_model->setPrecision(Precision::FP8);
    m_proxy->sort(ChipTableModel::PerfPerWattColumn, Qt::AscendingOrder);
    m_proxy->setKindFilter(QStringLiteral("gpu"));
    m_proxy->setAvailabilityFilter(int(AvailabilityClass::Cloud));
    QCOMPARE(m_proxy->rowCount(), 0);
    m_proxy->setAvailabilityFilter(0);
    m_proxy->setFilterText({});
    m_model->setChips({});
    QCOMPARE(m_proxy->rowCount(), 0);
    m_model->setChips(sampleChips());
    QCOMPARE(m_proxy->rowCount(), 3);
    m_proxy->setKindFilter({});
    QCOMPARE(m_proxy->rowCount(), 5);
}

void TestChipFilterProxyModel::textFilter_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    const QStringList all{u"aws-trainium2"_s, u"google-tpu-v5e"_s, u"nvidia-b200"_s, u"nvidia-l4"_s,
                          u"nvidia-l40s"_s};
    QTest::newRow("empty") << "" << all;
    QTest::newRow("blank") << "   " << all;
    QTest::newRow("name, lower case") << "l4" << QStringList{u"nvidia-l4"_s, u"nvidia-l40s"_s};
    QTest::newRow("name, mixed case") << "tRaInIuM" << QStringList{u"aws-trainium2"_s};
    QTest::newRow("trimmed") << "  b200 " << QStringList{u"nvidia-b200"_s};
    QTest::newRow("vendor") << "annapurna" << QStringList{u"aws-trainium2"_s};
    QTest::newRow("vendor google") << "GOOGLE" << QStringList{u"google-tpu-v5e"_s};
    QTest::newRow("family") << "lovelace" << QStringList{u"nvidia-l4"_s, u"nvidia-l40s"_s};
    QTest::newRow("family only") << "neuroncore" << QStringList{u"aws-trainium2"_s};
    QTest::newRow("no match") << "gaudi" << QStringList{};
    QTest::newRow("not a regex") << "l4." << QStringList{};
    QTest::newRow("not a figure") << "buy" << QStringList{};
}

void TestChipFilterProxyModel::textFilter() {
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    m_proxy->setFilterText(text);
    QCOMPARE(m_proxy->filterText(), text.trimmed());
    QCOMPARE(sorted(idsInOrder(*m_proxy)), expected);
}

void TestChipFilterProxyModel::vendorAndKindFilters() {
    m_proxy->setVendorFilter(QStringLiteral("nvidia"));
    QCOMPARE(sorted(idsInOrder(*m_proxy)),
             (QStringList{u"nvidia-b200"_s, u"nvidia-l4"_s, u"nvidia-l40s"_s}));
    m_proxy->setVendorFilter(QStringLiteral("NVID")); // exact, not a substring
    QCOMPARE(m_proxy->rowCount(), 0);
    m_proxy->setVendorFilter(QStringLiteral("aws (annapurna labs)"));
    QCOMPARE(idsInOrder(*m_proxy), QStringList{u"aws-trainium2"_s});
    m_proxy->setVendorFilter({});
    QCOMPARE(m_proxy->rowCount(), 5);

    m_proxy->setKindFilter(QStringLiteral("TPU"));
    QCOMPARE(idsInOrder(*m_proxy), QStringList{u"google-tpu-v5e"_s});
    m_proxy->setKindFilter(QStringLiteral("gpu"));
    QCOMPARE(m_proxy->rowCount(), 3);
    m_proxy->setKindFilter({});
    QCOMPARE(m_proxy->rowCount(), 5);
}

void TestChipFilterProxyModel::availabilityFilter() {
    m_proxy->setAvailabilityFilter(int(AvailabilityClass::Cloud));
    QCOMPARE(sorted(idsInOrder(*m_proxy)), (QStringList{u"aws-trainium2"_s, u"google-tpu-v5e"_s}));
    m_proxy->setAvailabilityFilter(int(AvailabilityClass::Buy));
    QCOMPARE(m_proxy->rowCount(), 3);
    m_proxy->setAvailabilityFilter(int(AvailabilityClass::Internal));
    QCOMPARE(m_proxy->rowCount(), 0);
    m_proxy->setAvailabilityFilter(int(AvailabilityClass::Buy) | int(AvailabilityClass::Cloud));
    QCOMPARE(m_proxy->rowCount(), 5);
    m_proxy->setAvailabilityFilter(0);
    QCOMPARE(m_proxy->rowCount(), 5);
}

void TestChipFilterProxyModel::combinedFilters() {
    m_proxy->setFilterText(QStringLiteral("ada"));
    m_proxy->setVendorFilter(QStringLiteral("NVIDIA"));
    m_proxy->setAvailabilityFilter(int(AvailabilityClass::Buy));
    QCOMPARE(sorted(idsInOrder(*m_proxy)), (QStringList{u"nvidia-l4"_s, u"nvidia-l40s"_s}));
    m_proxy->setKindFilter(QStringLiteral("asic"));
    QCOMPARE(m_proxy->rowCount(), 0);
}

void TestChipFilterProxyModel::unchangedFilterDoesNothing() {
    m_proxy->setFilterText(QStringLiteral("nvidia"));
    m_proxy->setVendorFilter(QStringLiteral("NVIDIA"));
    m_proxy->setKindFilter(QStringLiteral("gpu"));
    m_proxy->setAvailabilityFilter(int(AvailabilityClass::Buy));
    QSignalSpy removed(m_proxy, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(m_proxy, &QAbstractItemModel::rowsInserted);
    QSignalSpy layout(m_proxy, &QAbstractItemModel::layoutChanged);
    QSignalSpy reset(m_proxy, &QAbstractItemModel::modelReset);
    m_proxy->setFilterText(QStringLiteral(" nvidia ")); // the same once trimmed
    m_proxy->setVendorFilter(QStringLiteral("NVIDIA"));
    m_proxy->setKindFilter(QStringLiteral("gpu"));
    m_proxy->setAvailabilityFilter(int(AvailabilityClass::Buy));
    QCOMPARE(removed.count() + inserted.count() + layout.count() + reset.count(), 0);
}

void TestChipFilterProxyModel::numericSort_data() {
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QStringList>("expected");
    const int tdp = ChipTableModel::columnForField(Field::TdpW);
    const int bf16 = ChipTableModel::columnForField(Field::Bf16TflopsDense);
    const int perfPerWatt = ChipTableModel::PerfPerWattColumn;
    // 72 < 350 < 1000 numerically, not "1000" < "350" < "72"; missing TDPs last both ways,
    // in name order ("AWS Trainium2 (Trn2)" before "Cloud TPU v5e").
    QTest::newRow("TDP ascending")
        << tdp << Qt::AscendingOrder
        << QStringList{u"nvidia-l4"_s, u"nvidia-l40s"_s, u"nvidia-b200"_s, u"aws-trainium2"_s,
                       u"google-tpu-v5e"_s};
    QTest::newRow("TDP descending")
        << tdp << Qt::DescendingOrder
        << QStringList{u"nvidia-b200"_s, u"nvidia-l40s"_s, u"nvidia-l4"_s, u"aws-trainium2"_s,
                       u"google-tpu-v5e"_s};
    QTest::newRow("BF16 ascending")
        << bf16 << Qt::AscendingOrder
        << QStringList{u"nvidia-l4"_s, u"google-tpu-v5e"_s, u"nvidia-l40s"_s, u"aws-trainium2"_s,
                       u"nvidia-b200"_s};
    QTest::newRow("BF16 descending")
        << bf16 << Qt::DescendingOrder
        << QStringList{u"nvidia-b200"_s, u"aws-trainium2"_s, u"nvidia-l40s"_s, u"google-tpu-v5e"_s,
                       u"nvidia-l4"_s};
    // 121/72 = 1.68, 362.05/350 = 1.03, 2250/1000 = 2.25.
    QTest::newRow("perf/W ascending")
        << perfPerWatt << Qt::AscendingOrder
        << QStringList{u"nvidia-l40s"_s, u"nvidia-l4"_s, u"nvidia-b200"_s, u"aws-trainium2"_s,
                       u"google-tpu-v5e"_s};
    QTest::newRow("perf/W descending")
        << perfPerWatt << Qt::DescendingOrder
        << QStringList{u"nvidia-b200"_s, u"nvidia-l4"_s, u"nvidia-l40s"_s, u"aws-trainium2"_s,
                       u"google-tpu-v5e"_s};
}

void TestChipFilterProxyModel::numericSort() {
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QStringList, expected);
    m_proxy->sort(column, order);
    QCOMPARE(idsInOrder(*m_proxy), expected);
    // The display strings would sort wrongly; the proxy must not use them.
    if (column == ChipTableModel::columnForField(Field::TdpW) && order == Qt::AscendingOrder) {
        QCOMPARE(m_proxy->index(2, column).data().toString(), QStringLiteral("1,000"));
        QCOMPARE(m_proxy->index(3, column).data().toString(), QStringLiteral("not published"));
    }
}

void TestChipFilterProxyModel::textSort() {
    m_proxy->sort(ChipTableModel::NameColumn, Qt::AscendingOrder);
    QCOMPARE(idsInOrder(*m_proxy),
             (QStringList{u"aws-trainium2"_s, u"google-tpu-v5e"_s, u"nvidia-b200"_s, u"nvidia-l4"_s,
                          u"nvidia-l40s"_s}));
    m_proxy->sort(ChipTableModel::NameColumn, Qt::DescendingOrder);
    QCOMPARE(idsInOrder(*m_proxy), (QStringList{u"nvidia-l40s"_s, u"nvidia-l4"_s, u"nvidia-b200"_s,
                                                u"google-tpu-v5e"_s, u"aws-trainium2"_s}));
}

void TestChipFilterProxyModel::tiesSortByName() {
    QList<Chip> chips = sampleChips();
    chips << makeChip("nvidia-h100-pcie", "NVIDIA", "NVIDIA H100 PCIe", "Hopper (GH100)", "gpu",
                      "buy", 350.0, 756.5);
    m_model->setChips(chips);
    const int tdp = ChipTableModel::columnForField(Field::TdpW);
    m_proxy->sort(tdp, Qt::AscendingOrder);
    QCOMPARE(idsInOrder(*m_proxy),
             (QStringList{u"nvidia-l4"_s, u"nvidia-h100-pcie"_s, u"nvidia-l40s"_s, u"nvidia-b200"_s,
                          u"aws-trainium2"_s, u"google-tpu-v5e"_s}));
    m_proxy->sort(tdp, Qt::DescendingOrder);
    QCOMPARE(idsInOrder(*m_proxy),
             (QStringList{u"nvidia-b200"_s, u"nvidia-h100-pcie"_s, u"nvidia-l40s"_s, u"nvidia-l4"_s,
                          u"aws-trainium2"_s, u"google-tpu-v5e"_s}));
}

// The perf/W column changes with the precision; the dynamic sort follows it.
void TestChipFilterProxyModel::sortFollowsPrecision() {
    QList<Chip> chips = sampleChips();
    // FP8: L4 242.5/72 = 3.37 beats B200 1000/1000 = 1 (a made-up FP8 figure for the test).
    chips[0].figure(Field::Fp8TflopsDense) = figure(1000.0);
    chips[2].figure(Field::Fp8TflopsDense) = figure(242.5);
    chips[4].figure(Field::Fp8TflopsDense) = figure(733.0);
    m_model->setChips(chips);
    m_proxy->sort(ChipTableModel::PerfPerWattColumn, Qt::DescendingOrder);
    QCOMPARE(idsInOrder(*m_proxy).first(), QStringLiteral("nvidia-b200"));
    m_model->setPrecision(Precision::FP8);
    QCOMPARE(idsInOrder(*m_proxy), (QStringList{u"nvidia-l4"_s, u"nvidia-l40s"_s, u"nvidia-b200"_s,
                                                u"aws-trainium2"_s, u"google-tpu-v5e"_s}));
}

QTEST_MAIN(TestChipFilterProxyModel)
#include "tst_chipfilterproxymodel.moc"
