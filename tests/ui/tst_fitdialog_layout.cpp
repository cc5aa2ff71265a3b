// The model-fit calculator at 1280x720: the chip (or system) name column stays in place while
// the other columns scroll sideways, the measured result, its efficiency and the cost from it
// are in sight without scrolling, at least ten result rows are in sight, and the explanation
// folds away and stays folded the next time.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "fit/fitdialog.h"
#include "fit/fitexplainview.h"
#include "fit/fittablemodel.h"
#include "fit/systemfittablemodel.h"
#include "sessiontestdata.h"
#include "storage/catalog.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace chipatlas;

namespace {
void waitForFits(const QTableView* view) {
    const auto* proxy = qobject_cast<const QSortFilterProxyModel*>(view->model());
    const auto* table = proxy ? qobject_cast<const FitTableModel*>(proxy->sourceModel()) : nullptr;
    if (table && table->isComputing())
        QSignalSpy(table, &FitTableModel::fitsComputed).wait(30'000);
}

// The cell a user sees at `point` of `view` (in the view's coordinates), in whichever table
// view draws there.
QModelIndex cellSeenAt(QTableView* view, const QPoint& point) {
    QWidget* widget = view->childAt(point);
    for (QWidget* w = widget; w; w = w->parentWidget()) {
        if (auto* table = qobject_cast<QTableView*>(w))
            return table->indexAt(table->viewport()->mapFrom(view, point));
    }
    return {};
}

int rowsInSight(const QTableView* view) {
    const int rowHeight = view->verticalHeader()->defaultSectionSize();
    return view->viewport()->height() / rowHeight;
}
} // namespace

class TstFitDialogLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void nameColumnStaysWhenScrolled_data();
    void nameColumnStaysWhenScrolled();
    void measuredColumnsInSightAt1280x720_data();
    void measuredColumnsInSightAt1280x720();
    void tenRowsAt1280x720();
    void explanationFoldsAndIsRemembered();

private:
    std::unique_ptr<FitDialog> openDialog(const QString& model = QStringLiteral("llama-3.1-70b"));

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
};

