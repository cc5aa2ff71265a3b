// The one plan of a systems or offers import (io/systemimportplan.h) and how an import that is
// not told tells a systems or offers file from a chips file (io/systemimport.h).
#include "io/systemcsv.h"
#include "io/systemimport.h"
#include "io/systemimportplan.h"
#include "io/systemjson.h"
#include "testfigures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace chipatlas;

Q_DECLARE_METATYPE(chipatlas::CatalogFormat)
Q_DECLARE_METATYPE(chipatlas::ImportFileKind)

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
} // namespace

class TstSystemImportPlan : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void systemsNewChangedUnchanged();
    void offerDetailsOrNewPricesAreAChange();
    void fileKind_data();
    void fileKind();
};

void TstSystemImportPlan::systemsNewChangedUnchanged() {
    const QList<System> stored = builtInSystemList();
    QVERIFY(stored.size() >= 3);
    QList<System> read = stored.mid(0, 3);
    read[0].notes = QStringLiteral("a new note");
    read[0].figure(SystemField::SystemPowerW) = testfigures::number(123456);
    read[1].origin = Origin::User; // the origin is no change
    System added = stored.at(2);
    added.id = QStringLiteral("new-system");
    read << added;

    const SystemImportPlan plan = planSystemsImport(read, stored);
    QCOMPARE(plan.added.size(), 1);
    QCOMPARE(plan.added.constFirst().id, added.id);
    QCOMPARE(plan.changed.size(), 1);
    QCOMPARE(plan.changed.constFirst().stored, stored.at(0));
    QCOMPARE(plan.changed.constFirst().keys,
             (QStringList{QStringLiteral("notes"), QStringLiteral("system_power_w")}));
    QCOMPARE(plan.unchanged, (QStringList{stored.at(1).id, stored.at(2).id}));
}

void TstSystemImportPlan::offerDetailsOrNewPricesAreAChange() {
    const QList<Offer> stored = builtInOfferList();
    QVERIFY(stored.size() >= 3 && !stored.at(1).prices.isEmpty());
    QList<Offer> read = stored.mid(0, 3);
    read[0].region = QStringLiteral("moved-region-1"); // details only: a change, no price
    OfferPrice later = read[1].prices.constLast();
    later.seen = later.seen.isValid() ? later.seen.addDays(1) : QDate(2026, 12, 1);
    later.perInstanceHour *= 0.9;
    read[1].prices = {read[1].prices.constFirst(), later, later}; // one known, one new twice

    const OfferImportPlan plan = planOffersImport(read, stored);
    QVERIFY(plan.added.isEmpty());
    QCOMPARE(plan.changed.size(), 2);
    QCOMPARE(plan.changed.at(0).offer.id, stored.at(0).id);
    QVERIFY(plan.changed.at(0).detailsChanged);
    QCOMPARE(plan.changed.at(0).newPrices, 0);
    QCOMPARE(plan.changed.at(1).offer.id, stored.at(1).id);
    QVERIFY(!plan.changed.at(1).detailsChanged);
    QCOMPARE(plan.changed.at(1).newPrices, 1);
    QCOMPARE(plan.unchanged, QStringList{stored.at(2).id});
}

void TstSystemImportPlan::fileKind_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<CatalogFormat>("format");
    QTest::addColumn<ImportFileKind>("kind");
    const QList<System> systems = builtInSystemList();
    const QList<Offer> offers = builtInOfferList();
    // As ChipAtlas exports them: every header name quoted.
    QTest::newRow("systems CSV, exported")
        << exportSystemsCsv(systems) << CatalogFormat::Csv << ImportFileKind::Systems;
    QTest::newRow("offers CSV, exported")
        << exportOffersCsv(offers) << CatalogFormat::Csv << ImportFileKind::Offers;
    QTest::newRow("systems CSV, bare, in capitals")
        << QByteArray("ID,Name,Vendor,Chip_ID,CHIP_COUNT\r\nx,X,V,c,8\r\n") << CatalogFormat::Csv
        << ImportFileKind::Systems;
    QTest::newRow("offers CSV, spaces") << QByteArray("id, target_id ,provider\nx,c,P\n")
                                        << CatalogFormat::Csv << ImportFileKind::Offers;
    QTest::newRow("chips CSV") << QByteArray("\"id\",\"vendor\",\"name\"\r\nx,V,X\r\n")
                               << CatalogFormat::Csv << ImportFileKind::Chips;
    QTest::newRow("not CSV at all")
        << QByteArray("\"unclosed") << CatalogFormat::Csv << ImportFileKind::Chips;
    QTest::newRow("systems JSON array")
        << QJsonDocument(QJsonArray{systemToJson(systems.constFirst())}).toJson()
        << CatalogFormat::Json << ImportFileKind::Systems;
    QTest::newRow("offers JSON array")
        << QJsonDocument(QJsonArray{offerToJson(offers.constFirst())}).toJson()
        << CatalogFormat::Json << ImportFileKind::Offers;
    QTest::newRow("systems JSON object")
        << QByteArray(R"({"format": "chipatlas-systems", "systems": []})") << CatalogFormat::Json
        << ImportFileKind::Systems;
    QTest::newRow("offers JSON object")
        << QByteArray(R"({"offers": []})") << CatalogFormat::Json << ImportFileKind::Offers;
    QTest::newRow("chips JSON") << QByteArray(R"([{"id": "x", "vendor": "V", "name": "X"}])")
                                << CatalogFormat::Json << ImportFileKind::Chips;
}

void TstSystemImportPlan::fileKind() {
    QFETCH(QByteArray, data);
    QFETCH(CatalogFormat, format);
    QFETCH(ImportFileKind, kind);
    QCOMPARE(importFileKind(data, format), kind);
}

QTEST_GUILESS_MAIN(TstSystemImportPlan)
#include "tst_systemimportplan.moc"
