#include "systemaggregates.h"

#include "comparison.h"
#include "comparisonwording.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace chipatlas {

using namespace comparison_detail;

namespace {
// lupdate files AggregateText::tr() under "SystemAggregates", the context the text is looked up in.
class AggregateText final {
    Q_DECLARE_TR_FUNCTIONS(SystemAggregates)
};

struct VendorPair {
    SystemField vendor;
    Field chip;
};
constexpr VendorPair kVendorPairs[] = {
    {SystemField::VendorTotalFp8Tflops, Field::Fp8TflopsDense},
    {SystemField::VendorTotalBf16Tflops, Field::Bf16TflopsDense},
    {SystemField::VendorTotalMemoryGb, Field::MemoryGb},
    {SystemField::VendorTotalMemoryBwGbs, Field::MemoryBwGbs},
};

// The step of the last digit of a number as a vendor prints it, in thousands until it is
// below 1,000 (705,600 GB/s as "705.6 TB/s": 100 GB/s; 720,000 TFLOPS as "720 PF": 1,000).
double printedStep(double value) {
    double scale = 1.0;
    while (std::abs(value) / scale >= 1000.0)
        scale *= 1000.0;
    return publishedStep(value / scale) * scale;
}

QString withSymbol(double value, Unit unit, PrintedUnit printed) {
    return noteNumber(value) + QLatin1Char(' ') + printedUnitSymbol(unit, printed);
}
} // namespace

std::optional<Figure> systemTotal(const System& system, const Chip& chip, Field field) {
    return chipsTotal(chip, field, system.chipCount);
}

QList<VendorTotalCheck> vendorTotalChecks(const System& system, const Chip& chip) {
    QList<VendorTotalCheck> checks;
    for (const VendorPair& pair : kVendorPairs) {
        const Figure& vendor = system.figure(pair.vendor);
        if (!vendor.hasValue())
            continue;
        VendorTotalCheck check;
        check.vendorField = pair.vendor;
        check.chipField = pair.chip;
        check.computed = *systemTotal(system, chip, pair.chip);
        check.vendor = vendor;
        const Unit unit = fieldInfo(pair.chip).unit;
        const bool throughput = fieldInfo(pair.chip).precision.has_value();
        check.vendorSparse = throughput && system.vendorThroughputSparse;
        // Capacities and bandwidths compare by their nominal numbers (docs/DOMAIN-RULES.md rule 4).
        check.vendorComparable = check.vendorSparse ? vendor.number() / 2.0 : vendor.number();
        QString vendorText = withSymbol(vendor.number(), unit, vendor.printedUnit);
        if (check.vendorSparse) {
            vendorText =
                AggregateText::tr("%1 with sparsity (%2 dense)")
                    .arg(vendorText, withSymbol(*check.vendorComparable, unit, vendor.printedUnit));
        }
        if (!check.computed.hasValue()) {
            check.text =
                AggregateText::tr("computed: %1, %2 states %3")
                    .arg(statusDisplayName(check.computed.status), system.vendor, vendorText);
            checks << check;
            continue;
        }
        const double computed = check.computed.number();
        const double comparable = *check.vendorComparable;
        if (comparable != 0.0)
            check.ratio = computed / comparable;
        const double step = std::max(printedStep(vendor.number()), publishedStep(computed));
        const double difference = std::abs(computed - comparable);
        check.disagrees = difference > step * (1.0 + 1e-9) &&
                          (!check.ratio || std::abs(*check.ratio - 1.0) > 0.01);
        QString verdict;
        if (!check.disagrees) {
            verdict = AggregateText::tr("agree");
        } else {
            verdict =
                AggregateText::tr("differ by %1% (more than rounding)")
                    .arg(noteNumber(std::round(std::abs(*check.ratio - 1.0) * 1000.0) / 10.0));
        }
        QString text = AggregateText::tr("computed %1, %2 states %3: %4")
                           .arg(withSymbol(computed, unit, check.computed.printedUnit),
                                system.vendor, vendorText, verdict);
        if (vendor.printedUnit != PrintedUnit::Unstated &&
            check.computed.printedUnit != PrintedUnit::Unstated &&
            vendor.printedUnit != check.computed.printedUnit)
            text += AggregateText::tr(
                " (printed in different units; the nominal numbers are compared)");
        check.text = text;
        checks << check;
    }
    return checks;
}

int usableDomainChips(const System& system) {
    const Figure& domain = system.figure(SystemField::ScaleupDomainChips);
    if (!domain.hasValue() || domain.number() < 1)
        return system.chipCount;
    return std::min(system.chipCount, int(domain.number()));
}

} // namespace chipatlas
