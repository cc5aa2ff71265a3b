#include "specialfiles.h"
#include "storage/catalog.h"
#include "tst_catalog_helpers.h"

#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <atomic>
#include <chrono>
#include <fcntl.h>
#include <memory>
#include <thread>
#include <unistd.h>

using namespace chipatlas;
using catalogtest::RawDb;

namespace {
enum class Setup {
    TextFile,
    ShortSqliteHeader,
    OtherProgramTables,
    OtherApplicationId,
    NewerSchema,
    Corrupt,
    ReadOnlyFile,
    ReadOnlyFolder,
    Locked,
    ParentIsAFile,
};
} // namespace
Q_DECLARE_METATYPE(Setup)
Q_DECLARE_METATYPE(chipatlas::StorageError::Code)

class TestCatalogOpenErrors : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void refusedAndUnchanged_data();
    void refusedAndUnchanged();
    void specialFilesAreRefusedAtOnce_data();
    void specialFilesAreRefusedAtOnce();
    void emptyFileIsFresh();
    void corruptionFoundWhenReading();
    void probeReadsWithoutChanging();
    void hotJournalIsPlayedBack();

private:
    // A seeded catalog, closed, so that its WAL is checkpointed into the file.
    QString makeCatalog(const QString& name);
    QTemporaryDir m_dir;
    std::unique_ptr<RawDb> m_holder; // keeps a lock for the Locked case
    QStringList m_restorePermissions;
};

void TestCatalogOpenErrors::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestCatalogOpenErrors::cleanup() {
    m_holder.reset();
    for (const QString& path : std::as_const(m_restorePermissions)) {
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                        QFileDevice::ExeOwner);
    }
    m_restorePermissions.clear();
}

QString TestCatalogOpenErrors::makeCatalog(const QString& name) {
    const QString path = m_dir.filePath(name);
    StorageError error;
    const bool ok = bool(Catalog::open(path, &error));
    if (!ok)
        qWarning("%s", qPrintable(error.message));
    return ok && !QFile::exists(path + QStringLiteral("-wal")) ? path : QString();
}

void TestCatalogOpenErrors::refusedAndUnchanged_data() {
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<StorageError::Code>("code");
    QTest::addColumn<QString>("phrase"); // %1 is the file
    using C = StorageError::Code;
    QTest::newRow("text file") << Setup::TextFile << C::NotSqlite
                               << "%1 is not a ChipAtlas catalog: it is not an SQLite database.";
    QTest::newRow("truncated SQLite file")
        << Setup::ShortSqliteHeader << C::Corrupt << "%1 is damaged";
    QTest::newRow("another program's database")
        << Setup::OtherProgramTables << C::NotChipAtlas
        << "%1 is not a ChipAtlas catalog: it is an SQLite database of another program.";
    QTest::newRow("another application id")
        << Setup::OtherApplicationId << C::NotChipAtlas
        << "%1 is not a ChipAtlas catalog: it is an SQLite database of another program.";
    QTest::newRow("newer schema") << Setup::NewerSchema << C::NewerSchema
                                  << "%1 was written by a newer ChipAtlas (schema";
    QTest::newRow("corrupt") << Setup::Corrupt << C::Corrupt << "%1 is damaged: SQLite reports";
    QTest::newRow("read-only file") << Setup::ReadOnlyFile << C::ReadOnly << "%1 is read-only";
    QTest::newRow("read-only folder")
        << Setup::ReadOnlyFolder << C::ReadOnly << "The folder of %1 is read-only";
    QTest::newRow("locked") << Setup::Locked << C::Locked
                            << "%1 is locked by another program (another ChipAtlas or an sqlite3 "
                               "shell?). Nothing was changed: close it and try again.";
    QTest::newRow("folder cannot be created")
        << Setup::ParentIsAFile << C::CannotCreate << "Cannot create the folder";
}

