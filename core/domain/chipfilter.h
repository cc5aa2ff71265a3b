#pragma once

#include "chip.h"

#include <QList>
#include <QStringView>

namespace chipatlas {

// The text filter of every chip list: the table's filter box, the fit table's, the Chart tab
// (which plots what the table shows) and chipatlas-cli's list, chart and export --filter.
// Whether the chip's name, vendor, family or id contains `text`, in any case; an empty text
// (or one of blanks: the filter box trims what is typed) matches every chip.
bool chipMatchesText(const Chip& chip, QStringView text);
// The chips that match, in their order.
QList<Chip> chipsMatchingText(const QList<Chip>& chips, QStringView text);

} // namespace chipatlas
