#include "fit/fittablemodel.h"

#include "common/fitformat.h"
#include "common/theme.h"
#include "domain/figureformat.h"

#include <algorithm>
#include <array>

namespace chipatlas {

namespace {
bool isMemoryColumn(int column) {
    return column >= FitTableModel::MemoryColumn && column <= FitTableModel::TotalColumn;
}

QString missingName(const Chip& chip, std::optional<Field> field) {
    const bool withheld = field && chip.figure(*field).status == FigureStatus::NotPublished;
    return statusDisplayName(withheld ? FigureStatus::NotPublished : FigureStatus::Unknown);
}
} // namespace

FitTableModel::FitTableModel(QObject* parent)
    : FitTableBase(PriceColumn, MeasuredCostColumn, parent)
    , m_computation(new FitTableComputation(this)) {
    connect(m_computation, &FitTableComputation::progress, this, &FitTableModel::fitsProgress);
    connect(m_computation, &FitTableComputation::finished, this, &FitTableModel::setResults);
}

void FitTableModel::setChips(QList<Chip> chips) {
    setSnapshot(CatalogSnapshot(std::move(chips), {}, {}));
}

void FitTableModel::inputsChanged(const FitInputs& previous) {
    if (previous.chips != m_inputs.chips)
        Q_EMIT headerDataChanged(Qt::Horizontal, FitsColumn, FitsColumn);
    invalidateFits();
}

void FitTableModel::memoryUnitsChanged() {
    Q_EMIT headerDataChanged(Qt::Horizontal, MemoryColumn, FitsColumn);
    emitColumnsChanged(MemoryColumn, FitsColumn);
}

void FitTableModel::invalidateFits() {
    restartFits();
    emitColumnsChanged(WeightsColumn, MeasuredCostColumn);
}

// The fits of the current snapshot, model and inputs start over on the computation's thread;
// the cells say so until they arrive.
void FitTableModel::restartFits() {
    m_calculator.reset();
    m_results.clear();
    m_fittingCount = 0;
    m_computation->cancel();
    if (m_model) {
        m_calculator.emplace(*m_model, m_inputs);
        m_computation->start(m_snapshot, *m_calculator);
    }
}

void FitTableModel::setResults(const QList<FitResult>& results) {
    if (results.size() != m_snapshot.chipCount())
        return; // not this snapshot's (cannot happen: a new snapshot cancels)
    m_results = results;
    m_fittingCount = int(std::count_if(m_results.cbegin(), m_results.cend(),
                                       [](const FitResult& fit) { return fit.fits; }));
    emitColumnsChanged(WeightsColumn, MeasuredCostColumn);
    Q_EMIT fitsComputed();
}

const FitResult* FitTableModel::fitAt(int row) const {
    return row >= 0 && row < m_results.size() ? &m_results.at(row) : nullptr;
}

// Core's rule (fitCost()), which `chipatlas-cli fit --chip CHIP --measured-tps` asks too.
std::optional<FitCost> FitTableModel::costAt(int row, bool measured) const {
    const QString& chipId = m_snapshot.chipAt(row).id;
    const std::optional<PriceOption> price =
        m_pricing.chosen(m_pricing.chipOptions(chipId), chipId);
    const FitResult* fit = fitAt(row);
    if (!price || !fit || (measured && (!m_measuredRate || *m_measuredRate <= 0)))
        return std::nullopt;
    return fitCost(*fit, price->usdPerChipHour,
                   measured ? m_measuredRate : std::optional<double>());
}

// Core's rule (costFromResults(), which `chipatlas-cli fit` asks too): the best matching
// result's cost, else the cost at the bound, labelled as the upper bound.
std::optional<CostFromResults> FitTableModel::resultCostAt(int row) const {
    const QString& chipId = m_snapshot.chipAt(row).id;
    const std::optional<FitCost> bound = costAt(row, false);
    return costFromResultsAt(m_pricing.chipOptions(chipId), chipId,
                             bound ? std::optional<double>(bound->usdPerMillionTokens)
                                   : std::nullopt);
}

int FitTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_snapshot.chipCount();
}

int FitTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(ColumnCount);
}

QVariant FitTableModel::sortValue(int row, int column) const {
    const Chip& chip = m_snapshot.chipAt(row);
    if (column == ChipColumn)
        return chip.name;
    if (column == MemoryColumn) {
        const Figure& memory = chip.figure(Field::MemoryGb);
        return memory.hasValue() ? QVariant(memory.number() * 1e9) : QVariant();
    }
    if (column == PriceColumn)
        return chosenPrice(m_pricing.chipOptions(chip.id), chip.id);
    if (column == MeasuredColumn)
        return m_measured.measuredValue(chip.id);
    if (column == EfficiencyColumn)
        return m_measured.efficiencyValue(chip.id);
    if (column == ResultCostColumn) {
        const std::optional<CostFromResults> cost = resultCostAt(row);
        return cost ? optionalNumber(cost->usdPerMillionTokens) : QVariant();
    }
    if (!fitAt(row))
        return {};
    const FitResult& fit = *fitAt(row);
    switch (column) {
    case WeightsColumn:
        return fit.weightsBytes;
    case KvCacheColumn:
        return fit.kvCacheBytes;
    case HeadroomColumn:
        return fit.headroomBytes;
    case TotalColumn:
        return fit.totalBytes;
    case FitsColumn:
        return fit.memoryKnown ? QVariant(fit.marginBytes) : QVariant();
    case ChipsNeededColumn:
        return optionalNumber(fit.chipsNeeded);
    case TensorParallelColumn:
        return optionalNumber(fit.tensorParallelDegree);
    case DecodeColumn:
        return optionalNumber(fit.decodeTokensPerSecondPerSequence);
    case AggregateColumn:
        return optionalNumber(fit.decodeTokensPerSecondAggregate);
    case DecodeLimitColumn:
        if (!fit.decodeTokensPerSecondAggregate)
            return {};
        return fit.decodeLimit == DecodeLimit::Compute ? tr("compute") : tr("memory bandwidth");
    case PrefillColumn:
        return optionalNumber(fit.prefillTokensPerSecond);
    case CostColumn:
    case MeasuredCostColumn:
        if (const std::optional<FitCost> cost = costAt(row, column == MeasuredCostColumn))
            return cost->usdPerMillionTokens;
        return {};
    default:
        return {};
    }
}

QString FitTableModel::missingText(int row, int column) const {
    const Chip& chip = m_snapshot.chipAt(row);
    const FitResult* fit = fitAt(row);
    if (column == MeasuredColumn || column == EfficiencyColumn)
        return m_measured.missingText(chip.id, column == EfficiencyColumn);
    if (column == ResultCostColumn && m_pricing.chipOptions(chip.id).isEmpty())
        return m_model ? tr("no price") : QString();
    if (!fit && column != MemoryColumn && column != PriceColumn)
        return m_model ? tr("computing...") : QString();
    switch (column) {
    case MemoryColumn:
    case FitsColumn:
        return missingName(chip, Field::MemoryGb);
    case ChipsNeededColumn:
        return fit->memoryKnown ? tr("no number fits") : missingName(chip, Field::MemoryGb);
    case TensorParallelColumn:
        return fit->memoryKnown ? tr("no degree fits") : missingName(chip, Field::MemoryGb);
    case DecodeColumn:
    case AggregateColumn:
    case DecodeLimitColumn:
    case PrefillColumn:
        // Core's rule: no bound for chips that do not hold the model, the reason instead
        // (docs/MODEL-FIT.md section 5), as `chipatlas-cli fit --chip CHIP` prints it.
        if (!fit->noBoundReason.isEmpty())
            return fit->noBoundReason;
        return missingName(chip, column == PrefillColumn ? throughputField(fit->computePrecision)
                                                         : Field::MemoryBwGbs);
    case PriceColumn:
        return tr("no offer or price");
    case CostColumn:
    case ResultCostColumn:
    case MeasuredCostColumn:
        if (m_pricing.chipOptions(chip.id).isEmpty())
            return tr("no price");
        if (!fit->costChips)
            return tr("does not fit");
        return column == MeasuredCostColumn ? tr("no measured rate")
                                            : missingName(chip, Field::MemoryBwGbs);
    default:
        return {};
    }
}

