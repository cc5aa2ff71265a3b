// The main window's remembered state and start-up view: the window size, the splitter, the
// tab beside the table, the chart, and what the command line asks to open once it shows.
#include "changes/whatchangedview.h"
#include "chart/chartpage.h"
#include "common/entrymime.h"
#include "common/screenfit.h"
#include "common/settings.h"
#include "compare/compareview.h"
#include "details/detailspane.h"
#include "fit/fitdialog.h"
#include "fit/fitinputsbar.h"
#include "ownership/ownershipview.h"
#include "table/catalogfilterbar.h"
#include "table/catalogtablepage.h"
#include "window/mainwindow.h"
#include "window/quicksearch.h"

#include <QAction>
#include <QLineEdit>
#include <QSplitter>

#include <algorithm>
#include <utility>

namespace chipatlas {

namespace {
// The details pane's width on a first start; the splitter remembers the user's choice.
constexpr int kDetailsWidth = 380;

// The first window's size, less on a smaller screen (sizeOnScreen()).
constexpr QSize kFirstWindowSize(1280, 800);

// The share of the window the Compare tab takes when it shows on a narrower right side: the
// more chips side by side, the more room (with four, the table keeps its first columns).
double compareShare(int chipCount) {
    return chipCount >= 4 ? 0.7 : chipCount == 3 ? 0.62 : 0.55;
}

// The chart reads better wide than tall, whatever it plots.
constexpr double kChartShare = 0.6;
// What changed's table has ten columns: the chip table keeps its first ones.
constexpr double kChangesShare = 0.7;

QString sideTabKey(SideTab tab) {
    switch (tab) {
    case SideTab::Compare:
        return QStringLiteral("compare");
    case SideTab::Chart:
        return QStringLiteral("chart");
    case SideTab::Changes:
        return QStringLiteral("what-changed");
    case SideTab::Details:
        break;
    }
    return QStringLiteral("details");
}

SideTab sideTabFromKey(const QString& key) {
    for (SideTab tab : {SideTab::Compare, SideTab::Chart, SideTab::Changes}) {
        if (key == sideTabKey(tab))
            return tab;
    }
    return SideTab::Details;
}
} // namespace

void MainWindow::restoreWindowState(const ViewOptions& options) {
    Settings settings;
    if (options.resetSettings)
        settings.clearViewState();

    if (!restoreGeometry(settings.windowGeometry()))
        resize(sizeOnScreen(this, kFirstWindowSize));
    restoreState(settings.windowState());
    if (!m_splitter->restoreState(settings.splitterState()))
        m_splitter->setSizes({width() - kDetailsWidth, kDetailsWidth});
    m_page->restoreState(settings);
    m_details->setMemoryBudget(settings.fitInputs().budget);
    m_compare->restoreState(settings);
    m_chart->restoreState(settings);
    m_changes->restoreState(settings);
    const SideTab rememberedTab = sideTabFromKey(settings.rightTab());

    // The command line wins over the remembered state.
    if (options.precision)
        m_page->setPrecision(*options.precision);
    if (options.filterText)
        m_page->filterBar()->setText(*options.filterText);
    if (!options.columns.isEmpty())
        m_page->setVisibleColumns(options.columns);
    if (options.sortColumn >= 0)
        m_page->sortByColumn(options.sortColumn, options.sortOrder);
    if (options.table)
        m_page->setMode(*options.table);
    if (!options.selectId.isEmpty())
        m_page->selectEntry(options.selectId);
    if (options.size.isValid()) {
        resize(options.size);
        m_splitter->setSizes({options.size.width() - kDetailsWidth, kDetailsWidth});
    }
    if (!options.compareIds.isEmpty())
        m_compare->setEntryRefs(entriesFromLines(options.compareIds));
    if (options.chart)
        applyChartOptions(*options.chart);
    if (options.whatChanged && !options.whatChanged->from.isEmpty())
        m_changes->compare(options.whatChanged->from, options.whatChanged->to);
    const SideTab defaultTab = options.whatChanged             ? SideTab::Changes
                               : options.chart                 ? SideTab::Chart
                               : !options.compareIds.isEmpty() ? SideTab::Compare
                                                               : rememberedTab;
    showSideTab(options.tab.value_or(defaultTab));
    setPrecision(m_page->precision());
    setMemoryUnits(settings.memoryUnits());
    m_startFit = options.fit;
    m_startFitChip = options.selectId;
    m_startOwnership = options.ownership;
    m_startPriceHistory = options.priceHistoryId;
    m_startCatalogSettings = options.catalogSettings;
    m_startPreferences = options.preferences;
    m_startAction = options.startAction;
    m_startSearch = options.searchText;
}

void MainWindow::applyChartOptions(const ChartViewOptions& options) {
    ChartSpec spec = m_chart->spec();
    if (options.preset) {
        const ChartSpec preset = chartPresetSpec(*options.preset);
        spec.x = preset.x;
        spec.y = preset.y;
        spec.subject = ChartSubject::Entries;
    }
    if (options.subject) {
        // The measured results, across decades on both axes unless --chart-log says otherwise.
        spec.subject = *options.subject;
        spec.logX = spec.logY = true;
    }
    spec.x = options.x.value_or(spec.x);
    spec.y = options.y.value_or(spec.y);
    spec.logX = options.logX.value_or(spec.logX);
    spec.logY = options.logY.value_or(spec.logY);
    m_chart->setSpec(spec);
    if (options.showSystems)
        m_chart->setShowSystems(*options.showSystems);
}

void MainWindow::saveWindowState() {
    Settings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    settings.setSplitterState(m_splitter->saveState());
    m_page->saveState(settings);
    m_compare->saveState(settings);
    m_chart->saveState(settings);
    m_changes->saveState(settings);
    if (m_fitDialog && m_fitDialog->isVisible())
        m_fitDialog->saveState(settings);
    if (m_ownershipView && m_ownershipView->isVisible())
        m_ownershipView->saveState(settings);
    settings.setRightTab(sideTabKey(currentSideTab()));
    settings.sync();
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    // The splitter knows its real width only now: widen the Compare tab if it opens first.
    if (!m_shownOnce) {
        fitSplitterToTab();
        // After the window is placed, so that the dialog opens over it.
        if (m_startFit)
            QMetaObject::invokeMethod(this, &MainWindow::openStartFitDialog, Qt::QueuedConnection);
        if (m_startOwnership)
            QMetaObject::invokeMethod(this, &MainWindow::openStartOwnershipView,
                                      Qt::QueuedConnection);
        if (!m_startPriceHistory.isEmpty())
            QMetaObject::invokeMethod(this, &MainWindow::openStartPriceHistory,
                                      Qt::QueuedConnection);
        if (std::exchange(m_startCatalogSettings, false))
            QMetaObject::invokeMethod(this, &MainWindow::openCatalogSettings, Qt::QueuedConnection);
        if (std::exchange(m_startPreferences, false))
            QMetaObject::invokeMethod(this, &MainWindow::openPreferences, Qt::QueuedConnection);
        if (!m_startAction.isEmpty())
            QMetaObject::invokeMethod(this, &MainWindow::triggerStartAction, Qt::QueuedConnection);
    }
    m_shownOnce = true;
}

void MainWindow::triggerStartAction() {
    QAction* action = findChild<QAction*>(m_startAction);
    if (!action) // the start-up checks the name against the menus' actions
        return;
    if (!action->isEnabled()) {
        // Edit waits for the catalog and the selection: triggered once it is enabled.
        auto* waiting = new QObject(this);
        connect(action, &QAction::changed, waiting, [this, action, waiting] {
            if (!action->isEnabled())
                return;
            waiting->deleteLater();
            triggerStartAction();
        });
        return;
    }
    m_startAction.clear();
    action->trigger();
    if (action->objectName() == QLatin1String("quickSearchAction") && !m_startSearch.isEmpty())
        m_quickSearch->lineEdit()->setText(std::exchange(m_startSearch, QString()));
}

void MainWindow::openStartOwnershipView() {
    const OwnershipViewOptions options = *std::exchange(m_startOwnership, std::nullopt);
    const QStringList& ids = options.hardwareIds;
    OwnershipView* view = openOwnershipView({});
    view->openStart(options.scenario, ids.value(0), ids.value(1));
}

void MainWindow::openStartPriceHistory() {
    openPriceHistory(std::exchange(m_startPriceHistory, QString()));
}

void MainWindow::openStartFitDialog() {
    const FitViewOptions options = *std::exchange(m_startFit, std::nullopt);
    FitDialog* dialog = openFitDialog(m_startFitChip, options.modelId);
    FitInputs inputs = dialog->inputsBar()->inputs();
    if (options.precision)
        inputs.weights = *options.precision;
    inputs.contextTokens = options.context.value_or(inputs.contextTokens);
    inputs.batch = options.batch.value_or(inputs.batch);
    inputs.chips = options.chips.value_or(inputs.chips);
    if (options.budget)
        inputs.budget = MemoryBudget{.kind = *options.budget};
    dialog->inputsBar()->setInputs(inputs);
}

// The Compare, Chart and What changed tabs need more width than the details pane: widen the right
// side when one shows, and give the table its room back when the details return.
void MainWindow::fitSplitterToTab() {
    const QList<int> sizes = m_splitter->sizes();
    if (sizes.size() != 2)
        return;
    const int total = sizes.at(0) + sizes.at(1);
    const SideTab tab = currentSideTab();
    if (tab != SideTab::Details) {
        const double share = tab == SideTab::Chart ? kChartShare
                             : tab == SideTab::Changes
                                 ? kChangesShare
                                 : compareShare(int(m_compare->entryRefs().size()));
        const int wanted = std::min(int(total * share), total - m_page->minimumWidth());
        if (sizes.at(1) >= wanted)
            return;
        if (m_sizesBeforeCompare.isEmpty())
            m_sizesBeforeCompare = sizes;
        m_splitter->setSizes({total - wanted, wanted});
    } else if (!m_sizesBeforeCompare.isEmpty()) {
        m_splitter->setSizes(m_sizesBeforeCompare);
        m_sizesBeforeCompare.clear();
    }
}

} // namespace chipatlas
