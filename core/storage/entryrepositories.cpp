// The system and offer repositories: reading, saving (validated, all or nothing), recording a
// price, and their undo states (entitystates.h).

#include "entitystates.h"
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

QList<System> SystemRepository::all(StorageError* error) const {
    ErrorSink sink(error);
    QList<System> result;
    if (!readSystems(*m_db, QString(), &result, sink.error))
        return {};
    return result;
}

std::optional<System> SystemRepository::find(const QString& id, StorageError* error) const {
    ErrorSink sink(error);
    QList<System> result;
    if (!readSystems(*m_db, id.isNull() ? QStringLiteral("") : id, &result, sink.error))
        return std::nullopt;
    if (result.isEmpty()) {
        *sink.error = systemNotFound(*m_db, id);
        return std::nullopt;
    }
    return result.constFirst();
}

QList<Offer> OfferRepository::all(StorageError* error) const {
    ErrorSink sink(error);
    QList<Offer> result;
    if (!readOffers(*m_db, QString(), &result, sink.error))
        return {};
    return result;
}

std::optional<Offer> OfferRepository::find(const QString& id, StorageError* error) const {
    ErrorSink sink(error);
    QList<Offer> result;
    if (!readOffers(*m_db, id.isNull() ? QStringLiteral("") : id, &result, sink.error))
        return std::nullopt;
    if (result.isEmpty()) {
        *sink.error = offerNotFound(*m_db, id);
        return std::nullopt;
    }
    return result.constFirst();
}

bool SystemRepository::save(const QList<System>& systems, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = *m_db;
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

bool OfferRepository::save(const QList<Offer>& offers, StorageError* error) {
    ErrorSink sink(error);
    const Db& db = *m_db;
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

bool OfferRepository::addPrice(const QString& offerId, const OfferPrice& price,
                               StorageError* error) {
    ErrorSink sink(error);
    const Db& db = *m_db;
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
    chipatlas::addPrice(offer, price);
    return writeOffer(db, offer, sink.error) &&
           transaction.commit(StorageText::tr("record the offer price"), sink.error);
}

bool SystemRepository::applyBuiltIn(const SystemCatalogFile& file, StorageError* error) {
    ErrorSink sink(error);
    return seedSystems(*m_db, file, sink.error);
}

bool OfferRepository::applyBuiltIn(const OfferCatalogFile& file, StorageError* error) {
    ErrorSink sink(error);
    return seedOffers(*m_db, file, sink.error);
}

std::optional<QList<SystemState>> SystemRepository::states(const QStringList& ids,
                                                           StorageError* error) const {
    ErrorSink sink(error);
    const auto read = [&](SystemState* state) {
        return readFirstEntry(*m_db, state, &readSystems, sink.error);
    };
    return readEntryStates<SystemState>(*m_db, ids, read, sink.error);
}

std::optional<QList<SystemState>> SystemRepository::restore(const QList<SystemState>& states,
                                                            StorageError* error) {
    ErrorSink sink(error);
    const auto write = [&](const SystemState& state, int) {
        return writeEntryState(
            *m_db, state,
            [&](const System& system) { return writeSystem(*m_db, system, sink.error); },
            sink.error);
    };
    return restoreStates(*m_db, states, write, sink.error);
}

SystemState SystemRepository::editedState(const SystemState& before, const System& system) {
    // Saved unchanged: nothing to write, and a built-in system stays built-in.
    if (before.system) {
        System same = system;
        same.origin = before.system->origin;
        if (same == *before.system)
            return before;
    }
    SystemState after = before;
    after.system = system;
    after.system->origin = Origin::User;
    return after;
}

SystemState SystemRepository::deletedState(const SystemState& before) {
    return deletedEntryState(before);
}

std::optional<QList<OfferState>> OfferRepository::states(const QStringList& ids,
                                                         StorageError* error) const {
    ErrorSink sink(error);
    const auto read = [&](OfferState* state) {
        return readFirstEntry(*m_db, state, &readOffers, sink.error);
    };
    return readEntryStates<OfferState>(*m_db, ids, read, sink.error);
}

std::optional<QList<OfferState>> OfferRepository::restore(const QList<OfferState>& states,
                                                          StorageError* error) {
    ErrorSink sink(error);
    // Exactly the history of the state: an undo takes a recorded price back.
    const auto write = [&](const OfferState& state, int) {
        return writeEntryState(
            *m_db, state, [&](const Offer& offer) { return writeOffer(*m_db, offer, sink.error); },
            sink.error);
    };
    return restoreStates(*m_db, states, write, sink.error);
}

OfferState OfferRepository::deletedState(const OfferState& before) {
    return deletedEntryState(before);
}

} // namespace chipatlas
