#pragma once

#include "domain/chipprice.h"
#include "domain/ownershipscenario.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace chipatlas {

// The JSON form of the two kinds that have no catalog file of their own: a chip's hourly price
// (`chipatlas-cli price --json`) and an ownership scenario (`scenarios --json`, `tco --json`).
// A snapshot file (snapshotfile.h) writes every entry of these kinds so too.
//
// Chip price: {"chip": "<chip id>", "usd_per_hour": 2.5, "quoted_on": "2025-06-01" | null,
//              "source": "..."}
// Scenario:   {"id": "...", "<scenario field key>": <value> | null, ...}: every field of the
//             scenario schema, a number as a JSON number, a text as text, null when not given
//             (its default applies).
// A reader refuses a key the form does not have, a value of the wrong JSON type and a value the
// field refuses (setOwnershipText()), naming the key: "usd_per_hour: must be a number above 0".
QJsonObject chipPriceToJson(const ChipPrice& price);
std::optional<ChipPrice> chipPriceFromJson(const QJsonObject& object, QString* error);
QJsonObject scenarioToJson(const OwnershipScenario& scenario);
std::optional<OwnershipScenario> scenarioFromJson(const QJsonObject& object, QString* error);

} // namespace chipatlas
