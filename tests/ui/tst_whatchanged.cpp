// The "What changed" tab on a real main window: a snapshot taken from the view, a figure edited,
// and the diff against now shows exactly that row (and follows the next edit); rename and
// delete, each read back through a second connection; the filters; the export; and the start-up
// option --what-changed.
#include "application/catalogsession.h"
#include "application/chipedits.h"
#include "changes/difftablemodel.h"
#include "changes/snapshotlistpanel.h"
#include "changes/snapshotnamedialog.h"
#include "changes/whatchangedview.h"
#include "common/exportjob.h"
#include "mainwindowfixture.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>

#include <functional>
#include <memory>

using namespace chipatlas;

namespace {
// How long a test waits for the session's worker (a snapshot taken, listed, compared): generous,
// for a machine busy with the whole suite in parallel.
constexpr int kWorkerWaitMs = 20000;

const QString kH100 = QStringLiteral("nvidia-h100-sxm");
} // namespace

class TstWhatChanged final
    : public QObject
    , private FreshCatalogWindowFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initApplication(QStringLiteral("chipatlas-tst-whatchanged")); }
    void init() { openTestCatalog(); }
    void cleanup() { closeTestCatalog(); }

    void snapshotThenEditShowsExactlyThatRow();
    void aHiddenTabComparesWhenItShows();
    void renameAndDeleteReachTheCatalog();
    void aTakenNameIsRefusedWithItsName();
    void exportAndImportASnapshotFile();
    void nameDialogRefusesWhatCoreRefuses();
    void filtersNarrowTheRows();
    void aLargeDiffsRowsComeFromTheWorker();
    void exportsTheRowsShown();
    void startupOptionParses();
    void startupOptionComparesTheNamedSnapshots();
    void viewMenuShowsTheTab();
    void everyColumnInSightAt1280();

private:
    // The window on the What changed tab, its snapshot list read.
    std::unique_ptr<MainWindow> openOnTab(const ViewOptions& options = {});
    // Compares the snapshot `from` with now and waits until the diff shows; the spy counts the
    // diffs shown from then on (1 on return). Null when it did not show within 10 s.
    std::unique_ptr<QSignalSpy> compareShown(WhatChangedView* view, const QString& from);
    void takeSnapshot(WhatChangedView* view, const QString& name);
    // The H100 SXM as `edit` changes it, through the GUI's session.
    void editH100(const std::function<void(Chip&)>& edit);
    void setH100Memory(double gb);
    QList<SavedSnapshot> storedSnapshots();
};

std::unique_ptr<MainWindow> TstWhatChanged::openOnTab(const ViewOptions& options) {
    ViewOptions view = options;
    if (!view.whatChanged)
        view.whatChanged = WhatChangedOptions{};
    auto window = openWindow(view);
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    if (!QTest::qWaitFor([&window] { return window->tablePage()->isLoaded(); }, kWorkerWaitMs))
        return nullptr;
    if (!QTest::qWaitFor([&window] { return window->whatChangedView()->isListed(); },
                         kWorkerWaitMs))
        return nullptr;
    return window;
}

void TstWhatChanged::takeSnapshot(WhatChangedView* view, const QString& name) {
    const int before = int(view->snapshotPanel()->snapshots().size());
    view->takeSnapshot(name, QStringLiteral("before the quotes"));
    QTRY_COMPARE_WITH_TIMEOUT(int(view->snapshotPanel()->snapshots().size()), before + 1,
                              kWorkerWaitMs);
}

std::unique_ptr<QSignalSpy> TstWhatChanged::compareShown(WhatChangedView* view,
                                                         const QString& from) {
    auto shown = std::make_unique<QSignalSpy>(view, &WhatChangedView::diffShown);
    if (!view->compare(from) ||
        !QTest::qWaitFor([&shown] { return shown->size() >= 1; }, kWorkerWaitMs))
        return nullptr;
    return shown;
}

void TstWhatChanged::editH100(const std::function<void(Chip&)>& edit) {
    const Chip* stored = m_session->snapshot().chip(kH100);
    QVERIFY(stored);
    Chip h100 = *stored;
    edit(h100);
    m_session->change(this, QStringLiteral("edit"), [h100](Catalog& catalog) {
        return editChip(catalog, QStringLiteral("edit chip H100 SXM"), h100);
    });
    QTRY_VERIFY_WITH_TIMEOUT(!m_session->isBusy(), kWorkerWaitMs);
}

