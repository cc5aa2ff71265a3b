#include "io/systemcsv.h"
#include "io/systemjson.h"

#include <QTest>

#include <algorithm>

using namespace chipatlas;

namespace {
QList<System> builtInSystemList() {
    QString error;
    const std::optional<SystemCatalogFile> file = builtInSystems(&error);
    if (!file)
        qFatal("built-in systems: %s", qPrintable(error));
    return file->systems;
}

QList<Offer> builtInOfferList() {
    QString error;
    const std::optional<OfferCatalogFile> file = builtInOffers(&error);
    if (!file)
        qFatal("built-in offers: %s", qPrintable(error));
    return file->offers;
}

// A CSV of the given lines under the columns' header (CRLF as exported).
QByteArray csv(const QStringList& header, const QList<QByteArray>& lines) {
    QByteArray data = header.join(QLatin1Char(',')).toUtf8() + "\r\n";
    for (const QByteArray& line : lines)
        data += line + "\r\n";
    return data;
}

const QStringList kOfferHeader{QStringLiteral("id"),       QStringLiteral("target_id"),
                               QStringLiteral("provider"), QStringLiteral("region"),
                               QStringLiteral("instance"), QStringLiteral("pricing"),
                               QStringLiteral("chips"),    QStringLiteral("per_instance_hour"),
                               QStringLiteral("seen"),     QStringLiteral("source")};
} // namespace

class TestSystemCsv : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void systemsRoundTripByteIdentical();
    void offersRoundTripByteIdentical();
    void systemColumns();
    void listPriceColumn();
    void twoPriceRowsMakeOneOfferWithHistory();
    void offerWithoutPriceAndMadeId();
    void rejectsMalformedSystems_data();
    void rejectsMalformedSystems();
    void rejectsMalformedOffers_data();
    void rejectsMalformedOffers();
};

