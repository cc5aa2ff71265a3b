#pragma once

#include "domain/figure.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace chipatlas {

// Writing RFC 4180 CSV through libcsv: the one place that quotes a field, for every export.

// One field, always quoted by libcsv (quotes doubled; commas and line breaks kept).
QByteArray csvField(const QString& text);
// A record: the fields joined by commas, ended by CRLF.
QByteArray csvLine(const QStringList& fields);
// A number in the C locale in its shortest exact form, without exponent ("1307.4", "20736")
// unless its magnitude is outside units.h's plain range ("5e-324").
QString csvNumber(double value);
// A figure's status key for a status column: "published", "not_published", ..., with
// ", sparsity_unstated" appended where the vendor does not say whether a throughput is dense.
QString csvFigureStatus(const Figure& figure);

} // namespace chipatlas
