#include "io/catalogjson.h"
#include "io/resultcatalogfile.h"
#include "storage/catalog.h"
#include "testbackend.h"
#include "tst_catalog_helpers.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;
using catalogtest::RawDb;

// Run as tst_catalog_migrations_pg too: upgrading older schemas with data and the schema 5
// checks use the backend under test (testbackend.h); what is about an SQLite file (WAL, foreign
// keys per connection, the pinned sqlite_master text, PRAGMA user_version) stays on a file, and
// tst_catalog_server checks a server's tables against these after every migration.
class TestCatalogMigrations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void freshFileGetsCurrentSchema();
    void foreignKeysAreOn();
    void olderSchemaIsUpgraded_data();
    void olderSchemaIsUpgraded();
    void schema3IsUpgradedKeepingData();
    void schema5ChecksFigureAttributes();
    void schema8IsUpgradedKeepingSystemsAndOffers();
    void schema9IsUpgradedKeepingResults();
    void schema10IsUpgradedKeepingFigures();
    void newerSchemaIsRefused();
    void failingMigrationRollsBack();
    void migrationsAreFrozen_data();
    void migrationsAreFrozen();

private:
    QString newPath(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestCatalogMigrations::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QCOMPARE(Catalog::currentSchemaVersion(), 12);
}

