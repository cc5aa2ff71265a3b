#include "session/catalogchange.h"

namespace chipatlas {

std::optional<CatalogChange> CatalogChange::forPrice(const Catalog& catalog, const QString& text,
                                                     const QString& chipId,
                                                     const std::optional<ChipPrice>& price,
                                                     StorageError* error) {
    const std::optional<ChipPrice> current = catalog.chipPrice(chipId, error);
    if (*error)
        return std::nullopt;
    CatalogChange change;
    change.text = text;
    change.priceBefore = PriceState{chipId, current};
    change.priceAfter = PriceState{chipId, price};
    return change;
}

bool CatalogChange::changesNothing() const {
    return chipsBefore == chipsAfter && modelsBefore == modelsAfter && priceBefore == priceAfter &&
           pricesBefore == pricesAfter;
}

bool CatalogChange::write(Catalog& catalog, bool after, StorageError* error) const {
    const QList<Catalog::ChipState>& chips = after ? chipsAfter : chipsBefore;
    const QList<Catalog::ModelState>& models = after ? modelsAfter : modelsBefore;
    const std::optional<PriceState>& price = after ? priceAfter : priceBefore;
    if (!chips.isEmpty() && !catalog.restoreChipStates(chips, error))
        return false;
    if (!models.isEmpty() && !catalog.restoreModelStates(models, error))
        return false;
    for (const PriceState& state : after ? pricesAfter : pricesBefore) {
        if (!(state.price ? catalog.setChipPrice(*state.price, error)
                          : catalog.removeChipPrice(state.chipId, error))) {
            return false;
        }
    }
    if (!price)
        return true;
    return price->price ? catalog.setChipPrice(*price->price, error)
                        : catalog.removeChipPrice(price->chipId, error);
}

} // namespace chipatlas
