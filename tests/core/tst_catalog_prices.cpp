#include "storage/catalog.h"
#include "tst_catalog_helpers.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace chipatlas;
using catalogtest::RawDb;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kTrainium = QStringLiteral("aws-trainium1");

ChipPrice price(const QString& chip, double usd, QDate date = {}, const QString& source = {}) {
    ChipPrice result;
    result.chipId = chip;
    result.usdPerChipHour = usd;
    result.date = date;
    result.source = source;
    return result;
}
} // namespace

class TestCatalogPrices : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void freshCatalogHasNoPrices();
    void roundTrip();
    void setReplacesThePrice();
    void removeDeletesOnlyThatPrice();
    void invalidPriceIsRefused_data();
    void invalidPriceIsRefused();
    void unknownChipIsRefused();
    void deletingTheChipDeletesItsPrice();
    void tableRefusesBadRowsToo();
    void schema2IsUpgradedKeepingData();

private:
    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    std::unique_ptr<Catalog> m_catalog;
};

void TestCatalogPrices::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(Catalog::currentSchemaVersion() >= 3); // prices came with schema 3
}

void TestCatalogPrices::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    StorageError error;
    m_catalog = m_place->open(&error);
    QVERIFY2(m_catalog, qPrintable(error.message));
}

void TestCatalogPrices::cleanup() {
    m_catalog.reset();
    m_place.reset();
}

void TestCatalogPrices::freshCatalogHasNoPrices() {
    // No price is shipped with the built-in catalog.
    StorageError error;
    QVERIFY(m_catalog->prices().all(&error).isEmpty());
    QCOMPARE(error.code, StorageError::Code::None);
    // A known chip without a price is not an error.
    QCOMPARE(m_catalog->prices().find(kH100, &error), std::nullopt);
    QCOMPARE(error.code, StorageError::Code::None);
    // An unknown chip is.
    QCOMPARE(m_catalog->prices().find(QStringLiteral("acme-x9"), &error), std::nullopt);
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QVERIFY2(error.message.contains(QStringLiteral("\"acme-x9\"")), qPrintable(error.message));
}

void TestCatalogPrices::roundTrip() {
    StorageError error;
    const ChipPrice h100 = price(kH100, 2.49, QDate(2025, 3, 14),
                                 QStringLiteral("https://example.com/gpu-cloud-pricing"));
    const ChipPrice trainium = price(kTrainium, 1.34375);
    QVERIFY2(m_catalog->prices().set(trainium, &error), qPrintable(error.message));
    QVERIFY2(m_catalog->prices().set(h100, &error), qPrintable(error.message));

    QCOMPARE(m_catalog->prices().find(kH100, &error), h100);
    QCOMPARE(m_catalog->prices().find(kTrainium, &error), trainium);
    // Ordered by chip id; the undated price reads back without a date and with an empty source.
    const QList<ChipPrice> all = m_catalog->prices().all(&error);
    QCOMPARE(all, (QList<ChipPrice>{trainium, h100}));
    QVERIFY(!all[0].date.isValid());
    QVERIFY(all[0].source.isEmpty());

    // Survives reopening; the date is stored as ISO text.
    m_catalog.reset();
    {
        const std::unique_ptr<RawDb> raw = m_place->raw();
        QCOMPARE(raw->run(QStringLiteral("SELECT quoted_on FROM chip_price p JOIN chip c ON "
                                         "c.pk = p.chip WHERE c.id = 'nvidia-h100-sxm'"))
                     .toString(),
                 QStringLiteral("2025-03-14"));
    }
    m_catalog = m_place->open(&error);
    QVERIFY2(m_catalog, qPrintable(error.message));
    QCOMPARE(m_catalog->prices().all(&error), (QList<ChipPrice>{trainium, h100}));
}

