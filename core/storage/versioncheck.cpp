#include "versioncheck.h"

#include <QDir>

namespace chipatlas::storage {

namespace {
QString versionSql(VersionedRow row) {
    switch (row) {
    case VersionedRow::Chip:
        return QStringLiteral("SELECT version FROM chip WHERE id = ?");
    case VersionedRow::Model:
        return QStringLiteral("SELECT version FROM llm_model WHERE id = ?");
    case VersionedRow::Price:
        return QStringLiteral("SELECT p.version FROM chip_price p JOIN chip c ON c.pk = p.chip "
                              "WHERE c.id = ?");
    case VersionedRow::System:
        return QStringLiteral("SELECT version FROM system WHERE id = ?");
    case VersionedRow::Offer:
        return QStringLiteral("SELECT version FROM offer WHERE id = ?");
    }
    return {};
}

QString rowNoun(VersionedRow row) {
    switch (row) {
    case VersionedRow::Chip:
        return QStringLiteral("Chip");
    case VersionedRow::Model:
        return QStringLiteral("LLM model");
    case VersionedRow::Price:
        return QStringLiteral("The price of chip");
    case VersionedRow::System:
        return QStringLiteral("System");
    case VersionedRow::Offer:
        return QStringLiteral("Offer");
    }
    return {};
}
} // namespace

bool storedVersion(const Db& db, VersionedRow row, const QString& id, qint64* version,
                   StorageError* error) {
    const QString doing = QStringLiteral("read the version of \"%1\"").arg(id);
    QSqlQuery query(db.db);
    if (!prepare(db, query, versionSql(row), doing, error) ||
        !bindAndExec(db, query, {id}, doing, error)) {
        return false;
    }
    *version = query.next() ? query.value(0).toLongLong() : 0;
    return checkEnd(db, query, doing, error);
}

bool checkVersion(const Db& db, VersionedRow row, const QString& id, const QString& name,
                  qint64 basedOn, StorageError* error) {
    qint64 stored = 0;
    if (!storedVersion(db, row, id, &stored, error))
        return false;
    if (stored == basedOn)
        return true;
    const QString what = name.isEmpty() || name == id ? QStringLiteral("\"%1\"").arg(id)
                                                      : QStringLiteral("\"%1\" (%2)").arg(name, id);
    const QString change = stored == 0    ? QStringLiteral("was deleted")
                           : basedOn == 0 ? QStringLiteral("was added")
                                          : QStringLiteral("was changed");
    *error = {StorageError::Code::Conflict,
              QStringLiteral("%1 %2 %3 in %4 since you opened it (by another window or another "
                             "user); nothing was saved.")
                  .arg(rowNoun(row), what, change, QDir::toNativeSeparators(db.path))};
    return false;
}

bool writtenVersion(const Db& db, qint64* version, StorageError* error) {
    return readChangeMarker(db, version, error);
}

} // namespace chipatlas::storage
