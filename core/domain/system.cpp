#include "system.h"

#include <QCoreApplication>

namespace chipatlas {

namespace {
using enum FieldKind;

// One row per SystemField, in enum order (checked below).
constexpr std::array<SystemFieldInfo, kSystemFieldCount> kSystemFields{{
    {SystemField::ScaleupFabric, "scaleup_fabric",
     QT_TRANSLATE_NOOP("SystemField", "Scale-up fabric"), Text, Unit::None, false},
    {SystemField::ScaleupDomainChips, "scaleup_domain_chips",
     QT_TRANSLATE_NOOP("SystemField", "Scale-up domain"), Number, Unit::Chips, false},
    {SystemField::ScaleupBwPerChipGbs, "scaleup_bw_per_chip_gbs",
     QT_TRANSLATE_NOOP("SystemField", "Scale-up bandwidth per chip"), Number,
     Unit::GigabytePerSecond, true},
    {SystemField::ScaleoutNetwork, "scaleout_network",
     QT_TRANSLATE_NOOP("SystemField", "Scale-out network"), Text, Unit::None, false},
    {SystemField::HostCpus, "host_cpus", QT_TRANSLATE_NOOP("SystemField", "Host CPUs"), Text,
     Unit::None, false},
    {SystemField::HostMemoryGb, "host_memory_gb", QT_TRANSLATE_NOOP("SystemField", "Host memory"),
     Number, Unit::Gigabyte, true},
    {SystemField::SystemPowerW, "system_power_w", QT_TRANSLATE_NOOP("SystemField", "System power"),
     Number, Unit::Watt, false},
    {SystemField::RackPowerW, "rack_power_w", QT_TRANSLATE_NOOP("SystemField", "Rack power"),
     Number, Unit::Watt, false},
    {SystemField::VendorTotalFp8Tflops, "vendor_total_fp8_tflops",
     QT_TRANSLATE_NOOP("SystemField", "Vendor's FP8 total"), Number, Unit::Teraflops, false},
    {SystemField::VendorTotalBf16Tflops, "vendor_total_bf16_tflops",
     QT_TRANSLATE_NOOP("SystemField", "Vendor's BF16 total"), Number, Unit::Teraflops, false},
    {SystemField::VendorTotalMemoryGb, "vendor_total_memory_gb",
     QT_TRANSLATE_NOOP("SystemField", "Vendor's memory total"), Number, Unit::Gigabyte, true},
    {SystemField::VendorTotalMemoryBwGbs, "vendor_total_memory_bw_gbs",
     QT_TRANSLATE_NOOP("SystemField", "Vendor's memory bandwidth total"), Number,
     Unit::GigabytePerSecond, true},
    {SystemField::Availability, "availability", QT_TRANSLATE_NOOP("SystemField", "Availability"),
     Text, Unit::None, false},
}};

constexpr bool systemFieldsInEnumOrder() {
    for (int i = 0; i < kSystemFieldCount; ++i) {
        if (int(kSystemFields[size_t(i)].field) != i)
            return false;
    }
    return true;
}
static_assert(systemFieldsInEnumOrder(), "kSystemFields must list every SystemField in order");
} // namespace

std::span<const SystemFieldInfo> allSystemFields() {
    return kSystemFields;
}

const SystemFieldInfo& systemFieldInfo(SystemField field) {
    return kSystemFields[size_t(field)];
}

QString systemFieldKey(SystemField field) {
    return QString::fromLatin1(systemFieldInfo(field).key);
}

QString systemFieldLabel(SystemField field) {
    return QCoreApplication::translate("SystemField", systemFieldInfo(field).label);
}

std::optional<SystemField> systemFieldFromKey(QStringView key) {
    for (const SystemFieldInfo& info : kSystemFields) {
        if (key == QLatin1String(info.key))
            return info.field;
    }
    return std::nullopt;
}

} // namespace chipatlas
