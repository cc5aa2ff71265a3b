#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/pricestore.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "domain/chipprice.h"
#include "sqlsupport.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace chipatlas::storage {

// The chip_price table: one user-entered hourly price per chip, deleted with its chip.

// Prices ordered by chip id; all of them when `chipId` is null, else at most that chip's.
// One price row whose columns 0 to 3 are chip id, usd_per_hour, quoted_on and source (as
// readPrices() and ChipRepository::states() select them). A date that is not YYYY-MM-DD fails with
// BadData naming the file and the chip.
std::optional<ChipPrice> priceFromRow(const Db& db, const QSqlQuery& query, const QString& doing,
                                      StorageError* error);
bool readPrices(const Db& db, const QString& chipId, QList<ChipPrice>* prices, StorageError* error);
// Refuses a price that is not a finite number above zero (BadData) and an unknown chip
// (NotFound); otherwise inserts or replaces the chip's price. Call inside a transaction.
bool writePrice(const Db& db, const ChipPrice& price, StorageError* error);
// Removes the chip's price; a chip without one is left as it is. An unknown chip fails with
// NotFound. Call inside a transaction.
bool deletePrice(const Db& db, const QString& chipId, StorageError* error);
// Whether `chipId` names a stored chip.
bool chipExists(const Db& db, const QString& chipId, bool* exists, StorageError* error);

} // namespace chipatlas::storage
