#pragma once

// The texts of a CatalogChart: a point's label, its hover tooltip (the chip and its two figures),
// and a bin's (its count and first chips). Private to the chart library.
#include "domain/chartdata.h"
#include "domain/chartdecimation.h"
#include "domain/units.h"

#include <QString>

namespace chipatlas {

// The name on a point: the legend already names the vendor, and the parenthesis is detail
// for the tooltip ("NVIDIA B200 (HGX B200, per GPU)" -> "B200"); "?" or "*" after it when the
// point rests on an unverified figure or a throughput that may be sparse.
QString chartPointLabel(const ChartPoint& point);
// "H100 SXM (NVIDIA)\nTDP: 700 W\nDense BF16 throughput: 989.4 TFLOPS" in the user's locale,
// with the status when a figure is not published-as-is ("500 W (unverified)"); a memory
// capacity printed in GB shows in GiB under MemoryUnits::Binary.
QString chartPointToolTip(const ChartData& data, const ChartPoint& point,
                          MemoryUnits memoryUnits = MemoryUnits::Decimal);
// "312 chips in this cell, drawn as a bin:" and the first names, then "and 307 more".
QString chartBinToolTip(const ChartData& data, const ChartBin& bin);

} // namespace chipatlas
