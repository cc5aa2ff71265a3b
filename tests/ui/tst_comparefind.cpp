// A compare slot's pick menu on a large catalog: a menu lists the first entries, and "Find
// among all N…" opens a filterable list that places the chosen chip.
#include "compare/comparefinddialog.h"
#include "compare/compareview.h"

#include <QAction>
#include <QMenu>
#include <QTest>

#include <memory>

using namespace chipatlas;

namespace {
// `count` chips of one vendor, "Chip 000" to "Chip 059", and one of another vendor.
QList<Chip> manyChips(int count) {
    QList<Chip> chips;
    for (int i = 0; i < count; ++i) {
        Chip chip;
        chip.id = QStringLiteral("big-chip-%1").arg(i, 3, 10, QLatin1Char('0'));
        chip.name = QStringLiteral("Chip %1").arg(i, 3, 10, QLatin1Char('0'));
        chip.vendor = QStringLiteral("BigVendor");
        chip.kind = QStringLiteral("gpu");
        chips << chip;
    }
    Chip other;
    other.id = QStringLiteral("small-one");
    other.name = QStringLiteral("Small One");
    other.vendor = QStringLiteral("SmallVendor");
    other.kind = QStringLiteral("asic");
    chips << other;
    return chips;
}

QMenu* subMenu(QMenu* menu, const QString& title) {
    for (QAction* action : menu->actions()) {
        if (action->menu() && action->text().remove(QLatin1Char('&')) == title)
            return action->menu();
    }
    return nullptr;
}
} // namespace

class TstCompareFind : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aLongVendorMenuListsTheFirstEntriesAndFinds();
    void findFiltersAndChooses();
};

void TstCompareFind::aLongVendorMenuListsTheFirstEntriesAndFinds() {
    CompareView view;
    view.setCatalog(manyChips(60));
    std::unique_ptr<QMenu> menu(view.pickMenu(0));
    QMenu* chips = subMenu(menu.get(), QStringLiteral("Chips"));
    QVERIFY(chips);
    QMenu* big = subMenu(chips, QStringLiteral("BigVendor"));
    QVERIFY(big);
    int entries = 0;
    QAction* find = nullptr;
    for (QAction* action : big->actions()) {
        if (action->data().isValid())
            ++entries;
        if (action->objectName() == QLatin1String("comparePickFind"))
            find = action;
    }
    QCOMPARE(entries, CompareView::kPickMenuLength);
    QVERIFY(find);
    QCOMPARE(find->text(), QStringLiteral("Find among all 60…"));
    // A short vendor menu lists every chip and no Find.
    QMenu* small = subMenu(chips, QStringLiteral("SmallVendor"));
    QVERIFY(small);
    QCOMPARE(small->actions().size(), 1);
    QCOMPARE(small->actions().first()->data().toString(), QStringLiteral("small-one"));
}

void TstCompareFind::findFiltersAndChooses() {
    QList<CompareFindDialog::Entry> entries;
    for (const Chip& chip : manyChips(60))
        entries.append({EntryRef::chip(chip.id), chip.name, chip.vendor,
                        chip.id != QLatin1String("big-chip-042")});
    CompareFindDialog dialog(QStringLiteral("Chips"), entries);
    QCOMPARE(dialog.matchCount(), 61);
    dialog.setFilterText(QStringLiteral("chip 04"));
    QCOMPARE(dialog.matchCount(), 10); // Chip 040 to Chip 049
    QVERIFY(dialog.chosen() == EntryRef::chip(QStringLiteral("big-chip-040"))); // the first
    dialog.setFilterText(QStringLiteral("CHIP 042"));
    QCOMPARE(dialog.matchCount(), 1);
    QVERIFY(!dialog.chosen()); // already compared: cannot be chosen
    dialog.setFilterText(QStringLiteral("smallvendor"));
    QCOMPARE(dialog.matchCount(), 1);
    QVERIFY(dialog.chosen() == EntryRef::chip(QStringLiteral("small-one")));
}

QTEST_MAIN(TstCompareFind)
#include "tst_comparefind.moc"
