#include "catalog.h"

#include "catalog_p.h"
#include "chipstore.h"
#include "domain/excerpt.h"
#include "fileprobe.h"
#include "modelstore.h"
#include "pricestore.h"
#include "schema.h"
#include "seeder.h"
#include "sqlsupport.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace chipatlas {

using namespace storage;

namespace storage {
QString uniqueConnectionName() {
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("chipatlas-catalog-%1").arg(counter.fetchAndAddRelaxed(1) + 1);
}

// Here, not in catalog_p.h: lupdate reads the .cpp files only.
// The entry is named by its id, which the user knows, not by its place in the list (`number`).
StorageError listRowError(const Db& db, const QString& doing, int /*number*/, const QString& id,
                          const QString& problem) {
    return {StorageError::Code::BadData,
            StorageText::tr("Could not %1 in %2: \"%3\": %4. Nothing was saved.")
                .arg(doing, QDir::toNativeSeparators(db.path), excerpt(id), problem)};
}
} // namespace storage

namespace {
bool openConnection(const Db& db, const QString& options, StorageError* error) {
    QSqlDatabase connection = db.db;
    connection.setConnectOptions(options);
    if (connection.open())
        return true;
    *error = makeError(db, connection.lastError(), StorageText::tr("open the catalog"));
    return false;
}

// Reads what a refused open must not change, over a read-only connection: the schema version
// and owner, and a few pages beyond the header so that a damaged file shows up now rather than
// halfway through seeding. `result`, when given, receives what was found.
bool inspectReadOnly(const Db& db, int busyTimeoutMs, StorageError* error,
                     Catalog::ProbeResult* result) {
    if (!openConnection(
            db, QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs),
            error)) {
        return false;
    }
    SchemaInfo info;
    bool ok = readSchemaInfo(db, &info, error) && checkSchema(db, info, error);
    int count = 0;
    if (ok && info.userVersion >= 1)
        ok = countChips(db, &count, error);
    if (result) {
        result->empty = info.userVersion == 0;
        result->schemaVersion = info.userVersion;
        result->chipCount = count;
    }
    if (ok && info.userVersion >= 2) {
        int revision = 0;
        ok = storedRevision(db, kChipsRevisionKey, &revision, error);
    }
    QSqlDatabase connection = db.db;
    connection.close();
    return ok;
}

// A program killed in the middle of a write in rollback-journal mode (a catalog of an old
// release, during its migration) leaves a hot journal beside the file: the next connection that
// reads it plays the journal back, restoring the last committed state, but a read-only one
// cannot and answers SQLITE_READONLY_ROLLBACK. inspectReadOnly() would call such a catalog
// read-only for good, so a connection that may write reads it once first: SQLite restores what
// was committed, which is the catalog as it was, and nothing else is written.
bool restoreFromJournal(const Db& db, int busyTimeoutMs, StorageError* error) {
    if (!openConnection(db, QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs), error))
        return false;
    const QString doing = StorageText::tr("restore the catalog from its rollback journal");
    QSqlQuery query(db.db);
    const bool ok =
        exec(db, query, QStringLiteral("SELECT count(*) FROM sqlite_master"), doing, error) &&
        nextRow(db, query, doing, error);
    query.finish();
    QSqlDatabase connection = db.db;
    connection.close();
    return ok;
}

// After a failed open(), before seeding: inspectExisting() only read, and each step that
// writes (the schema's migrations, the switch to WAL) is a transaction that rolled back whole,
// so the catalog is as it was. An SQL error (a full disk, an I/O error) says so; the other
// codes' messages say what to do already. A catalog file this open created is removed while
// it is still empty and no other program holds it (a lock would say another one is creating
// it): a first start on a full disk leaves no empty file behind.
void leaveAsItWas(const Db& db, bool created, StorageError* error) {
    QSqlDatabase connection = db.db;
    connection.close();
    if (created && error->code != StorageError::Code::Locked) {
        const QFileInfo file(db.path);
        const QString journal = db.path + QStringLiteral("-journal");
        if (file.exists() && file.size() == 0 && QFile::remove(db.path) &&
            QFileInfo(journal).size() == 0)
            QFile::remove(journal);
    }
    if (error->code == StorageError::Code::Query)
        error->message += QLatin1Char(' ') + StorageText::tr("Nothing was changed.");
}

