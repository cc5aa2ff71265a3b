#include "window/mainwindow.h"

#include "application/catalogsession.h"
#include "application/storagemessage.h"
#include "changes/whatchangedview.h"
#include "chart/chartpage.h"
#include "chart/pricehistoryview.h"
#include "common/settings.h"
#include "common/theme.h"
#include "compare/comparetabdrop.h"
#include "compare/compareview.h"
#include "details/detailspane.h"
#include "editing/catalogeditor.h"
#include "editing/resulteditor.h"
#include "editing/systemeditor.h"
#include "fit/fitdialog.h"
#include "fit/fitinputsbar.h"
#include "fit/fittablemodel.h"
#include "ownership/ownershipview.h"
#include "settings/catalogsettingsdialog.h"
#include "settings/preferencesdialog.h"
#include "table/catalogfilterbar.h"
#include "table/catalogtablepage.h"
#include "table/resulttablemodel.h"
#include "table/resulttablesection.h"
#include "table/systemtablesection.h"
#include "transfer/catalogcopier.h"
#include "transfer/catalogtransfer.h"
#include "transfer/systemtransfer.h"
#include "window/aboutdialog.h"
#include "window/offlinebanner.h"
#include "window/pendingquitprompt.h"
#include "window/quicksearch.h"
#include "window/userguidewindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace chipatlas {

