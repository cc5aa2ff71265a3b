// compareEntries(chipEntries())'s summary sentences: training speed, memory and power efficiency,
// between two and more of the real built-in chips and chips built by hand, with missing, unverified
// and sparse figures, ties and the precision all of them publish.
#include "comparisontestdata.h"
#include "testfigures.h"

#include <QTest>

#include <initializer_list>

using namespace chipatlas;
using namespace chipatlas::comparisontest;
using namespace chipatlas::testfigures;

namespace {
QStringList sentences(std::initializer_list<const char*> texts) {
    QStringList result;
    for (const char* text : texts)
        result << QString::fromUtf8(text);
    return result;
}
} // namespace

class TestComparisonSummary : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void summaryL40sVsTrainium1();
    void summaryH200VsMi300x();
    void summaryInCLocale();
    void summaryThreeChips();
    void summaryNoCommonPrecision();
    void summaryFallsBackToAPrecisionAllPublish();
    void summaryUnstatedSparsity();
    void summaryMissingFigures();
    void summaryAmongTheCleanAtEveryCount();

private:
    QList<Chip> builtIns(std::initializer_list<const char*> ids) const {
        return m_builtIn.chips(ids);
    }
    BuiltInChips m_builtIn;
};

void TestComparisonSummary::initTestCase() {
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    QString error;
    QVERIFY2(m_builtIn.load(&error), qPrintable(error));
}

void TestComparisonSummary::summaryL40sVsTrainium1() {
    const Comparison c = compareEntries(chipEntries(builtIns({"nvidia-l40s", "aws-trainium1"})));
    QCOMPARE(c.summary,
             sentences({
                 "NVIDIA L40S is faster for training: 1.91x the dense BF16 throughput of AWS "
                 "Trainium (Trn1) (362.05 vs 190 TFLOPS).",
                 "NVIDIA L40S has more memory: 48 GB of GDDR6 (ECC) vs 32 GiB of HBM on AWS "
                 "Trainium (Trn1) (1.5x); printed in different units: GB for NVIDIA L40S, GiB "
                 "for AWS Trainium (Trn1).",
                 "Power efficiency at BF16 cannot be compared cleanly: AWS Trainium (Trn1)'s TDP "
                 "of 500 W is unverified (it would give 0.38 TFLOPS/W against 1.034 TFLOPS/W for "
                 "NVIDIA L40S).",
             }));
    // The order of the chips changes the subject, not the facts.
    const Comparison reversed =
        compareEntries(chipEntries(builtIns({"aws-trainium1", "nvidia-l40s"})));
    QCOMPARE(reversed.summary.value(0), c.summary.value(0));
}

void TestComparisonSummary::summaryH200VsMi300x() {
    const Comparison c = compareEntries(chipEntries(builtIns({"nvidia-h200-sxm", "amd-mi300x"})));
    QCOMPARE(c.summary,
             sentences({
                 "AMD Instinct MI300X is faster for training: 1.32x the dense BF16 throughput of "
                 "NVIDIA H200 SXM (1,307.4 vs 989.5 TFLOPS; NVIDIA H200 SXM's figure is "
                 "computed).",
                 "AMD Instinct MI300X has more HBM: 192 GiB of HBM3 vs 141 GB of HBM3e on NVIDIA "
                 "H200 SXM (1.36x); printed in different units: GB for NVIDIA H200 SXM, GiB for "
                 "AMD Instinct MI300X.",
                 "AMD Instinct MI300X is more power-efficient at BF16: 1.743 vs 1.414 TFLOPS/W "
                 "(1,307.4 TFLOPS at 750 W, MLPerf system 'MI300X-NPS1-SPX-192GB-750W' vs "
                 "989.5 TFLOPS at 700 W).",
             }));
}

void TestComparisonSummary::summaryInCLocale() {
    const Comparison c = compareEntries(chipEntries(builtIns({"nvidia-h200-sxm", "amd-mi300x"})),
                                        Precision::BF16, QLocale::c());
    QVERIFY2(c.summary.value(0).contains(QStringLiteral("(1307.4 vs 989.5 TFLOPS")),
             qPrintable(c.summary.value(0)));
    QVERIFY2(c.summary.value(2).contains(QStringLiteral("(1307.4 TFLOPS at 750 W")),
             qPrintable(c.summary.value(2)));
}

