// The "design target" figure status (docs/DOMAIN-RULES.md rule 1): a goal a vendor announced
// for a chip that does not ship yet. It is never a published figure: it never wins a comparison,
// a ratio or total built on it stays a target, and it is marked wherever its value is shown
// (cells, chart labels and notes, model-fit notes); the CSV and JSON codecs carry its key.
#include "comparisontestdata.h"
#include "domain/chartdata.h"
#include "domain/metrics.h"
#include "domain/modelfit_p.h"
#include "domain/validation.h"
#include "io/catalogcsv.h"
#include "io/catalogimport.h"
#include "testfigures.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::comparisontest;
using namespace chipatlas::testfigures;

namespace {
// Trainium4's FP8 is announced as "at least 3x Trainium3's FP8": a design target above every
// published FP8 of the comparison.
Figure target(double value) {
    return figure(value, FigureStatus::DesignTarget,
                  QStringLiteral("https://aws.amazon.com/ai/machine-learning/trainium/"),
                  QStringLiteral("at least 3x Trainium3's FP8"));
}

// Chip A publishes 2,517 TFLOPS of FP8 and 1,000 W; Trainium4's 7,551 TFLOPS is a design target.
QList<Chip> publishedAndTarget() {
    QList<Chip> chips = chipsWith(Field::Fp8TflopsDense, {number(2517), target(7551)});
    chips[0].figure(Field::TdpW) = number(1000);
    chips[1].figure(Field::TdpW) = number(1000);
    chips[1].id = QStringLiteral("aws-trainium4");
    chips[1].name = QStringLiteral("AWS Trainium4");
    return chips;
}
} // namespace

class TestDesignTarget : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QStringLiteral("en_US"))); }
    void statusNames();
    void neverWinsAComparison();
    void perfPerWattOfATargetIsATarget();
    void chartMarksTargets();
    void modelFitSaysItUsesATarget();
    void codecsKeepTheStatus();
};

void TestDesignTarget::statusNames() {
    QCOMPARE(statusKey(FigureStatus::DesignTarget), QStringLiteral("design_target"));
    QCOMPARE(statusFromKey(u"design_target"), std::optional(FigureStatus::DesignTarget));
    QCOMPARE(statusDisplayName(FigureStatus::DesignTarget),
             QStringLiteral("design target, not shipping"));
    QCOMPARE(statusMark(FigureStatus::DesignTarget), QStringLiteral("target"));
    QCOMPARE(statusMark(FigureStatus::Unverified), QStringLiteral("?"));
    QVERIFY(statusMark(FigureStatus::Published).isEmpty());
    QVERIFY(figureStatuses().contains(FigureStatus::DesignTarget));
    // Every status once, each with its own key.
    QSet<QString> keys;
    for (FigureStatus status : figureStatuses())
        keys.insert(statusKey(status));
    QCOMPARE(keys.size(), figureStatuses().size());
    // A design target has a value: validation takes it as it takes a published figure.
    QCOMPARE(validateFigure(Field::Fp8TflopsDense, target(7551)), QString());
    QVERIFY(!validateFigure(Field::Fp8TflopsDense, missing(FigureStatus::DesignTarget)).isEmpty());
}

void TestDesignTarget::neverWinsAComparison() {
    const Comparison c = compareEntries(chipEntries(publishedAndTarget()), Precision::FP8);
    const ComparisonRow& fp8 = rowOf(c, QStringLiteral("fp8_tflops_dense"));
    // 7,551 is higher than every published FP8, yet it does not win: one clean figure is left.
    QVERIFY(!fp8.winner);
    QVERIFY(!fp8.comparable);
    QCOMPARE(fp8.leftOut.at(1), std::optional(LeftOutReason::DesignTarget));
    QCOMPARE(leftOutReasonKey(LeftOutReason::DesignTarget), QStringLiteral("design_target"));
    QCOMPARE(fp8.cleanIndices(), QList<int>{0});
    QCOMPARE(comparisonCellText(fp8, 1), QStringLiteral("7.551 PFLOPS target"));
    QCOMPARE(comparisonCellText(fp8, 0), QStringLiteral("2.517 PFLOPS"));
    QVERIFY2(fp8.note.contains(QStringLiteral("AWS Trainium4's FP8 figure of 7.551 PFLOPS is a "
                                              "design target, not shipping")),
             qPrintable(fp8.note));
    QVERIFY(comparisonMarkerLegend().contains(QStringLiteral("design target")));

    // With a third chip that publishes less, the published 2,517 wins over it; the target
    // still takes no part.
    QList<Chip> three = publishedAndTarget();
    three << chipsWith(Field::Fp8TflopsDense, {number(1979)}).constFirst();
    three[2].id = QStringLiteral("chip-c");
    three[2].name = QStringLiteral("Chip C");
    const Comparison compared = compareEntries(chipEntries(three), Precision::FP8);
    const ComparisonRow& row = rowOf(compared, QStringLiteral("fp8_tflops_dense"));
    QCOMPARE(row.winner, std::optional(0));
    QVERIFY(!row.ratios.at(1));
    QCOMPARE(comparisonCellText(row, 1), QStringLiteral("7.551 PFLOPS target"));

    // The summary names the target beside its number instead of crowning it.
    const QString training = c.summary.value(0);
    QVERIFY2(training.contains(QStringLiteral("design target")), qPrintable(training));
    QVERIFY2(!training.contains(QStringLiteral("AWS Trainium4 is")), qPrintable(training));
}

