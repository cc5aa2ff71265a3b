// SafeFile, the one writer of the files a user asks for: on a disk that fills up half way (a
// short write, then ENOSPC) the target stays byte for byte as it was, no temporary file is left
// and the message names the file and the full disk; a folder, a FIFO, a device or a symbolic
// link to one is refused before anything is written and stays what it was; a symbolic link to
// a regular file stays a link and the file it points to is replaced.
//
// Runs under tools/testing/with-small-disk (CMake: SMALL_DISK): the disk is a small tmpfs of
// the test's own, so "disk full" is a real ENOSPC and needs no root.
#include "io/safefile.h"
#include "smalldisk.h"
#include "specialfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

#include <sys/stat.h>

using namespace chipatlas;

namespace {
QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

// Everything in `folder`, hidden files too: what a writer left behind shows here.
QStringList entries(const QString& folder) {
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// Bytes that no earlier content shares a prefix with.
QByteArray pattern(qsizetype size, char seed) {
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char(seed + i % 61);
    return bytes;
}

} // namespace

class TestSafeFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void writesAndReplaces();
    void fullDiskKeepsTheTarget_data();
    void fullDiskKeepsTheTarget();
    void cancelKeepsTheTarget();
    void refusesWhatIsNotARegularFile_data();
    void refusesWhatIsNotARegularFile();
    void refusesALinkToNothing();
    void linkToAFileReplacesThatFile();

private:
    QString m_disk;
    QString m_folder; // this test function's own, on the small disk
    QString m_filler;
    int m_count = 0;
};

void TestSafeFile::initTestCase() {
    m_disk = catalogtest::smallDisk();
    QVERIFY2(!m_disk.isEmpty(), "run under tools/testing/with-small-disk (ctest does)");
    m_filler = QDir(m_disk).filePath(QStringLiteral("filler"));
}

void TestSafeFile::init() {
    m_folder = QDir(m_disk).filePath(QStringLiteral("case-%1").arg(++m_count));
    QVERIFY(QDir().mkpath(m_folder));
}

void TestSafeFile::cleanup() {
    QFile::remove(m_filler);
    QDir(m_folder).removeRecursively();
}

void TestSafeFile::writesAndReplaces() {
    const QString path = QDir(m_folder).filePath(QStringLiteral("out.csv"));
    QString error;
    QVERIFY2(SafeFile::save(path, "first\n", &error), qPrintable(error));
    QCOMPARE(readAll(path), QByteArray("first\n"));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));

    // Streamed in pieces, as the GUI's export writes a large file.
    SafeFile file(path);
    QVERIFY2(file.open(), qPrintable(file.errorString()));
    const QByteArray bytes = pattern(100000, 'a');
    for (qsizetype at = 0; at < bytes.size(); at += 4096)
        QVERIFY(file.write(bytes.constData() + at, std::min<qsizetype>(4096, bytes.size() - at)));
    QCOMPARE(readAll(path), QByteArray("first\n")); // nothing replaced before commit()
    QVERIFY2(file.commit(), qPrintable(file.errorString()));
    QCOMPARE(readAll(path), bytes);
    struct stat info {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
    QCOMPARE(info.st_mode & 07777, mode_t(0600)); // the replaced file's permission bits
    QCOMPARE(file.errorString(), QString());
    QCOMPARE(entries(m_folder), QStringList{QStringLiteral("out.csv")});
}

void TestSafeFile::fullDiskKeepsTheTarget_data() {
    QTest::addColumn<qint64>("leave");
    QTest::addColumn<bool>("existing");
    QTest::addColumn<qsizetype>("slice"); // 0: one write
    for (const qint64 leave : {qint64(0), qint64(8 * 1024)}) {
        for (const bool existing : {true, false}) {
            for (const qsizetype slice : {qsizetype(0), qsizetype(1000)}) {
                QTest::addRow("%lld bytes free, %s, %s", leave,
                              existing ? "replacing a file" : "a new file",
                              slice ? "in slices" : "one write")
                    << leave << existing << slice;
            }
        }
    }
}

// 8 KiB free and 64 KiB to write: the first write is short, the next one fails with ENOSPC.
void TestSafeFile::fullDiskKeepsTheTarget() {
    QFETCH(qint64, leave);
    QFETCH(bool, existing);
    QFETCH(qsizetype, slice);
    const QString path = QDir(m_folder).filePath(QStringLiteral("out.json"));
    const QByteArray old = pattern(20000, 'A');
    if (existing)
        QVERIFY(writeAll(path, old));
    const QStringList before = entries(m_folder);
    QVERIFY(catalogtest::fillDisk(m_filler, leave));

    const QByteArray bytes = pattern(64 * 1024, 'a');
    SafeFile file(path);
    bool ok = file.open();
    for (qsizetype at = 0; ok && at < bytes.size(); at += slice ? slice : bytes.size()) {
        const qsizetype size = slice ? std::min(slice, bytes.size() - at) : bytes.size();
        ok = file.write(bytes.constData() + at, size);
    }
    QVERIFY(!ok || !file.commit());
    QVERIFY(!file.commit()); // and it stays failed

    const QString error = file.errorString();
    QVERIFY2(error.startsWith(QStringLiteral("Could not write %1: the disk is full. Free some "
                                             "space and try again.")
                                  .arg(QDir::toNativeSeparators(path))),
             qPrintable(error));
    QVERIFY2(error.endsWith(existing ? QStringLiteral("The file was left as it was.")
                                     : QStringLiteral("No file was written.")),
             qPrintable(error));
    QCOMPARE(entries(m_folder), before); // no temporary file, no new file
    if (existing)
        QCOMPARE(readAll(path), old);

    // SafeFile::save() says the same.
    QString saveError;
    QVERIFY(!SafeFile::save(path, bytes, &saveError));
    QCOMPARE(saveError, error);
    QCOMPARE(entries(m_folder), before);

    // With space again, the same write lands.
    QVERIFY(QFile::remove(m_filler));
    QVERIFY2(SafeFile::save(path, bytes, &saveError), qPrintable(saveError));
    QCOMPARE(readAll(path), bytes);
    QCOMPARE(entries(m_folder), QStringList{QStringLiteral("out.json")});
}

