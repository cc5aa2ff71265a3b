#pragma once

#include <QCoreApplication>

#include <memory>

namespace chipatlas::cli {

// The application object of chipatlas-cli, created before anything else. Every command gets a
// QCoreApplication, except those that draw a chart (drawsChart()): Qt Charts draws through the
// graphics view, which needs a QApplication. It gets one on the offscreen platform (unless
// QT_QPA_PLATFORM names another), so that it runs without a display, and with a private XDG runtime
// folder when none is set, so that Qt warns about nothing on stderr.
std::unique_ptr<QCoreApplication> createApplication(int& argc, char** argv);

// The command named on the command line, read before the application exists: the first
// argument that is neither a global option nor the value of --db. Empty when there is none.
QByteArray commandArgument(int argc, const char* const* argv);
// Whether the command line draws a chart: `chart`, or `tco` with --chart.
bool drawsChart(int argc, const char* const* argv);

} // namespace chipatlas::cli
