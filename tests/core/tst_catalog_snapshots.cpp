// Snapshots saved in a catalog (schemas 11 and 12, storage/snapshotrepository.h), through the
// public API only, so that the same test runs on a file and on the test PostgreSQL server
// (tst_catalog_snapshots_pg): a snapshot reads back as the catalog it recorded, only changed
// entries cost a body, deleting prunes, names are unique, a snapshot file round-trips and a
// malformed one names the entry; and the automatic snapshots before an import, a copy and a
// built-in catalog update.
#include "application/catalogcopying.h"
#include "catalogwrites.h"
#include "io/snapshotfile.h"
#include "storage/catalog.h"
#include "testbackend.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

// What the catalog holds, each list as a snapshot reads back (ordered by id).
CatalogItems catalogNow(const Catalog& catalog) {
    StorageError error;
    std::optional<CatalogItems> items = readCatalogItems(catalog, &error);
    if (!items)
        qFatal("%s", qPrintable(error.message));
    sortSnapshotItems(&*items);
    return *items;
}

int entryRows(const catalogtest::CatalogPlace& place) {
    return place.raw()->run(QStringLiteral("SELECT count(*) FROM snapshot_entry")).toInt();
}

// The H100 with other notes: an edit of one chip.
bool editH100(Catalog& catalog, const QString& notes, StorageError* error) {
    std::optional<Chip> chip = catalog.chips().find(kH100, error);
    if (!chip)
        return false;
    chip->notes = notes;
    CatalogItems items;
    items.chips = {*chip};
    return testwrites::importEntries(catalog, items, error);
}

OwnershipScenario scenario(const QString& id, const QString& name) {
    OwnershipScenario s;
    s.id = id;
    s.name = name;
    s.hardwareId = kH100;
    s.units = 16;
    s.pue = 1.0 + 1.0 / 3.0;
    s.notes = QStringLiteral("Line one.\nLine 'two'.");
    return s;
}

QList<SavedSnapshot> snapshotsOf(const Catalog& catalog) {
    StorageError error;
    const std::optional<QList<SavedSnapshot>> list = catalog.savedSnapshots().list(&error);
    if (!list)
        qFatal("%s", qPrintable(error.message));
    return *list;
}
} // namespace

class TestCatalogSnapshots : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void snapshotReadsBackAsTheCatalog();
    void onlyAChangedEntryCostsABody();
    void deletingPrunesUnsharedEntries();
    void namesAreUnique();
    void fileRoundTrip();
    void malformedFileNamesTheEntry();
    void importTakesAutomaticSnapshot();
    void failedImportLeavesNoSnapshot();
    void copyTakesSnapshotOnTheTarget();
    void firstImportIntoEmptyCatalogTakesNone();
    void automaticSnapshotsAreLimited();
    void builtInUpdateTakesSnapshot();
};

