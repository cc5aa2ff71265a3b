#pragma once

#include "boundedlist.h"
#include "chip.h"
#include "entry.h"
#include "figureformat.h"
#include "precision.h"
#include "quantity.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace chipatlas {

// The value a date figure is plotted at: milliseconds since the epoch (UTC) at the start of
// the day, month ("2022-10") or year it names; nothing when the text is not such a date.
std::optional<double> dateFigureMSecs(const QString& text);

// The presets of the chart page and of `chipatlas-cli chart --preset`.
enum class ChartPreset {
    PerfPerWatt,           // TDP vs dense throughput, iso-efficiency lines (TFLOPS per W)
    MemoryVsBandwidth,     // memory capacity vs memory bandwidth
    ThroughputVsBandwidth, // memory bandwidth vs dense throughput, ridge lines (FLOP per byte)
    ThroughputVsRelease,   // release date vs dense throughput
};
inline constexpr ChartPreset kAllChartPresets[] = {
    ChartPreset::PerfPerWatt, ChartPreset::MemoryVsBandwidth, ChartPreset::ThroughputVsBandwidth,
    ChartPreset::ThroughputVsRelease};
QString chartPresetKey(ChartPreset preset);  // "perf-per-watt", "memory-vs-bandwidth", ...
QString chartPresetName(ChartPreset preset); // "Perf per watt", ... (translated)
std::optional<ChartPreset> chartPresetFromKey(QStringView key);
// Every preset's key, comma-separated, for the messages that name the valid ones.
QString chartPresetKeyList();

// What a chart plots: the chips' (and systems') figures along two quantities, or the measured
// results (core/application/resultchart.h): measured tokens per second against the
// calculator's bound for the same inputs, or against the power measured with them.
enum class ChartSubject { Entries, MeasuredVsBound, TokensPerWatt };
inline constexpr ChartSubject kResultChartSubjects[] = {ChartSubject::MeasuredVsBound,
                                                        ChartSubject::TokensPerWatt};
// "measured-vs-bound", "tokens-per-watt" (the chart page's preset box, --chart); empty for
// Entries.
QString chartSubjectKey(ChartSubject subject);
QString chartSubjectName(ChartSubject subject); // translated
std::optional<ChartSubject> resultChartSubjectFromKey(QStringView key);

// What to plot: two chartable quantities (Quantity::canUse(QuantityUse::Chart)), or, with a
// subject other than Entries, the measured results (the quantities are then unused).
struct ChartSpec {
    Quantity x = Quantity::forField(Field::TdpW);
    Quantity y = Quantity::throughput();
    Precision precision = Precision::BF16;
    bool logX = false;
    bool logY = false;
    ChartSubject subject = ChartSubject::Entries;

    friend bool operator==(const ChartSpec&, const ChartSpec&) = default;
};
ChartSpec chartPresetSpec(ChartPreset preset);
// The preset whose axes `spec` has (whatever its precision and log scales), if any; none for a
// chart of measured results.
std::optional<ChartPreset> chartPresetOf(const ChartSpec& spec);

struct ChartPoint {
    QString id; // the entry's: a chip's or a system's
    QString name;
    QString vendor;
    double x = 0.0; // in the axis' unit (ChartData::xUnit); msecs since the epoch for dates
    double y = 0.0;
    Figure xFigure; // the figures plotted, with their status (dates keep their text)
    Figure yFigure;
    // The point stands for a system (EntryKind::System): the chart draws the systems as one
    // series of their own, apart from their vendor's chips.
    bool system = false;
    // A measured result above its bound (resultchart.h): an error in the data or in the formula,
    // drawn hollow and labelled with "!", never left out.
    bool aboveBound = false;

    // Whether either figure is unverified (seen on a third-party page, confirmed by no
    // source): the chart draws such a point hollow and its label with "?".
    bool isUnverified() const {
        return xFigure.status == FigureStatus::Unverified ||
               yFigure.status == FigureStatus::Unverified;
    }
    // Whether either figure is a design target (a value announced for a product that does not
    // ship yet): the chart draws such a point hollow and its label with " target".
    bool isDesignTarget() const {
        return xFigure.status == FigureStatus::DesignTarget ||
               yFigure.status == FigureStatus::DesignTarget;
    }
    // Whether either figure is a throughput the vendor does not say is dense, or a ratio built
    // on one (docs/DOMAIN-RULES.md rule 2): the chart draws such a point hollow and its label with
    // "*".
    bool isSparsityUnstated() const { return xFigure.sparsityUnstated || yFigure.sparsityUnstated; }
    // Whether the point rests on a figure not to be taken at face value: drawn hollow.
    bool isFlagged() const {
        return isUnverified() || isDesignTarget() || isSparsityUnstated() || aboveBound;
    }
};

