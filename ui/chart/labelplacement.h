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
// `obstacles` (markers, guide labels) and lies inside `bounds`; nothing where none fits.
QList<std::optional<QRectF>> place(const QList<Request>& requests, const QList<QRectF>& obstacles,
                                   const QRectF& bounds);

} // namespace chipatlas::labelplacement
