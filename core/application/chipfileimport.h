#pragma once

#include "application/catalogchange.h"
#include "io/catalogimport.h"
#include "storage/catalog.h"

#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// Importing chips from a CSV or JSON file (File > Import..., `chipatlas-cli import`): the steps
// of io/catalogimport.h against one catalog, the same for the GUI and the CLI. Reading the file
// and readChipFile() (and wording what went wrong) are the caller's; planning and writing are
// here. The GUI shows the
// plan in its preview and writes on the session's worker with progress and Cancel; the CLI
// prints the plan and writes it whole.

// The file's chips (readChipFile(): parsed and checked whole) compared with the catalog's.
struct ChipImportPlanning {
    enum class Status { Ok, Failed, Cancelled };
    Status status = Status::Failed;
    StorageError error; // Failed: reading the catalog's chips
    ImportPlan plan;    // Ok
};
// Compares `chips` with `catalog`'s: new, changed field by field, unchanged. Cancelled when
// `planning` cancelled it.
ChipImportPlanning planChipImport(const Catalog& catalog, QList<ImportedChip> chips,
                                  const ImportControl& planning = {});

// What saving an import did.
struct ChipImportWrite {
    enum class Status {
        Saved,     // written in one transaction
        Nothing,   // the choices leave nothing to write
        Cancelled, // through the control; nothing was written
        Failed,    // `error` says why; nothing was written
    };
    Status status = Status::Failed;
    StorageError error;
    qsizetype added = 0;   // chips the catalog did not have
    qsizetype changed = 0; // stored chips the import changed
    // Saved with undo states: the states before and after, read inside the import's
    // transaction, so that undo writes back exactly what it replaced. No text yet.
    std::optional<CatalogChange> change;
};
// Saves the chips `choices` take from `plan` (resolveImport()) in one transaction, as the user's
// edits, merged with what someone else saved since the plan was made (importBase(),
// io/importmerge.h); what the file leaves unsaid stays as stored. With UndoStates::Keep the
// states before and after are read too: the session's undo step.
ChipImportWrite saveChipImport(Catalog& catalog, ImportPlan plan, const ImportChoices& choices,
                               const ImportControl& control, UndoStates undo);

} // namespace chipatlas
