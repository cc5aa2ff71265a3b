// Measured results in storage (schema 9), through the public API only, so that the same test
// runs on a file and on the test PostgreSQL server (tst_catalog_results_pg): the round trip of
// every field, the catalog's checks, the version check and seeding the built-in results.
// Recording, editing and deleting with undo and redo: tst_catalog_resultedits.
#include "application/catalogchange.h"
#include "application/resultedits.h"
#include "catalogresultdata.h"
#include "domain/validation.h"
#include "io/resultcatalogfile.h"
#include "testbackend.h"

#include <QStandardPaths>
#include <QTest>

using namespace chipatlas;
using namespace catalogresulttest;

class TstCatalogResults
    : public QObject
    , private ResultCatalogFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void roundTripOfEveryField();
    void importIsAllOrNothing();
    void staleWriteIsRefused();
    void seedingOnceAndKeepingTheUsersEdit();
    void builtInResultsAreSeeded();
};

void TstCatalogResults::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TstCatalogResults::init() {
    openCatalog();
}

void TstCatalogResults::cleanup() {
    closeCatalog();
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
