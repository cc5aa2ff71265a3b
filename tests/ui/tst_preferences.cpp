// Preferences: every page writes its settings, the settings round-trip through a file, and the
// running window honours them at once: GB or GiB everywhere memory is shown, the efficiency
// precision, the theme (the palette and the chart), the calculator's defaults and the offer its
// costs use; the language is read back at the next start.
#include "application/catalogsession.h"
#include "chart/catalogchart.h"
#include "chart/chartpage.h"
#include "common/settings.h"
#include "common/theme.h"
#include "compare/compareview.h"
#include "compare/comparisonmodel.h"
#include "details/detailspane.h"
#include "domain/figure.h"
#include "domain/memorybudget.h"
#include "fit/fitdialog.h"
#include "fit/fitinputsbar.h"
#include "fit/fittablemodel.h"
#include "guistartup.h"
#include "guitranslators.h"
#include "sessiontestdata.h"
#include "settings/calculationspreferencespage.h"
#include "settings/generalpreferencespage.h"
#include "settings/preferencesdialog.h"
#include "table/catalogtablepage.h"
#include "table/chiptablemodel.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace chipatlas;

namespace {
constexpr int kBuiltInChipCount = 34;
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

void choose(QComboBox* combo, const QVariant& data) {
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    combo->setCurrentIndex(index);
}

QString tableText(const MainWindow& window, const QString& chipId, int column) {
    const ChipTableModel* model = window.tablePage()->model();
    return model->index(model->rowForId(chipId), column).data().toString();
}
} // namespace

class TstPreferences final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void settingsRoundTripThroughAnIniFile();
    void olderCalculatorUnitsAreKept();
    void resetKeepsThemeAndLanguage();
    void dialogWritesEverySetting();
    void memoryUnitsReachEveryView();
    void precisionReachesTableAndMenu();
    void darkThemeDarkensPaletteAndChart();
    void calculatorStartsFromTheDefaults();
    void onDemandOfferPolicyReachesTheCosts();
    void currencyListsTheCatalogsCurrencies();
    void catalogPageLeadsToCatalogSettings();
    void themeOnTheCommandLine_data();
    void themeOnTheCommandLine();
    void languageIsReadBackAtStart();

private:
    std::unique_ptr<MainWindow> openWindow();
    // Opens Preferences from the File menu's entry, as a user does.
    PreferencesDialog* openPreferences(MainWindow& window);

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
};

