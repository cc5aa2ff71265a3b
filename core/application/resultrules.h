#pragma once

#include "application/catalogsnapshot.h"
#include "domain/resultbound.h"

#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// The result rules of core/domain/resultbound.h on a catalog snapshot: what the results table,
// the details pane, compare, the calculator and `chipatlas-cli results` / `fit` all ask
// (docs/MODEL-FIT.md section 8).

// The result's model (by id, else by name, case-insensitively) and hardware (a chip, or a
// system and its chip) in the snapshot; null where the catalog lacks them.
ResultTarget resultTarget(const CatalogSnapshot& snapshot, const Result& result);
ResultBound resultBound(const CatalogSnapshot& snapshot, const Result& result);
// A figure measurement beside the published figure of the chip it ran on.
FigureCheck checkFigure(const CatalogSnapshot& snapshot, const Result& result);
// The chip id a result's hardware is or is built of; empty when the catalog lacks it.
QString resultChipId(const CatalogSnapshot& snapshot, const Result& result);
// The results that speak for a chip or a system: those on the hardware itself, then those on
// other hardware of its chip (a chip's systems; a system's chip and the other systems built of
// it), each part in id order. What compare's column and a cost per token read; from the
// snapshot's indexes, not by reading every result.
QList<const Result*> resultsForHardware(const CatalogSnapshot& snapshot, const QString& hardwareId);

// The measured result a cost per million tokens of a model on a chip or a system uses
// (docs/MODEL-FIT.md section 8.3). A serving result matches when it ran the model (its id or
// name) with a per-chip rate (tokens_per_s_per_chip, or tokens_per_s over its chips), on the
// hardware itself or on other hardware of the same chip (a system matches results on its chip
// and on other systems of it; a chip, results on systems built of it): the cost is per
// chip-hour, so a per-chip rate carries over. Of several, the one on the hardware itself wins,
// then the claim (claimPreference(): the user's own run, audited, independent, vendor), then the
// newest date, then the scenario (Offline, Server, a fixed concurrency, Interactive, one request
// at a time: the load that keeps the chips busiest first), then the id.
struct ResultMatch {
    const Result* result = nullptr; // null: none matches
    bool sameHardware = false;      // ran on the hardware asked for, not only on its chip
    double tokensPerSecondPerChip = 0.0;
};
ResultMatch bestMatchingResult(const CatalogSnapshot& snapshot, const QString& modelId,
                               const QString& hardwareId);

// Cost per million tokens at `usdPerChipHour`: from the best matching result's per-chip rate
// (costPerMillionTokens() over one chip), else the upper bound the caller computed
// (`upperBoundUsd`, the calculator's: fitCost() or systemCostPerMillionTokens()), labelled as an
// upper bound. `source` says which: "from result ID (audited: MLPerf v5.0 closed, NVIDIA),
// 4,374 tokens/s per chip" or "upper bound: no measured result of MODEL on HARDWARE".
struct CostFromResults {
    std::optional<double> usdPerMillionTokens;
    ResultMatch match;       // match.result set: the cost is measured
    bool upperBound = false; // the cost is the calculator's upper bound
    QString source;          // translated
};
CostFromResults costFromResults(const CatalogSnapshot& snapshot, const QString& modelId,
                                const QString& hardwareId, double usdPerChipHour,
                                std::optional<double> upperBoundUsd);

} // namespace chipatlas
