#include "domain/validation.h"
#include "io/catalogjson.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace chipatlas;

Q_DECLARE_METATYPE(chipatlas::Field)
Q_DECLARE_METATYPE(chipatlas::Figure)

namespace {
Chip validChip() {
    Chip chip;
    chip.id = QStringLiteral("acme-x9");
    chip.vendor = QStringLiteral("Acme");
    chip.name = QStringLiteral("Acme X9");
    return chip;
}

Figure figure(QVariant value, FigureStatus status) {
    Figure f;
    f.value = std::move(value);
    f.status = status;
    return f;
}

QStringList messages(const QList<ValidationIssue>& issues) {
    QStringList result;
    for (const ValidationIssue& issue : issues)
        result << issue.message;
    return result;
}
} // namespace

class TestValidation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void builtInCatalogIsValid();
    void ids_data();
    void ids();
    void uniqueIds();
    void identityRequired();
    void figures_data();
    void figures();
    void issueCarriesKeyAndProblem();
    void dates_data();
    void dates();
    void boundsCoverEveryNumericField();
    void models();
    void parseLocaleNumber_data();
    void parseLocaleNumber();
    void tooSmallForEveryKindOfFigure();
};

void TestValidation::builtInCatalogIsValid() {
    QString error;
    const std::optional<ChipCatalogFile> chips = builtInChips(&error);
    QVERIFY2(chips, qPrintable(error));
    for (const Chip& chip : chips->chips)
        QVERIFY2(validateChip(chip).isEmpty(), qPrintable(issuesText(validateChip(chip))));
    const std::optional<ModelCatalogFile> models = builtInModels(&error);
    QVERIFY2(models, qPrintable(error));
    for (const LlmModel& model : models->models)
        QVERIFY2(validateModel(model).isEmpty(), qPrintable(issuesText(validateModel(model))));
}

void TestValidation::ids_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("valid");
    QTest::newRow("built-in style") << "nvidia-h100-sxm" << true;
    QTest::newRow("dots") << "qwen2.5-7b-instruct" << true;
    QTest::newRow("underscore") << "my_chip_2" << true;
    QTest::newRow("digit first") << "7nm-thing" << true;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("upper case") << "Nvidia-H100" << false;
    QTest::newRow("space") << "nvidia h100" << false;
    QTest::newRow("leading dash") << "-h100" << false;
    QTest::newRow("slash") << "a/b" << false;
    QTest::newRow("non-ASCII") << QString::fromUtf8("caf\xc3\xa9") << false;
    QTest::newRow("too long") << QString(kMaxIdLength + 1, QLatin1Char('a')) << false;
    QTest::newRow("longest") << QString(kMaxIdLength, QLatin1Char('a')) << true;
}

void TestValidation::ids() {
    QFETCH(QString, id);
    QFETCH(bool, valid);
    const QString problem = validateId(id);
    QCOMPARE(problem.isEmpty(), valid);
    if (!valid)
        QVERIFY2(problem.startsWith(QStringLiteral("ID (id): ")), qPrintable(problem));
}

void TestValidation::uniqueIds() {
    const QSet<QString> existing{QStringLiteral("a"), QStringLiteral("b")};
    QCOMPARE(validateUniqueId(QStringLiteral("c"), existing), QString());
    QCOMPARE(validateUniqueId(QStringLiteral("a"), existing),
             QStringLiteral("ID (id): \"a\" is already used by another entry of the catalog"));
}

void TestValidation::identityRequired() {
    Chip chip = validChip();
    QVERIFY(validateChip(chip).isEmpty());
    chip.vendor = QStringLiteral("  ");
    chip.name.clear();
    chip.id.clear();
    QCOMPARE(messages(validateChip(chip)),
             (QStringList{QStringLiteral("ID (id): an id is required"),
                          QStringLiteral("Vendor (vendor): a vendor is required"),
                          QStringLiteral("Name (name): a name is required")}));
    chip = validChip();
    chip.sourceUrls = {QStringLiteral("https://a.example/x;y")};
    QCOMPARE(messages(validateChip(chip)),
             QStringList{QStringLiteral("Sources (source_urls): the source URL "
                                        "\"https://a.example/x;y\" contains a space, a line "
                                        "break or ';'")});
    chip = validChip();
    chip.notes = QStringLiteral("two\nlines\tand a tab");
    QVERIFY(validateChip(chip).isEmpty());
    chip.name = QStringLiteral("no\nline breaks");
    QCOMPARE(
        messages(validateChip(chip)),
        QStringList{QStringLiteral("Name (name): the text contains the control character U+000A")});
}

