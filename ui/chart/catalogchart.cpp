#include "chart/catalogchart.h"

#include "chart/chartaxes.h"
#include "chart/chartbinsitem.h"
#include "chart/charttext.h"
#include "chart/labelplacement.h"

#include <QDateTimeAxis>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsEllipseItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace chipatlas {

namespace {
constexpr qreal kMarkerSize = 12.0;
constexpr qreal kMarkerMargin = 4.0; // around a marker, no other chip's label
constexpr qreal kRingRadius = 11.5;
constexpr int kGuideSamples = 97;
constexpr qsizetype kMaxLabelledGroups = 400; // labels tried, in priority order
constexpr qreal kOverlayZ = 20.0;             // above the series, below the tooltip
constexpr qreal kSystemMarkerSize = 17.0;     // a system stands out from the chips
constexpr qreal kBinsZ = 3.5;                 // above the grid, below the series (Qt Charts: 4)
// The key of the systems' series among the vendors' (no vendor name starts with a newline).
const QString kSystemsSeries = QStringLiteral("\n systems");

QString seriesKey(const ChartPoint& point) {
    return point.system ? kSystemsSeries : point.vendor;
}
// Markers get a border of the background's colour so overlapping points stay apart; on white, a
// light colour (the palette's yellow) gets a dark one instead, or it would vanish.
QColor markerOutline(const QColor& fill, ChartScheme scheme) {
    if (scheme == ChartScheme::Dark)
        return chartColors(scheme).background;
    const qreal luminance = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
    return luminance > 0.75 ? QColor(0x4d, 0x4d, 0x4d) : QColor(Qt::white);
}

std::pair<double, double> axisRange(const QAbstractAxis* axis) {
    if (const auto* value = qobject_cast<const QValueAxis*>(axis))
        return {value->min(), value->max()};
    if (const auto* log = qobject_cast<const QLogValueAxis*>(axis))
        return {log->min(), log->max()};
    return {0.0, 0.0};
}

QFont withPointSize(QFont font, qreal size) {
    font.setPointSizeF(size);
    return font;
}
} // namespace

CatalogChart::CatalogChart(QGraphicsItem* parent)
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
    legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    legend()->setFont(withPointSize(legend()->font(), 10.5));
    legend()->setBackgroundVisible(false);
    applyColors();
    connect(this, &QChart::plotAreaChanged, this, &CatalogChart::layoutOverlays);
}

CatalogChart::~CatalogChart() = default;

void CatalogChart::setScheme(ChartScheme scheme) {
    if (scheme == m_scheme)
        return;
    m_scheme = scheme;
    applyColors();
    rebuild(); // the axes, series and overlays take the scheme's colours as they are made
}

void CatalogChart::applyColors() {
    const ChartColors& colors = chartColors(m_scheme);
    setBackgroundBrush(colors.background);
    setTitleBrush(colors.title);
    legend()->setLabelColor(colors.text);
}

void CatalogChart::setChartData(const ChartData& data) {
    setChartData(data, decimateChart(data));
}

void CatalogChart::setChartData(const ChartData& data, ChartDecimation decimation) {
    m_data = data;
    m_decimation = std::move(decimation);
    m_drawn = QList<bool>(m_data.points.size(), false);
    for (const qsizetype i : std::as_const(m_decimation.drawn))
        m_drawn[i] = true;
    rebuild();
}

QString CatalogChart::decimationText() const {
    if (!m_decimation.isDecimated())
        return QString();
    return tr("%L1 points: %L2 drawn, %L3 binned (shaded cells)")
        .arg(m_data.points.size())
        .arg(m_decimation.drawn.size())
        .arg(m_decimation.binnedCount());
}

void CatalogChart::setPointLabelsVisible(bool visible) {
    if (m_labelsVisible == visible)
        return;
    m_labelsVisible = visible;
    layoutOverlays();
}

void CatalogChart::setHighlightedChips(const QStringList& ids) {
    if (m_highlighted == ids)
        return;
    m_highlighted = ids;
    layoutOverlays(); // highlighted chips are labelled first
}

const ChartPoint* CatalogChart::point(const QString& id) const {
    const auto it = m_pointIndex.constFind(id);
    return it == m_pointIndex.cend() ? nullptr : &m_data.points.at(*it);
}

QPointF CatalogChart::pointPosition(const QString& id) const {
    const ChartPoint* p = point(id);
    return p ? positionOf(*p) : QPointF();
}

