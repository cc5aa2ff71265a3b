#include "chart/chartbinsitem.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace chipatlas {

namespace {
// A cell of one point stays visible; the fullest is dark but lets the grid show through.
constexpr qreal kLightest = 0.12;
constexpr qreal kDarkest = 0.6;
} // namespace

ChartBinsItem::ChartBinsItem(QGraphicsItem* parent)
    : QGraphicsItem(parent) {}

void ChartBinsItem::setBins(const QList<ChartBin>& bins,
                            const std::function<QPointF(const QPointF&)>& toPosition,
                            const QRectF& area) {
    prepareGeometryChange();
    m_cells.clear();
    m_cells.reserve(bins.size());
    m_maxCount = 1;
    m_bounds = QRectF();
    for (const ChartBin& bin : bins) {
        const QRectF rect =
            QRectF(toPosition(QPointF(bin.xFrom, bin.yTo)), toPosition(QPointF(bin.xTo, bin.yFrom)))
                .normalized()
                .intersected(area);
        m_cells.append({rect, bin.points.size()});
        m_maxCount = std::max(m_maxCount, bin.points.size());
        m_bounds |= rect;
    }
    update();
}

void ChartBinsItem::setColor(const QColor& color) {
    if (color == m_color)
        return;
    m_color = color;
    update();
}

qsizetype ChartBinsItem::binAt(const QPointF& position) const {
    for (qsizetype i = 0; i < m_cells.size(); ++i) {
        if (m_cells.at(i).rect.contains(position))
            return i;
    }
    return -1;
}

void ChartBinsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setPen(Qt::NoPen);
    // Shaded by the logarithm of the count: a catalog's densest cells hold thousands of times
    // more than its sparse ones, and both must read as "points here".
    const qreal span = std::log(qreal(m_maxCount) + 1.0);
    for (const Cell& cell : std::as_const(m_cells)) {
        if (cell.rect.isEmpty())
            continue;
        const qreal t = span > 0.0 ? std::log(qreal(cell.count) + 1.0) / span : 1.0;
        QColor color = m_color;
        color.setAlphaF(float(kLightest + (kDarkest - kLightest) * t));
        painter->setBrush(color);
        painter->drawRect(cell.rect);
    }
}

} // namespace chipatlas