void TestDesignTarget::perfPerWattOfATargetIsATarget() {
    const QList<Chip> chips = publishedAndTarget();
    const Figure perWatt = perfPerWatt(chips.at(1), Precision::FP8);
    QCOMPARE(perWatt.status, FigureStatus::DesignTarget);
    QVERIFY2(perWatt.note.contains(QStringLiteral("uses the design target FP8 dense")),
             qPrintable(perWatt.note));
    const Comparison c = compareEntries(chipEntries(chips), Precision::FP8);
    const ComparisonRow& row = rowOf(c, QStringLiteral("perf_per_watt"));
    QVERIFY(!row.winner);
    QCOMPARE(row.leftOut.at(1), std::optional(LeftOutReason::DesignTarget));
    // 64 chips of a target are a target too.
    const std::optional<Figure> total = chipsTotal(chips.at(1), Field::Fp8TflopsDense, 64);
    QVERIFY(total);
    QCOMPARE(total->status, FigureStatus::DesignTarget);
    QVERIFY(total->note.contains(QStringLiteral("design target")));
}

void TestDesignTarget::chartMarksTargets() {
    ChartSpec spec;
    spec.x = Quantity::forField(Field::TdpW);
    spec.y = Quantity::throughput();
    spec.precision = Precision::FP8;
    const ChartData data = buildChartData(chipEntries(publishedAndTarget()), spec);
    QCOMPARE(data.points.size(), 2);
    for (const ChartPoint& point : data.points) {
        const bool isTarget = point.id == QLatin1String("aws-trainium4");
        QCOMPARE(point.isDesignTarget(), isTarget);
        QCOMPARE(point.isFlagged(), isTarget); // drawn hollow
    }
    QVERIFY(data.unverifiedSummary().isEmpty());
    const QString summary = data.designTargetSummary();
    QVERIFY2(summary.startsWith(QStringLiteral("Hollow markers and \"target\": design targets")),
             qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("AWS Trainium4")), qPrintable(summary));
    QVERIFY(!summary.contains(QStringLiteral("Chip A")));
}

void TestDesignTarget::modelFitSaysItUsesATarget() {
    Chip chip = publishedAndTarget().at(1);
    chip.figure(Field::MemoryBwGbs) = target(19600);
    QStringList notes;
    QCOMPARE(
        fitdetail::usableFigure(chip, Field::MemoryBwGbs, QStringLiteral("decode bound"), notes),
        19600.0);
    QCOMPARE(notes, QStringList{QStringLiteral("decode bound uses AWS Trainium4's memory "
                                               "bandwidth, a design target, not shipping")});
}

void TestDesignTarget::codecsKeepTheStatus() {
    Chip chip = publishedAndTarget().at(1);
    chip.vendor = QStringLiteral("AWS");
    chip.kind = QStringLiteral("accelerator");
    // JSON: the status key, and back.
    const QJsonObject json = chipToJson(chip);
    QCOMPARE(json.value(QLatin1String("figures"))
                 .toObject()
                 .value(QLatin1String("fp8_tflops_dense"))
                 .toObject()
                 .value(QLatin1String("status"))
                 .toString(),
             QStringLiteral("design_target"));
    QString error;
    const std::optional<Chip> fromJson = chipFromJson(json, &error);
    QVERIFY2(fromJson, qPrintable(error));
    QCOMPARE(fromJson->figure(Field::Fp8TflopsDense), chip.figure(Field::Fp8TflopsDense));
    // CSV: the <key>_status column, and back.
    const QByteArray csv = exportChipsCsv({chip});
    QVERIFY2(csv.contains("design_target"), csv.constData());
    const ChipFileResult read = readChipsCsv(csv);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.chips.size(), 1);
    QCOMPARE(read.chips.at(0).chip.figure(Field::Fp8TflopsDense).status,
             FigureStatus::DesignTarget);
    QCOMPARE(read.chips.at(0).chip.figure(Field::Fp8TflopsDense).number(), 7551.0);
}

QTEST_GUILESS_MAIN(TestDesignTarget)
#include "tst_designtarget.moc"
