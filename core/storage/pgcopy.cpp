#include "pgcopy.h"

#include <QSqlDriver>
#include <QSqlError>

#include <algorithm>
#include <charconv>
#include <libpq-fe.h>
#include <optional>

namespace chipatlas::storage {

namespace {
// How much of the rows one PQputCopyData call hands over: large enough that the calls cost
// nothing beside the rows, small enough that libpq's send buffer stays small.
constexpr qsizetype kChunkBytes = 1 << 20;

// QPSQL's handle is libpq's PGconn*, a typedef of struct pg_conn (drivermessages.cpp).
PGconn* connectionOf(const Db& db) {
    if (db.isSqlite() || !db.db.driver())
        return nullptr;
    const QVariant handle = db.db.driver()->handle();
    if (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0)
        return nullptr;
    return *static_cast<PGconn* const*>(handle.constData());
}

// The row a COPY error names: its context is "COPY figure, line 12[, column ...]" (the server's
// words, which may be translated; the first number after the table's name is the line).
qsizetype failedLine(const PGresult* result, QLatin1String table) {
    const char* context = result ? PQresultErrorField(result, PG_DIAG_CONTEXT) : nullptr;
    if (!context)
        return 0;
    const QString text = QString::fromUtf8(context);
    qsizetype at = text.indexOf(table);
    if (at < 0)
        return 0;
    at += table.size();
    while (at < text.size() && !text.at(at).isDigit())
        ++at;
    qsizetype end = at;
    while (end < text.size() && text.at(end).isDigit())
        ++end;
    return end > at ? text.mid(at, end - at).toLongLong() : 0;
}

// A failed COPY as the QSqlError QPSQL would have given: the server's message and SQLSTATE, or
// libpq's message when the server sent no result (a lost connection: makeError() reads it as
// one from libpq's words).
QSqlError copyError(PGconn* connection, const PGresult* result) {
    const char* message = result ? PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY) : nullptr;
    const char* state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    QString text = QString::fromUtf8(message ? message : PQerrorMessage(connection)).trimmed();
    if (const char* detail = result ? PQresultErrorField(result, PG_DIAG_MESSAGE_DETAIL) : nullptr)
        text += QLatin1Char(' ') + QString::fromUtf8(detail).trimmed();
    const bool lost = PQstatus(connection) != CONNECTION_OK;
    return QSqlError(QString(), text, lost ? QSqlError::ConnectionError : QSqlError::StatementError,
                     state ? QString::fromLatin1(state) : QString());
}
} // namespace

void PgCopyRows::separate() {
    if (m_inRow)
        m_data.append('\t');
    m_inRow = true;
}

void PgCopyRows::addNull() {
    separate();
    m_data.append("\\N", 2);
}

void PgCopyRows::addInteger(qint64 value) {
    separate();
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    m_data.append(digits, end - digits);
}

void PgCopyRows::addNumber(double value) {
    separate();
    // Shortest round trip: the server reads back exactly this double (float8in). A negative
    // zero goes as 0, as QPSQL sends it.
    if (value == 0.0)
        value = 0.0;
    char digits[32];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    m_data.append(digits, end - digits);
}

void PgCopyRows::addText(QStringView text) {
    separate();
    const QByteArray utf8 = text.toUtf8();
    const char* from = utf8.constData();
    const char* const last = from + utf8.size();
    for (const char* at = from; at != last; ++at) {
        char escaped = 0;
        switch (*at) {
        case '\\':
            escaped = '\\';
            break;
        case '\t':
            escaped = 't';
            break;
        case '\n':
            escaped = 'n';
            break;
        case '\r':
            escaped = 'r';
            break;
        default:
            continue;
        }
        m_data.append(from, at - from);
        const char pair[2] = {'\\', escaped};
        m_data.append(pair, 2);
        from = at + 1;
    }
    m_data.append(from, last - from);
}

void PgCopyRows::add(const QVariant& value) {
    if (value.isNull()) {
        addNull();
        return;
    }
    switch (value.typeId()) {
    case QMetaType::Bool:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
        addInteger(value.toLongLong());
        break;
    case QMetaType::Double:
    case QMetaType::Float:
        addNumber(value.toDouble());
        break;
    case QMetaType::QString: {
        const QString& text = *static_cast<const QString*>(value.constData());
        if (text.isNull())
            addNull();
        else
            addText(text);
        break;
    }
    default:
        addText(value.toString());
    }
}

void PgCopyRows::add(const BoundValue& value) {
    switch (value.type) {
    case BoundValue::Type::Null:
        addNull();
        break;
    case BoundValue::Type::Integer:
        addInteger(value.integer);
        break;
    case BoundValue::Type::Real:
        addNumber(value.real);
        break;
    case BoundValue::Type::Text:
        addText(value.text);
        break;
    case BoundValue::Type::Latin1:
        addText(QString(value.latin1));
        break;
    }
}

void PgCopyRows::endRow() {
    m_data.append('\n');
    m_inRow = false;
    ++m_rows;
}

void PgCopyRows::clear() {
    m_data.clear();
    m_rows = 0;
    m_inRow = false;
}

bool pgCopyAvailable(const Db& db) {
    return connectionOf(db) != nullptr;
}

bool pgCopy(const Db& db, QLatin1String table, QLatin1String columns, const PgCopyRows& rows,
            const std::function<QString(qsizetype row)>& doing, StorageError* error) {
    if (rows.rows() == 0)
        return true;
    PGconn* connection = connectionOf(db);
    if (!connection) {
        *error = makeError(db,
                           QSqlError(QString(), QStringLiteral("no PostgreSQL connection"),
                                     QSqlError::ConnectionError),
                           doing(0));
        return false;
    }
    const QByteArray command = "COPY " + QByteArray(table.data(), table.size()) + " (" +
                               QByteArray(columns.data(), columns.size()) + ") FROM STDIN";
    PGresult* started = PQexec(connection, command.constData());
    if (PQresultStatus(started) != PGRES_COPY_IN) {
        *error = makeError(db, copyError(connection, started), doing(0));
        PQclear(started);
        // Whatever else the command caused, so that Qt finds the connection idle.
        while (PGresult* rest = PQgetResult(connection))
            PQclear(rest);
        return false;
    }
    PQclear(started);

    const QByteArray& data = rows.data();
    bool sent = true;
    for (qsizetype at = 0; at < data.size() && sent; at += kChunkBytes) {
        const int size = int(std::min(kChunkBytes, data.size() - at));
        sent = PQputCopyData(connection, data.constData() + at, size) == 1;
    }
    // A failed send ends the COPY with an error, which the server answers with the result read
    // below (or, with the connection gone, none).
    sent = PQputCopyEnd(connection, sent ? nullptr : "the rows could not be sent") == 1 && sent;

    std::optional<QSqlError> failure;
    qsizetype line = 0;
    while (PGresult* result = PQgetResult(connection)) {
        const ExecStatusType status = PQresultStatus(result);
        if (status != PGRES_COMMAND_OK && !failure) {
            failure = copyError(connection, result);
            line = failedLine(result, table);
        }
        PQclear(result);
        // Still copying: the end could not be sent (the connection is gone); libpq would answer
        // the same again.
        if (status == PGRES_COPY_IN)
            break;
    }
    if (!failure && !sent)
        failure = copyError(connection, nullptr);
    if (failure) {
        *error = makeError(db, *failure, doing(line <= rows.rows() ? line : 0));
        return false;
    }
    return true;
}

} // namespace chipatlas::storage
