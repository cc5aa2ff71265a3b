// Catalog's import of chips and its model editing: validated, one transaction each.

#include "catalog.h"
#include "catalog_p.h"
#include "chipstore.h"
#include "domain/validation.h"
#include "modelstore.h"

#include <QDir>
#include <QSet>

namespace chipatlas {

using namespace storage;

namespace {
StorageError badData(const Db& db, const QString& what, int number, const QString& id,
                     const QString& problem) {
    return {StorageError::Code::BadData,
            QStringLiteral("Could not save the %1 in %2: #%3 (\"%4\"): %5. Nothing was saved.")
                .arg(what, QDir::toNativeSeparators(db.path))
                .arg(number)
                .arg(id, problem)};
}

StorageError cancelledError(const Db& db) {
    return {StorageError::Code::Cancelled,
            QStringLiteral("The import into %1 was cancelled; nothing was saved.")
                .arg(QDir::toNativeSeparators(db.path))};
}
} // namespace

bool Catalog::importChips(const QList<Chip>& chips, const ImportControl& control,
                          StorageError* error) {
    ErrorSink sink(error);
    const Db& db = d->db;
    // Everything is checked before the transaction starts: a bad list never takes the lock.
    QSet<QString> ids;
    for (qsizetype row = 0; row < chips.size(); ++row) {
        const Chip& chip = chips.at(row);
        const QList<ValidationIssue> issues = validateChip(chip);
        if (!issues.isEmpty()) {
            *sink.error =
                badData(db, QStringLiteral("chips"), int(row) + 1, chip.id, issuesText(issues));
            return false;
        }
        if (ids.contains(chip.id)) {
            *sink.error = badData(db, QStringLiteral("chips"), int(row) + 1, chip.id,
                                  QStringLiteral("the id appears twice in the import"));
            return false;
        }
        ids.insert(chip.id);
    }
    if (control.cancelled()) {
        *sink.error = cancelledError(db);
        return false;
    }

    Transaction transaction(db);
    if (!transaction.begin(QStringLiteral("start importing chips"), sink.error))
        return false;
    ChipWriter writer(db);
    if (!writer.prepare(sink.error))
        return false;
    const qint64 total = chips.size();
    for (qsizetype row = 0; row < chips.size(); ++row) {
        if (control.cancelled()) {
            *sink.error = cancelledError(db);
            return false; // the transaction rolls back
        }
        if (row % 64 == 0)
            control.report(row, total);
        if (!writer.write(chips.at(row), int(row), WriteMode::UserEdit, sink.error))
            return false;
    }
    if (!transaction.commit(QStringLiteral("save the imported chips"), sink.error))
        return false;
    control.report(total, total);
    return true;
}

bool Catalog::saveModels(const QList<LlmModel>& models, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = d->db;
    QSet<QString> ids;
    for (qsizetype row = 0; row < models.size(); ++row) {
        const LlmModel& model = models.at(row);
        const QList<ValidationIssue> issues = validateModel(model);
        if (!issues.isEmpty()) {
            *sink.error = badData(db, QStringLiteral("LLM models"), int(row) + 1, model.id(),
                                  issuesText(issues));
            return false;
        }
        if (ids.contains(model.id())) {
            *sink.error = badData(db, QStringLiteral("LLM models"), int(row) + 1, model.id(),
                                  QStringLiteral("the id appears twice in the list"));
            return false;
        }
        ids.insert(model.id());
    }
    Transaction transaction(db);
    return transaction.begin(QStringLiteral("start saving LLM models"), sink.error) &&
           writeModels(db, models, RowOrigin::User, sink.error) &&
           transaction.commit(QStringLiteral("save the LLM models"), sink.error);
}

bool Catalog::deleteModels(const QStringList& ids, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = d->db;
    Transaction transaction(db);
    if (!transaction.begin(QStringLiteral("start deleting LLM models"), sink.error))
        return false;
    const QString doing = QStringLiteral("delete LLM models");
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
                           QStringLiteral("There is no LLM model \"%1\" in %2; nothing was "
                                          "deleted.")
                               .arg(id, QDir::toNativeSeparators(db.path))};
            return false;
        }
        const bool builtIn = findOrigin.value(0).toString() == QLatin1String("builtin");
        findOrigin.finish();
        // A deleted built-in model stays deleted: a newer built-in catalog skips its id.
        if ((builtIn && !setModelTombstoned(db, id, true, sink.error)) ||
            !bindAndExec(db, remove, {id}, doing, sink.error)) {
            return false;
        }
    }
    return transaction.commit(QStringLiteral("delete the LLM models"), sink.error);
}

} // namespace chipatlas
