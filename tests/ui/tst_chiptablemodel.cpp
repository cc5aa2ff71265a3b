// ChipTableModel's cells on five real chips (under QAbstractItemModelTester): display text in
// the locale, alignment, grey and italic for missing and unclean figures, the raw sort role,
// the computed columns at each precision, printed units, configurations, unstated sparsity
// and tooltips. Headers, column keys and the offer columns: tst_chiptablemodel_columns.
#include "chiptabletestdata.h"
#include "domain/metrics.h"
#include "table/chiptablemodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace chipatlas;
using namespace chipatlas::chiptabletest;

class TestChipTableModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelTester();
    void display_data();
    void display();
    void displayFollowsLocale();
    void alignment();
    void greyAndItalic();
    void sortRole();
    void statusAndId();
    void perfPerWatt();
    void computedColumnsAgreeWithMetrics();
    void setPrecision();
    void toolTips();
    void printedUnitsAndConfigurations();
    void sparsityUnstatedFollowsTheFigure();
    void designTargetIsMarked();
    void availabilityInTheLanguage();
    void notesInTheLanguage();

private:
    QModelIndex cell(const ChipTableModel& model, const QString& id, const QString& key) const {
        const int row = model.rowForId(id);
        const int column = ChipTableModel::columnForKey(key);
        [&] { QVERIFY2(row >= 0 && column >= 0, qPrintable(id + QLatin1Char('/') + key)); }();
        return model.index(row, column);
    }
};

void TestChipTableModel::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestChipTableModel::modelTester() {
    ChipTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setChips(sampleChips());
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.columnCount(), int(ChipTableModel::ColumnCount));
    model.setPrecision(Precision::FP8);
    model.setPrecision(Precision::FP4); // every chip misses FP4: all computed cells missing
    model.setChips({});
    QCOMPARE(model.rowCount(), 0);
    model.setPrecision(Precision::BF16);
    model.setChips(sampleChips());
    QCOMPARE(model.rowCount(), 5);
}

void TestChipTableModel::display_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("expected");

    QTest::newRow("name") << "nvidia-l4"
                          << "name"
                          << "NVIDIA L4";
    QTest::newRow("vendor") << "aws-trainium2"
                            << "vendor"
                            << "AWS (Annapurna Labs)";
    QTest::newRow("number") << "nvidia-l4"
                            << "tdp_w"
                            << "72";
    QTest::newRow("thousands separator") << "nvidia-b200"
                                         << "tdp_w"
                                         << "1,000";
    QTest::newRow("one decimal") << "nvidia-b200"
                                 << "bf16_tflops_dense"
                                 << "2,250.0";
    QTest::newRow("not published") << "aws-trainium2"
                                   << "tdp_w"
                                   << "not published";
    QTest::newRow("unknown number") << "nvidia-l4"
                                    << "launch_price_usd"
                                    << "unknown";
    QTest::newRow("unknown date") << "aws-trainium2"
                                  << "released"
                                  << "unknown";
    QTest::newRow("unverified") << "aws-trainium1"
                                << "tdp_w"
                                << "500 ?";
    QTest::newRow("text") << "nvidia-l4"
                          << "memory_type"
                          << "GDDR6";
    QTest::newRow("date") << "nvidia-l4"
                          << "released"
                          << "2023-03-21";
    QTest::newRow("perf/W") << "nvidia-l4"
                            << "perf_per_watt"
                            << "1.68";
    QTest::newRow("perf/W B200") << "nvidia-b200"
                                 << "perf_per_watt"
                                 << "2.25";
    QTest::newRow("perf/W missing TDP") << "aws-trainium2"
                                        << "perf_per_watt"
                                        << "not published";
    QTest::newRow("perf/W unverified TDP") << "aws-trainium1"
                                           << "perf_per_watt"
                                           << "0.38 ?";
    QTest::newRow("GB/s per TFLOPS") << "nvidia-l4"
                                     << "bandwidth_per_tflop"
                                     << "2.48";
}

