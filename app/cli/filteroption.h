#pragma once

class QCommandLineOption;

namespace chipatlas::cli {

// -f/--filter <text> of list, chart and export: core's chipMatchesText(), the rule of the
// GUI's filter box, so that a chart or a file holds exactly the chips the table lists.
QCommandLineOption filterOption();

} // namespace chipatlas::cli
