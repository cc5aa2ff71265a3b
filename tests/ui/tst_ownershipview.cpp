// The "Own or rent" view on a temp catalog with the built-in chips, systems and offers: it shows
// core's report (the rows of ownershipTable()) for what the user types, refuses a bad number
// with the field named and keeps the last answer, saves a scenario into the switcher (undone by
// the session's undo), shows two systems side by side, marks a placement the facility refuses,
// and is reached from the start-up options and the main window's entry points. What the user
// typed is never dropped unasked: switching scenario, closing the view, showing other hardware
// and quitting ask to save it first.
#include "application/catalogsession.h"
#include "application/changehistory.h"
#include "application/ownershiprows.h"
#include "common/settings.h"
#include "compare/compareoptionsbar.h"
#include "compare/compareview.h"
#include "details/detailspane.h"
#include "domain/validation.h"
#include "fit/fitdialog.h"
#include "guistartup.h"
#include "modalbox.h"
#include "ownership/ownershipanswers.h"
#include "ownership/ownershipform.h"
#include "ownership/ownershipscenariobar.h"
#include "ownership/ownershipview.h"
#include "sessiontestdata.h"
#include "table/catalogtablepage.h"
#include "table/systemtablesection.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include <memory>

using namespace chipatlas;

namespace {
const QString kNvl72 = QStringLiteral("nvidia-gb200-nvl72");
const QString kTrn3 = QStringLiteral("aws-trn3-ultraserver-gen2");

QStringList scenarioNames(const OwnershipView& view) {
    QStringList names;
    const QComboBox* box = view.scenarioBar()->scenarioBox();
    for (int i = 0; i < box->count(); ++i)
        names << box->itemText(i);
    return names;
}

QString answer(const OwnershipView& view, OwnershipSection section, const QString& key,
               int column = 1) {
    const QTreeWidgetItem* item = view.answers()->rowItem(section, key);
    return item ? item->text(column) : QString();
}
} // namespace

class TstOwnershipView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void showsTheReportForATypedPrice();
    void badPriceShowsTheFieldAndKeepsTheAnswer();
    void savedScenarioInSwitcherAndUndone();
    void twoSystemsSideBySide();
    void remembersTheLastScenario();
    void placementRefusedInRed();
    void startUpOptions();
    void entryPoints();
    void unsavedEditsAskedAboutBeforeSwitching();
    void unsavedEditsAskedAboutBeforeClosingOrQuitting();

private:
    std::unique_ptr<OwnershipView> openView(const QString& hardware, const QString& compare = {});

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
};

