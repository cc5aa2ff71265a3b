// Systems and offers in the real main window, offscreen: the Chips / Systems switch (shortcut,
// remembered, and --table systems --select ID at start), a system's details, a system edited
// and undone, a price recorded for an offer and undone (the old price still there, the new one
// gone), an offer added and undone, and a system deleted with its offers (and with its measured
// results, the status bar naming how many) and undone. Each change
// is checked in a separate connection to the catalog. A system is compared from the Systems
// menu, the shortcut and the details pane, and a chip or a system dropped on the Compare tab's
// label is compared.
#include "application/catalogsession.h"
#include "common/entrymime.h"
#include "common/settings.h"
#include "compare/compareview.h"
#include "details/detailspane.h"
#include "editing/catalogeditor.h"
#include "editing/offereditdialog.h"
#include "editing/systemeditdialog.h"
#include "editing/systemeditor.h"
#include "guistartup.h"
#include "mainwindowfixture.h"
#include "storage/catalog.h"
#include "table/catalogtablepage.h"
#include "table/systemtablesection.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

#include <memory>
#include <optional>

using namespace chipatlas;

namespace {
const QString kTrn3 = QStringLiteral("aws-trn3-ultraserver-gen2");
const QString kBoard = QStringLiteral("nvidia-hgx-h100-8gpu");
} // namespace

class TstMainWindowSystems
    : public QObject
    , private FreshCatalogWindowFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void switchShowsSystemsAndIsRemembered();
    void startOptionsSelectASystem();
    void editSystemAndUndo();
    void recordPriceAndUndo();
    void addOfferAndUndo();
    void deleteSystemTakesItsOffersAndUndoBringsThemBack();
    void deleteSystemTakesItsResultsAndUndoBringsThemBack();
    void deleteChipTakesItsResultsAndUndoBringsThemBack();
    void compareASystem();
    void dropOnTheCompareTabLabelCompares();

private:
    template <typename Dialog>
    Dialog* waitForDialog(SystemEditor* editor, const std::function<void()>& open);
};

void TstMainWindowSystems::initTestCase() {
    initApplication(QStringLiteral("tst_mainwindow_systems"));
}

void TstMainWindowSystems::init() {
    openTestCatalog();
}

void TstMainWindowSystems::cleanup() {
    closeTestCatalog();
}

template <typename Dialog>
Dialog* TstMainWindowSystems::waitForDialog(SystemEditor* editor,
                                            const std::function<void()>& open) {
    QSignalSpy shown(editor, &SystemEditor::dialogShown);
    open();
    if (!shown.wait(10000) && shown.isEmpty())
        return nullptr;
    return qobject_cast<Dialog*>(shown.constFirst().constFirst().value<QDialog*>());
}

#define OPEN_SYSTEMS_WINDOW(window, options)                                                       \
    const auto window = openWindow(options);                                                       \
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));                                           \
    QTRY_VERIFY_WITH_TIMEOUT(window->tablePage()->systemSection()->totalCount() > 0, 10000)

