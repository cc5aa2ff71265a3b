#pragma once

#include "chip.h"
#include "precision.h"

namespace chipatlas {

// A figure derived from catalog figures, with status computed and a note that says how.
// When an input is missing the value is null, the status is the input's (not published or
// unknown) and the note names the missing input; when an input is unverified, so is the
// result, and when an input is a design target, the result is one. Perf per watt's note names the
// TDP it used ("BF16 dense / TDP at 900 W, air-cooled").
Figure perfPerWatt(const Chip& chip, Precision precision);       // dense TFLOPS per W
Figure bandwidthPerTflop(const Chip& chip, Precision precision); // GB/s per dense TFLOPS
// The same value and status without the note: cheap enough for every table cell and every
// comparison of a sort over 100,000 chips.
Figure perfPerWattValue(const Chip& chip, Precision precision);
Figure bandwidthPerTflopValue(const Chip& chip, Precision precision);

// Coarse availability classes derived from the free-text availability figure, for filters.
enum class AvailabilityClass { Buy = 0x1, Cloud = 0x2, Internal = 0x4 };
int availabilityClasses(const Chip& chip); // OR of AvailabilityClass, 0 when unknown
QString availabilityClassName(AvailabilityClass availabilityClass);
// The availability figure as the GUI shows it: the fixed vocabulary the catalog words it in
// ("buy", "cloud-only", "cloud", "AWS EC2 only", "Google Cloud only", "internal Azure use only"),
// at the start of each "; "-separated part, translated; the rest (the vendor's parenthesis,
// "rented as ...") and any other text as stored. The stored value, sorting, filters and the CLI
// keep the stored text. "buy (CS-3 systems); cloud (Cerebras Inference)" ->
// "Kauf (CS-3 systems); Cloud (Cerebras Inference)" in German.
QString availabilityDisplayText(const QString& stored);

} // namespace chipatlas
