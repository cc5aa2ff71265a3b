#include "domain/ownershipdefaults.h"

#include <QSet>
#include <QTest>

using namespace chipatlas;

// The defaults an ownership scenario takes where it sets no number (docs/MODEL-FIT.md section 9):
// every one says where it comes from and how old it is, a number quotes a public page a user can
// open, and the numbers are the ones those pages give.
class TestOwnershipDefaults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyDefaultHasASourceAndADate() {
        QVERIFY(!ownershipDefaults().isEmpty());
        for (const OwnershipDefault& entry : ownershipDefaults()) {
            const QString what = QString::number(int(entry.field));
            QVERIFY2(!entry.source.trimmed().isEmpty(), qPrintable(what));
            QVERIFY2(entry.date.isValid(), qPrintable(what));
            QVERIFY2(entry.date <= QDate(2026, 12, 5), qPrintable(what));
            if (entry.value) // a number cites a page a user can open
                QVERIFY2(entry.source.contains(QLatin1String("https://")),
                         qPrintable(entry.source));
        }
    }

    void oneDefaultPerFieldAndNoneForWhatTheCatalogGives() {
        QSet<int> seen;
        for (const OwnershipDefault& entry : ownershipDefaults()) {
            QVERIFY2(!seen.contains(int(entry.field)), "a field has two defaults");
            seen.insert(int(entry.field));
            QVERIFY(entry.field != OwnershipField::PurchasePrice);
            QVERIFY(entry.field != OwnershipField::PowerW);
            QCOMPARE(ownershipDefault(entry.field), &entry);
        }
        QCOMPARE(ownershipDefault(OwnershipField::PurchasePrice), nullptr);
        QCOMPARE(ownershipDefault(OwnershipField::Name), nullptr);
    }

    void theNumbersAreThoseTheSourcesGive() {
        QCOMPARE(ownershipDefault(OwnershipField::Pue)->value, 1.56);
        QCOMPARE(ownershipDefault(OwnershipField::ElectricityPerKwh)->value, 0.0895);
        QCOMPARE(ownershipDefault(OwnershipField::ElectricityPerKwh)->currency,
                 QStringLiteral("USD"));
        QCOMPARE(ownershipDefault(OwnershipField::HostingPerKwMonth)->value, 184.06);
        QCOMPARE(ownershipDefault(OwnershipField::HostingPerKwMonth)->currency,
                 QStringLiteral("USD"));
        QCOMPARE(ownershipDefault(OwnershipField::DepreciationYears)->value, 6.0);
        QCOMPARE(ownershipDefault(OwnershipField::RackKw)->value, 27.0);
        // The 27 kW comes from a comparison page that names no survey: it says so.
        QVERIFY(ownershipDefault(OwnershipField::RackKw)
                    ->source.contains(QLatin1String("names no survey")));
        // DGX B200: 14,300 W for 8 x 1,000 W, rounded to two places as the source text shows.
        QCOMPARE(ownershipDefault(OwnershipField::ServerOverhead)->value, 1.79);
        QVERIFY(ownershipDefault(OwnershipField::ServerOverhead)
                    ->source.contains(QLatin1String("14,300 W / (8 x 1,000 W) = 1.79")));
    }

    void noNumberIsMadeUpWhereNoneIsPublished() {
        for (OwnershipField field :
             {OwnershipField::InfrastructurePct, OwnershipField::SupportPerYear,
              OwnershipField::UtilisationPct, OwnershipField::FacilityMw}) {
            const OwnershipDefault* entry = ownershipDefault(field);
            QVERIFY(entry);
            QVERIFY(!entry->value);
            QVERIFY(entry->currency.isEmpty());
        }
    }

    // Within what validateOwnershipScenario() accepts (core/domain/validation.h), so a
    // scenario that takes every default is a valid one.
    void theNumbersAreInRange() {
        const auto value = [](OwnershipField field) { return *ownershipDefault(field)->value; };
        QVERIFY(value(OwnershipField::Pue) >= 1.0 && value(OwnershipField::Pue) <= 5.0);
        QVERIFY(value(OwnershipField::ServerOverhead) >= 1.0 &&
                value(OwnershipField::ServerOverhead) <= 10.0);
        QVERIFY(value(OwnershipField::DepreciationYears) > 0.0 &&
                value(OwnershipField::DepreciationYears) <= 50.0);
        QVERIFY(value(OwnershipField::ElectricityPerKwh) >= 0.0 &&
                value(OwnershipField::ElectricityPerKwh) <= 100.0);
        QVERIFY(value(OwnershipField::HostingPerKwMonth) >= 0.0 &&
                value(OwnershipField::HostingPerKwMonth) <= 1e5);
        QVERIFY(value(OwnershipField::RackKw) > 0.0 && value(OwnershipField::RackKw) <= 1e4);
    }
};

QTEST_GUILESS_MAIN(TestOwnershipDefaults)
#include "tst_ownershipdefaults.moc"
