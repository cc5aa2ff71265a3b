#pragma once

#include "chart/catalogchart.h"

#include <QChart>
#include <QFont>

namespace chipatlas {

// What the own-or-rent chart and the price history chart share: a flat chart with the title and
// legend fonts of every exported chart, a colour scheme (light by default, for every exported
// file; dark for the dark theme on screen) and a compact form for the GUI's views (no title above
// the plot, smaller text: the window names what is drawn). Each draws its own series, axes and
// labels in rebuild(), which every change of scheme or form calls.
class LineChart : public QChart {
    Q_OBJECT

public:
    void setScheme(ChartScheme scheme);
    ChartScheme scheme() const { return m_scheme; }
    void setCompact(bool compact);
    bool isCompact() const { return m_compact; }

protected:
    // A derived chart connects what it needs, then calls setScheme() to draw itself.
    explicit LineChart(QGraphicsItem* parent);
    virtual void rebuild() = 0;
    // Takes away every series and axis (removeAxis() hands an axis back: it is deleted here).
    void removeSeriesAndAxes();
    // The axes' fonts of the compact form (after the axes are attached).
    void fitAxesToForm();

private:
    ChartScheme m_scheme = ChartScheme::Light;
    bool m_compact = false;
};

// `font` at `size` points.
QFont withPointSize(QFont font, qreal size);

} // namespace chipatlas
