#include "system.h"

#include <QCoreApplication>

#include <iterator>

namespace chipatlas {

namespace {
using enum FieldKind;
using enum FieldGroup;

// One row per SystemField, in enum order (checked below). A system's figures take no sparsity
// flag (the vendor's sparse totals are System::vendorThroughputSparse) and no link scope.
constexpr FieldSpec kSystemFields[] = {
    plainField(SystemField::ScaleupFabric, "scaleup_fabric",
               QT_TRANSLATE_NOOP("SystemField", "Scale-up fabric"), Text, Interconnect),
    numberField(SystemField::ScaleupDomainChips, "scaleup_domain_chips",
                QT_TRANSLATE_NOOP("SystemField", "Scale-up domain"), Unit::Chips, Better::Higher,
                Interconnect),
    numberField(SystemField::ScaleupBwPerChipGbs, "scaleup_bw_per_chip_gbs",
                QT_TRANSLATE_NOOP("SystemField", "Scale-up bandwidth per chip"),
                Unit::GigabytePerSecond, Better::Higher, Interconnect),
    plainField(SystemField::ScaleoutNetwork, "scaleout_network",
               QT_TRANSLATE_NOOP("SystemField", "Scale-out network"), Text, Interconnect),
    plainField(SystemField::HostCpus, "host_cpus", QT_TRANSLATE_NOOP("SystemField", "Host CPUs"),
               Text, Compute),
    numberField(SystemField::HostMemoryGb, "host_memory_gb",
                QT_TRANSLATE_NOOP("SystemField", "Host memory"), Unit::Gigabyte, Better::Higher,
                Memory),
    numberField(SystemField::SystemPowerW, "system_power_w",
                QT_TRANSLATE_NOOP("SystemField", "System power"), Unit::Watt, Better::Lower, Power),
    numberField(SystemField::RackPowerW, "rack_power_w",
                QT_TRANSLATE_NOOP("SystemField", "Rack power"), Unit::Watt, Better::Lower, Power),
    numberField(SystemField::VendorTotalFp8Tflops, "vendor_total_fp8_tflops",
                QT_TRANSLATE_NOOP("SystemField", "Vendor's FP8 total"), Unit::Teraflops,
                Better::Higher, Compute, 1, Precision::FP8),
    numberField(SystemField::VendorTotalBf16Tflops, "vendor_total_bf16_tflops",
                QT_TRANSLATE_NOOP("SystemField", "Vendor's BF16 total"), Unit::Teraflops,
                Better::Higher, Compute, 1, Precision::BF16),
    numberField(SystemField::VendorTotalMemoryGb, "vendor_total_memory_gb",
                QT_TRANSLATE_NOOP("SystemField", "Vendor's memory total"), Unit::Gigabyte,
                Better::Higher, Memory),
    numberField(SystemField::VendorTotalMemoryBwGbs, "vendor_total_memory_bw_gbs",
                QT_TRANSLATE_NOOP("SystemField", "Vendor's memory bandwidth total"),
                Unit::GigabytePerSecond, Better::Higher, Memory),
    plainField(SystemField::Availability, "availability",
               QT_TRANSLATE_NOOP("SystemField", "Availability"), Text, Availability),
    numberField(SystemField::ListPriceUsd, "list_price_usd",
                QT_TRANSLATE_NOOP("SystemField", "List price"), Unit::UsDollar, Better::Lower,
                Availability),
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

} // namespace chipatlas
