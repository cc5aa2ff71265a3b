// The GUI's import on a temp catalog with the built-in chips: the worker path of an import
// (saved chips, one undo step of the session), bad files, cancelling while reading, comparing and
// saving a 5,120-chip file. The preview model and dialog: tst_importpreview; the export:
// tst_catalogexport. An import of chips or systems planned before someone else's save keeps it.
#include "catalogtransferfixture.h"
#include "catalogwrites.h"
#include "io/catalogcsv.h"
#include "io/systemcsv.h"
#include "io/systemjson.h"
#include "transfer/catalogtransfer.h"
#include "transfer/importplanmodel.h"
#include "transfer/importpreviewdialog.h"
#include "transfer/systemtransfer.h"

#include <QApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <memory>

using namespace chipatlas;
using namespace chipatlas::transfertest;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

CatalogTransfer::Outcome outcomeOf(const QSignalSpy& spy) {
    return spy.constFirst().constFirst().value<CatalogTransfer::Outcome>();
}
} // namespace

class TstCatalogTransfer
    : public QObject
    , private CatalogTransferFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initFixture(QStringLiteral("tst_catalogtransfer")); }
    void init() { initCatalog(); }
    void cleanup() { cleanupCatalog(); }
    void importGoodCsvUndoable();
    void importInteractivePreview();
    void importEpochCsvPreview();
    void badFile_data();
    void badFile();
    void badFileMessageBox();
    void nothingToImport();
    void importKeepsWhatWasSavedAfterThePlan();
    void systemImportKeepsWhatWasSavedAfterThePlan();
    void cancelLargeImport_data();
    void cancelLargeImport();

private:
    QList<Chip> storedChips();

    QByteArray m_largeCsv;
};

QList<Chip> TstCatalogTransfer::storedChips() {
    StorageError error;
    const QList<Chip> chips = m_catalog->chips().all(&error);
    if (error)
        qWarning() << error.message;
    return chips;
}

void TstCatalogTransfer::importGoodCsvUndoable() {
    Chip h100 = chipById(m_builtIn, kH100);
    QCOMPARE(h100.figure(Field::TdpW).number(), 700.0);
    h100.figure(Field::TdpW).value = 777.0;
    const Chip added = newChip(h100, QStringLiteral("test-chip-1"));
    const QString path = m_dir->filePath(QStringLiteral("good.csv"));
    QVERIFY(writeFile(path, exportChipsCsv({h100, added})));
    const QList<Chip> original = storedChips();

    CatalogTransfer transfer(m_session.get(), nullptr);
    transfer.setInteractive(false);
    QSignalSpy finished(&transfer, &CatalogTransfer::finished);
    QSignalSpy published(m_session.get(), &CatalogSession::snapshotChanged);
    QSignalSpy status(&transfer, &CatalogTransfer::statusMessage);
    QVERIFY(transfer.startImport(path, ImportChoices{}));
    QVERIFY(transfer.isBusy());
    QVERIFY(!transfer.startImport(path, ImportChoices{})); // one at a time
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(outcomeOf(finished), CatalogTransfer::Outcome::Imported);
    QVERIFY(!transfer.isBusy());
    QCOMPARE(published.size(), 1);
    QCOMPARE(m_session->snapshot().chipCount(), 35);
    QCOMPARE(status.constLast().constFirst().toString(),
             QStringLiteral("Imported good.csv: 1 new, 1 changed."));
    // One step on the session's undo stack.
    ChangeHistory* stack = m_session->history();
    QCOMPARE(stack->count(), 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Import 2 chips from good.csv"));
    const CatalogChange& change = stack->change(0);
    const QList<Catalog::ChipState>& before = change.chipsBefore;
    const QList<Catalog::ChipState>& after = change.chipsAfter;

    // Saved, and the states say what was there before and after.
    const QList<Chip> stored = storedChips();
    QCOMPARE(stored.size(), 35);
    QCOMPARE(chipById(stored, kH100).figure(Field::TdpW).number(), 777.0);
    QCOMPARE(chipById(stored, added.id).name, added.name);
    QCOMPARE(before.size(), 2);
    QCOMPARE(after.size(), 2);
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(before.at(i).id, after.at(i).id);
        if (before.at(i).id == added.id) {
            QVERIFY(!before.at(i).chip);
            QVERIFY(after.at(i).chip);
        } else {
            QCOMPARE(before.at(i).chip->figure(Field::TdpW).number(), 700.0);
            QCOMPARE(after.at(i).chip->figure(Field::TdpW).number(), 777.0);
            QVERIFY(after.at(i).editedFields.contains(Field::TdpW)); // a user edit now
        }
    }

    // Undo takes the import back exactly, and redo does it again.
    stack->undo();
    QTRY_VERIFY(!m_session->isBusy());
    QCOMPARE(stack->index(), 0);
    QCOMPARE(storedChips(), original);
    QCOMPARE(m_session->snapshot().chipCount(), 34);
    stack->redo();
    QTRY_VERIFY(!m_session->isBusy());
    QCOMPARE(stack->index(), 1);
    QCOMPARE(storedChips(), stored);
}

