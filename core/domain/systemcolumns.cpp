#include "systemcolumns.h"

#include "entry.h"
#include "figureformat.h"
#include "quantity.h"

#include <QCoreApplication>
#include <QHash>

#include <array>

namespace chipatlas {

namespace {
// lupdate files ColumnText::tr() under "SystemColumns", the context the text is looked up in.
class ColumnText final {
    Q_DECLARE_TR_FUNCTIONS(SystemColumns)
};

struct ColumnInfo {
    SystemColumn column;
    const char* key;
};

constexpr std::array<ColumnInfo, kSystemColumnCount> kColumns{{
    {SystemColumn::Id, "id"},
    {SystemColumn::Name, "name"},
    {SystemColumn::Vendor, "vendor"},
    {SystemColumn::ChipId, "chip_id"},
    {SystemColumn::ChipCount, "chip_count"},
    {SystemColumn::DomainChips, "scaleup_domain_chips"},
    {SystemColumn::ScaleupFabric, "scaleup_fabric"},
    {SystemColumn::ScaleupBwPerChip, "scaleup_bw_per_chip_gbs"},
    {SystemColumn::MemoryTotal, "memory_gb"},
    {SystemColumn::MemoryBwTotal, "memory_bw_gbs"},
    {SystemColumn::Throughput, "throughput"},
    {SystemColumn::PerfPerWatt, "perf_per_watt"},
    {SystemColumn::SystemPower, "system_power_w"},
    {SystemColumn::CheapestPerChipHour, "cheapest_per_chip_hour"},
    {SystemColumn::DearestPerChipHour, "dearest_per_chip_hour"},
    {SystemColumn::OfferSpread, "offer_spread"},
    {SystemColumn::Availability, "availability"},
}};

constexpr bool columnsInEnumOrder() {
    for (int i = 0; i < kSystemColumnCount; ++i) {
        if (int(kColumns[size_t(i)].column) != i)
            return false;
    }
    return true;
}
static_assert(columnsInEnumOrder(), "kColumns must list every SystemColumn in order");

constexpr std::array<SystemColumn, kSystemColumnCount> kAll = [] {
    std::array<SystemColumn, kSystemColumnCount> all{};
    for (int i = 0; i < kSystemColumnCount; ++i)
        all[size_t(i)] = SystemColumn(i);
    return all;
}();

Figure known(QVariant value, FigureStatus status = FigureStatus::Published) {
    Figure figure;
    figure.value = std::move(value);
    figure.status = status;
    return figure;
}

Figure missing() {
    Figure figure;
    figure.status = FigureStatus::Unknown;
    return figure;
}

Figure priceFigure(const std::optional<Offer>& offer, const std::optional<double>& perChipHour) {
    if (!offer || !perChipHour)
        return missing();
    Figure figure = known(*perChipHour);
    figure.source = offer->current()->source;
    figure.note = QStringLiteral("%1 %2 %3")
                      .arg(offer->provider, offer->instance, pricingDisplayName(offer->pricing));
    return figure;
}

// The unit of a numeric column's values, for cell text.
Unit columnUnit(SystemColumn column, Precision precision) {
    switch (column) {
    case SystemColumn::ChipCount:
    case SystemColumn::DomainChips:
        return Unit::Chips;
    case SystemColumn::ScaleupBwPerChip:
    case SystemColumn::MemoryBwTotal:
        return Unit::GigabytePerSecond;
    case SystemColumn::MemoryTotal:
        return Unit::Gigabyte;
    case SystemColumn::Throughput:
        return Quantity::throughput().unit(precision);
    case SystemColumn::PerfPerWatt:
        return Quantity::perfPerWatt().unit(precision);
    case SystemColumn::SystemPower:
        return Unit::Watt;
    default:
        return Unit::None;
    }
}
} // namespace

std::span<const SystemColumn> allSystemColumns() {
    return kAll;
}

QList<SystemColumn> defaultSystemColumns() {
    QList<SystemColumn> columns;
    for (SystemColumn column : kAll) {
        if (column != SystemColumn::Id && column != SystemColumn::ScaleupFabric)
            columns << column;
    }
    return columns;
}

QString systemColumnKey(SystemColumn column) {
    return QString::fromLatin1(kColumns[size_t(column)].key);
}

std::optional<SystemColumn> systemColumnFromKey(QStringView key) {
    for (const ColumnInfo& info : kColumns) {
        if (key == QLatin1String(info.key))
            return info.column;
    }
    return std::nullopt;
}

QStringList systemColumnKeys() {
    QStringList keys;
    for (const ColumnInfo& info : kColumns)
        keys << QString::fromLatin1(info.key);
    return keys;
}

QString systemColumnTitle(SystemColumn column, Precision precision, const ColumnUnit& unit) {
    const QString title = systemColumnTitle(column, precision);
    return unit.isScaled() ? QStringLiteral("%1 (%2)").arg(title, unit.symbol) : title;
}

ColumnUnit systemColumnUnit(SystemColumn column, const QList<SystemRow>& rows, Precision precision,
                            MemoryUnits memoryUnits) {
    const Unit unit = columnUnit(column, precision);
    if (!followsPrintedUnit(unit))
        return {};
    QList<Figure> figures;
    figures.reserve(rows.size());
    for (const SystemRow& row : rows)
        figures << systemColumnFigure(column, row, precision);
    return columnUnitFor(unit, figures, memoryUnits);
}

QString systemColumnTitle(SystemColumn column, Precision precision) {
    switch (column) {
    case SystemColumn::Id:
        return ColumnText::tr("ID");
    case SystemColumn::Name:
        return ColumnText::tr("Name");
    case SystemColumn::Vendor:
        return ColumnText::tr("Vendor");
    case SystemColumn::ChipId:
        return ColumnText::tr("Chip");
    case SystemColumn::ChipCount:
        return ColumnText::tr("Chips");
    case SystemColumn::DomainChips:
        return ColumnText::tr("Scale-up domain (chips)");
    case SystemColumn::ScaleupFabric:
        return systemFieldLabel(SystemField::ScaleupFabric);
    case SystemColumn::ScaleupBwPerChip:
        return systemFieldLabel(SystemField::ScaleupBwPerChipGbs);
    case SystemColumn::MemoryTotal:
        return ColumnText::tr("Memory");
    case SystemColumn::MemoryBwTotal:
        return ColumnText::tr("Memory bandwidth");
    case SystemColumn::Throughput:
        return Quantity::throughput().title(precision);
    case SystemColumn::PerfPerWatt:
        return Quantity::perfPerWatt().title(precision);
    case SystemColumn::SystemPower:
        return ColumnText::tr("System power (W)");
    case SystemColumn::CheapestPerChipHour:
        return ColumnText::tr("Cheapest ($/chip-h)");
    case SystemColumn::DearestPerChipHour:
        return ColumnText::tr("Dearest ($/chip-h)");
    case SystemColumn::OfferSpread:
        return ColumnText::tr("Offer spread");
    case SystemColumn::Availability:
        return systemFieldLabel(SystemField::Availability);
    }
    return {};
}

Better systemColumnBetter(SystemColumn column) {
    switch (column) {
    case SystemColumn::ChipCount:
    case SystemColumn::DomainChips:
    case SystemColumn::ScaleupBwPerChip:
    case SystemColumn::MemoryTotal:
    case SystemColumn::MemoryBwTotal:
    case SystemColumn::Throughput:
    case SystemColumn::PerfPerWatt:
        return Better::Higher;
    case SystemColumn::SystemPower:
    case SystemColumn::CheapestPerChipHour:
    case SystemColumn::DearestPerChipHour:
        return Better::Lower;
    default:
        return Better::None;
    }
}

bool systemColumnIsNumeric(SystemColumn column) {
    switch (column) {
    case SystemColumn::Id:
    case SystemColumn::Name:
    case SystemColumn::Vendor:
    case SystemColumn::ChipId:
    case SystemColumn::ScaleupFabric:
    case SystemColumn::Availability:
        return false;
    default:
        return true;
    }
}

QList<SystemRow> systemRows(const QList<System>& systems, const QList<Chip>& chips,
                            const QList<Offer>& offers) {
    QHash<QString, qsizetype> chipRows;
    chipRows.reserve(chips.size());
    for (qsizetype row = 0; row < chips.size(); ++row) {
        if (!chipRows.contains(chips.at(row).id)) // the first of a repeated id, as a scan finds
            chipRows.insert(chips.at(row).id, row);
    }
    const auto chip = [&](const QString& id) -> const Chip* {
        const auto it = chipRows.constFind(id);
        return it == chipRows.cend() ? nullptr : &chips.at(*it);
    };
    return systemRows(systems, chip, OfferIndex(systems, offers));
}

QList<SystemRow> systemRows(const QList<System>& systems,
                            const std::function<const Chip*(const QString&)>& chip,
                            const OfferIndex& offers) {
    QList<SystemRow> rows;
    rows.reserve(systems.size());
    for (const System& system : systems) {
        const Chip* found = chip(system.chipId);
        rows << SystemRow{system, Entry::ofSystem(system, found),
                          offerSpread(offers.forSystem(system))};
    }
    return rows;
}

Figure systemColumnFigure(SystemColumn column, const SystemRow& row, Precision precision) {
    const System& system = row.system;
    switch (column) {
    case SystemColumn::Id:
        return known(system.id);
    case SystemColumn::Name:
        return known(system.name);
    case SystemColumn::Vendor:
        return known(system.vendor);
    case SystemColumn::ChipId:
        return known(system.chipId);
    case SystemColumn::ChipCount:
        return known(double(system.chipCount));
    case SystemColumn::DomainChips:
        return system.figure(SystemField::ScaleupDomainChips);
    case SystemColumn::ScaleupFabric:
        return system.figure(SystemField::ScaleupFabric);
    case SystemColumn::ScaleupBwPerChip:
        return system.figure(SystemField::ScaleupBwPerChipGbs);
    case SystemColumn::MemoryTotal:
        return row.entry.figure(Field::MemoryGb);
    case SystemColumn::MemoryBwTotal:
        return row.entry.figure(Field::MemoryBwGbs);
    case SystemColumn::Throughput:
        return row.entry.figure(throughputField(precision));
    case SystemColumn::PerfPerWatt:
        return Quantity::perfPerWatt().figure(row.entry.figures(), precision);
    case SystemColumn::SystemPower:
        return system.figure(SystemField::SystemPowerW);
    case SystemColumn::CheapestPerChipHour:
        return priceFigure(row.offers.cheapest, row.offers.cheapestPerChipHour);
    case SystemColumn::DearestPerChipHour:
        return priceFigure(row.offers.dearest, row.offers.dearestPerChipHour);
    case SystemColumn::OfferSpread: {
        if (!row.offers.spread)
            return missing();
        Figure figure = known(*row.offers.spread, FigureStatus::Computed);
        // The pricing type the spread compares within, shown in the cell: "2.5x on-demand".
        figure.configuration = pricingDisplayName(*row.offers.pricing);
        figure.note = ColumnText::tr("dearest / cheapest per chip-hour of %1 priced %2 offers")
                          .arg(row.offers.priced)
                          .arg(pricingDisplayName(*row.offers.pricing));
        return figure;
    }
    case SystemColumn::Availability:
        return system.figure(SystemField::Availability);
    }
    return missing();
}

QString systemCellText(SystemColumn column, const Figure& figure, const QLocale& locale,
                       const ColumnUnit& unit) {
    if (!figure.hasValue())
        return {};
    switch (column) {
    case SystemColumn::CheapestPerChipHour:
    case SystemColumn::DearestPerChipHour:
        return QStringLiteral("$") + locale.toString(figure.number(), 'f', 2);
    case SystemColumn::OfferSpread:
        return ColumnText::tr("%1x %2")
            .arg(locale.toString(figure.number(), 'f', 1), figure.configuration)
            .trimmed();
    case SystemColumn::MemoryTotal:
    case SystemColumn::MemoryBwTotal:
    case SystemColumn::ScaleupBwPerChip:
        // One unit for the column; a column nobody scaled scales for this figure alone.
        return columnCellText(figure,
                              unit.isScaled() ? unit
                                              : columnUnitFor(columnUnit(column, Precision::BF16),
                                                              {figure}, MemoryUnits::Decimal),
                              locale);
    case SystemColumn::Throughput:
    case SystemColumn::PerfPerWatt:
    case SystemColumn::SystemPower:
    case SystemColumn::ChipCount:
    case SystemColumn::DomainChips:
        return formatNumber(figure.number(),
                            column == SystemColumn::PerfPerWatt  ? 2
                            : column == SystemColumn::Throughput ? 1
                                                                 : 0,
                            locale);
    default:
        return figure.text();
    }
}

QVariant systemSortValue(SystemColumn column, const Figure& figure) {
    if (!figure.hasValue())
        return {};
    if (systemColumnIsNumeric(column))
        return decimalReading(figure, columnUnit(column, Precision::BF16));
    return figure.text();
}

} // namespace chipatlas
