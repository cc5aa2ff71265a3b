// Catalog states for exact undo: what an edit, a delete or a revert leaves, and that writing
// the state from before puts back every mark, the price and the tombstone.

#include "catalogwrites.h"
#include "io/catalogjson.h"
#include "storage/catalog.h"
#include "testbackend.h"
#include "testfigures.h"
#include "tst_catalog_helpers.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace chipatlas;
using catalogtest::RawDb;
using State = Catalog::ChipState;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kL4 = QStringLiteral("nvidia-l4");

State stateOf(const Catalog& catalog, const QString& id) {
    StorageError error;
    const std::optional<QList<State>> states = catalog.chips().states({id}, &error);
    if (!states) {
        qWarning("%s", qPrintable(error.message));
        return {};
    }
    return states->constFirst();
}

// The states, based on what the catalog holds now. These tests are about what a write leaves
// (exact undo), not about concurrent edits: tst_catalog_conflicts covers the version check.
QList<State> current(const Catalog& catalog, QList<State> states) {
    for (State& state : states)
        state.version = stateOf(catalog, state.id).version;
    return states;
}

QList<Catalog::ModelState> current(const Catalog& catalog, QList<Catalog::ModelState> states) {
    for (Catalog::ModelState& state : states) {
        StorageError error;
        state.version = catalog.models().states({state.id}, &error)->constFirst().version;
    }
    return states;
}

ChipPrice price(const QString& id, double usd) {
    return {id, usd, QDate(2025, 3, 1), QStringLiteral("https://cloud.example/pricing")};
}

Chip builtIn(const QString& id) {
    QString problem;
    const std::optional<ChipCatalogFile> file = builtInChips(&problem);
    for (const Chip& chip : file->chips) {
        if (chip.id == id)
            return chip;
    }
    return {};
}
} // namespace

class TestCatalogEdits : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void editMarksWhatDiffers();
    void undoEditRestoresMarksAndPrice();
    void markOnlyFigureRoundTrips();
    void undoAddLeavesNoTombstone();
    void undoDeleteOfBuiltInRemovesTombstone();
    void revertToBuiltIn();
    void revertBringsBackDeletedBuiltIn();
    void revertRefusesUserChip();
    void editedBuiltInSurvivesUpgrade();
    void failedRestoreChangesNothing();
    void lockedCatalogChangesNothing();
    void modelStatesRoundTrip();
    void editedBuiltInModelSurvivesUpgrade();
    void deletedBuiltInModelStaysDeleted();
    void undoDeleteOfBuiltInModelRemovesTombstone();
    void revertModelClearsTombstone();
    void batchedStatesMatchSingleReads();

private:
    QTemporaryDir m_dir; // lockedCatalogChangesNothing's file
    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    std::unique_ptr<Catalog> m_catalog;
};

void TestCatalogEdits::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestCatalogEdits::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    StorageError error;
    m_catalog = m_place->open(&error);
    QVERIFY2(m_catalog, qPrintable(error.message));
}

void TestCatalogEdits::cleanup() {
    m_catalog.reset();
    m_place.reset();
}

void TestCatalogEdits::editMarksWhatDiffers() {
    State before = stateOf(*m_catalog, kH100);
    QVERIFY(before.chip);
    before.editedFields = {Field::MemoryGb};
    Chip chip = *before.chip;
    chip.figure(Field::TdpW).value = 650.0;
    chip.figure(Field::Fp8TflopsDense).note = QStringLiteral("our benchmark");
    chip.figure(Field::MemoryGb) = before.chip->figure(Field::MemoryGb);

    State after = ChipRepository::editedState(before, chip);
    QCOMPARE(after.editedFields,
             (QList<Field>{Field::TdpW, Field::MemoryGb, Field::Fp8TflopsDense}));
    QVERIFY(!after.descriptionEdited);
    QCOMPARE(*after.chip, chip);

    // A figure the user set back to the built-in value loses its mark; a new name is marked.
    chip.name = QStringLiteral("H100 (ours)");
    after = ChipRepository::editedState(before, chip, {Field::MemoryGb});
    QCOMPARE(after.editedFields, (QList<Field>{Field::TdpW, Field::Fp8TflopsDense}));
    QVERIFY(after.descriptionEdited);

    // A new chip starts without marks, price or tombstone of its own.
    const State none{QStringLiteral("acme-x1"), std::nullopt, {}, false, std::nullopt, false};
    chip.id = QStringLiteral("acme-x1");
    chip.origin = Origin::User;
    after = ChipRepository::editedState(none, chip);
    QVERIFY(after.editedFields.isEmpty());
    QVERIFY(!after.descriptionEdited);
    QCOMPARE(after.id, QStringLiteral("acme-x1"));
}

