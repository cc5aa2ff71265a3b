// The model repository's editing: saving (validated) and deleting LLM models, one transaction each.

#include "catalog.h"
#include "catalog_p.h"
#include "domain/validation.h"
#include "entitystates.h"
#include "modelstore.h"

#include <QDir>
#include <QSet>

namespace chipatlas {

using namespace storage;

bool ModelRepository::save(const QList<LlmModel>& models, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = *m_db;
    QSet<QString> ids;
    for (qsizetype row = 0; row < models.size(); ++row) {
        const LlmModel& model = models.at(row);
        const QList<ValidationIssue> issues = validateModel(model);
        if (!issues.isEmpty()) {
            *sink.error = listRowError(db, StorageText::tr("save the LLM models"), int(row) + 1,
                                       model.id(), issuesText(issues));
            return false;
        }
        if (ids.contains(model.id())) {
            *sink.error =
                listRowError(db, StorageText::tr("save the LLM models"), int(row) + 1, model.id(),
                             StorageText::tr("the id appears twice in the list"));
            return false;
        }
        ids.insert(model.id());
    }
    Transaction transaction(db);
    return transaction.begin(StorageText::tr("start saving LLM models"), sink.error) &&
           writeModels(db, models, RowOrigin::User, sink.error) &&
           transaction.commit(StorageText::tr("save the LLM models"), sink.error);
}

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