QPointF CatalogChart::positionOf(const ChartPoint& point) const {
    QScatterSeries* series = m_series.value(seriesKey(point));
    if (!series)
        return QPointF();
    // mapToPosition is not const, though it changes nothing.
    return const_cast<CatalogChart*>(this)->mapToPosition(QPointF(point.x, point.y), series);
}

QString CatalogChart::chipAt(const QPointF& position, qreal radius) const {
    QString nearest;
    qreal nearestDistance = radius;
    // The last point drawn is on top: of coincident points, that is the one under the mouse.
    for (const Marker& marker : m_markers) {
        const QPointF offset = marker.position - position;
        const qreal distance = std::hypot(offset.x(), offset.y());
        if (distance <= nearestDistance) {
            nearest = m_data.points.at(marker.index).id;
            nearestDistance = distance;
        }
    }
    return nearest;
}

QString CatalogChart::toolTipAt(const QPointF& position) const {
    const ChartPoint* hit = point(chipAt(position));
    if (!hit) {
        const qsizetype bin = m_bins ? m_bins->binAt(position) : -1;
        return bin < 0 ? QString() : chartBinToolTip(m_data, m_decimation.bins.at(bin));
    }
    const QPointF place = positionOf(*hit);
    QStringList texts;
    for (const Marker& marker : m_markers) {
        const QPointF offset = marker.position - place;
        if (std::abs(offset.x()) < 1.0 && std::abs(offset.y()) < 1.0)
            texts << toolTipText(m_data.points.at(marker.index).id);
    }
    return texts.join(QStringLiteral("\n\n"));
}

QString CatalogChart::toolTipText(const QString& id) const {
    const ChartPoint* p = point(id);
    return p ? chartPointToolTip(m_data, *p, m_memoryUnits) : QString();
}

void CatalogChart::rebuild() {
    clearOverlays();
    removeAllSeries();
    m_series.clear();
    m_guideSeries.clear();
    const QList<QAbstractAxis*> oldAxes = axes();
    for (QAbstractAxis* axis : oldAxes) {
        removeAxis(axis);
        delete axis;
    }

    m_pointIndex.clear();
    m_pointIndex.reserve(m_data.points.size());
    for (qsizetype i = 0; i < m_data.points.size(); ++i)
        m_pointIndex.insert(m_data.points.at(i).id, i);

    const ChartSpec& spec = m_data.spec;
    QList<double> xs;
    QList<double> ys;
    xs.reserve(m_data.points.size());
    ys.reserve(m_data.points.size());
    for (const ChartPoint& p : std::as_const(m_data.points)) {
        xs << p.x;
        ys << p.y;
    }
    const ChartColors& colors = chartColors(m_scheme);
    m_axisX = chartaxes::createAxis(spec.x, spec.logX, xs, m_data.xTitle, colors);
    m_axisY = chartaxes::createAxis(spec.y, spec.logY, ys, m_data.yTitle, colors);
    addAxis(m_axisX, Qt::AlignBottom);
    addAxis(m_axisY, Qt::AlignLeft);
    // Zooming and scrolling move the points without changing the plot area.
    for (QAbstractAxis* axis : {m_axisX, m_axisY}) {
        if (auto* value = qobject_cast<QValueAxis*>(axis))
            connect(value, &QValueAxis::rangeChanged, this, &CatalogChart::layoutOverlays);
        else if (auto* log = qobject_cast<QLogValueAxis*>(axis))
            connect(log, &QLogValueAxis::rangeChanged, this, &CatalogChart::layoutOverlays);
        else if (auto* date = qobject_cast<QDateTimeAxis*>(axis))
            connect(date, &QDateTimeAxis::rangeChanged, this, &CatalogChart::layoutOverlays);
    }

    addGuides(); // first, so that the points are drawn over them

    QStringList keys = m_data.vendors;
    if (m_data.hasSystems())
        keys << kSystemsSeries; // last: drawn over the chips, listed last in the legend
    for (const QString& key : std::as_const(keys)) {
        m_series.insert(key, addVendorSeries(key, false));
        addVendorSeries(key, true);
    }
    layoutOverlays();
}

