#include "chartexport.h"

#include "csvwriter.h"

#include <QLocale>

namespace chipatlas {

namespace {
QString valueText(const Quantity& quantity, const Figure& figure) {
    if (quantity.isDate())
        return figure.text();
    return QLocale::c().toString(figure.number(), 'g', QLocale::FloatingPointShortest);
}

} // namespace

QByteArray chartToCsv(const ChartData& data) {
    const ChartSpec& spec = data.spec;
    const QString xUnit = unitSymbol(spec.x.unit(spec.precision));
    const QString yUnit = unitSymbol(spec.y.unit(spec.precision));
    const QString precision = precisionKey(spec.precision);
    QByteArray csv = csvLine(
        {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("vendor"),
         QStringLiteral("x_field"), QStringLiteral("x"), QStringLiteral("x_unit"),
         QStringLiteral("x_status"), QStringLiteral("y_field"), QStringLiteral("y"),
         QStringLiteral("y_unit"), QStringLiteral("y_status"), QStringLiteral("precision")});
    for (const ChartPoint& point : data.points) {
        csv += csvLine({point.id, point.name, point.vendor, spec.x.key(),
                        valueText(spec.x, point.xFigure), xUnit, csvFigureStatus(point.xFigure),
                        spec.y.key(), valueText(spec.y, point.yFigure), yUnit,
                        csvFigureStatus(point.yFigure), precision});
    }
    return csv;
}

} // namespace chipatlas
