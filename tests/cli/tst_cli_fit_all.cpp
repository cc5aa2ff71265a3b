// chipatlas-cli fit --all-chips, fits-on and max-context, end to end: the answers for every chip,
// every model or the largest context and batch, from the real binary on a catalog in a temporary
// folder, against computeFit(), maxContext() and maxBatch() in-process on the built-in data.
#include "clicatalog.h"
#include "domain/modelfit.h"
#include "domain/sortkey.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

using namespace chipatlas;

namespace {
// The 13 models of the "What fits in 32 GB" table (pages/002_de7815fa348ea8df.txt).
const QStringList kPageModels{
    QStringLiteral("llama-3.1-8b"),        QStringLiteral("llama-3.1-70b"),
    QStringLiteral("llama-3.1-405b"),      QStringLiteral("llama-3.3-70b-instruct"),
    QStringLiteral("deepseek-v3"),         QStringLiteral("deepseek-r1"),
    QStringLiteral("qwen2.5-7b-instruct"), QStringLiteral("qwen2.5-72b-instruct"),
    QStringLiteral("mixtral-8x7b"),        QStringLiteral("mixtral-8x22b"),
    QStringLiteral("gemma-2-27b"),         QStringLiteral("command-r-plus"),
    QStringLiteral("kimi-k2-instruct"),
};
} // namespace

class TestCliFitAll : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void allChipsIsAnArrayInFitTableOrder();
    void allChipsText();
    void fitsOnReproducesThePage();
    void fitsOnWithDefaults();
    void maxContextRoundTrip();
    void maxBatchRoundTrip();

private:
    CliResult run(const QStringList& arguments) const { return m_catalog.run(arguments); }
    QJsonDocument runJson(const QStringList& arguments) const {
        return m_catalog.runJson(arguments);
    }
    LlmModel model(const QString& id) const { return m_catalog.model(id); }
    Chip chip(const QString& id) const { return m_catalog.chip(id); }
    // The chip ids in the order the GUI's fit table opens with: by chip name, ties by id.
    QStringList fitTableOrder() const {
        const QList<Chip> ordered = sortedChips(
            m_catalog.chips(), [](const Chip& c) { return QVariant(c.name); }, Qt::AscendingOrder);
        QStringList ids;
        for (const Chip& c : ordered)
            ids << c.id;
        return ids;
    }

    CliCatalog m_catalog;
};

void TestCliFitAll::initTestCase() {
    QString error;
    QVERIFY2(m_catalog.init(&error), qPrintable(error));
    QCOMPARE(m_catalog.models().size(), 27);
}

void TestCliFitAll::allChipsIsAnArrayInFitTableOrder() {
    const QJsonDocument doc = runJson(cliArgs("fit llama-3.1-70b --all-chips --precision fp8"));
    QVERIFY(doc.isArray());
    const QJsonArray array = doc.array();
    QCOMPARE(array.size(), 34);
    QCOMPARE(array.size(), m_catalog.chips().size());
    QStringList ids;
    for (const QJsonValue& value : array)
        ids << value[u"chip"].toString();
    QCOMPARE(ids, fitTableOrder());
    // Each element is what --chip prints.
    const qsizetype h100 = ids.indexOf(QStringLiteral("nvidia-h100-sxm"));
    QVERIFY(h100 >= 0);
    QCOMPARE(array.at(h100).toObject(),
             runJson(cliArgs("fit llama-3.1-70b --chip nvidia-h100-sxm --precision fp8")).object());
    for (const QJsonValue& value : array) {
        const QJsonObject o = value.toObject();
        const FitResult expected =
            computeFit(model(QStringLiteral("llama-3.1-70b")), chip(o[u"chip"].toString()),
                       FitInputs{WeightPrecision{WeightPrecision::Format::FP8}});
        QCOMPARE(o[u"total_bytes"].toInteger(), roundedBytes(expected.totalBytes));
        QCOMPARE(o[u"fits"].toBool(), expected.fits);
    }
}