void TstFitDialogLayout::initTestCase() {
    QLocale::setDefault(QLocale::c());
    m_session = std::make_unique<CatalogSession>();
    const QString error =
        sessiontest::openTestSession(*m_session, m_dir, QStringLiteral("tst_fitdialog_layout"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_session->reload();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->snapshot().isLoaded(), 15000);
}

void TstFitDialogLayout::init() {
    Settings().clear();
}

std::unique_ptr<FitDialog> TstFitDialogLayout::openDialog(const QString& model) {
    auto dialog = std::make_unique<FitDialog>(m_session.get());
    dialog->restoreState(Settings());
    dialog->setSnapshot(m_session->snapshot());
    dialog->selectModel(model);
    dialog->resize(1280, 720);
    dialog->show();
    if (!QTest::qWaitForWindowExposed(dialog.get()))
        return nullptr;
    waitForFits(dialog->tableView());
    QCoreApplication::processEvents();
    return dialog;
}

void TstFitDialogLayout::nameColumnStaysWhenScrolled_data() {
    QTest::addColumn<bool>("systems");
    QTest::newRow("chips") << false;
    QTest::newRow("systems") << true;
}

// Scrolled to the last columns (the costs), the first row still shows its chip's or system's
// name at the left edge of the table.
void TstFitDialogLayout::nameColumnStaysWhenScrolled() {
    QFETCH(bool, systems);
    const auto dialog = openDialog();
    QVERIFY(dialog);
    dialog->setShowSystems(systems);
    QCoreApplication::processEvents();
    QTableView* view = systems ? dialog->systemTableView() : dialog->tableView();
    QScrollBar* bar = view->horizontalScrollBar();
    QVERIFY2(bar->maximum() > 0, "the columns fit without scrolling: nothing to prove");
    bar->setValue(bar->maximum());
    QCoreApplication::processEvents();
    const QPoint firstRow(view->frameWidth() + 8,
                          view->horizontalHeader()->height() +
                              view->verticalHeader()->defaultSectionSize() / 2);
    const QModelIndex seen = cellSeenAt(view, firstRow);
    QVERIFY(seen.isValid());
    QCOMPARE(seen.column(), 0);
    QCOMPARE(seen.data().toString(), view->model()->index(0, 0).data().toString());
    QVERIFY(!seen.data().toString().isEmpty());
    // The header above it names the column too.
    QWidget* header = view->childAt(QPoint(view->frameWidth() + 8, 4));
    QVERIFY(header);
    const auto* headerView = qobject_cast<QHeaderView*>(header)
                                 ? qobject_cast<QHeaderView*>(header)
                                 : qobject_cast<QHeaderView*>(header->parentWidget());
    QVERIFY(headerView);
    QCOMPARE(
        headerView->logicalIndexAt(headerView->mapFrom(view, QPoint(view->frameWidth() + 8, 4))),
        0);
}

void TstFitDialogLayout::measuredColumnsInSightAt1280x720_data() {
    QTest::addColumn<bool>("systems");
    QTest::addColumn<QList<int>>("columns");
    QTest::newRow("chips") << false
                           << QList<int>{FitTableModel::MeasuredColumn,
                                         FitTableModel::EfficiencyColumn,
                                         FitTableModel::ResultCostColumn};
    QTest::newRow("systems") << true
                             << QList<int>{SystemFitTableModel::MeasuredColumn,
                                           SystemFitTableModel::EfficiencyColumn,
                                           SystemFitTableModel::ResultCostColumn};
}

// What a buyer opens the calculator for since measured results exist: the measured tokens per
// second, its efficiency against the bound and the cost from it. On a 1280x720 screen,
// unscrolled, each of these columns lies whole inside the table, its header readable.
void TstFitDialogLayout::measuredColumnsInSightAt1280x720() {
    QFETCH(bool, systems);
    QFETCH(QList<int>, columns);
    const auto dialog = openDialog(QStringLiteral("llama-2-70b"));
    QVERIFY(dialog);
    // The size it opens at on a 1280x720 screen (FitDialog::restoreState(): the screen's
    // available size less a margin), not the whole screen.
    dialog->resize(1260, 680);
    dialog->setShowSystems(systems);
    QCoreApplication::processEvents();
    QTableView* view = systems ? dialog->systemTableView() : dialog->tableView();
    QCOMPARE(view->horizontalScrollBar()->value(), 0);
    const QHeaderView* header = view->horizontalHeader();
    const int right = view->viewport()->width();
    for (int column : columns) {
        const QString title = view->model()->headerData(column, Qt::Horizontal).toString();
        QVERIFY2(!header->isSectionHidden(column), qPrintable(title));
        const int left = header->sectionViewportPosition(column);
        QVERIFY2(left >= 0 && left + header->sectionSize(column) <= right,
                 qPrintable(QStringLiteral("%1 at %2..%3, the table is %4 wide")
                                .arg(title)
                                .arg(left)
                                .arg(left + header->sectionSize(column))
                                .arg(right)));
        // Wide enough for its title's longest word and for a number.
        QVERIFY2(header->sectionSize(column) >=
                     view->fontMetrics().horizontalAdvance(QStringLiteral("Efficiency")),
                 qPrintable(title));
    }
}

// At 1280x720, with the explanation shown (the default), ten result rows are in sight.
void TstFitDialogLayout::tenRowsAt1280x720() {
    const auto dialog = openDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->explainView()->isVisible());
    QVERIFY2(rowsInSight(dialog->tableView()) >= 10,
             qPrintable(QString::number(rowsInSight(dialog->tableView()))));
    dialog->setShowSystems(true);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QVERIFY2(rowsInSight(dialog->systemTableView()) >= 10,
             qPrintable(QString::number(rowsInSight(dialog->systemTableView()))));
}

// The explanation folds away for more rows; the dialog opens folded the next time.
void TstFitDialogLayout::explanationFoldsAndIsRemembered() {
    int shownRows = 0;
    {
        const auto dialog = openDialog();
        QVERIFY(dialog);
        shownRows = rowsInSight(dialog->tableView());
        QToolButton* toggle = dialog->explanationToggle();
        QVERIFY(toggle->isChecked());
        toggle->click();
        QCoreApplication::processEvents();
        QVERIFY(!dialog->explainView()->isVisible());
        QVERIFY(rowsInSight(dialog->tableView()) > shownRows);
        dialog->close();
    }
    QVERIFY(!Settings().fitExplanationShown());
    const auto again = openDialog();
    QVERIFY(again);
    QVERIFY(!again->explanationToggle()->isChecked());
    QVERIFY(!again->explainView()->isVisible());
    again->explanationToggle()->click();
    QVERIFY(again->explainView()->isVisible());
}

QTEST_MAIN(TstFitDialogLayout)
#include "tst_fitdialog_layout.moc"
