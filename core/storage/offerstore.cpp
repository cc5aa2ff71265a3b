// The offer and offer_price tables (schema 7): rental offers with their price history.

#include "columns.h"
#include "domain/excerpt.h"
#include "domain/validation.h"
#include "entryrows.h"
#include "snapshotkeeper.h"
#include "systemstore.h"

#include <QDir>
#include <QHash>

namespace chipatlas::storage {

namespace {
StorageError badRow(const Db& db, const QString& id, const QString& what) {
    return {StorageError::Code::BadData,
            StorageText::tr("%1 holds offer \"%2\", which ChipAtlas cannot read (%3). Restore the "
                            "file from a backup or open another catalog.")
                .arg(QDir::toNativeSeparators(db.path), id, what)};
}

// The offer is named by its id, which the user knows, not by its place in the list.
StorageError badOffer(const Db& db, const QString& id, const QString& problem) {
    return {StorageError::Code::BadData,
            StorageText::tr("Could not save the offers in %1: offer \"%2\": %3. Nothing was "
                            "saved.")
                .arg(QDir::toNativeSeparators(db.path), excerpt(id), problem)};
}
} // namespace

namespace {
bool readSelectedOffer(const Db& db, const EntrySelection& selection, QList<Offer>* offers,
                       StorageError* error, QList<qint64>* versions) {
    const EntryRowsSql sql{
        QStringLiteral("SELECT o.pk, o.id, o.target_id, o.provider, o.region, o.instance, "
                       "o.pricing, o.pricing_note, o.chips, o.notes, o.origin, o.version "
                       "FROM offer o%1 ORDER BY o.id") +
            db.byteOrder(),
        QStringLiteral("SELECT p.offer, p.per_instance_hour, p.currency, p.seen, p.seen_note, "
                       "p.source, p.origin FROM offer_price p JOIN offer o ON o.pk = p.offer%1 "
                       "ORDER BY p.offer, p.seq"),
        QStringLiteral(" WHERE o.id = ?"), 11, QStringLiteral("o.id")};
    const qsizetype first = offers->size();
    const auto readOffer = [&](const QSqlQuery& query) {
        Offer offer;
        offer.id = query.value(1).toString();
        offer.targetId = query.value(2).toString();
        offer.provider = query.value(3).toString();
        offer.region = query.value(4).toString();
        offer.instance = query.value(5).toString();
        const QString pricing = query.value(6).toString();
        const std::optional<Pricing> parsed = pricingFromKey(pricing);
        if (!parsed) {
            *error = badRow(db, offer.id, StorageText::tr("pricing \"%1\"").arg(pricing));
            return false;
        }
        offer.pricing = *parsed;
        offer.pricingNote = query.value(7).toString();
        offer.chips = query.value(8).toInt();
        offer.notes = query.value(9).toString();
        offer.origin = originFromKey(query.value(10).toString());
        offers->append(std::move(offer));
        return true;
    };
    const auto readPrice = [&](const QSqlQuery& query, qsizetype index) {
        Offer& offer = (*offers)[first + index];
        OfferPrice price;
        price.perInstanceHour = query.value(1).toDouble();
        price.currency = query.value(2).toString();
        if (const QVariant seen = query.value(3); !seen.isNull()) {
            price.seen = QDate::fromString(seen.toString(), Qt::ISODate);
            if (!price.seen.isValid()) {
                *error =
                    badRow(db, offer.id, StorageText::tr("the date \"%1\"").arg(seen.toString()));
                return false;
            }
        }
        price.seenNote = query.value(4).toString();
        price.source = query.value(5).toString();
        price.origin = originFromKey(query.value(6).toString());
        offer.prices.append(std::move(price));
        return true;
    };
    return readEntryRows(db, selection, sql, StorageText::tr("read the offers"), readOffer,
                         readPrice, versions, error);
}
} // namespace

bool readOffers(const Db& db, const QString& id, QList<Offer>* offers, StorageError* error,
                QList<qint64>* versions) {
    EntrySelection selection;
    selection.id = id;
    return readSelectedOffer(db, selection, offers, error, versions);
}

bool forEachOfferPage(const Db& db, int pageSize, const std::function<bool(QList<Offer>&)>& visit,
                      StorageError* error) {
    return forEachEntryPage<Offer>(
        pageSize,
        [&](const EntrySelection& selection, QList<Offer>* page) {
            return readSelectedOffer(db, selection, page, error, nullptr);
        },
        visit);
}

bool writeOffer(const Db& db, const Offer& offer, StorageError* error) {
    return OfferWriter(db).write(offer, error);
}

OfferWriter::OfferWriter(const Db& db)
    : m_db(db)
    , m_hardware(db.db)
    , m_upsert(db.db)
    , m_deletePrices(db.db)
    , m_insertPrice(db.db)
    , m_keeper(db) {}

bool OfferWriter::prepare(StorageError* error) {
    const QString doing = StorageText::tr("prepare saving offers");
    m_prepared =
        storage::prepare(m_db, m_hardware,
                         QStringLiteral("SELECT 1 FROM chip WHERE id = ? UNION ALL "
                                        "SELECT 1 FROM system WHERE id = ?"),
                         doing, error) &&
        storage::prepare(
            m_db, m_upsert,
            QStringLiteral("INSERT INTO offer (id, target_id, provider, region, instance, "
                           "pricing, pricing_note, chips, notes, origin, version) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ") +
                QLatin1String(kWriteVersion) +
                QStringLiteral(") ON CONFLICT (id) DO UPDATE SET "
                               "target_id = excluded.target_id, "
                               "provider = excluded.provider, region = excluded.region, "
                               "instance = excluded.instance, pricing = excluded.pricing, "
                               "pricing_note = excluded.pricing_note, "
                               "chips = excluded.chips, notes = excluded.notes, "
                               "origin = excluded.origin, version = excluded.version "
                               "RETURNING pk"),
            doing, error) &&
        storage::prepare(m_db, m_deletePrices,
                         QStringLiteral("DELETE FROM offer_price WHERE offer = ?"), doing, error) &&
        storage::prepare(m_db, m_insertPrice,
                         QStringLiteral("INSERT INTO offer_price (offer, seq, per_instance_hour, "
                                        "currency, seen, seen_note, source, origin) "
                                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                         doing, error);
    return m_prepared;
}

bool OfferWriter::write(const Offer& offer, StorageError* error) {
    if (const QList<ValidationIssue> issues = validateOffer(offer); !issues.isEmpty()) {
        *error = badOffer(m_db, offer.id, issuesText(issues));
        return false;
    }
    if (!m_prepared && !prepare(error))
        return false;
    const QString lookUp = StorageText::tr("look up \"%1\"").arg(offer.targetId);
    if (!bindAndExec(m_db, m_hardware, {offer.targetId, offer.targetId}, lookUp, error))
        return false;
    const bool exists = m_hardware.next();
    if (!checkEnd(m_db, m_hardware, lookUp, error))
        return false;
    m_hardware.finish();
    if (!exists) {
        *error = badOffer(m_db, offer.id,
                          StorageText::tr("its target \"%1\" is neither a chip nor a system of "
                                          "the catalog")
                              .arg(offer.targetId));
        return false;
    }
    const QString doing = StorageText::tr("save offer \"%1\"").arg(offer.id);
    if (!m_keeper.keep(SnapshotEntryKind::Offer, offer.id, error))
        return false;
    if (!bindAndExec(m_db, m_upsert,
                     {offer.id, nonNull(offer.targetId), nonNull(offer.provider),
                      nonNull(offer.region), nonNull(offer.instance), pricingKey(offer.pricing),
                      nonNull(offer.pricingNote), offer.chips, nonNull(offer.notes),
                      originKey(offer.origin)},
                     doing, error) ||
        !nextRow(m_db, m_upsert, doing, error)) {
        return false;
    }
    const qint64 pk = m_upsert.value(0).toLongLong();
    m_upsert.finish();
    // The history is written whole, in its order: seq is the place in it.
    if (!bindAndExec(m_db, m_deletePrices, {pk}, doing, error))
        return false;
    for (qsizetype seq = 0; seq < offer.prices.size(); ++seq) {
        const OfferPrice& price = offer.prices.at(seq);
        if (!bindAndExec(
                m_db, m_insertPrice,
                {pk, qint64(seq), price.perInstanceHour, nonNull(price.currency),
                 price.seen.isValid() ? QVariant(price.seen.toString(Qt::ISODate)) : QVariant(),
                 nonNull(price.seenNote), nonNull(price.source), originKey(price.origin)},
                doing, error)) {
            return false;
        }
    }
    return true;
}

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

} // namespace chipatlas::storage
