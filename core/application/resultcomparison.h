#pragma once

#include "application/catalogsnapshot.h"
#include "domain/resultbound.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace chipatlas {

// Measured results of compared chips and systems side by side (the compare view's "Measured
// results"): one row per model and scenario, one cell per compared hardware. Results share a
// row only where core's resultsComparable() says they compare (docs/DOMAIN-RULES.md rule 7: the
// same model and scenario; an MLPerf result only beside MLPerf results of the same version), so
// an audited v5.0 result and a v5.1 one, or an audited and a vendor's, stand in rows of their
// own.
struct ResultComparisonCell {
    const Result* result = nullptr; // null: no comparable result on this hardware
    std::optional<double> tokensPerSecondPerChip;
    ResultBound bound; // its bound, efficiency and above-bound flag (resultBound())
    // Empty when the result ran on the compared hardware itself; else the name of the hardware of
    // the same chip it ran on ("NVIDIA DGX B200" in the B200's column): a per-chip rate carries
    // over, as it does for cost (resultrules.h bestMatchingResult()).
    QString ranOn;
};

struct ResultComparisonRow {
    // "Llama 2 70B Chat, offline, MLPerf v5.0": the model (its catalog name where the catalog
    // has it), the scenario and, for audited results, the benchmark's version (translated).
    QString label;
    QList<ResultComparisonCell> cells; // one per hardware id, in order
    // How many cells hold a result.
    int filled() const;
};

// The serving results of each of `hardwareIds` (a chip's or a system's id), in rows: those that
// ran on the hardware itself first, then those on other hardware of the same chip (a chip's
// column takes the results of systems built of it; a system's, those of its chip and of other
// systems of it). Each result joins the first row where its column's cell is empty and it
// compares with every result already there, else starts a row. Rows with results on two or more
// hardware come first, then by label. Figure measurements are left out.
QList<ResultComparisonRow> compareResults(const CatalogSnapshot& snapshot,
                                          const QStringList& hardwareIds);

} // namespace chipatlas
