#include "table/catalogtablepage.h"

#include "common/settings.h"
#include "table/catalogfilterbar.h"
#include "table/chipfilterproxymodel.h"
#include "table/chiptablemodel.h"
#include "table/columnchooserdialog.h"
#include "table/entrytableview.h"
#include "table/resulttablesection.h"
#include "table/systemtablesection.h"

#include <QAction>
#include <QHeaderView>
#include <QItemSelection>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTabBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace chipatlas {

namespace {
// Up to this many chips the table orders its rows at once (well under a millisecond per
// thousand chips); a larger catalog is ordered on the proxy's worker thread.
constexpr int kSynchronousChipLimit = 2000;

// Widest a column grows when sized to its contents; longer text is elided (the tooltip or the
// details pane has it). Names get the most room; free text such as a vendor with its
// subsidiary ("AWS (Annapurna Labs)") is elided sooner, so that the figures stay in view.
int maxAutoColumnWidth(int column) {
    if (column == ChipTableModel::NameColumn)
        return 190;
    if (ChipTableModel::isOfferColumn(column))
        return 120;
    const bool text = ChipTableModel::quantityForColumn(column).valueKind() == FieldKind::Text;
    return text ? 130 : 200;
}
} // namespace

CatalogTablePage::CatalogTablePage(QWidget* parent)
    : VisibleChipsPage(parent)
    , m_model(new ChipTableModel(this))
    , m_proxy(new ChipFilterProxyModel(this))
    , m_filterBar(new CatalogFilterBar(this))
    , m_view(new QTableView(this))
    , m_systems(new SystemTableSection(this))
    , m_results(new ResultTableSection(this))
    , m_modeBar(new QTabBar(this))
    , m_stack(new QStackedWidget(this))
    , m_switchAction(new QAction(tr("&Systems"), this))
    , m_resultsAction(new QAction(tr("&Measured Results"), this)) {
    m_proxy->setSourceModel(m_model);
    m_proxy->setSynchronousLimit(kSynchronousChipLimit);

    m_view->setObjectName(QStringLiteral("chipTable"));
    m_view->setAccessibleName(tr("Chips"));
    m_view->setAccessibleDescription(
        tr("The chips the filters let through, one per row, with their main figures; the "
           "selected chip's figures and sources are in the details pane"));
    setUpEntryTableView(m_view, m_proxy);

    QHeaderView* header = m_view->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this,
            &CatalogTablePage::showHeaderMenu);

    // The switch: a tab bar above the table, so that the mode shown is always in view.
    m_modeBar->setObjectName(QStringLiteral("tableModeBar"));
    m_modeBar->setDocumentMode(true);
    m_modeBar->setDrawBase(false);
    m_modeBar->addTab(tr("Chips"));
    m_modeBar->addTab(tr("Systems"));
    m_modeBar->addTab(tr("Results"));
    m_modeBar->setTabToolTip(0, tr("Single accelerators (Ctrl+Shift+S switches)"));
    m_modeBar->setTabToolTip(1, tr("Boards, racks, UltraServers and pod slices with their "
                                   "rental offers (Ctrl+Shift+S switches)"));
    m_modeBar->setTabToolTip(2, tr("Measured results: what chips and systems really did, and "
                                   "whose claim it is (Ctrl+Shift+R)"));
    m_switchAction->setObjectName(QStringLiteral("switchTableModeAction"));
    m_switchAction->setCheckable(true);
    m_switchAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_switchAction->setStatusTip(tr("Switch the table between chips and systems"));
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_systems);
    m_stack->addWidget(m_results);
    m_resultsAction->setObjectName(QStringLiteral("showResultsAction"));
    m_resultsAction->setCheckable(true);
    m_resultsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_resultsAction->setStatusTip(tr("Show the measured results in the table"));
    // The tab index is the TableMode.
    connect(m_modeBar, &QTabBar::currentChanged, this,
            [this](int index) { setMode(TableMode(std::clamp(index, 0, 2))); });
    connect(m_switchAction, &QAction::triggered, this,
            [this](bool systems) { setMode(systems ? TableMode::Systems : TableMode::Chips); });
    connect(m_resultsAction, &QAction::triggered, this,
            [this](bool results) { setMode(results ? TableMode::Results : TableMode::Chips); });
    connect(m_systems, &SystemTableSection::currentChanged, this,
            &CatalogTablePage::currentSystemChanged);
    connect(m_results, &ResultTableSection::currentChanged, this,
            &CatalogTablePage::currentResultChanged);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_modeBar);
    layout->addWidget(m_stack, 1);

    connect(m_filterBar, &CatalogFilterBar::filtersChanged, this, &CatalogTablePage::applyFilters);
    connect(m_filterBar, &CatalogFilterBar::resultsRequested, this,
            &CatalogTablePage::focusResults);
    connect(m_filterBar, &CatalogFilterBar::precisionChanged, this, [this](Precision p) {
        setPrecision(p);
        Q_EMIT precisionChanged(p);
    });

    // A new order with other rows (a filter, a snapshot) resets the proxy: the selection and the
    // scroll position follow the chips by id. A new order of the same rows keeps them itself.
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this,
            &CatalogTablePage::rememberSelection);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &CatalogTablePage::restoreSelection);
    connect(m_proxy, &ChipFilterProxyModel::snapshotApplied, this,
            &CatalogTablePage::snapshotApplied);
    // A chip revealEntry() asked for, hidden until the new order of a cleared filter arrives.
    const auto selectPending = [this] {
        if (m_loaded && !m_pendingSelection.isEmpty() && !m_proxy->isOrderPending() &&
            selectNow(m_pendingSelection))
            m_pendingSelection.clear();
    };
    connect(m_proxy, &QAbstractItemModel::modelReset, this, selectPending);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, selectPending);

    const auto emitCounts = [this] { Q_EMIT countsChanged(shownCount(), totalCount()); };
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, emitCounts);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, emitCounts);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, emitCounts);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, emitCounts);
    // Every change of the rows or their order also reaches countsChanged; a figure edited in
    // place only dataChanged.
    connect(this, &CatalogTablePage::countsChanged, this, &CatalogTablePage::visibleChipsChanged);
    connect(m_proxy, &QAbstractItemModel::dataChanged, this,
            &CatalogTablePage::visibleChipsChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CatalogTablePage::currentChipChanged);

    setVisibleColumns(defaultColumns());
    m_view->sortByColumn(ChipTableModel::NameColumn, Qt::AscendingOrder);
}

