// compareEntries(chipEntries()): the rows, winner rules per kind of field, missing and unclean
// figures, ties, ratios, the one-precision rule and cell texts on the real built-in chips. The
// summary sentences: tst_comparison_summary.
#include "comparisontestdata.h"
#include "testfigures.h"

#include <QTest>

#include <cmath>

using namespace chipatlas;

Q_DECLARE_METATYPE(QList<Figure>)

using namespace chipatlas::comparisontest;
using namespace chipatlas::testfigures;

class TestComparison : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void rowsFollowTheGroups();
    void winnerRules_data();
    void winnerRules();
    void ratios();
    void onePrecisionPerRow();
    void perfPerWattRow();
    void cellText();
    void processNodeNm_data();
    void processNodeNm();
    void publishedStep_data();
    void publishedStep();
    void gh200AboutTheSameAsH100Sxm();
    void hostLinkLeftOutOfChipLinks();
    void mixedPrintedUnits();
    void tooCloseToCallWhenTheUnitsDecide();

private:
    Chip builtIn(const QString& id) const { return m_builtIn.chip(id); }
    QList<Chip> builtIns(std::initializer_list<const char*> ids) const {
        return m_builtIn.chips(ids);
    }
    BuiltInChips m_builtIn;
};

void TestComparison::initTestCase() {
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    QString error;
    QVERIFY2(m_builtIn.load(&error), qPrintable(error));
}

void TestComparison::rowsFollowTheGroups() {
    const Comparison c = compareEntries(chipEntries(builtIns({"nvidia-l40s", "aws-trainium1"})));
    QCOMPARE(c.rows.size(), kFieldCount + 1);
    QStringList keys;
    for (const ComparisonRow& row : c.rows) {
        keys << row.key;
        QCOMPARE(row.values.size(), 2);
        QCOMPARE(row.ratios.size(), 2);
    }
    for (const FieldSpec& info : allFields())
        QCOMPARE(keys.count(QString::fromLatin1(info.key)), 1);
    // Groups never go back: Compute, Memory, Power, Interconnect, Availability, Dates, Silicon.
    for (qsizetype i = 1; i < c.rows.size(); ++i)
        QVERIFY(int(c.rows.at(i - 1).group) <= int(c.rows.at(i).group));
    QCOMPARE(keys.indexOf(QStringLiteral("perf_per_watt")),
             keys.indexOf(QStringLiteral("tdp_w")) + 1);
    QCOMPARE(c.rows.constFirst().group, FieldGroup::Compute);
    QCOMPARE(c.rows.constLast().group, FieldGroup::Silicon);
    QCOMPARE(rowOf(c, QStringLiteral("bf16_tflops_dense")).label, QStringLiteral("BF16 dense"));
    QCOMPARE(comparisonGroupName(FieldGroup::Compute), QStringLiteral("Compute (dense)"));
    QCOMPARE(comparisonGroupName(FieldGroup::Power), QStringLiteral("Power and efficiency"));
    QCOMPARE(comparisonGroupName(FieldGroup::Interconnect),
             QStringLiteral("Interconnect and scale-up"));
    QCOMPARE(comparisonGroupName(FieldGroup::Availability),
             QStringLiteral("Availability and software"));
}

