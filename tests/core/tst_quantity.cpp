// The registry of chip quantities (domain/quantity.h): every key, walked.
#include "domain/metrics.h"
#include "domain/quantity.h"
#include "io/catalogjson.h"
#include "testfigures.h"

#include <QTest>

#include <set>

using namespace chipatlas;
using namespace chipatlas::testfigures;

class TestQuantity : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void keysAreUniqueAndRoundTrip();
    void everyKeyHasALabelAndTitle();
    void unitsFollowThePrecision_data();
    void unitsFollowThePrecision();
    void betterDirection();
    void uses();
    void valuesOfABuiltInChip();
    void computedValuesOfABuiltInChip();
    void identityAndMissingValues();
    void ratiosCarryTheSparsityFlag();
    void keyListNamesTheFirstKeysAndTheCount();

private:
    Chip m_h100;
};

void TestQuantity::initTestCase() {
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    QVERIFY2(file, qPrintable(error));
    for (const Chip& chip : file->chips) {
        if (chip.id == QLatin1String("nvidia-h100-sxm"))
            m_h100 = chip;
    }
    QCOMPARE(m_h100.name, QStringLiteral("NVIDIA H100 SXM"));
}

void TestQuantity::keysAreUniqueAndRoundTrip() {
    std::set<QString> seen;
    for (const Quantity& quantity : Quantity::all()) {
        const QString key = quantity.key();
        QVERIFY2(!key.isEmpty(), "empty key");
        QVERIFY2(seen.insert(key).second, qPrintable(key));
        QCOMPARE(Quantity::fromKey(key), std::optional(quantity));
    }
    QCOMPARE(qsizetype(seen.size()), qsizetype(5 + 3 + kFieldCount));
    for (const FieldSpec& info : allFields())
        QCOMPARE(Quantity::fromKey(QString::fromLatin1(info.key)),
                 std::optional(Quantity::forField(chipField(info))));
    QCOMPARE(Quantity::keys(QuantityUse::Sort).mid(0, 5),
             QStringList({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("vendor"),
                          QStringLiteral("family_generation"), QStringLiteral("kind")}));
    QVERIFY(!Quantity::fromKey(u"tdp"));
    QVERIFY(!Quantity::fromKey(u""));
    QVERIFY(!Quantity::fromKey(u"TDP_W")); // keys are exact
}

void TestQuantity::everyKeyHasALabelAndTitle() {
    for (const Quantity& quantity : Quantity::all()) {
        for (Precision precision : kAllPrecisions) {
            const QString label = quantity.label(precision);
            const QString where = quantity.key() + QLatin1Char(' ') + precisionName(precision);
            QVERIFY2(!label.isEmpty(), qPrintable(where));
            QVERIFY2(!label.contains(QLatin1Char('%')),
                     qPrintable(where + QLatin1Char(' ') + label));
            QVERIFY2(quantity.followsPrecision() || label == quantity.label(Precision::BF16),
                     qPrintable(where));
            const QString symbol = unitSymbol(quantity.unit(precision));
            QCOMPARE(quantity.title(precision),
                     symbol.isEmpty() ? label : QStringLiteral("%1 (%2)").arg(label, symbol));
            if (!quantity.isNumeric())
                QCOMPARE(quantity.unit(precision), Unit::None);
        }
    }
    QCOMPARE(Quantity::forField(Field::TdpW).title(Precision::BF16), QStringLiteral("TDP (W)"));
    QCOMPARE(Quantity::id().title(Precision::BF16), QStringLiteral("ID"));
    QCOMPARE(Quantity::familyGeneration().label(Precision::BF16), QStringLiteral("Family"));
}

void TestQuantity::unitsFollowThePrecision_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<QString>("title");
    QTest::newRow("throughput BF16")
        << "throughput" << Precision::BF16 << "Dense BF16 throughput (TFLOPS)";
    QTest::newRow("throughput INT8")
        << "throughput" << Precision::INT8 << "Dense INT8 throughput (TOPS)";
    QTest::newRow("perf/W BF16") << "perf_per_watt" << Precision::BF16 << "BF16 perf/W (TFLOPS/W)";
    QTest::newRow("perf/W INT8") << "perf_per_watt" << Precision::INT8 << "INT8 perf/W (TOPS/W)";
    QTest::newRow("perf/W FP4") << "perf_per_watt" << Precision::FP4 << "FP4 perf/W (TFLOPS/W)";
    QTest::newRow("bandwidth BF16") << "bandwidth_per_tflop" << Precision::BF16
                                    << "Bandwidth per BF16 TFLOPS (GB/s per TFLOPS)";
    QTest::newRow("bandwidth INT8")
        << "bandwidth_per_tflop" << Precision::INT8 << "Bandwidth per INT8 TOPS (GB/s per TOPS)";
    QTest::newRow("int8 field") << "int8_tops_dense" << Precision::BF16 << "INT8 dense (TOPS)";
    QTest::newRow("bf16 field") << "bf16_tflops_dense" << Precision::INT8 << "BF16 dense (TFLOPS)";
}

