#pragma once

#include <QDate>
#include <QString>

#include <optional>

namespace chipatlas {

// What the catalog compiled into ChipAtlas (resources/catalog) is: each file's revision and how
// many entries it holds, and how recent its prices are. The About box shows it. Chips' and
// models' figures carry a source link each but no date; offers' prices carry the day they were
// seen.
struct BuiltInCatalogInfo {
    struct Part {
        int revision = 0;
        int count = 0; // chips, models, systems, offers or measured results
    };
    Part chips;
    Part models;
    Part systems;
    Part offers;
    Part results;
    int priceCount = 0;        // prices of the offers
    int undatedPriceCount = 0; // of them, without a date (the source shows none)
    QDate oldestPriceSeen;     // of the dated prices; invalid without any
    QDate newestPriceSeen;
};

// Reads the compiled-in catalog; nullopt (and why in `error`) if a file cannot be read.
std::optional<BuiltInCatalogInfo> builtInCatalogInfo(QString* error);

} // namespace chipatlas
