#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/schemarows.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "domain/chip.h"
#include "domain/schema.h"
#include "sqlsupport.h"

#include <QList>
#include <QString>
#include <QVariant>

#include <functional>
#include <span>

namespace chipatlas::storage {

// A one-row kind (a measured result, an ownership scenario) keeps its fields as columns named
// by its schema's keys (docs/ARCHITECTURE.md section 4, step 2): these read and write such a
// row from and to the fields' file text, so that each kind's store only says what is its own.

// The columns after pk and id, in schema order, each with `prefix` ("r.").
QString schemaColumns(std::span<const FieldSpec> fields, const QString& prefix);

// A column's value as the field's file text: numbers in the shortest form that reads back as
// the same double, empty for NULL.
QString schemaColumnText(const QVariant& value, const FieldSpec& info);

// The field's file text as the column holds it: NULL for a number not given, a qint64 where
// `wholeNumber` (the column is INTEGER in migrations.cpp), else a double.
QVariant schemaColumnValue(const QString& text, const FieldSpec& info, bool wholeNumber);

// Inserts or updates the row of `id` in `table` with `values` (one per field, in schema order),
// its origin and the write's version (kWriteVersion).
bool upsertSchemaRow(const Db& db, const QString& table, std::span<const FieldSpec> fields,
                     const QString& id, const QList<QVariant>& values, Origin origin,
                     const QString& doing, StorageError* error);

} // namespace chipatlas::storage
