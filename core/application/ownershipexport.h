#pragma once

#include "application/ownershiprows.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace chipatlas {

// An own-or-rent report (or two side by side) as a file: the rows of ownershipTable(), every
// answer and every assumption with its origin and source (docs/DOMAIN-RULES.md rule 8), the
// same words and numbers as the GUI's "Own or rent" view and `chipatlas-cli tco`. The GUI's
// Export menu and `tco --export FILE` write these.

// CSV (RFC 4180, quoted by libcsv, CRLF line ends), one line per row and report after the
// header:
//   section,key,label,hardware_id,hardware,text,value,unit,origin,source,date
// section and key as ownershiprows.h names them ("owning", "per_hour"; "assumptions", "pue"),
// then the report's problems as section "problems", key "problem"; text as the view shows it
// (in the table's locale); value the plain number in the C locale, shortest exact form (empty
// when the cell has none); origin an assumption origin's key ("yours", "default", "catalog",
// "estimate", "missing"; empty for an answer without one); date ISO 8601 or empty.
QByteArray ownershipToCsv(const OwnershipTable& table);

// {"currency": "USD",
//  "reports": [{"hardware_id": id, "hardware": name, "problems": [text],
//               "owning"|"renting"|"break_even"|"tokens"|"facility":
//                   {key: {"label", "text", "available": bool, "value": number|null, "unit",
//                          and where it has one "origin", "source", "date"}},
//               "assumptions": [{"key", "label", "text", "available", "value", "unit",
//                                "origin", "source", "date"}]}]}
// One object per report, in order; the sections a table has no row of are absent.
QJsonObject ownershipToJson(const OwnershipTable& table);

// A procurement memo in GitHub Markdown: a title naming the hardware, the answers in brief, the
// problems, a table per section (one column per report) and the assumptions of each report with
// origin, source and date. Headings translated (context "OwnershipExport").
QString ownershipToMarkdown(const OwnershipTable& table);

enum class OwnershipExportFormat { Csv, Json, Markdown };
// The format a file's name asks for: ".csv", ".json", ".md" (or ".markdown"), in any case.
std::optional<OwnershipExportFormat> ownershipExportFormatForPath(const QString& path);
QByteArray ownershipExportBytes(const OwnershipTable& table, OwnershipExportFormat format);

// Writes `table` to `path` in the format its name asks for, through SafeFile (core/io/
// safefile.h: all or nothing). False with a sentence for a person in `error`: a name without a
// known ending ("Cannot tell which format to write to report.txt: end the file's name in .csv,
// .json or .md."), or SafeFile's (the file, the reason, what to do).
bool writeOwnershipExport(const QString& path, const OwnershipTable& table, QString* error);

} // namespace chipatlas
