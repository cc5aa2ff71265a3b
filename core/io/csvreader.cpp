#include "csvreader.h"

#include <QStringDecoder>

#include <csv.h>

namespace chipatlas {

namespace {
struct ParseState {
    QList<QStringList> rows;
    QList<int> rowLines;
    QStringList current;
    int line = 1;         // line at which the next field starts
    int currentStart = 1; // line at which the current row started
    QString error;
};

void onField(void* data, size_t size, void* context) {
    auto* state = static_cast<ParseState*>(context);
    const QByteArray bytes(static_cast<const char*>(data), qsizetype(size));
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    if (decoder.hasError() && state->error.isEmpty()) {
        state->error = QStringLiteral("line %1, column %2: the text is not valid UTF-8")
                           .arg(state->line)
                           .arg(state->current.size() + 1);
    }
    if (state->current.isEmpty())
        state->currentStart = state->line;
    state->line += int(bytes.count('\n'));
    state->current.append(text);
}

void onRow(int, void* context) {
    auto* state = static_cast<ParseState*>(context);
    state->rows.append(std::exchange(state->current, {}));
    state->rowLines.append(state->currentStart);
    ++state->line;
}
} // namespace

std::optional<CsvTable> parseCsv(const QByteArray& input, QString* error) {
    QByteArray data = input;
    if (data.startsWith("\xEF\xBB\xBF"))
        data.remove(0, 3);
    // CRLF line ends become LF so that line counting sees one end per line.
    data.replace("\r\n", "\n");

    csv_parser parser;
    if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI | CSV_EMPTY_IS_NULL) != 0) {
        *error = QStringLiteral("cannot start the CSV parser");
        return std::nullopt;
    }
    ParseState state;
    const size_t parsed =
        csv_parse(&parser, data.constData(), size_t(data.size()), onField, onRow, &state);
    const bool failed =
        parsed != size_t(data.size()) || csv_fini(&parser, onField, onRow, &state) != 0;
    const QString parserError = QString::fromUtf8(csv_strerror(csv_error(&parser)));
    csv_free(&parser);
    if (failed) {
        *error = QStringLiteral("line %1: %2").arg(state.line).arg(parserError);
        return std::nullopt;
    }
    if (!state.error.isEmpty()) {
        *error = state.error;
        return std::nullopt;
    }
    if (state.rows.isEmpty()) {
        *error = QStringLiteral("the file is empty: a header row is expected");
        return std::nullopt;
    }
    CsvTable table;
    table.header = state.rows.takeFirst();
    state.rowLines.removeFirst();
    table.rows = std::move(state.rows);
    table.rowLines = std::move(state.rowLines);
    return table;
}

} // namespace chipatlas
