#pragma once

#include "application/catalogchange.h"
#include "domain/offer.h"
#include "domain/result.h"
#include "domain/system.h"
#include "storage/catalog.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// The edits of systems (the Systems menu), as chipedits.h does them for chips: each reads the
// states it changes from `catalog`, or starts from `base`, the state the user's edit began with,
// and returns the states after it as one change for CatalogSession::change() to write. Offers
// and their prices: pricing.h.

// A new system, as the user's; BadData when the id is taken.
ChangeResult addSystem(const Catalog& catalog, const QString& text, const System& system);
// The user's edit of a stored system (NotFound when it is gone): the user's system, or the state
// as it was when nothing changed (no undo step).
ChangeResult editSystem(const Catalog& catalog, const QString& text, const System& system,
                        const std::optional<Catalog::SystemState>& base = std::nullopt);
// Deleting systems with the offers that rent them (an offer needs its target) and the measured
// results on them (a result needs its hardware): those of `offers` and `results` (the caller's
// lists of the catalog's, such as its snapshot's) whose target or hardware is one of `ids`, all
// in one write (CatalogChange::write()). A deleted built-in system, offer or result is
// tombstoned; undo brings them all back.
ChangeResult deleteSystems(const Catalog& catalog, const QString& text, const QStringList& ids,
                           const QList<Offer>& offers, const QList<Result>& results);

} // namespace chipatlas
