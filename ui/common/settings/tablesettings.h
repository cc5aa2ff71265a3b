#pragma once

#include "domain/precision.h"

#include <QByteArray>
#include <QString>

namespace chipatlas {

class SettingsStore;

// The table page's settings: chips or systems, each table's header, the chip filters and the
// precision of the efficiency columns.
class TableSettings {
public:
    explicit TableSettings(SettingsStore& store)
        : m_store(store) {}

    // The chip table's QHeaderView::saveState (column order, visibility, widths, sort). Empty
    // when the stored state was written for a different set of columns.
    QByteArray chipTableHeaderState(int columnCount) const;
    void setChipTableHeaderState(const QByteArray& state, int columnCount);

    // What the table page shows: "chips", "systems" or "results" (the Chips / Systems / Results
    // switch).
    QString tableMode() const;
    void setTableMode(const QString& mode);
    // The Systems table's QHeaderView::saveState, as chipTableHeaderState().
    QByteArray systemTableHeaderState(int columnCount) const;
    void setSystemTableHeaderState(const QByteArray& state, int columnCount);

    // Precision of the perf/W and bandwidth/TFLOP columns (View > Perf/W precision, and the
    // default precision for efficiency in Preferences).
    Precision perfPrecision() const;
    void setPerfPrecision(Precision precision);

    // The chip table filters.
    QString filterText() const;
    void setFilterText(const QString& text);
    QString vendorFilter() const; // empty: all vendors
    void setVendorFilter(const QString& vendor);
    QString kindFilter() const; // empty: all kinds
    void setKindFilter(const QString& kind);
    int availabilityFilter() const; // OR of AvailabilityClass, 0: all
    void setAvailabilityFilter(int classes);

private:
    SettingsStore& m_store;
};

} // namespace chipatlas
