#pragma once

#include "figure.h"
#include "units.h"

#include <QLocale>
#include <QString>

namespace chipatlas {

// How one figure reads wherever it is shown (details pane, table cell and tooltip, compare cell,
// chart tooltip, `chipatlas-cli show` and `list`): in the unit its source printed, with the
// configuration and range it belongs to (docs/DOMAIN-RULES.md rule 4). Sorting and comparing keep
// using the stored nominal number; these functions are for display only.

// Whether a figure in `unit` is a memory capacity or a bandwidth: its source prints it in GB or
// GiB (GB/s or GiB/s), and the figure shows in that unit. A column of such figures names the
// unit in every cell, never in its header.
bool followsPrintedUnit(Unit unit);

// The vendor as users name it: "AWS" for "AWS (Annapurna Labs)", "Intel" for "Intel (Habana
// Labs)".
QString vendorShortName(const QString& vendor);

// The figure's value with its unit, as its source printed it:
// * a capacity or bandwidth printed in GiB (GiB/s) in that unit whatever `memoryUnits`:
//   Trainium1's "32 GiB", "820 GiB/s";
// * a capacity printed in GB, or whose printed unit is not recorded, in GB, or converted to GiB
//   under MemoryUnits::Binary ("80 GB", "74.51 GiB"); a bandwidth in GB/s (TB/s);
// * a byte count (visible memory) in GB (GiB) and MiB, as drivers report it:
//   "85.52 GB (81,559 MiB)";
// * any other number as formatQuantity(), text as it is.
// Empty when the figure has no value.
QString formatFigure(const Figure& figure, Unit unit, const QLocale& locale = QLocale(),
                     MemoryUnits memoryUnits = MemoryUnits::Decimal);

// The configuration and the range the figure belongs to, where it has them: "air-cooled;
// 900-1,200 W" for Gaudi 3's TDP, "300-350 W"; empty when it has neither.
QString figureContext(const Figure& figure, Unit unit, const QLocale& locale = QLocale(),
                      MemoryUnits memoryUnits = MemoryUnits::Decimal);

// formatFigure() followed by figureContext() in parentheses: "900 W (air-cooled; 900-1,200 W)",
// "300 W (300-350 W)", "32 GiB".
QString describeFigure(const Figure& figure, Unit unit, const QLocale& locale = QLocale(),
                       MemoryUnits memoryUnits = MemoryUnits::Decimal);

// Where the figure's unit comes from: "32 GiB as printed by AWS", "80 GB as printed by NVIDIA".
// Empty when the figure has no value, is not a capacity or bandwidth, or nobody recorded the unit
// its source printed.
QString printedAsText(const Figure& figure, Unit unit, const QString& vendor,
                      const QLocale& locale = QLocale());

// The TDP a perf-per-watt figure divides by, with its configuration: "at 900 W, air-cooled",
// "at 700 W". Empty when the TDP has no value.
QString tdpUsedText(const Figure& tdp, const QLocale& locale = QLocale());

} // namespace chipatlas
