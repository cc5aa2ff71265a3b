// chipatlas-cli offers, price for offers, and export/import of systems and offers, end to end:
// the real binary on a catalog in a temporary folder, with today fixed by CHIPATLAS_TODAY.
#include "clicatalog.h"
#include "domain/offerchoice.h"
#include "io/systemcsv.h"
#include "io/systemjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

using namespace chipatlas;

class TestCliOffers : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void malformedTodayIsAUsageError();
    void offersOfChip();
    void offersOfSystem();
    void offersUnknownId();
    void priceKeepsHistory();
    void newOffer();
    void exportImportSystems();
    void malformedSystemsCsv_data();
    void malformedSystemsCsv();
    void importOfferPrices();

private:
    QString offerIdOf(const QString& target, const QString& instance) const;
    bool write(const QString& name, const QByteArray& data) const;

    CliCatalog m_catalog;
    QList<System> m_systems;
    QList<Offer> m_offers;
    QList<OfferNotFound> m_notFound;
};

void TestCliOffers::initTestCase() {
    QString error;
    QVERIFY2(m_catalog.init(&error), qPrintable(error));
    m_catalog.setEnvironment(QStringLiteral("CHIPATLAS_TODAY"), QStringLiteral("2026-12-01"));
    const std::optional<SystemCatalogFile> systems = builtInSystems(&error);
    QVERIFY2(systems, qPrintable(error));
    const std::optional<OfferCatalogFile> offers = builtInOffers(&error);
    QVERIFY2(offers, qPrintable(error));
    m_systems = systems->systems;
    m_offers = offers->offers;
    m_notFound = offers->notFound;
}

// CHIPATLAS_TODAY that is not a date is refused rather than ignored (every age would be off).
void TestCliOffers::malformedTodayIsAUsageError() {
    CliCatalog catalog;
    QString error;
    QVERIFY2(catalog.init(&error), qPrintable(error));
    catalog.setEnvironment(QStringLiteral("CHIPATLAS_TODAY"), QStringLiteral("yesterday"));
    verifyCliError(catalog.run(cliArgs("offers nvidia-h100-sxm")), 2,
                   QStringLiteral("CHIPATLAS_TODAY: \"yesterday\" is not a date; write it as "
                                  "YYYY-MM-DD"));
}

QString TestCliOffers::offerIdOf(const QString& target, const QString& instance) const {
    for (const Offer& offer : m_offers) {
        if (offer.targetId == target && offer.instance == instance &&
            offer.pricing == Pricing::OnDemand)
            return offer.id;
    }
    qWarning("no built-in offer of %s as %s", qPrintable(target), qPrintable(instance));
    return {};
}

bool TestCliOffers::write(const QString& name, const QByteArray& data) const {
    QFile file(m_catalog.path(name));
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

void TestCliOffers::offersOfChip() {
    const CliResult r = m_catalog.run(cliArgs("offers nvidia-h100-sxm"));
    QCOMPARE(r.exitCode, 0);
    const QString text = r.text();
    QVERIFY(text.startsWith(QStringLiteral("Offers for NVIDIA H100 SXM (nvidia-h100-sxm, chip)")));
    // AWS p5.48xlarge on demand, $55.04 for 8 GPUs, dated by its file header.
    const QString p5 = offerIdOf(QStringLiteral("nvidia-h100-sxm"), QStringLiteral("p5.48xlarge"));
    const auto p5Line = [&] {
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            if (line.startsWith(p5 + QLatin1Char(' ')))
                return line;
        }
        return QString();
    }();
    QVERIFY2(!p5Line.isEmpty(), qPrintable(text));
    for (const char* part : {"$55.04", "$6.88", "seen 2026-08-26, 3 months ago", "on-demand"})
        QVERIFY2(p5Line.contains(QLatin1String(part)), qPrintable(p5Line));

    QList<Offer> priced;
    for (const Offer& offer :
         offersForChip(QStringLiteral("nvidia-h100-sxm"), m_systems, m_offers)) {
        if (!offer.prices.isEmpty())
            priced << offer;
    }
    const OfferSpread spread = offerSpread(priced);
    QVERIFY(spread.cheapest && spread.dearest && spread.spread);
    QVERIFY2(text.contains(QStringLiteral("cheapest $%1 per chip-hour (%2), dearest $%3 (%4), "
                                          "spread %5x")
                               .arg(QString::number(*spread.cheapestPerChipHour, 'f', 2),
                                    spread.cheapest->id,
                                    QString::number(*spread.dearestPerChipHour, 'f', 2),
                                    spread.dearest->id, QString::number(*spread.spread, 'f', 1))),
             qPrintable(text));

    const QJsonObject json = m_catalog.runJson(cliArgs("offers nvidia-h100-sxm")).object();
    QCOMPARE(json[u"kind"].toString(), QStringLiteral("chip"));
    QCOMPARE(json[u"offers"].toArray().size(), priced.size());
    QCOMPARE(json[u"spread"][u"cheapest"].toString(), spread.cheapest->id);
    QCOMPARE(json[u"spread"][u"spread"].toDouble(), *spread.spread);
    // Google's a3-highgpu-8g price was looked for and not found: offers.json's not_found.
    QVERIFY2(text.contains(QStringLiteral("\nNot found (")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("  Google Cloud a3-highgpu-8g (on-demand, "
                                         "nvidia-h100-sxm)")));
    QStringList targets{QStringLiteral("nvidia-h100-sxm")};
    for (const System& s : std::as_const(m_systems)) {
        if (s.chipId == targets.constFirst())
            targets << s.id;
    }
    qsizetype missing = 0;
    for (const OfferNotFound& entry : std::as_const(m_notFound))
        missing += targets.contains(entry.targetId) ? 1 : 0;
    QVERIFY(missing > 0);
    QCOMPARE(json[u"not_found"].toArray().size(), missing);
    // The list is cheapest first whatever the pricing (Lambda's reserved $1.85); the spread
    // line above compares on-demand prices only.
    const QJsonObject first = json[u"offers"][0].toObject();
    QCOMPARE(first[u"id"].toString(),
             priceOptions(priced, std::nullopt, QDate::currentDate()).constFirst().offerId);
    QCOMPARE(spread.pricing, Pricing::OnDemand);
    QVERIFY(text.contains(QStringLiteral("\nreserved: cheapest $1.85 per chip-hour")));
    QVERIFY(first[u"current"][u"age"].toString().startsWith(QStringLiteral("seen")) ||
            first[u"current"][u"age"].toString() == QStringLiteral("date not shown"));
}

