// A snapshot reads an unchanged entry from its live row and keeps its body once the entry changes
// (schema 12, storage/snapshotkeeper.h), on a file and, as tst_snapshot_keeping_pg, on the test
// PostgreSQL server: taking one stores no body; every kind of write and delete keeps what the
// snapshot recorded; a write that did not keep it is refused by the catalog itself; and a schema
// 11 catalog's snapshots read back after the upgrade.
#include "catalogwrites.h"
#include "io/snapshotfile.h"
#include "storage/catalog.h"
#include "tst_catalog_helpers.h"

#include <QStandardPaths>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

using testwrites::catalogNow;

int count(const catalogtest::CatalogPlace& place, const QString& sql) {
    return place.raw()->run(sql).toInt();
}

// The entries `list` holds (`id` names each) deleted through `repository`'s states, as undo
// writes them: each state read, its entry taken out (`entry`), and restored.
template <typename Repository, typename List, typename Id, typename Entry>
bool deleteStates(Repository repository, const List& list, Id id, Entry entry,
                  StorageError* error) {
    QStringList ids;
    for (const auto& item : list)
        ids.append(id(item));
    auto states = repository.states(ids, error);
    if (!states)
        return false;
    for (auto& state : *states)
        entry(state).reset();
    return repository.restore(*states, error).has_value();
}

// Every entry of `items` deleted through the states the GUI's undo writes. Offers and results
// name chips and systems, systems name chips: deleted in that order.
bool deleteEverything(Catalog& catalog, const CatalogItems& items, StorageError* error) {
    return deleteStates(
               catalog.offers(), items.offers, [](const Offer& o) { return o.id; },
               [](auto& state) -> auto& { return state.offer; }, error) &&
           deleteStates(
               catalog.results(), items.results, [](const Result& r) { return r.id; },
               [](auto& state) -> auto& { return state.result; }, error) &&
           deleteStates(
               catalog.scenarios(), items.scenarios,
               [](const OwnershipScenario& s) { return s.id; },
               [](auto& state) -> auto& { return state.scenario; }, error) &&
           deleteStates(
               catalog.systems(), items.systems, [](const System& s) { return s.id; },
               [](auto& state) -> auto& { return state.system; }, error) &&
           deleteStates(
               catalog.models(), items.models, [](const LlmModel& m) { return m.id(); },
               [](auto& state) -> auto& { return state.model; }, error) &&
           deleteStates(
               catalog.chips(), items.chips, [](const Chip& c) { return c.id; },
               [](auto& state) -> auto& { return state.chip; }, error);
}
} // namespace

class TestSnapshotKeeping : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void takingStoresNoBody();
    void editsAndDeletesKeepWhatWasRecorded();
    void writeThatDoesNotKeepIsRefused();
    void schema11SnapshotsReadBack();
};

// A snapshot of the whole catalog is its member rows: no entry is read or stored, and it reads
// back as the catalog.
void TestSnapshotKeeping::takingStoresNoBody() {
    StorageError error;
    OPEN_FRESH_CATALOG(place, catalog, &error);
    const CatalogItems before = catalogNow(*catalog);
    const std::optional<SavedSnapshot> taken =
        catalog->savedSnapshots().take(QStringLiteral("now"), SnapshotReason::User, {}, &error);
    QVERIFY2(taken, qPrintable(error.message));
    QCOMPARE(count(place, QStringLiteral("SELECT count(*) FROM snapshot_entry")), 0);
    QCOMPARE(count(place, QStringLiteral("SELECT count(*) FROM snapshot_member")),
             before.chips.size() + before.prices.size() + before.models.size() +
                 before.systems.size() + before.offers.size() + before.results.size() +
                 before.scenarios.size());
    QCOMPARE(taken->counts.chips, before.chips.size());
    int offerPrices = 0;
    for (const Offer& offer : before.offers)
        offerPrices += offer.prices.size();
    QCOMPARE(taken->counts.offerPrices, offerPrices);
    const std::optional<CatalogItems> read = catalog->savedSnapshots().read(taken->id, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->chips, before.chips);
    QCOMPARE(read->offers, before.offers);
    QCOMPARE(read->results, before.results);
}

// Each kind edited or deleted after the snapshot, through the paths the application writes by
// (an import, the user's edit, a price set and removed, undo's states): the snapshot reads back
// exactly what it recorded, and the catalog stored one body per entry that changed.
void TestSnapshotKeeping::editsAndDeletesKeepWhatWasRecorded() {
    StorageError error;
    OPEN_FRESH_CATALOG(place, catalog, &error);
    QVERIFY2(
        catalog->prices().set({kH100, 2.49, QDate(2026, 11, 2), QStringLiteral("quote")}, &error),
        qPrintable(error.message));
    const CatalogItems before = catalogNow(*catalog);
    QVERIFY(!before.systems.isEmpty() && !before.offers.isEmpty() && !before.results.isEmpty());
    const std::optional<SavedSnapshot> taken =
        catalog->savedSnapshots().take(QStringLiteral("before"), SnapshotReason::User, {}, &error);
    QVERIFY2(taken, qPrintable(error.message));

    // The user's edit of a chip, then its price changed and removed.
    Chip h100 = *catalog->chips().find(kH100, &error);
    h100.notes = QStringLiteral("edited after the snapshot");
    QVERIFY2(testwrites::editChips(*catalog, {h100}, &error), qPrintable(error.message));
    QVERIFY2(catalog->prices().set({kH100, 1.99, QDate(2026, 12, 1), QStringLiteral("new quote")},
                                   &error),
             qPrintable(error.message));
    QVERIFY2(catalog->prices().remove(kH100, &error), qPrintable(error.message));
    const std::optional<CatalogItems> afterEdits =
        catalog->savedSnapshots().read(taken->id, &error);
    QVERIFY2(afterEdits, qPrintable(error.message));
    QCOMPARE(afterEdits->chips, before.chips);
    QCOMPARE(afterEdits->prices, before.prices);
    QCOMPARE(count(place, QStringLiteral("SELECT count(*) FROM snapshot_entry")), 2);

    // Everything deleted.
    QVERIFY2(deleteEverything(*catalog, before, &error), qPrintable(error.message));
    QVERIFY(catalogNow(*catalog).chips.isEmpty());
    const std::optional<CatalogItems> read = catalog->savedSnapshots().read(taken->id, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->chips, before.chips);
    QCOMPARE(read->prices, before.prices);
    QCOMPARE(read->models, before.models);
    QCOMPARE(read->systems, before.systems);
    QCOMPARE(read->offers, before.offers);
    QCOMPARE(read->results, before.results);
    QCOMPARE(read->scenarios, before.scenarios);
    QCOMPARE(count(place, QStringLiteral("SELECT count(*) FROM snapshot_member WHERE entry IS "
                                         "NULL")),
             0);
}

