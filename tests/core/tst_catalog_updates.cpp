// A newer built-in catalog reaching an existing catalog: when it applies (revision and content
// hash), and what happens to the built-in chips and models it no longer has.

#include "catalogwrites.h"
#include "io/catalogjson.h"
#include "storage/catalog.h"
#include "testbackend.h"
#include "tst_catalog_helpers.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

class TestCatalogUpdates : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void revisionAndHashAreStored();
    void sameRevisionWithAnotherHashUpdates();
    void olderRevisionChangesNothing();
    void droppedChipIsRemovedUnlessTheUserKeptIt();
    void droppedModelIsRemovedUnlessTheUserEditedIt();

private:
    QString metaValue(const QString& key) const {
        return m_place->raw()
            ->run(QStringLiteral("SELECT value FROM meta WHERE key = '%1'").arg(key))
            .toString();
    }
    ChipCatalogFile shipped() const {
        QString problem;
        std::optional<ChipCatalogFile> file = builtInChips(&problem);
        if (!file)
            qWarning("%s", qPrintable(problem));
        return file.value_or(ChipCatalogFile{});
    }
    double figure(const QString& id, Field field) const {
        StorageError error;
        const std::optional<Chip> chip = m_catalog->chips().find(id, &error);
        return chip ? chip->figure(field).number() : -1.0;
    }

    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    std::unique_ptr<Catalog> m_catalog;
};

void TestCatalogUpdates::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestCatalogUpdates::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    StorageError error;
    m_catalog = m_place->open(&error);
    QVERIFY2(m_catalog, qPrintable(error.message));
}

void TestCatalogUpdates::cleanup() {
    m_catalog.reset();
    m_place.reset();
}

void TestCatalogUpdates::revisionAndHashAreStored() {
    const ChipCatalogFile chips = shipped();
    QVERIFY(chips.revision >= 1);
    QVERIFY2(chips.contentHash.startsWith(QLatin1String("sha256:")), qPrintable(chips.contentHash));
    QCOMPARE(metaValue(QStringLiteral("builtin_chips_revision")).toInt(), chips.revision);
    QCOMPARE(metaValue(QStringLiteral("builtin_chips_hash")), chips.contentHash);
    QString problem;
    const std::optional<ModelCatalogFile> models = builtInModels(&problem);
    QVERIFY2(models, qPrintable(problem));
    QVERIFY(models->contentHash.startsWith(QLatin1String("sha256:")));
    QCOMPARE(metaValue(QStringLiteral("builtin_models_hash")), models->contentHash);
}

void TestCatalogUpdates::sameRevisionWithAnotherHashUpdates() {
    // A build whose data changed under the same revision still reaches the user.
    ChipCatalogFile file = shipped();
    file.contentHash = QStringLiteral("sha256:changed");
    for (Chip& chip : file.chips) {
        if (chip.id == QLatin1String("nvidia-b200"))
            chip.figure(Field::TdpW).value = 1234.0;
    }
    StorageError error;
    QVERIFY2(m_catalog->chips().applyBuiltIn(file, &error), qPrintable(error.message));
    QCOMPARE(figure(QStringLiteral("nvidia-b200"), Field::TdpW), 1234.0);
    QCOMPARE(metaValue(QStringLiteral("builtin_chips_hash")), file.contentHash);

    // The same revision and hash again: nothing to do, even though the figure differs.
    for (Chip& chip : file.chips) {
        if (chip.id == QLatin1String("nvidia-b200"))
            chip.figure(Field::TdpW).value = 999.0;
    }
    QVERIFY2(m_catalog->chips().applyBuiltIn(file, &error), qPrintable(error.message));
    QCOMPARE(figure(QStringLiteral("nvidia-b200"), Field::TdpW), 1234.0);
}

