#pragma once

#include "chip.h"
#include "entry.h"
#include "figureformat.h"
#include "offerchoice.h"
#include "precision.h"
#include "system.h"
#include "units.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVariant>

#include <functional>
#include <optional>
#include <span>

namespace chipatlas {

// The one vocabulary of the Systems table (the GUI table's Systems mode) and
// `chipatlas-cli systems` (its --sort and --columns): both take their columns, titles, cells
// and sort values from here, so that they agree row for row.
enum class SystemColumn {
    Id,                  // "id"
    Name,                // "name"
    Vendor,              // "vendor"
    ChipId,              // "chip_id"
    ChipCount,           // "chip_count"
    DomainChips,         // "scaleup_domain_chips"
    ScaleupFabric,       // "scaleup_fabric"
    ScaleupBwPerChip,    // "scaleup_bw_per_chip_gbs"
    MemoryTotal,         // "memory_gb" (computed total)
    MemoryBwTotal,       // "memory_bw_gbs" (computed total)
    Throughput,          // "throughput" (computed dense total at the precision)
    PerfPerWatt,         // "perf_per_watt" (over the system power; missing when unpublished)
    SystemPower,         // "system_power_w"
    CheapestPerChipHour, // "cheapest_per_chip_hour" (USD, current offers)
    DearestPerChipHour,  // "dearest_per_chip_hour"
    OfferSpread,         // "offer_spread" (dearest / cheapest, "5.6x")
    Availability,        // "availability"
};
inline constexpr int kSystemColumnCount = int(SystemColumn::Availability) + 1;

std::span<const SystemColumn> allSystemColumns();
// The columns shown unless the user chose others: every one but id and scaleup_fabric.
QList<SystemColumn> defaultSystemColumns();
QString systemColumnKey(SystemColumn column);
std::optional<SystemColumn> systemColumnFromKey(QStringView key);
QStringList systemColumnKeys();
// "Memory (GB)", "Dense BF16 throughput (TFLOPS)", "Cheapest ($/chip-h)" (translated); the
// columns whose cells name their own unit (memory, bandwidth) have the label alone.
QString systemColumnTitle(SystemColumn column, Precision precision);
// With the unit of a scaled column (systemColumnUnit()): "Memory (TB)", "Memory bandwidth
// (TB/s)"; the title alone for a column that is not scaled.
QString systemColumnTitle(SystemColumn column, Precision precision, const ColumnUnit& unit);
Better systemColumnBetter(SystemColumn column);
bool systemColumnIsNumeric(SystemColumn column);

// What one row of the Systems table shows: the system, its entry (Entry::ofSystem()) and the
// spread of its offers (offersForSystem()).
struct SystemRow {
    System system;
    Entry entry;
    OfferSpread offers;
};
// One row per system, in the systems' order. `chips` is the catalog's chips (looked up by id).
QList<SystemRow> systemRows(const QList<System>& systems, const QList<Chip>& chips,
                            const QList<Offer>& offers);
// The same with the catalog's own lookups: `chip` finds a chip by id (nullptr: none), `offers`
// indexes the catalog's offers; O(systems + their offers).
QList<SystemRow> systemRows(const QList<System>& systems,
                            const std::function<const Chip*(const QString&)>& chip,
                            const OfferIndex& offers);

// The one unit of a memory or bandwidth column for `rows` (docs/DOMAIN-RULES.md rule 4): the
// memory total in GB or TB (GiB or TiB under MemoryUnits::Binary), bandwidths in GB/s or TB/s,
// scaled for the column's largest value, so that a pod's memory reads TB on every row. Other
// columns are not scaled (ColumnUnit::isScaled() is false).
ColumnUnit systemColumnUnit(SystemColumn column, const QList<SystemRow>& rows, Precision precision,
                            MemoryUnits memoryUnits = MemoryUnits::Decimal);

// A cell's figure (with status; computed totals with their note), its text without markers
// (the number in the column's unit, "851.2", and " ‡" after a figure printed in binary units,
// converted (figureformat.h); the number with the column's decimals; "$2.99"; "5.6x"; "" when
// missing) and its sort value (double, QString, or null so that missing values sort last;
// memory and bandwidth in decimal units, as the cells show them).
Figure systemColumnFigure(SystemColumn column, const SystemRow& row, Precision precision);
QString systemCellText(SystemColumn column, const Figure& figure, const QLocale& locale,
                       const ColumnUnit& unit);
QVariant systemSortValue(SystemColumn column, const Figure& figure);

} // namespace chipatlas
