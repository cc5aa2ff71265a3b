#include "table/chiptablemodel.h"

#include "common/catalogtext.h"
#include "common/entrymime.h"
#include "domain/figureformat.h"
#include "domain/metrics.h"
#include "domain/systemcolumns.h"
#include "domain/units.h"

#include <QCoreApplication>

#include <array>

namespace chipatlas {

namespace {
// The quantities of the columns before and after the Field columns, in column order.
const std::array kLeadingColumns{Quantity::name(), Quantity::vendor(), Quantity::familyGeneration(),
                                 Quantity::kind()};
const std::array kTrailingColumns{Quantity::perfPerWatt(), Quantity::bandwidthPerTflop(),
                                  Quantity::id()};
static_assert(std::tuple_size_v<decltype(kLeadingColumns)> ==
              size_t(ChipTableModel::FirstFigureColumn));
static_assert(std::tuple_size_v<decltype(kTrailingColumns)> ==
              size_t(ChipTableModel::CheapestOfferColumn - ChipTableModel::PerfPerWattColumn));
// The Systems table's columns the offer columns show, in column order.
constexpr std::array kOfferColumns{SystemColumn::CheapestPerChipHour,
                                   SystemColumn::DearestPerChipHour, SystemColumn::OfferSpread};
static_assert(kOfferColumns.size() ==
              size_t(ChipTableModel::ColumnCount - ChipTableModel::CheapestOfferColumn));

SystemColumn offerColumn(int column) {
    return kOfferColumns[size_t(column - ChipTableModel::CheapestOfferColumn)];
}

// What the column's header tooltip says after the key.
QString columnSentence(int column, Precision precision) {
    switch (column) {
    case ChipTableModel::CheapestOfferColumn:
        return ChipTableModel::tr("The cheapest current rental price per chip-hour (USD) among "
                                  "the offers for this chip and the systems built of it.");
    case ChipTableModel::DearestOfferColumn:
        return ChipTableModel::tr("The dearest current rental price per chip-hour (USD) among "
                                  "the offers for this chip and the systems built of it.");
    case ChipTableModel::OfferSpreadColumn:
        return ChipTableModel::tr("How many times the cheapest offer the dearest one costs.");
    default:
        break;
    }
    const Quantity quantity = ChipTableModel::quantityForColumn(column);
    const QString p = precisionName(precision);
    switch (column) {
    case ChipTableModel::NameColumn:
        return ChipTableModel::tr("The chip's product name.");
    case ChipTableModel::VendorColumn:
        return ChipTableModel::tr("The company that sells or operates the chip.");
    case ChipTableModel::FamilyColumn:
        return ChipTableModel::tr("The architecture family and generation.");
    case ChipTableModel::KindColumn:
        return ChipTableModel::tr("GPU, ASIC, TPU or wafer-scale engine.");
    case ChipTableModel::IdColumn:
        return ChipTableModel::tr("The chip's stable id, as the command line and imports name "
                                  "it.");
    case ChipTableModel::PerfPerWattColumn:
        return ChipTableModel::tr("Dense %1 %2 per watt of TDP: higher is more efficient.")
            .arg(p, unitSymbol(throughputUnit(precision)));
    case ChipTableModel::BandwidthPerTflopColumn:
        return ChipTableModel::tr("Memory bandwidth in GB/s per dense %1 %2: higher means the "
                                  "chip is less likely to be starved by memory.")
            .arg(p, unitSymbol(throughputUnit(precision)));
    default:
        break;
    }
    const Field field = *ChipTableModel::fieldForColumn(column);
    if (quantity.showsPrintedUnit())
        return ChipTableModel::tr("%1 in %2 for every chip: a figure its source printed in %3 is "
                                  "converted (1 GiB = 1.0737 GB) and marked ‡; its tooltip keeps "
                                  "the printed figure.")
            .arg(quantity.label(precision), unitSymbol(quantity.unit(precision)),
                 quantity.unit(precision) == Unit::Gigabyte ? QStringLiteral("GiB")
                                                            : QStringLiteral("GiB/s"));
    const QString symbol = unitSymbol(quantity.unit(precision));
    QString sentence = symbol.isEmpty()
                           ? quantity.label(precision)
                           : ChipTableModel::tr("%1 in %2").arg(quantity.label(precision), symbol);
    if (fieldInfo(field).precision && field != Field::Fp64Tflops && field != Field::Fp32Tflops)
        sentence += ChipTableModel::tr(", dense (without 2:4 sparsity)");
    return sentence + QLatin1Char('.');
}
} // namespace

ChipTableModel::ChipTableModel(QObject* parent)
    : EntryTableModel(Columns{ColumnCount, PerfPerWattColumn, BandwidthPerTflopColumn,
                              FirstFigureColumn, PerfPerWattColumn - 1},
                      parent) {}

ChipTableModel::OfferSpreads ChipTableModel::offerSpreads(const CatalogSnapshot& snapshot) {
    OfferSpreads spreads;
    const OfferIndex& index = snapshot.offerIndex();
    for (const QString& id : index.chipIds()) {
        if (snapshot.chip(id)) // not a system's own offers
            spreads.insert(id, offerSpread(index.forChip(id)));
    }
    return spreads;
}

void ChipTableModel::setSnapshot(CatalogSnapshot snapshot) {
    OfferSpreads spreads = offerSpreads(snapshot);
    setSnapshot(std::move(snapshot), std::move(spreads));
}

void ChipTableModel::setSnapshot(CatalogSnapshot snapshot, OfferSpreads spreads) {
    beginResetModel();
    m_snapshot = std::move(snapshot);
    m_offerSpreads = std::move(spreads);
    endResetModel();
}

void ChipTableModel::setChips(QList<Chip> chips) {
    setSnapshot(CatalogSnapshot(std::move(chips), {}, {}));
}

Quantity ChipTableModel::quantityForColumn(int column) {
    Q_ASSERT(column >= 0 && column < CheapestOfferColumn);
    if (column < FirstFigureColumn)
        return kLeadingColumns[size_t(column)];
    if (column < PerfPerWattColumn)
        return Quantity::forField(Field(column - FirstFigureColumn));
    return kTrailingColumns[size_t(column - PerfPerWattColumn)];
}

bool ChipTableModel::isNumericColumn(int column) {
    return isOfferColumn(column) || quantityForColumn(column).isNumeric();
}

int ChipTableModel::columnForQuantity(const Quantity& quantity) {
    for (int column = 0; column < CheapestOfferColumn; ++column) {
        if (quantityForColumn(column) == quantity)
            return column;
    }
    return -1;
}

std::optional<Field> ChipTableModel::fieldForColumn(int column) {
    if (column < FirstFigureColumn || column >= PerfPerWattColumn)
        return std::nullopt;
    return Field(column - FirstFigureColumn);
}

int ChipTableModel::columnForField(Field field) {
    return FirstFigureColumn + int(field);
}

QString ChipTableModel::columnKey(int column) {
    if (isOfferColumn(column))
        return systemColumnKey(offerColumn(column));
    return column >= 0 && column < ColumnCount ? quantityForColumn(column).key() : QString();
}

int ChipTableModel::columnForKey(const QString& key) {
    for (int column = CheapestOfferColumn; column < ColumnCount; ++column) {
        if (key == columnKey(column))
            return column;
    }
    const std::optional<Quantity> quantity = Quantity::fromKey(key, QuantityUse::List);
    return quantity ? columnForQuantity(*quantity) : -1;
}

int ChipTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_snapshot.chipCount();
}

