// The GUI's export on a temp catalog with the built-in chips: the exported bytes of the filtered
// table, the job off the GUI thread and its cancel, files that are not regular files, and
// exported systems and offers CSV that File > Import takes back. The import: tst_catalogtransfer.
#include "catalogtransferfixture.h"
#include "io/catalogcsv.h"
#include "io/systemcsv.h"
#include "io/systemjson.h"
#include "specialfiles.h"
#include "transfer/catalogtransfer.h"
#include "transfer/systemtransfer.h"

#include <QDir>
#include <QSignalSpy>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <optional>

using namespace chipatlas;
using namespace chipatlas::transfertest;

namespace {
QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TstCatalogExport
    : public QObject
    , private CatalogTransferFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initFixture(QStringLiteral("tst_catalogexport")); }
    void init() { initCatalog(); }
    void cleanup() { cleanupCatalog(); }
    void exportedSystemsAndOffersCsvImportBack();
    void exportFilteredTable();
    void exportRunsOffTheGuiThread();
    void exportRefusesWhatIsNotAFile_data();
    void exportRefusesWhatIsNotAFile();

private:
    // startExport() of `chips` to `path`, waited for: the outcome and its error.
    std::optional<ExportJob::Outcome> exportAndWait(const QList<Chip>& chips, const QString& path,
                                                    QString* error);
};

void TstCatalogExport::exportFilteredTable() {
    // The table's chips in its own order (filtered, sorted by name descending).
    QList<Chip> shown;
    for (const Chip& chip : std::as_const(m_builtIn)) {
        if (chip.vendor == QLatin1String("NVIDIA"))
            shown.append(chip);
    }
    QVERIFY(shown.size() >= 3);
    std::sort(shown.begin(), shown.end(),
              [](const Chip& a, const Chip& b) { return a.name > b.name; });
    QList<Chip> reversed(shown.rbegin(), shown.rend());

    for (const CatalogFormat format : {CatalogFormat::Csv, CatalogFormat::Json}) {
        const QString suffix =
            format == CatalogFormat::Csv ? QStringLiteral(".csv") : QStringLiteral(".json");
        const QString first = m_dir->filePath(QStringLiteral("table") + suffix);
        const QString second = m_dir->filePath(QStringLiteral("again") + suffix);
        QString error;
        QVERIFY(exportAndWait(shown, first, &error) == ExportJob::Outcome::Written);
        QVERIFY(exportAndWait(reversed, second, &error) == ExportJob::Outcome::Written);
        QCOMPARE(readFile(first), exportChips(shown, format));
        QCOMPARE(readFile(second), readFile(first)); // deterministic: sorted by id
        // And it reads back as the same chips: nothing new, nothing changed.
        const ChipFileResult read = readChipFile(readFile(first), format);
        QVERIFY2(read.ok(), qPrintable(read.error));
        const std::optional<ImportPlan> plan = planImport(m_builtIn, read.chips);
        QVERIFY(plan && plan->isEmpty());
        QCOMPARE(plan->unchanged.size(), shown.size());
    }
    QString error;
    // Not started: neither .csv nor .json.
    QVERIFY(!exportAndWait(shown, m_dir->filePath(QStringLiteral("t.txt")), &error));
    QVERIFY(exportAndWait(shown, m_dir->filePath(QStringLiteral("missing/folder/t.csv")), &error) ==
            ExportJob::Outcome::Failed);
    QVERIFY(!error.isEmpty());
}

std::optional<ExportJob::Outcome>
TstCatalogExport::exportAndWait(const QList<Chip>& chips, const QString& path, QString* error) {
    CatalogTransfer transfer(m_session.get(), nullptr);
    transfer.setInteractive(false);
    QSignalSpy finished(transfer.exportJob(), &ExportJob::finished);
    if (!transfer.startExport(chips, path))
        return std::nullopt;
    if (!finished.wait(60000))
        return std::nullopt;
    *error = finished.constFirst().at(1).toString();
    return finished.constFirst().constFirst().value<ExportJob::Outcome>();
}

void TstCatalogExport::exportRefusesWhatIsNotAFile_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("words"); // what the message says it is
    for (const catalogtest::SpecialFileKind& special : catalogtest::kSpecialFiles)
        QTest::newRow(special.kind) << special.kind << special.words;
}

// The export job writes through core's SafeFile: a FIFO, a device or a link to one is refused
// and stays what it was (QSaveFile renamed its file over them).
void TstCatalogExport::exportRefusesWhatIsNotAFile() {
    const QString folder = m_dir->filePath(QStringLiteral("special"));
    QVERIFY(QDir().mkpath(folder));
    QFETCH(QString, kind);
    QFETCH(QString, words);
    const QString path = QDir(folder).filePath(QStringLiteral("chips.json"));
    CHIPATLAS_MAKE_SPECIAL_FILE(made, path, kind);
    const mode_t type = catalogtest::fileType(path);
    const mode_t pointsTo = catalogtest::fileType(path, true);
    const QStringList before = QDir(folder).entryList(QDir::AllEntries | QDir::Hidden |
                                                      QDir::System | QDir::NoDotAndDotDot);
    QString error;
    QVERIFY(exportAndWait(m_builtIn, path, &error) == ExportJob::Outcome::Failed);
    QVERIFY2(error.startsWith(QStringLiteral("Could not write %1: it ").arg(path)),
             qPrintable(error));
    QVERIFY2(error.contains(words + QStringLiteral(", not a regular file")), qPrintable(error));
    QCOMPARE(catalogtest::fileType(path), type);
    QCOMPARE(catalogtest::fileType(path, true), pointsTo);
    if (!made.linkTarget.isEmpty())
        QCOMPARE(QFile::symLinkTarget(path), made.linkTarget);
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                                    QDir::NoDotAndDotDot),
             before);
    QDir(folder).removeRecursively();
}

