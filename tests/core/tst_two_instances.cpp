// Two ChipAtlas instances on one catalog: separate processes write at the same
// time, many times, with overlapping transactions, on a file or (as tst_two_instances_pg) on the
// test PostgreSQL server. The other instances are chipatlas-test-writer (catalogwriter.cpp: the
// GUI session's edit, read state then write based on its version) and the real chipatlas-cli.
// Edits of different records all survive; edits of the same record never get lost (an edit
// based on a version the other changed in between is refused with Conflict, and retried); no
// instance fails with "database is locked". A lock held longer than the busy timeout fails a
// write with a message that names the holder and says to try again, and changes nothing.
// Two imports started together, one changing a chip's TDP and the other its notes, both land.
#include "storage/catalog.h"
#include "testbackend.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kL4 = QStringLiteral("nvidia-l4");
const QString kA100 = QStringLiteral("nvidia-a100-80gb-sxm");
constexpr int kRounds = 40;       // each writer's edits
constexpr int kImportRounds = 12; // pairs of imports started together

double tdpOf(Catalog& catalog, const QString& id) {
    StorageError error;
    const std::optional<Chip> chip = catalog.chips().find(id, &error);
    return chip ? chip->figure(Field::TdpW).number() : -1;
}

// What a finished process said, for a failure message.
QString outputOf(QProcess& process) {
    return QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError());
}
} // namespace

class TstTwoInstances : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void editsOfDifferentRecordsAllSurvive();
    void editsOfOneRecordAreNeverLost();
    void staleEditGetsTheConflict();
    void lockHeldLongerThanTheBusyTimeout();
    void twoImportsAtOnceBothLand();

private:
    // A process on the catalog under test, with the server's password in PGPASSWORD.
    void start(QProcess* process, const QString& program, const QStringList& arguments) const;
    void startWriter(QProcess* process, const QString& chip, int rounds, const QString& mode,
                     double watts = 0) const;
    QStringList cli(const QStringList& arguments) const;
    // Waits for `process`; it must exit 0 and print "conflicts N": N.
    static int conflictsOf(QProcess& process);

    std::unique_ptr<catalogtest::CatalogPlace> m_place; // a file, or a server database
    std::unique_ptr<Catalog> m_catalog;
    QString m_target; // what --db takes
};

void TstTwoInstances::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TstTwoInstances::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    StorageError error;
    m_catalog = m_place->open(&error); // sets the catalog up before the others start
    QVERIFY2(m_catalog, qPrintable(error.message));
    m_target = m_place->isPostgres() ? m_place->connection().url() : m_place->path();
}

void TstTwoInstances::cleanup() {
    m_catalog.reset();
    m_place.reset();
}

void TstTwoInstances::start(QProcess* process, const QString& program,
                            const QStringList& arguments) const {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("CHIPATLAS_DB"));
    if (m_place->isPostgres())
        env.insert(QStringLiteral("PGPASSWORD"), m_place->options().password);
    process->setProcessEnvironment(env);
    process->start(program, arguments);
}

void TstTwoInstances::startWriter(QProcess* process, const QString& chip, int rounds,
                                  const QString& mode, double watts) const {
    start(process, QStringLiteral(CHIPATLAS_WRITER_PATH),
          {m_target, chip, QString::number(rounds), mode, QString::number(watts)});
}

QStringList TstTwoInstances::cli(const QStringList& arguments) const {
    return QStringList{QStringLiteral("--db"), m_target} + arguments;
}

int TstTwoInstances::conflictsOf(QProcess& process) {
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        qWarning("%s", qPrintable(outputOf(process)));
        return -1;
    }
    const QString out = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    return out.startsWith(QLatin1String("conflicts ")) ? out.mid(10).toInt() : -1;
}

