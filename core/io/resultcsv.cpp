#include "resultcsv.h"

#include "csvdiagnosis.h"
#include "csvwriter.h"
#include "domain/excerpt.h"
#include "domain/validation.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

const QString kId = QStringLiteral("id");

QStringList requiredColumns() {
    return {kId, resultFieldKey(ResultField::Kind), resultFieldKey(ResultField::Hardware),
            resultFieldKey(ResultField::Source), resultFieldKey(ResultField::ClaimKind)};
}

std::optional<Result> readResult(const CsvRowReader& row, const QDate& today, QString* error) {
    Result result;
    result.id = row.cell(kId).trimmed();
    for (const FieldSpec& info : allResultFields()) {
        const auto field = ResultField(info.index);
        const QString name = resultFieldKey(field);
        if (!row.columns.contains(name))
            continue;
        const QString cell = row.cell(name);
        const QString problem = setResultText(result, field, cell);
        if (!problem.isEmpty()) {
            *error = row.at(name, resultProblemWithoutField(field, problem));
            return std::nullopt;
        }
    }
    const QList<ValidationIssue> issues = validateResult(result, today);
    if (!issues.isEmpty()) {
        const ValidationIssue& first = issues.constFirst();
        const std::optional<ResultField> field = resultFieldFromKey(first.key);
        const QString column = row.columns.contains(first.key) ? first.key : kId;
        *error = row.at(column, field && column == first.key
                                    ? resultProblemWithoutField(*field, first.message)
                                    : first.message);
        return std::nullopt;
    }
    return result;
}
} // namespace

QString resultProblemWithoutField(ResultField field, const QString& message) {
    const QString prefix =
        QStringLiteral("%1 (%2): ").arg(resultFieldLabel(field), resultFieldKey(field));
    return message.startsWith(prefix) ? message.mid(prefix.size()) : message;
}

QStringList resultCsvColumns() {
    QStringList columns{kId};
    for (const FieldSpec& info : allResultFields())
        columns << QString::fromLatin1(info.key);
    return columns;
}

QByteArray resultCsvLine(const Result& result) {
    QStringList cells{result.id};
    for (const FieldSpec& info : allResultFields())
        cells << resultText(result, ResultField(info.index));
    return csvLine(cells);
}

QByteArray exportResultsCsv(QList<Result> results) {
    std::sort(results.begin(), results.end(),
              [](const Result& a, const Result& b) { return a.id < b.id; });
    QByteArray out = csvLine(resultCsvColumns());
    for (const Result& result : results)
        out += resultCsvLine(result);
    return out;
}

std::optional<QList<Result>> readResultsCsv(const QByteArray& data, const QDate& today,
                                            QString* error, QList<CsvEntryLines>* lines) {
    QList<Result> results;
    QHash<QString, int> lineOfId;
    const auto readRow = [&](const CsvRowReader& row, QString* rowError) {
        std::optional<Result> result = readResult(row, today, rowError);
        if (!result)
            return false;
        if (const auto it = lineOfId.constFind(result->id); it != lineOfId.cend()) {
            *rowError = row.at(
                kId,
                tr("the id \"%1\" is already used on line %2").arg(excerpt(result->id)).arg(*it));
            return false;
        }
        lineOfId.insert(result->id, row.line());
        results.append(std::move(*result));
        return true;
    };
    if (!readCsvEntries(data, resultCsvColumns(), requiredColumns(), tr("a results CSV"), readRow,
                        error))
        return std::nullopt;
    if (lines) {
        lines->clear();
        for (const Result& result : results)
            lines->append(CsvEntryLines{lineOfId.value(result.id), {}});
    }
    return results;
}

} // namespace chipatlas
