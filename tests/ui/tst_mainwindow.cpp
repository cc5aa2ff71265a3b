// Drives the real main window offscreen: load, filter, sort, select, remembered state, the
// start-up options and the start-up error path.

#include "compare/comparisonmodel.h"
#include "details/detailspane.h"
#include "mainwindowfixture.h"
#include "table/catalogfilterbar.h"
#include "table/chiptablemodel.h"

#include <QApplication>
#include <QFile>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTextBrowser>

using namespace chipatlas;

namespace {
const int kTdpColumn = ChipTableModel::columnForField(Field::TdpW);

QString cellId(const QTableView* view, int row) {
    return view->model()->index(row, 0).data(ChipTableModel::ChipIdRole).toString();
}

bool cellMissing(const QTableView* view, int row, int column) {
    return view->model()->index(row, column).data(ChipTableModel::MissingRole).toBool();
}

void clickHeader(QTableView* view, int column) {
    view->scrollTo(view->model()->index(0, column));
    QHeaderView* header = view->horizontalHeader();
    const QPoint center(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                        header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, center);
}

// Missing values form one block at the end, whatever the sort order.
void verifyMissingLast(const QTableView* view, int column) {
    bool seenMissing = false;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const bool missing = cellMissing(view, row, column);
        QVERIFY2(!seenMissing || missing,
                 qPrintable(
                     QStringLiteral("%1 has a value after a missing one").arg(cellId(view, row))));
        seenMissing = seenMissing || missing;
    }
    QVERIFY2(seenMissing, "the catalog should hold a chip without a TDP");
}
} // namespace

class TstMainWindow
    : public QObject
    , public MainWindowFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void fontIsAvailable();
    void loadsFiltersSortsAndSelects();
    void escapeClearsFilterAndCtrlFFocusesIt();
    void remembersColumnsSortAndFilters();
    void viewOptionsSelectAndSort();
    void commandLine_data();
    void commandLine();
    void notSqliteFileIsRefusedAndLeftAlone();
};

void TstMainWindow::initTestCase() {
    initWindowFixture(QStringLiteral("tst_mainwindow"));
}

void TstMainWindow::init() {
    clearSettings();
}

void TstMainWindow::fontIsAvailable() {
    // Without a font, offscreen rendering draws boxes and says nothing.
    QVERIFY(!QFontInfo(QApplication::font()).family().isEmpty());
}