void TestComparisonSummary::summaryThreeChips() {
    const Comparison c =
        compareEntries(chipEntries(builtIns({"nvidia-h200-sxm", "aws-trainium2", "amd-mi355x"})));
    QCOMPARE(c.summary,
             sentences({
                 "AMD Instinct MI355X is the fastest for training on dense BF16 throughput (2,500 "
                 "TFLOPS): 2.53x NVIDIA H200 SXM (989.5), 3.75x AWS Trainium2 (Trn2) (667); "
                 "NVIDIA H200 SXM's figure is computed.",
                 "AMD Instinct MI355X has the most HBM: 288 GiB of HBM3E vs 141 GB of HBM3e on "
                 "NVIDIA H200 SXM (2.04x) and 96 GiB of HBM3 on AWS Trainium2 (Trn2) (3x); "
                 "printed in different units: GB for NVIDIA H200 SXM, GiB for AWS Trainium2 "
                 "(Trn2) and AMD Instinct MI355X.",
                 "Among NVIDIA H200 SXM and AMD Instinct MI355X, AMD Instinct MI355X is more "
                 "power-efficient at BF16: 1.786 vs 1.414 TFLOPS/W (2,500 TFLOPS at 1,400 W vs "
                 "989.5 TFLOPS at 700 W); AWS Trainium2 (Trn2)'s TDP is not published.",
             }));
}

void TestComparisonSummary::summaryNoCommonPrecision() {
    const Comparison c =
        compareEntries(chipEntries(builtIns({"cerebras-wse-3", "nvidia-h200-sxm"})));
    QCOMPARE(c.summary.value(0),
             QStringLiteral("Which is faster for training cannot be said: no dense throughput "
                            "figure is available for both of them (Cerebras WSE-3 has none)."));
    QCOMPARE(c.summary.value(2),
             QStringLiteral("Power efficiency at BF16 cannot be compared: Cerebras WSE-3's BF16 "
                            "figure and TDP are unknown."));
    const Comparison nvl =
        compareEntries(chipEntries(builtIns({"cerebras-wse-3", "nvidia-h100-nvl"})));
    QCOMPARE(nvl.summary.value(0),
             QStringLiteral("Which is faster for training cannot be said: no dense throughput "
                            "figure is available for both of them (Cerebras WSE-3 and NVIDIA H100 "
                            "NVL have none)."));
    QCOMPARE(nvl.summary.value(1),
             QStringLiteral("NVIDIA H100 NVL has more memory: 94 GB of HBM3 vs 44 GB of On-chip "
                            "SRAM on Cerebras WSE-3 (2.14x)."));

    // Each has a figure, but never the same precision: say which has which.
    QList<Chip> chips =
        chipsWith(Field::Fp8TflopsDense, {number(1000), missing(FigureStatus::Unknown)});
    chips[1].figure(Field::Bf16TflopsDense) = number(400);
    QCOMPARE(compareEntries(chipEntries(chips)).summary.value(0),
             QStringLiteral("Which is faster for training cannot be said: no dense throughput "
                            "figure is available for both of them (Chip A has FP8; Chip B has "
                            "BF16)."));
}

void TestComparisonSummary::summaryFallsBackToAPrecisionAllPublish() {
    // Chip A publishes no BF16: the sentence uses FP8 and says so.
    QList<Chip> chips = chipsWith(Field::Fp8TflopsDense, {number(1000), number(400)});
    chips[1].figure(Field::Bf16TflopsDense) = number(200);
    QCOMPARE(compareEntries(chipEntries(chips)).summary.value(0),
             QStringLiteral("Chip A is faster for training: 2.5x the dense FP8 throughput of Chip "
                            "B (1,000 vs 400 TFLOPS)."));
    // An unverified BF16 figure is passed over for a clean FP16 one.
    chips = chipsWith(Field::Fp16TflopsDense, {number(300), number(600)});
    chips[0].figure(Field::Bf16TflopsDense) = number(300, FigureStatus::Unverified);
    chips[1].figure(Field::Bf16TflopsDense) = number(600);
    QCOMPARE(compareEntries(chipEntries(chips)).summary.value(0),
             QStringLiteral("Chip B is faster for training: 2x the dense FP16 throughput of Chip "
                            "A (600 vs 300 TFLOPS)."));
    // Equal on paper.
    chips = chipsWith(Field::Bf16TflopsDense, {number(300), number(300)});
    QCOMPARE(compareEntries(chipEntries(chips)).summary.value(0),
             QStringLiteral("Chip A and Chip B are equally fast for training on paper: 300 TFLOPS "
                            "of dense BF16 throughput each."));
}

