// chipatlas-cli fit on one chip, end to end: the real binary on a catalog in a temporary folder
// gives the numbers computeFit() gives in-process on the built-in data, and refuses bad
// arguments of fit, fits-on, max-context and price. --all-chips, fits-on and max-context:
// tst_cli_fit_all.
#include "clicatalog.h"
#include "domain/modelfit.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

using namespace chipatlas;

namespace {
const char* const kByteKeys[] = {"weights_bytes", "kv_cache_bytes",    "headroom_bytes",
                                 "total_bytes",   "chip_memory_bytes", "margin_bytes"};
} // namespace

class TestCliFit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void jsonEqualsComputeFit_data();
    void jsonEqualsComputeFit();
    void kvCacheOfTheWorkedExample();
    void parallelDegreesAndDecodeBounds();
    void customModelEqualsCatalogModel();
    void customMlaAndSlidingWindow();
    void bytesAreBase10Integers();
    void text();
    void errors_data();
    void errors();

private:
    CliResult run(const QStringList& arguments) const { return m_catalog.run(arguments); }
    QJsonDocument runJson(const QStringList& arguments) const {
        return m_catalog.runJson(arguments);
    }
    LlmModel model(const QString& id) const { return m_catalog.model(id); }
    Chip chip(const QString& id) const { return m_catalog.chip(id); }

    CliCatalog m_catalog;
};

void TestCliFit::initTestCase() {
    QString error;
    QVERIFY2(m_catalog.init(&error), qPrintable(error));
    QCOMPARE(m_catalog.models().size(), 27);
}

void TestCliFit::jsonEqualsComputeFit_data() {
    QTest::addColumn<QString>("modelId");
    QTest::addColumn<QString>("chipId");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<FitInputs>("inputs");

    QTest::newRow("Llama 3.1 70B on H100, defaults")
        << "llama-3.1-70b"
        << "nvidia-h100-sxm" << QStringList() << FitInputs{};
    FitInputs deepseek;
    deepseek.weights.format = WeightPrecision::Format::FP8;
    deepseek.kv = KvPrecision::FP8;
    deepseek.chips = 8;
    deepseek.contextTokens = 131072;
    QTest::newRow("DeepSeek V3 FP8 on 8 x H200")
        << "deepseek-v3"
        << "nvidia-h200-sxm"
        << cliArgs("--precision fp8 --kv-precision fp8 --chips 8 --context 131072") << deepseek;
    FitInputs gptOss;
    gptOss.weights.format = WeightPrecision::Format::MXFP4;
    QTest::newRow("gpt-oss-120b MXFP4 on H100")
        << "gpt-oss-120b"
        << "nvidia-h100-sxm" << cliArgs("--precision mxfp4") << gptOss;
    FitInputs gemma;
    gemma.weights.format = WeightPrecision::Format::INT8;
    gemma.honourSlidingWindow = false;
    gemma.batch = 4;
    gemma.headroomPercent = 10;
    QTest::newRow("Gemma 2 27B, full-length cache, batch 4")
        << "gemma-2-27b"
        << "aws-trainium1"
        << cliArgs("--precision int8 --no-sliding-window --batch 4 --headroom 10") << gemma;
    FitInputs custom;
    custom.weights.format = WeightPrecision::Format::CustomBits;
    custom.weights.customBits = 4.5;
    custom.contextTokens = 32768;
    QTest::newRow("Llama 3.1 8B at 4.5 bits on L4")
        << "llama-3.1-8b"
        << "nvidia-l4" << cliArgs("--precision 4.5 --context 32768") << custom;
    FitInputs tp;
    tp.chips = 16;
    QTest::newRow("KV replicated beyond 8 KV heads")
        << "llama-3.1-70b"
        << "nvidia-l40s" << cliArgs("--chips 16") << tp;
    QTest::newRow("Llama 3.1 405B on H200: memory 7, TP 8, PP 7")
        << "llama-3.1-405b"
        << "nvidia-h200-sxm" << QStringList() << FitInputs{};
    FitInputs largeBatch;
    largeBatch.contextTokens = 16;
    largeBatch.batch = 1024;
    QTest::newRow("compute binds at a batch of 1,024")
        << "llama-3.1-8b"
        << "nvidia-h100-sxm" << cliArgs("--context 16 --batch 1024") << largeBatch;
    QTest::newRow("chip without published bandwidth")
        << "llama-3.1-8b"
        << "nvidia-h100-nvl" << QStringList() << FitInputs{};
    FitInputs vllm;
    vllm.weights.format = WeightPrecision::Format::FP8;
    vllm.budget.kind = MemoryBudgetKind::Vllm;
    QTest::newRow("vLLM budget") << "llama-3.1-70b"
                                 << "nvidia-h100-sxm" << cliArgs("--precision fp8 --budget vllm")
                                 << vllm;
    FitInputs sglang;
    sglang.chips = 8;
    sglang.budget.kind = MemoryBudgetKind::Sglang;
    QTest::newRow("SGLang budget on 8 chips")
        << "llama-3.1-405b"
        << "nvidia-h200-sxm" << cliArgs("--chips 8 --budget sglang") << sglang;
    FitInputs trtllm;
    trtllm.budget = MemoryBudget{MemoryBudgetKind::TensorRtLlm, 0.85};
    QTest::newRow("TensorRT-LLM budget, fraction set, on Trainium1")
        << "llama-3.1-8b"
        << "aws-trainium1" << cliArgs("--budget trtllm --budget-fraction 0.85") << trtllm;
}