MainWindow::MainWindow(CatalogSession* session, const ViewOptions& options, QWidget* parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_page(new CatalogTablePage(this))
    , m_details(new DetailsPane(this))
    , m_compare(new CompareView(this))
    , m_chart(new ChartPage(this))
    , m_changes(new WhatChangedView(session, this))
    , m_tabs(new QTabWidget(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_countLabel(new QLabel(this))
    , m_pathLabel(new QLabel(this))
    , m_banner(new OfflineBanner(session, this))
    , m_quitPrompt(new PendingQuitPrompt(session, this)) {
    setObjectName(QStringLiteral("MainWindow"));

    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_page);
    m_tabs->setObjectName(QStringLiteral("sideTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_details, tr("Details"));
    m_tabs->addTab(m_compare, tr("Compare"));
    m_tabs->addTab(m_chart, tr("Chart"));
    m_tabs->addTab(m_changes, tr("What changed"));
    m_tabs->setTabToolTip(0, tr("Every figure of the selected chip or system, with its source"));
    m_tabs->setTabToolTip(1, tr("Two to four chips or systems side by side (Ctrl+Shift+C adds "
                                "the selected one)"));
    m_tabs->setTabToolTip(2, tr("Two figures of every chip against each other (Ctrl+Shift+H)"));
    m_tabs->setTabToolTip(3, tr("Saved snapshots of the catalog, and what changed between them "
                                "or since (Ctrl+Shift+W)"));
    // A chip or a system dropped on the Compare tab's label is compared; dragged over another
    // label, that tab opens so that the drop can land on its page.
    new CompareTabDrop(m_tabs, m_compare);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 0);
    m_splitter->setChildrenCollapsible(false);
    m_tabs->setMinimumWidth(280);
    m_page->setMinimumWidth(320);
    m_page->setContentsMargins(6, 6, 0, 0);
    // The banner above everything, so that a lost team server cannot be missed.
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_banner);
    centralLayout->addWidget(m_splitter, 1);
    setCentralWidget(central);

    m_countLabel->setObjectName(QStringLiteral("countLabel"));
    m_pathLabel->setObjectName(QStringLiteral("pathLabel"));
    m_pathLabel->setToolTip(tr("The catalog this window shows"));
    m_pathLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addWidget(m_countLabel);
    statusBar()->addPermanentWidget(m_pathLabel);

    m_editor = new CatalogEditor(m_session, this);
    m_transfer = new CatalogTransfer(m_session, this);
    m_copier = new CatalogCopier(m_session, this);
    m_systemEditor = new SystemEditor(m_session, this);
    m_resultEditor = new ResultEditor(m_session, this);
    m_systemTransfer = new SystemTransfer(m_session, m_transfer, this);
    m_quickSearch = new QuickSearch(this);
    createMenus();

    connect(m_page, &CatalogTablePage::currentChipChanged, this, &MainWindow::showCurrentEntry);
    connect(m_page, &CatalogTablePage::currentSystemChanged, this, &MainWindow::showCurrentEntry);
    connect(m_page, &CatalogTablePage::currentResultChanged, this, &MainWindow::showCurrentEntry);
    connect(m_page, &CatalogTablePage::countsChanged, this, &MainWindow::updateCounts);
    connect(m_page, &CatalogTablePage::modeChanged, this, &MainWindow::updateCounts);
    connect(m_page->systemSection(), &SystemTableSection::countsChanged, this,
            &MainWindow::updateCounts);
    connect(m_details, &DetailsPane::recordPriceRequested, m_systemEditor,
            &SystemEditor::openRecordPriceDialog);
    connect(m_details, &DetailsPane::addOfferRequested, m_systemEditor,
            &SystemEditor::openAddOfferDialog);
    connect(m_systemEditor, &SystemEditor::systemSaved, m_page->systemSection(),
            &SystemTableSection::selectSystem);
    connect(m_page->resultSection(), &ResultTableSection::countsChanged, this,
            &MainWindow::updateCounts);
    connect(m_details, &DetailsPane::recordResultRequested, m_resultEditor,
            &ResultEditor::openRecordDialog);
    connect(m_resultEditor, &ResultEditor::resultSaved, m_page->resultSection(),
            &ResultTableSection::selectResult);
    connect(m_page, &CatalogTablePage::precisionChanged, this, &MainWindow::setPrecision);
    connect(m_session, &CatalogSession::snapshotChanged, this, &MainWindow::showSnapshot);
    connect(m_session, &CatalogSession::connectionChanged, this, &MainWindow::showConnection);
    showConnection(m_session->connection());
    connect(m_details, &DetailsPane::fitRequested, this,
            [this](const QString& id) { openFitDialog(id); });
    connect(m_details, &DetailsPane::compareRequested, this, &MainWindow::compareEntry);
    connect(m_details, &DetailsPane::ownershipRequested, this,
            [this](const QString& id) { openOwnershipView(id); });
    connect(m_details, &DetailsPane::priceHistoryRequested, this,
            [this](const QString& id) { openPriceHistory(id); });
    connect(
        m_compare, &CompareView::ownershipRequested, this,
        [this](const QString& id, const QString& compareId) { openOwnershipView(id, compareId); });
    connect(m_compare, &CompareView::precisionChanged, this, &MainWindow::setPrecision);
    connect(m_chart, &ChartPage::precisionChanged, this, &MainWindow::setPrecision);
    const auto showStatus = [this](const QString& text) { statusBar()->showMessage(text, 8000); };
    connect(m_compare, &CompareView::statusMessage, this, showStatus);
    connect(m_chart, &ChartPage::statusMessage, this, showStatus);
    connect(m_changes, &WhatChangedView::statusMessage, this, showStatus);
    m_chart->linkTable(m_page);
    connect(m_editor, &CatalogEditor::chipSaved, m_page, &CatalogTablePage::selectChip);
    connect(m_editor, &CatalogEditor::statusMessage, this, showStatus);
    connect(m_transfer, &CatalogTransfer::statusMessage, this, showStatus);
    connect(m_copier, &CatalogCopier::statusMessage, this, showStatus);
    connect(m_systemEditor, &SystemEditor::statusMessage, this, showStatus);
    connect(m_resultEditor, &ResultEditor::statusMessage, this, showStatus);
    connect(m_systemTransfer, &SystemTransfer::statusMessage, this, showStatus);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::fitSplitterToTab);
    connect(m_compare, &CompareView::entriesChanged, this, &MainWindow::fitSplitterToTab);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_sizesBeforeCompare.clear(); });
    connect(m_session, &CatalogSession::loadFailed, this, &MainWindow::showLoadError);
    connect(m_session, &CatalogSession::wentOffline, this,
            [this] { m_importAction->setEnabled(false); });
    connect(m_session, &CatalogSession::backOnline, this, &MainWindow::showBackOnline);
    connect(m_quickSearch, &QuickSearch::chipChosen, this, &MainWindow::goToEntry);
    connect(m_quickSearch, &QuickSearch::systemChosen, this, &MainWindow::goToEntry);
    connect(m_quickSearch, &QuickSearch::modelChosen, this, [this](const QString& id) {
        const Chip* current = m_page->currentChip();
        openFitDialog(current ? current->id : QString(), id);
    });
    connect(m_quickSearch, &QuickSearch::compareRequested, this, &MainWindow::compareEntry);

    restoreWindowState(options);
    m_session->setRefreshInterval(Settings().catalogRefreshInterval());
    reload();
}

MainWindow::~MainWindow() = default;

