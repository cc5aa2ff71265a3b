// Every control a screen reader can land on has a name and says what it is for: the test walks
// the widget tree of each view (the chip and system tables with the details pane, the compare
// view with two chips, the chart, the model-fit calculator) and of each dialog (Preferences page
// by page, Catalog Settings, the import preview, the chip, system, offer, price and model
// editors, the quick search, About, the chart export, the compare find dialog, the column
// chooser, the password prompt), and lists each visible control whose accessible interface has
// an empty name or an empty description. A button names itself by its text, a field by the
// label whose buddy it is; a control with neither needs setAccessibleName(). The description is
// the control's tooltip or its setAccessibleDescription(); a tab's is its tab tooltip. A combo or
// spin box's own line edit, a field's clear button, a view's scroll bars and header belong to
// their control and are not listed; a dialog's standard buttons (OK, Cancel, ...) need no
// description.
#include "application/catalogsession.h"
#include "common/chartexportdialog.h"
#include "common/entrymime.h"
#include "common/settings.h"
#include "compare/comparefinddialog.h"
#include "compare/compareview.h"
#include "editing/chipeditdialog.h"
#include "editing/figureedit.h"
#include "editing/modeleditdialog.h"
#include "editing/offereditdialog.h"
#include "editing/systemeditdialog.h"
#include "fit/fitdialog.h"
#include "fit/priceeditdialog.h"
#include "guistartup.h"
#include "io/catalogimport.h"
#include "sessiontestdata.h"
#include "settings/catalogsettingsdialog.h"
#include "settings/passworddialog.h"
#include "settings/preferencesdialog.h"
#include "table/catalogtablepage.h"
#include "table/columnchooserdialog.h"
#include "transfer/importpreviewdialog.h"
#include "window/aboutdialog.h"
#include "window/mainwindow.h"
#include "window/quicksearch.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLineEdit>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QToolButton>
#include <QTreeWidget>

#include <memory>

using namespace chipatlas;

