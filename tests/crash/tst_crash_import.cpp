// A catalog survives `chipatlas-cli import` killed at any moment (docs/DOMAIN-RULES.md rule 6: an
// import is all or nothing): after each SIGKILL the file passes PRAGMA integrity_check and holds
// exactly the catalog before the import or exactly the one a completed import leaves, never a
// mix. The kill moments are drawn over the phases of a complete import in this run, a third in
// each: from the start until it takes the write lock, from then until the commit releases it,
// and from then until it exits; each measured from the start of its phase in the killed run,
// so that they cover the whole import in a slow (sanitizer) build and on a busy machine too.
#include "catalogstate.h"
#include "killer.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace crashtest;

namespace {
// The import file: 1,500 chips, half of them already in the catalog with other figures (a
// changed chip rewrites its figure rows), half new. About 1.2 s in a RelWithDebInfo build.
// About 1.2 s per import in an optimized build; an instrumented one (ASan+UBSan, CI's
// sanitizer suite) is five times slower, so it imports a fifth: the kill moments are drawn from
// the phases measured in the same run either way.
// The instrumented build kills half as often: the plain suite's 50 kills are the guarantee, the
// sanitizer suite's 25 look for memory errors on the way (and keep CI's run short).
#ifdef CHIPATLAS_INSTRUMENTED
constexpr int kCatalogChips = 150;
constexpr int kImportChips = 300;
constexpr int kKills = 25;
#else
constexpr int kCatalogChips = 750;
constexpr int kImportChips = 1500;
constexpr int kKills = 50;
#endif
// Kills that found the import finished do not count; beyond this many tries the test fails.
constexpr int kMaxTries = 3 * kKills;
} // namespace

class TestCrashImport final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedImportLeavesOldOrNew();

private:
    QStringList importArguments(const QString& catalog) const {
        return {QStringLiteral("--db"), catalog, QStringLiteral("import"), m_importFile};
    }

    QTemporaryDir m_dir;
    QString m_base;       // the catalog before the import, never written after set-up
    QString m_importFile; // chips.csv of the import
    QByteArray m_before;
    QByteArray m_after;
    Phases m_import;
};

void TestCrashImport::initTestCase() {
    QVERIFY(m_dir.isValid());
    const QString generator = QStringLiteral(CHIPATLAS_GENCATALOG_PATH);
    const QString cli = QStringLiteral(CHIPATLAS_CLI_PATH);
    const QString stored = m_dir.filePath(QStringLiteral("stored"));
    const QString imported = m_dir.filePath(QStringLiteral("imported"));
    QByteArray failure;
    QVERIFY2(
        runToEnd(generator,
                 {QStringLiteral("--chips"), QString::number(kCatalogChips),
                  QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--out"), stored},
                 &failure),
        failure.constData());
    QVERIFY2(
        runToEnd(generator,
                 {QStringLiteral("--chips"), QString::number(kImportChips),
                  QStringLiteral("--seed"), QStringLiteral("2"), QStringLiteral("--out"), imported},
                 &failure),
        failure.constData());
    m_importFile = QDir(imported).filePath(QStringLiteral("chips.csv"));

    // The user's catalog: the built-in chips and an earlier import.
    m_base = m_dir.filePath(QStringLiteral("base.sqlite"));
    QVERIFY2(runToEnd(cli,
                      {QStringLiteral("--db"), m_base, QStringLiteral("import"),
                       QDir(stored).filePath(QStringLiteral("chips.csv"))},
                      &failure),
             failure.constData());
    const CatalogState before = readCatalog(m_base);
    QVERIFY2(before.intact(), qPrintable(before.error + before.integrity));
    m_before = before.digest;

    // A complete import: the state every kill after the commit must leave, and its duration.
    const QString complete = m_dir.filePath(QStringLiteral("complete.sqlite"));
    QVERIFY(copyCatalog(m_base, complete));
    const std::optional<Phases> phases =
        runWatchingLock(cli, importArguments(complete), complete, &failure);
    QVERIFY2(phases, failure.constData());
    QVERIFY2(phases->locked >= 0 && phases->unlocked > phases->locked,
             "the import was not seen holding the write lock");
    m_import = *phases;
    const CatalogState after = readCatalog(complete);
    QVERIFY2(after.intact(), qPrintable(after.error + after.integrity));
    m_after = after.digest;
    QVERIFY(m_after != m_before);
    qInfo("a complete import of %d chips: write lock from %lld to %lld ms, exit at %lld ms",
          kImportChips, m_import.locked, m_import.unlocked, m_import.end);
}

void TestCrashImport::killedImportLeavesOldOrNew() {
    QRandomGenerator random(killSeed());
    const QString catalog = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    int kills = 0;
    int old = 0;
    int imported = 0;
    int midTransaction = 0;
    for (int attempt = 0; kills < kKills; ++attempt) {
        QVERIFY2(attempt < kMaxTries, "too few kills landed before the import finished");
        QVERIFY(copyCatalog(m_base, catalog));
        const int phase = attempt % 3;
        const qint64 moment = qint64(random.bounded(quint32(m_import.length(phase))));
        const Anchor anchor = phase == 0   ? Anchor()
                              : phase == 1 ? writeLockTaken(catalog)
                                           : writeLockReleased(catalog);
        const KillOutcome outcome = runAndKill(QStringLiteral(CHIPATLAS_CLI_PATH),
                                               importArguments(catalog), catalog, moment, anchor);
        QVERIFY(outcome.started);
        const QByteArray where = QByteArrayLiteral("attempt ") + QByteArray::number(attempt) +
                                 ", killed " + QByteArray::number(moment) + " ms into phase " +
                                 QByteArray::number(phase);
        if (!outcome.killed)
            QVERIFY2(outcome.exitCode == 0, where + ": " + outcome.errorOutput);

        const CatalogState state = readCatalog(catalog);
        QVERIFY2(state.error.isEmpty(), where + ": " + state.error.toUtf8());
        QVERIFY2(state.integrity == QLatin1String("ok"),
                 where + ": integrity_check: " + state.integrity.toUtf8());
        const bool isOld = state.digest == m_before;
        const bool isNew = state.digest == m_after;
        QVERIFY2(isOld || isNew,
                 where + (outcome.writeLock ? " (in the transaction)" : "") +
                     ": the catalog is neither the one before the import nor the imported one");
        if (!outcome.killed) {
            QVERIFY2(isNew, where + ": finished, and the import is not there");
            continue;
        }
        ++kills;
        old += isOld ? 1 : 0;
        imported += isNew ? 1 : 0;
        midTransaction += outcome.writeLock ? 1 : 0;
    }
    qInfo("%d kills: %d left the catalog as it was, %d imported; %d in the write transaction",
          kills, old, imported, midTransaction);
    // Not vacuous: kills before the commit, after it, and inside the transaction.
    QVERIFY(old > 0);
    QVERIFY(imported > 0);
    QVERIFY(midTransaction > 0);
}

QTEST_GUILESS_MAIN(TestCrashImport)
#include "tst_crash_import.moc"
