#include "chartexport.h"

#include "csvwriter.h"
#include "domain/figureformat.h"

#include <QLocale>

namespace chipatlas {

namespace {
// Whether the figure, a capacity its source printed in GB (or did not say), is written in GiB:
// under MemoryUnits::Binary, as the chart's axis and the table show it.
bool convertedToGib(const Figure& figure, Unit unit, MemoryUnits memoryUnits) {
    return unit == Unit::Gigabyte && memoryUnits == MemoryUnits::Binary &&
           !printedInBinary(figure, unit) && figure.hasValue() &&
           figure.value.typeId() != QMetaType::QString;
}

QString valueText(const Quantity& quantity, const Figure& figure, Unit unit,
                  MemoryUnits memoryUnits) {
    if (quantity.isDate())
        return figure.text();
    const double value = convertedToGib(figure, unit, memoryUnits)
                             ? bytesIn(figure.number() * 1e9, MemoryUnits::Binary)
                             : figure.number();
    return QLocale::c().toString(value, 'g', QLocale::FloatingPointShortest);
}

// The unit of one value as its source printed it ("GiB" for Trainium's 32, "GB" for the
// L40S's 48; docs/DOMAIN-RULES.md rule 4), "GiB" for a capacity printed in GB under
// MemoryUnits::Binary, or the axis's unit when the value is missing.
QString unitOf(const Figure& figure, Unit unit, MemoryUnits memoryUnits) {
    if (convertedToGib(figure, unit, memoryUnits))
        return memoryUnitSymbol(MemoryUnits::Binary);
    const QString printed = printedUnitOf(figure, unit);
    return printed.isEmpty() ? unitSymbol(unit) : printed;
}
} // namespace

QByteArray chartToCsv(const ChartData& data) {
    const ChartSpec& spec = data.spec;
    const Unit xUnit = spec.x.unit(spec.precision);
    const Unit yUnit = spec.y.unit(spec.precision);
    const QString precision = precisionKey(spec.precision);
    QByteArray csv = csvLine(
        {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("vendor"),
         QStringLiteral("x_field"), QStringLiteral("x"), QStringLiteral("x_unit"),
         QStringLiteral("x_status"), QStringLiteral("y_field"), QStringLiteral("y"),
         QStringLiteral("y_unit"), QStringLiteral("y_status"), QStringLiteral("precision")});
    const MemoryUnits memory = data.memoryUnits;
    // A chart of measured results names its axes itself: the values as they are, in the axes'
    // units; no precision.
    if (!data.xAxis.key.isEmpty()) {
        const auto number = [](double value) {
            return QLocale::c().toString(value, 'g', QLocale::FloatingPointShortest);
        };
        for (const ChartPoint& point : data.points)
            csv += csvLine({point.id, point.name, point.vendor, data.xAxis.key, number(point.x),
                            unitSymbol(data.xAxis.unit), csvFigureStatus(point.xFigure),
                            data.yAxis.key, number(point.y), unitSymbol(data.yAxis.unit),
                            csvFigureStatus(point.yFigure), QString()});
        return csv;
    }
    for (const ChartPoint& point : data.points) {
        csv += csvLine({point.id, point.name, point.vendor, spec.x.key(),
                        valueText(spec.x, point.xFigure, xUnit, memory),
                        unitOf(point.xFigure, xUnit, memory), csvFigureStatus(point.xFigure),
                        spec.y.key(), valueText(spec.y, point.yFigure, yUnit, memory),
                        unitOf(point.yFigure, yUnit, memory), csvFigureStatus(point.yFigure),
                        precision});
    }
    return csv;
}

} // namespace chipatlas