void TstTwoInstances::editsOfDifferentRecordsAllSurvive() {
    const double h100 = tdpOf(*m_catalog, kH100);
    const double l4 = tdpOf(*m_catalog, kL4);
    QVERIFY(h100 > 0 && l4 > 0);

    // Two session-like writers and, meanwhile, the CLI setting prices one run after another.
    QProcess first;
    QProcess second;
    startWriter(&first, kH100, kRounds, QStringLiteral("own"));
    startWriter(&second, kL4, kRounds, QStringLiteral("own"));
    constexpr int kPrices = 8;
    for (int i = 1; i <= kPrices; ++i) {
        QProcess price;
        start(&price, QStringLiteral(CHIPATLAS_CLI_PATH),
              cli({QStringLiteral("price"), kA100, QString::number(1.5 + i)}));
        QVERIFY(price.waitForFinished(60000));
        QVERIFY2(price.exitCode() == 0, qPrintable(outputOf(price)));
    }
    QCOMPARE(conflictsOf(first), 0);
    QCOMPARE(conflictsOf(second), 0);

    QCOMPARE(tdpOf(*m_catalog, kH100), h100 + kRounds);
    QCOMPARE(tdpOf(*m_catalog, kL4), l4 + kRounds);
    StorageError error;
    const std::optional<ChipPrice> price = m_catalog->prices().find(kA100, &error);
    QVERIFY2(price, qPrintable(error.message));
    QCOMPARE(price->usdPerChipHour, 1.5 + kPrices);
}

void TstTwoInstances::editsOfOneRecordAreNeverLost() {
    // Both add 1 W to the same chip, kRounds times each, re-reading after each Conflict: a lost
    // edit (one written over the other's without a Conflict) would leave less than 2 x kRounds.
    const double before = tdpOf(*m_catalog, kH100);
    QProcess first;
    QProcess second;
    startWriter(&first, kH100, kRounds, QStringLiteral("shared"));
    startWriter(&second, kH100, kRounds, QStringLiteral("shared"));
    const int firstConflicts = conflictsOf(first);
    const int secondConflicts = conflictsOf(second);
    QVERIFY(firstConflicts >= 0 && secondConflicts >= 0);
    QCOMPARE(tdpOf(*m_catalog, kH100), before + 2 * kRounds);
    qInfo("conflicts met and retried: %d and %d", firstConflicts, secondConflicts);
}

