#pragma once

#include "domain/chipprice.h"
#include "sqlsupport.h"

#include <QList>
#include <QStringList>

namespace chipatlas::storage {

// The chip_price table of schema 3: one user-entered hourly price per chip, deleted with its
// chip.
QStringList priceTableDdlV3();

// Prices ordered by chip id; all of them when `chipId` is null, else at most that chip's.
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
