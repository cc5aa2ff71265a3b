#pragma once

#include "precision.h"
#include "schema.h"
#include "units.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <span>

namespace chipatlas {

// Every figure a chip carries, in the column order of the reference CSV. The keys are the
// reference CSV's column names and are used verbatim in JSON, on the command line and in
// the database, so they must never change once released.
enum class Field {
    ProcessNode,
    TransistorsBillion,
    TdpW,
    MemoryGb,
    MemoryType,
    MemoryBwGbs,
    Fp64Tflops,
    Fp32Tflops,
    Tf32TflopsDense,
    Fp16TflopsDense,
    Bf16TflopsDense,
    Fp8TflopsDense,
    Int8TopsDense,
    Fp4TflopsDense,
    FormFactor,
    Interconnect,
    InterconnectBwGbs,
    ScaleupDomainChips,
    SoftwareStack,
    Availability,
    Announced,
    Released,
    LaunchPriceUsd,
    // Not a reference CSV column: the total the driver or runtime reports (nvidia-smi,
    // rocm-smi, XLA), in bytes; resources/reference/visible-memory.csv.
    VisibleMemoryBytes,
};
inline constexpr int kFieldCount = int(Field::VisibleMemoryBytes) + 1;

// The chip schema (schema.h), indexed by Field.
using ChipFields = TypedSchema<Field, chipSchema>;
inline std::span<const FieldSpec> allFields() {
    return ChipFields::all();
}
inline const FieldSpec& fieldInfo(Field field) {
    return ChipFields::info(field);
}
// The Field a row of allFields() describes.
constexpr Field chipField(const FieldSpec& spec) {
    return Field(spec.index);
}
inline QString fieldKey(Field field) {
    return ChipFields::key(field);
}
// Translated (context "Field").
inline QString fieldLabel(Field field) {
    return ChipFields::label(field);
}
inline std::optional<Field> fieldFromKey(QStringView key) {
    return ChipFields::fromKey(key);
}
// Whether the reference accelerators.csv has a column for the field; visible_memory_bytes comes
// from resources/reference/visible-memory.csv instead.
bool isReferenceColumn(Field field);

// Which of a figure's attributes (figure.h) a field may carry (its FieldSpec's marks);
// validation refuses the others and the CSV format has columns for exactly these. A printed
// unit: a capacity or a bandwidth in GB or GB/s. A link scope: the interconnect bandwidth. A
// configuration and a range: a number.
bool takesPrintedUnit(Field field);
bool takesLinkScope(Field field);
bool takesConfigurationAndRange(Field field);

// The dense throughput field for a precision (FP64/FP32 are vector peaks, see the reference).
Field throughputField(Precision precision);

} // namespace chipatlas
