#pragma once

#include "catalogimport.h"
#include "domain/result.h"
#include "importplan.h"
#include "systemimport.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Importing a results file (CSV, resultcsv.h; JSON, resultjson.h) or an MLPerf results folder
// (mlperfresults.h): the one check and plan behind `chipatlas-cli import --results` (with and
// without --dry-run) and the GUI's File > Import, so that a dry run or a preview refuses and
// plans exactly what the import writes (README, "What bad input gets"). A file is refused when
// its reader refuses it (a cell or key of the wrong form, a rule of validateResult(), an id used
// twice) or a result's hardware is neither a chip nor a system of the catalog: "line 3, column
// 5 (hardware): \"acme-x9\" is no chip or system of the catalog" in a CSV file, "result 2
// (\"id\"): Hardware (hardware): ..." in a JSON file. Each result read is the user's.
std::optional<QList<Result>> readResultsImport(const QByteArray& data, CatalogFormat format,
                                               const ImportReferences& catalog, const QDate& today,
                                               QString* error);
// The problem of a result whose hardware the catalog lacks, or "" (the message names the field:
// "Hardware (hardware): \"acme-x9\" is no chip or system of the catalog; import the chip or the
// system first").
QString resultReferenceProblem(const Result& result, const ImportReferences& catalog);

// What the results read do to the catalog: new, changed (a field's file text differs; the
// origin is not compared) or unchanged.
struct ResultImportChange {
    Result result;    // as the file has it
    Result stored;    // as the plan saw it: the base the write is merged against
    QStringList keys; // the fields that differ, by key ("tokens_per_s", "notes")
};
using ResultImportPlan = EntryImportPlan<Result, ResultImportChange>;

ResultImportPlan planResultsImport(const QList<Result>& read, const QList<Result>& stored);
QStringList resultChangedKeys(const Result& stored, const Result& read);

} // namespace chipatlas
