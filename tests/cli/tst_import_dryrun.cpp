// A dry run refuses what the import refuses. Every file of tests/data/import-checks (systems,
// offers and measured results, CSV and JSON: a chip or a target the catalog does not have, an id
// used twice with equal and with different values, invalid values, valid files) gets the same
// verdict from `chipatlas-cli import --dry-run`, from the import itself and from the GUI's File >
// Import, each on a fresh copy of one catalog: accepted with the same summary, or refused with the
// same message; a refused import leaves the catalog file byte for byte as it was.
#include "application/catalogsession.h"
#include "clirunner.h"
#include "guistartup.h"
#include "transfer/systemtransfer.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace chipatlas;

namespace {
QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString corpusFile(const QString& name) {
    return QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/import-checks/") + name;
}
} // namespace

class TestImportDryRun : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void dryRunGivesTheImportsVerdict_data();
    void dryRunGivesTheImportsVerdict();
    void guiGivesTheSameVerdict_data() { dryRunGivesTheImportsVerdict_data(); }
    void guiGivesTheSameVerdict();

private:
    // A fresh copy of the catalog, named after the test row and `what`.
    QString freshCatalog(const QString& what) const;

    QTemporaryDir m_dir;
    QString m_db;
    QByteArray m_dbBytes;
    QProcessEnvironment m_env;
};

void TestImportDryRun::initTestCase() {
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("HOME"), m_dir.path());
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
    QCOMPARE(runCliOn(m_db, {QStringLiteral("models")}, m_env).exitCode, 0); // creates the catalog
    m_dbBytes = readFile(m_db);
    QVERIFY(!m_dbBytes.isEmpty());
}

QString TestImportDryRun::freshCatalog(const QString& what) const {
    const QString path = m_dir.filePath(
        QStringLiteral("%1-%2.sqlite").arg(QString::fromLatin1(QTest::currentDataTag()), what));
    QFile::remove(path);
    if (!QFile::copy(m_db, path))
        qWarning("cannot copy the catalog to %s", qPrintable(path));
    return path;
}

void TestImportDryRun::dryRunGivesTheImportsVerdict_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message"); // empty: accepted with `summary`
    QTest::addColumn<QString>("summary");
    const QString accepted;
    const QString refused;
    const auto row = [](const char* file, const char* kind, const QString& message,
                        const QString& summary) {
        QTest::newRow(file) << QString::fromLatin1(kind) << message << summary;
    };
    row("systems-valid.csv", "systems", accepted, QStringLiteral("2 new, 0 changed, 0 unchanged"));
    row("systems-valid.json", "systems", accepted, QStringLiteral("2 new, 0 changed, 0 unchanged"));
    row("systems-unknown-chip.csv", "systems",
        QStringLiteral("line 3, column 4 (chip_id): \"no-such-chip\" is not a chip of the catalog; "
                       "add or import that chip first, or name one the catalog has"),
        refused);
    row("systems-unknown-chip.json", "systems",
        QStringLiteral("system 2 (\"lab-x-box\"): Chip (chip_id): \"no-such-chip\" is not a chip "
                       "of the catalog; add or import that chip first, or name one the catalog "
                       "has"),
        refused);
    row("systems-duplicate-equal.csv", "systems",
        QStringLiteral("line 4, column 1 (id): the id \"lab-h100-box\" is already used on line 2"),
        refused);
    row("systems-duplicate-different.csv", "systems",
        QStringLiteral("line 4, column 1 (id): the id \"lab-h100-box\" is already used on line 2"),
        refused);
    row("systems-duplicate-equal.json", "systems",
        QStringLiteral("system 2 (\"lab-h100-box\"): the id is already used by system 1"), refused);
    row("systems-duplicate-different.json", "systems",
        QStringLiteral("system 3 (\"lab-h100-box\"): the id is already used by system 1"), refused);
    row("systems-invalid.csv", "systems",
        QStringLiteral("line 2, column 6 (system_power_w): -5 W is negative"), refused);
    row("systems-invalid.json", "systems",
        QStringLiteral("system 1 (\"lab-h100-box\"): System power (system_power_w): -5 W is "
                       "negative"),
        refused);
    row("offers-valid.csv", "offers", accepted, QStringLiteral("2 new, 0 changed, 0 unchanged"));
    row("offers-valid.json", "offers", accepted, QStringLiteral("2 new, 0 changed, 0 unchanged"));
    row("offers-unknown-target.csv", "offers",
        QStringLiteral("line 3, column 2 (target_id): \"no-such-system\" is neither a chip nor a "
                       "system of the catalog; add or import it first, or name one the catalog "
                       "has"),
        refused);
    row("offers-unknown-target.json", "offers",
        QStringLiteral("offer 2 (\"lab-cloud-x-on-demand\"): System or chip (target_id): "
                       "\"no-such-chip\" is neither a chip nor a system of the catalog; add or "
                       "import it first, or name one the catalog has"),
        refused);
    // An offers CSV gives each price of an offer as a row of its id: a row that repeats one is
    // the same price, and the offer has it once.
    row("offers-duplicate-equal.csv", "offers", accepted,
        QStringLiteral("1 new, 0 changed, 0 unchanged"));
    row("offers-duplicate-different.csv", "offers",
        QStringLiteral("line 3, column 8 (chips): the offer \"lab-cloud-box8-on-demand\" has \"4\" "
                       "here but \"8\" on line 2; the rows of one offer differ only in their "
                       "price"),
        refused);
    row("offers-duplicate-equal.json", "offers",
        QStringLiteral("offer 2 (\"lab-cloud-box8-on-demand\"): the id is already used by offer 1"),
        refused);
    row("offers-duplicate-different.json", "offers",
        QStringLiteral("offer 2 (\"lab-cloud-box8-on-demand\"): the id is already used by offer 1"),
        refused);
    row("offers-invalid.csv", "offers",
        QStringLiteral("line 3, column 10 (per_instance_hour): 24000000 is not a price; a number "
                       "above 0 and at most 10000000 is required"),
        refused);
    row("offers-invalid.json", "offers",
        QStringLiteral("offer 1 (\"lab-cloud-box8-on-demand\"): Date seen (seen): 1999-10-01 is "
                       "outside 2000-01-01 to 2200-12-31"),
        refused);
    // Measured results (resultimport.h): the GUI hands a results file from File > Import on.
    row("results-valid.csv", "results", accepted, QStringLiteral("4 new, 0 changed, 0 unchanged"));
    row("results-valid.json", "results", accepted, QStringLiteral("4 new, 0 changed, 0 unchanged"));
    row("results-unknown-hardware.csv", "results",
        QStringLiteral("line 2, column 6 (hardware): 'acme-x9' is not a chip or system in the "
                       "catalog"),
        refused);
    row("results-unknown-hardware.json", "results",
        QStringLiteral("result 1 (\"my-vllm-run\"): Hardware (hardware): 'acme-x9' is not a chip "
                       "or system in the catalog"),
        refused);
    // A multi-line note: the second result starts on line 4.
    row("results-duplicate.csv", "results",
        QStringLiteral("line 4, column 1 (id): the id \"my-vllm-run\" is already used on line 2"),
        refused);
    row("results-duplicate.json", "results",
        QStringLiteral("result 5 (\"my-vllm-run\"): the id is already used by result 3"), refused);
    // The first result is fine, the second is not: nothing is written.
    row("results-invalid.csv", "results",
        QStringLiteral("line 3, column 19 (tokens_per_s): -5 tok/s is negative"), refused);
    row("results-invalid.json", "results",
        QStringLiteral("result 1 (\"my-vllm-run\"): Tokens per second (tokens_per_s): -5 tok/s "
                       "is negative"),
        refused);
}

