// chipatlas-cli tco SYSTEM_OR_CHIP[*N] [options]: what owning the hardware costs per hour and
// per million tokens against renting it at an offer, where the break-even lies and whether a
// facility can power it (docs/MODEL-FIT.md section 9), from the report the GUI's "Own or rent"
// view shows (application/ownershiprules.h, ownershiprows.h).
#include "application/catalogsnapshot.h"
#include "application/ownershipchart.h"
#include "application/ownershipexport.h"
#include "application/ownershiprows.h"
#include "application/ownershiprules.h"
#include "chart/ownershipcostchart.h"
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "ownershipoptions.h"
#include "ownershipreporttext.h"
#include "scenariolookup.h"

#include <QCommandLineParser>
#include <QDir>

namespace chipatlas::cli {

namespace {
// What belongs to the other hardware of --compare (scenarioOnHardware() clears it).
struct CompareOption {
    const char* name;
    OwnershipField field;
};
constexpr CompareOption kCompareOptions[] = {
    {"compare-price", OwnershipField::PurchasePrice},
    {"compare-power-w", OwnershipField::PowerW},
    {"compare-offer", OwnershipField::Offer},
};

// The hardware of one report, found in the catalog: its id is a system's or a chip's.
struct Hardware {
    HardwareArgument argument;
    bool isSystem = false;
};

std::optional<Hardware> findHardware(CliContext& context, const HardwareArgument& argument) {
    const std::optional<std::variant<System, Chip>> found = context.chipOrSystem(argument.id);
    if (!found)
        return std::nullopt;
    return Hardware{argument, std::holds_alternative<System>(*found)};
}

// The scenario a report answers: the saved one (--scenario), moved to `hardware` when that is
// other hardware, or a new one of the hardware with every number at its default; then the
// hardware's count and the options.
std::optional<OwnershipScenario> scenarioFor(CliContext& context, const CommandLine& line,
                                             const OwnershipOptions& options,
                                             const CatalogSnapshot& snapshot,
                                             const std::optional<OwnershipScenario>& saved,
                                             const Hardware& hardware) {
    OwnershipScenario scenario = !saved ? defaultScenario(snapshot, hardware.argument.id)
                                 : saved->hardwareId == hardware.argument.id
                                     ? *saved
                                     : scenarioOnHardware(*saved, hardware.argument.id);
    setHardware(hardware.argument, hardware.isSystem, &scenario);
    if (!options.apply(context, line.parser(), &scenario))
        return std::nullopt;
    if (!hardware.isSystem && scenario.units) {
        context.usageError(QStringLiteral("--units counts systems; %1 is a chip: give the chips "
                                          "as %1*N and the server's size with --server-chips")
                               .arg(hardware.argument.id));
        return std::nullopt;
    }
    if (!OwnershipOptions::validate(context, scenario))
        return std::nullopt;
    return scenario;
}

} // namespace

int runTco(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "What owning a system or a chip costs per hour, per chip-hour and per million\n"
        "tokens, how that splits (capital, power, hosting, support), what renting the same\n"
        "hours at an offer costs, the utilisation above which owning is cheaper, and\n"
        "whether a facility can power it: how it is placed at --rack-kw per rack and how\n"
        "many units, chips and tokens per second fit in --facility-mw.\n\n"
        "Every number not given takes the catalog's published figure (a system's list\n"
        "price and power) or a public default with its source; the answer lists every\n"
        "assumption with where it comes from. --scenario starts from a saved scenario (see:\n"
        "scenarios); the options override it. --compare answers for other hardware under\n"
        "the same assumptions, side by side (its own price, power and offer:\n"
        "--compare-price, --compare-power-w, --compare-offer).\n\n"
        "  tco nvidia-gb200-nvl72 --price 3400000 --utilisation 70 --facility-mw 5\n"
        "  tco nvidia-h100-sxm*16 --price 25000 --compare amd-mi300x*16"));
    line.addArgument(QStringLiteral("SYSTEM_OR_CHIP"),
                     QStringLiteral("A system or chip id (see: systems, list), with *N the "
                                    "systems (a system) or chips (a chip) bought; optional "
                                    "with --scenario."),
                     QStringLiteral("SYSTEM_OR_CHIP[*N]"));
    line.addOptions({
        {QStringLiteral("scenario"),
         QStringLiteral("Start from the saved scenario of this name (see: scenarios)."),
         QStringLiteral("name")},
        {QStringLiteral("compare"),
         QStringLiteral("Other hardware (ID[*N]) under the same assumptions, side by side; "
                        "its own price, power and offer apply."),
         QStringLiteral("id")},
        {QStringLiteral("compare-price"),
         QStringLiteral("With --compare: the other hardware's purchase price per unit."),
         QStringLiteral("x")},
        {QStringLiteral("compare-power-w"),
         QStringLiteral("With --compare: the other hardware's power per unit."),
         QStringLiteral("watts")},
        {QStringLiteral("compare-offer"),
         QStringLiteral("With --compare: the offer to rent the other hardware at."),
         QStringLiteral("id")},
        {QStringLiteral("json"),
         QStringLiteral("Print the whole report with every assumption, its origin and "
                        "source, as JSON (as the GUI's Export writes it).")},
        {QStringLiteral("export"),
         QStringLiteral("Also write the report with every assumption to FILE: CSV, JSON or a "
                        "Markdown memo, by its extension (.csv, .json, .md)."),
         QStringLiteral("file")},
        {QStringLiteral("chart"),
         QStringLiteral("Also draw the cost per used chip-hour over utilisation, owned and at "
                        "each offer, with the break-even, to FILE: .png, .svg, or .csv for its "
                        "points."),
         QStringLiteral("file")},
    });
    const OwnershipOptions options(false);
    options.addTo(line.parser());
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;

    // The files' formats, checked before any work (written after the report is made).
    if (line.isSet("export") && !ownershipExportFormatForPath(line.value("export")))
        return context.usageError(
            QStringLiteral("--export: cannot tell which format to write to %1: end the file's "
                           "name in .csv, .json or .md")
                .arg(QDir::toNativeSeparators(line.value("export"))));
    if (line.isSet("chart") && !chartFileFormat(line.value("chart")))
        return context.usageError(
            QStringLiteral("--chart: cannot tell which format to draw %1 in: end the file's name "
                           "in .png, .svg or .csv")
                .arg(QDir::toNativeSeparators(line.value("chart"))));

    const QStringList positional = line.positionalArguments();
    if (positional.size() > 1)
        return context.usageError(
            QStringLiteral("tco takes one system or chip, got %1 (compare two with --compare)")
                .arg(positional.size()));
    if (positional.isEmpty() && !line.isSet("scenario"))
        return context.usageError(
            QStringLiteral("tco needs a system or chip (see: %1 systems, %1 list) or --scenario")
                .arg(CliContext::programName()));
    std::optional<HardwareArgument> first;
    if (!positional.isEmpty() && !(first = parseHardwareArgument(context, positional.first())))
        return ExitUsageError;
    std::optional<HardwareArgument> second;
    if (line.isSet("compare") && !(second = parseHardwareArgument(context, line.value("compare"))))
        return ExitUsageError;
    for (const CompareOption& option : kCompareOptions) {
        if (!second && line.isSet(option.name))
            return context.usageError(
                QStringLiteral("--%1 goes with --compare OTHER: the other hardware's")
                    .arg(QLatin1String(option.name)));
    }

    std::optional<OwnershipScenario> saved;
    if (line.isSet("scenario")) {
        bool failed = false;
        saved = findScenario(context, line.value("scenario"), &failed);
        if (failed)
            return ExitDataError;
        if (!first)
            first = HardwareArgument{saved->hardwareId, std::nullopt};
    }
    QList<Hardware> hardware;
    for (const std::optional<HardwareArgument>& argument : {first, second}) {
        if (!argument)
            continue;
        const std::optional<Hardware> found = findHardware(context, *argument);
        if (!found)
            return ExitDataError;
        hardware << *found;
    }
    QStringList ids;
    for (const Hardware& h : hardware)
        ids << h.argument.id;
    const std::optional<CatalogSnapshot> snapshot = ownershipSnapshot(context, ids);
    if (!snapshot)
        return ExitDataError;

    const std::optional<OwnershipScenario> scenario =
        scenarioFor(context, line, options, *snapshot, saved, hardware.first());
    if (!scenario)
        return ExitUsageError;
    if (!scenarioNamesKnown(context, *scenario))
        return ExitDataError;
    QList<OwnershipReport> reports{
        ownershipReport(*snapshot, *scenario, CliContext::today(), CliContext::locale())};
    if (hardware.size() > 1) {
        // The second hardware under the first's assumptions: what belongs to the hardware is
        // its own (scenarioOnHardware()), the rest the same; its count from OTHER*N.
        OwnershipScenario other = scenarioOnHardware(*scenario, hardware.at(1).argument.id);
        setHardware(hardware.at(1).argument, hardware.at(1).isSystem, &other);
        QHash<OwnershipField, QString> renamed;
        for (const CompareOption& option : kCompareOptions) {
            const QString name = QStringLiteral("--") + QLatin1String(option.name);
            renamed.insert(option.field, name);
            if (!line.isSet(option.name))
                continue;
            const QString error = setOwnershipText(other, option.field, line.value(option.name));
            if (!error.isEmpty())
                return context.usageError(QStringLiteral("%1: %2").arg(name, error));
        }
        if (!OwnershipOptions::validate(context, other, renamed))
            return ExitUsageError;
        if (!scenarioNamesKnown(context, other))
            return ExitDataError;
        reports << ownershipReport(*snapshot, other, CliContext::today(), CliContext::locale());
    }
    const OwnershipTable table = ownershipTable(reports, CliContext::locale());
    QString writeError;
    if (line.isSet("export") && !writeOwnershipExport(line.value("export"), table, &writeError))
        return context.fail(ExitDataError, writeError);
    if (line.isSet("chart") &&
        !exportOwnershipChart(
            ownershipChartData(*snapshot, reports, CliContext::today(), CliContext::locale()),
            line.value("chart"), kDefaultChartExportSize, kDefaultChartExportScale, &writeError))
        return context.fail(ExitDataError, writeError);
    if (line.isSet("json"))
        context.printJson(ownershipToJson(table));
    else
        context.print(ownershipReportText(table, reports));
    return ExitOk;
}

} // namespace chipatlas::cli