void TestValidation::figures_data() {
    QTest::addColumn<Field>("field");
    QTest::addColumn<Figure>("figure");
    QTest::addColumn<QString>("message"); // empty: valid
    using S = FigureStatus;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("tdp ok") << Field::TdpW << figure(700.0, S::Published) << "";
    QTest::newRow("negative tdp") << Field::TdpW << figure(-5.0, S::Published)
                                  << "TDP (tdp_w): -5 W is negative";
    QTest::newRow("zero memory")
        << Field::MemoryGb << figure(0.0, S::Published)
        << "Memory (memory_gb): 0 GB is zero; leave the figure empty (unknown or not published) "
           "when there is no value";
    QTest::newRow("nan") << Field::Bf16TflopsDense << figure(nan, S::Published)
                         << "BF16 dense (bf16_tflops_dense): the value is not a finite number";
    QTest::newRow("infinite") << Field::MemoryBwGbs << figure(inf, S::Computed)
                              << "Memory bandwidth (memory_bw_gbs): the value is not a finite "
                                 "number";
    QTest::newRow("absurd TFLOPS")
        << Field::Fp8TflopsDense << figure(2e6, S::Published)
        << "FP8 dense (fp8_tflops_dense): 2000000 TFLOPS is above the maximum of 1000000 TFLOPS";
    QTest::newRow("1 EFLOPS is the limit")
        << Field::Fp8TflopsDense << figure(1e6, S::Published) << "";
    QTest::newRow("absurd TDP") << Field::TdpW << figure(100001.0, S::Published)
                                << "TDP (tdp_w): 100001 W is above the maximum of 100000 W";
    QTest::newRow("absurd memory")
        << Field::MemoryGb << figure(2e6, S::Published)
        << "Memory (memory_gb): 2000000 GB is above the maximum of 1000000 GB";
    QTest::newRow("wafer bandwidth ok") << Field::MemoryBwGbs << figure(2.1e7, S::Published) << "";
    QTest::newRow("tiny transistors ok")
        << Field::TransistorsBillion << figure(0.000125, S::Published) << "";
    // A subnormal double and tiny positives: refused, never printed as hundreds of digits.
    QTest::newRow("subnormal TDP")
        << Field::TdpW << figure(4.9e-324, S::Published)
        << "TDP (tdp_w): 5e-324 W is below 1e-06 W, the smallest value a figure may have";
    QTest::newRow("1e-300 TFLOPS")
        << Field::Bf16TflopsDense << figure(1e-300, S::Published)
        << "BF16 dense (bf16_tflops_dense): 1e-300 TFLOPS is below 1e-06 TFLOPS, the smallest "
           "value a figure may have";
    QTest::newRow("the smallest figure") << Field::TdpW << figure(1e-6, S::Published) << "";
    QTest::newRow("fractional domain")
        << Field::ScaleupDomainChips << figure(1.5, S::Published)
        << "Scale-up domain (scaleup_domain_chips): 1.5 is not a whole number";
    QTest::newRow("empty domain")
        << Field::ScaleupDomainChips << figure(0.0, S::Published)
        << "Scale-up domain (scaleup_domain_chips): 0 chips is below the minimum of 1 chips";
    QTest::newRow("negative price") << Field::LaunchPriceUsd << figure(-1.0, S::Published)
                                    << "Launch price (launch_price_usd): -1 USD is negative";
    QTest::newRow("value but unknown") << Field::TdpW << figure(700.0, S::Unknown)
                                       << "TDP (tdp_w): a figure with a value must be published, "
                                          "computed, unverified or design_target, not "
                                          "unknown";
    QTest::newRow("value but not published")
        << Field::TdpW << figure(700.0, S::NotPublished)
        << "TDP (tdp_w): a figure with a value must be published, computed, unverified or "
           "design_target, not "
           "not_published";
    QTest::newRow("published without value")
        << Field::TdpW << figure({}, S::Published)
        << "TDP (tdp_w): a figure without a value must be not_published or unknown, not "
           "published";
    QTest::newRow("not published, no value") << Field::TdpW << figure({}, S::NotPublished) << "";
    QTest::newRow("text for a number") << Field::TdpW << figure(QStringLiteral("700"), S::Published)
                                       << "TDP (tdp_w): the value must be a number";
    QTest::newRow("empty text") << Field::MemoryType << figure(QStringLiteral(" "), S::Published)
                                << "Memory type (memory_type): the text is empty; leave the "
                                   "figure without a value";
    QTest::newRow("bad date")
        << Field::Released << figure(QStringLiteral("2024-13"), S::Published)
        << "Released (released): \"2024-13\" is not a date as YYYY, YYYY-MM or YYYY-MM-DD";
    QTest::newRow("good date") << Field::Announced
                               << figure(QStringLiteral("2024-02-29"), S::Published) << "";
    Figure sparse = figure(2517.0, S::Published);
    sparse.sparsityUnstated = true;
    QTest::newRow("sparsity unstated on throughput") << Field::Fp8TflopsDense << sparse << "";
    QTest::newRow("sparsity unstated on memory")
        << Field::MemoryGb << sparse
        << "Memory (memory_gb): \"sparsity unstated\" applies only to a throughput figure with "
           "a value";
    Figure sourced = figure(700.0, S::Published);
    sourced.source = QStringLiteral("https://a.example/a b");
    QTest::newRow("source with a space")
        << Field::TdpW << sourced
        << "TDP (tdp_w): the source URL \"https://a.example/a b\" contains a space, a line break "
           "or ';'";
    // Attributes: where they apply and what a range must hold.
    Figure gib = figure(32.0, S::Published);
    gib.printedUnit = PrintedUnit::Binary;
    QTest::newRow("GiB capacity") << Field::MemoryGb << gib << "";
    QTest::newRow("GiB/s link") << Field::InterconnectBwGbs << gib << "";
    QTest::newRow("printed unit on a TDP")
        << Field::TdpW << gib
        << "TDP (tdp_w): a printed unit (decimal or binary) applies only to a capacity or a "
           "bandwidth in GB or GB/s";
    QTest::newRow("printed unit on visible memory")
        << Field::VisibleMemoryBytes << gib
        << "Memory visible to software (visible_memory_bytes): a printed unit (decimal or "
           "binary) applies only to a capacity or a bandwidth in GB or GB/s";
    Figure c2c = figure(900.0, S::Published);
    c2c.linkScope = LinkScope::HostToChip;
    QTest::newRow("host link") << Field::InterconnectBwGbs << c2c << "";
    QTest::newRow("link scope on memory bandwidth")
        << Field::MemoryBwGbs << c2c
        << "Memory bandwidth (memory_bw_gbs): a link scope applies only to Interconnect "
           "bandwidth (interconnect_bw_gbs)";
    Figure pcie = figure(325.0, S::Published);
    pcie.configuration = QStringLiteral("PCIe card, configurable");
    pcie.rangeLow = 300.0;
    pcie.rangeHigh = 350.0;
    QTest::newRow("H100 PCIe 300-350 W") << Field::TdpW << pcie << "";
    pcie.value = 350.0;
    QTest::newRow("value at the top of its range") << Field::TdpW << pcie << "";
    pcie.value = 400.0;
    QTest::newRow("value outside its range")
        << Field::TdpW << pcie
        << "TDP (tdp_w): the range 300 to 350 W does not contain the value 400 W";
    pcie.value = 325.0;
    pcie.rangeHigh.reset();
    QTest::newRow("range with one end")
        << Field::TdpW << pcie << "TDP (tdp_w): a range needs both ends, low and high";
    pcie.rangeLow = -10.0;
    pcie.rangeHigh = 350.0;
    QTest::newRow("negative range end") << Field::TdpW << pcie << "TDP (tdp_w): -10 W is negative";
    Figure noValue = figure({}, S::NotPublished);
    noValue.rangeLow = 300.0;
    noValue.rangeHigh = 350.0;
    QTest::newRow("range without a value")
        << Field::TdpW << noValue << "TDP (tdp_w): a range needs the value it is given around";
    Figure hbm = figure(QStringLiteral("HBM3"), S::Published);
    hbm.configuration = QStringLiteral("8-high");
    QTest::newRow("configuration on text")
        << Field::MemoryType << hbm
        << "Memory type (memory_type): a configuration or a range applies only to a number";
    QTest::newRow("H100 SXM visible memory")
        << Field::VisibleMemoryBytes << figure(85520809984.0, S::Published) << "";
    QTest::newRow("fractional bytes")
        << Field::VisibleMemoryBytes << figure(0.5, S::Published)
        << "Memory visible to software (visible_memory_bytes): 0.5 is not a whole number";
    QTest::newRow("zero bytes")
        << Field::VisibleMemoryBytes << figure(0.0, S::Published)
        << "Memory visible to software (visible_memory_bytes): 0 bytes is zero; leave the figure "
           "empty (unknown or not published) when there is no value";
    Figure longNote = figure({}, S::Unknown);
    longNote.note = QString(kMaxTextLength + 1, QLatin1Char('x'));
    QTest::newRow("long note") << Field::TdpW << longNote
                               << "TDP (tdp_w): the text is 65537 characters long; at most 65536 "
                                  "are allowed";
}

