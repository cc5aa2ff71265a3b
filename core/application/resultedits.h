#pragma once

#include "application/catalogchange.h"
#include "domain/result.h"
#include "storage/catalog.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// The edits of measured results (the "Record a result" dialog, its edit and delete, and
// `chipatlas-cli results --record`), as systemedits.h does them for systems: each reads the
// states it changes from `catalog`, or starts from `base`, the state the user's edit began with,
// and returns the states after it as one change for CatalogSession::change() (or the CLI's
// commitChange()) to write; undo and redo write its two sides back. A result is refused, with
// BadData and nothing written, when validateResult() refuses it (its messages, each naming the
// field) or when its hardware is neither a chip nor a system of the catalog
// (hardwareNotInCatalog()). Many results at once (a results file): Catalog::importItems().

// The user's own run, recorded: claim_kind own and origin user whatever `result` says (a
// result someone else published comes in through an import, with its claimant). BadData when
// the id is taken.
ChangeResult recordResult(const Catalog& catalog, const QString& text, const Result& result);
// The user's edit of a stored result (NotFound when it is gone): the user's result (a newer
// built-in catalog leaves it alone), or the state as it was when nothing changed (no undo step).
ChangeResult editResult(const Catalog& catalog, const QString& text, const Result& result,
                        const std::optional<Catalog::ResultState>& base = std::nullopt);
// Deleting results; a deleted built-in result is tombstoned (a newer built-in catalog does not
// bring it back). NotFound for an id the catalog does not have.
ChangeResult deleteResults(const Catalog& catalog, const QString& text, const QStringList& ids);

// The ids of those of `results` (the caller's list of the catalog's, such as its snapshot's)
// measured on one of `hardwareIds`: what deleting that chip or system takes along.
QStringList resultIdsOn(const QList<Result>& results, const QStringList& hardwareIds);
// Adds the deletion of the results `ids` to `deleting`'s change (a chip's or system's delete),
// read from `catalog` at their versions now, so that the delete and its undo write them in the
// same transaction as their hardware. False, with deleting->error set, when reading failed.
bool takeResultsAlong(const Catalog& catalog, const QStringList& ids, ChangeResult* deleting);

} // namespace chipatlas
