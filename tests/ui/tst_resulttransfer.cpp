// File > Import MLPerf results..., File > Import... of a results file and File > Export
// results... (ui/transfer/resulttransfer.h): the same plan and verdict as `chipatlas-cli import
// --results` (application/resultfileimport.h), written as one undo step; an accelerator the
// catalog does not know mapped to a chip as `--accelerator "NAME=CHIP_ID"` maps it.
#include "application/catalogsession.h"
#include "io/resultjson.h"
#include "sessiontestdata.h"
#include "transfer/acceleratormapdialog.h"
#include "transfer/catalogtransfer.h"
#include "transfer/resulttransfer.h"
#include "transfer/systemtransfer.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chipatlas;

namespace {
const QString kMlperf =
    QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/mlperf/inference_results_v5.1/closed/");
const QString kChecks = QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/import-checks/");

// A copy of the test's MLPerf tree whose AMD system names the accelerator `name`.
QString mlperfCopyNaming(const QTemporaryDir& dir, const QString& name) {
    const QString from = QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/mlperf");
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = dir.filePath(QDir(from).relativeFilePath(source));
        QDir().mkpath(QFileInfo(target).absolutePath());
        QFile::copy(source, target);
    }
    const QString system = dir.filePath(
        QStringLiteral("inference_results_v5.1/closed/AMD/systems/8xMI300X_2xEPYC_9575F.json"));
    QFile file(system);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray data = file.readAll();
    file.close();
    data.replace("AMD Instinct MI300X 192GB HBM3", name.toUtf8());
    QFile::remove(system);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
        return {};
    return dir.filePath(QStringLiteral("inference_results_v5.1/closed/AMD"));
}

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
    void unknownAcceleratorIsMappedToAChip();

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

// An MLPerf folder naming an accelerator the catalog does not know: the plan lists it, the
// mapping dialog offers every catalog chip beside it, and with the chip chosen the folder
// imports as that chip's results, as `chipatlas-cli import --results FOLDER --accelerator
// "NAME=CHIP_ID"` imports it (tst_cli_result_files, mlperfAcceleratorMapping).
void TstResultTransfer::unknownAcceleratorIsMappedToAChip() {
    const QString name = QStringLiteral("Acme X9 Accelerator 288GB");
    QTemporaryDir copy;
    const QString folder = mlperfCopyNaming(copy, name);
    QVERIFY(!folder.isEmpty());

    QString error;
    QList<MlperfUnmatchedAccelerator> unmatched;
    QVERIFY(!m_transfer->results()->planFolder(folder, &error, {}, &unmatched));
    QCOMPARE(unmatched, (QList<MlperfUnmatchedAccelerator>{{name, {}}}));
    QVERIFY2(error.contains(QLatin1String("is no chip of the catalog")), qPrintable(error));

    AcceleratorMapDialog dialog(folder, unmatched, m_session->snapshot().chips());
    QComboBox* box = dialog.chipBox(0);
    QVERIFY(box);
    QCOMPARE(box->count(), m_session->snapshot().chips().size());
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // no chip chosen yet
    box->setCurrentIndex(box->findData(QStringLiteral("amd-mi325x")));
    QVERIFY(ok->isEnabled());
    const QHash<QString, QString> mapping = dialog.mapping();
    QCOMPARE(mapping, (QHash<QString, QString>{{name, QStringLiteral("amd-mi325x")}}));

    // The import without a mapping (non-interactive: no dialog) is refused; with it, it imports.
    m_transfer->results()->importMlperfFolder(folder);
    QTRY_COMPARE(m_failed->count(), 1);
    QCOMPARE(m_imported->count(), 0);
    m_transfer->results()->importMlperfFolder(folder, mapping);
    QTRY_COMPARE(m_imported->count(), 1);
    const QString prefix = QStringLiteral("mlperf-v5.1-amd-");
    QTRY_COMPARE(countFrom(m_session->snapshot().results(), prefix), 3);
    for (const Result& r : m_session->snapshot().results()) {
        if (r.id.startsWith(prefix))
            QCOMPARE(r.hardwareId, QStringLiteral("amd-mi325x"));
    }
}

QTEST_MAIN(TstResultTransfer)
#include "tst_resulttransfer.moc"
