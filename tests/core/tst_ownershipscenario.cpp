// What an ownership scenario must satisfy (validation.h validateOwnershipScenario()) and how its
// fields read and write as file text (ownershipscenario.h ownershipText()/setOwnershipText()).

#include "domain/ownershipscenario.h"
#include "domain/validation.h"

#include <QTest>

using namespace chipatlas;

namespace {
QStringList keys(const QList<ValidationIssue>& issues) {
    QStringList result;
    for (const ValidationIssue& issue : issues)
        result << issue.key;
    return result;
}

QString messages(const QList<ValidationIssue>& issues) {
    QStringList result;
    for (const ValidationIssue& issue : issues)
        result << issue.message;
    return result.join(QLatin1Char('\n'));
}

// A buyer's scenario with every field set: two GB200 NVL72 racks at their colocation site.
OwnershipScenario colo() {
    OwnershipScenario s;
    s.id = QStringLiteral("gb200-at-our-colo");
    s.name = QStringLiteral("GB200 at our colo");
    s.hardwareId = QStringLiteral("nvidia-gb200-nvl72");
    s.units = 2;
    s.purchasePrice = 3'400'000.0;
    s.priceSource = QStringLiteral("reseller quote 2026-11, ref 1234");
    s.currency = QStringLiteral("USD");
    s.infrastructurePct = 15.0;
    s.depreciationYears = 4.0;
    s.powerW = 132'000.0;
    s.serverOverhead = 1.5;
    s.pue = 1.3;
    s.electricityPerKwh = 0.0813;
    s.hostingPerKwMonth = 180.0;
    s.supportPerYear = 120'000.0;
    s.utilisationPct = 60.0;
    s.offerId = QStringLiteral("coreweave-gb200-nvl72");
    s.model = QStringLiteral("llama-3.1-70b");
    s.rackKw = 140.0;
    s.facilityMw = 2.5;
    s.notes = QStringLiteral("two racks\nrow C");
    return s;
}
} // namespace