EntryRef ChipTableModel::entryAt(int row) const {
    return EntryRef::chip(m_snapshot.chipAt(row).id);
}

// Identity columns show their text as it is, with no status.
bool ChipTableModel::isIdentityColumn(int column) const {
    return column < FirstFigureColumn || column == IdColumn;
}

EntryTableModel::Cell ChipTableModel::cellAt(int row, int column) const {
    // The note-free value: data() runs for every visible cell. The tooltip asks for the full
    // figure.
    const Chip& chip = m_snapshot.chipAt(row);
    const Quantity quantity = quantityForColumn(column);
    const Figure figure = quantity.value(chip, precision());
    if (isIdentityColumn(column))
        return {figure.status, figure.text().isEmpty()};
    return {figure.status, quantity.isMissing(figure)};
}

QString ChipTableModel::displayText(int row, int column) const {
    const Chip& chip = m_snapshot.chipAt(row);
    const Quantity quantity = quantityForColumn(column);
    const Figure figure = quantity.value(chip, precision());
    if (isIdentityColumn(column))
        return figure.text();
    const bool missing = quantity.isMissing(figure);
    QString text = missing ? QString() : quantity.cellText(figure, m_locale, memoryUnits());
    // The vendor's availability in the GUI's language (the stored text sorts and filters).
    if (quantity.field(precision()) == Field::Availability)
        text = availabilityDisplayText(text);
    return markedText(text, figure, missing);
}

QVariant ChipTableModel::sortValue(int row, int column) const {
    return chipSortValue(m_offerSpreads, m_snapshot.chipAt(row), column, precision());
}