void TestCliFitAll::allChipsText() {
    // By default the first 20 chips in the fit table's order and how many more (a catalog of
    // 100,000 chips does not flood the terminal); --verbose prints every row.
    const QStringList ids = fitTableOrder();
    QCOMPARE(ids.size(), 34);
    for (const bool verbose : {false, true}) {
        const CliResult r =
            run(cliArgs("fit llama-3.1-8b --all-chips") +
                (verbose ? QStringList{QStringLiteral("--verbose")} : QStringList{}));
        QCOMPARE(r.exitCode, 0);
        const QString text = r.text();
        for (const char* part : {"Chip", "Memory (GB)", "Total (GB)", "Fits", "Margin (GB)",
                                 "Chips needed", "TP", "Decode <= (tok/s)", "Bound by",
                                 "Prefill <= (tok/s)", "✓", "✗", "of 34 chips hold it"})
            QVERIFY2(text.contains(QString::fromUtf8(part)), part);
        const qsizetype shown = verbose ? ids.size() : 20;
        qsizetype previous = -1;
        for (qsizetype i = 0; i < ids.size(); ++i) {
            const qsizetype at = text.indexOf(QLatin1Char('\n') + ids.at(i) + QLatin1Char(' '));
            if (i < shown) {
                QVERIFY2(at > previous, qPrintable(ids.at(i)));
                previous = at;
            } else {
                QVERIFY2(at < 0, qPrintable(ids.at(i)));
            }
        }
        QCOMPARE(text.contains(QStringLiteral("... and 14 more (--verbose shows all)")), !verbose);
    }
    QCOMPARE(run(cliArgs("fit llama-3.1-8b --chip nvidia-h100-sxm --verbose")).exitCode, 2);
}

void TestCliFitAll::fitsOnReproducesThePage() {
    // Weights alone, no headroom: the page's ticks for its 13 models on 32 GB.
    const QJsonObject json =
        runJson(cliArgs("fits-on aws-trainium1 --headroom 0 --context 0")).object();
    QCOMPARE(json[u"chip"].toString(), QStringLiteral("aws-trainium1"));
    QCOMPARE(json[u"headroom_percent"].toDouble(), 0.0);
    QCOMPARE(json[u"context"].toInteger(), Q_INT64_C(0));
    const QJsonArray models = json[u"models"].toArray();
    QCOMPARE(models.size(), 27);
    int page[3] = {0, 0, 0};
    int all[3] = {0, 0, 0};
    const char* const precisions[] = {"fp16", "int8", "int4"};
    const WeightPrecision::Format formats[] = {WeightPrecision::Format::FP16,
                                               WeightPrecision::Format::INT8,
                                               WeightPrecision::Format::INT4};
    const Chip trn1 = chip(QStringLiteral("aws-trainium1"));
    for (const QJsonValue& value : models) {
        const QString id = value[u"model"].toString();
        for (int p = 0; p < 3; ++p) {
            const QJsonObject cell = value[QLatin1String(precisions[p])].toObject();
            FitInputs inputs;
            inputs.weights.format = formats[p];
            inputs.headroomPercent = 0;
            inputs.contextTokens = 0;
            const FitResult expected = computeFit(model(id), trn1, inputs);
            QCOMPARE(cell[u"fits"].toBool(), expected.fits);
            QCOMPARE(cell[u"total_bytes"].toInteger(), roundedBytes(expected.totalBytes));
            all[p] += cell[u"fits"].toBool() ? 1 : 0;
            if (kPageModels.contains(id))
                page[p] += cell[u"fits"].toBool() ? 1 : 0;
        }
    }
    // "Of 13 open-source LLMs we track, 2 fit at FP16, 3 at INT8, and 4 at INT4".
    QCOMPARE(page[0], 2);
    QCOMPARE(page[1], 3);
    QCOMPARE(page[2], 4);
    const QString sentence = QStringLiteral("Of 27 models, %1 fit at FP16, %2 at INT8, %3 at INT4.")
                                 .arg(all[0])
                                 .arg(all[1])
                                 .arg(all[2]);
    QCOMPARE(sentence, QStringLiteral("Of 27 models, 11 fit at FP16, 13 at INT8, 15 at INT4."));
    QCOMPARE(json[u"summary"].toString(), sentence);
}

