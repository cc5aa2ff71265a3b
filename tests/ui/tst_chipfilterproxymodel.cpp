#include "domain/metrics.h"
#include "table/chipfilterproxymodel.h"
#include "table/chiptablemodel.h"

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

// Many chips (copies of the sample with new ids), for the worker thread.
QList<Chip> manyChips(int copies) {
    QList<Chip> chips;
    for (int copy = 0; copy < copies; ++copy) {
        for (Chip chip : sampleChips()) {
            chip.id += QStringLiteral("-%1").arg(copy);
            if (copy % 3 == 0) // every third copy without its TDP: missing last
                chip.figure(Field::TdpW) = figure(QVariant());
            chips.append(chip);
        }
    }
    return chips;
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
    void workerGivesTheSameRows_data();
    void workerGivesTheSameRows();
    void newestRequestWins();
    void snapshotShownWithItsOrder();
    void sortKeepsTheSelectedChip();

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

// Over more chips than synchronousLimit() the order comes from a worker thread: the same rows
// in the same order as at once.
void TestChipFilterProxyModel::workerGivesTheSameRows_data() {
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QString>("text");
    const int tdp = ChipTableModel::columnForField(Field::TdpW);
    QTest::newRow("TDP ascending") << tdp << Qt::AscendingOrder << QString();
    QTest::newRow("TDP descending, filtered") << tdp << Qt::DescendingOrder << u"nvidia"_s;
    QTest::newRow("perf/W") << int(ChipTableModel::PerfPerWattColumn) << Qt::DescendingOrder
                            << u"l4"_s;
    QTest::newRow("name") << int(ChipTableModel::NameColumn) << Qt::AscendingOrder << QString();
    QTest::newRow("vendor, filtered")
        << int(ChipTableModel::VendorColumn) << Qt::DescendingOrder << u"a"_s;
}

void TestChipFilterProxyModel::workerGivesTheSameRows() {
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QString, text);
    m_model->setChips(manyChips(40));
    ChipFilterProxyModel worker;
    worker.setSynchronousLimit(0);
    worker.setSourceModel(m_model);
    QAbstractItemModelTester tester(&worker,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    worker.sort(column, order);
    worker.setFilterText(text);
    QVERIFY(worker.isOrderPending());
    QTRY_VERIFY(!worker.isOrderPending());
    m_proxy->sort(column, order);
    m_proxy->setFilterText(text);
    QVERIFY(!m_proxy->isOrderPending());
    QVERIFY(m_proxy->rowCount() > 0);
    QCOMPARE(idsInOrder(worker), idsInOrder(*m_proxy));
}

// Typing fast: each character is a request; only the newest one's rows are shown, and until
// they arrive the previous rows stay.
void TestChipFilterProxyModel::newestRequestWins() {
    m_model->setChips(manyChips(40));
    m_proxy->setSynchronousLimit(0);
    m_proxy->setSourceModel(m_model);
    QTRY_VERIFY(!m_proxy->isOrderPending());
    QCOMPARE(m_proxy->rowCount(), 200);
    QSignalSpy resets(m_proxy, &QAbstractItemModel::modelReset);
    m_proxy->setFilterText(u"n"_s);
    m_proxy->setFilterText(u"nv"_s);
    m_proxy->setFilterText(u"nvidia l4"_s);
    QCOMPARE(m_proxy->rowCount(), 200);
    QTRY_VERIFY(!m_proxy->isOrderPending());
    QCOMPARE(resets.count(), 1);
    QCOMPARE(m_proxy->rowCount(), 80); // "NVIDIA L4" and "NVIDIA L40S"
    for (const QString& id : idsInOrder(*m_proxy))
        QVERIFY2(id.startsWith(u"nvidia-l4"_s), qPrintable(id));
}

// setSnapshot(): the model keeps the previous chips until the new ones are ordered.
void TestChipFilterProxyModel::snapshotShownWithItsOrder() {
    m_proxy->setSynchronousLimit(0);
    m_proxy->sort(ChipTableModel::columnForField(Field::TdpW), Qt::DescendingOrder);
    QTRY_VERIFY(!m_proxy->isOrderPending());
    QSignalSpy applied(m_proxy, &ChipFilterProxyModel::snapshotApplied);
    m_proxy->setSnapshot(CatalogSnapshot(manyChips(2), {}, {}));
    m_proxy->setFilterText(u"nvidia"_s); // a newer request carries the snapshot along
    QCOMPARE(m_model->rowCount(), 5);
    QTRY_COMPARE(applied.count(), 1);
    QCOMPARE(m_model->rowCount(), 10);
    QCOMPARE(idsInOrder(*m_proxy),
             (QStringList{u"nvidia-b200-1"_s, u"nvidia-l40s-1"_s, u"nvidia-l4-1"_s,
                          u"nvidia-b200-0"_s, u"nvidia-l4-0"_s, u"nvidia-l40s-0"_s}));

    // At once when the catalog is small.
    m_proxy->setSynchronousLimit(100);
    m_proxy->setSnapshot(CatalogSnapshot(sampleChips(), {}, {}));
    QCOMPARE(applied.count(), 2);
    QCOMPARE(idsInOrder(*m_proxy),
             (QStringList{u"nvidia-b200"_s, u"nvidia-l40s"_s, u"nvidia-l4"_s}));
}

// A new order of the same rows moves persistent indexes (a view's selection) with their chips.
void TestChipFilterProxyModel::sortKeepsTheSelectedChip() {
    m_proxy->setSynchronousLimit(0);
    m_proxy->sort(ChipTableModel::NameColumn, Qt::AscendingOrder);
    QTRY_VERIFY(!m_proxy->isOrderPending());
    const QPersistentModelIndex l4 = m_proxy->index(3, 1);
    QCOMPARE(l4.data(ChipTableModel::ChipIdRole).toString(), u"nvidia-l4"_s);
    QSignalSpy layouts(m_proxy, &QAbstractItemModel::layoutChanged);
    m_proxy->sort(ChipTableModel::columnForField(Field::TdpW), Qt::AscendingOrder);
    QTRY_COMPARE(layouts.count(), 1);
    QCOMPARE(l4.row(), 0);
    QCOMPARE(l4.column(), 1);
    QCOMPARE(l4.data(ChipTableModel::ChipIdRole).toString(), u"nvidia-l4"_s);
}

QTEST_MAIN(TestChipFilterProxyModel)
#include "tst_chipfilterproxymodel.moc"