FitDialog* MainWindow::openFitDialog(const QString& chipId, const QString& modelId) {
    if (!m_fitDialog) {
        m_fitDialog = new FitDialog(m_session, this);
        m_fitDialog->restoreState(Settings());
        connect(m_fitDialog, &FitDialog::statusMessage, this,
                [this](const QString& text) { statusBar()->showMessage(text, 8000); });
        connect(m_fitDialog, &FitDialog::memoryBudgetChanged, m_details,
                &DetailsPane::setMemoryBudget);
        connect(m_fitDialog, &FitDialog::memoryUnitsChanged, this, &MainWindow::setMemoryUnits);
        connect(m_fitDialog, &FitDialog::ownershipRequested, this,
                [this](const QString& id) { openOwnershipView(id); });
    }
    if (!modelId.isEmpty())
        m_fitDialog->selectModel(modelId);
    if (!chipId.isEmpty())
        m_fitDialog->selectChip(chipId);
    m_fitDialog->show();
    m_fitDialog->raise();
    m_fitDialog->activateWindow();
    return m_fitDialog;
}

PriceHistoryView* MainWindow::openPriceHistory(const QString& id) {
    if (!m_priceHistoryView) {
        m_priceHistoryView = new PriceHistoryView(m_session, this);
        connect(m_priceHistoryView, &PriceHistoryView::statusMessage, this,
                [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    }
    m_priceHistoryView->showHistory(id);
    m_priceHistoryView->show();
    m_priceHistoryView->raise();
    m_priceHistoryView->activateWindow();
    return m_priceHistoryView;
}

OwnershipView* MainWindow::openOwnershipView(const QString& hardwareId, const QString& compareId) {
    if (!m_ownershipView) {
        m_ownershipView = new OwnershipView(m_session, this);
        m_ownershipView->restoreState(Settings());
        connect(m_ownershipView, &OwnershipView::statusMessage, this,
                [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    }
    if (!hardwareId.isEmpty()) {
        // Other hardware replaces the scenario on the form: what the user typed is asked about.
        const CatalogSnapshot& snapshot = m_session->snapshot();
        const System* system = snapshot.system(hardwareId);
        const Chip* chip = snapshot.chip(hardwareId);
        const QString name = system ? system->name : chip ? chip->name : hardwareId;
        if (hardwareId != m_ownershipView->hardwareId() &&
            !m_ownershipView->askBeforeLeaving(
                tr("Save before showing %1?").arg(name),
                [this, hardwareId, compareId] { openOwnershipView(hardwareId, compareId); })) {
            m_ownershipView->raise();
            return m_ownershipView;
        }
        m_ownershipView->openHardware(hardwareId, compareId);
    } else if (m_ownershipView->hardwareId().isEmpty()) {
        m_ownershipView->openStart({}, {}, {}); // nothing selected: the last saved scenario
    }
    m_ownershipView->show();
    m_ownershipView->raise();
    m_ownershipView->activateWindow();
    return m_ownershipView;
}

CatalogSettingsDialog* MainWindow::openCatalogSettings() {
    if (!m_catalogSettings) {
        m_catalogSettings = new CatalogSettingsDialog(m_session, this);
        m_catalogSettings->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_catalogSettings->open();
    m_catalogSettings->raise();
    m_catalogSettings->activateWindow();
    return m_catalogSettings;
}

PreferencesDialog* MainWindow::openPreferences() {
    // A dialog closed a moment ago waits for its deletion: a new one shows the settings anew.
    if (!m_preferences || !m_preferences->isVisible()) {
        // The precision the View menu chose and the calculator's inputs as they are now, so
        // that the pages show them and OK does not put back older ones.
        Settings settings;
        settings.setPerfPrecision(m_page->precision());
        if (m_fitDialog && m_fitDialog->isVisible())
            m_fitDialog->saveState(settings);
        m_preferences =
            new PreferencesDialog(m_session->connection(), m_session->snapshot().offers(), this);
        m_preferences->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_preferences, &PreferencesDialog::applied, this, &MainWindow::applyPreferences);
        connect(m_preferences, &PreferencesDialog::catalogSettingsRequested, this,
                &MainWindow::openCatalogSettings);
    }
    // Window-modal: the View menu and the calculator, which change some of the same settings,
    // wait until it is closed.
    m_preferences->open();
    m_preferences->raise();
    m_preferences->activateWindow();
    return m_preferences;
}

// What Preferences stored, applied to the running window; the language waits for the next
// start.
void MainWindow::applyPreferences() {
    const Settings settings;
    if (settings.theme() != appliedTheme())
        applyTheme(settings.theme());
    setPrecision(settings.perfPrecision());
    setMemoryUnits(settings.memoryUnits());
    const FitInputs defaults = settings.fitInputs();
    m_details->setMemoryBudget(defaults.budget);
    if (m_fitDialog) {
        FitInputs inputs = m_fitDialog->inputsBar()->inputs();
        inputs.headroomPercent = defaults.headroomPercent;
        inputs.budget = defaults.budget;
        m_fitDialog->inputsBar()->setInputs(inputs);
        m_fitDialog->setOfferPolicy(settings.offerPolicy());
    }
}

void MainWindow::setMemoryUnits(MemoryUnits units) {
    if (Settings settings; settings.memoryUnits() != units)
        settings.setMemoryUnits(units);
    m_page->setMemoryUnits(units);
    m_details->setMemoryUnits(units);
    m_compare->setMemoryUnits(units);
    m_chart->setMemoryUnits(units);
    if (m_fitDialog)
        m_fitDialog->setMemoryUnits(units);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // The own-or-rent view's unsaved scenario first: saving it may be what the quit waits for.
    if (m_ownershipView && !m_ownershipView->askBeforeLeaving(tr("Save before ChipAtlas quits?"),
                                                              [this] { close(); })) {
        event->ignore();
        return;
    }
    if (m_session->pendingCount() > 0) {
        const PendingQuitPrompt::Choice choice = m_quitPrompt->ask();
        if (choice != PendingQuitPrompt::Choice::Quit) {
            m_quitWhenSaved = choice == PendingQuitPrompt::Choice::Wait;
            if (m_quitWhenSaved) {
                statusBar()->showMessage(tr("ChipAtlas quits once the waiting edits are saved."));
            }
            event->ignore();
            return;
        }
    }
    saveWindowState();
    QMainWindow::closeEvent(event);
}

void MainWindow::showBackOnline(int saved) {
    m_importAction->setEnabled(true);
    const QString server = m_session->connection().displayText();
    statusBar()->showMessage(
        saved == 0 ? tr("The team server %1 can be reached again.").arg(server)
                   : tr("The team server %1 is back; %n waiting edits were saved.", nullptr, saved)
                         .arg(server),
        8000);
    if (std::exchange(m_quitWhenSaved, false) && m_session->pendingCount() == 0)
        close();
}

void MainWindow::reload() {
    if (!m_page->isLoaded())
        m_countLabel->setText(tr("Loading chips..."));
    m_session->reload();
}

// Every view shows the same snapshot: the one the session published last.
void MainWindow::showSnapshot(const CatalogSnapshot& snapshot) {
    // Exporting the catalog and building systems from its chips wait for every chip.
    m_exportCatalogAction->setEnabled(snapshot.isComplete());
    m_systemsMenu->setEnabled(snapshot.isComplete());
    m_details->setModels(snapshot.models());
    m_details->setSnapshot(snapshot);
    m_compare->setSnapshot(snapshot);
    m_chart->setSnapshot(snapshot);
    m_page->setSnapshot(snapshot);
    m_quickSearch->setSnapshot(snapshot);
}

// The title and the status bar name the catalog: a file by its name (its path in the status
// bar), a team server by its URL.
void MainWindow::showConnection(const CatalogConnection& connection) {
    m_pathLabel->setText(connection.displayText());
    setWindowTitle(connection.isPostgres() ? connection.displayText()
                                           : QFileInfo(connection.path).fileName());
}

void MainWindow::setPrecision(Precision precision) {
    m_page->setPrecision(precision);
    m_details->setPrecision(precision);
    m_compare->setPrecision(precision);
    m_chart->setPrecision(precision);
    for (QAction* action : m_precisionActions->actions())
        action->setChecked(action->data().toString() == precisionKey(precision));
}

SideTab MainWindow::currentSideTab() const {
    const QWidget* current = m_tabs->currentWidget();
    return current == m_compare   ? SideTab::Compare
           : current == m_chart   ? SideTab::Chart
           : current == m_changes ? SideTab::Changes
                                  : SideTab::Details;
}

void MainWindow::showSideTab(SideTab tab) {
    QWidget* page = m_details;
    if (tab == SideTab::Compare)
        page = m_compare;
    else if (tab == SideTab::Chart)
        page = m_chart;
    else if (tab == SideTab::Changes)
        page = m_changes;
    m_tabs->setCurrentWidget(page);
    fitSplitterToTab(); // also when the tab was current already
}

// The quick search's Enter on a chip or a system: selected in its table, whatever the filters
// showed, with its details beside it.
void MainWindow::goToEntry(const QString& id) {
    const bool filtered = m_page->filterBar()->isFiltering();
    m_page->revealEntry(id);
    if (filtered && !m_page->filterBar()->isFiltering()) {
        const CatalogSnapshot& snapshot = m_session->snapshot();
        const Chip* chip = snapshot.chip(id);
        const System* system = snapshot.system(id);
        const QString name = chip ? chip->name : system ? system->name : id;
        statusBar()->showMessage(tr("The filters were cleared to show %1.").arg(name), 8000);
    }
    showSideTab(SideTab::Details);
    QTableView* table = m_page->mode() == TableMode::Systems ? m_page->systemSection()->tableView()
                                                             : m_page->tableView();
    table->setFocus(Qt::OtherFocusReason);
}

void MainWindow::compareChip(const QString& id) {
    compareEntry(EntryRef::chip(id));
}

void MainWindow::compareEntry(const EntryRef& entry) {
    m_compare->addEntry(entry);
    showSideTab(SideTab::Compare);
}

void MainWindow::updateCounts() {
    if (!m_page->isLoaded())
        return;
    // Counts with the locale's group separators, as the loading message has them: "100,030".
    const QLocale locale;
    if (m_page->mode() == TableMode::Systems) {
        const SystemTableSection* systems = m_page->systemSection();
        m_countLabel->setText(tr("%1 of %2 systems")
                                  .arg(locale.toString(systems->shownCount()),
                                       locale.toString(systems->totalCount())));
    } else if (m_page->mode() == TableMode::Results) {
        const ResultTableSection* results = m_page->resultSection();
        m_countLabel->setText(tr("%1 of %2 results")
                                  .arg(locale.toString(results->shownCount()),
                                       locale.toString(results->totalCount())));
    } else if (const CatalogSnapshot& snapshot = m_session->snapshot(); !snapshot.isComplete()) {
        // The first page of a large catalog while the rest loads: say that more is coming.
        m_countLabel->setText(tr("Loading chips: %L1 of %L2 shown")
                                  .arg(m_page->shownCount())
                                  .arg(snapshot.totalChipCount()));
    } else {
        m_countLabel->setText(
            tr("%1 of %2 chips")
                .arg(locale.toString(m_page->shownCount()), locale.toString(m_page->totalCount())));
    }
}

// The details, the actions and the editors follow the selection of the mode shown.
void MainWindow::showCurrentEntry() {
    const Chip* chip = m_page->currentChip();
    const System* system = m_page->currentSystem();
    if (m_page->mode() == TableMode::Results) {
        // A result's hardware, with all its results.
        const Result* result = m_page->currentResult();
        const CatalogSnapshot& snapshot = m_page->resultSection()->model()->snapshot();
        const System* ranOn = result ? snapshot.system(result->hardwareId) : nullptr;
        if (ranOn)
            m_details->setSystem(ranOn);
        else
            m_details->setChip(result ? snapshot.chip(result->hardwareId) : nullptr);
        if (result)
            m_details->scrollToResults();
    } else if (m_page->mode() == TableMode::Systems) {
        m_details->setSystem(system);
    } else {
        m_details->setChip(chip);
    }
    m_compareAction->setEnabled(m_page->mode() == TableMode::Systems ? system != nullptr
                                                                     : chip != nullptr);
    m_editor->setCurrentChip(chip);
    m_systemEditor->setCurrentChip(chip);
    m_systemEditor->setCurrentSystem(system);
    // A new run starts on the chip or system selected, or the selected result's.
    const Result* result = m_page->currentResult();
    m_resultEditor->setCurrentResult(result);
    if (!result)
        m_resultEditor->setCurrentHardware(system ? system->id : chip ? chip->id : QString());
}

void MainWindow::showLoadError(const StorageError& error) {
    m_countLabel->setText(tr("Could not read the chips"));
    // Not exec(): a load can fail at any time, and a nested event loop would let a second
    // failure stack another dialog on top of this one.
    auto* box =
        new QMessageBox(QMessageBox::Critical, QApplication::applicationDisplayName(),
                        tr("Could not read the chips of the catalog."), QMessageBox::Ok, this);
    box->setInformativeText(StorageMessage::text(error));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showAbout() {
    auto* about = new AboutDialog(m_session->connection().displayText(), this);
    about->setAttribute(Qt::WA_DeleteOnClose);
    about->open();
}

UserGuideWindow* MainWindow::openUserGuide() {
    if (!m_userGuide)
        m_userGuide = new UserGuideWindow(this);
    m_userGuide->show();
    m_userGuide->raise();
    m_userGuide->activateWindow();
    return m_userGuide;
}

} // namespace chipatlas
