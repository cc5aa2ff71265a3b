#pragma once

#include "application/catalogchange.h"
#include "domain/llmmodel.h"
#include "io/catalogcopy.h"
#include "io/mlperfresults.h"
#include "io/resultimport.h"
#include "storage/catalog.h"

#include <QByteArray>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Importing measured results from a CSV or JSON file, or from an MLPerf results folder
// (File > Import..., File > Import MLPerf results..., `chipatlas-cli import --results`, with and
// without --dry-run), the same for the GUI and the CLI: read and check the results against the
// catalog's chips and systems (io/resultimport.h, io/mlperfresults.h), plan them against the
// stored results (new, changed, unchanged), then write the new and changed ones in one
// transaction, merged with what someone else saved since the plan (io/importmerge.h). Nothing
// is deleted; a result already stored takes the file's fields.

struct ResultFileImport {
    ResultImportPlan plan;
    QStringList skipped; // an MLPerf folder's results left out, each with its reason

    bool isEmpty() const { return plan.isEmpty(); }
    // What the write saves (the new results, then the changed ones), and the stored results the
    // plan saw (the changed ones): the base the write is merged against.
    CatalogItems items() const;
    CatalogItems base() const;
};

// The plan of a results file; nullopt with the file's first problem in `error`. `chips`,
// `systems` and `results` are what the catalog holds (the GUI's snapshot, the CLI's reads);
// `today` bounds the dates (validateResult()).
std::optional<ResultFileImport> planResultsFile(const QByteArray& data, CatalogFormat format,
                                                const QList<Chip>& chips,
                                                const QList<System>& systems,
                                                const QList<Result>& results, const QDate& today,
                                                QString* error);

// The plan of an MLPerf results folder (readMlperfResults()): its accelerators matched to the
// catalog's chips (mlperfChipId(), or `acceleratorChips`, the user's mapping of an
// accelerator_model_name to a chip id, which must be a chip of the catalog), its benchmarks to
// the catalog's models, its results dated the day MLCommons published the round
// (mlperfPublicationDate(), or `publishedOn`, the user's date for it).
// With `unmatched`, every accelerator it could not match is listed there
// (readMlperfResults()): what the GUI's import asks the user to map before it plans again.
std::optional<ResultFileImport>
planMlperfFolder(const QString& folder, const QList<Chip>& chips, const QList<System>& systems,
                 const QList<LlmModel>& models, const QList<Result>& results,
                 const QHash<QString, QString>& acceleratorChips, const QDate& today,
                 QString* error, const std::optional<QDate>& publishedOn = std::nullopt,
                 QList<MlperfUnmatchedAccelerator>* unmatched = nullptr);

// Writes the plan (Catalog::importItems()): all or nothing, merged with what was saved since
// (Conflict naming the result and the field when both changed it). With UndoStates::Keep the
// change holds the states before and after (the session's undo step), named `text`. A plan that
// changes nothing writes nothing.
ChangeResult writeResultFileImport(Catalog& catalog, const ResultFileImport& import,
                                   const QString& text, UndoStates undo,
                                   const ImportControl& control = {});

} // namespace chipatlas
