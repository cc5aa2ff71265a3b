#include "entryrows.h"

#include <QHash>

namespace chipatlas::storage {

namespace {
bool run(const Db& db, QSqlQuery& query, const QString& sql, const QString& id,
         const QString& whereId, const QString& doing, StorageError* error) {
    const bool one = !id.isNull();
    query.setForwardOnly(true);
    if (!prepare(db, query, sql.arg(one ? whereId : QString()), doing, error))
        return false;
    if (one)
        query.bindValue(0, id);
    return execPrepared(db, query, doing, error);
}
} // namespace

bool readEntryRows(const Db& db, const QString& id, const EntryRowsSql& sql, const QString& doing,
                   const std::function<bool(const QSqlQuery&)>& readEntry,
                   const std::function<bool(const QSqlQuery&, qsizetype)>& readChild,
                   QList<qint64>* versions, StorageError* error) {
    QHash<qint64, qsizetype> indexOfPk;
    {
        QSqlQuery query(db.db);
        if (!run(db, query, sql.entries, id, sql.whereId, doing, error))
            return false;
        while (query.next()) {
            if (!readEntry(query))
                return false;
            if (versions)
                versions->append(query.value(sql.versionColumn).toLongLong());
            indexOfPk.insert(query.value(0).toLongLong(), indexOfPk.size());
        }
        if (!checkEnd(db, query, doing, error))
            return false;
    }
    if (sql.children.isEmpty())
        return true; // a kind without child rows (results)
    QSqlQuery query(db.db);
    if (!run(db, query, sql.children, id, sql.whereId, doing, error))
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
