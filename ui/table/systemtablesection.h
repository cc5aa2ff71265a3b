#pragma once

#include "application/catalogsnapshot.h"
#include "domain/precision.h"
#include "domain/system.h"

#include <QString>
#include <QWidget>

class QTableView;

namespace chipatlas {

class Settings;
class SystemFilterProxyModel;
class SystemTableModel;

// The Systems table of the table page: the model, its filter/sort proxy and the view, with the
// column layout (SystemColumn order, defaultSystemColumns() shown) remembered apart from the
// chip table's, and the selection kept by id across snapshots.
class SystemTableSection final : public QWidget {
    Q_OBJECT

public:
    explicit SystemTableSection(QWidget* parent = nullptr);

    void setSnapshot(const CatalogSnapshot& snapshot);
    void setPrecision(Precision precision);
    void setMemoryUnits(MemoryUnits units);
    void setFilters(const QString& text, const QString& vendor, const QString& kind,
                    int availability);

    // The selected system, or nullptr; valid until the next setSnapshot().
    const System* currentSystem() const;
    // Selects the system now, or once the systems have arrived.
    void selectSystem(const QString& id);
    bool hasSystem(const QString& id) const;
    // Whether the filters let the system through.
    bool isShown(const QString& id) const;

    int shownCount() const;
    int totalCount() const;

    void resetColumns();
    void restoreState(const Settings& settings);
    void saveState(Settings& settings) const;

    QTableView* tableView() const { return m_view; }
    SystemTableModel* model() const { return m_model; }
    SystemFilterProxyModel* proxy() const { return m_proxy; }

Q_SIGNALS:
    void currentSystemChanged();
    void countsChanged(int shown, int total);

private:
    bool selectNow(const QString& id);
    void sizeColumnsToContents();

    SystemTableModel* m_model;
    SystemFilterProxyModel* m_proxy;
    QTableView* m_view;
    bool m_loaded = false;
    bool m_sizeColumnsOnLoad = true;
    QString m_pendingSelection;
};

} // namespace chipatlas