class TestOwnershipScenario : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void schemaKeysRoundTrip() {
        QCOMPARE(allOwnershipFields().size(), size_t(kOwnershipFieldCount));
        for (const FieldSpec& spec : allOwnershipFields()) {
            const auto field = OwnershipField(spec.index);
            QCOMPARE(ownershipFieldFromKey(ownershipFieldKey(field)), std::optional(field));
            QVERIFY(!ownershipFieldLabel(field).isEmpty());
        }
        QCOMPARE(ownershipFieldKey(OwnershipField::UtilisationPct),
                 QStringLiteral("utilisation_pct"));
        QCOMPARE(ownershipFieldKey(OwnershipField::HostingPerKwMonth),
                 QStringLiteral("hosting_per_kw_month"));
        QCOMPARE(ownershipFieldFromKey(u"no_such_field"), std::nullopt);
    }

    // Every field written as text and read back gives the same scenario: what the database, the
    // JSON and the command line rely on.
    void textRoundTrip() {
        const OwnershipScenario original = colo();
        OwnershipScenario copy;
        copy.id = original.id;
        for (const FieldSpec& spec : allOwnershipFields()) {
            const auto field = OwnershipField(spec.index);
            QCOMPARE(setOwnershipText(copy, field, ownershipText(original, field)), QString());
        }
        QCOMPARE(copy, original);
        QCOMPARE(ownershipText(original, OwnershipField::ElectricityPerKwh),
                 QStringLiteral("0.0813"));
        QCOMPARE(ownershipText(original, OwnershipField::PurchasePrice), QStringLiteral("3400000"));
        QCOMPARE(ownershipText(OwnershipScenario{}, OwnershipField::Pue), QString());
    }

    // A large number is written out, never with an exponent: the form shows this text, and
    // `scenarios show` prints it ("1e+05" for a support budget of 100,000 before).
    void largeNumbersAreWrittenOut() {
        OwnershipScenario s = colo();
        QCOMPARE(setOwnershipText(s, OwnershipField::SupportPerYear, u"100000"), QString());
        QCOMPARE(ownershipText(s, OwnershipField::SupportPerYear), QStringLiteral("100000"));
        QCOMPARE(setOwnershipText(s, OwnershipField::PurchasePrice, u"3400000"), QString());
        QCOMPARE(ownershipText(s, OwnershipField::PurchasePrice), QStringLiteral("3400000"));
        QCOMPARE(setOwnershipText(s, OwnershipField::ElectricityPerKwh, u"0.0895"), QString());
        QCOMPARE(ownershipText(s, OwnershipField::ElectricityPerKwh), QStringLiteral("0.0895"));
    }

    void emptyTextClearsANumber() {
        OwnershipScenario s = colo();
        QCOMPARE(setOwnershipText(s, OwnershipField::Pue, u" "), QString());
        QCOMPARE(s.pue, std::nullopt);
        QCOMPARE(setOwnershipText(s, OwnershipField::Units, u""), QString());
        QCOMPARE(s.units, std::nullopt);
        QCOMPARE(setOwnershipText(s, OwnershipField::Currency, u""), QString());
        QCOMPARE(s.currency, QStringLiteral("USD"));
        QCOMPARE(setOwnershipText(s, OwnershipField::Currency, u"eur"), QString());
        QCOMPARE(s.currency, QStringLiteral("EUR"));
    }

    void percentWithOrWithoutSign() {
        OwnershipScenario s;
        QCOMPARE(setOwnershipText(s, OwnershipField::UtilisationPct, u"60%"), QString());
        QCOMPARE(s.utilisationPct, std::optional(60.0));
        QCOMPARE(setOwnershipText(s, OwnershipField::UtilisationPct, u"45.5 %"), QString());
        QCOMPARE(s.utilisationPct, std::optional(45.5));
        QCOMPARE(setOwnershipText(s, OwnershipField::InfrastructurePct, u"15"), QString());
        QCOMPARE(s.infrastructurePct, std::optional(15.0));
        // A '%' means nothing on a field that is not a percentage.
        QVERIFY(!setOwnershipText(s, OwnershipField::Pue, u"130%").isEmpty());
    }

    void unreadableTextNamesTheField() {
        OwnershipScenario s = colo();
        QCOMPARE(setOwnershipText(s, OwnershipField::UtilisationPct, u"busy"),
                 QStringLiteral("Utilisation (utilisation_pct): 'busy' is not a number"));
        QCOMPARE(s.utilisationPct, std::optional(60.0)); // unchanged
        QCOMPARE(setOwnershipText(s, OwnershipField::Units, u"2.5"),
                 QStringLiteral("Units (units): '2.5' is not a whole number"));
        QCOMPARE(setOwnershipText(s, OwnershipField::PurchasePrice, u"1,200"),
                 QStringLiteral("Purchase price (purchase_price): '1,200' is not a number"));
        QVERIFY(setOwnershipText(s, OwnershipField::Pue, u"4.9e-324").contains(u"pue"));
    }

    void scenarioIdIsASlugOfTheName() {
        QCOMPARE(ownershipScenarioId(QStringLiteral("GB200 at our colo")),
                 QStringLiteral("gb200-at-our-colo"));
        QCOMPARE(ownershipScenarioId(QStringLiteral("  Trn3 / 3 years, 60 %!  ")),
                 QStringLiteral("trn3-3-years-60"));
        QCOMPARE(ownershipScenarioId(QStringLiteral("H100 v2.1")), QStringLiteral("h100-v2.1"));
        QCOMPARE(validateId(ownershipScenarioId(QStringLiteral("-- Büro --"))), QString());
        QCOMPARE(validateId(ownershipScenarioId(QString(300, QLatin1Char('x')))), QString());
    }

    void completeScenarioIsValid() {
        QCOMPARE(messages(validateOwnershipScenario(colo())), QString());
        // Only what must be given: everything else takes its default.
        OwnershipScenario bare;
        bare.id = QStringLiteral("bare");
        bare.name = QStringLiteral("Bare");
        bare.hardwareId = QStringLiteral("nvidia-h100-sxm");
        QCOMPARE(messages(validateOwnershipScenario(bare)), QString());
    }

    // The bad input docs/MODEL-FIT.md section 9 refuses, each with a message naming the field.
    void badInputIsRefused_data() {
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* tag, OwnershipField field, const char* text,
                            const char* message) {
            QTest::newRow(tag) << int(field) << QString::fromUtf8(text)
                               << QString::fromUtf8(message);
        };
        row("negative price", OwnershipField::PurchasePrice, "-5",
            "Purchase price (purchase_price): -5 is negative");
        row("utilisation 101", OwnershipField::UtilisationPct, "101",
            "Utilisation (utilisation_pct): 101 % is above the maximum of 100 %");
        row("utilisation 0", OwnershipField::UtilisationPct, "0",
            "Utilisation (utilisation_pct): 0 % is not above 0 %");
        row("zero years", OwnershipField::DepreciationYears, "0",
            "Depreciation (depreciation_years): 0 is not above 0");
        row("51 years", OwnershipField::DepreciationYears, "51",
            "Depreciation (depreciation_years): 51 is above the maximum of 50");
        row("pue 0.9", OwnershipField::Pue, "0.9", "PUE (pue): 0.9 is below the minimum of 1");
        row("pue 6", OwnershipField::Pue, "6", "PUE (pue): 6 is above the maximum of 5");
        row("overhead 0.5", OwnershipField::ServerOverhead, "0.5",
            "Server overhead factor (server_overhead): 0.5 is below the minimum of 1");
        row("zero power", OwnershipField::PowerW, "0", "Power (power_w): 0 W is not above 0 W");
        row("negative electricity", OwnershipField::ElectricityPerKwh, "-0.1",
            "Electricity price per kWh (electricity_per_kwh): -0.1 is negative");
        row("hosting", OwnershipField::HostingPerKwMonth, "200000",
            "Hosting per kW-month (hosting_per_kw_month): 200000 is above the maximum of 100000");
        row("negative support", OwnershipField::SupportPerYear, "-1",
            "Staff and support per year (support_per_year): -1 is negative");
        row("infrastructure", OwnershipField::InfrastructurePct, "1001",
            "Infrastructure share (infrastructure_pct): 1001 % is above the maximum of 1000 %");
        row("zero units", OwnershipField::Units, "0", "Units (units): 0 is below the minimum of 1");
        row("server chips", OwnershipField::ServerChips, "-8",
            "Chips per server (server_chips): -8 is negative");
        row("rack kw 0", OwnershipField::RackKw, "0",
            "Power per rack (rack_kw): 0 kW is not above 0 kW");
        row("facility", OwnershipField::FacilityMw, "-2",
            "Facility power (facility_mw): -2 MW is negative");
        row("currency", OwnershipField::Currency, "dollars",
            "Currency (currency): \"DOLLARS\" is not a currency; use its three capital letters "
            "(ISO 4217, like \"USD\")");
        row("hardware", OwnershipField::Hardware, "GB200 NVL72",
            "System or chip (hardware): 'GB200 NVL72' is not a chip or system id (a lowercase "
            "slug)");
        row("no hardware", OwnershipField::Hardware, "", "System or chip (hardware): required");
        row("no name", OwnershipField::Name, " ", "Name (name): required");
    }
    void badInputIsRefused() {
        QFETCH(int, field);
        QFETCH(QString, text);
        QFETCH(QString, message);
        OwnershipScenario s = colo();
        QCOMPARE(setOwnershipText(s, OwnershipField(field), text), QString());
        const QList<ValidationIssue> issues = validateOwnershipScenario(s);
        QCOMPARE(messages(issues), message);
        QCOMPARE(keys(issues), QStringList{ownershipFieldKey(OwnershipField(field))});
    }

    void idMustBeASlug() {
        OwnershipScenario s = colo();
        s.id = QStringLiteral("Our Colo");
        QCOMPARE(keys(validateOwnershipScenario(s)), QStringList{QStringLiteral("id")});
    }

    void numbersMustBeFinite() {
        OwnershipScenario s = colo();
        s.electricityPerKwh = std::numeric_limits<double>::quiet_NaN();
        QCOMPARE(messages(validateOwnershipScenario(s)),
                 QStringLiteral("Electricity price per kWh (electricity_per_kwh): the value is not "
                                "a finite number"));
    }
};

QTEST_GUILESS_MAIN(TestOwnershipScenario)
#include "tst_ownershipscenario.moc"