void TestCliFitAll::fitsOnWithDefaults() {
    // 15% headroom and an 8K BF16 KV cache by default: Gemma 2 27B at INT8 (27.2 GB of
    // weights) no longer fits in 32 GB.
    const QJsonObject json = runJson(cliArgs("fits-on aws-trainium1")).object();
    QCOMPARE(json[u"headroom_percent"].toDouble(), 15.0);
    QCOMPARE(json[u"context"].toInteger(), Q_INT64_C(8192));
    bool found = false;
    for (const QJsonValue& value : json[u"models"].toArray()) {
        if (value[u"model"].toString() != QLatin1String("gemma-2-27b"))
            continue;
        found = true;
        QCOMPARE(value[u"int8"][u"fits"].toBool(), false);
        QCOMPARE(value[u"int4"][u"fits"].toBool(), true);
    }
    QVERIFY(found);
    QCOMPARE(json[u"summary"].toString(),
             QStringLiteral("Of 27 models, 9 fit at FP16, 12 at INT8, 15 at INT4."));

    const CliResult r = run(cliArgs("fits-on aws-trainium1"));
    QCOMPARE(r.exitCode, 0);
    const QString text = r.text();
    QVERIFY(text.contains(QStringLiteral("Of 27 models, 9 fit at FP16, 12 at INT8, 15 at INT4.")));
    QVERIFY(text.contains(QStringLiteral("FP16 total (GB)")));
    QVERIFY(text.contains(QRegularExpression(QStringLiteral("\\ngemma-2-27b .* ✗ .* ✗ .* ✓\\n"))));
}

void TestCliFitAll::maxContextRoundTrip() {
    const QJsonObject json =
        runJson(cliArgs("max-context gemma-2-27b --chip aws-trainium1 --precision int8")).object();
    for (const char* key :
         {"model", "chip", "chips", "precision", "max_context", "max_batch", "notes"})
        QVERIFY2(json.contains(QLatin1String(key)), key);
    FitInputs inputs;
    inputs.weights.format = WeightPrecision::Format::INT8;
    const std::optional<qint64> expected = maxContext(
        model(QStringLiteral("gemma-2-27b")), chip(QStringLiteral("aws-trainium1")), inputs);
    QVERIFY(expected);
    QCOMPARE(json[u"max_context"].toInteger(), *expected);
    // At 8K Gemma 2 27B INT8 does not fit on Trn1 at all, so no batch does.
    QVERIFY(json[u"max_batch"].isNull());

    const QString longest = QString::number(*expected);
    const QString tooLong = QString::number(*expected + 1);
    QCOMPARE(runJson(QStringList{QStringLiteral("fit"), QStringLiteral("gemma-2-27b"),
                                 QStringLiteral("--chip"), QStringLiteral("aws-trainium1"),
                                 QStringLiteral("--precision"), QStringLiteral("int8"),
                                 QStringLiteral("--context"), longest})
                 .object()[u"fits"]
                 .toBool(),
             true);
    QCOMPARE(runJson(QStringList{QStringLiteral("fit"), QStringLiteral("gemma-2-27b"),
                                 QStringLiteral("--chip"), QStringLiteral("aws-trainium1"),
                                 QStringLiteral("--precision"), QStringLiteral("int8"),
                                 QStringLiteral("--context"), tooLong})
                 .object()[u"fits"]
                 .toBool(),
             false);
}

void TestCliFitAll::maxBatchRoundTrip() {
    const QJsonObject json =
        runJson(cliArgs("max-context llama-3.1-70b --chip nvidia-h100-sxm --chips 4")).object();
    QCOMPARE(json[u"chips"].toInteger(), Q_INT64_C(4));
    FitInputs inputs;
    inputs.chips = 4;
    const std::optional<qint64> batch = maxBatch(model(QStringLiteral("llama-3.1-70b")),
                                                 chip(QStringLiteral("nvidia-h100-sxm")), inputs);
    QVERIFY(batch);
    QCOMPARE(json[u"max_batch"].toInteger(), *batch);
    const auto fitsWithBatch = [&](qint64 n) {
        return runJson(QStringList{QStringLiteral("fit"), QStringLiteral("llama-3.1-70b"),
                                   QStringLiteral("--chip"), QStringLiteral("nvidia-h100-sxm"),
                                   QStringLiteral("--chips"), QStringLiteral("4"),
                                   QStringLiteral("--batch"), QString::number(n)})
            .object()[u"fits"]
            .toBool();
    };
    QVERIFY(fitsWithBatch(*batch));
    QVERIFY(!fitsWithBatch(*batch + 1));

    const CliResult text =
        run(cliArgs("max-context llama-3.1-70b --chip nvidia-h100-sxm --chips 4"));
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.text().contains(
                 QStringLiteral("Largest batch at 8192 tokens: %1 sequences").arg(*batch)),
             text.out.constData());
}

QTEST_GUILESS_MAIN(TestCliFitAll)
#include "tst_cli_fit_all.moc"