void TestCliOffers::offersOfSystem() {
    // A system's offers are those that name it: AWS trn1.32xlarge's three. AWS p6-b200.48xlarge
    // names the B200 chip, so it is not an offer of the HGX B200 board.
    const QJsonObject json = m_catalog.runJson(cliArgs("offers aws-trn1-32xlarge")).object();
    QCOMPARE(json[u"kind"].toString(), QStringLiteral("system"));
    QCOMPARE(json[u"offers"].toArray().size(), 3);
    for (const QJsonValue& offer : json[u"offers"].toArray())
        QCOMPARE(offer[u"target_id"].toString(), QStringLiteral("aws-trn1-32xlarge"));
    // One spread per pricing type, never on-demand and reserved in one.
    const QJsonArray spreads = json[u"spreads"].toArray();
    QCOMPARE(spreads.size(), 2);
    QCOMPARE(spreads[0][u"pricing"].toString(), QStringLiteral("on_demand"));
    QCOMPARE(spreads[0][u"priced"].toInt(), 1);
    QCOMPARE(spreads[1][u"pricing"].toString(), QStringLiteral("reserved"));
    QCOMPARE(spreads[1][u"priced"].toInt(), 2);
    QCOMPARE(json[u"spread"][u"pricing"].toString(), QStringLiteral("on_demand"));
    QVERIFY(m_catalog.runJson(cliArgs("offers nvidia-hgx-b200-8gpu"))
                .object()[u"offers"]
                .toArray()
                .isEmpty());

    // Without an id: every offer, at most --limit rows and a count.
    const CliResult all = m_catalog.run(cliArgs("offers --limit 3"));
    QCOMPARE(all.exitCode, 0);
    QVERIFY2(all.text().endsWith(QStringLiteral("3 of %1 offers shown (--limit 0 or --json for "
                                                "all)\n")
                                     .arg(m_offers.size())),
             qPrintable(all.text()));
    QCOMPARE(m_catalog.runJson(cliArgs("offers")).object()[u"offers"].toArray().size(),
             m_offers.size());
}

void TestCliOffers::offersUnknownId() {
    verifyCliError(m_catalog.run(cliArgs("offers no-such-thing")), 1,
                   QStringLiteral("no-such-thing"));
    verifyCliError(m_catalog.run(cliArgs("offers a b")), 2, QStringLiteral("at most one"));
}

