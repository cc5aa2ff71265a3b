#include "io/catalogjson.h"
#include "io/systemjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include <algorithm>

using namespace chipatlas;

namespace {
SystemCatalogFile loadSystems() {
    QString error;
    std::optional<SystemCatalogFile> file = builtInSystems(&error);
    if (!file)
        qFatal("built-in systems: %s", qPrintable(error));
    return *file;
}

OfferCatalogFile loadOffers() {
    QString error;
    std::optional<OfferCatalogFile> file = builtInOffers(&error);
    if (!file)
        qFatal("built-in offers: %s", qPrintable(error));
    return *file;
}

const System* findSystem(const QList<System>& systems, const QString& id) {
    for (const System& system : systems) {
        if (system.id == id)
            return &system;
    }
    return nullptr;
}

const Offer* findOffer(const QList<Offer>& offers, const QString& id) {
    for (const Offer& offer : offers) {
        if (offer.id == id)
            return &offer;
    }
    return nullptr;
}

QByteArray array(const QJsonObject& object) {
    return QJsonDocument(QJsonArray{object}).toJson();
}

QJsonObject validSystem() {
    System system;
    system.id = QStringLiteral("my-box");
    system.vendor = QStringLiteral("Me");
    system.name = QStringLiteral("My box");
    system.chipId = QStringLiteral("nvidia-h100-sxm");
    system.chipCount = 8;
    return systemToJson(system);
}

QJsonObject validOffer() {
    Offer offer;
    offer.id = QStringLiteral("me-box-on-demand");
    offer.targetId = QStringLiteral("my-box");
    offer.provider = QStringLiteral("Me");
    offer.instance = QStringLiteral("box");
    offer.chips = 8;
    OfferPrice price;
    price.perInstanceHour = 10.0;
    price.seen = QDate(2026, 11, 2);
    offer.prices = {price};
    return offerToJson(offer);
}
} // namespace

class TestSystemJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void builtInSystemsLoad();
    void builtInSystemFigures();
    void builtInOffersLoad();
    void builtInOfferPrices();
    void everyBuiltInSystemRoundTrips();
    void everyBuiltInOfferRoundTrips();
    void bareArraysRead();
    void offerIdMadeWhenEmpty();
    void priceHistoryKeptInOrder();
    void rejectsBadEntries_data();
    void rejectsBadEntries();
    void badFilesAsChipFilesAre_data();
    void badFilesAsChipFilesAre();
};

void TestSystemJson::builtInSystemsLoad() {
    const SystemCatalogFile file = loadSystems();
    QCOMPARE(file.systems.size(), 25);
    QVERIFY(file.revision >= 1);
    QVERIFY(file.contentHash.startsWith(QLatin1String("sha256:")));
    QString error;
    const std::optional<ChipCatalogFile> chips = builtInChips(&error);
    QVERIFY2(chips, qPrintable(error));
    QSet<QString> chipIds;
    for (const Chip& chip : chips->chips)
        chipIds.insert(chip.id);
    QSet<QString> ids;
    for (const System& system : file.systems) {
        QVERIFY2(chipIds.contains(system.chipId), qPrintable(system.id));
        QVERIFY2(system.chipCount >= 1, qPrintable(system.id));
        QCOMPARE(system.origin, Origin::BuiltIn);
        QVERIFY2(!system.sourceUrls.isEmpty(), qPrintable(system.id));
        ids.insert(system.id);
    }
    QCOMPARE(ids.size(), file.systems.size());
}