QString FitTableModel::displayText(int row, int column, const QVariant& value) const {
    if (column == ChipColumn || (column == DecodeLimitColumn && !value.isNull()))
        return value.toString();
    if (value.isNull())
        return missingText(row, column);
    // The chip's capacity as its source printed it: Trainium1's 32 GiB stays 32 GiB under the
    // GiB display, an "80 GB" H100 shows 74.51 GiB.
    if (column == MemoryColumn)
        return formatFigure(m_snapshot.chipAt(row).figure(Field::MemoryGb), Unit::Gigabyte,
                            m_locale, m_units);
    const double number = value.toDouble();
    if (isMemoryColumn(column))
        return fitformat::bytesNumber(number, m_units, m_locale);
    const QString& chipId = m_snapshot.chipAt(row).id;
    switch (column) {
    case MeasuredColumn:
        return m_measured.measuredText(chipId, m_locale);
    case EfficiencyColumn:
        return m_measured.efficiencyText(chipId, m_locale);
    case ResultCostColumn:
        return costFromResultsText(*resultCostAt(row));
    case FitsColumn:
        return (fitAt(row)->fits ? tr("✓ fits, %1") : tr("✗ does not fit, %1"))
            .arg(fitformat::signedBytes(number, m_units, m_locale));
    case ChipsNeededColumn:
        return m_locale.toString(qint64(number));
    case TensorParallelColumn: {
        // "8", or "8 (PP 7)" where pipeline parallelism needs fewer chips and the verdict
        // uses it.
        const FitResult& fit = *fitAt(row);
        if (fit.verdictParallelism == Parallelism::Pipeline)
            return tr("%1 (PP %2)")
                .arg(m_locale.toString(qint64(number)),
                     m_locale.toString(*fit.pipelineParallelDegree));
        return m_locale.toString(qint64(number));
    }
    case DecodeColumn:
    case AggregateColumn:
    case PrefillColumn:
        return fitformat::rate(number, m_locale);
    case CostColumn:
    case MeasuredCostColumn:
        // Too few chips typed: costed where it fits, and the cell says so.
        if (const std::optional<FitCost> cost = costAt(row, column == MeasuredCostColumn);
            cost && cost->atFewest)
            return tr("%1 at %2 chips, the fewest it fits on")
                .arg(fitformat::dollars(number, m_locale), m_locale.toString(cost->chips));
        return fitformat::dollars(number, m_locale);
    default:
        return fitformat::dollars(number, m_locale);
    }
}

