#include "fit/systemfittablemodel.h"

#include "common/fitformat.h"
#include "common/theme.h"
#include "domain/figureformat.h"

#include <algorithm>
#include <array>

namespace chipatlas {

SystemFitTableModel::SystemFitTableModel(QObject* parent)
    : FitTableBase(PriceColumn, MeasuredCostColumn, parent) {}

void SystemFitTableModel::snapshotChanged() {
    m_cache = QList<std::optional<SystemFit>>(m_snapshot.systems().size());
}

int SystemFitTableModel::rowForId(const QString& id) const {
    const QList<System>& systems = m_snapshot.systems();
    for (int row = 0; row < systems.size(); ++row) {
        if (systems.at(row).id == id)
            return row;
    }
    return -1;
}

const Chip* SystemFitTableModel::chipOf(int row) const {
    return m_snapshot.chip(systemAt(row).chipId);
}

FitInputs SystemFitTableModel::acceptedInputs(const FitInputs& inputs) const {
    FitInputs accepted = inputs;
    accepted.chips = m_inputs.chips; // the domain sets the chips
    return accepted;
}

void SystemFitTableModel::memoryUnitsChanged() {
    Q_EMIT headerDataChanged(Qt::Horizontal, TotalColumn, SystemTotalColumn);
    invalidateFits();
}

void SystemFitTableModel::invalidateFits() {
    for (std::optional<SystemFit>& fit : m_cache)
        fit.reset();
    emitColumnsChanged(0, ColumnCount - 1);
}

const SystemFit* SystemFitTableModel::fitAt(int row) const {
    const Chip* chip = chipOf(row);
    if (!m_model || !chip)
        return nullptr;
    std::optional<SystemFit>& cached = m_cache[row];
    if (!cached)
        cached = computeSystemFit(*m_model, systemAt(row), *chip, m_inputs);
    return &*cached;
}

// At the picked offer's price per chip-hour, by core's rule (systemCostPerMillionTokens(), which
// `chipatlas-cli fit --chip SYSTEM` asks too).
std::optional<double> SystemFitTableModel::costPerMillion(int row, std::optional<double> rate,
                                                          bool atBound) const {
    const System& system = systemAt(row);
    const std::optional<PriceOption> price =
        m_pricing.chosen(m_pricing.systemOptions(system), system.id);
    const SystemFit* fit = fitAt(row);
    if (!price || !fit)
        return std::nullopt;
    return systemCostPerMillionTokens(*fit, price->usdPerChipHour, rate, atBound);
}

// Core's rule (costFromResults(), which `chipatlas-cli fit` asks too): the best matching
// result's cost, else the cost at the bound, labelled as the upper bound.
std::optional<CostFromResults> SystemFitTableModel::resultCostAt(int row) const {
    const System& system = systemAt(row);
    const SystemFit* fit = fitAt(row);
    return costFromResultsAt(m_pricing.systemOptions(system), system.id,
                             fit ? costPerMillion(row, fit->decodeAggregate, true) : std::nullopt);
}

int SystemFitTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_snapshot.systems().size());
}

int SystemFitTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(ColumnCount);
}

QVariant SystemFitTableModel::sortValue(int row, int column) const {
    const System& system = systemAt(row);
    switch (column) {
    case SystemColumn:
        return system.name;
    case ChipsColumn:
        return system.chipCount;
    case PriceColumn:
        return chosenPrice(m_pricing.systemOptions(system), system.id);
    case MeasuredColumn:
        return m_measured.measuredValue(system.id);
    case EfficiencyColumn:
        return m_measured.efficiencyValue(system.id);
    case ResultCostColumn: {
        const std::optional<CostFromResults> cost = resultCostAt(row);
        return cost ? optionalNumber(cost->usdPerMillionTokens) : QVariant();
    }
    default:
        break;
    }
    const SystemFit* fit = fitAt(row);
    if (!fit)
        return {};
    switch (column) {
    case DomainColumn:
        return fit->domainChips;
    case InstanceColumn:
        return fit->instanceChips > 0 ? QVariant(fit->instanceChips) : QVariant();
    case ReplicasColumn:
        return fit->instanceChips > 0 ? QVariant(fit->replicas) : QVariant();
    case TotalColumn:
        return fit->instanceBytes;
    case SystemTotalColumn:
        return fit->replicas > 0 ? QVariant(fit->systemBytes) : QVariant();
    case FitsColumn:
        return fit->instance.memoryKnown ? QVariant(fit->domainMarginBytes) : QVariant();
    case ChipsNeededColumn:
        return optionalNumber(fit->chipsNeeded);
    case DomainsNeededColumn:
        return optionalNumber(fit->domainsNeeded);
    case ScaleOutColumn:
        return fit->domainsNeeded ? QVariant(fit->crossesScaleOut) : QVariant();
    case ScaleupBandwidthColumn:
        return fit->scaleupBandwidth.hasValue() ? QVariant(fit->scaleupBandwidth.number())
                                                : QVariant();
    case PerSequenceColumn:
        return optionalNumber(fit->decodePerSequence);
    case AggregateColumn:
        return optionalNumber(fit->decodeAggregate);
    case CostColumn:
        return optionalNumber(costPerMillion(row, fit->decodeAggregate, true));
    case MeasuredCostColumn:
        return optionalNumber(costPerMillion(row, m_measuredRate, false));
    default:
        return {};
    }
}

