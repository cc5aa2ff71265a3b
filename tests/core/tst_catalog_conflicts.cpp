// Row versions and the conflict check (schema 6): every write of a chip, model or price row
// gives it a new version, and a write based on a version the catalog no longer holds is
// refused with Conflict, writing nothing. Two Catalogs on one catalog are two clients (two
// windows on one file, two users of a team server). Only the public API: the same test can
// run on a server.
#include "catalogwrites.h"
#include "storage/catalog.h"
#include "testbackend.h"

#include <QStandardPaths>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kL4 = QStringLiteral("nvidia-l4");

Catalog::ChipState stateOf(Catalog& catalog, const QString& id) {
    StorageError error;
    const auto states = catalog.chips().states({id}, &error);
    if (!states)
        qFatal("chipStates: %s", qPrintable(error.message));
    return states->constFirst();
}

Catalog::ChipState withTdp(const Catalog::ChipState& before, double watts) {
    Chip chip = *before.chip;
    chip.figure(Field::TdpW) = Figure{watts, FigureStatus::Published};
    return ChipRepository::editedState(before, chip);
}

Catalog::ChipState withNotes(const Catalog::ChipState& before, const QString& notes) {
    Chip chip = *before.chip;
    chip.notes = notes;
    return ChipRepository::editedState(before, chip);
}
} // namespace

class TstCatalogConflicts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void everyWriteGivesANewVersion();
    void staleChipWriteIsRefused();
    void refusalWritesNothing();
    void deletedAndAddedAgainIsAConflict();
    void undoAtTheWrittenVersionWorks();
    void undoOverSomeoneElsesEditIsRefused();
    void staleModelWriteIsRefused();
    void stalePriceWriteIsRefused();
    void changeMarkerGrowsWithOtherClientsWrites();

private:
    std::unique_ptr<catalogtest::CatalogPlace> m_place; // a file, or a server database
    std::unique_ptr<Catalog> m_a;
    std::unique_ptr<Catalog> m_b;
};

void TstCatalogConflicts::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TstCatalogConflicts::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    StorageError error;
    m_a = m_place->open(&error);
    QVERIFY2(m_a, qPrintable(error.message));
    m_b = m_place->open(&error);
    QVERIFY2(m_b, qPrintable(error.message));
}

void TstCatalogConflicts::cleanup() {
    m_a.reset();
    m_b.reset();
    m_place.reset();
}

void TstCatalogConflicts::everyWriteGivesANewVersion() {
    const Catalog::ChipState first = stateOf(*m_a, kH100);
    QVERIFY(first.version > 0);
    StorageError error;
    const auto written = m_a->chips().restore({withTdp(first, 710)}, &error);
    QVERIFY2(written, qPrintable(error.message));
    const Catalog::ChipState second = stateOf(*m_a, kH100);
    QVERIFY(second.version > first.version);
    QCOMPARE(written->constFirst().version, second.version);
    // Every other way of writing the chip moves it on too: an import.
    Chip imported = *second.chip;
    imported.notes = QStringLiteral("imported notes");
    QVERIFY2(testwrites::saveChips(*m_a, {imported}, &error), qPrintable(error.message));
    QVERIFY(stateOf(*m_a, kH100).version > second.version);
    // A chip that is not there has none.
    QCOMPARE(stateOf(*m_a, QStringLiteral("no-such-chip")).version, 0);
}