void TestCatalogEdits::undoEditRestoresMarksAndPrice() {
    StorageError error;
    QVERIFY2(m_catalog->prices().set(price(kH100, 2.5), &error), qPrintable(error.message));
    const State before = stateOf(*m_catalog, kH100);
    QVERIFY(before.price);
    QVERIFY(before.editedFields.isEmpty());

    Chip chip = *before.chip;
    chip.figure(Field::TdpW) =
        testfigures::figure(650.0, FigureStatus::Unverified,
                            QStringLiteral("https://lab.example/h100"), QStringLiteral("measured"));
    chip.notes = QStringLiteral("edited notes");
    const State after = ChipRepository::editedState(before, chip);
    QVERIFY2(m_catalog->chips().restore(current(*m_catalog, {after}), &error),
             qPrintable(error.message));
    QCOMPARE(stateOf(*m_catalog, kH100), after);
    QCOMPARE(m_catalog->chips().editedFields(kH100, &error), QList<Field>{Field::TdpW});

    QVERIFY2(m_catalog->chips().restore(current(*m_catalog, {before}), &error),
             qPrintable(error.message));
    QCOMPARE(stateOf(*m_catalog, kH100), before); // undo: marks and notes as they were
    QVERIFY2(m_catalog->chips().restore(current(*m_catalog, {after}), &error),
             qPrintable(error.message));
    QCOMPARE(stateOf(*m_catalog, kH100), after); // redo

    // A price set in between is not part of the edit: undoing the edit keeps it.
    QVERIFY2(m_catalog->prices().set(price(kH100, 3.0), &error), qPrintable(error.message));
    QVERIFY2(m_catalog->chips().restore(current(*m_catalog, {before}), &error),
             qPrintable(error.message));
    QCOMPARE(m_catalog->prices().find(kH100, &error)->usdPerChipHour, 3.0);
}

void TestCatalogEdits::markOnlyFigureRoundTrips() {
    // The user cleared a figure to "unknown": only the mark says so, and it must survive.
    State before = stateOf(*m_catalog, kH100);
    Chip chip = *before.chip;
    chip.figure(Field::TransistorsBillion) = Figure{};
    const State after = ChipRepository::editedState(before, chip);
    QVERIFY(after.editedFields.contains(Field::TransistorsBillion));
    StorageError error;
    QVERIFY2(m_catalog->chips().restore(current(*m_catalog, {after}), &error),
             qPrintable(error.message));
    QCOMPARE(stateOf(*m_catalog, kH100), after);
    QVERIFY2(m_catalog->chips().restore(current(*m_catalog, {before}), &error),
             qPrintable(error.message));
    QCOMPARE(stateOf(*m_catalog, kH100), before);
    const std::unique_ptr<RawDb> rawDb = m_place->raw();
    const RawDb& raw = *rawDb;
    QCOMPARE(raw.run(QStringLiteral("SELECT count(*) FROM figure WHERE user_edited <> 0")).toInt(),
             0);
}

