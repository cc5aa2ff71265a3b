#pragma once

#include "io/catalogimport.h"

#include <QString>

namespace chipatlas::cli {

class CliContext;

// export --systems / --offers and import --systems / --offers: systems and offers to and from
// a CSV or JSON file (systemcsv.h, systemjson.h), in the catalog's all-or-nothing way.

// Writes every system (or offer, with its whole price history) to `path`; prints what it wrote.
int exportSystemsFile(CliContext& context, const QString& path, CatalogFormat format);
int exportOffersFile(CliContext& context, const QString& path, CatalogFormat format);

// Reads `path`, checks every entry (the file's own errors name line and column; a system or an
// offer the catalog would refuse names its index, id and field), then adds the new ones and
// updates the changed ones; an offer's prices join its history, none is dropped. Prints
// "FILE: N new, M changed, K unchanged" and the ids (or JSON); with `dryRun` changes nothing.
int importSystemsFile(CliContext& context, const QString& path, CatalogFormat format, bool dryRun,
                      bool json);
int importOffersFile(CliContext& context, const QString& path, CatalogFormat format, bool dryRun,
                     bool json);

} // namespace chipatlas::cli