bool inspectExisting(const Db& db, int busyTimeoutMs, StorageError* error,
                     Catalog::ProbeResult* result = nullptr) {
    if (inspectReadOnly(db, busyTimeoutMs, error, result))
        return true;
    if (error->code != StorageError::Code::ReadOnly ||
        !QFileInfo::exists(db.path + QStringLiteral("-journal"))) {
        return false;
    }
    return restoreFromJournal(db, busyTimeoutMs, error) &&
           inspectReadOnly(db, busyTimeoutMs, error, result);
}
} // namespace

Catalog::Catalog()
    : d(std::make_unique<Private>()) {}

Catalog::~Catalog() {
    const QString name = d->db.db.connectionName();
    if (d->db.db.isOpen())
        d->db.db.close();
    d->db.db = QSqlDatabase();
    if (!name.isEmpty() && QSqlDatabase::contains(name))
        QSqlDatabase::removeDatabase(name);
}

int Catalog::currentSchemaVersion() {
    return storage::currentSchemaVersion();
}

std::unique_ptr<Catalog> Catalog::open(const QString& path, const Options& options,
                                       StorageError* error) {
    ErrorSink sink(error);
    std::unique_ptr<Catalog> catalog(new Catalog);
    Db& db = catalog->d->db;
    db.path = QFileInfo(path).absoluteFilePath();
    // A dangling symbolic link counts as existing: SQLite would create the file it names.
    const bool created = !QFileInfo::exists(db.path) && !QFileInfo(db.path).isSymLink();

    FileProbe probe;
    if (!probeFile(db.path, storage::currentSchemaVersion(), kApplicationId, &probe, sink.error))
        return nullptr;

    db.db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), uniqueConnectionName());
    if (!db.db.isValid()) {
        *sink.error = {StorageError::Code::CannotCreate,
                       StorageText::tr("Cannot open %1: the Qt SQLite driver (QSQLITE) is not "
                                       "installed.")
                           .arg(db.path)};
        return nullptr;
    }
    db.db.setDatabaseName(db.path);
    if (!probe.fresh && !inspectExisting(db, options.busyTimeoutMs, sink.error)) {
        leaveAsItWas(db, created, sink.error);
        return nullptr;
    }

    // Everything above only read. From here on the file is ours to change: each step is a
    // transaction of its own, and WAL is switched on only once the schema is current.
    if (!openConnection(db, QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(options.busyTimeoutMs),
                        sink.error) ||
        !configureConnection(db, sink.error) ||
        !migrate(db, storage::currentSchemaVersion(), sink.error) || !enableWal(db, sink.error)) {
        leaveAsItWas(db, created, sink.error);
        return nullptr;
    }
    if (options.seedBuiltIn && !seedBuiltInCatalog(db, sink.error))
        return nullptr;
    return catalog;
}

