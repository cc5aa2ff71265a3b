#include "entry.h"

#include "comparison.h"
#include "comparisonwording.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace chipatlas {

using namespace comparison_detail;

namespace {
// The notes of computed totals were written as SystemAggregates::tr(); lupdate files them there.
class AggregateText final {
    Q_DECLARE_TR_FUNCTIONS(SystemAggregates)
};

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
    } else if (per.status == FigureStatus::DesignTarget) {
        total.status = FigureStatus::DesignTarget;
        note += AggregateText::tr("; the chip's figure is a design target, not shipping");
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

// The figures an entry of several chips takes from one chip as they are.
constexpr Field kPerChipFields[] = {Field::ProcessNode,   Field::MemoryType, Field::FormFactor,
                                    Field::SoftwareStack, Field::Announced,  Field::Released};

void copyPerChipFigures(Chip& entry, const Chip& chip) {
    const QString each = AggregateText::tr("of each %1").arg(chip.name);
    for (Field field : kPerChipFields) {
        Figure figure = chip.figure(field);
        figure.note = figure.note.isEmpty() ? each : each + QStringLiteral("; ") + figure.note;
        entry.figure(field) = figure;
    }
}

void setTotals(Chip& entry, const Chip& chip, int count) {
    for (const FieldSpec& spec : allFields()) {
        const Field field = chipField(spec);
        if (addsUp(field))
            entry.figure(field) = timesFigure(chip, field, count, QString());
    }
}
} // namespace

std::optional<Figure> chipsTotal(const Chip& chip, Field field, int count) {
    if (!addsUp(field))
        return std::nullopt;
    return timesFigure(chip, field, count, QString());
}

Entry Entry::ofChips(const Chip& chip, int count) {
    Entry entry(chip);
    if (count == 1)
        return entry;
    entry.m_kind = EntryKind::Chips;
    entry.m_chipCount = count;
    entry.m_chipId = chip.id;
    entry.m_chipName = chip.name;
    Chip& figures = entry.m_figures;
    figures.id = QStringLiteral("%1*%2").arg(chip.id).arg(count);
    figures.name = AggregateText::tr("%1 x %2").arg(QString::number(count), chip.name);
    setTotals(figures, chip, count);
    copyPerChipFigures(figures, chip);
    figures.figure(Field::TdpW) =
        timesFigure(chip, Field::TdpW, count, AggregateText::tr("chips only: no host, no switch"));
    const QString notForMany =
        AggregateText::tr("not published for %1 chips as one entry").arg(count);
    for (Field field :
         {Field::LaunchPriceUsd, Field::TransistorsBillion, Field::VisibleMemoryBytes})
        figures.figure(field) = missingFigure(FigureStatus::NotPublished, notForMany);
    return entry;
}

Entry Entry::ofSystem(const System& system, const Chip* chip) {
    Entry entry;
    entry.m_kind = EntryKind::System;
    entry.m_chipCount = system.chipCount;
    entry.m_chipId = system.chipId;
    Chip& figures = entry.m_figures;
    figures.id = system.id;
    figures.name = system.name;
    figures.vendor = system.vendor;
    figures.sourceUrls = system.sourceUrls;
    figures.notes = system.notes;
    figures.origin = system.origin;
    // The system's own list price where the catalog has one (its status and note say how firm).
    figures.figure(Field::LaunchPriceUsd) = system.figure(SystemField::ListPriceUsd);
    const QString notForSystem = AggregateText::tr("not published for a system");
    figures.figure(Field::TransistorsBillion) =
        missingFigure(FigureStatus::NotPublished, notForSystem);
    figures.figure(Field::VisibleMemoryBytes) =
        missingFigure(FigureStatus::NotPublished, notForSystem);
    if (chip) {
        entry.m_chipName = chip->name;
        figures.familyGeneration = chip->name;
        figures.sparsityNote = chip->sparsityNote;
        setTotals(figures, *chip, system.chipCount);
        copyPerChipFigures(figures, *chip);
    } else {
        const QString lacking = AggregateText::tr("the catalog has no chip %1").arg(system.chipId);
        for (const FieldSpec& spec : allFields()) {
            const Field field = chipField(spec);
            if (addsUp(field) ||
                std::ranges::find(kPerChipFields, field) != std::end(kPerChipFields))
                figures.figure(field) = missingFigure(FigureStatus::Unknown, lacking);
        }
    }
    const Figure& power = system.figure(SystemField::SystemPowerW);
    if (power.hasValue()) {
        figures.figure(Field::TdpW) = power;
    } else {
        figures.figure(Field::TdpW) = missingFigure(
            FigureStatus::NotPublished,
            AggregateText::tr(
                "system power not published (%1 x chip TDP would leave out hosts and switches)")
                .arg(system.chipCount));
    }
    Figure& link = figures.figure(Field::InterconnectBwGbs);
    link = system.figure(SystemField::ScaleupBwPerChipGbs);
    if (link.hasValue())
        link.linkScope = LinkScope::ChipToChip;
    figures.figure(Field::Interconnect) = system.figure(SystemField::ScaleupFabric);
    figures.figure(Field::ScaleupDomainChips) = system.figure(SystemField::ScaleupDomainChips);
    figures.figure(Field::Availability) = system.figure(SystemField::Availability);
    return entry;
}

QList<Entry> chipEntries(const QList<Chip>& chips) {
    QList<Entry> entries;
    entries.reserve(chips.size());
    for (const Chip& chip : chips)
        entries.emplaceBack(chip);
    return entries;
}

} // namespace chipatlas
