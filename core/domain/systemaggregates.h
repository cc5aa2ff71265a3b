#pragma once

#include "chip.h"
#include "figure.h"
#include "system.h"

#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// What a system adds up to, computed in core from its chip (issue 13, item 2). Every total is a
// Figure with status `computed` and the formula in its note ("144 x 144 GiB (AWS Trainium3
// memory)"); when the chip's figure is missing the total is missing with the chip's status and
// a note naming it; when it is unverified, so is the total; a sparsity-unstated throughput stays
// so. Printed units carry over (GiB x N stays GiB).

// chipCount x the chip's figure, for the fields that add up over chips: memory_gb,
// memory_bw_gbs and every throughput field. Other fields: nullopt.
std::optional<Figure> systemTotal(const System& system, const Chip& chip, Field field);

// The system as one catalog entry, so that everything that shows chips shows it (the table's
// Systems mode, the compare view, the chart's system series, the cost columns):
//   id, name, vendor          the system's; kind "system"; family_generation the chip's name;
//   memory_gb, memory_bw_gbs  the totals (computed)
//   throughput fields         the totals (computed)
//   tdp_w                     the system power where published (perf per watt follows it);
//                             otherwise missing, status not published, note "system power
//                             not published (N x chip TDP would leave out hosts and switches)"
//   interconnect_bw_gbs       the scale-up bandwidth per chip (SystemField::ScaleupBwPerChipGbs)
//   interconnect              the scale-up fabric
//   scaleup_domain_chips      the system's domain (SystemField::ScaleupDomainChips)
//   availability              the system's
//   memory_type, process_node, software_stack, form_factor, announced, released, ...
//                             the chip's, with a note "of each <chip name>"
//   launch_price_usd, transistors_billion, visible_memory_bytes
//                             missing (not published: no system list price in the catalog)
// `chip` is the system's chip (system.chipId); a system whose chip the catalog lacks has
// every chip-derived figure unknown with a note naming the missing chip id.
Chip systemAsChip(const System& system, const std::optional<Chip>& chip);

// `count` chips of `chip` as one entry, for comparing a chip with a system like for like
// ("8 x H100 SXM"): id "<chip id>*<count>", name "<count> x <chip name>", totals as for a
// system, tdp_w the sum of the chips' TDP (computed, note "chips only: no host, no switch").
Chip chipTimes(const Chip& chip, int count);

// Whether an entry made by chipTimes() or systemAsChip() stands for a system (kind "system")
// and, for chipTimes(), how many chips (1 for a plain chip).
// A system entry counts 1 here: its chip count is the System's (comparisonsystems.h takes the
// systems for that).
bool isSystemEntry(const Chip& entry);
int entryChipCount(const Chip& entry);

// The vendor's own total beside the computed one (issue 13, item 2): AWS's 362,448 MXFP8
// TFLOPS per Trn3 UltraServer against 144 x 2,517 TFLOPS. The vendor's sparse throughput totals
// (System::vendorThroughputSparse) are compared at half their value and say so.
struct VendorTotalCheck {
    SystemField vendorField; // VendorTotalFp8Tflops, ...
    Field chipField;         // fp8_tflops_dense, bf16_tflops_dense, memory_gb, memory_bw_gbs
    Figure computed;         // systemTotal()
    Figure vendor;           // as the vendor states it
    bool vendorSparse = false;
    // The vendor's figure as a dense total, in the computed figure's stored unit. Capacities
    // and bandwidths compare by their nominal numbers (DESIGN.md rule 4); `text` says so when
    // the printed units differ.
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
