#pragma once

#include "chip.h"
#include "figure.h"
#include "schema.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <array>
#include <optional>
#include <span>

namespace chipatlas {

// What a buyer buys or rents: a number of one chip with their scale-up fabric, hosts and power
// (an HGX B200 board, a GB200 NVL72 rack, a Trn3 UltraServer, an EC2 trn2.48xlarge, a TPU
// slice). The reference is resources/reference/systems.csv, whose notes say where
// sources disagree.
//
// The figures are what the vendor publishes about the system as a whole, each with its status,
// source and note as a chip figure has them. The totals a system adds up to (memory, bandwidth,
// throughput) are not stored: core computes them from the chip (systemaggregates.h) and shows
// the vendor's own total beside them.
//
// The keys are the reference systems.csv's column names where the stored unit is the same,
// and are used verbatim in JSON, CSV, on the command line and in the database: they never
// change once released. Stored units: throughput in TFLOPS (the CSV's PFLOPS x 1000), memory in
// GB and bandwidth in GB/s (the printed unit says whether the source printed GiB), power in W.
enum class SystemField {
    ScaleupFabric,          // text: "NVLink 5 + NVLink Switch (9 switch trays)"
    ScaleupDomainChips,     // chips in one scale-up domain (a slice or a rack can exceed the
                            // system: Azure's ND GB200 v6 VM has 4 GPUs of a 72-GPU domain)
    ScaleupBwPerChipGbs,    // GB/s per chip on the scale-up fabric, as the vendor states it
    ScaleoutNetwork,        // text: "8x ConnectX-7 400 Gb/s InfiniBand"
    HostCpus,               // text
    HostMemoryGb,           // GB (GiB when the printed unit is binary)
    SystemPowerW,           // W, the whole system (DGX B200: 14,300 W)
    RackPowerW,             // W, the rack it fills (systems.csv's rack_power_kw x 1000)
    VendorTotalFp8Tflops,   // the vendor's own FP8 total (System::vendorThroughputSparse)
    VendorTotalBf16Tflops,  // the vendor's own BF16 total
    VendorTotalMemoryGb,    // the vendor's own memory total
    VendorTotalMemoryBwGbs, // the vendor's own memory bandwidth total
    Availability,           // text: "buy (rack); AWS u-p6e-gb200x72; Azure ND GB200 v6"
    // Added after the first release: at the end, so that no released field's index moves.
    ListPriceUsd, // USD, the vendor's published list or launch price of one whole system
                  // (Intel's Gaudi 3 8-accelerator kit: $125,000); press estimates are unverified
};
inline constexpr int kSystemFieldCount = int(SystemField::ListPriceUsd) + 1;

// The system schema (schema.h), indexed by SystemField.
using SystemFields = TypedSchema<SystemField, systemSchema>;
inline std::span<const FieldSpec> allSystemFields() {
    return SystemFields::all();
}
inline const FieldSpec& systemFieldInfo(SystemField field) {
    return SystemFields::info(field);
}
// The SystemField a row of allSystemFields() describes.
constexpr SystemField systemField(const FieldSpec& spec) {
    return SystemField(spec.index);
}
inline QString systemFieldKey(SystemField field) {
    return SystemFields::key(field);
}
// Translated (context "SystemField").
inline QString systemFieldLabel(SystemField field) {
    return SystemFields::label(field);
}
inline std::optional<SystemField> systemFieldFromKey(QStringView key) {
    return SystemFields::fromKey(key);
}

struct System {
    QString id; // slug, e.g. "nvidia-gb200-nvl72"
    QString vendor;
    QString name;
    QString chipId;    // the chip it is built of (a catalog chip id)
    int chipCount = 0; // chips in one system
    // The vendor's throughput totals count 2:4 sparsity (NVIDIA's convention for system
    // tables): they are compared with the computed dense total at half their value.
    bool vendorThroughputSparse = false;
    QStringList sourceUrls;
    QString notes;
    Origin origin = Origin::User;
    std::array<Figure, kSystemFieldCount> figures;

    const Figure& figure(SystemField field) const { return figures[size_t(field)]; }
    Figure& figure(SystemField field) { return figures[size_t(field)]; }

    friend bool operator==(const System&, const System&) = default;
};

} // namespace chipatlas
