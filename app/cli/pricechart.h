#pragma once

#include "chart/chartrender.h"

#include <QSize>
#include <QString>

namespace chipatlas::cli {

class CliContext;
class CommandLine;

// chart --prices ID: the price history of an offer, a chip or a system (README, "Price
// history"; application/pricehistory.h) written to `path` in `format` and summarised: the
// file, the offers drawn, the cheapest current one, and the prices listed but not drawn.
int writePriceHistoryChart(CliContext& context, const CommandLine& line, const QString& id,
                           const QString& path, ChartFileFormat format, QSize chartSize,
                           qreal chartScale, QSize pixels);

} // namespace chipatlas::cli
