// The quick search (Ctrl+K) in the real main window, driven from the keyboard: it opens, finds a
// chip, a system or a model by name, Enter goes there, Ctrl+Enter and Shift+Enter compare, Esc
// closes; and over a large catalog it searches off the GUI thread and lists a bounded number of
// rows with a count of the rest.
#include "application/catalogsession.h"
#include "common/entrymime.h"
#include "common/settings.h"
#include "compare/compareview.h"
#include "fit/fitdialog.h"
#include "fit/fitinputsbar.h"
#include "guistartup.h"
#include "sessiontestdata.h"
#include "table/catalogfilterbar.h"
#include "table/catalogtablepage.h"
#include "table/systemtablesection.h"
#include "window/mainwindow.h"
#include "window/quicksearch.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace chipatlas;

class TstQuickSearchPopup final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void ctrlKOpensThePopup();
    void enterSelectsAChipHiddenByTheFilter();
    void enterSelectsASystemInTheSystemsTable();
    void enterOpensTheFitCalculatorOnAModel();
    void ctrlEnterAndShiftEnterCompare();
    void arrowsMoveAndEachRowSaysItsKind();
    void escCloses();
    void largeCatalogIsBoundedAndSearchedOffTheGuiThread();

private:
    QuickSearch* openWithKeyboard();
    void type(const QString& text);

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
    std::unique_ptr<MainWindow> m_window;
};

void TstQuickSearchPopup::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_session = std::make_unique<CatalogSession>();
    const QString error =
        sessiontest::openTestSession(*m_session, m_dir, QStringLiteral("tst_quicksearchpopup"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_window = std::make_unique<MainWindow>(m_session.get(), ViewOptions());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->tablePage()->totalCount() > 0, 10000);
    QTRY_VERIFY(m_session->snapshot().isComplete() && !m_session->snapshot().systems().isEmpty());
}