void TestValidation::figures() {
    QFETCH(Field, field);
    QFETCH(Figure, figure);
    QFETCH(QString, message);
    QCOMPARE(validateFigure(field, figure), message);
    Chip chip = validChip();
    chip.figure(field) = figure;
    QCOMPARE(validateChip(chip).size(), message.isEmpty() ? 0 : 1);
}

void TestValidation::issueCarriesKeyAndProblem() {
    Chip chip = validChip();
    chip.figure(Field::TdpW) = figure(-5.0, FigureStatus::Published);
    const QList<ValidationIssue> issues = validateChip(chip);
    QCOMPARE(issues.size(), 1);
    QCOMPARE(issues.first().key, QStringLiteral("tdp_w"));
    QCOMPARE(issues.first().field, std::optional<Field>(Field::TdpW));
    QCOMPARE(issues.first().problem, QStringLiteral("-5 W is negative"));
    QCOMPARE(issues.first().message, QStringLiteral("TDP (tdp_w): -5 W is negative"));
}

void TestValidation::dates_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("year") << "2024" << true;
    QTest::newRow("month") << "2024-06" << true;
    QTest::newRow("day") << "2024-06-30" << true;
    QTest::newRow("leap day") << "2024-02-29" << true;
    QTest::newRow("not a leap day") << "2023-02-29" << false;
    QTest::newRow("month 13") << "2024-13" << false;
    QTest::newRow("slashes") << "2024/06" << false;
    QTest::newRow("short year") << "24-06" << false;
    QTest::newRow("single-digit month") << "2024-6" << false;
    QTest::newRow("text") << "Q3 2024" << false;
    QTest::newRow("trailing space") << "2024 " << false;
    QTest::newRow("too early") << "1800" << false;
}

