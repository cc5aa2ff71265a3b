// The offers half of systemcsv.h: one row per price, rows of one id merged into one offer.
#include "csvdiagnosis.h"
#include "csvwriter.h"
#include "domain/excerpt.h"
#include "systemcsv.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

// The columns that describe the offer itself: its id and its fields (the offer schema, in
// order); every row of one offer repeats them.
const QStringList& offerColumns() {
    static const QStringList columns = [] {
        QStringList keys{QStringLiteral("id")};
        for (const FieldSpec& spec : allOfferFields())
            keys << QString::fromLatin1(spec.key);
        return keys;
    }();
    return columns;
}

// The columns of one price.
const QStringList& priceColumns() {
    static const QStringList columns{QStringLiteral("per_instance_hour"),
                                     QStringLiteral("per_chip_hour"),
                                     QStringLiteral("currency"),
                                     QStringLiteral("seen"),
                                     QStringLiteral("seen_note"),
                                     QStringLiteral("source"),
                                     QStringLiteral("builtin")};
    return columns;
}

QStringList offerCells(const Offer& offer) {
    return {offer.id,          offer.targetId,
            offer.provider,    offer.region,
            offer.instance,    pricingKey(offer.pricing),
            offer.pricingNote, QString::number(offer.chips),
            offer.notes};
}

QStringList priceCells(const OfferPrice& price, int chips) {
    return {csvNumber(price.perInstanceHour),
            csvNumber(price.perInstanceHour / chips),
            price.currency,
            price.seen.isValid() ? price.seen.toString(Qt::ISODate) : QString(),
            price.seenNote,
            price.source,
            price.origin == Origin::BuiltIn ? QStringLiteral("true") : QStringLiteral("false")};
}

std::optional<Offer> readOffer(const CsvRowReader& row, QString* error) {
    Offer offer;
    offer.id = row.cell(QStringLiteral("id")).trimmed();
    offer.targetId = row.cell(QStringLiteral("target_id")).trimmed();
    offer.provider = row.cell(QStringLiteral("provider")).trimmed();
    offer.region = row.cell(QStringLiteral("region")).trimmed();
    offer.instance = row.cell(QStringLiteral("instance")).trimmed();
    offer.pricingNote = row.cell(QStringLiteral("pricing_note"));
    offer.notes = row.cell(QStringLiteral("notes"));
    for (const auto& [name, value] :
         {std::pair{"target_id", offer.targetId}, std::pair{"provider", offer.provider},
          std::pair{"instance", offer.instance}}) {
        if (value.isEmpty()) {
            *error = row.at(QString::fromLatin1(name), tr("is empty; every offer needs one"));
            return std::nullopt;
        }
    }
    const QString pricing = row.cell(QStringLiteral("pricing")).trimmed();
    const std::optional<Pricing> parsed = pricingFromKey(pricing);
    if (!parsed) {
        *error = row.at(QStringLiteral("pricing"),
                        tr("\"%1\" is not one of on_demand, reserved, spot").arg(excerpt(pricing)));
        return std::nullopt;
    }
    offer.pricing = *parsed;
    const QString chips = row.cell(QStringLiteral("chips")).trimmed();
    bool ok = false;
    offer.chips = chips.toInt(&ok);
    if (!ok || offer.chips < 1) {
        *error = row.at(QStringLiteral("chips"),
                        tr("\"%1\" is not a whole number of at least 1").arg(excerpt(chips)));
        return std::nullopt;
    }
    if (offer.id.isEmpty())
        offer.id = offerId(offer.provider, offer.region, offer.instance, offer.pricing);
    return offer;
}

// The price of a row; nullopt without an error when the row brings the offer only.
std::optional<OfferPrice> readPrice(const CsvRowReader& row, int chips, QString* error) {
    const QString perInstance = row.cell(QStringLiteral("per_instance_hour")).trimmed();
    if (perInstance.isEmpty()) {
        for (const QString& name : priceColumns()) {
            if (!row.cell(name).trimmed().isEmpty()) {
                *error = row.at(name, tr("the row has no per_instance_hour, so it brings no price "
                                         "and cannot say one's %1")
                                          .arg(name));
                return std::nullopt;
            }
        }
        return std::nullopt;
    }
    OfferPrice price;
    bool ok = false;
    price.perInstanceHour = perInstance.toDouble(&ok);
    if (!ok || !std::isfinite(price.perInstanceHour) || price.perInstanceHour <= 0) {
        *error = row.at(QStringLiteral("per_instance_hour"),
                        tr("\"%1\" is not a price greater than 0 (write it like 55.04, without "
                           "a currency sign)")
                            .arg(excerpt(perInstance)));
        return std::nullopt;
    }
    const QString perChip = row.cell(QStringLiteral("per_chip_hour")).trimmed();
    if (!perChip.isEmpty()) {
        const double value = perChip.toDouble(&ok);
        if (!ok || std::abs(value - price.perInstanceHour / chips) >= 0.005) {
            *error = row.at(QStringLiteral("per_chip_hour"),
                            tr("\"%1\" is not per_instance_hour / chips (%2 / %3 = %4); leave it "
                               "empty or correct it")
                                .arg(excerpt(perChip), csvNumber(price.perInstanceHour))
                                .arg(chips)
                                .arg(csvNumber(price.perInstanceHour / chips)));
            return std::nullopt;
        }
    }
    const QString currency = row.cell(QStringLiteral("currency")).trimmed();
    static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
    if (!currency.isEmpty() && !code.match(currency).hasMatch()) {
        *error = row.at(QStringLiteral("currency"),
                        tr("\"%1\" is not an ISO 4217 code (three capital letters, like USD)")
                            .arg(excerpt(currency)));
        return std::nullopt;
    }
    if (!currency.isEmpty())
        price.currency = currency;
    const QString seen = row.cell(QStringLiteral("seen")).trimmed();
    price.seen = QDate::fromString(seen, Qt::ISODate);
    if (!seen.isEmpty() && (!price.seen.isValid() || seen.size() != 10)) {
        *error = row.at(QStringLiteral("seen"),
                        tr("\"%1\" is not a date (YYYY-MM-DD); put an undated source's words in "
                           "seen_note")
                            .arg(excerpt(seen)));
        return std::nullopt;
    }
    price.seenNote = row.cell(QStringLiteral("seen_note"));
    price.source = row.cell(QStringLiteral("source"));
    const QString builtIn = row.cell(QStringLiteral("builtin")).trimmed();
    if (!builtIn.isEmpty() && builtIn != QLatin1String("true") &&
        builtIn != QLatin1String("false")) {
        *error = row.at(QStringLiteral("builtin"),
                        tr("\"%1\" is not true or false").arg(excerpt(builtIn)));
        return std::nullopt;
    }
    price.origin = builtIn == QLatin1String("true") ? Origin::BuiltIn : Origin::User;
    return price;
}

