#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/modelstore.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "domain/chip.h"
#include "domain/llmmodel.h"
#include "sqlsupport.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace chipatlas::storage {

enum class RowOrigin { BuiltIn, User };

// The llm_model table has one column per ModelField key (List as newline-joined text, Bool as
// 0/1), plus `origin` and `version`; builtin_model_tombstone (Tombstone::Model, entitystates.h)
// holds the ids of built-in models the user deleted.
// `versions` and `origins`, when given, receive each model's row version and origin in the same
// order.
bool readModels(const Db& db, const QString& id, QList<LlmModel>* models, StorageError* error,
                QList<qint64>* versions = nullptr, QList<Origin>* origins = nullptr);
// Inserts or replaces the models. Call inside a transaction.
bool writeModels(const Db& db, const QList<LlmModel>& models, RowOrigin origin,
                 StorageError* error);
// Replaces every built-in model by `models`; user models with the same id are kept, and a
// built-in model the user deleted (tombstoned) is not added back. Call inside a transaction.
bool replaceBuiltInModels(const Db& db, const QList<LlmModel>& models, StorageError* error);

} // namespace chipatlas::storage