void TestCliOffers::priceKeepsHistory() {
    const QString p5 = offerIdOf(QStringLiteral("nvidia-h100-sxm"), QStringLiteral("p5.48xlarge"));
    const QJsonObject before = m_catalog.runJson({QStringLiteral("price"), p5}).object();
    const QJsonArray oldPrices = before[u"prices"].toArray();
    QVERIFY(!oldPrices.isEmpty());

    const CliResult r = m_catalog.run({QStringLiteral("price"), p5, QStringLiteral("--per-hour"),
                                       QStringLiteral("50.5"), QStringLiteral("--date"),
                                       QStringLiteral("2026-11-30"), QStringLiteral("--source"),
                                       QStringLiteral("our reseller's quote")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().contains(QStringLiteral("$50.50 per instance-hour, seen 2026-11-30, "
                                              "1 day ago, source: our reseller's quote  "
                                              "(current)")),
             qPrintable(r.text()));
    QVERIFY(r.text().contains(QStringLiteral("$55.04 per instance-hour")));

    const QJsonObject after = m_catalog.runJson({QStringLiteral("price"), p5}).object();
    const QJsonArray prices = after[u"prices"].toArray();
    QCOMPARE(prices.size(), oldPrices.size() + 1);
    for (qsizetype i = 0; i < oldPrices.size(); ++i)
        QCOMPARE(prices[i], oldPrices[i]);
    QCOMPARE(prices.last()[u"per_instance_hour"].toDouble(), 50.5);
    QCOMPARE(after[u"current"][u"per_chip_hour"].toDouble(), 50.5 / 8);

    const CliResult history = m_catalog.run(cliArgs("offers nvidia-h100-sxm --all-prices"));
    QVERIFY(history.text().contains(QStringLiteral("$50.50 per instance-hour")));
    verifyCliError(m_catalog.run(cliArgs("price no-such-offer --per-hour 3")), 1,
                   QStringLiteral("no-such-offer"));
    // A chip's own price still works as before.
    QCOMPARE(m_catalog.run(cliArgs("price nvidia-l40s 1.25")).text(),
             QStringLiteral("nvidia-l40s: 1.25 USD per chip-hour\n"));
}

void TestCliOffers::newOffer() {
    const CliResult r = m_catalog.run(
        cliArgs("price --new --target nvidia-hgx-b200-8gpu --provider Example --region eu-1 "
                "--instance box8 --pricing spot --chips 8 --per-hour 40 --date 2026-11-01"));
    QCOMPARE(r.exitCode, 0);
    const QString id = offerId(QStringLiteral("Example"), QStringLiteral("eu-1"),
                               QStringLiteral("box8"), Pricing::Spot);
    QVERIFY2(r.text().contains(id), qPrintable(r.text()));
    const QJsonObject json = m_catalog.runJson(cliArgs("offers nvidia-hgx-b200-8gpu")).object();
    // $5 per chip-hour of spot: the cheapest offer of the board now.
    QCOMPARE(json[u"spread"][u"cheapest"].toString(), id);
    QCOMPARE(json[u"spread"][u"cheapest_per_chip_hour"].toDouble(), 5.0);

    verifyCliError(m_catalog.run(cliArgs("price --new --target nvidia-b200 --provider X "
                                         "--instance y --per-hour 3")),
                   2, QStringLiteral("--chips"));
    verifyCliError(m_catalog.run(cliArgs("price --new --target nvidia-b200 --provider X "
                                         "--instance y --chips 1 --per-hour 3 --pricing monthly")),
                   2, QStringLiteral("monthly"));
    verifyCliError(m_catalog.run(cliArgs("price --new --target no-such-chip --provider X "
                                         "--instance y --chips 1 --per-hour 3")),
                   1, QStringLiteral("no-such-chip"));
}

void TestCliOffers::exportImportSystems() {
    const QString csv = m_catalog.path(QStringLiteral("systems.csv"));
    const CliResult exported =
        m_catalog.run({QStringLiteral("export"), QStringLiteral("--systems"), csv});
    QCOMPARE(exported.exitCode, 0);
    QVERIFY(
        exported.text().startsWith(QStringLiteral("Exported %1 systems").arg(m_systems.size())));
    const CliResult again =
        m_catalog.run({QStringLiteral("import"), QStringLiteral("--systems"), csv});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.text().contains(
                 QStringLiteral(": 0 new, 0 changed, %1 unchanged").arg(m_systems.size())),
             qPrintable(again.text()));

    // A user's system from a JSON file: added, then changed.
    System mine = m_systems.constFirst();
    mine.id = QStringLiteral("my-lab-board");
    mine.name = QStringLiteral("My lab board");
    mine.origin = Origin::User;
    QVERIFY(
        write(QStringLiteral("mine.json"), QJsonDocument(QJsonArray{systemToJson(mine)}).toJson()));
    const QString json = m_catalog.path(QStringLiteral("mine.json"));
    QVERIFY(
        m_catalog.run({QStringLiteral("import"), QStringLiteral("--systems"), json})
            .text()
            .contains(QStringLiteral("1 new, 0 changed, 0 unchanged\n  new      my-lab-board")));
    mine.name = QStringLiteral("My lab board, rev 2");
    QVERIFY(
        write(QStringLiteral("mine.json"), QJsonDocument(QJsonArray{systemToJson(mine)}).toJson()));
    QVERIFY(m_catalog.run({QStringLiteral("import"), QStringLiteral("--systems"), json})
                .text()
                .contains(QStringLiteral("  changed  my-lab-board: name")));
    QCOMPARE(m_catalog.runJson(cliArgs("show my-lab-board")).object()[u"name"].toString(),
             mine.name);
}

