#include "comparisonwording.h"

#include "figureformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace chipatlas::comparison_detail {

QString figureSubject(Field field) {
    if (const std::optional<Precision> precision = fieldInfo(field).precision)
        return QCoreApplication::translate("Comparison", "%1 figure")
            .arg(precisionName(*precision));
    // "Memory bandwidth" reads "memory bandwidth" inside a sentence; "TDP" stays.
    QString label = fieldLabel(field);
    if (label.size() > 1 && label.at(1).isLower())
        label[0] = label.at(0).toLower();
    return label;
}

QString valueText(const Figure& figure, Unit unit, const QLocale& locale, MemoryUnits memoryUnits) {
    return formatFigure(figure, unit, locale, memoryUnits);
}

QString doubtfulCaveat(const QString& chip, Field field, const Figure& figure,
                       const QLocale& locale) {
    const QString value = valueText(figure, fieldInfo(field).unit, locale);
    if (figure.status == FigureStatus::DesignTarget)
        return QCoreApplication::translate("Comparison",
                                           "%1's %2 of %3 is a design target, not shipping")
            .arg(chip, figureSubject(field), value);
    return QCoreApplication::translate("Comparison", "%1's %2 of %3 is unverified")
        .arg(chip, figureSubject(field), value);
}

QString sparsityCaveat(const QString& chip, Field field) {
    return QCoreApplication::translate("Comparison",
                                       "%1's %2 may be sparse: the vendor does not say")
        .arg(chip, figureSubject(field));
}

QString uncleanCaveat(const QString& chip, Field field, const Figure& figure,
                      const QLocale& locale) {
    if (!figure.hasValue())
        return QString();
    if (isDoubtfulStatus(figure.status))
        return doubtfulCaveat(chip, field, figure, locale);
    if (figure.sparsityUnstated)
        return sparsityCaveat(chip, field);
    return QString();
}

QString printedUnitSymbol(Unit unit, PrintedUnit printed) {
    const bool binary = printed == PrintedUnit::Binary;
    switch (unit) {
    case Unit::Gigabyte:
    case Unit::Byte:
        return binary ? QStringLiteral("GiB") : QStringLiteral("GB");
    case Unit::GigabytePerSecond:
        return binary ? QStringLiteral("GiB/s") : QStringLiteral("GB/s");
    default:
        return unitSymbol(unit);
    }
}

QString trimmedNumber(double value, int maxDecimals, const QLocale& locale) {
    QString number = locale.toString(value, 'f', maxDecimals);
    const QString point = locale.decimalPoint();
    if (maxDecimals > 0 && number.contains(point)) {
        while (number.endsWith(QLatin1Char('0')))
            number.chop(1);
        if (number.endsWith(point))
            number.chop(point.size());
    }
    return number;
}

QString noteNumber(double value) {
    return trimmedNumber(value, 3, QLocale(QLocale::English, QLocale::UnitedStates));
}

bool sameValue(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

QString ratioText(double ratio, const QLocale& locale) {
    return trimmedNumber(ratio, 2, locale) + QLatin1Char('x');
}

QString joinedList(const QStringList& items) {
    if (items.size() <= 1)
        return items.value(0);
    return QCoreApplication::translate("Comparison", "%1 and %2")
        .arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.constLast());
}

// "printed in different units: GiB for AWS Trainium (Trn1), GB for NVIDIA H100 SXM", or empty
// when the present values were not printed in both unit systems.
QString printedUnitsNote(const ComparisonRow& row, const QList<Entry>& entries) {
    QStringList binary;
    QStringList decimal;
    for (qsizetype i = 0; i < row.values.size(); ++i) {
        const Figure& figure = row.values.at(i);
        if (!figure.hasValue())
            continue;
        if (figure.printedUnit == PrintedUnit::Binary)
            binary << entries.at(i).name();
        else if (figure.printedUnit == PrintedUnit::Decimal)
            decimal << entries.at(i).name();
    }
    if (binary.isEmpty() || decimal.isEmpty())
        return QString();
    const QString binaryPart =
        QCoreApplication::translate("Comparison", "%1 for %2")
            .arg(printedUnitSymbol(row.unit, PrintedUnit::Binary), joinedList(binary));
    const QString decimalPart =
        QCoreApplication::translate("Comparison", "%1 for %2")
            .arg(printedUnitSymbol(row.unit, PrintedUnit::Decimal), joinedList(decimal));
    // The unit printed for the first chip comes first.
    const bool binaryFirst = row.values.constFirst().printedUnit == PrintedUnit::Binary;
    return QCoreApplication::translate("Comparison", "printed in different units: %1, %2")
        .arg(binaryFirst ? binaryPart : decimalPart, binaryFirst ? decimalPart : binaryPart);
}

SharedUnit inSharedUnit(const QList<double>& values, Unit unit, const QLocale& locale) {
    SharedUnit shared;
    bool alike = true;
    for (double value : values) {
        const QString text = formatQuantity(value, unit, locale);
        const qsizetype space = text.lastIndexOf(QLatin1Char(' '));
        const QString symbol = space < 0 ? QString() : text.mid(space + 1);
        if (!shared.numbers.isEmpty() && symbol != shared.symbol)
            alike = false;
        shared.numbers << text.left(space);
        shared.symbol = symbol;
    }
    if (alike)
        return shared;
    // Up to four decimals keep every stored digit, as formatQuantity does.
    shared = {{}, unitSymbol(unit)};
    for (double value : values)
        shared.numbers << trimmedNumber(value, 4, locale);
    return shared;
}

} // namespace chipatlas::comparison_detail
