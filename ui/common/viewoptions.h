#pragma once

#include "domain/chartdata.h"
#include "domain/memorybudget.h"
#include "domain/modelfit.h"
#include "domain/precision.h"

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>
#include <Qt>

#include <optional>

namespace chipatlas {

// The tabs on the right of the main window.
enum class SideTab { Details, Compare, Chart, Changes };

// What the table page lists: chips, systems (boards, racks, UltraServers, pod slices), or the
// measured results.
enum class TableMode { Chips, Systems, Results };

// The chart to show at start (--chart PRESET, --chart-x, --chart-y, --chart-log,
// --chart-systems): a preset's axes, then either axis replaced; unset parts keep the remembered
// chart.
struct ChartViewOptions {
    std::optional<ChartPreset> preset;
    // --chart measured-vs-bound / tokens-per-watt: the measured results (resultchart.h).
    std::optional<ChartSubject> subject;
    std::optional<Quantity> x;
    std::optional<Quantity> y;
    std::optional<bool> logX;
    std::optional<bool> logY;
    std::optional<bool> showSystems; // the systems as their own series
};

// The model-fit calculator to open at start (--fit MODEL and the --fit-* options); unset
// inputs keep the remembered ones.
struct FitViewOptions {
    QString modelId;
    std::optional<WeightPrecision> precision;
    std::optional<qint64> context;
    std::optional<qint64> batch;
    std::optional<int> chips;
    std::optional<MemoryBudgetKind> budget;
};

// The "Own or rent" view to open at start (--own-or-rent HW[,HW2] and --scenario NAME).
struct OwnershipViewOptions {
    // A system or chip id, and a second one to show side by side; empty with only a scenario.
    QStringList hardwareIds;
    // A saved scenario's id or name; with hardware ids, its assumptions on that hardware.
    QString scenario;
};

// The "What changed" tab to show at start (--what-changed [FROM[,TO]]): the snapshot named
// `from` against `to`, or against the catalog now when `to` is empty; both empty: the tab as it
// was (the newest snapshot against now the first time).
struct WhatChangedOptions {
    QString from;
    QString to;
};

// How the main window should look when it opens, on top of (or instead of) the remembered
// state: set from the command line so that screenshots and GUI tests reach a given view.
struct ViewOptions {
    bool resetSettings = false;     // forget the remembered state and start from the defaults
    QString selectId;               // chip or system to select once the catalog is loaded
    std::optional<TableMode> table; // --table chips|systems|results; none: the remembered mode
    std::optional<QString> filterText;
    int sortColumn = -1; // ChipTableModel column, -1: keep the remembered sort
    Qt::SortOrder sortOrder = Qt::AscendingOrder;
    QList<int> columns; // visible ChipTableModel columns in order; empty: keep
    std::optional<Precision> precision;
    QSize size; // invalid: remembered geometry
    // Chips and systems to compare (lines of entrymime.h: "system:ID" for a system), replacing the
    // remembered set; shows the Compare tab unless `tab` says otherwise. Ids not in the catalog
    // are dropped (the start-up checks them first).
    QStringList compareIds;
    std::optional<SideTab> tab; // none: the remembered tab
    // The chart's axes and scales; shows the Chart tab unless `tab` says otherwise.
    std::optional<ChartViewOptions> chart;
    // Open the model-fit dialog on this model; with selectId, that chip's row is selected and
    // explained there too.
    std::optional<FitViewOptions> fit;
    // Open "Own or rent" once the window shows and the catalog is loaded.
    std::optional<OwnershipViewOptions> ownership;
    // Show the "What changed" tab, comparing these snapshots.
    std::optional<WhatChangedOptions> whatChanged;
    // Open "Price history" on an offer, chip or system id once the window shows
    // (--price-history ID); empty: none.
    QString priceHistoryId;
    // Open Settings, Catalog once the window shows (--settings catalog).
    bool catalogSettings = false;
    // Open Preferences once the window shows (--settings preferences).
    bool preferences = false;
    // The menu action (its objectName, e.g. "aboutAction") to trigger once the window shows
    // and the catalog is loaded (--open about), as if the user chose it; empty: none.
    QString startAction;
    // Text to type into the quick search once it opens (--search).
    QString searchText;
};

} // namespace chipatlas