void TestCatalogUpdates::olderRevisionChangesNothing() {
    // An older ChipAtlas's catalog (a downgrade) leaves the rows as the newer one left them.
    ChipCatalogFile file = shipped();
    const double tdp = figure(QStringLiteral("nvidia-b200"), Field::TdpW);
    file.revision -= 1;
    file.contentHash = QStringLiteral("sha256:older");
    file.chips.clear();
    StorageError error;
    QVERIFY2(m_catalog->chips().applyBuiltIn(file, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->chips().count(&error), shipped().chips.size());
    QCOMPARE(figure(QStringLiteral("nvidia-b200"), Field::TdpW), tdp);
    QCOMPARE(metaValue(QStringLiteral("builtin_chips_hash")), shipped().contentHash);
}

void TestCatalogUpdates::droppedChipIsRemovedUnlessTheUserKeptIt() {
    StorageError error;
    const QString plain = QStringLiteral("nvidia-l40");
    const QString renamed = QStringLiteral("nvidia-l4");
    const QString priced = QStringLiteral("amd-mi250x");
    Chip edited = *m_catalog->chips().find(renamed, &error);
    edited.name = QStringLiteral("Our L4");
    QVERIFY2(testwrites::editChips(*m_catalog, {edited}, &error), qPrintable(error.message));
    QVERIFY2(m_catalog->prices().set({priced, 1.25, QDate(2026, 10, 1), QString()}, &error),
             qPrintable(error.message));

    ChipCatalogFile newer = shipped();
    const qsizetype shippedCount = newer.chips.size();
    const ChipCatalogFile original = newer;
    newer.revision += 1;
    newer.contentHash = QStringLiteral("sha256:without-three");
    newer.chips.removeIf([&](const Chip& chip) {
        return chip.id == plain || chip.id == renamed || chip.id == priced;
    });
    QVERIFY2(m_catalog->chips().applyBuiltIn(newer, &error), qPrintable(error.message));

    QVERIFY(!m_catalog->chips().find(plain, &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    const std::optional<Chip> ours = m_catalog->chips().find(renamed, &error);
    QVERIFY2(ours, qPrintable(error.message));
    QCOMPARE(ours->name, QStringLiteral("Our L4"));
    QCOMPARE(ours->origin, Origin::User);
    const std::optional<Chip> withPrice = m_catalog->chips().find(priced, &error);
    QVERIFY2(withPrice, qPrintable(error.message));
    QCOMPARE(withPrice->origin, Origin::User);
    QCOMPARE(m_catalog->prices().find(priced, &error)->usdPerChipHour, 1.25);
    QCOMPARE(m_catalog->chips().count(&error), shippedCount - 1);

    // Removed by the catalog, not deleted by the user: a later catalog that has it again brings
    // it back; the chips that became the user's stay the user's.
    ChipCatalogFile later = original;
    later.revision = newer.revision + 1;
    later.contentHash = QStringLiteral("sha256:all-again");
    QVERIFY2(m_catalog->chips().applyBuiltIn(later, &error), qPrintable(error.message));
    const std::optional<Chip> back = m_catalog->chips().find(plain, &error);
    QVERIFY2(back, qPrintable(error.message));
    QCOMPARE(back->origin, Origin::BuiltIn);
    QCOMPARE(m_catalog->chips().find(renamed, &error)->name, QStringLiteral("Our L4"));
    QCOMPARE(m_catalog->chips().find(renamed, &error)->origin, Origin::User);
}

void TestCatalogUpdates::droppedModelIsRemovedUnlessTheUserEditedIt() {
    StorageError error;
    QString problem;
    std::optional<ModelCatalogFile> file = builtInModels(&problem);
    QVERIFY2(file && file->models.size() > 2, qPrintable(problem));
    const QString plain = file->models.at(0).id();
    LlmModel edited = file->models.at(1);
    edited.value(ModelField::Notes) = QStringLiteral("ours");
    QVERIFY2(testwrites::saveModels(*m_catalog, {edited}, &error), qPrintable(error.message));

    file->revision += 1;
    file->contentHash = QStringLiteral("sha256:two-fewer");
    file->models.remove(0, 2);
    QVERIFY2(m_catalog->models().applyBuiltIn(*file, &error), qPrintable(error.message));
    QVERIFY(!m_catalog->models().find(plain, &error));
    QCOMPARE(m_catalog->models().find(edited.id(), &error), std::optional<LlmModel>(edited));
    QCOMPARE(m_catalog->models().all(&error).size(), file->models.size() + 1);
}

QTEST_GUILESS_MAIN(TestCatalogUpdates)
#include "tst_catalog_updates.moc"
