#include "field.h"

#include <QCoreApplication>

#include <array>

namespace chipatlas {

namespace {
using enum FieldKind;
using enum FieldGroup;
constexpr auto H = Better::Higher;
constexpr auto L = Better::Lower;
constexpr auto N = Better::None;

// One row per Field, in enum order (checked by a static_assert below).
constexpr std::array<FieldInfo, kFieldCount> kFields{{
    {Field::ProcessNode,
     "process_node",
     QT_TRANSLATE_NOOP("Field", "Process"),
     Text,
     Unit::None,
     L,
     Silicon,
     {},
     0},
    {Field::TransistorsBillion,
     "transistors_billion",
     QT_TRANSLATE_NOOP("Field", "Transistors"),
     Number,
     Unit::BillionTransistors,
     H,
     Silicon,
     {},
     1},
    {Field::TdpW, "tdp_w", QT_TRANSLATE_NOOP("Field", "TDP"), Number, Unit::Watt, L, Power, {}, 0},
    {Field::MemoryGb,
     "memory_gb",
     QT_TRANSLATE_NOOP("Field", "Memory"),
     Number,
     Unit::Gigabyte,
     H,
     Memory,
     {},
     0},
    {Field::MemoryType,
     "memory_type",
     QT_TRANSLATE_NOOP("Field", "Memory type"),
     Text,
     Unit::None,
     N,
     Memory,
     {},
     0},
    {Field::MemoryBwGbs,
     "memory_bw_gbs",
     QT_TRANSLATE_NOOP("Field", "Memory bandwidth"),
     Number,
     Unit::GigabytePerSecond,
     H,
     Memory,
     {},
     0},
    {Field::Fp64Tflops, "fp64_tflops", QT_TRANSLATE_NOOP("Field", "FP64"), Number, Unit::Teraflops,
     H, Compute, Precision::FP64, 1},
    {Field::Fp32Tflops, "fp32_tflops", QT_TRANSLATE_NOOP("Field", "FP32"), Number, Unit::Teraflops,
     H, Compute, Precision::FP32, 1},
    {Field::Tf32TflopsDense, "tf32_tflops_dense", QT_TRANSLATE_NOOP("Field", "TF32 dense"), Number,
     Unit::Teraflops, H, Compute, Precision::TF32, 1},
    {Field::Fp16TflopsDense, "fp16_tflops_dense", QT_TRANSLATE_NOOP("Field", "FP16 dense"), Number,
     Unit::Teraflops, H, Compute, Precision::FP16, 1},
    {Field::Bf16TflopsDense, "bf16_tflops_dense", QT_TRANSLATE_NOOP("Field", "BF16 dense"), Number,
     Unit::Teraflops, H, Compute, Precision::BF16, 1},
    {Field::Fp8TflopsDense, "fp8_tflops_dense", QT_TRANSLATE_NOOP("Field", "FP8 dense"), Number,
     Unit::Teraflops, H, Compute, Precision::FP8, 1},
    {Field::Int8TopsDense, "int8_tops_dense", QT_TRANSLATE_NOOP("Field", "INT8 dense"), Number,
     Unit::Teraops, H, Compute, Precision::INT8, 1},
    {Field::Fp4TflopsDense, "fp4_tflops_dense", QT_TRANSLATE_NOOP("Field", "FP4 dense"), Number,
     Unit::Teraflops, H, Compute, Precision::FP4, 1},
    {Field::FormFactor,
     "form_factor",
     QT_TRANSLATE_NOOP("Field", "Form factor"),
     Text,
     Unit::None,
     N,
     Interconnect,
     {},
     0},
    {Field::Interconnect,
     "interconnect",
     QT_TRANSLATE_NOOP("Field", "Interconnect"),
     Text,
     Unit::None,
     N,
     Interconnect,
     {},
     0},
    {Field::InterconnectBwGbs,
     "interconnect_bw_gbs",
     QT_TRANSLATE_NOOP("Field", "Interconnect bandwidth"),
     Number,
     Unit::GigabytePerSecond,
     H,
     Interconnect,
     {},
     0},
    {Field::ScaleupDomainChips,
     "scaleup_domain_chips",
     QT_TRANSLATE_NOOP("Field", "Scale-up domain"),
     Number,
     Unit::Chips,
     H,
     Interconnect,
     {},
     0},
    {Field::SoftwareStack,
     "software_stack",
     QT_TRANSLATE_NOOP("Field", "Software"),
     Text,
     Unit::None,
     N,
     Availability,
     {},
     0},
    {Field::Availability,
     "availability",
     QT_TRANSLATE_NOOP("Field", "Availability"),
     Text,
     Unit::None,
     N,
     Availability,
     {},
     0},
    {Field::Announced,
     "announced",
     QT_TRANSLATE_NOOP("Field", "Announced"),
     Date,
     Unit::None,
     N,
     Dates,
     {},
     0},
    {Field::Released,
     "released",
     QT_TRANSLATE_NOOP("Field", "Released"),
     Date,
     Unit::None,
     N,
     Dates,
     {},
     0},
    {Field::LaunchPriceUsd,
     "launch_price_usd",
     QT_TRANSLATE_NOOP("Field", "Launch price"),
     Number,
     Unit::UsDollar,
     L,
     Availability,
     {},
     0},
    {Field::VisibleMemoryBytes,
     "visible_memory_bytes",
     QT_TRANSLATE_NOOP("Field", "Memory visible to software"),
     Number,
     Unit::Byte,
     H,
     Memory,
     {},
     0},
}};

constexpr bool fieldsInEnumOrder() {
    for (int i = 0; i < kFieldCount; ++i) {
        if (int(kFields[size_t(i)].field) != i)
            return false;
    }
    return true;
}
static_assert(fieldsInEnumOrder(), "kFields must list every Field in enum order");
} // namespace

std::span<const FieldInfo> allFields() {
    return kFields;
}

const FieldInfo& fieldInfo(Field field) {
    return kFields[size_t(field)];
}

QString fieldKey(Field field) {
    return QString::fromLatin1(fieldInfo(field).key);
}

QString fieldLabel(Field field) {
    return QCoreApplication::translate("Field", fieldInfo(field).label);
}

std::optional<Field> fieldFromKey(QStringView key) {
    for (const FieldInfo& info : kFields) {
        if (key == QLatin1String(info.key))
            return info.field;
    }
    return std::nullopt;
}

bool isReferenceColumn(Field field) {
    return field != Field::VisibleMemoryBytes;
}

bool takesPrintedUnit(Field field) {
    const Unit unit = fieldInfo(field).unit;
    return unit == Unit::Gigabyte || unit == Unit::GigabytePerSecond;
}

bool takesLinkScope(Field field) {
    return field == Field::InterconnectBwGbs;
}

bool takesConfigurationAndRange(Field field) {
    return fieldInfo(field).kind == FieldKind::Number;
}

Field throughputField(Precision precision) {
    for (const FieldInfo& info : kFields) {
        if (info.precision == precision)
            return info.field;
    }
    Q_UNREACHABLE();
    return Field::Bf16TflopsDense;
}

} // namespace chipatlas
