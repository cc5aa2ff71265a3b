// The chip table page's remembered layout across a change of the table's columns.
#include "table/chiptablemodel.h"
#include "table/chiptablepage.h"
#include "window/settings.h"

#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

class TestChipTablePage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void layoutSavedBeforeTheIdColumnSurvives();
    void idColumnIsHiddenByDefault();
};

// A layout saved by a release whose table ended at the bandwidth-per-TFLOP column (no ID
// column yet) keeps its order, visibility and sort; the ID column it did not know starts hidden.
void TestChipTablePage::layoutSavedBeforeTheIdColumnSurvives() {
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
    ChipTablePage page;
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
    ChipTablePage restored;
    restored.restoreState(Settings(next));
    QCOMPARE(restored.tableView()->horizontalHeader()->saveState(), header->saveState());
}

void TestChipTablePage::idColumnIsHiddenByDefault() {
    ChipTablePage page;
    QVERIFY(!ChipTablePage::defaultColumns().contains(ChipTableModel::IdColumn));
    QVERIFY(page.tableView()->isColumnHidden(ChipTableModel::IdColumn));
    page.setVisibleColumns({ChipTableModel::IdColumn, ChipTableModel::NameColumn});
    QVERIFY(!page.tableView()->isColumnHidden(ChipTableModel::IdColumn));
    QCOMPARE(page.tableView()->horizontalHeader()->logicalIndex(0), int(ChipTableModel::IdColumn));
}

QTEST_MAIN(TestChipTablePage)
#include "tst_chiptablepage.moc"