namespace {

// A control the user can operate or read from with the keyboard.
bool isControl(const QWidget* widget) {
    return qobject_cast<const QAbstractButton*>(widget) ||
           qobject_cast<const QAbstractItemView*>(widget) ||
           qobject_cast<const QAbstractSpinBox*>(widget) ||
           qobject_cast<const QAbstractSlider*>(widget) || qobject_cast<const QComboBox*>(widget) ||
           qobject_cast<const QLineEdit*>(widget) || qobject_cast<const QTabBar*>(widget) ||
           qobject_cast<const QTextEdit*>(widget) ||
           qobject_cast<const QGraphicsView*>(widget); // the chart
}

// "QLineEdit#filterEdit in CatalogFilterBar#filterBar in ...": enough to find the widget.
QString describe(const QWidget* widget) {
    QStringList path;
    for (const QWidget* w = widget; w && path.size() < 3; w = w->parentWidget()) {
        const QString name = w->objectName();
        path << QString::fromLatin1(w->metaObject()->className()) +
                    (name.isEmpty() ? QString() : QLatin1Char('#') + name);
    }
    return path.join(QStringLiteral(" in "));
}

// The visible controls under `root` (itself included) that a screen reader lands on. A combo
// box's or spin box's line edit is part of it, a scroll bar belongs to its view, a field's clear
// button to its field and a view's header to its view.
QList<const QWidget*> accessibleControls(const QWidget* root) {
    QList<const QWidget*> controls;
    QList<const QWidget*> widgets{root};
    for (const QWidget* child : root->findChildren<QWidget*>())
        widgets << child;
    for (const QWidget* widget : widgets) {
        if (!widget->isVisible() || !isControl(widget))
            continue;
        const QWidget* parent = widget->parentWidget();
        if (qobject_cast<const QLineEdit*>(widget) &&
            (qobject_cast<const QComboBox*>(parent) ||
             qobject_cast<const QAbstractSpinBox*>(parent)))
            continue;
        if (qobject_cast<const QAbstractSlider*>(widget) && widget->focusPolicy() == Qt::NoFocus)
            continue;
        if (qobject_cast<const QAbstractButton*>(widget) &&
            qobject_cast<const QLineEdit*>(parent) && widget->focusPolicy() == Qt::NoFocus)
            continue; // a field's clear button, outside the tab order: Ctrl+A, Del do the same
        if (qobject_cast<const QHeaderView*>(widget) &&
            qobject_cast<const QAbstractItemView*>(parent))
            continue; // the table's own interface names its columns
        controls << widget;
    }
    return controls;
}

QString accessibleText(const QWidget* widget, QAccessible::Text text) {
    QAccessibleInterface* accessible =
        QAccessible::queryAccessibleInterface(const_cast<QWidget*>(widget));
    return accessible ? accessible->text(text).trimmed() : QString();
}

// Those of accessibleControls() whose accessible name is empty.
QStringList unnamedControls(const QWidget* root) {
    QStringList unnamed;
    for (const QWidget* widget : accessibleControls(root)) {
        if (accessibleText(widget, QAccessible::Name).isEmpty())
            unnamed << describe(widget);
    }
    return unnamed;
}

// Those of accessibleControls() that do not say what they are for: no accessible description
// (their own, or their tooltip, which Qt falls back on). A tab bar's tabs are described one by
// one (their tooltips); the standard buttons of a dialog (OK, Cancel, Apply, ...) say it with
// their names.
QStringList undescribedControls(const QWidget* root) {
    QStringList undescribed;
    for (const QWidget* widget : accessibleControls(root)) {
        if (qobject_cast<const QAbstractButton*>(widget) &&
            qobject_cast<const QDialogButtonBox*>(widget->parentWidget()))
            continue;
        if (const auto* bar = qobject_cast<const QTabBar*>(widget)) {
            QAccessibleInterface* accessible =
                QAccessible::queryAccessibleInterface(const_cast<QTabBar*>(bar));
            int tabs = 0;
            for (int i = 0; accessible && i < accessible->childCount(); ++i) {
                QAccessibleInterface* tab = accessible->child(i);
                if (!tab || tab->role() != QAccessible::PageTab)
                    continue;
                ++tabs;
                if (tab->text(QAccessible::Description).trimmed().isEmpty())
                    undescribed << describe(widget) + QStringLiteral(", tab ") +
                                       tab->text(QAccessible::Name);
            }
            if (tabs != bar->count())
                undescribed
                    << describe(widget) +
                           QStringLiteral(": %1 of %2 tabs reachable").arg(tabs).arg(bar->count());
            continue;
        }
        if (accessibleText(widget, QAccessible::Description).isEmpty())
            undescribed << describe(widget) + QStringLiteral(" (") +
                               accessibleText(widget, QAccessible::Name) + QLatin1Char(')');
    }
    return undescribed;
}

QByteArray report(const QString& view, const QStringList& controls,
                  const char* what = "an accessible name") {
    QStringList first = controls.mid(0, 20);
    if (controls.size() > first.size())
        first << QStringLiteral("and %1 more").arg(controls.size() - first.size());
    return QStringLiteral("%1: %2 control(s) without %3:\n  %4")
        .arg(view)
        .arg(controls.size())
        .arg(QLatin1String(what), first.join(QStringLiteral("\n  ")))
        .toUtf8();
}

// What the controls under `root` miss: a name, or a description; empty when nothing.
QByteArray missing(const QWidget* root, const QString& view) {
    QByteArray problems;
    if (const QStringList unnamed = unnamedControls(root); !unnamed.isEmpty())
        problems += report(view, unnamed) + '\n';
    if (const QStringList undescribed = undescribedControls(root); !undescribed.isEmpty())
        problems += report(view, undescribed, "an accessible description");
    return problems;
}

} // namespace

class TstAccessibleNames final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyViewNamesItsControls();
    void everyDialogNamesItsControls_data();
    void everyDialogNamesItsControls();

private:
    std::unique_ptr<QWidget> createDialog(const QString& dialog, MainWindow* window);
    ImportPlan importPlan() const;

    QTemporaryDir m_dir;
    CatalogSession m_session;
};

