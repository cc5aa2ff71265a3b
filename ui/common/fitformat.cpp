#include "common/fitformat.h"

#include <cmath>

namespace chipatlas::fitformat {

QString bytesNumber(double bytes, MemoryUnits units, const QLocale& locale) {
    return formatNumber(bytesIn(bytes, units), 1, locale);
}

QString bytes(double value, MemoryUnits units, const QLocale& locale) {
    return bytesNumber(value, units, locale) + QChar(0x00a0) + memoryUnitSymbol(units);
}

QString signedBytes(double value, MemoryUnits units, const QLocale& locale) {
    const QString sign = value < 0 ? QString(QChar(0x2212)) : QStringLiteral("+");
    return sign + bytes(std::abs(value), units, locale);
}

QString rate(double tokensPerSecond, const QLocale& locale) {
    return formatNumber(tokensPerSecond, tokensPerSecond >= 100.0 ? 0 : 1, locale);
}

QString dollars(double usd, const QLocale& locale) {
    return formatNumber(usd, 2, locale);
}

QString tokens(qint64 count, const QLocale& locale) {
    QString text = locale.toString(count);
    if (count >= 1024 && count % 1024 == 0)
        text += QStringLiteral(" (%1K)").arg(count / 1024);
    return text;
}

} // namespace chipatlas::fitformat
