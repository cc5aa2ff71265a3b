#include "entryrows.h"

#include <QHash>

#include <algorithm>

namespace chipatlas::storage {

namespace {
// Runs `sql` with `where` put in for "%1" and `values` bound in order (`suffix` after it all).
bool run(const Db& db, QSqlQuery& query, const QString& sql, const QString& where,
         const QString& suffix, const QList<QString>& values, const QString& doing,
         StorageError* error) {
    query.setForwardOnly(true);
    if (!prepare(db, query, sql.arg(where) + suffix, doing, error))
        return false;
    for (qsizetype i = 0; i < values.size(); ++i)
        query.bindValue(int(i), values.at(i));
    return execPrepared(db, query, doing, error);
}
} // namespace

bool readEntryRows(const Db& db, const QString& id, const EntryRowsSql& sql, const QString& doing,
                   const std::function<bool(const QSqlQuery&)>& readEntry,
                   const std::function<bool(const QSqlQuery&, qsizetype)>& readChild,
                   QList<qint64>* versions, StorageError* error) {
    EntrySelection selection;
    selection.id = id;
    return readEntryRows(db, selection, sql, doing, readEntry, readChild, versions, error);
}

bool readEntryRows(const Db& db, const EntrySelection& selection, const EntryRowsSql& sql,
                   const QString& doing, const std::function<bool(const QSqlQuery&)>& readEntry,
                   const std::function<bool(const QSqlQuery&, qsizetype)>& readChild,
                   QList<qint64>* versions, StorageError* error) {
    const bool one = !selection.id.isNull();
    const bool page = selection.afterId.has_value();
    QString where;
    QString limit;
    QList<QString> values;
    if (one) {
        where = sql.whereId;
        values << selection.id;
    } else if (page) {
        where = QStringLiteral(" WHERE %1%2 > ?").arg(sql.idColumn, db.byteOrder());
        limit = QStringLiteral(" LIMIT %1").arg(std::max(selection.limit, 1));
        values << *selection.afterId;
    }
    QHash<qint64, qsizetype> indexOfPk;
    QString lastId;
    {
        QSqlQuery query(db.db);
        if (!run(db, query, sql.entries, where, limit, values, doing, error))
            return false;
        while (query.next()) {
            if (!readEntry(query))
                return false;
            if (versions)
                versions->append(query.value(sql.versionColumn).toLongLong());
            indexOfPk.insert(query.value(0).toLongLong(), indexOfPk.size());
            lastId = query.value(1).toString();
        }
        if (!checkEnd(db, query, doing, error))
            return false;
    }
    if (sql.children.isEmpty() || (page && indexOfPk.isEmpty()))
        return true; // a kind without child rows (results), or an empty page
    if (page) {
        // The page's child rows: those of the entries after `afterId` up to its last entry.
        where = QStringLiteral(" WHERE %1%2 > ? AND %1%2 <= ?").arg(sql.idColumn, db.byteOrder());
        values << lastId;
    }
    QSqlQuery query(db.db);
    if (!run(db, query, sql.children, where, QString(), values, doing, error))
        return false;
    while (query.next()) {
        const auto index = indexOfPk.constFind(query.value(0).toLongLong());
        if (index == indexOfPk.cend())
            continue; // an entry written since the first query; read again for it
        if (!readChild(query, *index))
            return false;
    }
    return checkEnd(db, query, doing, error);
}

} // namespace chipatlas::storage
