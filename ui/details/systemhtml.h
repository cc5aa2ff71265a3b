#pragma once

#include "application/catalogsnapshot.h"
#include "domain/precision.h"
#include "domain/system.h"

#include <QDate>
#include <QPalette>
#include <QString>

namespace chipatlas::systemhtml {

// The details of a system: its figures with status, source and note; the totals core computes
// from its chip (status computed, the formula in the note) and the efficiency at `precision`;
// each vendor total beside the computed one, a disagreement flagged; its rental offers
// (offershtml.h); its measured results (resultshtml.h); its notes and sources. `snapshot` gives the
// chip and the offers. Memory printed in GB shows in GiB under MemoryUnits::Binary.
QString html(const System& system, const CatalogSnapshot& snapshot, Precision precision,
             const QPalette& palette, const QDate& today,
             MemoryUnits memoryUnits = MemoryUnits::Decimal);

} // namespace chipatlas::systemhtml