void TstCatalogTransfer::importInteractivePreview() {
    Chip h100 = chipById(m_builtIn, kH100);
    h100.figure(Field::TdpW).value = 750.0;
    h100.figure(Field::MemoryGb).value = 96.0;
    const QString path = m_dir->filePath(QStringLiteral("preview.csv"));
    QVERIFY(writeFile(path, exportChipsCsv({h100, newChip(h100, QStringLiteral("test-a"))})));

    CatalogTransfer transfer(m_session.get(), nullptr);
    QSignalSpy finished(&transfer, &CatalogTransfer::finished);
    // The preview runs its own event loop: answer it from a timer. Keep the local memory, take
    // the imported TDP and skip the new chip.
    bool previewSeen = false;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        auto* preview = qobject_cast<ImportPreviewDialog*>(QApplication::activeModalWidget());
        if (!preview)
            return;
        previewSeen = true;
        answer.stop();
        ImportPlanModel* model = preview->model();
        QCOMPARE(model->rowCount(model->groupIndex(ImportPlanModel::NewGroup)), 1);
        QCOMPARE(model->rowCount(model->groupIndex(ImportPlanModel::ChangedGroup)), 1);
        model->setNewChipIncluded(0, false);
        const ChipChange& change = model->plan().changed.constFirst();
        for (int row = 0; row < change.differences.size(); ++row) {
            if (change.differences.at(row).key == QLatin1String("memory_gb"))
                model->setFieldTakesImported(0, row, false);
        }
        QVERIFY(preview->importButton()->isEnabled());
        QTest::mouseClick(preview->importButton(), Qt::LeftButton);
    });
    answer.start();
    QVERIFY(transfer.importFile(path));
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY(previewSeen);
    QCOMPARE(outcomeOf(finished), CatalogTransfer::Outcome::Imported);
    const QList<Chip> stored = storedChips();
    QCOMPARE(stored.size(), 34);
    QCOMPARE(chipById(stored, kH100).figure(Field::TdpW).number(), 750.0);
    QCOMPARE(chipById(stored, kH100).figure(Field::MemoryGb).number(), 80.0);
}

