// Catalog's systems and offers: reading, saving (validated, all or nothing), recording a price.

#include "catalog.h"
#include "catalog_p.h"
#include "systemstore.h"

#include <QDir>
#include <QSet>

namespace chipatlas {

using namespace storage;

namespace storage {
bool mergedOffer(const Db& db, const Offer& offer, Offer* merged, StorageError* error) {
    QList<Offer> stored;
    if (!readOffers(db, offer.id, &stored, error))
        return false;
    *merged = offer;
    if (stored.isEmpty()) {
        sortPriceHistory(merged->prices);
        return true;
    }
    merged->prices = stored.constFirst().prices;
    for (const OfferPrice& price : offer.prices)
        addPrice(*merged, price);
    return true;
}
} // namespace storage

namespace {
StorageError systemNotFound(const Db& db, const QString& id) {
    return {StorageError::Code::NotFound, StorageText::tr("There is no system \"%1\" in %2.")
                                              .arg(id, QDir::toNativeSeparators(db.path))};
}

StorageError offerNotFound(const Db& db, const QString& id) {
    return {StorageError::Code::NotFound, StorageText::tr("There is no offer \"%1\" in %2.")
                                              .arg(id, QDir::toNativeSeparators(db.path))};
}

// Ids must be unique within a list to save.
template <typename T>
bool uniqueIds(const Db& db, const QString& doing, const QList<T>& items, StorageError* error) {
    QSet<QString> ids;
    for (qsizetype row = 0; row < items.size(); ++row) {
        if (ids.contains(items.at(row).id)) {
            *error = listRowError(db, doing, int(row) + 1, items.at(row).id,
                                  StorageText::tr("the id appears twice in the list"));
            return false;
        }
        ids.insert(items.at(row).id);
    }
    return true;
}
} // namespace

QList<System> Catalog::systems(StorageError* error) const {
    ErrorSink sink(error);
    QList<System> result;
    if (!readSystems(d->db, QString(), &result, sink.error))
        return {};
    return result;
}

std::optional<System> Catalog::system(const QString& id, StorageError* error) const {
    ErrorSink sink(error);
    QList<System> result;
    if (!readSystems(d->db, id.isNull() ? QStringLiteral("") : id, &result, sink.error))
        return std::nullopt;
    if (result.isEmpty()) {
        *sink.error = systemNotFound(d->db, id);
        return std::nullopt;
    }
    return result.constFirst();
}

QList<Offer> Catalog::offers(StorageError* error) const {
    ErrorSink sink(error);
    QList<Offer> result;
    if (!readOffers(d->db, QString(), &result, sink.error))
        return {};
    return result;
}

std::optional<Offer> Catalog::offer(const QString& id, StorageError* error) const {
    ErrorSink sink(error);
    QList<Offer> result;
    if (!readOffers(d->db, id.isNull() ? QStringLiteral("") : id, &result, sink.error))
        return std::nullopt;
    if (result.isEmpty()) {
        *sink.error = offerNotFound(d->db, id);
        return std::nullopt;
    }
    return result.constFirst();
}

bool Catalog::saveSystems(const QList<System>& systems, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = d->db;
    if (!uniqueIds(db, StorageText::tr("save the systems"), systems, sink.error))
        return false;
    Transaction transaction(db);
    if (!transaction.begin(StorageText::tr("start saving systems"), sink.error))
        return false;
    for (qsizetype row = 0; row < systems.size(); ++row) {
        if (!writeSystem(db, systems.at(row), sink.error))
            return false; // the transaction rolls back: nothing was saved
    }
    return transaction.commit(StorageText::tr("save the systems"), sink.error);
}

bool Catalog::saveOffers(const QList<Offer>& offers, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = d->db;
    if (!uniqueIds(db, StorageText::tr("save the offers"), offers, sink.error))
        return false;
    Transaction transaction(db);
    if (!transaction.begin(StorageText::tr("start saving offers"), sink.error))
        return false;
    for (qsizetype row = 0; row < offers.size(); ++row) {
        Offer merged;
        if (!mergedOffer(db, offers.at(row), &merged, sink.error) ||
            !writeOffer(db, merged, sink.error)) {
            return false;
        }
    }
    return transaction.commit(StorageText::tr("save the offers"), sink.error);
}

bool Catalog::addOfferPrice(const QString& offerId, const OfferPrice& price, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = d->db;
    Transaction transaction(db);
    if (!transaction.begin(StorageText::tr("start recording an offer price"), sink.error))
        return false;
    QList<Offer> stored;
    if (!readOffers(db, offerId.isNull() ? QStringLiteral("") : offerId, &stored, sink.error))
        return false;
    if (stored.isEmpty()) {
        *sink.error = offerNotFound(db, offerId);
        return false;
    }
    Offer offer = stored.constFirst();
    addPrice(offer, price);
    return writeOffer(db, offer, sink.error) &&
           transaction.commit(StorageText::tr("record the offer price"), sink.error);
}

bool Catalog::applyBuiltInSystems(const SystemCatalogFile& file, StorageError* error) {
    ErrorSink sink(error);
    return seedSystems(d->db, file, sink.error);
}

bool Catalog::applyBuiltInOffers(const OfferCatalogFile& file, StorageError* error) {
    ErrorSink sink(error);
    return seedOffers(d->db, file, sink.error);
}

} // namespace chipatlas
