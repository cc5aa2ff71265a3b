// chipatlas-cli on systems, end to end: the real binary on a catalog in a temporary folder
// gives the Systems table, the totals and vendor checks, the comparisons and the fits that
// core gives in-process on the built-in systems (systemcolumns.h, systemaggregates.h,
// comparison.h, systemfit.h).
#include "clicatalog.h"
#include "domain/comparison.h"
#include "domain/entry.h"
#include "domain/offerchoice.h"
#include "domain/systemaggregates.h"
#include "domain/systemcolumns.h"
#include "domain/systemfit.h"
#include "io/comparisonexport.h"
#include "io/systemjson.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace chipatlas;

class TestCliSystems : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void systemsTable();
    void systemsJson();
    void systemsSort();
    void systemsUnknownKey();
    void showSystem();
    void compareSystems();
    void compareSystemWithChip();
    void fitOneDomain();
    void costFromOffer();
    void chartSystems();

private:
    System system(const QString& id) const;
    SystemRow row(const QString& id) const;

    CliCatalog m_catalog;
    QList<System> m_systems;
    QList<Offer> m_offers;
};

void TestCliSystems::initTestCase() {
    QString error;
    QVERIFY2(m_catalog.init(&error), qPrintable(error));
    const std::optional<SystemCatalogFile> systems = builtInSystems(&error);
    QVERIFY2(systems, qPrintable(error));
    const std::optional<OfferCatalogFile> offers = builtInOffers(&error);
    QVERIFY2(offers, qPrintable(error));
    m_systems = systems->systems;
    m_offers = offers->offers;
    QVERIFY(!m_systems.isEmpty());
}

System TestCliSystems::system(const QString& id) const {
    for (const System& s : m_systems) {
        if (s.id == id)
            return s;
    }
    qWarning("no built-in system %s", qPrintable(id));
    return {};
}

SystemRow TestCliSystems::row(const QString& id) const {
    for (const SystemRow& r : systemRows(m_systems, m_catalog.chips(), m_offers)) {
        if (r.system.id == id)
            return r;
    }
    qWarning("no row for %s", qPrintable(id));
    return {};
}

