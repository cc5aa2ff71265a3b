// Copying one catalog into another (io/catalogcopy.h, Catalog::importItems()): the plan of
// chips, models, prices, systems and offers, and its one transaction. The catalogs are opened
// through CatalogConnection only, so that the same test runs against a team server.

#include "catalogwrites.h"
#include "io/catalogcopy.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"
#include "testbackend.h"
#include "tst_import_helpers.h"

#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <vector>

using namespace chipatlas;
using namespace importtest;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kB200 = QStringLiteral("nvidia-b200");

ChipPrice price(const QString& chipId, double usd) {
    return {chipId, usd, QDate(2026, 3, 1), QStringLiteral("quote")};
}

System board(const QString& id, const QString& chipId) {
    System system;
    system.id = id;
    system.vendor = QStringLiteral("Acme");
    system.name = QStringLiteral("Acme board ") + id;
    system.chipId = chipId;
    system.chipCount = 4;
    system.figure(SystemField::SystemPowerW).value = 2400.0;
    system.figure(SystemField::SystemPowerW).status = FigureStatus::Published;
    return system;
}

OfferPrice offerPrice(double perHour, const QDate& seen) {
    OfferPrice p;
    p.perInstanceHour = perHour;
    p.seen = seen;
    p.source = QStringLiteral("https://cloud.example/pricing");
    return p;
}

Offer offer(const QString& instance, const QString& target, QList<OfferPrice> prices) {
    Offer o;
    o.provider = QStringLiteral("Acme Cloud");
    o.region = QStringLiteral("eu-west-1");
    o.instance = instance;
    o.id = offerId(o.provider, o.region, o.instance, o.pricing);
    o.targetId = target;
    o.chips = 4;
    o.prices = std::move(prices);
    return o;
}

const QDate kAugust(2026, 8, 26);
const QDate kNovember(2026, 11, 2);

// A serving result on `hardware`, and a figure measurement of the H100's memory bandwidth.
Result servingOn(const QString& id, const QString& hardware, double tokensPerS) {
    Result r;
    r.id = id;
    r.model = QStringLiteral("llama-3.1-8b");
    r.hardwareId = hardware;
    r.scenario = Scenario::Server;
    r.tokensPerS = tokensPerS;
    r.ttftP99Ms = 250.5;
    r.date = kAugust;
    r.source = QStringLiteral("https://acme.example/bench");
    r.claim = ClaimKind::Vendor;
    return r;
}
Result bandwidthOfH100() {
    Result r;
    r.id = QStringLiteral("h100-copy-bandwidth");
    r.kind = ResultKind::Figure;
    r.hardwareId = QStringLiteral("nvidia-h100-sxm");
    r.figure = QStringLiteral("memory_bw_gbs");
    r.measuredValue = 2890.25;
    r.tool = QStringLiteral("nvbandwidth");
    r.source = QStringLiteral("my lab");
    r.claim = ClaimKind::Own;
    return r;
}

// Two of the user's scenarios: on the H100 (a chip) and on the user's board (a system).
OwnershipScenario scenarioOn(const QString& id, const QString& name, const QString& hardware) {
    OwnershipScenario s;
    s.id = id;
    s.name = name;
    s.hardwareId = hardware;
    s.purchasePrice = 25000.0 + 0.1 + 0.2;
    s.pue = 1.25;
    s.utilisationPct = 60.0;
    s.notes = QStringLiteral("copied \"as is\"");
    return s;
}
OwnershipScenario h100Servers() {
    OwnershipScenario s = scenarioOn(QStringLiteral("h100-servers"), QStringLiteral("H100 servers"),
                                     QStringLiteral("nvidia-h100-sxm"));
    s.chipCount = 64;
    return s;
}
OwnershipScenario boardAtColo() {
    OwnershipScenario s =
        scenarioOn(QStringLiteral("board-at-colo"), QStringLiteral("Board at colo"),
                   QStringLiteral("acme-1-board"));
    s.units = 3;
    s.currency = QStringLiteral("EUR");
    return s;
}

CatalogItems items(const Catalog& catalog) {
    StorageError error;
    const std::optional<CatalogItems> result = readCatalogItems(catalog, &error);
    if (!result)
        qWarning("cannot read the catalog: %s", qPrintable(error.message));
    return result.value_or(CatalogItems{});
}

