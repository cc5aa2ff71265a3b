#include "system.h"

#include <QCoreApplication>

#include <iterator>

namespace chipatlas {

namespace {
using enum FieldKind;

// One row per SystemField, in enum order (checked below). A system's figures take no sparsity
// flag (the vendor's sparse totals are System::vendorThroughputSparse) and no link scope.
constexpr FieldSpec kSystemFields[] = {
    {.index = int(SystemField::ScaleupFabric),
     .key = "scaleup_fabric",
     .label = QT_TRANSLATE_NOOP("SystemField", "Scale-up fabric"),
     .kind = Text,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Interconnect,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(SystemField::ScaleupDomainChips),
     .key = "scaleup_domain_chips",
     .label = QT_TRANSLATE_NOOP("SystemField", "Scale-up domain"),
     .kind = Number,
     .unit = Unit::Chips,
     .better = Better::Higher,
     .group = FieldGroup::Interconnect,
     .marks = FigureMark::Status | FigureMark::ConfigurationAndRange},
    {.index = int(SystemField::ScaleupBwPerChipGbs),
     .key = "scaleup_bw_per_chip_gbs",
     .label = QT_TRANSLATE_NOOP("SystemField", "Scale-up bandwidth per chip"),
     .kind = Number,
     .unit = Unit::GigabytePerSecond,
     .better = Better::Higher,
     .group = FieldGroup::Interconnect,
     .marks = FigureMark::Status | FigureMark::PrintedUnit | FigureMark::ConfigurationAndRange},
    {.index = int(SystemField::ScaleoutNetwork),
     .key = "scaleout_network",
     .label = QT_TRANSLATE_NOOP("SystemField", "Scale-out network"),
     .kind = Text,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Interconnect,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(SystemField::HostCpus),
     .key = "host_cpus",
     .label = QT_TRANSLATE_NOOP("SystemField", "Host CPUs"),
     .kind = Text,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Compute,
     .marks = FigureMarks(FigureMark::Status)},
    {.index = int(SystemField::HostMemoryGb),
     .key = "host_memory_gb",
     .label = QT_TRANSLATE_NOOP("SystemField", "Host memory"),
     .kind = Number,
     .unit = Unit::Gigabyte,
     .better = Better::Higher,
     .group = FieldGroup::Memory,
     .marks = FigureMark::Status | FigureMark::PrintedUnit | FigureMark::ConfigurationAndRange},
    {.index = int(SystemField::SystemPowerW),
     .key = "system_power_w",
     .label = QT_TRANSLATE_NOOP("SystemField", "System power"),
     .kind = Number,
     .unit = Unit::Watt,
     .better = Better::Lower,
     .group = FieldGroup::Power,
     .marks = FigureMark::Status | FigureMark::ConfigurationAndRange},
    {.index = int(SystemField::RackPowerW),
     .key = "rack_power_w",
     .label = QT_TRANSLATE_NOOP("SystemField", "Rack power"),
     .kind = Number,
     .unit = Unit::Watt,
     .better = Better::Lower,
     .group = FieldGroup::Power,
     .marks = FigureMark::Status | FigureMark::ConfigurationAndRange},
    {.index = int(SystemField::VendorTotalFp8Tflops),
     .key = "vendor_total_fp8_tflops",
     .label = QT_TRANSLATE_NOOP("SystemField", "Vendor's FP8 total"),
     .kind = Number,
     .unit = Unit::Teraflops,
     .better = Better::Higher,
     .group = FieldGroup::Compute,
     .decimals = 1,
     .precision = Precision::FP8,
     .marks = FigureMark::Status | FigureMark::ConfigurationAndRange},
    {.index = int(SystemField::VendorTotalBf16Tflops),
     .key = "vendor_total_bf16_tflops",
     .label = QT_TRANSLATE_NOOP("SystemField", "Vendor's BF16 total"),
     .kind = Number,
     .unit = Unit::Teraflops,
     .better = Better::Higher,
     .group = FieldGroup::Compute,
     .decimals = 1,
     .precision = Precision::BF16,
     .marks = FigureMark::Status | FigureMark::ConfigurationAndRange},
    {.index = int(SystemField::VendorTotalMemoryGb),
     .key = "vendor_total_memory_gb",
     .label = QT_TRANSLATE_NOOP("SystemField", "Vendor's memory total"),
     .kind = Number,
     .unit = Unit::Gigabyte,
     .better = Better::Higher,
     .group = FieldGroup::Memory,
     .marks = FigureMark::Status | FigureMark::PrintedUnit | FigureMark::ConfigurationAndRange},
    {.index = int(SystemField::VendorTotalMemoryBwGbs),
     .key = "vendor_total_memory_bw_gbs",
     .label = QT_TRANSLATE_NOOP("SystemField", "Vendor's memory bandwidth total"),
     .kind = Number,
     .unit = Unit::GigabytePerSecond,
     .better = Better::Higher,
     .group = FieldGroup::Memory,
     .marks = FigureMark::Status | FigureMark::PrintedUnit | FigureMark::ConfigurationAndRange},
    {.index = int(SystemField::Availability),
     .key = "availability",
     .label = QT_TRANSLATE_NOOP("SystemField", "Availability"),
     .kind = Text,
     .unit = Unit::None,
     .better = Better::None,
     .group = FieldGroup::Availability,
     .marks = FigureMarks(FigureMark::Status)},
};
static_assert(std::size(kSystemFields) == size_t(kSystemFieldCount),
              "kSystemFields must list every SystemField");
static_assert(schema_detail::inIndexOrder(kSystemFields),
              "kSystemFields must list every SystemField in enum order");
static_assert(schema_detail::uniqueKeys(kSystemFields), "two SystemFields share a key");
static_assert(schema_detail::marksFollowUnits(kSystemFields),
              "a SystemField's printed unit, configuration and range follow its unit and kind");

constexpr bool noChipOnlyMarks() {
    for (const FieldSpec& spec : kSystemFields) {
        if (spec.takes(FigureMark::SparsityUnstated) || spec.takes(FigureMark::LinkScope))
            return false;
    }
    return true;
}
static_assert(noChipOnlyMarks(), "a SystemField takes no sparsity flag and no link scope");

constexpr EntrySchema kSystemSchema{"system", "SystemField", kSystemFields};
} // namespace

const EntrySchema& systemSchema() {
    return kSystemSchema;
}

std::span<const FieldSpec> allSystemFields() {
    return kSystemFields;
}

const FieldSpec& systemFieldInfo(SystemField field) {
    return kSystemFields[size_t(field)];
}

QString systemFieldKey(SystemField field) {
    return kSystemSchema.key(int(field));
}

QString systemFieldLabel(SystemField field) {
    return kSystemSchema.label(int(field));
}

std::optional<SystemField> systemFieldFromKey(QStringView key) {
    const std::optional<int> index = kSystemSchema.indexOf(key);
    return index ? std::optional(SystemField(*index)) : std::nullopt;
}

} // namespace chipatlas
