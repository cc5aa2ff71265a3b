// Ownership scenarios in storage (schema 10), through the public API only, so that the same test
// runs on a file and on the test PostgreSQL server (tst_catalog_scenarios_pg): the round trip of
// every field, the catalog's checks (validateOwnershipScenario(), a name once per catalog,
// hardware the catalog has), the version check between two clients, and saving, renaming and
// deleting a scenario with undo and redo (application/scenarioedits.h).
#include "application/catalogchange.h"
#include "application/scenarioedits.h"
#include "catalogwrites.h"
#include "domain/validation.h"
#include "storage/catalog.h"
#include "testbackend.h"

#include <QStandardPaths>
#include <QTest>

using namespace chipatlas;

Q_DECLARE_METATYPE(chipatlas::OwnershipScenario)

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kSystem = QStringLiteral("acme-hgx-h100");

System board() {
    System system;
    system.id = kSystem;
    system.vendor = QStringLiteral("Acme");
    system.name = QStringLiteral("Acme HGX H100");
    system.chipId = kH100;
    system.chipCount = 8;
    return system;
}

// A scenario on a system with every number a float would not keep (0.1 + 0.2, 1/3) and text a
// lax column would mangle.
OwnershipScenario onSystem() {
    OwnershipScenario s;
    s.id = QStringLiteral("hgx-at-our-colo");
    s.name = QStringLiteral("HGX at our colo, Z\u00fcrich");
    s.hardwareId = kSystem;
    s.units = 4;
    s.purchasePrice = 289000.0 + 0.1 + 0.2;
    s.priceSource = QStringLiteral("reseller quote 2026-11, ref \"1234\"");
    s.currency = QStringLiteral("EUR");
    s.infrastructurePct = 15.5;
    s.depreciationYears = 4.5;
    s.powerW = 10200.25;
    s.pue = 1.0 + 1.0 / 3.0;
    s.electricityPerKwh = 0.0815;
    s.hostingPerKwMonth = 185.75;
    s.supportPerYear = 24000.0;
    s.utilisationPct = 62.5;
    s.offerId = QStringLiteral("acme-cloud-eu-west-1-p5-48xlarge-on-demand");
    s.model = QStringLiteral("llama-3.1-70b");
    s.rackKw = 27.0;
    s.facilityMw = 12.5;
    s.notes = QStringLiteral("Line one.\nLine 'two'.");
    return s;
}

// A scenario on a chip: the counts a system's scenario leaves to its system.
OwnershipScenario onChip() {
    OwnershipScenario s;
    s.id = QStringLiteral("h100-servers");
    s.name = QStringLiteral("H100 servers");
    s.hardwareId = kH100;
    s.chipCount = 64;
    s.serverChips = 8;
    s.serverOverhead = 1.82;
    return s;
}

OwnershipScenario stored(const Catalog& catalog, const QString& id) {
    StorageError error;
    return catalog.scenarios().find(id, &error).value_or(OwnershipScenario{});
}

bool there(const Catalog& catalog, const QString& id) {
    StorageError error;
    return catalog.scenarios().find(id, &error).has_value();
}

// Saves through the use case and writes it, as the CLI does.
ChangeResult save(Catalog& catalog, const OwnershipScenario& scenario,
                  const std::optional<Catalog::OwnershipScenarioState>& base = std::nullopt) {
    ChangeResult result = saveScenario(catalog, QStringLiteral("save scenario"), scenario, base);
    commitChange(catalog, &result);
    return result;
}
} // namespace

class TstCatalogScenarios : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void roundTripOfEveryField();
    void saveUndoRedo();
    void newScenarioGetsAFreeId();
    void renameUndoRedo();
    void deleteUndoRedo();
    void staleSaveIsAConflict();
    void nameIsUniqueInACatalog();
    void badInputIsRefusedThroughTheRepository_data();
    void badInputIsRefusedThroughTheRepository();
    void saveRefusesUnknownHardware();
    void importIsAllOrNothing();

private:
    std::unique_ptr<Catalog> open();
    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    std::unique_ptr<Catalog> m_catalog;
};

