#include "builtincatalog.h"

#include "catalogfile.h"
#include "catalogjson.h"
#include "resultjson.h"
#include "systemjson.h"

namespace chipatlas {

std::optional<BuiltInCatalogInfo> builtInCatalogInfo(QString* error) {
    const std::optional<ChipCatalogFile> chips = builtInChips(error);
    const std::optional<ModelCatalogFile> models = chips ? builtInModels(error) : std::nullopt;
    const std::optional<SystemCatalogFile> systems = models ? builtInSystems(error) : std::nullopt;
    const std::optional<OfferCatalogFile> offers = systems ? builtInOffers(error) : std::nullopt;
    const std::optional<ResultCatalogFile> results = offers ? builtInResults(error) : std::nullopt;
    if (!results)
        return std::nullopt;

    BuiltInCatalogInfo info;
    info.chips = {chips->revision, int(chips->chips.size())};
    info.models = {models->revision, int(models->models.size())};
    info.systems = {systems->revision, int(systems->systems.size())};
    info.offers = {offers->revision, int(offers->offers.size())};
    info.results = {results->revision, int(results->results.size())};
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

std::optional<ResultCatalogFile> builtInResults(QString* error) {
    const std::optional<QByteArray> json =
        readBuiltInCatalog(QStringLiteral(":/catalog/results.json"), error);
    std::optional<ResultCatalogFile> file =
        json ? readResultCatalog(*json, QDate::currentDate(), error) : std::nullopt;
    if (file) {
        for (Result& result : file->results)
            result.origin = Origin::BuiltIn;
    }
    return file;
}

} // namespace chipatlas
