// File > Import of a systems file written while someone else saves the same system: the import
// is planned against the snapshot and written later, merged with what was saved in between
// (application/systemfileimport.h, io/importmerge.h). A field only the other changed stays; a
// field both changed refuses the whole import, with what to do, and changes nothing.
#include "application/catalogsession.h"
#include "catalogwrites.h"
#include "io/systemcsv.h"
#include "sessiontestdata.h"
#include "storage/catalog.h"
#include "transfer/catalogtransfer.h"
#include "transfer/systemtransfer.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>

using namespace chipatlas;

namespace {
const QString kBoard = QStringLiteral("nvidia-hgx-h100-8gpu");
} // namespace

class TstSystemTransfer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void importKeepsWhatWasSavedSince();
    void importRefusesAFieldChangedSince();

private:
    // Imports a file that renames the board, while `meanwhile` saves the board from another
    // connection just before the import is written.
    void importWhile(const std::function<void(System& board)>& meanwhile);
    std::optional<System> stored();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<CatalogSession> m_session;
    std::unique_ptr<CatalogTransfer> m_chips;
    std::unique_ptr<SystemTransfer> m_transfer;
    std::unique_ptr<QSignalSpy> m_imported;
    std::unique_ptr<QSignalSpy> m_failed;
};

void TstSystemTransfer::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_session = std::make_unique<CatalogSession>();
    const QString problem =
        sessiontest::openTestSession(*m_session, *m_dir, QStringLiteral("tst_systemtransfer"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_session->reload();
    QTRY_VERIFY(m_session->snapshot().isComplete() && !m_session->isBusy());
    m_chips = std::make_unique<CatalogTransfer>(m_session.get(), nullptr);
    m_transfer = std::make_unique<SystemTransfer>(m_session.get(), m_chips.get(), nullptr);
    m_transfer->setInteractive(false);
    m_imported = std::make_unique<QSignalSpy>(m_transfer.get(), &SystemTransfer::imported);
    m_failed = std::make_unique<QSignalSpy>(m_transfer.get(), &SystemTransfer::failed);
}

void TstSystemTransfer::cleanup() {
    m_failed.reset();
    m_imported.reset();
    m_transfer.reset();
    m_chips.reset();
    m_session.reset();
    m_dir.reset();
}

std::optional<System> TstSystemTransfer::stored() {
    Catalog::Options options;
    options.seedBuiltIn = false;
    StorageError error;
    const auto catalog =
        Catalog::open(m_dir->filePath(QStringLiteral("c.sqlite")), options, &error);
    return catalog ? catalog->systems().find(kBoard, &error) : std::nullopt;
}

void TstSystemTransfer::importWhile(const std::function<void(System& board)>& meanwhile) {
    const System* board = m_session->snapshot().system(kBoard);
    QVERIFY(board);
    System renamed = *board;
    renamed.name = QStringLiteral("Our HGX boards");
    const QString path = m_dir->filePath(QStringLiteral("systems.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(exportSystemsCsv({renamed}));
    file.close();

    // On the worker, before the import's write: another client saves the board.
    const QString catalogPath = m_dir->filePath(QStringLiteral("c.sqlite"));
    auto once = std::make_shared<std::atomic<bool>>(false);
    m_session->setWorkerHook([catalogPath, meanwhile, once] {
        if (once->exchange(true))
            return;
        Catalog::Options options;
        options.seedBuiltIn = false;
        StorageError error;
        const auto other = Catalog::open(catalogPath, options, &error);
        std::optional<System> theirs = other ? other->systems().find(kBoard, &error) : std::nullopt;
        if (!theirs) {
            qWarning("cannot read the board: %s", qPrintable(error.message));
            return;
        }
        meanwhile(*theirs);
        if (!testwrites::saveSystems(*other, {*theirs}, &error))
            qWarning("cannot save the board: %s", qPrintable(error.message));
    });
    m_transfer->importFile(path);
    QTRY_VERIFY_WITH_TIMEOUT(!m_imported->isEmpty() || !m_failed->isEmpty(), 30000);
    QTRY_VERIFY(!m_session->isBusy());
    QVERIFY(once->load());
}

void TstSystemTransfer::importKeepsWhatWasSavedSince() {
    importWhile([](System& board) { board.notes = QStringLiteral("Theirs: racked in hall B."); });
    QVERIFY2(m_failed->isEmpty(), qPrintable(m_failed->value(0).value(0).toString()));
    QCOMPARE(m_imported->count(), 1);
    QCOMPARE(stored()->name, QStringLiteral("Our HGX boards"));
    QCOMPARE(stored()->notes, QStringLiteral("Theirs: racked in hall B."));
    QCOMPARE(m_session->history()->count(), 1);
    QCOMPARE(m_session->snapshot().system(kBoard)->name, QStringLiteral("Our HGX boards"));
}

void TstSystemTransfer::importRefusesAFieldChangedSince() {
    importWhile([](System& board) { board.name = QStringLiteral("Their HGX boards"); });
    QCOMPARE(m_imported->count(), 0);
    QCOMPARE(m_failed->count(), 1);
    const QString message = m_failed->constFirst().constFirst().toString();
    QVERIFY2(message.contains(kBoard) && message.contains(QLatin1String("name")) &&
                 message.contains(QLatin1String("run the import again")),
             qPrintable(message));
    QCOMPARE(stored()->name, QStringLiteral("Their HGX boards"));
    QCOMPARE(m_session->history()->count(), 0);
}

QTEST_MAIN(TstSystemTransfer)
#include "tst_systemtransfer.moc"
