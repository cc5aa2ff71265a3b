#pragma once

#include "chip.h"
#include "entry.h"
#include "figure.h"
#include "system.h"

#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// What a system adds up to, computed in core from its chip: chipsTotal() (entry.h) over the
// system's chip count. The system as one entry beside chips: Entry::ofSystem().

// chipCount x the chip's figure, for the fields that add up over chips: memory_gb,
// memory_bw_gbs and every throughput field. Other fields: nullopt.
std::optional<Figure> systemTotal(const System& system, const Chip& chip, Field field);

// The vendor's own total beside the computed one: AWS's 362,448 MXFP8
// TFLOPS per Trn3 UltraServer against 144 x 2,517 TFLOPS. The vendor's sparse throughput totals
// (System::vendorThroughputSparse) are compared at half their value and say so.
struct VendorTotalCheck {
    SystemField vendorField; // VendorTotalFp8Tflops, ...
    Field chipField;         // fp8_tflops_dense, bf16_tflops_dense, memory_gb, memory_bw_gbs
    Figure computed;         // systemTotal()
    Figure vendor;           // as the vendor states it
    bool vendorSparse = false;
    // The vendor's figure as a dense total, in the computed figure's stored unit. Capacities
    // and bandwidths compare by their nominal numbers (docs/DOMAIN-RULES.md rule 4); `text` says so
    // when the printed units differ.
    std::optional<double> vendorComparable;
    std::optional<double> ratio; // computed / vendorComparable
    // The two differ by more than rounding: more than the coarser published step of the
    // vendor's figure (comparison.h's publishedStep() on the printed number) and more than 1%.
    bool disagrees = false;
    QString text; // "computed 362,448 TFLOPS, AWS states 362,448 TFLOPS: agree" (translated)
};
// One check per vendor total the system has (a missing vendor figure gives none).
QList<VendorTotalCheck> vendorTotalChecks(const System& system, const Chip& chip);

// The chips of one scale-up domain the system gives its user: the domain size where published,
// at most the system's chips (a VM with 4 GPUs of a 72-GPU rack gives 4); chipCount when the
// domain is not published.
int usableDomainChips(const System& system);

} // namespace chipatlas