QString SystemFitTableModel::missingText(int row, int column) const {
    const System& system = systemAt(row);
    if (column == PriceColumn)
        return tr("no offer or price");
    if (column == MeasuredColumn || column == EfficiencyColumn)
        return m_measured.missingText(system.id, column == EfficiencyColumn);
    if (!chipOf(row))
        return tr("chip %1 not in the catalog").arg(system.chipId);
    if (!m_model)
        return QString();
    const SystemFit* fit = fitAt(row);
    switch (column) {
    case InstanceColumn:
    case ReplicasColumn:
    case SystemTotalColumn:
    case FitsColumn:
    case ChipsNeededColumn:
    case DomainsNeededColumn:
    case ScaleOutColumn:
        return fit->instance.memoryKnown ? tr("no number fits")
                                         : statusDisplayName(FigureStatus::Unknown);
    case ScaleupBandwidthColumn:
        return statusDisplayName(fit->scaleupBandwidth.status);
    case PerSequenceColumn:
    case AggregateColumn:
        // Why no bound: core's reason (does not fit, crosses domains, a figure missing).
        return fit->noBoundReason.isEmpty() ? statusDisplayName(FigureStatus::Unknown)
                                            : fit->noBoundReason;
    case CostColumn:
    case ResultCostColumn:
    case MeasuredCostColumn:
        if (m_pricing.systemOptions(system).isEmpty())
            return tr("no price");
        if (fit->instanceChips <= 0)
            return tr("does not fit");
        if (column != MeasuredCostColumn)
            return fit->noBoundReason.isEmpty() ? statusDisplayName(FigureStatus::Unknown)
                                                : fit->noBoundReason;
        return tr("no measured rate");
    default:
        return QString();
    }
}

QString SystemFitTableModel::displayText(int row, int column, const QVariant& value) const {
    if (column == SystemColumn)
        return value.toString();
    if (column == ChipsColumn) {
        const Chip* chip = chipOf(row);
        return tr("%1 x %2").arg(m_locale.toString(systemAt(row).chipCount),
                                 chip ? chip->name : systemAt(row).chipId);
    }
    if (value.isNull())
        return missingText(row, column);
    const double number = value.toDouble();
    const SystemFit* fit = fitAt(row);
    switch (column) {
    case MeasuredColumn:
        return m_measured.measuredText(systemAt(row).id, m_locale);
    case EfficiencyColumn:
        return m_measured.efficiencyText(systemAt(row).id, m_locale);
    case ResultCostColumn:
        return costFromResultsText(*resultCostAt(row));
    case DomainColumn:
    case ReplicasColumn:
    case ChipsNeededColumn:
    case DomainsNeededColumn:
        return m_locale.toString(qint64(number));
    case InstanceColumn:
        return systemInstanceText(*fit);
    case TotalColumn:
    case SystemTotalColumn:
        return fitformat::bytesNumber(number, m_units, m_locale);
    case FitsColumn:
        return (fit->fitsOneDomain ? tr("✓ fits one domain, %1") : tr("✗ does not fit, %1"))
            .arg(fitformat::signedBytes(number, m_units, m_locale));
    case ScaleOutColumn:
        return value.toBool() ? tr("crosses scale-out") : tr("no");
    case ScaleupBandwidthColumn:
        return formatFigure(fit->scaleupBandwidth, Unit::GigabytePerSecond, m_locale);
    case PerSequenceColumn:
    case AggregateColumn:
        return fitformat::rate(number, m_locale);
    case CostColumn:
    case MeasuredCostColumn:
        if (fit && fit->systemsNeeded.value_or(1) > 1)
            return tr("%1 at %2 systems, the fewest it fits on")
                .arg(fitformat::dollars(number, m_locale), m_locale.toString(*fit->systemsNeeded));
        return fitformat::dollars(number, m_locale);
    default:
        return fitformat::dollars(number, m_locale);
    }
}

