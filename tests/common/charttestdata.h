#pragma once

// Chips and chart specs built by hand, for the chart tests.
#include "domain/chartdata.h"
#include "domain/chip.h"

#include <QString>

namespace chipatlas::charttestdata {

// A chip with an id, a name, a vendor and the given TDP and dense BF16 throughput.
inline Chip makeChip(const QString& id, const Figure& tdp, const Figure& bf16,
                     const QString& vendor = QStringLiteral("Vendor")) {
    Chip chip;
    chip.id = id;
    chip.name = QStringLiteral("Chip ") + id;
    chip.vendor = vendor;
    chip.figure(Field::TdpW) = tdp;
    chip.figure(Field::Bf16TflopsDense) = bf16;
    return chip;
}

// The axes named by their keys ("tdp_w", "throughput").
inline ChartSpec specOf(const char* x, const char* y, Precision precision = Precision::BF16) {
    ChartSpec spec;
    spec.x = *Quantity::fromKey(QString::fromLatin1(x), QuantityUse::Chart);
    spec.y = *Quantity::fromKey(QString::fromLatin1(y), QuantityUse::Chart);
    spec.precision = precision;
    return spec;
}

} // namespace chipatlas::charttestdata