void TestSafeFile::cancelKeepsTheTarget() {
    const QString path = QDir(m_folder).filePath(QStringLiteral("kept.csv"));
    QVERIFY(writeAll(path, "old"));
    {
        SafeFile file(path);
        QVERIFY(file.open());
        QVERIFY(file.write("new"));
        QCOMPARE(entries(m_folder).size(), 2); // the temporary file beside it
        file.cancel();
        QVERIFY(!file.commit());
    }
    {
        SafeFile file(path);
        QVERIFY(file.open());
        QVERIFY(file.write("new"));
    } // never committed
    QCOMPARE(readAll(path), QByteArray("old"));
    QCOMPARE(entries(m_folder), QStringList{QStringLiteral("kept.csv")});
}

void TestSafeFile::refusesWhatIsNotARegularFile_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("words"); // what the message says it is
    for (const catalogtest::SpecialFileKind& special : catalogtest::kSpecialFiles)
        QTest::newRow(special.kind) << special.kind << special.words;
}

// Refused by open(), before anything is written: the target is what it was, and nothing else
// appears in its folder.
void TestSafeFile::refusesWhatIsNotARegularFile() {
    QFETCH(QString, kind);
    QFETCH(QString, words);
    const QString path = QDir(m_folder).filePath(QStringLiteral("target.csv"));
    CHIPATLAS_MAKE_SPECIAL_FILE(made, path, kind);
    const mode_t type = catalogtest::fileType(path);
    const mode_t pointsTo = catalogtest::fileType(path, true);
    const QStringList before = entries(m_folder);

    SafeFile file(path);
    QVERIFY(!file.open());
    QVERIFY(!file.write("data"));
    QVERIFY(!file.commit());
    const QString error = file.errorString();
    QVERIFY2(error.startsWith(
                 QStringLiteral("Could not write %1: it ").arg(QDir::toNativeSeparators(path))),
             qPrintable(error));
    QVERIFY2(error.contains(words + QStringLiteral(", not a regular file. Nothing was written to "
                                                   "it; choose another file name.")),
             qPrintable(error));
    if (!made.linkTarget.isEmpty())
        QVERIFY2(error.contains(QStringLiteral("a symbolic link to ") + made.linkTarget),
                 qPrintable(error));
    QString saveError;
    QVERIFY(!SafeFile::save(path, "data", &saveError));
    QCOMPARE(saveError, error);

    QCOMPARE(catalogtest::fileType(path), type);
    QCOMPARE(catalogtest::fileType(path, true), pointsTo);
    if (!made.linkTarget.isEmpty())
        QCOMPARE(QFile::symLinkTarget(path), made.linkTarget);
    QCOMPARE(entries(m_folder), before);
}

// A link to nothing is not followed to create a file where it points.
void TestSafeFile::refusesALinkToNothing() {
    const QString path = QDir(m_folder).filePath(QStringLiteral("target.csv"));
    const QString nothing = QDir(m_folder).filePath(QStringLiteral("nothing.csv"));
    QVERIFY(QFile::link(nothing, path));
    QString error;
    QVERIFY(!SafeFile::save(path, "data", &error));
    QVERIFY2(error.contains(QStringLiteral("it is a symbolic link to %1, which does not exist, "
                                           "not a regular file")
                                .arg(nothing)),
             qPrintable(error));
    QCOMPARE(QFile::symLinkTarget(path), nothing);
    QCOMPARE(entries(m_folder), QStringList{QStringLiteral("target.csv")});
}

// As QSaveFile: the link stays, and the file it points to (in another folder) is replaced there.
void TestSafeFile::linkToAFileReplacesThatFile() {
    const QString realFolder = QDir(m_folder).filePath(QStringLiteral("real"));
    const QString linkFolder = QDir(m_folder).filePath(QStringLiteral("links"));
    QVERIFY(QDir().mkpath(realFolder));
    QVERIFY(QDir().mkpath(linkFolder));
    const QString real = QDir(realFolder).filePath(QStringLiteral("chips.csv"));
    const QString link = QDir(linkFolder).filePath(QStringLiteral("chips.csv"));
    QVERIFY(writeAll(real, "old"));
    QVERIFY(QFile::link(real, link));
    QCOMPARE(notARegularFile(link), QString());

    SafeFile file(link);
    QVERIFY(file.open());
    QCOMPARE(file.targetPath(), real);
    QVERIFY(file.write("new"));
    QVERIFY2(file.commit(), qPrintable(file.errorString()));
    QCOMPARE(QFile::symLinkTarget(link), real);
    QCOMPARE(readAll(real), QByteArray("new"));
    QCOMPARE(entries(realFolder), QStringList{QStringLiteral("chips.csv")});
    QCOMPARE(entries(linkFolder), QStringList{QStringLiteral("chips.csv")});
}

QTEST_GUILESS_MAIN(TestSafeFile)
#include "tst_safefile.moc"
