// A team catalog on PostgreSQL: what only a server has (a password, a network, other clients)
// and the server's equivalents of the SQLite file checks. Runs against the fixture "postgres"
// (testpg.h); "connection lost" starts and stops a cluster of its own.

#include "io/catalogjson.h"
#include "storage/catalog.h"
#include "storage/migrations.h"
#include "storage/schema.h"
#include "testpg.h"
#include "tst_catalog_helpers.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace chipatlas;

namespace {
int builtInChipCount() {
    QString problem;
    const std::optional<ChipCatalogFile> file = builtInChips(&problem);
    return file ? int(file->chips.size()) : -1;
}

// Runs a statement in `database` as the fixture's superuser; "" or the error.
QString runIn(const testpg::Database& database, const QString& sql) {
    const QString name = QStringLiteral("server-test-") + QUuid::createUuid().toString();
    QString error;
    {
        QSqlDatabase db = testpg::connect(database.server(), database.name(), name);
        QSqlQuery query(db);
        if (!db.isOpen())
            error = db.lastError().text();
        else if (!query.exec(sql))
            error = query.lastError().text();
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

// Columns as a comparable text: "table.column type-class NULL|NOT NULL", sorted.
QString classOf(const QString& type) {
    const QString t = type.toLower();
    if (t.contains(QLatin1String("int")))
        return QStringLiteral("integer");
    if (t.contains(QLatin1String("real")) || t.contains(QLatin1String("double")))
        return QStringLiteral("real");
    if (t.contains(QLatin1String("text")))
        return QStringLiteral("text");
    return t;
}

QStringList sqliteColumns(const QString& path) {
    catalogtest::RawDb raw(path);
    QStringList tables;
    QSqlQuery query(raw.db());
    query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"));
    while (query.next())
        tables.append(query.value(0).toString());
    QStringList columns;
    for (const QString& table : tables) {
        query.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table));
        while (query.next()) {
            // A primary key column cannot hold NULL on PostgreSQL; on SQLite, only a rowid
            // alias refuses NULL by itself, and a NULL id has never been written.
            const bool notNull = query.value(3).toBool() || query.value(5).toInt() > 0;
            columns.append(QStringLiteral("%1.%2 %3 %4")
                               .arg(table, query.value(1).toString(),
                                    classOf(query.value(2).toString()),
                                    notNull ? QStringLiteral("NOT NULL") : QStringLiteral("NULL")));
        }
    }
    columns.sort();
    return columns;
}

QStringList serverColumns(const testpg::Database& database) {
    const QString name = QStringLiteral("columns-") + QUuid::createUuid().toString();
    QStringList columns;
    {
        QSqlDatabase db = testpg::connect(database.server(), database.name(), name);
        QSqlQuery query(db);
        query.exec(QStringLiteral("SELECT table_name, column_name, data_type, is_nullable FROM "
                                  "information_schema.columns WHERE table_schema = "
                                  "current_schema() AND table_name <> 'chipatlas_schema'"));
        while (query.next()) {
            columns.append(QStringLiteral("%1.%2 %3 %4")
                               .arg(query.value(0).toString(), query.value(1).toString(),
                                    classOf(query.value(2).toString()),
                                    query.value(3).toString() == QLatin1String("NO")
                                        ? QStringLiteral("NOT NULL")
                                        : QStringLiteral("NULL")));
        }
    }
    QSqlDatabase::removeDatabase(name);
    columns.sort();
    return columns;
}
} // namespace

class TestCatalogServer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void emptyDatabaseIsSetUpAndProbed();
    void wrongPasswordIsAuthFailed();
    void missingDatabaseIsNoDatabase();
    void closedPortIsUnreachable();
    void controlCharacterInANameIsNamed();
    void sslModeTheServerLacksIsSslRequired();
    void otherTablesAreNotChipAtlas();
    void newerSchemaIsRefused();
    void twoClientsSetUpOnce();
    void migrationsMatchSqlite_data();
    void migrationsMatchSqlite();
    void lostConnectionIsUnreachable();
};

void TestCatalogServer::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QString problem;
    QVERIFY2(testpg::server(&problem), qPrintable(problem));
}