// Epoch AI's hardware CSV is recognised by its header: the preview shows its new and changed
// chips and, beside them, the figures that stay as the catalog has them.
void TstCatalogTransfer::importEpochCsvPreview() {
    const QString path = m_dir->filePath(QStringLiteral("ml_hardware.csv"));
    QVERIFY(QFile::copy(
        QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/epoch/ml_hardware-excerpt.csv"), path));
    CatalogTransfer transfer(m_session.get(), nullptr);
    QSignalSpy finished(&transfer, &CatalogTransfer::finished);
    bool previewSeen = false;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        auto* preview = qobject_cast<ImportPreviewDialog*>(QApplication::activeModalWidget());
        if (!preview)
            return;
        previewSeen = true;
        answer.stop();
        ImportPlanModel* model = preview->model();
        QCOMPARE(model->rowCount(model->groupIndex(ImportPlanModel::NewGroup)), 5);
        QVERIFY(model->rowCount(model->groupIndex(ImportPlanModel::ChangedGroup)) > 0);
        QVERIFY(preview->keptView()->isVisibleTo(preview));
        const QString kept = preview->keptView()->toPlainText();
        QVERIFY2(kept.contains(QStringLiteral(
                     "(Amazon Trainium3) -> aws-trainium3: TDP (tdp_w) stays not published by "
                     "the vendor; Epoch says 700 W (unverified)")),
                 qPrintable(kept));
        QTest::mouseClick(preview->importButton(), Qt::LeftButton);
    });
    answer.start();
    QVERIFY(transfer.importFile(path));
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY(previewSeen);
    QCOMPARE(outcomeOf(finished), CatalogTransfer::Outcome::Imported);
    const QList<Chip> stored = storedChips();
    QCOMPARE(stored.size(), 39);
    QCOMPARE(chipById(stored, QStringLiteral("huawei-ascend-920")).origin, Origin::User);
    QCOMPARE(chipById(stored, QStringLiteral("aws-trainium3")).figure(Field::TdpW).status,
             FigureStatus::NotPublished);
}

void TstCatalogTransfer::badFile_data() {
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");

    Chip chip = newChip(m_builtIn.constFirst(), QStringLiteral("test-bad"));
    chip.figure(Field::TdpW).value = 12345.0;
    QByteArray negative = exportChipsCsv({chip});
    QVERIFY(negative.contains(",\"12345\","));
    negative.replace(",\"12345\",", ",\"-5\",");
    const int tdpColumn = int(chipCsvColumns().indexOf(QStringLiteral("tdp_w"))) + 1;
    QTest::newRow("negative TDP")
        << QStringLiteral("bad.csv") << negative
        << QStringLiteral("bad.csv: line 2, column %1 (tdp_w): -5 W").arg(tdpColumn);
    QTest::newRow("unknown column")
        << QStringLiteral("extra.csv") << QByteArray("id,vendor,name,bogus_column\r\nx,V,N,1\r\n")
        << QStringLiteral("bogus_column");
    QTest::newRow("bad JSON") << QStringLiteral("bad.json") << QByteArray("[{\"id\": 5}]")
                              << QStringLiteral("bad.json: chip 1 (without an id)");
    QTest::newRow("unknown extension") << QStringLiteral("chips.txt") << QByteArray("id\n")
                                       << QStringLiteral("chips.txt: the file name must end in "
                                                         ".csv or .json");
}

void TstCatalogTransfer::badFile() {
    QFETCH(QString, fileName);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const QString path = m_dir->filePath(fileName);
    QVERIFY(writeFile(path, content));
    const QList<Chip> original = storedChips();

    CatalogTransfer transfer(m_session.get(), nullptr);
    transfer.setInteractive(false);
    QSignalSpy finished(&transfer, &CatalogTransfer::finished);
    QSignalSpy failed(&transfer, &CatalogTransfer::failed);
    QSignalSpy status(&transfer, &CatalogTransfer::statusMessage);
    QVERIFY(transfer.startImport(path, ImportChoices{}));
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(outcomeOf(finished), CatalogTransfer::Outcome::Failed);
    QCOMPARE(failed.size(), 1);
    const QString message = failed.constFirst().constFirst().toString();
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(status.constLast().constFirst().toString().contains(QLatin1String("unchanged")),
             qPrintable(status.constLast().constFirst().toString()));
    QCOMPARE(m_session->history()->count(), 0);
    QCOMPARE(storedChips(), original);
}

void TstCatalogTransfer::badFileMessageBox() {
    const QString path = m_dir->filePath(QStringLiteral("broken.csv"));
    QVERIFY(writeFile(path, QByteArray("id,vendor,name,tdp_w\r\nx,V,N,-5\r\n")));
    CatalogTransfer transfer(m_session.get(), nullptr);
    QSignalSpy finished(&transfer, &CatalogTransfer::finished);
    QString boxText;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        answer.stop();
        boxText = box->text() + u'\n' + box->informativeText();
        box->accept();
    });
    answer.start();
    QVERIFY(transfer.importFile(path));
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY2(boxText.contains(QLatin1String("broken.csv: line 2, column 4 (tdp_w): -5 W")),
             qPrintable(boxText));
    QVERIFY(boxText.contains(QLatin1String("the catalog is unchanged")));
}