void TestChipTableModel::display() {
    QFETCH(QString, id);
    QFETCH(QString, key);
    QFETCH(QString, expected);
    ChipTableModel model;
    model.setChips(sampleChips());
    QCOMPARE(cell(model, id, key).data(Qt::DisplayRole).toString(), expected);
}

void TestChipTableModel::displayFollowsLocale() {
    const QLocale previous;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    ChipTableModel model;
    QLocale::setDefault(previous);
    model.setChips(sampleChips());
    QCOMPARE(cell(model, QStringLiteral("nvidia-b200"), QStringLiteral("tdp_w")).data().toString(),
             QStringLiteral("1.000"));
    QCOMPARE(
        cell(model, QStringLiteral("nvidia-l4"), QStringLiteral("perf_per_watt")).data().toString(),
        QStringLiteral("1,68"));
}

void TestChipTableModel::alignment() {
    ChipTableModel model;
    model.setChips(sampleChips());
    const int right = int(Qt::AlignRight | Qt::AlignVCenter);
    const int left = int(Qt::AlignLeft | Qt::AlignVCenter);
    const auto alignment = [&](const char* id, const char* key) {
        return cell(model, QString::fromLatin1(id), QString::fromLatin1(key))
            .data(Qt::TextAlignmentRole)
            .toInt();
    };
    QCOMPARE(alignment("nvidia-l4", "tdp_w"), right);
    QCOMPARE(alignment("aws-trainium2", "tdp_w"), right); // missing, still a numeric column
    QCOMPARE(alignment("nvidia-l4", "perf_per_watt"), right);
    QCOMPARE(alignment("aws-trainium2", "perf_per_watt"), right);
    QCOMPARE(alignment("nvidia-l4", "name"), left);
    QCOMPARE(alignment("nvidia-l4", "memory_type"), left);
    QCOMPARE(alignment("nvidia-l4", "released"), left);
}

