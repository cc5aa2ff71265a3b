#include "systemimportplan.h"

#include <QHash>

namespace chipatlas {

namespace {
template <typename T>
QHash<QString, const T*> byId(const QList<T>& entries) {
    QHash<QString, const T*> index;
    index.reserve(entries.size());
    for (const T& entry : entries)
        index.insert(entry.id, &entry);
    return index;
}

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
    const QHash<QString, const System*> storedById = byId(stored);
    SystemImportPlan plan;
    for (const System& system : read) {
        const System* const found = storedById.value(system.id, nullptr);
        if (!found) {
            plan.added << system;
            continue;
        }
        QStringList keys = systemChangedKeys(*found, system);
        if (keys.isEmpty())
            plan.unchanged << system.id;
        else
            plan.changed << SystemImportChange{system, *found, std::move(keys)};
    }
    return plan;
}

OfferImportPlan planOffersImport(const QList<Offer>& read, const QList<Offer>& stored) {
    const QHash<QString, const Offer*> storedById = byId(stored);
    OfferImportPlan plan;
    for (const Offer& offer : read) {
        const Offer* const found = storedById.value(offer.id, nullptr);
        if (!found) {
            plan.added << offer;
            continue;
        }
        Offer merged = *found;
        int newPrices = 0;
        for (const OfferPrice& price : offer.prices)
            newPrices += addPrice(merged, price) ? 1 : 0;
        const bool detailsChanged = !sameDetails(*found, offer);
        if (!detailsChanged && newPrices == 0)
            plan.unchanged << offer.id;
        else
            plan.changed << OfferImportChange{offer, *found, detailsChanged, newPrices};
    }
    return plan;
}

} // namespace chipatlas