// The points of one vendor whose figures are all sourced and dense, or (`flagged`) those
// resting on an unverified figure, a design target or a throughput that may be sparse: drawn
// hollow, with no legend entry of their own. Null when the flagged series would be empty.
QScatterSeries* CatalogChart::addVendorSeries(const QString& key, bool flagged) {
    QList<QPointF> points;
    for (const qsizetype i : std::as_const(m_decimation.drawn)) {
        const ChartPoint& p = m_data.points.at(i);
        if (seriesKey(p) == key && p.isFlagged() == flagged)
            points.append(QPointF(p.x, p.y));
    }
    if (flagged && points.isEmpty())
        return nullptr;
    const bool systems = key == kSystemsSeries;
    auto* series = new QScatterSeries;
    series->setName(systems ? tr("Systems") : key);
    addSeries(series);
    series->attachAxis(m_axisX);
    series->attachAxis(m_axisY);
    // After addSeries, which applies the theme's colours.
    const VendorStyle style = systems ? systemsStyle(m_scheme) : vendorStyle(key, m_scheme);
    series->setMarkerShape(style.shape);
    series->setMarkerSize(systems ? kSystemMarkerSize : kMarkerSize);
    if (flagged) {
        series->setColor(chartColors(m_scheme).background);
        series->setPen(QPen(style.color, 2.0));
        for (QLegendMarker* marker : legend()->markers(series))
            marker->setVisible(false);
    } else {
        series->setColor(style.color);
        series->setPen(QPen(markerOutline(style.color, m_scheme), 1.5));
    }
    // The points last, in one go: every style change above redraws each marker (quadratic in
    // Qt Charts when the markers are already there).
    series->replace(points);
    return series;
}

void CatalogChart::addGuides() {
    const auto [xMin, xMax] = axisRange(m_axisX);
    const auto [yMin, yMax] = axisRange(m_axisY);
    const bool logScale = m_data.spec.logX || m_data.spec.logY;
    for (const ChartGuide& guide : std::as_const(m_data.guides)) {
        auto* series = new QLineSeries;
        series->setName(guide.labelIn(locale()));
        // The part of y = slope * x inside the plot area, sampled evenly on the screen: on a
        // log axis the line is straight only when both axes are log.
        const double from = std::max(xMin, yMin / guide.slope);
        const double to = std::min(xMax, yMax / guide.slope);
        if (guide.slope > 0.0 && from < to) {
            const bool geometric = logScale && from > 0.0;
            for (int i = 0; i < kGuideSamples; ++i) {
                const double t = double(i) / (kGuideSamples - 1);
                const double x = geometric ? from * std::pow(to / from, t) : from + (to - from) * t;
                series->append(x, guide.slope * x);
            }
        }
        addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
        series->setPen(QPen(chartColors(m_scheme).guide, 1.2, Qt::DashLine));
        const QList<QLegendMarker*> markers = legend()->markers(series);
        for (QLegendMarker* marker : markers)
            marker->setVisible(false);
        m_guideSeries.append(series);
    }
}

void CatalogChart::clearOverlays() {
    QList<QGraphicsSimpleTextItem*> labels = m_labels.values();
    std::sort(labels.begin(), labels.end());
    labels.erase(std::unique(labels.begin(), labels.end()), labels.end());
    qDeleteAll(labels);
    m_labels.clear();
    qDeleteAll(m_overlayItems);
    m_overlayItems.clear();
}

void CatalogChart::layoutOverlays() {
    clearOverlays();
    m_markers.clear();
    if (m_bins)
        m_bins->setBins({}, {}, QRectF());
    if (plotArea().isEmpty() || !m_axisX)
        return;
    m_markers.reserve(m_decimation.drawn.size() + m_highlighted.size());
    for (const qsizetype i : std::as_const(m_decimation.drawn))
        m_markers.append({i, positionOf(m_data.points.at(i))});
    // A highlighted chip in a bin gets a marker of its own (layoutRings draws it).
    for (const QString& id : std::as_const(m_highlighted)) {
        const qsizetype i = m_pointIndex.value(id, -1);
        if (i >= 0 && !m_drawn.at(i))
            m_markers.append({i, positionOf(m_data.points.at(i))});
    }
    layoutBins();
    // Every marker is an obstacle for every label.
    QList<QRectF> obstacles;
    // With a margin, so that no label ends right beside another chip's marker, where it would
    // read as that chip's.
    obstacles.reserve(m_markers.size() + 1);
    for (const Marker& marker : std::as_const(m_markers)) {
        const ChartPoint& p = m_data.points.at(marker.index);
        const qreal half = (p.system ? kSystemMarkerSize : kMarkerSize) / 2 + kMarkerMargin;
        obstacles << QRectF(marker.position - QPointF(half, half), QSizeF(2 * half, 2 * half));
    }
    layoutDecimationNote(obstacles);
    const QList<QRectF> guideLabels = layoutGuideLabels(obstacles);
    if (m_labelsVisible)
        layoutPointLabels(obstacles + guideLabels);
    layoutRings();
}

