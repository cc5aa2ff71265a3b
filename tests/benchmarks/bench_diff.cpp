// What changed, at catalog scale: diffCatalogs() (application/catalogdiff.h, what the "What
// changed" view and `chipatlas-cli diff` call) of two snapshots of the prepared catalog, one
// percent of its chips edited between them, against reading both snapshots (the storage's
// SnapshotRepository::read()), in the same run. Target: the diff takes at most as long as
// reading what it compares, so that showing what changed costs no more than fetching it.
#include "application/catalogdiff.h"
#include "benchcommon.h"
#include "storage/catalog.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

class BenchDiff final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void diffAgainstReading();
};

void BenchDiff::diffAgainstReading() {
    const QTemporaryDir dir;
    const QString path = bench::copyOfPreparedCatalog(dir);
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(path, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<SavedSnapshot> before =
        catalog->savedSnapshots().take(QStringLiteral("before"), SnapshotReason::User, {}, &error);
    QVERIFY2(before, qPrintable(error.message));

    // Every hundredth chip's TDP raised by 10 W (the vendor's range, if any, dropped with it),
    // saved as an import saves it.
    const QList<Chip> chips = catalog->chips().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    QList<Chip> edited;
    QList<Chip> base;
    for (qsizetype i = 0; i < chips.size(); i += 100) {
        Chip chip = chips.at(i);
        Figure& tdp = chip.figure(Field::TdpW);
        if (!tdp.hasValue())
            continue;
        tdp.value = tdp.number() + 10.0;
        tdp.rangeLow.reset();
        tdp.rangeHigh.reset();
        base.append(chips.at(i));
        edited.append(std::move(chip));
    }
    QVERIFY(!edited.isEmpty());
    QVERIFY2(catalog->chips().import(edited, base, &error), qPrintable(error.message));
    const std::optional<SavedSnapshot> after =
        catalog->savedSnapshots().take(QStringLiteral("after"), SnapshotReason::User, {}, &error);
    QVERIFY2(after, qPrintable(error.message));

    QElapsedTimer timer;
    timer.start();
    const std::optional<CatalogItems> a = catalog->savedSnapshots().read(before->id, &error);
    QVERIFY2(a, qPrintable(error.message));
    const std::optional<CatalogItems> b = catalog->savedSnapshots().read(after->id, &error);
    QVERIFY2(b, qPrintable(error.message));
    const double readMs = double(timer.nsecsElapsed()) / 1e6;

    timer.restart();
    const CatalogDiff diff =
        diffCatalogs(*a, *b, QStringLiteral("before"), QStringLiteral("after"));
    const double diffMs = double(timer.nsecsElapsed()) / 1e6;

    QCOMPARE(diff.changed, int(edited.size()));
    QCOMPARE(diff.added + diff.removed, 0);
    bench::report(QStringLiteral("diff of two snapshots (%1 chips, %2 changed) vs reading both")
                      .arg(chips.size())
                      .arg(edited.size()),
                  diffMs, readMs, 1.0, QStringLiteral("ms"));
}

QTEST_GUILESS_MAIN(BenchDiff)
#include "bench_diff.moc"
