// An import, a copy or a systems or offers import whose plan was made before someone else wrote
// the same entries (io/importmerge.h, Catalog::importItems()): written onto what is stored at
// that moment, field by field. Changes to different fields both land; a field both changed
// refuses the whole write with Conflict naming the entry and the field, and leaves the catalog
// as it was. "Someone else" is a second connection to the same catalog, a file or (as
// tst_import_races_pg) a database on the test PostgreSQL server.

#include "catalogwrites.h"
#include "io/catalogcopy.h"
#include "io/systemjson.h"
#include "storage/catalog.h"
#include "testbackend.h"
#include "tst_import_helpers.h"

#include <QTest>

using namespace chipatlas;
using namespace importtest;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

// A CSV that gives the H100 SXM's `column` as `value`, and nothing else but what a row needs.
QByteArray h100Csv(const Chip& h100, const QString& column, const QString& value) {
    return QStringLiteral("id,vendor,name,%1\n%2,%3,%4,%5\n")
        .arg(column, h100.id, h100.vendor, h100.name, value)
        .toUtf8();
}

QByteArray newChipCsv(const QString& id, double watts) {
    return QStringLiteral("id,vendor,name,tdp_w\n%1,Acme,Acme X1,%2\n").arg(id).arg(watts).toUtf8();
}

ImportPlan planOf(const Catalog& catalog, const QByteArray& csv) {
    const ChipFileResult read = readChipFile(csv, CatalogFormat::Csv);
    if (!read.ok())
        qWarning("bad test file: %s", qPrintable(read.error));
    return planImport(catalog.chips().all(nullptr), read.chips).value_or(ImportPlan{});
}

// Everything an import or a copy could change: chips with their edit marks, models, prices,
// systems, offers with their histories.
QByteArray state(const Catalog& catalog) {
    QByteArray bytes = content(catalog);
    for (const ChipPrice& p : catalog.prices().all(nullptr)) {
        bytes += p.chipId.toUtf8() + ' ' + QByteArray::number(p.usdPerChipHour) + ' ' +
                 p.source.toUtf8() + '\n';
    }
    QJsonArray systems;
    for (const System& system : catalog.systems().all(nullptr))
        systems.append(systemToJson(system));
    QJsonArray offers;
    for (const Offer& offer : catalog.offers().all(nullptr))
        offers.append(offerToJson(offer));
    return bytes + QJsonDocument(systems).toJson(QJsonDocument::Compact) +
           QJsonDocument(offers).toJson(QJsonDocument::Compact);
}

System board(const QString& chipId) {
    System system;
    system.id = QStringLiteral("acme-board");
    system.vendor = QStringLiteral("Acme");
    system.name = QStringLiteral("Acme board");
    system.chipId = chipId;
    system.chipCount = 4;
    system.notes = QStringLiteral("as shipped");
    return system;
}

OfferPrice price(double perHour, const QDate& seen) {
    OfferPrice p;
    p.perInstanceHour = perHour;
    p.seen = seen;
    p.source = QStringLiteral("https://cloud.example/pricing");
    return p;
}

Offer rental(const QString& chipId, QList<OfferPrice> prices) {
    Offer o;
    o.provider = QStringLiteral("Acme Cloud");
    o.region = QStringLiteral("eu-west-1");
    o.instance = QStringLiteral("h4.large");
    o.id = offerId(o.provider, o.region, o.instance, o.pricing);
    o.targetId = chipId;
    o.chips = 4;
    o.prices = std::move(prices);
    return o;
}
} // namespace

class TestImportRaces : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void chipImportsOfDifferentFieldsBothLand();
    void chipImportsOfOneFieldConflict();
    void chipAddedMeanwhile();
    void chipDeletedMeanwhile();
    void undoStatesAreWhatTheImportReplaced();
    void systemImportsMerge();
    void offerImportsMerge();
    void copyMergesWithTheTarget();

private:
    // Another writer's import, planned and written at once.
    void theirImport(const QByteArray& csv);
    // The error of importing `plan` into mine: empty when it landed.
    StorageError myImport(const ImportPlan& plan);

    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    std::unique_ptr<Catalog> m_mine;   // this import's connection
    std::unique_ptr<Catalog> m_theirs; // someone else's, on the same catalog
    Chip m_h100;                       // as shipped
};

