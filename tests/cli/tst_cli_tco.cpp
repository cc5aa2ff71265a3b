// chipatlas-cli tco (own or rent: docs/MODEL-FIT.md section 9) and scenarios, end to end: the
// real binary on a catalog in a temporary folder, its answers checked against hand-computed
// numbers and against core's ownershipReport() in-process.
#include "application/catalogsnapshot.h"
#include "application/ownershiprules.h"
#include "clicatalog.h"
#include "domain/offer.h"
#include "storage/catalog.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

using namespace chipatlas;

namespace {
// The answer `key` of `section` of the report in `column` of `tco --json` (the GUI's JSON
// export: ownershipexport.h); an empty object when there is none.
QJsonObject cell(const QJsonObject& json, const QString& section, const QString& key,
                 int column = 0) {
    const QJsonObject answer = json.value(QLatin1String("reports"))
                                   .toArray()
                                   .at(column)
                                   .toObject()
                                   .value(section)
                                   .toObject()
                                   .value(key)
                                   .toObject();
    if (answer.isEmpty())
        qWarning("no answer %s/%s", qPrintable(section), qPrintable(key));
    return answer;
}
double number(const QJsonObject& json, const QString& section, const QString& key, int column = 0) {
    return cell(json, section, key, column).value(QLatin1String("value")).toDouble(-1.0);
}
// Money to the cent.
qint64 cents(double value) {
    return std::llround(value * 100.0);
}
// The assumptions of the report in `column`, by key.
QHash<QString, QJsonObject> assumptions(const QJsonObject& report, int column = 0) {
    QHash<QString, QJsonObject> byKey;
    const QJsonArray reports = report.value(QLatin1String("reports")).toArray();
    for (const QJsonValue& value :
         reports.at(column).toObject().value(QLatin1String("assumptions")).toArray())
        byKey.insert(value.toObject().value(QLatin1String("key")).toString(), value.toObject());
    return byKey;
}

const QString kLambda8xH100 =
    QStringLiteral("lambda-all-listed-regions-us-east-1-etc-gpu-8x-h100-sxm5-on-demand");

// The 8-GPU board, worked by hand: 8 H100 SXM at 30,000 USD each, 15 % for networking,
// storage and installation, 4 years; the server draws 10,200 W at PUE 1.3, 0.12 USD per kWh,
// 150 USD per kW-month of colocation, 17,520 USD of support a year; busy 60 % of the hours;
// against Lambda's 8x H100 at 2.99 USD per chip-hour.
QStringList boardArguments() {
    return cliArgs("tco nvidia-h100-sxm*8 --price 30000 --infrastructure 15 --years 4 "
                   "--power-w 10200 --pue 1.3 --kwh-price 0.12 --hosting-kw-month 150 "
                   "--support-year 17520 --utilisation 60 --offer") +
           QStringList{kLambda8xH100};
}
} // namespace

