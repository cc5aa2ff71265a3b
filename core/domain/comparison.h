#pragma once

#include "chip.h"
#include "field.h"
#include "precision.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// One row of a comparison: the same figure for every compared chip (DESIGN.md rules 2 and 3).
struct ComparisonRow {
    QString key;   // the Field key ("bf16_tflops_dense"), or "perf_per_watt"
    QString label; // translated, e.g. "BF16 dense"
    FieldGroup group;
    Unit unit;
    Better better;
    bool numeric = true;
    QList<Figure> values; // one per chip, in the comparison's chip order

    // The index of the winner, or none: text rows, rows where fewer than two chips have the
    // figure, and rows where a value is not clean (sparsity unstated, unverified, process
    // names that are not comparable) have no winner.
    std::optional<int> winner;
    // Each value divided by the winner's (the winner's is 1); none where the value is missing
    // or there is no winner. Always the same figure on both sides: never two precisions.
    QList<std::optional<double>> ratios;
    // True when the row yields a like-for-like ratio: numeric, at least two clean values.
    bool comparable = false;
    bool differs = false; // the present values are not all equal, or only some are present
    // Which chips lack the figure, and why a present value is not clean (computed, sparsity
    // unstated, unverified). Empty when there is nothing to say.
    QString note;
};

struct Comparison {
    QList<Chip> chips;
    Precision precision = Precision::BF16; // of the perf-per-watt row
    QList<ComparisonRow> rows;             // grouped: compute, memory, power and efficiency,
                                           // interconnect and scale-up, availability and
                                           // software, dates, silicon
    // Three sentences: which is faster for training, which has more memory, which is more
    // power-efficient; each names the figures it used, or says what is missing.
    QStringList summary;
};

// Compares 2 or more chips figure by figure. Every Field becomes a row (grouped), plus perf
// per watt at `precision` in the power group.
// The summary's numbers are formatted in `locale` (the CLI passes QLocale::c()).
Comparison compareChips(const QList<Chip>& chips, Precision precision = Precision::BF16,
                        const QLocale& locale = QLocale());

// The heading of a group of rows, e.g. "Compute (dense)", "Power and efficiency".
QString comparisonGroupName(FieldGroup group);

// The process node in nm parsed from its text ("7 nm", "TSMC N5", "TSMC 5 nm (XCD) + 6 nm
// (IOD)" -> 5, the smallest die), or none for names that are not a node size (NVIDIA's 4N).
std::optional<double> processNodeNm(const QString& text);

// A cell as text, shared by the GUI, the exports and the CLI: the value with its unit
// (formatQuantity), the ratio to the winner for losers ("190 TFLOPS (0.52x)"), and markers:
// " ?" unverified, " *" sparsity unstated, " †" computed; missing values read
// "not published" / "unknown".
QString comparisonCellText(const ComparisonRow& row, int index, const QLocale& locale = QLocale());
// The legend of those markers, one line.
QString comparisonMarkerLegend();

} // namespace chipatlas
