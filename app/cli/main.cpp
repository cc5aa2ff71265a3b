// chipatlas-cli: global options, then a command with its own options. This file only
// dispatches; each command lives in its own <name>command.cpp.
#include "apppaths.h"
#include "cliapplication.h"
#include "clicontext.h"
#include "commands.h"
#include "domain/excerpt.h"
#include "nocoredumps.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QDir>

#include <algorithm>
#include <iterator>

using namespace chipatlas::cli;

namespace {
constexpr Command kCommands[] = {
    {"list", "List chips as a table or JSON, sorted and filtered", runList},
    {"systems", "List systems (boards, racks, instances) with totals and offers", runSystems},
    {"offers", "List the rental offers of a chip, a system or the catalog", runOffers},
    {"results", "Measured results beside their bounds; record your own run", runResults},
    {"show", "Show every figure of one chip or system with its provenance", runShow},
    {"models", "List the LLMs of the catalog", runModels},
    {"compare", "Compare 2 to 4 chips or systems: winners, ratios and a summary", runCompare},
    {"fit", "Does an LLM fit on a chip, a system or each chip? Memory, chips, bounds", runFit},
    {"fits-on", "Which LLMs fit on a chip at FP16, INT8 and INT4", runFitsOn},
    {"max-context", "The longest context and largest batch that fit", runMaxContext},
    {"price", "Show, set or remove a chip's hourly price; record an offer's price", runPrice},
    {"tco", "Own or rent: cost per hour and per million tokens, break-even, facility power",
     runTco},
    {"scenarios", "List, show, save, delete or rename saved ownership scenarios", runScenarios},
    {"chart", "Draw a scatter chart of the chips to a PNG, SVG or CSV file", runChart},
    {"import", "Import chips, systems or offers from a CSV or JSON file (all or nothing)",
     runImport},
    {"export", "Export the chips, systems or offers to a CSV or JSON file", runExport},
    {"copy", "Copy chips, models and prices between catalogs (file or team server)", runCopy},
    {"diff", "What changed between two snapshots, or a snapshot and now", runDiff},
};

const Command* findCommand(const QString& name) {
    const auto it = std::find_if(std::begin(kCommands), std::end(kCommands),
                                 [&](const Command& c) { return name == QLatin1String(c.name); });
    return it == std::end(kCommands) ? nullptr : it;
}

QString commandNames() {
    QStringList names;
    for (const Command& command : kCommands)
        names << QString::fromLatin1(command.name);
    return names.join(QStringLiteral(", "));
}

QString globalDescription() {
    QString text =
        QStringLiteral("Query the ChipAtlas catalog of AI accelerators and LLMs.\n\nCommands:\n");
    for (const Command& command : kCommands)
        text += QStringLiteral("  %1  %2\n")
                    .arg(QString::fromLatin1(command.name).leftJustified(11),
                         QString::fromLatin1(command.summary));
    text += QStringLiteral("  help         Show the help of a command (or: COMMAND --help)\n");
    text += QStringLiteral(
                "\nThe catalog is the GUI's,\n  %1\n"
                "unless --db (or else the environment variable CHIPATLAS_DB) names another: a\n"
                "file, or a team catalog on a PostgreSQL server,\n"
                "  postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=MODE]\n"
                "with PORT 5432 unless given and MODE one of\n  %2.\n"
                "A missing catalog is created with the built-in chips, models, systems and\n"
                "offers.\n\n"
                "The age of a price (\"seen 2026-08-26, 3 months ago\") counts to today, or to\n"
                "CHIPATLAS_TODAY (YYYY-MM-DD) when set, for reproducible output.\n\n"
                "A team catalog's password is never part of the URL: it comes from PGPASSWORD\n"
                "when set, else from the keychain entry the ChipAtlas app stored for that\n"
                "connection (Settings, Catalog). With neither, the command fails (exit status 1);\n"
                "it never prompts.\n\n"
                "Output uses the C locale (\"1307.4\", no group separators) whatever the\n"
                "system's language, so that scripts can parse it. --json prints indented\n"
                "UTF-8 JSON.\n\n"
                "Exit status:\n"
                "  0  success\n"
                "  1  the catalog cannot be opened or read (also: no password for a\n"
                "     team catalog), or an id is not in it;\n"
                "     import: the file is invalid (nothing imported); export: not written;\n"
                "     chart: the file cannot be written\n"
                "  2  usage error: unknown command, option, field or precision, or a\n"
                "     malformed --db or CHIPATLAS_DB (the message names the wrong part)\n"
                "On an error, a message goes to stderr and nothing to stdout.")
                .arg(QDir::toNativeSeparators(chipatlas::AppPaths::defaultCatalogPath()),
                     chipatlas::CatalogConnection::sslModes().join(QStringLiteral(", ")));
    return text;
}
} // namespace

