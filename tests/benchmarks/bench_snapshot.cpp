// Taking a snapshot of the prepared catalog (Catalog::savedSnapshots().take(): every entry
// recorded by its live row's version, storage/snapshotkeeper.h) against copying the catalog file
// (QFile::copy) in the same run; and a second snapshot after one chip was edited, which keeps the
// edited chip's body for the first. Target (README, Performance): a snapshot takes at most
// twice as long as the copy.
#include "benchcommon.h"
#include "storage/catalog.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <ctime>

using namespace chipatlas;

class BenchSnapshot final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void snapshotAgainstFileCopy();
};

void BenchSnapshot::snapshotAgainstFileCopy() {
    const QTemporaryDir dir;
    const QString path = bench::copyOfPreparedCatalog(dir);
    StorageError error;
    std::unique_ptr<Catalog> catalog = Catalog::open(path, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    // The imports that prepared the catalog took automatic snapshots: without them, the first
    // snapshot records every entry.
    SnapshotRepository snapshots = catalog->savedSnapshots();
    const std::optional<QList<SavedSnapshot>> existing = snapshots.list(&error);
    QVERIFY2(existing, qPrintable(error.message));
    for (const SavedSnapshot& snapshot : *existing)
        QVERIFY2(snapshots.remove(snapshot.id, &error), qPrintable(error.message));
    const int chips = catalog->chips().count(&error);
    catalog.reset(); // the file whole, its write-ahead log checkpointed

    QElapsedTimer timer;
    timer.start();
    QVERIFY(QFile::copy(path, dir.filePath(QStringLiteral("copy.sqlite"))));
    const double copyMs = timer.nsecsElapsed() / 1e6;

    catalog = Catalog::open(path, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    // The process's CPU time beside the wall time: on a busy machine the wall time also counts
    // the waiting for a core.
    const std::clock_t cpuStart = std::clock();
    timer.restart();
    const std::optional<SavedSnapshot> first = catalog->savedSnapshots().take(
        QStringLiteral("first"), SnapshotReason::User, QString(), &error);
    const double firstMs = timer.nsecsElapsed() / 1e6;
    const double firstCpuMs = 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    QVERIFY2(first, qPrintable(error.message));
    QCOMPARE(first->counts.chips, chips);

    std::optional<Chip> chip =
        catalog->chips().find(catalog->chips().firstByName(1, &error).constFirst().id, &error);
    QVERIFY2(chip, qPrintable(error.message));
    chip->notes += QStringLiteral(" (edited)");
    CatalogItems items;
    items.chips = {*chip};
    CatalogItems base;
    base.chips = {*catalog->chips().find(chip->id, &error)};
    QVERIFY2(catalog->importItems(items, base, ImportControl{}, &error), qPrintable(error.message));
    timer.restart();
    const std::optional<SavedSnapshot> second = catalog->savedSnapshots().take(
        QStringLiteral("second"), SnapshotReason::User, QString(), &error);
    const double secondMs = timer.nsecsElapsed() / 1e6;
    QVERIFY2(second, qPrintable(error.message));

    const QString scale = QStringLiteral("%1 chips").arg(chips);
    std::printf("first snapshot: %.1f ms of CPU time\n", firstCpuMs);
    bench::report(
        QStringLiteral("snapshot of the catalog (%1) against copying its file").arg(scale), firstMs,
        copyMs, 2.0, QStringLiteral("ms"));
    bench::report(
        QStringLiteral("second snapshot after one edit (%1) against copying the file").arg(scale),
        secondMs, copyMs, 2.0, QStringLiteral("ms"));
}

QTEST_GUILESS_MAIN(BenchSnapshot)
#include "bench_snapshot.moc"