void TestImportRaces::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    StorageError error;
    m_mine = m_place->open(&error);
    QVERIFY2(m_mine, qPrintable(error.message));
    m_theirs = m_place->open(&error);
    QVERIFY2(m_theirs, qPrintable(error.message));
    m_h100 = *m_mine->chips().find(kH100, &error);
    QCOMPARE(m_h100.figure(Field::TdpW).number(), 700.0);
}

void TestImportRaces::cleanup() {
    m_mine.reset();
    m_theirs.reset();
    m_place.reset();
}

void TestImportRaces::theirImport(const QByteArray& csv) {
    const ImportPlan plan = planOf(*m_theirs, csv);
    StorageError error;
    QVERIFY2(m_theirs->chips().import(resolveImport(plan), importBase(plan), &error),
             qPrintable(error.message));
}

StorageError TestImportRaces::myImport(const ImportPlan& plan) {
    StorageError error;
    if (!m_mine->chips().import(resolveImport(plan), importBase(plan), &error) && !error)
        error.code = StorageError::Code::Query; // failed without saying why
    return error;
}

void TestImportRaces::chipImportsOfDifferentFieldsBothLand() {
    // Planned against the shipped H100; someone else imports new notes before this one writes.
    const ImportPlan plan =
        planOf(*m_mine, h100Csv(m_h100, QStringLiteral("tdp_w"), QStringLiteral("650")));
    QCOMPARE(plan.changed.size(), 1);
    theirImport(h100Csv(m_h100, QStringLiteral("notes"), QStringLiteral("their notes")));
    const StorageError error = myImport(plan);
    QVERIFY2(!error, qPrintable(error.message));

    const Chip now = *m_mine->chips().find(kH100, nullptr);
    QCOMPARE(now.figure(Field::TdpW).number(), 650.0);
    QCOMPARE(now.notes, QStringLiteral("their notes"));
    Chip expected = m_h100;
    expected.figure(Field::TdpW) = now.figure(Field::TdpW);
    expected.notes = now.notes;
    QCOMPARE(now, expected); // nothing else moved
    // Marked as edited: only what this import changed (the notes are the other's edit).
    QCOMPARE(m_mine->chips().editedFields(kH100, nullptr), QList<Field>{Field::TdpW});
}

void TestImportRaces::chipImportsOfOneFieldConflict() {
    const ImportPlan plan =
        planOf(*m_mine, h100Csv(m_h100, QStringLiteral("tdp_w"), QStringLiteral("650")));
    theirImport(h100Csv(m_h100, QStringLiteral("tdp_w"), QStringLiteral("777")));
    const QByteArray before = state(*m_mine);
    const StorageError error = myImport(plan);
    QCOMPARE(error.code, StorageError::Code::Conflict);
    for (const char* part : {"nvidia-h100-sxm", "tdp_w", "changed by someone else", "now 777 W",
                             "planned against 700 W", "brings 650 W", "Nothing was imported",
                             "run the import again"}) {
        QVERIFY2(error.message.contains(QLatin1String(part)), qPrintable(error.message));
    }
    QCOMPARE(state(*m_mine), before); // theirs stays, nothing of this import is written
    QCOMPARE(m_mine->chips().find(kH100, nullptr)->figure(Field::TdpW).number(), 777.0);

    // Planned again, on what is there now, the import lands.
    QVERIFY(!myImport(
        planOf(*m_mine, h100Csv(m_h100, QStringLiteral("tdp_w"), QStringLiteral("650")))));
    QCOMPARE(m_mine->chips().find(kH100, nullptr)->figure(Field::TdpW).number(), 650.0);
}

void TestImportRaces::chipAddedMeanwhile() {
    // Someone else adds the same new chip with another TDP: refused, naming it.
    const QString id = QStringLiteral("zz-acme-x1");
    const ImportPlan plan = planOf(*m_mine, newChipCsv(id, 300));
    QCOMPARE(plan.added.size(), 1);
    theirImport(newChipCsv(id, 400));
    const QByteArray before = state(*m_mine);
    StorageError error = myImport(plan);
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QVERIFY2(error.message.contains(QLatin1String("zz-acme-x1 was added by someone else")) &&
                 error.message.contains(QLatin1String("tdp_w")),
             qPrintable(error.message));
    QCOMPARE(state(*m_mine), before);

    // Added the same: nothing to refuse, nothing lost.
    const QString same = QStringLiteral("zz-acme-x2");
    const ImportPlan samePlan = planOf(*m_mine, newChipCsv(same, 300));
    theirImport(newChipCsv(same, 300));
    error = myImport(samePlan);
    QVERIFY2(!error, qPrintable(error.message));
    QCOMPARE(m_mine->chips().find(same, nullptr)->figure(Field::TdpW).number(), 300.0);
}

