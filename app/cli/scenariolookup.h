#pragma once

#include "domain/ownershipscenario.h"
#include "io/entryjson.h" // scenarioToJson(), as `scenarios --json` and `tco --json` write it

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas::cli {

class CliContext;

// The saved ownership scenarios of the catalog, for `tco --scenario` and `scenarios`.

// Every scenario, ordered by name. On a read error prints it and returns nothing (the caller
// returns ExitDataError).
std::optional<QList<OwnershipScenario>> savedScenarios(CliContext& context);
// The scenario named `name` (or whose id it is). When the catalog has none, prints "no scenario
// "NAME" in the catalog" with the names it has and sets *failed, as on a read error.
std::optional<OwnershipScenario> findScenario(CliContext& context, const QString& name,
                                              bool* failed);
// What a scenario names must be in the catalog: its hardware (a system or a chip), its model
// and its offer. Otherwise prints the data error naming the option and the id; false.
bool scenarioNamesKnown(CliContext& context, const OwnershipScenario& scenario);

// "purchase_price=3400000, pue=1.3": the numbers and words the scenario sets, other than its
// name, hardware and notes.
QString scenarioSettingsText(const OwnershipScenario& scenario);

} // namespace chipatlas::cli