void TstMainWindowSystems::switchShowsSystemsAndIsRemembered() {
    {
        OPEN_SYSTEMS_WINDOW(window, ViewOptions{});
        CatalogTablePage* page = window->tablePage();
        QCOMPARE(page->mode(), TableMode::Chips);
        QVERIFY(page->tableView()->isVisible());
        // Ctrl+Shift+S switches; the tab bar above the table says which table shows.
        QCOMPARE(page->switchModeAction()->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        page->switchModeAction()->trigger();
        QCOMPARE(page->mode(), TableMode::Systems);
        QCOMPARE(page->modeBar()->currentIndex(), 1);
        QTableView* systems = page->systemSection()->tableView();
        QTRY_VERIFY(systems->isVisible());
        QVERIFY(!page->tableView()->isVisible());
        const auto* countLabel = window->findChild<QLabel*>(QStringLiteral("countLabel"));
        const int total = page->systemSection()->totalCount();
        QCOMPARE(countLabel->text(), QStringLiteral("%1 of %1 systems").arg(total));
        page->systemSection()->selectSystem(kTrn3);
        QVERIFY(page->currentSystem());
        QCOMPARE(page->currentSystem()->id, kTrn3);
        QCOMPARE(window->detailsPane()->systemId(), kTrn3);
        QVERIFY(window->detailsPane()->browser()->toPlainText().contains(
            QStringLiteral("Trn3 Gen2 UltraServer")));
        QVERIFY(!page->currentChip());
        QVERIFY(window->systemEditor()->editSystemAction()->isEnabled());
        window->close();
    }
    QCOMPARE(Settings().tableMode(), QStringLiteral("systems"));
    OPEN_SYSTEMS_WINDOW(again, ViewOptions{});
    QCOMPARE(again->tablePage()->mode(), TableMode::Systems);
    // Clicking the Chips tab goes back.
    again->tablePage()->modeBar()->setCurrentIndex(0);
    QCOMPARE(again->tablePage()->mode(), TableMode::Chips);
    QVERIFY(!again->tablePage()->switchModeAction()->isChecked());
}

void TstMainWindowSystems::startOptionsSelectASystem() {
    const GuiCommandLine commandLine =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--table"),
                             QStringLiteral("systems"), QStringLiteral("--select"), kTrn3});
    QCOMPARE(commandLine.action, GuiCommandLine::Action::Run);
    QCOMPARE(commandLine.view.table, std::optional(TableMode::Systems));
    const GuiCommandLine bad = parseGuiCommandLine(
        {QStringLiteral("chipatlas"), QStringLiteral("--table"), QStringLiteral("racks")});
    QCOMPARE(bad.action, GuiCommandLine::Action::Error);
    QVERIFY(bad.message.contains(QStringLiteral("chips, systems or results")));

    OPEN_SYSTEMS_WINDOW(window, commandLine.view);
    QCOMPARE(window->tablePage()->mode(), TableMode::Systems);
    QTRY_VERIFY(window->tablePage()->currentSystem());
    QCOMPARE(window->tablePage()->currentSystem()->id, kTrn3);
    QCOMPARE(window->detailsPane()->systemId(), kTrn3);
    // The details show the computed totals and the vendor's own beside them.
    const QString details = window->detailsPane()->browser()->toPlainText();
    QVERIFY2(details.contains(QStringLiteral("Totals")), qPrintable(details));
    QVERIFY2(details.contains(QStringLiteral("Vendor totals")), qPrintable(details));
    QVERIFY2(details.contains(QStringLiteral("Rental offers")), qPrintable(details));
}

void TstMainWindowSystems::editSystemAndUndo() {
    OPEN_SYSTEMS_WINDOW(window, ViewOptions{});
    const std::optional<System> before = storedSystem(kBoard);
    QVERIFY(before);
    SystemEditor* editor = window->systemEditor();
    auto* dialog =
        waitForDialog<SystemEditDialog>(editor, [&] { editor->openEditSystemDialog(kBoard); });
    QVERIFY(dialog);
    dialog->nameEdit()->setText(QStringLiteral("Edited board"));
    dialog->chipCountSpin()->setValue(16);
    dialog->okButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(storedSystem(kBoard)->chipCount, 16, 10000);
    QCOMPARE(storedSystem(kBoard)->name, QStringLiteral("Edited board"));
    QTRY_COMPARE(m_session->snapshot().system(kBoard)->chipCount, 16);

    ChangeHistory* stack = m_session->history();
    QCOMPARE(stack->undoText(), QStringLiteral("edit system Edited board"));
    stack->undo();
    QTRY_COMPARE_WITH_TIMEOUT(storedSystem(kBoard)->chipCount, 8, 10000);
    QCOMPARE(storedSystem(kBoard)->name, before->name);
    QTRY_COMPARE(m_session->snapshot().system(kBoard)->chipCount, 8);
}