// An entry of the input that is not plotted, and why: "TDP not published", "Released unknown",
// "TDP is 0 W: a log axis cannot show it".
struct ChartExclusion {
    QString id; // the entry's: a chip's or a system's
    QString name;
    QString reason;
};

// A guide line through the origin: y = slope * x in the axes' units. On the power-vs-throughput
// axes these are lines of constant TFLOPS per watt ("1 TFLOPS/W"); on the bandwidth-vs-throughput
// axes lines of constant arithmetic intensity, the roofline's ridge point ("64 FLOP/B").
struct ChartGuide {
    double slope = 0.0;
    double value = 0.0; // the constant the line stands for, in `unit`
    QString unit;       // "TFLOPS/W", "FLOP/B"
    QString label;      // "0.5 TFLOPS/W": labelIn(QLocale::c()), as the CLI prints it

    // The label with the number in `locale`, as the GUI's chart shows it beside axes in that
    // locale ("0,5 TFLOPS/W" in German).
    QString labelIn(const QLocale& locale) const;
};

// Everything a chart shows, computed from the chips the table's filter lets through.
struct ChartData {
    ChartSpec spec;
    // Preferences' "Memory in": the unit of a memory axis and of the CSV's capacities.
    MemoryUnits memoryUnits = MemoryUnits::Decimal;
    // Each axis' one unit (docs/DOMAIN-RULES.md rule 4), the same as the table column's of its
    // quantity: GB or GiB for a capacity, GB/s for a bandwidth; unscaled for any other quantity.
    ColumnUnit xUnit;
    ColumnUnit yUnit;
    QString xTitle; // "TDP (W)", "Memory (GiB)"
    QString yTitle; // "Dense BF16 throughput (TFLOPS)"
    // A chart of measured results names its axes itself (the spec's quantities are unused):
    // each axis' key (the CSV's x_field, y_field), label and unit. Empty keys: the quantities'.
    struct Axis {
        QString key;   // "bound_tokens_per_s"
        QString label; // "Bound (calculator)"
        Unit unit = Unit::None;
    };
    Axis xAxis, yAxis;
    // Sentences the chart shows under it beside the summaries below ("Above their bound: ...").
    QStringList notes;
    QList<ChartPoint> points; // in the input's order
    QList<ChartExclusion> excluded;
    QList<ChartGuide> guides;
    // The vendors with a plotted chip point, sorted case-insensitively: one series each
    // (the systems' points make one more, hasSystems()).
    QStringList vendors;

    // Whether a system is plotted.
    bool hasSystems() const;

    // "Trainium3 (TDP not published)": one entry for each chip of `excluded`, in its order.
    QStringList excludedItems() const;

    // The summaries below name at most `limit` chips, then how many more ("and 39,998 more",
    // boundedlist.h); a negative limit names them all (the CLI's --verbose).
    // "Not plotted: Trainium3 (TDP not published), TPU v4 (TDP not published)"; empty when
    // every chip is plotted.
    QString excludedSummary(qsizetype limit = kBoundedListLength) const;
    // "Hollow markers and \"?\": unverified figures, seen on a third-party page and confirmed
    // by no source: AWS Trainium (Trn1) (TDP)"; empty when every plotted figure is sourced.
    QString unverifiedSummary(qsizetype limit = kBoundedListLength) const;
    // "Hollow markers and \"target\": design targets, announced for a chip that does not ship
    // yet: AWS Trainium4 (FP8 dense)"; empty when no plotted figure is a design target.
    QString designTargetSummary(qsizetype limit = kBoundedListLength) const;
    // "Hollow markers and \"*\": the vendor does not say whether the throughput is dense or
    // sparse: Groq LPU (INT8 perf/W)"; empty when no plotted figure carries the flag.
    QString sparsityUnstatedSummary(qsizetype limit = kBoundedListLength) const;
};

// Plots `entries` (chips, and systems as a series of their own) per `spec`: an entry missing
// either figure (or whose figure a log axis cannot show, zero or negative) is never plotted at
// zero but listed in `excluded` with the reason. Guides are chosen to span the plotted points'
// ratios, in powers of two (at most seven). A capacity or bandwidth axis is in the unit
// `memoryUnits` gives its table column (Quantity::columnTitle()), every figure converted into it
// from the unit its source printed (Trainium's 32 GiB at 34.36 on a GB axis, an H100's 80 GB at
// 74.51 on a GiB axis).
ChartData buildChartData(const QList<Entry>& entries, const ChartSpec& spec,
                         MemoryUnits memoryUnits = MemoryUnits::Decimal);

} // namespace chipatlas
