#include "chart/pricehistorychart.h"

#include "chart/chartaxes.h"

#include <QCoreApplication>
#include <QDateTimeAxis>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QHash>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace chipatlas {

namespace {
// Okabe & Ito's colours (vendorstyle.cpp's palette), one per line in turn; yellow is left out
// (too faint on white), black is the last.
const QColor kLineColors[] = {QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                              QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                              QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                              QColor(0x00, 0x00, 0x00)};

QColor lineColor(qsizetype index, ChartScheme scheme) {
    const QColor color = kLineColors[index % std::size(kLineColors)];
    if (color == QColor(Qt::black) && scheme == ChartScheme::Dark)
        return QColor(0xbb, 0xbb, 0xbb);
    return color;
}

double msecs(const QDate& date) {
    return double(QDateTime(date, QTime(12, 0)).toMSecsSinceEpoch());
}

// The date axis over [from, until]: from the first of from's month to the first of a month
// after until, ticks every 1, 2, 3, 6, 12 or 24 months (at most about eight), labelled
// "yyyy-MM". Ticks fall evenly and months are not: each boundary is nudged a day past the first
// of its month (chartaxes::dateAxisLayout() does the same), so every label names its month.
struct DateLayout {
    QDateTime start;
    QDateTime end;
    int tickCount = 2;
};

DateLayout dateLayout(const QDate& from, const QDate& until) {
    const QDate first(from.year(), from.month(), 1);
    int months = (until.year() - first.year()) * 12 + until.month() - first.month() + 1;
    int step = 1;
    for (int candidate : {1, 2, 3, 6, 12, 24, 60, 120}) {
        step = candidate;
        if ((months + step - 1) / step <= 8)
            break;
    }
    months = std::max(1, (months + step - 1) / step) * step;
    DateLayout layout;
    layout.start = QDateTime(first, QTime(0, 0)).addDays(1);
    layout.end = QDateTime(first.addMonths(months), QTime(0, 0)).addDays(1);
    layout.tickCount = months / step + 1;
    return layout;
}
} // namespace

PriceHistoryChart::PriceHistoryChart(QGraphicsItem* parent)
    : LineChart(parent) {
    connect(this, &QChart::plotAreaChanged, this, &PriceHistoryChart::layoutLabel);
    setScheme(ChartScheme::Light);
}

void PriceHistoryChart::setHistory(const PriceHistory& history) {
    m_history = history;
    rebuild();
}

