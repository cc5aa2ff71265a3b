#pragma once

// Systems of the reference data (resources/reference/systems.csv), built in the test so that the
// core's computations are checked before the built-in systems.json exists, and the real
// built-in chips they are built of.

#include "domain/system.h"
#include "io/catalogjson.h"
#include "io/systemjson.h"

#include <QTest>

#include <optional>

namespace chipatlas::testing {

inline Figure published(QVariant value, PrintedUnit printed = PrintedUnit::Unstated) {
    Figure figure;
    figure.value = std::move(value);
    figure.status = FigureStatus::Published;
    figure.printedUnit = printed;
    return figure;
}

inline System baseSystem(const QString& id, const QString& vendor, const QString& name,
                         const QString& chipId, int chipCount) {
    System system;
    system.id = id;
    system.vendor = vendor;
    system.name = name;
    system.chipId = chipId;
    system.chipCount = chipCount;
    system.origin = Origin::BuiltIn;
    for (Figure& figure : system.figures)
        figure.status = FigureStatus::NotPublished;
    return system;
}

// aws-trn3-ultraserver-gen2: 144 x Trainium3; AWS's dense MXFP8 total 362,448 TFLOPS, 96,624
// BF16, 20,736 GiB, 705.6 TB/s; NeuronLink-v4 2,048 GiB/s per device; EFA 28,800 Gbps.
inline System trn3UltraServer() {
    System s = baseSystem(QStringLiteral("aws-trn3-ultraserver-gen2"), QStringLiteral("AWS"),
                          QStringLiteral("AWS Trn3 Gen2 UltraServer"),
                          QStringLiteral("aws-trainium3"), 144);
    s.figure(SystemField::ScaleupFabric) =
        published(QStringLiteral("NeuronSwitch-v1 (2 levels) + NeuronLink-v4, all-to-all"));
    s.figure(SystemField::ScaleupDomainChips) = published(144.0);
    s.figure(SystemField::ScaleupBwPerChipGbs) = published(2048.0, PrintedUnit::Binary);
    s.figure(SystemField::ScaleoutNetwork) = published(QStringLiteral("EFA 28,800 Gbps"));
    s.figure(SystemField::HostMemoryGb) = published(27648.0, PrintedUnit::Binary);
    s.figure(SystemField::VendorTotalFp8Tflops) = published(362448.0);
    s.figure(SystemField::VendorTotalBf16Tflops) = published(96624.0);
    s.figure(SystemField::VendorTotalMemoryGb) = published(20736.0, PrintedUnit::Binary);
    s.figure(SystemField::VendorTotalMemoryBwGbs) = published(705600.0, PrintedUnit::Decimal);
    s.figure(SystemField::Availability) =
        published(QStringLiteral("AWS EC2 only (Trn3 UltraServers, GA 2025-12-02)"));
    return s;
}

// nvidia-gb200-nvl72: 72 x GB200; NVIDIA's 720 PF FP8 is sparse; 576 TB/s; 1,800 GB/s NVLink
// per GPU; rack power 120 kW; system power not published.
inline System gb200Nvl72() {
    System s = baseSystem(QStringLiteral("nvidia-gb200-nvl72"), QStringLiteral("NVIDIA"),
                          QStringLiteral("NVIDIA GB200 NVL72"), QStringLiteral("nvidia-gb200"), 72);
    s.vendorThroughputSparse = true;
    s.figure(SystemField::ScaleupFabric) =
        published(QStringLiteral("NVLink 5 + NVLink Switch (9 switch trays)"));
    s.figure(SystemField::ScaleupDomainChips) = published(72.0);
    s.figure(SystemField::ScaleupBwPerChipGbs) = published(1800.0, PrintedUnit::Decimal);
    s.figure(SystemField::HostMemoryGb) = published(17000.0, PrintedUnit::Decimal);
    s.figure(SystemField::RackPowerW) = published(120000.0);
    s.figure(SystemField::VendorTotalFp8Tflops) = published(720000.0);
    s.figure(SystemField::VendorTotalMemoryBwGbs) = published(576000.0, PrintedUnit::Decimal);
    s.figure(SystemField::Availability) = published(
        QStringLiteral("buy (rack); AWS u-p6e-gb200x72 / p6e-gb200.36xlarge; Azure ND GB200 v6"));
    return s;
}

// nvidia-hgx-b200-8gpu: 8 x B200 in one NVLink domain; scale-out network not published.
inline System hgxB200() {
    System s =
        baseSystem(QStringLiteral("nvidia-hgx-b200-8gpu"), QStringLiteral("NVIDIA"),
                   QStringLiteral("NVIDIA HGX B200 8-GPU"), QStringLiteral("nvidia-b200"), 8);
    s.vendorThroughputSparse = true;
    s.figure(SystemField::ScaleupFabric) = published(QStringLiteral("NVLink 5 via NVSwitch"));
    s.figure(SystemField::ScaleupDomainChips) = published(8.0);
    s.figure(SystemField::ScaleupBwPerChipGbs) = published(1800.0, PrintedUnit::Decimal);
    s.figure(SystemField::VendorTotalFp8Tflops) = published(72000.0);
    s.figure(SystemField::VendorTotalMemoryGb) = published(1400.0, PrintedUnit::Decimal);
    s.figure(SystemField::VendorTotalMemoryBwGbs) = published(62000.0, PrintedUnit::Decimal);
    s.figure(SystemField::Availability) =
        published(QStringLiteral("buy (OEM servers); rented as AWS p6-b200.48xlarge"));
    return s;
}

// The real built-in chip `id` (resources/catalog/chips.json).
inline Chip builtInChip(const QString& id) {
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    if (!file)
        qFatal("built-in chips: %s", qPrintable(error));
    for (const Chip& chip : file->chips) {
        if (chip.id == id)
            return chip;
    }
    qFatal("no built-in chip %s", qPrintable(id));
}

// The real built-in system `id` (resources/catalog/systems.json).
inline System builtInSystem(const QString& id) {
    QString error;
    const std::optional<SystemCatalogFile> file = builtInSystems(&error);
    if (!file)
        qFatal("built-in systems: %s", qPrintable(error));
    for (const System& system : file->systems) {
        if (system.id == id)
            return system;
    }
    qFatal("no built-in system %s", qPrintable(id));
}

} // namespace chipatlas::testing