void TestCliFit::jsonEqualsComputeFit() {
    QFETCH(QString, modelId);
    QFETCH(QString, chipId);
    QFETCH(QStringList, options);
    QFETCH(FitInputs, inputs);
    const CliResult r = run(QStringList{QStringLiteral("fit"), modelId, QStringLiteral("--chip"),
                                        chipId, QStringLiteral("--json")} +
                            options);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QByteArray());
    QVERIFY(r.json().isObject());
    const QJsonObject json = r.json().object();

    const QStringList keys = json.keys();
    const QStringList expectedList = cliArgs(
        "model chip precision kv_precision context batch chips weights_bytes kv_cache_bytes "
        "headroom_bytes total_bytes chip_memory_bytes visible_memory_bytes budget fits "
        "margin_bytes chips_needed tp_degree pp_degree verdict_parallelism "
        "decode_tokens_per_s_upper decode_tokens_per_s_upper_all "
        "decode_tokens_per_s_bandwidth_bound decode_tokens_per_s_compute_bound decode_bound "
        "prefill_tokens_per_s_upper no_bound_reason notes terms");
    const QSet<QString> expectedKeys(expectedList.cbegin(), expectedList.cend());
    QCOMPARE(QSet<QString>(keys.cbegin(), keys.cend()), expectedKeys);

    const FitResult expected = computeFit(model(modelId), chip(chipId), inputs);
    QCOMPARE(json[u"model"].toString(), modelId);
    QCOMPARE(json[u"chip"].toString(), chipId);
    QCOMPARE(json[u"precision"].toString(), inputs.weights.key());
    QCOMPARE(json[u"kv_precision"].toString(), kvPrecisionKey(inputs.kv));
    QCOMPARE(json[u"context"].toInteger(), inputs.contextTokens);
    QCOMPARE(json[u"batch"].toInteger(), inputs.batch);
    QCOMPARE(json[u"chips"].toInteger(), qint64(inputs.chips));
    QCOMPARE(json[u"weights_bytes"].toInteger(), roundedBytes(expected.weightsBytes));
    QCOMPARE(json[u"kv_cache_bytes"].toInteger(), roundedBytes(expected.kvCacheBytes));
    QCOMPARE(json[u"headroom_bytes"].toInteger(), roundedBytes(expected.headroomBytes));
    QCOMPARE(json[u"total_bytes"].toInteger(), roundedBytes(expected.totalBytes));
    QVERIFY(expected.memoryKnown);
    QCOMPARE(json[u"chip_memory_bytes"].toInteger(), roundedBytes(expected.chipMemoryBytes));
    if (expected.visibleMemoryBytes > 0.0)
        QCOMPARE(json[u"visible_memory_bytes"].toInteger(),
                 roundedBytes(expected.visibleMemoryBytes));
    else
        QVERIFY(json[u"visible_memory_bytes"].isNull());
    const QJsonObject budget = json[u"budget"].toObject();
    const MemoryBudgetProfile& profile = memoryBudgetProfile(inputs.budget.kind);
    QCOMPARE(budget[u"name"].toString(), profile.key);
    QCOMPARE(budget[u"budget_bytes"].toInteger(), roundedBytes(expected.budgetBytes));
    QCOMPARE(budget[u"memory_figure"].toString(), expected.memoryFigure == MemoryFigure::Visible
                                                      ? QStringLiteral("visible")
                                                      : QStringLiteral("printed"));
    if (inputs.budget.kind == MemoryBudgetKind::RuleOfThumb) {
        for (const char16_t* key : {u"parameter", u"fraction", u"engine_version", u"source"})
            QVERIFY(budget[QStringView(key)].isNull());
    } else {
        QCOMPARE(budget[u"parameter"].toString(), profile.parameter);
        QCOMPARE(budget[u"fraction"].toDouble(), expected.budgetFraction);
        QCOMPARE(budget[u"engine_version"].toString(), profile.engineVersion);
        QCOMPARE(budget[u"source"].toString(), profile.source);
    }
    QCOMPARE(json[u"fits"].toBool(), expected.fits);
    QCOMPARE(json[u"margin_bytes"].toInteger(), roundedBytes(expected.marginBytes));
    if (expected.chipsNeeded)
        QCOMPARE(json[u"chips_needed"].toInteger(), qint64(*expected.chipsNeeded));
    else
        QVERIFY(json[u"chips_needed"].isNull());
    const auto compareRate = [](const QJsonValue& value, const std::optional<double>& rate) {
        if (!rate)
            return value.isNull();
        return value.isDouble() && qFuzzyCompare(value.toDouble(), *rate);
    };
    const auto compareDegree = [](const QJsonValue& value, const std::optional<int>& degree) {
        return degree ? value.toInteger(-1) == *degree : value.isNull();
    };
    QVERIFY(compareDegree(json[u"tp_degree"], expected.tensorParallelDegree));
    QVERIFY(compareDegree(json[u"pp_degree"], expected.pipelineParallelDegree));
    if (expected.verdictChips())
        QCOMPARE(json[u"verdict_parallelism"].toString(),
                 parallelismKey(expected.verdictParallelism));
    else
        QVERIFY(json[u"verdict_parallelism"].isNull());
    QVERIFY(
        compareRate(json[u"decode_tokens_per_s_upper"], expected.decodeTokensPerSecondPerSequence));
    QVERIFY(compareRate(json[u"decode_tokens_per_s_upper_all"],
                        expected.decodeTokensPerSecondAggregate));
    QVERIFY(
        compareRate(json[u"decode_tokens_per_s_bandwidth_bound"], expected.decodeBandwidthBound));
    QVERIFY(compareRate(json[u"decode_tokens_per_s_compute_bound"], expected.decodeComputeBound));
    if (expected.decodeTokensPerSecondAggregate)
        QCOMPARE(json[u"decode_bound"].toString(), decodeLimitKey(expected.decodeLimit));
    else
        QVERIFY(json[u"decode_bound"].isNull());
    QVERIFY(compareRate(json[u"prefill_tokens_per_s_upper"], expected.prefillTokensPerSecond));
    if (expected.noBoundReason.isEmpty())
        QVERIFY(json[u"no_bound_reason"].isNull());
    else
        QCOMPARE(json[u"no_bound_reason"].toString(), expected.noBoundReason);
    QCOMPARE(json[u"notes"].toArray(), QJsonArray::fromStringList(expected.notes));

    const QJsonArray terms = json[u"terms"].toArray();
    QCOMPARE(terms.size(), expected.terms.size());
    for (qsizetype i = 0; i < terms.size(); ++i) {
        const QJsonObject term = terms.at(i).toObject();
        const FitTerm& want = expected.terms.at(i);
        QCOMPARE(term[u"key"].toString(), want.key);
        QCOMPARE(term[u"label"].toString(), want.label);
        QCOMPARE(term[u"formula"].toString(), want.formula);
        QCOMPARE(term[u"unit"].toString(), want.unit);
        QVERIFY(qFuzzyCompare(1.0 + term[u"value"].toDouble(), 1.0 + want.value));
    }
}

