#include "schemarows.h"

#include "columns.h"
#include "snapshotkeeper.h"

#include <QLocale>
#include <QSqlQuery>
#include <QStringList>

namespace chipatlas::storage {

QString schemaColumns(std::span<const FieldSpec> fields, const QString& prefix) {
    QStringList columns;
    for (const FieldSpec& info : fields)
        columns.append(prefix + QLatin1String(info.key));
    return columns.join(QStringLiteral(", "));
}

QString schemaColumnText(const QVariant& value, const FieldSpec& info) {
    if (info.kind != FieldKind::Number)
        return value.toString();
    if (value.isNull())
        return QString();
    return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
}

QVariant schemaColumnValue(const QString& text, const FieldSpec& info, bool wholeNumber) {
    if (info.kind != FieldKind::Number)
        return nonNull(text);
    if (text.isEmpty())
        return QVariant();
    const double number = QLocale::c().toDouble(text);
    return wholeNumber ? QVariant(qint64(number)) : QVariant(number);
}

bool upsertSchemaRow(const Db& db, const QString& table, std::span<const FieldSpec> fields,
                     const QString& id, const QList<QVariant>& values, Origin origin,
                     const QString& doing, StorageError* error) {
    QStringList placeholders;
    QStringList updates;
    for (const FieldSpec& info : fields) {
        placeholders.append(QStringLiteral("?"));
        updates.append(QStringLiteral("%1 = excluded.%1").arg(QLatin1String(info.key)));
    }
    const SnapshotEntryKind kind = table == QLatin1String("scenario") ? SnapshotEntryKind::Scenario
                                                                      : SnapshotEntryKind::Result;
    if (!SnapshotKeeper(db).keep(kind, id, error))
        return false;
    QSqlQuery query(db.db);
    const QString sql =
        QStringLiteral("INSERT INTO %1 (id, %2, origin, version) VALUES (?, %3, ?, %4) "
                       "ON CONFLICT (id) DO UPDATE SET %5, origin = excluded.origin, "
                       "version = excluded.version")
            .arg(table, schemaColumns(fields, QString()), placeholders.join(QStringLiteral(", ")),
                 QLatin1String(kWriteVersion), updates.join(QStringLiteral(", ")));
    if (!prepare(db, query, sql, doing, error))
        return false;
    int column = 0;
    query.bindValue(column++, id);
    for (const QVariant& value : values)
        query.bindValue(column++, value);
    query.bindValue(column, originKey(origin));
    return execPrepared(db, query, doing, error);
}

} // namespace chipatlas::storage
