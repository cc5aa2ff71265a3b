// The model repository's editing: deleting LLM models in one transaction.

#include "catalog.h"
#include "catalog_p.h"
#include "entitystates.h"
#include "modelstore.h"
#include "snapshotkeeper.h"

#include <QDir>

namespace chipatlas {

using namespace storage;

bool ModelRepository::remove(const QStringList& ids, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = *m_db;
    Transaction transaction(db);
    if (!transaction.begin(StorageText::tr("start deleting LLM models"), sink.error))
        return false;
    const QString doing = StorageText::tr("delete LLM models");
    QSqlQuery findOrigin(db.db);
    QSqlQuery remove(db.db);
    if (!prepare(db, findOrigin, QStringLiteral("SELECT origin FROM llm_model WHERE id = ?"), doing,
                 sink.error) ||
        !prepare(db, remove, QStringLiteral("DELETE FROM llm_model WHERE id = ?"), doing,
                 sink.error)) {
        return false;
    }
    if (!SnapshotKeeper(db).keep(SnapshotEntryKind::Model, ids, sink.error))
        return false;
    for (const QString& id : ids) {
        if (!bindAndExec(db, findOrigin, {id}, doing, sink.error))
            return false;
        if (!findOrigin.next()) {
            if (!checkEnd(db, findOrigin, doing, sink.error))
                return false;
            *sink.error = {StorageError::Code::NotFound,
                           StorageText::tr("There is no LLM model \"%1\" in %2; nothing was "
                                           "deleted.")
                               .arg(id, QDir::toNativeSeparators(db.path))};
            return false;
        }
        const bool builtIn = findOrigin.value(0).toString() == QLatin1String("builtin");
        findOrigin.finish();
        // A deleted built-in model stays deleted: a newer built-in catalog skips its id.
        if ((builtIn && !setTombstoned(db, Tombstone::Model, id, true, sink.error)) ||
            !bindAndExec(db, remove, {id}, doing, sink.error)) {
            return false;
        }
    }
    return transaction.commit(StorageText::tr("delete the LLM models"), sink.error);
}

} // namespace chipatlas
