// A team catalog on a PostgreSQL server (QPSQL): connecting, setting up an empty database on
// first connect, and probing what is at a connection. Everything after connecting is the same
// storage code as for an SQLite file.

#include "catalog.h"
#include "catalog_p.h"
#include "chipstore.h"
#include "drivermessages.h"
#include "schema.h"
#include "seeder.h"
#include "sqlsupport.h"

namespace chipatlas {

using namespace storage;

namespace {
const QString kDriver = QStringLiteral("QPSQL");

// Opens `db` as a connection to the server. The password goes to the driver only (never into
// a message: Catalog::path() is the URL without it). connect_timeout: an unreachable server,
// or one that accepts the connection and then says nothing, fails within seconds instead of
// hanging the caller; statement_timeout does the same for a statement that waits on another
// session's lock or an overloaded server.
bool connectServer(const CatalogConnection& connection, const Catalog::Options& options, Db* db,
                   StorageError* error) {
    db->path = connection.displayText();
    if (const QString problem = connection.nameProblem(); !problem.isEmpty()) {
        *error = {StorageError::Code::CannotCreate,
                  StorageText::tr("Cannot open %1: %2.").arg(db->path, problem)};
        return false;
    }
    if (!QSqlDatabase::isDriverAvailable(kDriver)) {
        *error = {StorageError::Code::CannotCreate,
                  StorageText::tr("Cannot open %1: the Qt PostgreSQL driver (QPSQL) is not "
                                  "installed. Install it (on Debian and Ubuntu: libqt6sql6-psql) "
                                  "or use a local catalog file.")
                      .arg(db->path)};
        return false;
    }
    db->db = QSqlDatabase::addDatabase(kDriver, uniqueConnectionName());
    db->db.setHostName(connection.host);
    db->db.setPort(connection.port);
    db->db.setDatabaseName(connection.database);
    db->db.setUserName(connection.user);
    db->db.setPassword(options.password);
    db->statementTimeoutMs = options.serverStatementTimeoutMs;
    // client_min_messages=error: the server's notices and warnings ("relation already exists,
    // skipping", "terminating connection due to immediate shutdown command") would be printed
    // by libpq on stderr; what matters reaches us as an error and a StorageError.
    QStringList connectOptions{
        QStringLiteral("connect_timeout=5"), QStringLiteral("application_name=ChipAtlas"),
        QStringLiteral("options='-c statement_timeout=%1 -c client_min_messages=error'")
            .arg(db->statementTimeoutMs)};
    if (!connection.sslMode.isEmpty())
        connectOptions.append(QStringLiteral("sslmode=") + connection.sslMode);
    db->db.setConnectOptions(connectOptions.join(QLatin1Char(';')));
    if (db->db.open()) {
        routeServerNotices(db->db);
        return true;
    }
    *error = makeConnectError(*db, db->db.lastError());
    return false;
}

// A Db that is not owned by a Catalog (probing) and removes its Qt Sql connection at the end.
class ScopedServer final {
public:
    ~ScopedServer() {
        const QString name = db.db.connectionName();
        db.db.close();
        db.db = QSqlDatabase();
        if (!name.isEmpty())
            QSqlDatabase::removeDatabase(name);
    }
    Db db;
};
} // namespace

std::unique_ptr<Catalog> Catalog::openServer(const CatalogConnection& connection,
                                             const Options& options, StorageError* error) {
    ErrorSink sink(error);
    std::unique_ptr<Catalog> catalog(new Catalog);
    Db& db = catalog->d->db;
    // An empty database is set up here (migrate() and seeding hold a lock, so that clients
    // connecting at once set it up once); another program's database or a newer schema is
    // refused before anything is written.
    SchemaInfo info;
    if (!connectServer(connection, options, &db, sink.error) ||
        !readSchemaInfo(db, &info, sink.error) || !checkSchema(db, info, sink.error) ||
        !migrate(db, storage::currentSchemaVersion(), sink.error)) {
        return nullptr;
    }
    if (options.seedBuiltIn && !seedBuiltInCatalog(db, sink.error))
        return nullptr;
    return catalog;
}

std::optional<Catalog::ProbeResult> Catalog::probeServer(const CatalogConnection& connection,
                                                         const Options& options,
                                                         StorageError* error) {
    ErrorSink sink(error);
    ScopedServer server;
    SchemaInfo info;
    if (!connectServer(connection, options, &server.db, sink.error) ||
        !readSchemaInfo(server.db, &info, sink.error) ||
        !checkSchema(server.db, info, sink.error)) {
        return std::nullopt;
    }
    ProbeResult result;
    result.empty = info.userVersion == 0;
    result.schemaVersion = info.userVersion;
    if (info.userVersion >= 1 && !countChips(server.db, &result.chipCount, sink.error))
        return std::nullopt;
    return result;
}

} // namespace chipatlas