void TestCliSystems::systemsTable() {
    // The GUI's vocabulary: the same titles and cells as core gives the Systems table.
    const QList<SystemColumn> columns{SystemColumn::Name, SystemColumn::ChipCount,
                                      SystemColumn::MemoryTotal, SystemColumn::CheapestPerChipHour};
    const CliResult r = m_catalog.run(
        cliArgs("systems --columns name,chip_count,memory_gb,cheapest_per_chip_hour"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QStringList lines = r.text().split(QLatin1Char('\n'));
    QList<SystemRow> rows;
    for (const System& system : m_systems)
        rows << row(system.id);
    for (const SystemColumn column : columns)
        QVERIFY2(lines.constFirst().contains(systemColumnTitle(
                     column, Precision::BF16, systemColumnUnit(column, rows, Precision::BF16))),
                 qPrintable(lines.constFirst()));
    // A system with offers of its own (AWS trn1.32xlarge), so that every column has a value.
    const SystemRow trn1 = row(QStringLiteral("aws-trn1-32xlarge"));
    const auto line = std::find_if(lines.begin(), lines.end(), [](const QString& l) {
        return l.startsWith(QStringLiteral("AWS EC2 trn1.32xlarge "));
    });
    QVERIFY(line != lines.end());
    for (const SystemColumn column : columns) {
        const QString cell =
            systemCellText(column, systemColumnFigure(column, trn1, Precision::BF16), QLocale::c(),
                           systemColumnUnit(column, rows, Precision::BF16));
        QVERIFY2(!cell.isEmpty(), qPrintable(systemColumnKey(column)));
        QVERIFY2(line->contains(QString(cell).replace(QChar(0x00A0), QLatin1Char(' '))),
                 qPrintable(*line + QStringLiteral(" lacks ") + cell));
    }
    QVERIFY(r.text().endsWith(QStringLiteral("%1 systems\n").arg(m_systems.size())));
}

void TestCliSystems::systemsJson() {
    const QJsonArray array = m_catalog.runJson(cliArgs("systems")).array();
    QCOMPARE(array.size(), m_systems.size());
    for (const QJsonValue& value : array) {
        const QJsonObject object = value.toObject();
        const SystemRow expected = row(object[u"id"].toString());
        QString error;
        const std::optional<System> read = systemFromJson(object, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->chipCount, expected.system.chipCount);
        const QJsonObject memory = object[u"totals"][u"memory_gb"].toObject();
        QCOMPARE(memory[u"status"].toString(),
                 statusKey(expected.entry.figure(Field::MemoryGb).status));
        if (expected.entry.figure(Field::MemoryGb).hasValue())
            QCOMPARE(memory[u"value"].toDouble(), expected.entry.figure(Field::MemoryGb).number());
        const QJsonObject offers = object[u"offers"].toObject();
        QCOMPARE(offers[u"priced"].toInt(), expected.offers.priced);
        if (expected.offers.cheapest)
            QCOMPARE(offers[u"cheapest"].toString(), expected.offers.cheapest->id);
        else
            QVERIFY(offers[u"cheapest"].isNull());
    }
}

void TestCliSystems::systemsSort() {
    const CliResult r = m_catalog.run(cliArgs("systems --sort chip_count --desc --columns id"));
    QCOMPARE(r.exitCode, 0);
    const System biggest =
        *std::max_element(m_systems.begin(), m_systems.end(), [](const System& a, const System& b) {
            return a.chipCount < b.chipCount;
        });
    QCOMPARE(r.text().split(QLatin1Char('\n')).value(2).trimmed(), biggest.id);
}

void TestCliSystems::systemsUnknownKey() {
    const CliResult r = m_catalog.run(cliArgs("systems --sort nope"));
    verifyCliError(r, 2, QStringLiteral("\"nope\""));
    for (const QString& key : systemColumnKeys())
        QVERIFY2(r.errorText().contains(key), qPrintable(key));
    verifyCliError(m_catalog.run(cliArgs("systems --columns name,tdp")), 2,
                   QStringLiteral("\"tdp\""));
}

void TestCliSystems::showSystem() {
    const System trn3 = system(QStringLiteral("aws-trn3-ultraserver-gen2"));
    const Chip chip = m_catalog.chip(trn3.chipId);
    const QList<VendorTotalCheck> checks = vendorTotalChecks(trn3, chip);
    QVERIFY(!checks.isEmpty()); // AWS publishes its UltraServer totals

    const CliResult r = m_catalog.run(cliArgs("show aws-trn3-ultraserver-gen2"));
    QCOMPARE(r.exitCode, 0);
    const QString text = r.text();
    QVERIFY(
        text.startsWith(QStringLiteral("AWS Trn3 Gen2 UltraServer (aws-trn3-ultraserver-gen2)")));
    QVERIFY(text.contains(QStringLiteral("Chips:   144 x %1 (%2)").arg(chip.name, chip.id)));
    QVERIFY(text.contains(QStringLiteral("Totals (computed from 144 chips)")));
    // The computed memory total with its formula.
    const Figure memory = systemTotal(trn3, chip, Field::MemoryGb).value_or(Figure{});
    QVERIFY(!memory.note.isEmpty());
    QVERIFY2(text.contains(QStringLiteral("formula: ") + memory.note), qPrintable(text));
    for (const VendorTotalCheck& check : checks) {
        QVERIFY2(
            text.contains(
                (check.disagrees ? QStringLiteral("DISAGREE  ") : QStringLiteral("agree     ")) +
                systemFieldLabel(check.vendorField) + QStringLiteral(": ") + check.text),
            qPrintable(check.text));
    }

    const QJsonObject json = m_catalog.runJson(cliArgs("show aws-trn3-ultraserver-gen2")).object();
    QCOMPARE(json[u"id"].toString(), trn3.id);
    const QJsonArray jsonChecks = json[u"vendor_checks"].toArray();
    QCOMPARE(jsonChecks.size(), checks.size());
    for (qsizetype i = 0; i < checks.size(); ++i) {
        QCOMPARE(jsonChecks[i][u"field"].toString(), systemFieldKey(checks[i].vendorField));
        QCOMPARE(jsonChecks[i][u"disagrees"].toBool(), checks[i].disagrees);
    }
    // A chip id still shows the chip.
    QVERIFY(m_catalog.run(cliArgs("show aws-trainium3")).text().startsWith(chip.name));
}

void TestCliSystems::compareSystems() {
    const QStringList ids{QStringLiteral("aws-trn3-ultraserver-gen2"),
                          QStringLiteral("nvidia-gb200-nvl72")};
    QList<Entry> entries;
    for (const QString& id : ids) {
        const System s = system(id);
        const Chip chip = m_catalog.chip(s.chipId);
        entries << Entry::ofSystem(s, &chip);
    }
    const QJsonObject expected =
        comparisonToJson(compareEntries(entries, Precision::FP8, QLocale::c()));
    QJsonObject json = m_catalog
                           .runJson(cliArgs("compare aws-trn3-ultraserver-gen2 nvidia-gb200-nvl72 "
                                            "--precision fp8"))
                           .object();
    const QJsonArray described = json.take(QLatin1String("entries")).toArray();
    QCOMPARE(json, expected);
    QCOMPARE(described.size(), 2);
    QCOMPARE(described[0][u"kind"].toString(), QStringLiteral("system"));
    QCOMPARE(described[0][u"chips"].toInt(), 144);
    QCOMPARE(described[1][u"chips"].toInt(), 72);

    const CliResult text = m_catalog.run(
        cliArgs("compare aws-trn3-ultraserver-gen2 nvidia-gb200-nvl72 --precision fp8"));
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(
        text.text().trimmed(),
        comparisonToPlainText(compareEntries(entries, Precision::FP8, QLocale::c()), QLocale::c())
            .trimmed());
}

void TestCliSystems::compareSystemWithChip() {
    const System hgx = system(QStringLiteral("nvidia-hgx-b200-8gpu"));
    const Chip b200 = m_catalog.chip(QStringLiteral("nvidia-b200"));
    // Like for like: the chip is taken x 8, the board's chip count, and the header says so.
    const CliResult r = m_catalog.run(cliArgs("compare nvidia-hgx-b200-8gpu nvidia-b200"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().startsWith(QStringLiteral("nvidia-b200 is taken x 8, the chip count of "
                                                "NVIDIA HGX B200 8-GPU (nvidia-hgx-b200-8gpu), to "
                                                "compare like for like\n")),
             qPrintable(r.text()));
    QJsonObject json =
        m_catalog.runJson(cliArgs("compare nvidia-hgx-b200-8gpu nvidia-b200")).object();
    json.remove(QLatin1String("entries"));
    QVERIFY(json.take(QLatin1String("like_for_like")).isArray());
    QCOMPARE(json,
             comparisonToJson(compareEntries({Entry::ofSystem(hgx, &b200), Entry::ofChips(b200, 8)},
                                             Precision::BF16, QLocale::c())));

    // CHIP*N and --times N set the count; no header then. Beside a system the count must be
    // its chip count (core's like-for-like rule).
    const QJsonObject eight =
        m_catalog.runJson(cliArgs("compare nvidia-hgx-b200-8gpu nvidia-b200*8")).object();
    QVERIFY(!eight.contains(QStringLiteral("like_for_like")));
    QCOMPARE(eight[u"entries"][1][u"chips"].toInt(), 8);
    verifyCliError(m_catalog.run(cliArgs("compare nvidia-hgx-b200-8gpu nvidia-b200*4")), 2,
                   QStringLiteral("compare NVIDIA HGX B200 8-GPU with 8 x NVIDIA B200"));
    QCOMPARE(m_catalog.runJson(cliArgs("compare nvidia-b200 nvidia-h100-sxm --times 2"))
                 .object()[u"entries"][0][u"chips"]
                 .toInt(),
             2);
    verifyCliError(m_catalog.run(cliArgs("compare nvidia-hgx-b200-8gpu nvidia-b200*x")), 2,
                   QStringLiteral("nvidia-b200*x"));
}

void TestCliSystems::fitOneDomain() {
    // Kimi K2 at BF16 (about 2 TB of weights) fits one NVL72 domain, not one HGX B200 board.
    const LlmModel kimi = m_catalog.model(QStringLiteral("kimi-k2-instruct"));
    for (const auto& [id, fits] :
         {std::pair{"nvidia-gb200-nvl72", true}, std::pair{"nvidia-hgx-b200-8gpu", false}}) {
        const System s = system(QString::fromLatin1(id));
        const SystemFit expected = computeSystemFit(kimi, s, m_catalog.chip(s.chipId), FitInputs{});
        QCOMPARE(expected.fitsOneDomain, fits);
        const QJsonObject json =
            m_catalog.runJson({QStringLiteral("fit"), kimi.id(), QStringLiteral("--chip"), s.id})
                .object();
        QCOMPARE(json[u"system"].toString(), s.id);
        QCOMPARE(json[u"fits_one_domain"].toBool(), fits);
        QCOMPARE(json[u"domain_chips"].toInt(), expected.domainChips);
        QCOMPARE(json[u"domains_needed"].toInt(), expected.domainsNeeded.value_or(-1));
        QCOMPARE(json[u"crosses_scale_out"].toBool(), expected.crossesScaleOut);

        const CliResult text =
            m_catalog.run({QStringLiteral("fit"), kimi.id(), QStringLiteral("--chip"), s.id,
                           QStringLiteral("--explain")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.text().contains(
                     (fits ? QStringLiteral(") inside one scale-up domain of ")
                           : QStringLiteral("Verdict: does not fit in one scale-up domain of ")) +
                     s.name),
                 qPrintable(text.text()));
        for (const FitTerm& term : expected.terms)
            QVERIFY2(text.text().contains(term.label), qPrintable(term.label));
    }
}

void TestCliSystems::costFromOffer() {
    // AWS trn1.32xlarge rents its own 16 Trainium chips; its offers name the system. The
    // cheapest, $13.22895 per instance-hour (reserved), at a measured 5,000 tokens/s (18e6
    // tokens per hour) is $0.7349 per million tokens.
    const QString trn1Id = QStringLiteral("aws-trn1-32xlarge");
    const QString fit =
        QStringLiteral("fit llama-3.1-70b --chip %1 --measured-tps 5000").arg(trn1Id);
    const QJsonObject json = m_catalog.runJson(fit.split(QLatin1Char(' '))).object();
    QCOMPARE(json[u"price_used"][u"chips"].toInt(), 16);
    QVERIFY(qAbs(json[u"cost_per_million_tokens"].toDouble() - 13.22895 / 18.0) < 1e-9);
    const System trn1 = system(trn1Id);
    const QList<PriceOption> options =
        priceOptions(offersForSystem(trn1, m_offers), std::nullopt, QDate::currentDate());
    QVERIFY(!options.isEmpty());
    QCOMPARE(json[u"price_used"][u"offer"].toString(), options.constFirst().offerId);
    QCOMPARE(json[u"cost_per_million_tokens"].toDouble(),
             costPerMillionTokens(options.constFirst().usdPerChipHour, 16, 5000));

    const CliResult text = m_catalog.run(fit.split(QLatin1Char(' ')));
    QVERIFY2(text.text().contains(QStringLiteral("Cost: 0.73 USD per million tokens at the "
                                                 "measured 5000 tokens/s")),
             qPrintable(text.text()));
    QVERIFY(text.text().contains(priceOptionUsedText(options.constFirst(), options, false)));

    verifyCliError(
        m_catalog.run((fit + QStringLiteral(" --offer no-such-offer")).split(QLatin1Char(' '))), 1,
        QStringLiteral("no-such-offer"));
    // An offer of the same chips in another instance is not the system's: AWS p6-b200.48xlarge
    // names the B200 chip, not the HGX B200 8-GPU board.
    verifyCliError(m_catalog.run(cliArgs("fit llama-3.1-70b --chip nvidia-hgx-b200-8gpu "
                                         "--measured-tps 5000 --offer "
                                         "aws-us-east-1-p6-b200.48xlarge-on-demand")),
                   1, QStringLiteral("is not an offer of nvidia-hgx-b200-8gpu"));
}

void TestCliSystems::chartSystems() {
    const QString out = m_catalog.path(QStringLiteral("systems.csv"));
    const QJsonObject json = m_catalog
                                 .runJson({QStringLiteral("chart"), QStringLiteral("--systems"),
                                           QStringLiteral("--out"), out})
                                 .object();
    QStringList ids;
    for (const System& s : std::as_const(m_systems))
        ids << s.id;
    const QJsonArray plotted = json[u"plotted"].toArray();
    QVERIFY(!plotted.isEmpty());
    for (const QJsonValue& id : plotted)
        QVERIFY2(ids.contains(id.toString()), qPrintable(id.toString()));
    // DGX B200 publishes its system power (14,300 W): it is on the power axis.
    QVERIFY(plotted.contains(QStringLiteral("nvidia-dgx-b200")));
}

QTEST_GUILESS_MAIN(TestCliSystems)
#include "tst_cli_systems.moc"