void TestComparison::winnerRules_data() {
    QTest::addColumn<Field>("field");
    QTest::addColumn<QList<Figure>>("figures");
    QTest::addColumn<int>("winner"); // -1: none
    QTest::addColumn<bool>("comparable");
    QTest::addColumn<bool>("differs");
    QTest::addColumn<QString>("note"); // the whole note

    const auto np = FigureStatus::NotPublished;
    const auto unk = FigureStatus::Unknown;
    QTest::newRow("higher wins: throughput")
        << Field::Bf16TflopsDense << QList{number(100), number(200)} << 1 << true << true << "";
    QTest::newRow("higher wins: memory")
        << Field::MemoryGb << QList{number(192), number(141)} << 0 << true << true << "";
    QTest::newRow("higher wins: scale-up domain")
        << Field::ScaleupDomainChips << QList{number(8), number(72)} << 1 << true << true << "";
    QTest::newRow("higher wins: transistors")
        << Field::TransistorsBillion << QList{number(80), number(153)} << 1 << true << true << "";
    QTest::newRow("lower wins: TDP")
        << Field::TdpW << QList{number(700), number(350)} << 1 << true << true << "";
    QTest::newRow("lower wins: price")
        << Field::LaunchPriceUsd << QList{number(25000), number(30000)} << 0 << true << true << "";
    QTest::newRow("lower wins: process node")
        << Field::ProcessNode
        << QList{text(QStringLiteral("7 nm")), text(QStringLiteral("TSMC N5"))} << 1 << true << true
        << "";
    QTest::newRow("process: 4N is no node size")
        << Field::ProcessNode
        << QList{text(QStringLiteral("TSMC 4N")), text(QStringLiteral("7 nm"))} << -1 << false
        << true
        << "the process names are not comparable: TSMC 4N (Chip A) is a product name, not a node "
           "size";
    QTest::newRow("text: no winner, differs")
        << Field::MemoryType << QList{text(QStringLiteral("HBM3")), text(QStringLiteral("HBM3e"))}
        << -1 << false << true << "";
    QTest::newRow("text: equal") << Field::SoftwareStack
                                 << QList{text(QStringLiteral("CUDA")),
                                          text(QStringLiteral("CUDA"))}
                                 << -1 << false << false << "";
    QTest::newRow("date: no winner")
        << Field::Announced
        << QList{text(QStringLiteral("2023-11-13")), text(QStringLiteral("2023-08-08"))} << -1
        << false << true << "";
    QTest::newRow("not published never wins")
        << Field::Bf16TflopsDense << QList{missing(np), number(100)} << -1 << false << true
        << "left out: Chip A (not published)";
    QTest::newRow("unknown never loses")
        << Field::Bf16TflopsDense << QList{number(100), missing(unk)} << -1 << false << true
        << "left out: Chip B (unknown)";
    QTest::newRow("three chips: winner among the present")
        << Field::Bf16TflopsDense << QList{missing(unk), number(100), number(200)} << 2 << true
        << true << "left out: Chip A (unknown)";
    QTest::newRow("all missing") << Field::Fp4TflopsDense << QList{missing(unk), missing(np)} << -1
                                 << false << false
                                 << "left out: Chip A (unknown), Chip B (not published)";
    QTest::newRow("unstated sparsity wins flagged")
        << Field::Fp4TflopsDense << QList{sparse(10100), number(9000)} << 0 << true << true
        << "Chip A's FP4 figure may be sparse: the vendor does not say, so its win and the "
           "ratios to it may not hold";
    QTest::newRow("unstated sparsity of a loser")
        << Field::Fp4TflopsDense << QList{sparse(9000), number(10100)} << 1 << true << true
        << "Chip A's FP4 figure may be sparse: the vendor does not say";
    // One rule at every count: unverified and missing figures are left out, the others compete.
    QTest::newRow("two chips: unverified left out, no winner")
        << Field::TdpW << QList{number(500, FigureStatus::Unverified), number(350)} << -1 << false
        << true << "left out: Chip A (unverified); Chip A's TDP of 500 W is unverified";
    QTest::newRow("three chips: unverified left out")
        << Field::MemoryBwGbs
        << QList{number(820), number(864, FigureStatus::Unverified), number(4800)} << 2 << true
        << true
        << "left out: Chip B (unverified); Chip B's memory bandwidth of 864 GB/s is unverified";
    QTest::newRow("three chips: not published left out")
        << Field::MemoryBwGbs << QList{number(820), missing(np), number(4800)} << 2 << true << true
        << "left out: Chip B (not published)";
    QTest::newRow("four chips: unverified and unknown left out")
        << Field::MemoryBwGbs
        << QList{number(820), number(864, FigureStatus::Unverified), missing(unk), number(4800)}
        << 3 << true << true
        << "left out: Chip B (unverified), Chip C (unknown); Chip B's memory bandwidth of 864 "
           "GB/s is unverified";
    QTest::newRow("four chips: one clean figure, no winner")
        << Field::MemoryBwGbs
        << QList{number(820), number(864, FigureStatus::Unverified), missing(unk), missing(np)}
        << -1 << false << true
        << "left out: Chip B (unverified), Chip C (unknown), Chip D (not published); Chip B's "
           "memory bandwidth of 864 GB/s is unverified";
    // Item 5: the same silicon rounded differently (GH200 989, H100 SXM 989.5 TFLOPS).
    QTest::newRow("about the same: 989 vs 989.5")
        << Field::Bf16TflopsDense << QList{number(989), number(989.5)} << -1 << true << true
        << "Chip A and Chip B are about the same (989 vs 989.5 TFLOPS): closer than the "
           "precision they were published with";
    QTest::newRow("10 vs 10.5: a step of 1")
        << Field::Bf16TflopsDense << QList{number(10), number(10.5)} << -1 << true << true
        << "Chip A and Chip B are about the same (10 vs 10.5 TFLOPS): closer than the precision "
           "they were published with";
    QTest::newRow("10.3 vs 10.5: a step of 0.1")
        << Field::Bf16TflopsDense << QList{number(10.3), number(10.5)} << 1 << true << true << "";
    QTest::newRow("a ratio that prints 1.00x is no win")
        << Field::ScaleupDomainChips << QList{number(9216), number(9200)} << -1 << true << true
        << "Chip A and Chip B are about the same (9,216 vs 9,200 chips): their ratio is 1.00x";
    QTest::newRow("about the same at the top of three")
        << Field::Bf16TflopsDense << QList{number(989.5), number(667), number(989)} << -1 << true
        << true
        << "Chip A and Chip C are about the same (989.5 vs 989 TFLOPS): closer than the "
           "precision they were published with";
    QTest::newRow("computed can win, the note says so")
        << Field::Bf16TflopsDense
        << QList{computed(989.5, QStringLiteral("Computed: 1,979 TFLOPS with sparsity / 2; "
                                                "AnandTech's SC23 table gives 989 dense.")),
                 number(362.05)}
        << 0 << true << true << "Chip A: computed (1,979 TFLOPS with sparsity / 2)";
    QTest::newRow("tie of two: no winner, no difference")
        << Field::MemoryGb << QList{number(192), number(192)} << -1 << true << false << "";
    QTest::newRow("tie for the best of three")
        << Field::MemoryGb << QList{number(192), number(141), number(192)} << -1 << true << true
        << "tie: Chip A and Chip C share the best value";
    QTest::newRow("all three equal")
        << Field::TdpW << QList{number(700), number(700), number(700)} << -1 << true << false << "";
}

