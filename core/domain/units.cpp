#include "units.h"

#include <QCoreApplication>

#include <climits>
#include <cmath>

namespace chipatlas {

namespace {
struct Scaled {
    double value;
    QString symbol;
    int maxDecimals;
};

Scaled scale(double value, Unit unit, MemoryUnits memoryUnits) {
    // Up to four decimals keep every digit the catalog stores (1,307.4 TFLOPS = 1.3074 PFLOPS).
    constexpr int exact = 4;
    const bool large = std::abs(value) >= 1000.0;
    switch (unit) {
    case Unit::Teraflops:
        return large ? Scaled{value / 1000.0, QStringLiteral("PFLOPS"), exact}
                     : Scaled{value, QStringLiteral("TFLOPS"), exact};
    case Unit::Teraops:
        return large ? Scaled{value / 1000.0, QStringLiteral("POPS"), exact}
                     : Scaled{value, QStringLiteral("TOPS"), exact};
    case Unit::GigabytePerSecond:
        return large ? Scaled{value / 1000.0, QStringLiteral("TB/s"), exact}
                     : Scaled{value, QStringLiteral("GB/s"), exact};
    case Unit::Byte:
        return scale(value / 1e9, Unit::Gigabyte, memoryUnits);
    case Unit::Gigabyte:
        if (memoryUnits == MemoryUnits::Binary) {
            const double gib = bytesIn(value * 1e9, MemoryUnits::Binary);
            return gib >= 1024.0 ? Scaled{gib / 1024.0, QStringLiteral("TiB"), 2}
                                 : Scaled{gib, QStringLiteral("GiB"), 2};
        }
        return large ? Scaled{value / 1000.0, QStringLiteral("TB"), exact}
                     : Scaled{value, QStringLiteral("GB"), exact};
    case Unit::TflopsPerWatt:
    case Unit::TopsPerWatt:
        return {value, unitSymbol(unit), 3};
    case Unit::GbpsPerTflops:
    case Unit::GbpsPerTops:
        return {value, unitSymbol(unit), 2};
    default:
        return {value, unitSymbol(unit), exact};
    }
}
} // namespace

double bytesIn(double bytes, MemoryUnits units) {
    return bytes / (units == MemoryUnits::Binary ? double(1LL << 30) : 1e9);
}

QString memoryUnitSymbol(MemoryUnits units) {
    return units == MemoryUnits::Binary ? QStringLiteral("GiB") : QStringLiteral("GB");
}

QString unitSymbol(Unit unit) {
    switch (unit) {
    case Unit::None:
        return {};
    case Unit::Watt:
        return QStringLiteral("W");
    case Unit::Gigabyte:
        return QStringLiteral("GB");
    case Unit::Byte:
        return QCoreApplication::translate("Units", "bytes");
    case Unit::GigabytePerSecond:
        return QStringLiteral("GB/s");
    case Unit::Teraflops:
        return QStringLiteral("TFLOPS");
    case Unit::Teraops:
        return QStringLiteral("TOPS");
    case Unit::BillionTransistors:
        return QCoreApplication::translate("Units", "billion");
    case Unit::Chips:
        return QCoreApplication::translate("Units", "chips");
    case Unit::UsDollar:
        return QStringLiteral("USD");
    case Unit::TflopsPerWatt:
        return QStringLiteral("TFLOPS/W");
    case Unit::TopsPerWatt:
        return QStringLiteral("TOPS/W");
    case Unit::GbpsPerTflops:
        return QCoreApplication::translate("Units", "GB/s per TFLOPS");
    case Unit::GbpsPerTops:
        return QCoreApplication::translate("Units", "GB/s per TOPS");
    case Unit::Tokens:
        return QCoreApplication::translate("Units", "tokens");
    case Unit::TokensPerSecond:
        return QStringLiteral("tok/s");
    case Unit::Millisecond:
        return QStringLiteral("ms");
    }
    Q_UNREACHABLE();
    return QString();
}

QString formatNumber(double value, int decimals, const QLocale& locale) {
    if (!std::isfinite(value))
        return QString();
    if (value != 0.0 && (std::abs(value) < kPlainNumberMin || std::abs(value) >= kPlainNumberMax))
        return locale.toString(value, 'g', 3);
    if (value != 0.0 && std::abs(value) < 1.0) {
        // Two significant digits at least: 0.23 stays 0.23 in a column shown without decimals.
        const int needed = 1 - int(std::floor(std::log10(std::abs(value))));
        decimals = std::max(decimals, needed);
    }
    return locale.toString(value, 'f', decimals);
}

QString formatQuantity(double value, Unit unit, const QLocale& locale, MemoryUnits memoryUnits) {
    if (!std::isfinite(value))
        return QString();
    if (unit == Unit::UsDollar) {
        // Qt writes the C locale's currency with the symbol after the number ("14500$").
        if (locale.language() == QLocale::C)
            return QStringLiteral("$") + locale.toString(value, 'f', 0);
        return locale.toCurrencyString(value, QStringLiteral("$"), 0);
    }
    if (unit == Unit::BillionTransistors && locale.language() == QLocale::Japanese) {
        // Japanese counts large numbers in 億 (10^8) and 兆 (10^12): 80 billion is 800億,
        // 4,000 billion 4兆, not "80 ×10億".
        const double oku = value * 10.0;
        return std::abs(oku) >= 10000.0
                   ? trimmedNumber(oku / 10000.0, 4, locale) + QStringLiteral("\u5146")
                   : trimmedNumber(oku, 3, locale) + QStringLiteral("\u5104");
    }
    const Scaled s = scale(value, unit, memoryUnits);
    const QString number = trimmedNumber(s.value, s.maxDecimals, locale);
    if (unit == Unit::Chips && value == std::round(value) && std::abs(value) < INT_MAX) {
        // "1 chip", "8 chips": the plural form from the translation.
        return QCoreApplication::translate("Units", "%1 chips", nullptr, int(value)).arg(number);
    }
    return s.symbol.isEmpty() ? number : number + QLatin1Char(' ') + s.symbol;
}

QString plainNumber(double value) {
    const double magnitude = std::abs(value);
    const bool plain =
        magnitude == 0 || (magnitude >= kPlainNumberMin && magnitude < kPlainNumberMax);
    return QString::number(value, plain ? 'f' : 'g', QLocale::FloatingPointShortest);
}

QString trimmedNumber(double value, int maxDecimals, const QLocale& locale) {
    if (std::abs(value) >= kPlainNumberMax)
        return locale.toString(value, 'g', 3);
    QString text = locale.toString(value, 'f', maxDecimals);
    const QString point = locale.decimalPoint();
    if (maxDecimals > 0 && text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

} // namespace chipatlas
