#pragma once

#include "application/catalogsnapshot.h"
#include "domain/precision.h"
#include "domain/system.h"
#include "table/entrytablesection.h"

#include <QString>

namespace chipatlas {

class Settings;
class SystemFilterProxyModel;
class SystemTableModel;

// The Systems table of the table page (an EntryTableSection: the selection kept by id across
// snapshots), with the column layout (SystemColumn order, defaultSystemColumns() shown)
// remembered apart from the chip table's.
class SystemTableSection final : public EntryTableSection {
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
    void selectSystem(const QString& id) { select(id); }
    bool hasSystem(const QString& id) const { return has(id); }
    using EntryTableSection::isShown; // whether the filters let the system through

    void resetColumns();
    void restoreState(const Settings& settings);
    void saveState(Settings& settings) const;

    SystemTableModel* model() const { return m_model; }
    SystemFilterProxyModel* proxy() const { return m_proxy; }

private:
    int rowForId(const QString& id) const override;
    QString idAt(int row) const override;
    void sizeColumnsToContents();

    SystemTableModel* m_model;
    SystemFilterProxyModel* m_proxy;
    bool m_sizeColumnsOnLoad = true;
};

} // namespace chipatlas
