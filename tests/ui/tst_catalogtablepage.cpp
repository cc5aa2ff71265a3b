// The chip table page's remembered layout across a change of the table's columns; the selected
// chip follows the filter (a chip the filter hides is no longer current, and the page says so);
// a stray arrow key on a filter box opens its list instead of filtering out of sight.
#include "common/settings.h"
#include "table/catalogfilterbar.h"
#include "table/catalogtablepage.h"
#include "table/chipfilterproxymodel.h"
#include "table/chiptablemodel.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

namespace {
// chip-0 ... chip-<count - 1>, TDP 10 x (number mod 37) W, every fifth without one.
QList<Chip> numberedChips(int count) {
    QList<Chip> chips;
    for (int i = 0; i < count; ++i) {
        Chip chip;
        chip.id = QStringLiteral("chip-%1").arg(i);
        chip.name = QStringLiteral("Chip %1").arg(i);
        chip.vendor = i % 2 ? QStringLiteral("NVIDIA") : QStringLiteral("AMD");
        chip.kind = QStringLiteral("gpu");
        if (i % 5 != 0) {
            chip.figure(Field::TdpW).value = 10.0 * (i % 37);
            chip.figure(Field::TdpW).status = FigureStatus::Published;
        }
        chips.append(chip);
    }
    return chips;
}

// Whether the table shows its chips by TDP, highest first, missing last.
bool sortedByTdpDescending(const QList<Chip>& chips) {
    for (qsizetype i = 1; i < chips.size(); ++i) {
        const QVariant a = chips[i - 1].figure(Field::TdpW).value;
        const QVariant b = chips[i].figure(Field::TdpW).value;
        if (!a.isValid() && b.isValid())
            return false;
        if (a.isValid() && b.isValid() && a.toDouble() < b.toDouble())
            return false;
    }
    return true;
}

// What the user sees of a header: per visual position its column, whether it is hidden and its
// width, then the sort column and order. QHeaderView::saveState() is no measure of that: it
// writes its hidden sections' sizes as a QHash, whose byte order changes with the process's
// hash seed, so two equal layouts can save different bytes.
QStringList headerLayout(const QHeaderView* header) {
    QStringList layout;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int column = header->logicalIndex(visual);
        layout.append(QStringLiteral("%1 %2 %3")
                          .arg(column)
                          .arg(header->isSectionHidden(column) ? QStringLiteral("hidden")
                                                               : QStringLiteral("shown"))
                          .arg(header->sectionSize(column)));
    }
    layout.append(QStringLiteral("sort %1 %2")
                      .arg(header->sortIndicatorSection())
                      .arg(int(header->sortIndicatorOrder())));
    return layout;
}
} // namespace

class TestCatalogTablePage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void layoutSavedBeforeTheIdColumnSurvives();
    void idColumnIsHiddenByDefault();
    void filterKeepsTheSelectedChip();
    void everySnapshotIsOrdered();
    void revealClearsTheFiltersThatHideTheChip();
    void filterHidingTheSelectedChipSaysSo_data();
    void filterHidingTheSelectedChipSaysSo();
    void arrowKeyOnAFilterBoxOpensItsList();
};

// A layout saved by a release whose table ended at the bandwidth-per-TFLOP column (no ID
// column yet) keeps its order, visibility and sort; the ID column it did not know starts hidden.
void TestCatalogTablePage::layoutSavedBeforeTheIdColumnSurvives() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ini = dir.filePath(QStringLiteral("settings.ini"));
    const int oldCount = ChipTableModel::IdColumn;
    const int tdp = ChipTableModel::columnForField(Field::TdpW);
    const int memory = ChipTableModel::columnForField(Field::MemoryGb);
    {
        QStandardItemModel oldModel(0, oldCount);
        QTableView oldView;
        oldView.setModel(&oldModel);
        QHeaderView* header = oldView.horizontalHeader();
        header->setSectionsMovable(true);
        header->moveSection(header->visualIndex(tdp), 0);
        for (int column = 0; column < oldCount; ++column)
            header->setSectionHidden(column, column != tdp && column != memory &&
                                                 column != ChipTableModel::NameColumn);
        header->setSortIndicator(tdp, Qt::DescendingOrder);
        Settings settings(ini);
        settings.setChipTableHeaderState(header->saveState(), oldCount);
    }
    CatalogTablePage page;
    page.restoreState(Settings(ini));
    const QHeaderView* header = page.tableView()->horizontalHeader();
    QCOMPARE(header->count(), int(ChipTableModel::ColumnCount));
    QCOMPARE(header->logicalIndex(0), tdp);
    QVERIFY(!header->isSectionHidden(memory));
    QVERIFY(!header->isSectionHidden(ChipTableModel::NameColumn));
    QVERIFY(header->isSectionHidden(ChipTableModel::VendorColumn));
    QVERIFY(header->isSectionHidden(ChipTableModel::IdColumn));
    QCOMPARE(header->hiddenSectionCount(), ChipTableModel::ColumnCount - 3);
    QCOMPARE(header->sortIndicatorSection(), tdp);
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);

    // Saved again, the layout is the current table's and comes back as it is.
    QTemporaryDir again;
    const QString next = again.filePath(QStringLiteral("settings.ini"));
    {
        Settings settings(next);
        page.saveState(settings);
    }
    CatalogTablePage restored;
    restored.restoreState(Settings(next));
    QCOMPARE(headerLayout(restored.tableView()->horizontalHeader()), headerLayout(header));
}

