#pragma once

#include "domain/offer.h"
#include "domain/system.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Systems and offers as CSV (RFC 4180, UTF-8, CRLF, through csvreader.h / csvwriter.h), for
// export and import next to the chips' CSV (catalogcsv.h), with the same conventions: numbers
// in the C locale in their shortest exact form, rows sorted by id, export -> import -> export
// byte-identical, errors "line L, column C (name): what is wrong".
//
// Systems: id, name, vendor, chip_id, chip_count, vendor_throughput_sparse (true/false), the
// system fields by key in SystemField order, source_urls (';'-joined), notes, then per field
// `<key>_status`, `<key>_source`, `<key>_note`, and `<key>_printed_unit` for the fields that
// take one. Import needs id, name, vendor, chip_id and chip_count; a figure without a status
// column is published with a value and unknown without, as for chips.
//
// Offers: one row per price (an offer with three prices is three rows with the same id):
// id, target_id, provider, region, instance, pricing, pricing_note, chips, notes,
// per_instance_hour, per_chip_hour (written, checked on read: must equal per_instance_hour /
// chips to the cent, or be empty), currency, seen (YYYY-MM-DD or empty), seen_note, source,
// builtin. Import merges rows of one id into one offer's history; an id left empty is made
// with offerId(). An offer row without a price (no per_instance_hour) brings the offer only.
// The rows of one offer must agree on every offer column; `builtin` is the price's origin.
//
// The readers check the form of every cell (numbers, statuses, units, dates, prices, required
// cells, duplicate ids) and name line and column; the domain rules (validateSystem(),
// validateOffer(): bounds, slugs) and what the catalog must hold (the chip a system is built of)
// are the import's to check (systemimport.h), which places its problems with `lines`: for
// each entry read, the line it starts on (an offer: its first row) and an offer's price rows.
// (systemcsv.cpp reads and writes systems, offercsv.cpp offers.)
struct CsvEntryLines {
    int line = 0;
    QList<int> priceLines; // an offer's: the row of each price, in Offer::prices order
};
QStringList systemCsvColumns();
QStringList offerCsvColumns();
QByteArray exportSystemsCsv(QList<System> systems);
QByteArray exportOffersCsv(QList<Offer> offers);
// One system's line of exportSystemsCsv(), one offer's lines of exportOffersCsv() (a line per
// price, one with empty price cells when it has none): what an export streams entry by entry
// (entryexportwriter.h).
QByteArray systemCsvLine(const System& system);
QByteArray offerCsvLines(const Offer& offer);
std::optional<QList<System>> readSystemsCsv(const QByteArray& data, QString* error,
                                            QList<CsvEntryLines>* lines = nullptr);
std::optional<QList<Offer>> readOffersCsv(const QByteArray& data, QString* error,
                                          QList<CsvEntryLines>* lines = nullptr);

} // namespace chipatlas
