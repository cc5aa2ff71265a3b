#pragma once

// Greedy placement of point labels: private to the chart library, pure geometry so that it
// can be reasoned about without a chart.
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

namespace chipatlas::labelplacement {

struct Request {
    QPointF anchor;  // the point's centre
    QSizeF size;     // the label's size
    qreal clearance; // distance from the anchor to leave free (the marker's radius)
};

// Places labels in the order given, each at the first of its candidate positions (right, left,
// above, below, then the diagonals) that overlaps no label placed before it and none of
// `obstacles` (markers, guide labels), lies inside `bounds`, and is clearly nearer to its own
// anchor than to any other of `points` (the centres of every marker, labelled or not; a few
// pixels nearer): a label beside another point would read as that point's. Nothing where none
// fits.
QList<std::optional<QRectF>> place(const QList<Request>& requests, const QList<QRectF>& obstacles,
                                   const QList<QPointF>& points, const QRectF& bounds);

// The distance from `point` to the nearest point of `rect` (0 inside it).
qreal distance(const QPointF& point, const QRectF& rect);

} // namespace chipatlas::labelplacement