void TestCatalogEdits::undoAddLeavesNoTombstone() {
    const QString id = QStringLiteral("acme-x1");
    const State before = stateOf(*m_catalog, id);
    QVERIFY(!before.chip);
    Chip chip;
    chip.id = id;
    chip.vendor = QStringLiteral("Acme");
    chip.name = QStringLiteral("X1");
    chip.figure(Field::TdpW) = testfigures::number(300.0);
    const State after = ChipRepository::editedState(before, chip);
    StorageError error;
    QVERIFY2(m_catalog->chips().restore(current(*m_catalog, {after}), &error),
             qPrintable(error.message));
    QCOMPARE(stateOf(*m_catalog, id), after);
    QVERIFY2(m_catalog->chips().restore(current(*m_catalog, {before}), &error),
             qPrintable(error.message));
    const State undone = stateOf(*m_catalog, id);
    QCOMPARE(undone, before);
    QVERIFY(!undone.tombstoned);
}

void TestCatalogEdits::undoDeleteOfBuiltInRemovesTombstone() {
    StorageError error;
    QVERIFY2(m_catalog->prices().set(price(kL4, 0.8), &error), qPrintable(error.message));
    const QList<State> before = *m_catalog->chips().states({kL4, kH100}, &error);
    const QList<State> after{ChipRepository::deletedState(before[0]),
                             ChipRepository::deletedState(before[1])};
    QVERIFY(after[0].tombstoned && !after[0].chip && !after[0].price);
    // The same as deleteChips() leaves.
    QVERIFY2(m_catalog->chips().remove({kL4, kH100}, &error), qPrintable(error.message));
    QCOMPARE(*m_catalog->chips().states({kL4, kH100}, &error), after);

    QVERIFY2(m_catalog->chips().restore(current(*m_catalog, before), &error),
             qPrintable(error.message));
    QCOMPARE(*m_catalog->chips().states({kL4, kH100}, &error), before);
    QVERIFY(m_catalog->prices().find(kL4, &error)); // the price came back with the chip
    const std::unique_ptr<RawDb> rawDb = m_place->raw();
    const RawDb& raw = *rawDb;
    QCOMPARE(raw.run(QStringLiteral("SELECT count(*) FROM builtin_tombstone")).toInt(), 0);
}

void TestCatalogEdits::revertToBuiltIn() {
    StorageError error;
    QVERIFY2(m_catalog->prices().set(price(kH100, 2.5), &error), qPrintable(error.message));
    const State original = stateOf(*m_catalog, kH100);
    Chip chip = *original.chip;
    chip.figure(Field::TdpW).value = 650.0;
    chip.vendor = QStringLiteral("Nvidia");
    QVERIFY2(m_catalog->chips().restore(
                 current(*m_catalog, {ChipRepository::editedState(original, chip)}), &error),
             qPrintable(error.message));

    const State edited = stateOf(*m_catalog, kH100);
    const std::optional<State> expected = ChipRepository::builtInState(edited, &error);
    QVERIFY2(expected, qPrintable(error.message));
    QVERIFY2(m_catalog->chips().revertToBuiltIn({kH100}, &error), qPrintable(error.message));
    const State reverted = stateOf(*m_catalog, kH100);
    QCOMPARE(reverted, *expected);
    QCOMPARE(*reverted.chip, builtIn(kH100));
    QVERIFY(reverted.editedFields.isEmpty());
    QVERIFY(!reverted.descriptionEdited);
    QCOMPARE(reverted.price, original.price); // the user's price is not part of the chip
}

void TestCatalogEdits::revertBringsBackDeletedBuiltIn() {
    StorageError error;
    const State before = stateOf(*m_catalog, kL4);
    QVERIFY2(m_catalog->chips().remove({kL4}, &error), qPrintable(error.message));
    QVERIFY2(m_catalog->chips().revertToBuiltIn({kL4}, &error), qPrintable(error.message));
    const State reverted = stateOf(*m_catalog, kL4);
    QVERIFY(!reverted.tombstoned);
    QCOMPARE(reverted, before);
}