void CatalogChart::layoutBins() {
    if (!m_decimation.isDecimated())
        return;
    if (!m_bins) {
        m_bins = new ChartBinsItem(this);
        m_bins->setZValue(kBinsZ);
    }
    m_bins->setColor(chartColors(m_scheme).bin);
    // Any series maps values to positions: they share the axes.
    QAbstractSeries* series = m_series.isEmpty() ? nullptr : *m_series.cbegin();
    m_bins->setBins(
        m_decimation.bins, [&](const QPointF& value) { return mapToPosition(value, series); },
        plotArea());
}

// The decimation's note, at the plot area's top left: an obstacle for the labels.
void CatalogChart::layoutDecimationNote(QList<QRectF>& obstacles) {
    const QString text = decimationText();
    if (text.isEmpty())
        return;
    auto* note = new QGraphicsSimpleTextItem(text, this);
    note->setFont(withPointSize(font(), 9.0));
    note->setBrush(chartColors(m_scheme).guideText);
    note->setPos(plotArea().topLeft() + QPointF(6.0, 4.0));
    note->setZValue(kOverlayZ);
    m_overlayItems.append(note);
    obstacles.append(note->mapRectToParent(note->boundingRect()));
}

QList<QRectF> CatalogChart::layoutGuideLabels(const QList<QRectF>& obstacles) {
    QList<QRectF> placed;
    const QRectF area = plotArea();
    const QFont font = withPointSize(this->font(), 9.0);
    const QFontMetricsF metrics(font);
    for (qsizetype i = 0; i < m_guideSeries.size(); ++i) {
        const QLineSeries* series = m_guideSeries.at(i);
        if (series->count() == 0)
            continue;
        const QPointF end = mapToPosition(series->at(series->count() - 1), m_guideSeries.at(i));
        const QString text = m_data.guides.at(i).labelIn(locale());
        const QSizeF size = metrics.boundingRect(text).size() + QSizeF(2, 0);
        // Where the line leaves the plot area: through the top, label left of the exit, under
        // the border; through the right side, label above the line, against the border. Both
        // sit above the line, which runs up to the right.
        QRectF rect(QPointF(), size);
        if (end.y() <= area.top() + 1.0) {
            // Clear of the line where it passes the label's lower edge, not just at the top.
            const qreal bottom = area.top() + 2.0 + size.height();
            qreal lineX = end.x();
            for (qsizetype k = series->count() - 1; k >= 0; --k) {
                const QPointF p = mapToPosition(series->at(k), m_guideSeries.at(i));
                lineX = p.x();
                if (p.y() >= bottom)
                    break;
            }
            rect.moveTopRight(QPointF(lineX - 4.0, area.top() + 2.0));
        } else {
            rect.moveBottomRight(QPointF(area.right() - 3.0, end.y() - 3.0));
        }
        rect.moveLeft(
            std::clamp(rect.left(), area.left() + 2.0, area.right() - size.width() - 2.0));
        rect.moveTop(std::clamp(rect.top(), area.top() + 2.0, area.bottom() - size.height() - 2.0));
        const auto clashes = [&](const QRectF& other) { return rect.intersects(other); };
        if (std::any_of(placed.begin(), placed.end(), clashes) ||
            std::any_of(obstacles.begin(), obstacles.end(), clashes))
            continue;
        auto* label = new QGraphicsSimpleTextItem(text, this);
        label->setFont(font);
        label->setBrush(chartColors(m_scheme).guideText);
        label->setPos(rect.topLeft());
        label->setZValue(kOverlayZ);
        m_overlayItems.append(label);
        placed.append(rect);
    }
    return placed;
}