void TestComparisonSummary::summaryUnstatedSparsity() {
    const Comparison c = compareEntries(
        chipEntries(chipsWith(Field::Fp4TflopsDense, {sparse(10100), number(9000)})));
    QCOMPARE(c.summary.value(0),
             QStringLiteral("Chip A is faster for training: 1.12x the dense FP4 throughput of Chip "
                            "B (10.1 vs 9 PFLOPS; Chip A's FP4 figure may be sparse: the vendor "
                            "does not say)."));
}

void TestComparisonSummary::summaryMissingFigures() {
    const Comparison trn2 = compareEntries(chipEntries(builtIns({"aws-trainium2", "nvidia-l40s"})));
    QCOMPARE(trn2.summary.value(2),
             QStringLiteral("Power efficiency at BF16 cannot be compared: AWS Trainium2 (Trn2)'s "
                            "TDP is not published."));
    const Comparison memory = compareEntries(
        chipEntries(chipsWith(Field::MemoryGb, {number(96), missing(FigureStatus::NotPublished)})));
    QCOMPARE(memory.summary.value(1),
             QStringLiteral("Which has more memory cannot be said: Chip B's memory is not "
                            "published."));
    const Comparison unverified = compareEntries(chipEntries(
        chipsWith(Field::MemoryGb, {number(96), number(80, FigureStatus::Unverified)})));
    QCOMPARE(unverified.summary.value(1),
             QStringLiteral("Which has more memory cannot be said cleanly: Chip B's memory of 80 "
                            "GB is unverified."));
}

void TestComparisonSummary::summaryAmongTheCleanAtEveryCount() {
    // 2 chips: one clean figure is no comparison.
    const Comparison two = compareEntries(chipEntries(
        chipsWith(Field::MemoryGb, {number(96), number(80, FigureStatus::Unverified)})));
    QCOMPARE(rowOf(two, QStringLiteral("memory_gb")).winner, std::nullopt);
    // 3 chips: the unverified one is left out, as a missing one is, and the sentence says so.
    const Comparison three = compareEntries(chipEntries(chipsWith(
        Field::MemoryGb, {number(96), number(80, FigureStatus::Unverified), number(141)})));
    QCOMPARE(rowOf(three, QStringLiteral("memory_gb")).winner, std::optional(2));
    QCOMPARE(three.summary.value(1),
             QStringLiteral("Among Chip A and Chip C, Chip C has more memory: 141 GB vs 96 GB on "
                            "Chip A (1.47x); Chip B's memory of 80 GB is unverified."));
    // 4 chips: a not-published and an unverified figure, both left out, both named.
    QList<Chip> four =
        chipsWith(Field::Bf16TflopsDense, {number(989.5), missing(FigureStatus::NotPublished),
                                           number(300, FigureStatus::Unverified), number(1307.4)});
    const Comparison c4 = compareEntries(chipEntries(four));
    const ComparisonRow& bf16 = rowOf(c4, QStringLiteral("bf16_tflops_dense"));
    QCOMPARE(bf16.winner, std::optional(3));
    QCOMPARE(bf16.cleanIndices(), (QList<int>{0, 3}));
    QCOMPARE(bf16.leftOut.at(1), std::optional(LeftOutReason::NotPublished));
    QCOMPARE(bf16.leftOut.at(2), std::optional(LeftOutReason::Unverified));
    QCOMPARE(c4.summary.value(0),
             QStringLiteral("Among Chip A and Chip D, Chip D is faster for training: 1.32x the "
                            "dense BF16 throughput of Chip A (1,307.4 vs 989.5 TFLOPS; Chip B's "
                            "BF16 figure is not published and Chip C's BF16 figure of 300 TFLOPS "
                            "is unverified)."));
}

QTEST_GUILESS_MAIN(TestComparisonSummary)
#include "tst_comparison_summary.moc"