void TstPreferences::initTestCase() {
    m_session = std::make_unique<CatalogSession>();
    const QString error =
        sessiontest::openTestSession(*m_session, m_dir, QStringLiteral("tst_preferences"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TstPreferences::init() {
    Settings().clear();
}

void TstPreferences::cleanup() {
    applyTheme(Theme::System);
}

std::unique_ptr<MainWindow> TstPreferences::openWindow() {
    auto window = std::make_unique<MainWindow>(m_session.get(), ViewOptions());
    window->resize(1280, 800);
    window->show();
    return window;
}

#define OPEN_WINDOW(window)                                                                        \
    const auto window = openWindow();                                                              \
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));                                           \
    QTRY_COMPARE_WITH_TIMEOUT(window->tablePage()->totalCount(), kBuiltInChipCount, 10000)

PreferencesDialog* TstPreferences::openPreferences(MainWindow& window) {
    window.preferencesAction()->trigger();
    // A dialog closed before may still wait for its deletion: the one shown is the new one.
    for (PreferencesDialog* dialog : window.findChildren<PreferencesDialog*>()) {
        if (dialog->isVisible()) {
            return QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
        }
    }
    return nullptr;
}

void TstPreferences::settingsRoundTripThroughAnIniFile() {
    const QString ini = m_dir.filePath(QStringLiteral("round-trip.ini"));
    {
        Settings fresh(ini);
        QCOMPARE(fresh.theme(), Theme::System);
        QCOMPARE(fresh.language(), QString());
        QCOMPARE(fresh.memoryUnits(), MemoryUnits::Decimal);
        QCOMPARE(fresh.offerPolicy(), OfferPolicy::Cheapest);
        QCOMPARE(fresh.perfPrecision(), Precision::BF16);
        QCOMPARE(fresh.fitInputs().headroomPercent, 15.0);
        QCOMPARE(fresh.fitInputs().budget.kind, MemoryBudgetKind::RuleOfThumb);
    }
    {
        Settings settings(ini);
        settings.setTheme(Theme::Dark);
        settings.setLanguage(QStringLiteral("de"));
        settings.setMemoryUnits(MemoryUnits::Binary);
        settings.setOfferPolicy(OfferPolicy::CheapestOnDemand);
        settings.setPerfPrecision(Precision::FP8);
        FitInputs inputs = settings.fitInputs();
        inputs.headroomPercent = 20.0;
        inputs.budget = MemoryBudget{.kind = MemoryBudgetKind::Vllm};
        settings.setFitInputs(inputs);
        settings.sync();
    }
    Settings read(ini);
    QCOMPARE(read.theme(), Theme::Dark);
    QCOMPARE(read.language(), QStringLiteral("de"));
    QCOMPARE(read.memoryUnits(), MemoryUnits::Binary);
    QCOMPARE(read.offerPolicy(), OfferPolicy::CheapestOnDemand);
    QCOMPARE(read.perfPrecision(), Precision::FP8);
    QCOMPARE(read.fitInputs().headroomPercent, 20.0);
    QCOMPARE(read.fitInputs().budget.kind, MemoryBudgetKind::Vllm);

    // A hand-edited file falls back to the defaults rather than to nonsense.
    QSettings raw(ini, QSettings::IniFormat);
    raw.setValue(QStringLiteral("Preferences/theme"), QStringLiteral("purple"));
    raw.setValue(QStringLiteral("Preferences/offerPolicy"), QStringLiteral("dearest"));
    raw.sync();
    Settings edited(ini);
    QCOMPARE(edited.theme(), Theme::System);
    QCOMPARE(edited.offerPolicy(), OfferPolicy::Cheapest);
}

// Before Preferences, the calculator's Units box kept GB or GiB: that choice stands.
void TstPreferences::olderCalculatorUnitsAreKept() {
    const QString ini = m_dir.filePath(QStringLiteral("older.ini"));
    {
        QSettings raw(ini, QSettings::IniFormat);
        raw.setValue(QStringLiteral("FitDialog/binaryUnits"), true);
    }
    Settings settings(ini);
    QCOMPARE(settings.memoryUnits(), MemoryUnits::Binary);
    settings.setMemoryUnits(MemoryUnits::Decimal);
    QCOMPARE(settings.memoryUnits(), MemoryUnits::Decimal);
}

void TstPreferences::resetKeepsThemeAndLanguage() {
    const QString ini = m_dir.filePath(QStringLiteral("reset.ini"));
    Settings settings(ini);
    settings.setTheme(Theme::Light);
    settings.setLanguage(QStringLiteral("ja"));
    settings.setMemoryUnits(MemoryUnits::Binary);
    settings.clearViewState();
    QCOMPARE(settings.theme(), Theme::Light);
    QCOMPARE(settings.language(), QStringLiteral("ja"));
    QCOMPARE(settings.memoryUnits(), MemoryUnits::Decimal); // part of the view
}

void TstPreferences::dialogWritesEverySetting() {
    PreferencesDialog dialog(CatalogConnection::sqliteFile(QStringLiteral("/tmp/x.sqlite")), {});
    GeneralPreferencesPage* general = dialog.generalPage();
    CalculationsPreferencesPage* calculations = dialog.calculationsPage();
    // The language names are in their own languages, whatever the one shown.
    QVERIFY(general->languageCombo()->findText(QStringLiteral("Deutsch")) >= 0);
    QVERIFY(general->languageCombo()->findText(QStringLiteral("日本語")) >= 0);
    QVERIFY(general->restartNote()->text().contains(QLatin1String("next time")));

    choose(general->languageCombo(), QStringLiteral("ja"));
    choose(general->themeCombo(), themeKey(Theme::Light));
    choose(general->unitsCombo(), int(MemoryUnits::Binary));
    choose(calculations->precisionCombo(), precisionKey(Precision::INT8));
    calculations->headroomSpin()->setValue(25.0);
    choose(calculations->offerPolicyCombo(), offerPolicyKey(OfferPolicy::CheapestOnDemand));
    QSignalSpy applied(&dialog, &PreferencesDialog::applied);
    dialog.apply();
    QCOMPARE(applied.size(), 1);
    {
        const Settings settings;
        QCOMPARE(settings.language(), QStringLiteral("ja"));
        QCOMPARE(settings.theme(), Theme::Light);
        QCOMPARE(settings.memoryUnits(), MemoryUnits::Binary);
        QCOMPARE(settings.perfPrecision(), Precision::INT8);
        QCOMPARE(settings.fitInputs().headroomPercent, 25.0);
        QCOMPARE(settings.fitInputs().budget.kind, MemoryBudgetKind::RuleOfThumb);
        QCOMPARE(settings.offerPolicy(), OfferPolicy::CheapestOnDemand);
    }

    // An engine's budget: the headroom is the rule of thumb's, so its box goes grey.
    choose(calculations->budgetCombo(), int(MemoryBudgetKind::Sglang));
    QVERIFY(!calculations->headroomSpin()->isEnabled());
    dialog.accept();
    QCOMPARE(Settings().fitInputs().budget.kind, MemoryBudgetKind::Sglang);
    QCOMPARE(applied.size(), 2);

    // A dialog opened later shows what is stored.
    PreferencesDialog again(CatalogConnection::sqliteFile(QStringLiteral("/tmp/x.sqlite")), {});
    QCOMPARE(again.generalPage()->languageCombo()->currentData().toString(), QStringLiteral("ja"));
    QCOMPARE(again.generalPage()->unitsCombo()->currentData().toInt(), int(MemoryUnits::Binary));
    QCOMPARE(again.calculationsPage()->precisionCombo()->currentData().toString(),
             precisionKey(Precision::INT8));
    QCOMPARE(again.calculationsPage()->budgetCombo()->currentData().toInt(),
             int(MemoryBudgetKind::Sglang));
}

void TstPreferences::memoryUnitsReachEveryView() {
    OPEN_WINDOW(window);
    const int memory = ChipTableModel::columnForField(Field::MemoryGb);
    QCOMPARE(tableText(*window, kH100, memory), QStringLiteral("80"));
    // MI300X's 192 GiB, printed so, reads in the column's GB, converted and marked.
    QCOMPARE(tableText(*window, QStringLiteral("amd-mi300x"), memory), QStringLiteral("206.16 ‡"));
    window->tablePage()->selectChip(kH100);
    QTRY_COMPARE(window->detailsPane()->chipId(), kH100);
    window->compareChip(kH100);
    window->compareChip(QStringLiteral("amd-mi300x"));

    PreferencesDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    choose(dialog->generalPage()->unitsCombo(), int(MemoryUnits::Binary));
    dialog->accept();

    // The column in GiB: an "80 GB" H100 is 74.51 GiB; MI300X's 192 GiB keeps its printed
    // number and its mark.
    QCOMPARE(tableText(*window, kH100, memory), QStringLiteral("74.51"));
    QCOMPARE(tableText(*window, QStringLiteral("amd-mi300x"), memory), QStringLiteral("192 ‡"));
    QVERIFY(window->detailsPane()->browser()->toPlainText().contains(QLatin1String("74.51 GiB")));
    const ComparisonModel* comparison = window->compareView()->model();
    const QModelIndex row = comparison->indexForKey(QStringLiteral("memory_gb"));
    QVERIFY(row.isValid());
    QVERIFY2(comparison->index(row.row(), 1, row.parent())
                 .data()
                 .toString()
                 .startsWith(QLatin1String("74.51 GiB")),
             qPrintable(comparison->index(row.row(), 1, row.parent()).data().toString()));
    // The chart's memory axis in the table column's unit, the H100 at 74.51 GiB.
    ChartPage* chart = window->chartPage();
    chart->setSpec(chartPresetSpec(ChartPreset::MemoryVsBandwidth));
    QCOMPARE(chart->chartData().xTitle, QStringLiteral("Memory (GiB)"));
    for (const ChartPoint& point : chart->chartData().points) {
        if (point.id == kH100)
            QCOMPARE(point.x, 80e9 / double(1LL << 30));
    }

    FitDialog* fit = window->openFitDialog(kH100);
    QTRY_VERIFY(fit->hasCatalog());
    QCOMPARE(fit->inputsBar()->memoryUnits(), MemoryUnits::Binary);
    const FitTableModel* fits = fit->tableModel();
    QCOMPARE(fits->index(fits->rowForId(kH100), FitTableModel::MemoryColumn).data().toString(),
             QStringLiteral("74.51 GiB"));

    // The calculator's Units box is the same setting: back to GB everywhere.
    QComboBox* units = fit->inputsBar()->unitsCombo();
    units->setCurrentIndex(units->findData(int(MemoryUnits::Decimal)));
    QCOMPARE(Settings().memoryUnits(), MemoryUnits::Decimal);
    QCOMPARE(tableText(*window, kH100, memory), QStringLiteral("80"));
    QCOMPARE(chart->chartData().xTitle, QStringLiteral("Memory (GB)"));
    fit->close();
}

void TstPreferences::precisionReachesTableAndMenu() {
    OPEN_WINDOW(window);
    const ChipTableModel* model = window->tablePage()->model();
    const QModelIndex perfPerWatt =
        model->index(model->rowForId(kH100), ChipTableModel::PerfPerWattColumn);
    QCOMPARE(perfPerWatt.data().toString(), QStringLiteral("1.41")); // 989.5 TFLOPS / 700 W

    PreferencesDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    choose(dialog->calculationsPage()->precisionCombo(), precisionKey(Precision::FP8));
    dialog->accept();
    QCOMPARE(window->tablePage()->precision(), Precision::FP8);
    QCOMPARE(perfPerWatt.data().toString(), QStringLiteral("2.83")); // 1,979 / 700
    QVERIFY(model->headerData(ChipTableModel::PerfPerWattColumn, Qt::Horizontal)
                .toString()
                .contains(QLatin1String("FP8")));
    QCOMPARE(window->chartPage()->precision(), Precision::FP8);
    // View > Perf/W precision shows it, and what that menu picks Preferences shows next.
    QAction* fp8 = nullptr;
    QAction* fp16 = nullptr;
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->isCheckable() && action->data() == precisionKey(Precision::FP8))
            fp8 = action;
        if (action->isCheckable() && action->data() == precisionKey(Precision::FP16))
            fp16 = action;
    }
    QVERIFY(fp8 && fp16);
    QVERIFY(fp8->isChecked());
    fp16->trigger();
    PreferencesDialog* next = openPreferences(*window);
    QVERIFY(next);
    QCOMPARE(next->calculationsPage()->precisionCombo()->currentData().toString(),
             precisionKey(Precision::FP16));
    next->reject();
}

