#pragma once

#include "application/catalogsnapshot.h"
#include "domain/llmmodel.h"
#include "domain/modelfit.h"
#include "domain/systemfit.h"
#include "domain/units.h"
#include "fit/fitpricing.h"
#include "fit/fittablebase.h"

#include <QList>

#include <optional>

namespace chipatlas {

// The model-fit calculator's rows for systems: one row per system of the catalog, with what
// computeSystemFit() says of the chosen model (the same function the CLI calls): does it fit in
// one scale-up domain as one instance (the smallest group an engine runs it on) and how many
// replicas the system holds, how many chips and domains it needs, whether it crosses the
// scale-out network, the scale-up bandwidth per chip, the decode bounds of one instance and of
// all replicas and the cost per million tokens of one instance's chips at the offer the user
// picked for the system (or the cheapest; fitpricing.h). Beside the bounds, the measured result
// of the model on the system (or on its chip) that a cost uses, with whose claim it is and its
// efficiency (fitmeasured.h), and the cost from it (core's costFromResults()).
//
// Roles are FitTableBase's (SortRole raw values, null when missing; ChipIdRole the system's
// id; MissingRole; FitsRole: fits one domain), so that FitProxyModel filters and sorts it.
class SystemFitTableModel final : public FitTableBase {
    Q_OBJECT

public:
    enum Column {
        SystemColumn,
        ChipsColumn,       // "72 x NVIDIA GB200"
        DomainColumn,      // chips of one scale-up domain the system gives its user
        InstanceColumn,    // one model instance: "TP 2 x PP 1 = 2 chips" (systemInstanceText())
        ReplicasColumn,    // instances the system holds
        TotalColumn,       // memory of one instance
        SystemTotalColumn, // memory of all replicas
        FitsColumn,        // an instance in one domain, the instance's margin
        ChipsNeededColumn,
        DomainsNeededColumn,
        ScaleOutColumn, // crosses the scale-out network
        ScaleupBandwidthColumn,
        PerSequenceColumn, // decode, one sequence on one instance
        AggregateColumn,   // decode, all replicas
        MeasuredColumn,    // tokens/s per chip of the best matching result, and whose claim
        EfficiencyColumn,  // that result's measured / its bound (core's resultBound())
        PriceColumn,
        CostColumn,
        ResultCostColumn, // from the matching result, else at the bound, labelled so
        MeasuredCostColumn,
        ColumnCount
    };

    explicit SystemFitTableModel(QObject* parent = nullptr);

    const System& systemAt(int row) const { return m_snapshot.systems().at(row); }
    int rowForId(const QString& id) const override;
    // The system's chip, or nullptr when the catalog lacks it.
    const Chip* chipOf(int row) const;

    // The fit of a row (with its explain terms and notes); only while a model is set and the
    // system's chip is in the catalog.
    const SystemFit* fitAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;

private:
    QString entryId(int row) const override { return systemAt(row).id; }
    QVariant sortValue(int row, int column) const override;
    QString displayText(int row, int column, const QVariant& value) const override;
    QString toolTip(int row, int column) const override;
    QString columnTitle(int section) const override;
    QVariant fits(int row) const override;
    bool isTextColumn(int column) const override {
        return column == SystemColumn || column == ChipsColumn;
    }
    std::optional<bool> verdict(int row, int column) const override;
    QString missingText(int row, int column) const;
    std::optional<double> costPerMillion(int row, std::optional<double> rate, bool atBound) const;
    std::optional<CostFromResults> resultCostAt(int row) const;
    void invalidateFits() override;
    void snapshotChanged() override;
    // FitInputs::chips is the domain's: ignored.
    FitInputs acceptedInputs(const FitInputs& inputs) const override;
    void memoryUnitsChanged() override;
    void pricingChanged() override { invalidateFits(); }

    mutable QList<std::optional<SystemFit>> m_cache;
};

} // namespace chipatlas
