// A disk that fills up under a catalog: an import (the real chipatlas-cli), an edit (the
// Catalog the GUI's session holds open), a mere read and the creation of a new catalog that run
// out of space say so, name the catalog and leave it exactly as it was (a new one: no file);
// once there is space again, the same work succeeds.
//
// Runs under tools/testing/with-small-disk (CMake: SMALL_DISK): CHIPATLAS_SMALL_DISK is a
// small tmpfs of the test's own, so "disk full" is a real ENOSPC and needs no root.
#include "clirunner.h"
#include "rawdb.h"
#include "smalldisk.h"
#include "storage/catalog.h"

#include <QDir>
#include <QFile>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;
using catalogtest::fillDisk;

namespace {
QString integrity(const QString& path) {
    catalogtest::RawDb raw(path);
    return raw.run(QStringLiteral("PRAGMA integrity_check")).toString();
}
} // namespace

class TestDiskFull : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void importOnAFullDiskChangesNothing();
    void editOnAFullDiskChangesNothing();
    void readOnAFullDiskNamesTheFullDisk_data();
    void readOnAFullDiskNamesTheFullDisk();
    void newCatalogOnAFullDiskLeavesNoFile_data();
    void newCatalogOnAFullDiskLeavesNoFile();

private:
    CliResult run(const QString& db, const QStringList& arguments) const {
        return runCli(QStringList{QStringLiteral("--db"), db} + arguments, m_env);
    }
    // The whole catalog as the CLI exports it, written off the small disk.
    QByteArray snapshot(const QString& db) {
        const QString file = m_dir.filePath(QStringLiteral("snapshot-%1.json").arg(++m_snapshots));
        const CliResult r = run(db, {QStringLiteral("export"), file});
        if (r.exitCode != 0)
            qWarning("export failed: %s", r.err.constData());
        QFile read(file);
        return read.open(QIODevice::ReadOnly) ? read.readAll() : QByteArray();
    }

    QString m_disk;   // the small tmpfs
    QString m_filler; // the file that fills it
    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
    int m_snapshots = 0;
};

void TestDiskFull::initTestCase() {
    m_disk = qEnvironmentVariable("CHIPATLAS_SMALL_DISK");
    QVERIFY2(!m_disk.isEmpty() && QFileInfo(m_disk).isDir(),
             "run under tools/testing/with-small-disk (ctest does)");
    m_filler = QDir(m_disk).filePath(QStringLiteral("filler"));
    QVERIFY(m_dir.isValid());
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_env.insert(QStringLiteral("HOME"), m_dir.path());
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
}

void TestDiskFull::cleanup() {
    QFile::remove(m_filler);
}

// 400 synthetic chips (about 2 MB of pages) into a catalog with 512 KiB left: the import's one
// transaction cannot be written, and the catalog stays the old one.
void TestDiskFull::importOnAFullDiskChangesNothing() {
    QProcess generate;
    generate.start(QStringLiteral(CHIPATLAS_GENCATALOG_PATH),
                   {QStringLiteral("--chips"), QStringLiteral("400"), QStringLiteral("--seed"),
                    QStringLiteral("15"), QStringLiteral("--out"), m_dir.path()});
    QVERIFY(generate.waitForFinished(60000));
    QCOMPARE(generate.exitCode(), 0);
    const QString csv = m_dir.filePath(QStringLiteral("chips.csv"));

    const QString db = QDir(m_disk).filePath(QStringLiteral("import.sqlite"));
    QCOMPARE(run(db, {QStringLiteral("models")}).exitCode, 0); // creates and seeds it
    const QByteArray before = snapshot(db);
    QVERIFY(!before.isEmpty());

    QVERIFY(fillDisk(m_filler, 512 * 1024));
    const CliResult full = run(db, {QStringLiteral("import"), csv});
    verifyCliError(full, 1, QStringLiteral("the disk is full"));
    QVERIFY2(full.errorText().contains(QDir::toNativeSeparators(db)), full.err.constData());
    QVERIFY2(full.errorText().contains(QStringLiteral("Nothing was imported")),
             full.err.constData());

    QVERIFY(QFile::remove(m_filler));
    QCOMPARE(integrity(db), QStringLiteral("ok"));
    QCOMPARE(snapshot(db), before);
    const CliResult again = run(db, {QStringLiteral("import"), csv});
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QVERIFY2(again.text().contains(QStringLiteral("400 new")), again.out.constData());
}