class TestCliTco : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_catalog.init(&error), qPrintable(error));
        m_catalog.setEnvironment(QStringLiteral("CHIPATLAS_TODAY"), QStringLiteral("2026-12-01"));
        // Rental offers of the two racks of the done-when, as a buyer records the quotes
        // they were given (the built-in catalog has no published rack-hour price for either).
        for (const char* arguments :
             {"price --new --target nvidia-gb200-nvl72 --provider Quote --region eu-1 --instance "
              "nvl72 --chips 72 --per-hour 288 --date 2026-11-20 --source test-quote-1",
              "price --new --target aws-trn3-ultraserver-gen2 --provider Quote --region eu-1 "
              "--instance trn3u --chips 144 --per-hour 360 --date 2026-11-20 --source "
              "test-quote-2"}) {
            const CliResult r = m_catalog.run(cliArgs(arguments));
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
    }

    // Every answer of the board to the cent: capital 240,000 x 1.15 / (4 x 8760) = 7.8767; power
    // 10.2 kW x 1.3 x 0.12 = 1.5912; hosting 10.2 x 150 x 12 / 8760 = 2.0959; support 17,520 /
    // 8760 = 2.0000; 13.5638 per hour, / 8 chips = 1.6955 per chip-hour, / 0.6 = 2.8258 per
    // used chip-hour; break-even 1.6955 / 2.99 = 56.70 %; one year 13.5638 x 8760 = 118,818.91,
    // three years 356,456.74; renting the hours used, 2.99 x 8 x 8760 x 0.6 = 125,723.52 a year.
    void handComputedBoard() {
        const QJsonObject report = m_catalog.runJson(boardArguments()).object();
        const QString owning = QStringLiteral("owning");
        QCOMPARE(cents(number(report, owning, QStringLiteral("capital_per_hour"))), 788);
        QCOMPARE(cents(number(report, owning, QStringLiteral("power_per_hour"))), 159);
        QCOMPARE(cents(number(report, owning, QStringLiteral("hosting_per_hour"))), 210);
        QCOMPARE(cents(number(report, owning, QStringLiteral("support_per_hour"))), 200);
        QCOMPARE(cents(number(report, owning, QStringLiteral("per_hour"))), 1356);
        QCOMPARE(cents(number(report, owning, QStringLiteral("per_chip_hour"))), 170);
        QCOMPARE(cents(number(report, owning, QStringLiteral("per_used_chip_hour"))), 283);
        QCOMPARE(cents(number(report, owning, QStringLiteral("one_year"))), 11881891);
        QCOMPARE(cents(number(report, owning, QStringLiteral("three_years"))), 35645674);
        QCOMPARE(cents(number(report, QStringLiteral("renting"),
                              QStringLiteral("rented_per_used_chip_hour"))),
                 299);
        QCOMPARE(
            cents(number(report, QStringLiteral("renting"), QStringLiteral("rented_one_year"))),
            12572352);
        QCOMPARE(cents(number(report, QStringLiteral("break_even"),
                              QStringLiteral("break_even_utilisation"))),
                 5670);

        // The text shows the same rows: the label and the value the GUI shows.
        const CliResult text = m_catalog.run(boardArguments());
        QVERIFY2(text.exitCode == 0, text.err.constData());
        const QString out = text.text();
        for (const char* key : {"per_hour", "per_used_chip_hour", "one_year"}) {
            const QJsonObject r = cell(report, owning, QString::fromLatin1(key));
            const QString line = r.value(QLatin1String("label")).toString();
            const QString value = r.value(QLatin1String("text")).toString();
            QVERIFY2(out.contains(QRegularExpression(QRegularExpression::escape(line) +
                                                     QStringLiteral(" +") +
                                                     QRegularExpression::escape(value))),
                     qPrintable(out));
        }
        QVERIFY2(out.contains(QStringLiteral("13.56")), qPrintable(out));
    }

    // --json carries every assumption with its origin and source: the user's as "yours", the
    // rest as defaults with a source and a date, or the catalog's.
    void jsonHasEveryAssumption() {
        const QJsonObject report = m_catalog.runJson(boardArguments()).object();
        const QHash<QString, QJsonObject> byKey = assumptions(report);
        for (const char* key :
             {"purchase_price", "infrastructure_pct", "depreciation_years", "power_w", "pue",
              "electricity_per_kwh", "hosting_per_kw_month", "support_per_year", "utilisation_pct"})
            QCOMPARE(byKey.value(QString::fromLatin1(key)).value(u"origin").toString(),
                     QStringLiteral("yours"));
        QCOMPARE(byKey.value(QStringLiteral("pue")).value(u"value").toDouble(), 1.3);
        // Not given: the facility's power per rack is the default, with its public source.
        const QJsonObject rack = byKey.value(QStringLiteral("rack_kw"));
        QCOMPARE(rack.value(u"origin").toString(), QStringLiteral("default"));
        QVERIFY(!rack.value(u"source").toString().isEmpty());
        QCOMPARE(rack.value(u"value").toDouble(), 27.0);
        // The offer's price comes from the catalog.
        bool offerPrice = false;
        for (const QJsonObject& assumption : byKey) {
            QVERIFY2(!assumption.value(u"label").toString().isEmpty(),
                     qPrintable(assumption.value(u"key").toString()));
            QVERIFY(!assumption.value(u"origin").toString().isEmpty());
            if (assumption.value(u"origin").toString() == QLatin1String("catalog") &&
                assumption.value(u"value").toDouble() == 2.99)
                offerPrice = true;
        }
        QVERIFY(offerPrice);

        // Without the user's numbers, each one is a default with a source and a date.
        const QJsonObject defaults =
            m_catalog.runJson(cliArgs("tco nvidia-h100-sxm*8 --price 30000")).object();
        for (const char* key : {"pue", "electricity_per_kwh", "hosting_per_kw_month",
                                "depreciation_years", "rack_kw"}) {
            const QJsonObject assumption = assumptions(defaults).value(QString::fromLatin1(key));
            QCOMPARE(assumption.value(u"origin").toString(), QStringLiteral("default"));
            QVERIFY2(!assumption.value(u"source").toString().isEmpty(), key);
        }
        // The text lists them too, with origin and source.
        const QString out = m_catalog.run(cliArgs("tco nvidia-h100-sxm*8 --price 30000")).text();
        QVERIFY2(out.contains(QStringLiteral("Assumptions")), qPrintable(out));
        QVERIFY2(
            out.contains(
                assumptions(defaults).value(QStringLiteral("pue")).value(u"source").toString()),
            qPrintable(out));
    }

    // The assumptions `tco --json` lists are the report's, every one in its order with its value,
    // origin and source: core's ownershipReport() in-process on the catalog the binary wrote,
    // for the board's scenario set field by field as the options set it.
    void jsonAssumptionsAreTheReports() {
        StorageError error;
        const std::unique_ptr<Catalog> catalog =
            Catalog::open(m_catalog.path(QStringLiteral("catalog.sqlite")), &error);
        QVERIFY2(catalog, qPrintable(error.message));
        const CatalogSnapshot snapshot(catalog->chips().all(&error), catalog->models().all(&error),
                                       {}, catalog->systems().all(&error),
                                       catalog->offers().all(&error),
                                       catalog->results().all(&error));
        QVERIFY2(!error, qPrintable(error.message));
        OwnershipScenario scenario = defaultScenario(snapshot, QStringLiteral("nvidia-h100-sxm"));
        const QList<std::pair<OwnershipField, QString>> fields{
            {OwnershipField::ChipCount, QStringLiteral("8")},
            {OwnershipField::PurchasePrice, QStringLiteral("30000")},
            {OwnershipField::InfrastructurePct, QStringLiteral("15")},
            {OwnershipField::DepreciationYears, QStringLiteral("4")},
            {OwnershipField::PowerW, QStringLiteral("10200")},
            {OwnershipField::Pue, QStringLiteral("1.3")},
            {OwnershipField::ElectricityPerKwh, QStringLiteral("0.12")},
            {OwnershipField::HostingPerKwMonth, QStringLiteral("150")},
            {OwnershipField::SupportPerYear, QStringLiteral("17520")},
            {OwnershipField::UtilisationPct, QStringLiteral("60")},
            {OwnershipField::Offer, kLambda8xH100},
        };
        for (const auto& [field, text] : fields)
            QCOMPARE(setOwnershipText(scenario, field, text), QString());
        const OwnershipReport expected = ownershipReport(snapshot, scenario, QDate(2026, 12, 1));

        const QJsonArray listed = m_catalog.runJson(boardArguments())
                                      .object()
                                      .value(u"reports")
                                      .toArray()
                                      .at(0)
                                      .toObject()
                                      .value(u"assumptions")
                                      .toArray();
        QCOMPARE(listed.size(), expected.assumptions.size());
        for (int i = 0; i < listed.size(); ++i) {
            const QJsonObject json = listed.at(i).toObject();
            const Assumption& assumption = expected.assumptions.at(i);
            QCOMPARE(json.value(u"key").toString(), assumption.key);
            QCOMPARE(json.value(u"origin").toString(), assumptionOriginKey(assumption.origin));
            QCOMPARE(json.value(u"text").toString(), assumption.valueText);
            QCOMPARE(json.value(u"source").toString(), assumption.source);
            if (assumption.origin != AssumptionOrigin::Missing)
                QCOMPARE(json.value(u"value").toDouble(), assumption.value);
        }
    }

    // The done-when: a GB200 NVL72 and a Trn3 UltraServer, each at the buyer's price
    // against an offer, with the break-even and whether a 5 MW facility can power them.
    void gb200AndTrn3() {
        const QString gb200Offer = offerId(QStringLiteral("Quote"), QStringLiteral("eu-1"),
                                           QStringLiteral("nvl72"), Pricing::OnDemand);
        const QJsonObject gb200 =
            m_catalog
                .runJson(cliArgs("tco nvidia-gb200-nvl72 --price 3400000 --utilisation 70 "
                                 "--facility-mw 5 --offer") +
                         QStringList{gb200Offer})
                .object();
        const double perChipHour =
            number(gb200, QStringLiteral("owning"), QStringLiteral("per_chip_hour"));
        QVERIFY(perChipHour > 0.0);
        // 288 USD per hour for 72 chips: 4 USD per chip-hour.
        QCOMPARE(
            number(gb200, QStringLiteral("renting"), QStringLiteral("rented_per_used_chip_hour")),
            4.0);
        QCOMPARE(
            number(gb200, QStringLiteral("break_even"), QStringLiteral("break_even_utilisation")),
            100.0 * perChipHour / 4.0);
        // A rack of more than 27 kW cannot be placed at the default density.
        QVERIFY2(cell(gb200, QStringLiteral("facility"), QStringLiteral("placement"))
                     .value(u"text")
                     .toString()
                     .contains(QStringLiteral("cannot be placed at 27 kW per rack")),
                 QJsonDocument(cell(gb200, QStringLiteral("facility"), QStringLiteral("placement")))
                     .toJson()
                     .constData());
        // At 200 kW per rack it is placed, and 5 MW hold floor(5000 kW / its kW) of them.
        const QJsonObject dense =
            m_catalog
                .runJson(cliArgs("tco nvidia-gb200-nvl72 --price 3400000 --facility-mw 5 "
                                 "--rack-kw 200"))
                .object();
        const QJsonObject power =
            cell(dense, QStringLiteral("facility"), QStringLiteral("unit_power"));
        const double unitKw = power.value(u"unit").toString() == QLatin1String("W")
                                  ? power.value(u"value").toDouble() / 1000.0
                                  : power.value(u"value").toDouble();
        QVERIFY(unitKw > 27.0 && unitKw <= 200.0);
        const int units = int(std::floor(5000.0 / unitKw));
        QCOMPARE(number(dense, QStringLiteral("facility"), QStringLiteral("facility_units")),
                 double(units));
        QCOMPARE(number(dense, QStringLiteral("facility"), QStringLiteral("facility_chips")),
                 double(units * 72));

        // The Trn3 UltraServer is only rented: the price and the power are the buyer's.
        const QString trn3Offer = offerId(QStringLiteral("Quote"), QStringLiteral("eu-1"),
                                          QStringLiteral("trn3u"), Pricing::OnDemand);
        const QJsonObject trn3 =
            m_catalog
                .runJson(cliArgs("tco aws-trn3-ultraserver-gen2 --price 2500000 --power-w 100000 "
                                 "--utilisation 70 --facility-mw 5 --rack-kw 120 --offer") +
                         QStringList{trn3Offer})
                .object();
        // 360 USD per hour for 144 chips: 2.50 USD per chip-hour.
        QCOMPARE(
            number(trn3, QStringLiteral("renting"), QStringLiteral("rented_per_used_chip_hour")),
            2.5);
        const double trn3PerChipHour =
            number(trn3, QStringLiteral("owning"), QStringLiteral("per_chip_hour"));
        QCOMPARE(
            number(trn3, QStringLiteral("break_even"), QStringLiteral("break_even_utilisation")),
            100.0 * trn3PerChipHour / 2.5);
        // 5,000 kW / 100 kW = 50 UltraServers of 144 chips.
        QCOMPARE(number(trn3, QStringLiteral("facility"), QStringLiteral("facility_units")), 50.0);
        QCOMPARE(number(trn3, QStringLiteral("facility"), QStringLiteral("facility_chips")),
                 7200.0);

        // Side by side under one scenario: the second column is the Trn3's, at its own price.
        const QJsonObject both =
            m_catalog
                .runJson(cliArgs("tco nvidia-gb200-nvl72 --price 3400000 --utilisation 70 "
                                 "--facility-mw 5 --rack-kw 120 --compare "
                                 "aws-trn3-ultraserver-gen2 --compare-price 2500000 "
                                 "--compare-power-w 100000 --compare-offer") +
                         QStringList{trn3Offer})
                .object();
        QCOMPARE(both.value(u"reports").toArray().size(), 2);
        QCOMPARE(number(both, QStringLiteral("owning"), QStringLiteral("per_chip_hour"), 1),
                 trn3PerChipHour);
        QCOMPARE(number(both, QStringLiteral("facility"), QStringLiteral("facility_units"), 1),
                 50.0);
        const CliResult text = m_catalog.run(
            cliArgs("tco nvidia-gb200-nvl72 --price 3400000 --compare aws-trn3-ultraserver-gen2 "
                    "--compare-price 2500000 --compare-power-w 100000"));
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.text().contains(QStringLiteral("(2) ")), qPrintable(text.text()));
    }

    // The done-when's cost per million tokens of a rack: owned (at the cost per used chip-hour)
    // and rented (at the offer's price), from the same tokens, so the two stand in the ratio of
    // those two prices; without a measured result both are the upper bound, labelled.
    void gb200CostPerMillionTokens() {
        const QString gb200Offer = offerId(QStringLiteral("Quote"), QStringLiteral("eu-1"),
                                           QStringLiteral("nvl72"), Pricing::OnDemand);
        const QJsonObject json =
            m_catalog
                .runJson(cliArgs("tco nvidia-gb200-nvl72 --price 3400000 --utilisation 70 "
                                 "--model llama-3.1-70b --offer") +
                         QStringList{gb200Offer})
                .object();
        const QString tokens = QStringLiteral("tokens");
        const QJsonObject owned = cell(json, tokens, QStringLiteral("owned_per_million_tokens"));
        const QJsonObject rented = cell(json, tokens, QStringLiteral("rented_per_million_tokens"));
        QVERIFY2(owned.value(u"available").toBool(), QJsonDocument(owned).toJson().constData());
        QVERIFY2(rented.value(u"available").toBool(), QJsonDocument(rented).toJson().constData());
        QVERIFY2(owned.value(u"source").toString().contains(QStringLiteral("upper bound")),
                 qPrintable(owned.value(u"source").toString()));
        const double ownedPerUsedChipHour =
            number(json, QStringLiteral("owning"), QStringLiteral("per_used_chip_hour"));
        QCOMPARE(owned.value(u"value").toDouble() / rented.value(u"value").toDouble(),
                 ownedPerUsedChipHour / 4.0);
    }

    // Bad input is refused, naming the option and the field, before any answer.
    void badInput_data() {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("named");
        QTest::newRow("negative price") << "tco nvidia-h100-sxm*8 --price -5" << 2
                                        << "--price: Purchase price (purchase_price)";
        QTest::newRow("utilisation above 100")
            << "tco nvidia-h100-sxm*8 --utilisation 101" << 2 << "utilisation_pct";
        QTest::newRow("zero years") << "tco nvidia-h100-sxm*8 --years 0" << 2
                                    << "--years: Depreciation (depreciation_years)";
        QTest::newRow("not a number") << "tco nvidia-h100-sxm*8 --pue cheap" << 2 << "--pue";
        QTest::newRow("PUE below 1") << "tco nvidia-h100-sxm*8 --pue 0.9" << 2 << "pue";
        QTest::newRow("zero chips") << "tco nvidia-h100-sxm*0" << 2 << "nvidia-h100-sxm*0";
        QTest::newRow("units of a chip") << "tco nvidia-h100-sxm --units 2" << 2 << "--units";
        QTest::newRow("no hardware") << "tco --price 5" << 2 << "system or chip";
        QTest::newRow("two hardware") << "tco nvidia-h100-sxm amd-mi300x" << 2 << "--compare";
        QTest::newRow("unknown hardware") << "tco no-such-rack" << 1 << "no-such-rack";
        QTest::newRow("unknown offer")
            << "tco nvidia-h100-sxm*8 --offer no-such-offer" << 1 << "--offer: no offer";
        QTest::newRow("unknown model")
            << "tco nvidia-h100-sxm*8 --model no-such-model" << 1 << "no-such-model";
        QTest::newRow("unknown scenario")
            << "tco --scenario no-such-scenario" << 1 << "no scenario \"no-such-scenario\"";
        QTest::newRow("compare option alone")
            << "tco nvidia-h100-sxm --compare-price 5" << 2 << "--compare";
    }
    void badInput() {
        QFETCH(QString, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, named);
        verifyCliError(m_catalog.run(arguments.split(QLatin1Char(' '))), exitCode, named);
    }

    // A scenario saved, listed, shown, answered, refused twice, renamed and deleted.
    void scenariosRoundTrip() {
        const CliResult saved =
            m_catalog.run(QStringList{QStringLiteral("scenarios"), QStringLiteral("save"),
                                      QStringLiteral("Board at our colo")} +
                          cliArgs("nvidia-h100-sxm*8 --price 30000 --infrastructure 15 --years 4 "
                                  "--power-w 10200 --pue 1.3 --kwh-price 0.12 "
                                  "--hosting-kw-month 150 --support-year 17520 --utilisation 60 "
                                  "--offer") +
                          QStringList{kLambda8xH100});
        QVERIFY2(saved.exitCode == 0, saved.err.constData());
        QVERIFY2(saved.text().startsWith(QStringLiteral("Saved scenario \"Board at our colo\".")),
                 saved.out.constData());

        const CliResult list = m_catalog.run(cliArgs("scenarios"));
        QVERIFY2(list.text().contains(QStringLiteral("Board at our colo")), list.out.constData());
        QVERIFY2(list.text().contains(QStringLiteral("purchase_price=30000")),
                 list.out.constData());
        QVERIFY2(list.text().contains(QStringLiteral("pue=1.3")), list.out.constData());
        const QJsonObject shown =
            m_catalog
                .runJson(QStringList{QStringLiteral("scenarios"), QStringLiteral("show"),
                                     QStringLiteral("Board at our colo")})
                .object();
        QCOMPARE(shown.value(u"id").toString(), QStringLiteral("board-at-our-colo"));
        QCOMPARE(shown.value(u"hardware").toString(), QStringLiteral("nvidia-h100-sxm"));
        QCOMPARE(shown.value(u"chip_count").toDouble(), 8.0);
        QCOMPARE(shown.value(u"utilisation_pct").toDouble(), 60.0);
        QVERIFY(shown.value(u"rack_kw").isNull());

        // tco answers the saved scenario as it answers the same options.
        const QJsonObject fromScenario =
            m_catalog.runJson(cliArgs("tco --scenario board-at-our-colo")).object();
        QCOMPARE(cents(number(fromScenario, QStringLiteral("owning"), QStringLiteral("per_hour"))),
                 1356);
        QCOMPARE(fromScenario.value(u"reports"),
                 m_catalog.runJson(boardArguments()).object().value(u"reports"));
        // ... and the options override it.
        QCOMPARE(
            number(m_catalog
                       .runJson(QStringList{QStringLiteral("tco"), QStringLiteral("--scenario"),
                                            QStringLiteral("Board at our colo"),
                                            QStringLiteral("--utilisation"), QStringLiteral("100")})
                       .object(),
                   QStringLiteral("owning"), QStringLiteral("per_used_chip_hour")),
            number(fromScenario, QStringLiteral("owning"), QStringLiteral("per_chip_hour")));

        // The same name again is refused, unless --replace.
        verifyCliError(m_catalog.run(QStringList{
                           QStringLiteral("scenarios"), QStringLiteral("save"),
                           QStringLiteral("board at our colo"), QStringLiteral("amd-mi300x*8")}),
                       1, QStringLiteral("a scenario named \"Board at our colo\" is already"));
        verifyCliError(m_catalog.run(cliArgs("scenarios save Other no-such-rack")), 1,
                       QStringLiteral("no-such-rack"));
        verifyCliError(m_catalog.run(cliArgs("scenarios save Other amd-mi300x --years 0")), 2,
                       QStringLiteral("--years"));
        const CliResult other = m_catalog.run(cliArgs("scenarios save Other amd-mi300x*8"));
        QVERIFY2(other.exitCode == 0, other.err.constData());
        verifyCliError(m_catalog.run(QStringList{QStringLiteral("scenarios"),
                                                 QStringLiteral("rename"), QStringLiteral("Other"),
                                                 QStringLiteral("Board at our colo")}),
                       1, QStringLiteral("already in the catalog"));
        const CliResult replaced =
            m_catalog.run(cliArgs("scenarios save Other amd-mi300x*16 --replace --pue 1.2"));
        QVERIFY2(replaced.exitCode == 0, replaced.err.constData());
        QCOMPARE(m_catalog.runJson(cliArgs("scenarios show Other"))
                     .object()
                     .value(u"chip_count")
                     .toDouble(),
                 16.0);

        const CliResult renamed = m_catalog.run(cliArgs("scenarios rename Other Second"));
        QVERIFY2(renamed.exitCode == 0, renamed.err.constData());
        QVERIFY2(renamed.text().startsWith(QStringLiteral("Renamed scenario \"Other\" to "
                                                          "\"Second\".")),
                 renamed.out.constData());
        QCOMPARE(
            m_catalog.runJson(cliArgs("scenarios show Second")).object().value(u"pue").toDouble(),
            1.2);
        verifyCliError(m_catalog.run(cliArgs("scenarios show Other")), 1,
                       QStringLiteral("no scenario \"Other\""));

        const CliResult deleted = m_catalog.run(cliArgs("scenarios delete Second"));
        QVERIFY2(deleted.exitCode == 0, deleted.err.constData());
        const QJsonArray left = m_catalog.runJson(cliArgs("scenarios")).array();
        QCOMPARE(left.size(), 1);
        QCOMPARE(left.at(0).toObject().value(u"name").toString(),
                 QStringLiteral("Board at our colo"));
        verifyCliError(m_catalog.run(cliArgs("scenarios delete Second")), 1,
                       QStringLiteral("no scenario \"Second\""));
        verifyCliError(m_catalog.run(cliArgs("scenarios frobnicate")), 2,
                       QStringLiteral("frobnicate"));
    }

private:
    CliCatalog m_catalog;
};

QTEST_GUILESS_MAIN(TestCliTco)
#include "tst_cli_tco.moc"
