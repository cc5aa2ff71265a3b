#pragma once

#include "common/viewoptions.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

namespace chipatlas {

// The values of the GUI's view options (--sort, --columns, --size, --compare, the --chart
// options and the --fit-* counts), each parsed into `view` (or `value`). On a bad value they
// return false and put the message for the user, naming the valid values, in `error`.
// parseGuiCommandLine() calls them; the messages are translated under "GuiStartup".

// "bf16_tflops_dense" or "bf16_tflops_dense:desc" -> column and order.
bool parseSortOption(const QString& text, ViewOptions* view, QString* error);
// Comma-separated column keys, in order; the offer columns too.
bool parseColumnsOption(const QString& text, ViewOptions* view, QString* error);
// WIDTHxHEIGHT.
bool parseSizeOption(const QString& text, ViewOptions* view, QString* error);
// A positive whole number up to `max` for --`option` (--fit-context, --fit-batch, --fit-chips).
bool parseCountOption(const QString& option, const QString& text, qint64 max, qint64* value,
                      QString* error);
// --chart, --chart-x, --chart-y, --chart-log and --chart-systems of `parser`; none set leaves
// `view` as it is.
bool parseChartOptions(const QCommandLineParser& parser, ViewOptions* view, QString* error);
// --fit MODEL with --fit-precision, --fit-context, --fit-batch, --fit-chips and --fit-budget
// of `parser` (each of those needs --fit); none set leaves `view` as it is.
bool parseFitOptions(const QCommandLineParser& parser, ViewOptions* view, QString* error);
// --own-or-rent HW[,HW2] (one or two different chip or system ids) and --scenario NAME of
// `parser`; none set leaves `view` as it is.
bool parseOwnershipOptions(const QCommandLineParser& parser, ViewOptions* view, QString* error);
// 2 to 4 different chip or system ids, comma-separated.
bool parseCompareOption(const QString& text, ViewOptions* view, QString* error);

} // namespace chipatlas