void TestCliFit::parallelDegreesAndDecodeBounds() {
    // Llama 3.1 405B at BF16 on H200 needs 7 chips by memory, 8 on the
    // tensor-parallel answer; pipeline parallelism runs on 7, and the verdict says so.
    QJsonObject json =
        runJson(cliArgs("fit llama-3.1-405b --chip nvidia-h200-sxm --precision bf16")).object();
    QCOMPARE(json[u"chips_needed"].toInt(), 7);
    QCOMPARE(json[u"tp_degree"].toInt(), 8);
    QCOMPARE(json[u"pp_degree"].toInt(), 7);
    QCOMPARE(json[u"verdict_parallelism"].toString(), QStringLiteral("pipeline"));
    const QString text =
        run(cliArgs("fit llama-3.1-405b --chip nvidia-h200-sxm --precision bf16")).text();
    QVERIFY2(text.contains(QStringLiteral("Verdict: does not fit: needs 7 chips with pipeline "
                                          "parallelism (PP 7; tensor parallelism needs 8; memory "
                                          "alone 7 chips)")),
             qPrintable(text));

    // At a batch of 1,024 the compute bound binds: the aggregate is the smaller bound.
    json = runJson(cliArgs("fit llama-3.1-8b --chip nvidia-h100-sxm --context 16 --batch 1024"))
               .object();
    const double bandwidth = json[u"decode_tokens_per_s_bandwidth_bound"].toDouble();
    const double compute = json[u"decode_tokens_per_s_compute_bound"].toDouble();
    QVERIFY(compute < bandwidth);
    QCOMPARE(json[u"decode_tokens_per_s_upper_all"].toDouble(), compute);
    QCOMPARE(json[u"decode_bound"].toString(), QStringLiteral("compute"));
    QCOMPARE(json[u"decode_tokens_per_s_upper"].toDouble(), compute / 1024);
}

