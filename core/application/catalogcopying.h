#pragma once

#include "application/catalogchange.h"
#include "io/catalogcopy.h"
#include "storage/catalog.h"

#include <optional>

namespace chipatlas {

// Copying one catalog into another (File > Copy Catalog To... / From..., `chipatlas-cli copy`),
// the same for the GUI and the CLI: the steps of io/catalogcopy.h between two open catalogs. The
// GUI runs both on the session's worker (CatalogSession::withOther()), with its preview between
// them; a copy into the session's own catalog is one of its changes (one undo step).

struct CatalogCopyPlanning {
    enum class Status { Ok, Cancelled, Failed };
    Status status = Status::Failed;
    StorageError error; // Failed: reading one of the catalogs
    CatalogCopyPlan plan;
};
// Reads both catalogs and compares what `source` holds with what `target` holds.
CatalogCopyPlanning planCopyBetween(const Catalog& source, const Catalog& target,
                                    const ImportControl& control = {});

struct CatalogCopyWrite {
    enum class Status { Written, Nothing, Cancelled, Failed };
    Status status = Status::Failed;
    StorageError error;
    CatalogItems items; // what was written (Written)
    // Written with undo states kept: the states before and after, read inside the copy's
    // transaction (a new chip's price is part of its state; the prices of chips that were there
    // before are recorded on their own), named `text`.
    std::optional<CatalogChange> change;
};
// Writes what `choices` take of `plan` (resolveCatalogCopy()) into `target` in one transaction,
// merged with what someone else saved there since the plan (copyBase()). A target that holds
// something gets an automatic snapshot first (reason Copy, `control.snapshotNote` as its note:
// the caller names the source there). The plan's new chips move into the write: pass it with
// std::move() when it is not needed afterwards.
CatalogCopyWrite writeCopyInto(Catalog& target, CatalogCopyPlan plan, const ImportChoices& choices,
                               const ImportControl& control, const QString& text, UndoStates undo);

} // namespace chipatlas
