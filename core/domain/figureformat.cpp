#include "figureformat.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace chipatlas {

namespace {
bool printedBinary(const Figure& figure, Unit unit) {
    return followsPrintedUnit(unit) && figure.printedUnit == PrintedUnit::Binary;
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
