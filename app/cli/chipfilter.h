#pragma once

#include "domain/chip.h"

#include <QList>
#include <QString>

class QCommandLineOption;

namespace chipatlas::cli {

// The --filter of `list` and `chart`: the same chips in both, so that a chart shows exactly
// the chips the table lists.

// -f/--filter <text>.
QCommandLineOption filterOption();
// Whether the chip's name, vendor or family contains `filter` in any case; an empty filter
// matches every chip.
bool matchesFilter(const Chip& chip, const QString& filter);
// The chips that match, in their order.
QList<Chip> filteredChips(const QList<Chip>& chips, const QString& filter);

} // namespace chipatlas::cli