// Everything a copy could change, edit marks included.
QByteArray everything(const Catalog& catalog) {
    QByteArray bytes = content(catalog);
    for (const ChipPrice& p : catalog.prices().all(nullptr)) {
        bytes += p.chipId.toUtf8() + ' ' + QByteArray::number(p.usdPerChipHour) + ' ' +
                 p.date.toString(Qt::ISODate).toUtf8() + ' ' + p.source.toUtf8() + '\n';
    }
    for (const System& system : catalog.systems().all(nullptr))
        bytes += system.id.toUtf8() + ' ' + QByteArray::number(system.chipCount) + '\n';
    for (const Offer& o : catalog.offers().all(nullptr))
        bytes += o.id.toUtf8() + ' ' + QByteArray::number(o.prices.size()) + '\n';
    return bytes;
}

QString copy(const Catalog& source, Catalog& target, CatalogCopyPlan* planOut = nullptr) {
    const std::optional<CatalogCopyPlan> plan = planCatalogCopy(items(source), items(target));
    if (!plan)
        return QStringLiteral("cancelled");
    if (planOut)
        *planOut = *plan;
    StorageError error;
    if (!target.importItems(resolveCatalogCopy(*plan), copyBase(*plan), {}, &error))
        return error.message;
    return {};
}
} // namespace

class TestCatalogCopy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void planNewChangedUnchanged();
    void applyKeepsWhatTheSourceLacks();
    void roundTripLosesNothing();
    void offerHistoriesMerge();
    void skippedNewChipLeavesItsPriceOut();
    void resultsGoWithTheirHardware();
    void scenariosAreCopied();
    void badItemSavesNothing_data();
    void badItemSavesNothing();
    void cancelSavesNothing();

private:
    // A new catalog on the backend under test: a file, or a fresh database on the test server
    // (CHIPATLAS_TEST_BACKEND=postgres). `onFile`: a file on this computer whatever the backend.
    std::unique_ptr<Catalog> newCatalog(bool onFile = false) {
        StorageError error;
        std::unique_ptr<Catalog> catalog;
        if (onFile) {
            catalog = Catalog::open(CatalogConnection::sqliteFile(m_dir.filePath(
                                        QStringLiteral("c%1.sqlite").arg(++m_files))),
                                    &error);
        } else {
            m_places.push_back(std::make_unique<catalogtest::CatalogPlace>());
            catalog = m_places.back()->open(&error);
        }
        if (!catalog)
            qWarning("cannot open a new catalog: %s", qPrintable(error.message));
        return catalog;
    }
    // A catalog with something of the user's in every kind: an edited built-in chip, a new
    // chip, an edited and a new model, two prices.
    std::unique_ptr<Catalog> userCatalog(bool onFile = false);

    std::vector<std::unique_ptr<catalogtest::CatalogPlace>> m_places;
    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestCatalogCopy::initTestCase() {
    QVERIFY(m_dir.isValid());
}

std::unique_ptr<Catalog> TestCatalogCopy::userCatalog(bool onFile) {
    std::unique_ptr<Catalog> catalog = newCatalog(onFile);
    if (!catalog)
        return catalog;
    Chip h100 = *catalog->chips().find(kH100, nullptr);
    h100.figure(Field::TdpW).value = 650.0;
    h100.figure(Field::TdpW).note = QStringLiteral("measured");
    h100.notes = QStringLiteral("our notes");
    LlmModel edited = catalog->models().all(nullptr).first();
    edited.value(ModelField::Notes) = QStringLiteral("my note");
    LlmModel added = edited;
    added.value(ModelField::Id) = QStringLiteral("my-model");
    added.value(ModelField::Name) = QStringLiteral("My model");
    StorageError error;
    if (!testwrites::editChips(*catalog, {h100, newChip(QStringLiteral("acme-1"))}, &error) ||
        !testwrites::saveModels(*catalog, {edited, added}, &error) ||
        !catalog->prices().set(price(kH100, 2.5), &error) ||
        !catalog->prices().set(price(QStringLiteral("acme-1"), 1.25), &error) ||
        !testwrites::saveSystems(
            *catalog, {board(QStringLiteral("acme-1-board"), QStringLiteral("acme-1"))}, &error) ||
        !testwrites::saveOffers(
            *catalog,
            {offer(QStringLiteral("a1.board"), QStringLiteral("acme-1-board"),
                   {offerPrice(20.0, kAugust), offerPrice(18.0, kNovember)}),
             offer(QStringLiteral("h4.large"), kH100, {offerPrice(12.0, kAugust)})},
            &error) ||
        !testwrites::importEntries(*catalog,
                                   CatalogItems{{},
                                                {},
                                                {},
                                                {},
                                                {},
                                                {servingOn(QStringLiteral("acme-board-llama"),
                                                           QStringLiteral("acme-1-board"), 900.5),
                                                 bandwidthOfH100()},
                                                {h100Servers(), boardAtColo()}},
                                   &error)) {
        qWarning("cannot fill the catalog: %s", qPrintable(error.message));
        return nullptr;
    }
    return catalog;
}

