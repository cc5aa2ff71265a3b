// Systems and rental offers in storage (schema 7), through the public API only, so that the same
// test runs on a file and on the test PostgreSQL server (tst_catalog_systems_pg): round trips,
// the catalog checks, an offer's price history across edits, imports and built-in updates, the
// version check, and seeding the built-in systems and offers.
#include "application/catalogchange.h"
#include "application/pricing.h"
#include "application/systemedits.h"
#include "catalogwrites.h"
#include "storage/catalog.h"
#include "testbackend.h"

#include <QStandardPaths>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

Figure figure(QVariant value, FigureStatus status, const char* source = "", const char* note = "") {
    Figure f;
    f.value = std::move(value);
    f.status = status;
    f.source = QString::fromLatin1(source);
    f.note = QString::fromUtf8(note);
    return f;
}

// An HGX-style board of eight H100s with figures of every kind and status.
System board(const QString& id = QStringLiteral("acme-hgx-h100")) {
    System system;
    system.id = id;
    system.vendor = QStringLiteral("Acme");
    system.name = QStringLiteral("Acme HGX H100 \u00b5");
    system.chipId = kH100;
    system.chipCount = 8;
    system.vendorThroughputSparse = true;
    system.sourceUrls = {QStringLiteral("https://acme.example/hgx"),
                         QStringLiteral("https://acme.example/hgx.pdf")};
    system.notes = QStringLiteral("Line one.\nLine two.");
    using S = FigureStatus;
    system.figure(SystemField::ScaleupFabric) =
        figure(QStringLiteral("NVLink 4 + NVSwitch"), S::Published, "https://acme.example/hgx");
    system.figure(SystemField::ScaleupDomainChips) = figure(8.0, S::Published);
    system.figure(SystemField::ScaleupBwPerChipGbs) =
        figure(900.0, S::Published, "https://acme.example/hgx", "bidirectional");
    system.figure(SystemField::HostMemoryGb) =
        figure(2048.0, S::Unverified, "https://blog.example");
    system.figure(SystemField::HostMemoryGb).printedUnit = PrintedUnit::Binary;
    system.figure(SystemField::SystemPowerW) = figure({}, S::NotPublished, "", "withheld");
    system.figure(SystemField::VendorTotalFp8Tflops) =
        figure(32000.0, S::Published, "https://acme.example/hgx.pdf", "sparse, p. 2");
    return system;
}

OfferPrice price(double perHour, const QDate& seen, const char* source = "https://cloud.example") {
    OfferPrice p;
    p.perInstanceHour = perHour;
    p.seen = seen;
    p.source = QString::fromLatin1(source);
    return p;
}

Offer offerOn(const QString& target, QList<OfferPrice> prices,
              const QString& instance = QStringLiteral("h8.xlarge")) {
    Offer offer;
    offer.provider = QStringLiteral("Acme Cloud");
    offer.region = QStringLiteral("eu-west-1");
    offer.instance = instance;
    offer.pricing = Pricing::OnDemand;
    offer.id = offerId(offer.provider, offer.region, offer.instance, offer.pricing);
    offer.targetId = target;
    offer.chips = 8;
    offer.prices = std::move(prices);
    return offer;
}

const QDate kAugust(2026, 8, 26);
const QDate kNovember(2026, 11, 2);
// Revisions above any the compiled-in catalog will have: the files built here are newer.
constexpr int kRevision = 2000000000;

// The system, or an empty one when there is none (a failed comparison, not a crash).
System stored(const Catalog& catalog, const QString& id) {
    StorageError error;
    return catalog.systems().find(id, &error).value_or(System{});
}
Offer storedOffer(const Catalog& catalog, const QString& id) {
    StorageError error;
    return catalog.offers().find(id, &error).value_or(Offer{});
}

// One more price of a stored offer, recorded as the offer editor and `chipatlas-cli price` do.
bool recordPrice(Catalog& catalog, const QString& offerId, const OfferPrice& price,
                 StorageError* error) {
    ChangeResult result = recordOfferPrice(catalog, QStringLiteral("Record price"), offerId, price);
    const bool written = commitChange(catalog, &result);
    *error = result.error;
    return written;
}
} // namespace

