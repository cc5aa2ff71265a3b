// The calculator's measured cost column at catalog scale: costFromResults() (the cost per million
// tokens from the best matching measured result, which the calculator and `chipatlas-cli fit`
// both ask) for every chip and system of the prepared catalog with a measured result on every
// chip, against the same column over its first 1,000 chips with a result each: the time per row.
// Target: at most 3x, whatever the catalog's size: a row reads the results of its chip (the
// snapshot's index, CatalogSnapshot::resultsOnChip()), so that its cost does not grow with the
// catalog's results (reading every result for every row, it grew with results x rows).
#include "application/catalogsnapshot.h"
#include "application/resultrules.h"
#include "benchcommon.h"
#include "io/resultcatalogfile.h"
#include "storage/catalog.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace chipatlas;

namespace {
const QString kModel = QStringLiteral("llama-2-70b");
} // namespace

class BenchResults final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void costColumn_data();
    void costColumn();
    void cleanupTestCase();

private:
    QList<Chip> m_chips;
    QList<LlmModel> m_models;
    QList<System> m_systems;
    QList<Offer> m_offers;
    QList<Result> m_builtInResults;
    double m_usdPerChipHour = 0.0;
    QHash<QString, double> m_msPerRow; // per data row: the column's time over its rows
};

void BenchResults::initTestCase() {
    const QTemporaryDir dir;
    const QString path = bench::copyOfPreparedCatalog(dir);
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(path, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    m_chips = catalog->chips().all(&error);
    if (!error)
        m_models = catalog->models().all(&error);
    if (!error)
        m_systems = catalog->systems().all(&error);
    if (!error)
        m_offers = catalog->offers().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    QString problem;
    const std::optional<ResultCatalogFile> builtIn = builtInResults(&problem);
    QVERIFY2(builtIn, qPrintable(problem));
    m_builtInResults = builtIn->results;
    // The price a row's cost is read at: the first priced offer's, per chip-hour.
    for (const Offer& offer : std::as_const(m_offers)) {
        if (offer.current() && offer.chips > 0) {
            m_usdPerChipHour = offer.current()->perInstanceHour / offer.chips;
            break;
        }
    }
    QVERIFY(m_usdPerChipHour > 0.0);
}

void BenchResults::costColumn_data() {
    QTest::addColumn<int>("chips");
    QTest::newRow("1,000 chips") << 1000;
    QTest::newRow("every chip") << int(m_chips.size());
}

// The column's rows (the first `chips` chips and the systems built of them), each chip with a
// copy of a built-in serving result of the model (a new id, the chip as its hardware, as
// tests/benchmarks/gencatalog.cpp copies built-in rows) beside the built-in results.
void BenchResults::costColumn() {
    QFETCH(int, chips);
    QList<Result> serving;
    for (const Result& result : std::as_const(m_builtInResults)) {
        if (result.kind == ResultKind::Serving && result.model == kModel)
            serving.append(result);
    }
    QVERIFY(!serving.isEmpty());
    const QList<Chip> someChips = m_chips.first(qMin(qsizetype(chips), m_chips.size()));
    QSet<QString> chipIds;
    QList<Result> results = m_builtInResults;
    for (qsizetype row = 0; row < someChips.size(); ++row) {
        Result copy = serving.at(row % serving.size());
        copy.id = QStringLiteral("%1-bench-%2").arg(copy.id).arg(row);
        copy.hardwareId = someChips.at(row).id;
        results.append(std::move(copy));
        chipIds.insert(someChips.at(row).id);
    }
    QList<System> someSystems;
    for (const System& system : std::as_const(m_systems)) {
        if (chipIds.contains(system.chipId))
            someSystems.append(system);
    }
    const qsizetype resultCount = results.size();
    const CatalogSnapshot snapshot(someChips, m_models, {}, someSystems, m_offers,
                                   std::move(results));
    QStringList rows(chipIds.cbegin(), chipIds.cend());
    for (const System& system : std::as_const(someSystems))
        rows.append(system.id);

    // Every row of the column, as the calculator's table asks when it fills it.
    int measured = 0;
    int runs = 0;
    QElapsedTimer timer;
    timer.start();
    QBENCHMARK {
        measured = 0;
        for (const QString& id : std::as_const(rows)) {
            const CostFromResults cost =
                costFromResults(snapshot, kModel, id, m_usdPerChipHour, std::nullopt);
            if (cost.match.result)
                ++measured;
        }
        ++runs;
    }
    QCOMPARE(measured, rows.size()); // every row's cost is read from a result
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    if (!m_msPerRow.contains(tag)) {
        std::printf("%s: %lld rows, %lld results\n", qPrintable(tag), qlonglong(rows.size()),
                    qlonglong(resultCount));
    }
    m_msPerRow.insert(tag, double(timer.nsecsElapsed()) / 1e6 / runs / rows.size());
}

void BenchResults::cleanupTestCase() {
    const double value = m_msPerRow.value(QStringLiteral("every chip"));
    const double baseline = m_msPerRow.value(QStringLiteral("1,000 chips"));
    if (value > 0.0 && baseline > 0.0) {
        bench::report(QStringLiteral("the calculator's measured cost column over %1 chips with a "
                                     "result each, per row")
                          .arg(QLocale::c().toString(m_chips.size())),
                      value * 1000.0, baseline * 1000.0, 3.0, QStringLiteral("µs"));
    }
}

QTEST_GUILESS_MAIN(BenchResults)
#include "bench_results.moc"