void TestSystemJson::builtInSystemFigures() {
    const QList<System> systems = loadSystems().systems;
    const System* trn3 = findSystem(systems, QStringLiteral("aws-trn3-ultraserver-gen2"));
    QVERIFY(trn3);
    QCOMPARE(trn3->chipId, QStringLiteral("aws-trainium3"));
    QCOMPARE(trn3->chipCount, 144);
    QVERIFY(!trn3->vendorThroughputSparse);
    const Figure& fp8 = trn3->figure(SystemField::VendorTotalFp8Tflops);
    QCOMPARE(fp8.number(), 362448.0);
    QCOMPARE(fp8.status, FigureStatus::Published);
    QVERIFY(fp8.note.startsWith(QLatin1String("[totals: dense")));
    const Figure& memory = trn3->figure(SystemField::VendorTotalMemoryGb);
    QCOMPARE(memory.number(), 20736.0); // printed 20,736 GiB: the CSV's 20.736 "TB"
    QCOMPARE(memory.printedUnit, PrintedUnit::Binary);
    QVERIFY(memory.note.contains(QLatin1String("20,736 GiB as printed")));
    QCOMPARE(trn3->figure(SystemField::VendorTotalMemoryBwGbs).number(), 705600.0);
    QCOMPARE(trn3->figure(SystemField::SystemPowerW).status, FigureStatus::NotPublished);

    const System* nvl72 = findSystem(systems, QStringLiteral("nvidia-gb200-nvl72"));
    QVERIFY(nvl72);
    QCOMPARE(nvl72->chipCount, 72);
    QVERIFY(nvl72->vendorThroughputSparse);
    QCOMPARE(nvl72->figure(SystemField::VendorTotalFp8Tflops).number(), 720000.0);
    QVERIFY(nvl72->figure(SystemField::VendorTotalFp8Tflops)
                .note.startsWith(QLatin1String("[totals: sparse]")));
    QCOMPARE(nvl72->figure(SystemField::RackPowerW).number(), 120000.0);
    QCOMPARE(nvl72->figure(SystemField::RackPowerW).status, FigureStatus::Unverified);
    QCOMPARE(nvl72->figure(SystemField::VendorTotalMemoryGb).status, FigureStatus::Unknown);

    const System* dgxH100 = findSystem(systems, QStringLiteral("nvidia-dgx-h100"));
    QVERIFY(dgxH100);
    QCOMPARE(dgxH100->figure(SystemField::VendorTotalFp8Tflops).status, FigureStatus::Unverified);
    QCOMPARE(dgxH100->figure(SystemField::VendorTotalMemoryGb).number(), 640.0);
    QCOMPARE(dgxH100->figure(SystemField::VendorTotalMemoryGb).status, FigureStatus::Unverified);

    // Every empty figure says why it is empty.
    for (const System& system : systems) {
        for (const Figure& figure : system.figures) {
            if (!figure.hasValue())
                QVERIFY2(!figure.note.isEmpty(), qPrintable(system.id));
        }
    }
}

void TestSystemJson::builtInOffersLoad() {
    const OfferCatalogFile file = loadOffers();
    QCOMPARE(file.offers.size(), 18);
    QVERIFY(file.revision >= 1);
    QVERIFY(file.contentHash.startsWith(QLatin1String("sha256:")));
    QSet<QString> targets;
    QString error;
    const std::optional<ChipCatalogFile> chips = builtInChips(&error);
    QVERIFY2(chips, qPrintable(error));
    for (const Chip& chip : chips->chips)
        targets.insert(chip.id);
    const QList<System> systems = loadSystems().systems;
    for (const System& system : systems)
        targets.insert(system.id);
    for (const Offer& offer : file.offers) {
        QCOMPARE(offer.id, offerId(offer.provider, offer.region, offer.instance, offer.pricing));
        QVERIFY2(targets.contains(offer.targetId), qPrintable(offer.id));
        QCOMPARE(offer.origin, Origin::BuiltIn);
        QCOMPARE(offer.prices.size(), 1);
        QCOMPARE(offer.prices.first().origin, Origin::BuiltIn);
        QVERIFY2(!offer.prices.first().source.isEmpty(), qPrintable(offer.id));
    }
    // Rows without a price are not offers but are listed as not found.
    QCOMPARE(file.notFound.size(), 13);
    const auto p5e =
        std::find_if(file.notFound.cbegin(), file.notFound.cend(), [](const OfferNotFound& n) {
            return n.instance == QLatin1String("p5e.48xlarge");
        });
    QVERIFY(p5e != file.notFound.cend());
    QCOMPARE(p5e->provider, QStringLiteral("AWS"));
    QCOMPARE(p5e->targetId, QStringLiteral("nvidia-h200-sxm"));
    QVERIFY(p5e->source.contains(QLatin1String("not found")));
}

