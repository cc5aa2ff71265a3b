#include "csvreader.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>
#include <csv.h>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

// libcsv gets the text in slices of this size, so that a handler's stop takes effect soon.
constexpr qsizetype kSliceBytes = qsizetype(1) << 20;
constexpr size_t kFieldBlockBytes = 64 * 1024;

struct ParseState {
    const CsvRowHandler* handler = nullptr;
    QStringDecoder decoder{QStringDecoder::Utf8, QStringDecoder::Flag::Stateless};
    QStringList current;
    qsizetype columns = 0; // fields of the last record, to reserve the next one's
    int line = 1;          // line at which the next field starts
    int currentStart = 1;  // line at which the current row started
    qint64 bytesRead = 0;
    bool stopped = false; // by the handler or a UTF-8 error
    QString error;
};

void onField(void* data, size_t size, void* context) {
    auto* state = static_cast<ParseState*>(context);
    if (state->stopped)
        return;
    const char* bytes = static_cast<const char*>(data);
    const QByteArrayView view(bytes, qsizetype(size));
    if (state->current.isEmpty()) {
        state->currentStart = state->line;
        state->current.reserve(state->columns);
    }
    QString text = state->decoder.decode(view);
    if (state->decoder.hasError()) {
        // The place stays in this form, which parseCsvNamingColumns() reads to name the column.
        state->error = QStringLiteral("line %1, column %2: %3")
                           .arg(state->line)
                           .arg(state->current.size() + 1)
                           .arg(tr("the text is not valid UTF-8"));
        state->stopped = true;
        return;
    }
    state->line += int(std::count(view.begin(), view.end(), '\n'));
    state->current.append(std::move(text));
}

void onRow(int, void* context) {
    auto* state = static_cast<ParseState*>(context);
    if (state->stopped)
        return;
    state->columns = state->current.size();
    QStringList fields = std::exchange(state->current, {});
    if (!(*state->handler)(fields, state->currentStart, state->bytesRead))
        state->stopped = true;
    ++state->line;
}
} // namespace

bool parseCsvRows(const QByteArray& input, const CsvRowHandler& handler, QString* error) {
    QByteArrayView data(input);
    if (data.startsWith("\xEF\xBB\xBF"))
        data = data.sliced(3);

    csv_parser parser;
    if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI | CSV_EMPTY_IS_NULL) != 0) {
        *error = tr("cannot start the CSV parser");
        return false;
    }
    // libcsv grows a field's buffer by this many bytes at a time (128 by default): a field of
    // megabytes (a hostile file; the reader refuses it once it is read) would take tens of
    // thousands of reallocations, each copying the field so far.
    csv_set_blk_size(&parser, kFieldBlockBytes);
    ParseState state;
    state.handler = &handler;
    bool failed = false;
    // CRLF line ends become LF, slice by slice, so that line counting sees one end per line
    // and a field's line breaks read the same from either kind of file.
    QByteArray slice;
    for (qsizetype offset = 0; offset < data.size() && !state.stopped;) {
        qsizetype length = std::min(kSliceBytes, data.size() - offset);
        if (data.at(offset + length - 1) == '\r' && offset + length < data.size())
            ++length; // a CR and its LF stay in one slice
        slice.resize(length);
        char* out = slice.data();
        const char* in = data.data() + offset;
        for (qsizetype i = 0; i < length; ++i) {
            if (in[i] != '\r' || i + 1 >= length || in[i + 1] != '\n')
                *out++ = in[i];
        }
        const size_t kept = size_t(out - slice.data());
        offset += length;
        state.bytesRead = offset;
        if (csv_parse(&parser, slice.constData(), kept, onField, onRow, &state) != kept) {
            failed = true;
            break;
        }
    }
    if (!failed && !state.stopped)
        failed = csv_fini(&parser, onField, onRow, &state) != 0;
    const QString parserError = QString::fromUtf8(csv_strerror(csv_error(&parser)));
    csv_free(&parser);
    if (failed) {
        //: %2 is libcsv's own description of the error, in English.
        *error = tr("line %1: %2").arg(state.line).arg(parserError);
        return false;
    }
    if (!state.error.isEmpty()) {
        *error = state.error;
        return false;
    }
    return true;
}

std::optional<CsvTable> parseCsv(const QByteArray& input, QString* error) {
    CsvTable table;
    bool header = true;
    const bool parsed = parseCsvRows(
        input,
        [&](QStringList& fields, int line, qint64) {
            if (header) {
                table.header = std::move(fields);
                header = false;
            } else {
                table.rows.append(std::move(fields));
                table.rowLines.append(line);
            }
            return true;
        },
        error);
    if (!parsed)
        return std::nullopt;
    if (header) {
        *error = tr("the file is empty: a header row is expected");
        return std::nullopt;
    }
    return table;
}

} // namespace chipatlas