void TstPreferences::darkThemeDarkensPaletteAndChart() {
    OPEN_WINDOW(window);
    window->showSideTab(SideTab::Chart);
    CatalogChart* chart = window->chartPage()->chart();
    QVERIFY(!isDarkPalette(QApplication::palette()));
    QVERIFY(chart->backgroundBrush().color().lightness() > 200);

    PreferencesDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    choose(dialog->generalPage()->themeCombo(), themeKey(Theme::Dark));
    dialog->accept();
    QCOMPARE(appliedTheme(), Theme::Dark);
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
    QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    QTRY_COMPARE(chart->scheme(), ChartScheme::Dark);
    QVERIFY(chart->backgroundBrush().color().lightness() < 80);
    // Axis labels and the legend read light on it.
    for (QAbstractAxis* axis : chart->axes())
        QVERIFY(axis->labelsBrush().color().lightness() > 160);
    QVERIFY(chart->legend()->labelColor().lightness() > 160);
    // The fit colours are the dark variants: lighter than the text they replace on white.
    QVERIFY(signalColor(SignalColor::Good, QApplication::palette()).lightness() >
            signalColor(SignalColor::Good, lightPalette()).lightness());

    PreferencesDialog* back = openPreferences(*window);
    QVERIFY(back);
    QCOMPARE(back->generalPage()->themeCombo()->currentData().toString(), themeKey(Theme::Dark));
    choose(back->generalPage()->themeCombo(), themeKey(Theme::Light));
    back->accept();
    QVERIFY(!isDarkPalette(QApplication::palette()));
    QTRY_COMPARE(chart->scheme(), ChartScheme::Light);
    QCOMPARE(Settings().theme(), Theme::Light);
}