void TstOwnershipView::initTestCase() {
    QLocale::setDefault(QLocale::c());
    m_session = std::make_unique<CatalogSession>();
    const QString error =
        sessiontest::openTestSession(*m_session, m_dir, QStringLiteral("tst_ownershipview"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_session->reload();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->snapshot().isLoaded(), 15000);
    QVERIFY(m_session->snapshot().system(kNvl72));
    QVERIFY(m_session->snapshot().system(kTrn3));
}

void TstOwnershipView::init() {
    Settings().clear();
}

std::unique_ptr<OwnershipView> TstOwnershipView::openView(const QString& hardware,
                                                          const QString& compare) {
    auto view = std::make_unique<OwnershipView>(m_session.get());
    view->restoreState(Settings());
    view->show();
    if (!view->openHardware(hardware, compare))
        return nullptr;
    return view;
}

// GB200 NVL72 at a price the user typed: the answers are core's report of the scenario with that
// price, row for row as ownershipTable() writes them (what `chipatlas-cli tco` prints), and the
// price's mark says it is the user's.
void TstOwnershipView::showsTheReportForATypedPrice() {
    const auto view = openView(kNvl72);
    QVERIFY(view);
    QLineEdit* price = view->form()->edit(OwnershipField::PurchasePrice);
    QVERIFY(price);
    QTest::keyClicks(price, QStringLiteral("3400000"));
    QCOMPARE(view->scenario().purchasePrice, std::optional<double>(3'400'000.0));
    QVERIFY(view->form()->errorText().isEmpty());

    OwnershipScenario expected = defaultScenario(m_session->snapshot(), kNvl72);
    expected.purchasePrice = 3'400'000.0;
    const OwnershipReport report =
        ownershipReport(m_session->snapshot(), expected, QDate::currentDate(), QLocale());
    QVERIFY(report.cost);
    QCOMPARE(view->reports().size(), 1);
    QVERIFY(view->reports().first().cost);
    QCOMPARE(view->reports().first().cost->perHour, report.cost->perHour);
    const OwnershipTable table = ownershipTable({report}, QLocale());
    for (const QString& key : {QStringLiteral("per_hour"), QStringLiteral("per_chip_hour"),
                               QStringLiteral("capital_per_hour"), QStringLiteral("one_year"),
                               QStringLiteral("three_years")}) {
        const OwnershipRow* row = table.row(OwnershipSection::Owning, key);
        QVERIFY2(row, qPrintable(key));
        QCOMPARE(answer(*view, OwnershipSection::Owning, key), row->cells.first().text);
        QVERIFY(row->cells.first().available);
    }
    const OwnershipRow* breakEven =
        table.row(OwnershipSection::BreakEven, QStringLiteral("break_even_utilisation"));
    QVERIFY(breakEven);
    QCOMPARE(answer(*view, OwnershipSection::BreakEven, QStringLiteral("break_even_utilisation")),
             breakEven->cells.first().text);
    QCOMPARE(view->form()->originLabel(OwnershipField::PurchasePrice)->text(),
             assumptionOriginDisplayName(AssumptionOrigin::Yours));
    // A number left empty shows its default as the placeholder and says so.
    QCOMPARE(view->form()->originLabel(OwnershipField::Pue)->text(),
             assumptionOriginDisplayName(AssumptionOrigin::Default));
    QVERIFY(!view->form()->edit(OwnershipField::Pue)->placeholderText().isEmpty());
}

// A negative price is refused with the field named; the answers stay those of the last good
// price (nothing is clamped), and they follow again once the price is good.
void TstOwnershipView::badPriceShowsTheFieldAndKeepsTheAnswer() {
    const auto view = openView(kNvl72);
    QVERIFY(view);
    QLineEdit* price = view->form()->edit(OwnershipField::PurchasePrice);
    QTest::keyClicks(price, QStringLiteral("3400000"));
    const QString perHour = answer(*view, OwnershipSection::Owning, QStringLiteral("per_hour"));
    QVERIFY(!perHour.isEmpty());
    price->selectAll();
    QTest::keyClicks(price, QStringLiteral("-5"));
    QVERIFY(view->form()->errorLabel()->isVisibleTo(view.get()));
    QVERIFY2(view->form()->errorText().contains(QStringLiteral("purchase_price")),
             qPrintable(view->form()->errorText()));
    QCOMPARE(view->scenario().purchasePrice, std::optional<double>(3'400'000.0));
    QCOMPARE(answer(*view, OwnershipSection::Owning, QStringLiteral("per_hour")), perHour);
    // Core's message, as the CLI gives it: one rule for both.
    OwnershipScenario negative = view->scenario();
    negative.purchasePrice = -5.0;
    const QList<ValidationIssue> issues = validateOwnershipScenario(negative);
    QCOMPARE(issues.size(), 1);
    QCOMPARE(view->form()->errorText(), issues.first().message);
    QCOMPARE(view->form()->errorText(),
             QStringLiteral("Purchase price (purchase_price): -5 is negative"));

    price->selectAll();
    QTest::keyClicks(price, QStringLiteral("busy"));
    QVERIFY(view->form()->errorText().contains(QStringLiteral("purchase_price")));
    QCOMPARE(answer(*view, OwnershipSection::Owning, QStringLiteral("per_hour")), perHour);

    price->selectAll();
    QTest::keyClicks(price, QStringLiteral("1700000"));
    QVERIFY(view->form()->errorText().isEmpty());
    QVERIFY(!view->form()->errorLabel()->isVisibleTo(view.get()));
    QVERIFY(answer(*view, OwnershipSection::Owning, QStringLiteral("per_hour")) != perHour);
}

// Save as puts the scenario in the switcher, selected; the session's undo (Edit > Undo) takes
// it out again, and the view goes back to a new scenario for the hardware.
void TstOwnershipView::savedScenarioInSwitcherAndUndone() {
    const auto view = openView(kNvl72);
    QVERIFY(view);
    QTest::keyClicks(view->form()->edit(OwnershipField::PurchasePrice), QStringLiteral("3400000"));
    QVERIFY(!scenarioNames(*view).contains(QStringLiteral("NVL72 at our colo")));
    view->saveAs(QStringLiteral("NVL72 at our colo"));
    QTRY_VERIFY_WITH_TIMEOUT(scenarioNames(*view).contains(QStringLiteral("NVL72 at our colo")),
                             10000);
    QTRY_VERIFY(!view->savedScenarioId().isEmpty());
    QCOMPARE(view->scenarioBar()->scenarioBox()->currentText(),
             QStringLiteral("NVL72 at our colo"));
    QVERIFY(!view->isModified());
    QVERIFY(view->scenarioBar()->deleteButton()->isEnabled());
    const OwnershipScenario* saved = m_session->snapshot().scenario(view->savedScenarioId());
    QVERIFY(saved);
    QCOMPARE(saved->purchasePrice, std::optional<double>(3'400'000.0));
    QCOMPARE(saved->hardwareId, kNvl72);

    m_session->history()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(!scenarioNames(*view).contains(QStringLiteral("NVL72 at our colo")),
                             10000);
    QVERIFY(view->savedScenarioId().isEmpty());
    QCOMPARE(view->scenarioBar()->scenarioBox()->currentIndex(), 0);
}

// Closed on a saved scenario, the view opens on it again for that hardware (and on the defaults
// for other hardware), at the size it had.
void TstOwnershipView::remembersTheLastScenario() {
    {
        const auto view = openView(kTrn3);
        QVERIFY(view);
        view->resize(1100, 700);
        QTest::keyClicks(view->form()->edit(OwnershipField::PowerW), QStringLiteral("130000"));
        view->saveAs(QStringLiteral("Trn3 at the campus"));
        QTRY_VERIFY_WITH_TIMEOUT(!view->savedScenarioId().isEmpty(), 10000);
        view->reject(); // Close: remembers the state
    }
    const QString savedId = Settings().ownershipScenarioId();
    QVERIFY(!savedId.isEmpty());
    const auto again = openView(kTrn3);
    QVERIFY(again);
    QCOMPARE(again->size(), QSize(1100, 700));
    QCOMPARE(again->savedScenarioId(), savedId);
    QCOMPARE(again->scenario().powerW, std::optional<double>(130000.0));
    QCOMPARE(again->scenarioBar()->scenarioBox()->currentText(),
             QStringLiteral("Trn3 at the campus"));
    const auto other = openView(kNvl72);
    QVERIFY(other);
    QVERIFY(other->savedScenarioId().isEmpty());
    // Opened with nothing selected (Tools, Own or rent): on that scenario.
    {
        MainWindow window(m_session.get());
        window.show();
        OwnershipView* fromTools = window.openOwnershipView({});
        QTRY_COMPARE(fromTools->savedScenarioId(), savedId);
        QCOMPARE(fromTools->hardwareId(), kTrn3);
    }
    // Leave the catalog as the other tests expect it.
    again->deleteScenario();
    QTRY_VERIFY_WITH_TIMEOUT(!m_session->snapshot().scenario(savedId), 10000);
}

// GB200 NVL72 and Trn3 UltraServer under one scenario: a column each, the second with its own
// catalog figures (scenarioOnHardware()).
void TstOwnershipView::twoSystemsSideBySide() {
    const auto view = openView(kNvl72, kTrn3);
    QVERIFY(view);
    QCOMPARE(view->compareId(), kTrn3);
    QCOMPARE(view->reports().size(), 2);
    QCOMPARE(view->reports().at(1).hardwareId, kTrn3);
    QCOMPARE(view->answers()->columnCount(), 3);
    QCOMPARE(view->answers()->headerItem()->text(1), m_session->snapshot().system(kNvl72)->name);
    QCOMPARE(view->answers()->headerItem()->text(2), m_session->snapshot().system(kTrn3)->name);
    QCOMPARE(view->compareBox()->currentData().toString(), kTrn3);
    QVERIFY(view->windowTitle().contains(m_session->snapshot().system(kTrn3)->name));
    // Typing changes both: the site's numbers are shared.
    QTest::keyClicks(view->form()->edit(OwnershipField::Pue), QStringLiteral("1.1"));
    QCOMPARE(view->reports().size(), 2);
    const OwnershipReport second =
        ownershipReport(m_session->snapshot(), scenarioOnHardware(view->scenario(), kTrn3),
                        QDate::currentDate(), QLocale());
    QCOMPARE(view->reports().at(1).unitPower.assumption.value, second.unitPower.assumption.value);
    // The Trn3 UltraServer's power is not published: its placement is unknown, not refused, and
    // not red.
    QCOMPARE(view->reports().at(1).unitPower.assumption.origin, AssumptionOrigin::Missing);
    const QTreeWidgetItem* placement =
        view->answers()->rowItem(OwnershipSection::Facility, QStringLiteral("placement"));
    QVERIFY(placement);
    QVERIFY(placement->foreground(2).color() != QColor(0xc6, 0x28, 0x28));
    // Back to one.
    view->compareWith({});
    QCOMPARE(view->answers()->columnCount(), 2);
}

// A rack of GB200 NVL72 (over 100 kW) cannot be placed at the default 27 kW per rack: the row
// says so in red; at 200 kW per rack it can.
void TstOwnershipView::placementRefusedInRed() {
    const auto view = openView(kNvl72);
    QVERIFY(view);
    QVERIFY(!view->reports().first().facility.placeable);
    const QTreeWidgetItem* placement =
        view->answers()->rowItem(OwnershipSection::Facility, QStringLiteral("placement"));
    QVERIFY(placement);
    QVERIFY2(placement->text(1).contains(QStringLiteral("cannot be placed")),
             qPrintable(placement->text(1)));
    QCOMPARE(placement->foreground(1).color(), QColor(0xc6, 0x28, 0x28));

    QTest::keyClicks(view->form()->edit(OwnershipField::RackKw), QStringLiteral("200"));
    QVERIFY(view->reports().first().facility.placeable);
    placement = view->answers()->rowItem(OwnershipSection::Facility, QStringLiteral("placement"));
    QVERIFY(placement);
    QVERIFY(placement->foreground(1).color() != QColor(0xc6, 0x28, 0x28));
}

// --own-or-rent HW[,HW2] and --scenario NAME: parsed, refused when wrong, and the window opens
// the view on them.
void TstOwnershipView::startUpOptions() {
    const auto parse = [](const QStringList& options) {
        return parseGuiCommandLine(QStringList{QStringLiteral("chipatlas")} + options);
    };
    GuiCommandLine line = parse({QStringLiteral("--own-or-rent"), kNvl72 + u',' + kTrn3});
    QCOMPARE(line.action, GuiCommandLine::Action::Run);
    QVERIFY(line.view.ownership);
    QCOMPARE(line.view.ownership->hardwareIds, (QStringList{kNvl72, kTrn3}));
    line = parse({QStringLiteral("--scenario"), QStringLiteral("Our colo")});
    QVERIFY(line.view.ownership);
    QCOMPARE(line.view.ownership->scenario, QStringLiteral("Our colo"));
    line = parse({QStringLiteral("--own-or-rent"), QStringLiteral("a,b,c")});
    QCOMPARE(line.action, GuiCommandLine::Action::Error);
    QVERIFY(line.message.contains(QStringLiteral("--own-or-rent")));
    line = parse({QStringLiteral("--scenario"), QStringLiteral(" ")});
    QCOMPARE(line.action, GuiCommandLine::Action::Error);
    QVERIFY(parse({QStringLiteral("--help")}).message.contains(QStringLiteral("--own-or-rent")));

    ViewOptions options;
    options.ownership = OwnershipViewOptions{{kNvl72, kTrn3}, {}};
    MainWindow window(m_session.get(), options);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(window.ownershipView() && window.ownershipView()->isVisible(), 10000);
    QTRY_COMPARE(window.ownershipView()->hardwareId(), kNvl72);
    QCOMPARE(window.ownershipView()->compareId(), kTrn3);
}

// Tools > Own or rent (Ctrl+Shift+O) on the selected system, and the details pane's button.
void TstOwnershipView::entryPoints() {
    MainWindow window(m_session.get());
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->snapshot().isLoaded(), 10000);
    QAction* action = window.ownershipAction();
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    // In the context menus of both tables.
    QVERIFY(window.tablePage()->tableView()->actions().contains(action));
    QVERIFY(window.tablePage()->systemSection()->tableView()->actions().contains(action));
    window.detailsPane()->setSystem(m_session->snapshot().system(kTrn3));
    QToolButton* button = window.detailsPane()->ownershipButton();
    QVERIFY(button->isVisibleTo(&window));
    button->click();
    QVERIFY(window.ownershipView());
    QTRY_COMPARE(window.ownershipView()->hardwareId(), kTrn3);
    QVERIFY(window.ownershipView()->isVisible());

    // The compare view: the first two compared, side by side.
    window.compareView()->setEntryRefs({EntryRef::system(kNvl72), EntryRef::system(kTrn3)});
    QAction* compareAction = window.compareView()->optionsBar()->ownOrRentAction();
    QTRY_VERIFY(compareAction->isEnabled());
    compareAction->trigger();
    QCOMPARE(window.ownershipView()->hardwareId(), kNvl72);
    QCOMPARE(window.ownershipView()->compareId(), kTrn3);

    // The calculator: its selected row's system.
    FitDialog* fit = window.openFitDialog(kNvl72);
    QTRY_COMPARE(fit->currentSystemId(), kNvl72);
    QTRY_VERIFY(fit->ownershipButton()->isEnabled());
    window.ownershipView()->compareWith({});
    window.ownershipView()->openHardware(kTrn3);
    fit->ownershipButton()->click();
    QCOMPARE(window.ownershipView()->hardwareId(), kNvl72);
}

