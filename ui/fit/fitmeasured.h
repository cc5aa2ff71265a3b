#pragma once

#include "application/catalogsnapshot.h"
#include "application/resultrules.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QString>

#include <optional>

namespace chipatlas {

// The measured results the calculator's rows show beside their bounds: for a chip or a system
// and the chosen model, the result core's bestMatchingResult() picks (the one a cost per
// million tokens uses, docs/MODEL-FIT.md section 8) and core's resultBound() of it (the bound
// for the result's own model, hardware, count, precisions, batch and lengths, the efficiency
// and the above-bound flag). Asked once per row and snapshot, then kept: a table's sort asks
// every row.
class FitMeasured final {
    Q_DECLARE_TR_FUNCTIONS(FitMeasured)

public:
    struct Row {
        ResultMatch match;                // match.result null: no result matches
        std::optional<ResultBound> bound; // of match.result
    };

    // Clears what was asked.
    void setSnapshot(const CatalogSnapshot& snapshot);
    // The model's id; empty for a custom model (no result ran it) or without a model
    // (`hasModel` false: the cells are empty); clears what was asked.
    void setModelId(const QString& modelId, bool hasModel);
    const QString& modelId() const { return m_modelId; }

    const Row& row(const QString& hardwareId) const;

    // The cells the two tables share, for a row of `hardwareId`:
    // Measured: tokens/s per chip of the matching result (null without one).
    QVariant measuredValue(const QString& hardwareId) const;
    // "4,374 (audited)": the rate and whose claim it is.
    QString measuredText(const QString& hardwareId, const QLocale& locale) const;
    // Efficiency: measured / bound (null without a result or a bound).
    QVariant efficiencyValue(const QString& hardwareId) const;
    // "62%", "✗ 312%: above its bound" when the result is above its bound.
    QString efficiencyText(const QString& hardwareId, const QLocale& locale) const;
    // Why a Measured or Efficiency cell is empty: "no result", the bound's reason.
    QString missingText(const QString& hardwareId, bool efficiency) const;
    // The result, whose claim it is, its rate on its chips, its bound and what the bound
    // assumed.
    QString toolTip(const QString& hardwareId, const QLocale& locale) const;
    // Whether the row's result is above its bound: the efficiency cell is red.
    bool isAboveBound(const QString& hardwareId) const;

private:
    CatalogSnapshot m_snapshot;
    QString m_modelId;
    bool m_hasModel = false;
    mutable QHash<QString, Row> m_rows;
};

} // namespace chipatlas