// Every kind, with a price and a scenario of the user's beside the built-in catalog.
void TestCatalogSnapshots::snapshotReadsBackAsTheCatalog() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    QVERIFY2(
        catalog->prices().set({kH100, 2.49, QDate(2026, 11, 2), QStringLiteral("quote")}, &error),
        qPrintable(error.message));
    CatalogItems extra;
    extra.scenarios = {scenario(QStringLiteral("h100-colo"), QStringLiteral("H100 at colo"))};
    QVERIFY2(testwrites::importEntries(*catalog, extra, &error), qPrintable(error.message));
    const CatalogItems before = catalogNow(*catalog);
    QVERIFY(!before.systems.isEmpty() && !before.offers.isEmpty() && !before.results.isEmpty());

    const std::optional<SavedSnapshot> taken =
        catalog->savedSnapshots().take(QStringLiteral("Before the Q4 quotes"), SnapshotReason::User,
                                       QStringLiteral("ours"), &error);
    QVERIFY2(taken, qPrintable(error.message));
    QCOMPARE(taken->name, QStringLiteral("Before the Q4 quotes"));
    QCOMPARE(taken->reason, SnapshotReason::User);
    QCOMPARE(taken->note, QStringLiteral("ours"));
    QVERIFY(qAbs(taken->takenAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    QCOMPARE(taken->counts.chips, before.chips.size());
    QCOMPARE(taken->counts.prices, 1);
    QCOMPARE(taken->counts.models, before.models.size());
    QCOMPARE(taken->counts.systems, before.systems.size());
    QCOMPARE(taken->counts.offers, before.offers.size());
    int offerPrices = 0;
    for (const Offer& offer : before.offers)
        offerPrices += offer.prices.size();
    QCOMPARE(taken->counts.offerPrices, offerPrices);
    QCOMPARE(taken->counts.results, before.results.size());
    QCOMPARE(taken->counts.scenarios, 1);

    // A later edit does not change what the snapshot recorded.
    QVERIFY2(editH100(*catalog, QStringLiteral("edited"), &error), qPrintable(error.message));
    const std::optional<CatalogItems> read = catalog->savedSnapshots().read(taken->id, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->chips, before.chips);
    QCOMPARE(read->prices, before.prices);
    QCOMPARE(read->models, before.models);
    QCOMPARE(read->systems, before.systems);
    QCOMPARE(read->offers, before.offers);
    QCOMPARE(read->results, before.results);
    QCOMPARE(read->scenarios, before.scenarios);
    // Listed newest first: the automatic ones before the two imports around it.
    const QList<SavedSnapshot> listed = snapshotsOf(*catalog);
    QCOMPARE(listed.size(), 3);
    QCOMPARE(listed.at(0).reason, SnapshotReason::Import);
    QCOMPARE(listed.at(1), *taken);
    QCOMPARE(listed.at(2).reason, SnapshotReason::Import);
}

void TestCatalogSnapshots::onlyAChangedEntryCostsABody() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<SavedSnapshot> first =
        catalog->savedSnapshots().take(QStringLiteral("first"), SnapshotReason::User, {}, &error);
    QVERIFY2(first, qPrintable(error.message));
    // The snapshot reads the unchanged entries from the catalog: no body stored yet.
    QCOMPARE(entryRows(place), 0);
    const CatalogItems recorded = catalogNow(*catalog);
    QVERIFY2(editH100(*catalog, QStringLiteral("edited once"), &error), qPrintable(error.message));
    // The edit kept the H100 the snapshot recorded, and nothing else.
    QCOMPARE(entryRows(place), 1);
    const std::optional<SavedSnapshot> second =
        catalog->savedSnapshots().take(QStringLiteral("second"), SnapshotReason::User, {}, &error);
    QVERIFY2(second, qPrintable(error.message));
    QCOMPARE(entryRows(place), 1);
    QCOMPARE(second->counts, first->counts);
    const std::optional<CatalogItems> read = catalog->savedSnapshots().read(second->id, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->chips, catalogNow(*catalog).chips);
    const std::optional<CatalogItems> readFirst = catalog->savedSnapshots().read(first->id, &error);
    QVERIFY2(readFirst, qPrintable(error.message));
    QCOMPARE(readFirst->chips, recorded.chips);
}