namespace {
// Picks entry `index` of the scenario switcher as a user does (QComboBox::activated).
void pickScenario(OwnershipView& view, int index) {
    QComboBox* box = view.scenarioBar()->scenarioBox();
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index);
}
} // namespace

// A saved scenario changed on the form, then another picked in the switcher: Cancel keeps the
// form and the switcher on it, Discard shows the other and leaves the saved one as it was, Save
// stores the change and then shows the other. Nothing typed: no question.
void TstOwnershipView::unsavedEditsAskedAboutBeforeSwitching() {
    const auto view = openView(kNvl72);
    QVERIFY(view);
    QVERIFY(!view->hasUnsavedEdits());
    QTest::keyClicks(view->form()->edit(OwnershipField::PurchasePrice), QStringLiteral("3000000"));
    QVERIFY(view->hasUnsavedEdits());
    view->saveAs(QStringLiteral("Base"));
    QTRY_VERIFY_WITH_TIMEOUT(!view->savedScenarioId().isEmpty(), 10000);
    const QString baseId = view->savedScenarioId();
    QVERIFY(!view->hasUnsavedEdits());

    QLineEdit* price = view->form()->edit(OwnershipField::PurchasePrice);
    price->clear();
    QTest::keyClicks(price, QStringLiteral("3500000"));
    QVERIFY(view->hasUnsavedEdits());
    QString asked;
    catalogtest::answerNextBox(view.get(), QStringLiteral("Cancel"), &asked);
    pickScenario(*view, 0); // "New for GB200 NVL72"
    QVERIFY2(
        asked.contains(QStringLiteral("The scenario \"Base\" has changes that are not saved.")),
        qPrintable(asked));
    QVERIFY2(asked.contains(QStringLiteral("new scenario for")), qPrintable(asked));
    QCOMPARE(view->savedScenarioId(), baseId);
    QCOMPARE(view->scenario().purchasePrice, std::optional<double>(3'500'000.0));
    QCOMPARE(view->scenarioBar()->scenarioBox()->currentText(), QStringLiteral("Base (modified)"));

    asked.clear();
    catalogtest::answerNextBox(view.get(), QStringLiteral("Discard"), &asked);
    pickScenario(*view, 0);
    QVERIFY2(asked.contains(QStringLiteral("\"Base\"")), qPrintable(asked));
    QVERIFY(view->savedScenarioId().isEmpty());
    QCOMPARE(m_session->snapshot().scenario(baseId)->purchasePrice,
             std::optional<double>(3'000'000.0));
    QVERIFY(!view->hasUnsavedEdits());

    // Back to Base without a question (the new scenario holds nothing typed), changed, and saved
    // on the way to the new scenario.
    asked.clear();
    pickScenario(*view, view->scenarioBar()->scenarioBox()->findData(baseId));
    QCOMPARE(view->savedScenarioId(), baseId);
    QVERIFY(asked.isEmpty());
    price = view->form()->edit(OwnershipField::PurchasePrice);
    price->clear();
    QTest::keyClicks(price, QStringLiteral("3600000"));
    catalogtest::answerNextBox(view.get(), QStringLiteral("Save"), &asked);
    pickScenario(*view, 0);
    QVERIFY2(asked.contains(QStringLiteral("\"Base\"")), qPrintable(asked));
    // Until the save is written, the switcher shows the scenario on the form.
    QCOMPARE(view->scenarioBar()->scenarioBox()->currentData().toString(), baseId);
    QTRY_VERIFY_WITH_TIMEOUT(view->savedScenarioId().isEmpty(), 10000);
    QCOMPARE(m_session->snapshot().scenario(baseId)->purchasePrice,
             std::optional<double>(3'600'000.0));

    // Leave the catalog as the other tests expect it.
    QVERIFY(view->openScenario(baseId));
    view->deleteScenario();
    QTRY_VERIFY_WITH_TIMEOUT(!m_session->snapshot().scenario(baseId), 10000);
}

