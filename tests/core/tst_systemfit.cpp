#include "domain/systemfit.h"
#include "systemfixtures.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testing;

namespace {
LlmModel builtInModel(const QString& id) {
    QString error;
    const std::optional<ModelCatalogFile> file = builtInModels(&error);
    if (!file)
        qFatal("built-in models: %s", qPrintable(error));
    for (const LlmModel& model : file->models) {
        if (model.id() == id)
            return model;
    }
    qFatal("no built-in model %s", qPrintable(id));
}

const FitTerm* term(const SystemFit& fit, const QString& key) {
    for (const FitTerm& t : fit.terms) {
        if (t.key == key)
            return &t;
    }
    return nullptr;
}
} // namespace

class TestSystemFit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // DeepSeek V3 at BF16 (671B parameters, about 1.34 TB of weights) fits in
    // one GB200 NVL72 domain (72 x 186 GB) but not on one HGX B200 board (8 x 180 GB).
    void deepSeekV3FitsOneNvl72DomainButNotOneHgxB200() {
        const LlmModel model = builtInModel(QStringLiteral("deepseek-v3"));
        const FitInputs inputs = kFitDefaults; // BF16 weights and KV, 8,192 tokens, 15% headroom

        const SystemFit nvl72 = computeSystemFit(
            model, gb200Nvl72(), builtInChip(QStringLiteral("nvidia-gb200")), inputs);
        QCOMPARE(nvl72.domainChips, 72);
        QCOMPARE(nvl72.domain.chipMemoryBytes, 186e9);
        QVERIFY(nvl72.fitsOneDomain);
        QCOMPARE(nvl72.domainsNeeded, 1);
        QVERIFY(!nvl72.crossesScaleOut);
        QCOMPARE(term(nvl72, QStringLiteral("domain_chips"))->value, 72.0);
        QCOMPARE(term(nvl72, QStringLiteral("domains_needed"))->value, 1.0);
        QVERIFY(!term(nvl72, QStringLiteral("scaleout_network")));

        const SystemFit hgx =
            computeSystemFit(model, hgxB200(), builtInChip(QStringLiteral("nvidia-b200")), inputs);
        QCOMPARE(hgx.domainChips, 8);
        QVERIFY(!hgx.fitsOneDomain);
        QVERIFY(hgx.domain.totalBytes > 8 * 180e9);
        // 1.34 TB of weights + KV + 15% headroom needs 9 or more 180 GB chips: two boards.
        QVERIFY(*hgx.chipsNeeded >= 9 && *hgx.chipsNeeded <= 16);
        QCOMPARE(hgx.domainsNeeded, 2);
        QVERIFY(hgx.crossesScaleOut);
        const FitTerm* scaleout = term(hgx, QStringLiteral("scaleout_network"));
        QVERIFY(scaleout);
        QCOMPARE(scaleout->formula, QStringLiteral("between domains: not published"));
        QCOMPARE(term(hgx, QStringLiteral("scaleup_bw_per_chip_gbs"))->value, 1800.0);
        QVERIFY(hgx.notes.contains(QStringLiteral(
            "needs 2 domains: crosses the scale-out network (not published) between them, "
            "slower than the scale-up fabric (1,800 GB/s per chip)")));
        // The domain fit is computeFit() on the domain's chips: its terms come first.
        QCOMPARE(hgx.terms.first().key, hgx.domain.terms.first().key);
        QCOMPARE(hgx.domain.weightsBytes, nvl72.domain.weightsBytes);
    }

    // A cost counts the chips of every domain the model needs; one domain's bound says nothing
    // about a model that crosses domains. AWS p6-b200.48xlarge: $113.9328 per hour for 8 B200s.
    void costCountsTheDomainsNeeded() {
        const LlmModel model = builtInModel(QStringLiteral("deepseek-v3"));
        const SystemFit hgx = computeSystemFit(
            model, hgxB200(), builtInChip(QStringLiteral("nvidia-b200")), kFitDefaults);
        QCOMPARE(systemChipsUsed(hgx), 16);
        const double perChipHour = 113.9328 / 8;
        const std::optional<double> measured =
            systemCostPerMillionTokens(hgx, perChipHour, 1000.0, false);
        QVERIFY(measured);
        QCOMPARE(*measured, perChipHour * 16 / (1000.0 * 3600) * 1e6); // $63.296
        QVERIFY(!systemCostPerMillionTokens(hgx, perChipHour, 1000.0, true));
        QVERIFY(!systemCostPerMillionTokens(hgx, perChipHour, std::nullopt, false));

        const SystemFit nvl72 = computeSystemFit(
            model, gb200Nvl72(), builtInChip(QStringLiteral("nvidia-gb200")), kFitDefaults);
        QCOMPARE(systemChipsUsed(nvl72), 72);
        QVERIFY(systemCostPerMillionTokens(nvl72, 10.0, nvl72.domain.decodeTokensPerSecondAggregate,
                                           true));
    }

    void aModelNeedingSeveralUltraServersNamesEfa() {
        const LlmModel model = builtInModel(QStringLiteral("deepseek-v3"));
        System small = trn3UltraServer();
        small.chipCount = 4; // a made-up 4-chip slice of the domain
        const SystemFit fit = computeSystemFit(
            model, small, builtInChip(QStringLiteral("aws-trainium3")), kFitDefaults);
        QCOMPARE(fit.domainChips, 4);
        QVERIFY(fit.crossesScaleOut);
        QCOMPARE(term(fit, QStringLiteral("scaleout_network"))->formula,
                 QStringLiteral("between domains: EFA 28,800 Gbps"));
        QCOMPARE(term(fit, QStringLiteral("scaleup_bw_per_chip_gbs"))->formula,
                 QStringLiteral("within a domain: 2,048 GiB/s"));
    }
};

QTEST_GUILESS_MAIN(TestSystemFit)
#include "tst_systemfit.moc"
