#pragma once

#include "application/catalogsnapshot.h"
#include "common/entryroles.h"
#include "domain/llmmodel.h"
#include "domain/modelfit.h"
#include "domain/units.h"
#include "fit/fitmeasured.h"
#include "fit/fitpricing.h"

#include <QAbstractTableModel>
#include <QFont>
#include <QLocale>

#include <optional>

namespace chipatlas {

// What the calculator's two tables (FitTableModel: chips, SystemFitTableModel: systems) share:
// the roles FitProxyModel filters and sorts by, the way a cell shows its value, the model, the
// measured rate and the offers each row's costs use (fitpricing.h), and the measured result
// each row shows beside its bounds (fitmeasured.h). Column 0 names the row's
// entry; a cell whose value is missing says why (displayText()), in grey italics; the verdict's
// cells are green or red; a kind says what its rows and columns are.
class FitTableBase : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        SortRole = EntryRoles::SortRole,
        ChipIdRole = EntryRoles::IdRole, // the chip's or the system's id
        MissingRole = EntryRoles::MissingRole,
        FitsRole = Qt::UserRole + 20, // bool, on every column; null when memory is unknown
    };

    // The row of a chip's or a system's id; -1 when absent.
    virtual int rowForId(const QString& id) const = 0;

    // The rows come from the catalog session's snapshot, read in place, never copied.
    void setSnapshot(CatalogSnapshot snapshot);
    const CatalogSnapshot& snapshot() const { return m_snapshot; }
    void setInputs(const FitInputs& inputs);
    const FitInputs& inputs() const { return m_inputs; }
    void setMemoryUnits(MemoryUnits units);
    MemoryUnits memoryUnits() const { return m_units; }

    // No model: every fit cell is empty.
    void setModel(const std::optional<LlmModel>& model);
    const std::optional<LlmModel>& model() const { return m_model; }
    // Tokens per second measured for the whole deployment (all sequences); none: no column.
    void setMeasuredTokensPerSecond(std::optional<double> rate);
    // The price options of each row and the one its costs use; pickOffer() chooses another
    // (FitPricing::pick()).
    const FitPricing& pricing() const { return m_pricing; }
    // The measured results of the rows (the Measured and Efficiency columns, and the costs from
    // results).
    const FitMeasured& measured() const { return m_measured; }
    void pickOffer(const QString& id, const QString& optionId);
    // The offer a row without a pick uses (Preferences, Calculations).
    void setOfferPolicy(OfferPolicy policy);
    void setToday(const QDate& today); // prices are aged against it (tests)

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    // The columns of the price and of the costs, first to last (the measured cost).
    FitTableBase(int priceColumn, int measuredCostColumn, QObject* parent);

    // The model or the inputs changed: the fits are to be computed again.
    virtual void invalidateFits() = 0;
    // A new snapshot is in m_snapshot (called within the model's reset).
    virtual void snapshotChanged() = 0;
    // The inputs a table takes from setInputs()'s; all of them unless it says otherwise.
    virtual FitInputs acceptedInputs(const FitInputs& inputs) const { return inputs; }
    // m_inputs differ from `previous`.
    virtual void inputsChanged(const FitInputs& previous) {
        Q_UNUSED(previous);
        invalidateFits();
    }
    // m_units changed.
    virtual void memoryUnitsChanged() = 0;
    // The offers or their prices changed.
    virtual void pricingChanged() = 0;
    void emitColumnsChanged(int first, int last);

    virtual QString entryId(int row) const = 0;
    virtual QVariant sortValue(int row, int column) const = 0; // null when missing
    virtual QString displayText(int row, int column, const QVariant& value) const = 0;
    virtual QString toolTip(int row, int column) const = 0;
    // A column's title, in the memory units where it has them.
    virtual QString columnTitle(int column) const = 0;
    virtual QVariant fits(int row) const = 0; // FitsRole
    // Whether a column's cells (and title) are text, aligned left.
    virtual bool isTextColumn(int column) const = 0;
    // A verdict's colour: green when true, red when false; none: the cell's own.
    virtual std::optional<bool> verdict(int row, int column) const = 0;
    // A value that only says what would be if the model fitted: grey italics.
    virtual bool isHypothetical(int row, int column) const {
        Q_UNUSED(row);
        Q_UNUSED(column);
        return false;
    }

    int alignmentFor(int column) const;
    // A sort value from an optional number: null when it has none.
    template <typename Optional>
    static QVariant optionalNumber(const Optional& value) {
        return value ? QVariant(double(*value)) : QVariant();
    }
    // The price per chip-hour of the offer a row's costs use, among its `options`; null when
    // it has none.
    QVariant chosenPrice(const QList<PriceOption>& options, const QString& id) const;
    // Core's costFromResults() for a row of `id` at the price its costs use (none without a
    // price or a model): the best matching result's cost, else `upperBoundUsd` labelled as the
    // upper bound. `options` are the row's price options.
    std::optional<CostFromResults> costFromResultsAt(const QList<PriceOption>& options,
                                                     const QString& id,
                                                     std::optional<double> upperBoundUsd) const;
    // The cost-from-results cell: "0.91 (audited)" from a result, "≤ 0.45 upper bound" without.
    QString costFromResultsText(const CostFromResults& cost) const;

    const int m_priceColumn;
    const int m_measuredCostColumn;
    CatalogSnapshot m_snapshot;
    FitInputs m_inputs;
    MemoryUnits m_units = MemoryUnits::Decimal;
    FitPricing m_pricing;
    FitMeasured m_measured;
    std::optional<LlmModel> m_model;
    std::optional<double> m_measuredRate;
    QLocale m_locale;
    QFont m_italicFont;
};

} // namespace chipatlas
