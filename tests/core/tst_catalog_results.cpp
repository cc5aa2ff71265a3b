// Measured results in storage (schema 9), through the public API only, so that the same test
// runs on a file and on the test PostgreSQL server (tst_catalog_results_pg): the round trip of
// every field, the catalog's checks, the version check, recording, editing and deleting a
// result with undo and redo (application/resultedits.h), and seeding the built-in results.
#include "application/catalogchange.h"
#include "application/chipedits.h"
#include "application/resultedits.h"
#include "application/systemedits.h"
#include "catalogwrites.h"
#include "domain/validation.h"
#include "io/resultcatalogfile.h"
#include "storage/catalog.h"
#include "testbackend.h"

#include <QStandardPaths>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kH200 = QStringLiteral("nvidia-h200-sxm");
const QString kSystem = QStringLiteral("acme-hgx-h200");

// Revisions above any the compiled-in catalog will have: the files built here are newer.
constexpr int kRevision = 2000000000;

// An audited serving result with every serving field given, numbers that a float would not
// keep (0.1 + 0.2) and text a lax column would mangle.
Result serving(const QString& id = QStringLiteral("mlperf-v5.0-llama2-70b-offline-acme")) {
    Result r;
    r.id = id;
    r.kind = ResultKind::Serving;
    r.model = QStringLiteral("llama-2-70b");
    r.checkpoint = QStringLiteral("meta-llama/Llama-2-70b-chat-hf");
    r.quantization = QStringLiteral("FP8 weights and KV (ModelOpt)");
    r.hardwareId = kSystem;
    r.hardwareCount = 1;
    r.engine = QStringLiteral("TensorRT-LLM");
    r.engineVersion = QStringLiteral("0.17.0");
    r.precision = Precision::FP8;
    r.kvPrecision = Precision::FP8;
    r.tp = 2;
    r.pp = 1;
    r.ep = 4;
    r.scenario = Scenario::Concurrency;
    r.concurrency = 512;
    r.inputTokens = 2048;
    r.outputTokens = 128;
    r.tokensPerS = 34864.2 + 0.1 + 0.2;
    r.tokensPerSPerChip = 4358.025;
    r.tokensPerSPerUser = 1.0 / 3.0;
    r.ttftP50Ms = 412.5;
    r.ttftP99Ms = 1999.75;
    r.tpotP50Ms = 38.125;
    r.tpotP99Ms = 49.9;
    r.unit = QStringLiteral("tok/s");
    r.tool = QStringLiteral("loadgen");
    r.size = QStringLiteral("24,576 samples");
    r.powerW = 10123.4567;
    r.date = QDate(2025, 4, 2);
    r.source = QStringLiteral("https://mlcommons.org/benchmarks/inference-datacenter/");
    r.publisher = QStringLiteral("Acme \u00b5Systems");
    r.claim = ClaimKind::Audited;
    r.mlperfVersion = QStringLiteral("v5.0");
    r.mlperfDivision = QStringLiteral("closed");
    r.mlperfResultId = QStringLiteral("5.0-0058");
    r.notes = QStringLiteral("Line one.\nLine 'two' \"quoted\".");
    return r;
}

// A chip figure measurement: the fields a serving result leaves empty.
Result gemm(const QString& id = QStringLiteral("acme-gemm-h200-bf16")) {
    Result r;
    r.id = id;
    r.kind = ResultKind::Figure;
    r.hardwareId = kH200;
    r.hardwareCount = 1;
    r.figure = QStringLiteral("bf16_tflops_dense");
    r.measuredValue = 712.75;
    r.unit = QStringLiteral("TFLOPS");
    r.tool = QStringLiteral("cuBLASLt (nvbench)");
    r.size = QStringLiteral("M=N=K=8192");
    r.powerW = 690;
    r.date = QDate(2026, 3, 1);
    r.source = QStringLiteral("https://blog.example/h200-gemm");
    r.claim = ClaimKind::Independent;
    return r;
}

System board() {
    System system;
    system.id = kSystem;
    system.vendor = QStringLiteral("Acme");
    system.name = QStringLiteral("Acme HGX H200");
    system.chipId = kH200;
    system.chipCount = 8;
    return system;
}

bool saveResults(Catalog& catalog, const QList<Result>& results, StorageError* error) {
    CatalogItems items;
    items.results = results;
    return testwrites::importEntries(catalog, items, error);
}

