// chipatlas-cli price and the cost per million tokens of `fit`, end to end: the real binary on a
// catalog in a temporary folder gives the costs costPerMillionTokens() gives in-process.
#include "clicatalog.h"
#include "domain/modelfit.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace chipatlas;

class TestCliPrice : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void priceSetShowRemove();
    void costPerMillionTokens();
    void costAtAnOffer();
    void costAtTheFewestChipsItFitsOn();

private:
    CliCatalog m_catalog;
};

void TestCliPrice::initTestCase() {
    QString error;
    QVERIFY2(m_catalog.init(&error), qPrintable(error));
}

void TestCliPrice::priceSetShowRemove() {
    QCOMPARE(m_catalog.runJson(cliArgs("price")).array(), QJsonArray());
    QJsonObject shown = m_catalog.runJson(cliArgs("price nvidia-l40s")).object();
    QCOMPARE(shown[u"chip"].toString(), QStringLiteral("nvidia-l40s"));
    QVERIFY(shown[u"usd_per_hour"].isNull());

    const CliResult set = m_catalog.run({QStringLiteral("price"), QStringLiteral("nvidia-l40s"),
                                         QStringLiteral("1.25"), QStringLiteral("--date"),
                                         QStringLiteral("2025-04-01"), QStringLiteral("--source"),
                                         QStringLiteral("example cloud, on demand")});
    QCOMPARE(set.exitCode, 0);
    QCOMPARE(set.text(), QStringLiteral("nvidia-l40s: 1.25 USD per chip-hour, quoted 2025-04-01, "
                                        "source: example cloud, on demand\n"));
    shown = m_catalog.runJson(cliArgs("price nvidia-l40s")).object();
    QCOMPARE(shown[u"usd_per_hour"].toDouble(), 1.25);
    QCOMPARE(shown[u"quoted_on"].toString(), QStringLiteral("2025-04-01"));
    QCOMPARE(shown[u"source"].toString(), QStringLiteral("example cloud, on demand"));
    QCOMPARE(m_catalog.runJson(cliArgs("price")).array().size(), 1);

    // Replacing without a date or source drops them.
    QCOMPARE(m_catalog.run(cliArgs("price nvidia-l40s 1.5")).exitCode, 0);
    shown = m_catalog.runJson(cliArgs("price nvidia-l40s")).object();
    QCOMPARE(shown[u"usd_per_hour"].toDouble(), 1.5);
    QVERIFY(shown[u"quoted_on"].isNull());

    const CliResult removed = m_catalog.run(cliArgs("price nvidia-l40s --remove"));
    QCOMPARE(removed.exitCode, 0);
    QCOMPARE(removed.text(), QStringLiteral("nvidia-l40s: no price stored\n"));
    QVERIFY(m_catalog.runJson(cliArgs("price nvidia-l40s")).object()[u"usd_per_hour"].isNull());
}

void TestCliPrice::costPerMillionTokens() {
    // The AMD MI300X has no built-in offer: its cost comes from the stored price alone.
    // No price: the cost keys are there, null, with a note saying why.
    QJsonObject json =
        m_catalog.runJson(cliArgs("fit llama-3.1-8b --chip amd-mi300x --measured-tps 2400"))
            .object();
    QVERIFY(json.contains(QStringLiteral("cost_per_million_tokens")));
    QVERIFY(json[u"cost_per_million_tokens"].isNull());
    QVERIFY(json[u"cost_per_million_tokens_at_upper_bound"].isNull());
    // Without --measured-tps, no cost keys at all.
    QCOMPARE(m_catalog.run(cliArgs("price amd-mi300x 3.6")).exitCode, 0);
    json = m_catalog.runJson(cliArgs("fit llama-3.1-8b --chip amd-mi300x")).object();
    QVERIFY(!json.contains(QStringLiteral("cost_per_million_tokens")));

    json = m_catalog
               .runJson(cliArgs("fit llama-3.1-8b --chip amd-mi300x --chips 2 --batch 8 "
                                "--measured-tps 2400"))
               .object();
    FitInputs inputs;
    inputs.chips = 2;
    inputs.batch = 8;
    const FitResult fit = computeFit(m_catalog.model(QStringLiteral("llama-3.1-8b")),
                                     m_catalog.chip(QStringLiteral("amd-mi300x")), inputs);
    QVERIFY(fit.decodeTokensPerSecondAggregate);
    // 3.6 USD x 2 chips / (2400 tokens/s x 3600 s) x 1e6 = 0.8333 USD.
    QVERIFY(qFuzzyCompare(json[u"cost_per_million_tokens"].toDouble(), 7.2 / 2400 / 3600 * 1e6));
    QVERIFY(qFuzzyCompare(json[u"cost_per_million_tokens"].toDouble(),
                          chipatlas::costPerMillionTokens(3.6, 2, 2400)));
    QVERIFY(qFuzzyCompare(
        json[u"cost_per_million_tokens_at_upper_bound"].toDouble(),
        chipatlas::costPerMillionTokens(3.6, 2, *fit.decodeTokensPerSecondAggregate)));

    const CliResult text =
        m_catalog.run(cliArgs("fit llama-3.1-8b --chip amd-mi300x --chips 2 --measured-tps 2400"));
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.text().contains(QStringLiteral("Cost: 0.83 USD per million tokens at the "
                                                 "measured 2400 tokens/s")),
             text.out.constData());
    QCOMPARE(m_catalog.run(cliArgs("price amd-mi300x --remove")).exitCode, 0);
}

