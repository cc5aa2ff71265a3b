#include "domain/comparison.h"
#include "domain/comparisonsystems.h"
#include "domain/entry.h"
#include "systemfixtures.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testing;

namespace {
const ComparisonRow& row(const Comparison& comparison, const QString& key) {
    for (const ComparisonRow& r : comparison.rows) {
        if (r.key == key)
            return r;
    }
    qFatal("no row %s", qPrintable(key));
}

System dgxB200() {
    System dgx = hgxB200();
    dgx.id = QStringLiteral("nvidia-dgx-b200");
    dgx.name = QStringLiteral("NVIDIA DGX B200");
    dgx.figure(SystemField::SystemPowerW) = published(14300.0);
    return dgx;
}
} // namespace

class TestComparisonSystems : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The "done when": a Trn3 UltraServer beside a GB200 NVL72, through their entries.
    void systemsCompareThroughTheirEntries() {
        const Chip trainium3 = builtInChip(QStringLiteral("aws-trainium3"));
        const Chip gb200 = builtInChip(QStringLiteral("nvidia-gb200"));
        const Entry trn3 = Entry::ofSystem(trn3UltraServer(), &trainium3);
        const Entry nvl72 = Entry::ofSystem(gb200Nvl72(), &gb200);
        QVERIFY(likeForLikeProblem({trn3, nvl72}).isEmpty());
        const Comparison comparison = compareEntries({trn3, nvl72}, Precision::FP8, QLocale::c());
        const ComparisonRow& fp8 = row(comparison, QStringLiteral("fp8_tflops_dense"));
        QCOMPARE(fp8.values.at(0).number(), 362448.0); // 144 x 2,517
        QCOMPARE(fp8.values.at(1).number(), 360000.0); // 72 x 5,000
        QCOMPARE(fp8.winner, 0);
        const ComparisonRow& memory = row(comparison, QStringLiteral("memory_gb"));
        QCOMPARE(memory.winner, 0);        // 20,736 GiB against 13,392 GB
        QVERIFY(memory.mixedPrintedUnits); // and says the printed units differ
        QCOMPARE(row(comparison, QStringLiteral("memory_bw_gbs")).winner, 0); // 705.6 vs 576 TB/s
        // Neither has a published system power: the power row has no winner, no N x chip TDP.
        const ComparisonRow& tdp = row(comparison, QStringLiteral("tdp_w"));
        QCOMPARE(tdp.leftOut.at(0), LeftOutReason::NotPublished);
        QCOMPARE(tdp.leftOut.at(1), LeftOutReason::NotPublished);
    }

    void aSystemBesideOneChipIsRefusedUntilScaled() {
        const Chip gb200 = builtInChip(QStringLiteral("nvidia-gb200"));
        const Chip b200 = builtInChip(QStringLiteral("nvidia-b200"));
        const Entry nvl72 = Entry::ofSystem(gb200Nvl72(), &gb200);
        const Entry one = Entry::ofChip(gb200);
        QCOMPARE(
            likeForLikeProblem({nvl72, one}),
            QStringLiteral("compare NVIDIA GB200 NVL72 with 72 x %1, not with %1").arg(gb200.name));
        QCOMPARE(likeForLikeProblem({nvl72, Entry::ofChips(gb200, 8)}),
                 QStringLiteral("compare NVIDIA GB200 NVL72 with 72 x %1, not with 8 x %1")
                     .arg(gb200.name));
        const QList<Entry> scaled = likeForLikeEntries({nvl72, one});
        QCOMPARE(scaled.at(1).kind(), EntryKind::Chips);
        QCOMPARE(scaled.at(1).chipCount(), 72);
        QCOMPARE(scaled.at(1).id(), QStringLiteral("nvidia-gb200*72"));
        QVERIFY(likeForLikeProblem(scaled).isEmpty());
        // Chips beside chips always compare.
        QVERIFY(likeForLikeProblem({one, Entry::ofChip(b200)}).isEmpty());
        // Systems of different sizes leave a single chip as it is: no one count fits both.
        const Entry hgx = Entry::ofSystem(hgxB200(), &b200);
        const QList<Entry> unscaled = likeForLikeEntries({nvl72, hgx, one});
        QCOMPARE(unscaled.at(2).kind(), EntryKind::Chip);
        QCOMPARE(unscaled.at(2).id(), gb200.id);
    }

    // A system's power (hosts, switches) and a chips-only TDP sum are not a like-for-like pair.
    void chipsOnlyPowerIsLeftOutBesideASystemsPower() {
        const Chip b200 = builtInChip(QStringLiteral("nvidia-b200"));
        const Entry dgx = Entry::ofSystem(dgxB200(), &b200);
        const Entry eight = Entry::ofChips(b200, 8);
        const Comparison comparison = compareEntries({dgx, eight}, Precision::FP8, QLocale::c());
        const ComparisonRow& tdp = row(comparison, QStringLiteral("tdp_w"));
        QCOMPARE(tdp.values.at(0).number(), 14300.0);
        QCOMPARE(tdp.values.at(1).number(), 8000.0);
        QCOMPARE(tdp.leftOut.at(1), LeftOutReason::OtherPowerScope);
        QVERIFY(!tdp.winner); // 8,000 W of chips does not beat 14,300 W of system
        QVERIFY2(tdp.note.contains(QStringLiteral("counts the chips only")), qPrintable(tdp.note));
        QCOMPARE(leftOutReasonKey(LeftOutReason::OtherPowerScope),
                 QStringLiteral("other_power_scope"));
        const ComparisonRow& perfPerWatt = row(comparison, QStringLiteral("perf_per_watt"));
        QCOMPARE(perfPerWatt.leftOut.at(1), LeftOutReason::OtherPowerScope);
        QVERIFY(!perfPerWatt.winner);
        // The throughput rows compare as usual: the same 8 x 4,500 TFLOPS on both sides.
        const ComparisonRow& fp8 = row(comparison, QStringLiteral("fp8_tflops_dense"));
        QCOMPARE(fp8.values.at(0).number(), 36000.0);
        QCOMPARE(fp8.values.at(1).number(), 36000.0);
        QVERIFY(!fp8.winner);
    }

    void chipsOnlySumsCompareWithEachOther() {
        const Comparison comparison =
            compareEntries({Entry::ofChips(builtInChip(QStringLiteral("nvidia-b200")), 8),
                            Entry::ofChips(builtInChip(QStringLiteral("nvidia-h100-sxm")), 8)},
                           Precision::FP8, QLocale::c());
        const ComparisonRow& tdp = row(comparison, QStringLiteral("tdp_w"));
        QVERIFY(!tdp.leftOut.at(0) && !tdp.leftOut.at(1));
        QCOMPARE(tdp.winner, 1); // 5,600 W below 8,000 W
    }
};

QTEST_GUILESS_MAIN(TestComparisonSystems)
#include "tst_comparison_systems.moc"
