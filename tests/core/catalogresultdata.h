#pragma once
// What the storage tests of measured results share (tst_catalog_results, tst_catalog_resultedits,
// and their _pg twins): the results they store, the system they run on and small readers.

#include "catalogwrites.h"
#include "resultfixtures.h"
#include "storage/catalog.h"
#include "testbackend.h"

#include <QList>
#include <QString>
#include <QTest>

#include <memory>

namespace catalogresulttest {
using namespace chipatlas;
inline const QString kH200 = QStringLiteral("nvidia-h200-sxm");
inline const QString kSystem = QStringLiteral("acme-hgx-h200");

// Revisions above any the compiled-in catalog will have: the files built here are newer.
inline constexpr int kRevision = 2000000000;

// An audited serving result with every serving field given (resultfixtures.h: numbers that a
// float would not keep, text a lax column would mangle), on the system board().
inline Result serving(const QString& id = QStringLiteral("mlperf-v5.0-llama2-70b-offline-acme")) {
    Result r = resultfixtures::servingResult();
    r.id = id;
    r.hardwareId = kSystem;
    r.hardwareCount = 1;
    return r;
}

// A chip figure measurement (resultfixtures.h): the fields a serving result leaves empty.
inline Result gemm(const QString& id = QStringLiteral("acme-gemm-h200-bf16")) {
    Result r = resultfixtures::figureResult();
    r.id = id;
    r.hardwareId = kH200;
    return r;
}

inline System board() {
    System system;
    system.id = kSystem;
    system.vendor = QStringLiteral("Acme");
    system.name = QStringLiteral("Acme HGX H200");
    system.chipId = kH200;
    system.chipCount = 8;
    return system;
}

inline bool saveResults(Catalog& catalog, const QList<Result>& results, StorageError* error) {
    CatalogItems items;
    items.results = results;
    return testwrites::importEntries(catalog, items, error);
}

inline Result stored(const Catalog& catalog, const QString& id) {
    StorageError error;
    return catalog.results().find(id, &error).value_or(Result{});
}

// The user's results: those the catalog holds besides the built-in ones.
inline QList<Result> usersResults(const Catalog& catalog, StorageError* error) {
    QList<Result> results = catalog.results().all(error);
    results.removeIf([](const Result& r) { return r.origin == Origin::BuiltIn; });
    return results;
}

inline bool there(const Catalog& catalog, const QString& id) {
    StorageError error;
    return catalog.results().find(id, &error).has_value();
}
// Both tests' catalog: a new one of the backend under test (testbackend.h) for each test, holding
// board(); open() opens it again, as another client.
class ResultCatalogFixture {
protected:
    std::unique_ptr<Catalog> open() {
        StorageError error;
        std::unique_ptr<Catalog> catalog = m_place->open(&error);
        if (!catalog)
            qWarning("open: %s", qPrintable(error.message));
        return catalog;
    }

    void openCatalog() {
        m_place = std::make_unique<catalogtest::CatalogPlace>();
        QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
        m_catalog = open();
        QVERIFY(m_catalog);
        StorageError error;
        QVERIFY2(testwrites::saveSystems(*m_catalog, {board()}, &error), qPrintable(error.message));
    }

    void closeCatalog() {
        m_catalog.reset();
        m_place.reset();
    }

    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    std::unique_ptr<Catalog> m_catalog;
};

} // namespace catalogresulttest