void TstPreferences::calculatorStartsFromTheDefaults() {
    OPEN_WINDOW(window);
    PreferencesDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    dialog->calculationsPage()->headroomSpin()->setValue(30.0);
    dialog->accept();
    FitDialog* fit = window->openFitDialog(kH100, QStringLiteral("llama-3.1-70b"));
    QTRY_VERIFY(fit->hasCatalog());
    QCOMPARE(fit->inputsBar()->inputs().headroomPercent, 30.0);

    // Changed while the calculator is open, it follows; so does "What fits" for the budget.
    dialog = openPreferences(*window);
    QVERIFY(dialog);
    QCOMPARE(dialog->calculationsPage()->headroomSpin()->value(), 30.0);
    choose(dialog->calculationsPage()->budgetCombo(), int(MemoryBudgetKind::Vllm));
    dialog->accept();
    QCOMPARE(fit->inputsBar()->inputs().budget.kind, MemoryBudgetKind::Vllm);
    QCOMPARE(fit->inputsBar()->inputs().headroomPercent, 30.0);
    window->tablePage()->selectChip(kH100);
    QTRY_VERIFY(window->detailsPane()->browser()->toPlainText().contains(QLatin1String("vLLM")));
    fit->close();
}

void TstPreferences::onDemandOfferPolicyReachesTheCosts() {
    OPEN_WINDOW(window);
    FitDialog* fit = window->openFitDialog(kH100, QStringLiteral("llama-3.1-8b"));
    QTRY_VERIFY(fit->hasCatalog());
    const FitPricing& pricing = fit->tableModel()->pricing();
    const std::optional<PriceOption> cheapest = pricing.chosen(pricing.chipOptions(kH100), kH100);
    QVERIFY(cheapest);
    QCOMPARE(cheapest->pricing, Pricing::Reserved); // Lambda's reservation, the cheapest

    PreferencesDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    choose(dialog->calculationsPage()->offerPolicyCombo(),
           offerPolicyKey(OfferPolicy::CheapestOnDemand));
    dialog->accept();
    const std::optional<PriceOption> onDemand = pricing.chosen(pricing.chipOptions(kH100), kH100);
    QVERIFY(onDemand);
    QCOMPARE(onDemand->pricing, Pricing::OnDemand);
    QVERIFY(onDemand->usdPerChipHour > cheapest->usdPerChipHour);
    QTRY_VERIFY2(fit->priceUsedLabel()->text().contains(QLatin1String("cheapest on-demand")),
                 qPrintable(fit->priceUsedLabel()->text()));
    fit->close();
}