void TestCatalogEdits::revertRefusesUserChip() {
    StorageError error;
    Chip chip;
    chip.id = QStringLiteral("acme-x1");
    chip.vendor = QStringLiteral("Acme");
    chip.name = QStringLiteral("X1");
    QVERIFY2(testwrites::saveChips(*m_catalog, {chip}, &error), qPrintable(error.message));
    const QList<State> before = *m_catalog->chips().states({kH100, chip.id}, &error);
    QVERIFY(!m_catalog->chips().revertToBuiltIn({kH100, chip.id}, &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QVERIFY2(error.message.contains(QStringLiteral("\"acme-x1\" is not a built-in chip")),
             qPrintable(error.message));
    QCOMPARE(*m_catalog->chips().states({kH100, chip.id}, &error), before);
}

void TestCatalogEdits::editedBuiltInSurvivesUpgrade() {
    StorageError error;
    const State before = stateOf(*m_catalog, kH100);
    Chip chip = *before.chip;
    chip.figure(Field::TdpW) =
        testfigures::figure(650.0, FigureStatus::Computed, {}, QStringLiteral("per GPU"));
    QVERIFY2(m_catalog->chips().restore(
                 current(*m_catalog, {ChipRepository::editedState(before, chip)}), &error),
             qPrintable(error.message));

    std::optional<ChipCatalogFile> file = builtInChips(&error.message);
    QVERIFY(file);
    file->revision += 1;
    for (Chip& shipped : file->chips) {
        if (shipped.id == kH100) {
            shipped.figure(Field::TdpW).value = 720.0;
            shipped.figure(Field::MemoryGb).value = 81.0;
        }
    }
    QVERIFY2(m_catalog->chips().applyBuiltIn(*file, &error), qPrintable(error.message));
    const State upgraded = stateOf(*m_catalog, kH100);
    QCOMPARE(upgraded.chip->figure(Field::TdpW), chip.figure(Field::TdpW));
    QCOMPARE(upgraded.chip->figure(Field::MemoryGb).number(), 81.0);
    QCOMPARE(upgraded.editedFields, QList<Field>{Field::TdpW});
}

void TestCatalogEdits::failedRestoreChangesNothing() {
    StorageError error;
    const QList<State> before = *m_catalog->chips().states({kL4, kH100}, &error);
    State bad = before[1];
    bad.chip->figure(Field::TdpW).status = FigureStatus::Unknown; // a value it may not have
    QVERIFY(!m_catalog->chips().restore(
        current(*m_catalog, {ChipRepository::deletedState(before[0]), bad}), &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QCOMPARE(*m_catalog->chips().states({kL4, kH100}, &error), before);
}

// Another program's lock on an SQLite file: always on a file, whatever the backend under test.
void TestCatalogEdits::lockedCatalogChangesNothing() {
    const QString path = m_dir.filePath(QStringLiteral("locked.sqlite"));
    StorageError error;
    Catalog::Options options;
    options.busyTimeoutMs = 200;
    m_catalog = Catalog::open(path, options, &error);
    QVERIFY2(m_catalog, qPrintable(error.message));
    const State before = stateOf(*m_catalog, kH100);
    RawDb holder(path);
    QString sqlError;
    holder.holdWriteLock(&sqlError);
    QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
    QVERIFY(!m_catalog->chips().restore(current(*m_catalog, {ChipRepository::deletedState(before)}),
                                        &error));
    QCOMPARE(error.code, StorageError::Code::Locked);
    holder.run(QStringLiteral("ROLLBACK"));
    QCOMPARE(stateOf(*m_catalog, kH100), before);
}

void TestCatalogEdits::modelStatesRoundTrip() {
    StorageError error;
    const QList<LlmModel> models = m_catalog->models().all(&error);
    QVERIFY(!models.isEmpty());
    const QString id = models.constFirst().id();
    const QString newId = QStringLiteral("acme-llm-7b");
    const QList<Catalog::ModelState> before = *m_catalog->models().states({id, newId}, &error);
    QCOMPARE(before[0].origin, Origin::BuiltIn);
    QVERIFY(before[0].model && !before[1].model);

    LlmModel edited = *before[0].model;
    edited.value(ModelField::NumLayers) = qint64(99);
    LlmModel added = *before[0].model;
    added.value(ModelField::Id) = newId;
    const QList<Catalog::ModelState> after{{id, edited, Origin::User},
                                           {newId, added, Origin::User}};
    QVERIFY2(m_catalog->models().restore(current(*m_catalog, after), &error),
             qPrintable(error.message));
    QCOMPARE(*m_catalog->models().states({id, newId}, &error), after);
    QVERIFY2(m_catalog->models().restore(current(*m_catalog, before), &error),
             qPrintable(error.message));
    QCOMPARE(*m_catalog->models().states({id, newId}, &error), before);
    QCOMPARE(m_catalog->models().all(&error), models);

    // Tombstones round trip too: a deleted built-in model, and a user model saved under the
    // id of a deleted built-in one.
    const QList<Catalog::ModelState> deleted{{id, std::nullopt, Origin::User, true},
                                             {newId, added, Origin::User, true}};
    QVERIFY2(m_catalog->models().restore(current(*m_catalog, deleted), &error),
             qPrintable(error.message));
    QCOMPARE(*m_catalog->models().states({id, newId}, &error), deleted);
    QVERIFY2(m_catalog->models().restore(current(*m_catalog, before), &error),
             qPrintable(error.message));
    QCOMPARE(*m_catalog->models().states({id, newId}, &error), before);
    const std::unique_ptr<RawDb> rawDb = m_place->raw();
    const RawDb& raw = *rawDb;
    QCOMPARE(raw.run(QStringLiteral("SELECT count(*) FROM builtin_model_tombstone")).toInt(), 0);
}

void TestCatalogEdits::editedBuiltInModelSurvivesUpgrade() {
    StorageError error;
    const QString id = m_catalog->models().all(&error).constFirst().id();
    Catalog::ModelState state = m_catalog->models().states({id}, &error)->constFirst();
    state.model->value(ModelField::MaxContext) = qint64(4096);
    state.origin = Origin::User;
    QVERIFY2(m_catalog->models().restore(current(*m_catalog, {state}), &error),
             qPrintable(error.message));

    std::optional<ModelCatalogFile> file = builtInModels(&error.message);
    QVERIFY(file);
    file->revision += 1;
    QVERIFY2(m_catalog->models().applyBuiltIn(*file, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->models().states({id}, &error)->constFirst(), state);
}

void TestCatalogEdits::deletedBuiltInModelStaysDeleted() {
    StorageError error;
    std::optional<ModelCatalogFile> file = builtInModels(&error.message);
    QVERIFY(file && file->models.size() > 2);
    const QString builtInId = file->models.at(0).id();
    const QString keptId = file->models.at(1).id();
    LlmModel user = file->models.at(1);
    user.value(ModelField::Id) = QStringLiteral("acme-llm-7b");
    QVERIFY2(testwrites::saveModels(*m_catalog, {user}, &error), qPrintable(error.message));

    // An unknown id deletes nothing, and leaves no tombstone behind.
    QVERIFY(!m_catalog->models().remove({builtInId, QStringLiteral("no-such")}, &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QVERIFY(m_catalog->models().find(builtInId, &error));
    QVERIFY(!m_catalog->models().states({builtInId}, &error)->constFirst().tombstoned);

    const QList<Catalog::ModelState> before =
        *m_catalog->models().states({builtInId, user.id()}, &error);
    QVERIFY2(m_catalog->models().remove({builtInId, user.id()}, &error), qPrintable(error.message));
    const QList<Catalog::ModelState> deleted =
        *m_catalog->models().states({builtInId, user.id()}, &error);
    QCOMPARE(deleted, (QList<Catalog::ModelState>{ModelRepository::deletedState(before[0]),
                                                  ModelRepository::deletedState(before[1])}));
    QVERIFY(deleted[0].tombstoned && !deleted[0].model);
    QVERIFY(!deleted[1].tombstoned && !deleted[1].model); // a user model leaves no tombstone

    // A newer built-in catalog, which changed the deleted model: it stays deleted.
    file->revision += 1;
    file->models[0].value(ModelField::MaxContext) = qint64(1000000);
    file->models[1].value(ModelField::MaxContext) = qint64(2000000);
    QVERIFY2(m_catalog->models().applyBuiltIn(*file, &error), qPrintable(error.message));
    QVERIFY(!m_catalog->models().find(builtInId, &error));
    QCOMPARE(*m_catalog->models().states({builtInId, user.id()}, &error), deleted);
    QCOMPARE(m_catalog->models().find(keptId, &error)->value(ModelField::MaxContext).toLongLong(),
             2000000);
    QCOMPARE(m_catalog->models().all(&error).size(), file->models.size() - 1);
    // Also when the application opens the file again.
    m_catalog.reset();
    m_catalog = m_place->open(&error);
    QVERIFY2(m_catalog, qPrintable(error.message));
    QVERIFY(!m_catalog->models().find(builtInId, &error));
}

void TestCatalogEdits::undoDeleteOfBuiltInModelRemovesTombstone() {
    StorageError error;
    const QList<LlmModel> models = m_catalog->models().all(&error);
    const QStringList ids{models.at(0).id(), models.at(1).id()};
    const QList<Catalog::ModelState> before = *m_catalog->models().states(ids, &error);
    const QList<Catalog::ModelState> after{ModelRepository::deletedState(before[0]),
                                           ModelRepository::deletedState(before[1])};
    QVERIFY(after[0].tombstoned && after[1].tombstoned);
    QVERIFY2(m_catalog->models().restore(current(*m_catalog, after), &error),
             qPrintable(error.message));
    QCOMPARE(*m_catalog->models().states(ids, &error), after);

    QVERIFY2(m_catalog->models().restore(current(*m_catalog, before), &error),
             qPrintable(error.message)); // undo
    QCOMPARE(*m_catalog->models().states(ids, &error), before);
    QCOMPARE(m_catalog->models().all(&error), models);
    const std::unique_ptr<RawDb> rawDb = m_place->raw();
    const RawDb& raw = *rawDb;
    QCOMPARE(raw.run(QStringLiteral("SELECT count(*) FROM builtin_model_tombstone")).toInt(), 0);

    // Undone, the models take the next built-in revision again.
    std::optional<ModelCatalogFile> file = builtInModels(&error.message);
    QVERIFY(file);
    file->revision += 1;
    QVERIFY2(m_catalog->models().applyBuiltIn(*file, &error), qPrintable(error.message));
    QCOMPARE(*m_catalog->models().states(ids, &error), before);

    QVERIFY2(m_catalog->models().restore(current(*m_catalog, after), &error),
             qPrintable(error.message)); // redo
    QCOMPARE(*m_catalog->models().states(ids, &error), after);
}

void TestCatalogEdits::revertModelClearsTombstone() {
    StorageError error;
    const std::optional<ModelCatalogFile> file = builtInModels(&error.message);
    QVERIFY(file);
    const LlmModel shipped = file->models.constFirst();
    const Catalog::ModelState original =
        m_catalog->models().states({shipped.id()}, &error)->first();
    QVERIFY2(m_catalog->models().remove({shipped.id()}, &error), qPrintable(error.message));
    QVERIFY(m_catalog->models().states({shipped.id()}, &error)->constFirst().tombstoned);
    // Reverting writes the built-in model back, as the model editor does.
    const Catalog::ModelState reverted{shipped.id(), shipped, Origin::BuiltIn};
    QVERIFY2(m_catalog->models().restore(current(*m_catalog, {reverted}), &error),
             qPrintable(error.message));
    QCOMPARE(m_catalog->models().states({shipped.id()}, &error)->constFirst(), original);
    QVERIFY(!original.tombstoned);
}

void TestCatalogEdits::batchedStatesMatchSingleReads() {
    // Every state that chipStates() can read: built-in, edited (figures, marks only,
    // description), priced, user, deleted built-in (tombstoned), a user chip over a tombstone,
    // and ids that are not there.
    StorageError error;
    const QString acme = QStringLiteral("acme-x1");
    QVERIFY2(m_catalog->prices().set(price(kH100, 2.5), &error), qPrintable(error.message));
    State h100 = stateOf(*m_catalog, kH100);
    Chip chip = *h100.chip;
    chip.figure(Field::TdpW) =
        testfigures::figure(650.0, FigureStatus::Unverified,
                            QStringLiteral("https://lab.example/h100"), QStringLiteral("measured"));
    chip.figure(Field::TransistorsBillion) = Figure{};
    chip.notes = QStringLiteral("edited notes");
    QVERIFY2(m_catalog->chips().restore(
                 current(*m_catalog, {ChipRepository::editedState(h100, chip)}), &error),
             qPrintable(error.message));
    Chip user = builtIn(kL4);
    user.id = acme;
    user.origin = Origin::User;
    QVERIFY2(testwrites::saveChips(*m_catalog, {user}, &error), qPrintable(error.message));
    QVERIFY2(m_catalog->prices().set(price(acme, 0.4), &error), qPrintable(error.message));
    const QString b200 = QStringLiteral("nvidia-b200");
    QVERIFY2(m_catalog->chips().remove({kL4, b200}, &error), qPrintable(error.message));
    Chip over = builtIn(b200);
    over.origin = Origin::User;
    QVERIFY2(testwrites::saveChips(*m_catalog, {over}, &error), qPrintable(error.message));

    QStringList ids;
    for (const Chip& stored : m_catalog->chips().all(&error))
        ids.append(stored.id);
    QVERIFY(ids.size() > 20);
    std::reverse(ids.begin(), ids.end());
    ids += {kL4, QStringLiteral("no-such"), QString(), kH100, acme}; // absent ones, repeats

    const std::optional<QList<State>> batched = m_catalog->chips().states(ids, &error);
    QVERIFY2(batched, qPrintable(error.message));
    QCOMPARE(batched->size(), ids.size());
    const std::unique_ptr<RawDb> rawDb = m_place->raw();
    const RawDb& raw = *rawDb;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const QString id = ids[i].isNull() ? QStringLiteral("") : ids[i];
        const State& got = batched->at(i);
        QCOMPARE(got, stateOf(*m_catalog, id));
        // The same state put together from the single-chip reads.
        State expected;
        expected.id = id;
        expected.chip = m_catalog->chips().find(id, &error);
        if (expected.chip) {
            expected.editedFields = m_catalog->chips().editedFields(id, &error);
            std::sort(expected.editedFields.begin(), expected.editedFields.end());
            expected.descriptionEdited =
                raw.run(QStringLiteral("SELECT user_edited FROM chip WHERE id = '%1'").arg(id))
                    .toInt() != 0;
            expected.price = m_catalog->prices().find(id, &error);
        }
        expected.tombstoned =
            raw.run(
                   QStringLiteral("SELECT count(*) FROM builtin_tombstone WHERE id = '%1'").arg(id))
                .toInt() > 0;
        QCOMPARE(got, expected);
    }
    const auto at = [&](const QString& id) { return batched->at(ids.indexOf(id)); };
    QList<Field> marked{Field::TdpW, Field::TransistorsBillion};
    std::sort(marked.begin(), marked.end());
    QCOMPARE(at(kH100).editedFields, marked);
    QVERIFY(at(kH100).descriptionEdited && at(kH100).price);
    QVERIFY(at(kL4).tombstoned && !at(kL4).chip);
    QVERIFY(at(b200).tombstoned && at(b200).chip);
    QVERIFY(at(acme).price && !at(acme).tombstoned);
    QVERIFY(!at(QStringLiteral("no-such")).chip);

    // More ids than one query takes, with every id once per state.
    QStringList many;
    for (int i = 0; i < 1200; ++i)
        many.append(i % 3 == 0 ? ids.at(i % ids.size()) : QStringLiteral("absent-%1").arg(i));
    const std::optional<QList<State>> large = m_catalog->chips().states(many, &error);
    QVERIFY2(large, qPrintable(error.message));
    QCOMPARE(large->size(), many.size());
    for (qsizetype i = 0; i < many.size(); ++i)
        QCOMPARE(large->at(i), stateOf(*m_catalog, many[i]));
}

QTEST_GUILESS_MAIN(TestCatalogEdits)
#include "tst_catalog_edits.moc"
