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

// Numbers inside a stored note read the same in every locale: "2,517", "186".
QString noteNumber(double value) {
    return trimmedNumber(value, 3, QLocale(QLocale::English, QLocale::UnitedStates));
}

bool addsUp(Field field) {
    return field == Field::MemoryGb || field == Field::MemoryBwGbs ||
           fieldInfo(field).precision.has_value();
}

bool isMissingStatus(FigureStatus status) {
    return status == FigureStatus::NotPublished || status == FigureStatus::Unknown;
}

// count x the chip's figure (an additive field or the TDP), with the formula in the note.
Figure timesFigure(const Chip& chip, Field field, int count, const QString& extraNote) {
    const Figure& per = chip.figure(field);
    Figure total;
    total.source = per.source;
    total.sparsityUnstated = per.sparsityUnstated && per.hasValue();
    total.printedUnit = per.printedUnit;
    total.configuration = per.configuration;
    const QString subject = QStringLiteral("%1 %2").arg(chip.name, figureSubject(field));
    if (!per.hasValue()) {
        total.status = isMissingStatus(per.status) ? per.status : FigureStatus::Unknown;
        total.note = AggregateText::tr("%1 x %2: %3")
                         .arg(QString::number(count), subject, statusDisplayName(total.status));
        return total;
    }
    total.value = per.number() * count;
    if (per.rangeLow && per.rangeHigh) {
        total.rangeLow = *per.rangeLow * count;
        total.rangeHigh = *per.rangeHigh * count;
    }
    const QString symbol = printedUnitSymbol(fieldInfo(field).unit, per.printedUnit);
    QString note = AggregateText::tr("%1 x %2 %3 (%4)")
                       .arg(QString::number(count), noteNumber(per.number()), symbol, subject);
    if (per.status == FigureStatus::Unverified) {
        total.status = FigureStatus::Unverified;
        note += AggregateText::tr("; the chip's figure is unverified");
    } else {
        total.status = FigureStatus::Computed;
    }
    if (!extraNote.isEmpty())
        note += QStringLiteral("; ") + extraNote;
    total.note = note;
    return total;
}

Figure missingFigure(FigureStatus status, const QString& note) {
    Figure figure;
    figure.status = status;
    figure.note = note;
    return figure;
}

// The figures an entry of `count` chips takes from one chip as they are ("of each <chip>").
void copyPerChipFigures(Chip& entry, const Chip& chip) {
    for (Field field : {Field::ProcessNode, Field::MemoryType, Field::FormFactor,
                        Field::SoftwareStack, Field::Announced, Field::Released}) {
        Figure figure = chip.figure(field);
        const QString each = AggregateText::tr("of each %1").arg(chip.name);
        figure.note = figure.note.isEmpty() ? each : each + QStringLiteral("; ") + figure.note;
        entry.figure(field) = figure;
    }
}

void setTotals(Chip& entry, const Chip& chip, int count) {
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        if (addsUp(field))
            entry.figure(field) = timesFigure(chip, field, count, QString());
    }
}
} // namespace

std::optional<Figure> systemTotal(const System& system, const Chip& chip, Field field) {
    if (!addsUp(field))
        return std::nullopt;
    return timesFigure(chip, field, system.chipCount, QString());
}

Chip systemAsChip(const System& system, const std::optional<Chip>& chip) {
    Chip entry;
    entry.id = system.id;
    entry.name = system.name;
    entry.vendor = system.vendor;
    entry.kind = QStringLiteral("system");
    entry.sourceUrls = system.sourceUrls;
    entry.notes = system.notes;
    entry.origin = system.origin;
    const QString noPrice =
        AggregateText::tr("not published: the catalog has no list price for a system");
    entry.figure(Field::LaunchPriceUsd) = missingFigure(FigureStatus::NotPublished, noPrice);
    entry.figure(Field::TransistorsBillion) =
        missingFigure(FigureStatus::NotPublished, AggregateText::tr("not published for a system"));
    entry.figure(Field::VisibleMemoryBytes) =
        missingFigure(FigureStatus::NotPublished, AggregateText::tr("not published for a system"));
    if (chip) {
        entry.familyGeneration = chip->name;
        entry.sparsityNote = chip->sparsityNote;
        setTotals(entry, *chip, system.chipCount);
        copyPerChipFigures(entry, *chip);
    } else {
        const QString lacking = AggregateText::tr("the catalog has no chip %1").arg(system.chipId);
        for (const FieldSpec& info : allFields()) {
            const Field field = chipField(info);
            if (addsUp(field) || field == Field::ProcessNode || field == Field::MemoryType ||
                field == Field::FormFactor || field == Field::SoftwareStack ||
                field == Field::Announced || field == Field::Released)
                entry.figure(field) = missingFigure(FigureStatus::Unknown, lacking);
        }
    }
    const Figure& power = system.figure(SystemField::SystemPowerW);
    if (power.hasValue()) {
        entry.figure(Field::TdpW) = power;
    } else {
        entry.figure(Field::TdpW) = missingFigure(
            FigureStatus::NotPublished,
            AggregateText::tr(
                "system power not published (%1 x chip TDP would leave out hosts and switches)")
                .arg(system.chipCount));
    }
    entry.figure(Field::InterconnectBwGbs) = system.figure(SystemField::ScaleupBwPerChipGbs);
    if (entry.figure(Field::InterconnectBwGbs).hasValue())
        entry.figure(Field::InterconnectBwGbs).linkScope = LinkScope::ChipToChip;
    entry.figure(Field::Interconnect) = system.figure(SystemField::ScaleupFabric);
    entry.figure(Field::ScaleupDomainChips) = system.figure(SystemField::ScaleupDomainChips);
    entry.figure(Field::Availability) = system.figure(SystemField::Availability);
    return entry;
}

Chip chipTimes(const Chip& chip, int count) {
    if (count == 1)
        return chip;
    Chip entry = chip;
    entry.id = QStringLiteral("%1*%2").arg(chip.id).arg(count);
    entry.name = AggregateText::tr("%1 x %2").arg(QString::number(count), chip.name);
    setTotals(entry, chip, count);
    copyPerChipFigures(entry, chip);
    entry.figure(Field::TdpW) =
        timesFigure(chip, Field::TdpW, count, AggregateText::tr("chips only: no host, no switch"));
    const QString notForMany =
        AggregateText::tr("not published for %1 chips as one entry").arg(count);
    entry.figure(Field::LaunchPriceUsd) = missingFigure(FigureStatus::NotPublished, notForMany);
    entry.figure(Field::TransistorsBillion) = missingFigure(FigureStatus::NotPublished, notForMany);
    entry.figure(Field::VisibleMemoryBytes) = missingFigure(FigureStatus::NotPublished, notForMany);
    return entry;
}

bool isSystemEntry(const Chip& entry) {
    return entry.kind == QLatin1String("system");
}

int entryChipCount(const Chip& entry) {
    const qsizetype star = entry.id.lastIndexOf(QLatin1Char('*'));
    if (star < 0)
        return 1;
    bool ok = false;
    const int count = entry.id.mid(star + 1).toInt(&ok);
    return ok && count > 0 ? count : 1;
}

namespace {
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
        // Capacities and bandwidths compare by their nominal numbers (DESIGN.md rule 4).
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