void TstQuickSearchPopup::init() {
    if (m_window->quickSearch()->isVisible())
        m_window->quickSearch()->hide();
    if (m_window->fitDialog())
        m_window->fitDialog()->hide();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

QuickSearch* TstQuickSearchPopup::openWithKeyboard() {
    QTest::keyClick(m_window.get(), Qt::Key_K, Qt::ControlModifier);
    QuickSearch* search = m_window->quickSearch();
    return search->isVisible() ? search : nullptr;
}

void TstQuickSearchPopup::type(const QString& text) {
    QTest::keyClicks(m_window->quickSearch()->lineEdit(), text);
}

void TstQuickSearchPopup::ctrlKOpensThePopup() {
    auto* action = m_window->findChild<QAction*>(QStringLiteral("quickSearchAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_K));
    QuickSearch* search = openWithKeyboard();
    QVERIFY(search);
    QTRY_VERIFY(search->lineEdit()->hasFocus());
    QVERIFY(search->lineEdit()->text().isEmpty());
    QCOMPARE(search->resultList()->topLevelItemCount(), 0);
    // The hint says what the keys do.
    type(QStringLiteral("h100"));
    QVERIFY(search->resultList()->topLevelItemCount() > 0);
    QVERIFY2(search->hintLabel()->text().contains(QLatin1String("Ctrl+Enter")),
             qPrintable(search->hintLabel()->text()));
    QVERIFY(search->hintLabel()->text().contains(QLatin1String("Shift+Enter")));
}

void TstQuickSearchPopup::enterSelectsAChipHiddenByTheFilter() {
    CatalogTablePage* page = m_window->tablePage();
    page->setMode(TableMode::Chips);
    page->filterBar()->setText(QStringLiteral("amd"));
    QTRY_VERIFY(page->shownCount() < page->totalCount());
    m_window->showSideTab(SideTab::Chart);

    QVERIFY(openWithKeyboard());
    type(QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(m_window->quickSearch()->resultList()->currentItem()->toolTip(0),
             QStringLiteral("nvidia-h100-sxm"));
    QTest::keyClick(m_window->quickSearch()->lineEdit(), Qt::Key_Return);
    QVERIFY(!m_window->quickSearch()->isVisible());
    // The filter hid it: cleared, so that the chip shows, selected, with its details.
    QTRY_VERIFY(page->currentChip());
    QCOMPARE(page->currentChip()->id, QStringLiteral("nvidia-h100-sxm"));
    QVERIFY(!page->filterBar()->isFiltering());
    QVERIFY2(
        m_window->statusBar()->currentMessage().contains(QLatin1String("filters were cleared")),
        qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(m_window->currentSideTab(), SideTab::Details);
}

void TstQuickSearchPopup::enterSelectsASystemInTheSystemsTable() {
    CatalogTablePage* page = m_window->tablePage();
    page->setMode(TableMode::Chips);
    QVERIFY(openWithKeyboard());
    type(QStringLiteral("dgx h100"));
    QCOMPARE(m_window->quickSearch()->resultList()->currentItem()->toolTip(0),
             QStringLiteral("nvidia-dgx-h100"));
    QTest::keyClick(m_window->quickSearch()->lineEdit(), Qt::Key_Enter);
    QCOMPARE(page->mode(), TableMode::Systems);
    QTRY_VERIFY(page->currentSystem());
    QCOMPARE(page->currentSystem()->id, QStringLiteral("nvidia-dgx-h100"));
    QCOMPARE(m_window->currentSideTab(), SideTab::Details);
    page->setMode(TableMode::Chips);
}

void TstQuickSearchPopup::enterOpensTheFitCalculatorOnAModel() {
    QVERIFY(openWithKeyboard());
    type(QStringLiteral("llama 3.1 70b"));
    QCOMPARE(m_window->quickSearch()->resultList()->currentItem()->toolTip(0),
             QStringLiteral("llama-3.1-70b"));
    QVERIFY2(m_window->quickSearch()->hintLabel()->text().contains(QLatin1String("model-fit")),
             qPrintable(m_window->quickSearch()->hintLabel()->text()));
    QTest::keyClick(m_window->quickSearch()->lineEdit(), Qt::Key_Return);
    FitDialog* fit = m_window->fitDialog();
    QVERIFY(fit);
    QTRY_VERIFY(fit->isVisible());
    QTRY_COMPARE(fit->inputsBar()->modelCombo()->currentText(), QStringLiteral("Llama 3.1 70B"));
}

void TstQuickSearchPopup::ctrlEnterAndShiftEnterCompare() {
    CompareView* compare = m_window->compareView();
    compare->clear();
    QVERIFY(openWithKeyboard());
    type(QStringLiteral("AMD Instinct MI300X"));
    QTest::keyClick(m_window->quickSearch()->lineEdit(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(!m_window->quickSearch()->isVisible());
    QCOMPARE(entryLines(compare->entryRefs()), QStringList{QStringLiteral("amd-mi300x")});
    QCOMPARE(m_window->currentSideTab(), SideTab::Compare);

    // A system with Shift+Enter: beside a chip it needs a like-for-like count, but it is added.
    QVERIFY(openWithKeyboard());
    type(QStringLiteral("nvidia-dgx-h100"));
    QTest::keyClick(m_window->quickSearch()->lineEdit(), Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(entryLines(compare->entryRefs()),
             (QStringList{QStringLiteral("amd-mi300x"), QStringLiteral("system:nvidia-dgx-h100")}));

    // A model is not compared: Ctrl+Enter leaves the popup open and the comparison alone.
    QVERIFY(openWithKeyboard());
    type(QStringLiteral("llama-3.1-8b"));
    QTest::keyClick(m_window->quickSearch()->lineEdit(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(m_window->quickSearch()->isVisible());
    QCOMPARE(compare->entryRefs().size(), 2);
    compare->clear();
}

void TstQuickSearchPopup::arrowsMoveAndEachRowSaysItsKind() {
    QVERIFY(openWithKeyboard());
    QTreeWidget* list = m_window->quickSearch()->resultList();
    QLineEdit* edit = m_window->quickSearch()->lineEdit();
    const auto currentRow = [list] { return list->indexOfTopLevelItem(list->currentItem()); };
    type(QStringLiteral("h100"));
    QVERIFY(list->topLevelItemCount() >= 4);
    QCOMPARE(currentRow(), 0);
    QTest::keyClick(edit, Qt::Key_Down);
    QTest::keyClick(edit, Qt::Key_Down);
    QCOMPARE(currentRow(), 2);
    QTest::keyClick(edit, Qt::Key_Up);
    QCOMPARE(currentRow(), 1);
    QTest::keyClick(edit, Qt::Key_Up);
    QTest::keyClick(edit, Qt::Key_Up);
    QCOMPARE(currentRow(), 0);
    QTest::keyClick(edit, Qt::Key_PageDown);
    QCOMPARE(currentRow(), list->topLevelItemCount() - 1);

    // Name, kind, vendor: the chips, then the systems.
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("NVIDIA H100 NVL"));
    QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("chip"));
    QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("NVIDIA"));
    QCOMPARE(list->topLevelItem(3)->text(1), QStringLiteral("system"));
    edit->clear();
    type(QStringLiteral("qwen"));
    QVERIFY(list->topLevelItemCount() > 0);
    QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("model"));
    // Nothing matches: it says so.
    edit->clear();
    type(QStringLiteral("no such accelerator"));
    QCOMPARE(list->topLevelItemCount(), 0);
    QVERIFY(m_window->quickSearch()->countLabel()->text().contains(QLatin1String("No chip")));
}

void TstQuickSearchPopup::escCloses() {
    const QStringList compared = entryLines(m_window->compareView()->entryRefs());
    QuickSearch* search = openWithKeyboard();
    QVERIFY(search);
    type(QStringLiteral("gaudi"));
    QTest::keyClick(search->lineEdit(), Qt::Key_Escape);
    QVERIFY(!search->isVisible());
    QCOMPARE(entryLines(m_window->compareView()->entryRefs()), compared);
    // It opens empty again.
    QVERIFY(openWithKeyboard());
    QVERIFY(search->lineEdit()->text().isEmpty());
    QTest::keyClick(search->lineEdit(), Qt::Key_Escape);
}

void TstQuickSearchPopup::largeCatalogIsBoundedAndSearchedOffTheGuiThread() {
    // 20,000 chips that all match "synthetic", half of them "odd".
    QList<Chip> chips;
    chips.reserve(20000);
    for (int i = 0; i < 20000; ++i) {
        Chip chip;
        chip.id = QStringLiteral("synthetic-%1").arg(i, 5, 10, QLatin1Char('0'));
        chip.name = QStringLiteral("Synthetic %1").arg(i, 5, 10, QLatin1Char('0'));
        chip.vendor = i % 2 ? QStringLiteral("Odd Inc") : QStringLiteral("Even Corp");
        chips.append(chip);
    }
    QWidget parent;
    parent.resize(900, 600);
    parent.show();
    QVERIFY(QTest::qWaitForWindowExposed(&parent));
    QuickSearch search(&parent);
    search.setSnapshot(CatalogSnapshot(std::move(chips), {}, {}));
    QVERIFY(search.synchronousLimit() < 20000);
    search.popup();
    QTest::keyClicks(search.lineEdit(), QStringLiteral("synthetic"));
    // Searched on a worker: the key press came back before the result.
    QVERIFY(search.isSearchPending());
    QTRY_VERIFY(!search.isSearchPending());
    QCOMPARE(search.resultList()->topLevelItemCount(), QuickSearch::kShownLength);
    QCOMPARE(search.countLabel()->text(), QStringLiteral("and 19,950 more"));
    QCOMPARE(search.resultList()->topLevelItem(0)->toolTip(0), QStringLiteral("synthetic-00000"));

    QTest::keyClicks(search.lineEdit(), QStringLiteral(" odd"));
    QTRY_VERIFY(!search.isSearchPending());
    QCOMPARE(search.resultList()->topLevelItemCount(), QuickSearch::kShownLength);
    QCOMPARE(search.countLabel()->text(), QStringLiteral("and 9,950 more"));
    QCOMPARE(search.resultList()->topLevelItem(0)->toolTip(0), QStringLiteral("synthetic-00001"));

    // An exact id goes first.
    search.lineEdit()->setText(QStringLiteral("synthetic-12345"));
    QTRY_VERIFY(!search.isSearchPending());
    QCOMPARE(search.resultList()->topLevelItemCount(), 1);
    QVERIFY(search.countLabel()->text().isEmpty());
}

QTEST_MAIN(TstQuickSearchPopup)
#include "tst_quicksearchpopup.moc"
