#include "application/catalogsession.h"
#include "changes/whatchangedview.h"
#include "chart/chartpage.h"
#include "compare/compareview.h"
#include "details/detailspane.h"
#include "editing/catalogeditor.h"
#include "editing/resulteditor.h"
#include "editing/systemeditor.h"
#include "fit/fitdialog.h"
#include "ownership/ownershipview.h"
#include "table/catalogfilterbar.h"
#include "table/catalogtablepage.h"
#include "table/resulttablesection.h"
#include "table/systemtablesection.h"
#include "transfer/catalogcopier.h"
#include "transfer/catalogtransfer.h"
#include "transfer/resulttransfer.h"
#include "transfer/systemtransfer.h"
#include "window/mainwindow.h"
#include "window/quicksearch.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QTableView>

namespace chipatlas {

// The menu bar: File, Edit, View, Chip, Systems, Results, Models, Tools, Help.
void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* reloadAction = file->addAction(tr("&Reload catalog"), this, &MainWindow::reload);
    reloadAction->setShortcut(QKeySequence::Refresh);
    m_catalogSettingsAction =
        file->addAction(tr("Catalog &Settings..."), this, &MainWindow::openCatalogSettings);
    m_catalogSettingsAction->setObjectName(QStringLiteral("catalogSettingsAction"));
    m_catalogSettingsAction->setStatusTip(
        tr("Choose the catalog: a file on this computer or a team server"));
    m_preferencesAction =
        file->addAction(tr("&Preferences..."), this, [this] { openPreferences(); });
    m_preferencesAction->setObjectName(QStringLiteral("preferencesAction"));
    // The platform's key where it has one (Ctrl+, on macOS); Linux and Windows have none, and
    // Ctrl+, is what their applications use most.
    m_preferencesAction->setShortcut(QKeySequence(QKeySequence::Preferences).isEmpty()
                                         ? QKeySequence(Qt::CTRL | Qt::Key_Comma)
                                         : QKeySequence(QKeySequence::Preferences));
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    m_preferencesAction->setStatusTip(
        tr("Language, theme, memory units, efficiency precision, calculator defaults and the "
           "offer costs use"));
    file->addSeparator();
    m_importAction =
        file->addAction(tr("&Import..."), m_systemTransfer, &SystemTransfer::chooseAndImport);
    m_importAction->setObjectName(QStringLiteral("importAction"));
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_importAction->setStatusTip(tr("Add or update chips, systems, offers or measured results "
                                    "from a CSV or JSON file, after a preview"));
    QAction* importMlperf =
        file->addAction(tr("Import &MLPerf results..."), m_systemTransfer->results(),
                        &ResultTransfer::chooseAndImportMlperf);
    importMlperf->setObjectName(QStringLiteral("importMlperfAction"));
    importMlperf->setStatusTip(tr("Add the LLM results of a folder of MLCommons' published MLPerf "
                                  "Inference results as audited results, after a preview"));
    m_exportCatalogAction = file->addAction(tr("Export &catalog..."), this, [this] {
        m_transfer->exportChips(m_session->snapshot().chips(),
                                CatalogTransfer::ExportScope::Catalog);
    });
    m_exportCatalogAction->setObjectName(QStringLiteral("exportCatalogAction"));
    QAction* exportTable = file->addAction(tr("Export &table..."), this, [this] {
        const CatalogTablePage::VisibleRows visible = m_page->visibleRows();
        m_transfer->exportRows(visible.snapshot, visible.rows, CatalogTransfer::ExportScope::Table);
    });
    exportTable->setObjectName(QStringLiteral("exportTableAction"));
    exportTable->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportTable->setStatusTip(tr("Write the chips the table shows to a CSV or JSON file"));
    file->addAction(tr("Export s&ystems..."), m_systemTransfer,
                    &SystemTransfer::chooseAndExportSystems);
    file->addAction(tr("Export off&ers..."), m_systemTransfer,
                    &SystemTransfer::chooseAndExportOffers);
    QAction* exportResults = file->addAction(tr("Export resu&lts..."), m_systemTransfer->results(),
                                             &ResultTransfer::chooseAndExport);
    exportResults->setObjectName(QStringLiteral("exportResultsAction"));
    file->addSeparator();
    m_takeSnapshotAction = file->addAction(tr("Take s&napshot..."), this, [this] {
        showSideTab(SideTab::Changes);
        m_changes->askTakeSnapshot();
    });
    m_takeSnapshotAction->setObjectName(QStringLiteral("takeSnapshotAction"));
    m_takeSnapshotAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    m_takeSnapshotAction->setStatusTip(
        tr("Record every entry of the catalog as it is now, to see later what changed"));
    QAction* copyTo = file->addAction(tr("Copy Catalog T&o..."), m_copier, [this] {
        m_copier->chooseAndCopy(CatalogCopier::Direction::ToOther);
    });
    copyTo->setObjectName(QStringLiteral("copyToAction"));
    copyTo->setStatusTip(tr("Copy this catalog's chips, models and prices to another catalog "
                            "file or a team server, after a preview"));
    QAction* copyFrom = file->addAction(tr("Copy Catalog &From..."), m_copier, [this] {
        m_copier->chooseAndCopy(CatalogCopier::Direction::FromOther);
    });
    copyFrom->setObjectName(QStringLiteral("copyFromAction"));
    copyFrom->setStatusTip(tr("Copy the chips, models and prices of another catalog file or a "
                              "team server into this catalog, after a preview"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setMenuRole(QAction::QuitRole);

    m_editor->populateEditMenu(menuBar()->addMenu(tr("&Edit")));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Columns..."), m_page, &CatalogTablePage::chooseColumns);
    view->addAction(tr("&Reset columns"), m_page, &CatalogTablePage::resetColumns);
    view->addSeparator();
    view->addAction(m_page->switchModeAction());
    view->addAction(m_page->resultsModeAction());
    QAction* focusFilter =
        view->addAction(tr("&Focus filter"), m_page, &CatalogTablePage::focusFilter);
    focusFilter->setObjectName(QStringLiteral("focusFilterAction"));
    focusFilter->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    QAction* quickSearch =
        view->addAction(tr("&Quick search..."), m_quickSearch, &QuickSearch::popup);
    quickSearch->setObjectName(QStringLiteral("quickSearchAction"));
    quickSearch->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    quickSearch->setStatusTip(
        tr("Go to any chip, system or model by name, vendor or id, or add it to the comparison"));
    m_chartAction = view->addAction(tr("C&hart"), this, [this] { showSideTab(SideTab::Chart); });
    m_chartAction->setObjectName(QStringLiteral("chartAction"));
    m_chartAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_chartAction->setStatusTip(tr("Plot two figures of the chips the table shows"));
    m_whatChangedAction =
        view->addAction(tr("&What changed"), this, [this] { showSideTab(SideTab::Changes); });
    m_whatChangedAction->setObjectName(QStringLiteral("whatChangedAction"));
    m_whatChangedAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    m_whatChangedAction->setStatusTip(
        tr("The catalog's saved snapshots, and what changed between them or since"));
    QMenu* precisionMenu = view->addMenu(tr("Perf/W &precision"));
    m_precisionActions = new QActionGroup(this);
    QString taken; // the mnemonics given so far: each name gets its first free character
    for (Precision p : kAllPrecisions) {
        QString name = precisionName(p);
        for (qsizetype i = 0; i < name.size(); ++i) {
            if (!taken.contains(name.at(i), Qt::CaseInsensitive)) {
                taken.append(name.at(i));
                name.insert(i, QLatin1Char('&'));
                break;
            }
        }
        QAction* action = precisionMenu->addAction(name);
        action->setCheckable(true);
        action->setData(precisionKey(p));
        m_precisionActions->addAction(action);
        connect(action, &QAction::triggered, this, [this, p] { setPrecision(p); });
    }

    // One action for the chip and the system shown: Tools, and both tables' context menus.
    m_ownershipAction = new QAction(tr("&Own or rent..."), this);
    m_ownershipAction->setObjectName(QStringLiteral("ownershipAction"));
    m_ownershipAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_ownershipAction->setStatusTip(
        tr("What owning the selected chip or system costs per hour against renting it, and "
           "whether a facility can power it"));
    connect(m_ownershipAction, &QAction::triggered, this, [this] {
        if (m_page->mode() == TableMode::Systems) {
            if (const System* current = m_page->currentSystem())
                openOwnershipView(current->id);
        } else if (const Chip* current = m_page->currentChip()) {
            openOwnershipView(current->id);
        } else {
            openOwnershipView({});
        }
    });
    // Likewise: the prices of the chip or system shown over time, from every offer that rents it.
    m_priceHistoryAction = new QAction(tr("Price &history..."), this);
    m_priceHistoryAction->setObjectName(QStringLiteral("priceHistoryAction"));
    m_priceHistoryAction->setStatusTip(
        tr("The prices of the selected chip or system over time, from every offer that rents it"));
    connect(m_priceHistoryAction, &QAction::triggered, this, [this] {
        if (m_page->mode() == TableMode::Systems) {
            if (const System* current = m_page->currentSystem())
                openPriceHistory(current->id);
        } else if (const Chip* current = m_page->currentChip()) {
            openPriceHistory(current->id);
        }
    });
    QMenu* chip = menuBar()->addMenu(tr("&Chip"));
    // One action in the Chip and the Systems menus: it compares the selection of the table shown.
    m_compareAction = chip->addAction(tr("&Compare"), this, [this] {
        if (m_page->mode() == TableMode::Systems) {
            if (const System* current = m_page->currentSystem())
                compareEntry(EntryRef::system(current->id));
        } else if (const Chip* current = m_page->currentChip()) {
            compareChip(current->id);
        }
    });
    m_compareAction->setObjectName(QStringLiteral("compareAction"));
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_compareAction->setStatusTip(tr("Add the selected chip or system to the comparison"));
    m_compareAction->setEnabled(false);
    chip->addAction(tr("Show c&omparison"), this, [this] { showSideTab(SideTab::Compare); });
    chip->addAction(tr("C&lear comparison"), m_compare, &CompareView::clear);
    chip->addSeparator();
    m_editor->populateChipMenu(chip);
    m_systemsMenu = menuBar()->addMenu(tr("S&ystems"));
    m_systemsMenu->setObjectName(QStringLiteral("systemsMenu"));
    m_systemsMenu->addAction(m_compareAction);
    m_systemsMenu->addSeparator();
    m_systemEditor->populateMenu(m_systemsMenu);
    QMenu* results = menuBar()->addMenu(tr("&Results"));
    results->setObjectName(QStringLiteral("resultsMenu"));
    results->addAction(m_page->resultsModeAction());
    results->addSeparator();
    m_resultEditor->populateMenu(results);
    m_editor->populateModelMenu(menuBar()->addMenu(tr("&Models")));
    QTableView* table = m_page->tableView();
    for (QAction* action : {m_compareAction, m_ownershipAction, m_priceHistoryAction,
                            m_editor->editChipAction(), m_editor->duplicateChipAction(),
                            m_editor->deleteChipsAction(), m_editor->revertChipsAction()})
        table->addAction(action);
    table->setContextMenuPolicy(Qt::ActionsContextMenu);
    table->addAction(m_systemEditor->addOfferAction());
    table->addAction(m_systemEditor->recordPriceAction());
    QTableView* systems = m_page->systemSection()->tableView();
    for (QAction* action :
         {m_compareAction, m_ownershipAction, m_priceHistoryAction,
          m_systemEditor->editSystemAction(), m_systemEditor->deleteSystemAction(),
          m_systemEditor->addOfferAction(), m_systemEditor->recordPriceAction()})
        systems->addAction(action);
    systems->setContextMenuPolicy(Qt::ActionsContextMenu);
    QTableView* resultTable = m_page->resultSection()->tableView();
    for (QAction* action : {m_resultEditor->recordAction(), m_resultEditor->editAction(),
                            m_resultEditor->deleteAction()})
        resultTable->addAction(action);
    resultTable->setContextMenuPolicy(Qt::ActionsContextMenu);

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    m_fitAction = tools->addAction(tr("&Model fit..."), this, [this] {
        const Chip* current = m_page->currentChip();
        openFitDialog(current ? current->id : QString());
    });
    m_fitAction->setObjectName(QStringLiteral("fitAction"));
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_fitAction->setStatusTip(
        tr("Which language models fit on which chip, at which precision and context"));
    tools->addAction(m_ownershipAction);
    tools->addAction(m_priceHistoryAction);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&User Guide"), this, &MainWindow::openUserGuide);
    guide->setObjectName(QStringLiteral("userGuideAction"));
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setStatusTip(tr("How to use ChipAtlas: the guide that ships with it"));
    QAction* about = help->addAction(tr("&About ChipAtlas"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)
        ->setMenuRole(QAction::AboutQtRole);
}

} // namespace chipatlas
