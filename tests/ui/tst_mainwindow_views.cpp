// Drives the real main window offscreen: the views beside the table (compare, chart) and
// what they read, from the menus, by drag and drop and from the start-up options.

#include "chart/chartoptionsbar.h"
#include "chart/chartpage.h"
#include "common/entrymime.h"
#include "compare/compareview.h"
#include "compare/comparisonmodel.h"
#include "details/detailspane.h"
#include "fit/fitdialog.h"
#include "fit/fittablemodel.h"
#include "mainwindowfixture.h"
#include "table/chiptablemodel.h"

#include <QAction>
#include <QComboBox>
#include <QDropEvent>
#include <QMimeData>
#include <QTableView>
#include <QToolButton>

using namespace chipatlas;

class TstMainWindowViews
    : public QObject
    , public MainWindowFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void viewsReadTheSessionSnapshot();
    void compareActionAddsSelectionAndShowsTab();
    void dragFromTableToCompareView();
    void comparedSetIsRemembered();
    void compareOptionFillsComparison();
    void chartTabFromCommandLine();
    void resultsChartFromCommandLine();
    void chartActionShowsTabAndPrecisionFollows();
    void unknownCompareIds();
};

void TstMainWindowViews::initTestCase() {
    initWindowFixture(QStringLiteral("tst_mainwindow_views"));
}

void TstMainWindowViews::init() {
    clearSettings();
}

// The table, the fit table and the compare view read the rows of the session's snapshot in
// place (the same Chip objects), so that a snapshot that fetches rows on demand serves them
// without a copy of the catalog in each view.
void TstMainWindowViews::viewsReadTheSessionSnapshot() {
    OPEN_WINDOW(window, ViewOptions());
    const CatalogSnapshot& snapshot = m_session->snapshot();
    QCOMPARE(snapshot.chipCount(), kBuiltInChipCount);
    const ChipTableModel* table = window->tablePage()->model();
    QCOMPARE(table->rowCount(), snapshot.chipCount());
    for (int row = 0; row < snapshot.chipCount(); ++row)
        QCOMPARE(&table->chipAt(row), &snapshot.chipAt(row));

    FitDialog* dialog = window->openFitDialog();
    QTRY_VERIFY(dialog->hasCatalog());
    const FitTableModel* fits = dialog->tableModel();
    QCOMPARE(fits->rowCount(), snapshot.chipCount());
    QCOMPARE(&fits->chipAt(0), &snapshot.chipAt(0));
    QCOMPARE(fits->rowForId(snapshot.chipAt(5).id), 5);

    window->compareChip(snapshot.chipAt(0).id);
    window->compareChip(snapshot.chipAt(1).id);
    QCOMPARE(entryLines(window->compareView()->entryRefs()),
             (QStringList{snapshot.chipAt(0).id, snapshot.chipAt(1).id}));
}