void TestComparison::winnerRules() {
    QFETCH(Field, field);
    QFETCH(QList<Figure>, figures);
    QFETCH(int, winner);
    QFETCH(bool, comparable);
    QFETCH(bool, differs);
    QFETCH(QString, note);

    const Comparison c = compareEntries(chipEntries(chipsWith(field, figures)));
    const ComparisonRow& row = rowOf(c, fieldKey(field));
    QCOMPARE(row.better, fieldInfo(field).better);
    QCOMPARE(row.winner.value_or(-1), winner);
    QCOMPARE(row.comparable, comparable);
    QCOMPARE(row.differs, differs);
    QCOMPARE(row.note, note);
    for (int i = 0; i < figures.size(); ++i) {
        QCOMPARE(row.values.at(i), figures.at(i));
        // Ratios only beside a winner, only for the clean values; left out is what is not clean.
        const bool clean =
            figures.at(i).hasValue() && figures.at(i).status != FigureStatus::Unverified;
        QCOMPARE(row.leftOut.at(i).has_value(), !clean && fieldInfo(field).better != Better::None);
        QCOMPARE(row.ratios.at(i).has_value(), winner >= 0 && clean);
    }
    if (winner >= 0)
        QCOMPARE(*row.ratios.at(winner), 1.0);
}

void TestComparison::ratios() {
    const Comparison c = compareEntries(chipEntries(
        chipsWith(Field::TdpW, {number(700), number(350), missing(FigureStatus::Unknown)})));
    const ComparisonRow& tdp = rowOf(c, QStringLiteral("tdp_w"));
    QCOMPARE(tdp.winner, std::optional(1));
    // Lower wins, so a loser's ratio is above 1: it draws twice the power.
    QCOMPARE(*tdp.ratios.at(0), 2.0);
    QCOMPARE(*tdp.ratios.at(1), 1.0);
    QVERIFY(!tdp.ratios.at(2));
    QCOMPARE(comparisonCellText(tdp, 0), QStringLiteral("700 W (2.00x)"));
    QCOMPARE(comparisonCellText(tdp, 1), QStringLiteral("350 W"));
    QCOMPARE(comparisonCellText(tdp, 2), QStringLiteral("unknown"));
}

