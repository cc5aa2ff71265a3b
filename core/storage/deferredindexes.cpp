#include "deferredindexes.h"

#include <QSqlQuery>

namespace chipatlas::storage {

bool DeferredIndexes::drop(const QString& table, const QString& doing, StorageError* error) {
    if (!m_db.isSqlite())
        return true;
    QSqlQuery query(m_db.db);
    query.setForwardOnly(true);
    // sql is NULL for the indexes SQLite makes itself (a UNIQUE or PRIMARY KEY constraint's).
    if (!prepare(m_db, query,
                 QStringLiteral("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND "
                                "tbl_name = ? AND sql IS NOT NULL ORDER BY name"),
                 doing, error)) {
        return false;
    }
    query.addBindValue(table);
    if (!execPrepared(m_db, query, doing, error))
        return false;
    while (query.next()) {
        m_names.append(query.value(0).toString());
        m_statements.append(query.value(1).toString());
    }
    if (!checkEnd(m_db, query, doing, error))
        return false;
    query.finish();
    for (const QString& name : std::as_const(m_names)) {
        QString quoted = name;
        quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
        if (!exec(m_db, QStringLiteral("DROP INDEX \"%1\"").arg(quoted), doing, error))
            return false;
    }
    return true;
}

bool DeferredIndexes::restore(const QString& doing, StorageError* error) {
    for (const QString& statement : std::as_const(m_statements)) {
        if (!exec(m_db, statement, doing, error))
            return false;
    }
    m_names.clear();
    m_statements.clear();
    return true;
}

} // namespace chipatlas::storage