class TstCatalogSystems : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void systemRoundTrip();
    void systemNeedsAKnownChip();
    void offerRoundTripAndHistory();
    void offerNeedsAKnownTarget();
    void recordedPriceKeepsTheOldOne();
    void importKeepsTheHistory();
    void staleSystemWriteIsRefused();
    void staleOfferWriteIsRefused();
    void deleteWithAStaleOfferChangesNothing();
    void undoTakesARecordedPriceBack();
    void deletedBuiltInSystemIsTombstoned();
    void manyStatesReadAsOneAtATime();
    void seedingOnce();
    void editedBuiltInSystemSurvivesNewerRevision();
    void builtInOfferPricesMergeIntoHistory();

private:
    std::unique_ptr<Catalog> open();
    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    std::unique_ptr<Catalog> m_catalog;
};

void TstCatalogSystems::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

std::unique_ptr<Catalog> TstCatalogSystems::open() {
    StorageError error;
    std::unique_ptr<Catalog> catalog = m_place->open(&error);
    if (!catalog)
        qWarning("open: %s", qPrintable(error.message));
    return catalog;
}

void TstCatalogSystems::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    m_catalog = open();
    QVERIFY(m_catalog);
}

void TstCatalogSystems::cleanup() {
    m_catalog.reset();
    m_place.reset();
}

