#pragma once

#include "domain/chip.h"
#include "domain/precision.h"
#include "session/catalogsnapshot.h"

#include <QList>
#include <QString>
#include <QWidget>

class QTableView;

namespace chipatlas {

class ChipFilterBar;
class ChipFilterProxyModel;
class ChipTableModel;
class Settings;
struct ColumnChoice;

// The chip table with its filter bar: owns the table model and the filter/sort proxy, the
// column layout (order, visibility, widths, sort) and the selection.
class ChipTablePage final : public QWidget {
    Q_OBJECT

public:
    explicit ChipTablePage(QWidget* parent = nullptr);

    // The rows (a snapshot of the catalog session) and the filter bar's vendor and kind choices.
    void setSnapshot(CatalogSnapshot snapshot);
    void setChips(QList<Chip> chips); // a snapshot of just these chips (tests)
    bool isLoaded() const { return m_loaded; }

    // The selected chip, or nullptr. Valid until the next setSnapshot().
    const Chip* currentChip() const;
    // Selects the chip now, or once the chips have arrived (also after a reload, for a chip
    // just added). Does nothing when the id stays unknown or the filters hide that chip.
    void selectChip(const QString& id);

    Precision precision() const;
    void setPrecision(Precision precision);

    // The chips the filters let through, in the table's sort order (what the chart plots).
    QList<Chip> visibleChips() const;
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
    ChipFilterBar* filterBar() const { return m_filterBar; }
    QTableView* tableView() const { return m_view; }
    ChipTableModel* model() const { return m_model; }

Q_SIGNALS:
    void currentChipChanged();
    void countsChanged(int shown, int total);
    // The chips visibleChips() returns may differ: filtered, sorted or reloaded. Emitted
    // freely (several times for one change); listeners coalesce.
    void visibleChipsChanged();
    void precisionChanged(chipatlas::Precision precision);

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
    void restoreSelection(const QStringList& ids, const QString& current);
    bool selectNow(const QString& id);

    ChipTableModel* m_model;
    ChipFilterProxyModel* m_proxy;
    ChipFilterBar* m_filterBar;
    QTableView* m_view;
    bool m_loaded = false;
    bool m_sizeColumnsOnLoad = true;
    QString m_pendingSelection;
};

} // namespace chipatlas