void TstMainWindow::loadsFiltersSortsAndSelects() {
    OPEN_WINDOW(window, ViewOptions());
    CatalogTablePage* page = window->tablePage();
    QTableView* view = page->tableView();
    QCOMPARE(view->model()->rowCount(), kBuiltInChipCount);
    const auto* countLabel = window->findChild<QLabel*>(QStringLiteral("countLabel"));
    QVERIFY(countLabel);
    QCOMPARE(countLabel->text(), QStringLiteral("34 of 34 chips"));

    // Filter: case-insensitive over name, vendor and family.
    int nvidiaChips = 0;
    for (const Chip& chip : page->model()->snapshot().chips()) {
        const QString haystack = chip.name + chip.vendor + chip.familyGeneration;
        nvidiaChips += haystack.contains(QLatin1String("nvidia"), Qt::CaseInsensitive) ? 1 : 0;
    }
    QCOMPARE(nvidiaChips, 13);
    QLineEdit* filter = page->filterBar()->filterEdit();
    QTest::keyClicks(filter, QStringLiteral("nViDiA"));
    QTRY_COMPARE(view->model()->rowCount(), nvidiaChips);
    for (int row = 0; row < view->model()->rowCount(); ++row)
        QCOMPARE(view->model()->index(row, ChipTableModel::VendorColumn).data().toString(),
                 QStringLiteral("NVIDIA"));
    QTRY_COMPARE(countLabel->text(), QStringLiteral("13 of 34 chips"));
    filter->clear();
    QTRY_COMPARE(view->model()->rowCount(), kBuiltInChipCount);

    // Sort by TDP: ascending first, then descending; missing TDPs last both ways.
    QVERIFY(!view->isColumnHidden(kTdpColumn));
    clickHeader(view, kTdpColumn);
    QCOMPARE(view->horizontalHeader()->sortIndicatorSection(), kTdpColumn);
    QCOMPARE(view->horizontalHeader()->sortIndicatorOrder(), Qt::AscendingOrder);
    QCOMPARE(cellId(view, 0), QStringLiteral("nvidia-l4"));
    QCOMPARE(view->model()->index(0, kTdpColumn).data(ChipTableModel::SortRole).toDouble(), 72.0);
    verifyMissingLast(view, kTdpColumn);
    clickHeader(view, kTdpColumn);
    QCOMPARE(view->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    QVERIFY(cellId(view, 0) != QStringLiteral("nvidia-l4"));
    QVERIFY(!cellMissing(view, 0, kTdpColumn));
    verifyMissingLast(view, kTdpColumn);

    // Select by clicking a row: the details pane shows the chip and a source link.
    QCOMPARE(window->detailsPane()->chipId(), QString());
    QVERIFY(
        window->detailsPane()->browser()->toPlainText().contains(QLatin1String("Select a chip")));
    const QModelIndex index = view->model()->index(2, ChipTableModel::NameColumn);
    const QString id = index.data(ChipTableModel::ChipIdRole).toString();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    QTRY_COMPARE(window->detailsPane()->chipId(), id);
    const Chip* chip = page->currentChip();
    QVERIFY(chip);
    QCOMPARE(chip->id, id);
    const QTextBrowser* browser = window->detailsPane()->browser();
    QVERIFY(browser->toPlainText().contains(chip->name));
    QVERIFY(browser->openExternalLinks());
    QVERIFY(!chip->sourceUrls.isEmpty());
    QVERIFY(browser->toHtml().contains(
        QStringLiteral("href=\"%1\"").arg(chip->sourceUrls.first().toHtmlEscaped())));

    // Keyboard: Down moves the selection to the next row.
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Down);
    QTRY_COMPARE(window->detailsPane()->chipId(), cellId(view, 3));
}

void TstMainWindow::escapeClearsFilterAndCtrlFFocusesIt() {
    OPEN_WINDOW(window, ViewOptions());
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QLineEdit* filter = window->tablePage()->filterBar()->filterEdit();
    window->tablePage()->tableView()->setFocus();
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(filter->hasFocus());
    QTest::keyClicks(filter, QStringLiteral("gaudi"));
    QTRY_COMPARE(window->tablePage()->shownCount(), 2);
    QTest::keyClick(filter, Qt::Key_Escape);
    QCOMPARE(filter->text(), QString());
    QTRY_COMPARE(window->tablePage()->shownCount(), kBuiltInChipCount);
}

void TstMainWindow::remembersColumnsSortAndFilters() {
    const int memoryColumn = ChipTableModel::columnForField(Field::MemoryGb);
    const int familyColumn = ChipTableModel::FamilyColumn;
    {
        OPEN_WINDOW(window, ViewOptions());
        QTableView* view = window->tablePage()->tableView();
        QHeaderView* header = view->horizontalHeader();
        QVERIFY(view->isColumnHidden(familyColumn));
        header->moveSection(header->visualIndex(kTdpColumn), 1);
        header->setSectionHidden(familyColumn, false);
        header->setSectionHidden(memoryColumn, true);
        view->sortByColumn(kTdpColumn, Qt::DescendingOrder);
        window->tablePage()->filterBar()->setKind(QStringLiteral("gpu"));
        window->tablePage()->setPrecision(Precision::FP8);
        QTRY_VERIFY(window->tablePage()->shownCount() < kBuiltInChipCount);
        window->close();
    }
    OPEN_WINDOW(window, ViewOptions());
    QTableView* view = window->tablePage()->tableView();
    QHeaderView* header = view->horizontalHeader();
    QCOMPARE(header->visualIndex(kTdpColumn), 1);
    QVERIFY(!view->isColumnHidden(familyColumn));
    QVERIFY(view->isColumnHidden(memoryColumn));
    QCOMPARE(header->sortIndicatorSection(), kTdpColumn);
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(window->tablePage()->filterBar()->kind(), QStringLiteral("gpu"));
    QCOMPARE(window->tablePage()->precision(), Precision::FP8);
    QTRY_VERIFY(window->tablePage()->shownCount() < kBuiltInChipCount);
    const double first =
        view->model()->index(0, kTdpColumn).data(ChipTableModel::SortRole).toDouble();
    const double second =
        view->model()->index(1, kTdpColumn).data(ChipTableModel::SortRole).toDouble();
    QVERIFY(first >= second);

    // --reset-settings starts from the defaults again.
    window->close();
    ViewOptions reset;
    reset.resetSettings = true;
    OPEN_WINDOW(fresh, reset);
    QVERIFY(fresh->tablePage()->tableView()->isColumnHidden(familyColumn));
    QCOMPARE(fresh->tablePage()->filterBar()->kind(), QString());
    QCOMPARE(fresh->tablePage()->precision(), Precision::BF16);
}

