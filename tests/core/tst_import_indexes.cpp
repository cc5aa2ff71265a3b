// An import of many new chips into a small SQLite catalog builds the figure table's index after
// its rows (storage/deferredindexes.h): afterwards, and after a cancel or a failure, the index is
// the one the schema made, and it holds every row.
#include "io/catalogcsv.h"
#include "rawdb.h"
#include "tst_import_helpers.h"

#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace chipatlas;
using namespace importtest;

namespace {
// Enough new chips for the index to be built after the rows (at least 1,000).
QList<Chip> manyChips(int count) {
    const ChipFileResult read = [count] {
        QList<Chip> chips;
        for (int i = 0; i < count; ++i)
            chips << newChip(QStringLiteral("bulk-%1").arg(i, 5, 10, QLatin1Char('0')));
        return readChipsCsv(exportChipsCsv(chips));
    }();
    std::optional<ImportPlan> plan = planImport({}, read.chips);
    return plan ? resolveImport(*plan) : QList<Chip>{};
}

// The figure table's indexes as sqlite_master holds them: "name: CREATE INDEX ...".
QStringList figureIndexes(const QString& path) {
    catalogtest::RawDb raw(path);
    QSqlQuery query(raw.db());
    QStringList out;
    if (!query.exec(QStringLiteral("SELECT name || ': ' || sql FROM sqlite_master WHERE type = "
                                   "'index' AND tbl_name = 'figure' AND sql IS NOT NULL")))
        return {query.lastError().text()};
    while (query.next())
        out << query.value(0).toString();
    return out;
}

const QStringList kSchemaIndexes{
    QStringLiteral("figure_by_value: CREATE INDEX figure_by_value ON figure (field, num)")};
} // namespace

class TestImportIndexes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() {
        QVERIFY(m_dir.isValid());
        m_path =
            m_dir.filePath(QLatin1String(QTest::currentTestFunction()) + QLatin1String(".sqlite"));
    }

    void largeImportKeepsTheFigureIndex() {
        std::unique_ptr<Catalog> catalog = openCatalog(m_path);
        QVERIFY(catalog);
        QCOMPARE(figureIndexes(m_path), kSchemaIndexes);
        const int stored = catalog->chips().count(nullptr);
        const QList<Chip> chips = manyChips(1200);
        QCOMPARE(chips.size(), 1200);
        StorageError error;
        QVERIFY2(catalog->chips().import(chips, {}, &error), qPrintable(error.message));
        QCOMPARE(figureIndexes(m_path), kSchemaIndexes);
        QCOMPARE(catalog->chips().count(nullptr), stored + 1200);

        catalogtest::RawDb raw(m_path);
        QCOMPARE(raw.run(QStringLiteral("PRAGMA integrity_check")).toString(),
                 QStringLiteral("ok"));
        // The index holds every row: a count through it matches the table's.
        const QString count = QStringLiteral("SELECT count(*) FROM figure %1 WHERE field = "
                                             "'tdp_w' AND num IS NOT NULL");
        QCOMPARE(raw.run(count.arg(QStringLiteral("INDEXED BY figure_by_value"))).toInt(),
                 raw.run(count.arg(QStringLiteral("NOT INDEXED"))).toInt());
        QCOMPARE(catalog->chips()
                     .find(QStringLiteral("bulk-01199"), nullptr)
                     ->figure(Field::TdpW)
                     .number(),
                 300.0);
    }

    // Cancelled after most rows were written (the index dropped), or refused at the last chip:
    // all of it rolls back, the index with it.
    void failedLargeImportKeepsTheFigureIndex() {
        std::unique_ptr<Catalog> catalog = openCatalog(m_path);
        QVERIFY(catalog);
        const QByteArray before = content(*catalog);
        QList<Chip> chips = manyChips(1200);
        QCOMPARE(chips.size(), 1200);

        std::atomic<bool> cancel = false;
        const ImportControl control = ImportControl::withFlag(&cancel, [&](qint64 done, qint64) {
            if (done >= 1100)
                cancel = true;
        });
        StorageError error;
        QVERIFY(!catalog->chips().import(chips, {}, control, &error));
        QCOMPARE(error.code, StorageError::Code::Cancelled);
        QCOMPARE(figureIndexes(m_path), kSchemaIndexes);
        QCOMPARE(content(*catalog), before);

        // The last chip's id taken by a built-in one that the import did not plan against:
        // the write fails there.
        chips.last().id = catalog->chips().all(nullptr).constFirst().id;
        QVERIFY(!catalog->chips().import(chips, {}, &error));
        QCOMPARE(error.code, StorageError::Code::Conflict);
        QCOMPARE(figureIndexes(m_path), kSchemaIndexes);
        QCOMPARE(content(*catalog), before);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
};

QTEST_GUILESS_MAIN(TestImportIndexes)
#include "tst_import_indexes.moc"