void TestImportRaces::chipDeletedMeanwhile() {
    const ImportPlan plan =
        planOf(*m_mine, h100Csv(m_h100, QStringLiteral("tdp_w"), QStringLiteral("650")));
    StorageError error;
    QVERIFY2(m_theirs->chips().remove({kH100}, &error), qPrintable(error.message));
    const QByteArray before = state(*m_mine);
    error = myImport(plan);
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QVERIFY2(error.message.contains(QLatin1String("nvidia-h100-sxm was deleted by someone else")),
             qPrintable(error.message));
    QCOMPARE(state(*m_mine), before);
    QVERIFY(!m_mine->chips().find(kH100, nullptr));
}

void TestImportRaces::undoStatesAreWhatTheImportReplaced() {
    // The GUI's undo of an import writes back the states read inside its transaction: the
    // other's notes, which came in after the plan, stay when the import is undone.
    const ImportPlan plan =
        planOf(*m_mine, h100Csv(m_h100, QStringLiteral("tdp_w"), QStringLiteral("650")));
    theirImport(h100Csv(m_h100, QStringLiteral("notes"), QStringLiteral("their notes")));
    StorageError error;
    const std::optional<QList<Catalog::ChipState>> theirs = m_mine->chips().states({kH100}, &error);
    QVERIFY2(theirs, qPrintable(error.message));
    Catalog::ImportedStates states;
    QVERIFY2(m_mine->chips().import(resolveImport(plan), importBase(plan), {}, &error, &states),
             qPrintable(error.message));
    const Chip& written = *states.chipsAfter.constFirst().chip;
    QCOMPARE(written.figure(Field::TdpW).number(), 650.0);
    QCOMPARE(written.notes, QStringLiteral("their notes"));
    QCOMPARE(states.chipsBefore, *theirs);
    QCOMPARE(states.chipsBefore.constFirst().version, theirs->constFirst().version);
    const std::optional<QList<Catalog::ChipState>> now = m_mine->chips().states({kH100}, &error);
    QCOMPARE(states.chipsAfter, *now);
    QCOMPARE(states.chipsAfter.constFirst().version, now->constFirst().version);

    QList<Catalog::ChipState> undo = states.chipsBefore;
    undo.first().version = states.chipsAfter.constFirst().version; // based on what was written
    QVERIFY2(m_mine->chips().restore(undo, &error), qPrintable(error.message));
    QCOMPARE(*m_mine->chips().states({kH100}, nullptr), *theirs);
}

