#include "csvdiagnosis.h"

#include "catalogcsv.h"
#include "domain/excerpt.h"
#include "textencoding.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}
} // namespace

QString csvAt(const QString& where, const QString& message) {
    return QStringLiteral("%1: %2").arg(where, message);
}

QString csvPlace(int line, int column, const QString& name) {
    return tr("line %1, column %2 (%3)").arg(line).arg(column + 1).arg(nameExcerpt(name));
}

namespace {
// libcsv refused the text; find where and why with a plain RFC 4180 scan of the same bytes
// (after the BOM, with CRLF as LF) so that the message names the line and the column.
QString diagnoseSyntax(const QByteArray& input, const QStringList& header) {
    QByteArray data = input;
    if (data.startsWith("\xEF\xBB\xBF"))
        data.remove(0, 3);
    data.replace("\r\n", "\n");
    int line = 1;
    int column = 0;
    bool inQuotes = false;
    bool afterClosingQuote = false;
    bool fieldStarted = false;
    int quoteLine = 1;
    int quoteColumn = 0;
    const auto name = [&](int c) {
        return c < header.size() ? header.at(c) : tr("beyond the header");
    };
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data.at(i);
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < data.size() && data.at(i + 1) == '"') {
                    ++i;
                } else {
                    inQuotes = false;
                    afterClosingQuote = true;
                }
            } else if (c == '\n') {
                ++line;
            }
            continue;
        }
        if (c == ',') {
            ++column;
            afterClosingQuote = false;
            fieldStarted = false;
        } else if (c == '\n') {
            ++line;
            column = 0;
            afterClosingQuote = false;
            fieldStarted = false;
        } else if (afterClosingQuote) {
            return csvAt(csvPlace(line, column, name(column)),
                         tr("text follows the closing quote of a quoted field; a quote inside "
                            "a quoted field is written twice (\"\")"));
        } else if (c == '"') {
            if (fieldStarted) {
                return csvAt(csvPlace(line, column, name(column)),
                             tr("a quote inside an unquoted field; quote the whole field and "
                                "write the quote twice (\"\")"));
            }
            inQuotes = true;
            quoteLine = line;
            quoteColumn = column;
        } else if (c != ' ' && c != '\t') {
            fieldStarted = true;
        }
    }
    if (inQuotes) {
        return csvAt(csvPlace(quoteLine, quoteColumn, name(quoteColumn)),
                     tr("the quoted field is not closed: the file ends before its closing quote"));
    }
    return {};
}

// A parseCsv() message "line L, column C: ..." (that form, untranslated) gets the column's name
// from the header, and the place is worded for the reader.
QString nameParserColumn(const QString& message, const QStringList& header) {
    static const QRegularExpression pattern(QStringLiteral("^line (\\d+), column (\\d+): (.*)$"),
                                            QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = pattern.match(message);
    if (!match.hasMatch())
        return message;
    const int line = match.captured(1).toInt();
    const int column = match.captured(2).toInt() - 1;
    if (column < 0 || column >= header.size())
        return csvAt(tr("line %1, column %2").arg(line).arg(column + 1), match.captured(3));
    return csvAt(csvPlace(line, column, header.at(column)), match.captured(3));
}

// The header alone (first line), for naming columns in syntax errors.
QStringList headerOf(const QByteArray& data) {
    QByteArray first = data.left(data.indexOf('\n') + 1);
    if (first.isEmpty())
        first = data;
    QString ignored;
    const std::optional<CsvTable> table = parseCsv(first, &ignored);
    return table ? table->header : QStringList();
}
} // namespace

namespace {
QString namedParseError(const QByteArray& data, const QString& parseError) {
    const QStringList header = headerOf(data);
    const QString diagnosis = diagnoseSyntax(data, header);
    return diagnosis.isEmpty() ? nameParserColumn(parseError, header) : diagnosis;
}
} // namespace

std::optional<CsvTable> parseCsvNamingColumns(const QByteArray& data, QString* error) {
    if (const QString problem = textEncodingProblem(data); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    QString parseError;
    std::optional<CsvTable> table = parseCsv(data, &parseError);
    if (!table)
        *error = namedParseError(data, parseError);
    return table;
}

bool parseCsvRowsNamingColumns(const QByteArray& data, const CsvRowHandler& handler,
                               QString* error) {
    if (const QString problem = textEncodingProblem(data); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    QString parseError;
    if (parseCsvRows(data, handler, &parseError))
        return true;
    *error = namedParseError(data, parseError);
    return false;
}

bool isBlankCsv(const QByteArray& data) {
    QByteArray rest = data;
    if (rest.startsWith("\xEF\xBB\xBF"))
        rest.remove(0, 3);
    return rest.trimmed().isEmpty();
}

std::optional<QHash<QString, int>> csvColumns(const CsvTable& table, const QStringList& known,
                                              const QStringList& required, const QString& what,
                                              QString* error) {
    QHash<QString, int> columns;
    for (int c = 0; c < table.header.size(); ++c) {
        const QString& name = table.header.at(c);
        if (!known.contains(name)) {
            *error = csvAt(csvPlace(1, c, name),
                           tr("unknown column \"%1\" in %2; the columns are %3")
                               .arg(excerpt(name), what, known.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        if (columns.contains(name)) {
            *error =
                csvAt(csvPlace(1, c, name), tr("the column \"%1\" appears twice (also column %2)")
                                                .arg(excerpt(name))
                                                .arg(columns.value(name) + 1));
            return std::nullopt;
        }
        columns.insert(name, c);
    }
    for (const QString& name : required) {
        if (!columns.contains(name)) {
            *error = tr("line 1: the header has no \"%1\" column; %2 needs the columns %3")
                         .arg(name, what, required.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    return columns;
}

QString csvRowShapeProblem(const CsvTable& table, qsizetype r) {
    const QStringList& row = table.rows.at(r);
    const int line = table.rowLines.value(r);
    if (row.size() != table.header.size()) {
        return tr("line %1: the row has %2 fields but the header has %3 columns")
            .arg(line)
            .arg(row.size())
            .arg(table.header.size());
    }
    for (int c = 0; c < row.size(); ++c) {
        if (row.at(c).size() > kMaxCsvFieldLength) {
            return csvAt(csvPlace(line, c, table.header.at(c)),
                         tr("the field is %1 characters long; at most %2 are allowed")
                             .arg(row.at(c).size())
                             .arg(kMaxCsvFieldLength));
        }
        if (row.at(c).contains(QChar(0)))
            return csvAt(csvPlace(line, c, table.header.at(c)),
                         tr("the field contains a NUL character"));
    }
    return {};
}

bool readCsvEntries(const QByteArray& data, const QStringList& known, const QStringList& required,
                    const QString& what, const CsvEntryRowReader& readRow, QString* error) {
    if (isBlankCsv(data)) {
        *error = tr("line 1: the file is empty; a header row naming at least the columns %1 is "
                    "expected")
                     .arg(required.join(QStringLiteral(", ")));
        return false;
    }
    const std::optional<CsvTable> table = parseCsvNamingColumns(data, error);
    if (!table)
        return false;
    const std::optional<QHash<QString, int>> columns =
        csvColumns(*table, known, required, what, error);
    if (!columns)
        return false;
    for (qsizetype r = 0; r < table->rows.size(); ++r) {
        if (const QString problem = csvRowShapeProblem(*table, r); !problem.isEmpty()) {
            *error = problem;
            return false;
        }
        if (!readRow(CsvRowReader{*table, *columns, r}, error))
            return false;
    }
    return true;
}

} // namespace chipatlas
