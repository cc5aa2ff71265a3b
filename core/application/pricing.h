#pragma once

#include "application/catalogchange.h"
#include "domain/chipprice.h"
#include "domain/offer.h"
#include "storage/catalog.h"

#include <QString>

#include <optional>

namespace chipatlas {

// Prices: what a chip costs the user per hour (the calculator's Set price..., `chipatlas-cli
// price ID USD`), and the prices of rental offers (Record price... and Add offer..., `price
// OFFER_ID --per-hour X`, `price --new ...`). Each returns one change for
// CatalogSession::change() to write, or for the CLI to write with commitChange(); the write is
// based on the versions read, so a price someone else saved in between is a conflict, not lost.

// Sets (a value) or removes (nullopt) the price of the chip `chipId`; NotFound for an unknown
// chip.
ChangeResult setChipPrice(const Catalog& catalog, const QString& text, const QString& chipId,
                          const std::optional<ChipPrice>& price);
// One more price of the stored offer `offerId` (its state as `base`, the one the user saw, or
// else read): the old prices stay (addPrice()) and undo takes the new one back. NotFound for an
// unknown offer.
ChangeResult recordOfferPrice(const Catalog& catalog, const QString& text, const QString& offerId,
                              const OfferPrice& price,
                              const std::optional<Catalog::OfferState>& base = std::nullopt);
// A new offer with its prices, as the user's (its history ordered). When the catalog holds the
// offer's id already, the stored offer keeps its details and gains the prices.
ChangeResult addOffer(const Catalog& catalog, const QString& text, const Offer& offer);

} // namespace chipatlas
