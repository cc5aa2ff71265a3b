#include "chart/linechart.h"

#include <QAbstractAxis>
#include <QLegend>

namespace chipatlas {

QFont withPointSize(QFont font, qreal size) {
    font.setPointSizeF(size);
    return font;
}

LineChart::LineChart(QGraphicsItem* parent)
    : QChart(parent) {
    setTheme(QChart::ChartThemeLight);
    setBackgroundPen(Qt::NoPen);
    setBackgroundRoundness(0);
    setDropShadowEnabled(false);
    setPlotAreaBackgroundVisible(false);
    setMargins(QMargins(8, 8, 16, 8));
    setLocale(QLocale());
    setLocalizeNumbers(true);
    setTitleFont(withPointSize(titleFont(), 13.0));
    legend()->setAlignment(Qt::AlignBottom);
    legend()->setFont(withPointSize(legend()->font(), 10.5));
    legend()->setBackgroundVisible(false);
}

void LineChart::setScheme(ChartScheme scheme) {
    m_scheme = scheme;
    const ChartColors& colors = chartColors(scheme);
    setBackgroundBrush(colors.background);
    setTitleBrush(colors.title);
    legend()->setLabelColor(colors.text);
    rebuild();
}

void LineChart::setCompact(bool compact) {
    m_compact = compact;
    legend()->setFont(withPointSize(legend()->font(), compact ? 9.0 : 10.5));
    setMargins(compact ? QMargins(2, 2, 8, 0) : QMargins(8, 8, 16, 8));
    rebuild();
}

void LineChart::removeSeriesAndAxes() {
    removeAllSeries();
    for (QAbstractAxis* axis : axes()) {
        removeAxis(axis);
        delete axis;
    }
}

void LineChart::fitAxesToForm() {
    if (!m_compact)
        return;
    for (QAbstractAxis* axis : axes()) {
        axis->setTitleFont(withPointSize(axis->titleFont(), 9.0));
        axis->setLabelsFont(withPointSize(axis->labelsFont(), 9.0));
    }
}

} // namespace chipatlas
