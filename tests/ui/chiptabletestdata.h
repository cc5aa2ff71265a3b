#pragma once

// Shared by the chip table model's tests: five real chips with published, unverified and missing
// figures, and the builder they are made with.
#include "domain/chip.h"
#include "testfigures.h"

#include <QList>
#include <QString>

namespace chipatlas::chiptabletest {

using testfigures::missing;
using testfigures::text;

// A published figure with a source, as the table's tooltips show it.
inline Figure number(double value, FigureStatus status = FigureStatus::Published) {
    return testfigures::figure(value, status, QStringLiteral("https://example.invalid/datasheet"));
}

inline Chip makeChip(const QString& id, const QString& vendor, const QString& name,
                     const QString& kind, Figure tdp, double bf16, double fp8, double bandwidth) {
    Chip chip;
    chip.id = id;
    chip.vendor = vendor;
    chip.name = name;
    chip.familyGeneration = name + QStringLiteral(" family");
    chip.kind = kind;
    chip.figure(Field::TdpW) = std::move(tdp);
    chip.figure(Field::Bf16TflopsDense) = number(bf16);
    chip.figure(Field::Fp8TflopsDense) = number(fp8);
    chip.figure(Field::MemoryBwGbs) = number(bandwidth);
    chip.figure(Field::MemoryType) = text(QStringLiteral("HBM3"));
    chip.figure(Field::Released) = text(QStringLiteral("2023-03-21"));
    return chip;
}

// Figures of real chips (resources/reference/accelerators.csv).
inline QList<Chip> sampleChips() {
    const QString nvidia = QStringLiteral("NVIDIA");
    QList<Chip> chips{
        makeChip(QStringLiteral("nvidia-l4"), nvidia, QStringLiteral("NVIDIA L4"),
                 QStringLiteral("gpu"), number(72), 121, 242.5, 300),
        makeChip(QStringLiteral("nvidia-l40s"), nvidia, QStringLiteral("NVIDIA L40S"),
                 QStringLiteral("gpu"), number(350), 362.05, 733, 864),
        makeChip(QStringLiteral("nvidia-b200"), nvidia, QStringLiteral("NVIDIA B200"),
                 QStringLiteral("gpu"), number(1000), 2250, 4500, 7700),
        makeChip(QStringLiteral("aws-trainium2"), QStringLiteral("AWS (Annapurna Labs)"),
                 QStringLiteral("AWS Trainium2 (Trn2)"), QStringLiteral("asic"),
                 missing(FigureStatus::NotPublished), 667, 1299, 2900),
        makeChip(QStringLiteral("aws-trainium1"), QStringLiteral("AWS (Annapurna Labs)"),
                 QStringLiteral("AWS Trainium (Trn1)"), QStringLiteral("asic"),
                 number(500, FigureStatus::Unverified), 190, 190, 820),
    };
    chips[0].figure(Field::TdpW).note = QStringLiteral("Board power");
    chips[0].figure(Field::MemoryType) = text(QStringLiteral("GDDR6"));
    chips[2].figure(Field::TransistorsBillion) = number(208);
    chips[3].figure(Field::Released) = missing(FigureStatus::Unknown);
    return chips;
}

} // namespace chipatlas::chiptabletest