void TestChipTableModel::greyAndItalic() {
    ChipTableModel model;
    model.setChips(sampleChips());
    const auto at = [&](const char* id, const char* key) {
        return cell(model, QString::fromLatin1(id), QString::fromLatin1(key));
    };
    QVERIFY(at("aws-trainium2", "tdp_w").data(Qt::ForegroundRole).isValid());
    QVERIFY(at("aws-trainium2", "perf_per_watt").data(Qt::ForegroundRole).isValid());
    QVERIFY(!at("nvidia-l4", "tdp_w").data(Qt::ForegroundRole).isValid());

    QVERIFY(!at("nvidia-l4", "tdp_w").data(Qt::FontRole).isValid());
    QVERIFY(at("aws-trainium1", "tdp_w").data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(at("nvidia-l4", "perf_per_watt").data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(!at("aws-trainium2", "perf_per_watt").data(Qt::FontRole).isValid());
}

void TestChipTableModel::sortRole() {
    ChipTableModel model;
    model.setChips(sampleChips());
    const auto sortValue = [&](const char* id, const char* key) {
        return cell(model, QString::fromLatin1(id), QString::fromLatin1(key))
            .data(ChipTableModel::SortRole);
    };
    const QVariant tdp = sortValue("nvidia-l40s", "tdp_w");
    QCOMPARE(tdp.typeId(), QMetaType::Double);
    QCOMPARE(tdp.toDouble(), 350.0);
    QCOMPARE(sortValue("nvidia-l40s", "bf16_tflops_dense").toDouble(), 362.05); // not rounded
    QCOMPARE(sortValue("aws-trainium1", "tdp_w").toDouble(), 500.0);            // unverified
    QVERIFY(sortValue("aws-trainium2", "tdp_w").isNull());
    QVERIFY(sortValue("aws-trainium2", "released").isNull());
    QVERIFY(sortValue("aws-trainium2", "perf_per_watt").isNull());
    QCOMPARE(sortValue("nvidia-l4", "name").typeId(), QMetaType::QString);
    QCOMPARE(sortValue("nvidia-l4", "memory_type"), QVariant(QStringLiteral("GDDR6")));
    QCOMPARE(sortValue("nvidia-l4", "released"), QVariant(QStringLiteral("2023-03-21")));

    QCOMPARE(cell(model, QStringLiteral("aws-trainium2"), QStringLiteral("tdp_w"))
                 .data(ChipTableModel::MissingRole),
             QVariant(true));
    QCOMPARE(cell(model, QStringLiteral("nvidia-l4"), QStringLiteral("tdp_w"))
                 .data(ChipTableModel::MissingRole),
             QVariant(false));
}

void TestChipTableModel::statusAndId() {
    ChipTableModel model;
    model.setChips(sampleChips());
    const auto status = [&](const char* id, const char* key) {
        return FigureStatus(cell(model, QString::fromLatin1(id), QString::fromLatin1(key))
                                .data(ChipTableModel::StatusRole)
                                .toInt());
    };
    QCOMPARE(status("nvidia-l4", "tdp_w"), FigureStatus::Published);
    QCOMPARE(status("aws-trainium2", "tdp_w"), FigureStatus::NotPublished);
    QCOMPARE(status("aws-trainium1", "tdp_w"), FigureStatus::Unverified);
    QCOMPARE(status("nvidia-l4", "launch_price_usd"), FigureStatus::Unknown);
    QCOMPARE(status("nvidia-l4", "perf_per_watt"), FigureStatus::Computed);
    QCOMPARE(status("aws-trainium2", "perf_per_watt"), FigureStatus::NotPublished);

    QCOMPARE(model.rowForId(QStringLiteral("nvidia-b200")), 2);
    QCOMPARE(model.rowForId(QStringLiteral("no-such-chip")), -1);
    for (int column = 0; column < model.columnCount(); ++column)
        QCOMPARE(model.index(2, column).data(ChipTableModel::ChipIdRole).toString(),
                 QStringLiteral("nvidia-b200"));
}

void TestChipTableModel::perfPerWatt() {
    ChipTableModel model;
    const QList<Chip> chips = sampleChips();
    model.setChips(chips);
    for (int row = 0; row < model.rowCount(); ++row) {
        const Chip& chip = chips.at(row);
        const QModelIndex index = model.index(row, ChipTableModel::PerfPerWattColumn);
        const Figure& tdp = chip.figure(Field::TdpW);
        if (!tdp.hasValue()) {
            QVERIFY2(index.data(ChipTableModel::MissingRole).toBool(), qPrintable(chip.id));
            QVERIFY(index.data(ChipTableModel::SortRole).isNull());
            continue;
        }
        const double expected = chip.figure(Field::Bf16TflopsDense).number() / tdp.number();
        QCOMPARE(index.data(ChipTableModel::SortRole).toDouble(), expected);
    }
    QCOMPARE(
        model.index(0, ChipTableModel::PerfPerWattColumn).data(ChipTableModel::SortRole).toDouble(),
        121.0 / 72.0);
}

// The table computes the two ratios itself for speed; they must equal metrics' figures.
void TestChipTableModel::computedColumnsAgreeWithMetrics() {
    QList<Chip> chips = sampleChips();
    Chip zeroTdp = chips.first();
    zeroTdp.id = QStringLiteral("zero-tdp");
    zeroTdp.figure(Field::TdpW) = number(0);
    chips << zeroTdp;
    ChipTableModel model;
    model.setChips(chips);
    for (Precision precision : kAllPrecisions) {
        model.setPrecision(precision);
        for (int row = 0; row < chips.size(); ++row) {
            const Figure expected[] = {chipatlas::perfPerWatt(chips.at(row), precision),
                                       bandwidthPerTflop(chips.at(row), precision)};
            const int columns[] = {ChipTableModel::PerfPerWattColumn,
                                   ChipTableModel::BandwidthPerTflopColumn};
            for (int i = 0; i < 2; ++i) {
                const QModelIndex index = model.index(row, columns[i]);
                const QString where = chips.at(row).id + QLatin1Char(' ') +
                                      precisionName(precision) + QLatin1Char(' ') +
                                      ChipTableModel::columnKey(columns[i]);
                QVERIFY2(index.data(ChipTableModel::SortRole) == expected[i].value,
                         qPrintable(where));
                if (expected[i].hasValue())
                    QCOMPARE(index.data(ChipTableModel::StatusRole).toInt(),
                             int(expected[i].status));
            }
        }
    }
}

void TestChipTableModel::setPrecision() {
    ChipTableModel model;
    model.setChips(sampleChips());
    QCOMPARE(model.precision(), Precision::BF16);
    QSignalSpy headerSpy(&model, &ChipTableModel::headerDataChanged);
    QSignalSpy dataSpy(&model, &ChipTableModel::dataChanged);

    model.setPrecision(Precision::BF16); // unchanged: no signal
    QCOMPARE(headerSpy.count(), 0);
    QCOMPARE(dataSpy.count(), 0);

    model.setPrecision(Precision::FP8);
    QCOMPARE(headerSpy.count(), 1);
    QCOMPARE(dataSpy.count(), 1);
    const QModelIndex topLeft = dataSpy.at(0).at(0).value<QModelIndex>();
    const QModelIndex bottomRight = dataSpy.at(0).at(1).value<QModelIndex>();
    QCOMPARE(topLeft.column(), int(ChipTableModel::PerfPerWattColumn));
    QCOMPARE(bottomRight.column(), int(ChipTableModel::BandwidthPerTflopColumn));
    QCOMPARE(bottomRight.row(), model.rowCount() - 1);

    QCOMPARE(model.headerData(ChipTableModel::PerfPerWattColumn, Qt::Horizontal).toString(),
             QStringLiteral("FP8 perf/W\n(TFLOPS/W)"));
    QCOMPARE(
        model.index(0, ChipTableModel::PerfPerWattColumn).data(ChipTableModel::SortRole).toDouble(),
        242.5 / 72.0);
}

void TestChipTableModel::toolTips() {
    ChipTableModel model;
    model.setChips(sampleChips());
    const QString tdp = cell(model, QStringLiteral("nvidia-l4"), QStringLiteral("tdp_w"))
                            .data(Qt::ToolTipRole)
                            .toString();
    QVERIFY2(tdp.contains(formatQuantity(72, Unit::Watt)), qPrintable(tdp));
    QVERIFY2(tdp.contains(QStringLiteral("published")), qPrintable(tdp));
    QVERIFY2(tdp.contains(QStringLiteral("Board power")), qPrintable(tdp));
    QVERIFY2(tdp.contains(QStringLiteral("https://example.invalid/datasheet")), qPrintable(tdp));

    const QString bf16 =
        cell(model, QStringLiteral("nvidia-b200"), QStringLiteral("bf16_tflops_dense"))
            .data(Qt::ToolTipRole)
            .toString();
    QVERIFY2(bf16.contains(formatQuantity(2250, Unit::Teraflops)), qPrintable(bf16));

    const QString missingTdp = cell(model, QStringLiteral("aws-trainium2"), QStringLiteral("tdp_w"))
                                   .data(Qt::ToolTipRole)
                                   .toString();
    QVERIFY2(missingTdp.contains(QStringLiteral("not published")), qPrintable(missingTdp));

    const QString perfPerWatt =
        cell(model, QStringLiteral("nvidia-l4"), QStringLiteral("perf_per_watt"))
            .data(Qt::ToolTipRole)
            .toString();
    const Figure expected = chipatlas::perfPerWatt(model.chipAt(0), Precision::BF16);
    QVERIFY2(perfPerWatt.contains(expected.note), qPrintable(perfPerWatt));
    QVERIFY2(perfPerWatt.contains(QStringLiteral("TFLOPS/W")), qPrintable(perfPerWatt));
}

void TestChipTableModel::printedUnitsAndConfigurations() {
    // Trainium1's memory as AWS printed it, Gaudi 3's TDP with its
    // configuration and range, and the perf per watt that names the TDP it used.
    QList<Chip> chips = sampleChips();
    Chip& trn1 = chips[4];
    trn1.figure(Field::MemoryGb) = number(32);
    trn1.figure(Field::MemoryGb).printedUnit = PrintedUnit::Binary;
    trn1.figure(Field::MemoryBwGbs).printedUnit = PrintedUnit::Binary;
    Chip gaudi3 = makeChip(QStringLiteral("intel-gaudi3"), QStringLiteral("Intel (Habana Labs)"),
                           QStringLiteral("Intel Gaudi 3"), QStringLiteral("asic"), number(900),
                           1835, 1835, 3670);
    gaudi3.figure(Field::MemoryGb) = number(128);
    gaudi3.figure(Field::MemoryGb).printedUnit = PrintedUnit::Decimal;
    gaudi3.figure(Field::TdpW).configuration = QStringLiteral("air-cooled");
    gaudi3.figure(Field::TdpW).rangeLow = 900.0;
    gaudi3.figure(Field::TdpW).rangeHigh = 1200.0;
    chips << gaudi3;
    ChipTableModel model;
    model.setChips(chips);

    const auto display = [&](const char* id, const char* key) {
        return cell(model, QString::fromLatin1(id), QString::fromLatin1(key)).data().toString();
    };
    const auto toolTip = [&](const char* id, const char* key) {
        return cell(model, QString::fromLatin1(id), QString::fromLatin1(key))
            .data(Qt::ToolTipRole)
            .toString();
    };
    // One unit per column, GB and GB/s in the header: Trainium's 32 GiB and 820 GiB/s are
    // converted and marked, never "32 GiB" beside "128 GB".
    QCOMPARE(display("aws-trainium1", "memory_gb"), QStringLiteral("34.36 ‡"));
    QCOMPARE(display("aws-trainium1", "memory_bw_gbs"), QStringLiteral("880.5 ‡"));
    QCOMPARE(display("intel-gaudi3", "memory_gb"), QStringLiteral("128"));
    QCOMPARE(display("nvidia-l4", "memory_bw_gbs"), QStringLiteral("300"));
    // Sorting follows what the cells show.
    QCOMPARE(cell(model, QStringLiteral("aws-trainium1"), QStringLiteral("memory_gb"))
                 .data(ChipTableModel::SortRole)
                 .toDouble(),
             32.0 * 1.073741824);
    QVERIFY2(toolTip("aws-trainium1", "memory_bw_gbs")
                 .contains(QStringLiteral("820 GiB/s as printed = 880.5 GB/s")),
             qPrintable(toolTip("aws-trainium1", "memory_bw_gbs")));

    const QString memory = toolTip("aws-trainium1", "memory_gb");
    QVERIFY2(memory.contains(QStringLiteral("32 GiB as printed by AWS")), qPrintable(memory));
    QVERIFY2(
        toolTip("intel-gaudi3", "memory_gb").contains(QStringLiteral("128 GB as printed by Intel")),
        qPrintable(toolTip("intel-gaudi3", "memory_gb")));
    const QString tdp = toolTip("intel-gaudi3", "tdp_w");
    QVERIFY2(tdp.startsWith(QStringLiteral("900 W (air-cooled; 900-1,200 W)")), qPrintable(tdp));
    QCOMPARE(display("intel-gaudi3", "tdp_w"), QStringLiteral("900"));
    const QString perfPerWatt = toolTip("intel-gaudi3", "perf_per_watt");
    QVERIFY2(perfPerWatt.contains(QStringLiteral("at 900 W, air-cooled")), qPrintable(perfPerWatt));
}

void TestChipTableModel::sparsityUnstatedFollowsTheFigure() {
    // AMD does not say whether the MI355X's FP4 press figure is dense: the cell and every ratio
    // built on it carry "*", as an unverified figure carries "?".
    Chip mi355x = makeChip(QStringLiteral("amd-mi355x"), QStringLiteral("AMD"),
                           QStringLiteral("AMD Instinct MI355X"), QStringLiteral("gpu"),
                           number(1400), 2500, 5000, 8000);
    mi355x.figure(Field::Fp4TflopsDense) = number(10100);
    mi355x.figure(Field::Fp4TflopsDense).sparsityUnstated = true;
    ChipTableModel model;
    model.setChips({mi355x});
    model.setPrecision(Precision::FP4);
    const auto display = [&](const char* key) {
        return cell(model, mi355x.id, QString::fromLatin1(key)).data().toString();
    };
    QCOMPARE(display("fp4_tflops_dense"), QStringLiteral("10,100.0 *"));
    QCOMPARE(display("perf_per_watt"), QStringLiteral("7.21 *"));
    QCOMPARE(display("bandwidth_per_tflop"), QStringLiteral("0.79 *"));
    QVERIFY(cell(model, mi355x.id, QStringLiteral("perf_per_watt"))
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("dense or sparse")));
    // At BF16 the same chip is clean.
    model.setPrecision(Precision::BF16);
    QCOMPARE(display("perf_per_watt"), QStringLiteral("1.79"));
}

void TestChipTableModel::designTargetIsMarked() {
    // Trainium4's FP8 is a design target ("at least 3x Trainium3's FP8"): the cell, and the
    // perf per watt built on it, read "target" in italics; it sorts by its value.
    Chip trainium4 = makeChip(
        QStringLiteral("aws-trainium4"), QStringLiteral("AWS (Annapurna Labs)"),
        QStringLiteral("AWS Trainium4"), QStringLiteral("asic"), number(1000), 671, 0, 4900);
    trainium4.figure(Field::Fp8TflopsDense) = testfigures::figure(
        7551.0, FigureStatus::DesignTarget, QStringLiteral("https://example.invalid/announcement"),
        QStringLiteral("at least 3x Trainium3's FP8"));
    ChipTableModel model;
    model.setChips({trainium4});
    model.setPrecision(Precision::FP8);
    const auto at = [&](const char* key) {
        return cell(model, trainium4.id, QString::fromLatin1(key));
    };
    QCOMPARE(at("fp8_tflops_dense").data().toString(), QStringLiteral("7,551.0 target"));
    QCOMPARE(at("perf_per_watt").data().toString(), QStringLiteral("7.55 target"));
    QCOMPARE(at("bf16_tflops_dense").data().toString(), QStringLiteral("671.0"));
    QVERIFY(at("fp8_tflops_dense").data(Qt::FontRole).value<QFont>().italic());
    QCOMPARE(FigureStatus(at("fp8_tflops_dense").data(ChipTableModel::StatusRole).toInt()),
             FigureStatus::DesignTarget);
    QCOMPARE(at("fp8_tflops_dense").data(ChipTableModel::SortRole).toDouble(), 7551.0);
    const QString tip = at("fp8_tflops_dense").data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("Status: design target, not shipping")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("at least 3x Trainium3's FP8")), qPrintable(tip));
}