void TstCatalogSystems::systemRoundTrip() {
    StorageError error;
    const System minimal = [] {
        System s;
        s.id = QStringLiteral("acme-one");
        s.vendor = QStringLiteral("Acme");
        s.name = QStringLiteral("Acme One");
        s.chipId = kH100;
        s.chipCount = 1;
        return s;
    }();
    QVERIFY2(testwrites::saveSystems(*m_catalog, {board(), minimal}, &error),
             qPrintable(error.message));
    // Read back by another client: what was stored, not what this one remembers.
    const std::unique_ptr<Catalog> other = open();
    QVERIFY(other);
    QList<System> systems = other->systems().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    systems.removeIf([](const System& s) { return !s.id.startsWith(QLatin1String("acme-")); });
    QCOMPARE(systems.size(), 2);
    QCOMPARE(systems.at(0), board()); // ordered by id
    QCOMPARE(systems.at(1), minimal);
    QCOMPARE(stored(*other, QStringLiteral("acme-one")), minimal);
    QVERIFY(!other->systems().find(QStringLiteral("nothing-here"), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);

    // Saving again replaces it, figures included.
    System edited = board();
    edited.figure(SystemField::ScaleupBwPerChipGbs) = Figure{};
    edited.chipCount = 4;
    QVERIFY2(testwrites::saveSystems(*m_catalog, {edited}, &error), qPrintable(error.message));
    QCOMPARE(stored(*other, edited.id), edited);
}

void TstCatalogSystems::systemNeedsAKnownChip() {
    StorageError error;
    System orphan = board(QStringLiteral("acme-orphan"));
    orphan.chipId = QStringLiteral("acme-nonexistent");
    QVERIFY(!testwrites::saveSystems(*m_catalog, {board(), orphan}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(QLatin1String("acme-orphan")) &&
                 error.message.contains(QLatin1String("acme-nonexistent")),
             qPrintable(error.message));
    // All or nothing: the good system before it was not saved either.
    QVERIFY(!m_catalog->systems().find(board().id, &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
}

void TstCatalogSystems::offerRoundTripAndHistory() {
    StorageError error;
    QVERIFY2(testwrites::saveSystems(*m_catalog, {board()}, &error), qPrintable(error.message));
    OfferPrice undated = price(80.0, {});
    undated.seenNote = QStringLiteral("not shown (catalog snapshot)");
    undated.origin = Origin::BuiltIn;
    Offer offer = offerOn(board().id, {price(98.32, kAugust), undated});
    offer.pricingNote = QStringLiteral("term not stated");
    offer.notes = QStringLiteral("quoted by mail");
    const Offer single = offerOn(kH100, {price(12.0, kNovember)}, QStringLiteral("h1.small"));
    QVERIFY2(testwrites::saveOffers(*m_catalog, {offer, single}, &error),
             qPrintable(error.message));
    // Stored in history order: the undated price first.
    Offer expected = offer;
    expected.prices = {undated, price(98.32, kAugust)};
    const std::unique_ptr<Catalog> other = open();
    QVERIFY(other);
    QCOMPARE(storedOffer(*other, offer.id), expected);
    QCOMPARE(storedOffer(*other, single.id), single);
    QList<Offer> offers = other->offers().all(&error);
    offers.removeIf([](const Offer& o) { return o.provider != QLatin1String("Acme Cloud"); });
    QCOMPARE(offers, (QList<Offer>{single, expected})); // ordered by id
    // The same id twice in one list is refused, and nothing is saved.
    QVERIFY(!testwrites::saveOffers(*m_catalog, {single, single}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
}

void TstCatalogSystems::offerNeedsAKnownTarget() {
    StorageError error;
    QVERIFY(
        !testwrites::saveOffers(*m_catalog, {offerOn(QStringLiteral("acme-nowhere"), {})}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(QLatin1String("acme-nowhere")), qPrintable(error.message));
    QVERIFY(!m_catalog->offers().find(offerOn(kH100, {}).id, &error));
    // A chip is a target as much as a system is.
    QVERIFY2(testwrites::saveOffers(*m_catalog, {offerOn(kH100, {price(30.0, kAugust)})}, &error),
             qPrintable(error.message));
}

void TstCatalogSystems::recordedPriceKeepsTheOldOne() {
    StorageError error;
    const Offer offer = offerOn(kH100, {price(98.32, kAugust)});
    QVERIFY2(testwrites::saveOffers(*m_catalog, {offer}, &error), qPrintable(error.message));
    // An edit that brings a new price: the old one stays, with its date.
    Offer edited = offer;
    edited.prices = {price(88.0, kNovember)};
    edited.notes = QStringLiteral("cheaper since November");
    QVERIFY2(testwrites::saveOffers(*m_catalog, {edited}, &error), qPrintable(error.message));
    // The same price again is not doubled; a recorded price adds one more.
    QVERIFY2(testwrites::saveOffers(*m_catalog, {edited}, &error), qPrintable(error.message));
    OfferPrice quote = price(85.0, kNovember, "quote from our reseller, ref 1234");
    QVERIFY2(recordPrice(*m_catalog, offer.id, quote, &error), qPrintable(error.message));
    const std::optional<Offer> found = m_catalog->offers().find(offer.id, &error);
    QVERIFY2(found, qPrintable(error.message));
    QCOMPARE(found->notes, edited.notes);
    const QList<OfferPrice> history{price(98.32, kAugust), price(88.0, kNovember), quote};
    QCOMPARE(found->prices, history);
    QCOMPARE(found->current()->perInstanceHour, 85.0);
    QVERIFY(!recordPrice(*m_catalog, QStringLiteral("no-such-offer"), quote, &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
}

void TstCatalogSystems::importKeepsTheHistory() {
    StorageError error;
    QVERIFY2(testwrites::saveSystems(*m_catalog, {board()}, &error), qPrintable(error.message));
    QVERIFY2(
        testwrites::saveOffers(*m_catalog, {offerOn(board().id, {price(98.32, kAugust)})}, &error),
        qPrintable(error.message));
    // An import of the same offer with a newer price, and of the system.
    CatalogItems items;
    items.systems = {board()};
    items.offers = {offerOn(board().id, {price(98.32, kAugust), price(90.0, kNovember)})};
    CatalogItems base; // what the import was planned against: the stored entries
    base.systems = {board()};
    base.offers = {offerOn(board().id, {price(98.32, kAugust)})};
    QVERIFY2(m_catalog->importItems(items, base, ImportControl{}, &error),
             qPrintable(error.message));
    const QList<OfferPrice> history{price(98.32, kAugust), price(90.0, kNovember)};
    QCOMPARE(storedOffer(*m_catalog, items.offers.constFirst().id).prices, history);
    // An import whose offer has a target the catalog lacks changes nothing.
    items.offers = {offerOn(QStringLiteral("acme-nowhere"), {price(1.0, kNovember)})};
    items.systems = {board(QStringLiteral("acme-hgx-two"))};
    base.offers = {storedOffer(*m_catalog, items.offers.constFirst().id)};
    QVERIFY(!m_catalog->importItems(items, base, ImportControl{}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY(!m_catalog->systems().find(QStringLiteral("acme-hgx-two"), &error));
}

void TstCatalogSystems::staleSystemWriteIsRefused() {
    StorageError error;
    QVERIFY2(testwrites::saveSystems(*m_catalog, {board()}, &error), qPrintable(error.message));
    const std::unique_ptr<Catalog> other = open();
    QVERIFY(other);
    const auto seen = m_catalog->systems().states({board().id}, &error);
    QVERIFY2(seen, qPrintable(error.message));
    QVERIFY(seen->constFirst().version > 0);

    // The other client edits it first.
    System theirs = board();
    theirs.chipCount = 4;
    const auto theirState = other->systems().states({board().id}, &error);
    QVERIFY2(theirState, qPrintable(error.message));
    QVERIFY2(other->systems().restore(
                 {SystemRepository::editedState(theirState->constFirst(), theirs)}, &error),
             qPrintable(error.message));

    System mine = board();
    mine.chipCount = 2;
    QVERIFY(!m_catalog->systems().restore({SystemRepository::editedState(seen->constFirst(), mine)},
                                          &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QCOMPARE(stored(*m_catalog, board().id).chipCount, 4);
}

void TstCatalogSystems::staleOfferWriteIsRefused() {
    StorageError error;
    const Offer offer = offerOn(kH100, {price(98.32, kAugust)});
    QVERIFY2(testwrites::saveOffers(*m_catalog, {offer}, &error), qPrintable(error.message));
    const auto seen = m_catalog->offers().states({offer.id}, &error);
    QVERIFY2(seen, qPrintable(error.message));
    // Another client records a price meanwhile.
    const std::unique_ptr<Catalog> other = open();
    QVERIFY(other);
    QVERIFY2(recordPrice(*other, offer.id, price(90.0, kNovember), &error),
             qPrintable(error.message));
    Catalog::OfferState mine = seen->constFirst();
    mine.offer->notes = QStringLiteral("mine");
    QVERIFY(!m_catalog->offers().restore({mine}, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QCOMPARE(storedOffer(*m_catalog, offer.id).prices.size(), 2);
}

// Deleting a system takes its offers in the same write: when one offer changed since the delete
// was planned (another client recorded a price), the delete is refused as a whole, and the system
// is still there with all its offers, never a system gone with its offers left behind.
void TstCatalogSystems::deleteWithAStaleOfferChangesNothing() {
    StorageError error;
    const System system = board();
    QVERIFY2(testwrites::saveSystems(*m_catalog, {system}, &error), qPrintable(error.message));
    const Offer first = offerOn(system.id, {price(98.32, kAugust)});
    const Offer second = offerOn(system.id, {price(60.0, kAugust)}, QStringLiteral("h8.2xlarge"));
    QVERIFY2(testwrites::saveOffers(*m_catalog, {first, second}, &error),
             qPrintable(error.message));
    ChangeResult result =
        deleteSystems(*m_catalog, QStringLiteral("Delete system"), {system.id},
                      m_catalog->offers().all(&error), m_catalog->results().all(&error));
    QVERIFY2(result.change, qPrintable(result.error.message));
    QCOMPARE(result.change->offersBefore.size(), 2);

    const std::unique_ptr<Catalog> other = open();
    QVERIFY(other);
    QVERIFY2(recordPrice(*other, second.id, price(55.0, kNovember), &error),
             qPrintable(error.message));

    QVERIFY(!result.change->write(*m_catalog, true, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QCOMPARE(stored(*m_catalog, system.id).id, system.id);
    QCOMPARE(storedOffer(*m_catalog, first.id).prices.size(), 1);
    QCOMPARE(storedOffer(*m_catalog, second.id).prices.size(), 2);
    // The change still holds the versions it was planned on: after the conflict it is refused
    // again, not written over the other client's price.
    QVERIFY(!result.change->write(*m_catalog, true, &error));
    QCOMPARE(error.code, StorageError::Code::Conflict);
    QCOMPARE(stored(*m_catalog, system.id).id, system.id);
}

void TstCatalogSystems::undoTakesARecordedPriceBack() {
    StorageError error;
    const Offer offer = offerOn(kH100, {price(98.32, kAugust)});
    QVERIFY2(testwrites::saveOffers(*m_catalog, {offer}, &error), qPrintable(error.message));
    const auto before = m_catalog->offers().states({offer.id}, &error);
    QVERIFY2(before, qPrintable(error.message));
    Catalog::OfferState after = before->constFirst();
    addPrice(*after.offer, price(90.0, kNovember));
    const auto written = m_catalog->offers().restore({after}, &error);
    QVERIFY2(written, qPrintable(error.message));
    QCOMPARE(storedOffer(*m_catalog, offer.id).prices.size(), 2);
    // Undo: the state from before, based on the version just written.
    Catalog::OfferState undo = before->constFirst();
    undo.version = written->constFirst().version;
    QVERIFY2(m_catalog->offers().restore({undo}, &error), qPrintable(error.message));
    QCOMPARE(storedOffer(*m_catalog, offer.id).prices, offer.prices);
}

void TstCatalogSystems::deletedBuiltInSystemIsTombstoned() {
    StorageError error;
    System builtIn = board();
    builtIn.origin = Origin::BuiltIn;
    const SystemCatalogFile file{kRevision, {builtIn}, QStringLiteral("hash-a")};
    QVERIFY2(m_catalog->systems().applyBuiltIn(file, &error), qPrintable(error.message));
    const auto before = m_catalog->systems().states({builtIn.id}, &error);
    QVERIFY2(before, qPrintable(error.message));
    const Catalog::SystemState deleted = SystemRepository::deletedState(before->constFirst());
    QVERIFY(deleted.tombstoned && !deleted.system);
    QVERIFY2(m_catalog->systems().restore({deleted}, &error), qPrintable(error.message));
    // A newer built-in catalog does not bring it back.
    QVERIFY2(m_catalog->systems().applyBuiltIn({kRevision + 1, {builtIn}, QStringLiteral("hash-b")},
                                               &error),
             qPrintable(error.message));
    QVERIFY(!m_catalog->systems().find(builtIn.id, &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
}

// The states of many ids (an import's or a copy's offers) first read which ids are stored and
// tombstoned at all: they must be exactly what reading each id alone finds, in the order asked.
void TstCatalogSystems::manyStatesReadAsOneAtATime() {
    StorageError error;
    System builtIn = board();
    builtIn.origin = Origin::BuiltIn;
    QVERIFY2(
        m_catalog->systems().applyBuiltIn({kRevision, {builtIn}, QStringLiteral("hash-a")}, &error),
        qPrintable(error.message));
    QList<Offer> offers;
    for (int i = 0; i < 40; ++i)
        offers << offerOn(builtIn.id, {price(90.0 + i, kAugust)},
                          QStringLiteral("p5.%1xlarge").arg(i));
    QVERIFY2(testwrites::saveOffers(*m_catalog, offers, &error), qPrintable(error.message));
    // A deleted built-in system: no entry, a tombstone.
    const auto before = m_catalog->systems().states({builtIn.id}, &error);
    QVERIFY2(before, qPrintable(error.message));
    QVERIFY2(m_catalog->systems().restore({SystemRepository::deletedState(before->constFirst())},
                                          &error),
             qPrintable(error.message));
    QVERIFY2(testwrites::saveSystems(*m_catalog, {board(QStringLiteral("acme-hgx-kept"))}, &error),
             qPrintable(error.message));

    // Stored, absent and tombstoned ids interleaved, more than a handful of each.
    QStringList offerIds;
    QStringList systemIds;
    for (int i = 0; i < 40; ++i) {
        offerIds << QStringLiteral("absent-%1").arg(i) << offers.at(i).id;
        systemIds << QStringLiteral("absent-%1").arg(i) << QStringLiteral("gone-%1").arg(i);
    }
    systemIds.insert(17, builtIn.id);
    systemIds.insert(53, QStringLiteral("acme-hgx-kept"));
    const auto manyOffers = m_catalog->offers().states(offerIds, &error);
    QVERIFY2(manyOffers, qPrintable(error.message));
    QCOMPARE(manyOffers->size(), offerIds.size());
    for (qsizetype i = 0; i < offerIds.size(); ++i) {
        const auto one = m_catalog->offers().states({offerIds.at(i)}, &error);
        QVERIFY2(one, qPrintable(error.message));
        QCOMPARE(manyOffers->at(i), one->constFirst());
    }
    QVERIFY(manyOffers->at(1).offer);
    QVERIFY(!manyOffers->at(0).offer);
    const auto manySystems = m_catalog->systems().states(systemIds, &error);
    QVERIFY2(manySystems, qPrintable(error.message));
    for (qsizetype i = 0; i < systemIds.size(); ++i) {
        const auto one = m_catalog->systems().states({systemIds.at(i)}, &error);
        QVERIFY2(one, qPrintable(error.message));
        QCOMPARE(manySystems->at(i), one->constFirst());
    }
    QVERIFY(manySystems->at(17).tombstoned && !manySystems->at(17).system);
    QVERIFY(manySystems->at(53).system && !manySystems->at(53).tombstoned);
}

void TstCatalogSystems::seedingOnce() {
    StorageError error;
    System builtIn = board();
    builtIn.origin = Origin::BuiltIn;
    Offer offer = offerOn(builtIn.id, {price(98.32, kAugust)});
    offer.origin = Origin::BuiltIn;
    offer.prices.first().origin = Origin::BuiltIn;
    const SystemCatalogFile systems{kRevision, {builtIn}, QStringLiteral("hash-a")};
    const OfferCatalogFile offers{kRevision, {offer}, QStringLiteral("hash-a"), {}};
    QVERIFY2(m_catalog->systems().applyBuiltIn(systems, &error), qPrintable(error.message));
    QVERIFY2(m_catalog->offers().applyBuiltIn(offers, &error), qPrintable(error.message));
    QCOMPARE(stored(*m_catalog, builtIn.id), builtIn);
    QCOMPARE(storedOffer(*m_catalog, offer.id), offer);
    // The same revision and hash again (the next open, another client): nothing is written.
    const std::optional<qint64> marker = m_catalog->changeMarker(&error);
    QVERIFY2(marker, qPrintable(error.message));
    QVERIFY2(m_catalog->systems().applyBuiltIn(systems, &error), qPrintable(error.message));
    QVERIFY2(m_catalog->offers().applyBuiltIn(offers, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->changeMarker(&error), marker);
    QCOMPARE(storedOffer(*m_catalog, offer.id).prices.size(), 1);
}

void TstCatalogSystems::editedBuiltInSystemSurvivesNewerRevision() {
    StorageError error;
    System builtIn = board();
    builtIn.origin = Origin::BuiltIn;
    System untouched = board(QStringLiteral("acme-hgx-untouched"));
    untouched.origin = Origin::BuiltIn;
    QVERIFY2(m_catalog->systems().applyBuiltIn(
                 {kRevision, {builtIn, untouched}, QStringLiteral("a")}, &error),
             qPrintable(error.message));
    const auto before = m_catalog->systems().states({builtIn.id}, &error);
    QVERIFY2(before, qPrintable(error.message));
    System edited = builtIn;
    edited.figure(SystemField::SystemPowerW) =
        figure(10200.0, FigureStatus::Published, "https://acme.example/measured");
    // Saved unchanged, it stays built-in: no edit to keep.
    QCOMPARE(SystemRepository::editedState(before->constFirst(), builtIn), before->constFirst());
    QCOMPARE(SystemRepository::editedState(before->constFirst(), builtIn).system->origin,
             Origin::BuiltIn);
    QVERIFY2(m_catalog->systems().restore(
                 {SystemRepository::editedState(before->constFirst(), edited)}, &error),
             qPrintable(error.message));

    // A newer revision changes both systems' chip counts.
    System newer = builtIn;
    newer.chipCount = 16;
    System newerUntouched = untouched;
    newerUntouched.chipCount = 16;
    QVERIFY2(m_catalog->systems().applyBuiltIn(
                 {kRevision + 1, {newer, newerUntouched}, QStringLiteral("b")}, &error),
             qPrintable(error.message));
    const System kept = stored(*m_catalog, builtIn.id);
    QCOMPARE(kept.origin, Origin::User);
    QCOMPARE(kept.chipCount, 8);
    QCOMPARE(kept.figure(SystemField::SystemPowerW).number(), 10200.0);
    QCOMPARE(stored(*m_catalog, untouched.id).chipCount, 16);
}

void TstCatalogSystems::builtInOfferPricesMergeIntoHistory() {
    StorageError error;
    const auto builtIn = [](QList<OfferPrice> prices) {
        Offer offer = offerOn(kH100, std::move(prices));
        offer.origin = Origin::BuiltIn;
        for (OfferPrice& p : offer.prices)
            p.origin = Origin::BuiltIn;
        return offer;
    };
    QVERIFY2(m_catalog->offers().applyBuiltIn(
                 {kRevision, {builtIn({price(98.32, kAugust)})}, QStringLiteral("a"), {}}, &error),
             qPrintable(error.message));
    const QString id = builtIn({}).id;
    const OfferPrice quote = price(70.0, QDate(2026, 9, 15), "our reseller");
    QVERIFY2(recordPrice(*m_catalog, id, quote, &error), qPrintable(error.message));
    // A newer revision ships only a newer price: the old built-in price and the user's stay.
    QVERIFY2(
        m_catalog->offers().applyBuiltIn(
            {kRevision + 1, {builtIn({price(88.0, kNovember)})}, QStringLiteral("b"), {}}, &error),
        qPrintable(error.message));
    const QList<OfferPrice> history{builtIn({price(98.32, kAugust)}).prices.constFirst(), quote,
                                    builtIn({price(88.0, kNovember)}).prices.constFirst()};
    QCOMPARE(storedOffer(*m_catalog, id).prices, history);
}

QTEST_GUILESS_MAIN(TstCatalogSystems)
#include "tst_catalog_systems.moc"
