// An edit saved from the GUI is all or nothing, and a saved edit stays saved, whenever the app
// is killed: chipatlas-crash-editor saves edits one after another through the real session
// (CatalogSession, CatalogEditor::editChip()) and is killed at a seeded moment over the time a
// few edits take in this run. After each kill the file passes PRAGMA integrity_check, every
// edited chip holds exactly one edit's fields (crashedits.h) or its original ones, and that
// edit is the last one the helper reported saved for that chip or the one it was saving.
#include "catalogstate.h"
#include "crashedits.h"
#include "killer.h"
#include "storage/catalog.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chipatlas;
using namespace crashtest;

namespace {
// At least this many kills, and more until some landed inside the write transaction, before
// and after a commit; beyond kMaxTries the test fails. An edit holds the write lock for a few
// milliseconds of its own, which kills at random moments can miss on a fast machine: every
// third kill is aimed at the moment an edit is seen holding the lock, and every third at the
// moment one is seen releasing it (between its commit and the helper's report).
constexpr int kKills = 50;
constexpr int kMaxTries = 8 * kKills;
constexpr int kMeasuredEdits = 12;
// The kill moments: up to this many edits' time after the helper is ready.
constexpr int kEditsSpanned = 8;

const QString& helper() {
    static const QString path = QStringLiteral(CHIPATLAS_CRASH_EDITOR_PATH);
    return path;
}

// The edits the helper reported saved ("saved K MS"), in order.
QList<int> savedEdits(const QByteArray& output, qint64* lastMs = nullptr) {
    QList<int> saved;
    for (const QByteArray& line : output.split('\n')) {
        const QList<QByteArray> words = line.split(' ');
        if (words.size() == 3 && words[0] == "saved") {
            saved.append(words[1].toInt());
            if (lastMs)
                *lastMs = words[2].toLongLong();
        }
    }
    return saved;
}

// After the helper is ready (it only edits from then on): true once an edit holds the catalog's
// write lock, or, when `released`, once an edit held it and let it go. Polled about every
// millisecond by runAndKill(), unlike LockWatch, which waits for a hold of a whole import.
Anchor editLockAnchor(const QString& catalog, bool released) {
    return [catalog, released, seen = std::make_shared<bool>(false)](const QByteArray& out) {
        if (!out.startsWith("ready\n"))
            return false;
        const bool held = writeLockHeld(catalog);
        if (!released)
            return held;
        if (held)
            *seen = true;
        return *seen && !held;
    };
}
} // namespace

class TestCrashEdit final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedEditIsWholeOrAbsent();

private:
    static QStringList arguments(const QString& catalog, int edits) {
        return {QStringLiteral("--db"), catalog, QStringLiteral("--edits"), QString::number(edits)};
    }

    QTemporaryDir m_dir;
    QString m_base;
    QList<Chip> m_originals; // editedChipIds() as stored before any edit
    qint64 m_editMs = 0;     // one edit, as measured in this run
};

void TestCrashEdit::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_base = m_dir.filePath(QStringLiteral("base.sqlite"));
    {
        StorageError error;
        const std::unique_ptr<Catalog> catalog = Catalog::open(m_base, &error);
        QVERIFY2(catalog, qPrintable(error.message));
        for (const QString& id : editedChipIds()) {
            const std::optional<Chip> chip = catalog->chips().find(id, &error);
            QVERIFY2(chip, qPrintable(error.message));
            m_originals.append(*chip);
        }
    }
    QVERIFY(readCatalog(m_base).intact()); // and checkpointed: a single file to copy

    // A run to its end: how long an edit takes here, and that its edits read back whole.
    const QString measured = m_dir.filePath(QStringLiteral("measured.sqlite"));
    QVERIFY(copyCatalog(m_base, measured));
    const KillOutcome run =
        runAndKill(helper(), arguments(measured, kMeasuredEdits), measured, 300000,
                   [](const QByteArray& out) { return out.startsWith("ready\n"); });
    QVERIFY2(!run.killed && run.exitCode == 0, run.errorOutput.constData());
    qint64 lastMs = 0;
    QCOMPARE(savedEdits(run.output, &lastMs).size(), kMeasuredEdits);
    m_editMs = std::max<qint64>(lastMs / kMeasuredEdits, 1);
    StorageError error;
    Catalog::Options options;
    options.seedBuiltIn = false;
    const std::unique_ptr<Catalog> catalog = Catalog::open(measured, options, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    for (int k = kMeasuredEdits - 2; k <= kMeasuredEdits; ++k) {
        const Chip& original = m_originals.at(editedChipIndex(k));
        const std::optional<Chip> stored = catalog->chips().find(original.id, &error);
        QVERIFY2(stored, qPrintable(error.message));
        QCOMPARE(*stored, editedChip(original, k));
    }
    qInfo("an edit saved through the session takes %lld ms", m_editMs);
}