void TstMainWindow::viewOptionsSelectAndSort() {
    const GuiCommandLine commandLine = parseGuiCommandLine(
        {QStringLiteral("chipatlas"), QStringLiteral("--select"), QStringLiteral("nvidia-h100-sxm"),
         QStringLiteral("--sort"), QStringLiteral("bf16_tflops_dense:desc"),
         QStringLiteral("--columns"), QStringLiteral("name,tdp_w,bf16_tflops_dense"),
         QStringLiteral("--precision"), QStringLiteral("fp8")});
    QCOMPARE(commandLine.action, GuiCommandLine::Action::Run);
    OPEN_WINDOW(window, commandLine.view);
    QTRY_COMPARE(window->detailsPane()->chipId(), QStringLiteral("nvidia-h100-sxm"));
    QVERIFY(window->detailsPane()->browser()->toPlainText().contains(QLatin1String("FP8 perf/W")));
    const QTableView* view = window->tablePage()->tableView();
    const int bf16 = ChipTableModel::columnForField(Field::Bf16TflopsDense);
    QCOMPARE(view->horizontalHeader()->sortIndicatorSection(), bf16);
    QCOMPARE(view->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(view->horizontalHeader()->hiddenSectionCount(), ChipTableModel::ColumnCount - 3);
    QCOMPARE(view->horizontalHeader()->logicalIndex(1), kTdpColumn);
    verifyMissingLast(view, bf16);
}

void TstMainWindow::commandLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("errorMentions");
    QTest::newRow("none") << QStringList() << true << QString();
    QTest::newRow("all") << QStringList{QStringLiteral("--db"),
                                        QStringLiteral("/tmp/x.sqlite"),
                                        QStringLiteral("--filter"),
                                        QStringLiteral("h100"),
                                        QStringLiteral("--size"),
                                        QStringLiteral("1440x900"),
                                        QStringLiteral("--reset-settings")}
                         << true << QString();
    QTest::newRow("bad sort") << QStringList{QStringLiteral("--sort"), QStringLiteral("speed")}
                              << false << QStringLiteral("speed");
    QTest::newRow("bad order") << QStringList{QStringLiteral("--sort"), QStringLiteral("tdp_w:up")}
                               << false << QStringLiteral("up");
    QTest::newRow("bad column") << QStringList{QStringLiteral("--columns"),
                                               QStringLiteral("name,colour")}
                                << false << QStringLiteral("colour");
    QTest::newRow("bad precision")
        << QStringList{QStringLiteral("--precision"), QStringLiteral("fp7")} << false
        << QStringLiteral("fp7");
    QTest::newRow("bad size") << QStringList{QStringLiteral("--size"), QStringLiteral("big")}
                              << false << QStringLiteral("big");
    QTest::newRow("compare and tab")
        << QStringList{QStringLiteral("--compare"), QStringLiteral("a,b,c,d"),
                       QStringLiteral("--tab"), QStringLiteral("details")}
        << true << QString();
    QTest::newRow("compare one chip")
        << QStringList{QStringLiteral("--compare"), QStringLiteral("nvidia-l40s")} << false
        << QStringLiteral("2 to 4");
    QTest::newRow("compare five chips")
        << QStringList{QStringLiteral("--compare"), QStringLiteral("a,b,c,d,e")} << false
        << QStringLiteral("2 to 4");
    QTest::newRow("bad tab") << QStringList{QStringLiteral("--tab"), QStringLiteral("graph")}
                             << false << QStringLiteral("details, compare, chart or what-changed");
    QTest::newRow("chart tab") << QStringList{QStringLiteral("--tab"), QStringLiteral("chart")}
                               << true << QString();
    QTest::newRow("chart preset") << QStringList{QStringLiteral("--chart"),
                                                 QStringLiteral("throughput-vs-bandwidth")}
                                  << true << QString();
    QTest::newRow("chart axes") << QStringList{QStringLiteral("--chart-x"),
                                               QStringLiteral("released"),
                                               QStringLiteral("--chart-y"),
                                               QStringLiteral("perf_per_watt"),
                                               QStringLiteral("--chart-log"),
                                               QStringLiteral("y")}
                                << true << QString();
    QTest::newRow("bad chart") << QStringList{QStringLiteral("--chart"), QStringLiteral("pie")}
                               << false
                               << QStringLiteral("\"pie\": use perf-per-watt, memory-vs-bandwidth, "
                                                 "throughput-vs-bandwidth, throughput-vs-release");
    QTest::newRow("bad chart-x") << QStringList{QStringLiteral("--chart-x"),
                                                QStringLiteral("colour")}
                                 << false
                                 << QStringLiteral("\"colour\" for --chart-x: use throughput, ");
    QTest::newRow("text chart-y") << QStringList{QStringLiteral("--chart-y"),
                                                 QStringLiteral("name")}
                                  << false << QStringLiteral("\"name\" for --chart-y");
    QTest::newRow("bad chart-log")
        << QStringList{QStringLiteral("--chart-log"), QStringLiteral("z")} << false
        << QStringLiteral("x, y, xy or none");
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("--frobnicate")} << false << QStringLiteral("frobnicate");
    // Hostile values: quoted as excerpts, control characters escaped.
    const QString huge(100000, QLatin1Char('x'));
    const QString excerpt = QString(40, QLatin1Char('x')) + QStringLiteral("… (100000 characters)");
    QTest::newRow("huge sort") << QStringList{QStringLiteral("--sort"), huge} << false
                               << QStringLiteral("\"%1\"").arg(excerpt);
    QTest::newRow("huge option") << QStringList{QStringLiteral("--") + huge} << false
                                 << QStringLiteral("'%1'").arg(excerpt);
    QTest::newRow("escapes in a tab")
        << QStringList{QStringLiteral("--tab"), QStringLiteral("\x1b]0;owned\x07")} << false
        << QStringLiteral("\"\\x1b]0;owned\\x07\"");
}

