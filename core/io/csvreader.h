#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace chipatlas {

// An RFC 4180 table (quoted fields, embedded commas, quotes and newlines, CRLF or LF, an
// optional UTF-8 BOM), parsed by libcsv in strict mode.
struct CsvTable {
    QStringList header;
    QList<QStringList> rows;
    QList<int> rowLines; // the 1-based line on which each row starts

    // The column index of a header name, or -1.
    int column(const QString& name) const { return int(header.indexOf(name)); }
};

// Fails with a message naming the line when the text is not valid CSV or not UTF-8.
std::optional<CsvTable> parseCsv(const QByteArray& data, QString* error);

// What parseCsvRows() hands over for each record: its fields (the handler may move them away),
// the 1-based line it starts on, and how many bytes of the data the parser has read so far
// (for progress). Returning false stops the parse.
using CsvRowHandler = std::function<bool(QStringList& fields, int line, qint64 bytesRead)>;

// parseCsv() without the table: each record, the header first, goes to `handler` as soon as it
// is parsed, so that a large file is never held twice (as bytes and as a table of strings).
// Returns true when the whole text was parsed or `handler` stopped it; false with *error as
// parseCsv() words it when the text is not valid CSV or not UTF-8 (the records before the
// problem have been handed over).
bool parseCsvRows(const QByteArray& data, const CsvRowHandler& handler, QString* error);

} // namespace chipatlas