void TestValidation::dates() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QCOMPARE(isValidDate(text), valid);
}

void TestValidation::boundsCoverEveryNumericField() {
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        QCOMPARE(fieldBounds(field).has_value(), info.kind == FieldKind::Number);
        if (info.kind == FieldKind::Number) {
            QVERIFY2(!validateNumber(field, 0).isEmpty(),
                     info.key); // zero is never a value
            // A byte count of 1e10 is an ordinary 10 GB; 1e16 bytes is 10 PB on one chip.
            const double absurd = info.unit == Unit::Byte ? 1e16 : 1e10;
            QVERIFY2(!validateNumber(field, absurd).isEmpty(), info.key);
            QVERIFY2(validateNumber(field, 1).isEmpty(), info.key);
        }
    }
}

void TestValidation::models() {
    QString error;
    const std::optional<ModelCatalogFile> file = builtInModels(&error);
    QVERIFY2(file && !file->models.isEmpty(), qPrintable(error));
    const LlmModel good = file->models.first();

    LlmModel model = good;
    model.value(ModelField::NumLayers) = qint64(0);
    QCOMPARE(messages(validateModel(model)),
             QStringList{QStringLiteral("Layers (num_layers): 0 must be greater than zero")});

    model = good;
    model.value(ModelField::ParamsActiveB) = model.value(ModelField::ParamsTotalB).toDouble() + 1;
    QCOMPARE(validateModel(model).size(), 1);
    QVERIFY(validateModel(model).first().message.startsWith(
        QStringLiteral("Active parameters (params_active_b): ")));

    model = good;
    model.value(ModelField::HiddenSize) = qint64(-4096);
    QCOMPARE(validateModel(model).first().key, QStringLiteral("hidden_size"));

    model = good;
    model.value(ModelField::Id) = QStringLiteral("Bad Id");
    model.value(ModelField::Name) = QString();
    QCOMPARE(validateModel(model).size(), 2);

    model = good;
    model.value(ModelField::ParamsTotalB) = std::numeric_limits<double>::quiet_NaN();
    QVERIFY(!validateModel(model).isEmpty());
}