void TestQuantity::unitsFollowThePrecision() {
    QFETCH(QString, key);
    QFETCH(Precision, precision);
    QFETCH(QString, title);
    const std::optional<Quantity> quantity = Quantity::fromKey(key);
    QVERIFY(quantity);
    QCOMPARE(quantity->title(precision), title);
    // Integer precisions count operations, the others floating-point operations, in every
    // quantity that follows the precision.
    for (const Quantity& q : Quantity::all()) {
        if (!q.followsPrecision())
            continue;
        for (Precision p : kAllPrecisions) {
            const QString symbol = unitSymbol(q.unit(p));
            const bool integer = p == Precision::INT8;
            QCOMPARE(throughputUnit(p), integer ? Unit::Teraops : Unit::Teraflops);
            QVERIFY2(symbol.contains(QLatin1String("TOPS")) == integer, qPrintable(symbol));
            QVERIFY2(symbol.contains(QLatin1String("TFLOPS")) == !integer, qPrintable(symbol));
        }
    }
}

void TestQuantity::betterDirection() {
    for (const Quantity& quantity : Quantity::all()) {
        const std::optional<Field> field = quantity.field(Precision::BF16);
        if (quantity.followsPrecision())
            QCOMPARE(quantity.better(), Better::Higher);
        else if (field)
            QCOMPARE(quantity.better(), fieldInfo(*field).better);
        else
            QCOMPARE(quantity.better(), Better::None); // identity
    }
    QCOMPARE(Quantity::forField(Field::TdpW).better(), Better::Lower);
    QCOMPARE(Quantity::forField(Field::LaunchPriceUsd).better(), Better::Lower);
    QCOMPARE(Quantity::forField(Field::MemoryGb).better(), Better::Higher);
    QCOMPARE(Quantity::name().better(), Better::None);
}

void TestQuantity::uses() {
    // Sort and List are the same set; Chart takes the numbers and dates.
    QCOMPARE(Quantity::keys(QuantityUse::Sort), Quantity::keys(QuantityUse::List));
    for (const Quantity& quantity : Quantity::all()) {
        const QString key = quantity.key();
        QCOMPARE(quantity.canUse(QuantityUse::Chart), quantity.valueKind() != FieldKind::Text);
        QCOMPARE(quantity.canUse(QuantityUse::Sort), !(quantity == Quantity::throughput()));
        QCOMPARE(Quantity::fromKey(key, QuantityUse::Chart).has_value(),
                 quantity.canUse(QuantityUse::Chart));
    }
    for (const char* key : {"id", "name", "vendor", "family_generation", "kind", "memory_type"})
        QVERIFY2(!Quantity::fromKey(QString::fromLatin1(key), QuantityUse::Chart), key);
    QCOMPARE(Quantity::keys(QuantityUse::Chart).mid(0, 3),
             QStringList({QStringLiteral("throughput"), QStringLiteral("perf_per_watt"),
                          QStringLiteral("bandwidth_per_tflop")}));
    QVERIFY(Quantity::forField(Field::Released).isDate());
    QVERIFY(Quantity::forField(Field::Released).canUse(QuantityUse::Chart));
}