void TestCatalogCopy::planNewChangedUnchanged() {
    std::unique_ptr<Catalog> source = userCatalog();
    std::unique_ptr<Catalog> target = newCatalog();
    QVERIFY(source && target);
    StorageError error;
    QVERIFY(target->prices().set(price(kH100, 3.0), &error));

    const std::optional<CatalogCopyPlan> plan = planCatalogCopy(items(*source), items(*target));
    QVERIFY(plan);
    QCOMPARE(plan->chips.added.size(), 1);
    QCOMPARE(plan->chips.added.first().id, QStringLiteral("acme-1"));
    QCOMPARE(plan->chips.changed.size(), 1);
    const ChipChange& change = plan->chips.changed.first();
    QCOMPARE(change.local.id, kH100);
    QStringList keys;
    for (const ChipDifference& difference : change.differences)
        keys << difference.key;
    QCOMPARE(keys, (QStringList{QStringLiteral("notes"), QStringLiteral("tdp_w")}));
    QCOMPARE(change.differences.last().local.value, 700.0);
    QCOMPARE(change.differences.last().imported.value, 650.0);
    QCOMPARE(plan->chips.unchanged.size(), target->chips().count(nullptr) - 1);

    QCOMPARE(plan->addedModels.size(), 1);
    QCOMPARE(plan->addedModels.first().id(), QStringLiteral("my-model"));
    QCOMPARE(plan->changedModels.size(), 1);
    QCOMPARE(plan->changedModels.first().fields, QList<ModelField>{ModelField::Notes});
    QCOMPARE(plan->unchangedModels.size(), target->models().all(nullptr).size() - 1);

    QCOMPARE(plan->addedPrices.size(), 1);
    QCOMPARE(plan->addedPrices.first().chipId, QStringLiteral("acme-1"));
    QCOMPARE(plan->changedPrices.size(), 1);
    QCOMPARE(plan->changedPrices.first().local.usdPerChipHour, 3.0);
    QCOMPARE(plan->changedPrices.first().imported.usdPerChipHour, 2.5);
    QVERIFY(plan->unchangedPrices.isEmpty());
    QVERIFY(!plan->isEmpty());
    QVERIFY2(catalogCopySummary(*plan).startsWith(
                 QStringLiteral("chips: 1 new, 1 changed, %1 unchanged; LLM models: 1 new, 1 "
                                "changed")
                     .arg(plan->chips.unchanged.size())),
             qPrintable(catalogCopySummary(*plan)));

    // A catalog copied onto itself plans nothing.
    const std::optional<CatalogCopyPlan> same = planCatalogCopy(items(*source), items(*source));
    QVERIFY(same);
    QVERIFY(same->isEmpty());
}