void TestCatalogServer::emptyDatabaseIsSetUpAndProbed() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    Catalog::Options options;
    options.password = database.password();
    StorageError error;
    std::optional<Catalog::ProbeResult> probe =
        Catalog::probe(database.connection(), options, &error);
    QVERIFY2(probe, qPrintable(error.message));
    QVERIFY(probe->empty);
    QCOMPARE(probe->schemaVersion, 0);
    {
        const std::unique_ptr<Catalog> catalog =
            Catalog::open(database.connection(), options, &error);
        QVERIFY2(catalog, qPrintable(error.message));
        QCOMPARE(catalog->path(), database.connection().displayText());
        QCOMPARE(catalog->chips().count(&error), builtInChipCount());
    }
    probe = Catalog::probe(database.connection(), options, &error);
    QVERIFY2(probe, qPrintable(error.message));
    QVERIFY(!probe->empty);
    QCOMPARE(probe->schemaVersion, Catalog::currentSchemaVersion());
    QCOMPARE(probe->chipCount, builtInChipCount());
}

void TestCatalogServer::wrongPasswordIsAuthFailed() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    Catalog::Options options;
    options.password = QStringLiteral("not-the-password-%1").arg(database.password());
    StorageError error;
    QVERIFY(!Catalog::open(database.connection(), options, &error));
    QCOMPARE(error.code, StorageError::Code::AuthFailed);
    const QString expected = QStringLiteral("Wrong password for user %1 on %2")
                                 .arg(database.server().user, database.connection().url());
    QVERIFY2(error.message.startsWith(expected), qPrintable(error.message));
    QVERIFY(!error.message.contains(options.password));
    QVERIFY(!error.message.contains(database.password()));
    QVERIFY(!Catalog::probe(database.connection(), options, &error));
    QCOMPARE(error.code, StorageError::Code::AuthFailed);
    // No password at all says so.
    QVERIFY(!Catalog::open(database.connection(), Catalog::Options{}, &error));
    QCOMPARE(error.code, StorageError::Code::AuthFailed);
}

// A NUL in a name given as fields (Settings, Catalog) rather than a URL would cut libpq's
// connection string short ("unterminated quoted string"): named before any network, as what it
// is, never "the connection was lost".
void TestCatalogServer::controlCharacterInANameIsNamed() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    Catalog::Options options;
    options.password = database.password();
    CatalogConnection connection = database.connection();
    connection.database = database.connection().database + QChar(0) + QStringLiteral("x");
    StorageError error;
    QVERIFY(!Catalog::open(connection, options, &error));
    QCOMPARE(error.code, StorageError::Code::CannotCreate);
    QVERIFY2(error.message.contains(QStringLiteral("the database name \"%1\\0x\" contains a "
                                                   "control character")
                                        .arg(database.connection().database)),
             qPrintable(error.message));
    QVERIFY(!Catalog::probe(connection, options, &error));
    QVERIFY2(!error.message.contains(QStringLiteral("lost")), qPrintable(error.message));
}

void TestCatalogServer::missingDatabaseIsNoDatabase() {
    QString problem;
    const std::optional<testpg::Server> server = testpg::server(&problem);
    QVERIFY2(server, qPrintable(problem));
    const CatalogConnection connection = CatalogConnection::postgres(
        server->host, server->port, QStringLiteral("no_such_catalog_db"), server->user);
    Catalog::Options options;
    options.password = server->password;
    StorageError error;
    QVERIFY(!Catalog::open(connection, options, &error));
    QCOMPARE(error.code, StorageError::Code::NoDatabase);
    QVERIFY2(error.message.contains(QStringLiteral("has no database \"no_such_catalog_db\"")),
             qPrintable(error.message));
}

void TestCatalogServer::closedPortIsUnreachable() {
    // Port 1 (tcpmux): privileged and, on a test machine, with nothing listening.
    const CatalogConnection connection = CatalogConnection::postgres(
        QStringLiteral("127.0.0.1"), 1, QStringLiteral("team"), QStringLiteral("bob"));
    StorageError error;
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!Catalog::open(connection, Catalog::Options{}, &error));
    QVERIFY(timer.elapsed() < 6000);
    QCOMPARE(error.code, StorageError::Code::Unreachable);
    QVERIFY2(error.message.contains(QStringLiteral("connection refused")),
             qPrintable(error.message));
    QVERIFY2(error.message.contains(connection.url()), qPrintable(error.message));
}

