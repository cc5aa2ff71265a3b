#pragma once

#include "figure.h"
#include "units.h"

#include <QList>
#include <QLocale>
#include <QString>

namespace chipatlas {

// How one figure reads wherever it is shown (details pane, table cell and tooltip, compare cell,
// chart tooltip, `chipatlas-cli show` and `list`): in the unit its source printed, with the
// configuration and range it belongs to (docs/DOMAIN-RULES.md rule 4). Sorting and comparing keep
// using the stored nominal number; these functions are for display only.

// Whether a figure in `unit` is a memory capacity or a bandwidth: its source prints it in GB or
// GiB (GB/s or GiB/s). Shown alone (details, comparison) the figure reads in that unit; a column
// of such figures has one unit, in its header (ColumnUnit below).
bool followsPrintedUnit(Unit unit);

// 1 GiB = 2^30 bytes = 1.0737 GB (docs/DOMAIN-RULES.md rule 4).
inline constexpr double kGigabytesPerGibibyte = 1.073741824;
// The mark of a figure its source printed in binary units (GiB, GiB/s), wherever its number
// shows: in a column of another unit (converted) and in a comparison (as printed).
inline constexpr QChar kBinaryPrintedMark = QChar(0x2021); // double dagger

// Whether the figure, in `unit`, is a capacity or bandwidth its source printed in GiB (GiB/s).
bool printedInBinary(const Figure& figure, Unit unit);
// The figure's number read in decimal units (GB, GB/s): a figure printed in GiB (GiB/s)
// converted at 1.0737 GB per GiB; any other its stored number.
double decimalReading(const Figure& figure, Unit unit);
// The unit the figure's number is in, as its source printed it: "GiB", "GiB/s" for a figure
// printed in binary units, otherwise the stored unit's symbol ("GB", "GB/s", "TFLOPS"); empty
// for text.
QString printedUnitOf(const Figure& figure, Unit unit);
// "820 GiB/s as printed = 880.5 GB/s": a figure printed in binary units and what it is in
// decimal units; empty for any other figure.
QString binaryPrintedText(const Figure& figure, Unit unit, const QLocale& locale = QLocale());

// The legend of kBinaryPrintedMark under a table: "‡ printed in GiB (GiB/s) by its source,
// converted: 1 GiB = 1.0737 GB".
QString binaryPrintedLegend();

// One unit for a whole column (a table's, a CSV's, a chart axis's) of capacities or bandwidths,
// scaled for its largest value: GB or TB (GiB or TiB under MemoryUnits::Binary) for
// capacities, GB/s or TB/s for bandwidths (docs/DOMAIN-RULES.md rule 4). Each value is
// converted into it from the unit its source printed, and a value printed in binary units
// carries kBinaryPrintedMark.
struct ColumnUnit {
    Unit unit = Unit::None;    // the stored unit (Unit::Gigabyte, GigabytePerSecond)
    QString symbol;            // "TB", "GiB", "GB/s", "TB/s"
    double bytesPerUnit = 1e9; // bytes (per second) in one `symbol`
    int decimals = 2;          // at most, trailing zeros dropped
    bool isScaled() const { return unit != Unit::None; }
};
// The column unit for figures in `unit` whose largest value read in decimal units is
// `largest` (stored unit); a unit that is no capacity or bandwidth gives an unscaled column.
ColumnUnit columnUnitFor(Unit unit, double largest, MemoryUnits memoryUnits);
// The same, from the figures of the column.
ColumnUnit columnUnitFor(Unit unit, const QList<Figure>& figures, MemoryUnits memoryUnits);
// A figure's number in the column's unit, or NaN when it has none.
double columnValue(const Figure& figure, const ColumnUnit& column);
// A cell: the number in the column's unit ("851.2", "0.64"), followed by " ‡" when its source
// printed it in binary units; empty when the figure has no value.
QString columnCellText(const Figure& figure, const ColumnUnit& column, const QLocale& locale);

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
