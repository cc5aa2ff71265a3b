#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/seeder.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "io/catalogjson.h"
#include "sqlsupport.h"

namespace chipatlas::storage {

// Seeds the built-in catalog on first open and updates it when a newer one ships: a higher
// `revision`, or the same revision with another content hash. Each call is one transaction and
// does nothing for the same revision and hash or an older revision. The revision and hash
// seeded are stored in `meta`.
//
// Chips: a new built-in chip is added unless the user deleted it (builtin_tombstone); a stored
// built-in chip gets the new figures except those the user edited (and keeps its description
// if the user edited that); a user chip with the same id is left alone. A built-in chip the new
// catalog no longer has is removed, unless the user edited or priced it: then it stays, as a
// user chip.
bool seedChips(const Db& db, const ChipCatalogFile& file, StorageError* error);
// Models: the built-in models are replaced by the new revision (so a dropped one goes); user
// models, which include built-in models the user edited, stay.
bool seedModels(const Db& db, const ModelCatalogFile& file, StorageError* error);

// Seeds from the catalogs compiled into the application (resources/catalog).
bool seedBuiltInCatalog(const Db& db, StorageError* error);

// The revisions stored in `meta`, or -1 when never seeded.
bool storedRevision(const Db& db, const QString& key, int* revision, StorageError* error);
// Whether the shipped catalog (revision, hash) is newer than the one seeded last under these
// meta keys, and recording that it was seeded.
bool needsUpdate(const Db& db, const QString& revisionKey, const QString& hashKey, int revision,
                 const QString& hash, bool* needed, StorageError* error);
bool storeRevision(const Db& db, const QString& revisionKey, const QString& hashKey, int revision,
                   const QString& hash, StorageError* error);
inline const QString kChipsRevisionKey = QStringLiteral("builtin_chips_revision");
inline const QString kModelsRevisionKey = QStringLiteral("builtin_models_revision");
inline const QString kChipsHashKey = QStringLiteral("builtin_chips_hash");
inline const QString kModelsHashKey = QStringLiteral("builtin_models_hash");
inline const QString kSystemsRevisionKey = QStringLiteral("builtin_systems_revision");
inline const QString kSystemsHashKey = QStringLiteral("builtin_systems_hash");
inline const QString kOffersRevisionKey = QStringLiteral("builtin_offers_revision");
inline const QString kOffersHashKey = QStringLiteral("builtin_offers_hash");
inline const QString kResultsRevisionKey = QStringLiteral("builtin_results_revision");
inline const QString kResultsHashKey = QStringLiteral("builtin_results_hash");

} // namespace chipatlas::storage