void TestCliFit::kvCacheOfTheWorkedExample() {
    // docs/MODEL-FIT.md 2.4: 327,680 bytes per token x 8,192 tokens.
    const QJsonObject json = runJson(cliArgs("fit llama-3.1-70b --chip nvidia-h100-sxm "
                                             "--context 8192"))
                                 .object();
    QCOMPARE(json[u"kv_cache_bytes"].toInteger(), Q_INT64_C(2684354560));
    QCOMPARE(json[u"context"].toInteger(), Q_INT64_C(8192));
    QCOMPARE(json[u"precision"].toString(), QStringLiteral("bf16"));
    QCOMPARE(json[u"fits"].toBool(), false);
}

void TestCliFit::customModelEqualsCatalogModel() {
    // Llama 3.1 70B's shape entered by hand gives the catalog model's bytes.
    const char* const shape = "--params-b 70.554 --active-params-b 70.554 --layers 80 "
                              "--kv-heads 8 --head-dim 128 --chip nvidia-h100-sxm";
    const QJsonObject custom = runJson(cliArgs("fit custom") + cliArgs(shape)).object();
    const QJsonObject catalog =
        runJson(cliArgs("fit llama-3.1-70b --chip nvidia-h100-sxm")).object();
    QCOMPARE(custom[u"model"].toString(), QStringLiteral("custom"));
    QCOMPARE(custom[u"weights_bytes"].toInteger(), Q_INT64_C(141108000000));
    QCOMPARE(custom[u"weights_bytes"].toInteger(), catalog[u"weights_bytes"].toInteger());
    QCOMPARE(custom[u"kv_cache_bytes"].toInteger(), Q_INT64_C(2684354560));
    QCOMPARE(custom[u"kv_cache_bytes"].toInteger(), catalog[u"kv_cache_bytes"].toInteger());
    QCOMPARE(custom[u"total_bytes"].toInteger(), catalog[u"total_bytes"].toInteger());
    QCOMPARE(custom[u"chips_needed"].toInteger(), catalog[u"chips_needed"].toInteger());

    // max-context takes the same options; --max-context caps the search.
    const QJsonObject limit =
        runJson(cliArgs("max-context custom --max-context 8192 --chips 4") + cliArgs(shape))
            .object();
    QCOMPARE(limit[u"model"].toString(), QStringLiteral("custom"));
    QCOMPARE(limit[u"max_context"].toInteger(), Q_INT64_C(8192));
    QVERIFY(limit[u"max_context_capped"].toBool());
    const CliResult text = run(cliArgs("fit custom") + cliArgs(shape));
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.text().startsWith(QStringLiteral("Custom model (70.554 B) on 1 x ")),
             text.out.constData());
}

