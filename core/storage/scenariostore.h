#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/scenariostore.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "domain/ownershipscenario.h"
#include "sqlsupport.h"

#include <QList>
#include <QString>

namespace chipatlas::storage {

// The scenario table of schema 10: one row per ownership scenario, a column per scenario field
// named by its key (migrations.cpp). No built-in scenarios, so no tombstones. Writers run inside
// the caller's Write transaction and stamp the rows they write with its version.

// Scenarios ordered by id; all of them when `id` is null, else at most that one. `versions`,
// when given, receives each scenario's row version in the same order.
bool readScenarios(const Db& db, const QString& id, QList<OwnershipScenario>* scenarios,
                   StorageError* error, QList<qint64>* versions = nullptr);
// Inserts or replaces the scenario stored under its id. Refuses, with BadData naming the
// scenario, one that validateOwnershipScenario() rejects, and one whose name another scenario
// of the catalog has (names compare without regard to case: "GB200 at colo" and "gb200 at
// colo" are one name in the scenario switcher).
bool writeScenario(const Db& db, const OwnershipScenario& scenario, StorageError* error);
// Deletes the scenario stored under `id`; an id not stored is left alone.
bool deleteScenario(const Db& db, const QString& id, StorageError* error);

} // namespace chipatlas::storage
