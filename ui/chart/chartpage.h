#pragma once

#include "application/catalogsnapshot.h"
#include "chart/chartrender.h"
#include "common/visiblechipspage.h"
#include "domain/chartdata.h"
#include "domain/chartdecimation.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QWidget>

class QLabel;
class QScrollArea;

namespace chipatlas {

class ChartOptionsBar;
class ExportJob;
class ChartView;
class CatalogChart;
class Settings;

// The Chart tab: a scatter of two figures of the chips the table's filters let through, in
// the table's order, and (when asked) of the catalog's systems, or (ChartSpec::subject) of the
// catalog's measured results against their bounds or their power (resultchart.h), with the options
// bar above it and, below it, the chips and systems left out and why. The table is a
// VisibleChipsPage (ui/common), which the main window links here (linkTable()). The chart follows
// the table: its selection is highlighted, a clicked point selects the chip there, and a point
// drags out as the chip's id (to the compare view). Its precision is the main window's: a change
// here is announced through precisionChanged().
//
// Building the chart grows with the catalog, so it happens only while the page is visible
// (a change while hidden waits for the next show), once per turn of the event loop however
// many changes arrive, and off the GUI thread: a QThreadPool job builds the chart data and its
// decimation from a copy of the chips, the page says "Building the chart..." meanwhile, and a
// newer request cancels the running job (its result, if it comes, is dropped).
class ChartPage final : public QWidget {
    Q_OBJECT

public:
    explicit ChartPage(QWidget* parent = nullptr);

    // Plots `table`'s visible chips from now on, and links the selections.
    void linkTable(VisibleChipsPage* table);

    const ChartSpec& spec() const { return m_spec; }
    void setSpec(const ChartSpec& spec);
    Precision precision() const { return m_spec.precision; }
    void setPrecision(Precision precision);
    // GB or GiB in the tooltips of memory figures.
    void setMemoryUnits(MemoryUnits units);
    bool pointLabelsVisible() const;
    void setPointLabelsVisible(bool visible);
    // The catalog's systems, plotted (each as an entry, in a series of their own) while
    // showSystems() is on, beside the chips the table shows.
    void setSnapshot(CatalogSnapshot snapshot);
    bool showSystems() const { return m_showSystems; }
    void setShowSystems(bool show);

    void restoreState(const Settings& settings);
    void saveState(Settings& settings) const;

    // What the chart shows, brought up to date first (on this thread) when a change is pending.
    const ChartData& chartData();
    // A change is waiting, or its chart is being built.
    bool isRebuildPending() const { return m_pending || m_building; }
    QLabel* buildingLabel() const { return m_buildingLabel; }

    // Ask for a file (PNG also for its size and scale), then exportTo().
    void exportPng();
    void exportSvg();
    void exportCsv();
    // Writes the chart to `path` in the format its extension names (chartrender.h). Says how
    // it went through statusMessage(), and shows a failure in a message box too. A CSV (every
    // point, 100,000 rows in a large catalog) is written by csvExport() off the GUI thread, with
    // progress and Cancel: true means started, and statusMessage() says when it is written.
    // PNG and SVG draw the chart's scene (decimated: a bounded number of items) here.
    bool exportTo(const QString& path, QSize size = kDefaultChartExportSize,
                  qreal scale = kDefaultChartExportScale);
    ExportJob* csvExport() const { return m_csvExport; }
    // The file name an export suggests, without extension: "chart-perf-per-watt".
    QString exportBaseName() const;

    ChartView* chartView() const { return m_view; }
    CatalogChart* chart() const;
    ChartOptionsBar* optionsBar() const { return m_options; }
    QLabel* notesLabel() const { return m_notes; }
    // "Show all 39,998 chips not plotted": shown when the notes name only the first of them.
    QLabel* showAllLabel() const { return m_showAll; }
    // Opens the whole list of the chips not plotted in a searchable dialog (non-modal).
    void showAllNotPlotted();

Q_SIGNALS:
    void precisionChanged(chipatlas::Precision precision);
    // A short message for the status bar ("Exported the chart to ...").
    void statusMessage(const QString& text);

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Build {
        ChartData data;
        ChartDecimation decimation;
    };
    void invalidate();
    // What the chart plots: the table's visible chips (taken as rows on the GUI thread) and,
    // when shown, the systems; read into a list by entriesOf() on the building thread.
    struct EntrySource {
        VisibleChipsPage::VisibleRows table;
        CatalogSnapshot snapshot;
        bool showSystems = false;
    };
    EntrySource entrySource() const;
    static QList<Entry> entriesOf(const EntrySource& source);
    static ChartData buildData(const EntrySource& source, const ChartSpec& spec, MemoryUnits units);
    void rebuild(); // starts the job
    void rebuildNow();
    void apply(const Build& build);
    void updateHighlight();
    void updateNotes(const ChartData& data);
    void fitNotesHeight();
    void selectInTable(const QString& chipId);

    ChartSpec m_spec;
    MemoryUnits m_memoryUnits = MemoryUnits::Decimal;
    QPointer<VisibleChipsPage> m_table;
    CatalogSnapshot m_snapshot;
    bool m_showSystems = false;
    bool m_pending = true;
    bool m_building = false;
    QTimer m_rebuildTimer;
    QFutureWatcher<Build> m_build;
    ChartOptionsBar* m_options;
    ChartView* m_view;
    QLabel* m_notes;
    QLabel* m_showAll;
    QLabel* m_buildingLabel;
    ExportJob* m_csvExport;
    QScrollArea* m_notesArea; // a long list scrolls rather than squeeze the chart
};

} // namespace chipatlas