void TestComparison::onePrecisionPerRow() {
    // The public page's mistake: 733 TFLOPS is the L40S's FP8 figure, not its BF16 one.
    const Comparison c = compareEntries(chipEntries(builtIns({"nvidia-l40s", "aws-trainium1"})));
    const ComparisonRow& bf16 = rowOf(c, QStringLiteral("bf16_tflops_dense"));
    QCOMPARE(bf16.values.at(0).number(), 362.05);
    QCOMPARE(bf16.values.at(1).number(), 190.0);
    QCOMPARE(bf16.winner, std::optional(0));
    QVERIFY(bf16.comparable);
    QVERIFY(std::abs(*bf16.ratios.at(1) - 190.0 / 362.05) < 1e-12);
    QCOMPARE(QString::number(*bf16.ratios.at(1), 'f', 4), QStringLiteral("0.5248"));
    QCOMPARE(comparisonCellText(bf16, 0), QStringLiteral("362.05 TFLOPS"));
    QCOMPARE(comparisonCellText(bf16, 1), QStringLiteral("190 TFLOPS (0.52x)"));
    for (const ComparisonRow& row : c.rows) {
        if (row.key != QLatin1String("fp8_tflops_dense") &&
            row.key != QLatin1String("int8_tops_dense"))
            QVERIFY2(row.values.at(0).number() != 733.0, qPrintable(row.key));
    }
    const ComparisonRow& fp8 = rowOf(c, QStringLiteral("fp8_tflops_dense"));
    QCOMPARE(fp8.values.at(0).number(), 733.0);
    QCOMPARE(fp8.values.at(1).number(), 190.0);
}

void TestComparison::perfPerWattRow() {
    const Comparison c =
        compareEntries(chipEntries(builtIns({"amd-mi300x", "nvidia-h200-sxm"})), Precision::FP8);
    QCOMPARE(c.precision, Precision::FP8);
    const ComparisonRow& row = rowOf(c, QStringLiteral("perf_per_watt"));
    QCOMPARE(row.label, QStringLiteral("FP8 perf/W"));
    QCOMPARE(row.unit, Unit::TflopsPerWatt);
    QCOMPARE(row.better, Better::Higher);
    QCOMPARE(row.group, FieldGroup::Power);
    QVERIFY(std::abs(row.values.at(0).number() - 2614.9 / 750.0) < 1e-12);
    QVERIFY(std::abs(row.values.at(1).number() - 1979.0 / 700.0) < 1e-12);
    QCOMPARE(row.winner, std::optional(0));

    // Trainium's unverified TDP makes its perf/W unverified: no winner.
    const Comparison trn = compareEntries(chipEntries(builtIns({"nvidia-l40s", "aws-trainium1"})));
    const ComparisonRow& unverified = rowOf(trn, QStringLiteral("perf_per_watt"));
    QVERIFY(!unverified.winner);
    QVERIFY(!unverified.comparable);
    QCOMPARE(unverified.note, QStringLiteral("left out: AWS Trainium (Trn1) (unverified); AWS "
                                             "Trainium (Trn1)'s TDP of 500 W is unverified"));
    QCOMPARE(unverified.leftOut.at(1), std::optional(LeftOutReason::Unverified));
    QCOMPARE(comparisonCellText(unverified, 1), QStringLiteral("0.38 TFLOPS/W ?"));

    // A possibly sparse throughput makes a possibly sparse perf/W.
    const Comparison fp4 =
        compareEntries(chipEntries(builtIns({"amd-mi355x", "nvidia-b200"})), Precision::FP4);
    const ComparisonRow& sparseRow = rowOf(fp4, QStringLiteral("perf_per_watt"));
    QVERIFY(sparseRow.values.at(0).sparsityUnstated);
    // It takes part: a possibly sparse figure that loses would lose by more if it were dense,
    // so B200's win stands; the figure keeps its marker.
    QCOMPARE(sparseRow.winner, std::optional(1));
    QVERIFY(!sparseRow.winnerMayBeSparse);
    QVERIFY(comparisonCellText(sparseRow, 0).contains(QStringLiteral(" *")));
    QVERIFY(sparseRow.note.contains(
        QStringLiteral("AMD Instinct MI355X's FP4 figure may be sparse: the vendor does not say")));
}

