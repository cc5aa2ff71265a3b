#include "seeder.h"

#include "chipstore.h"
#include "modelstore.h"

#include <QDir>

namespace chipatlas::storage {

namespace {
bool storeRevision(const Db& db, const QString& key, int revision, StorageError* error) {
    QSqlQuery query(db.db);
    const QString doing = QStringLiteral("record the built-in catalog revision");
    return prepare(db, query,
                   QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) "
                                  "DO UPDATE SET value = excluded.value"),
                   doing, error) &&
           bindAndExec(db, query, {key, QString::number(revision)}, doing, error);
}

// The new built-in chip, except what the user changed on the stored one.
bool mergeEdits(const Db& db, const ChipEdits& edits, Chip* chip, StorageError* error) {
    if (!edits.descriptionEdited && edits.fields.isEmpty())
        return true;
    QList<Chip> stored;
    if (!readChips(db, chip->id, &stored, error))
        return false;
    if (stored.isEmpty())
        return true;
    const Chip& old = stored.constFirst();
    if (edits.descriptionEdited) {
        chip->vendor = old.vendor;
        chip->name = old.name;
        chip->familyGeneration = old.familyGeneration;
        chip->kind = old.kind;
        chip->sparsityNote = old.sparsityNote;
        chip->sourceUrls = old.sourceUrls;
        chip->notes = old.notes;
    }
    for (Field field : edits.fields)
        chip->figure(field) = old.figure(field);
    return true;
}

StorageError badBuiltIn(const QString& what, const QString& detail) {
    return {StorageError::Code::BadData,
            QStringLiteral("The built-in %1 compiled into ChipAtlas cannot be read (%2). This "
                           "build is broken; please report it.")
                .arg(what, detail)};
}
} // namespace

bool storedRevision(const Db& db, const QString& key, int* revision, StorageError* error) {
    const QString doing = QStringLiteral("read the built-in catalog revision");
    QSqlQuery query(db.db);
    if (!prepare(db, query, QStringLiteral("SELECT value FROM meta WHERE key = ?"), doing, error) ||
        !bindAndExec(db, query, {key}, doing, error)) {
        return false;
    }
    *revision = query.next() ? query.value(0).toInt() : -1;
    return checkEnd(db, query, doing, error);
}

bool seedChips(const Db& db, const ChipCatalogFile& file, StorageError* error) {
    int stored = -1;
    if (!storedRevision(db, kChipsRevisionKey, &stored, error))
        return false;
    if (stored >= file.revision)
        return true;

    Transaction transaction(db);
    if (!transaction.begin(QStringLiteral("start updating the built-in chips"), error))
        return false;
    ChipWriter writer(db);
    if (!writer.prepare(error))
        return false;
    int row = 0;
    for (Chip chip : file.chips) {
        bool tombstoned = false;
        if (!isTombstoned(db, chip.id, &tombstoned, error))
            return false;
        ChipEdits edits;
        if (!readEdits(db, chip.id, &edits, error))
            return false;
        if (tombstoned || (edits.exists && edits.origin == Origin::User))
            continue;
        chip.origin = Origin::BuiltIn;
        if (edits.exists && !mergeEdits(db, edits, &chip, error))
            return false;
        if (!writer.write(chip, row++, WriteMode::Replace, error))
            return false;
    }
    if (!storeRevision(db, kChipsRevisionKey, file.revision, error))
        return false;
    return transaction.commit(QStringLiteral("save the built-in chips"), error);
}

bool seedModels(const Db& db, const ModelCatalogFile& file, StorageError* error) {
    int stored = -1;
    if (!storedRevision(db, kModelsRevisionKey, &stored, error))
        return false;
    if (stored >= file.revision)
        return true;

    Transaction transaction(db);
    if (!transaction.begin(QStringLiteral("start updating the built-in LLM models"), error))
        return false;
    // User models and the built-in models the user deleted (tombstoned) are left alone.
    if (!replaceBuiltInModels(db, file.models, error) ||
        !storeRevision(db, kModelsRevisionKey, file.revision, error)) {
        return false;
    }
    return transaction.commit(QStringLiteral("save the built-in LLM models"), error);
}

bool seedBuiltInCatalog(const Db& db, StorageError* error) {
    QString problem;
    const std::optional<ChipCatalogFile> chips = builtInChips(&problem);
    if (!chips) {
        *error = badBuiltIn(QStringLiteral("chip catalog"), problem);
        return false;
    }
    const std::optional<ModelCatalogFile> models = builtInModels(&problem);
    if (!models) {
        *error = badBuiltIn(QStringLiteral("LLM model catalog"), problem);
        return false;
    }
    return seedChips(db, *chips, error) && seedModels(db, *models, error);
}

} // namespace chipatlas::storage