QString FitTableModel::toolTip(int row, int column) const {
    const Chip& chip = m_snapshot.chipAt(row);
    if (column == PriceColumn) {
        const QList<PriceOption>& options = m_pricing.chipOptions(chip.id);
        if (options.isEmpty())
            return tr("No offer in USD for %1 and no price entered. Use \"Set price...\" to "
                      "enter one.")
                .arg(chip.name);
        return m_pricing.usedText(options, chip.id);
    }
    if (column == ChipColumn || column == MemoryColumn || !m_model)
        return chip.name;
    if (column == MeasuredColumn || column == EfficiencyColumn)
        return m_measured.toolTip(chip.id, m_locale);
    if (column == ResultCostColumn) {
        // Which result and whose claim, or that it is the upper bound (core's words).
        const std::optional<CostFromResults> cost = resultCostAt(row);
        if (!cost)
            return m_pricing.chipOptions(chip.id).isEmpty()
                       ? tr("No offer or price for %1.").arg(chip.name)
                       : QString();
        return QStringList{cost->source,
                           m_pricing.usedText(m_pricing.chipOptions(chip.id), chip.id)}
            .join(QLatin1Char('\n'));
    }
    if (!fitAt(row))
        return tr("Computing the fit of every chip...");
    const FitResult& fit = *fitAt(row);
    QStringList lines;
    if (column == FitsColumn && fit.memoryKnown)
        lines << tr("Needs %1; %2 chip(s) hold %3")
                     .arg(
                         fitformat::bytes(fit.totalBytes, m_units, m_locale),
                         m_locale.toString(m_inputs.chips),
                         fitformat::bytes(fit.chipMemoryBytes * m_inputs.chips, m_units, m_locale));
    if (column == CostColumn || column == MeasuredCostColumn)
        lines << tr("USD per chip-hour × %1 chip(s) / (tokens/s × 3600) × 1e6")
                     .arg(fit.costChips.value_or(m_inputs.chips))
              << m_pricing.usedText(m_pricing.chipOptions(chip.id), chip.id);
    lines << m_calculator->fit(m_snapshot.chipAt(row)).notes;
    return lines.join(QLatin1Char('\n'));
}

QVariant FitTableModel::fits(int row) const {
    const FitResult* fit = fitAt(row);
    if (!fit || !fit->memoryKnown)
        return {};
    return fit->fits;
}

std::optional<bool> FitTableModel::verdict(int row, int column) const {
    if (const FitResult* fit = fitAt(row); fit && column == FitsColumn)
        return fit->fits;
    // A result above its bound: an error in the data or in the formula, shown in red.
    if (column == EfficiencyColumn && m_measured.isAboveBound(m_snapshot.chipAt(row).id))
        return false;
    return std::nullopt;
}

// A throughput bound on chips the model does not fit on: shown, but greyed, since it only
// says what the chips would do if the model fitted (the explanation's note says so).
bool FitTableModel::isHypothetical(int row, int column) const {
    if (column != DecodeColumn && column != AggregateColumn && column != DecodeLimitColumn &&
        column != PrefillColumn)
        return false;
    const FitResult* fit = fitAt(row);
    return fit && fit->memoryKnown && !fit->fits;
}

QString FitTableModel::columnTitle(int section) const {
    if (section == FitsColumn)
        return tr("Fits on %Ln chips, margin", nullptr, m_inputs.chips);
    // In Column order; %1 is GB or GiB.
    static const std::array<const char*, ColumnCount> labels{
        QT_TR_NOOP("Chip"),
        QT_TR_NOOP("Memory per chip"), // each cell names its unit, as printed
        QT_TR_NOOP("Weights (%1)"),
        QT_TR_NOOP("KV cache (%1)"),
        QT_TR_NOOP("Headroom (%1)"),
        QT_TR_NOOP("Total (%1)"),
        nullptr, // FitsColumn
        QT_TR_NOOP("Chips needed, memory alone"),
        QT_TR_NOOP("Tensor-parallel degree"),
        QT_TR_NOOP("Decode per seq. ≤ (tok/s)"),
        QT_TR_NOOP("Decode, all seqs. ≤ (tok/s)"),
        QT_TR_NOOP("Decode bound by"),
        QT_TR_NOOP("Prefill ≤ (tok/s)"),
        QT_TR_NOOP("Measured per chip (tok/s)"),
        QT_TR_NOOP("Efficiency (measured / bound)"),
        QT_TR_NOOP("Price (USD per chip-hour)"),
        QT_TR_NOOP("Cost at bound (USD per 1M tokens)"),
        QT_TR_NOOP("Cost, measured result or bound (USD per 1M tokens)"),
        QT_TR_NOOP("Cost at measured (USD per 1M tokens)"),
    };
    const QString label = tr(labels[size_t(section)]);
    return isMemoryColumn(section) && section != MemoryColumn ? label.arg(memoryUnitSymbol(m_units))
                                                              : label;
}

} // namespace chipatlas