void TstWhatChanged::setH100Memory(double gb) {
    editH100([gb](Chip& h100) { h100.figure(Field::MemoryGb).value = gb; });
}

QList<SavedSnapshot> TstWhatChanged::storedSnapshots() {
    StorageError error;
    const std::optional<QList<SavedSnapshot>> list = m_check->savedSnapshots().list(&error);
    if (!list)
        qWarning() << error.message;
    return list.value_or(QList<SavedSnapshot>());
}

void TstWhatChanged::snapshotThenEditShowsExactlyThatRow() {
    const auto window = openOnTab();
    QVERIFY(window);
    QCOMPARE(window->currentSideTab(), SideTab::Changes);
    WhatChangedView* view = window->whatChangedView();
    takeSnapshot(view, QStringLiteral("Q3 quotes"));
    QCOMPARE(storedSnapshots().size(), 1);
    QCOMPARE(storedSnapshots().first().name, QStringLiteral("Q3 quotes"));
    QCOMPARE(storedSnapshots().first().note, QStringLiteral("before the quotes"));

    const auto shown = compareShown(view, QStringLiteral("Q3 quotes"));
    QVERIFY(shown);
    QCOMPARE(view->diffModel()->rowCount(), 0); // nothing changed yet

    // One figure edited: exactly that row, against now, without asking again.
    setH100Memory(96.0);
    QTRY_COMPARE_WITH_TIMEOUT(shown->size(), 2, kWorkerWaitMs);
    const DiffTableModel* model = view->diffModel();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->entryAt(0).id, kH100);
    QCOMPARE(model->entryAt(0).change, DiffChange::Changed);
    QVERIFY(model->fieldAt(0));
    QCOMPARE(model->fieldAt(0)->key, QStringLiteral("memory_gb"));
    const auto cell = [model](int column) { return model->index(0, column).data().toString(); };
    QVERIFY2(cell(DiffTableModel::BeforeColumn).startsWith(QStringLiteral("80")),
             qPrintable(cell(DiffTableModel::BeforeColumn)));
    QVERIFY2(cell(DiffTableModel::AfterColumn).startsWith(QStringLiteral("96")),
             qPrintable(cell(DiffTableModel::AfterColumn)));
    QCOMPARE(cell(DiffTableModel::ChangeColumn), diffChangeDisplayName(DiffChange::Changed));
    // A number is right-aligned.
    QCOMPARE(model->index(0, DiffTableModel::AfterColumn).data(Qt::TextAlignmentRole).toInt() &
                 Qt::AlignRight,
             int(Qt::AlignRight));
    QVERIFY(view->summaryLabel()->text().contains(QStringLiteral("Q3 quotes")));

    // Another edit of the same figure back to what the snapshot holds: nothing changed.
    setH100Memory(80.0);
    QTRY_COMPARE_WITH_TIMEOUT(shown->size(), 3, kWorkerWaitMs);
    QCOMPARE(view->diffModel()->rowCount(), 0);
}

void TstWhatChanged::aHiddenTabComparesWhenItShows() {
    const auto window = openOnTab();
    QVERIFY(window);
    WhatChangedView* view = window->whatChangedView();
    takeSnapshot(view, QStringLiteral("Q3 quotes"));
    const auto shown = compareShown(view, QStringLiteral("Q3 quotes"));
    QVERIFY(shown);

    // Edited while the Details tab shows: no diff computed for nobody.
    window->showSideTab(SideTab::Details);
    setH100Memory(96.0);
    QTest::qWait(200);
    QCOMPARE(shown->size(), 1);
    QCOMPARE(view->diffModel()->rowCount(), 0);
    // Shown again: the diff against now has the row.
    window->showSideTab(SideTab::Changes);
    QTRY_COMPARE_WITH_TIMEOUT(shown->size(), 2, kWorkerWaitMs);
    QCOMPARE(view->diffModel()->rowCount(), 1);
    QCOMPARE(view->diffModel()->entryAt(0).id, kH100);
}

