#include "domain/entry.h"
#include "domain/systemaggregates.h"
#include "systemfixtures.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testing;

namespace {
const VendorTotalCheck* checkFor(const QList<VendorTotalCheck>& checks, SystemField field) {
    for (const VendorTotalCheck& check : checks) {
        if (check.vendorField == field)
            return &check;
    }
    return nullptr;
}
} // namespace

class TestSystemAggregates : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // AWS's published totals per Trn3 Gen2 UltraServer against 144 x the
    // built-in Trainium3 figures (2,517 TFLOPS MXFP8, 144 GiB, 4,900 GB/s).
    void trn3UltraServerAgreesWithAws() {
        const System system = trn3UltraServer();
        const Chip chip = builtInChip(QStringLiteral("aws-trainium3"));
        const Figure fp8 = *systemTotal(system, chip, Field::Fp8TflopsDense);
        QCOMPARE(fp8.status, FigureStatus::Computed);
        QCOMPARE(fp8.number(), 362448.0);
        QVERIFY2(fp8.note.startsWith(QStringLiteral("144 x 2,517 TFLOPS (AWS Trainium3")),
                 qPrintable(fp8.note));
        const Figure memory = *systemTotal(system, chip, Field::MemoryGb);
        QCOMPARE(memory.number(), 20736.0);
        QCOMPARE(memory.printedUnit, PrintedUnit::Binary); // GiB x 144 stays GiB
        QVERIFY(memory.note.startsWith(QStringLiteral("144 x 144 GiB")));
        QCOMPARE(systemTotal(system, chip, Field::MemoryBwGbs)->number(), 705600.0);
        QVERIFY(!systemTotal(system, chip, Field::TdpW));

        const QList<VendorTotalCheck> checks = vendorTotalChecks(system, chip);
        QCOMPARE(checks.size(), 4);
        const VendorTotalCheck* fp8Check = checkFor(checks, SystemField::VendorTotalFp8Tflops);
        QVERIFY(fp8Check && !fp8Check->disagrees && !fp8Check->vendorSparse);
        QCOMPARE(*fp8Check->ratio, 1.0);
        QCOMPARE(fp8Check->text,
                 QStringLiteral("computed 362,448 TFLOPS, AWS states 362,448 TFLOPS: agree"));
        // 144 x 671 = 96,624 BF16 TFLOPS, as AWS's table.
        QVERIFY(!checkFor(checks, SystemField::VendorTotalBf16Tflops)->disagrees);
        const VendorTotalCheck* memoryCheck = checkFor(checks, SystemField::VendorTotalMemoryGb);
        QVERIFY(!memoryCheck->disagrees);
        QCOMPARE(memoryCheck->text,
                 QStringLiteral("computed 20,736 GiB, AWS states 20,736 GiB: agree"));
        QVERIFY(!checkFor(checks, SystemField::VendorTotalMemoryBwGbs)->disagrees);
    }

    // NVIDIA's 720 PF FP8 per NVL72 is sparse: compared at 360 PF dense with 72 x 5,000.
    void gb200Nvl72AgreesWithNvidiaAtHalfItsSparseTotal() {
        const System system = gb200Nvl72();
        const Chip chip = builtInChip(QStringLiteral("nvidia-gb200"));
        const QList<VendorTotalCheck> checks = vendorTotalChecks(system, chip);
        QCOMPARE(checks.size(), 2); // FP8 and bandwidth: the only totals the table states
        const VendorTotalCheck* fp8 = checkFor(checks, SystemField::VendorTotalFp8Tflops);
        QVERIFY(fp8->vendorSparse);
        QCOMPARE(*fp8->vendorComparable, 360000.0);
        QCOMPARE(fp8->computed.number(), 360000.0);
        QVERIFY(!fp8->disagrees);
        QCOMPARE(fp8->text, QStringLiteral("computed 360,000 TFLOPS, NVIDIA states 720,000 TFLOPS "
                                           "with sparsity (360,000 TFLOPS dense): agree"));
        const VendorTotalCheck* bandwidth = checkFor(checks, SystemField::VendorTotalMemoryBwGbs);
        QCOMPARE(bandwidth->computed.number(), 576000.0);
        QVERIFY(!bandwidth->disagrees);
        QCOMPARE(systemTotal(system, chip, Field::MemoryGb)->note,
                 QStringLiteral("72 x 186 GB (%1 memory)").arg(chip.name));
    }

    // HGX B200's "up to 1.4 TB" is 8 x 180 GB = 1,440 GB rounded to the printed 0.1 TB.
    void aTotalWithinItsPrintedRoundingAgrees() {
        const QList<VendorTotalCheck> checks =
            vendorTotalChecks(hgxB200(), builtInChip(QStringLiteral("nvidia-b200")));
        QVERIFY(!checkFor(checks, SystemField::VendorTotalMemoryGb)->disagrees);
        System rounded = trn3UltraServer();
        rounded.figure(SystemField::VendorTotalFp8Tflops) = published(362000.0); // "362 PF"
        const QList<VendorTotalCheck> roundedChecks =
            vendorTotalChecks(rounded, builtInChip(QStringLiteral("aws-trainium3")));
        QVERIFY(!checkFor(roundedChecks, SystemField::VendorTotalFp8Tflops)->disagrees);
    }

    void aTotalTenPercentOffIsFlagged() {
        System made = trn3UltraServer();
        made.figure(SystemField::VendorTotalFp8Tflops) = published(362448.0 * 1.1);
        const QList<VendorTotalCheck> checks =
            vendorTotalChecks(made, builtInChip(QStringLiteral("aws-trainium3")));
        const VendorTotalCheck* fp8 = checkFor(checks, SystemField::VendorTotalFp8Tflops);
        QVERIFY(fp8->disagrees);
        QVERIFY2(fp8->text.endsWith(QStringLiteral("differ by 9.1% (more than rounding)")),
                 qPrintable(fp8->text));
    }

    void missingAndUnverifiedChipFiguresCarryOver() {
        Chip chip = builtInChip(QStringLiteral("aws-trainium3"));
        const System system = trn3UltraServer();
        chip.figure(Field::Fp64Tflops) = Figure{};
        chip.figure(Field::Fp64Tflops).status = FigureStatus::NotPublished;
        const Figure fp64 = *systemTotal(system, chip, Field::Fp64Tflops);
        QVERIFY(!fp64.hasValue());
        QCOMPARE(fp64.status, FigureStatus::NotPublished);
        QVERIFY(fp64.note.contains(chip.name));
        chip.figure(Field::Bf16TflopsDense).status = FigureStatus::Unverified;
        chip.figure(Field::Bf16TflopsDense).sparsityUnstated = true;
        const Figure bf16 = *systemTotal(system, chip, Field::Bf16TflopsDense);
        QCOMPARE(bf16.status, FigureStatus::Unverified);
        QVERIFY(bf16.sparsityUnstated);
    }

    // A system's power is its own (hosts, switches) or not published: never N x chip TDP.
    void systemEntryTakesSystemPowerOnly() {
        const Chip gb200 = builtInChip(QStringLiteral("nvidia-gb200"));
        const Entry nvl72 = Entry::ofSystem(gb200Nvl72(), &gb200);
        // Kind, chip count and chip are typed: no kind text, no count in the id.
        QCOMPARE(nvl72.kind(), EntryKind::System);
        QVERIFY(nvl72.isSystem());
        QCOMPARE(nvl72.chipCount(), 72);
        QCOMPARE(nvl72.chipId(), gb200.id);
        QCOMPARE(nvl72.chipName(), gb200.name);
        QCOMPARE(nvl72.id(), gb200Nvl72().id);
        QCOMPARE(nvl72.figures().familyGeneration, gb200.name);
        QVERIFY(!nvl72.figure(Field::TdpW).hasValue());
        QCOMPARE(nvl72.figure(Field::TdpW).status, FigureStatus::NotPublished);
        QVERIFY(nvl72.figure(Field::TdpW).note.contains(QStringLiteral("72 x chip TDP")));
        QCOMPARE(nvl72.figure(Field::InterconnectBwGbs).number(), 1800.0);
        QCOMPARE(nvl72.figure(Field::ScaleupDomainChips).number(), 72.0);
        QCOMPARE(nvl72.figure(Field::Bf16TflopsDense).number(), 72 * 2500.0);
        QVERIFY(nvl72.figure(Field::MemoryType).note.startsWith(QStringLiteral("of each ")));

        System dgx = hgxB200();
        dgx.figure(SystemField::SystemPowerW) = published(14300.0);
        const Chip b200 = builtInChip(QStringLiteral("nvidia-b200"));
        const Entry entry = Entry::ofSystem(dgx, &b200);
        QCOMPARE(entry.figure(Field::TdpW).number(), 14300.0);

        const Entry orphan = Entry::ofSystem(gb200Nvl72(), nullptr);
        QCOMPARE(orphan.chipId(), QStringLiteral("nvidia-gb200"));
        QCOMPARE(orphan.chipCount(), 72);
        QCOMPARE(orphan.figure(Field::MemoryGb).status, FigureStatus::Unknown);
        QVERIFY(orphan.figure(Field::MemoryGb).note.contains(QStringLiteral("nvidia-gb200")));
    }

    // A system's list price is its own figure, with its status (a chip's launch price column
    // shows it for the system); a system without one says why.
    void systemEntryTakesItsListPrice() {
        const Chip b200 = builtInChip(QStringLiteral("nvidia-b200"));
        System board = hgxB200();
        Figure price = published(125000.0);
        price.status = FigureStatus::Unverified;
        price.note = QStringLiteral("as reported by the press");
        board.figure(SystemField::ListPriceUsd) = price;
        const Entry priced = Entry::ofSystem(board, &b200);
        QCOMPARE(priced.figure(Field::LaunchPriceUsd).number(), 125000.0);
        QCOMPARE(priced.figure(Field::LaunchPriceUsd).status, FigureStatus::Unverified);
        QCOMPARE(priced.figure(Field::LaunchPriceUsd).note, price.note);

        board.figure(SystemField::ListPriceUsd) = Figure{};
        board.figure(SystemField::ListPriceUsd).status = FigureStatus::NotPublished;
        board.figure(SystemField::ListPriceUsd).note = QStringLiteral("rented only");
        const Entry unpriced = Entry::ofSystem(board, &b200);
        QVERIFY(!unpriced.figure(Field::LaunchPriceUsd).hasValue());
        QCOMPARE(unpriced.figure(Field::LaunchPriceUsd).status, FigureStatus::NotPublished);
        QCOMPARE(unpriced.figure(Field::LaunchPriceUsd).note, QStringLiteral("rented only"));
    }

    void nChipsSumChipsOnly() {
        const Chip h100 = builtInChip(QStringLiteral("nvidia-h100-sxm"));
        const Entry eight = Entry::ofChips(h100, 8);
        QCOMPARE(eight.id(), QStringLiteral("nvidia-h100-sxm*8"));
        QCOMPARE(eight.name(), QStringLiteral("8 x ") + h100.name);
        QCOMPARE(eight.kind(), EntryKind::Chips);
        QCOMPARE(eight.chipCount(), 8);
        QCOMPARE(eight.chipId(), h100.id);
        // One chip is one chip, as the catalog has it.
        const Entry one = Entry::ofChips(h100, 1);
        QCOMPARE(one.kind(), EntryKind::Chip);
        QCOMPARE(one.chipCount(), 1);
        QVERIFY(one.figures() == h100);
        QVERIFY(Entry::ofChip(h100) == one);
        QCOMPARE(eight.figure(Field::TdpW).number(), 5600.0);
        QCOMPARE(eight.figure(Field::TdpW).status, FigureStatus::Computed);
        QVERIFY(eight.figure(Field::TdpW).note.contains(QStringLiteral("chips only")));
        QCOMPARE(eight.figure(Field::MemoryGb).number(), 640.0);
        QCOMPARE(eight.figure(Field::InterconnectBwGbs).number(), 900.0); // per chip
    }

    void usableDomainIsAtMostTheSystem() {
        QCOMPARE(usableDomainChips(gb200Nvl72()), 72);
        System vm = gb200Nvl72();
        vm.chipCount = 4; // Azure ND GB200 v6: 4 GPUs of a 72-GPU domain
        QCOMPARE(usableDomainChips(vm), 4);
        System unpublished = hgxB200();
        unpublished.figure(SystemField::ScaleupDomainChips) = Figure{};
        QCOMPARE(usableDomainChips(unpublished), 8);
    }
};

QTEST_GUILESS_MAIN(TestSystemAggregates)
#include "tst_systemaggregates.moc"