void TestCatalogOpenErrors::refusedAndUnchanged() {
    QFETCH(Setup, setup);
    QFETCH(StorageError::Code, code);
    QFETCH(QString, phrase);

    const QString name =
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    QString path = m_dir.filePath(name + QStringLiteral(".sqlite"));
    QString hashed = path; // the file that must stay byte-for-byte as it was
    Catalog::Options options;
    switch (setup) {
    case Setup::TextFile: {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("id,vendor,name\nnvidia-h100-sxm,NVIDIA,H100\n");
        break;
    }
    case Setup::ShortSqliteHeader: {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("SQLite format 3\0\x10\0", 19));
        break;
    }
    case Setup::OtherProgramTables: {
        RawDb raw(path);
        raw.run(QStringLiteral("CREATE TABLE bookmarks (url TEXT)"));
        break;
    }
    case Setup::OtherApplicationId: {
        RawDb raw(path);
        raw.run(QStringLiteral("PRAGMA application_id = 1234"));
        raw.run(QStringLiteral("PRAGMA user_version = 1"));
        break;
    }
    case Setup::NewerSchema: {
        path = makeCatalog(name);
        QVERIFY(!path.isEmpty());
        hashed = path;
        RawDb raw(path);
        raw.run(
            QStringLiteral("PRAGMA user_version = %1").arg(Catalog::currentSchemaVersion() + 7));
        break;
    }
    case Setup::Corrupt: {
        path = makeCatalog(name);
        QVERIFY(!path.isEmpty());
        hashed = path;
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        const QByteArray header = file.read(100);
        const int pageSize = qFromBigEndian<quint16>(header.constData() + 16);
        QVERIFY(file.size() > 2 * pageSize);
        QVERIFY(file.seek(pageSize)); // page 2 onwards
        QByteArray garbage(int(file.size()) - pageSize, '\0');
        for (int i = 0; i < garbage.size(); ++i)
            garbage[i] = char((unsigned(i) * 7919u + 13u) & 0xffu);
        file.write(garbage);
        break;
    }
    case Setup::ReadOnlyFile:
        path = makeCatalog(name);
        QVERIFY(!path.isEmpty());
        hashed = path;
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup |
                                                QFileDevice::ReadOther)); // chmod 0444
        m_restorePermissions.append(path);
        break;
    case Setup::ReadOnlyFolder: {
        const QString folder = m_dir.filePath(name);
        QVERIFY(QDir().mkpath(folder));
        path = folder + QStringLiteral("/catalog.sqlite");
        StorageError error;
        QVERIFY(Catalog::open(path, &error));
        hashed = path;
        QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner |
                                                  QFileDevice::ReadGroup | QFileDevice::ExeGroup |
                                                  QFileDevice::ReadOther |
                                                  QFileDevice::ExeOther)); // chmod 0555
        m_restorePermissions.append(folder);
        break;
    }
    case Setup::Locked: {
        path = makeCatalog(name);
        QVERIFY(!path.isEmpty());
        hashed = path;
        {
            RawDb raw(path);
            QCOMPARE(raw.run(QStringLiteral("PRAGMA journal_mode = DELETE")).toString(),
                     QStringLiteral("delete"));
        }
        // Another program in the middle of a write, holding an exclusive lock.
        m_holder = std::make_unique<RawDb>(path);
        QString sqlError;
        m_holder->holdWriteLock(&sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        options.busyTimeoutMs = 200;
        break;
    }
    case Setup::ParentIsAFile: {
        hashed = m_dir.filePath(name);
        QFile file(hashed);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("a file where a folder should be\n");
        file.close();
        path = hashed + QStringLiteral("/sub/catalog.sqlite");
        break;
    }
    }

    const QByteArray before = catalogtest::sha256(hashed);
    QVERIFY(!before.isEmpty());
    StorageError error;
    // Test connection (Catalog::probe) refuses an existing file the same way, without
    // changing it either. (A file that does not exist yet reads as empty.)
    if (setup != Setup::ParentIsAFile) {
        QVERIFY(!Catalog::probe(CatalogConnection::sqliteFile(path), options, &error));
        QCOMPARE(error.code, code);
        QCOMPARE(catalogtest::sha256(hashed), before);
    }
    // A lock held by another connection ends in Locked after the busy timeout; a timeout that
    // was not honoured would hang here until CTest's own timeout fails the test.
    const std::unique_ptr<Catalog> catalog = Catalog::open(path, options, &error);
    QVERIFY(!catalog);
    QCOMPARE(error.code, code);
    const QString file = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    QVERIFY2(error.message.contains(QString(phrase).arg(file)), qPrintable(error.message));
    QVERIFY2(error.message.endsWith(QLatin1Char('.')), qPrintable(error.message));
    if (code == StorageError::Code::Corrupt) {
        QVERIFY2(error.message.contains(QStringLiteral("Restore it from a backup or open another "
                                                       "catalog.")),
                 qPrintable(error.message));
    }
    // Core says what to do, not how a front end does it: the CLI adds --db, the GUI its menu,
    // for every refusal here but the lock, which passes.
    QVERIFY2(!error.message.contains(QLatin1String("--db")), qPrintable(error.message));
    QCOMPARE(error.anotherCatalogHelps(), code != StorageError::Code::Locked);
    QCOMPARE(catalogtest::sha256(hashed), before);
}

