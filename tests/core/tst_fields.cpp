#include "domain/field.h"
#include "domain/figure.h"
#include "domain/llmmodel.h"
#include "domain/metrics.h"
#include "domain/offer.h"
#include "domain/schema.h"
#include "domain/system.h"
#include "io/csvreader.h"

#include <QFile>
#include <QTest>

using namespace chipatlas;

namespace {
QStringList referenceHeader(const char* file) {
    QFile f(QStringLiteral(CHIPATLAS_SOURCE_DIR "/resources/reference/") +
            QString::fromLatin1(file));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QString error;
    const auto table = parseCsv(f.readAll(), &error);
    return table ? table->header : QStringList();
}
} // namespace

class TestFields : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyCsvColumnIsAChipFieldOrAttribute();
    void modelFieldsAreTheCsvColumnsInOrder();
    void keysRoundTrip();
    void everyKindIsASchema();
    void throughputFieldPerPrecision_data();
    void throughputFieldPerPrecision();
    void precisionParsing();
    void statusKeysRoundTrip();
    void perfPerWattNeedsBothFigures();
    void availabilityClasses();
};

void TestFields::everyCsvColumnIsAChipFieldOrAttribute() {
    const QStringList header = referenceHeader("accelerators.csv");
    QVERIFY(!header.isEmpty());
    const QStringList attributes{QStringLiteral("id"),          QStringLiteral("vendor"),
                                 QStringLiteral("name"),        QStringLiteral("family_generation"),
                                 QStringLiteral("kind"),        QStringLiteral("sparsity_note"),
                                 QStringLiteral("source_urls"), QStringLiteral("notes")};
    QStringList fieldKeys;
    for (const FieldSpec& info : allFields()) {
        if (isReferenceColumn(chipField(info)))
            fieldKeys << QString::fromLatin1(info.key);
    }
    // The memory the driver reports comes from visible-memory.csv, not from this file.
    QVERIFY(!isReferenceColumn(Field::VisibleMemoryBytes));
    QVERIFY(!header.contains(QStringLiteral("visible_memory_bytes")));
    for (const QString& column : header)
        QVERIFY2(fieldKeys.contains(column) || attributes.contains(column), qPrintable(column));
    // And every field is a CSV column, in the CSV's order.
    qsizetype last = -1;
    for (const QString& key : fieldKeys) {
        const qsizetype at = header.indexOf(key);
        QVERIFY2(at > last, qPrintable(key));
        last = at;
    }
    QCOMPARE(fieldKeys.size() + attributes.size(), header.size());
}

void TestFields::modelFieldsAreTheCsvColumnsInOrder() {
    const QStringList header = referenceHeader("llm-models.csv");
    QStringList keys;
    for (const ModelFieldInfo& info : allModelFields())
        keys << QString::fromLatin1(info.key);
    QCOMPARE(keys, header);
}

void TestFields::keysRoundTrip() {
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        QCOMPARE(fieldFromKey(fieldKey(field)), field);
        QVERIFY(!fieldLabel(field).isEmpty());
    }
    QCOMPARE(fieldFromKey(u"perf_per_watt"), std::nullopt);
    QCOMPARE(fieldFromKey(u"TDP_W"), std::nullopt); // keys are exact
}

void TestFields::everyKindIsASchema() {
    const auto keysOf = [](const EntrySchema& schema) {
        QStringList keys;
        for (const FieldSpec& spec : schema.fields)
            keys << QString::fromLatin1(spec.key);
        return keys.join(QLatin1Char(','));
    };
    // The keys are the files' and the command line's words: the same as they always were, a
    // field added later (list_price_usd) at the end.
    QCOMPARE(keysOf(systemSchema()),
             QStringLiteral("scaleup_fabric,scaleup_domain_chips,scaleup_bw_per_chip_gbs,"
                            "scaleout_network,host_cpus,host_memory_gb,system_power_w,"
                            "rack_power_w,vendor_total_fp8_tflops,vendor_total_bf16_tflops,"
                            "vendor_total_memory_gb,vendor_total_memory_bw_gbs,availability,"
                            "list_price_usd"));
    QCOMPARE(keysOf(offerSchema()),
             QStringLiteral("target_id,provider,region,instance,pricing,pricing_note,chips,notes"));
    QCOMPARE(qsizetype(chipSchema().fields.size()), qsizetype(kFieldCount));
    // Each kind's enum indexes its schema, and a key finds its field.
    for (const EntrySchema* schema : {&chipSchema(), &systemSchema(), &offerSchema()}) {
        for (size_t i = 0; i < schema->fields.size(); ++i) {
            const FieldSpec& spec = schema->fields[i];
            QCOMPARE(spec.index, int(i));
            QCOMPARE(schema->indexOf(schema->key(spec.index)), spec.index);
            QVERIFY(!schema->label(spec.index).isEmpty());
        }
        QCOMPARE(schema->indexOf(u"no_such_key"), std::nullopt);
    }
    QCOMPARE(&chipSchema().at(int(Field::TdpW)), &fieldInfo(Field::TdpW));
    QCOMPARE(&systemSchema().at(int(SystemField::RackPowerW)),
             &systemFieldInfo(SystemField::RackPowerW));
    QCOMPARE(systemFieldLabel(SystemField::HostMemoryGb), QStringLiteral("Host memory"));
    QCOMPARE(offerFieldLabel(OfferField::TargetId), QStringLiteral("System or chip"));
    // What a field's values carry: a chip's bandwidth a printed unit and a link scope, a
    // system's capacity a printed unit but no sparsity flag, an offer's fields no status.
    QVERIFY(fieldInfo(Field::InterconnectBwGbs).takes(FigureMark::LinkScope));
    QVERIFY(fieldInfo(Field::Fp8TflopsDense).takes(FigureMark::SparsityUnstated));
    QVERIFY(systemFieldInfo(SystemField::HostMemoryGb).takesPrintedUnit());
    QVERIFY(
        !systemFieldInfo(SystemField::VendorTotalFp8Tflops).takes(FigureMark::SparsityUnstated));
    QVERIFY(!offerFieldInfo(OfferField::Chips).takes(FigureMark::Status));
}