void TstMainWindow::commandLine() {
    QFETCH(QStringList, arguments);
    QFETCH(bool, ok);
    QFETCH(QString, errorMentions);
    const GuiCommandLine result =
        parseGuiCommandLine(QStringList{QStringLiteral("chipatlas")} + arguments);
    QCOMPARE(result.action == GuiCommandLine::Action::Run, ok);
    if (!ok) {
        QVERIFY2(result.message.contains(errorMentions), qPrintable(result.message));
        QVERIFY2(result.message.size() < 1000, qPrintable(result.message.left(300)));
    }
    if (ok && arguments.contains(QStringLiteral("--size"))) {
        QCOMPARE(result.view.size, QSize(1440, 900));
        QVERIFY(result.catalog);
        QCOMPARE(result.catalog->path, QStringLiteral("/tmp/x.sqlite"));
        QCOMPARE(result.view.filterText.value_or(QString()), QStringLiteral("h100"));
        QVERIFY(result.view.resetSettings);
    }
}

void TstMainWindow::notSqliteFileIsRefusedAndLeftAlone() {
    const QString path = m_dir.filePath(QStringLiteral("notes.txt"));
    const QByteArray content = "These are my notes, not a database.\n";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    StorageError error;
    CatalogSession session;
    QVERIFY(!session.open(guiCatalogConnection(path), &error));
    QVERIFY(!session.isOpen());
    QCOMPARE(error.code, StorageError::Code::NotSqlite);
    QVERIFY2(error.message.contains(QLatin1String("notes.txt")), qPrintable(error.message));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), content);
}

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
