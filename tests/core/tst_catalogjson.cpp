#include "io/catalogjson.h"

#include <QJsonDocument>
#include <QTest>

using namespace chipatlas;

namespace {
Chip sampleChip() {
    Chip chip;
    chip.id = QStringLiteral("test-chip");
    chip.vendor = QStringLiteral("Vendor");
    chip.name = QStringLiteral("Test Chip");
    chip.familyGeneration = QStringLiteral("Gen 1");
    chip.kind = QStringLiteral("gpu");
    chip.sourceUrls = {QStringLiteral("https://example.com/a"), QStringLiteral("https://b")};
    chip.notes = QStringLiteral("notes");
    chip.figure(Field::TdpW) = {.value = 700.0,
                                .status = FigureStatus::Published,
                                .source = QStringLiteral("https://example.com/a")};
    chip.figure(Field::Bf16TflopsDense) = {
        .value = 989.5, .status = FigureStatus::Computed, .note = QStringLiteral("sparse / 2")};
    chip.figure(Field::Fp8TflopsDense) = {
        .value = 2517.0, .status = FigureStatus::Published, .sparsityUnstated = true};
    chip.figure(Field::ProcessNode) = {.status = FigureStatus::NotPublished};
    chip.figure(Field::MemoryType) = {.value = QStringLiteral("HBM3"),
                                      .status = FigureStatus::Published};
    chip.figure(Field::Released) = {.value = QStringLiteral("2024-12"),
                                    .status = FigureStatus::Published};
    chip.figure(Field::LaunchPriceUsd) = {.value = 25000.0, .status = FigureStatus::Unverified};
    chip.figure(Field::MemoryGb) = {
        .value = 32.0, .status = FigureStatus::Published, .printedUnit = PrintedUnit::Binary};
    chip.figure(Field::InterconnectBwGbs) = {.value = 900.0,
                                             .status = FigureStatus::Published,
                                             .printedUnit = PrintedUnit::Decimal,
                                             .linkScope = LinkScope::HostToChip};
    chip.figure(Field::TdpW).configuration = QStringLiteral("PCIe card");
    chip.figure(Field::TdpW).rangeLow = 300.0;
    chip.figure(Field::TdpW).rangeHigh = 750.0;
    return chip;
}
} // namespace

class TestCatalogJson : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void chipRoundTrip();
    void figureShape();
    void rejectsBadChips_data();
    void rejectsBadChips();
    void builtInCatalogLoads();
    void builtInCatalogCarriesAttributes();
    void modelWholeNumbers_data();
    void modelWholeNumbers();
};

void TestCatalogJson::chipRoundTrip() {
    const Chip chip = sampleChip();
    QString error;
    const auto back = chipFromJson(chipToJson(chip), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, chip);
}

void TestCatalogJson::figureShape() {
    const QJsonObject json = chipToJson(sampleChip());
    const QJsonObject tdp = json[QLatin1String("figures")][QLatin1String("tdp_w")].toObject();
    QCOMPARE(tdp[QLatin1String("value")].toDouble(), 700.0);
    QCOMPARE(tdp[QLatin1String("unit")].toString(), QStringLiteral("W"));
    QCOMPARE(tdp[QLatin1String("status")].toString(), QStringLiteral("published"));
    QCOMPARE(tdp[QLatin1String("source")].toString(), QStringLiteral("https://example.com/a"));
    QVERIFY(tdp.contains(QLatin1String("note")));
    QVERIFY(!tdp.contains(QLatin1String("sparsity_unstated")));
    QCOMPARE(tdp[QLatin1String("configuration")].toString(), QStringLiteral("PCIe card"));
    QCOMPARE(tdp[QLatin1String("range")].toArray(), (QJsonArray{300.0, 750.0}));
    QVERIFY(!tdp.contains(QLatin1String("printed_unit"))); // not stated: left out
    const QJsonObject memory =
        json[QLatin1String("figures")][QLatin1String("memory_gb")].toObject();
    QCOMPARE(memory[QLatin1String("printed_unit")].toString(), QStringLiteral("binary"));
    QVERIFY(!memory.contains(QLatin1String("range")));
    const QJsonObject link =
        json[QLatin1String("figures")][QLatin1String("interconnect_bw_gbs")].toObject();
    QCOMPARE(link[QLatin1String("printed_unit")].toString(), QStringLiteral("decimal"));
    QCOMPARE(link[QLatin1String("link_scope")].toString(), QStringLiteral("host_to_chip"));
    const QJsonObject node =
        json[QLatin1String("figures")][QLatin1String("process_node")].toObject();
    QVERIFY(node[QLatin1String("value")].isNull());
    QCOMPARE(node[QLatin1String("status")].toString(), QStringLiteral("not_published"));
    QCOMPARE(json[QLatin1String("figures")].toObject().size(), kFieldCount);
}

