#pragma once

#include <QStringList>

namespace chipatlas::cli {

class CliContext;

// One subcommand. `run` receives the command's own arguments with the command name first
// ("list", "--sort", "tdp_w"), parses them and returns the process exit code.
struct Command {
    const char* name;
    const char* summary;
    int (*run)(CliContext& context, const QStringList& arguments);
};

// Each lives in its own <name>command.cpp. Adding a command: write the file, declare its
// entry point here and add it to the table in main.cpp.
int runList(CliContext& context, const QStringList& arguments);
int runSystems(CliContext& context, const QStringList& arguments);
int runOffers(CliContext& context, const QStringList& arguments);
int runResults(CliContext& context, const QStringList& arguments);
int runShow(CliContext& context, const QStringList& arguments);
int runModels(CliContext& context, const QStringList& arguments);
int runCompare(CliContext& context, const QStringList& arguments);
int runFit(CliContext& context, const QStringList& arguments);
int runFitsOn(CliContext& context, const QStringList& arguments);
int runMaxContext(CliContext& context, const QStringList& arguments);
int runPrice(CliContext& context, const QStringList& arguments);
int runTco(CliContext& context, const QStringList& arguments);
int runScenarios(CliContext& context, const QStringList& arguments);
int runChart(CliContext& context, const QStringList& arguments);
int runImport(CliContext& context, const QStringList& arguments);
int runExport(CliContext& context, const QStringList& arguments);
int runCopy(CliContext& context, const QStringList& arguments);
int runDiff(CliContext& context, const QStringList& arguments);

} // namespace chipatlas::cli