void TestCatalogOpenErrors::specialFilesAreRefusedAtOnce_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("words"); // what the message says it is
    for (const catalogtest::SpecialFileKind& special : catalogtest::kSpecialFiles)
        QTest::newRow(special.kind) << special.kind << special.words;
}

// A FIFO given as the catalog blocked open() for ever (reading its header waited for a writer);
// a device was taken for an empty new catalog and SQLite put a -journal beside it
// (/dev/null-journal). Both are refused by their type, before anything opens them, by open()
// and by Test connection (probe()) alike.
void TestCatalogOpenErrors::specialFilesAreRefusedAtOnce() {
    QFETCH(QString, kind);
    QFETCH(QString, words);
    const QString folder = m_dir.filePath(
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY(QDir().mkpath(folder));
    const QString path = QDir(folder).filePath(QStringLiteral("catalog.sqlite"));
    CHIPATLAS_MAKE_SPECIAL_FILE(made, path, kind);
    const mode_t type = catalogtest::fileType(path);
    const mode_t pointsTo = catalogtest::fileType(path, true);
    const QStringList before = QDir(folder).entryList(QDir::AllEntries | QDir::Hidden |
                                                      QDir::System | QDir::NoDotAndDotDot);

    // Should a FIFO still be opened, after 10 s a writer feeds it bytes that are no catalog,
    // again and again, so that every read of it ends and the test fails on the time taken
    // rather than hanging.
    std::atomic<bool> done = false;
    std::thread rescuer(
        [&done, fifo = QFile::encodeName(made.linkTarget.isEmpty() ? path : made.linkTarget)] {
            for (int waited = 0; waited < 200 && !done.load(); ++waited)
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            const QByteArray junk(4096, 'x');
            while (!done.load()) {
                const int fd = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
                if (fd >= 0) {
                    [[maybe_unused]] const ssize_t written =
                        ::write(fd, junk.constData(), junk.size());
                    ::close(fd);
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            }
        });
    QElapsedTimer timer;
    timer.start();
    StorageError probeError;
    const bool probed = bool(Catalog::probe(CatalogConnection::sqliteFile(path), {}, &probeError));
    StorageError error;
    const bool opened = bool(Catalog::open(path, &error));
    const qint64 elapsed = timer.elapsed();
    done = true;
    rescuer.join();

    QVERIFY(!probed);
    QVERIFY(!opened);
    QVERIFY2(elapsed < 5000, qPrintable(QStringLiteral("%1 ms").arg(elapsed)));
    QCOMPARE(probeError.code, StorageError::Code::NotSqlite);
    QCOMPARE(error.code, StorageError::Code::NotSqlite);
    QCOMPARE(probeError.message, error.message);
    const QString native = QDir::toNativeSeparators(path);
    QVERIFY2(error.message.startsWith(native + QStringLiteral(" is ")), qPrintable(error.message));
    QVERIFY2(error.message.contains(words + QStringLiteral(", not a ChipAtlas catalog. Give the "
                                                           "path of a catalog file.")),
             qPrintable(error.message));
    QVERIFY(error.anotherCatalogHelps());
    // What it was, and no -journal, -wal or -shm beside it (or beside what a link points to).
    QCOMPARE(catalogtest::fileType(path), type);
    QCOMPARE(catalogtest::fileType(path, true), pointsTo);
    if (!made.linkTarget.isEmpty())
        QCOMPARE(QFile::symLinkTarget(path), made.linkTarget);
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                                    QDir::NoDotAndDotDot),
             before);
}

