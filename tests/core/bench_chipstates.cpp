// Reading the undo states of many chips (Catalog::chipStates), as an import of thousands of
// chips does before and after it writes: all ids in one call against one call per id. Only
// the results are checked; the timings are reported, never asserted, so a slow machine passes.

#include "catalogwrites.h"
#include "io/catalogjson.h"
#include "storage/catalog.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace chipatlas;
using State = Catalog::ChipState;

namespace {
// Enough to show the difference without slowing the test run down.
constexpr int kChips = 5000;

std::optional<QList<State>> oneByOne(const Catalog& catalog, const QStringList& ids,
                                     StorageError* error) {
    QList<State> states;
    states.reserve(ids.size());
    for (const QString& id : ids) {
        const std::optional<QList<State>> one = catalog.chips().states({id}, error);
        if (!one)
            return std::nullopt;
        states.append(one->constFirst());
    }
    return states;
}
} // namespace

class BenchChipStates : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void batched();
    void perId();
    void ratio();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Catalog> m_catalog;
    QStringList m_ids;
};

void BenchChipStates::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    StorageError error;
    m_catalog = Catalog::open(m_dir.filePath(QStringLiteral("bench.sqlite")), &error);
    QVERIFY2(m_catalog, qPrintable(error.message));

    // Copies of the built-in chips under new ids, a quarter of them edited, every tenth priced,
    // and a few deleted built-in chips (tombstones).
    const std::optional<ChipCatalogFile> file = builtInChips(&error.message);
    QVERIFY(file && !file->chips.isEmpty());
    QList<Chip> copies;
    QList<Chip> edits;
    for (int i = 0; i < kChips; ++i) {
        Chip chip = file->chips.at(i % file->chips.size());
        chip.id = QStringLiteral("bench-%1").arg(i, 5, 10, QLatin1Char('0'));
        chip.origin = Origin::User;
        copies.append(chip);
        if (i % 4 == 0) {
            chip.notes = QStringLiteral("edited %1").arg(i);
            chip.figure(Field::TdpW).value = 100.0 + i;
            chip.figure(Field::TdpW).status = FigureStatus::Published;
            edits.append(chip);
        }
    }
    QVERIFY2(testwrites::saveChips(*m_catalog, copies, &error), qPrintable(error.message));
    QVERIFY2(testwrites::editChips(*m_catalog, edits, &error), qPrintable(error.message));
    // Prices in one transaction: a deleted chip that comes back with its state brings its price.
    QStringList pricedIds;
    for (int i = 0; i < kChips; i += 10)
        pricedIds.append(copies.at(i).id);
    std::optional<QList<State>> priced = m_catalog->chips().states(pricedIds, &error);
    QVERIFY2(priced, qPrintable(error.message));
    for (qsizetype i = 0; i < priced->size(); ++i) {
        (*priced)[i].price = ChipPrice{pricedIds.at(i), 1.0 + double(i) / 100.0, QDate(2025, 5, 1),
                                       QStringLiteral("https://cloud.example/pricing")};
    }
    QVERIFY2(m_catalog->chips().remove(pricedIds, &error), qPrintable(error.message));
    for (State& state : *priced)
        state.version = 0; // written on the catalog as it is now: without these chips
    QVERIFY2(m_catalog->chips().restore(*priced, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->prices().all(&error).size(), pricedIds.size());
    const QStringList deleted{file->chips.at(0).id, file->chips.at(1).id};
    QVERIFY2(m_catalog->chips().remove(deleted, &error), qPrintable(error.message));

    for (const Chip& chip : m_catalog->chips().all(&error))
        m_ids.append(chip.id);
    QVERIFY2(error.code == StorageError::Code::None, qPrintable(error.message));
    m_ids += deleted;                         // absent, tombstoned
    m_ids.append(QStringLiteral("no-such"));  // absent
    std::reverse(m_ids.begin(), m_ids.end()); // not the table's order
    QCOMPARE(m_ids.size(), kChips + file->chips.size() + 1);
}

void BenchChipStates::cleanupTestCase() {
    m_catalog.reset();
}

void BenchChipStates::batched() {
    StorageError error;
    std::optional<QList<State>> states;
    QBENCHMARK {
        states = m_catalog->chips().states(m_ids, &error);
    }
    QVERIFY2(states, qPrintable(error.message));
    QCOMPARE(states->size(), m_ids.size());
}

void BenchChipStates::perId() {
    StorageError error;
    std::optional<QList<State>> states;
    QBENCHMARK {
        states = oneByOne(*m_catalog, m_ids, &error);
    }
    QVERIFY2(states, qPrintable(error.message));
    QCOMPARE(states->size(), m_ids.size());
}

// Both ways in the same run, so the ratio does not depend on the machine; the results must
// be the same.
void BenchChipStates::ratio() {
    StorageError error;
    QElapsedTimer timer;
    timer.start();
    const std::optional<QList<State>> batched = m_catalog->chips().states(m_ids, &error);
    const qint64 batchedNs = timer.nsecsElapsed();
    QVERIFY2(batched, qPrintable(error.message));
    timer.restart();
    const std::optional<QList<State>> single = oneByOne(*m_catalog, m_ids, &error);
    const qint64 singleNs = timer.nsecsElapsed();
    QVERIFY2(single, qPrintable(error.message));
    QCOMPARE(*batched, *single);
    qInfo("chipStates of %lld ids: batched %.1f ms, one id per call %.1f ms, ratio %.1fx",
          qlonglong(m_ids.size()), batchedNs / 1e6, singleNs / 1e6,
          double(singleNs) / double(std::max<qint64>(batchedNs, 1)));
}

QTEST_GUILESS_MAIN(BenchChipStates)
#include "bench_chipstates.moc"
