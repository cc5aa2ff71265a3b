// The result table (schema 9): measured results, one row each, a column per result field.

#include "resultstore.h"

#include "columns.h"
#include "domain/excerpt.h"
#include "domain/validation.h"
#include "entryrows.h"
#include "systemstore.h"

#include <QDate>
#include <QDir>

namespace chipatlas::storage {

namespace {
// The columns after pk and id, in schema order (the keys are the column names), then origin
// and version.
QString fieldColumns(const QString& prefix) {
    QStringList columns;
    for (const FieldSpec& info : allResultFields())
        columns.append(prefix + QLatin1String(info.key));
    return columns.join(QStringLiteral(", "));
}

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

// A column's value as the field's file text (resultText()): numbers in the shortest form that
// reads back as the same double.
QString columnText(const QVariant& value, const FieldSpec& info) {
    if (info.kind != FieldKind::Number)
        return value.toString();
    if (value.isNull())
        return QString();
    return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
}

// The field's file text as the column holds it: NULL for a number not given.
QVariant columnValue(const Result& result, const FieldSpec& info) {
    const ResultField field = ResultField(info.index);
    const QString text = resultText(result, field);
    if (info.kind != FieldKind::Number)
        return nonNull(text);
    if (text.isEmpty())
        return QVariant();
    const double number = QLocale::c().toDouble(text);
    return wholeNumber(field) ? QVariant(qint64(number)) : QVariant(number);
}
} // namespace

bool readResults(const Db& db, const QString& id, QList<Result>* results, StorageError* error,
                 QList<qint64>* versions) {
    const int originColumn = 2 + kResultFieldCount;
    const EntryRowsSql sql{
        QStringLiteral("SELECT r.pk, r.id, ") + fieldColumns(QStringLiteral("r.")) +
            QStringLiteral(", r.origin, r.version FROM result r%1 ORDER BY r.id") + db.byteOrder(),
        QString(), QStringLiteral(" WHERE r.id = ?"), originColumn + 1};
    const auto readResult = [&](const QSqlQuery& query) {
        Result result;
        result.id = query.value(1).toString();
        int column = 2;
        for (const FieldSpec& info : allResultFields()) {
            const QString problem = setResultText(result, ResultField(info.index),
                                                  columnText(query.value(column++), info));
            if (!problem.isEmpty()) {
                *error = badRow(db, result.id, problem);
                return false;
            }
        }
        result.origin = originFromKey(query.value(originColumn).toString());
        results->append(std::move(result));
        return true;
    };
    return readEntryRows(db, id, sql, StorageText::tr("read the results"), readResult, {}, versions,
                         error);
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
    QStringList placeholders;
    QStringList updates;
    for (const FieldSpec& info : allResultFields()) {
        placeholders.append(QStringLiteral("?"));
        updates.append(QStringLiteral("%1 = excluded.%1").arg(QLatin1String(info.key)));
    }
    QSqlQuery query(db.db);
    const QString sql =
        QStringLiteral("INSERT INTO result (id, %1, origin, version) VALUES (?, %2, ?, %3) "
                       "ON CONFLICT (id) DO UPDATE SET %4, origin = excluded.origin, "
                       "version = excluded.version")
            .arg(fieldColumns(QString()), placeholders.join(QStringLiteral(", ")),
                 QLatin1String(kWriteVersion), updates.join(QStringLiteral(", ")));
    if (!prepare(db, query, sql, doing, error))
        return false;
    int column = 0;
    query.bindValue(column++, result.id);
    for (const FieldSpec& info : allResultFields())
        query.bindValue(column++, columnValue(result, info));
    query.bindValue(column, originKey(result.origin));
    return execPrepared(db, query, doing, error);
}

} // namespace chipatlas::storage