void TestImportRaces::systemImportsMerge() {
    // A systems import as `chipatlas-cli import --systems` makes it: the file's whole system,
    // planned against the stored one.
    StorageError error;
    QVERIFY2(testwrites::saveSystems(*m_mine, {board(kH100)}, &error), qPrintable(error.message));
    const System stored = *m_mine->systems().find(QStringLiteral("acme-board"), &error);
    CatalogItems base;
    base.systems = {stored};
    CatalogItems mine;
    mine.systems = {stored};
    mine.systems.first().notes = QStringLiteral("my notes");
    // Someone else's import changes the chip count meanwhile.
    CatalogItems theirs;
    theirs.systems = {stored};
    theirs.systems.first().chipCount = 8;
    QVERIFY2(m_theirs->importItems(theirs, base, {}, &error), qPrintable(error.message));
    QVERIFY2(m_mine->importItems(mine, base, {}, &error), qPrintable(error.message));
    const System now = *m_mine->systems().find(QStringLiteral("acme-board"), &error);
    QCOMPARE(now.notes, QStringLiteral("my notes"));
    QCOMPARE(now.chipCount, 8);

    // Both change the chip count: refused, naming the system and the field.
    CatalogItems again;
    again.systems = {now};
    again.systems.first().chipCount = 16;
    CatalogItems againBase;
    againBase.systems = {now};
    theirs.systems = {now};
    theirs.systems.first().chipCount = 32;
    QVERIFY2(m_theirs->importItems(theirs, againBase, {}, &error), qPrintable(error.message));
    const QByteArray before = state(*m_mine);
    QVERIFY(!m_mine->importItems(again, againBase, {}, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QVERIFY2(error.message.contains(QLatin1String("acme-board: chip_count was changed")) &&
                 error.message.contains(QLatin1String("now 32")),
             qPrintable(error.message));
    QCOMPARE(state(*m_mine), before);
}

void TestImportRaces::offerImportsMerge() {
    // Offers: identity fields merge as fields do, price histories add up.
    const QDate august(2026, 8, 26);
    const QDate october(2026, 10, 1);
    const QDate november(2026, 11, 2);
    StorageError error;
    QVERIFY2(testwrites::saveOffers(*m_mine, {rental(kH100, {price(12.0, august)})}, &error),
             qPrintable(error.message));
    const Offer stored = *m_mine->offers().find(rental(kH100, {}).id, &error);
    CatalogItems base;
    base.offers = {stored};
    CatalogItems mine;
    mine.offers = {rental(kH100, {price(12.0, august), price(10.0, november)})};
    mine.offers.first().notes = QStringLiteral("my notes");
    // Meanwhile someone else records a price and changes the pricing note.
    CatalogItems theirs;
    theirs.offers = {rental(kH100, {price(11.0, october)})};
    theirs.offers.first().pricingNote = QStringLiteral("their note");
    QVERIFY2(m_theirs->importItems(theirs, base, {}, &error), qPrintable(error.message));
    QVERIFY2(m_mine->importItems(mine, base, {}, &error), qPrintable(error.message));
    const Offer now = *m_mine->offers().find(stored.id, &error);
    QCOMPARE(now.notes, QStringLiteral("my notes"));
    QCOMPARE(now.pricingNote, QStringLiteral("their note"));
    const QList<OfferPrice> history{price(12.0, august), price(11.0, october),
                                    price(10.0, november)};
    QCOMPARE(now.prices, history);

    // Both change the notes: refused.
    CatalogItems againBase;
    againBase.offers = {now};
    theirs.offers = {now};
    theirs.offers.first().notes = QStringLiteral("their notes");
    QVERIFY2(m_theirs->importItems(theirs, againBase, {}, &error), qPrintable(error.message));
    mine.offers = {now};
    mine.offers.first().notes = QStringLiteral("my new notes");
    const QByteArray before = state(*m_mine);
    QVERIFY(!m_mine->importItems(mine, againBase, {}, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QVERIFY2(error.message.contains(stored.id + QLatin1String(": notes was changed")),
             qPrintable(error.message));
    QCOMPARE(state(*m_mine), before);
}

void TestImportRaces::copyMergesWithTheTarget() {
    // A copy from another catalog whose H100 has another TDP, planned; then someone else
    // changes the target's H100 notes. Both land.
    catalogtest::CatalogPlace sourcePlace(QStringLiteral("source.sqlite"));
    StorageError error;
    std::unique_ptr<Catalog> source = sourcePlace.open(&error);
    QVERIFY2(source, qPrintable(error.message));
    Chip changed = m_h100;
    changed.figure(Field::TdpW).value = 650.0;
    QVERIFY2(testwrites::editChips(*source, {changed}, &error), qPrintable(error.message));
    const auto planCopy = [&] {
        return planCatalogCopy(*readCatalogItems(*source, &error),
                               *readCatalogItems(*m_mine, &error))
            .value_or(CatalogCopyPlan{});
    };
    CatalogCopyPlan plan = planCopy();
    QCOMPARE(plan.chips.changed.size(), 1);
    theirImport(h100Csv(m_h100, QStringLiteral("notes"), QStringLiteral("their notes")));
    QVERIFY2(m_mine->importItems(resolveCatalogCopy(plan), copyBase(plan), {}, &error),
             qPrintable(error.message));
    Chip now = *m_mine->chips().find(kH100, nullptr);
    QCOMPARE(now.figure(Field::TdpW).number(), 650.0);
    QCOMPARE(now.notes, QStringLiteral("their notes"));

    // The source's TDP changes again; someone else sets the target's TDP before the copy writes.
    changed.figure(Field::TdpW).value = 600.0;
    QVERIFY2(testwrites::editChips(*source, {changed}, &error), qPrintable(error.message));
    plan = planCopy();
    theirImport(h100Csv(m_h100, QStringLiteral("tdp_w"), QStringLiteral("777")));
    const QByteArray before = state(*m_mine);
    QVERIFY(!m_mine->importItems(resolveCatalogCopy(plan), copyBase(plan), {}, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QVERIFY2(error.message.contains(QLatin1String("nvidia-h100-sxm: tdp_w was changed")),
             qPrintable(error.message));
    QCOMPARE(state(*m_mine), before);
}

QTEST_GUILESS_MAIN(TestImportRaces)
#include "tst_import_races.moc"
