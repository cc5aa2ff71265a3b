#include "figureformat.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace chipatlas {

namespace {
bool printedBinary(const Figure& figure, Unit unit) {
    return printedInBinary(figure, unit);
}

// A number with at most `decimals` decimals, trailing zeros dropped: "851.2", "0.64".
QString trimmed(double value, int decimals, const QLocale& locale) {
    QString text = formatNumber(value, decimals, locale);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

// "85.52 GB (81,559 MiB)": the total a driver reports, readable and exact to the MiB that
// nvidia-smi prints.
QString bytesText(double bytes, const QLocale& locale, MemoryUnits memoryUnits) {
    const QString gigabytes = QStringLiteral("%1 %2").arg(
        formatNumber(bytesIn(bytes, memoryUnits), 2, locale), memoryUnitSymbol(memoryUnits));
    const qint64 mebibytes = std::llround(bytes / double(1LL << 20));
    return QStringLiteral("%1 (%2 MiB)").arg(gigabytes, locale.toString(mebibytes));
}

// One number of `figure` (its value or an end of its range) with the unit it shows in.
QString numberText(double value, const Figure& figure, Unit unit, const QLocale& locale,
                   MemoryUnits memoryUnits) {
    // The stored number is the printed one: Trainium1's 32 is 32 GiB, never 29.8 GiB.
    if (printedBinary(figure, unit))
        return formatQuantity(value, Unit::None, locale) + QLatin1Char(' ') +
               (unit == Unit::Gigabyte ? QStringLiteral("GiB") : QStringLiteral("GiB/s"));
    if (unit == Unit::Byte)
        return bytesText(value, locale, memoryUnits);
    return formatQuantity(value, unit, locale, memoryUnits);
}

// "900-1,200 W", "up to 350 W"; empty without a range.
QString rangeText(const Figure& figure, Unit unit, const QLocale& locale, MemoryUnits memoryUnits) {
    const auto text = [&](double value) {
        return numberText(value, figure, unit, locale, memoryUnits);
    };
    if (figure.rangeLow && figure.rangeHigh) {
        QString low = text(*figure.rangeLow);
        const QString high = text(*figure.rangeHigh);
        // The unit once, after the high end, when both ends have the same one.
        const QString unitSuffix = high.mid(high.indexOf(QLatin1Char(' ')));
        if (high.contains(QLatin1Char(' ')) && low.endsWith(unitSuffix))
            low.chop(unitSuffix.size());
        return low + QLatin1Char('-') + high;
    }
    if (figure.rangeHigh)
        return QCoreApplication::translate("FigureFormat", "up to %1").arg(text(*figure.rangeHigh));
    if (figure.rangeLow)
        return QCoreApplication::translate("FigureFormat", "from %1").arg(text(*figure.rangeLow));
    return QString();
}
} // namespace

bool followsPrintedUnit(Unit unit) {
    return unit == Unit::Gigabyte || unit == Unit::GigabytePerSecond;
}

bool printedInBinary(const Figure& figure, Unit unit) {
    return followsPrintedUnit(unit) && figure.printedUnit == PrintedUnit::Binary;
}

double decimalReading(const Figure& figure, Unit unit) {
    const double value = figure.number();
    return printedInBinary(figure, unit) ? value * kGigabytesPerGibibyte : value;
}

QString printedUnitOf(const Figure& figure, Unit unit) {
    if (!figure.hasValue() || figure.value.typeId() == QMetaType::QString)
        return QString();
    if (printedInBinary(figure, unit))
        return unit == Unit::Gigabyte ? QStringLiteral("GiB") : QStringLiteral("GiB/s");
    return unitSymbol(unit);
}

QString binaryPrintedText(const Figure& figure, Unit unit, const QLocale& locale) {
    if (!figure.hasValue() || !printedInBinary(figure, unit) ||
        figure.value.typeId() == QMetaType::QString)
        return QString();
    return QCoreApplication::translate("FigureFormat", "%1 as printed = %2")
        .arg(formatFigure(figure, unit, locale),
             formatQuantity(std::round(decimalReading(figure, unit) * 10.0) / 10.0, unit, locale));
}

QString binaryPrintedLegend() {
    return QCoreApplication::translate(
               "FigureFormat", "%1 printed in GiB (GiB/s) by its source, converted: 1 GiB = "
                               "1.0737 GB")
        .arg(kBinaryPrintedMark);
}

ColumnUnit columnUnitFor(Unit unit, double largest, MemoryUnits memoryUnits) {
    const double big = std::isfinite(largest) ? std::abs(largest) : 0.0;
    switch (unit) {
    case Unit::Gigabyte:
        if (memoryUnits == MemoryUnits::Binary)
            return big * 1e9 >= 1024.0 * double(1LL << 30)
                       ? ColumnUnit{unit, QStringLiteral("TiB"), 1024.0 * double(1LL << 30), 3}
                       : ColumnUnit{unit, QStringLiteral("GiB"), double(1LL << 30), 2};
        return big >= 1000.0 ? ColumnUnit{unit, QStringLiteral("TB"), 1e12, 3}
                             : ColumnUnit{unit, QStringLiteral("GB"), 1e9, 2};
    case Unit::GigabytePerSecond:
        return big >= 1000.0 ? ColumnUnit{unit, QStringLiteral("TB/s"), 1e12, 3}
                             : ColumnUnit{unit, QStringLiteral("GB/s"), 1e9, 1};
    default:
        return ColumnUnit{Unit::None, unitSymbol(unit), 1.0, 4};
    }
}

ColumnUnit columnUnitFor(Unit unit, const QList<Figure>& figures, MemoryUnits memoryUnits) {
    double largest = 0.0;
    for (const Figure& figure : figures) {
        if (figure.hasValue() && figure.value.typeId() != QMetaType::QString)
            largest = std::max(largest, std::abs(decimalReading(figure, unit)));
    }
    return columnUnitFor(unit, largest, memoryUnits);
}

double columnValue(const Figure& figure, const ColumnUnit& column) {
    if (!figure.hasValue() || figure.value.typeId() == QMetaType::QString)
        return std::nan("");
    if (!column.isScaled())
        return figure.number();
    const double bytes = printedInBinary(figure, column.unit) ? figure.number() * double(1LL << 30)
                                                              : figure.number() * 1e9;
    return bytes / column.bytesPerUnit;
}

QString columnCellText(const Figure& figure, const ColumnUnit& column, const QLocale& locale) {
    const double value = columnValue(figure, column);
    if (!std::isfinite(value))
        return figure.hasValue() && figure.value.typeId() == QMetaType::QString ? figure.text()
                                                                                : QString();
    const QString text = trimmed(value, column.decimals, locale);
    return printedInBinary(figure, column.unit) ? text + QLatin1Char(' ') + kBinaryPrintedMark
                                                : text;
}

QString vendorShortName(const QString& vendor) {
    static const QRegularExpression trailingNote(QStringLiteral("\\s*\\([^()]*\\)\\s*$"));
    QString name = vendor;
    name.remove(trailingNote);
    return name.isEmpty() ? vendor.trimmed() : name.trimmed();
}

QString formatFigure(const Figure& figure, Unit unit, const QLocale& locale,
                     MemoryUnits memoryUnits) {
    if (!figure.hasValue())
        return QString();
    if (figure.value.typeId() == QMetaType::QString)
        return figure.text();
    const double value = figure.number();
    return std::isfinite(value) ? numberText(value, figure, unit, locale, memoryUnits) : QString();
}

QString figureContext(const Figure& figure, Unit unit, const QLocale& locale,
                      MemoryUnits memoryUnits) {
    if (!figure.hasValue())
        return QString();
    QStringList context;
    if (!figure.configuration.isEmpty())
        context << figure.configuration;
    const QString range = rangeText(figure, unit, locale, memoryUnits);
    if (!range.isEmpty())
        context << range;
    return context.join(QStringLiteral("; "));
}

QString describeFigure(const Figure& figure, Unit unit, const QLocale& locale,
                       MemoryUnits memoryUnits) {
    const QString value = formatFigure(figure, unit, locale, memoryUnits);
    const QString context = figureContext(figure, unit, locale, memoryUnits);
    return context.isEmpty() ? value : QStringLiteral("%1 (%2)").arg(value, context);
}

QString printedAsText(const Figure& figure, Unit unit, const QString& vendor,
                      const QLocale& locale) {
    if (!figure.hasValue() || !followsPrintedUnit(unit) ||
        figure.printedUnit == PrintedUnit::Unstated)
        return QString();
    // The printed form: in GB (GB/s) as the source wrote it, whatever the display mode.
    const QString printed = formatFigure(figure, unit, locale, MemoryUnits::Decimal);
    return QCoreApplication::translate("FigureFormat", "%1 as printed by %2")
        .arg(printed, vendorShortName(vendor));
}

QString tdpUsedText(const Figure& tdp, const QLocale& locale) {
    if (!tdp.hasValue())
        return QString();
    const QString watts = formatQuantity(tdp.number(), Unit::Watt, locale);
    return tdp.configuration.isEmpty()
               ? QCoreApplication::translate("FigureFormat", "at %1").arg(watts)
               : QCoreApplication::translate("FigureFormat", "at %1, %2")
                     .arg(watts, tdp.configuration);
}

} // namespace chipatlas