std::optional<Catalog::ProbeResult> Catalog::probe(const CatalogConnection& connection,
                                                   const Options& options, StorageError* error) {
    if (connection.isPostgres())
        return probeServer(connection, options, error);
    ErrorSink sink(error);
    const QString path = QFileInfo(connection.path).absoluteFilePath();
    // A missing file is not created (probeFile() would create its folder).
    if (!QFileInfo::exists(path))
        return ProbeResult{true, 0, 0};
    FileProbe file;
    if (!probeFile(path, storage::currentSchemaVersion(), kApplicationId, &file, sink.error))
        return std::nullopt;
    if (file.fresh)
        return ProbeResult{true, 0, 0};
    const QString name = uniqueConnectionName();
    std::optional<ProbeResult> result;
    {
        Db db{QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name), path};
        db.db.setDatabaseName(path);
        ProbeResult found;
        if (inspectExisting(db, options.busyTimeoutMs, sink.error, &found))
            result = found;
        db.db = QSqlDatabase();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

QString Catalog::path() const {
    return d->db.path;
}

ChipRepository Catalog::chips() {
    return ChipRepository(d->db);
}

const ChipRepository Catalog::chips() const {
    return ChipRepository(d->db);
}

ModelRepository Catalog::models() {
    return ModelRepository(d->db);
}

const ModelRepository Catalog::models() const {
    return ModelRepository(d->db);
}

PriceRepository Catalog::prices() {
    return PriceRepository(d->db);
}

const PriceRepository Catalog::prices() const {
    return PriceRepository(d->db);
}

SystemRepository Catalog::systems() {
    return SystemRepository(d->db);
}

const SystemRepository Catalog::systems() const {
    return SystemRepository(d->db);
}

OfferRepository Catalog::offers() {
    return OfferRepository(d->db);
}

const OfferRepository Catalog::offers() const {
    return OfferRepository(d->db);
}

ResultRepository Catalog::results() {
    return ResultRepository(d->db);
}

const ResultRepository Catalog::results() const {
    return ResultRepository(d->db);
}

ScenarioRepository Catalog::scenarios() {
    return ScenarioRepository(d->db);
}

const ScenarioRepository Catalog::scenarios() const {
    return ScenarioRepository(d->db);
}

SnapshotRepository Catalog::savedSnapshots() {
    return SnapshotRepository(d->db);
}

const SnapshotRepository Catalog::savedSnapshots() const {
    return SnapshotRepository(d->db);
}

QList<Chip> ChipRepository::all(StorageError* error) const {
    ErrorSink sink(error);
    QList<Chip> result;
    if (!readChips(*m_db, QString(), &result, sink.error))
        return {};
    return result;
}

bool ChipRepository::forEach(const std::function<bool(const Chip&)>& visit, StorageError* error,
                             int pageSize) const {
    ErrorSink sink(error);
    return forEachChipPage(
        *m_db, pageSize,
        [&visit](QList<Chip>& page) { return std::all_of(page.cbegin(), page.cend(), visit); },
        sink.error);
}

bool ChipRepository::forEach(const QStringList& ids, const std::function<bool(const Chip&)>& visit,
                             StorageError* error, int pageSize) const {
    ErrorSink sink(error);
    return forEachChipPageWithIds(
        *m_db, ids, pageSize,
        [&visit](QList<Chip>& page) { return std::all_of(page.cbegin(), page.cend(), visit); },
        sink.error);
}

QList<Chip> ChipRepository::firstByName(int count, StorageError* error) const {
    ErrorSink sink(error);
    QList<Chip> result;
    if (!readFirstChipsByName(*m_db, count, &result, sink.error))
        return {};
    return result;
}

std::optional<Chip> ChipRepository::find(const QString& id, StorageError* error) const {
    ErrorSink sink(error);
    QList<Chip> result;
    if (!readChips(*m_db, id.isNull() ? QStringLiteral("") : id, &result, sink.error))
        return std::nullopt;
    if (result.isEmpty()) {
        *sink.error = {StorageError::Code::NotFound,
                       StorageText::tr("There is no chip \"%1\" in %2.").arg(id, m_db->path)};
        return std::nullopt;
    }
    return result.constFirst();
}

int ChipRepository::count(StorageError* error) const {
    ErrorSink sink(error);
    int count = 0;
    if (!countChips(*m_db, &count, sink.error))
        return 0;
    return count;
}

bool ChipRepository::remove(const QStringList& ids, StorageError* error) {
    ErrorSink sink(error);
    Transaction transaction(*m_db);
    return transaction.begin(StorageText::tr("start deleting chips"), sink.error) &&
           storage::deleteChips(*m_db, ids, sink.error) &&
           transaction.commit(StorageText::tr("delete the chips"), sink.error);
}

QList<Field> ChipRepository::editedFields(const QString& id, StorageError* error) const {
    ErrorSink sink(error);
    ChipEdits edits;
    if (!readEdits(*m_db, id, &edits, sink.error))
        return {};
    return edits.fields;
}

bool ChipRepository::applyBuiltIn(const ChipCatalogFile& file, StorageError* error) {
    ErrorSink sink(error);
    return seedChips(*m_db, file, sink.error);
}

std::optional<CatalogItems> readCatalogItems(const Catalog& catalog, StorageError* error) {
    CatalogItems items;
    items.chips = catalog.chips().all(error);
    if (*error)
        return std::nullopt;
    items.models = catalog.models().all(error);
    if (*error)
        return std::nullopt;
    items.prices = catalog.prices().all(error);
    if (*error)
        return std::nullopt;
    items.systems = catalog.systems().all(error);
    if (*error)
        return std::nullopt;
    items.offers = catalog.offers().all(error);
    if (*error)
        return std::nullopt;
    items.results = catalog.results().all(error);
    if (*error)
        return std::nullopt;
    items.scenarios = catalog.scenarios().all(error);
    if (*error)
        return std::nullopt;
    return items;
}

} // namespace chipatlas
