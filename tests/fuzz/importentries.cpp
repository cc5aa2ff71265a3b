#include "fuzzentries.h"
#include "io/catalogimport.h"
#include "io/systemcsv.h"
#include "io/systemjson.h"

namespace chipatlas::fuzz {

namespace {

// A failed read names what is wrong; a successful one leaves no message behind.
QString checkRead(const char* reader, bool ok, const QString& error) {
    if (!ok && error.isEmpty())
        return QStringLiteral("%1 refused the input without saying why").arg(QLatin1String(reader));
    return {};
}

QString checkChips(const char* reader, const ChipFileResult& result) {
    if (result.status == ChipFileResult::Status::Cancelled)
        return QStringLiteral("%1 reports a cancel nobody asked for").arg(QLatin1String(reader));
    if (!result.ok() && !result.chips.isEmpty())
        return QStringLiteral("%1 failed but kept chips").arg(QLatin1String(reader));
    return checkRead(reader, result.ok(), result.error);
}

} // namespace

QString fuzzCsvImport(QByteArrayView data) {
    const QByteArray bytes = data.toByteArray();
    if (QString problem = checkChips("readChipFile(Csv)", readChipFile(bytes, CatalogFormat::Csv));
        !problem.isEmpty())
        return problem;
    QString error;
    const bool systems = readSystemsCsv(bytes, &error).has_value();
    if (QString problem = checkRead("readSystemsCsv", systems, error); !problem.isEmpty())
        return problem;
    error.clear();
    const bool offers = readOffersCsv(bytes, &error).has_value();
    return checkRead("readOffersCsv", offers, error);
}

QString fuzzJsonImport(QByteArrayView data) {
    const QByteArray bytes = data.toByteArray();
    if (QString problem =
            checkChips("readChipFile(Json)", readChipFile(bytes, CatalogFormat::Json));
        !problem.isEmpty())
        return problem;
    QString error;
    const bool systems = readSystemCatalog(bytes, &error).has_value();
    if (QString problem = checkRead("readSystemCatalog", systems, error); !problem.isEmpty())
        return problem;
    error.clear();
    const bool offers = readOfferCatalog(bytes, &error).has_value();
    return checkRead("readOfferCatalog", offers, error);
}

} // namespace chipatlas::fuzz
