#include "modelstore.h"

#include "columns.h"
#include "snapshotkeeper.h"

#include <QDir>
#include <QSet>

namespace chipatlas::storage {

namespace {
// Migration 2 (migrations.cpp) created one llm_model column for each of these ModelFields. A
// ModelField added later needs a new migration that adds its column.
constexpr int kModelFieldsAtSchema2 = 33;
static_assert(kModelFieldCount == kModelFieldsAtSchema2,
              "a new ModelField needs a migration that adds its llm_model column");

QString columnList() {
    QStringList columns;
    for (const ModelFieldInfo& info : allModelFields())
        columns.append(QLatin1String(info.key));
    return columns.join(QLatin1String(", "));
}

// A model's value as its column stores it (`toColumn`), or a column's value as the model holds it.
QVariant convert(const ModelFieldInfo& info, const QVariant& value, bool toColumn) {
    if (value.isNull())
        return QVariant();
    switch (info.kind) {
    case ModelFieldKind::Integer:
        return value.toLongLong();
    case ModelFieldKind::Number:
        return value.toDouble();
    case ModelFieldKind::Bool:
        return toColumn ? QVariant(value.toBool() ? 1 : 0) : QVariant(value.toLongLong() != 0);
    case ModelFieldKind::List: {
        if (toColumn)
            return value.toStringList().join(QLatin1Char('\n'));
        const QString text = value.toString();
        return text.isEmpty() ? QStringList() : text.split(QLatin1Char('\n'));
    }
    case ModelFieldKind::Text:
        return value.toString();
    }
    return QVariant();
}
} // namespace

bool readModels(const Db& db, const QString& id, QList<LlmModel>* models, StorageError* error,
                QList<qint64>* versions, QList<Origin>* origins) {
    const QString doing = StorageText::tr("read the LLM models");
    QSqlQuery query(db.db);
    query.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT %1, origin, version FROM llm_model").arg(columnList());
    if (!id.isNull())
        sql += QStringLiteral(" WHERE id = ?");
    sql += QStringLiteral(" ORDER BY id") + db.byteOrder();
    if (!prepare(db, query, sql, doing, error))
        return false;
    if (!id.isNull())
        query.bindValue(0, id);
    if (!execPrepared(db, query, doing, error))
        return false;
    const std::span<const ModelFieldInfo> fields = allModelFields();
    const int originColumn = int(fields.size());
    while (query.next()) {
        LlmModel model;
        for (size_t i = 0; i < fields.size(); ++i)
            model.values[i] = convert(fields[i], query.value(int(i)), false);
        models->append(std::move(model));
        if (origins) {
            origins->append(originFromKey(query.value(originColumn).toString()));
        }
        if (versions)
            versions->append(query.value(originColumn + 1).toLongLong());
    }
    return checkEnd(db, query, doing, error);
}

bool writeModels(const Db& db, const QList<LlmModel>& models, RowOrigin origin,
                 StorageError* error) {
    const QString doing = StorageText::tr("save the LLM models");
    QStringList placeholders;
    QStringList updates;
    for (const ModelFieldInfo& info : allModelFields()) {
        placeholders.append(QStringLiteral("?"));
        if (info.field != ModelField::Id)
            updates.append(QStringLiteral("%1 = excluded.%1").arg(QLatin1String(info.key)));
    }
    updates.append(QStringLiteral("origin = excluded.origin"));
    updates.append(QStringLiteral("version = excluded.version"));
    QSqlQuery query(db.db);
    const QString sql = QStringLiteral("INSERT INTO llm_model (%1, origin, version) VALUES (%2, ?, "
                                       "%4) ON CONFLICT (id) DO UPDATE SET %3")
                            .arg(columnList(), placeholders.join(QLatin1String(", ")),
                                 updates.join(QLatin1String(", ")), QLatin1String(kWriteVersion));
    if (!prepare(db, query, sql, doing, error))
        return false;
    QStringList ids;
    ids.reserve(models.size());
    for (const LlmModel& model : models)
        ids.append(model.id());
    if (!SnapshotKeeper(db).keep(SnapshotEntryKind::Model, ids, error))
        return false;
    const std::span<const ModelFieldInfo> fields = allModelFields();
    for (qsizetype row = 0; row < models.size(); ++row) {
        const LlmModel& model = models[row];
        if (model.id().isEmpty()) {
            *error = {StorageError::Code::BadData,
                      StorageText::tr("Could not save the LLM models in %1: model %2 has no id.")
                          .arg(QDir::toNativeSeparators(db.path))
                          .arg(row + 1)};
            return false;
        }
        for (size_t i = 0; i < fields.size(); ++i)
            query.bindValue(int(i), convert(fields[i], model.values[i], true));
        query.bindValue(int(fields.size()), origin == RowOrigin::BuiltIn ? QStringLiteral("builtin")
                                                                         : QStringLiteral("user"));
        if (!execPrepared(db, query, doing, error))
            return false;
    }
    return true;
}

bool replaceBuiltInModels(const Db& db, const QList<LlmModel>& models, StorageError* error) {
    const QString doing = StorageText::tr("update the built-in LLM models");
    if (!SnapshotKeeper(db).keepAll(SnapshotEntryKind::Model, error) ||
        !exec(db, QStringLiteral("DELETE FROM llm_model WHERE origin = 'builtin'"), doing, error))
        return false;
    QSqlQuery userIds(db.db);
    if (!exec(db, userIds, QStringLiteral("SELECT id FROM llm_model"), doing, error))
        return false;
    QSet<QString> taken;
    while (userIds.next())
        taken.insert(userIds.value(0).toString());
    if (!checkEnd(db, userIds, doing, error))
        return false;
    userIds.finish();
    QSqlQuery deleted(db.db);
    if (!exec(db, deleted, QStringLiteral("SELECT id FROM builtin_model_tombstone"), doing, error))
        return false;
    while (deleted.next())
        taken.insert(deleted.value(0).toString());
    if (!checkEnd(db, deleted, doing, error))
        return false;
    deleted.finish();
    QList<LlmModel> toInsert;
    for (const LlmModel& model : models) {
        if (!taken.contains(model.id()))
            toInsert.append(model);
    }
    return writeModels(db, toInsert, RowOrigin::BuiltIn, error);
}

} // namespace chipatlas::storage