Result stored(const Catalog& catalog, const QString& id) {
    StorageError error;
    return catalog.results().find(id, &error).value_or(Result{});
}

// The user's results: those the catalog holds besides the built-in ones.
QList<Result> usersResults(const Catalog& catalog, StorageError* error) {
    QList<Result> results = catalog.results().all(error);
    results.removeIf([](const Result& r) { return r.origin == Origin::BuiltIn; });
    return results;
}

bool there(const Catalog& catalog, const QString& id) {
    StorageError error;
    return catalog.results().find(id, &error).has_value();
}
} // namespace

class TstCatalogResults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void roundTripOfEveryField();
    void importIsAllOrNothing();
    void staleWriteIsRefused();
    void recordUndoRedo();
    void recordRefusesWhatValidationRefuses();
    void recordRefusesUnknownHardware();
    void editUndoRedo();
    void deleteUndoRedo();
    void deletedBuiltInResultIsTombstoned();
    void deletingASystemTakesItsResultsAlong();
    void deletingASystemWithAStaleResultChangesNothing();
    void builtInResultOfADeletedSystemStaysDeleted();
    void deletingAChipTakesItsResultsAlong();
    void seedingOnceAndKeepingTheUsersEdit();
    void builtInResultsAreSeeded();

private:
    std::unique_ptr<Catalog> open();
    // Writes the after side (`after`) or the before side of `change`, as the session's undo and
    // redo do.
    static bool write(Catalog& catalog, CatalogChange& change, bool after, StorageError* error) {
        return change.write(catalog, after, error);
    }
    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    std::unique_ptr<Catalog> m_catalog;
};

void TstCatalogResults::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

std::unique_ptr<Catalog> TstCatalogResults::open() {
    StorageError error;
    std::unique_ptr<Catalog> catalog = m_place->open(&error);
    if (!catalog)
        qWarning("open: %s", qPrintable(error.message));
    return catalog;
}

void TstCatalogResults::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    m_catalog = open();
    QVERIFY(m_catalog);
    StorageError error;
    QVERIFY2(testwrites::saveSystems(*m_catalog, {board()}, &error), qPrintable(error.message));
}

void TstCatalogResults::cleanup() {
    m_catalog.reset();
    m_place.reset();
}

