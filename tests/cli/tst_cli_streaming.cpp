// `export` and `list` stream the chips from the catalog a page at a time (README, Performance):
// the same bytes as formatting the whole list at once, over many pages; peak memory that does
// not grow with the catalog; and a read that fails half-way leaves the file as it was.

#include "../common/rawdb.h"
#include "clirunner.h"
#include "domain/chipfilter.h"
#include "domain/chiporder.h"
#include "domain/quantity.h"
#include "io/catalogimport.h"
#include "io/catalogjson.h"
#include "storage/catalog.h"
#include "streamingtest.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

namespace {
using streamingtest::MeasuredRun;
using streamingtest::readFile;
using streamingtest::runMeasured;
using streamingtest::writeFile;

// `count` user chips made from the built-in ones: their figures, provenance and notes, with ids
// and names of their own ("zz-0007-nvidia-h100-sxm", in another order than their names).
QList<Chip> copiesOfBuiltIn(const QList<Chip>& builtIn, int count) {
    QList<Chip> chips;
    chips.reserve(count);
    for (int i = 0; i < count; ++i) {
        Chip chip = builtIn.at(i % builtIn.size());
        chip.id = QStringLiteral("zz-%1-%2").arg(i, 4, 10, QLatin1Char('0')).arg(chip.id);
        chip.name = QStringLiteral("%1 copy %2").arg(chip.name).arg((count - i) % 97);
        chip.origin = Origin::User;
        chips.append(chip);
    }
    return chips;
}

} // namespace

class TestCliStreaming : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exportIsTheWholeListsExport_data();
    void exportIsTheWholeListsExport();
    void listJsonIsTheWholeListsJson_data();
    void listJsonIsTheWholeListsJson();
    void memoryDoesNotGrowWithTheCatalog_data();
    void memoryDoesNotGrowWithTheCatalog();
    void aFailedReadLeavesTheFileAsItWas();
    void aFailedReadEndsTheListingWithExit1();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    CliResult run(const QString& db, const QStringList& arguments) const {
        return runCliOn(db, arguments, m_env);
    }
    // A catalog of the built-in chips and `copies` more (imported with the CLI).
    bool makeCatalog(const QString& db, int copies);
    QList<Chip> chipsOf(const QString& db);
    // A copy of m_pages whose 501st chip (by id, on the second page) holds a figure this build
    // cannot read.
    QString brokenCatalog(const QString& name);

    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
    QList<Chip> m_builtIn;
    QString m_pages; // the built-in chips and 600 more: a few pages of ChipRepository::forEach()
    QString m_small; // 300 more
    QString m_large; // 3,000 more
};

bool TestCliStreaming::makeCatalog(const QString& db, int copies) {
    const QString file = db + QStringLiteral(".import.json");
    if (!writeFile(file, exportChipsJson(copiesOfBuiltIn(m_builtIn, copies))))
        return false;
    const CliResult r = run(db, {QStringLiteral("import"), file});
    if (r.exitCode != 0)
        qWarning("import failed: %s", r.err.constData());
    return r.exitCode == 0;
}

QList<Chip> TestCliStreaming::chipsOf(const QString& db) {
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(db, &error);
    if (!catalog) {
        qWarning("cannot open %s: %s", qPrintable(db), qPrintable(error.message));
        return {};
    }
    return catalog->chips().all(&error);
}

QString TestCliStreaming::brokenCatalog(const QString& name) {
    const QString db = path(name);
    if (!QFile::copy(m_pages, db))
        return {};
    catalogtest::RawDb raw(db);
    QString error;
    raw.run(QStringLiteral("PRAGMA ignore_check_constraints = ON"), &error);
    raw.run(QStringLiteral("UPDATE figure SET status = 'rumoured' WHERE chip = (SELECT pk "
                           "FROM chip ORDER BY id LIMIT 1 OFFSET 500)"),
            &error);
    if (!raw.isOpen() || !error.isEmpty()) {
        qWarning("cannot break %s: %s", qPrintable(db), qPrintable(error));
        return {};
    }
    return db;
}

void TestCliStreaming::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("xdg-config")));
    QString error;
    const std::optional<ChipCatalogFile> builtIn = builtInChips(&error);
    QVERIFY2(builtIn, qPrintable(error));
    m_builtIn = builtIn->chips;
    m_pages = path(QStringLiteral("pages.sqlite"));
    m_small = path(QStringLiteral("small.sqlite"));
    m_large = path(QStringLiteral("large.sqlite"));
    QVERIFY(makeCatalog(m_pages, 600));
    QVERIFY(makeCatalog(m_small, 300));
    QVERIFY(makeCatalog(m_large, 3000));
}

