#include "seeder.h"

#include "chipstore.h"
#include "entitystates.h"
#include "modelstore.h"
#include "resultstore.h"
#include "snapshotkeeper.h"
#include "snapshotrows.h"
#include "snapshotstore.h"
#include "systemstore.h"

#include <QDir>
#include <QSet>

#include <tuple>

namespace chipatlas::storage {

namespace {
bool storeMeta(const Db& db, const QString& key, const QString& value, StorageError* error) {
    QSqlQuery query(db.db);
    const QString doing = StorageText::tr("record the built-in catalog revision");
    return prepare(db, query,
                   QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) "
                                  "DO UPDATE SET value = excluded.value"),
                   doing, error) &&
           bindAndExec(db, query, {key, value}, doing, error);
}

bool readMeta(const Db& db, const QString& key, QString* value, StorageError* error) {
    const QString doing = StorageText::tr("read the built-in catalog revision");
    QSqlQuery query(db.db);
    if (!prepare(db, query, QStringLiteral("SELECT value FROM meta WHERE key = ?"), doing, error) ||
        !bindAndExec(db, query, {key}, doing, error)) {
        return false;
    }
    *value = query.next() ? query.value(0).toString() : QString();
    return checkEnd(db, query, doing, error);
}

// Built-in chips that the shipped catalog no longer has are removed, except those the user
// edited (a figure or the description) or priced: they stay, as the user's chips.
bool dropRemovedBuiltInChips(const Db& db, const QSet<QString>& shipped, StorageError* error) {
    const QString doing = StorageText::tr("remove the chips the built-in catalog dropped");
    QSqlQuery query(db.db);
    if (!exec(db, query,
              QStringLiteral("SELECT c.pk, c.id, c.user_edited <> 0 "
                             "OR EXISTS (SELECT 1 FROM figure f WHERE f.chip = c.pk "
                             "AND f.user_edited <> 0) "
                             "OR EXISTS (SELECT 1 FROM chip_price p WHERE p.chip = c.pk) "
                             "FROM chip c WHERE c.origin = 'builtin'"),
              doing, error)) {
        return false;
    }
    QList<qint64> removed;
    QList<qint64> kept;
    QStringList changed;
    while (query.next()) {
        if (shipped.contains(query.value(1).toString()))
            continue;
        (query.value(2).toBool() ? kept : removed).append(query.value(0).toLongLong());
        changed.append(query.value(1).toString());
    }
    if (!checkEnd(db, query, doing, error))
        return false;
    query.finish();
    SnapshotKeeper keeper(db);
    if (!keeper.keep(SnapshotEntryKind::Chip, changed, error) ||
        !keeper.keep(SnapshotEntryKind::Price, changed, error)) {
        return false;
    }
    QSqlQuery remove(db.db);
    QSqlQuery keep(db.db);
    if (!prepare(db, remove, QStringLiteral("DELETE FROM chip WHERE pk = ?"), doing, error) ||
        !prepare(db, keep,
                 QStringLiteral("UPDATE chip SET origin = 'user', version = ") +
                     QLatin1String(kWriteVersion) + QStringLiteral(" WHERE pk = ?"),
                 doing, error)) {
        return false;
    }
    for (qint64 pk : removed) {
        if (!bindAndExec(db, remove, {pk}, doing, error))
            return false;
    }
    for (qint64 pk : kept) {
        if (!bindAndExec(db, keep, {pk}, doing, error))
            return false;
    }
    return true;
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
            //: %1 is one of "chip catalog", "LLM model catalog", "system catalog", "offer
            //: catalog"; %2 says what is wrong with it.
            StorageText::tr("The built-in %1 compiled into ChipAtlas cannot be read (%2). This "
                            "build is broken; please report it.")
                .arg(what, detail)};
}
} // namespace