// The availability column shows the catalog's fixed vocabulary ("buy", "cloud-only", ...) in the
// GUI's language and keeps the vendor's own words (the parenthesis) as stored; it sorts and
// filters by the stored text, which the CLI prints unchanged.
void TestChipTableModel::availabilityInTheLanguage() {
    QList<Chip> chips = sampleChips();
    chips[0].figure(Field::Availability) = text(QStringLiteral("buy"));
    chips[1].figure(Field::Availability) = text(QStringLiteral("cloud-only (EC2 Inf2)"));
    chips[2].figure(Field::Availability) =
        text(QStringLiteral("buy (CS-3 systems); cloud (Cerebras Inference)"));
    chips[3].figure(Field::Availability) =
        text(QStringLiteral("internal Azure use only (not sold)"));
    const QString key = QStringLiteral("availability");
    const auto shown = [&](const ChipTableModel& model, int chip) {
        return cell(model, chips[chip].id, key).data(Qt::DisplayRole).toString();
    };
    ChipTableModel model;
    model.setChips(chips);
    QCOMPARE(shown(model, 0), QStringLiteral("buy")); // no translation installed: as stored

    for (const auto& [language, expected] :
         {std::pair{QLocale::German,
                    QStringList{QStringLiteral("Kauf"), QStringLiteral("nur Cloud (EC2 Inf2)"),
                                QStringLiteral("Kauf (CS-3 systems); Cloud (Cerebras Inference)"),
                                QStringLiteral("nur für interne Azure-Nutzung (not sold)")}},
          std::pair{
              QLocale::Japanese,
              QStringList{QStringLiteral("購入可"), QStringLiteral("クラウドのみ (EC2 Inf2)"),
                          QStringLiteral("購入可 (CS-3 systems); クラウド (Cerebras Inference)"),
                          QStringLiteral("Azure 社内利用のみ (not sold)")}}}) {
        QTranslator translator;
        QVERIFY(translator.load(QLocale(language), QStringLiteral("chipatlas"), QStringLiteral("_"),
                                QStringLiteral(":/i18n")));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        for (int chip = 0; chip < expected.size(); ++chip)
            QCOMPARE(shown(model, chip), expected.at(chip));
        QCOMPARE(cell(model, chips[0].id, key).data(ChipTableModel::SortRole).toString(),
                 QStringLiteral("buy"));
        QCoreApplication::removeTranslator(&translator);
    }
    // Text outside the vocabulary stays as the vendor words it.
    QCOMPARE(availabilityDisplayText(QStringLiteral("buyer's market")),
             QStringLiteral("buyer's market"));
}

