#pragma once

#include "domain/offer.h"
#include "domain/system.h"
#include "importplan.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// What a systems or offers file (read and checked by readSystemsImport() or readOffersImport(),
// systemimport.h) does to the catalog: the one plan behind `chipatlas-cli import --systems` and
// `--offers` (with and without --dry-run) and the GUI's File > Import, so that both call the
// same entries new, changed and unchanged, and write the same ones.
//
// A system is changed when a key differs (identity, then each figure; its origin is not
// compared). An offer is changed when its details differ (target, provider, region, instance,
// pricing, its note, chips, notes) or the file brings prices its history does not have
// (addPrice()'s rule: the same price, currency, date and source is the same price): the history
// stays, and the new prices join it.

struct SystemImportChange {
    System system;    // as the file has it
    System stored;    // as the plan saw it: the base the write is merged against
    QStringList keys; // what differs: "name", "chip_count", "system_power_w", ...
};

// New systems in file order.
using SystemImportPlan = EntryImportPlan<System, SystemImportChange>;

SystemImportPlan planSystemsImport(const QList<System>& read, const QList<System>& stored);
// The keys in which two systems differ: identity, then each figure by its key.
QStringList systemChangedKeys(const System& stored, const System& read);

struct OfferImportChange {
    Offer offer;  // as the file has it
    Offer stored; // as the plan saw it
    bool detailsChanged = false;
    int newPrices = 0; // prices the history gains
};

using OfferImportPlan = EntryImportPlan<Offer, OfferImportChange>;

OfferImportPlan planOffersImport(const QList<Offer>& read, const QList<Offer>& stored);

} // namespace chipatlas