void TestCatalogMigrations::freshFileGetsCurrentSchema() {
    // A missing folder is created along with the file.
    const QString path = newPath(QStringLiteral("new/folder/catalog.sqlite"));
    StorageError error;
    {
        const std::unique_ptr<Catalog> catalog = Catalog::open(path, &error);
        QVERIFY2(catalog, qPrintable(error.message));
        QCOMPARE(error.code, StorageError::Code::None);
        QCOMPARE(catalog->path(), QFileInfo(path).absoluteFilePath());
    }
    RawDb raw(path);
    QVERIFY(raw.isOpen());
    QCOMPARE(raw.run(QStringLiteral("PRAGMA user_version")).toInt(),
             Catalog::currentSchemaVersion());
    QCOMPARE(raw.run(QStringLiteral("PRAGMA application_id")).toInt(), 0x43484154);
    QCOMPARE(raw.run(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    for (const char* table : {"chip",
                              "figure",
                              "source",
                              "meta",
                              "builtin_tombstone",
                              "llm_model",
                              "chip_price",
                              "builtin_model_tombstone",
                              "change_marker",
                              "system",
                              "system_figure",
                              "builtin_system_tombstone",
                              "offer",
                              "offer_price",
                              "builtin_offer_tombstone",
                              "result",
                              "builtin_result_tombstone",
                              "scenario",
                              "catalog_snapshot",
                              "snapshot_entry",
                              "snapshot_member"}) {
        QCOMPARE(raw.run(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' "
                                        "AND name = '%1'")
                             .arg(QLatin1String(table)))
                     .toInt(),
                 1);
    }
}

void TestCatalogMigrations::foreignKeysAreOn() {
    // Deleting a chip must take its figures with it (ON DELETE CASCADE), which SQLite only
    // does on a connection with foreign_keys=ON.
    const QString path = newPath(QStringLiteral("fk.sqlite"));
    StorageError error;
    {
        const std::unique_ptr<Catalog> catalog = Catalog::open(path, &error);
        QVERIFY2(catalog, qPrintable(error.message));
        QVERIFY2(catalog->chips().remove({QStringLiteral("nvidia-h100-sxm")}, &error),
                 qPrintable(error.message));
    }
    RawDb raw(path);
    QCOMPARE(raw.run(QStringLiteral("SELECT count(*) FROM figure WHERE chip NOT IN "
                                    "(SELECT pk FROM chip)"))
                 .toInt(),
             0);
    QCOMPARE(raw.run(QStringLiteral("PRAGMA foreign_key_check")), QVariant());
}

void TestCatalogMigrations::olderSchemaIsUpgraded_data() {
    QTest::addColumn<int>("fromVersion");
    for (int version = 1; version < Catalog::currentSchemaVersion(); ++version)
        QTest::addRow("schema %d", version) << version;
}

void TestCatalogMigrations::olderSchemaIsUpgraded() {
    QFETCH(int, fromVersion);
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    QString message;
    QVERIFY2(catalogtest::buildSchema(place, fromVersion, &message), qPrintable(message));
    {
        // A chip the user entered with the older ChipAtlas.
        const std::unique_ptr<RawDb> rawDb = place.raw();
        const RawDb& raw = *rawDb;
        QString sqlError;
        raw.run(QStringLiteral("INSERT INTO source (url) VALUES ('https://example.com/x1')"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO chip (id, vendor, name, kind) VALUES "
                               "('acme-x1', 'Acme', 'Acme X1', 'asic')"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO figure (chip, field, num, status, source, note) "
                               "SELECT pk, 'tdp_w', 350, 'published', 1, 'datasheet p.3' "
                               "FROM chip WHERE id = 'acme-x1'"),
                &sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        QCOMPARE(raw.userVersion(), fromVersion);
    }

    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<Chip> chip = catalog->chips().find(QStringLiteral("acme-x1"), &error);
    QVERIFY2(chip, qPrintable(error.message));
    QCOMPARE(chip->name, QStringLiteral("Acme X1"));
    QCOMPARE(chip->origin, Origin::User);
    QCOMPARE(chip->figure(Field::TdpW).number(), 350.0);
    QCOMPARE(chip->figure(Field::TdpW).status, FigureStatus::Published);
    QCOMPARE(chip->figure(Field::TdpW).source, QStringLiteral("https://example.com/x1"));
    QCOMPARE(chip->figure(Field::TdpW).note, QStringLiteral("datasheet p.3"));
    // The upgrade also seeded the built-in catalog beside the user's chip.
    QCOMPARE(catalog->chips().count(&error), 35);
    QCOMPARE(catalog->models().all(&error).size(), 27);

    const std::unique_ptr<RawDb> rawDb = place.raw();
    const RawDb& raw = *rawDb;
    QCOMPARE(raw.userVersion(), Catalog::currentSchemaVersion());
}

void TestCatalogMigrations::schema3IsUpgradedKeepingData() {
    // A catalog as ChipAtlas with schema 3 left it: seeded, with a user chip and its price, a
    // user model, a deleted built-in chip and a deleted (schema 3: forgotten) built-in model.
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    QString message;
    QVERIFY2(catalogtest::buildSchema(place, 3, &message), qPrintable(message));
    const QString l4 = QStringLiteral("nvidia-l4");
    StorageError error;
    std::optional<ModelCatalogFile> shipped = builtInModels(&error.message);
    QVERIFY(shipped && shipped->models.size() > 1);
    const QString deletedModel = shipped->models.constLast().id();
    {
        const std::unique_ptr<RawDb> rawDb = place.raw();
        const RawDb& raw = *rawDb;
        QString sqlError;
        raw.run(QStringLiteral("INSERT INTO chip (id, vendor, name, kind) VALUES "
                               "('acme-x1', 'Acme', 'Acme X1', 'asic')"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO figure (chip, field, num, status) SELECT pk, "
                               "'memory_gb', 96, 'published' FROM chip WHERE id = 'acme-x1'"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO chip_price (chip, usd_per_hour, quoted_on, source) "
                               "SELECT pk, 0.75, '2025-06-01', 'quote' FROM chip "
                               "WHERE id = 'acme-x1'"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO llm_model (id, name, num_layers, origin) VALUES "
                               "('acme-llm-7b', 'Acme 7B', 32, 'user')"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO builtin_tombstone (id) VALUES ('%1')").arg(l4),
                &sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        QCOMPARE(raw.userVersion(), 3);
        QVERIFY(!raw.hasTable(QStringLiteral("builtin_model_tombstone")));
    }

    {
        const std::unique_ptr<Catalog> catalog = place.open(&error);
        QVERIFY2(catalog, qPrintable(error.message));
        const std::optional<Chip> chip = catalog->chips().find(QStringLiteral("acme-x1"), &error);
        QVERIFY2(chip, qPrintable(error.message));
        QCOMPARE(chip->figure(Field::MemoryGb).number(), 96.0);
        const std::optional<ChipPrice> price = catalog->prices().find(chip->id, &error);
        QVERIFY2(price, qPrintable(error.message));
        QCOMPARE(price->usdPerChipHour, 0.75);
        QCOMPARE(price->date, QDate(2025, 6, 1));
        // The deleted built-in chip stayed deleted through the seeding that followed.
        QVERIFY(!catalog->chips().find(l4, &error));
        QVERIFY(catalog->chips().states({l4}, &error)->constFirst().tombstoned);

        const std::optional<LlmModel> user =
            catalog->models().find(QStringLiteral("acme-llm-7b"), &error);
        QVERIFY2(user, qPrintable(error.message));
        QCOMPARE(user->name(), QStringLiteral("Acme 7B"));
        QCOMPARE(user->value(ModelField::NumLayers).toLongLong(), 32);
        const QList<Catalog::ModelState> states =
            *catalog->models().states({QStringLiteral("acme-llm-7b"), deletedModel}, &error);
        QCOMPARE(states[0].origin, Origin::User);
        QVERIFY(!states[0].tombstoned);
        QCOMPARE(states[1].origin, Origin::BuiltIn); // seeded: nothing says it was deleted
        QVERIFY(!states[1].tombstoned);
        QCOMPARE(catalog->models().all(&error).size(), shipped->models.size() + 1);

        // From now on a deleted built-in model stays deleted.
        QVERIFY2(catalog->models().remove({deletedModel}, &error), qPrintable(error.message));
        shipped->revision += 1;
        QVERIFY2(catalog->models().applyBuiltIn(*shipped, &error), qPrintable(error.message));
        QVERIFY(!catalog->models().find(deletedModel, &error));
    }

    const std::unique_ptr<RawDb> rawDb = place.raw();
    const RawDb& raw = *rawDb;
    QCOMPARE(raw.userVersion(), Catalog::currentSchemaVersion());
    QCOMPARE(raw.run(QStringLiteral("SELECT id FROM builtin_model_tombstone")).toString(),
             deletedModel);
}

// Schema 9 adds the results: a catalog with schema 8 keeps its systems (with their figures), its
// offers (with their price histories), the deleted built-in ids and their versions, and can hold
// results from then on.
void TestCatalogMigrations::schema8IsUpgradedKeepingSystemsAndOffers() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    QString message;
    QVERIFY2(catalogtest::buildSchema(place, 8, &message), qPrintable(message));
    {
        const std::unique_ptr<RawDb> rawDb = place.raw();
        const RawDb& raw = *rawDb;
        QString sqlError;
        raw.run(QStringLiteral("INSERT INTO chip (id, vendor, name, kind) VALUES "
                               "('acme-x1', 'Acme', 'Acme X1', 'asic')"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO system (id, vendor, name, chip_id, chip_count, notes, "
                               "version) VALUES ('acme-pod', 'Acme', 'Acme Pod', 'acme-x1', 8, "
                               "'two racks', 7)"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO system_figure (system, field, num, status, source) "
                               "SELECT pk, 'system_power_w', 10200, 'published', "
                               "'https://acme.example/pod' FROM system WHERE id = 'acme-pod'"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO offer (id, target_id, provider, region, instance, "
                               "pricing, chips) VALUES ('acme-cloud-eu-pod-on-demand', "
                               "'acme-pod', 'Acme Cloud', 'eu', 'pod', 'on_demand', 8)"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO offer_price (offer, seq, per_instance_hour, currency, "
                               "seen, source) SELECT pk, 0, 98.32, 'USD', '2026-08-26', "
                               "'https://acme.example/prices' FROM offer"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO builtin_system_tombstone (id) VALUES ('gone-pod')"),
                &sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        QCOMPARE(raw.userVersion(), 8);
        QVERIFY(!raw.hasTable(QStringLiteral("result")));
    }

    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<System> system =
        catalog->systems().find(QStringLiteral("acme-pod"), &error);
    QVERIFY2(system, qPrintable(error.message));
    QCOMPARE(system->chipId, QStringLiteral("acme-x1"));
    QCOMPARE(system->chipCount, 8);
    QCOMPARE(system->notes, QStringLiteral("two racks"));
    QCOMPARE(system->figure(SystemField::SystemPowerW).number(), 10200.0);
    const auto systemStates =
        catalog->systems().states({system->id, QStringLiteral("gone-pod")}, &error);
    QVERIFY2(systemStates, qPrintable(error.message));
    QCOMPARE(systemStates->at(0).version, 7);
    QVERIFY(systemStates->at(1).tombstoned);
    const std::optional<Offer> offer =
        catalog->offers().find(QStringLiteral("acme-cloud-eu-pod-on-demand"), &error);
    QVERIFY2(offer, qPrintable(error.message));
    QCOMPARE(offer->prices.size(), 1);
    QCOMPARE(offer->prices.constFirst().perInstanceHour, 98.32);
    QCOMPARE(offer->prices.constFirst().seen, QDate(2026, 8, 26));

    // The catalog holds results now: the built-in ones, seeded by the upgrade, and one on the
    // kept system can be written.
    QString problem;
    const std::optional<ResultCatalogFile> shipped = builtInResults(&problem);
    QVERIFY2(shipped, qPrintable(problem));
    QCOMPARE(catalog->results().all(&error).size(), shipped->results.size());
    QVERIFY2(!error, qPrintable(error.message));
    Result result;
    result.id = QStringLiteral("acme-pod-llama");
    result.model = QStringLiteral("llama-3.1-8b");
    result.hardwareId = system->id;
    result.scenario = Scenario::Offline;
    result.tokensPerS = 1234.5;
    result.source = QStringLiteral("https://acme.example/run");
    Catalog::ResultState added;
    added.id = result.id;
    added.result = result;
    QVERIFY2(catalog->results().restore({added}, &error), qPrintable(error.message));
    QCOMPARE(catalog->results().find(result.id, &error), std::optional<Result>(result));

    const std::unique_ptr<RawDb> rawDb = place.raw();
    QCOMPARE(rawDb->userVersion(), Catalog::currentSchemaVersion());
}

// The file itself refuses attributes ChipAtlas could not read back, whoever writes them.
void TestCatalogMigrations::schema5ChecksFigureAttributes() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    QString message;
    QVERIFY2(catalogtest::buildSchema(place, 5, &message), qPrintable(message));
    const std::unique_ptr<RawDb> rawDb = place.raw();
    const RawDb& raw = *rawDb;
    QString sqlError;
    raw.run(QStringLiteral("INSERT INTO chip (id) VALUES ('acme-x1')"), &sqlError);
    QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
    const auto insert = [&](const QString& field, const QString& columns, const QString& values) {
        QString error;
        raw.run(QStringLiteral("INSERT INTO figure (chip, field, num, status, %1) SELECT pk, "
                               "'%2', 325, 'published', %3 FROM chip")
                    .arg(columns, field, values),
                &error);
        return error;
    };
    QCOMPARE(insert(QStringLiteral("memory_gb"), QStringLiteral("printed_unit"),
                    QStringLiteral("'binary'")),
             QString());
    QCOMPARE(insert(QStringLiteral("interconnect_bw_gbs"), QStringLiteral("link_scope"),
                    QStringLiteral("'host_to_chip'")),
             QString());
    QCOMPARE(insert(QStringLiteral("tdp_w"), QStringLiteral("configuration, range_low, range_high"),
                    QStringLiteral("'PCIe', 300, 350")),
             QString());
    QVERIFY(!insert(QStringLiteral("memory_bw_gbs"), QStringLiteral("printed_unit"),
                    QStringLiteral("'GiB'"))
                 .isEmpty());
    QVERIFY(!insert(QStringLiteral("fp8_tflops_dense"), QStringLiteral("link_scope"),
                    QStringLiteral("'gpu'"))
                 .isEmpty());
    QVERIFY(!insert(QStringLiteral("fp16_tflops_dense"), QStringLiteral("range_low"),
                    QStringLiteral("300"))
                 .isEmpty()); // one end only
    QVERIFY(!insert(QStringLiteral("bf16_tflops_dense"), QStringLiteral("range_low, range_high"),
                    QStringLiteral("350, 300"))
                 .isEmpty()); // backwards
    QCOMPARE(raw.run(QStringLiteral("SELECT count(*) FROM figure")).toInt(), 3);
}

void TestCatalogMigrations::newerSchemaIsRefused() {
    const QString path = newPath(QStringLiteral("newer.sqlite"));
    QString message;
    QVERIFY2(catalogtest::buildSchema(path, Catalog::currentSchemaVersion(), &message),
             qPrintable(message));
    const int newer = Catalog::currentSchemaVersion() + 1;
    {
        RawDb raw(path);
        raw.run(QStringLiteral("PRAGMA user_version = %1").arg(newer));
        raw.run(QStringLiteral("CREATE TABLE from_the_future (x)"));
    }
    const QByteArray before = catalogtest::sha256(path);
    QVERIFY(!before.isEmpty());

    StorageError error;
    QVERIFY(!Catalog::open(path, &error));
    QCOMPARE(error.code, StorageError::Code::NewerSchema);
    QCOMPARE(error.message, QStringLiteral("%1 was written by a newer ChipAtlas (schema %2; this "
                                           "version reads up to %3). Update ChipAtlas or open "
                                           "another catalog.")
                                .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()))
                                .arg(newer)
                                .arg(Catalog::currentSchemaVersion()));
    QCOMPARE(catalogtest::sha256(path), before);
    // Not even the journal mode was switched.
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
}

void TestCatalogMigrations::failingMigrationRollsBack() {
    // Schema 1 plus a table that migration 2 wants to create: migration 2 fails halfway, after
    // it has already altered the chip table.
    const QString path = newPath(QStringLiteral("conflict.sqlite"));
    QString message;
    QVERIFY2(catalogtest::buildSchema(path, 1, &message), qPrintable(message));
    {
        RawDb raw(path);
        raw.run(QStringLiteral("CREATE TABLE meta (anything)"));
        raw.run(QStringLiteral("INSERT INTO chip (id, name) VALUES ('acme-x1', 'Acme X1')"));
    }
    const QByteArray before = catalogtest::sha256(path);

    StorageError error;
    QVERIFY(!Catalog::open(path, &error));
    QCOMPARE(error.code, StorageError::Code::Query);
    QVERIFY2(error.message.contains(QStringLiteral("from schema 1 to 2")),
             qPrintable(error.message));
    QVERIFY2(error.message.contains(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())),
             qPrintable(error.message));
    QCOMPARE(catalogtest::sha256(path), before);

    RawDb raw(path);
    QCOMPARE(raw.run(QStringLiteral("PRAGMA user_version")).toInt(), 1);
    // The ALTER TABLE of migration 2 was rolled back with the rest.
    QCOMPARE(raw.run(QStringLiteral("SELECT count(*) FROM pragma_table_info('chip') "
                                    "WHERE name = 'origin'"))
                 .toInt(),
             0);
    QCOMPARE(raw.run(QStringLiteral("SELECT name FROM chip")).toString(),
             QStringLiteral("Acme X1"));
}

// Schema 10 adds the ownership scenarios: a catalog with schema 9 keeps its results (every
// field, the version, a deleted built-in result's id) and everything before them, and can hold
// scenarios from then on.
void TestCatalogMigrations::schema9IsUpgradedKeepingResults() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    QString message;
    QVERIFY2(catalogtest::buildSchema(place, 9, &message), qPrintable(message));
    {
        const std::unique_ptr<RawDb> rawDb = place.raw();
        const RawDb& raw = *rawDb;
        QString sqlError;
        raw.run(QStringLiteral("INSERT INTO chip (id, vendor, name, kind) VALUES "
                               "('acme-x1', 'Acme', 'Acme X1', 'asic')"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO system (id, vendor, name, chip_id, chip_count, "
                               "version) VALUES ('acme-pod', 'Acme', 'Acme Pod', 'acme-x1', 8, 3)"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO result (id, kind, model, hardware, hardware_count, "
                               "scenario, tokens_per_s, ttft_p99_ms, date, source, claim_kind, "
                               "notes, version) VALUES ('acme-pod-llama', 'serving', "
                               "'llama-3.1-8b', 'acme-pod', 2, 'offline', 1234.5, 250.25, "
                               "'2026-08-26', 'https://acme.example/run', 'own', 'our run', 6)"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO builtin_result_tombstone (id) VALUES ('gone-result')"),
                &sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        QCOMPARE(raw.userVersion(), 9);
        QVERIFY(!raw.hasTable(QStringLiteral("scenario")));
    }

    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    QVERIFY(catalog->systems().find(QStringLiteral("acme-pod"), &error));
    const std::optional<Result> result =
        catalog->results().find(QStringLiteral("acme-pod-llama"), &error);
    QVERIFY2(result, qPrintable(error.message));
    QCOMPARE(result->hardwareId, QStringLiteral("acme-pod"));
    QCOMPARE(result->hardwareCount, 2);
    QCOMPARE(result->scenario, std::optional(Scenario::Offline));
    QCOMPARE(result->tokensPerS, 1234.5);
    QCOMPARE(result->ttftP99Ms, 250.25);
    QCOMPARE(result->date, QDate(2026, 8, 26));
    QCOMPARE(result->claim, ClaimKind::Own);
    QCOMPARE(result->notes, QStringLiteral("our run"));
    const auto states =
        catalog->results().states({result->id, QStringLiteral("gone-result")}, &error);
    QVERIFY2(states, qPrintable(error.message));
    QCOMPARE(states->at(0).version, 6);
    QVERIFY(states->at(1).tombstoned);

    // The catalog holds scenarios now: none of its own, and one on the kept system is written.
    QVERIFY(catalog->scenarios().all(&error).isEmpty());
    QVERIFY2(!error, qPrintable(error.message));
    OwnershipScenario scenario;
    scenario.id = QStringLiteral("pod-at-our-colo");
    scenario.name = QStringLiteral("Pod at our colo");
    scenario.hardwareId = QStringLiteral("acme-pod");
    scenario.units = 2;
    scenario.pue = 1.3;
    Catalog::OwnershipScenarioState added;
    added.id = scenario.id;
    added.scenario = scenario;
    QVERIFY2(catalog->scenarios().restore({added}, &error), qPrintable(error.message));
    QCOMPARE(catalog->scenarios().find(scenario.id, &error), std::optional(scenario));
}

// Schema 11 adds the snapshots and the figure status 'design_target': a catalog with schema 10
// keeps every figure of its chips and systems with every attribute (SQLite rebuilds both tables),
// refuses a status it cannot read, and from then on stores a design target.
void TestCatalogMigrations::schema10IsUpgradedKeepingFigures() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    QString message;
    QVERIFY2(catalogtest::buildSchema(place, 10, &message), qPrintable(message));
    const QString chipFigure = QStringLiteral(
        "INSERT INTO figure (chip, field, num, status, source, note, sparsity_unstated, "
        "user_edited, printed_unit, configuration, range_low, range_high, link_scope) SELECT pk, "
        "'%1', 325, '%2', 1, 'datasheet p.3', 1, 1, 'binary', 'air-cooled OAM', 300, 350, "
        "'chip_to_chip' FROM chip WHERE id = 'acme-x1'");
    const QString systemFigure =
        QStringLiteral("INSERT INTO system_figure (system, field, num, status, source, note, "
                       "printed_unit) SELECT pk, '%1', 10200, '%2', 'https://acme.example/pod', "
                       "'rack', 'decimal' FROM system WHERE id = 'acme-pod'");
    {
        const std::unique_ptr<RawDb> rawDb = place.raw();
        const RawDb& raw = *rawDb;
        QString sqlError;
        raw.run(QStringLiteral("INSERT INTO source (url) VALUES ('https://example.com/x1')"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO chip (id, vendor, name, kind, version) VALUES "
                               "('acme-x1', 'Acme', 'Acme X1', 'asic', 4)"),
                &sqlError);
        raw.run(chipFigure.arg(QStringLiteral("memory_gb"), QStringLiteral("published")),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO system (id, vendor, name, chip_id, chip_count) "
                               "VALUES ('acme-pod', 'Acme', 'Acme Pod', 'acme-x1', 8)"),
                &sqlError);
        raw.run(systemFigure.arg(QStringLiteral("system_power_w"), QStringLiteral("published")),
                &sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        // Schema 10 has no design targets.
        raw.run(chipFigure.arg(QStringLiteral("tdp_w"), QStringLiteral("design_target")),
                &sqlError);
        QVERIFY(!sqlError.isEmpty());
        QCOMPARE(raw.userVersion(), 10);
        QVERIFY(!raw.hasTable(QStringLiteral("catalog_snapshot")));
    }

    StorageError error;
    {
        const std::unique_ptr<Catalog> catalog = place.open(&error);
        QVERIFY2(catalog, qPrintable(error.message));
        const std::optional<Chip> chip = catalog->chips().find(QStringLiteral("acme-x1"), &error);
        QVERIFY2(chip, qPrintable(error.message));
        const Figure& memory = chip->figure(Field::MemoryGb);
        QCOMPARE(memory.number(), 325.0);
        QCOMPARE(memory.status, FigureStatus::Published);
        QCOMPARE(memory.source, QStringLiteral("https://example.com/x1"));
        QCOMPARE(memory.note, QStringLiteral("datasheet p.3"));
        QCOMPARE(memory.configuration, QStringLiteral("air-cooled OAM"));
        QCOMPARE(memory.printedUnit, PrintedUnit::Binary);
        QCOMPARE(memory.linkScope, LinkScope::ChipToChip);
        QCOMPARE(memory.rangeLow, std::optional(300.0));
        QCOMPARE(memory.rangeHigh, std::optional(350.0));
        const auto states = catalog->chips().states({chip->id}, &error);
        QVERIFY2(states, qPrintable(error.message));
        QCOMPARE(states->constFirst().version, 4);
        QCOMPARE(states->constFirst().editedFields, QList<Field>{Field::MemoryGb});
        const std::optional<System> system =
            catalog->systems().find(QStringLiteral("acme-pod"), &error);
        QVERIFY2(system, qPrintable(error.message));
        const auto& power = system->figure(SystemField::SystemPowerW);
        QCOMPARE(power.number(), 10200.0);
        QCOMPARE(power.source, QStringLiteral("https://acme.example/pod"));
        QCOMPARE(power.note, QStringLiteral("rack"));
    }

    const std::unique_ptr<RawDb> rawDb = place.raw();
    const RawDb& raw = *rawDb;
    QCOMPARE(raw.userVersion(), Catalog::currentSchemaVersion());
    QString sqlError;
    raw.run(chipFigure.arg(QStringLiteral("tdp_w"), QStringLiteral("design_target")), &sqlError);
    raw.run(systemFigure.arg(QStringLiteral("host_memory_gb"), QStringLiteral("design_target")),
            &sqlError);
    QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
    raw.run(chipFigure.arg(QStringLiteral("fp8_tflops_dense"), QStringLiteral("rumoured")),
            &sqlError);
    QVERIFY(!sqlError.isEmpty()); // the CHECK is still there
    // The test's chip's design target (the built-in Trainium4 carries design targets too).
    QCOMPARE(raw.run(QStringLiteral("SELECT count(*) FROM figure JOIN chip ON chip.pk = "
                                    "figure.chip WHERE chip.id = 'acme-x1' AND figure.status = "
                                    "'design_target'"))
                 .toInt(),
             1);
    QCOMPARE(raw.run(QStringLiteral("SELECT count(*) FROM system_figure WHERE status = "
                                    "'design_target'"))
                 .toInt(),
             1);
}

void TestCatalogMigrations::migrationsAreFrozen_data() {
    QTest::addColumn<int>("version");
    for (int version = 1; version <= Catalog::currentSchemaVersion(); ++version)
        QTest::addRow("schema %d", version) << version;
}

// What each migration leaves is pinned: tests/data/schema/schema-N.sql is the schema after
// migrations 1 .. N as the release that introduced N wrote it (schema-1 to -4 were dumped from
// files built by release 5c28a04's own code). Changing an old migration, or deriving one from
// today's field tables, fails here; a new schema is a new migration and a new file.
void TestCatalogMigrations::migrationsAreFrozen() {
    QFETCH(int, version);
    const QString path = newPath(QStringLiteral("frozen-%1.sqlite").arg(version));
    QString message;
    QVERIFY2(catalogtest::buildSchema(path, version, &message), qPrintable(message));
    QFile expected(
        QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/schema/schema-%1.sql").arg(version));
    QVERIFY2(expected.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(expected.fileName()));
    QCOMPARE(catalogtest::schemaText(path), QString::fromUtf8(expected.readAll()));
}

QTEST_GUILESS_MAIN(TestCatalogMigrations)
#include "tst_catalog_migrations.moc"