void TstMainWindowViews::compareActionAddsSelectionAndShowsTab() {
    OPEN_WINDOW(window, ViewOptions());
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QCOMPARE(window->currentSideTab(), SideTab::Details);
    QAction* compare = window->compareAction();
    QVERIFY(!compare->isEnabled());                                         // nothing selected
    QVERIFY(window->tablePage()->tableView()->actions().contains(compare)); // context menu
    const int detailsWidth = window->sideTabs()->width();

    window->tablePage()->selectChip(QStringLiteral("nvidia-l40s"));
    QTRY_VERIFY(compare->isEnabled());
    window->tablePage()->tableView()->setFocus();
    QTest::keyClick(window.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(entryLines(window->compareView()->entryRefs()),
                 QStringList{QStringLiteral("nvidia-l40s")});
    QCOMPARE(window->currentSideTab(), SideTab::Compare);
    QCOMPARE(window->sideTabs()->currentWidget(), window->compareView());
    QTRY_VERIFY(window->sideTabs()->width() > detailsWidth); // room for the columns

    // The details pane's button adds the chip it shows.
    window->showSideTab(SideTab::Details);
    QTRY_COMPARE(window->sideTabs()->width(), detailsWidth); // the table gets its room back
    window->tablePage()->selectChip(QStringLiteral("aws-trainium1"));
    QTRY_COMPARE(window->detailsPane()->chipId(), QStringLiteral("aws-trainium1"));
    QToolButton* button = window->detailsPane()->compareButton();
    QVERIFY(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(entryLines(window->compareView()->entryRefs()),
             (QStringList{QStringLiteral("nvidia-l40s"), QStringLiteral("aws-trainium1")}));
    QCOMPARE(window->currentSideTab(), SideTab::Compare);
    QCOMPARE(window->compareView()->model()->entryCount(), 2);
}

void TstMainWindowViews::dragFromTableToCompareView() {
    OPEN_WINDOW(window, ViewOptions());
    QTableView* view = window->tablePage()->tableView();
    window->tablePage()->selectChip(QStringLiteral("nvidia-h200-sxm"));
    QTRY_VERIFY(window->tablePage()->currentChip());
    // What QAbstractItemView::startDrag() hands to QDrag: the selected row's id.
    const QModelIndexList selected = view->selectionModel()->selectedIndexes();
    QVERIFY(!selected.isEmpty());
    QVERIFY(view->model()->flags(selected.first()) & Qt::ItemIsDragEnabled);
    std::unique_ptr<QMimeData> data(view->model()->mimeData(selected));
    QVERIFY(data);
    QVERIFY(entriesFromMimeData(data.get()) ==
            QList{EntryRef::chip(QStringLiteral("nvidia-h200-sxm"))});

    window->showSideTab(SideTab::Compare);
    CompareView* compare = window->compareView();
    const QPoint centre = compare->rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(compare, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(centre), Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(compare, &drop);
    QCOMPARE(entryLines(compare->entryRefs()), QStringList{QStringLiteral("nvidia-h200-sxm")});
}

void TstMainWindowViews::comparedSetIsRemembered() {
    const QStringList ids{QStringLiteral("nvidia-h200-sxm"), QStringLiteral("amd-mi300x"),
                          QStringLiteral("nvidia-b200")};
    {
        OPEN_WINDOW(window, ViewOptions());
        for (const QString& id : ids)
            window->compareChip(id);
        window->compareView()->moveEntry(2, -1);
        window->close();
    }
    // A chip that left the catalog since is dropped without a word.
    {
        Settings settings;
        settings.setComparedEntries(settings.comparedEntries()
                                    << EntryRef::chip(QStringLiteral("gone-chip")));
    }
    OPEN_WINDOW(window, ViewOptions());
    const QStringList expected{ids.at(0), ids.at(2), ids.at(1)};
    QTRY_COMPARE(entryLines(window->compareView()->entryRefs()), expected);
    QCOMPARE(window->currentSideTab(), SideTab::Compare);
    QCOMPARE(window->compareView()->model()->entryCount(), 3);
}

void TstMainWindowViews::compareOptionFillsComparison() {
    const GuiCommandLine commandLine =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--compare"),
                             QStringLiteral("nvidia-l40s, aws-trainium1")});
    QCOMPARE(commandLine.action, GuiCommandLine::Action::Run);
    QCOMPARE(commandLine.view.compareIds,
             (QStringList{QStringLiteral("nvidia-l40s"), QStringLiteral("aws-trainium1")}));
    OPEN_WINDOW(window, commandLine.view);
    QCOMPARE(window->currentSideTab(), SideTab::Compare);
    QTRY_COMPARE(window->compareView()->model()->entryCount(), 2);

    ViewOptions details = commandLine.view;
    details.tab = SideTab::Details;
    window->close();
    OPEN_WINDOW(other, details);
    QCOMPARE(other->currentSideTab(), SideTab::Details);
    QCOMPARE(entryLines(other->compareView()->entryRefs()), commandLine.view.compareIds);
}

void TstMainWindowViews::chartTabFromCommandLine() {
    const GuiCommandLine commandLine =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--chart"),
                             QStringLiteral("throughput-vs-bandwidth"),
                             QStringLiteral("--chart-log"), QStringLiteral("xy")});
    QCOMPARE(commandLine.action, GuiCommandLine::Action::Run);
    QVERIFY(commandLine.view.chart);
    QCOMPARE(commandLine.view.chart->preset, ChartPreset::ThroughputVsBandwidth);
    QCOMPARE(commandLine.view.chart->logX, true);
    QCOMPARE(commandLine.view.chart->logY, true);
    QVERIFY(!commandLine.view.tab);
    {
        OPEN_WINDOW(window, commandLine.view);
        QCOMPARE(window->currentSideTab(), SideTab::Chart);
        QCOMPARE(window->sideTabs()->currentWidget(), window->chartPage());
        const ChartSpec& spec = window->chartPage()->spec();
        QCOMPARE(chartPresetOf(spec), ChartPreset::ThroughputVsBandwidth);
        QVERIFY(spec.logX && spec.logY);
        // The chart takes most of the width, and plots the loaded chips.
        QTRY_VERIFY(window->sideTabs()->width() > window->tablePage()->width());
        QTRY_VERIFY(!window->chartPage()->chartData().points.isEmpty());
        window->close();
    }
    // The tab and the chart are remembered; --chart-x replaces one axis of them.
    const GuiCommandLine axis = parseGuiCommandLine(
        {QStringLiteral("chipatlas"), QStringLiteral("--chart-x"), QStringLiteral("tdp_w")});
    QCOMPARE(axis.action, GuiCommandLine::Action::Run);
    OPEN_WINDOW(window, ViewOptions());
    QCOMPARE(window->currentSideTab(), SideTab::Chart);
    QCOMPARE(chartPresetOf(window->chartPage()->spec()), ChartPreset::ThroughputVsBandwidth);
    window->close();
    OPEN_WINDOW(other, axis.view);
    QCOMPARE(other->chartPage()->spec().x.key(), QStringLiteral("tdp_w"));
    QCOMPARE(other->chartPage()->spec().y.key(), QStringLiteral("throughput"));
    QVERIFY(other->chartPage()->spec().logY);
}

