#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/schema.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "sqlsupport.h"

namespace chipatlas::storage {

// PRAGMA application_id of every ChipAtlas catalog: 'CHAT'.
inline constexpr qint32 kApplicationId = 0x43484154;
// The number of forward-only migrations; PRAGMA user_version after the last one.
int currentSchemaVersion();

// What an existing database says about itself, read without writing anything.
struct SchemaInfo {
    qint32 applicationId = 0;
    int userVersion = 0;
    int objectCount = 0; // rows of sqlite_master; on a server, relations in the current schema
};
bool readSchemaInfo(const Db& db, SchemaInfo* info, StorageError* error);

// Refuses a database that is not a ChipAtlas catalog or that a newer ChipAtlas wrote.
bool checkSchema(const Db& db, const SchemaInfo& info, StorageError* error);

// Applies migrations user_version+1 .. targetVersion in one transaction (BEGIN IMMEDIATE ...
// COMMIT; on a server under Transaction::lock(), so that clients connecting at once migrate
// once); any error rolls all of them back and leaves user_version as it was. Tests pass an
// older targetVersion to build a catalog of an earlier schema.
bool migrate(const Db& db, int targetVersion, StorageError* error);

// Per-connection settings that are not stored in the file.
bool configureConnection(const Db& db, StorageError* error);
// Switches the file to WAL; done after migrations so that a refused or failed open has not
// touched the file header.
bool enableWal(const Db& db, StorageError* error);

} // namespace chipatlas::storage
