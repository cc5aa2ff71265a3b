// Catalog's price states: a chip's price with the version it was read or written at, for
// undoable price changes that refuse to overwrite someone else's newer price.

#include "catalog.h"
#include "catalog_p.h"
#include "pricestore.h"
#include "versioncheck.h"

namespace chipatlas {

using namespace storage;

std::optional<Catalog::PriceState> Catalog::priceState(const QString& chipId,
                                                       StorageError* error) const {
    ErrorSink sink(error);
    PriceState state;
    state.chipId = chipId.isNull() ? QStringLiteral("") : chipId;
    state.price = chipPrice(state.chipId, sink.error);
    if (*sink.error ||
        !storedVersion(d->db, VersionedRow::Price, state.chipId, &state.version, sink.error)) {
        return std::nullopt;
    }
    return state;
}

std::optional<Catalog::PriceState> Catalog::restorePriceState(const PriceState& state,
                                                              StorageError* error) {
    ErrorSink sink(error);
    const QString id = state.chipId.isNull() ? QStringLiteral("") : state.chipId;
    Transaction transaction(d->db);
    if (!transaction.begin(StorageText::tr("start saving a chip price"), sink.error) ||
        !checkVersion(d->db, VersionedRow::Price, id, id, state.version, sink.error)) {
        return std::nullopt;
    }
    if (state.price) {
        ChipPrice price = *state.price;
        price.chipId = id;
        if (!writePrice(d->db, price, sink.error))
            return std::nullopt;
    } else if (!deletePrice(d->db, id, sink.error)) {
        return std::nullopt;
    }
    qint64 version = 0;
    if (!writtenVersion(d->db, &version, sink.error) ||
        !transaction.commit(StorageText::tr("save the chip price"), sink.error)) {
        return std::nullopt;
    }
    PriceState written = state;
    written.version = state.price ? version : 0;
    return written;
}

std::optional<qint64> Catalog::changeMarker(StorageError* error) const {
    ErrorSink sink(error);
    qint64 marker = 0;
    if (!readChangeMarker(d->db, &marker, sink.error))
        return std::nullopt;
    return marker;
}

} // namespace chipatlas
