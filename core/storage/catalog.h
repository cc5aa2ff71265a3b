#pragma once

#include "domain/chip.h"
#include "domain/chipprice.h"
#include "domain/llmmodel.h"
#include "io/catalogjson.h"
#include "storageerror.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace chipatlas {

// An open ChipAtlas catalog (SQLite file). Owns one Qt Sql connection, which belongs to the
// thread that opened it: a worker thread opens its own Catalog on the same path.
//
// open() checks the file before it writes anything: a file that is not SQLite, a database of
// another program, one with a newer schema than this build, a corrupt, read-only or locked
// file all fail with a StorageError and leave the file byte-for-byte as it was. Otherwise it
// applies the forward-only migrations in one transaction and seeds or updates the built-in
// catalog.
class Catalog final {
public:
    struct Options {
        int busyTimeoutMs = 3000; // how long to wait for another program's lock
        bool seedBuiltIn = true;  // insert or update the built-in chips and models
    };

    static std::unique_ptr<Catalog> open(const QString& path, const Options& options,
                                         StorageError* error);
    static std::unique_ptr<Catalog> open(const QString& path, StorageError* error) {
        return open(path, Options{}, error);
    }

    // The schema version this build writes (PRAGMA user_version).
    static int currentSchemaVersion();

    ~Catalog();
    Catalog(const Catalog&) = delete;
    Catalog& operator=(const Catalog&) = delete;

    QString path() const;

    // Chips ordered by id. Reading 100,000 chips must stay a single pass over two queries.
    QList<Chip> chips(StorageError* error) const;
    std::optional<Chip> chip(const QString& id, StorageError* error) const;
    int chipCount(StorageError* error) const;

    // Hourly prices the user entered (one per chip). setChipPrice() replaces the chip's price;
    // it refuses a negative, zero, NaN or infinite price and an unknown chip id.
    QList<ChipPrice> chipPrices(StorageError* error) const;
    std::optional<ChipPrice> chipPrice(const QString& chipId, StorageError* error) const;
    bool setChipPrice(const ChipPrice& price, StorageError* error);
    bool removeChipPrice(const QString& chipId, StorageError* error);

    QList<LlmModel> models(StorageError* error) const;
    std::optional<LlmModel> model(const QString& id, StorageError* error) const;

    // Inserts or replaces chips in one transaction; all or nothing. Used by seeding, tests
    // and (later) import and editing.
    bool saveChips(const QList<Chip>& chips, StorageError* error);

    enum class SaveMode {
        Replace,  // store the chips as given; the user-edited marks of their figures stay
        UserEdit, // the user changed them: mark every figure (and the description) that
                  // differs from the stored chip as user-edited, so that a newer built-in
                  // catalog leaves it alone
    };
    bool saveChips(const QList<Chip>& chips, SaveMode mode, StorageError* error);

    // Deletes chips in one transaction (all or nothing; an unknown id fails with NotFound). A
    // deleted built-in chip is remembered, and a newer built-in catalog does not restore it.
    bool deleteChips(const QStringList& ids, StorageError* error);

    // The figures of a chip the user has edited (empty for an unknown id).
    QList<Field> editedFields(const QString& id, StorageError* error) const;

    // Seeds or updates the built-in chips or models from a parsed catalog, as open() does with
    // the compiled-in one; does nothing unless `revision` is higher than the stored one.
    bool applyBuiltInChips(const ChipCatalogFile& file, StorageError* error);
    bool applyBuiltInModels(const ModelCatalogFile& file, StorageError* error);

private:
    Catalog();
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace chipatlas
