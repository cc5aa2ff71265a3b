// Upgrading a catalog that a released ChipAtlas wrote: tests/data/catalog-schema4.sqlite was
// written by release 5c28a04 (schema 4) through its own Catalog API (see tests/data/README.md).

#include "io/catalogjson.h"
#include "storage/catalog.h"
#include "testbackend.h"
#include "tst_catalog_helpers.h"

#include <QDate>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace chipatlas;

namespace {
const QString kFixture = QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/catalog-schema4.sqlite");

int tombstones(const catalogtest::CatalogPlace& place, const QString& table, const QString& id) {
    return place.raw()
        ->run(QStringLiteral("SELECT count(*) FROM %1 WHERE id = '%2'").arg(table, id))
        .toInt();
}
} // namespace

class TestCatalogUpgrade : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void fixtureIsTheReleasedSchema();
    void upgradeKeepsUserData();
    void nextBuiltInCatalogUpdatesAndRemoves();

private:
    QTemporaryDir m_dir;
    // A copy of the release's catalog on the backend under test: the file itself, or its rows
    // in a schema 4 database on the test server.
    std::unique_ptr<catalogtest::CatalogPlace> m_place;
};

void TestCatalogUpgrade::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(kFixture), qPrintable(kFixture));
}

// Every test works on a fresh copy: the committed file is never opened for writing.
void TestCatalogUpgrade::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    if (m_place->isPostgres()) {
        QString message;
        QVERIFY2(catalogtest::buildSchema(*m_place, 4, &message), qPrintable(message));
        QVERIFY2(catalogtest::copyRowsToServer(kFixture, *m_place, &message), qPrintable(message));
        return;
    }
    QVERIFY(QFile::copy(kFixture, m_place->path()));
    QVERIFY(
        QFile::setPermissions(m_place->path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner));
}

