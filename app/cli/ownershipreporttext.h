#pragma once

#include "application/ownershiprows.h"
#include "application/ownershiprules.h"

#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {
class CatalogSnapshot;
}

namespace chipatlas::cli {

class CliContext;

// What `tco` prints: the hardware, the report's problems, then each section of the rows
// (ownershiprows.h: the words and numbers the GUI's "Own or rent" view shows) as a table, one
// value column per report, with the origin and source of what has one; then every assumption
// of each report with its origin and source.
QString ownershipReportText(const OwnershipTable& table, const QList<OwnershipReport>& reports);

// A snapshot holding what the reports on `hardwareIds` (systems or chips) read: those chips
// and systems, every system built of the same chips, every offer, model and measured result.
// On a read error prints it and returns nothing (the caller returns ExitDataError).
std::optional<CatalogSnapshot> ownershipSnapshot(CliContext& context,
                                                 const QStringList& hardwareIds);

} // namespace chipatlas::cli
