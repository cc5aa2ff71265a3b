#pragma once

#include "domain/offer.h"
#include "domain/system.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// The JSON form of systems and offers: the built-in catalog ships in it
// (resources/catalog/systems.json, offers.json, made by tools/build_catalog.py from
// resources/reference/systems.csv and offers.csv), the CLI prints it and import reads it.
//
// System: {"id", "vendor", "name", "chip_id", "chip_count", "vendor_throughput_sparse": bool,
//          "source_urls": [..], "notes", "builtin": bool,
//          "figures": {"<system field key>": <a figure as catalogjson.h writes one: "value",
//                      "unit", "status", "source", "note" [, "printed_unit"]>, ...}}
// Offer:  {"id", "target_id", "provider", "region", "instance", "pricing": "on_demand",
//          "pricing_note", "chips", "notes", "builtin": bool,
//          "prices": [{"per_instance_hour", "per_chip_hour" (written, ignored on read),
//                      "currency", "seen": "YYYY-MM-DD" or null, "seen_note", "source",
//                      "builtin": bool}, ...]}   (oldest first)
// Errors name the entry as jsonEntryError() does, and the key: "system 3 (\"x\"): chip_count:
// must be a whole number of at least 1". An id is used once in a file: "system 3 (\"x\"): the
// id is already used by system 1". The domain rules and what the catalog must hold are the
// import's to check (systemimport.h).
QJsonObject systemToJson(const System& system);
std::optional<System> systemFromJson(const QJsonObject& object, QString* error);
QJsonObject offerToJson(const Offer& offer);
std::optional<Offer> offerFromJson(const QJsonObject& object, QString* error);

struct SystemCatalogFile {
    int revision = 0;
    QList<System> systems;
    QString contentHash;
};
// An offers.csv row without a price: the built-in offers.json lists it under "not_found"
// ({"provider", "region", "instance", "target_id", "pricing", "source"}) so that a reader can say
// that no public price was found rather than show nothing.
struct OfferNotFound {
    QString provider;
    QString region;
    QString instance;
    QString targetId; // may be empty ("HGX H100/H200/B200" at CoreWeave)
    Pricing pricing = Pricing::OnDemand;
    QString source; // where it was looked for, as printed

    friend bool operator==(const OfferNotFound&, const OfferNotFound&) = default;
};
struct OfferCatalogFile {
    int revision = 0;
    QList<Offer> offers;
    QString contentHash;
    QList<OfferNotFound> notFound; // empty for a bare array
};

// {"format": "chipatlas-systems", "revision", "content_hash", "systems": [...]} or a bare array
// of systems (the CLI's `systems --json`); likewise "chipatlas-offers" / "offers".
std::optional<SystemCatalogFile> readSystemCatalog(const QByteArray& json, QString* error);
std::optional<OfferCatalogFile> readOfferCatalog(const QByteArray& json, QString* error);

// The catalogs compiled into the application (resources/catalog).
std::optional<SystemCatalogFile> builtInSystems(QString* error);
std::optional<OfferCatalogFile> builtInOffers(QString* error);

} // namespace chipatlas
