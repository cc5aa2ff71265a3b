#pragma once

#include "domain/chartdecimation.h"

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QRectF>

#include <functional>

namespace chipatlas {

// The bins of a decimated chart (chartdecimation.h) in one item: each cell a square shaded
// by how many points it stands for, darker for more, in one paint call however many cells.
// Private to the chart library.
class ChartBinsItem final : public QGraphicsItem {
public:
    explicit ChartBinsItem(QGraphicsItem* parent = nullptr);

    // `toPosition` maps a value of the axes to the parent's coordinates; cells are clipped to
    // `area` (the plot area).
    void setBins(const QList<ChartBin>& bins,
                 const std::function<QPointF(const QPointF&)>& toPosition, const QRectF& area);
    // The index in the bins of the cell at `position` (the parent's coordinates), or -1.
    qsizetype binAt(const QPointF& position) const;
    // The colour of the fullest cell; the others are lighter shades of it.
    void setColor(const QColor& color);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct Cell {
        QRectF rect;
        qsizetype count = 0;
    };
    QList<Cell> m_cells; // parallel to the bins; an empty rect outside the plot area
    qsizetype m_maxCount = 1;
    QColor m_color{0x44, 0x55, 0x77};
    QRectF m_bounds;
};

} // namespace chipatlas