void TstCatalogScenarios::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

std::unique_ptr<Catalog> TstCatalogScenarios::open() {
    StorageError error;
    std::unique_ptr<Catalog> catalog = m_place->open(&error);
    if (!catalog)
        qWarning("open: %s", qPrintable(error.message));
    return catalog;
}

void TstCatalogScenarios::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    m_catalog = open();
    QVERIFY(m_catalog);
    StorageError error;
    QVERIFY2(testwrites::saveSystems(*m_catalog, {board()}, &error), qPrintable(error.message));
}

void TstCatalogScenarios::cleanup() {
    m_catalog.reset();
    m_place.reset();
}

void TstCatalogScenarios::roundTripOfEveryField() {
    // Between them the two scenarios give every field of the schema a value.
    for (const FieldSpec& info : allOwnershipFields()) {
        const auto field = OwnershipField(info.index);
        QVERIFY2(!ownershipText(onSystem(), field).isEmpty() ||
                     !ownershipText(onChip(), field).isEmpty(),
                 info.key);
    }
    QVERIFY2(validateOwnershipScenario(onSystem()).isEmpty(),
             qPrintable(issuesText(validateOwnershipScenario(onSystem()))));
    QVERIFY2(validateOwnershipScenario(onChip()).isEmpty(),
             qPrintable(issuesText(validateOwnershipScenario(onChip()))));
    StorageError error;
    QVERIFY(m_catalog->scenarios().all(&error).isEmpty()); // none ships built in
    QVERIFY2(!error, qPrintable(error.message));
    for (const OwnershipScenario& scenario : {onSystem(), onChip()}) {
        ChangeResult saved = save(*m_catalog, scenario);
        QVERIFY2(saved.change, qPrintable(saved.error.message));
        QVERIFY2(!saved.error, qPrintable(saved.error.message));
    }
    // Read back by another client: what was stored, not what this one remembers.
    const std::unique_ptr<Catalog> other = open();
    QVERIFY(other);
    const QList<OwnershipScenario> scenarios = other->scenarios().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    QCOMPARE(scenarios.size(), 2);
    QVERIFY(scenarios.at(0) == onChip()); // ordered by id
    QVERIFY(scenarios.at(1) == onSystem());
    for (const FieldSpec& info : allOwnershipFields()) {
        const auto field = OwnershipField(info.index);
        QCOMPARE(ownershipText(scenarios.at(1), field), ownershipText(onSystem(), field));
        QCOMPARE(ownershipText(scenarios.at(0), field), ownershipText(onChip(), field));
    }
    QCOMPARE(scenarios.at(1).origin, Origin::User);
    QVERIFY(!other->scenarios().find(QStringLiteral("nothing-here"), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);

    // Saving again replaces it; a number cleared reads back as not given (its default applies).
    OwnershipScenario edited = onSystem();
    edited.pue.reset();
    edited.purchasePrice.reset();
    edited.priceSource.clear();
    edited.units = 2;
    ChangeResult again = save(*m_catalog, edited);
    QVERIFY2(!again.error, qPrintable(again.error.message));
    QVERIFY(stored(*other, edited.id) == edited);
    QVERIFY(!stored(*other, edited.id).pue);
}

void TstCatalogScenarios::saveUndoRedo() {
    ChangeResult result = save(*m_catalog, onSystem());
    QVERIFY2(result.change && !result.error, qPrintable(result.error.message));
    QVERIFY(stored(*m_catalog, onSystem().id) == onSystem());

    StorageError error;
    QVERIFY2(result.change->write(*m_catalog, false, &error), qPrintable(error.message));
    QVERIFY(!there(*m_catalog, onSystem().id));
    QVERIFY2(result.change->write(*m_catalog, true, &error), qPrintable(error.message));
    QVERIFY(stored(*m_catalog, onSystem().id) == onSystem());

    // An edit replaces its own id; its undo brings the scenario back as it was.
    OwnershipScenario edited = onSystem();
    edited.utilisationPct = 80.0;
    ChangeResult edit = save(*m_catalog, edited);
    QVERIFY2(edit.change && !edit.error, qPrintable(edit.error.message));
    QCOMPARE(stored(*m_catalog, edited.id).utilisationPct, 80.0);
    QCOMPARE(m_catalog->scenarios().all(&error).size(), 1);
    QVERIFY2(edit.change->write(*m_catalog, false, &error), qPrintable(error.message));
    QVERIFY(stored(*m_catalog, edited.id) == onSystem());
    QVERIFY2(edit.change->write(*m_catalog, true, &error), qPrintable(error.message));
    QCOMPARE(stored(*m_catalog, edited.id).utilisationPct, 80.0);

    // Saved unchanged: nothing to write, no undo step.
    ChangeResult same = saveScenario(*m_catalog, QStringLiteral("save scenario"), edited);
    QVERIFY(same.change);
    QVERIFY(same.change->changesNothing());
}

// A new scenario (no id) is stored under the slug of its name, or the next free one.
void TstCatalogScenarios::newScenarioGetsAFreeId() {
    OwnershipScenario fresh = onSystem();
    fresh.id.clear();
    fresh.name = QStringLiteral("GB200 at our colo");
    ChangeResult first = save(*m_catalog, fresh);
    QVERIFY2(!first.error, qPrintable(first.error.message));
    const QString slug = ownershipScenarioId(fresh.name);
    QVERIFY(!slug.isEmpty());
    QCOMPARE(first.change->scenariosAfter.constFirst().id, slug);
    QCOMPARE(stored(*m_catalog, slug).name, fresh.name);

    // Another name with the same slug: the next free id, not the first scenario replaced.
    fresh.name = QStringLiteral("GB200 at our colo!");
    QCOMPARE(ownershipScenarioId(fresh.name), slug);
    ChangeResult second = save(*m_catalog, fresh);
    QVERIFY2(!second.error, qPrintable(second.error.message));
    QCOMPARE(second.change->scenariosAfter.constFirst().id, slug + QStringLiteral("-2"));
    QCOMPARE(stored(*m_catalog, slug).name, QStringLiteral("GB200 at our colo"));
    QCOMPARE(stored(*m_catalog, slug + QStringLiteral("-2")).name, fresh.name);
}

void TstCatalogScenarios::renameUndoRedo() {
    QVERIFY(!save(*m_catalog, onSystem()).error);
    ChangeResult rename = renameScenario(*m_catalog, QStringLiteral("rename scenario"),
                                         onSystem().id, QStringLiteral("HGX, second site"));
    QVERIFY2(commitChange(*m_catalog, &rename), qPrintable(rename.error.message));
    // The id stays; only the name changed.
    OwnershipScenario renamed = onSystem();
    renamed.name = QStringLiteral("HGX, second site");
    QVERIFY(stored(*m_catalog, onSystem().id) == renamed);

    StorageError error;
    QVERIFY2(rename.change->write(*m_catalog, false, &error), qPrintable(error.message));
    QVERIFY(stored(*m_catalog, onSystem().id) == onSystem());
    QVERIFY2(rename.change->write(*m_catalog, true, &error), qPrintable(error.message));
    QVERIFY(stored(*m_catalog, onSystem().id) == renamed);

    // A name validation refuses, and a scenario that is gone.
    ChangeResult empty =
        renameScenario(*m_catalog, QStringLiteral("rename scenario"), onSystem().id, QString());
    QVERIFY(!empty.change);
    QCOMPARE(empty.error.code, StorageError::Code::BadData);
    QVERIFY2(empty.error.message.contains(QLatin1String("(name)")),
             qPrintable(empty.error.message));
    ChangeResult gone = renameScenario(*m_catalog, QStringLiteral("rename scenario"),
                                       QStringLiteral("no-such-scenario"), QStringLiteral("X"));
    QVERIFY(!gone.change);
    QCOMPARE(gone.error.code, StorageError::Code::NotFound);
    QVERIFY2(gone.error.message.contains(QLatin1String("no-such-scenario")),
             qPrintable(gone.error.message));
}

void TstCatalogScenarios::deleteUndoRedo() {
    QVERIFY(!save(*m_catalog, onSystem()).error);
    QVERIFY(!save(*m_catalog, onChip()).error);
    ChangeResult deleted = deleteScenarios(*m_catalog, QStringLiteral("delete scenarios"),
                                           {onSystem().id, onChip().id});
    QVERIFY2(commitChange(*m_catalog, &deleted), qPrintable(deleted.error.message));
    StorageError error;
    QVERIFY(m_catalog->scenarios().all(&error).isEmpty());

    QVERIFY2(deleted.change->write(*m_catalog, false, &error), qPrintable(error.message));
    QVERIFY(stored(*m_catalog, onSystem().id) == onSystem());
    QVERIFY(stored(*m_catalog, onChip().id) == onChip());
    QVERIFY2(deleted.change->write(*m_catalog, true, &error), qPrintable(error.message));
    QVERIFY(m_catalog->scenarios().all(&error).isEmpty());

    ChangeResult gone =
        deleteScenarios(*m_catalog, QStringLiteral("delete scenarios"), {onSystem().id});
    QVERIFY(!gone.change);
    QCOMPARE(gone.error.code, StorageError::Code::NotFound);
}

// Two clients edit the same scenario: the second save, based on what it read before the first
// one's, is refused with a message naming the scenario, and the first one's stays.
void TstCatalogScenarios::staleSaveIsAConflict() {
    QVERIFY(!save(*m_catalog, onSystem()).error);
    StorageError error;
    const auto seen = m_catalog->scenarios().states({onSystem().id}, &error);
    QVERIFY2(seen, qPrintable(error.message));
    QVERIFY(seen->constFirst().version > 0);

    const std::unique_ptr<Catalog> other = open();
    QVERIFY(other);
    OwnershipScenario theirs = onSystem();
    theirs.pue = 1.1;
    const auto theirBase = other->scenarios().states({theirs.id}, &error);
    QVERIFY2(theirBase, qPrintable(error.message));
    ChangeResult theirSave = save(*other, theirs, theirBase->constFirst());
    QVERIFY2(!theirSave.error, qPrintable(theirSave.error.message));

    OwnershipScenario mine = onSystem();
    mine.pue = 1.5;
    ChangeResult mySave = save(*m_catalog, mine, seen->constFirst());
    QCOMPARE(mySave.error.code, StorageError::Code::Conflict);
    QVERIFY2(mySave.error.message.startsWith(
                 QStringLiteral("Scenario \"%1\" was changed in ").arg(onSystem().name)),
             qPrintable(mySave.error.message));
    QCOMPARE(stored(*m_catalog, onSystem().id).pue, 1.1);

    // Added by the other client since this one looked: a conflict too, not an overwrite.
    const auto absent = m_catalog->scenarios().states({onChip().id}, &error);
    QVERIFY2(absent, qPrintable(error.message));
    QVERIFY(!save(*other, onChip()).error);
    OwnershipScenario mineToo = onChip();
    mineToo.chipCount = 8;
    ChangeResult late = save(*m_catalog, mineToo, absent->constFirst());
    QCOMPARE(late.error.code, StorageError::Code::Conflict);
    QCOMPARE(stored(*m_catalog, onChip().id).chipCount, 64);
}

void TstCatalogScenarios::nameIsUniqueInACatalog() {
    QVERIFY(!save(*m_catalog, onSystem()).error);
    // Another scenario (another id) under the same name, written another way: refused.
    OwnershipScenario twin = onChip();
    twin.name = onSystem().name.toUpper();
    ChangeResult result = save(*m_catalog, twin);
    QCOMPARE(result.error.code, StorageError::Code::BadData);
    QVERIFY2(result.error.message.contains(
                 QStringLiteral("the catalog already has a scenario named \"%1\" (%2); choose "
                                "another name")
                     .arg(twin.name, onSystem().id)),
             qPrintable(result.error.message));
    QVERIFY2(result.error.message.contains(QLatin1String("Nothing was saved")),
             qPrintable(result.error.message));
    QVERIFY(!there(*m_catalog, twin.id));

    // A rename onto another scenario's name likewise; its own name again is fine.
    QVERIFY(!save(*m_catalog, onChip()).error);
    ChangeResult rename =
        renameScenario(*m_catalog, QStringLiteral("rename scenario"), onChip().id, onSystem().name);
    QVERIFY(!commitChange(*m_catalog, &rename));
    QCOMPARE(rename.error.code, StorageError::Code::BadData);
    QCOMPARE(stored(*m_catalog, onChip().id).name, onChip().name);
    OwnershipScenario sameName = onSystem();
    sameName.notes = QStringLiteral("edited");
    QVERIFY(!save(*m_catalog, sameName).error);
}

void TstCatalogScenarios::badInputIsRefusedThroughTheRepository_data() {
    QTest::addColumn<OwnershipScenario>("scenario");
    QTest::addColumn<QString>("key");
    OwnershipScenario negative = onSystem();
    negative.purchasePrice = -1.0;
    QTest::newRow("negative price") << negative << QStringLiteral("purchase_price");
    OwnershipScenario busy = onSystem();
    busy.utilisationPct = 120.0;
    QTest::newRow("utilisation above 100 %") << busy << QStringLiteral("utilisation_pct");
    OwnershipScenario never = onSystem();
    never.depreciationYears = 0.0;
    QTest::newRow("zero years") << never << QStringLiteral("depreciation_years");
    OwnershipScenario nameless = onSystem();
    nameless.name.clear();
    QTest::newRow("no name") << nameless << QStringLiteral("name");
}

// What validateOwnershipScenario() refuses, the repository refuses too (whoever writes: a
// use case, an undo, a copy), naming the scenario and the field; nothing is written.
void TstCatalogScenarios::badInputIsRefusedThroughTheRepository() {
    QFETCH(OwnershipScenario, scenario);
    QFETCH(QString, key);
    const QList<ValidationIssue> issues = validateOwnershipScenario(scenario);
    QVERIFY(!issues.isEmpty());
    Catalog::OwnershipScenarioState state;
    state.id = scenario.id;
    state.scenario = scenario;
    StorageError error;
    QVERIFY(!m_catalog->scenarios().restore({state}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(issuesText(issues)), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("(%1)").arg(key)), qPrintable(error.message));
    QVERIFY2(error.message.startsWith(QLatin1String("Could not save scenario")),
             qPrintable(error.message));
    QVERIFY(!there(*m_catalog, scenario.id));

    // The use case says the same, without writing.
    ChangeResult result = saveScenario(*m_catalog, QStringLiteral("save scenario"), scenario);
    QVERIFY(!result.change);
    QCOMPARE(result.error.code, StorageError::Code::BadData);
    QCOMPARE(result.error.message, issuesText(issues));
}

void TstCatalogScenarios::saveRefusesUnknownHardware() {
    OwnershipScenario elsewhere = onSystem();
    elsewhere.hardwareId = QStringLiteral("acme-nonexistent");
    ChangeResult result = saveScenario(*m_catalog, QStringLiteral("save scenario"), elsewhere);
    QVERIFY(!result.change);
    QCOMPARE(result.error.code, StorageError::Code::BadData);
    QCOMPARE(result.error.message,
             QStringLiteral("System or chip (hardware): \"acme-nonexistent\" is not a chip or a "
                            "system in the catalog; choose one it has."));
    QVERIFY(!there(*m_catalog, elsewhere.id));
}

// Many scenarios at once (a copy) are written in one transaction: one bad scenario saves none.
void TstCatalogScenarios::importIsAllOrNothing() {
    OwnershipScenario bad = onChip();
    bad.pue = 0.5;
    CatalogItems items;
    items.scenarios = {onSystem(), bad};
    StorageError error;
    QVERIFY(!testwrites::importEntries(*m_catalog, items, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(QLatin1String("(pue)")), qPrintable(error.message));
    QVERIFY(!there(*m_catalog, onSystem().id));

    items.scenarios = {onSystem(), onChip()};
    QVERIFY2(testwrites::importEntries(*m_catalog, items, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->scenarios().all(&error).size(), 2);
}

QTEST_GUILESS_MAIN(TstCatalogScenarios)
#include "tst_catalog_scenarios.moc"
