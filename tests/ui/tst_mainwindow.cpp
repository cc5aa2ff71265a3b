// Drives the real main window offscreen: load, filter, sort, select, remembered state, and
// the start-up error path.
#include "chipfilterbar.h"
#include "chiploader.h"
#include "chiptablemodel.h"
#include "chiptablepage.h"
#include "detailspane.h"
#include "guistartup.h"
#include "mainwindow.h"
#include "settings.h"
#include "storage/catalog.h"

#include <QApplication>
#include <QFile>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace chipatlas;

namespace {
constexpr int kBuiltInChipCount = 30;
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

class TstMainWindow : public QObject {
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
    void loaderReportsErrors();

private:
    std::unique_ptr<MainWindow> openWindow(const ViewOptions& options = {});

    QTemporaryDir m_dir;
    QString m_catalogPath;
    std::unique_ptr<Catalog> m_catalog;
};

void TstMainWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QVERIFY(m_dir.isValid());
    m_catalogPath = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    StorageError error;
    m_catalog = openGuiCatalog(m_catalogPath, &error);
    QVERIFY2(m_catalog, qPrintable(error.message));
}

void TstMainWindow::init() {
    Settings().clear();
}

std::unique_ptr<MainWindow> TstMainWindow::openWindow(const ViewOptions& options) {
    auto window = std::make_unique<MainWindow>(m_catalogPath, options);
    window->resize(1280, 800);
    window->show();
    return window;
}

// Opens a main window on the test catalog and waits until its chips are loaded.
#define OPEN_WINDOW(window, options)                                                               \
    const auto window = openWindow(options);                                                       \
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));                                           \
    QTRY_COMPARE_WITH_TIMEOUT(window->tablePage()->totalCount(), kBuiltInChipCount, 10000)

void TstMainWindow::fontIsAvailable() {
    // Without a font, offscreen rendering draws boxes and says nothing.
    QVERIFY(!QFontInfo(QApplication::font()).family().isEmpty());
}

void TstMainWindow::loadsFiltersSortsAndSelects() {
    OPEN_WINDOW(window, ViewOptions());
    ChipTablePage* page = window->tablePage();
    QTableView* view = page->tableView();
    QCOMPARE(view->model()->rowCount(), kBuiltInChipCount);
    const auto* countLabel = window->findChild<QLabel*>(QStringLiteral("countLabel"));
    QVERIFY(countLabel);
    QCOMPARE(countLabel->text(), QStringLiteral("30 of 30 chips"));

    // Filter: case-insensitive over name, vendor and family.
    int nvidiaChips = 0;
    for (const Chip& chip : page->model()->chips()) {
        const QString haystack = chip.name + chip.vendor + chip.familyGeneration;
        nvidiaChips += haystack.contains(QLatin1String("nvidia"), Qt::CaseInsensitive) ? 1 : 0;
    }
    QCOMPARE(nvidiaChips, 12);
    QLineEdit* filter = page->filterBar()->filterEdit();
    QTest::keyClicks(filter, QStringLiteral("nViDiA"));
    QTRY_COMPARE(view->model()->rowCount(), nvidiaChips);
    for (int row = 0; row < view->model()->rowCount(); ++row)
        QCOMPARE(view->model()->index(row, ChipTableModel::VendorColumn).data().toString(),
                 QStringLiteral("NVIDIA"));
    QTRY_COMPARE(countLabel->text(), QStringLiteral("12 of 30 chips"));
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
    QVERIFY(window->detailsPane()->browser()->toPlainText().contains(
        QLatin1String("FP8 perf per watt")));
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
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("--frobnicate")} << false << QStringLiteral("frobnicate");
}

void TstMainWindow::commandLine() {
    QFETCH(QStringList, arguments);
    QFETCH(bool, ok);
    QFETCH(QString, errorMentions);
    const GuiCommandLine result =
        parseGuiCommandLine(QStringList{QStringLiteral("chipatlas")} + arguments);
    QCOMPARE(result.action == GuiCommandLine::Action::Run, ok);
    if (!ok)
        QVERIFY2(result.message.contains(errorMentions), qPrintable(result.message));
    if (ok && arguments.contains(QStringLiteral("--size"))) {
        QCOMPARE(result.view.size, QSize(1440, 900));
        QCOMPARE(result.catalogPath, QStringLiteral("/tmp/x.sqlite"));
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
    const std::unique_ptr<Catalog> catalog = openGuiCatalog(path, &error);
    QVERIFY(!catalog);
    QCOMPARE(error.code, StorageError::Code::NotSqlite);
    QVERIFY2(error.message.contains(QLatin1String("notes.txt")), qPrintable(error.message));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), content);
}

void TstMainWindow::loaderReportsErrors() {
    const QString path = m_dir.filePath(QStringLiteral("garbage.sqlite"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
    }
    ChipLoader loader(path);
    QSignalSpy loaded(&loader, &ChipLoader::loaded);
    QSignalSpy failed(&loader, &ChipLoader::failed);
    loader.load();
    QTRY_COMPARE(failed.size() + loaded.size(), 1);
    QCOMPARE(failed.size(), 1);
    QVERIFY(!failed.first().first().value<StorageError>().message.isEmpty());

    ChipLoader good(m_catalogPath);
    QSignalSpy goodLoaded(&good, &ChipLoader::loaded);
    good.load();
    QTRY_COMPARE(goodLoaded.size(), 1);
    QCOMPARE(goodLoaded.first().first().value<QList<Chip>>().size(), kBuiltInChipCount);
}

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
