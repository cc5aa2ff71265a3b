#include "chipcolumn.h"

#include "clicontext.h"
#include "domain/metrics.h"

namespace chipatlas::cli {

namespace {
const QString kId = QStringLiteral("id");
const QString kName = QStringLiteral("name");
const QString kVendor = QStringLiteral("vendor");
const QString kPerfPerWatt = QStringLiteral("perf_per_watt");

Figure textFigure(const QString& text) {
    Figure figure;
    figure.value = text;
    figure.status = FigureStatus::Published;
    return figure;
}
} // namespace

std::optional<ChipColumn> ChipColumn::fromKey(QStringView key, Precision precision) {
    if (key == kId)
        return ChipColumn(Kind::Id, Field::TdpW, precision);
    if (key == kName)
        return ChipColumn(Kind::Name, Field::TdpW, precision);
    if (key == kVendor)
        return ChipColumn(Kind::Vendor, Field::TdpW, precision);
    if (key == kPerfPerWatt)
        return perfPerWatt(precision);
    if (const std::optional<Field> field = fieldFromKey(key))
        return forField(*field);
    return std::nullopt;
}

ChipColumn ChipColumn::forField(Field field) {
    return ChipColumn(Kind::CatalogField, field, Precision::BF16);
}

ChipColumn ChipColumn::perfPerWatt(Precision precision) {
    return ChipColumn(Kind::PerfPerWatt, throughputField(precision), precision);
}

QStringList ChipColumn::keys() {
    QStringList keys{kId, kName, kVendor};
    for (const FieldInfo& info : allFields())
        keys << QString::fromLatin1(info.key);
    keys << kPerfPerWatt;
    return keys;
}

QString ChipColumn::key() const {
    switch (m_kind) {
    case Kind::Id:
        return kId;
    case Kind::Name:
        return kName;
    case Kind::Vendor:
        return kVendor;
    case Kind::PerfPerWatt:
        return kPerfPerWatt;
    case Kind::CatalogField:
        return fieldKey(m_field);
    }
    Q_UNREACHABLE();
    return QString();
}

QString ChipColumn::label() const {
    switch (m_kind) {
    case Kind::Id:
        return QStringLiteral("ID");
    case Kind::Name:
        return QStringLiteral("Name");
    case Kind::Vendor:
        return QStringLiteral("Vendor");
    case Kind::PerfPerWatt:
        return QStringLiteral("%1 perf/W").arg(precisionName(m_precision));
    case Kind::CatalogField:
        return fieldLabel(m_field);
    }
    Q_UNREACHABLE();
    return QString();
}

QString ChipColumn::header() const {
    const QString symbol = unitSymbol(unit());
    return symbol.isEmpty() ? label() : QStringLiteral("%1 (%2)").arg(label(), symbol);
}

bool ChipColumn::isNumeric() const {
    return m_kind == Kind::PerfPerWatt ||
           (m_kind == Kind::CatalogField && fieldInfo(m_field).kind == FieldKind::Number);
}

Unit ChipColumn::unit() const {
    switch (m_kind) {
    case Kind::PerfPerWatt:
        return Unit::TflopsPerWatt;
    case Kind::CatalogField:
        return fieldInfo(m_field).unit;
    default:
        return Unit::None;
    }
}

Figure ChipColumn::figure(const Chip& chip) const {
    switch (m_kind) {
    case Kind::Id:
        return textFigure(chip.id);
    case Kind::Name:
        return textFigure(chip.name);
    case Kind::Vendor:
        return textFigure(chip.vendor);
    case Kind::PerfPerWatt:
        return chipatlas::perfPerWatt(chip, m_precision);
    case Kind::CatalogField:
        return chip.figure(m_field);
    }
    Q_UNREACHABLE();
    return Figure();
}

QString ChipColumn::cellText(const Chip& chip) const {
    if (m_kind != Kind::PerfPerWatt)
        return figureText(figure(chip), fieldInfo(m_field).decimals);
    // A ratio is only as firm as its inputs: it carries their markers.
    Figure ratio = figure(chip);
    for (const Field input : {m_field, Field::TdpW}) {
        if (ratio.hasValue() && chip.figure(input).status == FigureStatus::Unverified)
            ratio.status = FigureStatus::Unverified;
        ratio.sparsityUnstated = ratio.sparsityUnstated || chip.figure(input).sparsityUnstated;
    }
    return figureText(ratio, 3);
}

} // namespace chipatlas::cli