void TstCatalogTransfer::nothingToImport() {
    const QString path = m_dir->filePath(QStringLiteral("same.json"));
    QVERIFY(writeFile(path, exportChips(m_builtIn, CatalogFormat::Json)));
    CatalogTransfer transfer(m_session.get(), nullptr);
    transfer.setInteractive(false);
    QSignalSpy finished(&transfer, &CatalogTransfer::finished);
    QVERIFY(transfer.startImport(path, ImportChoices{}));
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(outcomeOf(finished), CatalogTransfer::Outcome::NothingToImport);
    QCOMPARE(m_session->history()->count(), 0);

    // Choices that keep every local value and skip every new chip change nothing either.
    Chip h100 = chipById(m_builtIn, kH100);
    h100.figure(Field::TdpW).value = 800.0;
    const QString changedPath = m_dir->filePath(QStringLiteral("changed.csv"));
    QVERIFY(writeFile(changedPath, exportChipsCsv({h100})));
    ImportChoices keep;
    keep.defaultChoice = ImportChoice::KeepLocal;
    QVERIFY(transfer.startImport(changedPath, keep));
    QTRY_COMPARE(finished.size(), 2);
    QCOMPARE(finished.constLast().constFirst().value<CatalogTransfer::Outcome>(),
             CatalogTransfer::Outcome::NothingToImport);
    QCOMPARE(storedChips(), m_builtIn);
}

void TstCatalogTransfer::cancelLargeImport_data() {
    // Saving reports over three passes: the states before, the write, the states after.
    QTest::addColumn<CatalogTransfer::Phase>("phase");
    QTest::addColumn<int>("fromThird");
    QTest::newRow("reading") << CatalogTransfer::Phase::Reading << 0;
    QTest::newRow("comparing") << CatalogTransfer::Phase::Planning << 0;
    QTest::newRow("saving, states before") << CatalogTransfer::Phase::Saving << 0;
    QTest::newRow("saving, writing") << CatalogTransfer::Phase::Saving << 1;
}

void TstCatalogTransfer::cancelLargeImport() {
    QFETCH(CatalogTransfer::Phase, phase);
    QFETCH(int, fromThird);
    if (m_largeCsv.isEmpty())
        m_largeCsv = exportChipsCsv(largeChips());
    const QString path = m_dir->filePath(QStringLiteral("large.csv"));
    QVERIFY(writeFile(path, m_largeCsv));
    const QList<Chip> original = storedChips();

    CatalogTransfer transfer(m_session.get(), nullptr);
    transfer.setInteractive(false);
    std::atomic<int> cancelledAt{-1};
    // On the worker thread: cancel at the first report of the phase.
    transfer.setWorkerProgressHook([&](CatalogTransfer::Phase at, qint64 done, qint64 total) {
        if (at == phase && done * 3 >= total * fromThird && cancelledAt.load() < 0) {
            cancelledAt.store(int(done));
            transfer.cancel();
        }
    });
    QSignalSpy finished(&transfer, &CatalogTransfer::finished);
    QSignalSpy progressed(&transfer, &CatalogTransfer::progressed);
    QSignalSpy status(&transfer, &CatalogTransfer::statusMessage);
    QVERIFY(transfer.startImport(path, ImportChoices{}));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(outcomeOf(finished), CatalogTransfer::Outcome::Cancelled);
    QCOMPARE(cancelledAt.load(), fromThird * kLargeChips);
    QVERIFY(!progressed.isEmpty());
    QCOMPARE(status.constLast().constFirst().toString(),
             QStringLiteral("Import of large.csv cancelled; the catalog is unchanged."));
    QCOMPARE(m_session->history()->count(), 0);
    QCOMPARE(storedChips(), original);
}