void TestSystemJson::builtInOfferPrices() {
    const QList<Offer> offers = loadOffers().offers;
    const Offer* p5 = findOffer(offers, QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand"));
    QVERIFY(p5);
    QCOMPARE(p5->targetId, QStringLiteral("nvidia-h100-sxm"));
    QCOMPARE(p5->chips, 8);
    QCOMPARE(p5->pricing, Pricing::OnDemand);
    QCOMPARE(p5->current()->perInstanceHour, 55.04);
    QCOMPARE(p5->current()->currency, QStringLiteral("USD"));
    QCOMPARE(p5->current()->seen, QDate(2026, 8, 26));
    QCOMPARE(*p5->perChipHour(), 6.88);

    const Offer* block =
        findOffer(offers, QStringLiteral("aws-us-east-1-p5.48xlarge-ec2-capacity-block-reserved"));
    QVERIFY(block);
    QCOMPARE(block->pricing, Pricing::Reserved);
    QCOMPARE(block->pricingNote, QStringLiteral("Capacity Block, effective rate"));
    QVERIFY(!block->current()->seen.isValid());
    QVERIFY(block->current()->seenNote.startsWith(QLatin1String("before 2025-01-01 (page:")));

    const Offer* runpod =
        findOffer(offers, QStringLiteral("runpod-8x-h100-sxm-secure-cloud-on-demand"));
    QVERIFY(runpod);
    QVERIFY(!runpod->current()->seen.isValid());
    QCOMPARE(runpod->current()->seenNote,
             QStringLiteral("2026-04 (article 'Last updated: April 2026')"));
    const Offer* trn1 = findOffer(offers, QStringLiteral("aws-us-east-1-trn1.32xlarge-on-demand"));
    QVERIFY(trn1);
    QCOMPARE(trn1->targetId, QStringLiteral("aws-trn1-32xlarge")); // a system
}

void TestSystemJson::everyBuiltInSystemRoundTrips() {
    const QList<System> systems = loadSystems().systems;
    for (const System& system : systems) {
        QString error;
        const std::optional<System> back = systemFromJson(systemToJson(system), &error);
        QVERIFY2(back, qPrintable(system.id + QLatin1String(": ") + error));
        QCOMPARE(*back, system);
    }
}

void TestSystemJson::everyBuiltInOfferRoundTrips() {
    const QList<Offer> offers = loadOffers().offers;
    for (const Offer& offer : offers) {
        QString error;
        const std::optional<Offer> back = offerFromJson(offerToJson(offer), &error);
        QVERIFY2(back, qPrintable(offer.id + QLatin1String(": ") + error));
        QCOMPARE(*back, offer);
    }
}

void TestSystemJson::bareArraysRead() {
    const QList<System> systems = loadSystems().systems;
    QJsonArray systemArray;
    for (const System& system : systems)
        systemArray.append(systemToJson(system));
    QString error;
    const std::optional<SystemCatalogFile> readSystems =
        readSystemCatalog(QJsonDocument(systemArray).toJson(), &error);
    QVERIFY2(readSystems, qPrintable(error));
    QCOMPARE(readSystems->revision, 0);
    QCOMPARE(readSystems->systems, systems);

    const QList<Offer> offers = loadOffers().offers;
    QJsonArray offerArray;
    for (const Offer& offer : offers)
        offerArray.append(offerToJson(offer));
    const std::optional<OfferCatalogFile> readOffers =
        readOfferCatalog(QJsonDocument(offerArray).toJson(), &error);
    QVERIFY2(readOffers, qPrintable(error));
    QCOMPARE(readOffers->offers, offers);
    QVERIFY(readOffers->notFound.isEmpty());
}

void TestSystemJson::offerIdMadeWhenEmpty() {
    QJsonObject offer = validOffer();
    offer.insert(QLatin1String("id"), QString());
    offer.insert(QLatin1String("region"), QStringLiteral("eu-west-1"));
    QString error;
    const std::optional<Offer> read = offerFromJson(offer, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->id, QStringLiteral("me-eu-west-1-box-on-demand"));
}

void TestSystemJson::priceHistoryKeptInOrder() {
    QJsonObject offer = validOffer();
    QJsonArray prices = offer.value(QLatin1String("prices")).toArray();
    QJsonObject older = prices.first().toObject();
    older.insert(QLatin1String("per_instance_hour"), 12.5);
    older.insert(QLatin1String("seen"), QStringLiteral("2026-01-15"));
    prices.append(older); // out of order on purpose
    offer.insert(QLatin1String("prices"), prices);
    QString error;
    const std::optional<Offer> read = offerFromJson(offer, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->prices.size(), 2);
    QCOMPARE(read->prices.first().perInstanceHour, 12.5);
    QCOMPARE(read->current()->perInstanceHour, 10.0);
    QCOMPARE(read->current()->seen, QDate(2026, 11, 2));
}

void TestSystemJson::rejectsBadEntries_data() {
    QTest::addColumn<bool>("isSystem");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("chip_count 0") << true << "chip_count" << QJsonValue(0)
                                  << "system 2 (\"my-box\"): chip_count: must be a whole number";
    QTest::newRow("chip_count fraction")
        << true << "chip_count" << QJsonValue(2.5) << "chip_count: must be a whole number";
    QTest::newRow("no chip_id") << true << "chip_id" << QJsonValue(QString())
                                << "system 2 (\"my-box\"): chip_id: is missing or empty";
    QTest::newRow("sparse not bool") << true << "vendor_throughput_sparse" << QJsonValue(1)
                                     << "vendor_throughput_sparse: must be true or false";
    QTest::newRow("unknown figure")
        << true << "figures" << QJsonValue(QJsonObject{{QStringLiteral("tdp_w"), QJsonObject()}})
        << "figures: unknown figure \"tdp_w\"";
    QTest::newRow("figure value text")
        << true << "figures"
        << QJsonValue(
               QJsonObject{{QStringLiteral("system_power_w"),
                            QJsonObject{{QStringLiteral("value"), QStringLiteral("a lot")},
                                        {QStringLiteral("status"), QStringLiteral("published")}}}})
        << "figure \"system_power_w\": value must be a number";
    QTest::newRow("pricing") << false << "pricing" << QJsonValue(QStringLiteral("weekly"))
                             << "offer 2 (\"me-box-on-demand\"): pricing: \"weekly\" is not one";
    QTest::newRow("chips") << false << "chips" << QJsonValue(-1)
                           << "chips: must be a whole number of at least 1";
    QTest::newRow("no target") << false << "target_id" << QJsonValue() << "target_id: is missing";
    QTest::newRow("bad date") << false << "prices"
                              << QJsonValue(QJsonArray{QJsonObject{
                                     {QStringLiteral("per_instance_hour"), 1.0},
                                     {QStringLiteral("seen"), QStringLiteral("2026-13-01")}}})
                              << "price 1: seen: \"2026-13-01\" is not a date (YYYY-MM-DD)";
    QTest::newRow("negative price")
        << false << "prices"
        << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("per_instance_hour"), -3.0}}})
        << "price 1: per_instance_hour: must be a number greater than 0";
    QTest::newRow("currency") << false << "prices"
                              << QJsonValue(QJsonArray{QJsonObject{
                                     {QStringLiteral("per_instance_hour"), 3.0},
                                     {QStringLiteral("currency"), QStringLiteral("usd")}}})
                              << "price 1: currency: \"usd\" is not an ISO 4217 code";
    // An id is used once in a file, as in a chips file: a second entry with it (equal or not)
    // would be silently dropped or win.
    QTest::newRow("system id twice") << true << QString() << QJsonValue()
                                     << "system 2 (\"my-box\"): the id is already used by system 1";
    QTest::newRow("system id twice, other values")
        << true << "chip_count" << QJsonValue(4)
        << "system 2 (\"my-box\"): the id is already used by system 1";
    QTest::newRow("offer id twice")
        << false << QString() << QJsonValue()
        << "offer 2 (\"me-box-on-demand\"): the id is already used by offer 1";
}