void PriceHistoryChart::rebuild() {
    removeSeriesAndAxes();
    delete m_label;
    m_label = nullptr;
    m_marker = nullptr;
    m_lines.clear();
    const ChartColors& colors = chartColors(scheme());
    setTitle(isCompact() ? QString() : m_history.title);

    // Dates: from the first price seen to today (a year back when nothing is dated).
    const QDate until = m_history.until.isValid() ? m_history.until : QDate::currentDate();
    const QDate from = m_history.from.isValid() ? m_history.from : until.addYears(-1);
    const DateLayout layout = dateLayout(from, until);
    auto* x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM"));
    x->setTickCount(layout.tickCount);
    x->setRange(layout.start, layout.end);
    chartaxes::styleAxis(x, m_history.xTitle, colors);
    addAxis(x, Qt::AlignBottom);

    // One price axis per currency: the first (USD) on the left, the others on the right.
    QHash<QString, QValueAxis*> priceAxes;
    for (const PriceHistoryAxis& info : m_history.axes) {
        auto* y = new QValueAxis;
        // About five ticks (tickStep() aims at eight).
        const double step = chartaxes::tickStep(chartaxes::Range{0.0, info.yMax * 8.0 / 5.0});
        y->setRange(0.0, info.yMax);
        y->setTickType(QValueAxis::TicksDynamic);
        y->setTickAnchor(0.0);
        y->setTickInterval(step);
        // The decimals the step has ("0.25": two), so that each label reads as its tick.
        int decimals = 0;
        while (decimals < 4 && std::abs(step * std::pow(10.0, decimals) -
                                        std::round(step * std::pow(10.0, decimals))) > 1e-9)
            ++decimals;
        y->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
        chartaxes::styleAxis(y, info.title, colors);
        if (!priceAxes.isEmpty())
            y->setGridLineVisible(false);
        addAxis(y, priceAxes.isEmpty() ? Qt::AlignLeft : Qt::AlignRight);
        priceAxes.insert(info.currency, y);
    }
    fitAxesToForm();

    qsizetype drawn = 0;
    const PriceHistorySeries* cheapest = nullptr;
    for (const PriceHistorySeries& series : m_history.series) {
        if (series.dated.isEmpty())
            continue; // listed, not drawn
        QValueAxis* y = priceAxes.value(series.currency);
        if (!y)
            continue;
        const QColor color = lineColor(drawn++, scheme());
        if (series.kind == PriceHistorySeries::Kind::UserPrice) {
            auto* point = new QScatterSeries;
            for (const PriceHistoryPoint& p : series.dated)
                point->append(msecs(p.seen), p.perChipHour);
            point->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
            point->setMarkerSize(12.0);
            point->setColor(color);
            point->setBorderColor(colors.background);
            point->setName(series.name);
            addSeries(point);
            point->attachAxis(x);
            point->attachAxis(y);
            continue;
        }
        auto* line = new QLineSeries;
        for (const PriceHistoryVertex& vertex : priceHistorySteps(series, until))
            line->append(msecs(vertex.date), vertex.perChipHour);
        QPen pen(color, series.asked || series.cheapestCurrent ? 3.0 : 1.75);
        pen.setCapStyle(Qt::FlatCap);
        pen.setJoinStyle(Qt::MiterJoin);
        line->setPen(pen);
        line->setName(series.name);
        addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        m_lines.append(line);
        // A dot on each price seen (the line's other corners are where the next one starts,
        // and today).
        auto* seen = new QScatterSeries;
        for (const PriceHistoryPoint& p : series.dated)
            seen->append(msecs(p.seen), p.perChipHour);
        seen->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        seen->setMarkerSize(series.asked || series.cheapestCurrent ? 9.0 : 7.0);
        seen->setColor(color);
        seen->setBorderColor(color);
        seen->setName(series.name);
        addSeries(seen);
        seen->attachAxis(x);
        seen->attachAxis(y);
        for (QLegendMarker* marker : legend()->markers(seen))
            marker->setVisible(false);
        if (series.cheapestCurrent)
            cheapest = &series;
    }

    if (cheapest && cheapest->currentPerChipHour) {
        m_marker = new QScatterSeries;
        m_marker->append(msecs(until), *cheapest->currentPerChipHour);
        m_marker->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        m_marker->setMarkerSize(14.0);
        m_marker->setColor(Qt::transparent);
        m_marker->setBorderColor(colors.ring);
        m_marker->setPen(QPen(colors.ring, 2.0));
        m_marker->setName(m_history.cheapestLabel);
        addSeries(m_marker);
        m_marker->attachAxis(x);
        m_marker->attachAxis(priceAxes.value(cheapest->currency));
        for (QLegendMarker* marker : legend()->markers(m_marker))
            marker->setVisible(false);
        m_label = new QGraphicsSimpleTextItem(m_history.cheapestLabel, this);
        m_label->setFont(withPointSize(m_label->font(), isCompact() ? 9.0 : 10.5));
        m_label->setBrush(colors.text);
        m_label->setZValue(10);
    }
    layoutLabel();
}

void PriceHistoryChart::layoutLabel() {
    if (!m_label || !m_marker || m_marker->count() == 0)
        return;
    const QPointF at = mapToPosition(m_marker->at(0), m_marker);
    const QRectF box = m_label->boundingRect();
    // Left of the ring (it sits at today, the plot's right part) and above the line; below it
    // when the line is at the top. Kept inside the plot area.
    const QRectF area = plotArea();
    QPointF position(at.x() - box.width() - 10.0, at.y() - box.height() - 6.0);
    if (position.y() < area.top())
        position.setY(at.y() + 6.0);
    position.setX(
        std::clamp(position.x(), area.left(), std::max(area.left(), area.right() - box.width())));
    position.setY(
        std::clamp(position.y(), area.top(), std::max(area.top(), area.bottom() - box.height())));
    m_label->setPos(position);
}

bool exportPriceHistoryChart(const PriceHistory& history, const QString& path, QSize size,
                             qreal scale, QString* error) {
    ChartFileContent content;
    content.makeChart = [history]() -> QChart* {
        auto* chart = new PriceHistoryChart;
        chart->setHistory(history);
        return chart;
    };
    content.title = history.title;
    content.description =
        QCoreApplication::translate("PriceHistoryChart", "%1 against %2, by ChipAtlas")
            .arg(history.axes.isEmpty() ? QString() : history.axes.first().title, history.xTitle);
    content.csv = priceHistoryToCsv(history);
    return exportChartFile(content, path, size, scale, error);
}

} // namespace chipatlas
