// The result table (schema 9): measured results, one row each, a column per result field.

#include "resultstore.h"

#include "columns.h"
#include "domain/excerpt.h"
#include "domain/validation.h"
#include "entryrows.h"
#include "schemarows.h"
#include "systemstore.h"

#include <QDate>
#include <QDir>

namespace chipatlas::storage {

namespace {
// The columns that hold whole numbers (INTEGER in migrations.cpp); the other numbers are REAL.
bool wholeNumber(ResultField field) {
    switch (field) {
    case ResultField::HardwareCount:
    case ResultField::Tp:
    case ResultField::Pp:
    case ResultField::Ep:
    case ResultField::Concurrency:
    case ResultField::InputTokens:
    case ResultField::OutputTokens:
        return true;
    default:
        return false;
    }
}

StorageError badRow(const Db& db, const QString& id, const QString& what) {
    return {StorageError::Code::BadData,
            StorageText::tr("%1 holds result \"%2\", which ChipAtlas cannot read (%3). Restore "
                            "the file from a backup or open another catalog.")
                .arg(QDir::toNativeSeparators(db.path), excerpt(id), what)};
}

// The result is named by its id, which the user knows, not by its place in the list.
StorageError badResult(const Db& db, const QString& id, const QString& problem) {
    return {StorageError::Code::BadData,
            StorageText::tr("Could not save the results in %1: result \"%2\": %3. Nothing was "
                            "saved.")
                .arg(QDir::toNativeSeparators(db.path), excerpt(id), problem)};
}

// The field's text as its column holds it (schemaColumnValue()).
QVariant columnValue(const Result& result, const FieldSpec& info) {
    const ResultField field = ResultField(info.index);
    return schemaColumnValue(resultText(result, field), info, wholeNumber(field));
}
} // namespace

namespace {
bool readSelectedResult(const Db& db, const EntrySelection& selection, QList<Result>* results,
                        StorageError* error, QList<qint64>* versions) {
    const int originColumn = 2 + kResultFieldCount;
    const EntryRowsSql sql{
        QStringLiteral("SELECT r.pk, r.id, ") +
            schemaColumns(allResultFields(), QStringLiteral("r.")) +
            QStringLiteral(", r.origin, r.version FROM result r%1 ORDER BY r.id") + db.byteOrder(),
        QString(), QStringLiteral(" WHERE r.id = ?"), originColumn + 1, QStringLiteral("r.id")};
    const auto readResult = [&](const QSqlQuery& query) {
        Result result;
        result.id = query.value(1).toString();
        int column = 2;
        for (const FieldSpec& info : allResultFields()) {
            const QString problem = setResultText(result, ResultField(info.index),
                                                  schemaColumnText(query.value(column++), info));
            if (!problem.isEmpty()) {
                *error = badRow(db, result.id, problem);
                return false;
            }
        }
        result.origin = originFromKey(query.value(originColumn).toString());
        results->append(std::move(result));
        return true;
    };
    return readEntryRows(db, selection, sql, StorageText::tr("read the results"), readResult, {},
                         versions, error);
}
} // namespace

bool readResults(const Db& db, const QString& id, QList<Result>* results, StorageError* error,
                 QList<qint64>* versions) {
    EntrySelection selection;
    selection.id = id;
    return readSelectedResult(db, selection, results, error, versions);
}

bool forEachResultPage(const Db& db, int pageSize, const std::function<bool(QList<Result>&)>& visit,
                       StorageError* error) {
    return forEachEntryPage<Result>(
        pageSize,
        [&](const EntrySelection& selection, QList<Result>* page) {
            return readSelectedResult(db, selection, page, error, nullptr);
        },
        visit);
}

bool writeResult(const Db& db, const Result& result, StorageError* error) {
    if (const QList<ValidationIssue> issues = validateResult(result, QDate::currentDate());
        !issues.isEmpty()) {
        *error = badResult(db, result.id, issuesText(issues));
        return false;
    }
    bool exists = false;
    if (!hardwareExists(db, result.hardwareId, &exists, error))
        return false;
    if (!exists) {
        *error = badResult(db, result.id, hardwareNotInCatalog(result.hardwareId));
        return false;
    }
    const QString doing = StorageText::tr("save result \"%1\"").arg(result.id);
    QList<QVariant> values;
    for (const FieldSpec& info : allResultFields())
        values.append(columnValue(result, info));
    return upsertSchemaRow(db, QStringLiteral("result"), allResultFields(), result.id, values,
                           result.origin, doing, error);
}

} // namespace chipatlas::storage