void TestCatalogTablePage::idColumnIsHiddenByDefault() {
    CatalogTablePage page;
    QVERIFY(!CatalogTablePage::defaultColumns().contains(ChipTableModel::IdColumn));
    QVERIFY(page.tableView()->isColumnHidden(ChipTableModel::IdColumn));
    page.setVisibleColumns({ChipTableModel::IdColumn, ChipTableModel::NameColumn});
    QVERIFY(!page.tableView()->isColumnHidden(ChipTableModel::IdColumn));
    QCOMPARE(page.tableView()->horizontalHeader()->logicalIndex(0), int(ChipTableModel::IdColumn));
}

// A large catalog is filtered on a worker: the chip the user selected stays selected and
// current while the filter shows it.
void TestCatalogTablePage::filterKeepsTheSelectedChip() {
    CatalogTablePage page;
    page.proxyModel()->setSynchronousLimit(0);
    page.setChips(numberedChips(300));
    QTRY_VERIFY(page.isLoaded());
    page.selectChip(QStringLiteral("chip-7"));
    QVERIFY(page.currentChip());
    page.filterBar()->setText(QStringLiteral("chip-7"));
    QTRY_COMPARE(page.shownCount(), 11); // chip-7 and chip-70 ... chip-79
    QVERIFY(page.currentChip());
    QCOMPARE(page.currentChip()->id, QStringLiteral("chip-7"));
    const QModelIndex current = page.tableView()->currentIndex();
    QCOMPARE(current.data(ChipTableModel::ChipIdRole).toString(), QStringLiteral("chip-7"));
    page.filterBar()->setText(QStringLiteral("chip-8"));
    QTRY_COMPARE(page.visibleChips().value(0).id.left(6), QStringLiteral("chip-8"));
    QCOMPARE(page.shownCount(), 11);
    QVERIFY(!page.currentChip());
    // A new sort of the same rows keeps the selection too.
    page.selectChip(QStringLiteral("chip-81"));
    page.sortByColumn(ChipTableModel::columnForField(Field::TdpW), Qt::DescendingOrder);
    QTRY_VERIFY(!page.proxyModel()->isOrderPending());
    QVERIFY(sortedByTdpDescending(page.visibleChips()));
    QVERIFY(page.currentChip());
    QCOMPARE(page.currentChip()->id, QStringLiteral("chip-81"));
}

// Each snapshot (the first page of a large catalog, then the whole of it) is shown in the
// table's order; one that arrives while the previous is being ordered replaces it.
void TestCatalogTablePage::everySnapshotIsOrdered() {
    CatalogTablePage page;
    page.proxyModel()->setSynchronousLimit(0);
    page.sortByColumn(ChipTableModel::columnForField(Field::TdpW), Qt::DescendingOrder);
    const QList<Chip> all = numberedChips(500);
    page.setChips(all.mid(0, 100));
    QTRY_VERIFY(page.isLoaded());
    QCOMPARE(page.totalCount(), 100);
    QVERIFY(sortedByTdpDescending(page.visibleChips()));
    page.setChips(all.mid(0, 300));
    page.setChips(all);
    QTRY_VERIFY(!page.proxyModel()->isOrderPending());
    QCOMPARE(page.totalCount(), 500);
    QCOMPARE(page.shownCount(), 500);
    QVERIFY(sortedByTdpDescending(page.visibleChips()));
}

