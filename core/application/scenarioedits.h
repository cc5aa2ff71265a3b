#pragma once

#include "application/catalogchange.h"
#include "domain/ownershipscenario.h"
#include "storage/catalog.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// The edits of ownership scenarios (the "Own or rent" view's scenario switcher and
// `chipatlas-cli scenarios`), as resultedits.h does them for results: each reads the states it
// changes from `catalog`, or starts from `base`, the state the user's edit began with, and
// returns the states after it as one change for CatalogSession::change() (or the CLI's
// commitChange()) to write; undo and redo write its two sides back. A scenario is refused, with
// BadData and nothing written, when validateOwnershipScenario() refuses it (its messages, each
// naming the field), when its hardware is neither a chip nor a system of the catalog, or, when
// it is written, when another scenario of the catalog has its name (without regard to case).
// A scenario is the user's: none ships built in.

// Saves `scenario`: with an id, the scenario stored under it is replaced (or added when there
// is none); without one, a new scenario under the slug of its name (ownershipScenarioId()),
// followed by "-2", "-3", ... when another scenario has that id already. `base` is the state
// the user's edit began with: a save over someone else's save since then is a Conflict, not an
// overwrite. Saved unchanged: the state as it was (no undo step).
ChangeResult
saveScenario(const Catalog& catalog, const QString& text, const OwnershipScenario& scenario,
             const std::optional<Catalog::OwnershipScenarioState>& base = std::nullopt);
// Gives the scenario stored under `id` another name; its id stays (what refers to it keeps
// finding it). NotFound when it is gone.
ChangeResult renameScenario(const Catalog& catalog, const QString& text, const QString& id,
                            const QString& name);
// Deletes scenarios. NotFound for an id the catalog does not have.
ChangeResult deleteScenarios(const Catalog& catalog, const QString& text, const QStringList& ids);

} // namespace chipatlas