void TstAccessibleNames::initTestCase() {
    const QString error =
        sessiontest::openTestSession(m_session, m_dir, QStringLiteral("tst_accessible_names"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TstAccessibleNames::everyViewNamesItsControls() {
    ViewOptions options;
    options.size = QSize(1440, 900);
    options.selectId = QStringLiteral("nvidia-h100-sxm");
    MainWindow window(&m_session, options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(window.tablePage()->totalCount() > 0, 10000);

    // The chip table with the details pane.
    QByteArray problems = missing(&window, QStringLiteral("chips and details"));
    QVERIFY2(problems.isEmpty(), problems.constData());

    // The compare view with two chips.
    window.compareView()->setEntryRefs(
        entriesFromLines({QStringLiteral("nvidia-h100-sxm"), QStringLiteral("amd-mi300x")}));
    window.showSideTab(SideTab::Compare);
    QTest::qWait(200);
    problems = missing(&window, QStringLiteral("compare"));
    QVERIFY2(problems.isEmpty(), problems.constData());

    // The chart.
    window.showSideTab(SideTab::Chart);
    QTest::qWait(200);
    problems = missing(&window, QStringLiteral("chart"));
    QVERIFY2(problems.isEmpty(), problems.constData());
    // The chart says what it plots.
    QWidget* chart = window.findChild<QWidget*>(QStringLiteral("chartView"));
    QVERIFY(chart);
    QTRY_VERIFY(chart->accessibleDescription().contains(QLatin1String(" against ")));

    // The systems table.
    window.tablePage()->setMode(TableMode::Systems);
    QTest::qWait(200);
    problems = missing(&window, QStringLiteral("systems"));
    QVERIFY2(problems.isEmpty(), problems.constData());

    // The model-fit calculator.
    FitDialog* fit =
        window.openFitDialog(QStringLiteral("nvidia-h100-sxm"), QStringLiteral("llama-3.1-70b"));
    QVERIFY(fit);
    QVERIFY(QTest::qWaitForWindowExposed(fit));
    QTest::qWait(200);
    problems = missing(fit, QStringLiteral("model fit"));
    fit->close();
    QVERIFY2(problems.isEmpty(), problems.constData());
}

void TstAccessibleNames::everyDialogNamesItsControls_data() {
    QTest::addColumn<QString>("dialog");
    for (const char* dialog :
         {"preferences-general", "preferences-calculations", "preferences-catalog",
          "catalog-settings", "import-preview", "chip-new", "chip-edit", "system-edit", "offer-new",
          "offer-record-price", "price", "model-edit", "quick-search", "about", "chart-export",
          "compare-find", "column-chooser", "password"})
        QTest::newRow(dialog) << QString::fromLatin1(dialog);
}

void TstAccessibleNames::everyDialogNamesItsControls() {
    QFETCH(QString, dialog);
    ViewOptions options;
    options.size = QSize(1280, 800);
    MainWindow window(&m_session, options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(window.tablePage()->totalCount() > 0, 10000);
    const std::unique_ptr<QWidget> shown = createDialog(dialog, &window);
    QVERIFY(shown);
    if (shown->isWindow()) {
        shown->show();
        QVERIFY(QTest::qWaitForWindowExposed(shown.get()));
    }
    QVERIFY(shown->isVisible());
    if (auto* search = qobject_cast<QuickSearch*>(shown.get()))
        QTRY_VERIFY(search->resultList()->topLevelItemCount() > 0); // with its results
    const QByteArray problems = missing(shown.get(), dialog);
    QVERIFY2(problems.isEmpty(), problems.constData());
}

// The dialog of a _data() row, filled with the catalog's chips, systems, offers and models as
// the window would fill it, with its collapsed parts opened.
std::unique_ptr<QWidget> TstAccessibleNames::createDialog(const QString& dialog,
                                                          MainWindow* window) {
    const CatalogSnapshot& snapshot = m_session.snapshot();
    const QString h100 = QStringLiteral("nvidia-h100-sxm");
    if (dialog.startsWith(QLatin1String("preferences-"))) {
        auto preferences =
            std::make_unique<PreferencesDialog>(m_session.connection(), snapshot.offers());
        preferences->showPage(
            dialog.endsWith(QLatin1String("general"))        ? PreferencesDialog::Page::General
            : dialog.endsWith(QLatin1String("calculations")) ? PreferencesDialog::Page::Calculations
                                                             : PreferencesDialog::Page::Catalog);
        return preferences;
    }
    if (dialog == QLatin1String("catalog-settings"))
        return std::make_unique<CatalogSettingsDialog>(&m_session);
    if (dialog == QLatin1String("import-preview"))
        return std::make_unique<ImportPreviewDialog>(importPlan(), QStringLiteral("chips.csv"));
    if (dialog.startsWith(QLatin1String("chip-"))) {
        ChipEditDialog::Setup setup;
        setup.mode = dialog == QLatin1String("chip-new") ? ChipEditDialog::Mode::New
                                                         : ChipEditDialog::Mode::Edit;
        if (setup.mode == ChipEditDialog::Mode::Edit) {
            setup.chip = *snapshot.chip(h100);
            setup.builtIn = CatalogSnapshot::builtInChip(h100);
        }
        auto editor = std::make_unique<ChipEditDialog>(setup);
        editor->figureRow(Field::TdpW)->moreButton()->click(); // a figure's attributes
        return editor;
    }
    if (dialog == QLatin1String("system-edit")) {
        SystemEditDialog::Setup setup;
        setup.mode = SystemEditDialog::Mode::Edit;
        setup.system = snapshot.systems().value(0);
        setup.chips = snapshot.chips();
        return std::make_unique<SystemEditDialog>(setup);
    }
    if (dialog.startsWith(QLatin1String("offer-"))) {
        OfferEditDialog::Setup setup;
        if (dialog == QLatin1String("offer-new")) {
            setup.offer.targetId = h100;
            setup.offer.chips = 8;
        } else {
            setup.mode = OfferEditDialog::Mode::RecordPrice;
            setup.offer = snapshot.offers().value(0);
        }
        setup.targetName = setup.offer.targetId;
        return std::make_unique<OfferEditDialog>(setup);
    }
    if (dialog == QLatin1String("price"))
        return std::make_unique<PriceEditDialog>(h100, QStringLiteral("H100 SXM"),
                                                 snapshot.price(h100));
    if (dialog == QLatin1String("model-edit"))
        return std::make_unique<ModelEditDialog>(ModelEditDialog::Mode::Edit,
                                                 snapshot.models().value(0), nullptr);
    if (dialog == QLatin1String("quick-search")) {
        auto search = std::make_unique<QuickSearch>(window);
        search->setSnapshot(snapshot);
        search->popup();
        QTest::keyClicks(search->lineEdit(), QStringLiteral("h100"));
        return search;
    }
    if (dialog == QLatin1String("about"))
        return std::make_unique<AboutDialog>(m_session.connection().displayText());
    if (dialog == QLatin1String("chart-export"))
        return std::make_unique<ChartExportDialog>();
    if (dialog == QLatin1String("compare-find")) {
        QList<CompareFindDialog::Entry> entries;
        for (const Chip& chip : snapshot.chips())
            entries.append({EntryRef::chip(chip.id), chip.name, chip.vendor, chip.id != h100});
        auto find = std::make_unique<CompareFindDialog>(QStringLiteral("Chips"), entries);
        find->setFilterText(QStringLiteral("nvidia"));
        return find;
    }
    if (dialog == QLatin1String("column-chooser")) {
        const QList<ColumnChoice> columns{{0, QStringLiteral("Name"), true},
                                          {1, QStringLiteral("Vendor"), false},
                                          {2, QStringLiteral("Memory"), true}};
        return std::make_unique<ColumnChooserDialog>(columns, columns);
    }
    if (dialog == QLatin1String("password"))
        return std::make_unique<PasswordDialog>(
            CatalogConnection::postgres(QStringLiteral("db.example.invalid"), 5432,
                                        QStringLiteral("chipatlas"), QStringLiteral("ana")),
            QStringLiteral("The server refused the password."));
    return nullptr;
}

// A file with a changed chip and a new one, as the import preview shows it.
ImportPlan TstAccessibleNames::importPlan() const {
    const QList<Chip> current = m_session.snapshot().chips();
    ImportedChip changed;
    changed.chip = current.at(0);
    changed.chip.notes = QStringLiteral("Imported note");
    ImportedChip added;
    added.chip = current.at(1);
    added.chip.id = QStringLiteral("test-new-chip");
    return planImport(current, {changed, added}).value_or(ImportPlan{});
}

QTEST_MAIN(TstAccessibleNames)
#include "tst_accessible_names.moc"
