// The scenario table (schema 10): ownership scenarios, one row each, a column per scenario field.

#include "scenariostore.h"

#include "columns.h"
#include "domain/excerpt.h"
#include "domain/validation.h"
#include "entryrows.h"
#include "schemarows.h"
#include "snapshotkeeper.h"

#include <QDir>

namespace chipatlas::storage {

namespace {
// The columns that hold whole numbers (INTEGER in migrations.cpp); the other numbers are REAL.
bool wholeNumber(OwnershipField field) {
    return field == OwnershipField::Units || field == OwnershipField::ChipCount ||
           field == OwnershipField::ServerChips;
}

StorageError badRow(const Db& db, const QString& id, const QString& what) {
    return {StorageError::Code::BadData,
            StorageText::tr("%1 holds scenario \"%2\", which ChipAtlas cannot read (%3). Restore "
                            "the file from a backup or open another catalog.")
                .arg(QDir::toNativeSeparators(db.path), excerpt(id), what)};
}

// The scenario is named by its name, which the user chose; its id when it has none.
StorageError badScenario(const Db& db, const OwnershipScenario& scenario, const QString& problem) {
    const QString name = scenario.name.isEmpty() ? scenario.id : scenario.name;
    return {StorageError::Code::BadData,
            StorageText::tr("Could not save scenario \"%1\" in %2: %3. Nothing was saved.")
                .arg(excerpt(name), QDir::toNativeSeparators(db.path), problem)};
}

// The field's text as its column holds it (schemaColumnValue()).
QVariant columnValue(const OwnershipScenario& scenario, const FieldSpec& info) {
    const OwnershipField field = OwnershipField(info.index);
    return schemaColumnValue(ownershipText(scenario, field), info, wholeNumber(field));
}

// The id of another scenario that has `name` (without regard to case), or a null string.
bool scenarioNamed(const Db& db, const QString& name, const QString& exceptId, QString* otherId,
                   StorageError* error) {
    const QString doing = StorageText::tr("read the scenarios' names");
    QSqlQuery query(db.db);
    if (!prepare(db, query, QStringLiteral("SELECT id, name FROM scenario WHERE id <> ?"), doing,
                 error) ||
        !bindAndExec(db, query, {nonNull(exceptId)}, doing, error)) {
        return false;
    }
    *otherId = QString();
    while (query.next()) {
        if (query.value(1).toString().compare(name, Qt::CaseInsensitive) == 0) {
            *otherId = query.value(0).toString();
            break;
        }
    }
    return otherId->isNull() ? checkEnd(db, query, doing, error) : true;
}
} // namespace

bool readScenarios(const Db& db, const QString& id, QList<OwnershipScenario>* scenarios,
                   StorageError* error, QList<qint64>* versions) {
    const int originColumn = 2 + kOwnershipFieldCount;
    const EntryRowsSql sql{
        QStringLiteral("SELECT s.pk, s.id, ") +
            schemaColumns(allOwnershipFields(), QStringLiteral("s.")) +
            QStringLiteral(", s.origin, s.version FROM scenario s%1 ORDER BY s.id") +
            db.byteOrder(),
        QString(), QStringLiteral(" WHERE s.id = ?"), originColumn + 1, QStringLiteral("s.id")};
    const auto readScenario = [&](const QSqlQuery& query) {
        OwnershipScenario scenario;
        scenario.id = query.value(1).toString();
        int column = 2;
        for (const FieldSpec& info : allOwnershipFields()) {
            const QString problem = setOwnershipText(scenario, OwnershipField(info.index),
                                                     schemaColumnText(query.value(column++), info));
            if (!problem.isEmpty()) {
                *error = badRow(db, scenario.id, problem);
                return false;
            }
        }
        scenario.origin = originFromKey(query.value(originColumn).toString());
        scenarios->append(std::move(scenario));
        return true;
    };
    return readEntryRows(db, id, sql, StorageText::tr("read the scenarios"), readScenario, {},
                         versions, error);
}

bool writeScenario(const Db& db, const OwnershipScenario& scenario, StorageError* error) {
    if (const QList<ValidationIssue> issues = validateOwnershipScenario(scenario);
        !issues.isEmpty()) {
        *error = badScenario(db, scenario, issuesText(issues));
        return false;
    }
    QString otherId;
    if (!scenarioNamed(db, scenario.name, scenario.id, &otherId, error))
        return false;
    if (!otherId.isNull()) {
        //: %1 is the name, %2 the id of the scenario that has it.
        *error = badScenario(db, scenario,
                             StorageText::tr("the catalog already has a scenario named \"%1\" "
                                             "(%2); choose another name")
                                 .arg(excerpt(scenario.name), otherId));
        return false;
    }
    const QString doing = StorageText::tr("save scenario \"%1\"").arg(scenario.name);
    QList<QVariant> values;
    for (const FieldSpec& info : allOwnershipFields())
        values.append(columnValue(scenario, info));
    return upsertSchemaRow(db, QStringLiteral("scenario"), allOwnershipFields(), scenario.id,
                           values, scenario.origin, doing, error);
}

bool deleteScenario(const Db& db, const QString& id, StorageError* error) {
    const QString doing = StorageText::tr("delete scenario \"%1\"").arg(id);
    QSqlQuery query(db.db);
    return SnapshotKeeper(db).keep(SnapshotEntryKind::Scenario, id, error) &&
           prepare(db, query, QStringLiteral("DELETE FROM scenario WHERE id = ?"), doing, error) &&
           bindAndExec(db, query, {nonNull(id)}, doing, error);
}

} // namespace chipatlas::storage