void TestCatalogSnapshots::deletingPrunesUnsharedEntries() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    SnapshotRepository snapshots = catalog->savedSnapshots();
    const std::optional<SavedSnapshot> first =
        snapshots.take(QStringLiteral("first"), SnapshotReason::User, {}, &error);
    QVERIFY2(first, qPrintable(error.message));
    // Two edits, a snapshot between them: the H100 as the first recorded it, and as the second.
    QVERIFY2(editH100(*catalog, QStringLiteral("one"), &error), qPrintable(error.message));
    const std::optional<SavedSnapshot> second =
        snapshots.take(QStringLiteral("second"), SnapshotReason::User, {}, &error);
    QVERIFY2(second, qPrintable(error.message));
    QVERIFY2(editH100(*catalog, QStringLiteral("two"), &error), qPrintable(error.message));
    QCOMPARE(entryRows(place), 2);
    // The edits' automatic snapshots share those two; deleting them deletes no body.
    for (const SavedSnapshot& snapshot : snapshotsOf(*catalog)) {
        if (snapshot.reason == SnapshotReason::Import)
            QVERIFY2(snapshots.remove(snapshot.id, &error), qPrintable(error.message));
    }
    QCOMPARE(entryRows(place), 2);
    QVERIFY2(snapshots.remove(second->id, &error), qPrintable(error.message));
    QCOMPARE(entryRows(place), 1);
    QVERIFY(!snapshots.find(QStringLiteral("second"), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    // The first still reads back whole.
    const std::optional<CatalogItems> read = snapshots.read(first->id, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->chips.size(), first->counts.chips);
    const auto h100 = std::find_if(read->chips.cbegin(), read->chips.cend(),
                                   [](const Chip& chip) { return chip.id == kH100; });
    QVERIFY(h100 != read->chips.cend());
    QVERIFY(h100->notes != QStringLiteral("one") && h100->notes != QStringLiteral("two"));
    for (const SavedSnapshot& snapshot : snapshotsOf(*catalog))
        QVERIFY2(snapshots.remove(snapshot.id, &error), qPrintable(error.message));
    QCOMPARE(entryRows(place), 0);
    QVERIFY(!snapshots.remove(first->id, &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
}

void TestCatalogSnapshots::namesAreUnique() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    SnapshotRepository snapshots = catalog->savedSnapshots();
    const std::optional<SavedSnapshot> a =
        snapshots.take(QStringLiteral("Q3 quotes"), SnapshotReason::User, {}, &error);
    QVERIFY2(a, qPrintable(error.message));
    const std::optional<SavedSnapshot> b =
        snapshots.take(QStringLiteral("Q4 quotes"), SnapshotReason::User, {}, &error);
    QVERIFY2(b, qPrintable(error.message));

    QVERIFY(!snapshots.take(QStringLiteral("Q3 quotes"), SnapshotReason::User, {}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(QStringLiteral("already has a snapshot named \"Q3 quotes\"")),
             qPrintable(error.message));
    QVERIFY(!snapshots.rename(b->id, QStringLiteral("Q3 quotes"), &error));
    QVERIFY2(error.message.contains(QStringLiteral("\"Q3 quotes\"")), qPrintable(error.message));
    QVERIFY(!snapshots.rename(b->id, QStringLiteral(" padded"), &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY(!snapshots.take(QStringLiteral("two\nlines"), SnapshotReason::User, {}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QCOMPARE(snapshotsOf(*catalog).size(), 2);

    QVERIFY2(snapshots.rename(b->id, QStringLiteral("Q4 final"), &error),
             qPrintable(error.message));
    std::optional<SavedSnapshot> found = snapshots.find(QStringLiteral("Q4 final"), &error);
    QVERIFY2(found, qPrintable(error.message));
    QCOMPARE(found->id, b->id);
    found = snapshots.find(QString::number(a->id), &error); // by its key
    QVERIFY2(found, qPrintable(error.message));
    QCOMPARE(found->name, QStringLiteral("Q3 quotes"));
    QVERIFY(!snapshots.find(QStringLiteral("Q4 quotes"), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QVERIFY2(error.message.contains(QStringLiteral("no snapshot \"Q4 quotes\"")),
             qPrintable(error.message));

    // Without a name: an automatic one, made unique.
    const std::optional<SavedSnapshot> unnamed1 =
        snapshots.take(QString(), SnapshotReason::User, {}, &error);
    QVERIFY2(unnamed1, qPrintable(error.message));
    QVERIFY2(unnamed1->name.startsWith(QStringLiteral("Snapshot 20")), qPrintable(unnamed1->name));
    const std::optional<SavedSnapshot> unnamed2 =
        snapshots.take(QString(), SnapshotReason::User, {}, &error);
    QVERIFY2(unnamed2, qPrintable(error.message));
    QVERIFY(unnamed2->name != unnamed1->name);
}

void TestCatalogSnapshots::fileRoundTrip() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    QVERIFY2(
        catalog->prices().set({kH100, 2.49, QDate(2026, 11, 2), QStringLiteral("quote")}, &error),
        qPrintable(error.message));
    CatalogItems extra;
    extra.scenarios = {scenario(QStringLiteral("h100-colo"), QStringLiteral("H100 at colo"))};
    QVERIFY2(testwrites::importEntries(*catalog, extra, &error), qPrintable(error.message));
    const std::optional<SavedSnapshot> taken = catalog->savedSnapshots().take(
        QStringLiteral("Round trip"), SnapshotReason::User, QStringLiteral("ours"), &error);
    QVERIFY2(taken, qPrintable(error.message));
    const std::optional<CatalogItems> items = catalog->savedSnapshots().read(taken->id, &error);
    QVERIFY2(items, qPrintable(error.message));

    const SnapshotFile file{taken->name, taken->takenAt, taken->reason, taken->note, *items};
    const QByteArray json = writeSnapshotFile(file);
    QString problem;
    std::optional<SnapshotFile> back = readSnapshotFile(json, &problem);
    QVERIFY2(back, qPrintable(problem));
    QCOMPARE(back->name, file.name);
    QCOMPARE(back->takenAt, file.takenAt);
    QCOMPARE(back->reason, SnapshotReason::User);
    QCOMPARE(back->note, file.note);
    QCOMPARE(back->items.chips, items->chips);
    QCOMPARE(back->items.prices, items->prices);
    QCOMPARE(back->items.models, items->models);
    QCOMPARE(back->items.systems, items->systems);
    QCOMPARE(back->items.offers, items->offers);
    QCOMPARE(back->items.results, items->results);
    QCOMPARE(back->items.scenarios, items->scenarios);
    QCOMPARE(writeSnapshotFile(*back), json);

    // Added back: its name is taken, so under another one. A file's entries are not the live
    // rows: it stores each of them, once.
    const int rows = entryRows(place);
    const qsizetype entries = items->chips.size() + items->prices.size() + items->models.size() +
                              items->systems.size() + items->offers.size() + items->results.size() +
                              items->scenarios.size();
    QVERIFY(!catalog->savedSnapshots().add(*back, &error));
    QVERIFY2(error.message.contains(QStringLiteral("\"Round trip\"")), qPrintable(error.message));
    back->name = QStringLiteral("Round trip, from the file");
    const std::optional<SavedSnapshot> added = catalog->savedSnapshots().add(*back, &error);
    QVERIFY2(added, qPrintable(error.message));
    QCOMPARE(added->reason, SnapshotReason::File);
    QCOMPARE(added->takenAt, taken->takenAt);
    QCOMPARE(added->counts, taken->counts);
    QCOMPARE(entryRows(place), rows + entries);
    const std::optional<CatalogItems> read = catalog->savedSnapshots().read(added->id, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->chips, items->chips);
    QCOMPARE(read->offers, items->offers);
    QCOMPARE(read->results, items->results);
    QCOMPARE(read->scenarios, items->scenarios);
    // The same file once more shares every entry.
    back->name = QStringLiteral("Round trip, once more");
    QVERIFY2(catalog->savedSnapshots().add(*back, &error), qPrintable(error.message));
    QCOMPARE(entryRows(place), rows + entries);
}

void TestCatalogSnapshots::malformedFileNamesTheEntry() {
    CatalogItems items;
    Offer offer;
    offer.id = QStringLiteral("acme-eu-x1-on-demand");
    offer.targetId = kH100;
    offer.provider = QStringLiteral("Acme");
    offer.instance = QStringLiteral("x1");
    offer.chips = 8;
    items.offers = {offer};
    const QByteArray good = writeSnapshotFile(
        {QStringLiteral("s"), QDateTime(QDate(2026, 12, 5), QTime(11, 30), Qt::UTC),
         SnapshotReason::User, QString(), items});
    QString problem;
    QVERIFY2(readSnapshotFile(good, &problem), qPrintable(problem));

    QJsonObject root = QJsonDocument::fromJson(good).object();
    QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
    QJsonObject bad = offers.at(0).toObject();
    bad.insert(QStringLiteral("chips"), 0);
    offers.replace(0, bad);
    root.insert(QStringLiteral("offers"), offers);
    QVERIFY(!readSnapshotFile(QJsonDocument(root).toJson(), &problem));
    QVERIFY2(
        problem.startsWith(QStringLiteral("offers: offer 1 (\"acme-eu-x1-on-demand\"): chips")),
        qPrintable(problem));

    QVERIFY(!readSnapshotFile("{\"chipatlas_snapshot\": 1,\n \"name\": }", &problem));
    QVERIFY2(problem.startsWith(QStringLiteral("line 2, column")), qPrintable(problem));
    QVERIFY(!readSnapshotFile("{\"chipatlas_snapshot\": 2, \"name\": \"n\"}", &problem));
    QVERIFY2(problem.contains(QStringLiteral("newer ChipAtlas")), qPrintable(problem));
    QVERIFY(!readSnapshotFile("{\"format\": \"chipatlas-catalog\", \"chips\": []}", &problem));
    QVERIFY2(problem.contains(QStringLiteral("not a ChipAtlas snapshot")), qPrintable(problem));
    QVERIFY(!readSnapshotFile(
        "{\"chipatlas_snapshot\": 1, \"name\": \"n\", \"taken_at\": \"yesterday\"}", &problem));
    QVERIFY2(problem.startsWith(QStringLiteral("taken_at: \"yesterday\"")), qPrintable(problem));
}

// An import into a catalog that holds something takes a snapshot of what it held first.
void TestCatalogSnapshots::importTakesAutomaticSnapshot() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    QVERIFY(snapshotsOf(*catalog).isEmpty());
    const CatalogItems before = catalogNow(*catalog);
    Chip chip = before.chips.constFirst();
    chip.notes = QStringLiteral("from the quotes file");
    ImportControl control;
    control.snapshotNote = QStringLiteral("quotes.csv");
    CatalogItems items;
    items.chips = {chip};
    CatalogItems base;
    base.chips = {before.chips.constFirst()};
    QVERIFY2(catalog->importItems(items, base, control, &error), qPrintable(error.message));

    const QList<SavedSnapshot> snapshots = snapshotsOf(*catalog);
    QCOMPARE(snapshots.size(), 1);
    QCOMPARE(snapshots.constFirst().reason, SnapshotReason::Import);
    QCOMPARE(snapshots.constFirst().note, QStringLiteral("quotes.csv"));
    QVERIFY2(snapshots.constFirst().name.startsWith(QStringLiteral("Before import 20")),
             qPrintable(snapshots.constFirst().name));
    const std::optional<CatalogItems> read =
        catalog->savedSnapshots().read(snapshots.constFirst().id, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->chips, before.chips);
    QCOMPARE(read->offers, before.offers);
    QCOMPARE(catalogNow(*catalog).chips.constFirst().notes, chip.notes);

    // An import that changes nothing takes none.
    QVERIFY2(catalog->importItems(items, items, control, &error), qPrintable(error.message));
    QCOMPARE(snapshotsOf(*catalog).size(), 1);
}

// A write that fails rolls back its snapshot with it.
void TestCatalogSnapshots::failedImportLeavesNoSnapshot() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    CatalogItems first;
    first.scenarios = {scenario(QStringLiteral("h100-colo"), QStringLiteral("H100 at colo"))};
    QVERIFY2(testwrites::importEntries(*catalog, first, &error), qPrintable(error.message));
    const int snapshots = snapshotsOf(*catalog).size();
    const int rows = entryRows(place);
    // A second scenario of that name, after a chip: refused when the scenario is written.
    std::optional<Chip> chip = catalog->chips().find(kH100, &error);
    QVERIFY2(chip, qPrintable(error.message));
    chip->notes = QStringLiteral("never saved");
    CatalogItems second;
    second.chips = {*chip};
    second.scenarios = {scenario(QStringLiteral("other-id"), QStringLiteral("H100 at colo"))};
    QVERIFY(!testwrites::importEntries(*catalog, second, &error));
    QVERIFY2(error.message.contains(QStringLiteral("already has a scenario named")),
             qPrintable(error.message));
    QCOMPARE(snapshotsOf(*catalog).size(), snapshots);
    QCOMPARE(entryRows(place), rows);
}

void TestCatalogSnapshots::copyTakesSnapshotOnTheTarget() {
    const catalogtest::CatalogPlace sourcePlace;
    const catalogtest::CatalogPlace targetPlace;
    QVERIFY2(sourcePlace.isValid() && targetPlace.isValid(), qPrintable(sourcePlace.error()));
    StorageError error;
    const std::unique_ptr<Catalog> source = sourcePlace.open(&error);
    QVERIFY2(source, qPrintable(error.message));
    const std::unique_ptr<Catalog> target = targetPlace.open(&error);
    QVERIFY2(target, qPrintable(error.message));
    QVERIFY2(editH100(*source, QStringLiteral("the source's notes"), &error),
             qPrintable(error.message));
    const CatalogItems before = catalogNow(*target);
    const CatalogCopyPlanning planning = planCopyBetween(*source, *target);
    QCOMPARE(planning.status, CatalogCopyPlanning::Status::Ok);
    ImportControl control;
    control.snapshotNote = QStringLiteral("copy from the source");
    const CatalogCopyWrite written =
        writeCopyInto(*target, planning.plan, {}, control, QString(), UndoStates::Skip);
    QVERIFY2(written.status == CatalogCopyWrite::Status::Written,
             qPrintable(written.error.message));

    const QList<SavedSnapshot> snapshots = snapshotsOf(*target);
    QCOMPARE(snapshots.size(), 1);
    QCOMPARE(snapshots.constFirst().reason, SnapshotReason::Copy);
    QCOMPARE(snapshots.constFirst().note, QStringLiteral("copy from the source"));
    QVERIFY2(snapshots.constFirst().name.startsWith(QStringLiteral("Before copy 20")),
             qPrintable(snapshots.constFirst().name));
    const std::optional<CatalogItems> read =
        target->savedSnapshots().read(snapshots.constFirst().id, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->chips, before.chips);
}

void TestCatalogSnapshots::firstImportIntoEmptyCatalogTakesNone() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    Catalog::Options options;
    options.seedBuiltIn = false;
    const std::unique_ptr<Catalog> catalog = place.open(options, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    Chip chip;
    chip.id = QStringLiteral("acme-x1");
    chip.vendor = QStringLiteral("Acme");
    chip.name = QStringLiteral("Acme X1");
    CatalogItems items;
    items.chips = {chip};
    QVERIFY2(testwrites::importEntries(*catalog, items, &error), qPrintable(error.message));
    QVERIFY(snapshotsOf(*catalog).isEmpty());
    // The second does: the catalog held the first's chip.
    chip.notes = QStringLiteral("second");
    items.chips = {chip};
    QVERIFY2(testwrites::importEntries(*catalog, items, &error), qPrintable(error.message));
    QCOMPARE(snapshotsOf(*catalog).size(), 1);
}

// At most kMaxAutomaticSnapshots automatic ones; the user's stays.
void TestCatalogSnapshots::automaticSnapshotsAreLimited() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    QVERIFY(
        catalog->savedSnapshots().take(QStringLiteral("mine"), SnapshotReason::User, {}, &error));
    for (int i = 0; i < kMaxAutomaticSnapshots + 3; ++i) {
        QVERIFY2(editH100(*catalog, QStringLiteral("edit %1").arg(i), &error),
                 qPrintable(error.message));
    }
    const QList<SavedSnapshot> snapshots = snapshotsOf(*catalog);
    QCOMPARE(snapshots.size(), kMaxAutomaticSnapshots + 1);
    QCOMPARE(snapshots.constLast().name, QStringLiteral("mine"));
    // The newest automatic one recorded the edit before the last.
    const std::optional<CatalogItems> newest =
        catalog->savedSnapshots().read(snapshots.constFirst().id, &error);
    QVERIFY2(newest, qPrintable(error.message));
    for (const Chip& chip : newest->chips) {
        if (chip.id == kH100)
            QCOMPARE(chip.notes, QStringLiteral("edit %1").arg(kMaxAutomaticSnapshots + 1));
    }
}

// Opening a catalog seeded with an older built-in catalog updates it, after a snapshot of what it
// held; the first seeding takes none (the catalog held nothing).
void TestCatalogSnapshots::builtInUpdateTakesSnapshot() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    {
        const std::unique_ptr<Catalog> catalog = place.open(&error);
        QVERIFY2(catalog, qPrintable(error.message));
        QVERIFY(snapshotsOf(*catalog).isEmpty());
        QVERIFY2(editH100(*catalog, QStringLiteral("before the update"), &error),
                 qPrintable(error.message));
        QCOMPARE(snapshotsOf(*catalog).size(), 1); // the import's
    }
    place.raw()->run(QStringLiteral("UPDATE meta SET value = '0' WHERE key = "
                                    "'builtin_models_revision'"));
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    const QList<SavedSnapshot> snapshots = snapshotsOf(*catalog);
    QCOMPARE(snapshots.size(), 2);
    QCOMPARE(snapshots.constFirst().reason, SnapshotReason::Update);
    QVERIFY2(snapshots.constFirst().name.startsWith(QStringLiteral("Before update 20")),
             qPrintable(snapshots.constFirst().name));
    const std::optional<CatalogItems> read =
        catalog->savedSnapshots().read(snapshots.constFirst().id, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->chips, catalogNow(*catalog).chips);
    QVERIFY2(snapshots.constFirst().note.startsWith(QStringLiteral("built-in catalog (")),
             qPrintable(snapshots.constFirst().note));
    // Opened again with nothing to update: no other snapshot.
    const std::unique_ptr<Catalog> again = place.open(&error);
    QVERIFY2(again, qPrintable(error.message));
    QCOMPARE(snapshotsOf(*again).size(), 2);
    // An update to the same revisions that did not finish (its revision not stored) goes on
    // without a second snapshot: the one before it is there.
    place.raw()->run(QStringLiteral("UPDATE meta SET value = '0' WHERE key = "
                                    "'builtin_models_revision'"));
    const std::unique_ptr<Catalog> resumed = place.open(&error);
    QVERIFY2(resumed, qPrintable(error.message));
    QCOMPARE(snapshotsOf(*resumed).size(), 2);
}

QTEST_GUILESS_MAIN(TestCatalogSnapshots)
#include "tst_catalog_snapshots.moc"