// The test server has no SSL: asking for it fails with SslRequired and says what to choose.
void TestCatalogServer::sslModeTheServerLacksIsSslRequired() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    CatalogConnection connection = database.connection();
    connection.sslMode = QStringLiteral("require");
    Catalog::Options options;
    options.password = database.password();
    StorageError error;
    QVERIFY(!Catalog::open(connection, options, &error));
    QCOMPARE(error.code, StorageError::Code::SslRequired);
    QVERIFY2(error.message.contains(connection.url()), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("\"prefer\"")), qPrintable(error.message));
    // Without it, the same connection works.
    connection.sslMode = QStringLiteral("disable");
    QVERIFY2(Catalog::probe(connection, options, &error), qPrintable(error.message));
}

void TestCatalogServer::otherTablesAreNotChipAtlas() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    QCOMPARE(runIn(database, QStringLiteral("CREATE TABLE invoices (id integer)")), QString());
    Catalog::Options options;
    options.password = database.password();
    StorageError error;
    QVERIFY(!Catalog::open(database.connection(), options, &error));
    QCOMPARE(error.code, StorageError::Code::NotChipAtlas);
    // A server's words, not a file's: no "SQLite database", no "--db" file to open.
    QCOMPARE(error.message, QStringLiteral("%1 is not a ChipAtlas catalog: the database holds "
                                           "another program's tables. Choose an empty database "
                                           "or a ChipAtlas catalog.")
                                .arg(database.connection().url()));
    QVERIFY(!Catalog::probe(database.connection(), options, &error));
    QCOMPARE(error.code, StorageError::Code::NotChipAtlas);
    // Nothing was added to it.
    QCOMPARE(serverColumns(database), QStringList{QStringLiteral("invoices.id integer NULL")});
}

void TestCatalogServer::newerSchemaIsRefused() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    Catalog::Options options;
    options.password = database.password();
    StorageError error;
    QVERIFY2(Catalog::open(database.connection(), options, &error), qPrintable(error.message));
    const int newer = Catalog::currentSchemaVersion() + 1;
    QCOMPARE(
        runIn(database, QStringLiteral("UPDATE chipatlas_schema SET user_version = %1").arg(newer)),
        QString());
    QVERIFY(!Catalog::open(database.connection(), options, &error));
    QCOMPARE(error.code, StorageError::Code::NewerSchema);
    QVERIFY2(error.message.contains(database.connection().url()), qPrintable(error.message));
    QVERIFY(!Catalog::probe(database.connection(), options, &error));
    QCOMPARE(error.code, StorageError::Code::NewerSchema);
}

// Two clients connecting to an empty database at once: one sets it up and seeds it, the other
// waits for it and finds it done.
void TestCatalogServer::twoClientsSetUpOnce() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    Catalog::Options options;
    options.password = database.password();
    std::atomic<int> ready = 0;
    StorageError errors[2];
    int counts[2] = {-1, -1};
    QList<QThread*> threads;
    for (int i = 0; i < 2; ++i) {
        threads.append(QThread::create([&, i] {
            ++ready;
            while (ready < 2)
                QThread::yieldCurrentThread();
            const std::unique_ptr<Catalog> catalog =
                Catalog::open(database.connection(), options, &errors[i]);
            if (catalog)
                counts[i] = catalog->chips().count(&errors[i]);
        }));
    }
    for (QThread* thread : threads)
        thread->start();
    for (QThread* thread : threads) {
        QVERIFY(thread->wait(60000));
        delete thread;
    }
    for (int i = 0; i < 2; ++i) {
        QVERIFY2(!errors[i], qPrintable(errors[i].message));
        QCOMPARE(counts[i], builtInChipCount());
    }
    const QString name = QStringLiteral("check-") + QUuid::createUuid().toString();
    {
        QSqlDatabase db = testpg::connect(database.server(), database.name(), name);
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM chipatlas_schema")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        QVERIFY(query.exec(QStringLiteral("SELECT count(*), count(DISTINCT id) FROM chip")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), builtInChipCount());
        QCOMPARE(query.value(1).toInt(), builtInChipCount());
    }
    QSqlDatabase::removeDatabase(name);
}