QList<int> CatalogTablePage::defaultColumns() {
    QList<int> columns{ChipTableModel::NameColumn, ChipTableModel::VendorColumn,
                       ChipTableModel::KindColumn};
    for (Field field : {Field::MemoryGb, Field::MemoryBwGbs, Field::Fp8TflopsDense,
                        Field::Bf16TflopsDense, Field::Int8TopsDense, Field::TdpW})
        columns.append(ChipTableModel::columnForField(field));
    columns.append(ChipTableModel::PerfPerWattColumn);
    columns.append(ChipTableModel::columnForField(Field::Availability));
    columns.append(ChipTableModel::columnForField(Field::Released));
    return columns;
}

void CatalogTablePage::setChips(QList<Chip> chips) {
    setSnapshot(CatalogSnapshot(std::move(chips), {}, {}));
}

// A new snapshot (an edit, someone else's change) keeps the rows the user selected, by id, and
// where the view was scrolled to (the proxy's reset); only a chip just saved here is scrolled to.
// The chips appear once the proxy has ordered them: on a worker thread for a large catalog.
void CatalogTablePage::setSnapshot(CatalogSnapshot snapshot) {
    m_systems->setSnapshot(snapshot);
    m_results->setSnapshot(snapshot);
    m_filterBar->setChoices(snapshot.vendors(), snapshot.kinds());
    m_proxy->setSnapshot(std::move(snapshot));
}

void CatalogTablePage::snapshotApplied() {
    m_loaded = true;
    if (m_sizeColumnsOnLoad) {
        sizeColumnsToContents();
        m_sizeColumnsOnLoad = false;
    }
    const QString wanted = m_pendingSelection;
    m_pendingSelection.clear();
    if (!wanted.isEmpty())
        selectNow(wanted);
    Q_EMIT countsChanged(shownCount(), totalCount());
    Q_EMIT currentChipChanged();
}

