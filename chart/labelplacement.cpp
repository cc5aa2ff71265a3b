#include "labelplacement.h"

#include <algorithm>

namespace chipatlas::labelplacement {

namespace {
constexpr qreal kGap = 3.0; // between a marker and its label

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

bool intersectsAny(const QRectF& rect, const QList<QRectF>& others) {
    return std::any_of(others.begin(), others.end(),
                       [&](const QRectF& other) { return rect.intersects(other); });
}
} // namespace

QList<std::optional<QRectF>> place(const QList<Request>& requests, QList<QRectF> obstacles,
                                   const QRectF& bounds) {
    QList<std::optional<QRectF>> placed;
    placed.reserve(requests.size());
    for (const Request& request : requests) {
        std::optional<QRectF> chosen;
        for (const QRectF& candidate : candidates(request)) {
            if (bounds.contains(candidate) && !intersectsAny(candidate, obstacles)) {
                chosen = candidate;
                break;
            }
        }
        if (chosen)
            obstacles.append(*chosen);
        placed.append(chosen);
    }
    return placed;
}

} // namespace chipatlas::labelplacement
