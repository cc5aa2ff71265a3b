#include "chart/ownershipcostchart.h"

#include "chart/chartaxes.h"

#include <QCoreApplication>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace chipatlas {

namespace {
// Okabe & Ito's colours (vendorstyle.cpp's palette): owning per report, the chosen offer per
// report.
const QColor kOwning[] = {QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00)};
const QColor kChosen[] = {QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7)};

QColor reportColor(const QColor (&colors)[2], int report) {
    return colors[report % 2];
}

} // namespace

OwnershipCostChart::OwnershipCostChart(QGraphicsItem* parent)
    : LineChart(parent) {
    connect(this, &QChart::plotAreaChanged, this, &OwnershipCostChart::layoutLabels);
    setScheme(ChartScheme::Light);
}

void OwnershipCostChart::setChartData(const OwnershipChartData& data) {
    m_data = data;
    rebuild();
}

void OwnershipCostChart::rebuild() {
    removeSeriesAndAxes();
    qDeleteAll(m_labels);
    m_labels.clear();
    m_labelled.clear();
    m_lines.clear();
    m_marks.clear();
    const ChartColors& colors = chartColors(scheme());
    setTitle(isCompact() ? QString() : m_data.title);

    auto* x = new QValueAxis;
    x->setRange(0.0, 100.0);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0.0);
    x->setTickInterval(10.0);
    x->setLabelFormat(chartaxes::labelFormat(10.0));
    chartaxes::styleAxis(x, m_data.xTitle, colors);
    auto* y = new QValueAxis;
    // About five ticks (tickStep() aims at eight): legible in the view's short chart too.
    const double step = chartaxes::tickStep(chartaxes::Range{0.0, m_data.yMax * 8.0 / 5.0});
    y->setRange(0.0, m_data.yMax);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0.0);
    y->setTickInterval(step);
    y->setLabelFormat(chartaxes::labelFormat(step));
    chartaxes::styleAxis(y, m_data.yTitle, colors);
    addAxis(x, Qt::AlignBottom);
    addAxis(y, Qt::AlignLeft);
    fitAxesToForm();

    bool otherOffersNamed = false;
    for (const OwnershipChartLine& line : m_data.lines) {
        auto* series = new QLineSeries;
        for (const OwnershipChartPoint& point : line.points)
            series->append(point.utilisationPct, point.perUsedChipHour);
        QPen pen;
        pen.setCapStyle(Qt::FlatCap);
        bool inLegend = true;
        if (line.kind == OwnershipChartLine::Kind::Owning) {
            pen.setColor(reportColor(kOwning, line.report));
            pen.setWidthF(2.5);
            series->setName(line.name);
        } else if (line.chosen) {
            pen.setColor(reportColor(kChosen, line.report));
            pen.setWidthF(2.0);
            series->setName(line.name);
        } else {
            pen.setColor(colors.guide);
            pen.setWidthF(1.0);
            pen.setStyle(Qt::DashLine);
            series->setName(QCoreApplication::translate("OwnershipChart", "Other offers"));
            inLegend = !otherOffersNamed;
            otherOffersNamed = true;
        }
        series->setPen(pen);
        addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        for (QLegendMarker* marker : legend()->markers(series))
            marker->setVisible(inLegend);
        m_lines.append(series);
    }

    for (const OwnershipBreakEvenMark& mark : m_data.breakEvens) {
        const QColor color = reportColor(kOwning, mark.report);
        if (mark.chosen) {
            auto* drop = new QLineSeries;
            drop->append(mark.utilisationPct, 0.0);
            drop->append(mark.utilisationPct, mark.perUsedChipHour);
            drop->setPen(QPen(color, 1.0, Qt::DashLine));
            addSeries(drop);
            drop->attachAxis(x);
            drop->attachAxis(y);
            for (QLegendMarker* marker : legend()->markers(drop))
                marker->setVisible(false);
        }
        auto* point = new QScatterSeries;
        point->append(mark.utilisationPct, mark.perUsedChipHour);
        point->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        point->setMarkerSize(mark.chosen ? 12.0 : 8.0);
        point->setColor(mark.chosen ? color : colors.background);
        point->setBorderColor(color);
        point->setName(mark.label);
        addSeries(point);
        point->attachAxis(x);
        point->attachAxis(y);
        for (QLegendMarker* marker : legend()->markers(point))
            marker->setVisible(false);
        m_marks.append(point);
        if (mark.chosen) {
            auto* label = new QGraphicsSimpleTextItem(mark.label, this);
            label->setFont(withPointSize(label->font(), 10.5));
            label->setBrush(colors.text);
            label->setZValue(10);
            m_labels.append(label);
            m_labelled.append(mark);
        }
    }
    layoutLabels();
}

void OwnershipCostChart::layoutLabels() {
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        const OwnershipBreakEvenMark& mark = m_labelled.at(i);
        const QPointF at = mapToPosition(QPointF(mark.utilisationPct, mark.perUsedChipHour),
                                         m_marks.isEmpty() ? nullptr : m_marks.first());
        QGraphicsSimpleTextItem* label = m_labels.at(i);
        const QRectF box = label->boundingRect();
        // Right of the point and above the offer's line, where owning's falling curve is below
        // it; where the plot area ends, left of the point and below the line, where the curve
        // is above it. Kept inside the plot area.
        const QRectF area = plotArea();
        QPointF position(at.x() + 8.0, at.y() - box.height() - 4.0);
        if (position.x() + box.width() > area.right())
            position = QPointF(at.x() - box.width() - 8.0, at.y() + 4.0);
        position.setY(std::clamp(position.y(), area.top(), area.bottom() - box.height()));
        position.setX(std::max(position.x(), area.left()));
        label->setPos(position);
    }
}

bool exportOwnershipChart(const OwnershipChartData& data, const QString& path, QSize size,
                          qreal scale, QString* error) {
    ChartFileContent content;
    content.makeChart = [data]() -> QChart* {
        auto* chart = new OwnershipCostChart;
        chart->setChartData(data);
        return chart;
    };
    content.title = data.title;
    content.description =
        QCoreApplication::translate("OwnershipChart", "%1 against %2, by ChipAtlas")
            .arg(data.yTitle, data.xTitle);
    content.csv = ownershipChartToCsv(data);
    return exportChartFile(content, path, size, scale, error);
}

} // namespace chipatlas