void TstCatalogResults::roundTripOfEveryField() {
    // Between them the two results give every field of the schema a value.
    for (const FieldSpec& info : allResultFields()) {
        const auto field = ResultField(info.index);
        QVERIFY2(!resultText(serving(), field).isEmpty() || !resultText(gemm(), field).isEmpty(),
                 info.key);
    }
    StorageError error;
    QVERIFY2(saveResults(*m_catalog, {serving(), gemm()}, &error), qPrintable(error.message));
    // Read back by another client: what was stored, not what this one remembers.
    const std::unique_ptr<Catalog> other = open();
    QVERIFY(other);
    const QList<Result> results = usersResults(*other, &error);
    QVERIFY2(!error, qPrintable(error.message));
    QCOMPARE(results.size(), 2);
    QVERIFY(results.at(0) == gemm()); // ordered by id
    QVERIFY(results.at(1) == serving());
    for (const FieldSpec& info : allResultFields()) {
        const auto field = ResultField(info.index);
        QCOMPARE(resultText(results.at(1), field), resultText(serving(), field));
        QCOMPARE(resultText(results.at(0), field), resultText(gemm(), field));
    }
    QCOMPARE(results.at(1).origin, Origin::User);
    QVERIFY(!other->results().find(QStringLiteral("nothing-here"), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);

    // Saving again replaces it; a field cleared reads back as not given.
    Result edited = serving();
    edited.ttftP99Ms.reset();
    edited.checkpoint.clear();
    edited.hardwareCount = 4;
    QVERIFY2(saveResults(*m_catalog, {edited}, &error), qPrintable(error.message));
    QVERIFY(stored(*other, edited.id) == edited);
}

void TstCatalogResults::importIsAllOrNothing() {
    StorageError error;
    Result orphan = gemm(QStringLiteral("acme-gemm-nowhere"));
    orphan.hardwareId = QStringLiteral("acme-nonexistent");
    QVERIFY(!saveResults(*m_catalog, {serving(), orphan}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(QLatin1String("acme-gemm-nowhere")) &&
                 error.message.contains(hardwareNotInCatalog(orphan.hardwareId)),
             qPrintable(error.message));
    QVERIFY(!there(*m_catalog, serving().id));

    Result bad = serving();
    bad.source.clear();
    QVERIFY(!saveResults(*m_catalog, {bad}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(QLatin1String("(source)")), qPrintable(error.message));
    QVERIFY(!there(*m_catalog, serving().id));
}

void TstCatalogResults::staleWriteIsRefused() {
    StorageError error;
    QVERIFY2(saveResults(*m_catalog, {serving()}, &error), qPrintable(error.message));
    const auto seen = m_catalog->results().states({serving().id}, &error);
    QVERIFY2(seen, qPrintable(error.message));
    QVERIFY(seen->constFirst().version > 0);

    // The other client edits it first.
    const std::unique_ptr<Catalog> other = open();
    QVERIFY(other);
    Result theirs = serving();
    theirs.notes = QStringLiteral("theirs");
    const auto theirState = other->results().states({serving().id}, &error);
    QVERIFY2(theirState, qPrintable(error.message));
    QVERIFY2(other->results().restore(
                 {ResultRepository::editedState(theirState->constFirst(), theirs)}, &error),
             qPrintable(error.message));

    Result mine = serving();
    mine.notes = QStringLiteral("mine");
    QVERIFY(!m_catalog->results().restore({ResultRepository::editedState(seen->constFirst(), mine)},
                                          &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QVERIFY2(error.message.contains(serving().id), qPrintable(error.message));
    QCOMPARE(stored(*m_catalog, serving().id).notes, QStringLiteral("theirs"));
}

void TstCatalogResults::recordUndoRedo() {
    Result run = gemm(QStringLiteral("my-gemm-h200"));
    run.claim = ClaimKind::Vendor; // recording makes it the user's own run
    run.origin = Origin::BuiltIn;
    ChangeResult result = recordResult(*m_catalog, QStringLiteral("Record result"), run);
    QVERIFY2(commitChange(*m_catalog, &result), qPrintable(result.error.message));
    Result own = run;
    own.claim = ClaimKind::Own;
    own.origin = Origin::User;
    QVERIFY(stored(*m_catalog, run.id) == own);
    QCOMPARE(stored(*m_catalog, run.id).claim, ClaimKind::Own);

    StorageError error;
    QVERIFY2(write(*m_catalog, *result.change, false, &error), qPrintable(error.message));
    QVERIFY(!there(*m_catalog, run.id));
    QVERIFY2(write(*m_catalog, *result.change, true, &error), qPrintable(error.message));
    QVERIFY(stored(*m_catalog, run.id) == own);

    // A second record under the same id is refused.
    ChangeResult again = recordResult(*m_catalog, QStringLiteral("Record result"), run);
    QVERIFY(!again.change);
    QCOMPARE(again.error.code, StorageError::Code::BadData);
    QVERIFY2(again.error.message.contains(run.id), qPrintable(again.error.message));
}

void TstCatalogResults::recordRefusesWhatValidationRefuses() {
    Result run = serving(QStringLiteral("my-run"));
    run.scenario.reset();
    ChangeResult result = recordResult(*m_catalog, QStringLiteral("Record result"), run);
    QVERIFY(!result.change);
    QCOMPARE(result.error.code, StorageError::Code::BadData);
    Result own = run;
    own.claim = ClaimKind::Own;
    own.origin = Origin::User;
    QCOMPARE(result.error.message, issuesText(validateResult(own, QDate::currentDate())));
    QVERIFY2(result.error.message.contains(QLatin1String("(scenario)")),
             qPrintable(result.error.message));
    QVERIFY(!there(*m_catalog, run.id));
}

void TstCatalogResults::recordRefusesUnknownHardware() {
    Result run = gemm(QStringLiteral("my-gemm"));
    run.hardwareId = QStringLiteral("x");
    ChangeResult result = recordResult(*m_catalog, QStringLiteral("Record result"), run);
    QVERIFY(!result.change);
    QCOMPARE(result.error.code, StorageError::Code::BadData);
    QCOMPARE(result.error.message,
             QStringLiteral("Hardware (hardware): 'x' is not a chip or system in the catalog"));
    QVERIFY(!there(*m_catalog, run.id));

    // Editing a stored result onto hardware the catalog lacks is refused the same way.
    StorageError error;
    QVERIFY2(saveResults(*m_catalog, {gemm()}, &error), qPrintable(error.message));
    Result moved = gemm();
    moved.hardwareId = QStringLiteral("x");
    ChangeResult edit = editResult(*m_catalog, QStringLiteral("Edit result"), moved);
    QVERIFY(!edit.change);
    QCOMPARE(edit.error.message, hardwareNotInCatalog(QStringLiteral("x")));
    QCOMPARE(stored(*m_catalog, gemm().id).hardwareId, kH200);
}

void TstCatalogResults::editUndoRedo() {
    StorageError error;
    QVERIFY2(saveResults(*m_catalog, {serving()}, &error), qPrintable(error.message));
    Result edited = serving();
    edited.tokensPerS = 30000.5;
    edited.notes = QStringLiteral("rerun");
    edited.hardwareId = kH200; // a chip now, not the system
    edited.hardwareCount = 8;
    ChangeResult result = editResult(*m_catalog, QStringLiteral("Edit result"), edited);
    QVERIFY2(commitChange(*m_catalog, &result), qPrintable(result.error.message));
    QVERIFY(stored(*m_catalog, edited.id) == edited);

    QVERIFY2(write(*m_catalog, *result.change, false, &error), qPrintable(error.message));
    QVERIFY(stored(*m_catalog, edited.id) == serving());
    QVERIFY2(write(*m_catalog, *result.change, true, &error), qPrintable(error.message));
    QVERIFY(stored(*m_catalog, edited.id) == edited);

    // Saved unchanged: no undo step.
    ChangeResult same = editResult(*m_catalog, QStringLiteral("Edit result"), edited);
    QVERIFY2(same.change, qPrintable(same.error.message));
    QVERIFY(same.change->changesNothing());

    // Gone meanwhile: NotFound, nothing written.
    ChangeResult gone =
        editResult(*m_catalog, QStringLiteral("Edit result"), gemm(QStringLiteral("not-there")));
    QVERIFY(!gone.change);
    QCOMPARE(gone.error.code, StorageError::Code::NotFound);
}

void TstCatalogResults::deleteUndoRedo() {
    StorageError error;
    QVERIFY2(saveResults(*m_catalog, {serving(), gemm()}, &error), qPrintable(error.message));
    ChangeResult result =
        deleteResults(*m_catalog, QStringLiteral("Delete results"), {serving().id, gemm().id});
    QVERIFY2(commitChange(*m_catalog, &result), qPrintable(result.error.message));
    QVERIFY(!there(*m_catalog, serving().id));
    QVERIFY(!there(*m_catalog, gemm().id));
    // A user's result leaves no tombstone.
    QVERIFY(!result.change->resultsAfter.constFirst().tombstoned);

    QVERIFY2(write(*m_catalog, *result.change, false, &error), qPrintable(error.message));
    QVERIFY(stored(*m_catalog, serving().id) == serving());
    QVERIFY(stored(*m_catalog, gemm().id) == gemm());
    QVERIFY2(write(*m_catalog, *result.change, true, &error), qPrintable(error.message));
    QVERIFY(usersResults(*m_catalog, &error).isEmpty());
}

void TstCatalogResults::deletedBuiltInResultIsTombstoned() {
    StorageError error;
    Result builtIn = serving();
    builtIn.origin = Origin::BuiltIn;
    QVERIFY2(
        m_catalog->results().applyBuiltIn({kRevision, {builtIn}, QStringLiteral("hash-a")}, &error),
        qPrintable(error.message));
    QVERIFY(stored(*m_catalog, builtIn.id) == builtIn);
    ChangeResult result = deleteResults(*m_catalog, QStringLiteral("Delete results"), {builtIn.id});
    QVERIFY2(commitChange(*m_catalog, &result), qPrintable(result.error.message));
    QVERIFY(result.change->resultsAfter.constFirst().tombstoned);
    // A newer built-in catalog does not bring it back.
    QVERIFY2(m_catalog->results().applyBuiltIn({kRevision + 1, {builtIn}, QStringLiteral("hash-b")},
                                               &error),
             qPrintable(error.message));
    QVERIFY(!there(*m_catalog, builtIn.id));
    // Undo brings it back as built-in.
    QVERIFY2(write(*m_catalog, *result.change, false, &error), qPrintable(error.message));
    QCOMPARE(stored(*m_catalog, builtIn.id).origin, Origin::BuiltIn);
}

// A result needs its hardware: deleting a system takes the results on it along in the same
// change (the other hardware's results stay), and undo brings the system back with them.
void TstCatalogResults::deletingASystemTakesItsResultsAlong() {
    StorageError error;
    const Result second = serving(QStringLiteral("mlperf-v5.0-llama2-70b-server-acme"));
    QVERIFY2(saveResults(*m_catalog, {serving(), second, gemm()}, &error),
             qPrintable(error.message));
    ChangeResult result = deleteSystems(*m_catalog, QStringLiteral("Delete system"), {kSystem}, {},
                                        m_catalog->results().all(&error));
    QVERIFY2(commitChange(*m_catalog, &result), qPrintable(result.error.message));
    QVERIFY(!m_catalog->systems().find(kSystem, &error));
    QVERIFY(!there(*m_catalog, serving().id));
    QVERIFY(!there(*m_catalog, second.id));
    QVERIFY(stored(*m_catalog, gemm().id) == gemm()); // on the chip, which stays
    QCOMPARE(result.change->resultIds(), (QStringList{serving().id, second.id}));

    QVERIFY2(write(*m_catalog, *result.change, false, &error), qPrintable(error.message));
    QVERIFY(m_catalog->systems().find(kSystem, &error));
    QVERIFY(stored(*m_catalog, serving().id) == serving());
    QVERIFY(stored(*m_catalog, second.id) == second);
    // Redo: gone again, together.
    QVERIFY2(write(*m_catalog, *result.change, true, &error), qPrintable(error.message));
    QVERIFY(!m_catalog->systems().find(kSystem, &error));
    QVERIFY(!there(*m_catalog, serving().id));
}

// When one of its results changed since the delete was planned (another client edited it), the
// delete is refused as a whole: the system and all its results are still there, never a system
// gone with its results left behind naming it.
void TstCatalogResults::deletingASystemWithAStaleResultChangesNothing() {
    StorageError error;
    const Result second = serving(QStringLiteral("mlperf-v5.0-llama2-70b-server-acme"));
    QVERIFY2(saveResults(*m_catalog, {serving(), second}, &error), qPrintable(error.message));
    ChangeResult result = deleteSystems(*m_catalog, QStringLiteral("Delete system"), {kSystem}, {},
                                        m_catalog->results().all(&error));
    QVERIFY2(result.change, qPrintable(result.error.message));
    QCOMPARE(result.change->resultsBefore.size(), 2);

    const std::unique_ptr<Catalog> other = open();
    QVERIFY(other);
    Result theirs = second;
    theirs.notes = QStringLiteral("theirs");
    const auto theirState = other->results().states({second.id}, &error);
    QVERIFY2(theirState, qPrintable(error.message));
    QVERIFY2(other->results().restore(
                 {ResultRepository::editedState(theirState->constFirst(), theirs)}, &error),
             qPrintable(error.message));

    QVERIFY(!commitChange(*m_catalog, &result));
    QCOMPARE(result.error.code, StorageError::Code::Conflict);
    QVERIFY(m_catalog->systems().find(kSystem, &error));
    QVERIFY(stored(*m_catalog, serving().id) == serving());
    QCOMPARE(stored(*m_catalog, second.id).notes, QStringLiteral("theirs"));
}

// A built-in result that went with its system stays deleted after a newer built-in catalog.
void TstCatalogResults::builtInResultOfADeletedSystemStaysDeleted() {
    StorageError error;
    Result builtIn = serving();
    builtIn.origin = Origin::BuiltIn;
    QVERIFY2(
        m_catalog->results().applyBuiltIn({kRevision, {builtIn}, QStringLiteral("hash-a")}, &error),
        qPrintable(error.message));
    ChangeResult result = deleteSystems(*m_catalog, QStringLiteral("Delete system"), {kSystem}, {},
                                        m_catalog->results().all(&error));
    QVERIFY2(commitChange(*m_catalog, &result), qPrintable(result.error.message));
    QCOMPARE(result.change->resultIds(), QStringList{builtIn.id});
    QVERIFY(result.change->resultsAfter.constFirst().tombstoned);
    QVERIFY2(m_catalog->results().applyBuiltIn({kRevision + 1, {builtIn}, QStringLiteral("hash-b")},
                                               &error),
             qPrintable(error.message));
    QVERIFY(!there(*m_catalog, builtIn.id));
}

// The same for a chip: its results go with it, and come back with it on undo.
void TstCatalogResults::deletingAChipTakesItsResultsAlong() {
    StorageError error;
    std::optional<Chip> chip = m_catalog->chips().find(kH200, &error);
    QVERIFY2(chip, qPrintable(error.message));
    chip->id = QStringLiteral("my-h200-sample");
    chip->origin = Origin::User;
    QVERIFY2(testwrites::saveChips(*m_catalog, {*chip}, &error), qPrintable(error.message));
    Result onChip = gemm(QStringLiteral("my-gemm-sample"));
    onChip.hardwareId = chip->id;
    QVERIFY2(saveResults(*m_catalog, {onChip, gemm()}, &error), qPrintable(error.message));
    ChangeResult result = deleteChips(*m_catalog, QStringLiteral("Delete chip"), {chip->id},
                                      m_catalog->results().all(&error));
    QVERIFY2(commitChange(*m_catalog, &result), qPrintable(result.error.message));
    QVERIFY(!m_catalog->chips().find(chip->id, &error));
    QVERIFY(!there(*m_catalog, onChip.id));
    QVERIFY(there(*m_catalog, gemm().id));

    QVERIFY2(write(*m_catalog, *result.change, false, &error), qPrintable(error.message));
    QVERIFY(m_catalog->chips().find(chip->id, &error));
    QVERIFY(stored(*m_catalog, onChip.id) == onChip);
}

void TstCatalogResults::seedingOnceAndKeepingTheUsersEdit() {
    StorageError error;
    Result first = serving();
    first.origin = Origin::BuiltIn;
    Result second = gemm();
    second.origin = Origin::BuiltIn;
    Result elsewhere = gemm(QStringLiteral("acme-gemm-elsewhere"));
    elsewhere.hardwareId = QStringLiteral("acme-not-in-this-catalog");
    elsewhere.origin = Origin::BuiltIn;
    const ResultCatalogFile file{kRevision, {first, second, elsewhere}, QStringLiteral("hash-a")};
    QVERIFY2(m_catalog->results().applyBuiltIn(file, &error), qPrintable(error.message));
    QVERIFY(stored(*m_catalog, first.id) == first);
    QVERIFY(stored(*m_catalog, second.id) == second);
    // A result whose hardware the catalog does not have is left out, not an error.
    QVERIFY(!there(*m_catalog, elsewhere.id));

    // The same revision and hash again (the next open, another client): nothing is written.
    const std::optional<qint64> marker = m_catalog->changeMarker(&error);
    QVERIFY2(marker, qPrintable(error.message));
    QVERIFY2(m_catalog->results().applyBuiltIn(file, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->changeMarker(&error), marker);

    // The user edits the first; a newer catalog changes both and drops the second.
    Result mine = first;
    mine.notes = QStringLiteral("my note");
    ChangeResult edit = editResult(*m_catalog, QStringLiteral("Edit result"), mine);
    QVERIFY2(commitChange(*m_catalog, &edit), qPrintable(edit.error.message));
    QCOMPARE(stored(*m_catalog, first.id).origin, Origin::User);
    Result newer = first;
    newer.tokensPerS = 40000.0;
    QVERIFY2(m_catalog->results().applyBuiltIn({kRevision + 1, {newer}, QStringLiteral("hash-b")},
                                               &error),
             qPrintable(error.message));
    Result kept = mine;
    kept.origin = Origin::User;
    QVERIFY(stored(*m_catalog, first.id) == kept);
    QVERIFY(!there(*m_catalog, second.id));
}

// A new catalog holds the results compiled into ChipAtlas (resources/catalog/results.json), each
// as built-in, with every field as the file gives it.
void TstCatalogResults::builtInResultsAreSeeded() {
    QString problem;
    const std::optional<ResultCatalogFile> shipped = builtInResults(&problem);
    QVERIFY2(shipped, qPrintable(problem));
    QVERIFY(!shipped->results.isEmpty());
    StorageError error;
    QList<Result> seeded = m_catalog->results().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    seeded.removeIf([](const Result& r) { return r.origin != Origin::BuiltIn; });
    QCOMPARE(seeded.size(), shipped->results.size());
    for (const Result& result : shipped->results) {
        QCOMPARE(result.origin, Origin::BuiltIn);
        QVERIFY2(stored(*m_catalog, result.id) == result, qPrintable(result.id));
    }
}

QTEST_GUILESS_MAIN(TstCatalogResults)
#include "tst_catalog_results.moc"