void TestComparison::cellText() {
    ComparisonRow row;
    row.unit = Unit::Teraflops;
    row.values = {number(500, FigureStatus::Unverified), sparse(10100), computed(989.5, QString()),
                  missing(FigureStatus::NotPublished)};
    row.ratios = QList<std::optional<double>>(4);
    QCOMPARE(comparisonCellText(row, 0), QStringLiteral("500 TFLOPS ?"));
    QCOMPARE(comparisonCellText(row, 1), QStringLiteral("10.1 PFLOPS *"));
    QCOMPARE(comparisonCellText(row, 2), QStringLiteral("989.5 TFLOPS \u2020"));
    QCOMPARE(comparisonCellText(row, 3), QStringLiteral("not published"));
    QCOMPARE(comparisonCellText(row, 2, QLocale(QStringLiteral("de_DE"))),
             QStringLiteral("989,5 TFLOPS \u2020"));
    const QString legend = comparisonMarkerLegend();
    for (const QString& marker :
         {QStringLiteral("?"), QStringLiteral("*"), QStringLiteral("\u2020")})
        QVERIFY(legend.contains(marker));

    // A tiny ratio keeps two significant digits instead of reading as zero.
    ComparisonRow scale;
    scale.unit = Unit::Chips;
    scale.values = {number(8), number(9216)};
    scale.winner = 1;
    scale.ratios = {8.0 / 9216.0, 1.0};
    QCOMPARE(comparisonCellText(scale, 0), QStringLiteral("8 chips (0.00087x)"));
    scale.values = {number(16), number(64)};
    scale.ratios = {0.25, 1.0};
    QCOMPARE(comparisonCellText(scale, 0), QStringLiteral("16 chips (0.25x)"));

    // The process row has a winner but shows no ratio: dividing node names means nothing.
    const Comparison c = compareEntries(chipEntries(chipsWith(
        Field::ProcessNode, {text(QStringLiteral("7 nm")), text(QStringLiteral("5 nm"))})));
    const ComparisonRow& process = rowOf(c, QStringLiteral("process_node"));
    QCOMPARE(process.winner, std::optional(1));
    QCOMPARE(comparisonCellText(process, 0), QStringLiteral("7 nm"));
}

void TestComparison::processNodeNm_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("nm"); // 0: none
    QTest::newRow("7 nm") << "7 nm" << 7.0;
    QTest::newRow("14 nm") << "14 nm" << 14.0;
    QTest::newRow("TSMC 7 nm") << "TSMC 7 nm" << 7.0;
    QTest::newRow("N5") << "TSMC N5 (CoWoS-S)" << 5.0;
    QTest::newRow("N3P + N6") << "TSMC N3P (XCD) + N6 (IOD)" << 3.0;
    QTest::newRow("5 nm + 6 nm") << "TSMC 5 nm (XCD) + 6 nm (IOD)" << 5.0;
    QTest::newRow("4N") << "TSMC 4N" << 0.0;
    QTest::newRow("4NP") << "TSMC 4NP" << 0.0;
    QTest::newRow("4N (GPU)") << "TSMC 4N (GPU)" << 0.0;
    QTest::newRow("empty") << "" << 0.0;
}

void TestComparison::processNodeNm() {
    QFETCH(QString, text);
    QFETCH(double, nm);
    const std::optional<double> parsed = chipatlas::processNodeNm(text);
    QCOMPARE(parsed.value_or(0.0), nm);
}

void TestComparison::publishedStep_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("step");
    QTest::newRow("989") << 989.0 << 1.0;
    QTest::newRow("989.5") << 989.5 << 0.1;
    QTest::newRow("362.05") << 362.05 << 0.01;
    QTest::newRow("1307.4") << 1307.4 << 0.1;
    QTest::newRow("9216") << 9216.0 << 1.0;
}

void TestComparison::publishedStep() {
    QFETCH(double, value);
    QFETCH(double, step);
    QVERIFY(std::abs(chipatlas::publishedStep(value) - step) < 1e-12 * step);
}