// The GUI's situation: the catalog is open, the disk fills up, then a chip is saved.
void TestDiskFull::editOnAFullDiskChangesNothing() {
    const QString db = QDir(m_disk).filePath(QStringLiteral("edit.sqlite"));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(db, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<Chip> stored =
        catalog->chips().find(QStringLiteral("nvidia-h100-sxm"), &error);
    QVERIFY2(stored, qPrintable(error.message));
    const std::optional<QList<Catalog::ChipState>> before =
        catalog->chips().states({stored->id}, &error);
    QVERIFY2(before, qPrintable(error.message));
    {
        // An empty write-ahead log, so that the edit must grow it.
        catalogtest::RawDb raw(db);
        QCOMPARE(raw.run(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")).toInt(), 0);
    }
    QVERIFY(fillDisk(m_filler, 0));

    Chip edited = *stored;
    edited.name = QStringLiteral("H100 SXM, edited on a full disk");
    edited.notes = QString(4000, QLatin1Char('n'));
    // The user's edit, as the edit use case writes it.
    const Catalog::ChipState after = ChipRepository::editedState(before->constFirst(), edited);
    QVERIFY(!catalog->chips().restore({after}, &error));
    QCOMPARE(error.code, StorageError::Code::Query);
    QVERIFY2(error.message.contains(QStringLiteral("the disk is full. Free some space and try "
                                                   "again.")),
             qPrintable(error.message));
    QVERIFY2(error.message.contains(QDir::toNativeSeparators(db)), qPrintable(error.message));
    // The open catalog still reads the chip as it was, and nothing half-written shows.
    QCOMPARE(catalog->chips().find(edited.id, &error), stored);

    QVERIFY(QFile::remove(m_filler));
    QVERIFY2(catalog->chips().restore({after}, &error), qPrintable(error.message));
    QCOMPARE(catalog->chips().find(edited.id, &error)->name, edited.name);
    QCOMPARE(integrity(db), QStringLiteral("ok"));
}

void TestDiskFull::readOnAFullDiskNamesTheFullDisk_data() {
    QTest::addColumn<qint64>("leave");
    QTest::newRow("0 bytes free") << qint64(0);
    QTest::newRow("8 KiB free") << qint64(8 * 1024);
}

// Even reading a catalog in WAL mode needs room for its -shm file, which SQLite reports as a
// "disk I/O error": the user reads that the disk is full, and the catalog stays as it was.
void TestDiskFull::readOnAFullDiskNamesTheFullDisk() {
    QFETCH(qint64, leave);
    const QString db = QDir(m_disk).filePath(QStringLiteral("read-%1.sqlite").arg(leave));
    QCOMPARE(run(db, {QStringLiteral("models")}).exitCode, 0); // creates and seeds it
    const QByteArray before = catalogtest::sha256(db);
    QVERIFY(!before.isEmpty());

    QVERIFY(fillDisk(m_filler, leave));
    for (const char* command : {"list", "systems"}) {
        const CliResult full = run(db, {QString::fromLatin1(command)});
        verifyCliError(full, 1, QStringLiteral("the disk is full. Free some space and try again."));
        QVERIFY2(full.errorText().contains(QDir::toNativeSeparators(db)), full.err.constData());
        QVERIFY2(full.errorText().contains(QStringLiteral("Nothing was changed.")),
                 full.err.constData());
    }
    QCOMPARE(catalogtest::sha256(db), before);

    QVERIFY(QFile::remove(m_filler));
    const CliResult again = run(db, {QStringLiteral("list")});
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QVERIFY2(again.text().contains(QStringLiteral("nvidia-h100-sxm")), again.out.constData());
    QCOMPARE(integrity(db), QStringLiteral("ok"));
}

void TestDiskFull::newCatalogOnAFullDiskLeavesNoFile_data() {
    readOnAFullDiskNamesTheFullDisk_data();
}

// A first start on a full disk: the catalog cannot be created, the message says why, and no
// empty file is left behind to be taken for a catalog later.
void TestDiskFull::newCatalogOnAFullDiskLeavesNoFile() {
    QFETCH(qint64, leave);
    const QString folder = QDir(m_disk).filePath(QStringLiteral("new-%1").arg(leave));
    QVERIFY(QDir().mkpath(folder));
    const QString db = QDir(folder).filePath(QStringLiteral("catalog.sqlite"));

    QVERIFY(fillDisk(m_filler, leave));
    const CliResult full = run(db, {QStringLiteral("list")});
    verifyCliError(full, 1, QStringLiteral("the disk is full. Free some space and try again."));
    QVERIFY2(full.errorText().contains(QDir::toNativeSeparators(db)), full.err.constData());
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList());

    QVERIFY(QFile::remove(m_filler));
    const CliResult again = run(db, {QStringLiteral("list")});
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QCOMPARE(integrity(db), QStringLiteral("ok"));
}

QTEST_GUILESS_MAIN(TestDiskFull)
#include "tst_diskfull.moc"
