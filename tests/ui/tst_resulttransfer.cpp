// File > Import MLPerf results..., File > Import... of a results file and File > Export
// results... (ui/transfer/resulttransfer.h): the same plan and verdict as `chipatlas-cli import
// --results` (application/resultfileimport.h), written as one undo step.
#include "application/catalogsession.h"
#include "io/resultjson.h"
#include "sessiontestdata.h"
#include "transfer/catalogtransfer.h"
#include "transfer/resulttransfer.h"
#include "transfer/systemtransfer.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chipatlas;

namespace {
const QString kMlperf =
    QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/mlperf/inference_results_v5.1/closed/");
const QString kChecks = QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/import-checks/");

qsizetype countFrom(const QList<Result>& results, const QString& prefix) {
    return std::count_if(results.begin(), results.end(),
                         [&](const Result& r) { return r.id.startsWith(prefix); });
}
} // namespace

class TstResultTransfer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void mlperfFolderImportsAsOneUndoStep();
    void badFolderIsRefusedWithTheCliMessage();
    void importMenuHandsAResultsFileOn();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<CatalogSession> m_session;
    std::unique_ptr<CatalogTransfer> m_chips;
    std::unique_ptr<SystemTransfer> m_transfer;
    std::unique_ptr<QSignalSpy> m_imported;
    std::unique_ptr<QSignalSpy> m_failed;
};

void TstResultTransfer::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_session = std::make_unique<CatalogSession>();
    const QString problem =
        sessiontest::openTestSession(*m_session, *m_dir, QStringLiteral("tst_resulttransfer"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_session->reload();
    QTRY_VERIFY(m_session->snapshot().isComplete() && !m_session->isBusy());
    m_chips = std::make_unique<CatalogTransfer>(m_session.get(), nullptr);
    m_transfer = std::make_unique<SystemTransfer>(m_session.get(), m_chips.get(), nullptr);
    m_transfer->setInteractive(false);
    m_imported = std::make_unique<QSignalSpy>(m_transfer.get(), &SystemTransfer::imported);
    m_failed = std::make_unique<QSignalSpy>(m_transfer.get(), &SystemTransfer::failed);
}

void TstResultTransfer::cleanup() {
    if (m_session)
        QTRY_VERIFY(!m_session->isBusy());
    m_failed.reset();
    m_imported.reset();
    m_transfer.reset();
    m_chips.reset();
    m_session.reset();
    m_dir.reset();
}

void TstResultTransfer::mlperfFolderImportsAsOneUndoStep() {
    const QString prefix = QStringLiteral("mlperf-v5.1-amd-");
    QCOMPARE(countFrom(m_session->snapshot().results(), prefix), 0);
    m_transfer->results()->importMlperfFolder(kMlperf + QStringLiteral("AMD"));
    QTRY_COMPARE(m_imported->count(), 1);
    QCOMPARE(m_failed->count(), 0);
    QTRY_COMPARE(countFrom(m_session->snapshot().results(), prefix), 3);
    const std::optional<Result> offline = [&]() -> std::optional<Result> {
        for (const Result& r : m_session->snapshot().results()) {
            if (r.id == prefix + QStringLiteral("8xmi300x_2xepyc_9575f-llama2-70b-99-offline"))
                return r;
        }
        return std::nullopt;
    }();
    QVERIFY(offline);
    QCOMPARE(offline->hardwareId, QStringLiteral("amd-mi300x"));
    QCOMPARE(offline->claim, ClaimKind::Audited);
    QCOMPARE(offline->origin, Origin::User);

    // One Undo takes the import back.
    QTRY_VERIFY(!m_session->isBusy());
    m_session->history()->undo();
    QTRY_COMPARE(countFrom(m_session->snapshot().results(), prefix), 0);
}

void TstResultTransfer::badFolderIsRefusedWithTheCliMessage() {
    const QString folder = kMlperf + QStringLiteral("AMD/results");
    m_transfer->results()->importMlperfFolder(folder);
    QTRY_COMPARE(m_failed->count(), 1);
    QCOMPARE(m_failed->constFirst().constFirst().toString(),
             folder + QStringLiteral(": ") + folder +
                 QStringLiteral(": is not an MLPerf results folder; give a submitter's folder "
                                "(with results/ and systems/, e.g. closed/NVIDIA) or one "
                                "system's folder under its results/"));
    QCOMPARE(m_imported->count(), 0);
}

void TstResultTransfer::importMenuHandsAResultsFileOn() {
    // File > Import... tells a results file from its contents and imports it as results.
    m_transfer->importFile(kChecks + QStringLiteral("results-valid.json"));
    QTRY_COMPARE(m_imported->count(), 1);
    QTRY_VERIFY(std::any_of(m_session->snapshot().results().begin(),
                            m_session->snapshot().results().end(),
                            [](const Result& r) { return r.id == QLatin1String("my-vllm-run"); }));
}

QTEST_MAIN(TstResultTransfer)
#include "tst_resulttransfer.moc"