void TestComparison::gh200AboutTheSameAsH100Sxm() {
    // The same silicon, rounded differently by its sources.
    QVERIFY(aboutTheSame(989.0, 989.5));
    QVERIFY(aboutTheSame(10.0, 10.5));
    QVERIFY(!aboutTheSame(10.4, 10.5)); // 0.1 apart is not closer than 0.1
    QVERIFY(!aboutTheSame(10.3, 10.5));
    QVERIFY(aboutTheSame(1000.0, 999.0)); // 0.999 prints as 1.00x
    const Comparison c = compareEntries(chipEntries(builtIns({"nvidia-gh200", "nvidia-h100-sxm"})));
    const ComparisonRow& bf16 = rowOf(c, QStringLiteral("bf16_tflops_dense"));
    QCOMPARE(bf16.values.at(0).number(), 989.0);
    QCOMPARE(bf16.values.at(1).number(), 989.5);
    QVERIFY(!bf16.winner);
    QVERIFY(bf16.aboutTheSame);
    QVERIFY(!bf16.ratios.at(0) && !bf16.ratios.at(1));
    QCOMPARE(comparisonCellText(bf16, 0), QStringLiteral("989 TFLOPS"));
    QVERIFY2(bf16.note.contains(QStringLiteral(
                 "NVIDIA GH200 Grace Hopper Superchip and NVIDIA H100 SXM are about the same "
                 "(989 vs 989.5 TFLOPS)")),
             qPrintable(bf16.note));
    const QString training = c.summary.value(0);
    QVERIFY2(training.startsWith(QStringLiteral(
                 "NVIDIA H100 SXM and NVIDIA GH200 Grace Hopper Superchip are about the same for "
                 "training on paper: 989.5 vs 989 TFLOPS of dense BF16 throughput")),
             qPrintable(training));
    QVERIFY(!training.contains(QStringLiteral("faster")));
    QVERIFY(!training.contains(QStringLiteral("1x")));
}

void TestComparison::hostLinkLeftOutOfChipLinks() {
    // GH200's NVLink-C2C (900 GB/s, CPU to GPU) is no scale-up link: not compared with H100's
    // NVLink (900 GB/s, GPU to GPU) nor with a chip-to-chip link of 1,800 GB/s.
    Figure c2c = number(900);
    c2c.linkScope = LinkScope::HostToChip;
    Figure nvlink = number(1800);
    nvlink.linkScope = LinkScope::ChipToChip;
    Figure fabric = number(768);
    fabric.linkScope = LinkScope::ChipToChip;
    const Comparison c =
        compareEntries(chipEntries(chipsWith(Field::InterconnectBwGbs, {c2c, nvlink, fabric})));
    const ComparisonRow& row = rowOf(c, QStringLiteral("interconnect_bw_gbs"));
    QCOMPARE(row.leftOut.at(0), std::optional(LeftOutReason::OtherLinkScope));
    QCOMPARE(row.winner, std::optional(1));
    QVERIFY(!row.ratios.at(0));
    QCOMPARE(row.note,
             QStringLiteral("left out: Chip A (a host-to-chip link); Chip A's link connects a "
                            "host CPU to the chip, not chips to each other"));
    // Two chips, one host link: no winner at all.
    const Comparison pair =
        compareEntries(chipEntries(chipsWith(Field::InterconnectBwGbs, {c2c, nvlink})));
    QVERIFY(!rowOf(pair, QStringLiteral("interconnect_bw_gbs")).winner);
    // Two host links compare with each other.
    Figure other = c2c;
    other.value = 450.0;
    const Comparison hosts =
        compareEntries(chipEntries(chipsWith(Field::InterconnectBwGbs, {c2c, other})));
    const ComparisonRow& hostRow = rowOf(hosts, QStringLiteral("interconnect_bw_gbs"));
    QCOMPARE(hostRow.winner, std::optional(0));
    QVERIFY(!hostRow.leftOut.at(1));
}