void TestSystemJson::rejectsBadEntries() {
    QFETCH(bool, isSystem);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    const QJsonObject good = isSystem ? validSystem() : validOffer();
    QJsonObject bad = good;
    if (key.isEmpty())
        ; // the same entry again
    else if (value.isNull())
        bad.remove(key);
    else
        bad.insert(key, value);
    const QByteArray json = QJsonDocument(QJsonArray{good, bad}).toJson();
    QString error;
    if (isSystem)
        QVERIFY(!readSystemCatalog(json, &error));
    else
        QVERIFY(!readOfferCatalog(json, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY(isSystem ? bool(readSystemCatalog(array(good), &error))
                     : bool(readOfferCatalog(array(good), &error)));
}

// A file that is not valid JSON, is not UTF-8, or quotes hostile text: the same messages as a
// chips file gets (catalogfile.h), each quoting a bounded, escaped excerpt.
void TestSystemJson::badFilesAsChipFilesAre_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("systems"); // the error readSystemCatalog() starts with
    QTest::addColumn<QString>("offers");  // and readOfferCatalog()
    QTest::newRow("cut short") << QByteArray("[{\"id\": \"x-1\",\n")
                               << "line 2, column 1: not valid JSON (unterminated object)"
                               << "line 2, column 1: not valid JSON (unterminated object)";
    QTest::newRow("bad number") << QByteArray("[\n  {\"chip_count\": 1e400}]")
                                << "line 2, column 23: not valid JSON (illegal number)"
                                << "line 2, column 23: not valid JSON (illegal number)";
    QTest::newRow("UTF-16") << QByteArray("\xff\xfe[\0]\0", 6)
                            << "line 1: the text is not valid UTF-8: the file is UTF-16 "
                               "(little-endian); save it as UTF-8"
                            << "line 1: the text is not valid UTF-8: the file is UTF-16 "
                               "(little-endian); save it as UTF-8";
    const QString longId = QString(40, QLatin1Char('x')) + QStringLiteral("… (1048576 characters)");
    QTest::newRow("1 MB id")
        << "[{\"id\": \"" + QByteArray(1 << 20, 'x') + "\"}]"
        << QStringLiteral("system 1 (\"%1\"): vendor: is missing").arg(longId)
        << QStringLiteral("offer 1 (\"%1\"): target_id: is missing").arg(longId);
    QTest::newRow("escape sequences")
        << QByteArray(R"([{"id": "\u001b[2J", "pricing": "\u001b]0;x\u0007"}])")
        << "system 1 (\"\\x1b[2J\"): vendor: is missing"
        << "offer 1 (\"\\x1b[2J\"): target_id: is missing";
    QTest::newRow("no id") << QByteArray("[7]") << "system 1 (without an id): is not an object"
                           << "offer 1 (without an id): is not an object";
}

void TestSystemJson::badFilesAsChipFilesAre() {
    QFETCH(QByteArray, json);
    QFETCH(QString, systems);
    QFETCH(QString, offers);
    QString error;
    QVERIFY(!readSystemCatalog(json, &error));
    QVERIFY2(error.startsWith(systems), qPrintable(error));
    QVERIFY(!readOfferCatalog(json, &error));
    QVERIFY2(error.startsWith(offers), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestSystemJson)
#include "tst_systemjson.moc"