// A later row of an offer must describe it as its first row did.
QString sameOfferProblem(const CsvRowReader& row, const Offer& first, const Offer& again,
                         int firstLine) {
    const QStringList a = offerCells(first);
    const QStringList b = offerCells(again);
    for (qsizetype i = 1; i < a.size(); ++i) {
        if (a.at(i) != b.at(i)) {
            const QString name = offerColumns().at(i);
            return row.at(name, tr("the offer \"%1\" has \"%2\" here but \"%3\" on line %4; the "
                                   "rows of one offer differ only in their price")
                                    .arg(excerpt(first.id), excerpt(b.at(i)), excerpt(a.at(i)))
                                    .arg(firstLine));
        }
    }
    return {};
}
} // namespace

QStringList offerCsvColumns() {
    return offerColumns() + priceColumns();
}

QByteArray offerCsvLines(const Offer& offer) {
    const QStringList head = offerCells(offer);
    if (offer.prices.isEmpty())
        return csvLine(head + QStringList(priceColumns().size(), QString()));
    QByteArray out;
    for (const OfferPrice& price : offer.prices)
        out += csvLine(head + priceCells(price, offer.chips));
    return out;
}

QByteArray exportOffersCsv(QList<Offer> offers) {
    std::sort(offers.begin(), offers.end(),
              [](const Offer& a, const Offer& b) { return a.id < b.id; });
    QByteArray out = csvLine(offerCsvColumns());
    for (const Offer& offer : offers)
        out += offerCsvLines(offer);
    return out;
}

std::optional<QList<Offer>> readOffersCsv(const QByteArray& data, QString* error,
                                          QList<CsvEntryLines>* lines) {
    const QStringList required{QStringLiteral("target_id"), QStringLiteral("provider"),
                               QStringLiteral("instance"), QStringLiteral("pricing"),
                               QStringLiteral("chips")};
    QList<Offer> offers;
    QHash<QString, qsizetype> indexOfId;
    QHash<QString, int> lineOfId;
    QList<QList<std::pair<OfferPrice, int>>> priceRows; // per offer: each price and its line
    const auto readRow = [&](const CsvRowReader& row, QString* rowError) {
        std::optional<Offer> offer = readOffer(row, rowError);
        if (!offer)
            return false;
        rowError->clear();
        const std::optional<OfferPrice> price = readPrice(row, offer->chips, rowError);
        if (!price && !rowError->isEmpty())
            return false;
        if (const auto it = indexOfId.constFind(offer->id); it != indexOfId.cend()) {
            Offer& known = offers[*it];
            if (const QString problem = sameOfferProblem(row, known, *offer, lineOfId[offer->id]);
                !problem.isEmpty()) {
                *rowError = problem;
                return false;
            }
            if (price) {
                addPrice(known, *price);
                priceRows[*it].append(std::pair{*price, row.line()});
            }
            return true;
        }
        priceRows.append(QList<std::pair<OfferPrice, int>>());
        if (price) {
            addPrice(*offer, *price);
            priceRows.last().append(std::pair{*price, row.line()});
        }
        indexOfId.insert(offer->id, offers.size());
        lineOfId.insert(offer->id, row.line());
        offers.append(std::move(*offer));
        return true;
    };
    if (!readCsvEntries(data, offerCsvColumns(), required, tr("an offers CSV"), readRow, error))
        return std::nullopt;
    if (lines) {
        // A price that repeats an earlier row's is kept from that row (addPrice()).
        lines->clear();
        for (qsizetype i = 0; i < offers.size(); ++i) {
            CsvEntryLines entry{lineOfId.value(offers.at(i).id), {}};
            for (const OfferPrice& price : offers.at(i).prices) {
                const auto row = std::find_if(priceRows.at(i).cbegin(), priceRows.at(i).cend(),
                                              [&](const auto& p) { return p.first == price; });
                entry.priceLines.append(row == priceRows.at(i).cend() ? entry.line : row->second);
            }
            lines->append(std::move(entry));
        }
    }
    return offers;
}

} // namespace chipatlas