// --chart measured-vs-bound: the measured results against their bounds, on log axes.
void TstMainWindowViews::resultsChartFromCommandLine() {
    const GuiCommandLine commandLine =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--chart"),
                             QStringLiteral("measured-vs-bound")});
    QCOMPARE(commandLine.action, GuiCommandLine::Action::Run);
    QVERIFY(commandLine.view.chart);
    QCOMPARE(commandLine.view.chart->subject, ChartSubject::MeasuredVsBound);
    QVERIFY(!commandLine.view.chart->preset);
    OPEN_WINDOW(window, commandLine.view);
    QCOMPARE(window->currentSideTab(), SideTab::Chart);
    const ChartSpec& spec = window->chartPage()->spec();
    QCOMPARE(spec.subject, ChartSubject::MeasuredVsBound);
    QVERIFY(spec.logX && spec.logY);
    QCOMPARE(window->chartPage()->exportBaseName(), QStringLiteral("chart-measured-vs-bound"));
    window->close();
}

void TstMainWindowViews::chartActionShowsTabAndPrecisionFollows() {
    OPEN_WINDOW(window, ViewOptions());
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QCOMPARE(window->currentSideTab(), SideTab::Details);
    QCOMPARE(window->chartAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    // Hidden, the chart waits: nothing is built for a tab nobody looks at.
    QVERIFY(window->chartPage()->isRebuildPending());
    window->tablePage()->tableView()->setFocus();
    QTest::keyClick(window.get(), Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window->currentSideTab(), SideTab::Chart);
    QTRY_VERIFY(!window->chartPage()->isRebuildPending()); // built by a worker

    // One precision for the table, the details and the chart, whichever changes it.
    QComboBox* precision = window->chartPage()->optionsBar()->precisionBox();
    const int fp8 = precision->findData(precisionKey(Precision::FP8));
    precision->setCurrentIndex(fp8);
    Q_EMIT precision->activated(fp8);
    QCOMPARE(window->tablePage()->precision(), Precision::FP8);
    QAction* fp16 = nullptr;
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->isCheckable() && action->data() == precisionKey(Precision::FP16))
            fp16 = action;
    }
    QVERIFY(fp16); // View › Perf/W precision › FP16
    fp16->trigger();
    QCOMPARE(window->tablePage()->precision(), Precision::FP16);
    QCOMPARE(window->chartPage()->precision(), Precision::FP16);
}

void TstMainWindowViews::unknownCompareIds() {
    StorageError error;
    QStringList unknown;
    const QStringList ids =
        resolveCompareIds(*m_catalog,
                          {QStringLiteral("nvidia-l40s"), QStringLiteral("nvidia-l41s"),
                           QStringLiteral("nvidia-gb200-nvl72"), QStringLiteral("tpu-v9")},
                          &unknown, &error);
    QVERIFY(!error);
    QCOMPARE(unknown, (QStringList{QStringLiteral("nvidia-l41s"), QStringLiteral("tpu-v9")}));
    // A system id is kept in the compare view's form.
    QCOMPARE(ids, (QStringList{QStringLiteral("nvidia-l40s"),
                               QStringLiteral("system:nvidia-gb200-nvl72")}));
}

QTEST_MAIN(TstMainWindowViews)
#include "tst_mainwindow_views.moc"
