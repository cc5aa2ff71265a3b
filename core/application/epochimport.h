#pragma once

#include "application/chipfileimport.h"
#include "io/epochcsv.h"
#include "io/epochmatch.h"
#include "storage/catalog.h"

#include <QList>

namespace chipatlas {

// Importing Epoch AI's hardware CSV (`chipatlas-cli import --format epoch`, and File > Import...
// when the file's header is Epoch's): its rows matched with the catalog's chips and planned as
// a chip file's import (chipfileimport.h), with Epoch's rules (io/epochmatch.h): the vendor's
// and the user's figures stay, and each one kept where Epoch differs is a notice the preview and
// the dry run show. The plan is saved with saveChipImport(), like any chip file's.
struct EpochImportPlanning {
    ChipImportPlanning planning;
    QList<EpochNotice> notices; // in file order
    QString error;              // a row that cannot become a chip (planning.status Failed)
};
EpochImportPlanning planEpochImport(const Catalog& catalog, const QList<EpochRow>& rows,
                                    const ImportControl& planning = {});

} // namespace chipatlas
