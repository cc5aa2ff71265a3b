#pragma once

#include "application/catalogsnapshot.h"
#include "domain/chip.h"
#include "domain/chipprice.h"
#include "domain/llmmodel.h"
#include "domain/modelfit.h"
#include "domain/units.h"
#include "fit/fitpricing.h"
#include "fit/fittablebase.h"
#include "fit/fittablecomputation.h"

#include <QList>

#include <optional>

namespace chipatlas {

// One row per chip: what the chosen model needs on it (computeFit(), the same function the
// CLI calls), whether it fits, how many chips it takes (memory alone, and the tensor-parallel
// degree an engine runs), the throughput upper bounds and which decode bound binds and, with
// a price, the cost per million tokens: the price of the offer the user picked for the chip,
// or the cheapest of its offers and the price the user entered (fitpricing.h). Beside the
// bounds, the measured result of the model on the chip (or on a system of it) that a cost uses,
// with whose claim it is and its efficiency (fitmeasured.h), and the cost from it (core's
// costFromResults(), which `chipatlas-cli fit` asks too).
//
// The fits of every row are computed off the GUI thread (FitTableComputation) whenever the
// snapshot, the model or an input changes; until they arrive the fit cells say "computing...",
// sort as missing and fitsProgress() reports how far it got. A change while computing cancels
// the running computation and starts a new one: the newest inputs' results are the ones shown.
//
// Roles are the catalog table's (common/entryroles.h): SortRole holds the raw value (null when
// missing, so that missing figures sort last), ChipIdRole the chip's id, MissingRole marks
// "unknown" cells (fittablebase.h).
class FitTableModel final : public FitTableBase {
    Q_OBJECT

public:
    enum Column {
        ChipColumn,
        MemoryColumn,
        WeightsColumn,
        KvCacheColumn,
        HeadroomColumn,
        TotalColumn,
        FitsColumn,
        ChipsNeededColumn, // the memory minimum
        TensorParallelColumn,
        DecodeColumn,
        AggregateColumn,
        DecodeLimitColumn, // which decode bound binds
        PrefillColumn,
        MeasuredColumn,   // tokens/s per chip of the best matching result, and whose claim
        EfficiencyColumn, // that result's measured / its bound (core's resultBound())
        PriceColumn,
        CostColumn,
        ResultCostColumn,   // from the matching result, else at the bound, labelled so
        MeasuredCostColumn, // at the rate the user typed
        ColumnCount
    };
    explicit FitTableModel(QObject* parent = nullptr);

    // The rows: the chips of the snapshot (setSnapshot()), read through chipCount() and chipAt().
    void setChips(QList<Chip> chips); // a snapshot of just these chips (tests)
    const Chip& chipAt(int row) const { return m_snapshot.chipAt(row); }
    int rowForId(const QString& id) const override { return m_snapshot.rowOf(id); }

    // Whether the fits of the current snapshot, model and inputs are being computed.
    bool isComputing() const { return m_computation->isRunning(); }
    // Rows that hold the model on the chosen chips (0 while computing or without a model).
    int fittingCount() const { return m_fittingCount; }
    // The user's price for a chip, from the snapshot (setSnapshot() brings new ones).
    std::optional<ChipPrice> price(const QString& chipId) const { return m_snapshot.price(chipId); }
    // The computed result for a row (without notes or explain terms); nullptr without a model
    // or while computing.
    const FitResult* fitAt(int row) const;
    bool isHypotheticalBound(int row, int column) const { return isHypothetical(row, column); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;

Q_SIGNALS:
    // `done` of `total` rows computed for the current inputs.
    void fitsProgress(int done, int total);
    // Every row's fit is there (the fit columns changed with it).
    void fitsComputed();

private:
    QString entryId(int row) const override { return m_snapshot.chipAt(row).id; }
    QVariant sortValue(int row, int column) const override;
    QString displayText(int row, int column, const QVariant& value) const override;
    QString toolTip(int row, int column) const override;
    QString columnTitle(int section) const override;
    QVariant fits(int row) const override;
    bool isTextColumn(int column) const override { return column == ChipColumn; }
    std::optional<bool> verdict(int row, int column) const override;
    bool isHypothetical(int row, int column) const override;
    QString missingText(int row, int column) const;
    // fitCost(): at the chips typed, or at the fewest the model fits on. `measured`: at the
    // measured rate, else at the decode bound.
    std::optional<FitCost> costAt(int row, bool measured) const;
    std::optional<CostFromResults> resultCostAt(int row) const;
    void invalidateFits() override;
    void snapshotChanged() override { restartFits(); }
    void inputsChanged(const FitInputs& previous) override;
    void memoryUnitsChanged() override;
    void pricingChanged() override { emitColumnsChanged(PriceColumn, MeasuredCostColumn); }
    void restartFits();
    void setResults(const QList<FitResult>& results);

    std::optional<FitCalculator> m_calculator; // for m_model and m_inputs
    FitTableComputation* m_computation;
    QList<FitResult> m_results; // one per row once computed; empty while computing
    int m_fittingCount = 0;
};

} // namespace chipatlas