void TestFields::throughputFieldPerPrecision_data() {
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<QString>("key");
    QTest::newRow("fp64") << Precision::FP64 << QStringLiteral("fp64_tflops");
    QTest::newRow("bf16") << Precision::BF16 << QStringLiteral("bf16_tflops_dense");
    QTest::newRow("fp8") << Precision::FP8 << QStringLiteral("fp8_tflops_dense");
    QTest::newRow("int8") << Precision::INT8 << QStringLiteral("int8_tops_dense");
    QTest::newRow("fp4") << Precision::FP4 << QStringLiteral("fp4_tflops_dense");
}

void TestFields::throughputFieldPerPrecision() {
    QFETCH(Precision, precision);
    QFETCH(QString, key);
    const Field field = throughputField(precision);
    QCOMPARE(fieldKey(field), key);
    QCOMPARE(fieldInfo(field).better, Better::Higher);
    QCOMPARE(fieldInfo(field).kind, FieldKind::Number);
}

void TestFields::precisionParsing() {
    for (Precision p : kAllPrecisions) {
        QCOMPARE(precisionFromString(precisionKey(p)), p);
        QCOMPARE(precisionFromString(precisionName(p)), p);
    }
    QCOMPARE(precisionFromString(u"Bf16"), Precision::BF16);
    QCOMPARE(precisionFromString(u"fp12"), std::nullopt);
}

void TestFields::statusKeysRoundTrip() {
    for (FigureStatus s :
         {FigureStatus::Published, FigureStatus::Computed, FigureStatus::NotPublished,
          FigureStatus::Unknown, FigureStatus::Unverified})
        QCOMPARE(statusFromKey(statusKey(s)), s);
    QCOMPARE(statusKey(FigureStatus::NotPublished), QStringLiteral("not_published"));
    QCOMPARE(statusDisplayName(FigureStatus::NotPublished), QStringLiteral("not published"));
    QCOMPARE(statusFromKey(u"estimated"), std::nullopt);
}

void TestFields::perfPerWattNeedsBothFigures() {
    Chip chip;
    chip.figure(Field::Bf16TflopsDense) = {.value = 362.05, .status = FigureStatus::Published};
    chip.figure(Field::TdpW) = {.value = 350.0, .status = FigureStatus::Published};
    Figure ppw = perfPerWatt(chip, Precision::BF16);
    QCOMPARE(ppw.status, FigureStatus::Computed);
    QVERIFY(qFuzzyCompare(ppw.number(), 362.05 / 350.0));

    chip.figure(Field::TdpW) = {.status = FigureStatus::NotPublished};
    ppw = perfPerWatt(chip, Precision::BF16);
    QVERIFY(!ppw.hasValue());
    QCOMPARE(ppw.status, FigureStatus::NotPublished);
    QVERIFY2(ppw.note.contains(QStringLiteral("TDP")), qPrintable(ppw.note));

    chip.figure(Field::TdpW) = {.value = 500.0, .status = FigureStatus::Unverified};
    ppw = perfPerWatt(chip, Precision::BF16);
    QVERIFY(ppw.hasValue());
    QCOMPARE(ppw.status, FigureStatus::Unverified);
    QVERIFY2(ppw.note.contains(QStringLiteral("unverified")), qPrintable(ppw.note));

    // Another precision reads another figure: FP8 is unknown here.
    QVERIFY(!perfPerWatt(chip, Precision::FP8).hasValue());

    chip.figure(Field::MemoryBwGbs) = {.value = 4800.0, .status = FigureStatus::Published};
    QVERIFY(qFuzzyCompare(bandwidthPerTflop(chip, Precision::BF16).number(), 4800.0 / 362.05));
}

void TestFields::availabilityClasses() {
    Chip chip;
    auto classesOf = [&chip](const char* text) {
        chip.figure(Field::Availability) = {.value = QString::fromLatin1(text),
                                            .status = FigureStatus::Published};
        return chipatlas::availabilityClasses(chip);
    };
    QCOMPARE(classesOf("buy"), int(AvailabilityClass::Buy));
    QCOMPARE(classesOf("cloud-only (EC2 Trn1/Trn1n)"), int(AvailabilityClass::Cloud));
    QCOMPARE(classesOf("buy (CS-3 systems); cloud (Cerebras Inference)"),
             int(AvailabilityClass::Buy) | int(AvailabilityClass::Cloud));
    QCOMPARE(classesOf("internal Azure use only (not sold)"), int(AvailabilityClass::Internal));
    chip.figure(Field::Availability) = {};
    QCOMPARE(chipatlas::availabilityClasses(chip), 0);
}

QTEST_GUILESS_MAIN(TestFields)
#include "tst_fields.moc"