void TestCliOffers::malformedSystemsCsv_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::newRow("not a number") << QStringLiteral("chip_count") << QStringLiteral("eight");
    // A domain rule (validateSystem()) is placed in the file the same way.
    QTest::newRow("negative power") << QStringLiteral("system_power_w") << QStringLiteral("-5");
    QTest::newRow("negative list price")
        << QStringLiteral("list_price_usd") << QStringLiteral("-125000");
}

void TestCliOffers::malformedSystemsCsv() {
    QFETCH(QString, key);
    QFETCH(QString, value);
    const QStringList columns = systemCsvColumns();
    QStringList row;
    for (const QString& column : columns) {
        if (column == key) {
            row << value;
            continue;
        }
        if (column == QLatin1String("id"))
            row << QStringLiteral("bad-board");
        else if (column == QLatin1String("name"))
            row << QStringLiteral("Bad board");
        else if (column == QLatin1String("vendor"))
            row << QStringLiteral("NVIDIA");
        else if (column == QLatin1String("chip_id"))
            row << QStringLiteral("nvidia-b200");
        else if (column == QLatin1String("chip_count"))
            row << QStringLiteral("8");
        else
            row << QString();
    }
    QVERIFY(write(QStringLiteral("bad.csv"), (columns.join(u',') + QStringLiteral("\r\n") +
                                              row.join(u',') + QStringLiteral("\r\n"))
                                                 .toUtf8()));
    const CliResult r = m_catalog.run({QStringLiteral("import"), QStringLiteral("--systems"),
                                       m_catalog.path(QStringLiteral("bad.csv"))});
    verifyCliError(r, 1,
                   QStringLiteral("line 2, column %1 (%2)").arg(columns.indexOf(key) + 1).arg(key));
    QVERIFY(r.errorText().contains(QStringLiteral("nothing was imported")));
    verifyCliError(m_catalog.run(cliArgs("show bad-board")), 1, QStringLiteral("bad-board"));
}

void TestCliOffers::importOfferPrices() {
    const QString file = m_catalog.path(QStringLiteral("offers.json"));
    QCOMPARE(m_catalog.run({QStringLiteral("export"), QStringLiteral("--offers"), file}).exitCode,
             0);
    QFile read(file);
    QVERIFY(read.open(QIODevice::ReadOnly));
    QJsonArray offers = QJsonDocument::fromJson(read.readAll()).array();
    read.close();
    QVERIFY(!offers.isEmpty());

    // One more price for the trn2 offer: the import adds it to the history, drops nothing.
    const QString trn2 =
        offerIdOf(QStringLiteral("aws-trn2-48xlarge"), QStringLiteral("trn2.48xlarge"));
    qsizetype index = -1;
    for (qsizetype i = 0; i < offers.size(); ++i) {
        if (offers[i][u"id"].toString() == trn2)
            index = i;
    }
    QVERIFY(index >= 0);
    QJsonObject offer = offers[index].toObject();
    QJsonArray prices = offer[u"prices"].toArray();
    const qsizetype oldCount = prices.size();
    prices.append(QJsonObject{{QStringLiteral("per_instance_hour"), 30.0},
                              {QStringLiteral("currency"), QStringLiteral("USD")},
                              {QStringLiteral("seen"), QStringLiteral("2026-11-15")},
                              {QStringLiteral("seen_note"), QString()},
                              {QStringLiteral("source"), QStringLiteral("a newer quote")},
                              {QStringLiteral("builtin"), false}});
    offer.insert(QStringLiteral("prices"), prices);
    offers.replace(index, offer);
    QVERIFY(write(QStringLiteral("offers.json"), QJsonDocument(offers).toJson()));

    const CliResult r = m_catalog.run({QStringLiteral("import"), QStringLiteral("--offers"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().contains(
                 QStringLiteral("  changed  %1: 1 price added to the price history").arg(trn2)),
             qPrintable(r.text()));
    const QJsonObject after = m_catalog.runJson({QStringLiteral("price"), trn2}).object();
    QCOMPARE(after[u"prices"].toArray().size(), oldCount + 1);
    QCOMPARE(after[u"current"][u"per_instance_hour"].toDouble(), 30.0);
}

QTEST_GUILESS_MAIN(TestCliOffers)
#include "tst_cli_offers.moc"
