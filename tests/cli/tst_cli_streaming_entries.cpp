// `export --systems`, `--offers` and `--results` stream the catalog a page at a time, as `export`
// streams chips (tst_cli_streaming.cpp; README, Performance): the same bytes as writing the
// whole list at once, over several pages; peak memory that does not grow with the catalog; and a
// read that fails half-way leaves the file as it was.

#include "../common/rawdb.h"
#include "clirunner.h"
#include "io/catalogimport.h"
#include "io/entryexportwriter.h"
#include "io/resultcsv.h"
#include "io/resultjson.h"
#include "io/systemcsv.h"
#include "io/systemjson.h"
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

// `count` copies of the entries of `entries` (a JSON array as export writes it), with ids of
// their own that sort among the built-in ones ("0z-...", "a.b-...", "zz-...").
QJsonArray copies(const QJsonArray& entries, int count) {
    static const char* const prefixes[] = {"zz", "0z", "a_b", "a.b", "a-b"};
    QJsonArray out;
    for (int i = 0; i < count; ++i) {
        QJsonObject entry = entries.at(i % entries.size()).toObject();
        entry.insert(QLatin1String("id"), QStringLiteral("%1-%2-%3")
                                              .arg(QLatin1String(prefixes[i % 5]))
                                              .arg(i, 5, 10, QLatin1Char('0'))
                                              .arg(entry.value(QLatin1String("id")).toString()));
        out.append(entry);
    }
    return out;
}

const QStringList kKinds{QStringLiteral("systems"), QStringLiteral("offers"),
                         QStringLiteral("results")};

// The data rows "kind, suffix" of every kind exported as CSV and as JSON.
void addKindsAndFormats() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("suffix");
    for (const QString& kind : kKinds)
        for (const char* suffix : {"csv", "json"})
            QTest::addRow("%s, %s", qPrintable(kind), suffix)
                << kind << QString::fromLatin1(suffix);
}
} // namespace

class TestCliStreamingEntries : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exportIsTheWholeListsExport_data();
    void exportIsTheWholeListsExport();
    void noResultsIsTheEmptyResultsFile();
    void memoryDoesNotGrowWithTheCatalog_data();
    void memoryDoesNotGrowWithTheCatalog();
    void aFailedReadLeavesTheFileAsItWas_data();
    void aFailedReadLeavesTheFileAsItWas();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    CliResult run(const QString& db, const QStringList& arguments) const {
        return runCliOn(db, arguments, m_env);
    }
    // A catalog of the built-in entries and `count` more systems, offers and results each.
    bool makeCatalog(const QString& db, int count);
    static QByteArray wholeExport(const QString& db, const QString& kind, CatalogFormat format);

    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
    QJsonArray m_systems, m_offers;
    QJsonObject m_results; // {"format": ..., "results": [...]}
    QString m_pages;       // 700 more: three pages of 256 of each kind
    QString m_small;       // 300 more
    QString m_large;       // 6,000 more
};

bool TestCliStreamingEntries::makeCatalog(const QString& db, int count) {
    QJsonObject results = m_results;
    results.insert(QLatin1String("results"),
                   copies(m_results.value(QLatin1String("results")).toArray(), count));
    const QList<std::pair<QString, QJsonDocument>> files{
        {QStringLiteral("systems"), QJsonDocument(copies(m_systems, count))},
        {QStringLiteral("offers"), QJsonDocument(copies(m_offers, count))},
        {QStringLiteral("results"), QJsonDocument(results)}};
    for (const auto& [kind, document] : files) {
        const QString file = db + QStringLiteral(".%1.json").arg(kind);
        if (!writeFile(file, document.toJson()))
            return false;
        const CliResult r = run(db, {QStringLiteral("import"), QStringLiteral("--") + kind, file});
        if (r.exitCode != 0) {
            qWarning("import --%s failed: %s", qPrintable(kind), r.err.constData());
            return false;
        }
    }
    return true;
}