void TstCatalogConflicts::staleChipWriteIsRefused() {
    const Catalog::ChipState seenByA = stateOf(*m_a, kH100);
    const Catalog::ChipState seenByB = stateOf(*m_b, kH100);
    StorageError error;
    QVERIFY2(m_a->chips().restore({withTdp(seenByA, 710)}, &error), qPrintable(error.message));

    QVERIFY(!m_b->chips().restore({withNotes(seenByB, QStringLiteral("B's notes"))}, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QVERIFY2(error.message.contains(seenByB.chip->name), qPrintable(error.message));
    QVERIFY2(error.message.contains(QLatin1String("since you opened it")),
             qPrintable(error.message));
    // A's edit stands; B's is not there.
    const Catalog::ChipState now = stateOf(*m_b, kH100);
    QCOMPARE(now.chip->figure(Field::TdpW).number(), 710.0);
    QCOMPARE(now.chip->notes, seenByB.chip->notes);
    // Based on what is there now, B's edit goes through.
    QVERIFY2(m_b->chips().restore({withNotes(now, QStringLiteral("B's notes"))}, &error),
             qPrintable(error.message));
}

void TstCatalogConflicts::refusalWritesNothing() {
    const Catalog::ChipState h100 = stateOf(*m_b, kH100);
    const Catalog::ChipState l4 = stateOf(*m_b, kL4);
    StorageError error;
    QVERIFY2(m_a->chips().restore({withTdp(stateOf(*m_a, kL4), 80)}, &error),
             qPrintable(error.message));
    // The fresh H100 state comes first: the stale L4 still stops the whole write.
    QVERIFY(!m_b->chips().restore({withTdp(h100, 999), withTdp(l4, 99)}, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QCOMPARE(stateOf(*m_a, kH100), h100);
    QCOMPARE(stateOf(*m_a, kL4).chip->figure(Field::TdpW).number(), 80.0);
}

void TstCatalogConflicts::deletedAndAddedAgainIsAConflict() {
    const Catalog::ChipState seenByB = stateOf(*m_b, kH100);
    StorageError error;
    const Catalog::ChipState seenByA = stateOf(*m_a, kH100);
    auto deleted = m_a->chips().restore({ChipRepository::deletedState(seenByA)}, &error);
    QVERIFY2(deleted, qPrintable(error.message));
    QVERIFY2(m_a->chips().restore(
                 {ChipRepository::editedState(deleted->constFirst(), *seenByA.chip)}, &error),
             qPrintable(error.message));
    // The same chip again, at a version B never saw.
    QVERIFY(!m_b->chips().restore({withTdp(seenByB, 1)}, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
}

void TstCatalogConflicts::undoAtTheWrittenVersionWorks() {
    const Catalog::ChipState before = stateOf(*m_a, kH100);
    StorageError error;
    const auto after = m_a->chips().restore({withTdp(before, 710)}, &error);
    QVERIFY2(after, qPrintable(error.message));
    // Undo: the state before, based on the version the edit wrote.
    Catalog::ChipState undo = before;
    undo.version = after->constFirst().version;
    const auto undone = m_a->chips().restore({undo}, &error);
    QVERIFY2(undone, qPrintable(error.message));
    QCOMPARE(stateOf(*m_a, kH100), before);
    // Redo, based on the version the undo wrote.
    Catalog::ChipState redo = after->constFirst();
    redo.version = undone->constFirst().version;
    QVERIFY2(m_a->chips().restore({redo}, &error), qPrintable(error.message));
    QCOMPARE(stateOf(*m_a, kH100).chip->figure(Field::TdpW).number(), 710.0);
}

void TstCatalogConflicts::undoOverSomeoneElsesEditIsRefused() {
    const Catalog::ChipState before = stateOf(*m_a, kH100);
    StorageError error;
    const auto after = m_a->chips().restore({withTdp(before, 710)}, &error);
    QVERIFY2(after, qPrintable(error.message));
    QVERIFY2(m_b->chips().restore({withNotes(stateOf(*m_b, kH100), QStringLiteral("B"))}, &error),
             qPrintable(error.message));
    Catalog::ChipState undo = before;
    undo.version = after->constFirst().version;
    QVERIFY(!m_a->chips().restore({undo}, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QCOMPARE(stateOf(*m_a, kH100).chip->notes, QStringLiteral("B"));
}

void TstCatalogConflicts::staleModelWriteIsRefused() {
    const QString id = QStringLiteral("llama-3.1-8b");
    StorageError error;
    const auto seenByA = m_a->models().states({id}, &error);
    QVERIFY2(seenByA && seenByA->constFirst().model, qPrintable(error.message));
    const auto seenByB = m_b->models().states({id}, &error);
    QVERIFY(seenByB);
    QVERIFY(seenByA->constFirst().version > 0);

    Catalog::ModelState mine = seenByA->constFirst();
    mine.model->value(ModelField::Notes) = QStringLiteral("A");
    mine.origin = Origin::User;
    const auto written = m_a->models().restore({mine}, &error);
    QVERIFY2(written, qPrintable(error.message));
    QVERIFY(written->constFirst().version > mine.version);

    Catalog::ModelState theirs = seenByB->constFirst();
    theirs.model->value(ModelField::Notes) = QStringLiteral("B");
    QVERIFY(!m_b->models().restore({theirs}, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QVERIFY2(error.message.contains(mine.model->name()), qPrintable(error.message));
    QCOMPARE(m_b->models().find(id, &error)->value(ModelField::Notes).toString(),
             QStringLiteral("A"));
}

void TstCatalogConflicts::stalePriceWriteIsRefused() {
    StorageError error;
    const auto seenByA = m_a->prices().state(kH100, &error);
    QVERIFY2(seenByA, qPrintable(error.message));
    QCOMPARE(seenByA->version, 0); // no price yet
    const auto seenByB = m_b->prices().state(kH100, &error);
    QVERIFY(seenByB);

    Catalog::PriceState mine = *seenByA;
    mine.price = ChipPrice{kH100, 2.5, QDate(2026, 1, 2), QStringLiteral("A's quote")};
    const auto written = m_a->prices().restore(mine, &error);
    QVERIFY2(written, qPrintable(error.message));
    QVERIFY(written->version > 0);

    Catalog::PriceState theirs = *seenByB;
    theirs.price = ChipPrice{kH100, 3.0, QDate(2026, 1, 3), QStringLiteral("B's quote")};
    QVERIFY(!m_b->prices().restore(theirs, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QCOMPARE(m_b->prices().find(kH100, &error)->usdPerChipHour, 2.5);

    // Removing it based on the version written works.
    Catalog::PriceState removed = *written;
    removed.price.reset();
    QVERIFY2(m_b->prices().restore(removed, &error), qPrintable(error.message));
    QVERIFY(!m_a->prices().find(kH100, &error));
}

void TstCatalogConflicts::changeMarkerGrowsWithOtherClientsWrites() {
    StorageError error;
    const std::optional<qint64> first = m_b->changeMarker(&error);
    QVERIFY2(first, qPrintable(error.message));
    QCOMPARE(m_b->changeMarker(&error), first); // reading changes nothing
    QVERIFY2(m_a->chips().restore({withTdp(stateOf(*m_a, kH100), 710)}, &error),
             qPrintable(error.message));
    const std::optional<qint64> second = m_b->changeMarker(&error);
    QVERIFY(second && *second > *first);
    QVERIFY2(m_a->prices().set({kH100, 1.0, {}, {}}, &error), qPrintable(error.message));
    QVERIFY(*m_b->changeMarker(&error) > *second);
}

QTEST_GUILESS_MAIN(TstCatalogConflicts)
#include "tst_catalog_conflicts.moc"
