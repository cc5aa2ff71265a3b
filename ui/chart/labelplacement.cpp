#include "chart/labelplacement.h"

#include <QHash>
#include <QLineF>
#include <QPair>

#include <algorithm>
#include <cmath>

namespace chipatlas::labelplacement {

namespace {
constexpr qreal kGap = 3.0;      // between a marker and its label
constexpr qreal kLabelGap = 6.0; // between two labels side by side
// How much farther than its own point another point must be from a label.
constexpr qreal kClearlyFarther = 4.0;

QList<QRectF> candidates(const Request& request) {
    const qreal w = request.size.width();
    const qreal h = request.size.height();
    const qreal x = request.anchor.x();
    const qreal y = request.anchor.y();
    const qreal r = request.clearance + kGap;
    // Diagonals: the label's near corner just off the marker.
    const qreal d = request.clearance * 0.7 + kGap;
    return {
        QRectF(x + r, y - h / 2, w, h),     // right
        QRectF(x - r - w, y - h / 2, w, h), // left
        QRectF(x - w / 2, y - r - h, w, h), // above
        QRectF(x - w / 2, y + r, w, h),     // below
        QRectF(x + d, y - d - h, w, h),     // above right
        QRectF(x + d, y + d, w, h),         // below right
        QRectF(x - d - w, y - d - h, w, h), // above left
        QRectF(x - d - w, y + d, w, h),     // below left
    };
}

// The rectangles placed so far, bucketed by the cells of a coarse grid they touch, so that a
// candidate is checked against its neighbours only: with 100,000 markers as obstacles a
// linear scan per candidate would take seconds.
class RectGrid {
public:
    static constexpr qreal kCell = 48.0;

    void insert(const QRectF& rect) {
        const qsizetype index = m_rects.size();
        m_rects.append(rect);
        forEachCell(rect, [&](QPair<int, int> cell) {
            m_cells[cell].append(index);
            return false;
        });
    }

    bool intersects(const QRectF& rect) const {
        return forEachCell(rect, [&](QPair<int, int> cell) {
            const auto it = m_cells.constFind(cell);
            if (it == m_cells.cend())
                return false;
            return std::any_of(it->cbegin(), it->cend(),
                               [&](qsizetype index) { return rect.intersects(m_rects.at(index)); });
        });
    }

private:
    // Calls `visit` for each cell `rect` touches until it returns true; returns whether it did.
    template <typename Visit>
    static bool forEachCell(const QRectF& rect, Visit visit) {
        const int left = int(std::floor(rect.left() / kCell));
        const int right = int(std::floor(rect.right() / kCell));
        const int top = int(std::floor(rect.top() / kCell));
        const int bottom = int(std::floor(rect.bottom() / kCell));
        for (int x = left; x <= right; ++x) {
            for (int y = top; y <= bottom; ++y) {
                if (visit(QPair<int, int>(x, y)))
                    return true;
            }
        }
        return false;
    }

    QList<QRectF> m_rects;
    QHash<QPair<int, int>, QList<qsizetype>> m_cells;
};

// The points, bucketed like RectGrid, to find those near a candidate label.
class PointGrid {
public:
    explicit PointGrid(const QList<QPointF>& points) {
        for (const QPointF& point : points)
            m_cells[cellOf(point)].append(point);
    }

    // Whether a point other than `anchor` (more than a pixel away from it) is nearer to `rect`
    // than `anchor` is, or not clearly farther (kClearlyFarther): a label halfway between two
    // points names neither.
    bool nearerThanAnchor(const QRectF& rect, const QPointF& anchor) const {
        const qreal own = distance(anchor, rect) + kClearlyFarther;
        const QRectF around = rect.adjusted(-own, -own, own, own);
        const QPair<int, int> first = cellOf(around.topLeft());
        const QPair<int, int> last = cellOf(around.bottomRight());
        for (int x = first.first; x <= last.first; ++x) {
            for (int y = first.second; y <= last.second; ++y) {
                const auto it = m_cells.constFind(QPair<int, int>(x, y));
                if (it == m_cells.cend())
                    continue;
                for (const QPointF& point : *it) {
                    if (QLineF(point, anchor).length() > 1.0 && distance(point, rect) < own)
                        return true;
                }
            }
        }
        return false;
    }

private:
    static QPair<int, int> cellOf(const QPointF& point) {
        return {int(std::floor(point.x() / RectGrid::kCell)),
                int(std::floor(point.y() / RectGrid::kCell))};
    }

    QHash<QPair<int, int>, QList<QPointF>> m_cells;
};
} // namespace

qreal distance(const QPointF& point, const QRectF& rect) {
    const qreal dx = std::max({rect.left() - point.x(), 0.0, point.x() - rect.right()});
    const qreal dy = std::max({rect.top() - point.y(), 0.0, point.y() - rect.bottom()});
    return std::hypot(dx, dy);
}

QList<std::optional<QRectF>> place(const QList<Request>& requests, const QList<QRectF>& obstacles,
                                   const QList<QPointF>& points, const QRectF& bounds) {
    const PointGrid others(points);
    RectGrid taken;
    for (const QRectF& obstacle : obstacles) {
        if (obstacle.intersects(bounds))
            taken.insert(obstacle);
    }
    QList<std::optional<QRectF>> placed;
    placed.reserve(requests.size());
    for (const Request& request : requests) {
        std::optional<QRectF> chosen;
        for (const QRectF& candidate : candidates(request)) {
            if (bounds.contains(candidate) && !taken.intersects(candidate) &&
                !others.nearerThanAnchor(candidate, request.anchor)) {
                chosen = candidate;
                break;
            }
        }
        // Labels keep a gap between them, so that two never read as one ("B200B300").
        if (chosen)
            taken.insert(chosen->adjusted(-kLabelGap, -1.0, kLabelGap, 1.0));
        placed.append(chosen);
    }
    return placed;
}

} // namespace chipatlas::labelplacement
