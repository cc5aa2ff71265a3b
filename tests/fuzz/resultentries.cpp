// fuzzResultsImport(): the results' CSV and JSON readers (resultcsv.h, resultjson.h) and the
// import's check (resultimport.h) on the same bytes.
#include "fuzzentries.h"
#include "io/resultcsv.h"
#include "io/resultimport.h"
#include "io/resultjson.h"

#include <optional>

namespace chipatlas::fuzz {

namespace {
// A fixed day, so that a finding reproduces from its input alone whatever the date.
const QDate kToday(2030, 1, 1);

// Hardware ids the check knows: a few built-in chips and a system.
ImportReferences references() {
    ImportReferences catalog;
    catalog.chipIds = {QStringLiteral("nvidia-h100-sxm"), QStringLiteral("nvidia-h200-sxm"),
                       QStringLiteral("amd-mi300x"), QStringLiteral("nvidia-b200")};
    catalog.systemIds = {QStringLiteral("nvidia-hgx-h100-8gpu")};
    return catalog;
}

std::optional<QList<Result>> read(const QByteArray& data, CatalogFormat format, QString* error) {
    if (format == CatalogFormat::Csv)
        return readResultsCsv(data, kToday, error);
    std::optional<ResultCatalogFile> file = readResultCatalog(data, kToday, error);
    return file ? std::optional<QList<Result>>(std::move(file->results)) : std::nullopt;
}

QByteArray write(const QList<Result>& results, CatalogFormat format) {
    return format == CatalogFormat::Csv ? exportResultsCsv(results) : exportResultsJson(results);
}

QString check(const QByteArray& data, CatalogFormat format) {
    const QString name = format == CatalogFormat::Csv ? QStringLiteral("results CSV reader")
                                                      : QStringLiteral("results JSON reader");
    QString error;
    const std::optional<QList<Result>> results = read(data, format, &error);
    QString checkError;
    const std::optional<QList<Result>> checked =
        readResultsImport(data, format, references(), kToday, &checkError);
    if (!results) {
        if (error.isEmpty())
            return QStringLiteral("%1 refused the input without saying why").arg(name);
        if (checked || checkError != error)
            return QStringLiteral("%1 refuses the input with \"%2\", the import's check with "
                                  "\"%3\"")
                .arg(name, error, checkError);
        return {};
    }
    if (!checked && checkError.isEmpty())
        return QStringLiteral("the import's check refuses a file without saying why");
    // What was read exports to a file that reads back and exports to the same bytes.
    const QByteArray exported = write(*results, format);
    const std::optional<QList<Result>> again = read(exported, format, &error);
    if (!again)
        return QStringLiteral("%1: what it read exports to a file it refuses: %2").arg(name, error);
    if (write(*again, format) != exported)
        return QStringLiteral("%1: what it read changes in an export and import").arg(name);
    return {};
}
} // namespace

QString fuzzResultsImport(QByteArrayView data) {
    const QByteArray bytes = data.toByteArray();
    if (QString problem = check(bytes, CatalogFormat::Csv); !problem.isEmpty())
        return problem;
    return check(bytes, CatalogFormat::Json);
}

} // namespace chipatlas::fuzz