void TestCliStreaming::exportIsTheWholeListsExport_data() {
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QString>("filter");
    QTest::newRow("CSV") << "csv" << QString();
    QTest::newRow("JSON") << "json" << QString();
    QTest::newRow("CSV, filtered") << "csv"
                                   << "H100";
    QTest::newRow("JSON, filtered") << "json"
                                    << "H100";
    QTest::newRow("JSON, no chip matches") << "json"
                                           << "no such chip";
}

void TestCliStreaming::exportIsTheWholeListsExport() {
    QFETCH(QString, suffix);
    QFETCH(QString, filter);
    const QString file = path(QStringLiteral("export.") + suffix);
    QStringList arguments{QStringLiteral("export"), file};
    if (!filter.isEmpty())
        arguments << QStringLiteral("--filter") << filter;
    const CliResult r = run(m_pages, arguments);
    QCOMPARE(r.exitCode, 0);

    const QList<Chip> chips = chipsMatchingText(chipsOf(m_pages), filter);
    QVERIFY(filter.isEmpty() ? chips.size() == 634 : chips.size() < 634);
    const CatalogFormat format =
        suffix == QLatin1String("csv") ? CatalogFormat::Csv : CatalogFormat::Json;
    QCOMPARE(readFile(file), exportChips(chips, format));
    QCOMPARE(r.text(), QStringLiteral("Exported %1 to %2\n")
                           .arg(chips.size() == 1 ? QStringLiteral("1 chip")
                                                  : QStringLiteral("%1 chips").arg(chips.size()),
                                file));
}

void TestCliStreaming::listJsonIsTheWholeListsJson_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("sortKey");
    QTest::addColumn<bool>("descending");
    QTest::addColumn<QString>("filter");
    QTest::newRow("by id") << QStringList{} << "id" << false << QString();
    QTest::newRow("TDP, descending, filtered")
        << QStringList{QStringLiteral("--sort"), QStringLiteral("tdp_w"), QStringLiteral("--desc"),
                       QStringLiteral("--filter"), QStringLiteral("nvidia")}
        << "tdp_w" << true << "nvidia";
    QTest::newRow("perf per watt: computed")
        << QStringList{QStringLiteral("--sort"), QStringLiteral("perf_per_watt")} << "perf_per_watt"
        << false << QString();
}

void TestCliStreaming::listJsonIsTheWholeListsJson() {
    QFETCH(QStringList, options);
    QFETCH(QString, sortKey);
    QFETCH(bool, descending);
    QFETCH(QString, filter);
    const CliResult r =
        run(m_pages, QStringList{QStringLiteral("list"), QStringLiteral("--json")} + options);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());

    // The whole list, ordered by the chip table's rules and printed as one document.
    const QList<Chip> all = chipsOf(m_pages);
    const std::optional<Quantity> sort = Quantity::fromKey(sortKey, QuantityUse::Sort);
    QVERIFY(sort);
    ChipFilter chipFilter;
    chipFilter.text = filter;
    const ChipSortKey key{[&](const Chip& chip) { return sort->sortValue(chip, Precision::BF16); },
                          descending ? Qt::DescendingOrder : Qt::AscendingOrder};
    const std::vector<int> rows = *chipOrder(ChipRows::of(all), chipFilter, key);
    // A computed figure ("computed" beside "figures") is the CLI's own wording: taken from
    // its output, which must otherwise be the document.
    const QJsonArray printed = r.json().array();
    QCOMPARE(printed.size(), qsizetype(rows.size()));
    QJsonArray array;
    for (size_t i = 0; i < rows.size(); ++i) {
        QJsonObject object = chipToJson(all.at(rows[i]));
        const QJsonObject element = printed.at(qsizetype(i)).toObject();
        QCOMPARE(element.contains(QLatin1String("computed")), sort->followsPrecision());
        if (sort->followsPrecision())
            object.insert(QLatin1String("computed"), element.value(QLatin1String("computed")));
        array.append(object);
    }
    QVERIFY(array.size() > 10);
    QCOMPARE(r.out, QJsonDocument(array).toJson(QJsonDocument::Indented));
}