void TstWhatChanged::renameAndDeleteReachTheCatalog() {
    const auto window = openOnTab();
    QVERIFY(window);
    WhatChangedView* view = window->whatChangedView();
    takeSnapshot(view, QStringLiteral("first"));
    const qint64 id = view->snapshotPanel()->snapshots().first().id;
    QSignalSpy status(view, &WhatChangedView::statusMessage);

    view->renameSnapshot(id, QStringLiteral("before the MI455X quote"));
    QTRY_COMPARE_WITH_TIMEOUT(view->snapshotPanel()->snapshots().first().name,
                              QStringLiteral("before the MI455X quote"), kWorkerWaitMs);
    QCOMPARE(view->snapshotPanel()->list()->topLevelItem(0)->text(SnapshotListPanel::NameColumn),
             QStringLiteral("before the MI455X quote"));
    QCOMPARE(storedSnapshots().size(), 1);
    QCOMPARE(storedSnapshots().first().name, QStringLiteral("before the MI455X quote"));
    QVERIFY(!status.isEmpty());
    QVERIFY(status.last().first().toString().contains(QStringLiteral("before the MI455X quote")));

    // Compared, then deleted: the diff of a snapshot that is gone goes with it.
    const auto shown = compareShown(view, QStringLiteral("before the MI455X quote"));
    QVERIFY(shown);
    QVERIFY(!view->diffModel()->diff().fromLabel.isEmpty());
    view->deleteSnapshot(id);
    QTRY_VERIFY_WITH_TIMEOUT(view->snapshotPanel()->snapshots().isEmpty(), kWorkerWaitMs);
    QVERIFY(view->diffModel()->diff().fromLabel.isEmpty());
    QCOMPARE(view->snapshotPanel()->list()->topLevelItemCount(), 0);
    QVERIFY(storedSnapshots().isEmpty());
}

void TstWhatChanged::aTakenNameIsRefusedWithItsName() {
    const auto window = openOnTab();
    QVERIFY(window);
    WhatChangedView* view = window->whatChangedView();
    takeSnapshot(view, QStringLiteral("Q3 quotes"));
    QSignalSpy failed(m_session.get(), &CatalogSession::snapshotFailed);
    view->takeSnapshot(QStringLiteral("Q3 quotes"), {});
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kWorkerWaitMs);
    QVERIFY(view->summaryLabel()->text().contains(QStringLiteral("Q3 quotes")));
    QCOMPARE(storedSnapshots().size(), 1);
}

void TstWhatChanged::exportAndImportASnapshotFile() {
    const auto window = openOnTab();
    QVERIFY(window);
    WhatChangedView* view = window->whatChangedView();
    takeSnapshot(view, QStringLiteral("Q3 quotes"));
    const SavedSnapshot taken = view->snapshotPanel()->snapshots().first();
    QSignalSpy done(m_session.get(), &CatalogSession::snapshotDone);
    QSignalSpy failed(m_session.get(), &CatalogSession::snapshotFailed);

    const QString path = m_dir->filePath(QStringLiteral("q3.json"));
    view->exportSnapshot(taken.id, path);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, kWorkerWaitMs);
    QVERIFY(QFile::exists(path));
    view->deleteSnapshot(taken.id);
    QTRY_VERIFY_WITH_TIMEOUT(view->snapshotPanel()->snapshots().isEmpty(), kWorkerWaitMs);

    view->importSnapshot(path);
    QTRY_COMPARE_WITH_TIMEOUT(view->snapshotPanel()->snapshots().size(), 1, kWorkerWaitMs);
    const SavedSnapshot imported = view->snapshotPanel()->snapshots().first();
    QCOMPARE(imported.name, taken.name);
    QCOMPARE(imported.reason, SnapshotReason::File);
    QCOMPARE(imported.counts, taken.counts);
    QVERIFY(failed.isEmpty());

    // A file that is no snapshot: nothing added, the message names the file.
    const QString bad = m_dir->filePath(QStringLiteral("not-a-snapshot.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"chips\": []}");
    file.close();
    view->importSnapshot(bad);
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kWorkerWaitMs);
    QVERIFY(failed.first().first().toString().contains(bad));
    QVERIFY2(view->summaryLabel()->text().contains(QStringLiteral("chipatlas_snapshot")),
             qPrintable(view->summaryLabel()->text()));
    QCOMPARE(view->snapshotPanel()->snapshots().size(), 1);
}