// What the whole list of the kind in `db` gives at once (the writers before streaming).
QByteArray TestCliStreamingEntries::wholeExport(const QString& db, const QString& kind,
                                                CatalogFormat format) {
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(db, &error);
    if (!catalog)
        return {};
    const bool csv = format == CatalogFormat::Csv;
    QJsonArray array;
    if (kind == QLatin1String("systems")) {
        const QList<System> systems = catalog->systems().all(&error);
        if (csv)
            return exportSystemsCsv(systems);
        for (const System& system : systems)
            array.append(systemToJson(system));
    } else if (kind == QLatin1String("offers")) {
        const QList<Offer> offers = catalog->offers().all(&error);
        if (csv)
            return exportOffersCsv(offers);
        for (const Offer& offer : offers)
            array.append(offerToJson(offer));
    } else {
        const QList<Result> results = catalog->results().all(&error);
        return csv ? exportResultsCsv(results) : exportResultsJson(results);
    }
    return QJsonDocument(array).toJson(QJsonDocument::Indented);
}

void TestCliStreamingEntries::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("xdg-config")));
    // The built-in entries, as a new catalog exports them: what the copies are made of.
    const QString builtIn = path(QStringLiteral("built-in.sqlite"));
    for (const QString& kind : kKinds) {
        const QString file = path(QStringLiteral("built-in-%1.json").arg(kind));
        QCOMPARE(
            run(builtIn, {QStringLiteral("export"), QStringLiteral("--") + kind, file}).exitCode,
            0);
        const QJsonDocument document = QJsonDocument::fromJson(readFile(file));
        if (kind == QLatin1String("systems"))
            m_systems = document.array();
        else if (kind == QLatin1String("offers"))
            m_offers = document.array();
        else
            m_results = document.object();
    }
    QVERIFY(!m_systems.isEmpty() && !m_offers.isEmpty());
    QVERIFY(!m_results.value(QLatin1String("results")).toArray().isEmpty());
    m_pages = path(QStringLiteral("pages.sqlite"));
    m_small = path(QStringLiteral("small.sqlite"));
    m_large = path(QStringLiteral("large.sqlite"));
    QVERIFY(makeCatalog(m_pages, 700));
    QVERIFY(makeCatalog(m_small, 300));
    QVERIFY(makeCatalog(m_large, 6000));
}

void TestCliStreamingEntries::exportIsTheWholeListsExport_data() {
    addKindsAndFormats();
}

void TestCliStreamingEntries::exportIsTheWholeListsExport() {
    QFETCH(QString, kind);
    QFETCH(QString, suffix);
    const QString file = path(QStringLiteral("export-%1.%2").arg(kind, suffix));
    const CliResult r = run(m_pages, {QStringLiteral("export"), QStringLiteral("--") + kind, file});
    QCOMPARE(r.exitCode, 0);
    const QByteArray whole = wholeExport(
        m_pages, kind, suffix == QLatin1String("csv") ? CatalogFormat::Csv : CatalogFormat::Json);
    QVERIFY(whole.size() > 100000); // the built-in entries and 700 more: three pages
    QCOMPARE(readFile(file), whole);
    QVERIFY2(r.text().startsWith(QStringLiteral("Exported 7")), r.out.constData());
}

void TestCliStreamingEntries::noResultsIsTheEmptyResultsFile() {
    // A catalog without results exports {"format": ..., "results": []} as the whole list does
    // (QJsonDocument indents the empty array's "]" on a line of its own).
    QCOMPARE(exportEntries(QList<Result>(), CatalogFormat::Json), exportResultsJson({}));
    QCOMPARE(exportEntries(QList<Result>(), CatalogFormat::Csv), exportResultsCsv({}));
    QCOMPARE(exportEntries(QList<System>(), CatalogFormat::Json), QByteArray("[\n]\n"));
    QCOMPARE(exportEntries(QList<Offer>(), CatalogFormat::Csv), exportOffersCsv({}));
}

void TestCliStreamingEntries::memoryDoesNotGrowWithTheCatalog_data() {
    addKindsAndFormats();
}

