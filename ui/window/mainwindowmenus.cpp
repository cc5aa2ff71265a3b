// The main window's menus and the table's context menu: one place for every action and its
// shortcut.
#include "compare/compareview.h"
#include "editing/catalogeditor.h"
#include "session/catalogsession.h"
#include "table/chiptablepage.h"
#include "transfer/catalogtransfer.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QTableView>

namespace chipatlas {

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* reloadAction = file->addAction(tr("&Reload catalog"), this, &MainWindow::reload);
    reloadAction->setShortcut(QKeySequence::Refresh);
    file->addSeparator();
    QAction* importAction =
        file->addAction(tr("&Import chips..."), m_transfer, &CatalogTransfer::chooseAndImport);
    importAction->setObjectName(QStringLiteral("importAction"));
    importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    importAction->setStatusTip(tr("Add or update chips from a CSV or JSON file, after a preview"));
    file->addAction(tr("Export &catalog..."), this, [this] {
        m_transfer->exportChips(m_session->snapshot().chips(),
                                CatalogTransfer::ExportScope::Catalog);
    });
    file->addAction(tr("Export &table..."), this, [this] {
        m_transfer->exportChips(m_page->visibleChips(), CatalogTransfer::ExportScope::Table);
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setMenuRole(QAction::QuitRole);

    m_editor->populateEditMenu(menuBar()->addMenu(tr("&Edit")));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Columns..."), m_page, &ChipTablePage::chooseColumns);
    view->addAction(tr("&Reset columns"), m_page, &ChipTablePage::resetColumns);
    view->addSeparator();
    QAction* focusFilter =
        view->addAction(tr("&Focus filter"), m_page, &ChipTablePage::focusFilter);
    focusFilter->setObjectName(QStringLiteral("focusFilterAction"));
    focusFilter->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    m_chartAction = view->addAction(tr("C&hart"), this, [this] { showSideTab(SideTab::Chart); });
    m_chartAction->setObjectName(QStringLiteral("chartAction"));
    m_chartAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_chartAction->setStatusTip(tr("Plot two figures of the chips the table shows"));
    QMenu* precisionMenu = view->addMenu(tr("Perf/W &precision"));
    m_precisionActions = new QActionGroup(this);
    for (Precision p : kAllPrecisions) {
        QAction* action = precisionMenu->addAction(precisionName(p));
        action->setCheckable(true);
        action->setData(precisionKey(p));
        m_precisionActions->addAction(action);
        connect(action, &QAction::triggered, this, [this, p] { setPrecision(p); });
    }

    QMenu* chip = menuBar()->addMenu(tr("&Chip"));
    m_compareAction = chip->addAction(tr("&Compare"), this, [this] {
        if (const Chip* current = m_page->currentChip())
            compareChip(current->id);
    });
    m_compareAction->setObjectName(QStringLiteral("compareAction"));
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_compareAction->setStatusTip(tr("Add the selected chip to the comparison"));
    m_compareAction->setEnabled(false);
    chip->addAction(tr("Show c&omparison"), this, [this] { showSideTab(SideTab::Compare); });
    chip->addAction(tr("C&lear comparison"), m_compare, &CompareView::clear);
    chip->addSeparator();
    m_editor->populateChipMenu(chip);
    m_editor->populateModelMenu(menuBar()->addMenu(tr("&Models")));
    QTableView* table = m_page->tableView();
    for (QAction* action :
         {m_compareAction, m_editor->editChipAction(), m_editor->duplicateChipAction(),
          m_editor->deleteChipsAction(), m_editor->revertChipsAction()})
        table->addAction(action);
    table->setContextMenuPolicy(Qt::ActionsContextMenu);

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    m_fitAction = tools->addAction(tr("&Model fit..."), this, [this] {
        const Chip* current = m_page->currentChip();
        openFitDialog(current ? current->id : QString());
    });
    m_fitAction->setObjectName(QStringLiteral("fitAction"));
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_fitAction->setStatusTip(
        tr("Which language models fit on which chip, at which precision and context"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About ChipAtlas"), this, &MainWindow::showAbout)
        ->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)
        ->setMenuRole(QAction::AboutQtRole);
}

} // namespace chipatlas
