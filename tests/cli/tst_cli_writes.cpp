// The files chipatlas-cli writes (export of chips, systems and offers as CSV or JSON; chart as
// PNG, SVG or CSV): on a disk that fills up, the command exits with 1 and names the file and the
// full disk, the earlier file stays byte for byte, and no temporary file is left; a target that
// is not a regular file (a folder, a FIFO, a device, a symbolic link to one) is refused and
// stays what it was; a symbolic link to a regular file stays a link to the file written.
//
// Runs under tools/testing/with-small-disk (CMake: SMALL_DISK): the targets are on a small
// tmpfs of the test's own, so "disk full" is a real ENOSPC and needs no root. The catalog is
// off that disk.
#include "clirunner.h"
#include "smalldisk.h"
#include "specialfiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {
QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList entries(const QString& folder) {
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// The command that writes `file`: "export [--systems|--offers] FILE" or "chart --out FILE".
QStringList writing(const QString& command, const QString& file) {
    QStringList arguments = command.split(QLatin1Char(' '));
    arguments << file;
    return arguments;
}
} // namespace

class TestCliWrites : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void fullDiskKeepsTheOldFile_data();
    void fullDiskKeepsTheOldFile();
    void refusesWhatIsNotARegularFile_data();
    void refusesWhatIsNotARegularFile();
    void linkToAFileWritesThatFile();

private:
    CliResult run(const QStringList& arguments) const {
        return runCli(QStringList{QStringLiteral("--db"), m_db} + arguments, m_env);
    }

    QTemporaryDir m_dir; // the catalog, off the small disk
    QString m_db;
    QProcessEnvironment m_env;
    QString m_disk;
    QString m_filler;
    QString m_folder; // this test function's own, on the small disk
    int m_count = 0;
};

void TestCliWrites::initTestCase() {
    m_disk = catalogtest::smallDisk();
    QVERIFY2(!m_disk.isEmpty(), "run under tools/testing/with-small-disk (ctest does)");
    m_filler = QDir(m_disk).filePath(QStringLiteral("filler"));
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_env.insert(QStringLiteral("HOME"), m_dir.path());
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
    QCOMPARE(run({QStringLiteral("models")}).exitCode, 0); // creates and seeds the catalog
}

void TestCliWrites::init() {
    m_folder = QDir(m_disk).filePath(QStringLiteral("case-%1").arg(++m_count));
    QVERIFY(QDir().mkpath(m_folder));
}

void TestCliWrites::cleanup() {
    QFile::remove(m_filler);
    QDir(m_folder).removeRecursively();
}

void TestCliWrites::fullDiskKeepsTheOldFile_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("name");
    QTest::addColumn<qint64>("leave"); // bytes free: 0, or less than the file needs
    const struct {
        const char* command;
        const char* name;
        qint64 partly; // free bytes that take part of the file (less than it), or 0: none
    } writes[] = {
        {"export", "chips.csv", 8192},
        {"export", "chips.json", 8192},
        {"export --systems", "systems.csv", 8192},
        {"export --systems", "systems.json", 8192},
        {"export --offers", "offers.csv", 4096},
        {"export --offers", "offers.json", 8192},
        {"chart --out", "chart.png", 8192},
        {"chart --out", "chart.svg", 8192},
        {"chart --out", "chart.csv", 0},
    };
    for (const auto& write : writes) {
        QTest::addRow("%s %s, 0 bytes free", write.command, write.name)
            << write.command << write.name << qint64(0);
        if (write.partly > 0) {
            QTest::addRow("%s %s, %lld bytes free", write.command, write.name, write.partly)
                << write.command << write.name << write.partly;
        }
    }
}

// The tester's case: 8 KiB free, `export out.csv` printed "Exported 30 chips" and left 8,192 of
// 132,579 bytes in place of the old file; with 0 bytes free `export --offers` left it empty.
void TestCliWrites::fullDiskKeepsTheOldFile() {
    QFETCH(QString, command);
    QFETCH(QString, name);
    QFETCH(qint64, leave);
    const QString path = QDir(m_folder).filePath(name);
    const CliResult first = run(writing(command, path));
    QVERIFY2(first.exitCode == 0, first.err.constData());
    const QByteArray old = readAll(path);
    QVERIFY(old.size() > leave);
    QCOMPARE(entries(m_folder), QStringList{name});

    QVERIFY(catalogtest::fillDisk(m_filler, leave));
    const CliResult full = run(writing(command, path));
    verifyCliError(full, 1,
                   QStringLiteral("Could not write %1: the disk is full. Free some space and try "
                                  "again. The file was left as it was.")
                       .arg(QDir::toNativeSeparators(path)));
    QCOMPARE(readAll(path), old);
    QCOMPARE(entries(m_folder), QStringList{name}); // no temporary file left

    QVERIFY(QFile::remove(m_filler));
    const CliResult again = run(writing(command, path));
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QCOMPARE(readAll(path).size(), old.size());
    QCOMPARE(entries(m_folder), QStringList{name});
}

void TestCliWrites::refusesWhatIsNotARegularFile_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("words");
    const struct {
        const char* command;
        const char* name;
    } writes[] = {
        {"export", "chips.csv"},
        {"export --systems", "systems.json"},
        {"export --offers", "offers.csv"},
        {"chart --out", "chart.png"},
    };
    for (const auto& write : writes) {
        for (const catalogtest::SpecialFileKind& special : catalogtest::kSpecialFiles) {
            QTest::addRow("%s to %s", write.command, special.kind)
                << write.command << write.name << special.kind << special.words;
        }
    }
}

// Exporting to a symbolic link that pointed at a device replaced the device with a file (as
// root); a FIFO was replaced too. Now each is refused before anything is written.
void TestCliWrites::refusesWhatIsNotARegularFile() {
    QFETCH(QString, command);
    QFETCH(QString, name);
    QFETCH(QString, kind);
    QFETCH(QString, words);
    const QString path = QDir(m_folder).filePath(name);
    CHIPATLAS_MAKE_SPECIAL_FILE(made, path, kind);
    const mode_t type = catalogtest::fileType(path);
    const mode_t pointsTo = catalogtest::fileType(path, true);
    const QStringList before = entries(m_folder);

    const CliResult r = run(writing(command, path));
    verifyCliError(r, 1, QStringLiteral("Could not write %1: it ").arg(path));
    QVERIFY2(r.errorText().contains(words + QStringLiteral(", not a regular file")),
             r.err.constData());
    QCOMPARE(catalogtest::fileType(path), type);
    QCOMPARE(catalogtest::fileType(path, true), pointsTo);
    if (!made.linkTarget.isEmpty())
        QCOMPARE(QFile::symLinkTarget(path), made.linkTarget);
    QCOMPARE(entries(m_folder), before);
}

// A symbolic link to a regular file stays the link; the file it points to is written.
void TestCliWrites::linkToAFileWritesThatFile() {
    const QString real = QDir(m_folder).filePath(QStringLiteral("real.json"));
    const QString link = QDir(m_folder).filePath(QStringLiteral("link.json"));
    QFile file(real);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("old") == 3);
    file.close();
    QVERIFY(QFile::link(real, link));
    const CliResult r = run({QStringLiteral("export"), link});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(QFile::symLinkTarget(link), real);
    QVERIFY(readAll(real).startsWith("[\n"));
    QCOMPARE(entries(m_folder),
             (QStringList{QStringLiteral("link.json"), QStringLiteral("real.json")}));
}

QTEST_GUILESS_MAIN(TestCliWrites)
#include "tst_cli_writes.moc"
