#include "domain/field.h"
#include "domain/figure.h"
#include "domain/llmmodel.h"
#include "domain/metrics.h"
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
    for (const FieldInfo& info : allFields()) {
        if (isReferenceColumn(info.field))
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
    for (const FieldInfo& info : allFields()) {
        QCOMPARE(fieldFromKey(fieldKey(info.field)), info.field);
        QVERIFY(!fieldLabel(info.field).isEmpty());
    }
    QCOMPARE(fieldFromKey(u"perf_per_watt"), std::nullopt);
    QCOMPARE(fieldFromKey(u"TDP_W"), std::nullopt); // keys are exact
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