// The file itself, whatever the backend under test.
void TestCatalogUpgrade::fixtureIsTheReleasedSchema() {
    const QString path = m_dir.filePath(QStringLiteral("released.sqlite"));
    QVERIFY(QFile::copy(kFixture, path));
    // The release's file has exactly the frozen schema 4 (tests/data/schema/schema-4.sql).
    QFile expected(QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/schema/schema-4.sql"));
    QVERIFY(expected.open(QIODevice::ReadOnly | QIODevice::Text));
    QCOMPARE(catalogtest::schemaText(path), QString::fromUtf8(expected.readAll()));
}

void TestCatalogUpgrade::upgradeKeepsUserData() {
    StorageError error;
    const std::unique_ptr<Catalog> catalog = m_place->open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    { QCOMPARE(m_place->raw()->userVersion(), Catalog::currentSchemaVersion()); }

    // The user's figure on a built-in chip, with its edit mark.
    const std::optional<Chip> h100 =
        catalog->chips().find(QStringLiteral("nvidia-h100-sxm"), &error);
    QVERIFY2(h100, qPrintable(error.message));
    QCOMPARE(h100->figure(Field::TdpW).number(), 750.0);
    QCOMPARE(h100->figure(Field::TdpW).note, QStringLiteral("Measured in our lab"));
    QCOMPARE(h100->origin, Origin::BuiltIn);
    QCOMPARE(catalog->chips().editedFields(QStringLiteral("nvidia-h100-sxm"), &error),
             QList<Field>{Field::TdpW});
    // Schema 5's attributes came with the built-in update to the figures the user left alone.
    QCOMPARE(h100->figure(Field::MemoryGb).printedUnit, PrintedUnit::Decimal);
    QCOMPARE(h100->figure(Field::InterconnectBwGbs).linkScope, LinkScope::ChipToChip);
    QCOMPARE(h100->figure(Field::VisibleMemoryBytes).number(), 85520809984.0);
    QVERIFY(h100->figure(Field::TdpW).configuration.isEmpty()); // the user's figure as it was
    const std::optional<Chip> trn1 = catalog->chips().find(QStringLiteral("aws-trainium1"), &error);
    QVERIFY2(trn1, qPrintable(error.message));
    QCOMPARE(trn1->figure(Field::MemoryGb).number(), 32.0);
    QCOMPARE(trn1->figure(Field::MemoryGb).printedUnit, PrintedUnit::Binary);
    // The user's chip.
    const std::optional<Chip> mine = catalog->chips().find(QStringLiteral("acme-x1"), &error);
    QVERIFY2(mine, qPrintable(error.message));
    QCOMPARE(mine->origin, Origin::User);
    QCOMPARE(mine->name, QStringLiteral("Acme X1"));
    // A chip of the user's own gets nothing it did not have.
    QCOMPARE(mine->figure(Field::MemoryGb).printedUnit, PrintedUnit::Unstated);
    QCOMPARE(mine->figure(Field::VisibleMemoryBytes).status, FigureStatus::Unknown);
    // Prices.
    const QList<ChipPrice> prices = catalog->prices().all(&error);
    QCOMPARE(prices.size(), 2);
    const ChipPrice acme{QStringLiteral("acme-x1"), 0.85, QDate(), QStringLiteral("our quote")};
    const ChipPrice offer{QStringLiteral("nvidia-h100-sxm"), 2.49, QDate(2026, 11, 2),
                          QStringLiteral("https://example.invalid/h100-offer")};
    QCOMPARE(prices.at(0), acme);
    QCOMPARE(prices.at(1), offer);
    // Tombstones: the deleted built-in chip and model stay deleted.
    QVERIFY(!catalog->chips().find(QStringLiteral("intel-gaudi2"), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QCOMPARE(
        tombstones(*m_place, QStringLiteral("builtin_tombstone"), QStringLiteral("intel-gaudi2")),
        1);
    QVERIFY(!catalog->models().find(QStringLiteral("mistral-7b-v0.1"), &error));
    QCOMPARE(tombstones(*m_place, QStringLiteral("builtin_model_tombstone"),
                        QStringLiteral("mistral-7b-v0.1")),
             1);
    // Models: the user's own and the user's edit of a built-in one.
    const std::optional<LlmModel> myModel =
        catalog->models().find(QStringLiteral("my-llama-8b-ft"), &error);
    QVERIFY2(myModel, qPrintable(error.message));
    QCOMPARE(myModel->name(), QStringLiteral("My Llama 8B fine-tune"));
    const std::optional<LlmModel> phi = catalog->models().find(QStringLiteral("phi-4"), &error);
    QVERIFY2(phi, qPrintable(error.message));
    QCOMPARE(phi->value(ModelField::Notes).toString(), QStringLiteral("Our notes on phi-4"));
    // 34 built-in chips, one deleted, one of the user's.
    QCOMPARE(catalog->chips().count(&error), 34);
    // Schema 6: every row has a version, and the user's rows can be edited on it.
    const auto states = catalog->chips().states({QStringLiteral("acme-x1")}, &error);
    QVERIFY2(states, qPrintable(error.message));
    QVERIFY(states->constFirst().version >= 1);
    QVERIFY(catalog->models().states({QStringLiteral("phi-4")}, &error)->constFirst().version >= 1);
    QVERIFY(catalog->prices().state(QStringLiteral("acme-x1"), &error)->version >= 1);
    QVERIFY(catalog->changeMarker(&error));
    Catalog::ChipState edited = states->constFirst();
    edited.chip->notes = QStringLiteral("edited after the upgrade");
    QVERIFY2(catalog->chips().restore({edited}, &error), qPrintable(error.message));
}

void TestCatalogUpgrade::nextBuiltInCatalogUpdatesAndRemoves() {
    StorageError error;
    const std::unique_ptr<Catalog> catalog = m_place->open(&error);
    QVERIFY2(catalog, qPrintable(error.message));

    // The next built-in catalog: a higher revision and another content hash; the B200's BF16
    // and the H100's memory changed; the L40 (untouched by the user) and the L40S (whose launch
    // price the user edited) dropped; Llama 3.2 1B and phi-4 (which the user edited) dropped.
    std::optional<ChipCatalogFile> chips = builtInChips(&error.message);
    QVERIFY2(chips, qPrintable(error.message));
    chips->revision += 1;
    chips->contentHash = QStringLiteral("sha256:next");
    for (Chip& chip : chips->chips) {
        if (chip.id == QLatin1String("nvidia-b200"))
            chip.figure(Field::Bf16TflopsDense).value = 2500.0;
        if (chip.id == QLatin1String("nvidia-h100-sxm")) {
            chip.figure(Field::MemoryGb).value = 96.0;
            chip.figure(Field::TdpW).value = 710.0;
        }
    }
    const auto dropped = [](const QString& id) {
        return id == QLatin1String("nvidia-l40") || id == QLatin1String("nvidia-l40s");
    };
    chips->chips.removeIf([&](const Chip& chip) { return dropped(chip.id); });
    QVERIFY2(catalog->chips().applyBuiltIn(*chips, &error), qPrintable(error.message));

    QCOMPARE(catalog->chips()
                 .find(QStringLiteral("nvidia-b200"), &error)
                 ->figure(Field::Bf16TflopsDense)
                 .number(),
             2500.0);
    const std::optional<Chip> h100 =
        catalog->chips().find(QStringLiteral("nvidia-h100-sxm"), &error);
    QVERIFY2(h100, qPrintable(error.message));
    QCOMPARE(h100->figure(Field::MemoryGb).number(), 96.0); // follows the catalog
    QCOMPARE(h100->figure(Field::TdpW).number(), 750.0);    // the user's figure stays
    QVERIFY(!catalog->chips().find(QStringLiteral("nvidia-l40"), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QCOMPARE(
        tombstones(*m_place, QStringLiteral("builtin_tombstone"), QStringLiteral("nvidia-l40")),
        0); // removed by the catalog, not deleted by the user
    const std::optional<Chip> l40s = catalog->chips().find(QStringLiteral("nvidia-l40s"), &error);
    QVERIFY2(l40s, qPrintable(error.message));
    QCOMPARE(l40s->origin, Origin::User);
    QCOMPARE(l40s->figure(Field::LaunchPriceUsd).number(), 9000.0);
    QVERIFY(!catalog->chips().find(QStringLiteral("intel-gaudi2"), &error)); // still deleted
    QCOMPARE(catalog->chips().count(&error), 33);
    QCOMPARE(catalog->prices().all(&error).size(), 2);

    std::optional<ModelCatalogFile> models = builtInModels(&error.message);
    QVERIFY2(models, qPrintable(error.message));
    models->revision += 1;
    models->contentHash = QStringLiteral("sha256:next");
    models->models.removeIf([](const LlmModel& model) {
        return model.id() == QLatin1String("llama-3.2-1b") || model.id() == QLatin1String("phi-4");
    });
    QVERIFY2(catalog->models().applyBuiltIn(*models, &error), qPrintable(error.message));
    QVERIFY(!catalog->models().find(QStringLiteral("llama-3.2-1b"), &error));
    QVERIFY(catalog->models().find(QStringLiteral("phi-4"), &error)); // the user's edit stays
    QVERIFY(catalog->models().find(QStringLiteral("my-llama-8b-ft"), &error));
    QVERIFY(!catalog->models().find(QStringLiteral("mistral-7b-v0.1"), &error));
}

QTEST_GUILESS_MAIN(TestCatalogUpgrade)
#include "tst_catalog_upgrade.moc"
