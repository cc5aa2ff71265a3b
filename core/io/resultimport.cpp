#include "resultimport.h"

#include "catalogfile.h"
#include "csvdiagnosis.h"
#include "csvreader.h"
#include "domain/excerpt.h"
#include "resultcsv.h"
#include "resultjson.h"

#include <QCoreApplication>

namespace chipatlas {

QString resultReferenceProblem(const Result& result, const ImportReferences& catalog) {
    if (catalog.chipIds.contains(result.hardwareId) ||
        catalog.systemIds.contains(result.hardwareId))
        return {};
    return QStringLiteral("%1 (%2): %3")
        .arg(resultFieldLabel(ResultField::Hardware), resultFieldKey(ResultField::Hardware),
             QCoreApplication::translate("ResultImport",
                                         "\"%1\" is no chip or system of the catalog; import the "
                                         "chip or the system first")
                 .arg(excerpt(result.hardwareId)));
}

std::optional<QList<Result>> readResultsImport(const QByteArray& data, CatalogFormat format,
                                               const ImportReferences& catalog, const QDate& today,
                                               QString* error) {
    std::optional<QList<Result>> results;
    QList<CsvEntryLines> lines;
    if (format == CatalogFormat::Csv) {
        results = readResultsCsv(data, today, error, &lines);
    } else if (std::optional<ResultCatalogFile> file = readResultCatalog(data, today, error)) {
        results = std::move(file->results);
    }
    if (!results)
        return std::nullopt;
    for (qsizetype i = 0; i < results->size(); ++i) {
        Result& result = (*results)[i];
        result.origin = Origin::User;
        const QString problem = resultReferenceProblem(result, catalog);
        if (problem.isEmpty())
            continue;
        if (format == CatalogFormat::Json) {
            *error = jsonEntryError(JsonEntryKind::Result, i, result.id, problem);
            return std::nullopt;
        }
        // The reader has read the file: it is parsed again, only to find the column.
        QString ignored;
        const std::optional<CsvTable> table = parseCsv(data, &ignored);
        const QString column = resultFieldKey(ResultField::Hardware);
        *error = csvAt(csvPlace(lines.value(i).line, table ? table->column(column) : -1, column),
                       resultProblemWithoutField(ResultField::Hardware, problem));
        return std::nullopt;
    }
    return results;
}

QStringList resultChangedKeys(const Result& stored, const Result& read) {
    QStringList keys;
    if (stored.id != read.id)
        keys << QStringLiteral("id");
    for (const FieldSpec& info : allResultFields()) {
        const auto field = ResultField(info.index);
        if (resultText(stored, field) != resultText(read, field))
            keys << resultFieldKey(field);
    }
    return keys;
}

ResultImportPlan planResultsImport(const QList<Result>& read, const QList<Result>& stored) {
    ResultImportPlan plan;
    planById(
        read, stored, [](const Result& result) { return result.id; },
        [&](qsizetype i) { plan.added << read.at(i); },
        [](const Result& found, const Result& result) -> std::optional<ResultImportChange> {
            QStringList keys = resultChangedKeys(found, result);
            if (keys.isEmpty())
                return std::nullopt;
            return ResultImportChange{result, found, std::move(keys)};
        },
        &plan.changed, &plan.unchanged);
    return plan;
}

} // namespace chipatlas
