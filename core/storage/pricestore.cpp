#include "pricestore.h"

#include "snapshotkeeper.h"

#include <QDir>

#include <cmath>

namespace chipatlas::storage {

namespace {
QString native(const QString& path) {
    return QDir::toNativeSeparators(path);
}

// Full precision, so that the message shows the value that was refused ("1e-320", "nan").
QString formatPrice(double value) {
    return QString::number(value, 'g', 17);
}

StorageError unknownChip(const Db& db, const QString& chipId, const QString& what) {
    return {
        StorageError::Code::NotFound,
        StorageText::tr("There is no chip \"%1\" in %2; %3.").arg(chipId, native(db.path), what)};
}
} // namespace

bool chipExists(const Db& db, const QString& chipId, bool* exists, StorageError* error) {
    const QString doing = StorageText::tr("look up chip \"%1\"").arg(chipId);
    QSqlQuery query(db.db);
    if (!prepare(db, query, QStringLiteral("SELECT 1 FROM chip WHERE id = ?"), doing, error) ||
        !bindAndExec(db, query, {chipId}, doing, error)) {
        return false;
    }
    *exists = query.next();
    return checkEnd(db, query, doing, error);
}

std::optional<ChipPrice> priceFromRow(const Db& db, const QSqlQuery& query, const QString& doing,
                                      StorageError* error) {
    ChipPrice price;
    price.chipId = query.value(0).toString();
    price.usdPerChipHour = query.value(1).toDouble();
    const QVariant quotedOn = query.value(2);
    if (!quotedOn.isNull() && !quotedOn.toString().isEmpty()) {
        price.date = QDate::fromString(quotedOn.toString(), Qt::ISODate);
        if (!price.date.isValid()) {
            *error = {StorageError::Code::BadData,
                      StorageText::tr("Could not %1 in %2: the price of chip \"%3\" has the "
                                      "date \"%4\", which is not a YYYY-MM-DD date.")
                          .arg(doing, native(db.path), price.chipId, quotedOn.toString())};
            return std::nullopt;
        }
    }
    price.source = query.value(3).toString();
    return price;
}

bool readPrices(const Db& db, const QString& chipId, QList<ChipPrice>* prices,
                StorageError* error) {
    const QString doing = StorageText::tr("read the chip prices");
    QSqlQuery query(db.db);
    query.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT c.id, p.usd_per_hour, p.quoted_on, p.source "
                                 "FROM chip_price p JOIN chip c ON c.pk = p.chip");
    if (!chipId.isNull())
        sql += QStringLiteral(" WHERE c.id = ?");
    sql += QStringLiteral(" ORDER BY c.id") + db.byteOrder();
    if (!prepare(db, query, sql, doing, error))
        return false;
    if (!chipId.isNull())
        query.bindValue(0, chipId);
    if (!execPrepared(db, query, doing, error))
        return false;
    while (query.next()) {
        std::optional<ChipPrice> price = priceFromRow(db, query, doing, error);
        if (!price)
            return false;
        prices->append(std::move(*price));
    }
    return checkEnd(db, query, doing, error);
}

bool writePrice(const Db& db, const ChipPrice& price, StorageError* error) {
    const QString doing = StorageText::tr("save the price of chip \"%1\"").arg(price.chipId);
    if (!std::isfinite(price.usdPerChipHour) || price.usdPerChipHour <= 0) {
        *error = {StorageError::Code::BadData,
                  StorageText::tr("Could not %1 in %2: %3 USD per hour is not a price; it must be "
                                  "a number above zero.")
                      .arg(doing, native(db.path), formatPrice(price.usdPerChipHour))};
        return false;
    }
    bool exists = false;
    if (!chipExists(db, price.chipId, &exists, error))
        return false;
    if (!exists) {
        *error = unknownChip(db, price.chipId,
                             StorageText::tr("its price of %1 USD per hour was not saved")
                                 .arg(formatPrice(price.usdPerChipHour)));
        return false;
    }
    if (!SnapshotKeeper(db).keep(SnapshotEntryKind::Price, price.chipId, error))
        return false;
    QSqlQuery query(db.db);
    if (!prepare(db, query,
                 QStringLiteral("INSERT INTO chip_price (chip, usd_per_hour, quoted_on, source, "
                                "version) SELECT pk, ?, ?, ?, ") +
                     QLatin1String(kWriteVersion) +
                     QStringLiteral(" FROM chip WHERE id = ? "
                                    "ON CONFLICT (chip) DO UPDATE SET "
                                    "usd_per_hour = excluded.usd_per_hour, "
                                    "quoted_on = excluded.quoted_on, source = excluded.source, "
                                    "version = excluded.version"),
                 doing, error)) {
        return false;
    }
    const QVariant date = price.date.isValid() ? QVariant(price.date.toString(Qt::ISODate))
                                               : QVariant(QMetaType(QMetaType::QString));
    return bindAndExec(db, query,
                       {price.usdPerChipHour, date,
                        price.source.isNull() ? QStringLiteral("") : price.source, price.chipId},
                       doing, error);
}

bool deletePrice(const Db& db, const QString& chipId, StorageError* error) {
    const QString doing = StorageText::tr("remove the price of chip \"%1\"").arg(chipId);
    bool exists = false;
    if (!chipExists(db, chipId, &exists, error))
        return false;
    if (!exists) {
        *error = unknownChip(db, chipId, StorageText::tr("no price was removed"));
        return false;
    }
    QSqlQuery query(db.db);
    return SnapshotKeeper(db).keep(SnapshotEntryKind::Price, chipId, error) &&
           prepare(db, query,
                   QStringLiteral("DELETE FROM chip_price WHERE chip = "
                                  "(SELECT pk FROM chip WHERE id = ?)"),
                   doing, error) &&
           bindAndExec(db, query, {chipId}, doing, error);
}

} // namespace chipatlas::storage