void TestCliStreamingEntries::memoryDoesNotGrowWithTheCatalog() {
#ifdef CHIPATLAS_SANITIZED
    QSKIP("a sanitizer's quarantine keeps freed memory resident: peak memory says nothing here");
#endif
    QFETCH(QString, kind);
    QFETCH(QString, suffix);
    const QStringList arguments{QStringLiteral("export"), QStringLiteral("--") + kind,
                                path(QStringLiteral("memory.") + suffix)};
    const QString out = path(QStringLiteral("memory.out"));
    const MeasuredRun small =
        runMeasured(QStringList{QStringLiteral("--db"), m_small} + arguments, m_env, out);
    QCOMPARE(small.exitCode, 0);
    const MeasuredRun large =
        runMeasured(QStringList{QStringLiteral("--db"), m_large} + arguments, m_env, out);
    QCOMPARE(large.exitCode, 0);
    // 5,700 more of each kind make the catalog file tens of MB larger; the export's peak may
    // grow by a small part of that (SQLite's page cache: up to 3 MB here), not by the entries
    // read or written (9 to 190 MB here when the whole list was read first).
    const double fileGrowthMb =
        double(QFileInfo(m_large).size() - QFileInfo(m_small).size()) / (1024.0 * 1024.0);
    const double peakGrowthMb = double(large.peakKb - small.peakKb) / 1024.0;
    qInfo("peak memory %.1f MB on the small catalog, %.1f MB on one %.1f MB larger",
          double(small.peakKb) / 1024.0, double(large.peakKb) / 1024.0, fileGrowthMb);
    QVERIFY2(fileGrowthMb > 20.0, qPrintable(QString::number(fileGrowthMb)));
    QVERIFY2(peakGrowthMb < fileGrowthMb / 6.0,
             qPrintable(QStringLiteral("peak memory %1 MB on the small catalog, %2 MB on one "
                                       "%3 MB larger")
                            .arg(double(small.peakKb) / 1024.0, 0, 'f', 1)
                            .arg(double(large.peakKb) / 1024.0, 0, 'f', 1)
                            .arg(fileGrowthMb, 0, 'f', 1)));
}

void TestCliStreamingEntries::aFailedReadLeavesTheFileAsItWas_data() {
    // A row of the 501st entry (by id, on the second page) this build cannot read: the read
    // fails after the first page was written to the temporary file.
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("breaking");
    QTest::addColumn<QString>("error");
    QTest::newRow("systems") << "systems"
                             << "UPDATE system_figure SET status = 'rumoured' WHERE system = "
                                "(SELECT pk FROM system ORDER BY id LIMIT 1 OFFSET 500)"
                             << "unknown status \"rumoured\"";
    QTest::newRow("offers") << "offers"
                            << "UPDATE offer SET pricing = 'rumoured' WHERE pk = (SELECT pk "
                               "FROM offer ORDER BY id LIMIT 1 OFFSET 500)"
                            << "pricing \"rumoured\"";
    QTest::newRow("results") << "results"
                             << "UPDATE result SET kind = 'rumoured' WHERE pk = (SELECT pk "
                                "FROM result ORDER BY id LIMIT 1 OFFSET 500)"
                             << "rumoured";
}

void TestCliStreamingEntries::aFailedReadLeavesTheFileAsItWas() {
    QFETCH(QString, kind);
    QFETCH(QString, breaking);
    QFETCH(QString, error);
    const QString db = path(QStringLiteral("broken-%1.sqlite").arg(kind));
    QVERIFY(QFile::copy(m_pages, db));
    {
        catalogtest::RawDb raw(db);
        QString rawError;
        raw.run(QStringLiteral("PRAGMA ignore_check_constraints = ON"), &rawError);
        raw.run(breaking, &rawError);
        QVERIFY2(raw.isOpen() && rawError.isEmpty(), qPrintable(rawError));
    }
    const QString folder = path(QStringLiteral("failed-") + kind);
    QVERIFY(QDir().mkpath(folder));
    const QString kept = QDir(folder).filePath(QStringLiteral("kept.csv"));
    QVERIFY(writeFile(kept, "what was there\n"));
    const QString absent = QDir(folder).filePath(QStringLiteral("absent.json"));
    for (const QString& file : {kept, absent}) {
        const CliResult r = run(db, {QStringLiteral("export"), QStringLiteral("--") + kind, file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.errorText().contains(error), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
    QCOMPARE(readFile(kept), QByteArray("what was there\n"));
    QVERIFY(!QFileInfo::exists(absent));
    // Nothing else is left in the folder: the temporary files went with the failed exports.
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("kept.csv")});
}

QTEST_GUILESS_MAIN(TestCliStreamingEntries)
#include "tst_cli_streaming_entries.moc"