void TestCrashEdit::killedEditIsWholeOrAbsent() {
    QRandomGenerator random(killSeed());
    const QString catalog = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    const auto ready = [](const QByteArray& out) { return out.startsWith("ready\n"); };
    int kills = 0;
    int afterSaves = 0;     // kills after at least one edit was reported saved
    int inFlightLost = 0;   // the edit being saved was not there (killed before its commit)
    int inFlightStored = 0; // it was there (killed between its commit and the report)
    int midTransaction = 0;
    for (int attempt = 0; kills < kKills || midTransaction == 0 || inFlightLost == 0 ||
                          inFlightStored == 0 || afterSaves == 0;
         ++attempt) {
        QVERIFY2(attempt < kMaxTries, "the helper did not run until killed, or too few kills "
                                      "landed in the write transaction and around its commit");
        QVERIFY(copyCatalog(m_base, catalog));
        const int aim = attempt % 3; // 0: a random moment; 1: an edit holds the lock; 2: released
        const qint64 moment =
            aim == 0 ? qint64(random.bounded(quint32(kEditsSpanned * m_editMs))) : 0;
        const KillOutcome outcome =
            runAndKill(helper(), arguments(catalog, 0), catalog, moment,
                       aim == 0 ? Anchor(ready) : editLockAnchor(catalog, aim == 2));
        const QByteArray where = QByteArrayLiteral("attempt ") + QByteArray::number(attempt) +
                                 ", killed " + QByteArray::number(moment) + " ms after " +
                                 (aim == 0   ? "ready"
                                  : aim == 1 ? "an edit took the write lock"
                                             : "an edit released the write lock");
        QVERIFY2(outcome.killed, where + ": the helper ended: " + outcome.errorOutput);
        ++kills;
        midTransaction += outcome.writeLock ? 1 : 0;

        const CatalogState state = readCatalog(catalog);
        QVERIFY2(state.intact(), where + ": " + state.error.toUtf8() + state.integrity.toUtf8());
        const QList<int> saved = savedEdits(outcome.output);
        afterSaves += saved.isEmpty() ? 0 : 1;
        const int inFlight = saved.isEmpty() ? 1 : saved.constLast() + 1;

        Catalog::Options options;
        options.seedBuiltIn = false;
        StorageError error;
        const std::unique_ptr<Catalog> reopened = Catalog::open(catalog, options, &error);
        QVERIFY2(reopened, where + ": " + error.message.toUtf8());
        for (int index = 0; index < m_originals.size(); ++index) {
            const Chip& original = m_originals.at(index);
            const std::optional<Chip> stored = reopened->chips().find(original.id, &error);
            QVERIFY2(stored, where + ": " + error.message.toUtf8());
            // The last edit of this chip reported saved must be there, or the one in flight.
            int lastSaved = 0;
            for (int k : saved) {
                if (editedChipIndex(k) == index)
                    lastSaved = k;
            }
            const std::optional<int> claimed = claimedEdit(*stored);
            const QByteArray chipWhere = where + ", chip " + original.id.toUtf8();
            if (!claimed) {
                QVERIFY2(lastSaved == 0, chipWhere + ": an edit reported saved is lost");
                QVERIFY2(*stored == original, chipWhere + ": changed, but by no whole edit");
                if (editedChipIndex(inFlight) == index)
                    ++inFlightLost;
                continue;
            }
            QVERIFY2(*stored == editedChip(original, *claimed),
                     chipWhere + ": holds a mix of edits (it claims edit " +
                         QByteArray::number(*claimed) + ")");
            QVERIFY2(*claimed == lastSaved || *claimed == inFlight,
                     chipWhere + ": holds edit " + QByteArray::number(*claimed) +
                         ", the last one saved was " + QByteArray::number(lastSaved));
            if (editedChipIndex(inFlight) == index)
                ++(*claimed == inFlight ? inFlightStored : inFlightLost);
        }
    }
    qInfo("%d kills, %d after saved edits: the edit in flight lost %d times (killed before its "
          "commit), stored %d times (after); %d in the write transaction",
          kills, afterSaves, inFlightLost, inFlightStored, midTransaction);
}

QTEST_GUILESS_MAIN(TestCrashEdit)
#include "tst_crash_edit.moc"