void TestQuantity::valuesOfABuiltInChip() {
    // Every quantity: value() and figure() agree, and sortValue() is the value (null when
    // missing) of the right type.
    for (const Quantity& quantity : Quantity::all()) {
        for (Precision precision : kAllPrecisions) {
            const QString where = quantity.key() + QLatin1Char(' ') + precisionName(precision);
            const Figure value = quantity.value(m_h100, precision);
            const Figure figure = quantity.figure(m_h100, precision);
            QVERIFY2(value.value == figure.value, qPrintable(where));
            QCOMPARE(value.status, figure.status);
            QCOMPARE(value.sparsityUnstated, figure.sparsityUnstated);
            const QVariant sort = quantity.sortValue(m_h100, precision);
            if (quantity.isMissing(value)) {
                QVERIFY2(sort.isNull(), qPrintable(where));
                continue;
            }
            QCOMPARE(sort.typeId(),
                     quantity.isNumeric() ? int(QMetaType::Double) : int(QMetaType::QString));
            if (quantity.isNumeric())
                QCOMPARE(sort.toDouble(), value.number());
            else
                QCOMPARE(sort.toString(), value.text());
            if (const std::optional<Field> field = quantity.field(precision);
                field && !quantity.followsPrecision())
                QCOMPARE(value, m_h100.figure(*field));
        }
    }
    const Precision bf16 = Precision::BF16;
    QCOMPARE(Quantity::id().sortValue(m_h100, bf16).toString(), QStringLiteral("nvidia-h100-sxm"));
    QCOMPARE(Quantity::name().sortValue(m_h100, bf16).toString(),
             QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(Quantity::vendor().sortValue(m_h100, bf16).toString(), m_h100.vendor);
    QCOMPARE(Quantity::kind().sortValue(m_h100, bf16).toString(), QStringLiteral("gpu"));
    QCOMPARE(Quantity::forField(Field::TdpW).sortValue(m_h100, bf16).toDouble(), 700.0);
    QCOMPARE(Quantity::forField(Field::Released).sortValue(m_h100, bf16).typeId(),
             int(QMetaType::QString));
}

void TestQuantity::computedValuesOfABuiltInChip() {
    const double bandwidth = m_h100.figure(Field::MemoryBwGbs).number();
    QCOMPARE(Quantity::throughput().sortValue(m_h100, Precision::BF16).toDouble(), 989.5);
    QCOMPARE(Quantity::throughput().field(Precision::FP8), std::optional(Field::Fp8TflopsDense));
    QCOMPARE(Quantity::throughput().sortValue(m_h100, Precision::FP8).toDouble(),
             m_h100.figure(Field::Fp8TflopsDense).number());
    QCOMPARE(Quantity::perfPerWatt().sortValue(m_h100, Precision::BF16).toDouble(), 989.5 / 700.0);
    QCOMPARE(Quantity::bandwidthPerTflop().sortValue(m_h100, Precision::BF16).toDouble(),
             bandwidth / 989.5);
    for (Precision precision : kAllPrecisions) {
        const Figure perfPerWatt = Quantity::perfPerWatt().figure(m_h100, precision);
        QCOMPARE(perfPerWatt.value, chipatlas::perfPerWatt(m_h100, precision).value);
        QCOMPARE(perfPerWatt.note, chipatlas::perfPerWatt(m_h100, precision).note);
        QVERIFY(Quantity::perfPerWatt().value(m_h100, precision).note.isEmpty());
        const Figure perTflop = Quantity::bandwidthPerTflop().figure(m_h100, precision);
        QCOMPARE(perTflop.value, bandwidthPerTflop(m_h100, precision).value);
    }
    QCOMPARE(Quantity::perfPerWatt().value(m_h100, Precision::BF16).status, FigureStatus::Computed);
}

void TestQuantity::identityAndMissingValues() {
    Chip chip;
    chip.id = QStringLiteral("x");
    chip.name = QStringLiteral("X");
    chip.figure(Field::TdpW) = missing(FigureStatus::NotPublished);
    chip.figure(Field::MemoryType) = text(QString());
    const Figure name = Quantity::name().figure(chip, Precision::BF16);
    QCOMPARE(name.text(), QStringLiteral("X"));
    QCOMPARE(name.status, FigureStatus::Published);
    // Empty text is as missing as a null figure: it sorts last.
    QVERIFY(Quantity::familyGeneration().sortValue(chip, Precision::BF16).isNull());
    QVERIFY(Quantity::forField(Field::MemoryType).sortValue(chip, Precision::BF16).isNull());
    QVERIFY(Quantity::forField(Field::TdpW).sortValue(chip, Precision::BF16).isNull());
    const Figure perfPerWatt = Quantity::perfPerWatt().value(chip, Precision::BF16);
    QVERIFY(!perfPerWatt.hasValue());
    QVERIFY(Quantity::perfPerWatt().isMissing(perfPerWatt));
}

void TestQuantity::ratiosCarryTheSparsityFlag() {
    Chip chip;
    chip.figure(Field::Int8TopsDense) = sparse(750);
    chip.figure(Field::TdpW) = number(300);
    chip.figure(Field::MemoryBwGbs) = number(80);
    for (const Quantity& quantity :
         {Quantity::perfPerWatt(), Quantity::bandwidthPerTflop(), Quantity::throughput()}) {
        QVERIFY2(quantity.value(chip, Precision::INT8).sparsityUnstated,
                 qPrintable(quantity.key()));
        QVERIFY2(quantity.figure(chip, Precision::INT8).sparsityUnstated,
                 qPrintable(quantity.key()));
    }
    QCOMPARE(Quantity::perfPerWatt().value(chip, Precision::INT8).number(), 2.5);
    QVERIFY(!Quantity::perfPerWatt().value(chip, Precision::BF16).sparsityUnstated);
}

void TestQuantity::keyListNamesTheFirstKeysAndTheCount() {
    const QStringList chart = Quantity::keys(QuantityUse::Chart);
    QVERIFY(chart.size() > 8);
    const QString list = Quantity::keyList(QuantityUse::Chart);
    QVERIFY2(list.startsWith(chart.mid(0, 8).join(QStringLiteral(", "))), qPrintable(list));
    QVERIFY2(list.contains(QString::number(chart.size())), qPrintable(list));
    QCOMPARE(Quantity::keyList(QuantityUse::Chart, 100), chart.join(QStringLiteral(", ")));
}

QTEST_GUILESS_MAIN(TestQuantity)
#include "tst_quantity.moc"
