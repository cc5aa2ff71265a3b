#include "chart/charttext.h"

#include "domain/boundedlist.h"
#include "domain/figureformat.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace chipatlas {

namespace {
constexpr qsizetype kBinToolTipNames = 5; // the chips a bin's tooltip names

// `unit`: the axis' (Unit::None for a date, whose figure keeps its text).
QString figureText(Unit unit, bool isDate, const Figure& figure, MemoryUnits memoryUnits) {
    // "32 GiB" as printed
    QString text = isDate ? figure.text() : formatFigure(figure, unit, QLocale(), memoryUnits);
    QStringList notes;
    if (figure.status != FigureStatus::Published)
        notes << statusDisplayName(figure.status);
    if (figure.sparsityUnstated)
        notes << QCoreApplication::translate("Chart", "dense or sparse not stated");
    if (!notes.isEmpty())
        text += QStringLiteral(" (%1)").arg(notes.join(QStringLiteral("; ")));
    return text;
}
} // namespace

QString chartPointLabel(const ChartPoint& point) {
    static const QRegularExpression trailingNote(QStringLiteral("\\s*\\([^()]*\\)\\s*$"));
    QString name = point.name;
    name.remove(trailingNote);
    const QString vendorWord = point.vendor.section(QLatin1Char(' '), 0, 0);
    if (!vendorWord.isEmpty() &&
        name.startsWith(vendorWord + QLatin1Char(' '), Qt::CaseInsensitive) &&
        name.size() > vendorWord.size() + 1)
        name = name.mid(vendorWord.size() + 1);
    if (name.isEmpty())
        name = point.name;
    // Like the command line's "500?": this point rests on a figure no source confirms; "2517*":
    // on a throughput that may be sparse.
    if (point.isUnverified())
        return name + QLatin1Char('?');
    // A design target: "Trainium4 target".
    if (point.isDesignTarget())
        return name + QLatin1Char(' ') + statusMark(FigureStatus::DesignTarget);
    // A measured result above its bound (resultchart.h).
    if (point.aboveBound)
        return name + QLatin1Char('!');
    return point.isSparsityUnstated() ? name + QLatin1Char('*') : name;
}

QString chartPointToolTip(const ChartData& data, const ChartPoint& point, MemoryUnits memoryUnits) {
    const ChartSpec& spec = data.spec;
    const QString line = QStringLiteral("%1: %2");
    // The axis' own label and unit where the chart names them (a chart of measured results),
    // else its quantity's.
    const auto axisLine = [&](const ChartData::Axis& axis, const Quantity& quantity,
                              const Figure& figure) {
        if (!axis.key.isEmpty())
            return line.arg(axis.label, figureText(axis.unit, false, figure, memoryUnits));
        return line.arg(
            quantity.label(spec.precision),
            figureText(quantity.unit(spec.precision), quantity.isDate(), figure, memoryUnits));
    };
    QStringList lines{QStringLiteral("%1 (%2)").arg(point.name, point.vendor),
                      axisLine(data.xAxis, spec.x, point.xFigure),
                      axisLine(data.yAxis, spec.y, point.yFigure)};
    if (point.aboveBound && spec.subject == ChartSubject::MeasuredVsBound)
        lines << QCoreApplication::translate("Chart", "Above its bound: an error in the data or "
                                                      "in the formula");
    return lines.join(QLatin1Char('\n'));
}

QString chartBinToolTip(const ChartData& data, const ChartBin& bin) {
    QStringList lines{QCoreApplication::translate(
        "CatalogChart", "%Ln chip(s) in this cell, drawn as a bin:", nullptr,
        int(bin.points.size()))};
    for (const qsizetype index : bin.points.first(std::min(bin.points.size(), kBinToolTipNames)))
        lines << data.points.at(index).name;
    const QString more = andMoreText(bin.points.size() - (lines.size() - 1));
    if (!more.isEmpty())
        lines << more;
    return lines.join(QLatin1Char('\n'));
}

} // namespace chipatlas
