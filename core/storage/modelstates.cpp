// Catalog's model states: everything stored under an LLM model id, for exact undo.

#include "catalog.h"
#include "catalog_p.h"
#include "modelstore.h"
#include "versioncheck.h"

namespace chipatlas {

using namespace storage;

namespace {
bool readState(const Db& db, const QString& id, Catalog::ModelState* state, StorageError* error) {
    *state = Catalog::ModelState{};
    state->id = id;
    QList<LlmModel> models;
    if (!readModels(db, id, &models, error) ||
        !isModelTombstoned(db, id, &state->tombstoned, error)) {
        return false;
    }
    if (models.isEmpty())
        return true;
    state->model = models.constFirst();
    const QString doing = StorageText::tr("read where LLM model \"%1\" comes from").arg(id);
    QSqlQuery query(db.db);
    if (!prepare(db, query, QStringLiteral("SELECT origin, version FROM llm_model WHERE id = ?"),
                 doing, error) ||
        !bindAndExec(db, query, {id}, doing, error) || !nextRow(db, query, doing, error)) {
        return false;
    }
    state->origin =
        query.value(0).toString() == QLatin1String("builtin") ? Origin::BuiltIn : Origin::User;
    state->version = query.value(1).toLongLong();
    return true;
}

bool writeState(const Db& db, const Catalog::ModelState& state, StorageError* error) {
    const QString doing = StorageText::tr("restore LLM model \"%1\"").arg(state.id);
    if (!setModelTombstoned(db, state.id, state.tombstoned, error))
        return false;
    if (state.model) {
        if (state.model->id() != state.id) {
            *error = {StorageError::Code::BadData,
                      StorageText::tr("Could not %1: the state holds model \"%2\".")
                          .arg(doing, state.model->id())};
            return false;
        }
        return writeModels(db, {*state.model},
                           state.origin == Origin::BuiltIn ? RowOrigin::BuiltIn : RowOrigin::User,
                           error);
    }
    QSqlQuery query(db.db);
    return prepare(db, query, QStringLiteral("DELETE FROM llm_model WHERE id = ?"), doing, error) &&
           bindAndExec(db, query, {state.id}, doing, error);
}
} // namespace

std::optional<QList<Catalog::ModelState>> Catalog::modelStates(const QStringList& ids,
                                                               StorageError* error) const {
    ErrorSink sink(error);
    QList<ModelState> states;
    for (const QString& id : ids) {
        ModelState state;
        if (!readState(d->db, id.isNull() ? QStringLiteral("") : id, &state, sink.error))
            return std::nullopt;
        states.append(std::move(state));
    }
    return states;
}

Catalog::ModelState Catalog::deletedState(const ModelState& before) {
    ModelState after;
    after.id = before.id;
    after.version = before.version;
    after.tombstoned = before.tombstoned || (before.model && before.origin == Origin::BuiltIn);
    return after;
}

std::optional<QList<Catalog::ModelState>>
Catalog::restoreModelStates(const QList<ModelState>& states, StorageError* error) {
    ErrorSink sink(error);
    Transaction transaction(d->db);
    if (!transaction.begin(StorageText::tr("start restoring LLM models"), sink.error))
        return std::nullopt;
    for (const ModelState& state : states) {
        const QString name = state.model ? state.model->name() : QString();
        if (!checkVersion(d->db, VersionedRow::Model, state.id, name, state.version, sink.error))
            return std::nullopt;
    }
    for (const ModelState& state : states) {
        if (!writeState(d->db, state, sink.error))
            return std::nullopt;
    }
    qint64 version = 0;
    if (!writtenVersion(d->db, &version, sink.error) ||
        !transaction.commit(StorageText::tr("restore the LLM models"), sink.error)) {
        return std::nullopt;
    }
    QList<ModelState> written = states;
    for (ModelState& state : written)
        state.version = state.model ? version : 0;
    return written;
}

} // namespace chipatlas