void TestCatalogJson::rejectsBadChips_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no id") << QByteArray(R"([{"vendor":"V","name":"N"}])")
                           << QStringLiteral("chip 1 (without an id): \"id\" is missing or empty");
    QTest::newRow("unknown figure")
        << QByteArray(R"([{"id":"x","vendor":"V","name":"N","figures":{"tdp":{}}}])")
        << QStringLiteral("unknown figure \"tdp\"");
    QTest::newRow("text for a number")
        << QByteArray(R"([{"id":"x","vendor":"V","name":"N","figures":{"tdp_w":)"
                      R"({"value":"700","status":"published"}}}])")
        << QStringLiteral("value must be a number");
    QTest::newRow("bad status") << QByteArray(
                                       R"([{"id":"x","vendor":"V","name":"N","figures":{"tdp_w":)"
                                       R"({"value":700,"status":"guessed"}}}])")
                                << QStringLiteral("unknown status \"guessed\"");
    QTest::newRow("not published with a value")
        << QByteArray(R"([{"id":"x","vendor":"V","name":"N","figures":{"tdp_w":)"
                      R"({"value":700,"status":"not_published"}}}])")
        << QStringLiteral("is not_published but has a value");
    QTest::newRow("published without a value")
        << QByteArray(R"([{"id":"x","vendor":"V","name":"N","figures":{"tdp_w":)"
                      R"({"value":null,"status":"published"}}}])")
        << QStringLiteral("is published but has no value");
    QTest::newRow("bad printed unit")
        << QByteArray(R"([{"id":"x","vendor":"V","name":"N","figures":{"memory_gb":)"
                      R"({"value":32,"status":"published","printed_unit":"GiB"}}}])")
        << QStringLiteral("chip 1 (\"x\"): figure \"memory_gb\": printed_unit \"GiB\" is "
                          "not one of decimal, binary");
    QTest::newRow("bad link scope")
        << QByteArray(R"([{"id":"x","vendor":"V","name":"N","figures":{"interconnect_bw_gbs":)"
                      R"({"value":900,"status":"published","link_scope":"cpu"}}}])")
        << QStringLiteral("chip 1 (\"x\"): figure \"interconnect_bw_gbs\": link_scope "
                          "\"cpu\" is not one of chip_to_chip, host_to_chip");
    QTest::newRow("link scope as a number")
        << QByteArray(R"([{"id":"x","vendor":"V","name":"N","figures":{"interconnect_bw_gbs":)"
                      R"({"value":900,"status":"published","link_scope":1}}}])")
        << QStringLiteral("figure \"interconnect_bw_gbs\": link_scope must be one of "
                          "chip_to_chip, host_to_chip (as text)");
    QTest::newRow("range of one number")
        << QByteArray(R"([{"id":"x","vendor":"V","name":"N","figures":{"tdp_w":)"
                      R"({"value":350,"status":"published","range":[350]}}}])")
        << QStringLiteral("chip 1 (\"x\"): figure \"tdp_w\": range must be [low, high], "
                          "two numbers");
    QTest::newRow("configuration as a number")
        << QByteArray(R"([{"id":"x","vendor":"V","name":"N","figures":{"tdp_w":)"
                      R"({"value":350,"status":"published","configuration":7}}}])")
        << QStringLiteral("figure \"tdp_w\": configuration must be text");
    QTest::newRow("not json") << QByteArray("{") << QStringLiteral("not valid JSON");
    QTest::newRow("wrong format") << QByteArray(R"({"format":"other","chips":[]})")
                                  << QStringLiteral("\"format\"");
}