void TestCatalogCopy::applyKeepsWhatTheSourceLacks() {
    std::unique_ptr<Catalog> source = userCatalog();
    std::unique_ptr<Catalog> target = newCatalog();
    QVERIFY(source && target);
    // The target's own chip, model and price: the source does not have them, and a copy never
    // deletes.
    LlmModel theirs = target->models().all(nullptr).last();
    theirs.value(ModelField::Id) = QStringLiteral("their-model");
    StorageError error;
    QVERIFY(testwrites::saveChips(*target, {newChip(QStringLiteral("theirs-1"))}, &error));
    QVERIFY(testwrites::saveModels(*target, {theirs}, &error));
    QVERIFY(target->prices().set(price(QStringLiteral("theirs-1"), 9.0), &error));
    QVERIFY(target->prices().set(price(kB200, 4.0), &error));

    CatalogCopyPlan plan;
    QCOMPARE(copy(*source, *target, &plan), QString());
    QVERIFY(target->chips().find(QStringLiteral("theirs-1"), nullptr));
    QVERIFY(target->models().find(QStringLiteral("their-model"), nullptr));
    QCOMPARE(target->prices().find(QStringLiteral("theirs-1"), nullptr)->usdPerChipHour, 9.0);
    QCOMPARE(target->prices().find(kB200, nullptr)->usdPerChipHour, 4.0);
    // What the source brings is there, and the copied figures are the user's edits.
    QCOMPARE(*target->chips().find(kH100, nullptr), *source->chips().find(kH100, nullptr));
    QCOMPARE(target->chips().editedFields(kH100, nullptr), QList<Field>{Field::TdpW});
    QCOMPARE(*target->chips().find(QStringLiteral("acme-1"), nullptr),
             *source->chips().find(QStringLiteral("acme-1"), nullptr));
    QCOMPARE(*target->models().find(QStringLiteral("my-model"), nullptr),
             *source->models().find(QStringLiteral("my-model"), nullptr));
    QCOMPARE(target->prices().all(nullptr).size(), 4);

    // A second copy finds nothing to do.
    const std::optional<CatalogCopyPlan> again = planCatalogCopy(items(*source), items(*target));
    QVERIFY(again);
    QVERIFY(again->isEmpty());
}

// File -> the catalog under test (the team server in the _pg run) -> file: the third catalog
// holds what the first does.
void TestCatalogCopy::roundTripLosesNothing() {
    std::unique_ptr<Catalog> first = userCatalog(true);
    std::unique_ptr<Catalog> middle = newCatalog();
    std::unique_ptr<Catalog> last = newCatalog(true);
    QVERIFY(first && middle && last);
    QCOMPARE(copy(*first, *middle), QString());
    QCOMPARE(copy(*middle, *last), QString());
    const CatalogItems a = items(*first);
    const CatalogItems c = items(*last);
    QCOMPARE(c.chips.size(), a.chips.size());
    QVERIFY(c.chips == a.chips);
    QVERIFY(c.models == a.models);
    QVERIFY(c.prices == a.prices);
    QCOMPARE(last->chips().editedFields(kH100, nullptr),
             first->chips().editedFields(kH100, nullptr));
    // Systems, and offers with every price of their histories: the built-in ones and the
    // user's own (one system, two offers).
    QCOMPARE(c.systems.size(), builtInSystems(nullptr)->systems.size() + 1);
    QCOMPARE(c.systems, a.systems);
    QCOMPARE(c.offers.size(), builtInOffers(nullptr)->offers.size() + 2);
    QCOMPARE(c.offers, a.offers);
    // Results, every field, the user's two among them.
    QVERIFY(c.results.size() >= 2);
    QVERIFY(c.results == a.results);
    const Catalog::ResultState copied =
        last->results().states({bandwidthOfH100().id}, nullptr)->constFirst();
    QVERIFY(copied.result == bandwidthOfH100());
    // Scenarios, every field.
    QCOMPARE(c.scenarios.size(), 2);
    QVERIFY(c.scenarios == a.scenarios);
    QVERIFY(last->scenarios().find(boardAtColo().id, nullptr) == boardAtColo());
}

