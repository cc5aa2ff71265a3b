#pragma once

#include "domain/chip.h"
#include "domain/offer.h"
#include "domain/precision.h"
#include "domain/system.h"

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas::cli {

// `show ID` for a system: its own figures with status and source, the totals core computes
// from its chip with their formulas, the vendor's own totals checked against them, and the
// spread of its offers. `chip` is the system's chip (nullopt when the catalog lacks it);
// `offers` the system's (offersForSystem()).
QString systemDetailsText(const System& system, const std::optional<Chip>& chip,
                          const QList<Offer>& offers, Precision precision);
// systemToJson() with "totals" (the computed figures), "vendor_checks" ([{"field",
// "computed", "vendor", "vendor_sparse", "ratio", "disagrees", "text"}]) and "offers" (the
// spread and the offer ids).
QJsonObject systemDetailsJson(const System& system, const std::optional<Chip>& chip,
                              const QList<Offer>& offers, Precision precision);

} // namespace chipatlas::cli
