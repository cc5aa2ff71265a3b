#pragma once

#include "application/ownershipchart.h"
#include "chart/catalogchart.h"
#include "chart/chartrender.h"
#include "chart/linechart.h"

#include <QChart>
#include <QList>
#include <QSize>
#include <QString>

class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;

namespace chipatlas {

// The own-or-rent chart (core/application/ownershipchart.h) drawn with Qt Charts, the same on
// screen, in a PNG, in an SVG and from `chipatlas-cli tco --chart`: utilisation (%) across,
// cost per used chip-hour up; owning's curve per report, solid; the chosen offer of each
// report a solid flat line, every other offer a thin dashed one (one legend entry, "Other
// offers"); each break-even point a marker, the chosen offer's labelled ("break-even 63.2 %")
// with a dashed drop line to the axis.
class OwnershipCostChart final : public LineChart {
    Q_OBJECT

public:
    explicit OwnershipCostChart(QGraphicsItem* parent = nullptr);

    void setChartData(const OwnershipChartData& data);
    const OwnershipChartData& chartData() const { return m_data; }

    // For tests: the series drawn, in the order of the data's lines, and the break-even labels.
    QList<QLineSeries*> lineSeries() const { return m_lines; }
    QList<QGraphicsSimpleTextItem*> breakEvenLabels() const { return m_labels; }

private:
    void rebuild() override;
    void layoutLabels();

    OwnershipChartData m_data;
    QList<QLineSeries*> m_lines;
    QList<QScatterSeries*> m_marks;
    QList<QGraphicsSimpleTextItem*> m_labels; // parallel to the chosen break-evens
    QList<OwnershipBreakEvenMark> m_labelled;
};

// Writes the chart of `data` to `path` as PNG, SVG or CSV (ownershipChartToCsv()) by its
// extension, as exportChart() writes the catalog's chart (chartrender.h: SafeFile, the same
// messages).
bool exportOwnershipChart(const OwnershipChartData& data, const QString& path,
                          QSize size = kDefaultChartExportSize,
                          qreal scale = kDefaultChartExportScale, QString* error = nullptr);

} // namespace chipatlas
