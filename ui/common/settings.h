#pragma once

#include "common/theme.h"
#include "domain/chartdata.h"
#include "domain/entry.h"
#include "domain/modelfit.h"
#include "domain/offerchoice.h"
#include "domain/precision.h"
#include "domain/units.h"
#include "storage/catalogconnection.h"

#include <QByteArray>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <chrono>
#include <memory>

class QSettings;

namespace chipatlas {

// Bounds of a chart export: a side of the image in logical pixels, and the scale.
inline constexpr int kMinChartExportSide = 200;
inline constexpr int kMaxChartExportSide = 8000;
inline constexpr int kMaxChartExportScale = 3;
// How often the window looks for other clients' changes to the catalog.
inline constexpr int kDefaultCatalogRefreshSeconds = 10;

// Typed access to the user's settings: every key and its default live in settings.cpp, in one
// table, so widgets never spell a QSettings key or guess a default. Values are stored through
// QSettings under the application's organization and name (or in an INI file for tests).
class Settings final {
public:
    Settings();
    explicit Settings(const QString& iniFile);
    ~Settings();
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;

    // Window geometry and toolbar/dock state (QMainWindow::saveGeometry/saveState).
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray& state);

    // The chip table's QHeaderView::saveState (column order, visibility, widths, sort). Empty
    // when the stored state was written for a different set of columns.
    QByteArray chipTableHeaderState(int columnCount) const;
    void setChipTableHeaderState(const QByteArray& state, int columnCount);

    // What the table page shows: "chips" or "systems" (the Chips / Systems switch).
    QString tableMode() const;
    void setTableMode(const QString& mode);
    // The Systems table's QHeaderView::saveState, as chipTableHeaderState().
    QByteArray systemTableHeaderState(int columnCount) const;
    void setSystemTableHeaderState(const QByteArray& state, int columnCount);

    // Precision of the perf/W and bandwidth/TFLOP columns (View > Perf/W precision, and the
    // default precision for efficiency in Preferences).
    Precision perfPrecision() const;
    void setPerfPrecision(Precision precision);

    // Preferences, General. The theme (System by default) and the language of the next start
    // (empty: the system's; otherwise a language code, "en", "de", "ja") outlive
    // clearViewState(), as the catalog does: a reset layout keeps the user's look and language.
    Theme theme() const;
    void setTheme(Theme theme);
    QString language() const;
    void setLanguage(const QString& code);
    // GB or GiB wherever memory is shown (table, details, compare view, chart tooltips, the
    // calculator); the calculator's Units box changes it too.
    MemoryUnits memoryUnits() const;
    void setMemoryUnits(MemoryUnits units);
    // Preferences, Calculations: which offer a cost per million tokens uses when the user picked
    // none (offerchoice.h).
    OfferPolicy offerPolicy() const;
    void setOfferPolicy(OfferPolicy policy);

    // The chip table filters.
    QString filterText() const;
    void setFilterText(const QString& text);
    QString vendorFilter() const; // empty: all vendors
    void setVendorFilter(const QString& vendor);
    QString kindFilter() const; // empty: all kinds
    void setKindFilter(const QString& kind);
    int availabilityFilter() const; // OR of AvailabilityClass, 0: all
    void setAvailabilityFilter(int classes);

    // The right-hand tab of the main window: "details", "compare" or "chart".
    QString rightTab() const;
    void setRightTab(const QString& tab);

    // The compare view: the compared entries (chips, chips taken N times, systems) in slot
    // order, kept as entrymime.h's lines; its options, and the folder of the last CSV export.
    QList<EntryRef> comparedEntries() const;
    void setComparedEntries(const QList<EntryRef>& entries);
    bool compareHideEqualRows() const;
    void setCompareHideEqualRows(bool hide);
    bool compareHighlightDifferences() const;
    void setCompareHighlightDifferences(bool highlight);
    QString compareExportFolder() const; // empty: the documents folder
    void setCompareExportFolder(const QString& folder);

    // The chart page: its axes and log scales, the point labels, and the folder, size and
    // scale of the last export. The chart has no precision of its own: it follows
    // perfPrecision(), which chartSpec() fills in and setChartSpec() leaves alone.
    ChartSpec chartSpec() const; // the perf-per-watt preset for axes not stored or unknown
    void setChartSpec(const ChartSpec& spec);
    bool chartPointLabels() const;
    void setChartPointLabels(bool visible);
    bool chartShowSystems() const; // the systems plotted as their own series; default off
    void setChartShowSystems(bool show);
    QString chartExportFolder() const; // empty: the pictures folder
    void setChartExportFolder(const QString& folder);
    QSize chartExportSize() const; // logical pixels; default kDefaultChartExportSize
    void setChartExportSize(QSize size);
    int chartExportScale() const; // device pixels per logical pixel: 1, 2 or 3
    void setChartExportScale(int scale);