void TestCatalogPrices::setReplacesThePrice() {
    StorageError error;
    QVERIFY(
        m_catalog->prices().set(price(kH100, 3.0, QDate(2024, 1, 1), QStringLiteral("a")), &error));
    const ChipPrice newer = price(kH100, 2.0);
    QVERIFY2(m_catalog->prices().set(newer, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->prices().all(&error), QList<ChipPrice>{newer});
}

void TestCatalogPrices::removeDeletesOnlyThatPrice() {
    StorageError error;
    QVERIFY(m_catalog->prices().set(price(kH100, 2.5), &error));
    QVERIFY(m_catalog->prices().set(price(kTrainium, 1.3), &error));
    QVERIFY2(m_catalog->prices().remove(kH100, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->prices().find(kH100, &error), std::nullopt);
    QCOMPARE(error.code, StorageError::Code::None);
    QCOMPARE(m_catalog->prices().all(&error), QList<ChipPrice>{price(kTrainium, 1.3)});
    // Removing a price that is not there leaves everything as it is.
    QVERIFY2(m_catalog->prices().remove(kH100, &error), qPrintable(error.message));
    // The chip itself stays.
    QVERIFY(m_catalog->chips().find(kH100, &error));
    // An unknown chip is named.
    QVERIFY(!m_catalog->prices().remove(QStringLiteral("acme-x9"), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QVERIFY2(error.message.contains(QStringLiteral("\"acme-x9\"")), qPrintable(error.message));
}

void TestCatalogPrices::invalidPriceIsRefused_data() {
    QTest::addColumn<double>("usd");
    QTest::addColumn<QString>("shown");
    QTest::addRow("zero") << 0.0 << QStringLiteral(" 0 USD");
    QTest::addRow("negative") << -1.5 << QStringLiteral(" -1.5 USD");
    QTest::addRow("nan") << std::numeric_limits<double>::quiet_NaN() << QStringLiteral("nan USD");
    QTest::addRow("inf") << std::numeric_limits<double>::infinity() << QStringLiteral("inf USD");
    QTest::addRow("-inf") << -std::numeric_limits<double>::infinity() << QStringLiteral("-inf USD");
}

void TestCatalogPrices::invalidPriceIsRefused() {
    QFETCH(double, usd);
    QFETCH(QString, shown);
    StorageError error;
    QVERIFY(m_catalog->prices().set(price(kH100, 2.5), &error));
    QVERIFY(!m_catalog->prices().set(price(kH100, usd), &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(QStringLiteral("\"nvidia-h100-sxm\"")),
             qPrintable(error.message));
    QVERIFY2(error.message.contains(shown), qPrintable(error.message));
    // The earlier price is kept.
    QCOMPARE(m_catalog->prices().find(kH100, &error), price(kH100, 2.5));
}

void TestCatalogPrices::unknownChipIsRefused() {
    StorageError error;
    QVERIFY(!m_catalog->prices().set(price(QStringLiteral("acme-x9"), 4.25), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QVERIFY2(error.message.contains(QStringLiteral("\"acme-x9\"")), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("4.25")), qPrintable(error.message));
    QVERIFY(!m_catalog->prices().set(price(QString(), 4.25), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QVERIFY(m_catalog->prices().all(&error).isEmpty());
}

void TestCatalogPrices::deletingTheChipDeletesItsPrice() {
    StorageError error;
    QVERIFY(m_catalog->prices().set(price(kH100, 2.5), &error));
    QVERIFY(m_catalog->prices().set(price(kTrainium, 1.3), &error));
    QVERIFY2(m_catalog->chips().remove({kH100}, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->prices().all(&error), QList<ChipPrice>{price(kTrainium, 1.3)});
    m_catalog.reset();
    const std::unique_ptr<RawDb> raw = m_place->raw();
    QCOMPARE(raw->run(QStringLiteral("SELECT count(*) FROM chip_price")).toInt(), 1);
}

void TestCatalogPrices::tableRefusesBadRowsToo() {
    // The CHECK constraint holds for writers that bypass the API (another program, an import).
    StorageError error;
    QVERIFY(m_catalog->prices().set(price(kH100, 2.5), &error));
    m_catalog.reset();
    const std::unique_ptr<RawDb> rawDb = m_place->raw();
    const RawDb& raw = *rawDb;
    QString sqlError;
    raw.run(QStringLiteral("UPDATE chip_price SET usd_per_hour = 0"), &sqlError);
    QVERIFY(!sqlError.isEmpty());
    QCOMPARE(raw.run(QStringLiteral("SELECT usd_per_hour FROM chip_price")).toDouble(), 2.5);
}

void TestCatalogPrices::schema2IsUpgradedKeepingData() {
    m_catalog.reset();
    const catalogtest::CatalogPlace old(QStringLiteral("schema2.sqlite"));
    QVERIFY2(old.isValid(), qPrintable(old.error()));
    QString message;
    QVERIFY2(catalogtest::buildSchema(old, 2, &message), qPrintable(message));
    {
        const std::unique_ptr<RawDb> rawOld = old.raw();
        const RawDb& raw = *rawOld;
        QString sqlError;
        raw.run(QStringLiteral("INSERT INTO chip (id, vendor, name, kind) VALUES "
                               "('acme-x1', 'Acme', 'Acme X1', 'asic')"),
                &sqlError);
        raw.run(QStringLiteral("INSERT INTO figure (chip, field, num, status) SELECT pk, "
                               "'memory_gb', 96, 'published' FROM chip WHERE id = 'acme-x1'"),
                &sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        QCOMPARE(raw.userVersion(), 2);
        QVERIFY(!raw.hasTable(QStringLiteral("chip_price")));
    }

    StorageError error;
    std::unique_ptr<Catalog> catalog = old.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<Chip> chip = catalog->chips().find(QStringLiteral("acme-x1"), &error);
    QVERIFY2(chip, qPrintable(error.message));
    QCOMPARE(chip->name, QStringLiteral("Acme X1"));
    QCOMPARE(chip->figure(Field::MemoryGb).number(), 96.0);
    QVERIFY(catalog->prices().all(&error).isEmpty());
    // The user's chip from schema 2 can take a price now.
    const ChipPrice acme = price(QStringLiteral("acme-x1"), 0.75, QDate(2025, 6, 1));
    QVERIFY2(catalog->prices().set(acme, &error), qPrintable(error.message));
    catalog.reset();

    const std::unique_ptr<RawDb> raw = old.raw();
    QCOMPARE(raw->userVersion(), Catalog::currentSchemaVersion());
    QCOMPARE(raw->run(QStringLiteral("SELECT usd_per_hour FROM chip_price")).toDouble(), 0.75);
}

QTEST_GUILESS_MAIN(TestCatalogPrices)
#include "tst_catalog_prices.moc"
