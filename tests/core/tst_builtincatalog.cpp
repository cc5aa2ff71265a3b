// What the About box says of the compiled-in catalog: each file's revision and size, and the
// range of the dates its prices were seen, as the JSON files say.
#include "io/builtincatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace chipatlas;

class TestBuiltInCatalog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void revisionsAndCounts_data();
    void revisionsAndCounts();
    void priceDates();
};

namespace {
QJsonObject readJson(const QString& name) {
    QFile file(QStringLiteral(":/catalog/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}
} // namespace

void TestBuiltInCatalog::revisionsAndCounts_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("list");
    QTest::newRow("chips") << QStringLiteral("chips.json") << QStringLiteral("chips");
    QTest::newRow("models") << QStringLiteral("models.json") << QStringLiteral("models");
    QTest::newRow("systems") << QStringLiteral("systems.json") << QStringLiteral("systems");
    QTest::newRow("offers") << QStringLiteral("offers.json") << QStringLiteral("offers");
    QTest::newRow("results") << QStringLiteral("results.json") << QStringLiteral("results");
}

void TestBuiltInCatalog::revisionsAndCounts() {
    QFETCH(QString, file);
    QFETCH(QString, list);
    QString error;
    const std::optional<BuiltInCatalogInfo> info = builtInCatalogInfo(&error);
    QVERIFY2(info, qPrintable(error));
    const QJsonObject json = readJson(file);
    QVERIFY(!json.isEmpty());
    const BuiltInCatalogInfo::Part part = list == QLatin1String("chips")     ? info->chips
                                          : list == QLatin1String("models")  ? info->models
                                          : list == QLatin1String("systems") ? info->systems
                                          : list == QLatin1String("offers")  ? info->offers
                                                                             : info->results;
    QVERIFY(part.revision >= 1);
    QCOMPARE(part.revision, json.value(QLatin1String("revision")).toInt());
    QCOMPARE(part.count, json.value(list).toArray().size());
}

void TestBuiltInCatalog::priceDates() {
    QString error;
    const std::optional<BuiltInCatalogInfo> info = builtInCatalogInfo(&error);
    QVERIFY2(info, qPrintable(error));
    QStringList dates;
    int prices = 0;
    for (const QJsonValue offer :
         readJson(QStringLiteral("offers.json")).value(QLatin1String("offers")).toArray()) {
        for (const QJsonValue price : offer.toObject().value(QLatin1String("prices")).toArray()) {
            ++prices;
            if (const QString seen = price.toObject().value(QLatin1String("seen")).toString();
                !seen.isEmpty())
                dates.append(seen);
        }
    }
    std::sort(dates.begin(), dates.end()); // ISO dates sort as text
    QVERIFY(!dates.isEmpty());
    QCOMPARE(info->priceCount, prices);
    QCOMPARE(info->undatedPriceCount, prices - int(dates.size()));
    QCOMPARE(info->oldestPriceSeen, QDate::fromString(dates.first(), Qt::ISODate));
    QCOMPARE(info->newestPriceSeen, QDate::fromString(dates.last(), Qt::ISODate));
    QVERIFY(info->oldestPriceSeen < info->newestPriceSeen);
}

QTEST_GUILESS_MAIN(TestBuiltInCatalog)
#include "tst_builtincatalog.moc"
