#pragma once

#include "domain/result.h"
#include "systemcsv.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Measured results (domain/result.h) as CSV (RFC 4180, UTF-8, CRLF, through csvreader.h /
// csvwriter.h), with the conventions of the other CSV files (systemcsv.h): rows sorted by id,
// export -> import -> export byte-identical, errors "line L, column C (name): what is wrong".
//
// Columns: "id", then every result field's key in ResultField order (resultText(): keys for the
// kind, scenario, claim and precisions, ISO dates, numbers in the C locale in their shortest
// exact form; an empty cell is a field not given). A file may list the columns in any order and
// leave out any but id, kind, hardware, source and claim_kind; a column that is none of these is
// refused. Each row is read with setResultText() (a cell of the wrong form: "line 2, column 19
// (tokens_per_s): 'fast' is not a number") and checked with validateResult() against `today`
// (a rule broken: "line 2, column 19 (tokens_per_s): -5 tok/s is negative", at the field's
// column, or the id's when the column is absent); an id is used once. What the catalog must hold
// (the hardware a result ran on) is the import's to check. `lines` gets each result's line.
QStringList resultCsvColumns();
QByteArray exportResultsCsv(QList<Result> results);
// One result's line of exportResultsCsv() (entryexportwriter.h streams them).
QByteArray resultCsvLine(const Result& result);
std::optional<QList<Result>> readResultsCsv(const QByteArray& data, const QDate& today,
                                            QString* error, QList<CsvEntryLines>* lines = nullptr);

// A message of setResultText() or validateResult() without the field's name in front ("Tokens
// per second (tokens_per_s): "), for a place that names the column already.
QString resultProblemWithoutField(ResultField field, const QString& message);

} // namespace chipatlas