void TestComparison::mixedPrintedUnits() {
    // Trn1's "32 GiB" against H100 SXM's "80 GB": the nominal numbers are compared, and the row
    // and the sentence say that the units were printed differently.
    Chip trn1 = builtIn(QStringLiteral("aws-trainium1"));
    Chip h100 = builtIn(QStringLiteral("nvidia-h100-sxm"));
    trn1.figure(Field::MemoryGb).printedUnit = PrintedUnit::Binary;
    h100.figure(Field::MemoryGb).printedUnit = PrintedUnit::Decimal;
    const Comparison c = compareEntries(chipEntries({trn1, h100}));
    const ComparisonRow& row = rowOf(c, QStringLiteral("memory_gb"));
    QCOMPARE(row.winner, std::optional(1));
    QCOMPARE(*row.ratios.at(0), 32.0 / 80.0);
    QVERIFY(row.mixedPrintedUnits);
    QVERIFY2(row.note.endsWith(QStringLiteral("printed in different units: GiB for AWS Trainium "
                                              "(Trn1), GB for NVIDIA H100 SXM")),
             qPrintable(row.note));
    QVERIFY2(c.summary.value(1).endsWith(QStringLiteral(
                 "; printed in different units: GiB for AWS Trainium (Trn1), GB for NVIDIA H100 "
                 "SXM.")),
             qPrintable(c.summary.value(1)));
    // Both in GB: nothing to say.
    trn1.figure(Field::MemoryGb).printedUnit = PrintedUnit::Decimal;
    QVERIFY(!rowOf(compareEntries(chipEntries({trn1, h100})), QStringLiteral("memory_gb"))
                 .mixedPrintedUnits);
}

void TestComparison::tooCloseToCallWhenTheUnitsDecide() {
    // The L40S's 864 GB/s against Trainium's 820 GiB/s: as printed the L40S leads, converted
    // (820 GiB/s = 880.5 GB/s) Trainium does. No winner, the range of the ratio, the reason in
    // the cell and in the plain text's winner column.
    const Comparison c = compareEntries(chipEntries(builtIns({"nvidia-l40s", "aws-trainium1"})));
    const ComparisonRow& bw = rowOf(c, QStringLiteral("memory_bw_gbs"));
    QCOMPARE(bw.values.at(0).number(), 864.0);
    QCOMPARE(bw.values.at(1).number(), 820.0);
    QCOMPARE(bw.values.at(1).printedUnit, PrintedUnit::Binary);
    QVERIFY(!bw.winner);
    QVERIFY(bw.tooCloseToCall);
    QCOMPARE(bw.reference, std::optional(0));
    QVERIFY(!bw.ratios.at(1));
    QVERIFY(bw.ratioRanges.at(1));
    QCOMPARE(bw.ratioRanges.at(1)->first, 820.0 / 864.0);
    QCOMPARE(bw.ratioRanges.at(1)->second, 820.0 * 1.073741824 / 864.0);
    QCOMPARE(comparisonCellText(bw, 1), QStringLiteral("820 GiB/s ‡ (0.95-1.02x)"));
    QCOMPARE(comparisonCellText(bw, 0), QStringLiteral("864 GB/s (too close to call)"));
    QVERIFY2(bw.note.startsWith(QStringLiteral(
                 "too close to call: printed units differ; AWS Trainium (Trn1) is 0.95-1.02x "
                 "NVIDIA L40S")),
             qPrintable(bw.note));

    // Memory: 48 GB against 32 GiB (34.4 GB) is the L40S's either way: a winner and one ratio,
    // the GiB figure still marked.
    const ComparisonRow& memory = rowOf(c, QStringLiteral("memory_gb"));
    QCOMPARE(memory.winner, std::optional(0));
    QVERIFY(!memory.tooCloseToCall);
    QCOMPARE(*memory.ratios.at(1), 32.0 / 48.0);
    QCOMPARE(comparisonCellText(memory, 1), QStringLiteral("32 GiB ‡ (0.67x)"));

    // A lead that holds under both readings keeps its winner.
    Chip a = builtIn(QStringLiteral("nvidia-l40s"));
    Chip b = builtIn(QStringLiteral("aws-trainium1"));
    a.figure(Field::MemoryBwGbs).value = 1000.0; // 1,000 GB/s
    b.figure(Field::MemoryBwGbs).value = 900.0;  // 900 GiB/s = 966.4 GB/s: behind either way
    const ComparisonRow clear =
        rowOf(compareEntries(chipEntries({a, b})), QStringLiteral("memory_bw_gbs"));
    QCOMPARE(clear.winner, std::optional(0));
    QVERIFY(!clear.tooCloseToCall);
}

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