void TestCatalogJson::rejectsBadChips() {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!readChipCatalog(json, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestCatalogJson::builtInCatalogLoads() {
    QString error;
    const auto chips = builtInChips(&error);
    QVERIFY2(chips, qPrintable(error));
    QVERIFY(chips->revision >= 1);
    QCOMPARE(chips->chips.size(), 34);
    for (const Chip& chip : chips->chips)
        QCOMPARE(chip.origin, Origin::BuiltIn);
    const auto models = builtInModels(&error);
    QVERIFY2(models, qPrintable(error));
    QCOMPARE(models->models.size(), 27);
}

// Figures with attributes (printed unit, configuration, range), as the shipped catalog has them.
void TestCatalogJson::builtInCatalogCarriesAttributes() {
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    QVERIFY2(file, qPrintable(error));
    const auto chip = [&](const char* id) {
        for (const Chip& c : file->chips) {
            if (c.id == QLatin1String(id))
                return c;
        }
        return Chip{};
    };
    // AWS prints Trainium1's memory as 32 GiB: the number stays 32, the unit binary.
    const Figure trn1 = chip("aws-trainium1").figure(Field::MemoryGb);
    QCOMPARE(trn1.number(), 32.0);
    QCOMPARE(trn1.printedUnit, PrintedUnit::Binary);
    QCOMPARE(chip("nvidia-h100-sxm").figure(Field::MemoryGb).printedUnit, PrintedUnit::Decimal);
    // What nvidia-smi reports for an "80 GB" H100 SXM.
    const Figure visible = chip("nvidia-h100-sxm").figure(Field::VisibleMemoryBytes);
    QCOMPARE(visible.number(), 85520809984.0);
    QCOMPARE(visible.status, FigureStatus::Published);
    QVERIFY(!visible.source.isEmpty());
    QCOMPARE(chip("amd-mi250x").figure(Field::VisibleMemoryBytes).status, FigureStatus::Unknown);
    // GH200's NVLink-C2C joins the Grace CPU to the GPU; H100 SXM's NVLink joins GPUs.
    QCOMPARE(chip("nvidia-gh200").figure(Field::InterconnectBwGbs).linkScope,
             LinkScope::HostToChip);
    QCOMPARE(chip("nvidia-h100-sxm").figure(Field::InterconnectBwGbs).linkScope,
             LinkScope::ChipToChip);
    // Gaudi 3: 900 W air-cooled, 1,200 W liquid-cooled; the stored value stays 900 W.
    const Figure gaudi3 = chip("intel-gaudi3").figure(Field::TdpW);
    QCOMPARE(gaudi3.number(), 900.0);
    QCOMPARE(gaudi3.rangeLow, std::optional<double>(900.0));
    QCOMPARE(gaudi3.rangeHigh, std::optional<double>(1200.0));
    QVERIFY2(gaudi3.configuration.contains(QLatin1String("air-cooled")),
             qPrintable(gaudi3.configuration));
}

// A model's whole-number field (layers, context) takes a whole number a 64-bit integer holds; a
// fraction or a number past that range is refused with the field's name, never converted.
void TestCatalogJson::modelWholeNumbers_data() {
    QTest::addColumn<QJsonValue>("layers");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("80") << QJsonValue(80) << true;
    QTest::newRow("2^52") << QJsonValue(4503599627370496.0) << true;
    QTest::newRow("fraction") << QJsonValue(80.5) << false;
    QTest::newRow("1e300") << QJsonValue(1e300) << false;
    QTest::newRow("-1e19") << QJsonValue(-1e19) << false;
    QTest::newRow("text") << QJsonValue(QStringLiteral("80")) << false;
}

void TestCatalogJson::modelWholeNumbers() {
    QFETCH(QJsonValue, layers);
    QFETCH(bool, accepted);
    const QJsonObject object{{QStringLiteral("id"), QStringLiteral("m")},
                             {QStringLiteral("name"), QStringLiteral("M")},
                             {QStringLiteral("num_layers"), layers}};
    QString error;
    const std::optional<LlmModel> model = modelFromJson(object, &error);
    QCOMPARE(model.has_value(), accepted);
    if (accepted)
        QCOMPARE(model->value(ModelField::NumLayers).toLongLong(), qint64(layers.toDouble()));
    else
        QVERIFY2(error.contains(QLatin1String("\"num_layers\"")), qPrintable(error));
}
QTEST_GUILESS_MAIN(TestCatalogJson)
#include "tst_catalogjson.moc"