void CatalogChart::layoutPointLabels(const QList<QRectF>& obstacles) {
    // One label for the chips drawn at the same place: "H100 SXM / H200 SXM".
    struct Group {
        QStringList ids;
        QStringList names;
        QPointF position;
        bool highlighted = false;
    };
    QList<Group> groups;
    // Chips on the same pixel share a group; hashed, so that 100,000 points group in one pass.
    QHash<QPair<int, int>, qsizetype> groupAt;
    const QSet<QString> highlightedIds(m_highlighted.cbegin(), m_highlighted.cend());
    for (const Marker& marker : std::as_const(m_markers)) {
        const ChartPoint& p = m_data.points.at(marker.index);
        const QPointF& position = marker.position;
        if (!plotArea().contains(position))
            continue;
        const bool highlighted = highlightedIds.contains(p.id);
        const QPair<int, int> pixel(qRound(position.x()), qRound(position.y()));
        const auto same = groupAt.constFind(pixel);
        if (same != groupAt.cend()) {
            Group& group = groups[*same];
            group.ids << p.id;
            group.names << chartPointLabel(p);
            group.highlighted = group.highlighted || highlighted;
        } else {
            groupAt.insert(pixel, groups.size());
            groups.append({{p.id}, {chartPointLabel(p)}, position, highlighted});
        }
    }
    // Highlighted chips first, then from the top of the chart down: the top points are the
    // interesting ones on every preset.
    std::stable_sort(groups.begin(), groups.end(), [](const Group& a, const Group& b) {
        if (a.highlighted != b.highlighted)
            return a.highlighted;
        if (a.position.y() != b.position.y())
            return a.position.y() < b.position.y();
        return a.position.x() > b.position.x();
    });
    // A plot area holds a few hundred labels at most: on a big catalog the rest could never
    // find room, and trying would cost time on every resize.
    if (groups.size() > kMaxLabelledGroups)
        groups.resize(kMaxLabelledGroups);

    const QFont font = withPointSize(this->font(), 9.5);
    QList<labelplacement::Request> requests;
    QStringList texts;
    for (const Group& group : std::as_const(groups)) {
        const QString text = group.names.join(QStringLiteral(" / "));
        texts << text;
        // The item's bounding rect, which is what a test or a user sees overlap.
        QGraphicsSimpleTextItem probe(text);
        probe.setFont(font);
        requests.append(
            {group.position, probe.boundingRect().size(), kMarkerSize / 2 + kMarkerMargin});
    }
    // Every marker's centre: no label may sit nearer to another chip's point than to its own.
    QList<QPointF> points;
    points.reserve(m_markers.size());
    for (const Marker& marker : std::as_const(m_markers))
        points.append(marker.position);
    const QList<std::optional<QRectF>> rects =
        labelplacement::place(requests, obstacles, points, plotArea());
    for (qsizetype i = 0; i < groups.size(); ++i) {
        if (!rects.at(i))
            continue;
        auto* label = new QGraphicsSimpleTextItem(texts.at(i), this);
        label->setFont(font);
        label->setBrush(chartColors(m_scheme).text);
        label->setPos(rects.at(i)->topLeft());
        label->setZValue(kOverlayZ);
        for (const QString& id : std::as_const(groups.at(i).ids))
            m_labels.insert(id, label);
    }
}

void CatalogChart::layoutRings() {
    for (const QString& id : std::as_const(m_highlighted)) {
        const QPointF position = pointPosition(id);
        if (position.isNull() || !plotArea().contains(position))
            continue;
        const ChartPoint* p = point(id);
        if (!m_drawn.at(m_pointIndex.value(id))) {
            // In a bin: a marker of the vendor's colour (a circle) inside the ring.
            const VendorStyle style =
                p->system ? systemsStyle(m_scheme) : vendorStyle(p->vendor, m_scheme);
            const qreal half = kMarkerSize / 2;
            auto* marker = new QGraphicsEllipseItem(position.x() - half, position.y() - half,
                                                    2 * half, 2 * half, this);
            marker->setPen(
                QPen(p->isFlagged() ? style.color : markerOutline(style.color, m_scheme), 1.5));
            marker->setBrush(p->isFlagged() ? chartColors(m_scheme).background : style.color);
            marker->setZValue(kOverlayZ);
            m_overlayItems.append(marker);
        }
        auto* ring =
            new QGraphicsEllipseItem(position.x() - kRingRadius, position.y() - kRingRadius,
                                     2 * kRingRadius, 2 * kRingRadius, this);
        ring->setPen(QPen(chartColors(m_scheme).ring, 2.0));
        ring->setBrush(Qt::NoBrush);
        ring->setZValue(kOverlayZ);
        ring->setData(0, id);
        m_overlayItems.append(ring);
    }
}

} // namespace chipatlas