void TestCatalogServer::migrationsMatchSqlite_data() {
    QTest::addColumn<int>("version");
    for (int version = 1; version <= Catalog::currentSchemaVersion(); ++version)
        QTest::addRow("schema %d", version) << version;
}

// After each migration the server's tables and columns (names, nullability, numeric type
// class) are those of an SQLite file at the same version.
void TestCatalogServer::migrationsMatchSqlite() {
    QFETCH(int, version);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("schema.sqlite"));
    QString message;
    QVERIFY2(catalogtest::buildSchema(path, version, &message), qPrintable(message));

    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    const QString name = QStringLiteral("migrate-") + QUuid::createUuid().toString();
    {
        storage::Db db{testpg::connect(database.server(), database.name(), name),
                       database.connection().displayText()};
        QVERIFY(db.db.isOpen());
        StorageError error;
        QVERIFY2(storage::migrate(db, version, &error), qPrintable(error.message));
        storage::SchemaInfo info;
        QVERIFY2(storage::readSchemaInfo(db, &info, &error), qPrintable(error.message));
        QCOMPARE(info.userVersion, version);
        QCOMPARE(info.applicationId, storage::kApplicationId);
    }
    QSqlDatabase::removeDatabase(name);
    QCOMPARE(serverColumns(database), sqliteColumns(path));
}

// A server that stops under an open catalog: the next query fails with Unreachable (what a
// session reconnects on), and so does connecting again while it is down.
void TestCatalogServer::lostConnectionIsUnreachable() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString script =
        QStringLiteral(CHIPATLAS_SOURCE_DIR) + QStringLiteral("/tools/testing/pg-test-cluster");
    const QString state = dir.filePath(QStringLiteral("own.state"));
    QProcess cluster;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("PG_TEST_PORT")); // not the fixture's port
    cluster.setProcessEnvironment(environment);
    cluster.start(script, {QStringLiteral("start"), state});
    QVERIFY(cluster.waitForFinished(60000));
    QVERIFY2(cluster.exitCode() == 0, cluster.readAllStandardError().constData());
    const auto stop = [&] {
        QProcess stopper;
        stopper.start(script, {QStringLiteral("stop"), state});
        return stopper.waitForFinished(60000) && stopper.exitCode() == 0;
    };

    const QByteArray fixtureState = qgetenv("CHIPATLAS_TEST_PG_STATE");
    qputenv("CHIPATLAS_TEST_PG_STATE", state.toUtf8());
    std::unique_ptr<testpg::Database> database = std::make_unique<testpg::Database>();
    qputenv("CHIPATLAS_TEST_PG_STATE", fixtureState);
    if (!database->isValid()) {
        stop();
        QFAIL(qPrintable(database->error()));
    }
    Catalog::Options options;
    options.password = database->password();
    StorageError error;
    std::unique_ptr<Catalog> catalog = Catalog::open(database->connection(), options, &error);
    const bool opened = catalog != nullptr;
    const bool stopped = stop();
    QVERIFY2(opened, qPrintable(error.message));
    QVERIFY(stopped);

    QVERIFY(catalog->chips().all(&error).isEmpty());
    QCOMPARE(error.code, StorageError::Code::Unreachable);
    QVERIFY2(error.message.contains(database->connection().url()), qPrintable(error.message));
    Chip chip;
    chip.id = QStringLiteral("acme-x1");
    chip.vendor = QStringLiteral("Acme");
    chip.name = QStringLiteral("X1");
    QVERIFY(!catalog->chips().import({chip}, {}, &error));
    QCOMPARE(error.code, StorageError::Code::Unreachable);
    QVERIFY(!Catalog::open(database->connection(), options, &error));
    QCOMPARE(error.code, StorageError::Code::Unreachable);
    catalog.reset();
    database.reset(); // its DROP fails quietly: the cluster and its folder are gone
}

QTEST_GUILESS_MAIN(TestCatalogServer)
#include "tst_catalog_server.moc"
