#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/versioncheck.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "sqlsupport.h"

namespace chipatlas::storage {

// The rows that carry a version (schema 6; systems and offers schema 7, results schema 9,
// ownership scenarios schema 10), each under the id a state names. An offer's prices are written
// with the offer, under its version.
enum class VersionedRow { Chip, Model, Price, System, Offer, Result, Scenario };

// The version of the row stored under `id` (a chip id for a price); 0 when there is none.
bool storedVersion(const Db& db, VersionedRow row, const QString& id, qint64* version,
                   StorageError* error);

// Inside a Write transaction, before a state is written: fails with Conflict when the row under
// `id` is not at `basedOn` any more (someone else wrote or deleted it since the writer read
// it). `name` is what the message calls it ("H100 SXM").
bool checkVersion(const Db& db, VersionedRow row, const QString& id, const QString& name,
                  qint64 basedOn, StorageError* error);

// The version the rows written by the current Write transaction carry.
bool writtenVersion(const Db& db, qint64* version, StorageError* error);

} // namespace chipatlas::storage