// The target's offer keeps its history and gains the source's prices; a copy drops none.
void TestCatalogCopy::offerHistoriesMerge() {
    std::unique_ptr<Catalog> source = userCatalog();
    std::unique_ptr<Catalog> target = newCatalog();
    QVERIFY(source && target);
    const OfferPrice theirs = offerPrice(14.0, QDate(2026, 9, 1));
    StorageError error;
    QVERIFY2(testwrites::saveOffers(*target, {offer(QStringLiteral("h4.large"), kH100, {theirs})},
                                    &error),
             qPrintable(error.message));
    CatalogCopyPlan plan;
    QCOMPARE(copy(*source, *target, &plan), QString());
    QCOMPARE(plan.addedSystems.size(), 1);
    QCOMPARE(plan.addedOffers.size(), 1);
    QCOMPARE(plan.changedOffers.size(), 1);
    QCOMPARE(plan.changedOffers.first().newPrices, QList<OfferPrice>{offerPrice(12.0, kAugust)});
    // Besides the built-in systems and offers both catalogs hold unchanged.
    const QString summary =
        QStringLiteral("systems: 1 new, 0 changed, %1 unchanged; offers: 1 new, "
                       "1 changed, %2 unchanged")
            .arg(builtInSystems(nullptr)->systems.size())
            .arg(builtInOffers(nullptr)->offers.size());
    QVERIFY2(catalogCopySummary(plan).contains(summary), qPrintable(catalogCopySummary(plan)));
    const std::optional<Offer> merged =
        target->offers().find(offer(QStringLiteral("h4.large"), kH100, {}).id, &error);
    QVERIFY2(merged, qPrintable(error.message));
    QCOMPARE(merged->prices, (QList<OfferPrice>{offerPrice(12.0, kAugust), theirs}));
    QCOMPARE(target->systems().find(QStringLiteral("acme-1-board"), &error)->chipId,
             QStringLiteral("acme-1"));

    // A system whose new chip the preview leaves out is left out, and so is its offer.
    std::unique_ptr<Catalog> other = newCatalog();
    QVERIFY(other);
    const std::optional<CatalogCopyPlan> again = planCatalogCopy(items(*source), items(*other));
    QVERIFY(again);
    ImportChoices choices;
    choices.skippedNew.insert(QStringLiteral("acme-1"));
    const CatalogItems write = resolveCatalogCopy(*again, choices);
    QVERIFY(write.systems.isEmpty());
    QCOMPARE(write.offers.size(), 1);
    QCOMPARE(write.offers.first().targetId, kH100);
}

// A copy adds the source's results and takes its changes of a result both hold; one whose new
// chip or system the preview leaves out is left out too. The summaries count the results.
void TestCatalogCopy::resultsGoWithTheirHardware() {
    std::unique_ptr<Catalog> source = userCatalog();
    std::unique_ptr<Catalog> target = newCatalog();
    QVERIFY(source && target);
    StorageError error;
    Result older = bandwidthOfH100();
    older.measuredValue = 2700.0;
    QVERIFY2(
        testwrites::importEntries(*target, CatalogItems{{}, {}, {}, {}, {}, {older}, {}}, &error),
        qPrintable(error.message));
    const std::optional<CatalogCopyPlan> plan = planCatalogCopy(items(*source), items(*target));
    QVERIFY(plan);
    QCOMPARE(plan->addedResults.size(), 1);
    QCOMPARE(plan->addedResults.first().id, QStringLiteral("acme-board-llama"));
    QCOMPARE(plan->changedResults.size(), 1);
    QCOMPARE(plan->changedResults.first().local.measuredValue, 2700.0);
    QCOMPARE(plan->changedResults.first().imported.measuredValue, 2890.25);
    QVERIFY2(catalogCopySummary(*plan).contains(
                 QStringLiteral("; results: 1 new, 1 changed, %1 unchanged;")
                     .arg(plan->unchangedResults.size())),
             qPrintable(catalogCopySummary(*plan)));

    // The board's chip left out: the board and its result stay out; the H100's result is copied.
    ImportChoices choices;
    choices.skippedNew.insert(QStringLiteral("acme-1"));
    const CatalogItems write = resolveCatalogCopy(*plan, choices);
    QCOMPARE(write.results.size(), 1);
    QCOMPARE(write.results.first().id, bandwidthOfH100().id);
    QVERIFY2(target->importItems(write, copyBase(*plan), {}, &error), qPrintable(error.message));
    QCOMPARE(target->results().find(bandwidthOfH100().id, &error)->measuredValue, 2890.25);
    QVERIFY(!target->results().find(QStringLiteral("acme-board-llama"), &error));
    QCOMPARE(catalogCopiedSummary(write, QStringLiteral("team")),
             QStringLiteral("Copied 1 chip, 2 LLM models, 1 price, 0 systems, 1 offer, 1 "
                            "result and 2 scenarios to team."));

    // Everything: the board and its result come along.
    QCOMPARE(copy(*source, *target), QString());
    QCOMPARE(target->results().find(QStringLiteral("acme-board-llama"), &error)->hardwareId,
             QStringLiteral("acme-1-board"));
}

