// Measured results recorded, edited and deleted with undo and redo (application/resultedits.h),
// and the results a deleted chip or system takes along (application/systemedits.h,
// chipedits.h), through the public API only, on a file and on the test PostgreSQL server
// (tst_catalog_resultedits_pg).
#include "application/catalogchange.h"
#include "application/chipedits.h"
#include "application/resultedits.h"
#include "application/systemedits.h"
#include "catalogresultdata.h"
#include "domain/validation.h"
#include "io/resultcatalogfile.h"
#include "testbackend.h"

#include <QStandardPaths>
#include <QTest>

using namespace chipatlas;
using namespace catalogresulttest;

class TstCatalogResultEdits
    : public QObject
    , private ResultCatalogFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
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

private:
    // Writes the after side (`after`) or the before side of `change`, as the session's undo and
    // redo do.
    static bool write(Catalog& catalog, CatalogChange& change, bool after, StorageError* error) {
        return change.write(catalog, after, error);
    }
};

void TstCatalogResultEdits::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TstCatalogResultEdits::init() {
    openCatalog();
}

void TstCatalogResultEdits::cleanup() {
    closeCatalog();
}

void TstCatalogResultEdits::recordUndoRedo() {
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

void TstCatalogResultEdits::recordRefusesWhatValidationRefuses() {
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

void TstCatalogResultEdits::recordRefusesUnknownHardware() {
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

void TstCatalogResultEdits::editUndoRedo() {
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

void TstCatalogResultEdits::deleteUndoRedo() {
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

void TstCatalogResultEdits::deletedBuiltInResultIsTombstoned() {
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
void TstCatalogResultEdits::deletingASystemTakesItsResultsAlong() {
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
void TstCatalogResultEdits::deletingASystemWithAStaleResultChangesNothing() {
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
void TstCatalogResultEdits::builtInResultOfADeletedSystemStaysDeleted() {
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
void TstCatalogResultEdits::deletingAChipTakesItsResultsAlong() {
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

QTEST_GUILESS_MAIN(TstCatalogResultEdits)
#include "tst_catalog_resultedits.moc"
