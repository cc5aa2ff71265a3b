#pragma once

#include "application/catalogsnapshot.h"
#include "application/ownershipchart.h"
#include "application/ownershipexport.h"
#include "chart/chartrender.h"

#include <QDate>
#include <QList>
#include <QSize>
#include <QString>
#include <QWidget>

class QChartView;
class QMenu;
class QToolButton;

namespace chipatlas {

class OwnershipCostChart;

// The "Own or rent" view's chart and its Export menu (docs/MODEL-FIT.md section 9): the cost
// per used chip-hour over utilisation for the reports the view shows (OwnershipCostChart), and
// Export: the report (one or two side by side) as CSV, JSON or a Markdown memo, every
// assumption with its origin and source (ownershipexport.h), and the chart as PNG, SVG or its
// points as CSV (exportOwnershipChart()). `chipatlas-cli tco --export/--chart` write the same
// files.
class OwnershipChartPanel final : public QWidget {
    Q_OBJECT

public:
    explicit OwnershipChartPanel(QWidget* parent = nullptr);

    // The reports shown (the scenario's, then the compared hardware's) and the catalog their
    // hardware's offers come from, priced as of `today`.
    void setReports(const CatalogSnapshot& snapshot, const QList<OwnershipReport>& reports,
                    const QDate& today = QDate::currentDate());
    const QList<OwnershipReport>& reports() const { return m_reports; }
    const OwnershipChartData& chartData() const { return m_data; }

    OwnershipCostChart* chart() const { return m_chart; }
    QChartView* chartView() const { return m_view; }
    QToolButton* exportButton() const { return m_export; }
    QMenu* exportMenu() const { return m_menu; }

    // The file name an export suggests, without extension: "own-or-rent-nvidia-gb200-nvl72",
    // "own-or-rent-a-vs-b".
    QString exportBaseName() const;
    // Writes the report to `path` (the format by its extension) or the chart (PNG, SVG, CSV);
    // a failure is shown in a message box (none while `quiet`) and said in statusMessage().
    bool exportReportTo(const QString& path);
    bool exportChartTo(const QString& path, QSize size = kDefaultChartExportSize,
                       qreal scale = kDefaultChartExportScale);
    void setQuiet(bool quiet) { m_quiet = quiet; }

Q_SIGNALS:
    void statusMessage(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void askReport(OwnershipExportFormat format);
    void askChart(ChartFileFormat format);
    void applyScheme();
    bool finish(bool written, const QString& path, const QString& error, const QString& title);

    QList<OwnershipReport> m_reports;
    OwnershipChartData m_data;
    OwnershipCostChart* m_chart;
    QChartView* m_view;
    QToolButton* m_export;
    QMenu* m_menu;
    bool m_quiet = false;
};

} // namespace chipatlas
