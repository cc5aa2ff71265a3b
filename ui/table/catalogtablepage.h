#pragma once

#include "application/catalogsnapshot.h"
#include "common/viewoptions.h"
#include "common/visiblechipspage.h"
#include "domain/chip.h"
#include "domain/precision.h"

#include <QList>
#include <QString>

class QAction;
class QStackedWidget;
class QTabBar;
class QTableView;

namespace chipatlas {

class CatalogFilterBar;
class ChipFilterProxyModel;
class ChipTableModel;
class ResultTableSection;
class Settings;
class SystemTableSection;
struct ColumnChoice;

// The chip table with its filter bar: owns the table model and the filter/sort proxy, the
// column layout (order, visibility, widths, sort) and the selection. A Chips / Systems switch
// above the table shows the Systems table (SystemTableSection) or the measured results
// (ResultTableSection) in its place, filtered by the same bar.
class CatalogTablePage final : public VisibleChipsPage {
    Q_OBJECT

public:
    explicit CatalogTablePage(QWidget* parent = nullptr);

    // The rows (a snapshot of the catalog session) and the filter bar's vendor and kind choices.
    // A large catalog's chips appear once ordered off the GUI thread (isLoaded() then).
    void setSnapshot(CatalogSnapshot snapshot);
    void setChips(QList<Chip> chips); // a snapshot of just these chips (tests)
    bool isLoaded() const override { return m_loaded; }

    // The selected chip (Chips mode), or nullptr. Valid until the next setSnapshot().
    const Chip* currentChip() const override;
    // Selects the chip now, or once the chips have arrived (also after a reload, for a chip
    // just added). Does nothing when the id stays unknown or the filters hide that chip.
    void selectChip(const QString& id) override;

    Precision precision() const;
    void setPrecision(Precision precision);
    // GB or GiB in both tables' memory cells.
    void setMemoryUnits(MemoryUnits units);

    // The Chips / Systems / Results switch (also switchModeAction(), Ctrl+Shift+S, between chips
    // and systems, and resultsModeAction(), Ctrl+Shift+R).
    TableMode mode() const { return m_mode; }
    void setMode(TableMode mode);
    QAction* switchModeAction() const { return m_switchAction; }
    QAction* resultsModeAction() const { return m_resultsAction; }
    QTabBar* modeBar() const { return m_modeBar; }
    SystemTableSection* systemSection() const { return m_systems; }
    ResultTableSection* resultSection() const { return m_results; }
    // The selected result in Results mode (nullptr in the other modes or without a selection).
    const Result* currentResult() const;
    // The selected system in Systems mode (nullptr in Chips mode or without a selection).
    const System* currentSystem() const;
    // Selects the chip, the system or the result with this id (once loaded), whichever the
    // catalog has.
    void selectEntry(const QString& id);
    // Selects it as selectEntry() does, and also where the table is hidden: switches to the
    // Chips or Systems table, and clears the filters when they hide the entry (the quick search
    // reaches every entry of the catalog). A large catalog's new order comes from a worker: the
    // entry is selected once it arrives.
    void revealEntry(const QString& id);

    // The chips the filters let through, in the table's sort order (what the chart plots):
    // their rows in the table's snapshot, cheap to take on the GUI thread, and read into a list
    // on a worker (VisibleRows::chips()); or read at once (visibleChips()).
    VisibleRows visibleRows() const override;
    QList<Chip> visibleChips() const { return visibleRows().chips(); }
    int shownCount() const;
    int totalCount() const;

    void chooseColumns();
    void resetColumns();
    // Shows exactly these model columns, in this order.
    void setVisibleColumns(const QList<int>& columns);
    void sortByColumn(int column, Qt::SortOrder order);
    static QList<int> defaultColumns();

    void restoreState(const Settings& settings);
    void saveState(Settings& settings) const;

    void focusFilter();
    CatalogFilterBar* filterBar() const { return m_filterBar; }
    QTableView* tableView() const { return m_view; }
    ChipTableModel* model() const { return m_model; }
    ChipFilterProxyModel* proxyModel() const { return m_proxy; }

Q_SIGNALS:
    // And currentChipChanged(), visibleChipsChanged() (visiblechipspage.h).
    void countsChanged(int shown, int total);
    void precisionChanged(chipatlas::Precision precision);
    void modeChanged(chipatlas::TableMode mode);
    void currentSystemChanged();
    void currentResultChanged();

private:
    void applyFilters();
    void applyColumnChoices(const QList<ColumnChoice>& choices);
    QList<ColumnChoice> columnChoices() const;
    QList<ColumnChoice> defaultColumnChoices() const;
    QString columnLabel(int column) const;
    void sizeColumnsToContents();
    void sizeColumnToContents(int column);
    void showHeaderMenu(const QPoint& position);
    void focusResults();
    void snapshotApplied();
    void rememberSelection();
    void restoreSelection();
    bool selectNow(const QString& id);

    ChipTableModel* m_model;
    ChipFilterProxyModel* m_proxy;
    CatalogFilterBar* m_filterBar;
    QTableView* m_view;
    SystemTableSection* m_systems;
    ResultTableSection* m_results;
    QTabBar* m_modeBar;
    QStackedWidget* m_stack;
    QAction* m_switchAction;
    QAction* m_resultsAction;
    TableMode m_mode = TableMode::Chips;
    bool m_loaded = false;
    bool m_sizeColumnsOnLoad = true;
    QString m_pendingSelection;
    struct KeptSelection {
        QStringList selected; // chip ids
        QString current;
        int scrollX = 0;
        int scrollY = 0;
    } m_kept; // across a reset of the proxy
};

} // namespace chipatlas
