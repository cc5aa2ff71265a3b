#include "storage/catalog.h"
#include "testbackend.h"
#include "tst_catalog_helpers.h"

#include <QStandardPaths>
#include <QTest>

using namespace chipatlas;
using catalogtest::RawDb;

// The upgrade to schema 11 (snapshots, the figure status 'design_target'), run as
// tst_catalog_migrations11_pg too on the backend under test (testbackend.h), like
// tst_catalog_migrations.
class TestCatalogMigrations11 : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void schema10IsUpgradedKeepingFigures();
};

void TestCatalogMigrations11::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

// Schema 11 adds the snapshots and the figure status 'design_target': a catalog with schema 10
// keeps every figure of its chips and systems with every attribute (SQLite rebuilds both tables),
// refuses a status it cannot read, and from then on stores a design target.
void TestCatalogMigrations11::schema10IsUpgradedKeepingFigures() {
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

QTEST_GUILESS_MAIN(TestCatalogMigrations11)
#include "tst_catalog_migrations11.moc"