void TstTwoInstances::staleEditGetsTheConflict() {
    // This instance reads the chip, the other saves it, then this one saves what it read.
    StorageError error;
    const std::optional<QList<Catalog::ChipState>> read =
        m_catalog->chips().states({kH100}, &error);
    QVERIFY2(read, qPrintable(error.message));
    QProcess other;
    startWriter(&other, kH100, 1, QStringLiteral("once"), 654);
    QCOMPARE(conflictsOf(other), 0);

    Chip mine = *read->constFirst().chip;
    mine.figure(Field::TdpW) = Figure{321.0, FigureStatus::Published};
    QVERIFY(!m_catalog->chips().restore({ChipRepository::editedState(read->constFirst(), mine)},
                                        &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QVERIFY2(error.message.contains(QLatin1String("H100")), qPrintable(error.message));
    QCOMPARE(tdpOf(*m_catalog, kH100), 654.0); // the other's edit stays
}

void TstTwoInstances::lockHeldLongerThanTheBusyTimeout() {
    // Another program (here: this test, through a plain connection) holds the catalog's write
    // lock, as a long import does, while the CLI saves a price.
    QProcess first;
    start(&first, QStringLiteral(CHIPATLAS_CLI_PATH),
          cli({QStringLiteral("price"), kA100, QStringLiteral("2.25")}));
    QVERIFY(first.waitForFinished(60000));
    QVERIFY2(first.exitCode() == 0, qPrintable(outputOf(first)));

    const std::unique_ptr<catalogtest::RawDb> holder = m_place->raw();
    QVERIFY(holder->isOpen());
    QString problem;
    if (m_place->isPostgres()) {
        // Every write transaction updates the change marker first: this one waits for it.
        holder->run(QStringLiteral("BEGIN"), &problem);
        holder->run(QStringLiteral("SELECT generation FROM change_marker WHERE id = 1 FOR UPDATE"),
                    &problem);
    } else {
        holder->run(QStringLiteral("BEGIN IMMEDIATE"), &problem);
    }
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    QProcess second;
    start(&second, QStringLiteral(CHIPATLAS_CLI_PATH),
          cli({QStringLiteral("price"), kA100, QStringLiteral("3.75")}));
    if (m_place->isPostgres()) {
        // A server makes the writer wait, however long: it goes on once the lock is released.
        QVERIFY(!second.waitForFinished(4000));
        holder->run(QStringLiteral("ROLLBACK"));
        QVERIFY(second.waitForFinished(60000));
        QVERIFY2(second.exitCode() == 0, qPrintable(outputOf(second)));
    } else {
        // SQLite gives up after the busy timeout (3 s): the user is told who holds the lock.
        QVERIFY(second.waitForFinished(60000));
        QCOMPARE(second.exitCode(), 1);
        const QString said = QString::fromUtf8(second.readAllStandardError());
        QVERIFY2(said.contains(QStringLiteral("is locked by ")) &&
                     said.contains(
                         QStringLiteral("(process %1)").arg(QCoreApplication::applicationPid())) &&
                     said.contains(QLatin1String("Nothing was changed: try again")),
                 qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String("database is locked")), qPrintable(said));
        holder->run(QStringLiteral("ROLLBACK"));
        StorageError error;
        QCOMPARE(m_catalog->prices().find(kA100, &error)->usdPerChipHour, 2.25); // nothing lost

        // The same command again, now that the lock is gone.
        QProcess again;
        start(&again, QStringLiteral(CHIPATLAS_CLI_PATH),
              cli({QStringLiteral("price"), kA100, QStringLiteral("3.75")}));
        QVERIFY(again.waitForFinished(60000));
        QVERIFY2(again.exitCode() == 0, qPrintable(outputOf(again)));
    }
    StorageError error;
    QCOMPARE(m_catalog->prices().find(kA100, &error)->usdPerChipHour, 3.75);
}

void TstTwoInstances::twoImportsAtOnceBothLand() {
    // Two colleagues import into one catalog at the same time: one file changes the H100 SXM's
    // TDP, the other its notes. Each import reads the catalog, plans, then writes; a write based
    // on a plan made before the other's write must not put the old value of the other's field
    // back. Started together, many times, so that the plans and the writes interleave.
    StorageError error;
    const std::optional<Chip> h100 = m_catalog->chips().find(kH100, &error);
    QVERIFY2(h100, qPrintable(error.message));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString head = QStringLiteral("%1,%2,%3,").arg(kH100, h100->vendor, h100->name);
    for (int round = 1; round <= kImportRounds; ++round) {
        const double watts = 600 + round;
        const QString notes = QStringLiteral("import round %1").arg(round);
        const QString tdpFile = dir.filePath(QStringLiteral("tdp-%1.csv").arg(round));
        const QString notesFile = dir.filePath(QStringLiteral("notes-%1.csv").arg(round));
        QFile tdp(tdpFile);
        QVERIFY(tdp.open(QIODevice::WriteOnly));
        tdp.write(QStringLiteral("id,vendor,name,tdp_w\n%1%2\n").arg(head).arg(watts).toUtf8());
        tdp.close();
        QFile note(notesFile);
        QVERIFY(note.open(QIODevice::WriteOnly));
        note.write(QStringLiteral("id,vendor,name,notes\n%1%2\n").arg(head, notes).toUtf8());
        note.close();

        QProcess first;
        QProcess second;
        start(&first, QStringLiteral(CHIPATLAS_CLI_PATH), cli({QStringLiteral("import"), tdpFile}));
        start(&second, QStringLiteral(CHIPATLAS_CLI_PATH),
              cli({QStringLiteral("import"), notesFile}));
        for (QProcess* process : {&first, &second}) {
            QVERIFY(process->waitForFinished(60000));
            QVERIFY2(process->exitStatus() == QProcess::NormalExit && process->exitCode() == 0,
                     qPrintable(outputOf(*process)));
        }
        const std::optional<Chip> now = m_catalog->chips().find(kH100, &error);
        QVERIFY2(now, qPrintable(error.message));
        QVERIFY2(now->figure(Field::TdpW).number() == watts && now->notes == notes,
                 qPrintable(QStringLiteral("round %1: TDP %2 W (imported %3 W), notes \"%4\" "
                                           "(imported \"%5\"): an import was lost")
                                .arg(round)
                                .arg(now->figure(Field::TdpW).number())
                                .arg(watts)
                                .arg(now->notes.left(60), notes)));
        // Both are the user's edits: a newer built-in catalog keeps them.
        const QList<Field> edited = m_catalog->chips().editedFields(kH100, &error);
        QVERIFY(edited.contains(Field::TdpW));
    }
}

QTEST_GUILESS_MAIN(TstTwoInstances)
#include "tst_two_instances.moc"