void TstWhatChanged::nameDialogRefusesWhatCoreRefuses() {
    SnapshotNameDialog dialog(SnapshotNameDialog::Purpose::Take, QStringLiteral("Q3 quotes"),
                              {QStringLiteral("Q3 quotes")});
    auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("snapshotNameEdit"));
    auto* problem = dialog.findChild<QLabel*>(QStringLiteral("snapshotNameProblem"));
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(name && problem && ok);
    // Another snapshot has the name: OK is off and the label names it.
    QVERIFY(!ok->isEnabled());
    QVERIFY(problem->text().contains(QStringLiteral("Q3 quotes")));
    name->setText(QStringLiteral("Q4 quotes"));
    QVERIFY(ok->isEnabled());
    QVERIFY(problem->text().isEmpty());
    // What core's rule refuses, the dialog refuses with core's words.
    name->setText(QString());
    QVERIFY(!ok->isEnabled());
    QCOMPARE(problem->text(), validateSnapshotName(QString()));
    QVERIFY(!problem->text().isEmpty());
    name->setText(QStringLiteral("before the round"));
    QCOMPARE(dialog.name(), QStringLiteral("before the round"));
    auto* note = dialog.findChild<QLineEdit*>(QStringLiteral("snapshotNoteEdit"));
    QVERIFY(note);
    note->setText(QStringLiteral("  after the MI455X briefing "));
    QCOMPARE(dialog.note(), QStringLiteral("after the MI455X briefing"));
}

void TstWhatChanged::filtersNarrowTheRows() {
    const auto window = openOnTab();
    QVERIFY(window);
    WhatChangedView* view = window->whatChangedView();
    takeSnapshot(view, QStringLiteral("base"));
    const auto shown = compareShown(view, QStringLiteral("base"));
    QVERIFY(shown);
    setH100Memory(96.0);
    // A chip deleted as well: one removed entry beside the changed one.
    const QString gone = QStringLiteral("nvidia-a100-80gb-sxm");
    QVERIFY(m_session->snapshot().chip(gone));
    m_session->change(this, QStringLiteral("delete"), [gone](Catalog& catalog) {
        return deleteChips(catalog, QStringLiteral("delete"), {gone}, {});
    });
    QTRY_VERIFY_WITH_TIMEOUT(!m_session->isBusy(), kWorkerWaitMs);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isComparing() && view->diffModel()->rowCount() >= 2,
                             kWorkerWaitMs);
    const int all = view->diffModel()->rowCount();

    QComboBox* change = view->changeBox();
    change->setCurrentIndex(change->findData(QStringLiteral("removed")));
    QVERIFY(view->diffModel()->rowCount() >= 1); // the chip (and its price, if it had one)
    QVERIFY(view->diffModel()->rowCount() < all);
    for (int row = 0; row < view->diffModel()->rowCount(); ++row) {
        QCOMPARE(view->diffModel()->index(row, 0).data(DiffTableModel::IdRole).toString(), gone);
        QCOMPARE(view->diffModel()->entryAt(row).change, DiffChange::Removed);
    }
    change->setCurrentIndex(0);
    QCOMPARE(view->diffModel()->rowCount(), all);

    view->filterEdit()->setText(QStringLiteral("H100 SXM"));
    QCOMPARE(view->diffModel()->rowCount(), 1);
    QCOMPARE(view->diffModel()->index(0, 0).data(DiffTableModel::IdRole).toString(), kH100);
    QVERIFY2(view->summaryLabel()->text().contains(QStringLiteral("1 of")),
             qPrintable(view->summaryLabel()->text()));
    view->filterEdit()->clear();

    QComboBox* kind = view->kindBox();
    kind->setCurrentIndex(kind->findData(QStringLiteral("model")));
    QCOMPARE(view->diffModel()->rowCount(), 0);
}

