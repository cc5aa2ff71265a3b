#include "field.h"

#include <QCoreApplication>

#include <iterator>

namespace chipatlas {

namespace {
using enum FieldKind;

// One row per Field, in enum order (checked below).
constexpr FieldSpec kFields[] = {
    {.index = int(Field::ProcessNode),
     .key = "process_node",
     .label = QT_TRANSLATE_NOOP("Field", "Process"),
     .kind = Text,
     .unit = Unit::None,
     .better = Better::Lower,
     .group = FieldGroup::Silicon,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(Field::TransistorsBillion),
     .key = "transistors_billion",
     .label = QT_TRANSLATE_NOOP("Field", "Transistors"),
     .kind = Number,
     .unit = Unit::BillionTransistors,
     .better = Better::Higher,
     .group = FieldGroup::Silicon,
     .decimals = 1,
     .marks = FigureMark::Status | FigureMark::ConfigurationAndRange},
    {.index = int(Field::TdpW),
     .key = "tdp_w",
     .label = QT_TRANSLATE_NOOP("Field", "TDP"),
     .kind = Number,
     .unit = Unit::Watt,
     .better = Better::Lower,
     .group = FieldGroup::Power,
     .marks = FigureMark::Status | FigureMark::ConfigurationAndRange},
    {.index = int(Field::MemoryGb),
     .key = "memory_gb",
     .label = QT_TRANSLATE_NOOP("Field", "Memory"),
     .kind = Number,
     .unit = Unit::Gigabyte,
     .better = Better::Higher,
     .group = FieldGroup::Memory,
     .marks = FigureMark::Status | FigureMark::PrintedUnit | FigureMark::ConfigurationAndRange},
    {.index = int(Field::MemoryType),
     .key = "memory_type",
     .label = QT_TRANSLATE_NOOP("Field", "Memory type"),
     .kind = Text,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Memory,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(Field::MemoryBwGbs),
     .key = "memory_bw_gbs",
     .label = QT_TRANSLATE_NOOP("Field", "Memory bandwidth"),
     .kind = Number,
     .unit = Unit::GigabytePerSecond,
     .better = Better::Higher,
     .group = FieldGroup::Memory,
     .marks = FigureMark::Status | FigureMark::PrintedUnit | FigureMark::ConfigurationAndRange},
    {.index = int(Field::Fp64Tflops),
     .key = "fp64_tflops",
     .label = QT_TRANSLATE_NOOP("Field", "FP64"),
     .kind = Number,
     .unit = Unit::Teraflops,
     .better = Better::Higher,
     .group = FieldGroup::Compute,
     .decimals = 1,
     .precision = Precision::FP64,
     .marks =
         FigureMark::Status | FigureMark::SparsityUnstated | FigureMark::ConfigurationAndRange},
    {.index = int(Field::Fp32Tflops),
     .key = "fp32_tflops",
     .label = QT_TRANSLATE_NOOP("Field", "FP32"),
     .kind = Number,
     .unit = Unit::Teraflops,
     .better = Better::Higher,
     .group = FieldGroup::Compute,
     .decimals = 1,
     .precision = Precision::FP32,
     .marks =
         FigureMark::Status | FigureMark::SparsityUnstated | FigureMark::ConfigurationAndRange},
    {.index = int(Field::Tf32TflopsDense),
     .key = "tf32_tflops_dense",
     .label = QT_TRANSLATE_NOOP("Field", "TF32 dense"),
     .kind = Number,
     .unit = Unit::Teraflops,
     .better = Better::Higher,
     .group = FieldGroup::Compute,
     .decimals = 1,
     .precision = Precision::TF32,
     .marks =
         FigureMark::Status | FigureMark::SparsityUnstated | FigureMark::ConfigurationAndRange},
    {.index = int(Field::Fp16TflopsDense),
     .key = "fp16_tflops_dense",
     .label = QT_TRANSLATE_NOOP("Field", "FP16 dense"),
     .kind = Number,
     .unit = Unit::Teraflops,
     .better = Better::Higher,
     .group = FieldGroup::Compute,
     .decimals = 1,
     .precision = Precision::FP16,
     .marks =
         FigureMark::Status | FigureMark::SparsityUnstated | FigureMark::ConfigurationAndRange},
    {.index = int(Field::Bf16TflopsDense),
     .key = "bf16_tflops_dense",
     .label = QT_TRANSLATE_NOOP("Field", "BF16 dense"),
     .kind = Number,
     .unit = Unit::Teraflops,
     .better = Better::Higher,
     .group = FieldGroup::Compute,
     .decimals = 1,
     .precision = Precision::BF16,
     .marks =
         FigureMark::Status | FigureMark::SparsityUnstated | FigureMark::ConfigurationAndRange},
    {.index = int(Field::Fp8TflopsDense),
     .key = "fp8_tflops_dense",
     .label = QT_TRANSLATE_NOOP("Field", "FP8 dense"),
     .kind = Number,
     .unit = Unit::Teraflops,
     .better = Better::Higher,
     .group = FieldGroup::Compute,
     .decimals = 1,
     .precision = Precision::FP8,
     .marks =
         FigureMark::Status | FigureMark::SparsityUnstated | FigureMark::ConfigurationAndRange},
    {.index = int(Field::Int8TopsDense),
     .key = "int8_tops_dense",
     .label = QT_TRANSLATE_NOOP("Field", "INT8 dense"),
     .kind = Number,
     .unit = Unit::Teraops,
     .better = Better::Higher,
     .group = FieldGroup::Compute,
     .decimals = 1,
     .precision = Precision::INT8,
     .marks =
         FigureMark::Status | FigureMark::SparsityUnstated | FigureMark::ConfigurationAndRange},
    {.index = int(Field::Fp4TflopsDense),
     .key = "fp4_tflops_dense",
     .label = QT_TRANSLATE_NOOP("Field", "FP4 dense"),
     .kind = Number,
     .unit = Unit::Teraflops,
     .better = Better::Higher,
     .group = FieldGroup::Compute,
     .decimals = 1,
     .precision = Precision::FP4,
     .marks =
         FigureMark::Status | FigureMark::SparsityUnstated | FigureMark::ConfigurationAndRange},
    {.index = int(Field::FormFactor),
     .key = "form_factor",
     .label = QT_TRANSLATE_NOOP("Field", "Form factor"),
     .kind = Text,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Interconnect,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(Field::Interconnect),
     .key = "interconnect",
     .label = QT_TRANSLATE_NOOP("Field", "Interconnect"),
     .kind = Text,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Interconnect,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(Field::InterconnectBwGbs),
     .key = "interconnect_bw_gbs",
     .label = QT_TRANSLATE_NOOP("Field", "Interconnect bandwidth"),
     .kind = Number,
     .unit = Unit::GigabytePerSecond,
     .better = Better::Higher,
     .group = FieldGroup::Interconnect,
     .marks = FigureMark::Status | FigureMark::PrintedUnit | FigureMark::LinkScope |
              FigureMark::ConfigurationAndRange},
    {.index = int(Field::ScaleupDomainChips),
     .key = "scaleup_domain_chips",
     .label = QT_TRANSLATE_NOOP("Field", "Scale-up domain"),
     .kind = Number,
     .unit = Unit::Chips,
     .better = Better::Higher,
     .group = FieldGroup::Interconnect,
     .marks = FigureMark::Status | FigureMark::ConfigurationAndRange},
    {.index = int(Field::SoftwareStack),
     .key = "software_stack",
     .label = QT_TRANSLATE_NOOP("Field", "Software"),
     .kind = Text,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Availability,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(Field::Availability),
     .key = "availability",
     .label = QT_TRANSLATE_NOOP("Field", "Availability"),
     .kind = Text,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Availability,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(Field::Announced),
     .key = "announced",
     .label = QT_TRANSLATE_NOOP("Field", "Announced"),
     .kind = Date,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Dates,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(Field::Released),
     .key = "released",
     .label = QT_TRANSLATE_NOOP("Field", "Released"),
     .kind = Date,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Dates,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(Field::LaunchPriceUsd),
     .key = "launch_price_usd",
     .label = QT_TRANSLATE_NOOP("Field", "Launch price"),
     .kind = Number,
     .unit = Unit::UsDollar,
     .better = Better::Lower,
     .group = FieldGroup::Availability,
     .marks = FigureMark::Status | FigureMark::ConfigurationAndRange},
    {.index = int(Field::VisibleMemoryBytes),
     .key = "visible_memory_bytes",
     .label = QT_TRANSLATE_NOOP("Field", "Memory visible to software"),
     .kind = Number,
     .unit = Unit::Byte,
     .better = Better::Higher,
     .group = FieldGroup::Memory,
     .marks = FigureMark::Status | FigureMark::ConfigurationAndRange},
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

std::span<const FieldSpec> allFields() {
    return kFields;
}

const FieldSpec& fieldInfo(Field field) {
    return kFields[size_t(field)];
}

QString fieldKey(Field field) {
    return kChipSchema.key(int(field));
}

QString fieldLabel(Field field) {
    return kChipSchema.label(int(field));
}

std::optional<Field> fieldFromKey(QStringView key) {
    const std::optional<int> index = kChipSchema.indexOf(key);
    return index ? std::optional(Field(*index)) : std::nullopt;
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
