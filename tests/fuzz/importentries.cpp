#include "domain/validation.h"
#include "fuzzentries.h"
#include "io/catalogimport.h"
#include "io/epochcsv.h"
#include "io/snapshotfile.h"
#include "io/systemcsv.h"
#include "io/systemjson.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <optional>

namespace chipatlas::fuzz {

namespace {

// A failed read names what is wrong.
QString checkRead(const char* reader, bool ok, const QString& error) {
    if (!ok && error.isEmpty())
        return QStringLiteral("%1 refused the input without saying why").arg(QLatin1String(reader));
    return {};
}

// What was read exports to a file that reads back and exports to the same bytes (export ->
// import -> export byte-identical, systemcsv.h): nothing read is lost or changed by a round.
template <typename List, typename Read, typename Export>
QString checkRoundTrip(const char* reader, const List& read, Read readAgain, Export write) {
    const QByteArray exported = write(read);
    QString error;
    const std::optional<List> again = readAgain(exported, &error);
    if (!again)
        return QStringLiteral("%1: what it read exports to a file it refuses: %2")
            .arg(QLatin1String(reader), error);
    if (write(*again) != exported)
        return QStringLiteral("%1: what it read changes in an export and import")
            .arg(QLatin1String(reader));
    return {};
}

std::optional<QList<Chip>> readChips(const QByteArray& data, CatalogFormat format, QString* error) {
    ChipFileResult result = readChipFile(data, format);
    if (result.status == ChipFileResult::Status::Cancelled) {
        *error = QStringLiteral("cancelled though nobody asked");
        return std::nullopt;
    }
    if (!result.ok()) {
        *error = result.error;
        return std::nullopt;
    }
    QList<Chip> chips;
    for (ImportedChip& imported : result.chips)
        chips.append(std::move(imported.chip));
    return chips;
}

QString checkChips(const char* reader, const QByteArray& data, CatalogFormat format) {
    QString error;
    const std::optional<QList<Chip>> chips = readChips(data, format, &error);
    if (!chips)
        return checkRead(reader, false, error);
    return checkRoundTrip(
        reader, *chips,
        [format](const QByteArray& file, QString* e) { return readChips(file, format, e); },
        [format](const QList<Chip>& list) { return exportChips(list, format); });
}

template <typename Item>
QByteArray jsonArray(const QList<Item>& items, QJsonObject (*toJson)(const Item&)) {
    QJsonArray array;
    for (const Item& item : items)
        array.append(toJson(item));
    return QJsonDocument(array).toJson();
}

std::optional<QList<System>> readSystemsJson(const QByteArray& data, QString* error) {
    if (std::optional<SystemCatalogFile> file = readSystemCatalog(data, error))
        return std::move(file->systems);
    return std::nullopt;
}

std::optional<QList<Offer>> readOffersJson(const QByteArray& data, QString* error) {
    if (std::optional<OfferCatalogFile> file = readOfferCatalog(data, error))
        return std::move(file->offers);
    return std::nullopt;
}

// Reads `data` with `read` and, when it is accepted, checks the round trip through `write`.
template <typename List, typename Read, typename Export>
QString checkList(const char* reader, const QByteArray& data, Read read, Export write) {
    QString error;
    const std::optional<List> list = read(data, &error);
    if (!list)
        return checkRead(reader, false, error);
    return checkRoundTrip(reader, *list, read, write);
}

} // namespace

QString fuzzCsvImport(QByteArrayView data) {
    const QByteArray bytes = data.toByteArray();
    if (QString problem = checkChips("readChipFile(Csv)", bytes, CatalogFormat::Csv);
        !problem.isEmpty())
        return problem;
    if (QString problem = checkList<QList<System>>(
            "readSystemsCsv", bytes,
            [](const QByteArray& file, QString* error) { return readSystemsCsv(file, error); },
            exportSystemsCsv);
        !problem.isEmpty())
        return problem;
    // Epoch AI's hardware CSV: a refusal says why, and every figure read is one the catalog
    // accepts.
    const EpochFileResult epoch = readEpochCsv(bytes);
    if (QString problem = checkRead("readEpochCsv", epoch.ok(), epoch.error); !problem.isEmpty())
        return problem;
    for (const EpochRow& row : epoch.rows) {
        for (const auto& [field, figure] : row.figures) {
            if (const QString problem = validateFigure(field, figure); !problem.isEmpty())
                return QStringLiteral("readEpochCsv: line %1 reads a figure validation refuses: %2")
                    .arg(row.line)
                    .arg(problem);
        }
    }
    return checkList<QList<Offer>>(
        "readOffersCsv", bytes,
        [](const QByteArray& file, QString* error) { return readOffersCsv(file, error); },
        exportOffersCsv);
}

QString fuzzJsonImport(QByteArrayView data) {
    const QByteArray bytes = data.toByteArray();
    if (QString problem = checkChips("readChipFile(Json)", bytes, CatalogFormat::Json);
        !problem.isEmpty())
        return problem;
    if (QString problem = checkList<QList<System>>(
            "readSystemCatalog", bytes, readSystemsJson,
            [](const QList<System>& systems) { return jsonArray(systems, systemToJson); });
        !problem.isEmpty())
        return problem;
    if (QString problem = checkList<QList<Offer>>(
            "readOfferCatalog", bytes, readOffersJson,
            [](const QList<Offer>& offers) { return jsonArray(offers, offerToJson); });
        !problem.isEmpty())
        return problem;
    // A snapshot file (snapshot import): a refusal says why, and what it reads writes out to a
    // file that reads back and writes out to the same bytes.
    return checkList<SnapshotFile>(
        "readSnapshotFile", bytes,
        [](const QByteArray& file, QString* error) { return readSnapshotFile(file, error); },
        writeSnapshotFile);
}

} // namespace chipatlas::fuzz
