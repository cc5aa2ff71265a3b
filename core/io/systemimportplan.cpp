#include "systemimportplan.h"

namespace chipatlas {

namespace {
bool sameDetails(const Offer& a, const Offer& b) {
    return a.targetId == b.targetId && a.provider == b.provider && a.region == b.region &&
           a.instance == b.instance && a.pricing == b.pricing && a.pricingNote == b.pricingNote &&
           a.chips == b.chips && a.notes == b.notes;
}
} // namespace

QStringList systemChangedKeys(const System& stored, const System& read) {
    QStringList keys;
    const auto differs = [&keys](bool different, const char* key) {
        if (different)
            keys << QLatin1String(key);
    };
    differs(stored.name != read.name, "name");
    differs(stored.vendor != read.vendor, "vendor");
    differs(stored.chipId != read.chipId, "chip_id");
    differs(stored.chipCount != read.chipCount, "chip_count");
    differs(stored.vendorThroughputSparse != read.vendorThroughputSparse,
            "vendor_throughput_sparse");
    differs(stored.sourceUrls != read.sourceUrls, "source_urls");
    differs(stored.notes != read.notes, "notes");
    for (const FieldSpec& info : allSystemFields()) {
        const SystemField field = systemField(info);
        if (stored.figure(field) != read.figure(field))
            keys << QLatin1String(info.key);
    }
    return keys;
}

SystemImportPlan planSystemsImport(const QList<System>& read, const QList<System>& stored) {
    SystemImportPlan plan;
    planById(
        read, stored, [](const System& system) { return system.id; },
        [&](qsizetype i) { plan.added << read.at(i); },
        [](const System& found, const System& system) -> std::optional<SystemImportChange> {
            QStringList keys = systemChangedKeys(found, system);
            if (keys.isEmpty())
                return std::nullopt;
            return SystemImportChange{system, found, std::move(keys)};
        },
        &plan.changed, &plan.unchanged);
    return plan;
}

OfferImportPlan planOffersImport(const QList<Offer>& read, const QList<Offer>& stored) {
    OfferImportPlan plan;
    planById(
        read, stored, [](const Offer& offer) { return offer.id; },
        [&](qsizetype i) { plan.added << read.at(i); },
        [](const Offer& found, const Offer& offer) -> std::optional<OfferImportChange> {
            // The history stays and the file's new prices join it.
            Offer merged = found;
            int newPrices = 0;
            for (const OfferPrice& price : offer.prices)
                newPrices += addPrice(merged, price) ? 1 : 0;
            const bool detailsChanged = !sameDetails(found, offer);
            if (!detailsChanged && newPrices == 0)
                return std::nullopt;
            return OfferImportChange{offer, found, detailsChanged, newPrices};
        },
        &plan.changed, &plan.unchanged);
    return plan;
}

} // namespace chipatlas
