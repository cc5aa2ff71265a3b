#pragma once

#include "csvreader.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace chipatlas {

// Where a problem of an imported CSV is, for every CSV import (chips, systems, offers):
// "line 3, column 5 (chip_count)"; `column` is 0-based, the text 1-based. A column name that is
// not plain text or is long is quoted as excerpt.h quotes input.
QString csvPlace(int line, int column, const QString& name);
// "<where>: <message>".
QString csvAt(const QString& where, const QString& message);

// parseCsv(), with an error that names the line, the column and the column's name ("line 4,
// column 2 (name): the quoted field is not closed: ..."), or the file's encoding when it is
// not UTF-8 (textEncodingProblem()).
std::optional<CsvTable> parseCsvNamingColumns(const QByteArray& data, QString* error);
// parseCsvRows() with that error.
bool parseCsvRowsNamingColumns(const QByteArray& data, const CsvRowHandler& handler,
                               QString* error);

// The columns of `table`'s header by name (0-based), each one of `known` and named once, the
// `required` ones present; else nullopt and *error names the column ("line 1, column 3
// (chips_count): unknown column ...") or the missing one. `what` names the file's kind in the
// message ("a ChipAtlas systems CSV").
std::optional<QHash<QString, int>> csvColumns(const CsvTable& table, const QStringList& known,
                                              const QStringList& required, const QString& what,
                                              QString* error);
// A row's problems of shape: its field count differs from the header's, or a field is too long
// (catalogcsv.h's kMaxCsvFieldLength) or holds a NUL. Empty when the row is fine.
QString csvRowShapeProblem(const CsvTable& table, qsizetype row);

// One row of a parsed table being read: its cells by column name, and where a problem is.
struct CsvRowReader {
    const CsvTable& table;
    const QHash<QString, int>& columns;
    qsizetype index;

    int line() const { return table.rowLines.value(index); }
    // The cell of a column; empty when the file has no such column.
    QString cell(const QString& name) const {
        const int c = columns.value(name, -1);
        return c < 0 ? QString() : table.rows.at(index).at(c);
    }
    // "line L, column C (name): message".
    QString at(const QString& name, const QString& message) const {
        return csvAt(csvPlace(line(), columns.value(name, -1), name), message);
    }
};

// Reads a CSV of entries (systems, offers) row by row, as each kind's reader does: an empty
// file ("line 1: the file is empty; a header row naming at least the columns ... is
// expected"), a header that csvColumns() refuses or a row of the wrong shape
// (csvRowShapeProblem()) stop it with *error; then `readRow` reads each row, and stops it by
// returning false with *error set.
using CsvEntryRowReader = std::function<bool(const CsvRowReader& row, QString* error)>;
bool readCsvEntries(const QByteArray& data, const QStringList& known, const QStringList& required,
                    const QString& what, const CsvEntryRowReader& readRow, QString* error);

// The columns beside a figure's value, named after its key: "tdp_w_status", "tdp_w_source",
// "tdp_w_note" (a chip's, catalogcsv.h, and a system's, systemcsv.h).
inline const QString kCsvStatusSuffix = QStringLiteral("_status");
inline const QString kCsvSourceSuffix = QStringLiteral("_source");
inline const QString kCsvNoteSuffix = QStringLiteral("_note");

// Whether the file holds nothing but a BOM and white space.
bool isBlankCsv(const QByteArray& data);

} // namespace chipatlas
