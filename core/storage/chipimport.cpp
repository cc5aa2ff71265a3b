// Catalog's import of chips: validated first, then saved in one transaction as user edits.

#include "catalog.h"
#include "catalog_p.h"
#include "chipstore.h"
#include "domain/validation.h"

#include <QDir>
#include <QSet>

namespace chipatlas {

using namespace storage;

namespace {
StorageError cancelledError(const Db& db) {
    return {StorageError::Code::Cancelled,
            QStringLiteral("The import into %1 was cancelled; nothing was saved.")
                .arg(QDir::toNativeSeparators(db.path))};
}
} // namespace

bool Catalog::importChips(const QList<Chip>& chips, const ImportControl& control,
                          StorageError* error) {
    ErrorSink sink(error);
    const Db& db = d->db;
    // Everything is checked before the transaction starts: a bad list never takes the lock.
    QSet<QString> ids;
    for (qsizetype row = 0; row < chips.size(); ++row) {
        const Chip& chip = chips.at(row);
        const QList<ValidationIssue> issues = validateChip(chip);
        if (!issues.isEmpty()) {
            *sink.error = listRowError(db, QStringLiteral("chips"), int(row) + 1, chip.id,
                                       issuesText(issues));
            return false;
        }
        if (ids.contains(chip.id)) {
            *sink.error = listRowError(db, QStringLiteral("chips"), int(row) + 1, chip.id,
                                       QStringLiteral("the id appears twice in the import"));
            return false;
        }
        ids.insert(chip.id);
    }
    if (control.cancelled()) {
        *sink.error = cancelledError(db);
        return false;
    }

    Transaction transaction(db);
    if (!transaction.begin(QStringLiteral("start importing chips"), sink.error))
        return false;
    ChipWriter writer(db);
    if (!writer.prepare(sink.error))
        return false;
    const qint64 total = chips.size();
    for (qsizetype row = 0; row < chips.size(); ++row) {
        if (control.cancelled()) {
            *sink.error = cancelledError(db);
            return false; // the transaction rolls back
        }
        if (row % 64 == 0)
            control.report(row, total);
        if (!writer.write(chips.at(row), int(row), WriteMode::UserEdit, sink.error))
            return false;
    }
    if (!transaction.commit(QStringLiteral("save the imported chips"), sink.error))
        return false;
    control.report(total, total);
    return true;
}

} // namespace chipatlas
