#include "quantity.h"

#include "figureformat.h"
#include "metrics.h"

#include <QCoreApplication>
#include <QList>

#include <array>

namespace chipatlas {

namespace {
using Source = Quantity::Source;
using enum FieldKind;
constexpr int kSort = int(QuantityUse::Sort);
constexpr int kList = int(QuantityUse::List);
constexpr int kChart = int(QuantityUse::Chart);

// The quantities that are not catalog Fields (those take key, label, kind, unit, better and
// decimals from the Field table, field.cpp). `label` may hold %1 for the precision's name.
struct OwnInfo {
    Source source;
    const char* key;
    const char* label;
    FieldKind kind;
    Better better;
    int uses;
    int decimals;
};

constexpr std::array kOwn{
    OwnInfo{Source::Id, "id", QT_TRANSLATE_NOOP("Quantity", "ID"), Text, Better::None,
            kSort | kList, 0},
    OwnInfo{Source::Name, "name", QT_TRANSLATE_NOOP("Quantity", "Name"), Text, Better::None,
            kSort | kList, 0},
    OwnInfo{Source::Vendor, "vendor", QT_TRANSLATE_NOOP("Quantity", "Vendor"), Text, Better::None,
            kSort | kList, 0},
    OwnInfo{Source::FamilyGeneration, "family_generation", QT_TRANSLATE_NOOP("Quantity", "Family"),
            Text, Better::None, kSort | kList, 0},
    OwnInfo{Source::Kind, "kind", QT_TRANSLATE_NOOP("Quantity", "Kind"), Text, Better::None,
            kSort | kList, 0},
    // An alias of one Field chosen by the precision: a chart axis only, the table and `list`
    // show the Field itself.
    OwnInfo{Source::Throughput, "throughput", QT_TRANSLATE_NOOP("Quantity", "Dense %1 throughput"),
            Number, Better::Higher, kChart, 1},
    OwnInfo{Source::PerfPerWatt, "perf_per_watt", QT_TRANSLATE_NOOP("Quantity", "%1 perf/W"),
            Number, Better::Higher, kSort | kList | kChart, 2},
    // Higher: the chip is less likely to be starved by memory.
    OwnInfo{Source::BandwidthPerTflop, "bandwidth_per_tflop",
            QT_TRANSLATE_NOOP("Quantity", "Bandwidth per %1"), Number, Better::Higher,
            kSort | kList | kChart, 2},
};

constexpr bool ownInSourceOrder() {
    for (size_t i = 0; i < kOwn.size(); ++i) {
        if (size_t(kOwn[i].source) != i)
            return false;
    }
    return kOwn.size() == size_t(Source::CatalogField);
}
static_assert(ownInSourceOrder(), "kOwn must list every Source but CatalogField in enum order");

constexpr int kQuantityCount = int(kOwn.size()) + kFieldCount;

const OwnInfo& ownInfo(Source source) {
    Q_ASSERT(source != Source::CatalogField);
    return kOwn[size_t(source)];
}

Figure publishedText(const QString& text) {
    Figure figure;
    figure.value = text;
    figure.status = FigureStatus::Published;
    return figure;
}

// A ratio is no cleaner than its throughput input: a possibly sparse figure makes a possibly
// sparse ratio (docs/DOMAIN-RULES.md rule 2).
Figure withSparsityOf(Figure ratio, const Figure& input) {
    ratio.sparsityUnstated = ratio.hasValue() && input.sparsityUnstated;
    return ratio;
}

QString joinedKeys(const QStringList& keys) {
    return keys.join(QStringLiteral(", "));
}
} // namespace

std::span<const Quantity> Quantity::all() {
    static const QList<Quantity> quantities = [] {
        QList<Quantity> result;
        result.reserve(kQuantityCount);
        for (const OwnInfo& info : kOwn)
            result.append(Quantity(info.source, Field::ProcessNode));
        for (const FieldSpec& info : allFields())
            result.append(Quantity(Source::CatalogField, chipField(info)));
        return result;
    }();
    return quantities;
}

QStringList Quantity::keys(QuantityUse use) {
    QStringList keys;
    for (const Quantity& quantity : all()) {
        if (quantity.canUse(use))
            keys << quantity.key();
    }
    return keys;
}

std::optional<Quantity> Quantity::fromKey(QStringView key) {
    for (const Quantity& quantity : all()) {
        if (key == quantity.key())
            return quantity;
    }
    return std::nullopt;
}

std::optional<Quantity> Quantity::fromKey(QStringView key, QuantityUse use) {
    const std::optional<Quantity> quantity = fromKey(key);
    return quantity && quantity->canUse(use) ? quantity : std::nullopt;
}

QString Quantity::keyList(QuantityUse use, int shown) {
    const QStringList all = keys(use);
    if (all.size() <= shown)
        return joinedKeys(all);
    return QCoreApplication::translate("Quantity", "%1, ... (%n in all)", nullptr, int(all.size()))
        .arg(joinedKeys(all.mid(0, shown)));
}

Quantity Quantity::id() {
    return Quantity(Source::Id, Field::ProcessNode);
}

Quantity Quantity::name() {
    return Quantity(Source::Name, Field::ProcessNode);
}

Quantity Quantity::vendor() {
    return Quantity(Source::Vendor, Field::ProcessNode);
}

Quantity Quantity::familyGeneration() {
    return Quantity(Source::FamilyGeneration, Field::ProcessNode);
}

Quantity Quantity::kind() {
    return Quantity(Source::Kind, Field::ProcessNode);
}

Quantity Quantity::throughput() {
    return Quantity(Source::Throughput, Field::ProcessNode);
}

Quantity Quantity::perfPerWatt() {
    return Quantity(Source::PerfPerWatt, Field::ProcessNode);
}

Quantity Quantity::bandwidthPerTflop() {
    return Quantity(Source::BandwidthPerTflop, Field::ProcessNode);
}

Quantity Quantity::forField(Field field) {
    return Quantity(Source::CatalogField, field);
}

QString Quantity::key() const {
    if (m_source == Source::CatalogField)
        return fieldKey(m_field);
    return QString::fromLatin1(ownInfo(m_source).key);
}

QString Quantity::label(Precision precision) const {
    switch (m_source) {
    case Source::CatalogField:
        return fieldLabel(m_field);
    case Source::Throughput:
    case Source::PerfPerWatt:
        return QCoreApplication::translate("Quantity", ownInfo(m_source).label)
            .arg(precisionName(precision));
    case Source::BandwidthPerTflop:
        // "Bandwidth per BF16 TFLOPS", "Bandwidth per INT8 TOPS".
        return QCoreApplication::translate("Quantity", ownInfo(m_source).label)
            .arg(precisionName(precision) + QLatin1Char(' ') +
                 unitSymbol(throughputUnit(precision)));
    default:
        return QCoreApplication::translate("Quantity", ownInfo(m_source).label);
    }
}

Unit Quantity::unit(Precision precision) const {
    const bool integer = throughputUnit(precision) == Unit::Teraops;
    switch (m_source) {
    case Source::CatalogField:
        return fieldInfo(m_field).unit;
    case Source::Throughput:
        return throughputUnit(precision);
    case Source::PerfPerWatt:
        return integer ? Unit::TopsPerWatt : Unit::TflopsPerWatt;
    case Source::BandwidthPerTflop:
        return integer ? Unit::GbpsPerTops : Unit::GbpsPerTflops;
    default:
        return Unit::None;
    }
}

QString Quantity::title(Precision precision) const {
    const QString symbol = unitSymbol(unit(precision));
    return symbol.isEmpty() ? label(precision)
                            : QStringLiteral("%1 (%2)").arg(label(precision), symbol);
}

bool Quantity::showsPrintedUnit() const {
    return m_source == Source::CatalogField && followsPrintedUnit(fieldInfo(m_field).unit);
}

QString Quantity::columnTitle(Precision precision, MemoryUnits memoryUnits) const {
    if (!showsPrintedUnit())
        return title(precision);
    return QStringLiteral("%1 (%2)").arg(
        label(precision), columnUnitFor(unit(precision), 0.0, memoryUnits).symbol);
}

FieldKind Quantity::valueKind() const {
    return m_source == Source::CatalogField ? fieldInfo(m_field).kind : ownInfo(m_source).kind;
}

Better Quantity::better() const {
    return m_source == Source::CatalogField ? fieldInfo(m_field).better : ownInfo(m_source).better;
}

bool Quantity::canUse(QuantityUse use) const {
    if (m_source != Source::CatalogField)
        return (ownInfo(m_source).uses & int(use)) != 0;
    // Every Field sorts and lists; the numbers and dates also chart.
    return use != QuantityUse::Chart || fieldInfo(m_field).kind != FieldKind::Text;
}

bool Quantity::followsPrecision() const {
    return m_source == Source::Throughput || m_source == Source::PerfPerWatt ||
           m_source == Source::BandwidthPerTflop;
}

std::optional<Field> Quantity::field(Precision precision) const {
    switch (m_source) {
    case Source::CatalogField:
        return m_field;
    case Source::Throughput:
    case Source::PerfPerWatt:
        return throughputField(precision);
    case Source::BandwidthPerTflop:
        return Field::MemoryBwGbs;
    default:
        return std::nullopt;
    }
}

int Quantity::decimals() const {
    return m_source == Source::CatalogField ? fieldInfo(m_field).decimals
                                            : ownInfo(m_source).decimals;
}

Figure Quantity::figure(const Chip& chip, Precision precision) const {
    switch (m_source) {
    case Source::PerfPerWatt:
        return withSparsityOf(chipatlas::perfPerWatt(chip, precision),
                              chip.figure(throughputField(precision)));
    case Source::BandwidthPerTflop:
        return withSparsityOf(chipatlas::bandwidthPerTflop(chip, precision),
                              chip.figure(throughputField(precision)));
    default:
        return value(chip, precision);
    }
}

Figure Quantity::value(const Chip& chip, Precision precision) const {
    switch (m_source) {
    case Source::Id:
        return publishedText(chip.id);
    case Source::Name:
        return publishedText(chip.name);
    case Source::Vendor:
        return publishedText(chip.vendor);
    case Source::FamilyGeneration:
        return publishedText(chip.familyGeneration);
    case Source::Kind:
        return publishedText(chip.kind);
    case Source::Throughput:
        return chip.figure(throughputField(precision));
    case Source::PerfPerWatt:
        return withSparsityOf(perfPerWattValue(chip, precision),
                              chip.figure(throughputField(precision)));
    case Source::BandwidthPerTflop:
        return withSparsityOf(bandwidthPerTflopValue(chip, precision),
                              chip.figure(throughputField(precision)));
    case Source::CatalogField:
        return chip.figure(m_field);
    }
    Q_UNREACHABLE();
    return Figure();
}

QString Quantity::cellText(const Figure& value, const QLocale& locale,
                           MemoryUnits memoryUnits) const {
    if (isMissing(value))
        return QString();
    if (!isNumeric())
        return value.text();
    // One unit per column, never scaled per row: GB (GiB) and GB/s (docs/DOMAIN-RULES.md rule 4).
    return showsPrintedUnit()
               ? columnCellText(value, columnUnitFor(unit(Precision::BF16), 0.0, memoryUnits),
                                locale)
               : formatNumber(value.number(), decimals(), locale);
}

bool Quantity::isMissing(const Figure& figure) const {
    return !figure.hasValue() || (!isNumeric() && figure.text().isEmpty());
}

QVariant Quantity::sortValue(const Chip& chip, Precision precision) const {
    return sortValue(value(chip, precision));
}

QVariant Quantity::sortValue(const Figure& value) const {
    if (isMissing(value))
        return QVariant();
    if (!isNumeric())
        return QVariant(value.text());
    // In the order the cells show: a capacity printed in GiB read in GB.
    return showsPrintedUnit() ? QVariant(decimalReading(value, unit(Precision::BF16)))
                              : QVariant(value.number());
}

Unit throughputUnit(Precision precision) {
    return fieldInfo(throughputField(precision)).unit;
}

} // namespace chipatlas