// A copy adds the source's scenarios and takes its changes of one both hold, whatever its
// hardware (a scenario outlives it: the board's stays when the board is left out); the summaries
// count them. A scenario whose name the target gives another scenario refuses the whole copy.
void TestCatalogCopy::scenariosAreCopied() {
    std::unique_ptr<Catalog> source = userCatalog(true); // a file
    std::unique_ptr<Catalog> target = newCatalog();      // the team server in the _pg run
    QVERIFY(source && target);
    StorageError error;
    OwnershipScenario older = h100Servers();
    older.pue = 1.5;
    QVERIFY2(
        testwrites::importEntries(*target, CatalogItems{{}, {}, {}, {}, {}, {}, {older}}, &error),
        qPrintable(error.message));
    const std::optional<CatalogCopyPlan> plan = planCatalogCopy(items(*source), items(*target));
    QVERIFY(plan);
    QCOMPARE(plan->addedScenarios.size(), 1);
    QCOMPARE(plan->addedScenarios.first().id, boardAtColo().id);
    QCOMPARE(plan->changedScenarios.size(), 1);
    QCOMPARE(plan->changedScenarios.first().local.pue, 1.5);
    QCOMPARE(plan->changedScenarios.first().imported.pue, 1.25);
    QVERIFY2(catalogCopySummary(*plan).endsWith(
                 QStringLiteral("; scenarios: 1 new, 1 changed, 0 unchanged")),
             qPrintable(catalogCopySummary(*plan)));
    ImportChoices choices;
    choices.skippedNew.insert(QStringLiteral("acme-1"));
    const CatalogItems write = resolveCatalogCopy(*plan, choices);
    QCOMPARE(write.scenarios, (QList<OwnershipScenario>{boardAtColo(), h100Servers()}));
    QVERIFY2(target->importItems(write, copyBase(*plan), {}, &error), qPrintable(error.message));
    QVERIFY(target->scenarios().find(h100Servers().id, &error) == h100Servers());
    QVERIFY(target->scenarios().find(boardAtColo().id, &error) == boardAtColo());
    QVERIFY(!target->systems().find(QStringLiteral("acme-1-board"), &error));
    QVERIFY2(catalogCopiedSummary(write, QStringLiteral("team"))
                 .endsWith(QStringLiteral(" and 2 scenarios to team.")),
             qPrintable(catalogCopiedSummary(write, QStringLiteral("team"))));
    const std::optional<CatalogCopyPlan> again = planCatalogCopy(items(*source), items(*target));
    QVERIFY(again);
    QCOMPARE(again->unchangedScenarios, (QStringList{boardAtColo().id, h100Servers().id}));

    // The target names another scenario as the source names one of its own: nothing is copied.
    std::unique_ptr<Catalog> other = newCatalog();
    QVERIFY(other);
    OwnershipScenario namesake = h100Servers();
    namesake.id = QStringLiteral("our-h100-servers");
    QVERIFY2(
        testwrites::importEntries(*other, CatalogItems{{}, {}, {}, {}, {}, {}, {namesake}}, &error),
        qPrintable(error.message));
    const QString refused = copy(*source, *other);
    QVERIFY2(refused.contains(QStringLiteral("already has a scenario named \"H100 servers\" "
                                             "(our-h100-servers)")),
             qPrintable(refused));
    QVERIFY(!other->scenarios().find(boardAtColo().id, &error));
    QVERIFY(!other->chips().find(QStringLiteral("acme-1"), &error));
}

