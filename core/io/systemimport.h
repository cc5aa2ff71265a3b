#pragma once

#include "catalogimport.h"
#include "domain/chip.h"
#include "domain/offer.h"
#include "domain/system.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace chipatlas {

// Importing a systems or an offers file: the one check that `chipatlas-cli import --systems`
// and `--offers` (with and without --dry-run) and the GUI's File > Import run before anything is
// written, so that a dry run or a preview refuses exactly what the import refuses (README, "What
// bad input gets"). A file is refused when
//   * its reader refuses it (systemcsv.h, systemjson.h): a cell or a key of the wrong form, or
//     an id used twice (an offers CSV gives an offer's prices as rows of its id: they must agree
//     on the offer's own columns);
//   * an entry breaks a rule of validateSystem() or validateOffer();
//   * a system's chip is not in the catalog, or an offer's target is neither a chip nor a
//     system of it (validateSystemReferences(), validateOfferReferences()), which
//     Catalog::importItems() refuses.
// Entries are checked in file order, each as the catalog checks it when it writes it; the first
// problem is placed as the readers place theirs: "line 3, column 4 (chip_id): ..." in a CSV file
// ("line 3: Price 2 per instance hour ..." for a price, at its offer's first row), "system 2
// (\"id\"): Chip (chip_id): ..." in a JSON file.

// Which entries a catalog file holds, for an import that is not told (the GUI's File > Import):
// a systems file has a `chip_count` column (JSON key), an offers file a `target_id` one, a
// results file (resultimport.h) a `claim_kind` one, and a JSON object says so by its "format"
// ("chipatlas-systems", "chipatlas-offers", "chipatlas-results") or its "systems", "offers" or
// "results" array; anything else is read as chips. A CSV header is read as CSV
// (quoted, as every export writes it, or not; any case).
enum class ImportFileKind { Chips, Systems, Offers, Results };
ImportFileKind importFileKind(const QByteArray& data, CatalogFormat format);

// What the catalog holds that the entries of a systems or offers file refer to.
struct ImportReferences {
    QSet<QString> chipIds;
    QSet<QString> systemIds;
};
ImportReferences importReferences(const QList<Chip>& chips, const QList<System>& systems);

// The systems of a file in `format` (each the user's: a file cannot make a system built in),
// or nullopt with the first problem in `error`.
std::optional<QList<System>> readSystemsImport(const QByteArray& data, CatalogFormat format,
                                               const ImportReferences& catalog, QString* error);
// The offers of a file in `format`, or nullopt with the first problem in `error`.
std::optional<QList<Offer>> readOffersImport(const QByteArray& data, CatalogFormat format,
                                             const ImportReferences& catalog, QString* error);

} // namespace chipatlas