void TestCliStreaming::memoryDoesNotGrowWithTheCatalog_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("export CSV") << QStringList{QStringLiteral("export"),
                                               path(QStringLiteral("memory.csv"))};
    QTest::newRow("export JSON") << QStringList{QStringLiteral("export"),
                                                path(QStringLiteral("memory.json"))};
    QTest::newRow("list --json") << QStringList{QStringLiteral("list"), QStringLiteral("--json")};
}

void TestCliStreaming::memoryDoesNotGrowWithTheCatalog() {
#ifdef CHIPATLAS_SANITIZED
    QSKIP("a sanitizer's quarantine keeps freed memory resident: peak memory says nothing here");
#endif
    QFETCH(QStringList, arguments);
    const QString out = path(QStringLiteral("memory.out"));
    const MeasuredRun small =
        runMeasured(QStringList{QStringLiteral("--db"), m_small} + arguments, m_env, out);
    QCOMPARE(small.exitCode, 0);
    const MeasuredRun large =
        runMeasured(QStringList{QStringLiteral("--db"), m_large} + arguments, m_env, out);
    QCOMPARE(large.exitCode, 0);
    // 2,700 chips more make the catalog file tens of MB larger; the command's peak may grow by
    // a small part of that (SQLite's page cache, the listing's keys), not by the chips read.
    const double fileGrowthMb =
        double(QFileInfo(m_large).size() - QFileInfo(m_small).size()) / (1024.0 * 1024.0);
    const double peakGrowthMb = double(large.peakKb - small.peakKb) / 1024.0;
    qInfo("peak memory %.1f MB on the small catalog, %.1f MB on one %.1f MB larger",
          double(small.peakKb) / 1024.0, double(large.peakKb) / 1024.0, fileGrowthMb);
    QVERIFY2(fileGrowthMb > 10.0, qPrintable(QString::number(fileGrowthMb)));
    QVERIFY2(peakGrowthMb < fileGrowthMb / 4.0,
             qPrintable(QStringLiteral("peak memory %1 MB on the small catalog, %2 MB on one "
                                       "%3 MB larger")
                            .arg(double(small.peakKb) / 1024.0, 0, 'f', 1)
                            .arg(double(large.peakKb) / 1024.0, 0, 'f', 1)
                            .arg(fileGrowthMb, 0, 'f', 1)));
}

void TestCliStreaming::aFailedReadLeavesTheFileAsItWas() {
    // A figure of a chip on a later page that this build cannot read: the read fails after the
    // first pages were written to the temporary file.
    const QString db = brokenCatalog(QStringLiteral("broken.sqlite"));
    QVERIFY(!db.isEmpty());
    const QString kept = path(QStringLiteral("kept.csv"));
    QVERIFY(writeFile(kept, "what was there\n"));
    const QString absent = path(QStringLiteral("absent.json"));
    for (const QString& file : {kept, absent}) {
        const CliResult r = run(db, {QStringLiteral("export"), file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.errorText().contains(QStringLiteral("rumoured")), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
    QCOMPARE(readFile(kept), QByteArray("what was there\n"));
    QVERIFY(!QFileInfo::exists(absent));
    // Nothing else is left in the folder: the temporary files went with the failed exports.
    const QStringList left = QDir(m_dir.path())
                                 .entryList({QStringLiteral("*.csv*"), QStringLiteral("*.json*")},
                                            QDir::Files | QDir::Hidden);
    QVERIFY2(!left.join(QLatin1Char(' ')).contains(QStringLiteral("absent")),
             qPrintable(left.join(QLatin1Char(' '))));
    QCOMPARE(left.filter(QStringLiteral("kept")), QStringList{QStringLiteral("kept.csv")});
}

void TestCliStreaming::aFailedReadEndsTheListingWithExit1() {
    // By id (the default) list --json prints each chip as it is read: the chips before the
    // unreadable one are printed, the array is left unfinished and the exit status is 1. Sorted
    // otherwise, the first pass reads every chip before anything is printed.
    const QString db = brokenCatalog(QStringLiteral("broken-list.sqlite"));
    QVERIFY(!db.isEmpty());
    CliResult r = run(db, {QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.errorText().contains(QStringLiteral("unknown status \"rumoured\"")),
             r.err.constData());
    QVERIFY(r.out.startsWith("[\n    {"));
    QVERIFY(!r.out.endsWith("]\n"));
    QVERIFY(r.json().isNull());
    r = run(db, {QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--sort"),
                 QStringLiteral("tdp_w")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    r = run(db, {QStringLiteral("list")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliStreaming)
#include "tst_cli_streaming.moc"