void TstCatalogTransfer::importKeepsWhatWasSavedAfterThePlan() {
    // The import plans on the worker; right after, someone else (another program, here a
    // connection the worker opens) saves new notes for the same chip. The import changes the
    // TDP only: both stay, and undoing the import puts back what it replaced, their notes
    // included.
    Chip h100 = chipById(m_builtIn, kH100);
    h100.figure(Field::TdpW).value = 777.0;
    const QString path = m_dir->filePath(QStringLiteral("tdp.csv"));
    QVERIFY(writeFile(path, exportChipsCsv({h100})));
    const QString theirNotes = QStringLiteral("their notes");
    CatalogTransfer transfer(m_session.get(), nullptr);
    transfer.setInteractive(false);
    std::atomic<bool> saved{false};
    QString problem;
    transfer.setWorkerProgressHook([&](CatalogTransfer::Phase at, qint64 done, qint64 total) {
        if (at != CatalogTransfer::Phase::Planning || done < total || saved.exchange(true))
            return;
        StorageError error;
        const std::unique_ptr<Catalog> other = Catalog::open(m_catalogPath, &error);
        std::optional<Chip> chip = other ? other->chips().find(kH100, &error) : std::nullopt;
        if (chip)
            chip->notes = theirNotes;
        if (!chip || !testwrites::editChips(*other, {*chip}, &error))
            problem = error.message;
    });
    QSignalSpy finished(&transfer, &CatalogTransfer::finished);
    QVERIFY(transfer.startImport(path, ImportChoices{}));
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY2(saved && problem.isEmpty(), qPrintable(problem));
    QCOMPARE(outcomeOf(finished), CatalogTransfer::Outcome::Imported);
    Chip stored = chipById(storedChips(), kH100);
    QCOMPARE(stored.figure(Field::TdpW).number(), 777.0);
    QCOMPARE(stored.notes, theirNotes);

    ChangeHistory* stack = m_session->history();
    QCOMPARE(stack->count(), 1);
    stack->undo();
    QTRY_COMPARE(chipById(storedChips(), kH100).figure(Field::TdpW).number(), 700.0);
    QCOMPARE(chipById(storedChips(), kH100).notes, theirNotes);
}

void TstCatalogTransfer::systemImportKeepsWhatWasSavedAfterThePlan() {
    // The window plans a systems import on its snapshot; someone else saved new notes for the
    // system after the snapshot was read. The file renames it: both stay.
    StorageError error;
    const QList<System> systems = m_catalog->systems().all(&error);
    QVERIFY2(!systems.isEmpty(), qPrintable(error.message));
    const QString id = systems.constFirst().id;
    m_session->reload();
    QTRY_VERIFY(m_session->snapshot().system(id));
    System theirs = systems.constFirst();
    theirs.notes = QStringLiteral("their notes");
    QVERIFY2(testwrites::saveSystems(*m_catalog, {theirs}, &error), qPrintable(error.message));
    QVERIFY(m_session->snapshot().system(id)->notes != theirs.notes); // not read yet

    System mine = *m_session->snapshot().system(id);
    mine.name = QStringLiteral("Renamed board");
    const QString path = m_dir->filePath(QStringLiteral("systems.json"));
    QVERIFY(writeFile(path, QJsonDocument(QJsonArray{systemToJson(mine)}).toJson()));
    CatalogTransfer chips(m_session.get(), nullptr);
    chips.setInteractive(false);
    SystemTransfer transfer(m_session.get(), &chips, nullptr);
    transfer.setInteractive(false);
    QSignalSpy imported(&transfer, &SystemTransfer::imported);
    QSignalSpy failed(&transfer, &SystemTransfer::failed);
    transfer.importFile(path);
    QTRY_VERIFY(imported.size() + failed.size() == 1);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    System stored = *m_catalog->systems().find(id, &error);
    QCOMPARE(stored.name, mine.name);
    QCOMPARE(stored.notes, theirs.notes);

    // Undone: the name goes back, their notes stay.
    m_session->history()->undo();
    QTRY_COMPARE(m_catalog->systems().find(id, &error)->name, theirs.name);
    QCOMPARE(m_catalog->systems().find(id, &error)->notes, theirs.notes);
}

QTEST_MAIN(TstCatalogTransfer)
#include "tst_catalogtransfer.moc"
