#include "builtincatalog.h"

#include "catalogjson.h"
#include "systemjson.h"

namespace chipatlas {

std::optional<BuiltInCatalogInfo> builtInCatalogInfo(QString* error) {
    const std::optional<ChipCatalogFile> chips = builtInChips(error);
    const std::optional<ModelCatalogFile> models = chips ? builtInModels(error) : std::nullopt;
    const std::optional<SystemCatalogFile> systems = models ? builtInSystems(error) : std::nullopt;
    const std::optional<OfferCatalogFile> offers = systems ? builtInOffers(error) : std::nullopt;
    if (!offers)
        return std::nullopt;

    BuiltInCatalogInfo info;
    info.chips = {chips->revision, int(chips->chips.size())};
    info.models = {models->revision, int(models->models.size())};
    info.systems = {systems->revision, int(systems->systems.size())};
    info.offers = {offers->revision, int(offers->offers.size())};
    for (const Offer& offer : offers->offers) {
        for (const OfferPrice& price : offer.prices) {
            ++info.priceCount;
            if (!price.seen.isValid()) {
                ++info.undatedPriceCount;
                continue;
            }
            if (!info.oldestPriceSeen.isValid() || price.seen < info.oldestPriceSeen)
                info.oldestPriceSeen = price.seen;
            if (!info.newestPriceSeen.isValid() || price.seen > info.newestPriceSeen)
                info.newestPriceSeen = price.seen;
        }
    }
    return info;
}

} // namespace chipatlas