void TestValidation::parseLocaleNumber_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::newRow("C") << "1307.4"
                       << "C" << true << 1307.4;
    QTest::newRow("German decimal comma") << "1307,4"
                                          << "de_DE" << true << 1307.4;
    QTest::newRow("German groups") << "1.307,4"
                                   << "de_DE" << true << 1307.4;
    QTest::newRow("C text in German falls back") << "1307.4"
                                                 << "de_DE" << true << 1307.4;
    QTest::newRow("German group reads as group") << "1.307"
                                                 << "de_DE" << true << 1307.0;
    QTest::newRow("English groups") << "1,307.4"
                                    << "en_US" << true << 1307.4;
    QTest::newRow("spaces around") << "  42 "
                                   << "en_US" << true << 42.0;
    QTest::newRow("negative") << "-5"
                              << "en_US" << true << -5.0;
    QTest::newRow("exponent") << "2.1e7"
                              << "en_US" << true << 2.1e7;
    QTest::newRow("empty") << ""
                           << "en_US" << false << 0.0;
    QTest::newRow("garbage") << "12abc"
                             << "en_US" << false << 0.0;
    QTest::newRow("unit") << "700 W"
                          << "de_DE" << false << 0.0;
    QTest::newRow("nan") << "nan"
                         << "en_US" << false << 0.0;
    QTest::newRow("NaN C") << "NaN"
                           << "C" << false << 0.0;
    QTest::newRow("inf") << "inf"
                         << "de_DE" << false << 0.0;
    QTest::newRow("huge") << "1e400"
                          << "C" << false << 0.0;
    QTest::newRow("subnormal") << "4.9e-324"
                               << "C" << false << 0.0;
    QTest::newRow("below 1e-300") << "-1e-301"
                                  << "de_DE" << false << 0.0;
    QTest::newRow("1e-300") << "1e-300"
                            << "C" << true << 1e-300;
}

void TestValidation::parseLocaleNumber() {
    QFETCH(QString, text);
    QFETCH(QString, locale);
    QFETCH(bool, ok);
    QFETCH(double, value);
    QString error;
    const std::optional<double> parsed =
        chipatlas::parseLocaleNumber(text, QLocale(locale), &error);
    QCOMPARE(parsed.has_value(), ok);
    if (ok) {
        QCOMPARE(*parsed, value);
    } else {
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.size() < 200, qPrintable(error));
    }
}

// The other figures than a chip's: a system's, an offer's price, an LLM model's number.
void TestValidation::tooSmallForEveryKindOfFigure() {
    System system;
    system.id = QStringLiteral("box");
    system.name = QStringLiteral("Box");
    system.vendor = QStringLiteral("V");
    system.chipId = QStringLiteral("nvidia-h100-sxm");
    system.chipCount = 8;
    system.figure(SystemField::SystemPowerW) = figure(4.9e-324, FigureStatus::Published);
    QCOMPARE(
        issuesText(validateSystem(system)),
        QStringLiteral("System power (system_power_w): 5e-324 W is below 1e-06 W, the smallest "
                       "value a figure may have"));

    Offer offer;
    offer.id = QStringLiteral("p-i-spot");
    offer.targetId = QStringLiteral("nvidia-h100-sxm");
    offer.provider = QStringLiteral("P");
    offer.instance = QStringLiteral("I");
    offer.chips = 8;
    OfferPrice price;
    price.perInstanceHour = 4.9e-324;
    offer.prices.append(price);
    QVERIFY2(issuesText(validateOffer(offer)).contains(QStringLiteral("5e-324 is below 1e-06")),
             qPrintable(issuesText(validateOffer(offer))));

    LlmModel model;
    model.value(ModelField::Id) = QStringLiteral("tiny");
    model.value(ModelField::Name) = QStringLiteral("Tiny");
    model.value(ModelField::ParamsTotalB) = 1e-300;
    QVERIFY2(issuesText(validateModel(model)).contains(QStringLiteral("1e-300 is below 1e-06")),
             qPrintable(issuesText(validateModel(model))));
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
