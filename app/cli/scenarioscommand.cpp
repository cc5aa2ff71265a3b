// chipatlas-cli scenarios [show NAME | save NAME HARDWARE [options] | delete NAME | rename OLD
// NEW]: the saved ownership scenarios of the catalog (docs/MODEL-FIT.md section 9), changed
// through the use cases the GUI's scenario switcher calls (application/scenarioedits.h).
#include "application/ownershiprules.h"
#include "application/scenarioedits.h"
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/excerpt.h"
#include "domain/ownershipdefaults.h"
#include "ownershipoptions.h"
#include "scenariolookup.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace chipatlas::cli {

namespace {
QString listText(const QList<OwnershipScenario>& scenarios) {
    if (scenarios.isEmpty())
        return QStringLiteral("No scenarios saved (save one with: %1 scenarios save NAME "
                              "HARDWARE [tco options])")
            .arg(CliContext::programName());
    TextTable table;
    table.addColumn(QStringLiteral("Name"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Hardware"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Set"), TextTable::Align::Left);
    for (const OwnershipScenario& scenario : scenarios)
        table.addRow({scenario.name, scenario.hardwareId, scenarioSettingsText(scenario)});
    return table.toString() + QStringLiteral("\n%1 %2\n")
                                  .arg(scenarios.size())
                                  .arg(scenarios.size() == 1 ? QStringLiteral("scenario")
                                                             : QStringLiteral("scenarios"));
}

// Every field: the scenario's value, else the default with its source, else where the answer
// takes it from.
QString showText(const OwnershipScenario& scenario) {
    TextTable table;
    table.addColumn(QStringLiteral("Field"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Key"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Value"), TextTable::Align::Left);
    for (const FieldSpec& spec : allOwnershipFields()) {
        const auto field = OwnershipField(spec.index);
        QString value = ownershipText(scenario, field);
        if (value.isEmpty()) {
            const OwnershipDefault* fallback = ownershipDefault(field);
            if (fallback && fallback->value) {
                value = QStringLiteral("default %1")
                            .arg(CliContext::locale().toString(*fallback->value, 'g', 12));
                if (!fallback->currency.isEmpty())
                    value += QLatin1Char(' ') + fallback->currency;
                if (!fallback->source.isEmpty())
                    value += QStringLiteral(" (%1)").arg(fallback->source);
            } else if (field == OwnershipField::PurchasePrice) {
                value = QStringLiteral("not set: the catalog's list price, where published");
            } else if (field == OwnershipField::PowerW) {
                value = QStringLiteral("not set: the published power, else an estimate");
            } else if (field == OwnershipField::Offer) {
                value = QStringLiteral("not set: the cheapest on-demand offer");
            } else {
                value = QStringLiteral("not set");
            }
        }
        table.addRow({ownershipFieldLabel(field), QString::fromLatin1(spec.key), value});
    }
    return QStringLiteral("Scenario \"%1\" (id %2)\n\n").arg(scenario.name, scenario.id) +
           table.toString() +
           QStringLiteral("\n(the answers: %1 tco --scenario \"%2\")\n")
               .arg(CliContext::programName(), scenario.name);
}

int show(CliContext& context, const QStringList& positional, bool json) {
    if (positional.size() != 2)
        return context.usageError(
            QStringLiteral("scenarios show takes one scenario name, got %1 (see: %2 scenarios)")
                .arg(positional.size() - 1)
                .arg(CliContext::programName()));
    bool failed = false;
    const std::optional<OwnershipScenario> scenario =
        findScenario(context, positional.at(1), &failed);
    if (!scenario)
        return ExitDataError;
    if (json)
        context.printJson(scenarioToJson(*scenario));
    else
        context.print(showText(*scenario));
    return ExitOk;
}

// Writes `change` and prints `done` and the scenario `shown` (none after a delete).
int commit(CliContext& context, ChangeResult change, const QString& done,
           const std::optional<QString>& shownName, bool json) {
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    if (!commitChange(*catalog, &change))
        return context.fail(ExitDataError, change.error);
    std::optional<OwnershipScenario> shown;
    if (shownName) {
        bool failed = false;
        shown = findScenario(context, *shownName, &failed);
        if (!shown)
            return ExitDataError;
    }
    if (json)
        context.printJson(shown ? QJsonValue(scenarioToJson(*shown)) : QJsonValue(done));
    else
        context.print(shown ? done + QStringLiteral("\n\n") + showText(*shown) : done);
    return ExitOk;
}

// The saved scenario of that name, without a message when there is none; nullopt with
// *failed set on a read error.
std::optional<OwnershipScenario> scenarioNamed(CliContext& context, const QString& name,
                                               bool* failed) {
    const std::optional<QList<OwnershipScenario>> scenarios = savedScenarios(context);
    if (!scenarios) {
        *failed = true;
        return std::nullopt;
    }
    for (const OwnershipScenario& scenario : *scenarios) {
        if (scenario.name.compare(name, Qt::CaseInsensitive) == 0)
            return scenario;
    }
    return std::nullopt;
}

int save(CliContext& context, const CommandLine& line, const OwnershipOptions& options,
         const QStringList& positional, bool json) {
    if (positional.size() != 3)
        return context.usageError(
            QStringLiteral("scenarios save takes a name and the hardware (SYSTEM_OR_CHIP[*N]), "
                           "got %1 arguments")
                .arg(positional.size() - 1));
    const QString name = positional.at(1);
    const std::optional<HardwareArgument> hardware =
        parseHardwareArgument(context, positional.at(2));
    if (!hardware)
        return ExitUsageError;
    const std::optional<std::variant<System, Chip>> found = context.chipOrSystem(hardware->id);
    if (!found)
        return ExitDataError;
    const bool isSystem = std::holds_alternative<System>(*found);

    bool failed = false;
    const std::optional<OwnershipScenario> existing = scenarioNamed(context, name, &failed);
    if (failed)
        return ExitDataError;
    if (existing && !line.isSet("replace"))
        return context.fail(
            ExitDataError,
            QStringLiteral("a scenario named \"%1\" is already in the catalog (id %2, on %3): "
                           "--replace overwrites it; or rename or delete it first")
                .arg(existing->name, existing->id, existing->hardwareId));

    OwnershipScenario scenario;
    if (line.isSet("scenario")) {
        std::optional<OwnershipScenario> base =
            findScenario(context, line.value("scenario"), &failed);
        if (!base)
            return ExitDataError;
        scenario =
            base->hardwareId == hardware->id ? *base : scenarioOnHardware(*base, hardware->id);
    }
    scenario.name = name;
    // Validated under the slug of its name; a new scenario is saved without an id, so that
    // saveScenario() picks one no other scenario has.
    scenario.id = existing ? existing->id : ownershipScenarioId(name);
    scenario.origin = Origin::User;
    setHardware(*hardware, isSystem, &scenario);
    if (!options.apply(context, line.parser(), &scenario))
        return ExitUsageError;
    if (!isSystem && scenario.units)
        return context.usageError(QStringLiteral("--units counts systems; %1 is a chip: give "
                                                 "the chips as %1*N")
                                      .arg(hardware->id));
    if (!OwnershipOptions::validate(context, scenario))
        return ExitUsageError;
    if (!scenarioNamesKnown(context, scenario))
        return ExitDataError;
    if (!existing)
        scenario.id.clear();
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    // The GUI's Save and Save as... do the same (application/scenarioedits.h).
    return commit(context,
                  saveScenario(*catalog, QStringLiteral("scenarios save %1").arg(name), scenario),
                  QStringLiteral("Saved scenario \"%1\".").arg(name), name, json);
}

int remove(CliContext& context, const QStringList& positional, bool json) {
    if (positional.size() != 2)
        return context.usageError(QStringLiteral("scenarios delete takes one scenario name, got %1")
                                      .arg(positional.size() - 1));
    bool failed = false;
    const std::optional<OwnershipScenario> scenario =
        findScenario(context, positional.at(1), &failed);
    if (!scenario)
        return ExitDataError;
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    return commit(
        context,
        deleteScenarios(*catalog, QStringLiteral("scenarios delete %1").arg(scenario->name),
                        {scenario->id}),
        QStringLiteral("Deleted scenario \"%1\".").arg(scenario->name), std::nullopt, json);
}

int rename(CliContext& context, const QStringList& positional, bool json) {
    if (positional.size() != 3)
        return context.usageError(
            QStringLiteral("scenarios rename takes the old name and the new one, got %1 "
                           "arguments")
                .arg(positional.size() - 1));
    bool failed = false;
    const std::optional<OwnershipScenario> scenario =
        findScenario(context, positional.at(1), &failed);
    if (!scenario)
        return ExitDataError;
    const QString newName = positional.at(2);
    const std::optional<OwnershipScenario> taken = scenarioNamed(context, newName, &failed);
    if (failed)
        return ExitDataError;
    if (taken && taken->id != scenario->id)
        return context.fail(ExitDataError,
                            QStringLiteral("a scenario named \"%1\" is already in the catalog "
                                           "(id %2, on %3): choose another name")
                                .arg(taken->name, taken->id, taken->hardwareId));
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    return commit(context,
                  renameScenario(*catalog,
                                 QStringLiteral("scenarios rename %1").arg(scenario->name),
                                 scenario->id, newName),
                  QStringLiteral("Renamed scenario \"%1\" to \"%2\".").arg(scenario->name, newName),
                  newName, json);
}
} // namespace

