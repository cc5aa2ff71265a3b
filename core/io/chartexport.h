#pragma once

#include "domain/chartdata.h"

#include <QByteArray>

namespace chipatlas {

// The plotted points of a chart as CSV (RFC 4180, quoted by libcsv, CRLF line ends), one row
// per point in the chart's order, after this header:
//   id,name,vendor,x_field,x,x_unit,x_status,y_field,y,y_unit,y_status,precision
// x_field/y_field are the quantity keys ("tdp_w", "throughput"); a number is written in the C
// locale with the shortest exact form ("989.5", "1.4142857142857144"), a date as the
// catalog's text ("2023-12-06"); the unit is the one the value is in as its source printed it
// ("W", "TFLOPS", "GiB" for a capacity printed in GiB, "GB/s"; empty for dates; under
// data.memoryUnits = MemoryUnits::Binary a capacity printed in GB is converted to GiB, so
// that every capacity is in GiB, as the chart's axis) and
// the status its key ("published", "computed", "unverified"; ", sparsity_unstated" appended
// where the vendor does not say whether a throughput is dense). precision is the chart's
// ("bf16", "fp8"), which "throughput" and the ratios are at. Chips the chart does not plot
// are not in it.
QByteArray chartToCsv(const ChartData& data);

} // namespace chipatlas