void TestCatalogCopy::skippedNewChipLeavesItsPriceOut() {
    std::unique_ptr<Catalog> source = userCatalog();
    std::unique_ptr<Catalog> target = newCatalog();
    QVERIFY(source && target);
    const std::optional<CatalogCopyPlan> plan = planCatalogCopy(items(*source), items(*target));
    QVERIFY(plan);
    ImportChoices choices;
    choices.skippedNew.insert(QStringLiteral("acme-1"));
    choices.chips.insert(kH100, ImportChoice::KeepLocal);
    const CatalogItems write = resolveCatalogCopy(*plan, choices);
    QVERIFY(write.chips.isEmpty());
    QCOMPARE(write.prices.size(), 1);
    QCOMPARE(write.prices.first().chipId, kH100);
    StorageError error;
    QVERIFY2(target->importItems(write, copyBase(*plan), {}, &error), qPrintable(error.message));
    QVERIFY(!target->chips().find(QStringLiteral("acme-1"), nullptr));
    QCOMPARE(target->chips().find(kH100, nullptr)->figure(Field::TdpW).value, 700.0);
    QCOMPARE(target->prices().find(kH100, nullptr)->usdPerChipHour, 2.5);
}

void TestCatalogCopy::badItemSavesNothing_data() {
    QTest::addColumn<QString>("what");
    QTest::newRow("model") << QStringLiteral("model");
    QTest::newRow("price of an unknown chip") << QStringLiteral("orphan price");
    QTest::newRow("negative price") << QStringLiteral("negative price");
    QTest::newRow("duplicate chip") << QStringLiteral("duplicate chip");
}

// The last item of the list is bad: the chips and models written before it roll back.
void TestCatalogCopy::badItemSavesNothing() {
    QFETCH(QString, what);
    std::unique_ptr<Catalog> source = userCatalog();
    std::unique_ptr<Catalog> target = newCatalog();
    QVERIFY(source && target);
    const QByteArray before = everything(*target);
    const std::optional<CatalogCopyPlan> plan = planCatalogCopy(items(*source), items(*target));
    QVERIFY(plan);
    CatalogItems write = resolveCatalogCopy(*plan);
    QVERIFY(!write.chips.isEmpty() && !write.models.isEmpty() && !write.prices.isEmpty());
    if (what == QLatin1String("model")) {
        LlmModel bad = write.models.first();
        bad.value(ModelField::Id) = QStringLiteral("zz-bad");
        bad.value(ModelField::NumLayers) = qint64(0);
        write.models.append(bad);
    } else if (what == QLatin1String("orphan price")) {
        write.prices.append(price(QStringLiteral("no-such-chip"), 1.0));
    } else if (what == QLatin1String("negative price")) {
        write.prices.append(price(kB200, -1.0));
    } else {
        write.chips.append(write.chips.first());
    }
    StorageError error;
    QVERIFY(!target->importItems(write, copyBase(*plan), {}, &error));
    QVERIFY(error.code == StorageError::Code::BadData ||
            error.code == StorageError::Code::NotFound);
    QCOMPARE(everything(*target), before);
}

void TestCatalogCopy::cancelSavesNothing() {
    std::unique_ptr<Catalog> source = userCatalog();
    std::unique_ptr<Catalog> target = newCatalog();
    QVERIFY(source && target);
    QList<Chip> many;
    for (int i = 0; i < 300; ++i)
        many << newChip(QStringLiteral("bulk-%1").arg(i, 3, 10, QLatin1Char('0')));
    StorageError error;
    QVERIFY(testwrites::saveChips(*source, many, &error));
    const QByteArray before = everything(*target);
    const std::optional<CatalogCopyPlan> plan = planCatalogCopy(items(*source), items(*target));
    QVERIFY(plan);
    QCOMPARE(plan->chips.added.size(), 301);

    // Cancelled while planning: no plan.
    std::atomic<bool> cancel = true;
    QVERIFY(!planCatalogCopy(items(*source), items(*target), ImportControl::withFlag(&cancel)));

    // Cancelled halfway through the transaction: rolled back.
    cancel = false;
    const ImportControl control = ImportControl::withFlag(&cancel, [&](qint64 done, qint64) {
        if (done >= 128)
            cancel = true;
    });
    QVERIFY(!target->importItems(resolveCatalogCopy(*plan), copyBase(*plan), control, &error));
    QCOMPARE(error.code, StorageError::Code::Cancelled);
    QCOMPARE(everything(*target), before);
}

QTEST_GUILESS_MAIN(TestCatalogCopy)
#include "tst_catalogcopy.moc"
