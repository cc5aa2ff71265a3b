#pragma once

#include <QLocale>
#include <QString>

namespace chipatlas {

// Units of stored figures. Storage is SI base-10 (GB = 1e9 bytes), see docs/DOMAIN-RULES.md rule 4.
enum class Unit {
    None,
    Watt,
    Gigabyte,
    Byte, // a byte count (memory visible to software), shown in GB or GiB
    GigabytePerSecond,
    Teraflops,
    Teraops,
    BillionTransistors,
    Chips,
    UsDollar,
    TflopsPerWatt,
    TopsPerWatt,
    GbpsPerTflops,
    GbpsPerTops,
    Tokens,          // a count of tokens (a request's input or output length)
    TokensPerSecond, // tok/s (a measured result's throughput)
    Millisecond,     // ms (a measured result's latency)
};

enum class MemoryUnits { Decimal, Binary }; // GB/TB or GiB/TiB for memory capacity

// A number of bytes in GB (1e9 bytes) or GiB (2^30 bytes), and that unit's symbol. Core
// computes in bytes; these convert for display only (docs/DOMAIN-RULES.md rule 4).
double bytesIn(double bytes, MemoryUnits units);
QString memoryUnitSymbol(MemoryUnits units); // "GB" or "GiB"

// The unit symbol for a column header or a cell, e.g. "TFLOPS", "GB/s", "W".
QString unitSymbol(Unit unit);

// Numbers whose magnitude is outside [kPlainNumberMin, kPlainNumberMax), zero aside, are written
// with an exponent ("4.9e-324", "1e+300") by formatNumber() and csvNumber(), so that none prints
// as hundreds of digits. Input refuses such figures (validation.h), but a catalog written
// before may hold them.
inline constexpr double kPlainNumberMin = 1e-12;
inline constexpr double kPlainNumberMax = 1e21;

// A number as files and the command line write it (CSV, JSON text fields, `scenarios show`):
// C locale, the shortest digits that read back to the same double, and no exponent inside
// [kPlainNumberMin, kPlainNumberMax): 100000 is "100000", never "1e+05". csvNumber() is this.
QString plainNumber(double value);

// A number in `locale` with at most `maxDecimals` decimals, trailing zeros (and a trailing
// decimal point) dropped: 2.50 -> "2.5", 3.0 -> "3"; beyond kPlainNumberMax three significant
// digits with an exponent.
QString trimmedNumber(double value, int maxDecimals, const QLocale& locale);

// A value in the given stored unit without its unit, with a fixed number of decimals in the
// user's locale ("1,307.4"). Keeps at least two significant digits for small values, so that
// 0.23 GB is not shown as "0".
QString formatNumber(double value, int decimals, const QLocale& locale = QLocale());

// A value with its unit, scaled to a readable magnitude: 2307 TFLOPS -> "2.307 PFLOPS",
// 4900 GB/s -> "4.9 TB/s", 1536 GB -> "1.536 TB" (or GiB/TiB with MemoryUnits::Binary).
// Never rounds away a published digit below the switch point: 989.5 stays "989.5 TFLOPS".
QString formatQuantity(double value, Unit unit, const QLocale& locale = QLocale(),
                       MemoryUnits memoryUnits = MemoryUnits::Decimal);

} // namespace chipatlas
