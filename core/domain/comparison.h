#pragma once

#include "chip.h"
#include "entry.h"
#include "field.h"
#include "precision.h"
#include "units.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>

namespace chipatlas {

// Why a chip takes no part in choosing a row's winner (docs/DOMAIN-RULES.md rules 1 and 4). The
// winner is chosen among the clean figures (published or computed), the same way at any number of
// chips.
enum class LeftOutReason {
    NotPublished,
    Unknown,
    Unverified,
    DesignTarget,   // a value the vendor announced for a product that does not ship yet
    OtherLinkScope, // a host-to-chip link in a row of chip-to-chip links
    // Chips' TDP (a chip, or N chips' chips-only sum) in a power row that has a system's
    // power (hosts and switches included): not a like-for-like pair.
    OtherPowerScope,
};
// "not_published", ..., "design_target", "other_link_scope", "other_power_scope"
QString leftOutReasonKey(LeftOutReason reason);
// A present figure left out because of its status: unverified or a design target.
inline bool isDoubtfulReason(LeftOutReason reason) {
    return reason == LeftOutReason::Unverified || reason == LeftOutReason::DesignTarget;
}

// The step of the last decimal place of a stored number, read from its shortest decimal form:
// 989 -> 1, 989.5 -> 0.1, 0.25 -> 0.01. It is the precision the figure was published with.
double publishedStep(double value);
// Two figures closer than the coarser of their published steps (GH200's 989 and H100 SXM's
// 989.5 TFLOPS), or whose ratio prints as 1.00x: neither is ahead of the other.
bool aboutTheSame(double a, double b);

// One row of a comparison: the same figure for every compared chip (docs/DOMAIN-RULES.md rules 2
// and 3).
struct ComparisonRow {
    QString key;   // the Field key ("bf16_tflops_dense"), or "perf_per_watt"
    QString label; // translated, e.g. "BF16 dense"
    FieldGroup group;
    Unit unit;
    Better better;
    bool numeric = true;
    QList<Figure> values; // one per chip, in the comparison's chip order

    // Per chip, why it takes no part in the winner choice (missing, unverified, another link
    // scope), or none when its figure is clean.
    QList<std::optional<LeftOutReason>> leftOut;
    // The index of the winner among the clean figures, or none: text rows, rows with fewer than
    // two clean figures, process names that are not comparable, and ties (exact or about the
    // same) have no winner.
    std::optional<int> winner;
    // Each clean value divided by the winner's (the winner's is 1); none where the chip is left
    // out or there is no winner. Always the same figure on both sides: never two precisions.
    QList<std::optional<double>> ratios;
    // True when the row yields a like-for-like ratio: numeric, at least two clean values.
    bool comparable = false;
    bool differs = false; // the present values are not all equal, or only some are present
    // The best clean values differ, but by less than the precision they were published with.
    bool aboutTheSame = false;
    // The winner's figure may be sparse (the vendor does not say): the win and the ratios carry
    // that doubt.
    bool winnerMayBeSparse = false;
    // The present values were printed in different units (GiB on one side, GB on another); the
    // nominal numbers are compared all the same.
    bool mixedPrintedUnits = false;
    // The clean values were printed in different units (GiB and GB) and the winner is not the
    // same whether a GiB figure is read as printed or converted at 1.0737 GB per GiB
    // (docs/DOMAIN-RULES.md rule 4): no winner and no single ratio. `reference` is then the best
    // value by its nominal number, and ratioRanges holds each other clean value's ratio to it
    // under both readings (low, high).
    bool tooCloseToCall = false;
    std::optional<int> reference;
    QList<std::optional<std::pair<double, double>>> ratioRanges;
    // Which chips are left out and why, computed values, possible sparsity, ties and mixed
    // printed units. Empty when there is nothing to say.
    QString note;

    // The chips that take part in the winner choice.
    QList<int> cleanIndices() const;
};

struct Comparison {
    QList<Entry> entries; // chips, N chips of one kind, systems: the columns, in order
    Precision precision = Precision::BF16; // of the perf-per-watt row
    QList<ComparisonRow> rows;             // grouped: compute, memory, power and efficiency,
                                           // interconnect and scale-up, availability and
                                           // software, dates, silicon
    // Three sentences: which is faster for training, which has more memory, which is more
    // power-efficient; each names the figures it used, or says what is missing.
    QStringList summary;
};

// Compares 2 or more entries figure by figure. Every Field becomes a row (grouped), plus perf
// per watt at `precision` in the power group. A system's power (hosts and switches counted)
// and chips' TDP are not compared with each other (LeftOutReason::OtherPowerScope); systems
// and chips compare like for like through comparisonsystems.h.
// The summary's numbers are formatted in `locale` (the CLI passes QLocale::c()). A computed
// figure's note is quoted in the Note column through `noteText` (the GUI passes its lookup of
// the built-in notes in its language; without it, and in the CLI, the note as stored).
using NoteText = std::function<QString(const QString&)>;
Comparison compareEntries(const QList<Entry>& entries, Precision precision = Precision::BF16,
                          const QLocale& locale = QLocale(), const NoteText& noteText = {});

// The heading of a group of rows, e.g. "Compute (dense)", "Power and efficiency".
QString comparisonGroupName(FieldGroup group);

// The process node in nm parsed from its text ("7 nm", "TSMC N5", "TSMC 5 nm (XCD) + 6 nm
// (IOD)" -> 5, the smallest die), or none for names that are not a node size (NVIDIA's 4N).
std::optional<double> processNodeNm(const QString& text);

// A cell as text, shared by the GUI, the exports and the CLI: the value with its unit
// (formatQuantity), the ratio to the winner for losers ("190 TFLOPS (0.52x)"), and markers:
// " ?" unverified, " target" a design target, " *" sparsity unstated, " †" computed; missing
// values read
// "not published" / "unknown". A ratio to a winner that may be sparse reads "(0.89x *)". A
// capacity printed in GB reads in GiB under MemoryUnits::Binary (the ratio stays the nominal
// numbers').
QString comparisonCellText(const ComparisonRow& row, int index, const QLocale& locale = QLocale(),
                           MemoryUnits memoryUnits = MemoryUnits::Decimal);
// The verdict of a row that is too close to call, for a winner column or a cell: "too close to
// call: printed units differ"; empty for any other row.
QString tooCloseToCallText(const ComparisonRow& row);
// A ratio range "0.95-1.02x" with two decimals; `low` and `high` as ComparisonRow::ratioRanges.
QString ratioRangeText(double low, double high, const QLocale& locale = QLocale());
// The legend of those markers, one line.
QString comparisonMarkerLegend();

} // namespace chipatlas
