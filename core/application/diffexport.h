#pragma once

#include "application/catalogdiff.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace chipatlas {

// A catalog diff (catalogdiff.h) written out: CSV and JSON for another program, Markdown for a
// procurement memo. The GUI's "What changed" export and `chipatlas-cli diff` write the same
// bytes. Texts are the diff's (the views' formatting, in the locale it was made in, which the
// Markdown's percents follow too).

// CSV: one row per changed field, one per added or removed entry (its field columns empty):
// kind,id,name,change,field,label,before,before_status,after,after_status,source_changed,
// note_changed,percent. Keys for kinds and changes, "true"/"false", the percent as a plain C
// number to four decimals ("-12.5") or empty.
QByteArray diffToCsv(const CatalogDiff& diff);

// {"chipatlas_diff": 1, "from": {"name", "taken_at"}, "to": {"name", "taken_at"},
//  "counts": {"added", "removed", "changed"},
//  "entries": [{"kind", "id", "name", "change",
//               "fields": [{"key", "label", "before", "after", "before_status", "after_status",
//                           "source_changed", "note_changed", "percent"}]}]}
// taken_at is ISO 8601 UTC or null; percent a number (four decimals) or null.
QJsonObject diffToJson(const CatalogDiff& diff);

// A procurement memo in GitHub Markdown: a heading naming both records, when each was taken,
// the counts, the price moves, then a table per kind with a row per changed field (added and
// removed entries one row each). Cells escaped: a '|' in a value does not break the table.
// Headings translated (context "DiffExport").
QString diffToMarkdown(const CatalogDiff& diff);

enum class DiffExportFormat { Csv, Json, Markdown };
// The format a file's name asks for: ".csv", ".json", ".md" (or ".markdown"), in any case.
std::optional<DiffExportFormat> diffExportFormatForPath(const QString& path);
QByteArray diffExportBytes(const CatalogDiff& diff, DiffExportFormat format);
// Writes `diff` to `path` in the format its name asks for, through SafeFile (all or nothing).
// False with a sentence in `error`: a name without a known ending, or SafeFile's.
bool writeDiffExport(const QString& path, const CatalogDiff& diff, QString* error);

} // namespace chipatlas
