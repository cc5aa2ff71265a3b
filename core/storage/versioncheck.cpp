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
    case VersionedRow::Result:
        return QStringLiteral("SELECT version FROM result WHERE id = ?");
    case VersionedRow::Scenario:
        return QStringLiteral("SELECT version FROM scenario WHERE id = ?");
    }
    return {};
}

// The row as a conflict's message names it, at the start of the sentence: "Chip \"H100 SXM\"
// (nvidia-h100-sxm)", or with the id alone when there is no other name.
QString rowName(VersionedRow row, const QString& name, const QString& id) {
    const bool idOnly = name.isEmpty() || name == id;
    switch (row) {
    case VersionedRow::Chip:
        return idOnly ? StorageText::tr("Chip \"%1\"").arg(id)
                      : StorageText::tr("Chip \"%1\" (%2)").arg(name, id);
    case VersionedRow::Model:
        return idOnly ? StorageText::tr("LLM model \"%1\"").arg(id)
                      : StorageText::tr("LLM model \"%1\" (%2)").arg(name, id);
    case VersionedRow::Price:
        return idOnly ? StorageText::tr("The price of chip \"%1\"").arg(id)
                      : StorageText::tr("The price of chip \"%1\" (%2)").arg(name, id);
    case VersionedRow::System:
        return idOnly ? StorageText::tr("System \"%1\"").arg(id)
                      : StorageText::tr("System \"%1\" (%2)").arg(name, id);
    case VersionedRow::Offer:
        return idOnly ? StorageText::tr("Offer \"%1\"").arg(id)
                      : StorageText::tr("Offer \"%1\" (%2)").arg(name, id);
    case VersionedRow::Result:
        return StorageText::tr("Result \"%1\"").arg(id);
    case VersionedRow::Scenario:
        // A scenario is known by its name (the switcher shows it), its id derived from it.
        return StorageText::tr("Scenario \"%1\"").arg(idOnly ? id : name);
    }
    return {};
}
} // namespace

bool storedVersion(const Db& db, VersionedRow row, const QString& id, qint64* version,
                   StorageError* error) {
    const QString doing = StorageText::tr("read the version of \"%1\"").arg(id);
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
    //: %1 names the entry, e.g. Chip "H100 SXM" (nvidia-h100-sxm); %2 is the catalog.
    const QString sentence =
        stored == 0    ? StorageText::tr("%1 was deleted in %2 since you opened it (by another "
                                            "window or another user); nothing was saved.")
        : basedOn == 0 ? StorageText::tr("%1 was added in %2 since you opened it (by another "
                                         "window or another user); nothing was saved.")
                       : StorageText::tr("%1 was changed in %2 since you opened it (by another "
                                         "window or another user); nothing was saved.");
    *error = {StorageError::Code::Conflict,
              sentence.arg(rowName(row, name, id), QDir::toNativeSeparators(db.path))};
    return false;
}

bool writtenVersion(const Db& db, qint64* version, StorageError* error) {
    return readChangeMarker(db, version, error);
}

} // namespace chipatlas::storage
