// A catalog of an old release survives its upgrade killed at any moment: chipatlas-cli opens a
// schema-4 catalog (tests/data/catalog-schema4.sqlite with 21,000 more chips, so that building
// schema 8's index takes a while and spills to the file), which migrates it in one transaction
// and then seeds the built-in catalog (chips, models, systems, offers, results: a transaction
// each), and is killed. After each kill the file passes PRAGMA integrity_check and is exactly the
// schema-4 catalog or the migrated one after zero to five of the seeding steps, never a
// half-migrated schema; and opening it again completes the upgrade, to exactly what an
// uninterrupted one leaves.
#include "catalogstate.h"
#include "io/resultcatalogfile.h"
#include "killer.h"
#include "storage/catalog.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;
using namespace crashtest;

namespace {
// 30 chips in the file: 21,000 more chips, with names of 200 characters more, so that schema 8's
// index on the names (about 6 MB) outgrows SQLite's page cache and spills into the file.
// In an instrumented build (five times slower) a third as many, which still spills the index,
// and half as many kills, as for the import (tst_crash_import.cpp).
#ifdef CHIPATLAS_INSTRUMENTED
constexpr int kCopiesPerChip = 250;
constexpr int kKills = 25;
#else
constexpr int kCopiesPerChip = 700;
constexpr int kKills = 50; // as many as the import and the edit are killed
#endif
constexpr int kMaxTries = 3 * kKills;

const char* const kEnlarge[] = {
    "CREATE TEMP TABLE copy_number (i INTEGER PRIMARY KEY)",
    "WITH RECURSIVE r (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < %1) "
    "INSERT INTO copy_number SELECT i FROM r",
    "INSERT INTO chip (id, vendor, name, family_generation, kind, origin, user_edited) "
    "SELECT c.id || '-copy-' || n.i, c.vendor, "
    "c.name || ' copy ' || n.i || ' ' || hex(zeroblob(100)), c.family_generation, c.kind, "
    "'user', 1 FROM chip c, copy_number n",
};
} // namespace

class TestCrashMigration final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedUpgradeLeavesOldOrMigrated();

private:
    // What chipatlas-cli runs: any command opens (and upgrades) the catalog.
    static QStringList openArguments(const QString& catalog) {
        return {QStringLiteral("--db"), catalog, QStringLiteral("show"),
                QStringLiteral("nvidia-h100-sxm")};
    }
    void referenceStates();

    QTemporaryDir m_dir;
    QString m_old; // the schema-4 catalog, never written after set-up
    QByteArray m_before;
    QList<QByteArray> m_migrated; // migrated, then after each seeding step; the last: complete
    Phases m_upgrade;
};

void TestCrashMigration::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_old = m_dir.filePath(QStringLiteral("schema4.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/catalog-schema4.sqlite"),
                        m_old));
    QVERIFY(QFile::setPermissions(m_old, QFile::ReadOwner | QFile::WriteOwner));
    {
        const QString name = QStringLiteral("enlarge");
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_old);
        QVERIFY(db.open());
        QSqlQuery query(db);
        for (const char* sql : kEnlarge) {
            QVERIFY2(query.exec(QString::fromLatin1(sql).replace(QLatin1String("%1"),
                                                                 QString::number(kCopiesPerChip))),
                     qPrintable(query.lastError().text()));
        }
        query.finish();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
    }
    const CatalogState before = readCatalog(m_old);
    QVERIFY2(before.intact(), qPrintable(before.error + before.integrity));
    QCOMPARE(before.userVersion, 4);
    m_before = before.digest;

    referenceStates();
    if (QTest::currentTestFailed())
        return;

    // An uninterrupted upgrade by chipatlas-cli: its phases, and the state it leaves.
    const QString complete = m_dir.filePath(QStringLiteral("complete.sqlite"));
    QVERIFY(copyCatalog(m_old, complete));
    QByteArray failure;
    const std::optional<Phases> phases = runWatchingLock(
        QStringLiteral(CHIPATLAS_CLI_PATH), openArguments(complete), complete, &failure);
    QVERIFY2(phases, failure.constData());
    QVERIFY2(phases->locked >= 0 && phases->unlocked > phases->locked,
             "the upgrade was not seen holding the write lock");
    m_upgrade = *phases;
    const CatalogState after = readCatalog(complete);
    QVERIFY2(after.intact(), qPrintable(after.error + after.integrity));
    QCOMPARE(after.userVersion, Catalog::currentSchemaVersion());
    QVERIFY2(after.digest == m_migrated.constLast(),
             "chipatlas-cli upgraded the catalog to another state than migrating and seeding it "
             "step by step (referenceStates()) does");
    qInfo("an upgrade by chipatlas-cli: writing from %lld to %lld ms, exit at %lld ms",
          m_upgrade.locked, m_upgrade.unlocked, m_upgrade.end);
}