// A diff over the table's synchronous limit: compared, its rows come from the worker (the busy
// bar shows until they do), and so do a filter's; the summary counts the rows then shown.
void TstWhatChanged::aLargeDiffsRowsComeFromTheWorker() {
    const auto window = openOnTab();
    QVERIFY(window);
    WhatChangedView* view = window->whatChangedView();
    view->diffModel()->setSynchronousLimit(0);
    takeSnapshot(view, QStringLiteral("base"));
    setH100Memory(96.0);
    const auto shown = compareShown(view, QStringLiteral("base"));
    QVERIFY(shown);
    QCOMPARE(view->diffModel()->rowCount(), 1); // shown when diffShown() came
    const auto* busy = view->findChild<QProgressBar*>(QStringLiteral("diffBusyBar"));
    QVERIFY(busy);
    QVERIFY(!busy->isVisible());

    view->filterEdit()->setText(QStringLiteral("no such chip"));
    QVERIFY(view->diffModel()->isUpdating());
    QVERIFY(busy->isVisible());
    QCOMPARE(view->diffModel()->rowCount(), 1); // until the filter's rows are ready
    QTRY_VERIFY_WITH_TIMEOUT(!view->diffModel()->isUpdating(), kWorkerWaitMs);
    QCOMPARE(view->diffModel()->rowCount(), 0);
    QVERIFY(!busy->isVisible());
    QVERIFY2(view->summaryLabel()->text().contains(QStringLiteral("0 of 1 rows shown")),
             qPrintable(view->summaryLabel()->text()));
}

void TstWhatChanged::exportsTheRowsShown() {
    const auto window = openOnTab();
    QVERIFY(window);
    WhatChangedView* view = window->whatChangedView();
    takeSnapshot(view, QStringLiteral("base"));
    const auto shown = compareShown(view, QStringLiteral("base"));
    QVERIFY(shown);
    setH100Memory(96.0);
    QTRY_COMPARE_WITH_TIMEOUT(view->diffModel()->rowCount(), 1, kWorkerWaitMs);

    view->exportJob()->setWindow(nullptr);
    QSignalSpy finished(view->exportJob(), &ExportJob::finished);
    const QString path = m_dir->filePath(QStringLiteral("changes.md"));
    QVERIFY(view->exportDiff(path, DiffExportFormat::Markdown));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kWorkerWaitMs);
    QCOMPARE(finished.first().first().value<ExportJob::Outcome>(), ExportJob::Outcome::Written);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString memo = QString::fromUtf8(file.readAll());
    QVERIFY2(memo.contains(QStringLiteral("base")), qPrintable(memo));
    QVERIFY2(memo.contains(QStringLiteral("H100")), qPrintable(memo));
}

void TstWhatChanged::startupOptionParses() {
    const auto parse = [](QStringList arguments) {
        arguments.prepend(QStringLiteral("chipatlas"));
        return parseGuiCommandLine(arguments);
    };
    GuiCommandLine line = parse({QStringLiteral("--what-changed")});
    QCOMPARE(line.action, GuiCommandLine::Action::Run);
    QVERIFY(line.view.whatChanged);
    QVERIFY(line.view.whatChanged->from.isEmpty());

    line = parse(
        {QStringLiteral("--what-changed"), QStringLiteral("--size"), QStringLiteral("1280x720")});
    QCOMPARE(line.action, GuiCommandLine::Action::Run);
    QVERIFY(line.view.whatChanged && line.view.whatChanged->from.isEmpty());
    QCOMPARE(line.view.size, QSize(1280, 720));

    line = parse({QStringLiteral("--what-changed"), QStringLiteral("Q3 quotes")});
    QVERIFY(line.view.whatChanged);
    QCOMPARE(line.view.whatChanged->from, QStringLiteral("Q3 quotes"));
    QVERIFY(line.view.whatChanged->to.isEmpty());

    line = parse({QStringLiteral("--what-changed=Q2,Q3")});
    QVERIFY(line.view.whatChanged);
    QCOMPARE(line.view.whatChanged->from, QStringLiteral("Q2"));
    QCOMPARE(line.view.whatChanged->to, QStringLiteral("Q3"));

    line = parse({QStringLiteral("--what-changed"), QStringLiteral("Q2,")});
    QCOMPARE(line.action, GuiCommandLine::Action::Error);
    QVERIFY(line.message.contains(QStringLiteral("FROM,TO")));

    line = parse({QStringLiteral("--tab"), QStringLiteral("what-changed")});
    QCOMPARE(line.view.tab, std::optional<SideTab>(SideTab::Changes));
}

