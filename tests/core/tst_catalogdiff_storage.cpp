// The diff on what a catalog reads back (readCatalogItems(), on SQLite and, as
// tst_catalogdiff_storage_pg, on the test PostgreSQL server): a freshly seeded catalog against
// itself diffs empty (what storage adds, such as origins, versions and edit marks, is no change),
// and one chip figure edited and one offer price recorded through the use cases the GUI and the
// CLI call (application/chipedits.h, pricing.h) are exactly two changed rows.
#include "application/catalogdiff.h"
#include "application/chipedits.h"
#include "application/pricing.h"
#include "testbackend.h"

#include <QTest>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kP5 = QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand");
} // namespace

class TestCatalogDiffStorage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void editsThroughTheUseCasesAreExactlyTheRows();
};

void TestCatalogDiffStorage::editsThroughTheUseCasesAreExactlyTheRows() {
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<CatalogItems> before = readCatalogItems(*catalog, &error);
    QVERIFY2(before, qPrintable(error.message));
    QVERIFY(!before->chips.isEmpty());
    QVERIFY(!before->offers.isEmpty());
    const std::optional<CatalogItems> again = readCatalogItems(*catalog, &error);
    QVERIFY2(again, qPrintable(error.message));
    QVERIFY(diffCatalogs(*before, *again, QStringLiteral("a"), QStringLiteral("b")).isEmpty());

    // The H100's TDP corrected to an unverified 750 W, as the chip editor saves it.
    const std::optional<Chip> stored = catalog->chips().find(kH100, &error);
    QVERIFY2(stored, qPrintable(error.message));
    Chip h100 = *stored;
    h100.figure(Field::TdpW).value = 750.0;
    h100.figure(Field::TdpW).status = FigureStatus::Unverified;
    ChangeResult edit = editChip(*catalog, QStringLiteral("edit chip H100 SXM"), h100);
    QVERIFY2(commitChange(*catalog, &edit), qPrintable(edit.error.message));
    // A quote for the p5.48xlarge: $48.16 an instance-hour, $6.02 a chip-hour (was $6.88).
    OfferPrice quote;
    quote.perInstanceHour = 48.16;
    quote.seen = QDate(2026, 11, 30);
    quote.source = QStringLiteral("quote from our reseller, ref 1234");
    ChangeResult price = recordOfferPrice(*catalog, QStringLiteral("record price"), kP5, quote);
    QVERIFY2(commitChange(*catalog, &price), qPrintable(price.error.message));

    const std::optional<CatalogItems> after = readCatalogItems(*catalog, &error);
    QVERIFY2(after, qPrintable(error.message));
    const CatalogDiff diff = diffCatalogs(*before, *after, QStringLiteral("before"),
                                          QStringLiteral("now"), QLocale::c());
    QCOMPARE(diff.entries.size(), 2);
    QCOMPARE(diff.changed, 2);
    QCOMPARE(diff.added + diff.removed, 0);
    const EntryDiff& chip = diff.entries.at(0);
    QCOMPARE(chip.kind, DiffEntryKind::Chip);
    QCOMPARE(chip.id, kH100);
    QCOMPARE(chip.fields.size(), 1);
    QCOMPARE(chip.fields.at(0).key, QStringLiteral("tdp_w"));
    QCOMPARE(chip.fields.at(0).before, QStringLiteral("700 W"));
    QCOMPARE(chip.fields.at(0).after, QStringLiteral("750 W"));
    QCOMPARE(chip.fields.at(0).beforeStatus, statusDisplayName(FigureStatus::Published));
    QCOMPARE(chip.fields.at(0).afterStatus, statusDisplayName(FigureStatus::Unverified));
    QVERIFY(!chip.fields.at(0).sourceChanged);
    const EntryDiff& offer = diff.entries.at(1);
    QCOMPARE(offer.kind, DiffEntryKind::Offer);
    QCOMPARE(offer.id, kP5);
    QCOMPARE(offer.fields.size(), 1);
    QCOMPARE(offer.fields.at(0).key, QStringLiteral("price"));
    QCOMPARE(offer.fields.at(0).before, QStringLiteral("$6.880"));
    QCOMPARE(offer.fields.at(0).after, QStringLiteral("$6.020"));
    QVERIFY(offer.fields.at(0).percent);
    QVERIFY(std::abs(*offer.fields.at(0).percent - -12.5) < 1e-9);
}

QTEST_GUILESS_MAIN(TestCatalogDiffStorage)
#include "tst_catalogdiff_storage.moc"