void TstMainWindowSystems::recordPriceAndUndo() {
    OPEN_SYSTEMS_WINDOW(window, ViewOptions{});
    QVERIFY(!m_session->snapshot().offers().isEmpty());
    const Offer offer = m_session->snapshot().offers().constFirst();
    const std::optional<Offer> before = storedOffer(offer.id);
    QVERIFY(before);
    SystemEditor* editor = window->systemEditor();
    auto* dialog =
        waitForDialog<OfferEditDialog>(editor, [&] { editor->openRecordPriceDialog(offer.id); });
    QVERIFY(dialog);
    QCOMPARE(dialog->mode(), OfferEditDialog::Mode::RecordPrice);
    dialog->priceEdit()->setText(QStringLiteral("1.23"));
    dialog->sourceEdit()->setText(QStringLiteral("quote from our reseller"));
    dialog->okButton()->click();

    // The new price is added; every old price stays with its date.
    QTRY_COMPARE_WITH_TIMEOUT(storedOffer(offer.id)->prices.size(), before->prices.size() + 1,
                              10000);
    const Offer recorded = *storedOffer(offer.id);
    QCOMPARE(recorded.current()->perInstanceHour, 1.23);
    for (const OfferPrice& old : before->prices)
        QVERIFY(recorded.prices.contains(old));

    // The catalog is written before the step goes on the stack and the snapshot follows.
    QTRY_COMPARE(m_session->snapshot().offer(offer.id)->prices.size(), before->prices.size() + 1);
    QCOMPARE(m_session->history()->count(), 1);
    m_session->history()->undo();
    QTRY_COMPARE_WITH_TIMEOUT(storedOffer(offer.id)->prices.size(), before->prices.size(), 10000);
    QCOMPARE(storedOffer(offer.id)->prices, before->prices);
}

void TstMainWindowSystems::addOfferAndUndo() {
    OPEN_SYSTEMS_WINDOW(window, ViewOptions{});
    SystemEditor* editor = window->systemEditor();
    OfferEditDialog* dialog = editor->openAddOfferDialog(kBoard);
    QVERIFY(dialog);
    QCOMPARE(dialog->chipsSpin()->value(), 8); // the system's chips
    dialog->providerEdit()->setText(QStringLiteral("Test Cloud"));
    dialog->regionEdit()->setText(QStringLiteral("eu-test-1"));
    dialog->instanceEdit()->setText(QStringLiteral("hgx8"));
    dialog->priceEdit()->setText(QStringLiteral("20"));
    dialog->sourceEdit()->setText(QStringLiteral("quote"));
    const Offer entered = dialog->offer();
    QVERIFY(!storedOffer(entered.id));
    dialog->okButton()->click();

    QTRY_VERIFY_WITH_TIMEOUT(storedOffer(entered.id), 10000);
    const Offer added = *storedOffer(entered.id);
    QCOMPARE(added.targetId, kBoard);
    QCOMPARE(added.origin, Origin::User);
    QCOMPARE(added.prices.size(), 1);
    QCOMPARE(added.current()->perInstanceHour, 20.0);
    QTRY_VERIFY(m_session->snapshot().offer(entered.id));
    QCOMPARE(m_session->history()->undoText(), QStringLiteral("add offer Test Cloud hgx8"));
    m_session->history()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(!storedOffer(entered.id), 10000);
    QTRY_VERIFY(!m_session->snapshot().offer(entered.id));
}