void CatalogTablePage::rememberSelection() {
    m_kept.selected.clear();
    for (const QModelIndex& row : m_view->selectionModel()->selectedRows()) {
        const QModelIndex source = m_proxy->mapToSource(row);
        if (source.isValid())
            m_kept.selected.append(m_model->chipAt(source.row()).id);
    }
    const QModelIndex currentSource = m_proxy->mapToSource(m_view->currentIndex());
    m_kept.current = currentSource.isValid() ? m_model->chipAt(currentSource.row()).id : QString();
    m_kept.scrollX = m_view->horizontalScrollBar()->value();
    m_kept.scrollY = m_view->verticalScrollBar()->value();
}

const Chip* CatalogTablePage::currentChip() const {
    if (m_mode != TableMode::Chips)
        return nullptr;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return nullptr;
    const QModelIndex source = m_proxy->mapToSource(rows.first());
    return source.isValid() ? &m_model->chipAt(source.row()) : nullptr;
}

void CatalogTablePage::selectChip(const QString& id) {
    // An id not loaded yet (a chip just added, before the reload arrives) is selected then.
    if (!m_loaded || !selectNow(id))
        m_pendingSelection = id;
}

bool CatalogTablePage::selectNow(const QString& id) {
    const int row = m_model->rowForId(id);
    return row >= 0 && selectRow(m_view, m_proxy->mapFromSource(m_model->index(row, 0)));
}

void CatalogTablePage::restoreSelection() {
    QItemSelection selection;
    for (const QString& id : std::as_const(m_kept.selected)) {
        const int row = m_model->rowForId(id);
        const QModelIndex index =
            row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, 0));
        if (index.isValid())
            selection.select(index, index);
    }
    QItemSelectionModel* model = m_view->selectionModel();
    const int row = m_kept.current.isEmpty() ? -1 : m_model->rowForId(m_kept.current);
    const QModelIndex currentIndex =
        row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, 0));
    if (currentIndex.isValid())
        model->setCurrentIndex(currentIndex, QItemSelectionModel::NoUpdate);
    model->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->horizontalScrollBar()->setValue(m_kept.scrollX);
    m_view->verticalScrollBar()->setValue(m_kept.scrollY);
    // The reset cleared the selection without a word: a chip the new filter hides is no longer
    // the current chip, and the details pane must not keep showing it.
    const QModelIndexList rows = model->selectedRows();
    const QModelIndex first = rows.isEmpty() ? QModelIndex() : m_proxy->mapToSource(rows.first());
    if ((first.isValid() ? m_model->chipAt(first.row()).id : QString()) != m_kept.selected.value(0))
        Q_EMIT currentChipChanged();
}

Precision CatalogTablePage::precision() const {
    return m_model->precision();
}

void CatalogTablePage::setMode(TableMode mode) {
    m_modeBar->setCurrentIndex(int(mode));
    m_switchAction->setChecked(mode == TableMode::Systems);
    m_resultsAction->setChecked(mode == TableMode::Results);
    if (mode == m_mode)
        return;
    m_mode = mode;
    m_stack->setCurrentIndex(int(mode));
    Q_EMIT modeChanged(mode);
    Q_EMIT currentSystemChanged();
    Q_EMIT currentResultChanged();
    Q_EMIT currentChipChanged();
}

const Result* CatalogTablePage::currentResult() const {
    return m_mode == TableMode::Results ? m_results->currentResult() : nullptr;
}

const System* CatalogTablePage::currentSystem() const {
    return m_mode == TableMode::Systems ? m_systems->currentSystem() : nullptr;
}

void CatalogTablePage::selectEntry(const QString& id) {
    if (m_loaded && m_systems->hasSystem(id)) {
        m_systems->selectSystem(id);
        return;
    }
    if (m_loaded && m_results->hasResult(id)) {
        m_results->selectResult(id);
        return;
    }
    // Not loaded yet: whichever of the three has the id selects it when the catalog arrives.
    if (!m_loaded) {
        m_systems->selectSystem(id);
        m_results->selectResult(id);
    }
    selectChip(id);
}

void CatalogTablePage::revealEntry(const QString& id) {
    if (m_loaded && m_systems->hasSystem(id)) {
        setMode(TableMode::Systems);
        if (!m_systems->isShown(id))
            m_filterBar->clearFilters(); // the Systems table filters at once
        m_systems->selectSystem(id);
        return;
    }
    if (!m_loaded || m_model->rowForId(id) < 0) {
        selectEntry(id); // not loaded yet: selected when it arrives
        return;
    }
    setMode(TableMode::Chips);
    if (selectNow(id))
        return;
    m_filterBar->clearFilters();
    if (!selectNow(id))
        m_pendingSelection = id; // taken when the proxy's new order arrives
}

