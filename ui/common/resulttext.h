#pragma once

#include "application/catalogsnapshot.h"
#include "domain/result.h"

#include <QLocale>
#include <QString>

#include <optional>

namespace chipatlas::resulttext {

// How the views write a measured result (the Results table, the details pane, the dialog), in
// the GUI's language; the values themselves come from core (result.h).

// Whose claim: "audited: MLPerf v5.0", "independent measurement", "vendor's claim", "your own
// run" (claimKindDisplayName(), an audited result with its MLPerf version).
QString claim(const Result& result);
// What ran: the catalog model's name (the text as given when the catalog lacks it), or
// "Measured: BF16 dense TFLOPS" for a figure measurement.
QString what(const Result& result, const CatalogSnapshot& snapshot);
// The chip's or system's name (its id when the catalog lacks it).
QString hardwareName(const Result& result, const CatalogSnapshot& snapshot);
// "8 x NVIDIA H200 SXM"; just the name for one.
QString hardware(const Result& result, const CatalogSnapshot& snapshot);
// Chips in one unit of the result's hardware: a system's chip count, else 1.
int chipsPerUnit(const Result& result, const CatalogSnapshot& snapshot);
// "offline", "fixed concurrency 64"; empty without a scenario.
QString scenario(const Result& result);
// A number with the decimals of its field (the result schema), none for a whole number, in the
// locale; "" when missing.
QString number(std::optional<double> value, ResultField field, const QLocale& locale);

} // namespace chipatlas::resulttext