// A chip with offers is priced as the GUI's fit table prices it: at the cheapest current offer
// or stored price, unless --offer picks one; the text says which.
void TestCliPrice::costAtAnOffer() {
    QJsonObject json = m_catalog
                           .runJson(cliArgs("fit llama-3.1-8b --chip nvidia-h200-sxm "
                                            "--measured-tps 2400"))
                           .object();
    // Spheron's H200 SXM at $4.54 is cheaper than AWS p5en's $7.912 per chip-hour.
    QCOMPARE(json[u"cost_offer"].toString(), QStringLiteral("spheron-h200-sxm-on-demand"));
    QVERIFY(qFuzzyCompare(json[u"cost_per_million_tokens"].toDouble(),
                          chipatlas::costPerMillionTokens(4.54, 1, 2400)));
    json = m_catalog
               .runJson(cliArgs("fit llama-3.1-8b --chip nvidia-h200-sxm --measured-tps 2400 "
                                "--offer aws-us-east-1-p5en.48xlarge-on-demand"))
               .object();
    QVERIFY(qFuzzyCompare(json[u"cost_per_million_tokens"].toDouble(),
                          chipatlas::costPerMillionTokens(63.296 / 8, 1, 2400)));
    // A stored price below every offer is the cheapest option.
    QCOMPARE(m_catalog.run(cliArgs("price nvidia-h200-sxm 2.5")).exitCode, 0);
    const CliResult text =
        m_catalog.run(cliArgs("fit llama-3.1-8b --chip nvidia-h200-sxm --measured-tps 2400"));
    QVERIFY2(text.text().contains(QStringLiteral("your price")), text.out.constData());
    QVERIFY(qFuzzyCompare(
        m_catalog.runJson(cliArgs("fit llama-3.1-8b --chip nvidia-h200-sxm --measured-tps 2400"))
            .object()[u"cost_per_million_tokens"]
            .toDouble(),
        chipatlas::costPerMillionTokens(2.5, 1, 2400)));
    QCOMPARE(m_catalog.run(cliArgs("price nvidia-h200-sxm --remove")).exitCode, 0);
    // An offer of another chip is refused.
    QCOMPARE(m_catalog
                 .run(cliArgs("fit llama-3.1-8b --chip nvidia-h200-sxm --measured-tps 2400 "
                              "--offer aws-us-east-1-p5.48xlarge-on-demand"))
                 .exitCode,
             2);
}

// Llama 3.1 70B at FP8 needs 84.2 GB: one 80 GB H100 is short, TP 2 holds it. At --chips 1 the
// cost is computed at 2 chips and says so, not "does not fit" (the GUI's fit table asks the same
// core rule, fitCost()).
void TestCliPrice::costAtTheFewestChipsItFitsOn() {
    const QStringList args =
        cliArgs("fit llama-3.1-70b --chip nvidia-h100-sxm --precision fp8 --measured-tps 1000");
    const QJsonObject json = m_catalog.runJson(args).object();
    QCOMPARE(json[u"chips"].toInt(), 1);
    QCOMPARE(json[u"fits"].toBool(), false);
    QCOMPARE(json[u"cost_chips"].toInt(), 2);
    QCOMPARE(json[u"cost_at_fewest_chips"].toBool(), true);
    QVERIFY(!json[u"cost_per_million_tokens_at_upper_bound"].isNull());
    const CliResult text = m_catalog.run(args);
    QVERIFY2(text.text().contains(QStringLiteral(" x 2 chips: at 2 chips, the fewest it fits on)")),
             text.out.constData());
    // Enough chips typed: the cost is at them, and says nothing more.
    const QJsonObject four =
        m_catalog
            .runJson(cliArgs("fit llama-3.1-70b --chip nvidia-h100-sxm --precision fp8 --chips 4 "
                             "--measured-tps 1000"))
            .object();
    QCOMPARE(four[u"cost_chips"].toInt(), 4);
    QCOMPARE(four[u"cost_at_fewest_chips"].toBool(), false);
}

QTEST_GUILESS_MAIN(TestCliPrice)
#include "tst_cli_price.moc"
