#include "io/resultcsv.h"
#include "io/resultimport.h"
#include "io/resultjson.h"
#include "resultfixtures.h"

#include <QTest>

using namespace chipatlas;

namespace {
ImportReferences catalog() {
    ImportReferences references;
    references.chipIds = {QStringLiteral("nvidia-h200-sxm"), QStringLiteral("amd-mi300x")};
    references.systemIds = {QStringLiteral("nvidia-hgx-h100-8gpu")};
    return references;
}
} // namespace

class TestResultImport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fileKindOfResults();
    void readsBothFormatsAsTheUsers();
    void refusesHardwareNotInCatalog();
    void planNewChangedUnchanged();
};

void TestResultImport::fileKindOfResults() {
    const QList<Result> results = resultfixtures::allFieldResults();
    QCOMPARE(importFileKind(exportResultsCsv(results), CatalogFormat::Csv),
             ImportFileKind::Results);
    QCOMPARE(importFileKind("id,kind,hardware,source,claim_kind\r\n", CatalogFormat::Csv),
             ImportFileKind::Results);
    QCOMPARE(importFileKind(exportResultsJson(results), CatalogFormat::Json),
             ImportFileKind::Results);
    QCOMPARE(importFileKind("[{\"id\": \"x\", \"claim_kind\": \"own\"}]", CatalogFormat::Json),
             ImportFileKind::Results);
    // The others stay what they were.
    QCOMPARE(importFileKind("id,name,vendor,chip_id,chip_count\r\n", CatalogFormat::Csv),
             ImportFileKind::Systems);
    QCOMPARE(importFileKind("id,vendor,name\r\n", CatalogFormat::Csv), ImportFileKind::Chips);
}

void TestResultImport::readsBothFormatsAsTheUsers() {
    QList<Result> results = resultfixtures::allFieldResults();
    for (Result& result : results)
        result.origin = Origin::BuiltIn;
    for (const auto& [format, data] :
         {std::pair{CatalogFormat::Csv, exportResultsCsv(results)},
          std::pair{CatalogFormat::Json, exportResultsJson(results)}}) {
        QString error;
        const std::optional<QList<Result>> read =
            readResultsImport(data, format, catalog(), resultfixtures::today(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->size(), 2);
        for (const Result& result : *read)
            QCOMPARE(result.origin, Origin::User);
    }
}

void TestResultImport::refusesHardwareNotInCatalog() {
    Result result = resultfixtures::figureResult();
    result.hardwareId = QStringLiteral("acme-x9");
    QString error;
    QVERIFY(!readResultsImport(exportResultsCsv({resultfixtures::servingResult(), result}),
                               CatalogFormat::Csv, catalog(), resultfixtures::today(), &error));
    QCOMPARE(error, QStringLiteral("line 2, column 6 (hardware): \"acme-x9\" is no chip or system "
                                   "of the catalog; import the chip or the system first"));
    QVERIFY(!readResultsImport(exportResultsJson({resultfixtures::servingResult(), result}),
                               CatalogFormat::Json, catalog(), resultfixtures::today(), &error));
    QCOMPARE(error, QStringLiteral("result 1 (\"gemm-bf16-mi300x\"): Hardware (hardware): "
                                   "\"acme-x9\" is no chip or system of the catalog; import the "
                                   "chip or the system first"));
    // A system of the catalog will do.
    result = resultfixtures::servingResult();
    result.hardwareId = QStringLiteral("nvidia-hgx-h100-8gpu");
    QVERIFY(resultReferenceProblem(result, catalog()).isEmpty());
}

void TestResultImport::planNewChangedUnchanged() {
    const Result serving = resultfixtures::servingResult();
    Result figure = resultfixtures::figureResult();
    Result stored = figure;
    stored.origin = Origin::BuiltIn; // not compared
    Result other = serving;
    other.id = QStringLiteral("other");
    Result changed = other;
    changed.tokensPerS = 1.0;
    changed.notes = QStringLiteral("re-run");
    const ResultImportPlan plan = planResultsImport({serving, figure, changed}, {stored, other});
    QCOMPARE(plan.added, QList<Result>{serving});
    QCOMPARE(plan.unchanged, QStringList{figure.id});
    QCOMPARE(plan.changed.size(), 1);
    QCOMPARE(plan.changed.first().stored, other);
    QCOMPARE(plan.changed.first().result, changed);
    QCOMPARE(plan.changed.first().keys,
             (QStringList{QStringLiteral("tokens_per_s"), QStringLiteral("notes")}));
}

QTEST_GUILESS_MAIN(TestResultImport)
#include "tst_resultimport.moc"
