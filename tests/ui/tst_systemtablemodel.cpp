// The Systems table's model and proxy: one row per system with the columns of systemcolumns.h,
// cells with their units and status markers, the raw sort values (missing last both ways), the
// chip table's filters applied to systems, and a drag carrying system ids.
#include "application/catalogsnapshot.h"
#include "common/entrymime.h"
#include "domain/systemcolumns.h"
#include "table/systemfilterproxymodel.h"
#include "table/systemtablemodel.h"
#include "testfigures.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QLocale>
#include <QMimeData>
#include <QTest>

#include <memory>

using namespace chipatlas;
using testfigures::missing;
using testfigures::number;
using testfigures::text;

namespace {
const QString kTrn3 = QStringLiteral("aws-trn3-ultraserver-gen2");
const QString kBoard = QStringLiteral("nvidia-hgx-h100-8gpu");
const QString kTpu = QStringLiteral("google-tpu-v5p-8");

Chip makeChip(const QString& id, const QString& vendor, const QString& name, const QString& kind,
              double memoryGb, double bf16) {
    Chip chip;
    chip.id = id;
    chip.vendor = vendor;
    chip.name = name;
    chip.kind = kind;
    chip.figure(Field::MemoryGb) = number(memoryGb);
    chip.figure(Field::Bf16TflopsDense) = number(bf16);
    return chip;
}

System makeSystem(const QString& id, const QString& vendor, const QString& name,
                  const QString& chipId, int chips, std::optional<double> powerW) {
    System system;
    system.id = id;
    system.vendor = vendor;
    system.name = name;
    system.chipId = chipId;
    system.chipCount = chips;
    system.origin = Origin::BuiltIn;
    system.figure(SystemField::ScaleupDomainChips) = number(chips);
    system.figure(SystemField::SystemPowerW) =
        powerW ? number(*powerW) : missing(FigureStatus::NotPublished);
    system.figure(SystemField::Availability) = text(QStringLiteral("buy"));
    return system;
}

Offer makeOffer(const QString& provider, const QString& instance, const QString& target, int chips,
                double perInstanceHour) {
    Offer offer;
    offer.provider = provider;
    offer.instance = instance;
    offer.region = QStringLiteral("us-east-1");
    offer.targetId = target;
    offer.chips = chips;
    offer.id = offerId(provider, offer.region, instance, Pricing::OnDemand);
    OfferPrice price;
    price.perInstanceHour = perInstanceHour;
    price.seen = QDate(2026, 8, 26);
    offer.prices = {price};
    return offer;
}

CatalogSnapshot sampleSnapshot() {
    const QList<Chip> chips{
        makeChip(QStringLiteral("aws-trainium3"), QStringLiteral("AWS"),
                 QStringLiteral("AWS Trainium3"), QStringLiteral("asic"), 144, 671),
        makeChip(QStringLiteral("google-tpu-v5p"), QStringLiteral("Google"),
                 QStringLiteral("Google TPU v5p"), QStringLiteral("tpu"), 95, 459),
        makeChip(QStringLiteral("nvidia-h100-sxm"), QStringLiteral("NVIDIA"),
                 QStringLiteral("NVIDIA H100 SXM"), QStringLiteral("gpu"), 80, 989),
    };
    const QList<System> systems{
        makeSystem(kTrn3, QStringLiteral("AWS"), QStringLiteral("AWS Trn3 Gen2 UltraServer"),
                   QStringLiteral("aws-trainium3"), 144, std::nullopt),
        makeSystem(kTpu, QStringLiteral("Google"), QStringLiteral("Google Cloud TPU v5p-8"),
                   QStringLiteral("google-tpu-v5p"), 4, std::nullopt),
        makeSystem(kBoard, QStringLiteral("NVIDIA"), QStringLiteral("NVIDIA HGX H100 8-GPU"),
                   QStringLiteral("nvidia-h100-sxm"), 8, 10200),
    };
    // Two rentals of the H100 board: 6.88 and 3.00 per chip-hour.
    const QList<Offer> offers{
        makeOffer(QStringLiteral("AWS"), QStringLiteral("p5.48xlarge"), kBoard, 8, 55.04),
        makeOffer(QStringLiteral("Lambda"), QStringLiteral("gpu_8x_h100_sxm5"), kBoard, 8, 24.0),
    };
    return CatalogSnapshot(chips, {}, {}, systems, offers);
}

struct Fixture {
    SystemTableModel model;
    SystemFilterProxyModel proxy;
    Fixture() {
        proxy.setSourceModel(&model);
        model.setSnapshot(sampleSnapshot());
    }
    QString cell(const QString& id, SystemColumn column) const {
        return model.index(model.rowForId(id), int(column)).data().toString();
    }
    QStringList proxyIds() const {
        QStringList ids;
        for (int row = 0; row < proxy.rowCount(); ++row)
            ids.append(proxy.index(row, 0).data(SystemTableModel::SystemIdRole).toString());
        return ids;
    }
};
} // namespace

class TstSystemTableModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void modelTester();
    void rowsAndColumns();
    void cellsWithUnitsAndStatus();
    void sortsNumbersAndMissingLast();
    void filtersLikeTheChipTable();
    void dragCarriesSystemIds();
};

void TstSystemTableModel::modelTester() {
    Fixture f;
    QAbstractItemModelTester modelTester(&f.model,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&f.proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    f.model.setSnapshot(sampleSnapshot());
    f.proxy.sort(int(SystemColumn::ChipCount), Qt::DescendingOrder);
    f.proxy.setFilters(QStringLiteral("h100"), {}, {}, 0);
    QCOMPARE(f.proxy.rowCount(), 1);
}

void TstSystemTableModel::rowsAndColumns() {
    Fixture f;
    QCOMPARE(f.model.rowCount(), 3);
    QCOMPARE(f.model.columnCount(), kSystemColumnCount);
    // One row per system, in the snapshot's order (by id).
    QCOMPARE(f.model.rowAt(0).system.id, kTrn3);
    QCOMPARE(f.model.rowForId(kBoard), 2);
    QCOMPARE(f.model.rowForId(QStringLiteral("nope")), -1);
    QCOMPARE(f.model.chipKindAt(f.model.rowForId(kTpu)), QStringLiteral("tpu"));
    // The titles are the vocabulary's (systemColumnTitle()), the unit on its own line.
    QList<SystemRow> rows;
    for (int row = 0; row < f.model.rowCount(); ++row)
        rows << f.model.rowAt(row);
    for (SystemColumn column : allSystemColumns()) {
        QString title = systemColumnTitle(column, Precision::BF16,
                                          systemColumnUnit(column, rows, Precision::BF16));
        QCOMPARE(f.model.headerData(int(column), Qt::Horizontal)
                     .toString()
                     .replace(QLatin1Char('\n'), QLatin1Char(' ')),
                 title);
    }
}

void TstSystemTableModel::cellsWithUnitsAndStatus() {
    Fixture f;
    QCOMPARE(f.cell(kTrn3, SystemColumn::Name), QStringLiteral("AWS Trn3 Gen2 UltraServer"));
    QCOMPARE(f.cell(kTrn3, SystemColumn::ChipCount), QStringLiteral("144"));
    // Memory in the column's one unit, TB for every row: 144 x 144 GB.
    QCOMPARE(f.model.headerData(int(SystemColumn::MemoryTotal), Qt::Horizontal).toString(),
             QStringLiteral("Memory\n(TB)"));
    QCOMPARE(f.cell(kTrn3, SystemColumn::MemoryTotal), QStringLiteral("20.736"));
    // Preferences' "Memory in" GiB: the whole column in TiB, the header too.
    f.model.setMemoryUnits(MemoryUnits::Binary);
    QCOMPARE(f.model.headerData(int(SystemColumn::MemoryTotal), Qt::Horizontal).toString(),
             QStringLiteral("Memory\n(TiB)"));
    QCOMPARE(f.cell(kTrn3, SystemColumn::MemoryTotal), QStringLiteral("18.859"));
    f.model.setMemoryUnits(MemoryUnits::Decimal);
    // Prices per chip-hour: the cheapest 24 / 8 = $3.00, the dearest 55.04 / 8 = $6.88.
    QVERIFY2(f.cell(kBoard, SystemColumn::CheapestPerChipHour).contains(QStringLiteral("3.00")),
             qPrintable(f.cell(kBoard, SystemColumn::CheapestPerChipHour)));
    QVERIFY2(f.cell(kBoard, SystemColumn::DearestPerChipHour).contains(QStringLiteral("6.88")),
             qPrintable(f.cell(kBoard, SystemColumn::DearestPerChipHour)));
    // The spread is between on-demand prices, and says so.
    QCOMPARE(f.cell(kBoard, SystemColumn::OfferSpread), QStringLiteral("2.3x on-demand"));
    // A system power the vendor withholds reads as the chip table reads it, greyed.
    const QModelIndex power =
        f.model.index(f.model.rowForId(kTrn3), int(SystemColumn::SystemPower));
    QCOMPARE(power.data().toString(), statusDisplayName(FigureStatus::NotPublished));
    QCOMPARE(power.data(SystemTableModel::MissingRole).toBool(), true);
    QCOMPARE(power.data(SystemTableModel::StatusRole).toInt(), int(FigureStatus::NotPublished));
    QVERIFY(power.data(Qt::ForegroundRole).isValid());
    // Numbers right-aligned, text left.
    QCOMPARE(power.data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
    QCOMPARE(f.model.index(0, int(SystemColumn::Name)).data(Qt::TextAlignmentRole).toInt(),
             int(Qt::AlignLeft | Qt::AlignVCenter));
    // Computed totals are shown in italics (as computed chip figures are).
    const QModelIndex memory =
        f.model.index(f.model.rowForId(kTrn3), int(SystemColumn::MemoryTotal));
    QCOMPARE(memory.data(SystemTableModel::StatusRole).toInt(), int(FigureStatus::Computed));
    QVERIFY(memory.data(Qt::FontRole).value<QFont>().italic());
}

void TstSystemTableModel::sortsNumbersAndMissingLast() {
    Fixture f;
    f.proxy.sort(int(SystemColumn::ChipCount), Qt::DescendingOrder);
    QCOMPARE(f.proxyIds(), (QStringList{kTrn3, kBoard, kTpu}));
    f.proxy.sort(int(SystemColumn::ChipCount), Qt::AscendingOrder);
    QCOMPARE(f.proxyIds(), (QStringList{kTpu, kBoard, kTrn3}));
    // Only the board has a price: first in both directions, the unpriced ones after it.
    for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        f.proxy.sort(int(SystemColumn::CheapestPerChipHour), order);
        QCOMPARE(f.proxyIds().constFirst(), kBoard);
    }
    // The sort role is the raw number, not the text.
    const QModelIndex count = f.model.index(f.model.rowForId(kTrn3), int(SystemColumn::ChipCount));
    QCOMPARE(count.data(SystemTableModel::SortRole).toDouble(), 144.0);
    const QModelIndex power =
        f.model.index(f.model.rowForId(kTrn3), int(SystemColumn::SystemPower));
    QVERIFY(power.data(SystemTableModel::SortRole).isNull());
}

void TstSystemTableModel::filtersLikeTheChipTable() {
    Fixture f;
    f.proxy.sort(int(SystemColumn::Name), Qt::AscendingOrder);
    f.proxy.setFilters(QStringLiteral("ultraserver"), {}, {}, 0);
    QCOMPARE(f.proxyIds(), QStringList{kTrn3});
    // The chip's name matches too: "H100" finds the board built of it.
    f.proxy.setFilters(QStringLiteral("H100 SXM"), {}, {}, 0);
    QCOMPARE(f.proxyIds(), QStringList{kBoard});
    f.proxy.setFilters({}, QStringLiteral("google"), {}, 0);
    QCOMPARE(f.proxyIds(), QStringList{kTpu});
    // The kind filter matches the kind of the system's chip.
    f.proxy.setFilters({}, {}, QStringLiteral("asic"), 0);
    QCOMPARE(f.proxyIds(), QStringList{kTrn3});
    f.proxy.setFilters({}, {}, {}, 0);
    QCOMPARE(f.proxy.rowCount(), 3);
}

void TstSystemTableModel::dragCarriesSystemIds() {
    Fixture f;
    const int row = f.model.rowForId(kBoard);
    QVERIFY(f.model.flags(f.model.index(row, 0)) & Qt::ItemIsDragEnabled);
    std::unique_ptr<QMimeData> data(
        f.model.mimeData({f.model.index(row, 0), f.model.index(row, 3)}));
    QVERIFY(data);
    // A system, typed: a drop target does not mistake it for a chip of that id.
    QVERIFY(entriesFromMimeData(data.get()) == QList{EntryRef::system(kBoard)});
    QVERIFY(hasEntries(data.get()));
    QCOMPARE(data->text(), QStringLiteral("system:") + kBoard);
}

QTEST_MAIN(TstSystemTableModel)
#include "tst_systemtablemodel.moc"
