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
        QCOMPARE(nvl72.instance.chipMemoryBytes, 186e9);
        QVERIFY(nvl72.fitsOneDomain);
        QVERIFY(nvl72.fitsSystem);
        QCOMPARE(nvl72.domainsNeeded, 1);
        QVERIFY(!nvl72.crossesScaleOut);
        // One instance is the smallest group an engine runs, not the whole domain; the rest of
        // the domain holds replicas.
        QVERIFY(nvl72.instanceChips < 72);
        QCOMPARE(nvl72.replicas, 72 / nvl72.instanceChips);
        QCOMPARE(nvl72.instanceChips, nvl72.tensorDegree * nvl72.pipelineDegree);
        QCOMPARE(term(nvl72, QStringLiteral("domain_chips"))->value, 72.0);
        QCOMPARE(term(nvl72, QStringLiteral("domains_needed"))->value, 1.0);
        QVERIFY(!term(nvl72, QStringLiteral("scaleout_network")));

        const SystemFit hgx =
            computeSystemFit(model, hgxB200(), builtInChip(QStringLiteral("nvidia-b200")), inputs);
        QCOMPARE(hgx.domainChips, 8);
        QVERIFY(!hgx.fitsOneDomain);
        QVERIFY(!hgx.fitsSystem); // one instance spans two boards; the system is one
        QCOMPARE(hgx.replicas, 0);
        QCOMPARE(hgx.systemsNeeded, 2);
        QVERIFY(hgx.instance.totalBytes > 8 * 180e9);
        QVERIFY(!hgx.decodePerSequence);
        QVERIFY(!hgx.decodeAggregate);
        QCOMPARE(hgx.noBoundReason,
                 QStringLiteral("does not fit: one instance needs 16 chips, NVIDIA HGX B200 "
                                "8-GPU has 8 chips"));
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
        // The instance fit is computeFit() on the instance's chips: its terms come first.
        QCOMPARE(hgx.terms.first().key, hgx.instance.terms.first().key);
        QCOMPARE(hgx.instance.weightsBytes, nvl72.instance.weightsBytes);
    }

    // A cost counts whole systems, the fewest that hold one instance; there is no bound for a
    // model that does not fit one system. AWS p6-b200.48xlarge: $113.9328 per hour for 8 B200s.
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
        QVERIFY(systemCostPerMillionTokens(nvl72, 10.0, nvl72.decodeAggregate, true));
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

    // Regression: Llama 3.1 70B at FP8 on the TPU v5p pod was spread over the whole 6,144-chip
    // domain (KV cache copied 768 times, a total of 1,661.7 GB, a per-sequence bound only a split
    // over thousands of chips could give). By hand: weights 70.554e9 x 1 byte = 70.55 GB; KV
    // cache 327,680 bytes x 8,192 tokens = 2.68 GB; headroom 15% x 73.24 GB = 10.99 GB; total
    // 84.22 GB <= 95 GB of one v5p: one chip, TP 1 (divides 64 heads and 8 KV heads), the KV
    // cache stored once. Decode per sequence: 2,765 GB/s / (69.50 GB active weights + 2.68 GB
    // KV) = 38.3 tokens/s (compute, 459 TFLOPS / 141.1 GFLOP = 3,252.8, does not bind).
    // Replicas: the pod's 8,960 chips / 1 = 8,960 (one 6,144-chip domain + 2,816 left over).
    void llamaOnTheTpuV5pPodIsOneChipInstanceWithReplicas() {
        const LlmModel model = builtInModel(QStringLiteral("llama-3.1-70b"));
        FitInputs inputs = kFitDefaults;
        inputs.weights.format = WeightPrecision::Format::FP8;
        const SystemFit fit =
            computeSystemFit(model, builtInSystem(QStringLiteral("google-tpu-v5p-pod")),
                             builtInChip(QStringLiteral("google-tpu-v5p")), inputs);
        QCOMPARE(fit.domainChips, 6144);
        QCOMPARE(fit.instanceChips, 1);
        QCOMPARE(fit.tensorDegree, 1);
        QCOMPARE(fit.pipelineDegree, 1);
        QCOMPARE(fit.instance.kvReplication, 1.0);
        QVERIFY(qAbs(fit.instanceBytes - 84.22e9) < 0.01e9);
        QCOMPARE(fit.replicas, 8960);
        QVERIFY(qAbs(fit.systemBytes - 8960 * fit.instanceBytes) < 1.0);
        QVERIFY(fit.fitsOneDomain);
        QVERIFY(!fit.crossesScaleOut);
        QVERIFY(fit.decodePerSequence);
        QVERIFY2(qAbs(*fit.decodePerSequence - 38.3) < 0.05,
                 qPrintable(QString::number(*fit.decodePerSequence)));
        QCOMPARE(fit.batchPerReplica, 1);
        QCOMPARE(*fit.decodeAggregate, 8960 * *fit.decodeInstance);
        QCOMPARE(term(fit, QStringLiteral("instance_chips"))->formula,
                 QStringLiteral("TP 1 x PP 1 = 1 chip, the smallest group an engine runs inside "
                                "one domain"));
        QCOMPARE(term(fit, QStringLiteral("replicas"))->value, 8960.0);
        QVERIFY(fit.notes.contains(QStringLiteral(
            "the scale-out network (unknown) carries requests and responses between replicas "
            "only; an instance's traffic stays on the scale-up fabric")));
        // The cost counts the pod's chips at the bound of all its replicas: the same as one chip
        // at one instance's bound, since the replicas fill the pod.
        QCOMPARE(systemChipsUsed(fit), 8960);
        QVERIFY(qAbs(*systemCostPerMillionTokens(fit, 4.2, fit.decodeAggregate, true) -
                     4.2 / (*fit.decodeInstance * 3600) * 1e6) < 1e-9);
    }

    // Regression: DeepSeek V3 at FP8 on 8 Cerebras WSE-3 does not fit (671 GB of weights, 8 x
    // 44 GB of SRAM = 352 GB) and showed a decode bound of 4,074,570 tokens/s from the SRAM's
    // 21 PB/s. On a system of 8 WSE-3 one instance needs more chips than the system has: no
    // bound, and why.
    void deepSeekOnEightWse3HasNoBound() {
        const LlmModel model = builtInModel(QStringLiteral("deepseek-v3"));
        FitInputs inputs = kFitDefaults;
        inputs.weights.format = WeightPrecision::Format::FP8;
        System cluster =
            baseSystem(QStringLiteral("wse3-x8"), QStringLiteral("Cerebras"),
                       QStringLiteral("8 x CS-3"), QStringLiteral("cerebras-wse-3"), 8);
        const SystemFit fit =
            computeSystemFit(model, cluster, builtInChip(QStringLiteral("cerebras-wse-3")), inputs);
        QVERIFY(!fit.fitsSystem);
        QCOMPARE(fit.replicas, 0);
        QVERIFY(!fit.decodePerSequence);
        QVERIFY(!fit.decodeAggregate);
        QVERIFY(fit.noBoundReason.startsWith(QStringLiteral("does not fit: ")));
        QVERIFY(!systemCostPerMillionTokens(fit, 10.0, fit.decodeAggregate, true));
    }
};

QTEST_GUILESS_MAIN(TestSystemFit)
#include "tst_systemfit.moc"
