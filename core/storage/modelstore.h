#pragma once

#include "domain/llmmodel.h"
#include "sqlsupport.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace chipatlas::storage {

enum class RowOrigin { BuiltIn, User };

// The llm_model table: one column per ModelField key (List as newline-joined text, Bool as
// 0/1), plus `origin`.
QStringList modelTableDdlV2();

bool readModels(const Db& db, const QString& id, QList<LlmModel>* models, StorageError* error);
// Inserts or replaces the models. Call inside a transaction.
bool writeModels(const Db& db, const QList<LlmModel>& models, RowOrigin origin,
                 StorageError* error);
// Replaces every built-in model by `models`; user models with the same id are kept.
bool replaceBuiltInModels(const Db& db, const QList<LlmModel>& models, StorageError* error);

} // namespace chipatlas::storage
