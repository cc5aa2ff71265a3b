#pragma once

#include "application/catalogsnapshot.h"
#include "domain/offerchoice.h"
#include "domain/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas::cli {

class CliContext;

// How `chipatlas-cli results` prints measured results: each beside the calculator's bound
// (core's resultBound(), checkFigure() and claimText(): the rules the GUI's results table asks).

// The serving results as one table (model, hardware x count, scenario, tok/s total and per chip,
// bound, efficiency, which bound binds, whose claim, the above-bound flag) and the figure
// measurements as another (figure, measured, published, fraction), each the first `limit` rows
// (-1: all) and how many more.
QString resultsTableText(const CatalogSnapshot& snapshot, const QList<const Result*>& results,
                         qsizetype limit);
// One result in full: every field it has, then its bound with the assumptions, or its figure
// beside the published one.
QString resultDetailsText(const CatalogSnapshot& snapshot, const Result& result);
// One result as JSON: "id" and every schema key it has (the import format), then "claim",
// "bound" {tokens_per_s, bandwidth_bound, compute_bound, binds, efficiency, above_bound, batch,
// batch_basis, context_tokens, chips, assumptions, no_bound_reason} for a serving result, or
// "figure_check" {published, fraction, above_published, none_reason} for a figure measurement.
QJsonObject resultJson(const CatalogSnapshot& snapshot, const Result& result);

// Every result of the catalog; on a read error prints it and returns nothing (the caller returns
// ExitDataError).
std::optional<QList<Result>> allResults(CliContext& context);
// A snapshot of what `results` need (core's rules read it): their chips and systems (a system's
// chip too), read one id at a time, never the whole chip table, and every model. Nothing after
// printing a read error.
std::optional<CatalogSnapshot> resultsSnapshot(CliContext& context, const QList<Result>& results);

// `fit MODEL --chip ID --cost`: the cost per million tokens at `price` from the best matching
// measured result (core's costFromResults(), as the GUI's calculator asks it), naming it and
// whose claim it is; else `upperBoundUsd` (the calculator's), labelled "upper bound". The line
// "Cost: 0.19 USD per million tokens from result ... (audited: ...), 4374 tokens/s per chip"
// and its JSON {usd_per_million_tokens, upper_bound, result, claim, same_hardware,
// tokens_per_s_per_chip, source}. Nothing after printing a read error.
struct ResultCostText {
    QString text;
    QJsonObject json;
};
std::optional<ResultCostText> resultCost(CliContext& context, const QString& modelId,
                                         const QString& hardwareId, const PriceOption& price,
                                         std::optional<double> upperBoundUsd);

} // namespace chipatlas::cli