void TstMainWindowSystems::deleteSystemTakesItsOffersAndUndoBringsThemBack() {
    OPEN_SYSTEMS_WINDOW(window, ViewOptions{});
    // A system that offers rent as a whole (not through its chip).
    const CatalogSnapshot& snapshot = m_session->snapshot();
    QString systemId;
    QStringList offerIds;
    for (const Offer& offer : snapshot.offers()) {
        if (systemId.isEmpty() && snapshot.system(offer.targetId))
            systemId = offer.targetId;
        if (!systemId.isEmpty() && offer.targetId == systemId)
            offerIds << offer.id;
    }
    QVERIFY(!offerIds.isEmpty());
    QList<Offer> before;
    for (const QString& id : std::as_const(offerIds))
        before << *storedOffer(id);

    window->systemEditor()->deleteSystem(systemId);
    QTRY_VERIFY_WITH_TIMEOUT(!storedSystem(systemId), 10000);
    for (const QString& id : std::as_const(offerIds))
        QVERIFY2(!storedOffer(id), qPrintable(id));
    // The catalog's other connection sees the commit before the session has told the window.
    QTRY_VERIFY(!m_session->snapshot().system(systemId));
    QTRY_COMPARE(m_session->history()->count(), 1);

    m_session->history()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(storedSystem(systemId), 10000);
    for (const Offer& offer : std::as_const(before))
        QCOMPARE(storedOffer(offer.id), std::optional<Offer>(offer));
    QTRY_VERIFY(m_session->snapshot().system(systemId));
}

// The built-in results on a built-in system go with it: none is left naming hardware that is
// gone; the status bar says how many went; Undo brings them all back as they were.
void TstMainWindowSystems::deleteSystemTakesItsResultsAndUndoBringsThemBack() {
    OPEN_SYSTEMS_WINDOW(window, ViewOptions{});
    const CatalogSnapshot& snapshot = m_session->snapshot();
    QString systemId;
    for (const System& system : snapshot.systems()) {
        if (snapshot.resultsOn(system.id).size() >= 2) {
            systemId = system.id;
            break;
        }
    }
    QVERIFY(!systemId.isEmpty());
    QList<Result> before;
    for (const Result* result : snapshot.resultsOn(systemId))
        before << *result;
    QSignalSpy status(window->systemEditor(), &SystemEditor::statusMessage);

    window->systemEditor()->deleteSystem(systemId);
    QTRY_VERIFY_WITH_TIMEOUT(!storedSystem(systemId), 10000);
    for (const Result& result : std::as_const(before))
        QVERIFY2(!storedResult(result.id), qPrintable(result.id));
    QTRY_VERIFY(m_session->snapshot().resultsOn(systemId).isEmpty());
    QTRY_COMPARE(status.size(), 1);
    QCOMPARE(status.constFirst().constFirst().toString(),
             QStringLiteral("Deleted the system and its %1 measured results. Undo brings them "
                            "back.")
                 .arg(before.size()));
    QTRY_COMPARE(m_session->history()->count(), 1);

    m_session->history()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(storedSystem(systemId), 10000);
    for (const Result& result : std::as_const(before))
        QCOMPARE(storedResult(result.id), std::optional<Result>(result));
    QTRY_COMPARE(m_session->snapshot().resultsOn(systemId).size(), before.size());
}

// The same for a chip (Edit > Delete chip): its results go with it and come back on Undo.
void TstMainWindowSystems::deleteChipTakesItsResultsAndUndoBringsThemBack() {
    OPEN_SYSTEMS_WINDOW(window, ViewOptions{});
    const CatalogSnapshot& snapshot = m_session->snapshot();
    QString chipId;
    for (const Result& result : snapshot.results()) {
        if (snapshot.chip(result.hardwareId)) {
            chipId = result.hardwareId;
            break;
        }
    }
    QVERIFY(!chipId.isEmpty());
    QList<Result> before;
    for (const Result* result : snapshot.resultsOn(chipId))
        before << *result;
    CatalogEditor* editor = window->findChild<CatalogEditor*>();
    QVERIFY(editor);

    editor->deleteChips({chipId});
    QTRY_VERIFY_WITH_TIMEOUT(m_session->snapshot().resultsOn(chipId).isEmpty(), 10000);
    for (const Result& result : std::as_const(before))
        QVERIFY2(!storedResult(result.id), qPrintable(result.id));
    QTRY_COMPARE(m_session->history()->count(), 1);

    m_session->history()->undo();
    QTRY_COMPARE_WITH_TIMEOUT(m_session->snapshot().resultsOn(chipId).size(), before.size(), 10000);
    for (const Result& result : std::as_const(before))
        QCOMPARE(storedResult(result.id), std::optional<Result>(result));
}

