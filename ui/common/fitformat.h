#pragma once

#include "domain/units.h"

#include <QLocale>
#include <QString>

namespace chipatlas {

// Display helpers shared by the model-fit table, its explain view and the details pane's
// "what fits" section. Core computes in bytes (base 10); these convert only for display, in
// GB (1e9) or GiB (2^30) as the user chose.
namespace fitformat {

// "141.1" (no unit; the unit is in the column header).
QString bytesNumber(double bytes, MemoryUnits units, const QLocale& locale = QLocale());
// "141.1 GB"
QString bytes(double bytes, MemoryUnits units, const QLocale& locale = QLocale());
// "+12.3 GB" or "−20.1 GB" (a real minus sign).
QString signedBytes(double bytes, MemoryUnits units, const QLocale& locale = QLocale());
// Tokens per second: "1,234" above 100, "12.3" below.
QString rate(double tokensPerSecond, const QLocale& locale = QLocale());
// US dollars with two decimals (or two significant digits below one cent): "2.49".
QString dollars(double usd, const QLocale& locale = QLocale());
// A token count with thousands separators and, from 1K on, the K form: "131,072 (128K)".
QString tokens(qint64 count, const QLocale& locale = QLocale());

} // namespace fitformat
} // namespace chipatlas