// The states a kill may leave once the migration committed: migrated, then after the snapshot
// before the update and after each seeding transaction, in the order Catalog::open() seeds
// (seedBuiltInCatalog()).
void TestCrashMigration::referenceStates() {
    const QString path = m_dir.filePath(QStringLiteral("reference.sqlite"));
    QVERIFY(copyCatalog(m_old, path));
    Catalog::Options options;
    options.seedBuiltIn = false;
    StorageError error;
    std::unique_ptr<Catalog> catalog = Catalog::open(path, options, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    QString problem;
    const std::optional<ChipCatalogFile> chips = builtInChips(&problem);
    const std::optional<ModelCatalogFile> models = builtInModels(&problem);
    const std::optional<SystemCatalogFile> systems = builtInSystems(&problem);
    const std::optional<OfferCatalogFile> offers = builtInOffers(&problem);
    const std::optional<ResultCatalogFile> results = builtInResults(&problem);
    QVERIFY2(chips && models && systems && offers && results, qPrintable(problem));
    const std::function<bool()> steps[] = {
        [] { return true; },
        // The automatic snapshot before a built-in catalog update, in its own transaction.
        [&] {
            return catalog->savedSnapshots()
                .take(QString(), SnapshotReason::Update,
                      QStringLiteral("built-in catalog (chips, models, systems, offers, "
                                     "results revisions %1/%2/%3/%4/%5)")
                          .arg(chips->revision)
                          .arg(models->revision)
                          .arg(systems->revision)
                          .arg(offers->revision)
                          .arg(results->revision),
                      &error)
                .has_value();
        },
        [&] { return catalog->chips().applyBuiltIn(*chips, &error); },
        [&] { return catalog->models().applyBuiltIn(*models, &error); },
        [&] { return catalog->systems().applyBuiltIn(*systems, &error); },
        [&] { return catalog->offers().applyBuiltIn(*offers, &error); },
        [&] { return catalog->results().applyBuiltIn(*results, &error); },
    };
    for (const std::function<bool()>& step : steps) {
        QVERIFY2(step(), qPrintable(error.message));
        const CatalogState state = readCatalog(path);
        QVERIFY2(state.intact(), qPrintable(state.error + state.integrity));
        QCOMPARE(state.userVersion, Catalog::currentSchemaVersion());
        m_migrated.append(state.digest);
    }
}

void TestCrashMigration::killedUpgradeLeavesOldOrMigrated() {
    QRandomGenerator random(killSeed());
    const QString catalog = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    const QString leftOver = m_dir.filePath(QStringLiteral("left-over.sqlite"));
    const QString cli = QStringLiteral(CHIPATLAS_CLI_PATH);
    int kills = 0;
    int old = 0;
    int migrated = 0;
    int midTransaction = 0;
    int hotJournals = 0;
    for (int attempt = 0; kills < kKills; ++attempt) {
        QVERIFY2(attempt < kMaxTries, "too few kills landed before the upgrade finished");
        QVERIFY(copyCatalog(m_old, catalog));
        const int phase = attempt % 3;
        const qint64 moment = qint64(random.bounded(quint32(m_upgrade.length(phase))));
        const Anchor anchor = phase == 0   ? Anchor()
                              : phase == 1 ? writeLockTaken(catalog)
                                           : writeLockReleased(catalog);
        const KillOutcome outcome =
            runAndKill(cli, openArguments(catalog), catalog, moment, anchor);
        QVERIFY(outcome.started);
        const QByteArray where = QByteArrayLiteral("attempt ") + QByteArray::number(attempt) +
                                 ", killed " + QByteArray::number(moment) + " ms into phase " +
                                 QByteArray::number(phase) +
                                 (outcome.hotJournal ? " (a hot journal beside it)" : "");
        if (!outcome.killed)
            QVERIFY2(outcome.exitCode == 0, where + ": " + outcome.errorOutput);

        // What the kill left, read from a copy: the catalog itself is for the next open.
        QVERIFY(copyCatalog(catalog, leftOver));
        const CatalogState state = readCatalog(leftOver);
        QVERIFY2(state.error.isEmpty(), where + ": " + state.error.toUtf8());
        QVERIFY2(state.integrity == QLatin1String("ok"),
                 where + ": integrity_check: " + state.integrity.toUtf8());
        const bool isOld = state.digest == m_before;
        const qsizetype step = m_migrated.indexOf(state.digest);
        QVERIFY2(isOld || step >= 0, where + ": schema " + QByteArray::number(state.userVersion) +
                                         ", neither the schema-4 catalog nor a migrated one");

        // Opening it again completes the upgrade.
        QByteArray failure;
        QVERIFY2(runToEnd(cli, openArguments(catalog), &failure),
                 where + ": the next open failed: " + failure);
        const CatalogState reopened = readCatalog(catalog);
        QVERIFY2(reopened.intact(), where + ": after the next open: " + reopened.error.toUtf8() +
                                        reopened.integrity.toUtf8());
        QVERIFY2(reopened.digest == m_migrated.constLast(),
                 where + ": the next open did not complete the upgrade");
        if (!outcome.killed)
            continue;
        ++kills;
        old += isOld ? 1 : 0;
        migrated += isOld ? 0 : 1;
        midTransaction += outcome.writeLock ? 1 : 0;
        hotJournals += outcome.hotJournal ? 1 : 0;
    }
    qInfo("%d kills: %d left schema 4, %d a migrated catalog; %d in a write transaction, %d "
          "with a hot journal",
          kills, old, migrated, midTransaction, hotJournals);
    QVERIFY(old > 0);
    QVERIFY(migrated > 0);
    QVERIFY(midTransaction > 0);
}

QTEST_GUILESS_MAIN(TestCrashMigration)
#include "tst_crash_migration.moc"