int runScenarios(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "The saved ownership scenarios of the catalog: what tco answers for, by name.\n\n"
        "  scenarios                       list them: name, hardware, the numbers set\n"
        "  scenarios show NAME             every field, and the default of each one not set\n"
        "  scenarios save NAME HARDWARE[*N] [tco options]   save a new one (--replace: "
        "over\n"
        "                                  the one of that name; --scenario BASE: start "
        "from it)\n"
        "  scenarios delete NAME\n"
        "  scenarios rename OLD NEW\n\n"
        "The changes go through the same use cases as the GUI's scenario switcher."));
    line.addArgument(QStringLiteral("ACTION"),
                     QStringLiteral("show, save, delete or rename; none: list."),
                     QStringLiteral("[ACTION"));
    line.addArgument(QStringLiteral("NAME"), QStringLiteral("The scenario's name."),
                     QStringLiteral("[NAME [HARDWARE|NEW]]]"));
    line.addOptions({
        {QStringLiteral("scenario"),
         QStringLiteral("save: start from the saved scenario of this name."),
         QStringLiteral("name")},
        {QStringLiteral("replace"),
         QStringLiteral("save: overwrite the scenario of the same name.")},
        {QStringLiteral("json"),
         QStringLiteral("Print the scenarios (or the one shown or saved) as JSON: \"id\" and "
                        "every field's key, null where not set.")},
    });
    const OwnershipOptions options(true);
    options.addTo(line.parser());
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;

    const QStringList positional = line.positionalArguments();
    const QString action = positional.isEmpty() ? QString() : positional.first();
    const bool json = line.isSet("json");
    if (action != QLatin1String("save") &&
        (options.anySet(line.parser()) || line.isSet("scenario") || line.isSet("replace")))
        return context.usageError(
            QStringLiteral("the scenario's options go with: scenarios save NAME HARDWARE ..."));
    if (action.isEmpty()) {
        const std::optional<QList<OwnershipScenario>> scenarios = savedScenarios(context);
        if (!scenarios)
            return ExitDataError;
        if (json) {
            QJsonArray array;
            for (const OwnershipScenario& scenario : *scenarios)
                array.append(scenarioToJson(scenario));
            context.printJson(array);
        } else {
            context.print(listText(*scenarios));
        }
        return ExitOk;
    }
    if (action == QLatin1String("show"))
        return show(context, positional, json);
    if (action == QLatin1String("save"))
        return save(context, line, options, positional, json);
    if (action == QLatin1String("delete"))
        return remove(context, positional, json);
    if (action == QLatin1String("rename"))
        return rename(context, positional, json);
    return context.usageError(
        QStringLiteral("scenarios: unknown action \"%1\"; the actions are show, save, delete "
                       "and rename (none: list)")
            .arg(excerpt(action)));
}

} // namespace chipatlas::cli
