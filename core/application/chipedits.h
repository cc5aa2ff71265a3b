#pragma once

#include "application/catalogchange.h"
#include "domain/chip.h"
#include "domain/field.h"
#include "domain/llmmodel.h"
#include "domain/result.h"
#include "storage/catalog.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// The edits of chips and LLM models (Edit and Model menus): each reads the states of the ids it
// touches from `catalog`, or starts from `base`, the state the user's edit began with, and
// returns the states after it as one change for CatalogSession::change() to write (one undo
// step). The write is based on the versions of the states before: someone else's save in
// between is a conflict, not lost. `text` names the step ("edit chip H100 SXM").
//
// Failures come back in the result's error, and nothing is written: BadData for a new chip's id
// that is taken, NotFound for a chip that is gone, or the catalog's error.

// A new chip (new or duplicated), as the user's.
ChangeResult addChip(const Catalog& catalog, const QString& text, const Chip& chip);
// The user's edit of a stored chip: what differs from `base` (or else the stored state) is
// marked as edited, except the figures in `reverted`, which the user set back to built-in.
ChangeResult editChip(const Catalog& catalog, const QString& text, const Chip& chip,
                      const QList<Field>& reverted = {},
                      const std::optional<Catalog::ChipState>& base = std::nullopt);
// Deleting chips with the measured results on them (a result needs its hardware): those of
// `results` (the caller's list of the catalog's, such as its snapshot's) whose hardware is one of
// `ids`, in the same write. A deleted built-in chip's or result's id is tombstoned (a newer
// built-in catalog does not bring it back); undo brings the chips back with their prices and
// results.
ChangeResult deleteChips(const Catalog& catalog, const QString& text, const QStringList& ids,
                         const QList<Result>& results);
// The built-in chips as shipped, without edit marks; NotFound for an id that is not built in.
ChangeResult revertChipsToBuiltIn(const Catalog& catalog, const QString& text,
                                  const QStringList& ids);

// A model added or edited: the user's model, also when it was built in (a newer built-in catalog
// leaves it alone); a tombstone stays, as for chips.
ChangeResult saveModel(const Catalog& catalog, const QString& text, const LlmModel& model);
ChangeResult deleteModels(const Catalog& catalog, const QString& text, const QStringList& ids);
// The built-in model `id` as shipped.
ChangeResult revertModelToBuiltIn(const Catalog& catalog, const QString& text, const QString& id);
// The model revertModelToBuiltIn() writes; nullopt and NotFound when `id` is not built in.
std::optional<LlmModel> builtInModelToRevert(const QString& id, StorageError* error);

} // namespace chipatlas
