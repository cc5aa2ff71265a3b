#include "chartexport.h"

#include "csvwriter.h"
#include "domain/figureformat.h"

#include <QLocale>

namespace chipatlas {

namespace {
QString valueText(const Quantity& quantity, const Figure& figure) {
    if (quantity.isDate())
        return figure.text();
    return QLocale::c().toString(figure.number(), 'g', QLocale::FloatingPointShortest);
}

// The unit of one value as its source printed it ("GiB" for Trainium's 32, "GB" for the
// L40S's 48; docs/DOMAIN-RULES.md rule 4), or the axis's unit when the value is missing.
QString unitOf(const Figure& figure, Unit unit) {
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
    for (const ChartPoint& point : data.points) {
        csv +=
            csvLine({point.id, point.name, point.vendor, spec.x.key(),
                     valueText(spec.x, point.xFigure), unitOf(point.xFigure, xUnit),
                     csvFigureStatus(point.xFigure), spec.y.key(), valueText(spec.y, point.yFigure),
                     unitOf(point.yFigure, yUnit), csvFigureStatus(point.yFigure), precision});
    }
    return csv;
}

} // namespace chipatlas