// The quick search's jump: a chip the filters hide is selected once the filters are cleared and
// the new order, computed on a worker, has arrived; one the filters show keeps them.
void TestCatalogTablePage::revealClearsTheFiltersThatHideTheChip() {
    CatalogTablePage page;
    page.proxyModel()->setSynchronousLimit(0);
    page.setChips(numberedChips(300));
    QTRY_VERIFY(page.isLoaded());
    page.filterBar()->setVendor(QStringLiteral("NVIDIA")); // the odd chips
    page.filterBar()->setText(QStringLiteral("chip-1"));
    QTRY_COMPARE(page.shownCount(), 56); // chip-1, chip-11 ... chip-19, chip-101 ... chip-199
    page.revealEntry(QStringLiteral("chip-13"));
    QVERIFY(page.currentChip());
    QCOMPARE(page.currentChip()->id, QStringLiteral("chip-13"));
    QVERIFY(page.filterBar()->isFiltering());

    page.revealEntry(QStringLiteral("chip-42"));
    QVERIFY(!page.filterBar()->isFiltering());
    QVERIFY(page.filterBar()->vendor().isEmpty());
    QVERIFY(page.filterBar()->filterEdit()->text().isEmpty());
    QVERIFY(page.proxyModel()->isOrderPending());
    QTRY_COMPARE(page.currentChip() ? page.currentChip()->id : QString(),
                 QStringLiteral("chip-42"));
    QCOMPARE(page.shownCount(), 300);
}

// The details pane follows currentChipChanged(): when the filter hides the selected chip, the
// page has no current chip and says so, on a small catalog (ordered at once) and on a large one
// (ordered on a worker).
void TestCatalogTablePage::filterHidingTheSelectedChipSaysSo_data() {
    QTest::addColumn<int>("synchronousLimit");
    QTest::newRow("ordered at once") << 100000;
    QTest::newRow("ordered on a worker") << 0;
}

void TestCatalogTablePage::filterHidingTheSelectedChipSaysSo() {
    QFETCH(int, synchronousLimit);
    CatalogTablePage page;
    page.proxyModel()->setSynchronousLimit(synchronousLimit);
    page.setChips(numberedChips(300));
    QTRY_VERIFY(page.isLoaded());
    page.selectChip(QStringLiteral("chip-7"));
    QVERIFY(page.currentChip());
    QSignalSpy changed(&page, &CatalogTablePage::currentChipChanged);
    page.filterBar()->setVendor(QStringLiteral("AMD")); // the even chips: chip-7 hidden
    QTRY_COMPARE(page.shownCount(), 150);
    QVERIFY(!page.currentChip());
    QVERIFY(!changed.isEmpty());

    // A filter that keeps it showing keeps it current.
    page.filterBar()->setVendor(QString());
    QTRY_COMPARE(page.shownCount(), 300);
    page.selectChip(QStringLiteral("chip-8"));
    QCOMPARE(page.currentChip()->id, QStringLiteral("chip-8"));
    page.filterBar()->setVendor(QStringLiteral("AMD"));
    QTRY_COMPARE(page.shownCount(), 150);
    QVERIFY(page.currentChip());
    QCOMPARE(page.currentChip()->id, QStringLiteral("chip-8"));
}

// Tab from the filter field to the vendor box, then Down: the list opens, the filter stays
// until a vendor is chosen in it.
void TestCatalogTablePage::arrowKeyOnAFilterBoxOpensItsList() {
    CatalogTablePage page;
    page.setChips(numberedChips(20));
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTRY_VERIFY(page.isLoaded());
    CatalogFilterBar* bar = page.filterBar();
    auto* vendor = bar->findChild<QComboBox*>(QStringLiteral("vendorCombo"));
    QVERIFY(vendor);
    QCOMPARE(vendor->count(), 3); // all vendors, AMD, NVIDIA
    QSignalSpy filters(bar, &CatalogFilterBar::filtersChanged);
    vendor->setFocus();
    for (Qt::Key key : {Qt::Key_Down, Qt::Key_Up, Qt::Key_End}) {
        QTest::keyClick(vendor, key);
        QTRY_VERIFY(vendor->view()->isVisible());
        QVERIFY(bar->vendor().isEmpty());
        QVERIFY(filters.isEmpty());
        QCOMPARE(page.shownCount(), 20);
        vendor->hidePopup();
        QTRY_VERIFY(!vendor->view()->isVisible());
    }
    // Chosen in the open list, the vendor filters.
    QTest::keyClick(vendor, Qt::Key_Down);
    QTRY_VERIFY(vendor->view()->isVisible());
    QTest::keyClick(vendor->view(), Qt::Key_Down);
    QTest::keyClick(vendor->view(), Qt::Key_Return);
    QTRY_COMPARE(bar->vendor(), QStringLiteral("AMD"));
    QTRY_COMPARE(page.shownCount(), 10);
}

QTEST_MAIN(TestCatalogTablePage)
#include "tst_catalogtablepage.moc"