void TestCliFit::customMlaAndSlidingWindow() {
    // DeepSeek V3's MLA: 61 x (512 + 64) x 2 bytes = 70,272 bytes per token.
    const QJsonObject mla = runJson(cliArgs("fit custom --params-b 671 --active-params-b 37 "
                                            "--layers 61 --kv-lora-rank 512 --rope-dim 64 "
                                            "--chip nvidia-h200-sxm --context 1000"))
                                .object();
    QCOMPARE(mla[u"kv_cache_bytes"].toInteger(), Q_INT64_C(70272000));
    // Alternating windows: half of 46 layers at 4,096 tokens, the rest at 8,192.
    const QJsonObject gemma = runJson(cliArgs("fit custom --params-b 27 --layers 46 --kv-heads 16 "
                                              "--head-dim 128 --sliding-window 4096 "
                                              "--sliding-layers alternate --chip nvidia-h100-sxm"))
                                  .object();
    QCOMPARE(gemma[u"kv_cache_bytes"].toInteger(),
             qint64(2 * 16 * 128 * 2) * (23 * 8192 + 23 * 4096));
    const QJsonObject all = runJson(cliArgs("fit custom --params-b 7 --layers 32 --kv-heads 8 "
                                            "--head-dim 128 --sliding-window 4096 "
                                            "--chip nvidia-h100-sxm"))
                                .object();
    QCOMPARE(all[u"kv_cache_bytes"].toInteger(), qint64(2 * 8 * 128 * 2) * 32 * 4096);
}

void TestCliFit::bytesAreBase10Integers() {
    // Written as digits, not 1.41108e+11: a script reading them with an integer parser works.
    const CliResult r = run(cliArgs("fit deepseek-v3 --chip nvidia-h100-sxm --json"));
    QCOMPARE(r.exitCode, 0);
    for (const char* key : kByteKeys) {
        const QRegularExpression pattern(
            QStringLiteral("\"%1\": -?[0-9]+,?\\n").arg(QLatin1String(key)));
        QVERIFY2(pattern.match(r.text()).hasMatch(), key);
    }
}

void TestCliFit::text() {
    const LlmModel llama70 = model(QStringLiteral("llama-3.1-70b"));
    const Chip h100 = chip(QStringLiteral("nvidia-h100-sxm"));
    CliResult r = run(cliArgs("fit llama-3.1-70b --chip nvidia-h100-sxm"));
    QCOMPARE(r.exitCode, 0);
    QString text = r.text();
    const FitResult big = computeFit(llama70, h100, FitInputs{});
    QVERIFY(!big.fits);
    QVERIFY(big.chipsNeeded);
    for (const FitTerm& term : big.terms) {
        QVERIFY2(text.contains(term.label), qPrintable(term.label));
        QVERIFY2(text.contains(term.formula), qPrintable(term.formula));
    }
    for (const char* part : {"Llama 3.1 70B on 1 x NVIDIA H100 SXM", "141.11 GB (131.42 GiB)",
                             "2.68 GB (2.50 GiB)", "327680 bytes (320.00 KiB)",
                             // No bound on 1 chip that does not hold it (docs/MODEL-FIT.md
                             // section 5), but the reason; before, bounds in tokens/s.
                             "Throughput upper bounds: none (does not fit on 1 chip: needs 3 "
                             "chips)"})
        QVERIFY2(text.contains(QString::fromUtf8(part)), part);
    QVERIFY2(!text.contains(QStringLiteral("tokens/s")), qPrintable(text));
    // 3 chips by memory and with pipeline parallelism; tensor parallelism needs 4.
    QVERIFY2(text.contains(QStringLiteral("Verdict: does not fit: needs 3 chips with pipeline "
                                          "parallelism (PP 3; tensor parallelism needs 4; memory "
                                          "alone 3 chips)")),
             qPrintable(text));

    r = run(cliArgs("fit llama-3.1-8b --chip nvidia-h100-sxm"));
    QCOMPARE(r.exitCode, 0);
    text = r.text();
    const FitResult small = computeFit(model(QStringLiteral("llama-3.1-8b")), h100, FitInputs{});
    QVERIFY(small.fits);
    QVERIFY2(text.contains(QStringLiteral("Verdict: fits on 1 x NVIDIA H100 SXM with %1 GB to "
                                          "spare")
                               .arg(small.marginBytes / 1e9, 0, 'f', 1)),
             qPrintable(text));
    // The C locale whatever LANG says.
    QVERIFY(!text.contains(QStringLiteral("141,11")));
}

