// The system and system_figure tables (schema 7).

#include "systemstore.h"

#include "columns.h"
#include "domain/excerpt.h"
#include "domain/validation.h"
#include "entryrows.h"
#include "snapshotkeeper.h"

#include <QDir>
#include <QHash>

namespace chipatlas::storage {

namespace {
StorageError badRow(const Db& db, const QString& what) {
    return unreadableFigureError(db, FigureOwner::System, what);
}

// The system is named by its id, which the user knows, not by its place in the list.
StorageError badSystem(const Db& db, const QString& id, const QString& problem) {
    return {StorageError::Code::BadData,
            StorageText::tr("Could not save the systems in %1: system \"%2\": %3. Nothing was "
                            "saved.")
                .arg(QDir::toNativeSeparators(db.path), excerpt(id), problem)};
}

bool readFigure(const Db& db, const QSqlQuery& query, System* system, StorageError* error) {
    // Columns: 1 field, 2 num, 3 txt, 4 status, 5 source, 6 note, 7 printed_unit.
    const QString key = query.value(1).toString();
    const std::optional<SystemField> field = systemFieldFromKey(key);
    if (!field) {
        *error = badRow(db, StorageText::tr("unknown field \"%1\"").arg(key));
        return false;
    }
    const QString statusText = query.value(4).toString();
    const std::optional<FigureStatus> status = statusFromKey(statusText);
    if (!status) {
        *error = badRow(db, StorageText::tr("unknown status \"%1\"").arg(statusText));
        return false;
    }
    const QString unitText = query.value(7).toString();
    const std::optional<PrintedUnit> unit = printedUnitFromKey(unitText);
    if (!unit) {
        *error = badRow(db, StorageText::tr("unknown printed unit \"%1\"").arg(unitText));
        return false;
    }
    Figure& figure = system->figure(*field);
    const bool number = systemFieldInfo(*field).kind == FieldKind::Number;
    const QVariant value = number ? query.value(2) : query.value(3);
    if (!value.isNull())
        figure.value = number ? QVariant(value.toDouble()) : QVariant(value.toString());
    figure.status = *status;
    figure.source = query.value(5).toString();
    figure.note = query.value(6).toString();
    figure.printedUnit = *unit;
    return true;
}

} // namespace

namespace {
bool readSelectedSystem(const Db& db, const EntrySelection& selection, QList<System>* systems,
                        StorageError* error, QList<qint64>* versions) {
    const EntryRowsSql sql{
        QStringLiteral("SELECT s.pk, s.id, s.vendor, s.name, s.chip_id, s.chip_count, "
                       "s.vendor_throughput_sparse, s.source_urls, s.notes, s.origin, s.version "
                       "FROM system s%1 ORDER BY s.id") +
            db.byteOrder(),
        QStringLiteral("SELECT f.system, f.field, f.num, f.txt, f.status, f.source, f.note, "
                       "f.printed_unit FROM system_figure f JOIN system s ON s.pk = f.system%1"),
        QStringLiteral(" WHERE s.id = ?"), 10, QStringLiteral("s.id")};
    const qsizetype first = systems->size();
    const auto readSystem = [&](const QSqlQuery& query) {
        System system;
        system.id = query.value(1).toString();
        system.vendor = query.value(2).toString();
        system.name = query.value(3).toString();
        system.chipId = query.value(4).toString();
        system.chipCount = query.value(5).toInt();
        system.vendorThroughputSparse = query.value(6).toLongLong() != 0;
        const QString urls = query.value(7).toString();
        if (!urls.isEmpty())
            system.sourceUrls = urls.split(QLatin1Char('\n'));
        system.notes = query.value(8).toString();
        system.origin = originFromKey(query.value(9).toString());
        systems->append(std::move(system));
        return true;
    };
    const auto readSystemFigure = [&](const QSqlQuery& query, qsizetype index) {
        return readFigure(db, query, &(*systems)[first + index], error);
    };
    return readEntryRows(db, selection, sql, StorageText::tr("read the systems"), readSystem,
                         readSystemFigure, versions, error);
}
} // namespace

bool readSystems(const Db& db, const QString& id, QList<System>* systems, StorageError* error,
                 QList<qint64>* versions) {
    EntrySelection selection;
    selection.id = id;
    return readSelectedSystem(db, selection, systems, error, versions);
}

bool forEachSystemPage(const Db& db, int pageSize, const std::function<bool(QList<System>&)>& visit,
                       StorageError* error) {
    return forEachEntryPage<System>(
        pageSize,
        [&](const EntrySelection& selection, QList<System>* page) {
            return readSelectedSystem(db, selection, page, error, nullptr);
        },
        visit);
}

bool writeSystem(const Db& db, const System& system, StorageError* error) {
    if (const QList<ValidationIssue> issues = validateSystem(system); !issues.isEmpty()) {
        *error = badSystem(db, system.id, issuesText(issues));
        return false;
    }
    const QString doing = StorageText::tr("save system \"%1\"").arg(system.id);
    QSqlQuery query(db.db);
    if (!prepare(db, query, QStringLiteral("SELECT 1 FROM chip WHERE id = ?"), doing, error) ||
        !bindAndExec(db, query, {system.chipId}, doing, error)) {
        return false;
    }
    if (!query.next()) {
        if (!checkEnd(db, query, doing, error))
            return false;
        *error =
            badSystem(db, system.id,
                      StorageText::tr("its chip \"%1\" is not in the catalog").arg(system.chipId));
        return false;
    }
    query.finish();
    if (!SnapshotKeeper(db).keep(SnapshotEntryKind::System, system.id, error))
        return false;
    if (!prepare(db, query,
                 QStringLiteral("INSERT INTO system (id, vendor, name, chip_id, chip_count, "
                                "vendor_throughput_sparse, source_urls, notes, origin, version) "
                                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ") +
                     QLatin1String(kWriteVersion) +
                     QStringLiteral(") ON CONFLICT (id) DO UPDATE SET vendor = excluded.vendor, "
                                    "name = excluded.name, chip_id = excluded.chip_id, "
                                    "chip_count = excluded.chip_count, "
                                    "vendor_throughput_sparse = "
                                    "excluded.vendor_throughput_sparse, "
                                    "source_urls = excluded.source_urls, notes = excluded.notes, "
                                    "origin = excluded.origin, version = excluded.version "
                                    "RETURNING pk"),
                 doing, error) ||
        !bindAndExec(db, query,
                     {system.id, nonNull(system.vendor), nonNull(system.name),
                      nonNull(system.chipId), system.chipCount,
                      system.vendorThroughputSparse ? 1 : 0,
                      nonNull(system.sourceUrls.join(QLatin1Char('\n'))), nonNull(system.notes),
                      originKey(system.origin)},
                     doing, error) ||
        !nextRow(db, query, doing, error)) {
        return false;
    }
    const qint64 pk = query.value(0).toLongLong();
    query.finish();
    if (!prepare(db, query, QStringLiteral("DELETE FROM system_figure WHERE system = ?"), doing,
                 error) ||
        !bindAndExec(db, query, {pk}, doing, error) ||
        !prepare(db, query,
                 QStringLiteral("INSERT INTO system_figure (system, field, num, txt, status, "
                                "source, note, printed_unit) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                 doing, error)) {
        return false;
    }
    for (const FieldSpec& info : allSystemFields()) {
        const Figure& figure = system.figure(systemField(info));
        if (figure == Figure{})
            continue; // a missing row reads as unknown
        const bool number = info.kind == FieldKind::Number;
        const QVariant value = figure.hasValue() ? figure.value : QVariant();
        const QString unit = printedUnitKey(figure.printedUnit);
        if (!bindAndExec(db, query,
                         {pk, QLatin1String(info.key),
                          number && value.isValid() ? QVariant(value.toDouble()) : QVariant(),
                          !number && value.isValid() ? QVariant(value.toString()) : QVariant(),
                          statusKey(figure.status), nonNull(figure.source), nonNull(figure.note),
                          unit.isEmpty() ? QVariant() : QVariant(unit)},
                         doing, error)) {
            return false;
        }
    }
    return true;
}

bool hardwareExists(const Db& db, const QString& id, bool* exists, StorageError* error) {
    const QString doing = StorageText::tr("look up \"%1\"").arg(id);
    QSqlQuery query(db.db);
    if (!prepare(db, query,
                 QStringLiteral("SELECT 1 FROM chip WHERE id = ? UNION ALL "
                                "SELECT 1 FROM system WHERE id = ?"),
                 doing, error) ||
        !bindAndExec(db, query, {id, id}, doing, error)) {
        return false;
    }
    *exists = query.next();
    return checkEnd(db, query, doing, error);
}

} // namespace chipatlas::storage