void CatalogTablePage::setPrecision(Precision precision) {
    m_filterBar->setPrecision(precision);
    m_systems->setPrecision(precision);
    if (precision != m_model->precision())
        m_model->setPrecision(precision);
}

void CatalogTablePage::setMemoryUnits(MemoryUnits units) {
    m_model->setMemoryUnits(units);
    m_systems->setMemoryUnits(units);
}

CatalogTablePage::VisibleRows CatalogTablePage::visibleRows() const {
    VisibleRows visible{m_model->snapshot(), {}};
    visible.rows.reserve(m_proxy->rowCount());
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        visible.rows.append(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    return visible;
}

int CatalogTablePage::shownCount() const {
    return m_proxy->rowCount();
}

int CatalogTablePage::totalCount() const {
    return m_model->rowCount();
}

QString CatalogTablePage::columnLabel(int column) const {
    return m_model->headerData(column, Qt::Horizontal, Qt::DisplayRole)
        .toString()
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QList<ColumnChoice> CatalogTablePage::columnChoices() const {
    const QHeaderView* header = m_view->horizontalHeader();
    QList<ColumnChoice> choices;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int column = header->logicalIndex(visual);
        choices.append({column, columnLabel(column), !header->isSectionHidden(column)});
    }
    return choices;
}

QList<ColumnChoice> CatalogTablePage::defaultColumnChoices() const {
    const QList<int> shown = defaultColumns();
    QList<ColumnChoice> choices;
    for (int column : shown)
        choices.append({column, columnLabel(column), true});
    for (int column = 0; column < ChipTableModel::ColumnCount; ++column) {
        if (!shown.contains(column))
            choices.append({column, columnLabel(column), false});
    }
    return choices;
}

void CatalogTablePage::applyColumnChoices(const QList<ColumnChoice>& choices) {
    QHeaderView* header = m_view->horizontalHeader();
    for (int visual = 0; visual < choices.size(); ++visual) {
        const ColumnChoice& choice = choices.at(visual);
        header->moveSection(header->visualIndex(choice.column), visual);
        header->setSectionHidden(choice.column, !choice.visible);
    }
}

void CatalogTablePage::setVisibleColumns(const QList<int>& columns) {
    QList<ColumnChoice> choices;
    for (int column : columns)
        choices.append({column, QString(), true});
    for (int column = 0; column < ChipTableModel::ColumnCount; ++column) {
        if (!columns.contains(column))
            choices.append({column, QString(), false});
    }
    applyColumnChoices(choices);
    if (m_loaded)
        sizeColumnsToContents();
    else
        m_sizeColumnsOnLoad = true;
}

void CatalogTablePage::resetColumns() {
    setVisibleColumns(defaultColumns());
    sortByColumn(ChipTableModel::NameColumn, Qt::AscendingOrder);
}

void CatalogTablePage::chooseColumns() {
    ColumnChooserDialog dialog(columnChoices(), defaultColumnChoices(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QList<ColumnChoice> before = columnChoices();
    const QList<ColumnChoice> after = dialog.columns();
    applyColumnChoices(after);
    // Columns that were hidden may never have been sized: size those that just appeared.
    for (const ColumnChoice& choice : after) {
        const auto was = std::find_if(before.cbegin(), before.cend(), [&](const ColumnChoice& c) {
            return c.column == choice.column;
        });
        if (choice.visible && was != before.cend() && !was->visible) {
            sizeColumnToContents(choice.column);
        }
    }
}

void CatalogTablePage::sortByColumn(int column, Qt::SortOrder order) {
    m_view->sortByColumn(column, order);
}

void CatalogTablePage::sizeColumnsToContents() {
    const QHeaderView* header = m_view->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        sizeColumnToContents(column);
    }
}

void CatalogTablePage::sizeColumnToContents(int column) {
    m_view->resizeColumnToContents(column);
    const int width = m_view->horizontalHeader()->sectionSize(column);
    m_view->setColumnWidth(column, std::min(width, maxAutoColumnWidth(column)));
}

void CatalogTablePage::showHeaderMenu(const QPoint& position) {
    QMenu menu(this);
    QHeaderView* header = m_view->horizontalHeader();
    int visibleCount = 0;
    for (int column = 0; column < header->count(); ++column)
        visibleCount += header->isSectionHidden(column) ? 0 : 1;
    for (const ColumnChoice& choice : columnChoices()) {
        QAction* action = menu.addAction(choice.label);
        action->setCheckable(true);
        action->setChecked(choice.visible);
        // The last visible column stays: a table without columns has no header to click.
        action->setEnabled(!choice.visible || visibleCount > 1);
        connect(action, &QAction::toggled, this, [this, column = choice.column](bool on) {
            m_view->horizontalHeader()->setSectionHidden(column, !on);
            if (on)
                sizeColumnToContents(column);
        });
    }
    menu.addSeparator();
    connect(menu.addAction(tr("Columns...")), &QAction::triggered, this,
            &CatalogTablePage::chooseColumns);
    connect(menu.addAction(tr("Reset columns")), &QAction::triggered, this,
            &CatalogTablePage::resetColumns);
    menu.exec(header->viewport()->mapToGlobal(position));
}

void CatalogTablePage::applyFilters() {
    // One new order for all four (none when nothing changed).
    m_proxy->setFilter({m_filterBar->text(), m_filterBar->vendor(), m_filterBar->kind(),
                        m_filterBar->availability()});
    m_systems->setFilters(m_filterBar->text(), m_filterBar->vendor(), m_filterBar->kind(),
                          m_filterBar->availability());
    m_results->setFilters(m_filterBar->text(), m_filterBar->vendor(), m_filterBar->kind());
    Q_EMIT countsChanged(shownCount(), totalCount());
}

void CatalogTablePage::focusFilter() {
    m_filterBar->focusFilter();
}

void CatalogTablePage::focusResults() {
    if (shownCount() == 0)
        return;
    m_view->setFocus(Qt::OtherFocusReason);
    if (!currentChip()) {
        const QModelIndex first = m_proxy->index(0, m_view->horizontalHeader()->logicalIndex(0));
        m_view->selectionModel()->setCurrentIndex(first, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
    }
}

void CatalogTablePage::restoreState(const Settings& settings) {
    QHeaderView* header = m_view->horizontalHeader();
    // A layout saved before the ID column or the offer columns were appended: QHeaderView
    // restores it and adds the new last sections, which start hidden like every column the user
    // has not chosen.
    int savedCount = ChipTableModel::ColumnCount;
    QByteArray state;
    for (int count : {int(ChipTableModel::ColumnCount), int(ChipTableModel::CheapestOfferColumn),
                      int(ChipTableModel::IdColumn)}) {
        state = settings.chipTableHeaderState(count);
        savedCount = count;
        if (!state.isEmpty())
            break;
    }
    if (!state.isEmpty() && header->restoreState(state) &&
        header->count() == ChipTableModel::ColumnCount &&
        header->hiddenSectionCount() < header->count()) {
        for (int column = savedCount; column < ChipTableModel::ColumnCount; ++column)
            header->hideSection(column);
        m_sizeColumnsOnLoad = false;
        // restoreState() sets the indicator without sorting the proxy.
        m_view->sortByColumn(header->sortIndicatorSection(), header->sortIndicatorOrder());
    } else {
        resetColumns();
    }
    setPrecision(settings.perfPrecision());
    m_filterBar->setText(settings.filterText());
    m_filterBar->setVendor(settings.vendorFilter());
    m_filterBar->setKind(settings.kindFilter());
    m_filterBar->setAvailability(settings.availabilityFilter());
    m_systems->restoreState(settings);
    const QString mode = settings.tableMode();
    setMode(mode == QLatin1String("systems")   ? TableMode::Systems
            : mode == QLatin1String("results") ? TableMode::Results
                                               : TableMode::Chips);
}

void CatalogTablePage::saveState(Settings& settings) const {
    settings.setChipTableHeaderState(m_view->horizontalHeader()->saveState(),
                                     ChipTableModel::ColumnCount);
    settings.setPerfPrecision(precision());
    settings.setFilterText(m_filterBar->text());
    settings.setVendorFilter(m_filterBar->vendor());
    settings.setKindFilter(m_filterBar->kind());
    settings.setAvailabilityFilter(m_filterBar->availability());
    m_systems->saveState(settings);
    settings.setTableMode(m_mode == TableMode::Systems   ? QStringLiteral("systems")
                          : m_mode == TableMode::Results ? QStringLiteral("results")
                                                         : QStringLiteral("chips"));
}

} // namespace chipatlas