// The name's tooltip (the chip's notes) and a figure's tooltip (its note) show a built-in note
// in the GUI's language; a note the user typed stays as typed.
void TestChipTableModel::notesInTheLanguage() {
    QList<Chip> chips = sampleChips();
    chips[0].notes = QStringLiteral("Deployed as an NVLink-bridged pair.");
    chips[0].figure(Field::TdpW).note = QStringLiteral("Per TechPowerUp.");
    chips[1].notes = QStringLiteral("Deployed as an NVLink-bridged pair, in our lab.");
    const auto tip = [&](const ChipTableModel& model, int chip, const QString& key) {
        return cell(model, chips[chip].id, key).data(Qt::ToolTipRole).toString();
    };
    const QString name = QStringLiteral("name");
    const QString tdp = QStringLiteral("tdp_w");
    ChipTableModel model;
    model.setChips(chips);
    QCOMPARE(tip(model, 0, name), chips[0].notes);

    QTranslator german;
    QVERIFY(german.load(QLocale(QLocale::German), QStringLiteral("chipatlas"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    const QString nameTip = tip(model, 0, name);
    const QString tdpTip = tip(model, 0, tdp);
    const QString userTip = tip(model, 1, name);
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(nameTip, QStringLiteral("Als per NVLink verbrücktes Paar eingesetzt."));
    QVERIFY2(tdpTip.contains(QLatin1String("Laut TechPowerUp.")), qPrintable(tdpTip));
    QCOMPARE(userTip, chips[1].notes);
}

QTEST_MAIN(TestChipTableModel)
#include "tst_chiptablemodel.moc"
