#include "systemimport.h"

#include "catalogfile.h"
#include "csvdiagnosis.h"
#include "domain/validation.h"
#include "systemcsv.h"
#include "systemjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace chipatlas {

namespace {

// An issue on a line of a CSV file: "line L, column C (key): problem" when `column` is a column
// of the file, else "line L: message". The reader has read the file: it is parsed again, only
// to find the column.
QString csvPlaced(const QByteArray& data, int line, const QString& column,
                  const ValidationIssue& issue) {
    QString ignored;
    const std::optional<CsvTable> table = parseCsv(data, &ignored);
    const int index = table ? table->column(column) : -1;
    if (index < 0)
        return QCoreApplication::translate("chipatlas", "line %1: %2").arg(line).arg(issue.message);
    return csvAt(csvPlace(line, index, column), issue.problem);
}

// The keys only a systems, an offers or a results entry has.
std::optional<ImportFileKind> kindOfKeys(const QStringList& keys) {
    for (const QString& key : keys) {
        const QString name = key.trimmed().toLower();
        if (name == QLatin1String("chip_count"))
            return ImportFileKind::Systems;
        if (name == QLatin1String("target_id"))
            return ImportFileKind::Offers;
        if (name == QLatin1String("claim_kind"))
            return ImportFileKind::Results;
    }
    return std::nullopt;
}

ImportFileKind jsonFileKind(const QByteArray& data) {
    const QJsonDocument document = QJsonDocument::fromJson(data);
    if (document.isObject()) {
        const QJsonObject object = document.object();
        const QString format = object.value(QLatin1String("format")).toString();
        if (format == QLatin1String("chipatlas-systems") ||
            object.contains(QLatin1String("systems")))
            return ImportFileKind::Systems;
        if (format == QLatin1String("chipatlas-offers") || object.contains(QLatin1String("offers")))
            return ImportFileKind::Offers;
        if (format == QLatin1String("chipatlas-results") ||
            object.contains(QLatin1String("results")))
            return ImportFileKind::Results;
    } else if (document.isArray() && !document.array().isEmpty()) {
        if (const auto kind = kindOfKeys(document.array().first().toObject().keys()))
            return *kind;
    }
    return ImportFileKind::Chips;
}

// The problems the catalog refuses an entry for, in the order it checks them.
QList<ValidationIssue> systemIssues(const System& system, const ImportReferences& catalog) {
    QList<ValidationIssue> issues = validateSystem(system);
    return issues.isEmpty() ? validateSystemReferences(system, catalog.chipIds) : issues;
}

QList<ValidationIssue> offerIssues(const Offer& offer, const ImportReferences& catalog) {
    QList<ValidationIssue> issues = validateOffer(offer);
    return issues.isEmpty() ? validateOfferReferences(offer, catalog.chipIds, catalog.systemIds)
                            : issues;
}

// The first issue of an offer of a CSV file, placed: a price's problem on that price's row.
QString offerCsvPlaced(const QByteArray& data, const Offer& offer, const CsvEntryLines& lines,
                       const ValidationIssue& issue) {
    static const QStringList priceKeys{QStringLiteral("price_per_instance_hour"),
                                       QStringLiteral("currency"), QStringLiteral("seen"),
                                       QStringLiteral("seen_note"), QStringLiteral("source")};
    if (!priceKeys.contains(issue.key))
        return csvPlaced(data, lines.line, issue.key, issue);
    // The offer's own fields are fine (validateOffer() names them first): find the price.
    for (qsizetype p = 0; p < offer.prices.size(); ++p) {
        Offer single = offer;
        single.prices = {offer.prices.at(p)};
        const QList<ValidationIssue> issues = validateOffer(single);
        if (issues.isEmpty())
            continue;
        const ValidationIssue& first = issues.constFirst();
        const QString column =
            first.key == priceKeys.constFirst() ? QStringLiteral("per_instance_hour") : first.key;
        return csvPlaced(data, lines.priceLines.value(p, lines.line), column, first);
    }
    return csvPlaced(data, lines.line, issue.key, issue);
}
} // namespace

ImportFileKind importFileKind(const QByteArray& data, CatalogFormat format) {
    if (format == CatalogFormat::Json)
        return jsonFileKind(data);
    // The header alone: the parser stops after the first record. A file that is not CSV is
    // read as chips, whose reader then says what is wrong with it.
    QStringList header;
    QString ignored;
    parseCsvRows(
        data,
        [&header](QStringList& fields, int, qint64) {
            header = std::move(fields);
            return false;
        },
        &ignored);
    return kindOfKeys(header).value_or(ImportFileKind::Chips);
}

ImportReferences importReferences(const QList<Chip>& chips, const QList<System>& systems) {
    ImportReferences references;
    references.chipIds.reserve(chips.size());
    for (const Chip& chip : chips)
        references.chipIds.insert(chip.id);
    references.systemIds.reserve(systems.size());
    for (const System& system : systems)
        references.systemIds.insert(system.id);
    return references;
}

std::optional<QList<System>> readSystemsImport(const QByteArray& data, CatalogFormat format,
                                               const ImportReferences& catalog, QString* error) {
    std::optional<QList<System>> systems;
    QList<CsvEntryLines> lines;
    if (format == CatalogFormat::Csv) {
        systems = readSystemsCsv(data, error, &lines);
    } else if (std::optional<SystemCatalogFile> file = readSystemCatalog(data, error)) {
        systems = std::move(file->systems);
    }
    if (!systems)
        return std::nullopt;
    for (qsizetype i = 0; i < systems->size(); ++i) {
        System& system = (*systems)[i];
        system.origin = Origin::User;
        if (const QList<ValidationIssue> issues = systemIssues(system, catalog);
            !issues.isEmpty()) {
            const ValidationIssue& first = issues.constFirst();
            *error = format == CatalogFormat::Csv
                         ? csvPlaced(data, lines.value(i).line, first.key, first)
                         : jsonEntryError(JsonEntryKind::System, i, system.id, first.message);
            return std::nullopt;
        }
    }
    return systems;
}

std::optional<QList<Offer>> readOffersImport(const QByteArray& data, CatalogFormat format,
                                             const ImportReferences& catalog, QString* error) {
    std::optional<QList<Offer>> offers;
    QList<CsvEntryLines> lines;
    if (format == CatalogFormat::Csv) {
        offers = readOffersCsv(data, error, &lines);
    } else if (std::optional<OfferCatalogFile> file = readOfferCatalog(data, error)) {
        offers = std::move(file->offers);
    }
    if (!offers)
        return std::nullopt;
    for (qsizetype i = 0; i < offers->size(); ++i) {
        const Offer& offer = offers->at(i);
        if (const QList<ValidationIssue> issues = offerIssues(offer, catalog); !issues.isEmpty()) {
            const ValidationIssue& first = issues.constFirst();
            *error = format == CatalogFormat::Csv
                         ? offerCsvPlaced(data, offer, lines.value(i), first)
                         : jsonEntryError(JsonEntryKind::Offer, i, offer.id, first.message);
            return std::nullopt;
        }
    }
    return offers;
}

} // namespace chipatlas
