// The compare view's measured results: the compared chips' results side by side, one row per
// model and scenario, an MLPerf result only beside MLPerf results of the same version (core's
// resultsComparable(), through compareResults()), with whose claim each is and its efficiency.
// Real published numbers: MLPerf Inference v5.0 and v5.1 Llama 2 70B Offline.
#include "application/resultcomparison.h"
#include "application/resultrules.h"
#include "compare/compareresults.h"
#include "compare/compareview.h"
#include "resulttestdata.h"

#include <QLocale>
#include <QTest>

using namespace chipatlas;
using namespace chipatlas::resulttestdata;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

CatalogSnapshot snapshotWith(QList<Result> results) {
    return CatalogSnapshot({builtInChip("nvidia-h100-sxm"), builtInChip("nvidia-h200-sxm")},
                           {llama2_70b()}, {}, {}, {}, std::move(results));
}
} // namespace

class TstCompareResults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void sameVersionSideBySideOtherVersionApart();
    void viewShowsResultsWithClaimAndEfficiency();
    void viewHidesSectionWithoutResults();
    void aChipTakesTheResultsOfItsSystems();
};

void TstCompareResults::sameVersionSideBySideOtherVersionApart() {
    const CatalogSnapshot snapshot = snapshotWith({h200Offline(), h200OfflineV51(), h100Offline()});
    const QList<ResultComparisonRow> rows = compareResults(snapshot, {kH200, kH100});
    QCOMPARE(rows.size(), 2);
    // v5.0 beside v5.0 first (two results side by side).
    QCOMPARE(rows.at(0).cells.at(0).result->id, h200Offline().id);
    QCOMPARE(rows.at(0).cells.at(1).result->id, h100Offline().id);
    QVERIFY(rows.at(0).label.contains(QStringLiteral("MLPerf v5.0")));
    QVERIFY(rows.at(0).label.startsWith(QStringLiteral("Llama 2 70B")));
    // The v5.1 result is not compared with the v5.0 one on the H100: a row of its own.
    QCOMPARE(rows.at(1).cells.at(0).result->id, h200OfflineV51().id);
    QVERIFY(!rows.at(1).cells.at(1).result);
    QVERIFY(rows.at(1).label.contains(QStringLiteral("MLPerf v5.1")));
    // Per chip: the total over its eight chips; the efficiency is core's.
    QCOMPARE(*rows.at(0).cells.at(0).tokensPerSecondPerChip, 34988.2 / 8);
    QCOMPARE(rows.at(0).cells.at(0).bound.efficiency,
             resultBound(snapshot, h200Offline()).efficiency);
}

void TstCompareResults::viewShowsResultsWithClaimAndEfficiency() {
    CompareView view;
    view.resize(1280, 720);
    view.setSnapshot(snapshotWith({h200Offline(), h200OfflineV51(), h100Offline()}));
    view.setEntryRefs({EntryRef::chip(kH200), EntryRef::chip(kH100)});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    CompareResults* results = view.resultsView();
    QVERIFY(results->isVisible());
    QCOMPARE(results->topLevelItemCount(), 2);
    QCOMPARE(results->headerItem()->text(1), QStringLiteral("NVIDIA H200 SXM"));
    QTreeWidgetItem* v50 = results->topLevelItem(0);
    const double efficiency = *resultBound(snapshotWith({}), h200Offline()).efficiency;
    QCOMPARE(v50->text(1), QStringLiteral("4374/chip, %1% of bound, audited benchmark")
                               .arg(QLocale::c().toString(efficiency * 100, 'f', 0)));
    QVERIFY2(v50->toolTip(1).contains(claimText(h200Offline())), qPrintable(v50->toolTip(1)));
    QVERIFY(v50->text(2).startsWith(QStringLiteral("3913/chip, ")));
    QVERIFY(v50->text(2).endsWith(QStringLiteral(", audited benchmark")));
    QCOMPARE(results->topLevelItem(1)->text(2), QStringLiteral("no comparable result"));
}

void TstCompareResults::viewHidesSectionWithoutResults() {
    CompareView view;
    view.setSnapshot(snapshotWith({}));
    view.setEntryRefs({EntryRef::chip(kH200), EntryRef::chip(kH100)});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(!view.resultsView()->isVisible());
    QCOMPARE(view.resultsView()->topLevelItemCount(), 0);
}

// MLPerf Inference v5.1 closed, NVIDIA, DGX B200 (8 x B200), Llama 2 70B Offline: 101,527
// tokens/s, https://github.com/mlcommons/inference_results_v5.1/blob/main/closed/NVIDIA/results/
// B200-SXM-180GBx8_TRT/llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt. The B200
// compared as a chip shows it, per chip, beside the H200's v5.1 result, and says on what it ran.
void TstCompareResults::aChipTakesTheResultsOfItsSystems() {
    Result dgx = h200OfflineV51();
    dgx.id = QStringLiteral("mlperf-v5.1-llama2-70b-offline-nvidia-dgx-b200");
    dgx.hardwareId = QStringLiteral("nvidia-dgx-b200");
    dgx.hardwareCount = 1;
    dgx.precision = Precision::FP4;
    dgx.tokensPerS = 101527;
    dgx.publisher = QStringLiteral("NVIDIA");
    dgx.mlperfResultId = QStringLiteral("5.1-0069");
    const CatalogSnapshot snapshot(
        {builtInChip("nvidia-b200"), builtInChip("nvidia-h200-sxm")}, {llama2_70b()}, {},
        {builtInSystem("nvidia-dgx-b200")}, {}, {h200OfflineV51(), dgx});
    const QList<ResultComparisonRow> rows =
        compareResults(snapshot, {kH200, QStringLiteral("nvidia-b200")});
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.at(0).cells.at(0).result->id, h200OfflineV51().id);
    QVERIFY(rows.at(0).cells.at(0).ranOn.isEmpty());
    QCOMPARE(rows.at(0).cells.at(1).result->id, dgx.id);
    QCOMPARE(rows.at(0).cells.at(1).ranOn, QStringLiteral("NVIDIA DGX B200"));
    QCOMPARE(*rows.at(0).cells.at(1).tokensPerSecondPerChip, 101527.0 / 8);
    QVERIFY(CompareResults::cellText(rows.at(0).cells.at(1))
                .contains(QStringLiteral("on NVIDIA DGX B200")));
}

QTEST_MAIN(TstCompareResults)
#include "tst_compareresults.moc"
