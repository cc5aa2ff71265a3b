#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/pgcopy.h is internal to chipatlas_core: use storage/catalog.h"
#endif

// Rows written to a PostgreSQL catalog through the server's bulk interface, COPY ... FROM STDIN,
// on the connection Qt's QPSQL driver opened (its handle is libpq's PGconn*). Qt's drivers
// cannot reach COPY, and at 100,000 chips an import writes 2.4 million figure rows, which
// statements of a few rows each spend their time on (README, "Performance"). The COPY runs in
// the caller's transaction, like a QSqlQuery on the same connection, consumes every result it
// causes (the connection is Qt's again afterwards, also after an error), and its errors are
// worded as theirs are (makeError).

#include "sqlitebulk.h"
#include "sqlsupport.h"

#include <QByteArray>
#include <QString>
#include <QStringView>
#include <QVariant>

#include <functional>

namespace chipatlas::storage {

// Rows in COPY's text format: columns separated by a tab, rows ended by a newline, NULL as \N,
// a backslash, tab, newline and carriage return in a text escaped with a backslash, texts in
// UTF-8 (QPSQL sets the client encoding to UTF-8), numbers exactly (the shortest text that
// reads back as the same double; -0 as 0, as QPSQL sends it).
class PgCopyRows final {
public:
    void addNull();
    void addInteger(qint64 value);
    void addNumber(double value);
    void addText(QStringView text);
    // A value as QSqlQuery binds it: a null QVariant or null QString as NULL, whole numbers and
    // booleans as integers, doubles as numbers, anything else as its text.
    void add(const QVariant& value);
    // A value as BoundValue::toVariant() binds it (a text always as text, '' when empty).
    void add(const BoundValue& value);
    void endRow();

    qsizetype rows() const { return m_rows; }
    qsizetype bytes() const { return m_data.size(); }
    const QByteArray& data() const { return m_data; }
    void clear();

private:
    void separate();

    QByteArray m_data;
    qsizetype m_rows = 0;
    bool m_inRow = false;
};

// Whether `db` is a PostgreSQL catalog whose driver hands over its PGconn.
bool pgCopyAvailable(const Db& db);

// COPY `table` (`columns`) FROM STDIN with `rows`, in the caller's transaction. An error
// completes "Could not ..." with doing(row): the row the server named (1 for the first of
// `rows`), or 0 when it named none.
bool pgCopy(const Db& db, QLatin1String table, QLatin1String columns, const PgCopyRows& rows,
            const std::function<QString(qsizetype row)>& doing, StorageError* error);

} // namespace chipatlas::storage