// The catalog itself refuses a change to a row a snapshot still reads, made by anything that did
// not keep it first (another program, a future code path): the snapshot cannot silently change.
void TestSnapshotKeeping::writeThatDoesNotKeepIsRefused() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    {
        const std::unique_ptr<Catalog> catalog = place.open(&error);
        QVERIFY2(catalog, qPrintable(error.message));
        QVERIFY2(catalog->prices().set({kH100, 2.49, QDate(2026, 11, 2), {}}, &error),
                 qPrintable(error.message));
        QVERIFY2(catalog->savedSnapshots().take(QStringLiteral("before"), SnapshotReason::User, {},
                                                &error),
                 qPrintable(error.message));
    }
    const std::unique_ptr<catalogtest::RawDb> raw = place.raw();
    for (const QString& sql :
         {QStringLiteral("UPDATE chip SET version = version + 1 WHERE id = 'nvidia-h100-sxm'"),
          QStringLiteral("DELETE FROM chip WHERE id = 'nvidia-h100-sxm'"),
          QStringLiteral("UPDATE chip_price SET version = version + 1"),
          QStringLiteral("UPDATE llm_model SET version = version + 1"),
          QStringLiteral("UPDATE system SET version = version + 1"),
          QStringLiteral("UPDATE offer SET version = version + 1"),
          QStringLiteral("UPDATE result SET version = version + 1"),
          QStringLiteral("DELETE FROM llm_model")}) {
        QString sqlError;
        raw->run(sql, &sqlError);
        QVERIFY2(sqlError.contains(QStringLiteral("a snapshot reads")), qPrintable(sql + sqlError));
    }
    // A row no snapshot reads changes as before.
    QString sqlError;
    raw->run(QStringLiteral("DELETE FROM snapshot_member"), &sqlError);
    raw->run(QStringLiteral("UPDATE chip SET version = version + 1 WHERE id = 'nvidia-h100-sxm'"),
             &sqlError);
    QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
}

// A schema 11 catalog's snapshot (every member with its body) reads back after the upgrade to 12,
// and the live rows it recorded can change.
void TestSnapshotKeeping::schema11SnapshotsReadBack() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    QString message;
    QVERIFY2(catalogtest::buildSchema(place, 11, &message), qPrintable(message));
    Chip chip;
    chip.id = QStringLiteral("acme-x1");
    chip.vendor = QStringLiteral("Acme");
    chip.name = QStringLiteral("Acme X1");
    chip.kind = QStringLiteral("asic");
    const QByteArray body = snapshotEntryBody(snapshotEntryJson(chip));
    {
        const std::unique_ptr<catalogtest::RawDb> raw = place.raw();
        QString sqlError;
        raw->run(QStringLiteral("INSERT INTO chip (id, vendor, name, kind, version) VALUES "
                                "('acme-x1', 'Acme', 'Acme X1 (renamed since)', 'asic', 3)"),
                 &sqlError);
        raw->run(QStringLiteral("INSERT INTO catalog_snapshot (name, taken_at, reason) VALUES "
                                "('old', '2026-11-01T10:00:00Z', 'user')"),
                 &sqlError);
        raw->run(QStringLiteral("INSERT INTO snapshot_entry (kind, entry_id, digest, body) "
                                "VALUES ('chip', 'acme-x1', 'd1', '%1')")
                     .arg(QString::fromUtf8(body)),
                 &sqlError);
        raw->run(QStringLiteral("INSERT INTO snapshot_member (snapshot, entry, version) SELECT "
                                "s.pk, e.pk, 2 FROM catalog_snapshot s, snapshot_entry e"),
                 &sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
    }
    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<SavedSnapshot> old =
        catalog->savedSnapshots().find(QStringLiteral("old"), &error);
    QVERIFY2(old, qPrintable(error.message));
    QCOMPARE(old->counts.chips, 1);
    const std::optional<CatalogItems> read = catalog->savedSnapshots().read(old->id, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->chips, QList<Chip>{chip});
    QCOMPARE(place.raw()->userVersion(), Catalog::currentSchemaVersion());
    Chip renamed = *catalog->chips().find(chip.id, &error);
    renamed.notes = QStringLiteral("changed after the upgrade");
    QVERIFY2(testwrites::editChips(*catalog, {renamed}, &error), qPrintable(error.message));
}

QTEST_GUILESS_MAIN(TestSnapshotKeeping)
#include "tst_snapshot_keeping.moc"