// A new scenario with a typed price: closing the view asks (Cancel keeps it open, Discard
// closes it); so do other hardware from the main window and quitting (Cancel keeps the window).
void TstOwnershipView::unsavedEditsAskedAboutBeforeClosingOrQuitting() {
    const auto view = openView(kTrn3);
    QVERIFY(view);
    QTest::keyClicks(view->form()->edit(OwnershipField::PurchasePrice), QStringLiteral("9000000"));
    QString asked;
    catalogtest::answerNextBox(view.get(), QStringLiteral("Cancel"), &asked);
    view->reject();
    QVERIFY2(asked.contains(QStringLiteral("is not saved.")) &&
                 asked.contains(QStringLiteral("before closing?")),
             qPrintable(asked));
    QVERIFY(view->isVisible());
    asked.clear();
    catalogtest::answerNextBox(view.get(), QStringLiteral("Discard"), &asked);
    view->reject();
    QVERIFY2(asked.contains(QStringLiteral("before closing?")), qPrintable(asked));
    QVERIFY(!view->isVisible());

    MainWindow window(m_session.get());
    window.show();
    OwnershipView* shown = window.openOwnershipView(kTrn3);
    QTRY_COMPARE(shown->hardwareId(), kTrn3);
    QTest::keyClicks(shown->form()->edit(OwnershipField::PurchasePrice), QStringLiteral("9000000"));
    catalogtest::answerNextBox(&window, QStringLiteral("Cancel"), &asked);
    window.openOwnershipView(kNvl72);
    QVERIFY2(asked.contains(QStringLiteral("before showing")), qPrintable(asked));
    QCOMPARE(shown->hardwareId(), kTrn3);
    catalogtest::answerNextBox(&window, QStringLiteral("Cancel"), &asked);
    QVERIFY(!window.close());
    QVERIFY2(asked.contains(QStringLiteral("before ChipAtlas quits?")), qPrintable(asked));
    QVERIFY(window.isVisible());
    asked.clear();
    catalogtest::answerNextBox(&window, QStringLiteral("Discard"), &asked);
    window.openOwnershipView(kNvl72);
    QVERIFY2(asked.contains(QStringLiteral("before showing")), qPrintable(asked));
    QCOMPARE(shown->hardwareId(), kNvl72);
    QVERIFY(!shown->hasUnsavedEdits());
}

QTEST_MAIN(TstOwnershipView)
#include "tst_ownershipview.moc"