void TestCatalogOpenErrors::emptyFileIsFresh() {
    const QString path = m_dir.filePath(QStringLiteral("empty.sqlite"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(path, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    QCOMPARE(catalog->chips().count(&error), 34);
}

void TestCatalogOpenErrors::corruptionFoundWhenReading() {
    // The damage is in the figure table only, which open() does not read: chips() must map
    // SQLite's error rather than return half a catalog.
    const QString path = makeCatalog(QStringLiteral("damaged-figures.sqlite"));
    QVERIFY(!path.isEmpty());
    int root = 0;
    int pageSize = 0;
    {
        RawDb raw(path);
        root = raw.run(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = 'figure'"))
                   .toInt();
        pageSize = raw.run(QStringLiteral("PRAGMA page_size")).toInt();
    }
    QVERIFY(root > 1);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(qint64(root - 1) * pageSize));
        file.write(QByteArray(pageSize, '\xa5'));
    }
    Catalog::Options options;
    options.seedBuiltIn = false;
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(path, options, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    const QList<Chip> chips = catalog->chips().all(&error);
    QCOMPARE(error.code, StorageError::Code::Corrupt);
    QVERIFY(chips.isEmpty());
    QVERIFY2(error.message.contains(QDir::toNativeSeparators(path)), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("backup")), qPrintable(error.message));
}

// What Test connection shows: a missing file is empty (and stays missing), a catalog tells its
// schema and chip count, and neither is changed.
void TestCatalogOpenErrors::probeReadsWithoutChanging() {
    StorageError error;
    const QString missing = m_dir.filePath(QStringLiteral("not-yet/catalog.sqlite"));
    const std::optional<Catalog::ProbeResult> nothing =
        Catalog::probe(CatalogConnection::sqliteFile(missing), {}, &error);
    QVERIFY2(nothing, qPrintable(error.message));
    QVERIFY(nothing->empty);
    QCOMPARE(nothing->chipCount, 0);
    QVERIFY(!QFileInfo::exists(QFileInfo(missing).path())); // not even its folder

    const QString path = makeCatalog(QStringLiteral("probed.sqlite"));
    QVERIFY(!path.isEmpty());
    const QByteArray before = catalogtest::sha256(path);
    const std::optional<Catalog::ProbeResult> found =
        Catalog::probe(CatalogConnection::sqliteFile(path), {}, &error);
    QVERIFY2(found, qPrintable(error.message));
    QVERIFY(!found->empty);
    QCOMPARE(found->schemaVersion, Catalog::currentSchemaVersion());
    QCOMPARE(found->chipCount, 34);
    QCOMPARE(catalogtest::sha256(path), before);
}

// A program killed in the middle of a write to a catalog in rollback-journal mode (an old
// release's file, during its migration: tests/crash/tst_crash_migration) leaves a hot journal.
// The next open plays it back (SQLite restores the last committed state) and goes on; it once
// called the file read-only, because the first read was over a read-only connection.
void TestCatalogOpenErrors::hotJournalIsPlayedBack() {
    const QString path = m_dir.filePath(QStringLiteral("writing.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/catalog-schema4.sqlite"),
                        path));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    const QString killed = m_dir.filePath(QStringLiteral("killed.sqlite"));
    {
        // A write that spills into the file (a cache of one page): the file holds half a
        // transaction and the journal the pages it replaced. Copied now, as a kill leaves them.
        RawDb raw(path);
        QVERIFY(raw.isOpen());
        QString problem;
        raw.run(QStringLiteral("PRAGMA cache_size = 1"), &problem);
        raw.run(QStringLiteral("BEGIN"), &problem);
        raw.run(QStringLiteral("UPDATE chip SET notes = notes || hex(zeroblob(2000))"), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(QFile::copy(path, killed));
        QVERIFY(
            QFile::copy(path + QStringLiteral("-journal"), killed + QStringLiteral("-journal")));
        raw.run(QStringLiteral("ROLLBACK"), &problem);
    }
    QFile journal(killed + QStringLiteral("-journal"));
    QVERIFY(journal.open(QIODevice::ReadOnly));
    QCOMPARE(journal.read(8), QByteArray::fromHex("d9d505f920a163d7")); // hot: its header written
    journal.close();

    Catalog::Options options;
    options.seedBuiltIn = false;
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(killed, options, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<Chip> h100 =
        catalog->chips().find(QStringLiteral("nvidia-h100-sxm"), &error);
    QVERIFY2(h100, qPrintable(error.message));
    QVERIFY(!h100->notes.endsWith(QStringLiteral("0000"))); // the interrupted write is gone
    QCOMPARE(catalog->chips().count(&error), 30);
    QVERIFY(!QFileInfo::exists(killed + QStringLiteral("-journal")));
}

QTEST_GUILESS_MAIN(TestCatalogOpenErrors)
#include "tst_catalog_open_errors.moc"