void TestImportDryRun::dryRunGivesTheImportsVerdict() {
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QFETCH(QString, summary);
    const QString file = corpusFile(QString::fromLatin1(QTest::currentDataTag()));
    QVERIFY2(QFile::exists(file), qPrintable(file));
    const QStringList import{QStringLiteral("import"), QStringLiteral("--") + kind, file};

    const QString dryDb = freshCatalog(QStringLiteral("dry"));
    const CliResult dry = runCliOn(dryDb, import + QStringList{QStringLiteral("--dry-run")}, m_env);
    const QString db = freshCatalog(QStringLiteral("import"));
    const CliResult real = runCliOn(db, import, m_env);

    // The same verdict, in the same words.
    QCOMPARE(dry.exitCode, real.exitCode);
    QCOMPARE(dry.errorText(), real.errorText());
    QCOMPARE(dry.text().section(QLatin1Char('\n'), 0, 0),
             real.text().section(QLatin1Char('\n'), 0, 0));
    QCOMPARE(readFile(dryDb), m_dbBytes);
    if (message.isEmpty()) {
        QCOMPARE(real.exitCode, 0);
        QCOMPARE(real.text().section(QLatin1Char('\n'), 0, 0),
                 QDir::toNativeSeparators(file) + QStringLiteral(": ") + summary);
        QVERIFY(readFile(db) != m_dbBytes);
    } else {
        verifyCliError(real, 1, message);
        QCOMPARE(real.errorText(), QStringLiteral("chipatlas-cli: %1: %2; nothing was imported\n")
                                       .arg(QDir::toNativeSeparators(file), message));
        QCOMPARE(readFile(db), m_dbBytes);
    }
}

// File > Import of the same file: refused with the CLI's message, or written.
void TestImportDryRun::guiGivesTheSameVerdict() {
    QFETCH(QString, message);
    const QString name = QString::fromLatin1(QTest::currentDataTag());
    const QString db = freshCatalog(QStringLiteral("gui"));
    {
        CatalogSession session;
        StorageError error;
        QVERIFY2(session.open(guiCatalogConnection(db), &error), qPrintable(error.message));
        session.reload();
        QTRY_VERIFY(session.snapshot().isLoaded() && session.snapshot().isComplete());
        SystemTransfer transfer(&session, nullptr, nullptr);
        transfer.setInteractive(false);
        QSignalSpy failed(&transfer, &SystemTransfer::failed);
        QSignalSpy imported(&transfer, &SystemTransfer::imported);
        transfer.importFile(corpusFile(name));
        QTRY_VERIFY(failed.count() + imported.count() > 0);
        if (message.isEmpty()) {
            QCOMPARE(imported.count(), 1);
            QCOMPARE(failed.count(), 0);
        } else {
            QCOMPARE(failed.count(), 1);
            QCOMPARE(failed.constFirst().constFirst().toString(),
                     name + QStringLiteral(": ") + message);
        }
        QTRY_VERIFY(!session.isBusy());
    }
    if (!message.isEmpty())
        QCOMPARE(readFile(db), m_dbBytes);
}

QTEST_MAIN(TestImportDryRun)
#include "tst_import_dryrun.moc"
