#pragma once

#include "application/catalogsnapshot.h"
#include "domain/result.h"
#include "table/entrytablemodel.h"

#include <QHash>
#include <QList>

namespace chipatlas {

// The Results table (the table page's Results mode): one row per measured result of the
// snapshot (CatalogSnapshot::results(), read in place), with what ran, on what, how fast and
// whose claim it is. Numbers are right-aligned with their unit in the header; SortRole gives the
// raw value (null when missing: the proxy sorts it last). The throughput per chip is the
// result's own figure, or core's tokensPerSecondPerChip() from the total (shown in italics as
// computed). Beside it the calculator's bound for the same run (core's resultBound(), worked
// out once per snapshot), the efficiency, which bound binds, and a result above its bound
// flagged in red in the efficiency and check cells, never hidden; a figure measurement's
// efficiency is its fraction of the published figure (checkFigure()). A row dragged out carries
// the chip or system the result ran on (entrymime.h).
class ResultTableModel final : public EntryTableModel {
    Q_OBJECT

public:
    enum Column {
        ModelColumn,    // the model, or the measured figure of a figure measurement
        HardwareColumn, // "8 x NVIDIA H200 SXM"
        EngineColumn,
        PrecisionColumn, // the weights' precision (the KV cache's in the tooltip)
        ScenarioColumn,
        TokensPerSColumn,    // tok/s, all hardware together
        TokensPerChipColumn, // tok/s per chip
        TokensPerUserColumn, // tok/s per user
        BoundColumn,         // the calculator's bound for the same run, tok/s of all hardware
        EfficiencyColumn,    // measured / bound (a figure measurement: / the published figure)
        BindingColumn,       // which bound binds: memory bandwidth or dense compute
        CheckColumn,         // "above its bound": an error in the data or the formula
        DateColumn,
        ClaimColumn, // audited (MLPerf v5.0), independent, vendor, your own run
        IdColumn,
        ColumnCount
    };
    static constexpr int ResultIdRole = IdRole; // the result's id, on every column

    explicit ResultTableModel(QObject* parent = nullptr);

    void setSnapshot(const CatalogSnapshot& snapshot);
    const CatalogSnapshot& snapshot() const { return m_snapshot; }
    const Result& resultAt(int row) const { return m_snapshot.results().at(row); }
    int rowForId(const QString& id) const { return m_rowOfId.value(id, -1); }
    // The name of the chip or system the result ran on (its id when the catalog lacks it), and
    // that hardware's vendor and chip kind ("gpu"): what the filters match.
    QString hardwareNameAt(int row) const;
    QString hardwareVendorAt(int row) const;
    QString chipKindAt(int row) const;
    // Chips in one unit of the result's hardware: 1 for a chip, a system's chip count.
    int chipsPerUnitAt(int row) const;
    // Whether the result is above its bound (or a figure measurement above the published
    // figure).
    bool isAboveBound(int row) const { return m_checks.at(row).above; }

    int rowCount(const QModelIndex& parent = {}) const override;
    // IdRole is the result's id (a dragged row carries its hardware's).
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    EntryRef entryAt(int row) const override;
    bool isIdentityColumn(int column) const override;
    bool isNumeric(int column) const override;
    Cell cellAt(int row, int column) const override;
    QString displayText(int row, int column) const override;
    QVariant sortValue(int row, int column) const override;
    QString toolTipText(int row, int column) const override;
    QString headerTitle(int column) const override;
    QString headerToolTip(int column) const override;

    std::optional<double> numberAt(int row, int column) const;
    QString textAt(int row, int column) const;

    // What the rules say of each row, worked out once per snapshot.
    struct Check {
        std::optional<double> bound;      // tok/s of all the hardware
        std::optional<double> efficiency; // a fraction
        QString binding;                  // the bound that binds, in words
        bool above = false;
        QString toolTip; // the assumptions, or why there is no bound
    };
    static Check checkOf(const CatalogSnapshot& snapshot, const Result& result);

    CatalogSnapshot m_snapshot;
    QHash<QString, int> m_rowOfId;
    QList<Check> m_checks;
};

} // namespace chipatlas
