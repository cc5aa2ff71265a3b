#pragma once

#include "application/pricehistory.h"
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

// The price history chart (core/application/pricehistory.h) drawn with Qt Charts, the same on
// screen, in a PNG, in an SVG and from `chipatlas-cli chart --prices ID`: the date seen across,
// the price per chip-hour up (one axis per currency, USD on the left, never converted); each
// offer with a dated price a step line (the offer asked for wider), the user's own price a
// diamond, and the cheapest current offer a ring at the end of its line, labelled ("cheapest
// current: $2.00 per chip-hour, ..."). Undated prices are not drawn (the view lists them).
class PriceHistoryChart final : public LineChart {
    Q_OBJECT

public:
    explicit PriceHistoryChart(QGraphicsItem* parent = nullptr);

    void setHistory(const PriceHistory& history);
    const PriceHistory& history() const { return m_history; }

    // For tests: the step lines drawn (one per series with a dated price, in the history's
    // order), the marker of the cheapest current offer and its label (nullptr: none).
    QList<QLineSeries*> stepLines() const { return m_lines; }
    QScatterSeries* cheapestMarker() const { return m_marker; }
    QGraphicsSimpleTextItem* cheapestLabel() const { return m_label; }

private:
    void rebuild() override;
    void layoutLabel();

    PriceHistory m_history;
    QList<QLineSeries*> m_lines;
    QScatterSeries* m_marker = nullptr;
    QGraphicsSimpleTextItem* m_label = nullptr;
};

// Writes the chart of `history` to `path` as PNG, SVG or CSV (priceHistoryToCsv()) by its
// extension, as exportChart() writes the catalog's chart (chartrender.h: SafeFile, the same
// messages).
bool exportPriceHistoryChart(const PriceHistory& history, const QString& path,
                             QSize size = kDefaultChartExportSize,
                             qreal scale = kDefaultChartExportScale, QString* error = nullptr);

} // namespace chipatlas