int main(int argc, char** argv) {
    // PGPASSWORD may be in this process from the start: no core file may copy it.
    chipatlas::forbidCoreDumps();
    // A QApplication on the offscreen platform for `chart`, a QCoreApplication otherwise.
    const std::unique_ptr<QCoreApplication> app = createApplication(argc, argv);
    // A lost server connection is one message, not a line from the driver per statement.
    chipatlas::Catalog::routeDriverMessages();
    chipatlas::AppPaths::setApplicationIdentity(); // the GUI's too: the same default catalog
    QCoreApplication::setApplicationVersion(QStringLiteral(CHIPATLAS_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(globalDescription());
    // Everything from the command on belongs to the command's own parser.
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption db = CliContext::databaseOption();
    parser.addOption(db);
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"),
                                 QStringLiteral("One of: %1, help.").arg(commandNames()),
                                 QStringLiteral("command [options]"));

    CliContext context;
    const QString usage = CliContext::programName();
    if (!parser.parse(QCoreApplication::arguments()))
        return context.usageError(
            QStringLiteral("%1\nTry '%2 --help'.")
                .arg(chipatlas::commandLineError(parser), CliContext::programName()));
    if (parser.isSet(help) || parser.isSet(QStringLiteral("help-all"))) {
        context.print(CliContext::helpText(parser, usage));
        return ExitOk;
    }
    if (parser.isSet(version)) {
        context.print(QStringLiteral("%1 %2").arg(CliContext::programName(),
                                                  QCoreApplication::applicationVersion()));
        return ExitOk;
    }

    QStringList arguments = parser.positionalArguments();
    if (arguments.isEmpty())
        return context.usageError(QStringLiteral("no command given; commands: %1 (try '%2 --help')")
                                      .arg(commandNames(), CliContext::programName()));
    if (arguments.constFirst() == QLatin1String("help")) {
        if (arguments.size() == 1) {
            context.print(CliContext::helpText(parser, usage));
            return ExitOk;
        }
        arguments = {arguments.at(1), QStringLiteral("--help")};
    }
    const Command* command = findCommand(arguments.constFirst());
    if (!command)
        return context.usageError(
            QStringLiteral("unknown command \"%1\"; commands: %2")
                .arg(chipatlas::excerpt(arguments.constFirst()), commandNames()));

    // CHIPATLAS_TODAY pins "today" for the ages of prices; a value that is not a date would
    // otherwise be ignored without a word, and every age would be off.
    const QString today = qEnvironmentVariable("CHIPATLAS_TODAY");
    if (!today.isEmpty() && !QDate::fromString(today, Qt::ISODate).isValid()) {
        return context.usageError(
            QStringLiteral("CHIPATLAS_TODAY: \"%1\" is not a date; write it as YYYY-MM-DD")
                .arg(chipatlas::excerpt(today)));
    }
    if (parser.isSet(db))
        context.setDatabase(parser.value(db), QStringLiteral("--db"));
    else
        context.setDatabase(qEnvironmentVariable("CHIPATLAS_DB"), QStringLiteral("CHIPATLAS_DB"));
    return command->run(context, arguments);
}