void TstWhatChanged::startupOptionComparesTheNamedSnapshots() {
    {
        StorageError error;
        QVERIFY2(m_check->savedSnapshots().take(QStringLiteral("before"), SnapshotReason::User, {},
                                                &error),
                 qPrintable(error.message));
    }
    StorageError error;
    QStringList unknown = unknownSnapshots(*m_check, {QStringLiteral("before"), {}}, &error);
    QVERIFY(unknown.isEmpty());
    unknown =
        unknownSnapshots(*m_check, {QStringLiteral("before"), QStringLiteral("nope")}, &error);
    QCOMPARE(unknown, QStringList{QStringLiteral("nope")});

    ViewOptions options;
    options.whatChanged = WhatChangedOptions{QStringLiteral("before"), {}};
    const auto window = openOnTab(options);
    QVERIFY(window);
    QCOMPARE(window->currentSideTab(), SideTab::Changes);
    WhatChangedView* view = window->whatChangedView();
    QTRY_VERIFY_WITH_TIMEOUT(!view->diffModel()->diff().fromLabel.isEmpty(), kWorkerWaitMs);
    QCOMPARE(view->diffModel()->diff().fromLabel, QStringLiteral("before"));
    QCOMPARE(view->fromBox()->currentText(), QStringLiteral("before"));
    QCOMPARE(view->toBox()->currentIndex(), 0); // now
}

void TstWhatChanged::viewMenuShowsTheTab() {
    OPEN_LOADED_WINDOW(window, ViewOptions{});
    window->showSideTab(SideTab::Details);
    QVERIFY(window->whatChangedAction());
    QCOMPARE(window->whatChangedAction()->shortcut(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    window->whatChangedAction()->trigger();
    QCOMPARE(window->currentSideTab(), SideTab::Changes);
    QTRY_VERIFY_WITH_TIMEOUT(window->whatChangedView()->isListed(), kWorkerWaitMs);
    // Remembered: the next window opens on it.
    window->close();
    const auto again = openWindow();
    QVERIFY(QTest::qWaitForWindowExposed(again.get()));
    QCOMPARE(again->currentSideTab(), SideTab::Changes);
}

// At 1280 pixels wide every column is in sight, the Move column too, without scrolling right: the
// names and the values share the width the short columns leave, and elide.
void TstWhatChanged::everyColumnInSightAt1280() {
    const auto window = openOnTab();
    QVERIFY(window);
    QCOMPARE(window->width(), 1280);
    WhatChangedView* view = window->whatChangedView();
    takeSnapshot(view, QStringLiteral("before"));
    // A long name: the entry, the field's before and after.
    editH100([](Chip& h100) {
        h100.name = QStringLiteral("NVIDIA H100 SXM5 80 GB HBM3 (Hopper, 700 W, SXM5 board, "
                                   "eight per HGX baseboard)");
        h100.figure(Field::MemoryGb).value = 96.0;
    });

    const auto shown = compareShown(view, QStringLiteral("before"));
    QVERIFY(shown);
    QVERIFY(view->diffModel()->rowCount() >= 2);
    const QTableView* table = view->diffTable();
    const QHeaderView* header = table->horizontalHeader();
    const int move = DiffTableModel::MoveColumn;
    QTRY_VERIFY2(
        header->sectionViewportPosition(move) + header->sectionSize(move) <=
            table->viewport()->width(),
        qPrintable(QStringLiteral("Move column at %1..%2 of a viewport %3 wide")
                       .arg(header->sectionViewportPosition(move))
                       .arg(header->sectionViewportPosition(move) + header->sectionSize(move))
                       .arg(table->viewport()->width())));
    // The scroll bar's range follows the columns' widths when the view lays itself out again.
    QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);
    // The short columns are whole: their titles read in full.
    for (const int column : {int(DiffTableModel::KindColumn), int(DiffTableModel::ChangeColumn),
                             int(DiffTableModel::AfterStatusColumn), move})
        QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                 qPrintable(QString::number(column)));
}

QTEST_MAIN(TstWhatChanged)
#include "tst_whatchanged.moc"