void TstMainWindowSystems::compareASystem() {
    OPEN_SYSTEMS_WINDOW(window, ViewOptions{});
    CatalogTablePage* page = window->tablePage();
    page->switchModeAction()->trigger();
    QCOMPARE(page->mode(), TableMode::Systems);
    QAction* compare = window->compareAction();
    // The Systems menu and the systems table's context menu have it.
    const auto* systemsMenu = window->findChild<QMenu*>(QStringLiteral("systemsMenu"));
    QVERIFY(systemsMenu);
    QVERIFY(systemsMenu->actions().contains(compare));
    QTableView* systems = page->systemSection()->tableView();
    QVERIFY(systems->actions().contains(compare));

    page->systemSection()->selectSystem(kBoard);
    QTRY_VERIFY(page->currentSystem());
    QVERIFY(compare->isEnabled());
    systems->setFocus();
    QTest::keyClick(window.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(entryLines(window->compareView()->entryRefs()),
                 QStringList{QStringLiteral("system:") + kBoard});
    QCOMPARE(window->currentSideTab(), SideTab::Compare);

    // The details pane's button adds the system it shows.
    window->showSideTab(SideTab::Details);
    page->systemSection()->selectSystem(kTrn3);
    QTRY_COMPARE(window->detailsPane()->systemId(), kTrn3);
    QToolButton* button = window->detailsPane()->compareButton();
    QVERIFY(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(entryLines(window->compareView()->entryRefs()),
             (QStringList{QStringLiteral("system:") + kBoard, QStringLiteral("system:") + kTrn3}));
    QCOMPARE(window->currentSideTab(), SideTab::Compare);

    // Back on the chips without a selected chip, there is nothing to compare.
    page->switchModeAction()->trigger();
    QCOMPARE(page->mode(), TableMode::Chips);
    if (!page->currentChip())
        QVERIFY(!compare->isEnabled());
}

void TstMainWindowSystems::dropOnTheCompareTabLabelCompares() {
    OPEN_SYSTEMS_WINDOW(window, ViewOptions{});
    QTabWidget* tabs = window->sideTabs();
    QTabBar* bar = tabs->tabBar();
    QCOMPARE(window->currentSideTab(), SideTab::Details);
    const QPoint onCompare = bar->tabRect(tabs->indexOf(window->compareView())).center();
    const QPoint onChart = bar->tabRect(2).center();

    const auto dropAt = [bar](const QPoint& at, QMimeData* data) {
        QDragEnterEvent enter(at, Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(bar, &enter);
        QDragMoveEvent move(at, Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(bar, &move);
        const bool accepted = enter.isAccepted() && move.isAccepted();
        QDropEvent drop(QPointF(at), Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(bar, &drop);
        return accepted && drop.isAccepted();
    };

    // A chip and a system dropped on the label: both compared, and the tab shows.
    std::unique_ptr<QMimeData> chip(
        createEntriesMimeData({EntryRef::chip(QStringLiteral("nvidia-h200-sxm"))}));
    QVERIFY(dropAt(onCompare, chip.get()));
    QCOMPARE(window->currentSideTab(), SideTab::Compare);
    std::unique_ptr<QMimeData> system(createEntriesMimeData({EntryRef::system(kBoard)}));
    window->showSideTab(SideTab::Details);
    QVERIFY(dropAt(onCompare, system.get()));
    QCOMPARE(entryLines(window->compareView()->entryRefs()),
             (QStringList{QStringLiteral("nvidia-h200-sxm"), QStringLiteral("system:") + kBoard}));
    QCOMPARE(window->currentSideTab(), SideTab::Compare);

    // On another label the drop is refused and adds nothing.
    std::unique_ptr<QMimeData> other(
        createEntriesMimeData({EntryRef::chip(QStringLiteral("amd-mi300x"))}));
    QVERIFY(!dropAt(onChart, other.get()));
    QCOMPARE(window->compareView()->entryRefs().size(), 2);
}

QTEST_MAIN(TstMainWindowSystems)
#include "tst_mainwindow_systems.moc"