QString SystemFitTableModel::toolTip(int row, int column) const {
    const System& system = systemAt(row);
    const QList<PriceOption>& options = m_pricing.systemOptions(system);
    switch (column) {
    case PriceColumn:
        return options.isEmpty() ? tr("No offer in USD for %1 and no price entered for its chip.")
                                       .arg(system.name)
                                 : m_pricing.usedText(options, system.id);
    case MeasuredColumn:
    case EfficiencyColumn:
        return m_measured.toolTip(system.id, m_locale);
    case ResultCostColumn:
        // Which result and whose claim, or that it is the upper bound (core's words).
        if (const std::optional<CostFromResults> cost = resultCostAt(row))
            return cost->source + QLatin1Char('\n') + m_pricing.usedText(options, system.id);
        return system.name;
    case CostColumn:
    case MeasuredCostColumn:
        if (const SystemFit* fit = fitAt(row))
            return (fit->systemsNeeded.value_or(1) > 1
                        ? tr("at %1 systems (%2 chips), the fewest it fits on")
                                  .arg(m_locale.toString(*fit->systemsNeeded),
                                       m_locale.toString(systemChipsUsed(*fit))) +
                              QLatin1Char('\n')
                        : QString()) +
                   tr("USD per chip-hour × %1 chips / (tokens/s of all replicas × 3600) × 1e6")
                       .arg(m_locale.toString(systemChipsUsed(*fit))) +
                   QLatin1Char('\n') + m_pricing.usedText(options, system.id);
        return system.name;
    case InstanceColumn:
    case ReplicasColumn:
    case PerSequenceColumn:
    case AggregateColumn:
    case ScaleOutColumn: {
        // The cell's whole text first: a narrow column elides it.
        const QString shown = data(index(row, column), Qt::DisplayRole).toString();
        if (const SystemFit* fit = fitAt(row); fit && !fit->notes.isEmpty())
            return shown + QLatin1Char('\n') + fit->notes.join(QLatin1Char('\n'));
        return shown.isEmpty() ? system.name : shown + QLatin1Char('\n') + system.name;
    }
    case FitsColumn: {
        const QString shown = data(index(row, column), Qt::DisplayRole).toString();
        return shown.isEmpty() ? system.name : shown + QLatin1Char('\n') + system.name;
    }
    default:
        return system.name;
    }
}

QVariant SystemFitTableModel::fits(int row) const {
    const SystemFit* fit = fitAt(row);
    if (!fit || !fit->instance.memoryKnown)
        return {};
    return fit->fitsOneDomain;
}

std::optional<bool> SystemFitTableModel::verdict(int row, int column) const {
    const SystemFit* fit = fitAt(row);
    if (fit && column == FitsColumn)
        return fit->fitsOneDomain;
    if (fit && column == ScaleOutColumn && fit->crossesScaleOut)
        return false;
    // A result above its bound: an error in the data or in the formula, shown in red.
    if (column == EfficiencyColumn && m_measured.isAboveBound(systemAt(row).id))
        return false;
    return std::nullopt;
}

QString SystemFitTableModel::columnTitle(int section) const {
    // In Column order; %1 is GB or GiB.
    static const std::array<const char*, ColumnCount> labels{
        QT_TR_NOOP("System"),
        QT_TR_NOOP("Chips"),
        QT_TR_NOOP("Scale-up domain (chips)"),
        QT_TR_NOOP("One instance (TP × PP)"),
        QT_TR_NOOP("Replicas"),
        QT_TR_NOOP("Memory per instance (%1)"),
        QT_TR_NOOP("Memory, all replicas (%1)"),
        QT_TR_NOOP("Fits one domain, margin"),
        QT_TR_NOOP("Chips needed, memory alone"),
        QT_TR_NOOP("Domains needed"),
        QT_TR_NOOP("Crosses scale-out"),
        QT_TR_NOOP("Scale-up per chip"),
        QT_TR_NOOP("Decode per sequence ≤ (tok/s)"),
        QT_TR_NOOP("Decode, all replicas ≤ (tok/s)"),
        QT_TR_NOOP("Measured per chip (tok/s)"),
        QT_TR_NOOP("Efficiency (measured / bound)"),
        QT_TR_NOOP("Price (USD per chip-hour)"),
        QT_TR_NOOP("Cost at bound (USD per 1M tokens)"),
        QT_TR_NOOP("Cost, measured result or bound (USD per 1M tokens)"),
        QT_TR_NOOP("Cost at measured (USD per 1M tokens)"),
    };
    const QString label = tr(labels[size_t(section)]);
    return section == TotalColumn || section == SystemTotalColumn
               ? label.arg(memoryUnitSymbol(m_units))
               : label;
}

} // namespace chipatlas