// Whether the shipped catalog (revision, hash) is newer than the one seeded last: a higher
// revision, or the same revision with another content hash (a development build whose data
// changed before its revision was raised; tools/build_catalog.py --check stops that in CI).
// An older revision (a downgraded ChipAtlas) leaves the rows alone.
bool needsUpdate(const Db& db, const QString& revisionKey, const QString& hashKey, int revision,
                 const QString& hash, bool* needed, StorageError* error) {
    int stored = -1;
    QString storedHash;
    if (!storedRevision(db, revisionKey, &stored, error) ||
        !readMeta(db, hashKey, &storedHash, error)) {
        return false;
    }
    *needed = revision > stored || (revision == stored && !hash.isEmpty() &&
                                    !storedHash.isEmpty() && hash != storedHash);
    return true;
}

bool storeRevision(const Db& db, const QString& revisionKey, const QString& hashKey, int revision,
                   const QString& hash, StorageError* error) {
    return storeMeta(db, revisionKey, QString::number(revision), error) &&
           // A file without a hash stores "" (a null QString would bind as NULL).
           storeMeta(db, hashKey, hash.isNull() ? QStringLiteral("") : hash, error);
}

bool storedRevision(const Db& db, const QString& key, int* revision, StorageError* error) {
    QString value;
    if (!readMeta(db, key, &value, error))
        return false;
    *revision = value.isEmpty() ? -1 : value.toInt();
    return true;
}

bool seedChips(const Db& db, const ChipCatalogFile& file, StorageError* error) {
    bool needed = false;
    if (!needsUpdate(db, kChipsRevisionKey, kChipsHashKey, file.revision, file.contentHash, &needed,
                     error)) {
        return false;
    }
    if (!needed)
        return true;

    // Checked again under the lock: another client may have seeded it meanwhile.
    Transaction transaction(db);
    const QString doing = StorageText::tr("start updating the built-in chips");
    if (!transaction.begin(doing, error) || !transaction.lock(doing, error) ||
        !needsUpdate(db, kChipsRevisionKey, kChipsHashKey, file.revision, file.contentHash, &needed,
                     error)) {
        return false;
    }
    if (!needed)
        return true;
    ChipWriter writer(db, ChipWriter::Batch::AcrossChips);
    if (!writer.prepare(error))
        return false;
    QSet<QString> shipped;
    for (Chip chip : file.chips) {
        shipped.insert(chip.id);
        bool tombstoned = false;
        if (!isTombstoned(db, Tombstone::Chip, chip.id, &tombstoned, error))
            return false;
        ChipEdits edits;
        if (!readEdits(db, chip.id, &edits, error))
            return false;
        if (tombstoned || (edits.exists && edits.origin == Origin::User))
            continue;
        chip.origin = Origin::BuiltIn;
        if (edits.exists && !mergeEdits(db, edits, &chip, error))
            return false;
        if (!writer.write(chip, WriteMode::Replace, error))
            return false;
    }
    if (!writer.finish(error) || !dropRemovedBuiltInChips(db, shipped, error) ||
        !storeRevision(db, kChipsRevisionKey, kChipsHashKey, file.revision, file.contentHash,
                       error)) {
        return false;
    }
    return transaction.commit(StorageText::tr("save the built-in chips"), error);
}

bool seedModels(const Db& db, const ModelCatalogFile& file, StorageError* error) {
    bool needed = false;
    if (!needsUpdate(db, kModelsRevisionKey, kModelsHashKey, file.revision, file.contentHash,
                     &needed, error)) {
        return false;
    }
    if (!needed)
        return true;

    Transaction transaction(db);
    const QString doing = StorageText::tr("start updating the built-in LLM models");
    if (!transaction.begin(doing, error) || !transaction.lock(doing, error) ||
        !needsUpdate(db, kModelsRevisionKey, kModelsHashKey, file.revision, file.contentHash,
                     &needed, error)) {
        return false;
    }
    if (!needed)
        return true;
    // User models (also built-in models the user edited, which became the user's) and the
    // built-in models the user deleted (tombstoned) are left alone; a built-in model the new
    // catalog no longer has goes.
    if (!replaceBuiltInModels(db, file.models, error) ||
        !storeRevision(db, kModelsRevisionKey, kModelsHashKey, file.revision, file.contentHash,
                       error)) {
        return false;
    }
    return transaction.commit(StorageText::tr("save the built-in LLM models"), error);
}