void TestSystemCsv::systemsRoundTripByteIdentical() {
    QList<System> systems = builtInSystemList();
    const QByteArray exported = exportSystemsCsv(systems);
    QString error;
    const std::optional<QList<System>> read = readSystemsCsv(exported, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(exportSystemsCsv(*read), exported);
    // Everything but the origin survives (an import is the user's).
    for (System& system : systems)
        system.origin = Origin::User;
    std::sort(systems.begin(), systems.end(),
              [](const System& a, const System& b) { return a.id < b.id; });
    QCOMPARE(*read, systems);
}

void TestSystemCsv::offersRoundTripByteIdentical() {
    QList<Offer> offers = builtInOfferList();
    // A user's quote beside a built-in price: two rows of one offer.
    OfferPrice quote;
    quote.perInstanceHour = 50.0;
    quote.currency = QStringLiteral("EUR");
    quote.seen = QDate(2030, 1, 2);
    quote.source = QStringLiteral("quote, ref \"12\", line 1\nline 2");
    offers.first().prices.append(quote);
    const QByteArray exported = exportOffersCsv(offers);
    QString error;
    const std::optional<QList<Offer>> read = readOffersCsv(exported, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(exportOffersCsv(*read), exported);
    for (Offer& offer : offers)
        offer.origin = Origin::User;
    std::sort(offers.begin(), offers.end(),
              [](const Offer& a, const Offer& b) { return a.id < b.id; });
    QCOMPARE(*read, offers);
    QVERIFY(exported.contains("\"55.04\",\"6.88\",\"USD\",\"2026-08-26\""));
}

void TestSystemCsv::systemColumns() {
    const QStringList columns = systemCsvColumns();
    QCOMPARE(columns.mid(0, 6),
             QStringList({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("vendor"),
                          QStringLiteral("chip_id"), QStringLiteral("chip_count"),
                          QStringLiteral("vendor_throughput_sparse")}));
    QVERIFY(columns.contains(QStringLiteral("vendor_total_memory_gb_printed_unit")));
    QVERIFY(!columns.contains(QStringLiteral("system_power_w_printed_unit")));
    QCOMPARE(offerCsvColumns().size(), 16);
}

// The list price added after the first release: its columns are written and read like every
// figure's, and a file written before it (no such column) still reads, without a price.
void TestSystemCsv::listPriceColumn() {
    const QStringList columns = systemCsvColumns();
    for (const char* column : {"list_price_usd", "list_price_usd_status", "list_price_usd_source",
                               "list_price_usd_note"})
        QVERIFY2(columns.contains(QLatin1String(column)), column);
    const QByteArray header = "id,name,vendor,chip_id,chip_count,list_price_usd,"
                              "list_price_usd_status,list_price_usd_source,list_price_usd_note\r\n";
    QString error;
    const std::optional<QList<System>> read = readSystemsCsv(
        header + "kit,Kit,Intel,intel-gaudi3,8,125000,unverified,https://example.com/kit,"
                 "\"as reported\"\r\n",
        &error);
    QVERIFY2(read, qPrintable(error));
    const Figure& price = read->first().figure(SystemField::ListPriceUsd);
    QCOMPARE(price.number(), 125000.0);
    QCOMPARE(price.status, FigureStatus::Unverified);
    QCOMPARE(price.source, QStringLiteral("https://example.com/kit"));
    QCOMPARE(price.note, QStringLiteral("as reported"));
    const std::optional<QList<System>> again = readSystemsCsv(exportSystemsCsv(*read), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->first().figure(SystemField::ListPriceUsd), price);

    const std::optional<QList<System>> older = readSystemsCsv(
        "id,name,vendor,chip_id,chip_count,system_power_w\r\nbox,Box,V,nvidia-b200,8,14300\r\n",
        &error);
    QVERIFY2(older, qPrintable(error));
    QVERIFY(!older->first().figure(SystemField::ListPriceUsd).hasValue());
}

void TestSystemCsv::twoPriceRowsMakeOneOfferWithHistory() {
    const QByteArray data =
        csv(kOfferHeader, {"acme-8x-on-demand,nvidia-h100-sxm,Acme,,8x,on_demand,8,24,2026-10-01,"
                           "https://acme.example/prices",
                           "acme-8x-on-demand,nvidia-h100-sxm,Acme,,8x,on_demand,8,20,2026-06-01,"
                           "https://acme.example/old"});
    QString error;
    const std::optional<QList<Offer>> read = readOffersCsv(data, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->size(), 1);
    const Offer& offer = read->first();
    QCOMPARE(offer.prices.size(), 2);
    QCOMPARE(offer.prices.first().perInstanceHour, 20.0); // oldest first
    QCOMPARE(offer.prices.first().seen, QDate(2026, 6, 1));
    QCOMPARE(offer.current()->perInstanceHour, 24.0);
    QCOMPARE(offer.current()->source, QStringLiteral("https://acme.example/prices"));
    QCOMPARE(*offer.perChipHour(), 3.0);
}

void TestSystemCsv::offerWithoutPriceAndMadeId() {
    const QByteArray data =
        csv(kOfferHeader, {",nvidia-b200,Acme Cloud,eu-west,B200 x8,reserved,8,,,"});
    QString error;
    const std::optional<QList<Offer>> read = readOffersCsv(data, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->size(), 1);
    QCOMPARE(read->first().id, QStringLiteral("acme-cloud-eu-west-b200-x8-reserved"));
    QVERIFY(read->first().prices.isEmpty());
}

void TestSystemCsv::rejectsMalformedSystems_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");
    const QByteArray header = "id,name,vendor,chip_id,chip_count,system_power_w,"
                              "system_power_w_status,host_memory_gb_printed_unit\r\n";
    const QByteArray good = "box,Box,Me,nvidia-b200,8,14300,published,\r\n";
    QTest::newRow("chip_count") << header + good + "box2,Box 2,Me,nvidia-b200,eight,,,\r\n"
                                << "line 3, column 5 (chip_count): \"eight\" is not a whole";
    QTest::newRow("power text") << header + good + "box2,Box 2,Me,nvidia-b200,8,lots,,\r\n"
                                << "line 3, column 6 (system_power_w): \"lots\" is not a number";
    QTest::newRow("status") << header + "box2,Box 2,Me,nvidia-b200,8,1,guessed,\r\n"
                            << "line 2, column 7 (system_power_w_status): unknown status "
                               "\"guessed\"; use one of published, computed, unverified, "
                               "design_target, not_published, unknown";
    QTest::newRow("value of unknown") << header + "box2,Box 2,Me,nvidia-b200,8,1,unknown,\r\n"
                                      << "line 2, column 6 (system_power_w): the figure is "
                                         "unknown but has a value";
    QTest::newRow("printed unit") << header + "box2,Box 2,Me,nvidia-b200,8,,,GiB\r\n"
                                  << "line 2, column 8 (host_memory_gb_printed_unit)";
    QTest::newRow("no chip_id") << header + "box2,Box 2,Me,,8,,,\r\n"
                                << "line 2, column 4 (chip_id): is empty";
    QTest::newRow("duplicate id") << header + good + good
                                  << "line 3, column 1 (id): the id \"box\" is already used on "
                                     "line 2";
    QTest::newRow("unclosed quote") << header + good + "box2,\"Box 2,Me,nvidia-b200,8,,,\r\n"
                                    << "line 3, column 2 (name)";
    QTest::newRow("unknown column") << QByteArray("id,name,vendor,chip_id,chip_count,tdp_w\r\n")
                                    << "line 1, column 6 (tdp_w): unknown column";
    QTest::newRow("missing column") << QByteArray("id,name,vendor,chip_count\r\nx,X,V,1\r\n")
                                    << "line 1: the header has no \"chip_id\" column";
    QTest::newRow("short row") << header + "box2,Box 2\r\n"
                               << "line 2: the row has 2 fields but the header has 8";
    // A header of a megabyte, a cell with escape sequences: the message quotes an excerpt.
    QTest::newRow("1 MB column name")
        << QByteArray("id,name,vendor,chip_id,chip_count,") + QByteArray(1 << 20, 'x') + "\r\n"
        << QStringLiteral("line 1, column 6 (\"%1…\" (1048576 characters)): unknown column "
                          "\"%1… (1048576 characters)\" in a systems CSV")
               .arg(QString(40, QLatin1Char('x')));
    QTest::newRow("escape sequences in a cell")
        << header + "box2,Box 2,Me,nvidia-b200,\x1b[2J\x1b]0;owned\x07,,,\r\n"
        << "line 2, column 5 (chip_count): \"\\x1b[2J\\x1b]0;owned\\x07\" is not a whole number";
    QTest::newRow("UTF-16") << QByteArray("\xff\xfei\0d\0,\0", 8)
                            << "line 1: the text is not valid UTF-8: the file is UTF-16 "
                               "(little-endian); save it as UTF-8";
}

void TestSystemCsv::rejectsMalformedSystems() {
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!readSystemsCsv(data, &error));
    QVERIFY2(error.startsWith(expected), qPrintable(error));
}