    // Import and export of chips as CSV or JSON: the folders of the last import and export.
    QString catalogImportFolder() const; // empty: the documents folder
    void setCatalogImportFolder(const QString& folder);
    QString catalogExportFolder() const; // empty: the documents folder
    // How often to look for changes other windows or users saved; 0: never.
    std::chrono::seconds catalogRefreshInterval() const;
    void setCatalogRefreshInterval(std::chrono::seconds interval);
    void setCatalogExportFolder(const QString& folder);

    // The catalog the GUI opens when the command line names none (Settings, Catalog): a file
    // on this computer or a team server. Never the password, which lives in the keychain.
    // catalogConnection() is the chosen kind with its fields (an empty path: the default
    // file); setCatalogConnection() stores the kind and that kind's fields, and leaves the
    // other kind's as they were, so that switching back shows them again.
    CatalogConnection catalogConnection() const;
    void setCatalogConnection(const CatalogConnection& connection);
    QString catalogFile() const;             // the file last chosen, also while a server is
    CatalogConnection catalogServer() const; // the server last chosen, also while a file is

    // The model-fit dialog: geometry, splitter and table header, and the last inputs.
    QByteArray fitDialogGeometry() const;
    void setFitDialogGeometry(const QByteArray& geometry);
    QByteArray fitSplitterState() const;
    void setFitSplitterState(const QByteArray& state);
    QByteArray fitHeaderState(int columnCount) const; // empty for another set of columns
    void setFitHeaderState(const QByteArray& state, int columnCount);
    QString fitModelId() const; // default: Llama 3.1 70B
    void setFitModelId(const QString& id);
    // The calculator's inputs, which it starts from; Preferences, Calculations edits their
    // headroom and memory budget.
    FitInputs fitInputs() const; // kFitDefaults for anything not stored or invalid
    void setFitInputs(const FitInputs& inputs);
    double fitMeasuredRate() const; // tokens/s, 0: none
    void setFitMeasuredRate(double tokensPerSecond);

    // Forgets every stored value, so the next read returns the defaults.
    void clear();
    // Forgets the remembered view (--reset-settings) but not which catalog to open, the theme or
    // the language: a reset layout must not send a team's user back to a local file.
    void clearViewState();
    void sync();

private:
    enum class Key {
        WindowGeometry,
        WindowState,
        SplitterState,
        ChipTableHeaderState,
        ChipTableHeaderColumns,
        PerfPrecision,
        FilterText,
        VendorFilter,
        KindFilter,
        AvailabilityFilter,
        RightTab,
        ComparedEntries,
        CompareHideEqualRows,
        CompareHighlightDifferences,
        CompareExportFolder,
        FitDialogGeometry,
        FitSplitterState,
        FitHeaderState,
        FitHeaderColumns,
        FitModelId,
        FitPrecision,
        FitKvPrecision,
        FitContext,
        FitBatch,
        FitHeadroom,
        FitChips,
        FitSlidingWindow,
        FitBudget,
        FitBudgetFraction,
        FitBinaryUnits, // before MemoryUnits: read only where that is not stored
        FitMeasuredRate,
        ChartX,
        ChartY,
        ChartLogX,
        ChartLogY,
        ChartPointLabels,
        ChartShowSystems,
        ChartExportFolder,
        ChartExportWidth,
        ChartExportHeight,
        ChartExportScale,
        CatalogImportFolder,
        CatalogExportFolder,
        CatalogKind,
        CatalogFile,
        CatalogHost,
        CatalogPort,
        CatalogDatabase,
        CatalogUser,
        CatalogSslMode,
        CatalogRefreshSeconds,
        TableMode,
        SystemTableHeaderState,
        SystemTableHeaderColumns,
        Theme,
        Language,
        MemoryUnits,
        OfferPolicy,
        KeyCount
    };
    QVariant value(Key key) const;
    void setValue(Key key, const QVariant& value);

    std::unique_ptr<QSettings> m_settings;
};

} // namespace chipatlas
