// Catalog's import of chips, and of the chips, models, prices, systems and offers a copy from
// another catalog brings: validated first, then saved in one transaction as user edits.

#include "catalog.h"
#include "catalog_p.h"
#include "chipstore.h"
#include "domain/validation.h"
#include "modelstore.h"
#include "pricestore.h"
#include "systemstore.h"

#include <QDir>
#include <QSet>

namespace chipatlas {

namespace {
// An import of 100,000 chips inserts millions of figure rows into two indexes all over the
// file: with SQLite's default page cache (about 2 MB) each insert reads pages back from the
// file, and the time grows faster than the rows. The import's transaction gets a cache of up to
// 256 MiB (filled only as pages are touched); the connection gets its own size back after. A
// hint only: when a PRAGMA fails, the import runs with the cache it had.
class LargeCache {
public:
    explicit LargeCache(const storage::Db& db)
        : m_db(db) {
        if (!db.isSqlite())
            return;
        QSqlQuery query(db.db);
        if (!query.exec(QStringLiteral("PRAGMA cache_size")) || !query.next())
            return;
        m_previous = query.value(0).toInt();
        m_set = QSqlQuery(db.db).exec(QStringLiteral("PRAGMA cache_size = -262144"));
    }
    ~LargeCache() {
        if (m_set)
            QSqlQuery(m_db.db).exec(QStringLiteral("PRAGMA cache_size = %1").arg(m_previous));
    }
    LargeCache(const LargeCache&) = delete;
    LargeCache& operator=(const LargeCache&) = delete;

private:
    const storage::Db& m_db;
    int m_previous = 0;
    bool m_set = false;
};
} // namespace

using namespace storage;

namespace {
StorageError cancelledError(const Db& db) {
    return {StorageError::Code::Cancelled,
            StorageText::tr("The import into %1 was cancelled; nothing was saved.")
                .arg(QDir::toNativeSeparators(db.path))};
}

// Each item valid and its id unique within the list, before the transaction starts: a bad
// list never takes the lock.
template <typename T, typename Id, typename Validate>
bool checkList(const Db& db, const QString& doing, const QList<T>& items, Id id, Validate validate,
               StorageError* error) {
    QSet<QString> ids;
    for (qsizetype row = 0; row < items.size(); ++row) {
        const T& item = items.at(row);
        const QList<ValidationIssue> issues = validate(item);
        if (!issues.isEmpty()) {
            *error = listRowError(db, doing, int(row) + 1, id(item), issuesText(issues));
            return false;
        }
        if (ids.contains(id(item))) {
            *error = listRowError(db, doing, int(row) + 1, id(item),
                                  StorageText::tr("the id appears twice in the import"));
            return false;
        }
        ids.insert(id(item));
    }
    return true;
}
} // namespace

bool Catalog::importChips(const QList<Chip>& chips, const ImportControl& control,
                          StorageError* error) {
    CatalogItems items;
    items.chips = chips;
    return importItems(items, control, error);
}

bool Catalog::importItems(const CatalogItems& items, const ImportControl& control,
                          StorageError* error) {
    ErrorSink sink(error);
    const Db& db = d->db;
    const auto noIssues = [](const auto&) { return QList<ValidationIssue>{}; };
    if (!checkList(
            db, StorageText::tr("save the chips"), items.chips, [](const Chip& c) { return c.id; },
            [](const Chip& c) { return validateChip(c); }, sink.error) ||
        !checkList(
            db, StorageText::tr("save the LLM models"), items.models,
            [](const LlmModel& m) { return m.id(); },
            [](const LlmModel& m) { return validateModel(m); }, sink.error) ||
        !checkList(
            db, StorageText::tr("save the prices"), items.prices,
            [](const ChipPrice& p) { return p.chipId; }, noIssues, sink.error) ||
        !checkList(
            db, StorageText::tr("save the systems"), items.systems,
            [](const System& s) { return s.id; }, [](const System& s) { return validateSystem(s); },
            sink.error) ||
        !checkList(
            db, StorageText::tr("save the offers"), items.offers,
            [](const Offer& o) { return o.id; }, [](const Offer& o) { return validateOffer(o); },
            sink.error)) {
        return false;
    }
    if (control.cancelled()) {
        *sink.error = cancelledError(db);
        return false;
    }

    // A multi-row INSERT keeps a statement journal (to undo that statement alone): in memory,
    // not in a temporary file written a few bytes at a time.
    if (db.isSqlite() && !exec(db, QStringLiteral("PRAGMA temp_store = MEMORY"),
                               StorageText::tr("prepare importing chips"), sink.error)) {
        return false;
    }
    const LargeCache cache(db);
    Transaction transaction(db);
    if (!transaction.begin(StorageText::tr("start importing chips"), sink.error))
        return false;
    ChipWriter writer(db);
    if (!writer.prepare(sink.error))
        return false;
    const qint64 total = items.chips.size() + items.models.size() + items.prices.size() +
                         items.systems.size() + items.offers.size();
    for (qsizetype row = 0; row < items.chips.size(); ++row) {
        if (control.cancelled()) {
            *sink.error = cancelledError(db);
            return false; // the transaction rolls back
        }
        if (row % 64 == 0)
            control.report(row, total);
        if (!writer.write(items.chips.at(row), int(row), WriteMode::UserEdit, sink.error))
            return false;
    }
    if (!items.models.isEmpty() && !writeModels(db, items.models, RowOrigin::User, sink.error))
        return false;
    for (const ChipPrice& price : items.prices) {
        if (!writePrice(db, price, sink.error))
            return false;
    }
    // Systems after the chips they are built of, offers after the chips and systems they rent;
    // an offer's history is merged with the stored one, never replaced.
    for (qsizetype row = 0; row < items.systems.size(); ++row) {
        if (!writeSystem(db, items.systems.at(row), int(row) + 1, sink.error))
            return false;
    }
    for (qsizetype row = 0; row < items.offers.size(); ++row) {
        Offer merged;
        if (!mergedOffer(db, items.offers.at(row), &merged, sink.error) ||
            !writeOffer(db, merged, int(row) + 1, sink.error)) {
            return false;
        }
    }
    if (control.cancelled()) {
        *sink.error = cancelledError(db);
        return false;
    }
    if (!transaction.commit(StorageText::tr("save the imported chips"), sink.error))
        return false;
    control.report(total, total);
    return true;
}

} // namespace chipatlas