void TestCliFit::errors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("named");
    const auto fit = [&](const char* rest) {
        return cliArgs("fit llama-3.1-8b --chip nvidia-h100-sxm") + cliArgs(rest);
    };
    QTest::newRow("unknown model")
        << cliArgs("fit no-such-model --chip nvidia-h100-sxm") << 1 << "\"no-such-model\"";
    QTest::newRow("unknown chip") << cliArgs("fit llama-3.1-8b --chip no-such-chip") << 1
                                  << "\"no-such-chip\"";
    QTest::newRow("unknown chip, json")
        << cliArgs("fit llama-3.1-8b --chip no-such-chip --json") << 1 << "\"no-such-chip\"";
    QTest::newRow("neither --chip nor --all-chips") << cliArgs("fit llama-3.1-8b") << 2 << "--chip";
    QTest::newRow("--chip and --all-chips")
        << cliArgs("fit llama-3.1-8b --chip nvidia-h100-sxm --all-chips") << 2 << "not both";
    QTest::newRow("no model") << cliArgs("fit --all-chips") << 2 << "model id";
    QTest::newRow("upper-case precision") << fit("--precision BF16") << 2 << "\"BF16\"";
    QTest::newRow("unknown precision") << fit("--precision q4_k_m") << 2 << "\"q4_k_m\"";
    QTest::newRow("too many bits") << fit("--precision 65") << 2 << "--precision";
    QTest::newRow("unknown KV precision") << fit("--kv-precision int4") << 2 << "\"int4\"";
    QTest::newRow("negative context") << fit("--context -5") << 2 << "--context";
    QTest::newRow("context not a number") << fit("--context 8k") << 2 << "\"8k\"";
    QTest::newRow("zero batch") << fit("--batch 0") << 2 << "--batch";
    QTest::newRow("context beyond 64 bits")
        << fit("--context 99999999999999999999") << 2
        << "--context: \"99999999999999999999\" is not a whole number from 0 to 100000000";
    QTest::newRow("batch beyond 32 bits")
        << fit("--batch 2147483648") << 2
        << "--batch: \"2147483648\" is not a whole number from 1 to 1000000";
    QTest::newRow("chips 1e400") << fit("--chips 1e400") << 2 << "--chips: \"1e400\"";
    QTest::newRow("headroom 1e400")
        << fit("--headroom 1e400") << 2 << "--headroom: \"1e400\" is not a percentage";
    QTest::newRow("subnormal headroom")
        << fit("--headroom 4.9e-324") << 2
        << "--headroom: \"4.9e-324\" is too close to zero to mean anything";
    QTest::newRow("subnormal fraction") << fit("--budget vllm --budget-fraction 4.9e-324") << 2
                                        << "--budget-fraction: \"4.9e-324\" is too close to zero";
    QTest::newRow("subnormal measured-tps")
        << fit("--measured-tps 4.9e-324") << 2
        << "--measured-tps: \"4.9e-324\" is below 0.000001, the smallest value it takes";
    QTest::newRow("subnormal bits per weight")
        << fit("--precision 4.9e-324") << 2 << "--precision: unknown weight precision";
    QTest::newRow("missing value") << fit("--context") << 2 << "Missing value after '--context'";
    QTest::newRow("bad headroom") << fit("--headroom ten") << 2 << "\"ten\"";
    QTest::newRow("zero chips") << fit("--chips 0") << 2 << "--chips";
    QTest::newRow("unknown budget") << fit("--budget llama.cpp") << 2 << "\"llama.cpp\"";
    QTest::newRow("upper-case budget") << fit("--budget vLLM") << 2 << "\"vLLM\"";
    QTest::newRow("fraction above 1")
        << fit("--budget vllm --budget-fraction 1.2") << 2 << "--budget-fraction: \"1.2\"";
    QTest::newRow("zero fraction")
        << fit("--budget trtllm --budget-fraction 0") << 2 << "--budget-fraction: \"0\"";
    QTest::newRow("fraction with the rule of thumb")
        << fit("--budget-fraction 0.9") << 2 << "the rule of thumb has no fraction";
    QTest::newRow("fits-on unknown budget")
        << cliArgs("fits-on aws-trainium1 --budget tgi") << 2 << "\"tgi\"";
    QTest::newRow("bad measured-tps") << fit("--measured-tps -1") << 2 << "--measured-tps";
    QTest::newRow("measured-tps with --all-chips")
        << cliArgs("fit llama-3.1-8b --all-chips --measured-tps 100") << 2 << "--measured-tps";
    const auto custom = [&](const char* rest) {
        return cliArgs("fit custom --chip nvidia-h100-sxm") + cliArgs(rest);
    };
    QTest::newRow("custom without --params-b")
        << custom("--layers 80 --kv-heads 8 --head-dim 128") << 2 << "--params-b";
    QTest::newRow("custom, zero params")
        << custom("--params-b 0 --layers 80 --kv-heads 8 --head-dim 128") << 2
        << "--params-b: \"0\"";
    QTest::newRow("custom, negative layers")
        << custom("--params-b 7 --layers -4 --kv-heads 8 --head-dim 128") << 2
        << "--layers: \"-4\"";
    QTest::newRow("custom without --kv-heads")
        << custom("--params-b 7 --layers 32 --head-dim 128") << 2 << "--kv-heads";
    QTest::newRow("custom, MLA without --rope-dim")
        << custom("--params-b 7 --layers 32 --kv-lora-rank 512") << 2 << "--rope-dim";
    QTest::newRow("custom, active above total")
        << custom("--params-b 7 --active-params-b 8 --layers 32 --kv-heads 8 --head-dim 128") << 2
        << "--active-params-b: \"8\"";
    QTest::newRow("custom, bad --sliding-layers")
        << custom("--params-b 7 --layers 32 --kv-heads 8 --head-dim 128 --sliding-window 4096 "
                  "--sliding-layers odd")
        << 2 << "\"odd\"";
    QTest::newRow("custom options with a catalog model")
        << fit("--params-b 7") << 2 << "--params-b";
    QTest::newRow("max-context, custom without --layers")
        << cliArgs("max-context custom --chip nvidia-h100-sxm --params-b 7 --kv-heads 8 "
                   "--head-dim 128")
        << 2 << "--layers";
    QTest::newRow("fits-on unknown chip")
        << cliArgs("fits-on no-such-chip") << 1 << "\"no-such-chip\"";
    QTest::newRow("fits-on no chip") << cliArgs("fits-on") << 2 << "chip id";
    QTest::newRow("fits-on bad headroom")
        << cliArgs("fits-on aws-trainium1 --headroom -1") << 2 << "--headroom";
    QTest::newRow("max-context without --chip")
        << cliArgs("max-context llama-3.1-8b") << 2 << "--chip";
    QTest::newRow("max-context unknown model")
        << cliArgs("max-context no-such-model --chip nvidia-h100-sxm") << 1 << "\"no-such-model\"";
    QTest::newRow("price zero") << cliArgs("price nvidia-h100-sxm 0") << 2 << "\"0\"";
    QTest::newRow("price negative") << cliArgs("price nvidia-h100-sxm -2.5") << 2 << "\"-2.5\"";
    QTest::newRow("price not a number")
        << cliArgs("price nvidia-h100-sxm cheap") << 2 << "\"cheap\"";
    QTest::newRow("price inf") << cliArgs("price nvidia-h100-sxm inf") << 2 << "\"inf\"";
    QTest::newRow("price bad date")
        << cliArgs("price nvidia-h100-sxm 2 --date 14.03.2025") << 2 << "\"14.03.2025\"";
    QTest::newRow("price unknown chip")
        << cliArgs("price no-such-chip 2") << 1 << "\"no-such-chip\"";
    QTest::newRow("price --remove with a price")
        << cliArgs("price nvidia-h100-sxm 2 --remove") << 2 << "--remove";
    QTest::newRow("price --date without a price")
        << cliArgs("price nvidia-h100-sxm --date 2025-01-01") << 2 << "--date";
}

void TestCliFit::errors() {
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, named);
    verifyCliError(run(arguments), exitCode, named);
}

QTEST_GUILESS_MAIN(TestCliFit)
#include "tst_cli_fit.moc"
