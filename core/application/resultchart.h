#pragma once

#include "application/catalogsnapshot.h"
#include "domain/chartdata.h"

namespace chipatlas {

// The charts of measured results (the chart page's "Measured results vs bound" and "Measured
// tokens per watt", docs/MODEL-FIT.md section 8), as ChartData the chart draws like any other:
//
// - MeasuredVsBound: each serving result at x = the calculator's bound for its own model,
//   hardware, chip count, precisions, batch and lengths (core's resultBound()) and y = its
//   measured tokens per second, both for all its chips; the guides are lines of constant
//   efficiency (y = e x, "1 × bound" the diagonal). A result above its bound is plotted,
//   flagged (ChartPoint::aboveBound) and named in the notes, never left out.
// - TokensPerWatt: each serving result with a measured power at x = that power (W) and y = its
//   measured tokens per second; the guides are lines of constant tokens per second per watt.
//
// One series per claimant (ChartPoint::vendor is claimKindDisplayName(): audited benchmark,
// independent measurement, vendor's claim, your own run). A result without the figures an axis
// needs is listed as not plotted, with the reason (no bound: why; no power measured). Figure
// measurements are not serving results: left out. `spec` gives the subject and the log scales.
ChartData buildResultChartData(const CatalogSnapshot& snapshot, const ChartSpec& spec);

} // namespace chipatlas