void TestSystemCsv::rejectsMalformedOffers_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");
    const QStringList header = kOfferHeader + QStringList{QStringLiteral("per_chip_hour")};
    QTest::newRow("price") << csv(header, {"a,chip,P,,i,on_demand,8,$24,,,"})
                           << "line 2, column 8 (per_instance_hour): \"$24\" is not a price";
    QTest::newRow("per chip") << csv(header, {"a,chip,P,,i,on_demand,8,24,,,4"})
                              << "line 2, column 11 (per_chip_hour): \"4\" is not "
                                 "per_instance_hour / chips (24 / 8 = 3)";
    QTest::newRow("date") << csv(header, {"a,chip,P,,i,on_demand,8,24,2026-04,,"})
                          << "line 2, column 9 (seen): \"2026-04\" is not a date";
    QTest::newRow("pricing") << csv(header, {"a,chip,P,,i,monthly,8,24,,,"})
                             << "line 2, column 6 (pricing): \"monthly\" is not one of";
    QTest::newRow("chips") << csv(header, {"a,chip,P,,i,spot,0,24,,,"})
                           << "line 2, column 7 (chips): \"0\" is not a whole number";
    QTest::newRow("differing rows")
        << csv(header, {"a,chip,P,,i,spot,8,24,,,", "a,other,P,,i,spot,8,20,,,"})
        << "line 3, column 2 (target_id): the offer \"a\" has \"other\" here but \"chip\" on "
           "line 2";
    QTest::newRow("date without price") << csv(header, {"a,chip,P,,i,spot,8,,2026-01-01,,"})
                                        << "line 2, column 9 (seen): the row has no "
                                           "per_instance_hour";
    QTest::newRow("escape sequences in a cell")
        << csv(header, {"a,chip,P,,i,\x1b]0;owned\x07,8,24,,,"})
        << "line 2, column 6 (pricing): \"\\x1b]0;owned\\x07\" is not one of";
    QTest::newRow("UTF-16 without a byte order mark")
        << QByteArray("i\0d\0,\0", 6)
        << "line 1: the text is not valid UTF-8: the file is UTF-16 (little-endian, without a "
           "byte order mark)";
    QTest::newRow("NUL bytes") << QByteArray(4096, '\0')
                               << QStringLiteral("line 1, column 1 (\"%1…\" (4096 characters)): "
                                                 "unknown column")
                                      .arg(QStringLiteral("\\0").repeated(40));
}

void TestSystemCsv::rejectsMalformedOffers() {
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!readOffersCsv(data, &error));
    QVERIFY2(error.startsWith(expected), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestSystemCsv)
#include "tst_systemcsv.moc"