// Costs are in USD (offerchoice.h): the box lists the catalog's currencies, and only USD can be
// chosen.
void TstPreferences::currencyListsTheCatalogsCurrencies() {
    Offer usd;
    usd.prices << OfferPrice{};
    Offer euro = usd;
    euro.prices.first().currency = QStringLiteral("EUR");
    PreferencesDialog builtIn(CatalogConnection::sqliteFile(QStringLiteral("/tmp/x.sqlite")),
                              {usd, usd});
    QComboBox* currency = builtIn.calculationsPage()->currencyCombo();
    QCOMPARE(currency->count(), 1);
    QCOMPARE(currency->currentText(), QStringLiteral("USD"));
    QVERIFY(!currency->isEnabled());

    PreferencesDialog mixed(CatalogConnection::sqliteFile(QStringLiteral("/tmp/x.sqlite")),
                            {euro, usd});
    currency = mixed.calculationsPage()->currencyCombo();
    QCOMPARE(currency->count(), 2);
    QCOMPARE(currency->itemText(0), QStringLiteral("USD"));
    QCOMPARE(currency->itemText(1), QStringLiteral("EUR"));
    QVERIFY(mixed.calculationsPage()->currencyNote()->text().contains(QLatin1String("EUR")));
}

void TstPreferences::catalogPageLeadsToCatalogSettings() {
    OPEN_WINDOW(window);
    PreferencesDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    dialog->showPage(PreferencesDialog::Page::Catalog);
    QVERIFY(dialog->catalogLabel()->text().contains(m_session->connection().displayText()));
    QTest::mouseClick(dialog->catalogSettingsButton(), Qt::LeftButton);
    QTRY_VERIFY(window->findChild<QDialog*>(QStringLiteral("catalogSettingsDialog")));
    window->findChild<QDialog*>(QStringLiteral("catalogSettingsDialog"))->reject();
    dialog->reject();
}

