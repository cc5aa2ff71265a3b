#pragma once

#include "io/catalogimport.h"

#include <QDate>
#include <QHash>
#include <QString>

namespace chipatlas::cli {

class CliContext;

// export --systems / --offers / --results and import --systems / --offers / --results: systems,
// offers and measured results to and from a CSV or JSON file (systemcsv.h, systemjson.h,
// resultcsv.h, resultjson.h), and results from an MLPerf results folder (mlperfresults.h), in
// the catalog's all-or-nothing way.

// Writes every system (or offer, with its whole price history) to `path`; prints what it wrote.
int exportSystemsFile(CliContext& context, const QString& path, CatalogFormat format);
int exportOffersFile(CliContext& context, const QString& path, CatalogFormat format);
// Every measured result, CSV or {"format": "chipatlas-results", "results": [...]} (resultjson.h).
int exportResultsFile(CliContext& context, const QString& path, CatalogFormat format);

// How an import reports: `dryRun` changes nothing, `json` prints JSON (every id), `verbose`
// lists every id in the text summary (else the first ones and a count).
struct ImportOutput {
    bool dryRun = false;
    bool json = false;
    bool verbose = false;
};

// Reads `path` and checks it as readSystemsImport() / readOffersImport() do (the first problem
// with its line and column, or its entry and id), with a dry run as without; then adds the new
// entries and updates the changed ones; an offer's prices join its history, none is dropped.
// Prints "FILE: N new, M changed, K unchanged" and the ids (or JSON).
int importSystemsFile(CliContext& context, const QString& path, CatalogFormat format,
                      const ImportOutput& output);
int importOffersFile(CliContext& context, const QString& path, CatalogFormat format,
                     const ImportOutput& output);
// The same for a results file (`format` set) or an MLPerf results folder (`format` empty), whose
// accelerator names `acceleratorChips` maps to chip ids where the rule (mlperfChipId()) does not;
// a folder's summary also lists what it left out ("skipped"); `publishedOn` dates a folder's
// results where the user gives the round's publication date (--published).
int importResultsFile(CliContext& context, const QString& path, std::optional<CatalogFormat> format,
                      const QHash<QString, QString>& acceleratorChips, const ImportOutput& output,
                      const std::optional<QDate>& publishedOn = std::nullopt);

} // namespace chipatlas::cli
