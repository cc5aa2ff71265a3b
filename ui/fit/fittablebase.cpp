#include "fit/fittablebase.h"

#include "common/fitformat.h"
#include "common/theme.h"
#include "domain/custommodel.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

#include <utility>

namespace chipatlas {

namespace {
// Green or red, a shade that reads on the palette (lighter on a dark one).
QBrush fitBrush(bool fits) {
    return QBrush(
        signalColor(fits ? SignalColor::Good : SignalColor::Bad, QGuiApplication::palette()));
}

QBrush greyBrush() {
    return QBrush(QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text));
}
} // namespace

FitTableBase::FitTableBase(int priceColumn, int measuredCostColumn, QObject* parent)
    : QAbstractTableModel(parent)
    , m_priceColumn(priceColumn)
    , m_measuredCostColumn(measuredCostColumn) {
    m_italicFont.setItalic(true);
}

void FitTableBase::setSnapshot(CatalogSnapshot snapshot) {
    beginResetModel();
    m_snapshot = std::move(snapshot);
    m_pricing.setSnapshot(m_snapshot);
    m_measured.setSnapshot(m_snapshot);
    snapshotChanged();
    endResetModel();
}

void FitTableBase::setInputs(const FitInputs& inputs) {
    const FitInputs accepted = acceptedInputs(inputs);
    if (accepted == m_inputs)
        return;
    const FitInputs previous = std::exchange(m_inputs, accepted);
    inputsChanged(previous);
}

void FitTableBase::setMemoryUnits(MemoryUnits units) {
    if (units == m_units)
        return;
    m_units = units;
    memoryUnitsChanged();
}

void FitTableBase::setModel(const std::optional<LlmModel>& model) {
    if (model == m_model)
        return;
    m_model = model;
    // A custom model is no catalog model: no result ran it.
    m_measured.setModelId(model && model->id() != customModelId() ? model->id() : QString(),
                          model.has_value());
    invalidateFits();
}

void FitTableBase::setMeasuredTokensPerSecond(std::optional<double> rate) {
    if (rate == m_measuredRate)
        return;
    m_measuredRate = rate;
    emitColumnsChanged(m_measuredCostColumn, m_measuredCostColumn);
}

void FitTableBase::pickOffer(const QString& id, const QString& optionId) {
    m_pricing.pick(id, optionId);
    if (const int row = rowForId(id); row >= 0)
        Q_EMIT dataChanged(index(row, m_priceColumn), index(row, m_measuredCostColumn));
}

void FitTableBase::setOfferPolicy(OfferPolicy policy) {
    if (policy == m_pricing.policy())
        return;
    m_pricing.setPolicy(policy);
    pricingChanged();
}

void FitTableBase::setToday(const QDate& today) {
    m_pricing.setToday(today);
    pricingChanged();
}

void FitTableBase::emitColumnsChanged(int first, int last) {
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, first), index(rowCount() - 1, last));
}

int FitTableBase::alignmentFor(int column) const {
    return int((isTextColumn(column) ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
}

QVariant FitTableBase::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return alignmentFor(section);
    if (role != Qt::DisplayRole)
        return {};
    return columnTitle(section);
}

QVariant FitTableBase::chosenPrice(const QList<PriceOption>& options, const QString& id) const {
    const std::optional<PriceOption> price = m_pricing.chosen(options, id);
    return price ? QVariant(price->usdPerChipHour) : QVariant();
}

std::optional<CostFromResults>
FitTableBase::costFromResultsAt(const QList<PriceOption>& options, const QString& id,
                                std::optional<double> upperBoundUsd) const {
    const std::optional<PriceOption> price = m_pricing.chosen(options, id);
    if (!price || !m_model)
        return std::nullopt;
    return costFromResults(m_snapshot, m_measured.modelId(), id, price->usdPerChipHour,
                           upperBoundUsd);
}

QString FitTableBase::costFromResultsText(const CostFromResults& cost) const {
    if (!cost.usdPerMillionTokens)
        return QString();
    const QString usd = fitformat::dollars(*cost.usdPerMillionTokens, m_locale);
    if (cost.match.result)
        return tr("%1 (%2)").arg(usd, claimKindDisplayName(cost.match.result->claim));
    return tr("%1 at the upper bound").arg(usd);
}

QVariant FitTableBase::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, column, sortValue(row, column));
    case SortRole:
        return sortValue(row, column);
    case ChipIdRole:
        return entryId(row);
    case MissingRole:
        return column != 0 && sortValue(row, column).isNull();
    case FitsRole:
        return fits(row);
    case Qt::TextAlignmentRole:
        return alignmentFor(column);
    case Qt::ForegroundRole:
        if (column != 0 && sortValue(row, column).isNull())
            return greyBrush();
        if (const std::optional<bool> good = verdict(row, column))
            return fitBrush(*good);
        if (isHypothetical(row, column))
            return greyBrush();
        return {};
    case Qt::FontRole:
        if (column != 0 && (sortValue(row, column).isNull() || isHypothetical(row, column)))
            return m_italicFont;
        return {};
    case Qt::ToolTipRole:
        return toolTip(row, column);
    default:
        return {};
    }
}

} // namespace chipatlas