void TstCatalogExport::exportRunsOffTheGuiThread() {
    // kLargeChips chips: the file is made and written by a job on another thread while the event
    // loop keeps running; a cancel leaves the earlier file as it was and no temporary file.
    const QList<Chip> chips = largeChips();
    const QString path = m_dir->filePath(QStringLiteral("large-export.csv"));
    QVERIFY(writeFile(path, "earlier\n"));
    CatalogTransfer transfer(m_session.get(), nullptr);
    transfer.setInteractive(false);
    QSignalSpy finished(transfer.exportJob(), &ExportJob::finished);
    QSignalSpy progressed(transfer.exportJob(), &ExportJob::progressed);
    int ticks = 0;
    QTimer timer;
    timer.setInterval(1);
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    timer.start();

    QVERIFY(transfer.startExport(chips, path));
    // startExport() returned before the file was written: the GUI thread did not write it.
    QVERIFY(transfer.exportJob()->isRunning());
    QCOMPARE(readFile(path), QByteArray("earlier\n"));
    QVERIFY(!transfer.startExport(chips, path)); // one at a time
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.constFirst().constFirst().value<ExportJob::Outcome>(),
             ExportJob::Outcome::Written);
    QVERIFY(ticks > 0); // the event loop ran while the job worked
    QVERIFY(!progressed.isEmpty());
    QCOMPARE(progressed.constLast().at(0).toLongLong(), qint64(chips.size()));
    QCOMPARE(readFile(path), exportChips(chips, CatalogFormat::Csv));

    // Cancelled at once: neither the new file nor a half-written one.
    finished.clear();
    QVERIFY(writeFile(path, "earlier\n"));
    const QString fresh = m_dir->filePath(QStringLiteral("cancelled.json"));
    QVERIFY(transfer.startExport(chips, fresh));
    transfer.exportJob()->cancel();
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.constFirst().constFirst().value<ExportJob::Outcome>(),
             ExportJob::Outcome::Cancelled);
    QVERIFY(!QFile::exists(fresh));
    finished.clear();
    QVERIFY(transfer.startExport(chips, path));
    transfer.exportJob()->cancel();
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.constFirst().constFirst().value<ExportJob::Outcome>(),
             ExportJob::Outcome::Cancelled);
    QCOMPARE(readFile(path), QByteArray("earlier\n"));
    const QStringList left =
        QDir(m_dir->path())
            .entryList({QStringLiteral("large-export.csv.*"), QStringLiteral("cancelled.json*")},
                       QDir::Files);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
}

void TstCatalogExport::exportedSystemsAndOffersCsvImportBack() {
    // A systems or offers CSV as ChipAtlas exports it quotes every header name: File > Import
    // still tells it from a chips file, and imports it.
    StorageError error;
    QList<System> systems = m_catalog->systems().all(&error);
    QList<Offer> offers = m_catalog->offers().all(&error);
    QVERIFY2(!systems.isEmpty() && !offers.isEmpty(), qPrintable(error.message));
    m_session->reload();
    QTRY_VERIFY(m_session->snapshot().isComplete() && !m_session->snapshot().systems().isEmpty());
    systems.first().name = QStringLiteral("Renamed from a CSV");
    offers.first().region = QStringLiteral("moved-region-1");
    const QByteArray systemsCsv = exportSystemsCsv(systems);
    QVERIFY(systemsCsv.startsWith("\"id\""));
    const QString systemsPath = m_dir->filePath(QStringLiteral("systems.csv"));
    const QString offersPath = m_dir->filePath(QStringLiteral("offers.csv"));
    QVERIFY(writeFile(systemsPath, systemsCsv));
    QVERIFY(writeFile(offersPath, exportOffersCsv(offers)));

    CatalogTransfer chips(m_session.get(), nullptr);
    chips.setInteractive(false);
    SystemTransfer transfer(m_session.get(), &chips, nullptr);
    transfer.setInteractive(false);
    QSignalSpy imported(&transfer, &SystemTransfer::imported);
    QSignalSpy failed(&transfer, &SystemTransfer::failed);
    transfer.importFile(systemsPath);
    QTRY_VERIFY(imported.size() + failed.size() == 1);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QCOMPARE(m_catalog->systems().find(systems.first().id, &error)->name, systems.first().name);

    QTRY_VERIFY(m_session->snapshot().system(systems.first().id)->name == systems.first().name);
    transfer.importFile(offersPath);
    QTRY_VERIFY(imported.size() + failed.size() == 2);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QCOMPARE(m_catalog->offers().find(offers.first().id, &error)->region, offers.first().region);
}

QTEST_MAIN(TstCatalogExport)
#include "tst_catalogexport.moc"