QString ChipTableModel::toolTipText(int row, int column) const {
    const Chip& chip = m_snapshot.chipAt(row);
    if (isIdentityColumn(column))
        return column == NameColumn ? catalogText(chip.notes) : QString();
    const Quantity quantity = quantityForColumn(column);
    const Figure figure = quantity.figure(chip, precision());
    const Unit unit = quantity.unit(precision());
    QStringList lines;
    if (quantity.isMissing(figure)) {
        lines << statusDisplayName(missingStatus(figure.status));
    } else {
        lines << describeFigure(figure, unit, m_locale, memoryUnits());
        const QString printed = printedAsText(figure, unit, chip.vendor, m_locale);
        if (!printed.isEmpty())
            lines << printed;
        const QString converted = binaryPrintedText(figure, unit, m_locale);
        if (!converted.isEmpty())
            lines << converted; // "32 GiB as printed = 34.4 GB"
        lines << tr("Status: %1").arg(statusDisplayName(figure.status));
    }
    addFigureLines(&lines, figure,
                   tr("The vendor does not say whether this figure is dense or sparse."));
    return lines.join(QLatin1Char('\n'));
}

// The offer cells are the Systems table's: the same rule, over the chip's offers.
Figure ChipTableModel::offerFigure(const OfferSpreads& spreads, const Chip& chip, int column,
                                   Precision precision) {
    SystemRow row;
    row.offers = spreads.value(chip.id);
    return systemColumnFigure(offerColumn(column), row, precision);
}

Figure ChipTableModel::offerFigure(const Chip& chip, int column) const {
    return offerFigure(m_offerSpreads, chip, column, precision());
}

// The one rule of SortRole, for data() and for the proxy's order.
QVariant ChipTableModel::chipSortValue(const OfferSpreads& spreads, const Chip& chip, int column,
                                       Precision precision) {
    if (isOfferColumn(column))
        return systemSortValue(offerColumn(column), offerFigure(spreads, chip, column, precision));
    if (const std::optional<Field> field = fieldForColumn(column)) // the figure, not a copy
        return Quantity::forField(*field).sortValue(chip.figure(*field));
    return quantityForColumn(column).sortValue(chip, precision);
}

std::function<QVariant(const Chip&)>
ChipTableModel::sortValueFunction(const CatalogSnapshot& snapshot, int column,
                                  Precision precision) {
    // The values of sortValue(), with what does not depend on the chip looked up once: a sort
    // reads 100,000 of them.
    if (const std::optional<Field> field = fieldForColumn(column)) {
        return [quantity = Quantity::forField(*field), field = *field](const Chip& chip) {
            return quantity.sortValue(chip.figure(field));
        };
    }
    OfferSpreads spreads = isOfferColumn(column) ? offerSpreads(snapshot) : OfferSpreads();
    return [spreads = std::move(spreads), column, precision](const Chip& chip) {
        return chipSortValue(spreads, chip, column, precision);
    };
}

QVariant ChipTableModel::offerData(const Chip& chip, int column, int role) const {
    const Figure figure = offerFigure(chip, column);
    const QString text = systemCellText(offerColumn(column), figure, m_locale, ColumnUnit{});
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return text.isEmpty() ? tr("no offer") : text;
    case SortRole:
        return chipSortValue(m_offerSpreads, chip, column, precision());
    case MissingRole:
        return text.isEmpty();
    case StatusRole:
        return int(text.isEmpty() ? FigureStatus::Unknown : figure.status);
    case Qt::TextAlignmentRole:
        return alignmentFor(column);
    case Qt::ForegroundRole:
        if (text.isEmpty())
            return missingBrush();
        return {};
    case Qt::ToolTipRole: {
        const OfferSpread spread = m_offerSpreads.value(chip.id);
        const std::optional<Offer>& offer =
            column == DearestOfferColumn ? spread.dearest : spread.cheapest;
        if (!offer)
            return tr("No current offer in US dollars for this chip.");
        return tr("%1 %2 %3 (%n priced offer(s))", nullptr, spread.priced)
            .arg(offer->provider, offer->instance, pricingDisplayName(offer->pricing));
    }
    default:
        return {};
    }
}

QVariant ChipTableModel::data(const QModelIndex& index, int role) const {
    if (role != ChipIdRole && isOfferColumn(index.column()) &&
        checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return offerData(m_snapshot.chipAt(index.row()), index.column(), role);
    return EntryTableModel::data(index, role);
}

QString ChipTableModel::headerTitle(int column) const {
    if (isOfferColumn(column))
        return wrappedTitle(systemColumnTitle(offerColumn(column), precision()));
    const Quantity quantity = quantityForColumn(column);
    // The column's one unit under the label: GB (GiB as Preferences say) or GB/s for memory.
    const QString symbol =
        quantity.showsPrintedUnit()
            ? columnUnitFor(quantity.unit(precision()), 0.0, memoryUnits()).symbol
            : unitSymbol(quantity.unit(precision()));
    const QString label = quantity.label(precision());
    return symbol.isEmpty() ? label : QStringLiteral("%1\n(%2)").arg(label, symbol);
}

QString ChipTableModel::headerToolTip(int column) const {
    return QStringLiteral("%1: %2").arg(columnKey(column), columnSentence(column, precision()));
}

} // namespace chipatlas