void TstPreferences::themeOnTheCommandLine_data() {
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("ok");
    QTest::newRow("dark") << QStringLiteral("dark") << true;
    QTest::newRow("light") << QStringLiteral("Light") << true;
    QTest::newRow("system") << QStringLiteral("system") << true;
    QTest::newRow("purple") << QStringLiteral("purple") << false;
}

void TstPreferences::themeOnTheCommandLine() {
    QFETCH(QString, value);
    QFETCH(bool, ok);
    const GuiCommandLine result =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--theme"), value});
    QCOMPARE(result.action == GuiCommandLine::Action::Run, ok);
    if (ok)
        QCOMPARE(result.theme, themeFromKey(value));
    else
        QVERIFY2(result.message.contains(value), qPrintable(result.message));
    const GuiCommandLine none = parseGuiCommandLine({QStringLiteral("chipatlas")});
    QVERIFY(!none.theme);
    QVERIFY(!none.view.preferences);
    const GuiCommandLine preferences = parseGuiCommandLine(
        {QStringLiteral("chipatlas"), QStringLiteral("--settings"), QStringLiteral("preferences")});
    QVERIFY(preferences.view.preferences);
    QVERIFY(!preferences.view.catalogSettings);
    QVERIFY(parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--help")})
                .message.contains(QLatin1String("--theme")));
}

// Last: the German translator stays installed.
void TstPreferences::languageIsReadBackAtStart() {
    const QString ini = m_dir.filePath(QStringLiteral("language.ini"));
    Settings settings(ini);
    QCOMPARE(guiLanguage(settings), QLocale()); // nothing chosen: the system's
    settings.setLanguage(QStringLiteral("en"));
    QCOMPARE(guiLanguage(settings).language(), QLocale::English);
    QVERIFY(!installTranslators(*QCoreApplication::instance(), guiLanguage(settings)));
    QCOMPARE(statusDisplayName(FigureStatus::NotPublished), QStringLiteral("not published"));
    // Read before the language is installed, as the settings' defaults are at start.
    const MemoryBudgetProfile& ruleOfThumb = memoryBudgetProfile(MemoryBudgetKind::RuleOfThumb);
    QCOMPARE(ruleOfThumb.name(), QStringLiteral("Rule of thumb"));

    settings.setLanguage(QStringLiteral("de"));
    settings.sync();
    const Settings atStart(ini);
    QCOMPARE(guiLanguage(atStart).language(), QLocale::German);
    QVERIFY(installTranslators(*QCoreApplication::instance(), guiLanguage(atStart)));
    QCOMPARE(statusDisplayName(FigureStatus::NotPublished), QStringLiteral("nicht veröffentlicht"));
    QCOMPARE(ruleOfThumb.name(), QStringLiteral("Faustregel"));
}

QTEST_MAIN(TstPreferences)
#include "tst_preferences.moc"
