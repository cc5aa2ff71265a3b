#include "field.h"

#include <QCoreApplication>

#include <iterator>

namespace chipatlas {

namespace {
using enum FieldKind;
using enum FieldGroup;
// What a throughput takes besides a number's marks: the vendor may not say whether it is dense.
constexpr auto kSparsity = FigureMarks(FigureMark::SparsityUnstated);

// One row per Field, in enum order (checked below).
constexpr FieldSpec kFields[] = {
    plainField(Field::ProcessNode, "process_node", QT_TRANSLATE_NOOP("Field", "Process"), Text,
               Silicon, Better::Lower),
    numberField(Field::TransistorsBillion, "transistors_billion",
                QT_TRANSLATE_NOOP("Field", "Transistors"), Unit::BillionTransistors, Better::Higher,
                Silicon, 1),
    numberField(Field::TdpW, "tdp_w", QT_TRANSLATE_NOOP("Field", "TDP"), Unit::Watt, Better::Lower,
                Power),
    numberField(Field::MemoryGb, "memory_gb", QT_TRANSLATE_NOOP("Field", "Memory"), Unit::Gigabyte,
                Better::Higher, Memory),
    plainField(Field::MemoryType, "memory_type", QT_TRANSLATE_NOOP("Field", "Memory type"), Text,
               Memory),
    numberField(Field::MemoryBwGbs, "memory_bw_gbs", QT_TRANSLATE_NOOP("Field", "Memory bandwidth"),
                Unit::GigabytePerSecond, Better::Higher, Memory),
    numberField(Field::Fp64Tflops, "fp64_tflops", QT_TRANSLATE_NOOP("Field", "FP64"),
                Unit::Teraflops, Better::Higher, Compute, 1, Precision::FP64, kSparsity),
    numberField(Field::Fp32Tflops, "fp32_tflops", QT_TRANSLATE_NOOP("Field", "FP32"),
                Unit::Teraflops, Better::Higher, Compute, 1, Precision::FP32, kSparsity),
    numberField(Field::Tf32TflopsDense, "tf32_tflops_dense",
                QT_TRANSLATE_NOOP("Field", "TF32 dense"), Unit::Teraflops, Better::Higher, Compute,
                1, Precision::TF32, kSparsity),
    numberField(Field::Fp16TflopsDense, "fp16_tflops_dense",
                QT_TRANSLATE_NOOP("Field", "FP16 dense"), Unit::Teraflops, Better::Higher, Compute,
                1, Precision::FP16, kSparsity),
    numberField(Field::Bf16TflopsDense, "bf16_tflops_dense",
                QT_TRANSLATE_NOOP("Field", "BF16 dense"), Unit::Teraflops, Better::Higher, Compute,
                1, Precision::BF16, kSparsity),
    numberField(Field::Fp8TflopsDense, "fp8_tflops_dense", QT_TRANSLATE_NOOP("Field", "FP8 dense"),
                Unit::Teraflops, Better::Higher, Compute, 1, Precision::FP8, kSparsity),
    numberField(Field::Int8TopsDense, "int8_tops_dense", QT_TRANSLATE_NOOP("Field", "INT8 dense"),
                Unit::Teraops, Better::Higher, Compute, 1, Precision::INT8, kSparsity),
    numberField(Field::Fp4TflopsDense, "fp4_tflops_dense", QT_TRANSLATE_NOOP("Field", "FP4 dense"),
                Unit::Teraflops, Better::Higher, Compute, 1, Precision::FP4, kSparsity),
    plainField(Field::FormFactor, "form_factor", QT_TRANSLATE_NOOP("Field", "Form factor"), Text,
               Interconnect),
    plainField(Field::Interconnect, "interconnect", QT_TRANSLATE_NOOP("Field", "Interconnect"),
               Text, Interconnect),
    numberField(Field::InterconnectBwGbs, "interconnect_bw_gbs",
                QT_TRANSLATE_NOOP("Field", "Interconnect bandwidth"), Unit::GigabytePerSecond,
                Better::Higher, Interconnect, 0, std::nullopt, FigureMarks(FigureMark::LinkScope)),
    numberField(Field::ScaleupDomainChips, "scaleup_domain_chips",
                QT_TRANSLATE_NOOP("Field", "Scale-up domain"), Unit::Chips, Better::Higher,
                Interconnect),
    plainField(Field::SoftwareStack, "software_stack", QT_TRANSLATE_NOOP("Field", "Software"), Text,
               Availability),
    plainField(Field::Availability, "availability", QT_TRANSLATE_NOOP("Field", "Availability"),
               Text, Availability),
    plainField(Field::Announced, "announced", QT_TRANSLATE_NOOP("Field", "Announced"), Date, Dates),
    plainField(Field::Released, "released", QT_TRANSLATE_NOOP("Field", "Released"), Date, Dates),
    numberField(Field::LaunchPriceUsd, "launch_price_usd",
                QT_TRANSLATE_NOOP("Field", "Launch price"), Unit::UsDollar, Better::Lower,
                Availability),
    numberField(Field::VisibleMemoryBytes, "visible_memory_bytes",
                QT_TRANSLATE_NOOP("Field", "Memory visible to software"), Unit::Byte,
                Better::Higher, Memory),
};
static_assert(std::size(kFields) == size_t(kFieldCount), "kFields must list every Field");
static_assert(schema_detail::inIndexOrder(kFields), "kFields must list every Field in enum order");
static_assert(schema_detail::uniqueKeys(kFields), "two Fields share a key");
static_assert(schema_detail::marksFollowUnits(kFields),
              "a Field's printed unit, configuration and range follow its unit and kind");

// Sparsity unstated: exactly the throughput figures, each at its own precision.
constexpr bool sparsityOnThroughputOnly() {
    for (const FieldSpec& spec : kFields) {
        if (spec.takes(FigureMark::SparsityUnstated) != spec.precision.has_value())
            return false;
    }
    return true;
}
static_assert(sparsityOnThroughputOnly(), "only a throughput Field takes \"sparsity unstated\"");

constexpr EntrySchema kChipSchema{"chip", "Field", kFields};
} // namespace

const EntrySchema& chipSchema() {
    return kChipSchema;
}

bool isReferenceColumn(Field field) {
    return field != Field::VisibleMemoryBytes;
}

bool takesPrintedUnit(Field field) {
    return fieldInfo(field).takesPrintedUnit();
}

bool takesLinkScope(Field field) {
    return fieldInfo(field).takes(FigureMark::LinkScope);
}

bool takesConfigurationAndRange(Field field) {
    return fieldInfo(field).takes(FigureMark::ConfigurationAndRange);
}

Field throughputField(Precision precision) {
    for (const FieldSpec& spec : kFields) {
        if (spec.precision == precision)
            return chipField(spec);
    }
    Q_UNREACHABLE();
    return Field::Bf16TflopsDense;
}

} // namespace chipatlas
