#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

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

} // namespace chipatlas