namespace {
// Before a built-in catalog update of a catalog seeded before (not the first seeding), an
// automatic snapshot of what it holds (snapshotstore.h), so that the user can see what the update
// changed. Taken under the seeding lock, once for all kinds.
bool snapshotBeforeUpdate(
    const Db& db, const std::initializer_list<std::tuple<QString, QString, int, QString>>& kinds,
    StorageError* error) {
    int seeded = -1;
    if (!storedRevision(db, kChipsRevisionKey, &seeded, error))
        return false;
    if (seeded < 0)
        return true;
    const auto anyNeeded = [&](bool* any) {
        *any = false;
        for (const auto& [revisionKey, hashKey, revision, hash] : kinds) {
            bool needed = false;
            if (!needsUpdate(db, revisionKey, hashKey, revision, hash, &needed, error))
                return false;
            *any = *any || needed;
        }
        return true;
    };
    bool any = false;
    if (!anyNeeded(&any))
        return false;
    if (!any)
        return true;
    Transaction transaction(db);
    const QString doing = StorageText::tr("take a snapshot before updating the built-in catalog");
    if (!transaction.begin(doing, error) || !transaction.lock(doing, error) || !anyNeeded(&any))
        return false;
    if (!any)
        return true;
    // An update that an earlier open started and did not finish took its snapshot already.
    QStringList revisions;
    for (const auto& [revisionKey, hashKey, revision, hash] : kinds)
        revisions << QString::number(revision);
    const QString note = QStringLiteral("built-in catalog (chips, models, systems, offers, results "
                                        "revisions %1)")
                             .arg(revisions.join(QLatin1Char('/')));
    bool resumed = false;
    if (!newestSnapshotIs(db, SnapshotReason::Update, note, &resumed, error))
        return false;
    if (resumed)
        return true; // rolled back: a transaction that writes nothing leaves no new version
    return takeAutomaticSnapshot(db, SnapshotReason::Update, note, error) &&
           transaction.commit(doing, error);
}
} // namespace

bool seedBuiltInCatalog(const Db& db, StorageError* error) {
    QString problem;
    const std::optional<ChipCatalogFile> chips = builtInChips(&problem);
    if (!chips) {
        *error = badBuiltIn(StorageText::tr("chip catalog"), problem);
        return false;
    }
    const std::optional<ModelCatalogFile> models = builtInModels(&problem);
    if (!models) {
        *error = badBuiltIn(StorageText::tr("LLM model catalog"), problem);
        return false;
    }
    const std::optional<SystemCatalogFile> systems = builtInSystems(&problem);
    if (!systems) {
        *error = badBuiltIn(StorageText::tr("system catalog"), problem);
        return false;
    }
    const std::optional<OfferCatalogFile> offers = builtInOffers(&problem);
    if (!offers) {
        *error = badBuiltIn(StorageText::tr("offer catalog"), problem);
        return false;
    }
    const std::optional<ResultCatalogFile> results = builtInResults(&problem);
    if (!results) {
        *error = badBuiltIn(StorageText::tr("result catalog"), problem);
        return false;
    }
    if (!snapshotBeforeUpdate(
            db,
            {{kChipsRevisionKey, kChipsHashKey, chips->revision, chips->contentHash},
             {kModelsRevisionKey, kModelsHashKey, models->revision, models->contentHash},
             {kSystemsRevisionKey, kSystemsHashKey, systems->revision, systems->contentHash},
             {kOffersRevisionKey, kOffersHashKey, offers->revision, offers->contentHash},
             {kResultsRevisionKey, kResultsHashKey, results->revision, results->contentHash}},
            error)) {
        return false;
    }
    // Systems name chips, offers and results name chips or systems: seeded in that order.
    return seedChips(db, *chips, error) && seedModels(db, *models, error) &&
           seedSystems(db, *systems, error) && seedOffers(db, *offers, error) &&
           seedResults(db, *results, error);
}

} // namespace chipatlas::storage
